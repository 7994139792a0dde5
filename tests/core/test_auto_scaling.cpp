// Provisioned capacity over time: target tracking auto scaling of a table or GSI (Application Auto Scaling, DG
// https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/AutoScaling.html: scale out after consumption
// stays above the target for 2 consecutive minutes, in after 15 below; it follows the table's consumed capacity, not
// a partition's), the decrease quota (DG ServiceQuotas.html, "Decreasing provisioned throughput": 4 a day, then one
// an hour) and an UpdateTable schedule. Every figure is worked by hand.
#include "partiscope/advisor.h"
#include "partiscope/cost_model.h"
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"

#include "finding_phrase_checks.h"
#include "scenario_fixtures.h"
#include "simulator_engine.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace partiscope;

namespace {

/// A provisioned write-only table of 10,000 evenly written keys of 1 KB, burst off; @p table's fields are added.
Scenario provisionedTable(const std::string& table, double writesPerS, std::uint64_t durationS) {
    return parsedScenario(R"({"version": 2, "table": {"mode": "provisioned", "rcu": 0, )" + table +
                          R"(}, "capacity": {"burst": false}, "workload": {"duration_s": )" +
                          std::to_string(durationS) + R"(, "writes_per_s": )" +
                          std::to_string(static_cast<int>(writesPerS)) +
                          R"(, "generator": {"kind": "uniform", "count": 10000}}})");
}

} // namespace

TEST_CASE("auto scaling is read, checked at its JSON paths, and saved back equal", "[auto-scaling]") {
    const Scenario scenario = provisionedTable(
        R"("wcu": 1000, "auto_scaling": {"write": {"min_capacity": 1000, "max_capacity": 4000}},
           "capacity_schedule": [{"at_s": 300, "wcu": 2000}, {"at_s": 400, "rcu": 5}])",
        800, 600);
    REQUIRE(scenario.table.autoScaling.write);
    CHECK(scenario.table.autoScaling.write->minCapacity == 1000);
    CHECK(scenario.table.autoScaling.write->maxCapacity == 4000);
    CHECK(scenario.table.autoScaling.write->targetUtilizationPercent == 70); // Application Auto Scaling's usual
    CHECK_FALSE(scenario.table.autoScaling.read);
    REQUIRE(scenario.table.capacitySchedule.size() == 2);
    CHECK(scenario.table.capacitySchedule[1].rcu == 5.0);
    Scenario reread;
    std::string error;
    REQUIRE(parseScenario(scenarioToJson(scenario), reread, error));
    CHECK(reread == scenario);

    auto problemOf = [](const std::string& json) {
        Scenario s;
        std::string e;
        return parseScenario(json, s, e) ? std::string() : e;
    };
    const std::string head = R"({"version": 2, "workload": {"duration_s": 10, "writes_per_s": 1, "keys": [{"key":
        "a"}]}, "table": {"rcu": 1, "wcu": 10, )";
    CHECK(problemOf(head + R"("auto_scaling": {"write": {"min_capacity": 5, "max_capacity": 4}}}})")
              .rfind("/table/auto_scaling/write/max_capacity: must be at least min_capacity (5), got 4", 0) == 0);
    CHECK(problemOf(head + R"("auto_scaling": {"write": {"min_capacity": 5, "max_capacity": 9,
        "target_utilization_percent": 95}}}})")
              .rfind("/table/auto_scaling/write/target_utilization_percent: ", 0) == 0);
    CHECK(problemOf(head + R"("auto_scaling": {"write": {"min_capacity": 5, "max_capacity": 50000}}}})")
              .rfind("/table/auto_scaling/write/max_capacity: must be at most 40,000 WCU, the per-table quota", 0) ==
          0);
    CHECK(problemOf(head + R"("auto_scaling": {"write": {"max_capacity": 50}}}})")
              .rfind("/table/auto_scaling/write/min_capacity: ", 0) == 0);
    CHECK(problemOf(head + R"("capacity_schedule": [{"at_s": 5, "wcu": 20}, {"at_s": 5, "wcu": 30}]}})")
              .rfind("/table/capacity_schedule/1/at_s: must be later than the change before it", 0) == 0);
    CHECK(problemOf(head + R"("capacity_schedule": [{"at_s": 5}]}})") ==
          "/table/capacity_schedule/0: needs rcu, wcu or both");
    CHECK(problemOf(R"({"version": 2, "workload": {"duration_s": 10, "writes_per_s": 1, "keys": [{"key": "a"}]},
        "table": {"mode": "on-demand", "auto_scaling": {"write": {"min_capacity": 5, "max_capacity": 9}}}})")
              .rfind("/table/auto_scaling: auto scaling adjusts provisioned capacity", 0) == 0);
}

