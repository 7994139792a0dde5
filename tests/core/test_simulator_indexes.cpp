// The simulator's GSIs: each a key space of its own, written by the base table's writes, pushing back on them when it
// throttles; access patterns reading the table or an index; the throttling reasons.
#include "partiscope/scenario.h"
#include "partiscope/simulation_report.h"
#include "partiscope/simulator.h"

#include "scenario_fixtures.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <optional>

using namespace partiscope;

namespace {

GsiSpec gsi(const std::string& name, double wcu, std::optional<std::uint32_t> partitions) {
    GsiSpec g;
    g.name = name;
    g.partitionKey = {"status", AttributeType::S};
    g.rcu = 100;
    g.wcu = wcu;
    g.partitions = partitions;
    g.itemKb = 1;
    return g;
}

WorkloadKey indexKey(const std::string& key, double weight) {
    WorkloadKey k;
    k.key = key;
    k.weight = weight;
    return k;
}

/// One-partition table taking 500 writes/s of key "a"; a GSI of @p gsiWcu WCU on one partition whose key PENDING
/// is carried by 40% of the items. No burst, no adaptive capacity, no splits, no retries: every number is exact.
/// (Built in code: the GSI's JSON is read by another part of the project.)
Scenario backPressureScenario(double gsiWcu, const std::string& retries = "none", int durationS = 10) {
    Scenario s = parsedScenario(R"({"version": 1, "name": "back-pressure",
      "table": {"rcu": 100, "wcu": 1000, "partitions": 1},
      "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
      "workload": {"duration_s": )" +
                                std::to_string(durationS) + R"(, "writes_per_s": 500, "retries": ")" + retries +
                                R"(", "keys": [{"key": "a"}]}})");
    s.table.gsis.push_back(gsi("ByStatus", gsiWcu, 1));
    s.workload.indexKeys["ByStatus"] = {indexKey("PENDING", 0.4)};
    return s;
}

} // namespace

TEST_CASE("throttling reason names follow ResourceType + OperationType + LimitType") {
    CHECK(throttlingReasonName({ThrottleResource::Index, ThrottleOperation::Write,
                                ThrottleLimit::KeyRangeThroughputExceeded}) == "IndexWriteKeyRangeThroughputExceeded");
    CHECK(throttlingReasonName(
              {ThrottleResource::Table, ThrottleOperation::Read, ThrottleLimit::ProvisionedThroughputExceeded}) ==
          "TableReadProvisionedThroughputExceeded");
    for (std::size_t i = 0; i < kThrottlingReasonCount; ++i) {
        CHECK(throttlingReasonIndex(throttlingReasonAt(i)) == i);
    }
}

TEST_CASE("a GSI that keeps up takes its share of the base writes and pushes nothing back") {
    const auto snap = runToEnd(backPressureScenario(300));
    REQUIRE(snap.indexes.size() == 1);
    CHECK(snap.indexes[0].name == "ByStatus");
    // 500 base writes x 40% carry PENDING, 1 WCU each: 200 WCU/s on the index.
    CHECK(snap.indexes[0].metrics.consumedWriteCapacityUnits == Approx(200.0 * 10));
    CHECK(snap.indexes[0].metrics.writeThrottleEvents == 0);
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(500.0 * 10));
    CHECK(snap.metrics.writeBackPressureThrottleEvents == 0);
}

TEST_CASE("GSI back-pressure: an index at half its demand refuses 40% x 50% of the base writes") {
    const auto snap = runToEnd(backPressureScenario(100));
    REQUIRE(snap.indexes.size() == 1);
    const auto& index = snap.indexes[0];
    // Index: 200 WCU/s asked, 100 provisioned: throttle probability 0.5 on its one partition.
    CHECK(index.metrics.consumedWriteCapacityUnits == Approx(100.0 * 10));
    CHECK(index.metrics.writeThrottleEvents == Approx(100.0 * 10));
    CHECK(index.metrics.writeProvisionedThroughputThrottleEvents == Approx(100.0 * 10));
    CHECK(index.partitions.at(0).writesThrottled == Approx(100.0 * 10));
    // Table: 0.4 x 0.5 = 20% of its 500 writes/s refused; the 400 accepted carry 100 PENDING items, what the index
    // took.
    CHECK(snap.metrics.writeBackPressureThrottleEvents == Approx(100.0 * 10));
    CHECK(snap.metrics.writeThrottleEvents == Approx(100.0 * 10));
    CHECK(snap.metrics.writeProvisionedThroughputThrottleEvents == 0);
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(400.0 * 10));
    CHECK(snap.lastTick.at(0).writes.backPressureThrottled == Approx(100.0));
    CHECK(reason(snap, ThrottleResource::Index, ThrottleOperation::Write,
                 ThrottleLimit::ProvisionedThroughputExceeded) == Approx(100.0 * 10));
    double total = 0;
    for (const double count : snap.throttlingReasons) {
        total += count;
    }
    CHECK(total == Approx(100.0 * 10)); // nothing else: the index's own throttles reach the client only this way
}

