// The simulator's on-demand limits (initial throughput as one budget, account quota, configured maximum) and the
// reads of access patterns; every number hand-computed.
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"

#include "../json_number.h"
#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

using namespace partiscope;
using partiscope::testing::jsonNumber;
using partiscope::testing::parseNumber;

namespace {

/// An on-demand table with 10,000 evenly used keys (no partition near its ceiling), 10 s, no retries.
std::string onDemand(double writesPerS, double readsPerS, double previousPeakWcu = 0) {
    return R"({"version": 1, "table": {"mode": "on-demand", "previous_peak_wcu": )" + jsonNumber(previousPeakWcu) +
           R"(}, "workload": {"duration_s": 10, "writes_per_s": )" + jsonNumber(writesPerS) + R"(, "reads_per_s": )" +
           jsonNumber(readsPerS) + R"(, "generator": {"kind": "uniform", "count": 10000}}})";
}

} // namespace

TEST_CASE("a new on-demand table's 4,000 WRU / 12,000 RRU are one budget: reads/12000 + writes/4000 <= 1") {
    SECTION("within the budget: all served") {
        // 6,000 RCU (12,000 eventual reads of 1 KB) + 2,000 WCU: 0.5 + 0.5 = 1.
        const auto snap = runToEnd(parsedScenario(onDemand(2000, 12000)));
        CHECK(snap.metrics.readThrottleEvents == 0);
        CHECK(snap.metrics.writeThrottleEvents == 0);
    }
    SECTION("above it: both scaled by the same factor") {
        // 9,000 RCU + 2,000 WCU: 0.75 + 0.5 = 1.25, so 80% of each is served.
        const auto snap = runToEnd(parsedScenario(onDemand(2000, 18000)));
        CHECK(snap.metrics.consumedReadCapacityUnits == Approx(7200.0 * 10));
        CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(1600.0 * 10));
        CHECK(snap.metrics.readThrottleEvents == Approx(3600.0 * 10)); // 1,800 RCU at 0.5 RCU a read
        CHECK(snap.metrics.writeThrottleEvents == Approx(400.0 * 10));
        CHECK(snap.metrics.onDemandScalingThrottleEvents == Approx(4000.0 * 10));
        // On-demand scaling has no reason of its own: DynamoDB names it by the partitions that are not there yet.
        CHECK(reason(snap, ThrottleResource::Table, ThrottleOperation::Read,
                     ThrottleLimit::KeyRangeThroughputExceeded) == Approx(3600.0 * 10));
        CHECK(reason(snap, ThrottleResource::Table, ThrottleOperation::Write,
                     ThrottleLimit::ProvisionedThroughputExceeded) == 0);
    }
    SECTION("a table past its initial throughput scales reads and writes apart") {
        // Previous peak 3,000 WCU: writes may reach 6,000 and no longer share a budget with the reads.
        const auto snap = runToEnd(parsedScenario(onDemand(2000, 18000, 3000)));
        CHECK(snap.metrics.readThrottleEvents == 0);
        CHECK(snap.metrics.writeThrottleEvents == 0);
    }
}

TEST_CASE("the per-table account quota caps an on-demand table: AccountLimitExceeded") {
    // Previous peak 50,000 WCU allows 100,000, but the account quota (default 40,000 WRU) caps 45,000 at 40,000.
    const auto snap = runToEnd(parsedScenario(onDemand(45000, 0, 50000)));
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(40000.0 * 10));
    CHECK(snap.metrics.writeAccountLimitThrottleEvents == Approx(5000.0 * 10));
    CHECK(snap.metrics.onDemandScalingThrottleEvents == 0);
    CHECK(reason(snap, ThrottleResource::Table, ThrottleOperation::Write, ThrottleLimit::AccountLimitExceeded) ==
          Approx(5000.0 * 10));
    Scenario raised = parsedScenario(onDemand(45000, 0, 50000));
    raised.table.accountMaxWcu = 80000;
    CHECK(runToEnd(raised).metrics.writeThrottleEvents == 0);
}

