// `contributor_insights`: Contributor Insights rankings kept in the scenario as AWS reported them (the importer
// fills them; the app shows them beside the simulation). Version 2 only.
#include "scenario_insights.h"

#include "scenario_reader.h"

namespace partiscope {

using scenario_reader::Json;
using scenario_reader::ObjectReader;
using scenario_reader::typeName;

namespace {

// Contributor values and per-minute sums are counts of capacity units or throttle events; anything finite and
// non-negative is plausible, the bound only keeps arithmetic on them finite.
constexpr double kMaxInsightValue = 1e18;
// Timestamps up to the year 9999.
constexpr std::uint64_t kMaxEpochS = 253402300799ull;
// A key label per key attribute: the partition key, plus the sort key for SKC / SKT rules.
constexpr std::size_t kMaxKeyLabels = 2;

const Json& arrayAt(const ObjectReader& r, const std::string& name) {
    const Json& value = r.at(name);
    if (!value.is_array()) {
        ObjectReader::fail(r.pathOf(name), std::string("expected an array, got ") + typeName(value));
    }
    return value;
}

std::vector<std::string> readStrings(const Json& list, const std::string& path) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (!list[i].is_string()) {
            ObjectReader::fail(path + "/" + std::to_string(i),
                               std::string("expected a string, got ") + typeName(list[i]));
        }
        out.push_back(list[i].get<std::string>());
    }
    return out;
}

InsightRanking readRanking(const Json& json, const std::string& path) {
    const ObjectReader r(json, path,
                         {"rule_name", "kind", "sort_keys", "table", "index", "key_labels", "aggregation_statistic",
                          "contributors", "per_minute"});
    InsightRanking ranking;
    ranking.ruleName = r.string("rule_name", std::nullopt);
    ranking.kind = r.choice("kind", InsightKind::Accessed, kInsightKindNames);
    ranking.sortKeys = r.boolean("sort_keys", false);
    ranking.tableName = r.string("table", std::nullopt);
    ranking.indexName = r.string("index", std::string());
    if (!r.has("key_labels")) {
        ObjectReader::fail(r.pathOf("key_labels"), "missing (an array of strings is required)");
    }
    ranking.keyLabels = readStrings(arrayAt(r, "key_labels"), r.pathOf("key_labels"));
    ranking.aggregationStatistic = r.string("aggregation_statistic", std::string());
    if (r.has("contributors")) {
        const Json& list = arrayAt(r, "contributors");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string at = r.pathOf("contributors") + "/" + std::to_string(i);
            const ObjectReader c(list[i], at, {"keys", "value"});
            InsightRanking::Contributor contributor;
            if (!c.has("keys")) {
                ObjectReader::fail(c.pathOf("keys"), "missing (an array of strings is required)");
            }
            contributor.keys = readStrings(arrayAt(c, "keys"), c.pathOf("keys"));
            contributor.value = c.number("value", std::nullopt, 0, kMaxInsightValue);
            ranking.contributors.push_back(std::move(contributor));
        }
    }
    if (r.has("per_minute")) {
        const Json& list = arrayAt(r, "per_minute");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const ObjectReader p(list[i], r.pathOf("per_minute") + "/" + std::to_string(i), {"epoch_s", "value"});
            InsightRanking::MinutePoint point;
            point.epochS = static_cast<std::int64_t>(p.integer("epoch_s", std::nullopt, 0, kMaxEpochS));
            point.value = p.number("value", std::nullopt, 0, kMaxInsightValue);
            ranking.perMinute.push_back(point);
        }
    }
    return ranking;
}

} // namespace

std::vector<InsightRanking> readInsightRankings(const Json& json) {
    if (!json.is_array()) {
        ObjectReader::fail("/contributor_insights", std::string("expected an array, got ") + typeName(json));
    }
    std::vector<InsightRanking> out;
    for (std::size_t i = 0; i < json.size(); ++i) {
        out.push_back(readRanking(json[i], "/contributor_insights/" + std::to_string(i)));
    }
    return out;
}

Json insightRankingsJson(const std::vector<InsightRanking>& rankings) {
    Json out = Json::array();
    for (const InsightRanking& ranking : rankings) {
        Json contributors = Json::array();
        for (const auto& c : ranking.contributors) {
            contributors.push_back({{"keys", c.keys}, {"value", c.value}});
        }
        Json perMinute = Json::array();
        for (const auto& p : ranking.perMinute) {
            perMinute.push_back({{"epoch_s", p.epochS}, {"value", p.value}});
        }
        Json j = {{"rule_name", ranking.ruleName},
                  {"kind", enumName(kInsightKindNames, ranking.kind)},
                  {"sort_keys", ranking.sortKeys},
                  {"table", ranking.tableName}};
        if (!ranking.indexName.empty()) {
            j["index"] = ranking.indexName;
        }
        j["key_labels"] = ranking.keyLabels;
        j["aggregation_statistic"] = ranking.aggregationStatistic;
        j["contributors"] = contributors;
        j["per_minute"] = perMinute;
        out.push_back(j);
    }
    return out;
}

std::optional<FieldProblem> insightRankingsProblem(const std::vector<InsightRanking>& rankings) {
    for (std::size_t i = 0; i < rankings.size(); ++i) {
        const InsightRanking& ranking = rankings[i];
        const std::string path = "/contributor_insights/" + std::to_string(i);
        if (ranking.ruleName.empty()) {
            return FieldProblem{path + "/rule_name", "must not be empty"};
        }
        if (ranking.tableName.empty()) {
            return FieldProblem{path + "/table", "must not be empty"};
        }
        const std::size_t labels = ranking.sortKeys ? 2 : 1;
        if (ranking.keyLabels.empty() || ranking.keyLabels.size() > kMaxKeyLabels) {
            return FieldProblem{path + "/key_labels", "needs 1 or 2 labels (partition key, sort key)"};
        }
        if (ranking.keyLabels.size() != labels) {
            return FieldProblem{path + "/key_labels", ranking.sortKeys
                                                          ? "a sort-key ranking needs 2 labels (partition, sort key)"
                                                          : "a partition-key ranking needs 1 label"};
        }
        for (std::size_t c = 0; c < ranking.contributors.size(); ++c) {
            const auto& contributor = ranking.contributors[c];
            const std::string at = path + "/contributors/" + std::to_string(c);
            if (contributor.keys.size() != ranking.keyLabels.size()) {
                return FieldProblem{at + "/keys", "needs one value per key label (" +
                                                      std::to_string(ranking.keyLabels.size()) + "), got " +
                                                      std::to_string(contributor.keys.size())};
            }
            if (auto p = scenario_rules::at(at + "/value",
                                            scenario_rules::numberProblem(contributor.value, 0, kMaxInsightValue))) {
                return p;
            }
        }
        std::int64_t last = -1;
        for (std::size_t m = 0; m < ranking.perMinute.size(); ++m) {
            const auto& point = ranking.perMinute[m];
            const std::string at = path + "/per_minute/" + std::to_string(m);
            if (point.epochS <= last || point.epochS > static_cast<std::int64_t>(kMaxEpochS)) {
                return FieldProblem{at + "/epoch_s", "minutes must be in increasing time order, from 1970 to 9999"};
            }
            last = point.epochS;
            if (auto p = scenario_rules::at(at + "/value",
                                            scenario_rules::numberProblem(point.value, 0, kMaxInsightValue))) {
                return p;
            }
        }
    }
    return std::nullopt;
}

} // namespace partiscope