TEST_CASE("GSI back-pressure from a hot index key is an IndexWriteKeyRangeThroughputExceeded") {
    // 1500 base writes/s, 80% carry PENDING: 1200 WCU/s on one index partition, ceiling 1000; the index has capacity.
    Scenario scenario = parsedScenario(R"({"version": 1,
      "table": {"rcu": 100, "wcu": 3000, "partitions": 2},
      "capacity": {"burst": false, "adaptive": "instant", "split_for_heat": false},
      "workload": {"duration_s": 10, "writes_per_s": 1500,
        "keys": [{"key": "a", "partition": 0}, {"key": "b", "partition": 1}]}})");
    scenario.table.gsis.push_back(gsi("ByStatus", 3000, 3));
    scenario.workload.indexKeys["ByStatus"] = {indexKey("PENDING", 0.8)};
    const auto snap = runToEnd(scenario);
    // Index: 200 of 1200 throttled on the hot partition: probability 1/6; back-pressure 0.8 / 6 = 2/15 of 1500 = 200/s.
    CHECK(snap.indexes.at(0).metrics.writeKeyRangeThroughputThrottleEvents == Approx(200.0 * 10));
    CHECK(snap.metrics.writeBackPressureThrottleEvents == Approx(200.0 * 10));
    CHECK(reason(snap, ThrottleResource::Index, ThrottleOperation::Write, ThrottleLimit::KeyRangeThroughputExceeded) ==
          Approx(200.0 * 10));
    CHECK(reason(snap, ThrottleResource::Table, ThrottleOperation::Write, ThrottleLimit::KeyRangeThroughputExceeded) ==
          0);
}

TEST_CASE("back-pressured base writes are retried like any throttle") {
    // Standard retries: 3 attempts. Refused writes come back, so the index sees more than 200 WCU/s.
    const auto snap = runToEnd(backPressureScenario(100, "standard", 60));
    CHECK(snap.metrics.writeBackPressureThrottleEvents > 100.0 * 60);
    CHECK(snap.failedRequests > 0);
    CHECK(snap.indexes.at(0).metrics.consumedWriteCapacityUnits == Approx(100.0 * 60));
}

TEST_CASE("a GSI's partitions are derived from its own capacity, and the simulator reports them") {
    Scenario scenario = backPressureScenario(100);
    scenario.table.gsis[0].wcu = 2500;
    scenario.table.gsis[0].partitions.reset();
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    REQUIRE(simulator->indexCount() == 1);
    CHECK(simulator->indexPartitionCount(0) == 3); // ceil(100/3000 + 2500/1000)
    simulator->step();
    CHECK(simulator->indexLastTick(0).size() == 3);
    CHECK(simulator->snapshot().indexes.at(0).partitions.size() == 3);
}

TEST_CASE("simulate JSON lists each GSI with its partitions and metrics, and the reasons") {
    const Scenario scenario = backPressureScenario(100);
    const auto snap = runToEnd(scenario);
    const auto doc = nlohmann::json::parse(simulationToJson(scenario, snap));
    REQUIRE(doc["indexes"].size() == 1);
    const auto& index = doc["indexes"][0];
    CHECK(index["name"] == "ByStatus");
    CHECK(index["partition_count"] == 1);
    CHECK(index["partitions"][0]["writes_throttled"].get<double>() == Approx(1000));
    CHECK(index["metrics"]["WriteThrottleEvents"].get<double>() == Approx(1000));
    CHECK(doc["write_back_pressure_throttle_events"].get<double>() == Approx(1000));
    CHECK(doc["throttling_reasons"]["IndexWriteProvisionedThroughputExceeded"].get<double>() == Approx(1000));
    const std::string text = simulationToText(scenario, snap);
    CHECK(text.find("index ByStatus: 100 RCU / 100 WCU, 1 partition at the end") != std::string::npos);
    CHECK(text.find("reason IndexWriteProvisionedThroughputExceeded: 1000 requests") != std::string::npos);
}