TEST_CASE("a configured on-demand maximum caps the table: MaxOnDemandThroughputExceeded") {
    Scenario scenario = parsedScenario(onDemand(1500, 0));
    scenario.table.maxWriteRequestUnits = 1000;
    const auto snap = runToEnd(scenario);
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(1000.0 * 10));
    CHECK(snap.metrics.writeMaxOnDemandThroughputThrottleEvents == Approx(500.0 * 10));
    CHECK(reason(snap, ThrottleResource::Table, ThrottleOperation::Write,
                 ThrottleLimit::MaxOnDemandThroughputExceeded) == Approx(500.0 * 10));
}

TEST_CASE("access patterns read the table or a GSI, and a Query rounds its items once per shard") {
    Scenario scenario = parsedScenario(R"({"version": 1, "table": {"rcu": 1000, "wcu": 100, "partitions": 1},
        "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
        "workload": {"duration_s": 10, "writes_per_s": 0, "keys": [{"key": "a"}]}})");
    GsiSpec gsi = provisionedGsi("ByStatus", "status", 100, 100, 1);
    gsi.itemKb = 1;
    scenario.table.gsis.push_back(gsi);
    AccessPattern onTable;
    onTable.key = "a";
    onTable.consistency = Consistency::Strong;
    onTable.readsPerS = 100;
    onTable.itemsPerQuery = 10; // 10 KB: ceil(10 / 4) = 3 RCU a strong Query
    AccessPattern onIndex;
    onIndex.target = "ByStatus";
    onIndex.key = "PENDING";
    onIndex.consistency = Consistency::Strong; // a GSI reads eventually consistently whatever is asked
    onIndex.readsPerS = 300;                   // 0.5 RCU each: 150 RCU on a 100 RCU index
    scenario.accessPatterns = {onTable, onIndex};
    SECTION("unsharded") {
        const auto snap = runToEnd(scenario);
        CHECK(snap.metrics.consumedReadCapacityUnits == Approx(300.0 * 10));
        CHECK(snap.metrics.readThrottleEvents == 0);
        REQUIRE(snap.indexes.size() == 1);
        CHECK(snap.indexes[0].metrics.consumedReadCapacityUnits == Approx(100.0 * 10));
        CHECK(snap.indexes[0].metrics.readThrottleEvents == Approx(100.0 * 10)); // 50 RCU at 0.5 a Query
        CHECK(reason(snap, ThrottleResource::Index, ThrottleOperation::Read,
                     ThrottleLimit::ProvisionedThroughputExceeded) == Approx(100.0 * 10));
    }
    SECTION("the GSI's key sharded 4 ways: every logical read queries the 4 shards") {
        scenario.table.gsis[0].strategy.kind = StrategyKind::Random;
        scenario.table.gsis[0].strategy.shards = 4;
        scenario.table.gsis[0].rcu = 1000;
        scenario.accessPatterns[1].itemsPerQuery = 2; // half an item a shard: each shard's Query still costs 0.5
        const auto snap = runToEnd(scenario);
        CHECK(snap.indexes.at(0).metrics.consumedReadCapacityUnits == Approx(300.0 * 4 * 0.5 * 10));
    }
}

