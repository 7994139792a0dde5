#include "partiscope/scenario.h"
#include "partiscope/simulation_report.h"
#include "partiscope/simulator.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <random>
#include <sstream>

using namespace partiscope;

namespace {

Scenario parsed(const std::string& json) {
    Scenario scenario;
    std::string error;
    INFO(error);
    REQUIRE(parseScenario(json, scenario, error));
    return scenario;
}

std::unique_ptr<TableSimulator> simulatorFor(const Scenario& scenario) {
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    INFO(error);
    REQUIRE(simulator);
    return simulator;
}

/// The DG / seed 003 worked example: 400 WCU, 4 partitions of 100 WCU, traffic 50/50/50/150.
std::string adaptiveExample(const std::string& adaptive, const std::string& burstStart, int duration) {
    return R"({"version": 1, "table": {"rcu": 400, "wcu": 400, "partitions": 4},
      "capacity": {"adaptive": ")" +
           adaptive + R"(", "burst_start": ")" + burstStart + R"(", "split_for_heat": false},
      "workload": {"duration_s": )" +
           std::to_string(duration) + R"(, "writes_per_s": 300,
        "keys": [{"key": "a", "weight": 50, "partition": 0}, {"key": "b", "weight": 50, "partition": 1},
                 {"key": "c", "weight": 50, "partition": 2}, {"key": "d", "weight": 150, "partition": 3}]}})";
}

} // namespace

TEST_CASE("historical partition count examples (DG 2017)") {
    TableSpec t;
    t.rcu = 1000;
    t.wcu = 500;
    CHECK(derivedPartitionCount(t) == 1); // ceil(0.33 + 0.5)
    t.wcu = 1000;
    CHECK(derivedPartitionCount(t) == 2); // ceil(0.33 + 1)
    t.rcu = 5000;
    t.wcu = 2000;
    CHECK(derivedPartitionCount(t) == 4); // ceil(1.67 + 2)
    t.rcu = 3000;
    t.wcu = 0;
    CHECK(derivedPartitionCount(t) == 1); // exactly 1, not 2 by rounding
    TableSpec onDemand;
    onDemand.mode = CapacityMode::OnDemand;
    CHECK(derivedPartitionCount(onDemand) == 8); // warm 12000 RCU / 4000 WCU: 4 + 4
}

TEST_CASE("even split of provisioned capacity: 5000/2000 over 4 partitions is 1250/500 each") {
    const auto s = parsed(R"({"version": 1, "table": {"rcu": 5000, "wcu": 2000},
        "workload": {"duration_s": 1, "writes_per_s": 1, "keys": [{"key": "k"}]}})");
    auto sim = simulatorFor(s);
    sim->step();
    REQUIRE(sim->partitionCount() == 4);
    for (const auto& tick : sim->lastTick()) {
        CHECK(tick.reads.allocated == Approx(1250));
        CHECK(tick.writes.allocated == Approx(500));
    }
}

TEST_CASE("adaptive capacity example, adaptive off, empty burst: throttles 50 WCU/s from the start") {
    auto sim = simulatorFor(parsed(adaptiveExample("off", "empty", 100)));
    sim->run();
    const auto snap = sim->snapshot();
    REQUIRE(snap.partitions.size() == 4);
    CHECK(snap.partitions[3].firstThrottleS == std::optional<std::uint64_t>(0));
    CHECK(snap.partitions[3].writesThrottled == Approx(50.0 * 100)); // 150 - 100, for 100 s
    CHECK(snap.partitions[3].writesServed == Approx(100.0 * 100));
    for (int i = 0; i < 3; ++i) {
        CHECK_FALSE(snap.partitions[i].firstThrottleS.has_value());
        CHECK(snap.partitions[i].writesThrottled == 0);
    }
    CHECK(snap.metrics.writeThrottleEvents == Approx(5000));
    CHECK(snap.metrics.writeProvisionedThroughputThrottleEvents == Approx(5000));
    CHECK(snap.metrics.writeKeyRangeThroughputThrottleEvents == 0);
}

