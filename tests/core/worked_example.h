#pragma once

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

namespace partiscope::test {

/// The DG / seed 003 worked example (README "The simulator"): 400 WCU, 4 partitions of 100 WCU,
/// 50/50/50/150 WCU/s, adaptive capacity off, burst bucket starting full: partition 3 drains its 30,000
/// tokens at 50 WCU/s and throttles from second 600.
inline Scenario adaptiveExample(std::uint64_t durationS) {
    const std::string json = R"({"version": 1, "name": "adaptive capacity example",
      "table": {"rcu": 400, "wcu": 400, "partitions": 4},
      "capacity": {"adaptive": "off", "burst_start": "full", "split_for_heat": false},
      "workload": {"duration_s": )" +
                             std::to_string(durationS) +
                             R"(, "writes_per_s": 300,
        "keys": [{"key": "a", "weight": 50, "partition": 0}, {"key": "b", "weight": 50, "partition": 1},
                 {"key": "c", "weight": 50, "partition": 2}, {"key": "d", "weight": 150, "partition": 3}]}})";
    Scenario scenario;
    std::string error;
    INFO(error);
    REQUIRE(parseScenario(json, scenario, error));
    return scenario;
}

/// A hot key on 2 partitions of a 2000 WCU table, split for heat after 60 s: its partition throttles and splits
/// within the 300 s run (the timeline and player tests' run with splits).
inline Scenario hotKeySplitExample() {
    Scenario scenario;
    scenario.table.wcu = 2000;
    scenario.capacity.splitAfterS = 60;
    scenario.workload.durationS = 300;
    scenario.workload.writesPerS = 1500;
    scenario.workload.keys = {WorkloadKey{"HOT", 9, std::nullopt, SortKeyShape::Random, std::nullopt},
                              WorkloadKey{"COLD", 1, std::nullopt, SortKeyShape::Random, std::nullopt}};
    return scenario;
}

} // namespace partiscope::test
