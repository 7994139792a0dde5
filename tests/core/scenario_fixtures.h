#pragma once

// Scenarios for tests: parsed from JSON text, simulated, or analysed end to end; a failure shows the reader's or the
// analysis's error.
#include "partiscope/advisor.h"
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <utility>

inline partiscope::Scenario parsedScenario(const std::string& json) {
    partiscope::Scenario scenario;
    std::string error;
    const bool ok = partiscope::parseScenario(json, scenario, error);
    INFO(error);
    REQUIRE(ok);
    return scenario;
}

inline partiscope::ScenarioAnalysis analysedScenario(const partiscope::Scenario& scenario) {
    std::string error;
    auto analysis = partiscope::analyseScenario(scenario, error);
    INFO(error);
    REQUIRE(analysis);
    return std::move(*analysis);
}

/// A provisioned GSI on a string attribute @p key, with @p partitions partitions.
inline partiscope::GsiSpec provisionedGsi(const std::string& name, const std::string& key, double rcu, double wcu,
                                          std::uint32_t partitions) {
    partiscope::GsiSpec gsi;
    gsi.name = name;
    gsi.partitionKey = {key, partiscope::AttributeType::S};
    gsi.rcu = rcu;
    gsi.wcu = wcu;
    gsi.partitions = partitions;
    return gsi;
}

inline std::unique_ptr<partiscope::TableSimulator> simulatorFor(const partiscope::Scenario& scenario) {
    std::string error;
    auto simulator = partiscope::TableSimulator::create(scenario, error);
    INFO(error);
    REQUIRE(simulator);
    return simulator;
}

/// The snapshot at the end of @p scenario's whole run.
inline partiscope::SimulationSnapshot runToEnd(const partiscope::Scenario& scenario) {
    auto simulator = simulatorFor(scenario);
    simulator->run();
    return simulator->snapshot();
}

/// Requests throttled for one of the 16 throttling reasons.
inline double reason(const partiscope::SimulationSnapshot& s, partiscope::ThrottleResource resource,
                     partiscope::ThrottleOperation op, partiscope::ThrottleLimit limit) {
    return s.throttlingReasons[partiscope::throttlingReasonIndex({resource, op, limit})];
}