TEST_CASE("adaptive capacity example, adaptive off, full burst: throttling starts when the bucket drains") {
    // 100 WCU x 300 s = 30,000 tokens; a 50 WCU/s deficit drains them in 600 s.
    auto sim = simulatorFor(parsed(adaptiveExample("off", "full", 700)));
    sim->run();
    const auto snap = sim->snapshot();
    CHECK(snap.partitions[3].firstThrottleS == std::optional<std::uint64_t>(600));
    CHECK(snap.partitions[3].writesThrottled == Approx(50.0 * 100)); // ticks 600..699
}

TEST_CASE("adaptive capacity example, instant: the hot partition never throttles") {
    auto sim = simulatorFor(parsed(adaptiveExample("instant", "empty", 2000)));
    sim->run();
    const auto snap = sim->snapshot();
    for (const auto& p : snap.partitions) {
        CHECK_FALSE(p.firstThrottleS.has_value());
    }
    CHECK(snap.partitions[3].writesServed == Approx(150.0 * 2000));
    CHECK(snap.metrics.throttledRequests == 0);
}

TEST_CASE("adaptive capacity example, delayed: throttles until the delay has passed, then sustains 150") {
    auto s = parsed(adaptiveExample("delayed", "empty", 1000));
    s.capacity.adaptiveDelayS = 300;
    auto sim = simulatorFor(s);
    sim->run();
    const auto snap = sim->snapshot();
    CHECK(snap.partitions[3].firstThrottleS == std::optional<std::uint64_t>(0));
    // Throttled during ticks 0..299 (300 s of sustained throttling), then adaptive capacity covers it.
    CHECK(snap.partitions[3].writesThrottled == Approx(50.0 * 300));
}

TEST_CASE("burst example: 150 RCU idle for 300 s, then 200 RCU/s, lasts 900 s") {
    // Strong reads of 4 KB items cost 1 RCU each. The bucket fills with 150 x 300 = 45,000 units
    // while idle, then drains at 200 - 150 = 50 units/s: 900 s, so the first throttle is at 1200 s.
    const auto s = parsed(R"({"version": 1, "table": {"rcu": 150, "wcu": 1},
        "capacity": {"burst_start": "empty", "adaptive": "off", "split_for_heat": false},
        "workload": {"duration_s": 1300, "item_kb": 4, "consistency": "strong", "reads_per_s": 0,
          "profile": [{"at_s": 300, "reads_per_s": 200}], "keys": [{"key": "k"}]}})");
    auto sim = simulatorFor(s);
    for (int t = 0; t < 300; ++t) {
        sim->step();
    }
    CHECK(sim->lastTick()[0].reads.burstLevel == Approx(45000));
    sim->run();
    const auto snap = sim->snapshot();
    CHECK(snap.partitions[0].firstThrottleS == std::optional<std::uint64_t>(1200));
    CHECK(snap.partitions[0].readsThrottled == Approx(50.0 * 100)); // ticks 1200..1299
}

TEST_CASE("a single hot item above 1000 WCU/s throttles in every mode and cannot split") {
    for (const char* mode : {"provisioned", "on-demand"}) {
        CAPTURE(mode);
        const std::string json = std::string(R"({"version": 1,
            "table": {"mode": ")") +
                                 mode + R"(", "rcu": 30000, "wcu": 20000, "previous_peak_wcu": 50000},
            "capacity": {"adaptive": "instant", "split_after_s": 60},
            "workload": {"duration_s": 300, "writes_per_s": 1500,
              "keys": [{"key": "celebrity", "sort_key": "single"}]}})";
        auto sim = simulatorFor(parsed(json));
        sim->run();
        const auto snap = sim->snapshot();
        CHECK(snap.metrics.writeKeyRangeThroughputThrottleEvents == Approx(500.0 * 300));
        CHECK(snap.metrics.writeProvisionedThroughputThrottleEvents == 0);
        REQUIRE(snap.splits.size() == 1);
        CHECK(snap.splits[0].newPartition == UINT32_MAX);
        CHECK(snap.splits[0].reason.find("single item") != std::string::npos);
        CHECK(snap.splits[0].atS == 59);
    }
}