TEST_CASE("a GSI that never throttles leaves the table's run exactly as without it") {
    // Zipf keys, retries and Poisson noise: the GSI is served after the table has drawn its requests, so the table's
    // random sequence and every one of its numbers stay the same.
    Scenario without = parsedScenario(R"({"version": 1, "table": {"rcu": 1000, "wcu": 500},
        "workload": {"duration_s": 300, "writes_per_s": 800, "reads_per_s": 900, "noise": "poisson",
          "retries": "standard", "generator": {"kind": "zipf", "count": 50, "s": 1.2}}})");
    Scenario with = without;
    with.table.gsis.push_back(gsi("ByStatus", 5000, std::nullopt));
    with.workload.indexKeys["ByStatus"] = {indexKey("PENDING", 0.2), indexKey("DONE", 0.7)};
    const auto a = runToEnd(without);
    const auto b = runToEnd(with);
    REQUIRE(b.indexes.size() == 1);
    CHECK(b.indexes[0].metrics.consumedWriteCapacityUnits > 0);
    CHECK(b.indexes[0].metrics.writeThrottleEvents == 0);
    CHECK(a.metrics.writeThrottleEvents == b.metrics.writeThrottleEvents);
    CHECK(a.metrics.readThrottleEvents == b.metrics.readThrottleEvents);
    CHECK(a.metrics.consumedWriteCapacityUnits == b.metrics.consumedWriteCapacityUnits);
    CHECK(a.failedRequests == b.failedRequests);
    REQUIRE(a.partitions.size() == b.partitions.size());
    for (std::size_t i = 0; i < a.partitions.size(); ++i) {
        CHECK(a.partitions[i].writesServed == b.partitions[i].writesServed);
        CHECK(a.partitions[i].readsThrottled == b.partitions[i].readsThrottled);
    }
    CHECK(a.throttlingReasons == b.throttlingReasons);
}

TEST_CASE("an on-demand GSI's maximum pushes back with IndexWriteMaxOnDemandThroughputExceeded") {
    Scenario scenario = backPressureScenario(100);
    scenario.table.mode = CapacityMode::OnDemand;
    scenario.table.partitions.reset();
    scenario.table.gsis[0].maxWriteRequestUnits = 100; // 200 WCU/s asked: half refused
    const auto snap = runToEnd(scenario);
    CHECK(snap.indexes.at(0).metrics.writeMaxOnDemandThroughputThrottleEvents == Approx(100.0 * 10));
    CHECK(reason(snap, ThrottleResource::Index, ThrottleOperation::Write,
                 ThrottleLimit::MaxOnDemandThroughputExceeded) == Approx(100.0 * 10));
    CHECK(snap.metrics.writeBackPressureThrottleEvents == Approx(100.0 * 10));
}

TEST_CASE(
    "a sparse index: items without the index key write nothing there, so fewer items carrying it cure back-pressure") {
    // 100 WCU index. Dense: SHIPPED on 60 % and PENDING on 40 % of the 500 writes/s = 500 WCU/s on one partition, 5x
    // its 100: 80 % of the index writes throttled, so 80 % of all base writes are refused (every item writes there).
    Scenario dense = backPressureScenario(100);
    dense.workload.indexKeys["ByStatus"] = {indexKey("PENDING", 0.4), indexKey("SHIPPED", 0.6)};
    const auto denseRun = runToEnd(dense);
    CHECK(denseRun.indexes.at(0).metrics.consumedWriteCapacityUnits == Approx(100.0 * 10));
    CHECK(denseRun.metrics.writeBackPressureThrottleEvents == Approx(400.0 * 10));
    // Sparse: only the items the application reads through the index (PENDING, 10 %) carry the attribute: 50 WCU/s,
    // under the index's 100, and the other 90 % of the base writes never touch it.
    Scenario sparse = backPressureScenario(100);
    sparse.workload.indexKeys["ByStatus"] = {indexKey("PENDING", 0.1)};
    const auto sparseRun = runToEnd(sparse);
    CHECK(sparseRun.indexes.at(0).metrics.consumedWriteCapacityUnits == Approx(50.0 * 10));
    CHECK(sparseRun.indexes.at(0).metrics.writeThrottleEvents == 0);
    CHECK(sparseRun.metrics.writeBackPressureThrottleEvents == 0);
    CHECK(sparseRun.metrics.consumedWriteCapacityUnits == Approx(500.0 * 10));
}

