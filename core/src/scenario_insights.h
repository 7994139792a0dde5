#pragma once

// The scenario's `contributor_insights` rankings: reading (with JSON paths), writing and checking, kept in one file
// beside each other so that the three agree.

#include "partiscope/scenario.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace partiscope {

/// Reads `contributor_insights` (an array of rankings); throws scenario_reader::ScenarioError with the JSON path.
std::vector<InsightRanking> readInsightRankings(const nlohmann::ordered_json& json);
nlohmann::ordered_json insightRankingsJson(const std::vector<InsightRanking>& rankings);
/// The rules an in-memory list of rankings must meet (part of checkScenario()).
std::optional<FieldProblem> insightRankingsProblem(const std::vector<InsightRanking>& rankings);

} // namespace partiscope