// With an LSI (projection all) a 1 KB write costs the table 2 WCU, 1 for the item and 1 for its index entry (DG
// LSI.html "Write capacity units", https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/LSI.html
// #LSI.ThroughputConsiderations.Writes): 600 writes/s ask the same 1,200 WCU/s as 1,200 writes/s without it, and
// each 2 WCU throttled is one write.
TEST_CASE("two hot items on one partition stop throttling after a split, with an LSI or a monotonic sort key too") {
    auto scenarioWith = [](const std::string& sortKey, bool lsi) {
        return parsed(R"({"version": 1, "table": {"rcu": 3000, "wcu": 4000, "lsi": )" +
                      std::string(lsi ? "true" : "false") + R"(},
            "capacity": {"split_after_s": 60},
            "workload": {"duration_s": 200, "writes_per_s": )" +
                      std::string(lsi ? "600" : "1200") + R"(,
              "keys": [{"key": "a", "partition": 0, "sort_key": ")" +
                      sortKey + R"("}, {"key": "b", "partition": 0, "sort_key": ")" + sortKey + R"("}]}})");
    };
    // An LSI keeps one item collection whole and a monotonic sort key keeps its collection's writes at one end, but
    // two different partition-key values can still be separated (FACTS "LSI", "Monotonic sort key").
    const auto [sortKey, lsi] =
        GENERATE(std::pair<std::string, bool>{"single", false}, std::pair<std::string, bool>{"single", true},
                 std::pair<std::string, bool>{"monotonic", false}, std::pair<std::string, bool>{"random", true});
    CAPTURE(sortKey, lsi);
    {
        auto sim = simulatorFor(scenarioWith(sortKey, lsi));
        sim->run();
        const auto snap = sim->snapshot();
        REQUIRE(snap.splits.size() == 1);
        CHECK(snap.splits[0].reason == "heat");
        CHECK(snap.splits[0].atS == 59);
        CHECK(snap.partitions.size() == 6); // 4000 WCU + 3000 RCU: 5 partitions, then one split
        // 1200 WCU on a 1000 ceiling: 200 throttled per tick for ticks 0..59 only (100 writes with an LSI).
        CHECK(snap.metrics.writeThrottleEvents == Approx((lsi ? 100.0 : 200.0) * 60));
        CHECK(snap.partitions[0].writesServed + snap.partitions[5].writesServed == Approx(1200.0 * 200 - 200.0 * 60));
        CHECK(snap.partitions[5].writesServed == Approx(600.0 * 140));
    }
}

TEST_CASE("one hot item collection cannot split with an LSI or a monotonic sort key, and throttles all along") {
    auto scenarioWith = [](const std::string& sortKey, bool lsi) {
        return parsed(R"({"version": 1, "table": {"rcu": 3000, "wcu": 4000, "lsi": )" +
                      std::string(lsi ? "true" : "false") + R"(},
            "capacity": {"split_after_s": 60},
            "workload": {"duration_s": 200, "writes_per_s": )" +
                      std::string(lsi ? "600" : "1200") + R"(,
              "keys": [{"key": "a", "partition": 0, "sort_key": ")" +
                      sortKey + R"("}]}})");
    };
    SECTION("LSI: the collection never splits") {
        auto sim = simulatorFor(scenarioWith("random", true));
        sim->run();
        const auto snap = sim->snapshot();
        REQUIRE(snap.splits.size() == 1);
        CHECK(snap.splits[0].newPartition == UINT32_MAX);
        CHECK(snap.splits[0].reason.rfind("lsi", 0) == 0);
        CHECK(snap.metrics.writeThrottleEvents == Approx(100.0 * 200)); // 600 writes x 2 WCU: 200 WCU, 100 writes
    }
    SECTION("monotonic sort key: never splits") {
        auto sim = simulatorFor(scenarioWith("monotonic", false));
        sim->run();
        const auto snap = sim->snapshot();
        REQUIRE(snap.splits.size() == 1);
        CHECK(snap.splits[0].reason.rfind("monotonic", 0) == 0);
        CHECK(snap.metrics.writeThrottleEvents == Approx(200.0 * 200));
    }
    SECTION("without either, the collection splits by sort-key range") {
        auto sim = simulatorFor(scenarioWith("random", false));
        sim->run();
        const auto snap = sim->snapshot();
        REQUIRE(snap.splits.size() == 1);
        CHECK(snap.splits[0].reason == "heat");
        CHECK(snap.metrics.writeThrottleEvents == Approx(200.0 * 60));
    }
}

