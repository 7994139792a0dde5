#pragma once

// Scenarios for tests: parsed from JSON text, or analysed end to end; a failure shows the reader's or the
// analysis's error.
#include "partiscope/advisor.h"
#include "partiscope/scenario.h"

#include <catch2/catch.hpp>

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