TEST_CASE("a simulation places at most 5,000,000 sharded keys: keys x shards past it is refused with its path") {
    auto withShards = [](int keys, int shards) {
        return R"({"version": 1, "table": {"rcu": 100, "wcu": 100}, "strategy": {"kind": "random", "shards": )" +
               std::to_string(shards) + R"(}, "workload": {"duration_s": 10, "writes_per_s": 10,
               "generator": {"kind": "uniform", "count": )" +
               std::to_string(keys) + "}}}";
    };
    Scenario scenario;
    std::string error;
    // 500 x 10,000 = 5,000,000: the limit itself fits, and the simulator places exactly that many.
    REQUIRE(parseScenario(withShards(500, 10000), scenario, error));
    CHECK_FALSE(shardedKeysProblem(scenario, 500));
    // 501 keys (or the hot key's one more) pass it.
    CHECK_FALSE(parseScenario(withShards(501, 10000), scenario, error));
    CHECK(error == "/strategy: 501 table keys x 10,000 shards make 5,010,000 sharded keys, more than the 5,000,000 one "
                   "simulation places; use fewer shards or fewer keys");
    // The window checks a strategy edit with the document's own key count (seed 13 of the monkey: 32,560 keys
    // typed in, then 10,000 shards, 325,600,000 sharded keys, about 30 GB).
    REQUIRE(parseScenario(withShards(1, 10000), scenario, error));
    const auto problem = shardedKeysProblem(scenario, 32560);
    REQUIRE(problem);
    CHECK(problem->path == "/strategy");
    CHECK(problem->message == "32,560 table keys x 10,000 shards make 325,600,000 sharded keys, more than the "
                              "5,000,000 one simulation places; use fewer shards or fewer keys");
    std::unique_ptr<TableSimulator> refused = TableSimulator::create(scenario, error);
    CHECK(refused); // the scenario's own one key fits

    SECTION("a GSI's index keys count with the table's") {
        Scenario indexed = parsedScenario(R"({"version": 2,
          "table": {"rcu": 100, "wcu": 100, "key_schema": {"partition_key": {"name": "PK", "type": "S"}},
                    "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"}, "rcu": 10,
                              "wcu": 10, "strategy": {"kind": "mod", "shards": 1000000}}]},
          "workload": {"duration_s": 10, "writes_per_s": 10, "keys": [{"key": "c1"}],
                       "index_keys": {"ByStatus": [{"key": "PENDING", "weight": 0.5}]}}})");
        CHECK_FALSE(shardedKeysProblem(indexed, 4'000'000)); // 4,000,000 + 1,000,000
        const auto both = shardedKeysProblem(indexed, 4'000'001);
        REQUIRE(both);
        CHECK(both->path == "/table/gsis/0/strategy");
        CHECK(both->message == "1 index key x 1,000,000 shards make 1,000,000 sharded keys (4,000,001 more before "
                               "them), more than the 5,000,000 one simulation places; use fewer shards or fewer keys");
    }
}

TEST_CASE("an on-demand table keeps the partitions its grown peak needs: steps each within 2x the previous peak are "
          "served") {
    // DG on-demand-capacity-mode.html: on-demand "instantly accommodates up to double the previous peak"; a peak
    // sustained for 30 minutes becomes the previous peak and the table keeps the partitions it grew (re:Post
    // dynamodb-spiky-workloads-short-intervals). Strongly consistent reads of 4 KB items cost 1 RRU each; 50,000
    // reads/s from a previous peak of 25,000, then 90,000 after 30 minutes (2x 50,000 = 100,000), then 180,000 after
    // another 30 (2x 90,000): every step is within double the previous peak. The account quota is raised to 200,000.
    // 20,000 uniform keys: the table keeps enough partitions that each serves its share of twice the peak within
    // 3,000 RCU: at least 2 x 90,000 / 3,000 = 60 for the last step.
    Scenario scenario = parsedScenario(R"({"version": 2,
      "table": {"mode": "on-demand", "previous_peak_rcu": 25000, "account_max_rcu": 200000},
      "capacity": {"split_for_heat": false},
      "workload": {"duration_s": 5400, "item_kb": 4, "consistency": "strong", "reads_per_s": 50000, "retries": "none",
        "profile": [{"at_s": 1800, "reads_per_s": 90000}, {"at_s": 3600, "reads_per_s": 180000}],
        "generator": {"kind": "uniform", "count": 20000}}})");
    const auto snap = runToEnd(scenario);
    // Starts with ceil((2 x 25,000 + 3 x 4,000) / 3,000) = 21 partitions, then grows them.
    CHECK(snap.partitions.size() >= 60);
    std::size_t grown = 0;
    for (const auto& split : snap.splits) {
        grown += split.reason == "on-demand peak" ? 1 : 0;
    }
    CHECK(grown == snap.partitions.size() - 21);
    const double asked = 1800.0 * (50000 + 90000 + 180000);
    CHECK(snap.metrics.consumedReadCapacityUnits + snap.metrics.readThrottleEvents == Approx(asked));
    CHECK(snap.metrics.readThrottleEvents == 0);
}