TEST_CASE("on-demand: within 2x the previous peak is served, a jump beyond throttles") {
    auto scenarioAt = [](int writes) {
        return parsed(R"({"version": 1, "table": {"mode": "on-demand", "previous_peak_wcu": 5000},
            "capacity": {"split_for_heat": false},
            "workload": {"duration_s": 120, "writes_per_s": )" +
                      std::to_string(writes) + R"(, "generator": {"kind": "uniform", "count": 20000}}})");
    };
    auto within = simulatorFor(scenarioAt(9000));
    within->run();
    CHECK(within->snapshot().metrics.writeThrottleEvents == Approx(0).margin(1e-6));
    auto beyond = simulatorFor(scenarioAt(12000));
    beyond->run();
    const auto snap = beyond->snapshot();
    // 2 x 5000 = 10,000 WCU/s served; 2,000 WCU/s over it throttle.
    CHECK(snap.metrics.writeThrottleEvents == Approx(2000.0 * 120).epsilon(1e-6));
    CHECK(snap.metrics.onDemandScalingThrottleEvents == Approx(2000.0 * 120).epsilon(1e-6));
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(10000.0 * 120).epsilon(1e-6));
}

TEST_CASE("on-demand capacity follows a new peak after 30 minutes") {
    const auto s = parsed(R"({"version": 1, "table": {"mode": "on-demand", "previous_peak_wcu": 2500},
        "capacity": {"split_for_heat": false},
        "workload": {"duration_s": 4000, "writes_per_s": 6000, "generator": {"kind": "uniform", "count": 20000}}})");
    auto sim = simulatorFor(s);
    sim->run();
    const auto snap = sim->snapshot();
    // Limit 5000 until the 5000 WCU/s served at t = 0 matures at t = 1800; then 10,000 > 6000.
    CHECK(snap.metrics.writeThrottleEvents == Approx(1000.0 * 1800).epsilon(1e-6));
}

TEST_CASE("retries add load and exhausted retries are failures") {
    auto withRetries = [](const std::string& policy) {
        return parsed(R"({"version": 1, "table": {"rcu": 3000, "wcu": 3000},
            "capacity": {"split_for_heat": false},
            "workload": {"duration_s": 100, "writes_per_s": 2000, "retries": ")" +
                      policy + R"(", "keys": [{"key": "hot", "sort_key": "single"}]}})");
    };
    auto none = simulatorFor(withRetries("none"));
    none->run();
    const auto noRetry = none->snapshot();
    CHECK(noRetry.failedRequests == Approx(1000.0 * 100));
    CHECK(noRetry.metrics.writeThrottleEvents == Approx(1000.0 * 100));
    auto standard = simulatorFor(withRetries("standard"));
    standard->run();
    const auto retried = standard->snapshot();
    double requested = 0;
    for (const auto& p : retried.partitions) {
        requested += p.writeRequests;
    }
    CHECK(requested > 2000.0 * 100 * 1.2);                               // retries add load
    CHECK(retried.failedRequests < retried.metrics.writeThrottleEvents); // some retries succeed... or fail later
    CHECK(retried.failedRequests > 0);
    auto legacy = simulatorFor(withRetries("legacy"));
    legacy->run();
    CHECK(legacy->snapshot().metrics.writeThrottleEvents > retried.metrics.writeThrottleEvents);
}

