#pragma once

// The name of a DynamoDB Contributor Insights rule, which get-insight-rule-report does not repeat in its output:
// DynamoDBContributorInsights-{PKC|SKC|PKT|SKT}-<table>[-<index>]-<epochms>.

#include "partiscope/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace partiscope {

inline constexpr std::string_view kInsightRulePrefix = "DynamoDBContributorInsights-";

struct InsightRuleName {
    std::string rule; ///< the whole name
    InsightKind kind = InsightKind::Accessed;
    bool sortKeys = false;
    /// "<table>[-<index>]": table and index names may both contain '-', so only the table's own name splits it.
    std::string tableAndIndex;
    std::int64_t createdMs = 0;
};

/// The rule named in a report's file name ("<anything>DynamoDBContributorInsights-PKC-Orders-1700000000000.json"),
/// or nullopt with @p error saying why not.
std::optional<InsightRuleName> insightRuleFromFileName(std::string_view path, std::string& error);

/// Splits "<table>[-<index>]" for the table @p table: "" when it is the table, the index name when it is
/// "<table>-<index>", nullopt when the rule is about another table.
std::optional<std::string> insightRuleIndex(std::string_view tableAndIndex, std::string_view table);

} // namespace partiscope
