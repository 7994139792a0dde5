#include "insight_report.h"

#include "../iso8601_time.h"
#include "json_file.h"

#include "partiscope/key_validation.h"

#include <cmath>

namespace partiscope {

namespace {

using simdjson::dom::array;
using simdjson::dom::element;
using simdjson::dom::object;

struct BadInput {
    std::string path;
    std::string message;
};

element member(const object& parent, const std::string& parentPath, std::string_view name, bool required, bool& found) {
    element value;
    found = !parent.at_key(name).get(value) && !value.is_null();
    if (!found && required) {
        throw BadInput{parentPath + "/" + std::string(name), "missing"};
    }
    return value;
}

array arrayOf(const element& value, const std::string& path) {
    array out;
    if (value.get(out)) {
        throw BadInput{path, std::string("expected an array, got ") + jsonTypeName(value)};
    }
    return out;
}

object objectOf(const element& value, const std::string& path) {
    object out;
    if (value.get(out)) {
        throw BadInput{path, std::string("expected an object, got ") + jsonTypeName(value)};
    }
    return out;
}

std::string stringOf(const element& value, const std::string& path) {
    std::string_view out;
    if (value.get(out)) {
        throw BadInput{path, std::string("expected a string, got ") + jsonTypeName(value)};
    }
    return std::string(out);
}

double amountOf(const element& value, const std::string& path) {
    double out = 0;
    if (!value.is_number() || value.get(out)) {
        throw BadInput{path, std::string("expected a number, got ") + jsonTypeName(value)};
    }
    if (!std::isfinite(out) || out < 0) {
        throw BadInput{path, "must be a number of at least 0"};
    }
    return out;
}

void readContributor(const element& json, const std::string& path, InsightReport& report) {
    const object c = objectOf(json, path);
    bool found = false;
    InsightRanking::Contributor contributor;
    const array keys = arrayOf(member(c, path, "Keys", true, found), path + "/Keys");
    std::size_t k = 0;
    for (const element key : keys) {
        const std::string keyPath = path + "/Keys/" + std::to_string(k++);
        contributor.keys.push_back(stringOf(key, keyPath));
        if (auto problem = partitionKeyProblem(contributor.keys.back())) {
            throw BadInput{keyPath, *problem};
        }
    }
    if (contributor.keys.size() != report.ranking.keyLabels.size()) {
        throw BadInput{path + "/Keys", "has " + std::to_string(contributor.keys.size()) + " values for " +
                                           std::to_string(report.ranking.keyLabels.size()) + " KeyLabels"};
    }
    contributor.value =
        amountOf(member(c, path, "ApproximateAggregateValue", true, found), path + "/ApproximateAggregateValue");
    const element datapoints = member(c, path, "Datapoints", false, found);
    if (found) {
        std::size_t d = 0;
        std::int64_t previous = 0;
        bool first = true;
        for (const element point : arrayOf(datapoints, path + "/Datapoints")) {
            const std::string pointPath = path + "/Datapoints/" + std::to_string(d++);
            const object p = objectOf(point, pointPath);
            const std::string stamp =
                stringOf(member(p, pointPath, "Timestamp", true, found), pointPath + "/Timestamp");
            const auto seconds = parseIso8601Seconds(stamp);
            if (!seconds || *seconds < 0) {
                throw BadInput{pointPath + "/Timestamp", "\"" + stamp.substr(0, 60) +
                                                             "\" is not an ISO 8601 time after 1970 "
                                                             "(e.g. 2023-11-14T22:13:00Z)"};
            }
            const double value =
                amountOf(member(p, pointPath, "ApproximateValue", true, found), pointPath + "/ApproximateValue");
            report.perPeriod[*seconds] += value;
            if (!first && *seconds != previous) {
                const std::int64_t gap = *seconds > previous ? *seconds - previous : previous - *seconds;
                report.periodS = report.periodS == 0 ? gap : std::min(report.periodS, gap);
            }
            previous = *seconds;
            first = false;
        }
    }
    report.ranking.contributors.push_back(std::move(contributor));
}

} // namespace

std::optional<ImportProblem> readInsightReport(const simdjson::padded_string& json, const std::string& file,
                                               const InsightRuleName& rule, InsightReport& out) {
    simdjson::dom::parser parser;
    element doc;
    if (const auto error = parser.parse(json).get(doc)) {
        return ImportProblem{file, 0, "/",
                             std::string("not valid JSON (") + simdjson::error_message(error) +
                                 "): a truncated file, or not the output of aws cloudwatch get-insight-rule-report"};
    }
    out = InsightReport{};
    out.rule = rule;
    out.file = file;
    out.ranking.ruleName = rule.rule;
    out.ranking.kind = rule.kind;
    out.ranking.sortKeys = rule.sortKeys;
    try {
        const object root = objectOf(doc, "/");
        bool found = false;
        const array labels = arrayOf(member(root, "", "KeyLabels", true, found), "/KeyLabels");
        std::size_t l = 0;
        for (const element label : labels) {
            out.ranking.keyLabels.push_back(stringOf(label, "/KeyLabels/" + std::to_string(l++)));
        }
        const std::size_t expected = rule.sortKeys ? 2 : 1;
        if (out.ranking.keyLabels.size() != expected) {
            throw BadInput{"/KeyLabels", "a " + std::string(rule.sortKeys ? "partition + sort key" : "partition key") +
                                             " rule has " + std::to_string(expected) + " key labels, this report has " +
                                             std::to_string(out.ranking.keyLabels.size())};
        }
        const element statistic = member(root, "", "AggregationStatistic", false, found);
        if (found) {
            out.ranking.aggregationStatistic = stringOf(statistic, "/AggregationStatistic");
        }
        std::size_t c = 0;
        for (const element contributor : arrayOf(member(root, "", "Contributors", true, found), "/Contributors")) {
            readContributor(contributor, "/Contributors/" + std::to_string(c++), out);
        }
    } catch (const BadInput& bad) {
        return ImportProblem{file, 0, bad.path, bad.message};
    }
    for (const auto& [at, value] : out.perPeriod) {
        out.ranking.perMinute.push_back({at, value});
    }
    return std::nullopt;
}

} // namespace partiscope
