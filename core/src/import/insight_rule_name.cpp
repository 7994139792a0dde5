#include "insight_rule_name.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace partiscope {

namespace {

struct RuleType {
    std::string_view code;
    InsightKind kind;
    bool sortKeys;
};
// DynamoDB creates these four rules per table or index when Contributor Insights is enabled (DG
// "contributorinsights_HowItWorks"): most accessed / most throttled partition keys, and partition + sort keys.
constexpr std::array<RuleType, 4> kRuleTypes{{{"PKC", InsightKind::Accessed, false},
                                              {"SKC", InsightKind::Accessed, true},
                                              {"PKT", InsightKind::Throttled, false},
                                              {"SKT", InsightKind::Throttled, true}}};

bool allDigits(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

std::optional<InsightRuleName> insightRuleFromFileName(std::string_view path, std::string& error) {
    std::string_view name =
        path.substr(path.find_last_of("/\\") == std::string_view::npos ? 0 : path.find_last_of("/\\") + 1);
    const std::size_t start = name.find(kInsightRulePrefix);
    const std::string example = "e.g. DynamoDBContributorInsights-PKC-Orders-1700000000000.json";
    if (start == std::string_view::npos) {
        error = "cannot tell which Contributor Insights rule this report is for (get-insight-rule-report does not "
                "repeat it): name the file after the rule, " +
                example;
        return std::nullopt;
    }
    name.remove_prefix(start);
    // The rule name ends with its creation time; whatever follows the digits (".json", ".out") is not part of it.
    std::size_t end = name.size();
    while (end > 0 && !(name[end - 1] >= '0' && name[end - 1] <= '9')) {
        --end;
    }
    const std::string_view rule = name.substr(0, std::max(end, kInsightRulePrefix.size()));
    const std::string_view rest = rule.substr(kInsightRulePrefix.size());
    const auto type = std::find_if(kRuleTypes.begin(), kRuleTypes.end(), [&](const RuleType& t) {
        return rest.size() > t.code.size() && rest.substr(0, t.code.size()) == t.code && rest[t.code.size()] == '-';
    });
    const std::size_t lastDash = rest.rfind('-');
    if (type == kRuleTypes.end() || lastDash == std::string_view::npos || lastDash <= type->code.size() + 1 ||
        !allDigits(rest.substr(lastDash + 1))) {
        error = "\"" + std::string(rule.substr(0, 200)) +
                "\" is not a DynamoDB Contributor Insights rule name "
                "(DynamoDBContributorInsights-{PKC|SKC|PKT|SKT}-<table>[-<index>]-<epoch ms>, " +
                example + ")";
        return std::nullopt;
    }
    InsightRuleName out;
    out.rule = std::string(rule);
    out.kind = type->kind;
    out.sortKeys = type->sortKeys;
    out.tableAndIndex = std::string(rest.substr(type->code.size() + 1, lastDash - type->code.size() - 1));
    const std::string_view ms = rest.substr(lastDash + 1);
    if (std::from_chars(ms.data(), ms.data() + ms.size(), out.createdMs).ec != std::errc()) {
        error = "\"" + out.rule + "\": the creation time at its end is too large";
        return std::nullopt;
    }
    return out;
}

std::optional<std::string> insightRuleIndex(std::string_view tableAndIndex, std::string_view table) {
    if (tableAndIndex == table) {
        return std::string();
    }
    if (tableAndIndex.size() > table.size() + 1 && tableAndIndex.substr(0, table.size()) == table &&
        tableAndIndex[table.size()] == '-') {
        return std::string(tableAndIndex.substr(table.size() + 1));
    }
    return std::nullopt;
}

} // namespace partiscope