TEST_CASE("auto scaling scales out after 2 minutes above the target, to the capacity that puts it at the target",
          "[auto-scaling][simulator]") {
    // 800 WCU/s on 1,000 WCU is 80 % > 70 %: minute 1 (ends at 59 s) and minute 2 (119 s) above, so an UpdateTable
    // to ceil(800 / 0.7) = 1,143 WCU takes effect 60 s later, at 180 s. 1,143 WCU need ceil(1143/1000) = 2
    // partitions. Then 800 / 1,143 = 69.99 %: below the target, and 15 minutes below would ask for 1,143 again: no
    // change. Billed: (1,000 x 180 + 1,143 x 420) / 600 = 1,100.1 WCU on average.
    const Scenario scenario = provisionedTable(
        R"("wcu": 1000, "auto_scaling": {"write": {"min_capacity": 1000, "max_capacity": 4000}})", 800, 1800);
    REQUIRE(derivedPartitionCount(scenario.table) == 1);
    auto sim = [&] {
        std::string error;
        auto s = TableSimulator::create(scenario, error);
        REQUIRE(s);
        return s;
    }();
    for (int i = 0; i < 600; ++i) {
        sim->step();
    }
    const SimulationSnapshot at600 = sim->snapshot();
    REQUIRE(at600.capacityChanges.size() == 1);
    const CapacityChangeEvent& out = at600.capacityChanges[0];
    CHECK(out.atS == 180);
    CHECK(out.index.empty());
    CHECK(out.operation == ThrottleOperation::Write);
    CHECK(out.from == 1000);
    CHECK(out.to == 1143);
    CHECK(out.reason == "auto scaling");
    CHECK(at600.partitions.size() == 2);
    CHECK(at600.provisioned.wcu == 1143);
    CHECK(at600.provisioned.wcuSeconds == Approx(1000.0 * 180 + 1143.0 * 420));
    sim->run();
    const SimulationSnapshot end = sim->snapshot();
    CHECK(end.capacityChanges.size() == 1);
    CHECK(end.metrics.writeThrottleEvents == 0);
    CHECK(end.metrics.consumedWriteCapacityUnits == Approx(800.0 * 1800));

    // The bill is the capacity provisioned, on average over the run: (1,000 x 180 + 1,143 x 1,620) / 1,800.
    const MonthlyCost bill = monthlyCost(scenario, end, defaultPriceTable());
    const double meanWcu = (1000.0 * 180 + 1143.0 * 1620) / 1800;
    CHECK(bill.keySpaces.at(0).writeUnits == Approx(meanWcu * defaultPriceTable().hoursPerMonth));
}

TEST_CASE("auto scaling cannot see a hot partition: the table stays under its target while one key throttles",
          "[auto-scaling][simulator]") {
    // 4,000 WCU on 4 partitions; 2,000 writes/s, 1,200 of them on one item pinned alone to partition 0: 200 a second
    // pass the 1,000 WCU/s a partition serves. The table consumes 1,000 + 800 = 1,800 WCU/s, 45 % of 4,000: never
    // above the 70 % target, so auto scaling never scales out; after 15 minutes below (899 s) it scales IN, to
    // ceil(1800 / 0.7) = 2,572 WCU at 960 s. The hot key throttles 200 a second all the same: 360,000 in 1,800 s.
    const Scenario scenario = parsedScenario(R"({"version": 2,
        "table": {"mode": "provisioned", "rcu": 0, "wcu": 4000,
                  "auto_scaling": {"write": {"min_capacity": 1000, "max_capacity": 20000}}},
        "capacity": {"split_for_heat": false},
        "workload": {"duration_s": 1800, "writes_per_s": 2000, "keys": [
            {"key": "HOT", "weight": 60, "partition": 0, "sort_key": "single"},
            {"key": "a", "weight": 13.333333333333334, "partition": 1},
            {"key": "b", "weight": 13.333333333333334, "partition": 2},
            {"key": "c", "weight": 13.333333333333334, "partition": 3}]}})");
    const auto snap = runToEnd(scenario);
    REQUIRE(snap.capacityChanges.size() == 1);
    CHECK(snap.capacityChanges[0].atS == 960);
    CHECK(snap.capacityChanges[0].from == 4000);
    CHECK(snap.capacityChanges[0].to == 2572);
    CHECK(snap.partitions.size() == 4); // partitions are never merged
    CHECK(snap.metrics.writeThrottleEvents == Approx(360000));
    CHECK(snap.metrics.writeKeyRangeThroughputThrottleEvents == Approx(360000));

    // The advisor says why auto scaling did not help: the table averaged 1,800 WCU/s consumed against (4,000 x 960 +
    // 2,572 x 840) / 1,800 = 3,333.6 WCU provisioned, 54 %, under the 70 % target.
    const ScenarioAnalysis analysis = analysedScenario(scenario);
    const auto f = std::find_if(analysis.findings.begin(), analysis.findings.end(),
                                [](const Finding& x) { return x.id == "auto-scaling-hot-partition"; });
    REQUIRE(f != analysis.findings.end());
    testing::checkPhrased(*f);
    CHECK(f->evidence == "360,000 writes throttled above the 1,000 WCU/s one partition serves, while the table "
                         "consumed 1,800 WCU/s of 3,334 WCU provisioned on average (54%, under the 70% target): auto "
                         "scaling follows the table's consumed capacity, to which a throttled request adds nothing, "
                         "so it never scaled out (capacity changes in the run: 1)");
    CHECK(f->recommendation.rfind("More capacity would not help", 0) == 0);
    // Sharded 10 ways, the hot key fits: no throttles, no finding.
    Scenario sharded = scenario;
    sharded.strategy.kind = StrategyKind::Random;
    sharded.strategy.shards = 10;
    for (WorkloadKey& key : sharded.workload.keys) {
        key.partition.reset();
    }
    const ScenarioAnalysis after = analysedScenario(sharded);
    CHECK(std::none_of(after.findings.begin(), after.findings.end(),
                       [](const Finding& x) { return x.id == "auto-scaling-hot-partition"; }));
}