// GSI write conservation (DG gsi-throttling.html: "an index is updated from base-table writes that succeed"; re:Post
// knowledge-center/dynamodb-gsi-throttling-table): a base write succeeds only when the table and every index it
// writes can take it, and an index is billed only for the items whose base write succeeded.
namespace {

/// 500 writes/s of 1 KB items for 600 s on a table of @p tableWcu WCU (one partition, no burst, no adaptive
/// capacity, no retries), every item carrying the key of each GSI listed (one partition each, @p gsiWcus WCU).
Scenario conservationScenario(double tableWcu, const std::vector<double>& gsiWcus) {
    Scenario s = parsedScenario(R"({"version": 1, "name": "conservation",
      "table": {"rcu": 100, "wcu": 1000, "partitions": 1},
      "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
      "workload": {"duration_s": 600, "writes_per_s": 500, "retries": "none", "keys": [{"key": "a"}]}})");
    s.table.wcu = tableWcu;
    for (std::size_t g = 0; g < gsiWcus.size(); ++g) {
        const std::string name = "Index" + std::to_string(g);
        s.table.gsis.push_back(gsi(name, gsiWcus[g], 1));
        s.workload.indexKeys[name] = {indexKey("K" + std::to_string(g), 1.0)};
    }
    return s;
}

} // namespace

TEST_CASE("two GSIs short of capacity refuse the base writes neither can take, not the product of their chances") {
    // Each GSI takes 300 of the 500 writes/s; they take the same 300 (a write succeeds only when both can take it):
    // 200/s refused = 120,000 in 600 s; each GSI and the table consume 300 WCU/s = 180,000.
    const auto snap = runToEnd(conservationScenario(1000, {300, 300}));
    CHECK(snap.metrics.writeThrottleEvents == Approx(120000.0));
    CHECK(snap.metrics.writeBackPressureThrottleEvents == Approx(120000.0));
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(180000.0));
    REQUIRE(snap.indexes.size() == 2);
    for (const auto& index : snap.indexes) {
        CHECK(index.metrics.consumedWriteCapacityUnits == Approx(180000.0));
    }
    // The client sees each refused write once, laid on the indexes that refused it.
    CHECK(reason(snap, ThrottleResource::Index, ThrottleOperation::Write,
                 ThrottleLimit::ProvisionedThroughputExceeded) == Approx(120000.0));
    CHECK(snap.indexes[0].metrics.writeThrottleEvents + snap.indexes[1].metrics.writeThrottleEvents ==
          Approx(120000.0));
}

TEST_CASE("a GSI with room is billed only for the base writes that succeeded") {
    SECTION("another GSI is short") {
        // Index0 takes 300 of 500 writes/s, Index1 has 600 WCU: 300 writes/s succeed, so Index1 consumes
        // 300 x 600 = 180,000 WCU (not 300,000) and nothing is laid on it.
        const auto snap = runToEnd(conservationScenario(1000, {300, 600}));
        CHECK(snap.metrics.writeThrottleEvents == Approx(120000.0));
        CHECK(snap.indexes.at(1).metrics.consumedWriteCapacityUnits == Approx(180000.0));
        CHECK(snap.indexes.at(1).metrics.writeThrottleEvents == 0);
        CHECK(snap.indexes.at(0).metrics.writeThrottleEvents == Approx(120000.0));
    }
    SECTION("the table is short") {
        // The table takes 300 of 500 writes/s (its own throttling, no back-pressure): the GSI consumes 180,000.
        const auto snap = runToEnd(conservationScenario(300, {1000}));
        CHECK(snap.metrics.writeProvisionedThroughputThrottleEvents == Approx(120000.0));
        CHECK(snap.metrics.writeBackPressureThrottleEvents == 0);
        CHECK(snap.indexes.at(0).metrics.consumedWriteCapacityUnits == Approx(180000.0));
        CHECK(snap.indexes.at(0).partitions.at(0).writeRequests == Approx(180000.0));
    }
    SECTION("an on-demand table capped at 100 WRU") {
        // 500 writes/s asked, the table's configured maximum serves 100: the on-demand GSI is written 100 times a
        // second, so the bill is 100 + 100 WRU/s, not 100 + 500.
        Scenario scenario = conservationScenario(1000, {1000});
        scenario.table.mode = CapacityMode::OnDemand;
        scenario.table.partitions.reset();
        scenario.table.maxWriteRequestUnits = 100;
        scenario.table.gsis[0].mode = CapacityMode::OnDemand;
        scenario.table.gsis[0].partitions.reset();
        const auto snap = runToEnd(scenario);
        CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(60000.0));
        CHECK(snap.metrics.writeMaxOnDemandThroughputThrottleEvents == Approx(240000.0));
        CHECK(snap.indexes.at(0).metrics.consumedWriteCapacityUnits == Approx(60000.0));
    }
}