TEST_CASE("conservation and ceilings hold on random scenarios") {
    std::mt19937_64 random(42);
    for (int round = 0; round < 25; ++round) {
        std::uniform_int_distribution<int> pick(0, 2);
        const char* modes[] = {"provisioned", "on-demand", "provisioned"};
        const char* adaptive[] = {"instant", "delayed", "off"};
        const char* retries[] = {"none", "standard", "legacy"};
        const char* shapes[] = {"single", "random", "monotonic"};
        std::ostringstream keys;
        const int keyCount = 1 + round % 7;
        for (int k = 0; k < keyCount; ++k) {
            keys << (k ? "," : "") << R"({"key": "k)" << k << R"(", "weight": )" << (1 + random() % 50)
                 << R"(, "sort_key": ")" << shapes[pick(random)] << "\"}";
        }
        const std::string json =
            std::string(R"({"version": 1, "table": {"mode": ")") + modes[pick(random)] + R"(", "rcu": )" +
            std::to_string(100 + random() % 9000) + R"(, "wcu": )" + std::to_string(100 + random() % 3000) + R"(},
            "capacity": {"adaptive": ")" +
            adaptive[pick(random)] + R"(", "split_after_s": 20,
                         "burst_start": ")" +
            (random() % 2 ? "full" : "empty") + R"("},
            "workload": {"duration_s": 120, "writes_per_s": )" +
            std::to_string(random() % 4000) + R"(, "reads_per_s": )" + std::to_string(random() % 12000) +
            R"(, "retries": ")" + retries[pick(random)] + R"(", "noise": ")" + (random() % 2 ? "poisson" : "none") +
            R"(", "keys": [)" + keys.str() + "]}}";
        CAPTURE(json);
        auto sim = simulatorFor(parsed(json));
        while (sim->step()) {
            for (const auto& t : sim->lastTick()) {
                for (const FlowTick* f : {&t.reads, &t.writes}) {
                    REQUIRE(f->demand == Approx(f->served + f->throttled).margin(1e-6));
                    REQUIRE(f->served >= -1e-9);
                    REQUIRE(f->throttled >= -1e-9);
                    REQUIRE(f->throttled == Approx(f->keyRangeThrottled + f->provisionedThrottled).margin(1e-6));
                }
                REQUIRE(t.reads.served <= 3000 + 1e-6);
                REQUIRE(t.writes.served <= 1000 + 1e-6);
            }
        }
    }
}

TEST_CASE("simulation is deterministic for a seed, and the seed matters with noise") {
    auto jsonWithSeed = [](int seed) {
        return R"({"version": 1, "table": {"rcu": 1000, "wcu": 500},
            "workload": {"duration_s": 200, "writes_per_s": 800, "reads_per_s": 900, "noise": "poisson",
              "retries": "standard", "seed": )" +
               std::to_string(seed) + R"(, "generator": {"kind": "zipf", "count": 50, "s": 1.2}}})";
    };
    const auto a = parsed(jsonWithSeed(1));
    auto first = simulatorFor(a);
    auto second = simulatorFor(a);
    first->run();
    second->run();
    CHECK(simulationToJson(a, first->snapshot()) == simulationToJson(a, second->snapshot()));
    auto other = simulatorFor(parsed(jsonWithSeed(2)));
    other->run();
    CHECK(simulationToJson(a, other->snapshot()) != simulationToJson(a, first->snapshot()));
}

TEST_CASE("simulate JSON has the contract fields") {
    const auto s = parsed(adaptiveExample("off", "full", 700));
    auto sim = simulatorFor(s);
    sim->run();
    const auto doc = nlohmann::json::parse(simulationToJson(s, sim->snapshot()));
    CHECK(doc["partition_count"] == 4);
    REQUIRE(doc["partitions"].size() == 4);
    for (const char* field : {"index", "write_requests", "writes_served", "writes_throttled", "read_requests",
                              "reads_served", "reads_throttled", "first_throttle_s"}) {
        CHECK(doc["partitions"][0].contains(field));
    }
    CHECK(doc["partitions"][0]["first_throttle_s"].is_null());
    CHECK(doc["partitions"][3]["first_throttle_s"] == 600);
    for (const char* metric : {"ReadThrottleEvents", "WriteThrottleEvents", "ThrottledRequests",
                               "ReadKeyRangeThroughputThrottleEvents", "WriteKeyRangeThroughputThrottleEvents",
                               "ReadProvisionedThroughputThrottleEvents", "WriteProvisionedThroughputThrottleEvents"}) {
        CHECK(doc["metrics"].contains(metric));
    }
    CHECK(doc["splits"].is_array());
    CHECK(doc["failed_requests"].get<double>() == Approx(5000));
}