TEST_CASE("a GSI's auto scaling follows its own consumption, and its back-pressure stops once it has scaled",
          "[auto-scaling][simulator]") {
    // Every item in the index: 500 index writes/s of 1 KB against 300 WCU. The index consumes 300/s (100 %), so at
    // 119 s (minutes 1 and 2 above) it asks for ceil(300 / 0.7) = 429, in effect at 180 s. The alarm goes on
    // counting while the update is under way: minute 3 (still 300 WCU) and minute 4 (429 of 429) are above, so at
    // 239 s it asks for ceil(429 / 0.7) = 613 (at 300 s); minutes 5 (429 of 429) and 6 (500 of 613, 81.6 %) are
    // above, so at 359 s it asks for ceil(500 / 0.7) = 715 (at 420 s), where 500 / 715 = 69.9 % holds.
    // Back-pressure refuses 200/s for 180 s and 71/s for 120 s: 36,000 + 8,520 = 44,520 base writes.
    std::string indexKeys = R"("index_keys": {"ByOwner": [)";
    for (int i = 0; i < 100; ++i) {
        indexKeys += (i ? "," : "") + std::string(R"({"key": "OWNER#)") + std::to_string(i) + R"(", "weight": 0.01})";
    }
    indexKeys += "]}";
    const Scenario scenario = parsedScenario(R"({"version": 2,
        "table": {"mode": "provisioned", "rcu": 0, "wcu": 1000,
                  "gsis": [{"name": "ByOwner", "partition_key": {"name": "owner", "type": "S"}, "rcu": 0, "wcu": 300,
                            "auto_scaling": {"write": {"min_capacity": 300, "max_capacity": 4000}}}]},
        "capacity": {"burst": false},
        "workload": {"duration_s": 900, "writes_per_s": 500, "generator": {"kind": "uniform", "count": 10000},
                     )" + indexKeys + "}}");
    const auto snap = runToEnd(scenario);
    REQUIRE(snap.capacityChanges.size() == 3);
    const std::vector<std::pair<std::uint64_t, double>> expected = {{180, 429}, {300, 613}, {420, 715}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
        CHECK(snap.capacityChanges[i].index == "ByOwner");
        CHECK(snap.capacityChanges[i].atS == expected[i].first);
        CHECK(snap.capacityChanges[i].to == expected[i].second);
    }
    CHECK(snap.metrics.writeBackPressureThrottleEvents == Approx(44520));
    REQUIRE(snap.indexes.size() == 1);
    CHECK(snap.indexes[0].provisioned.wcu == 715);
}

TEST_CASE("decreases: 4 at any time in a day, then one in each hour without a decrease", "[auto-scaling]") {
    std::vector<std::uint64_t> made;
    for (std::uint64_t t : {100, 200, 300, 400}) {
        CHECK(sim::decreaseAllowed(made, t));
        made.push_back(t);
    }
    CHECK_FALSE(sim::decreaseAllowed(made, 500));
    CHECK_FALSE(sim::decreaseAllowed(made, 400 + 3599));
    CHECK(sim::decreaseAllowed(made, 400 + 3600));
    made.push_back(4000);
    CHECK_FALSE(sim::decreaseAllowed(made, 4000 + 3000));
    // A new day gives 4 again.
    CHECK(sim::decreaseAllowed(made, 86400 + 10));
}

TEST_CASE("a capacity schedule changes the table's capacity at its times, with the partitions it needs",
          "[auto-scaling][simulator]") {
    // 1,500 writes/s on 1,000 WCU (1 partition, burst off) throttle 500 a second; at 300 s an UpdateTable to 3,000
    // WCU (3 partitions) serves them all: 150,000 throttled in 600 s, billed (1,000 x 300 + 3,000 x 300) / 600 =
    // 2,000 WCU on average.
    const Scenario scenario =
        provisionedTable(R"("wcu": 1000, "capacity_schedule": [{"at_s": 300, "wcu": 3000}])", 1500, 600);
    const auto snap = runToEnd(scenario);
    REQUIRE(snap.capacityChanges.size() == 1);
    CHECK(snap.capacityChanges[0].atS == 300);
    CHECK(snap.capacityChanges[0].reason == "schedule");
    CHECK(snap.partitions.size() == 3);
    CHECK(snap.metrics.writeThrottleEvents == Approx(150000));
    CHECK(snap.provisioned.wcuSeconds / 600 == Approx(2000));
}
