#pragma once

// One `aws cloudwatch get-insight-rule-report` output (API GetInsightRuleReport), checked and read into a ranking.

#include "insight_rule_name.h"

#include "partiscope/import/import.h"

#include <simdjson.h>

#include <map>
#include <optional>

namespace partiscope {

struct InsightReport {
    InsightRuleName rule;
    std::string file;
    InsightRanking ranking; ///< everything but tableName / indexName, which need the other reports
    /// Datapoints summed over the contributors per timestamp (seconds); one point per report period.
    std::map<std::int64_t, double> perPeriod;
    /// The smallest gap between two timestamps of one contributor: the --period of the report (0 if unknown).
    std::int64_t periodS = 0;
};

/// Reads the report @p json of @p file for @p rule; on bad input returns the problem with its JSON path.
std::optional<ImportProblem> readInsightReport(const simdjson::padded_string& json, const std::string& file,
                                               const InsightRuleName& rule, InsightReport& out);

} // namespace partiscope
