// The simulator's data size: partitions split for size past 10 GB, and with an LSI an item collection stops at 10 GB.
// Every number hand-computed (1 GB = 1024 x 1024 KB).
#include "partiscope/scenario.h"
#include "partiscope/simulation_report.h"
#include "partiscope/simulator.h"

#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

using namespace partiscope;

TEST_CASE("a partition splits for size when its data passes 10 GB, and the halves share its capacity") {
    // 9.99 GB on one partition (100 RCU + 500 WCU: 1 partition), 500 writes/s of 1 KB new items: 0.01 GB is
    // 10,485.76 KB, passed during tick 20 (21 x 500 = 10,500 KB).
    Scenario scenario = parsedScenario(R"({"version": 1, "table": {"rcu": 100, "wcu": 500},
        "capacity": {"split_for_heat": false},
        "workload": {"duration_s": 60, "writes_per_s": 500, "keys": [{"key": "a"}, {"key": "b"}]}})");
    scenario.table.sizeGb = 9.99;
    auto simulator = simulatorFor(scenario);
    REQUIRE(simulator->partitionCount() == 1);
    simulator->run();
    const auto snap = simulator->snapshot();
    REQUIRE(snap.splits.size() == 1);
    CHECK(snap.splits[0].reason == "size");
    CHECK(snap.splits[0].atS == 20);
    REQUIRE(snap.partitions.size() == 2);
    CHECK(snap.lastTick[0].writes.allocated == Approx(250));
    CHECK(snap.lastTick[1].writes.allocated == Approx(250));
    CHECK(snap.metrics.writeThrottleEvents == 0); // one key on each half: 250 writes/s on 250 WCU
    CHECK(simulationToText(scenario, snap).find("20 s: partition 0 split for size into 0 and 1") != std::string::npos);
}

TEST_CASE("one item overwritten does not grow: no size split") {
    Scenario scenario = parsedScenario(R"({"version": 1, "table": {"rcu": 100, "wcu": 500},
        "workload": {"duration_s": 60, "writes_per_s": 500, "keys": [{"key": "a", "sort_key": "single"}]}})");
    scenario.table.sizeGb = 9.99;
    auto simulator = simulatorFor(scenario);
    simulator->run();
    CHECK(simulator->snapshot().splits.empty());
}

// With an LSI the collection counts the items and their index entries, each entry with 100 bytes of overhead (DG
// LSI.html "Storage considerations" and "Item collections",
// https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/LSI.html#LSI.ItemCollections), and a write costs
// the table 1 WCU for the item plus 1 WCU for the entry (LSI.html "Write capacity units"). Items of 974 bytes
// (item_kb 0.951171875) in a version 1 table's LSI (projection all) make each write add exactly 974 + 974 + 100 =
// 2,048 bytes = 2 KB to its collection; items of 9.99 x 974 / 2,048 GB hold a collection of 9.99 GB.
constexpr double kItemsOf999Gb = 9.99 * 974 / 2048;

TEST_CASE("with an LSI an item collection stops at 10 GB: later writes fail and are not retried") {
    // One key whose collection holds 9.99 GB, 100 writes/s of 2 KB each in it: 10,485.76 KB of room is 5,242.88
    // writes. Tick 52 brings it to 5,300: 57.12 writes fail there, then all 100 a second for ticks 53..199 (147 x
    // 100). 100 writes/s x 2 WCU on 200 WCU: nothing throttles.
    Scenario scenario = parsedScenario(R"({"version": 1, "table": {"rcu": 100, "wcu": 200, "lsi": true},
        "workload": {"duration_s": 200, "item_kb": 0.951171875, "writes_per_s": 100, "retries": "standard",
                     "keys": [{"key": "a"}]}})");
    scenario.table.sizeGb = kItemsOf999Gb;
    auto simulator = simulatorFor(scenario);
    simulator->run();
    const auto snap = simulator->snapshot();
    CHECK(snap.itemCollectionLimitFailedWrites == Approx(57.12 + 147 * 100));
    CHECK(snap.metrics.writeThrottleEvents == 0);
    CHECK(snap.failedRequests == 0);
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(53.0 * 100 * 2));
    CHECK(snap.partitions.size() == 1); // one collection cannot be cut, not even for size
}

TEST_CASE("without an LSI the same collection keeps growing") {
    Scenario scenario = parsedScenario(R"({"version": 1, "table": {"rcu": 100, "wcu": 200},
        "workload": {"duration_s": 200, "writes_per_s": 100, "keys": [{"key": "a"}]}})");
    scenario.table.sizeGb = 9.99;
    auto simulator = simulatorFor(scenario);
    simulator->run();
    const auto snap = simulator->snapshot();
    CHECK(snap.itemCollectionLimitFailedWrites == 0);
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(200.0 * 100));
    REQUIRE(snap.splits.size() == 1);
    CHECK(snap.splits[0].reason == "size"); // the collection is cut by sort-key range
}

TEST_CASE("with an LSI a key's size_gb is its item collection's starting size") {
    // Key "a" states items of 9.99 x 974 / 2,048 GB (a collection of 9.99 GB, see above), "b" has no size and the
    // table's size_gb is 0, so b starts empty. 100 writes/s, 50 on each key: a has room for 5,242.88 writes; tick 104
    // brings it to 105 x 50 = 5,250, so 7.12 writes fail there, then all 50 a second for ticks 105..299 (195 x 50).
    // b never comes near 10 GB.
    Scenario scenario = parsedScenario(R"({"version": 1, "table": {"rcu": 100, "wcu": 200, "lsi": true},
        "workload": {"duration_s": 300, "item_kb": 0.951171875, "writes_per_s": 100,
                     "keys": [{"key": "a"}, {"key": "b"}]}})");
    scenario.workload.keys[0].sizeGb = kItemsOf999Gb;
    const auto stated = simulatorFor(scenario);
    stated->run();
    CHECK(stated->snapshot().itemCollectionLimitFailedWrites == Approx(7.12 + 195 * 50));

    // Without the stated size a starts with its share of the table's 0 GB: nothing fails.
    scenario.workload.keys[0].sizeGb.reset();
    const auto shared = simulatorFor(scenario);
    shared->run();
    CHECK(shared->snapshot().itemCollectionLimitFailedWrites == 0);
}

TEST_CASE("a sharded key's stated size is spread over its shards") {
    // Twice the items over 2 shards: a 9.99 GB collection each, 50 writes/s each, so each shard fails exactly like
    // the single key above.
    Scenario scenario = parsedScenario(R"({"version": 1, "table": {"rcu": 100, "wcu": 200, "lsi": true},
        "strategy": {"kind": "random", "shards": 2},
        "workload": {"duration_s": 300, "item_kb": 0.951171875, "writes_per_s": 100, "keys": [{"key": "a"}]}})");
    scenario.workload.keys[0].sizeGb = 2 * kItemsOf999Gb;
    const auto simulator = simulatorFor(scenario);
    simulator->run();
    CHECK(simulator->snapshot().itemCollectionLimitFailedWrites == Approx(2 * (7.12 + 195 * 50)));
}