TEST_CASE("tick CSV has one row per partition per tick") {
    const auto s = parsed(adaptiveExample("off", "full", 10));
    auto sim = simulatorFor(s);
    std::ostringstream csv;
    TickCsvWriter writer(csv);
    sim->run([&](std::uint64_t at, const std::vector<PartitionTick>& ticks) { writer.write(at, ticks); });
    const std::string text = csv.str();
    CHECK(std::count(text.begin(), text.end(), '\n') == 1 + 10 * 4);
    CHECK(text.find("\n9,3,150,150,0,100,") != std::string::npos);
}

TEST_CASE("simulate text: '1 more partition' past the ten listed") {
    // Eleven partitions, one key each: the text lists ten and counts the rest in the singular.
    std::string keys;
    for (int i = 0; i < 11; ++i) {
        keys += std::string(i == 0 ? "" : ", ") + R"({"key": "k)" + std::to_string(i) +
                R"(", "weight": 1, "partition": )" + std::to_string(i) + "}";
    }
    const auto s = parsed(R"({"version": 1, "table": {"rcu": 1100, "wcu": 1100, "partitions": 11},
      "workload": {"duration_s": 10, "writes_per_s": 110, "keys": [)" +
                          keys + "]}}");
    auto sim = simulatorFor(s);
    sim->run();
    const std::string text = simulationToText(s, sim->snapshot());
    INFO(text);
    CHECK(text.find("(1 more partition, see --format json)") != std::string::npos);
}

// Requests are whole in every report: the fluid model's expected counts are rounded to whole requests wherever they
// are written, and its sums' dust (4.26e-12 where the metrics read 0) is no request.
TEST_CASE("the simulation report writes whole request counts: no 1e-12 residue in throttling_reasons",
          "[simulator][report]") {
    SimulationSnapshot snap;
    snap.durationS = 10;
    snap.nowS = 10;
    snap.metrics.writeThrottleEvents = 1234.6;
    snap.metrics.writeKeyRangeThroughputThrottleEvents = 1234.6;
    snap.metrics.consumedWriteCapacityUnits = 0.5; // units, not requests: kept as they are
    snap.failedRequests = 0.4;
    snap.throttlingReasons[throttlingReasonIndex(
        {ThrottleResource::Table, ThrottleOperation::Write, ThrottleLimit::KeyRangeThroughputExceeded})] = 1234.6;
    snap.throttlingReasons[throttlingReasonIndex(
        {ThrottleResource::Table, ThrottleOperation::Write, ThrottleLimit::ProvisionedThroughputExceeded})] = 4.26e-12;
    Scenario scenario;
    scenario.table.rcu = 100;
    scenario.table.wcu = 100;
    const auto doc = nlohmann::json::parse(simulationToJson(scenario, snap));
    for (const auto& [name, count] : doc["throttling_reasons"].items()) {
        INFO(name);
        CHECK(count.is_number_integer());
    }
    CHECK(doc["throttling_reasons"]["TableWriteProvisionedThroughputExceeded"] == 0);
    CHECK(doc["throttling_reasons"]["TableWriteKeyRangeThroughputExceeded"] == 1235);
    CHECK(doc["metrics"]["WriteThrottleEvents"] == 1235);
    CHECK(doc["metrics"]["WriteProvisionedThroughputThrottleEvents"] == 0);
    CHECK(doc["metrics"]["ConsumedWriteCapacityUnits"] == 0.5);
    CHECK(doc["failed_requests"] == 0);
    const std::string text = simulationToText(scenario, snap);
    CHECK(text.find("reason TableWriteKeyRangeThroughputExceeded: 1235 requests") != std::string::npos);
    CHECK(text.find("TableWriteProvisioned") == std::string::npos);
    CHECK(text.find("WriteThrottleEvents 1235") != std::string::npos);
}
