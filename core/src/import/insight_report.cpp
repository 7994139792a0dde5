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

/// Where a value is, as a chain of links on the stack: the text ("/Contributors/3/Keys/0") is only built for a
/// message. Building it for every datapoint read cost more than the parse itself.
struct JsonPath {
    const JsonPath* parent = nullptr;
    std::string_view name; ///< a member name, or empty for an array index
    std::size_t index = 0;

    [[nodiscard]] JsonPath member(std::string_view memberName) const { return {this, memberName, 0}; }
    [[nodiscard]] JsonPath at(std::size_t i) const { return {this, {}, i}; }
    [[nodiscard]] std::string text() const {
        if (!parent) {
            return std::string();
        }
        return parent->text() + "/" + (name.empty() ? std::to_string(index) : std::string(name));
    }
};

[[noreturn]] void fail(const JsonPath& path, std::string message) {
    const std::string text = path.text();
    throw BadInput{text.empty() ? "/" : text, std::move(message)};
}

element member(const object& parent, const JsonPath& parentPath, std::string_view name, bool required, bool& found) {
    element value;
    found = !parent.at_key(name).get(value) && !value.is_null();
    if (!found && required) {
        fail(parentPath.member(name), "missing");
    }
    return value;
}

array arrayOf(const element& value, const JsonPath& path) {
    array out;
    if (value.get(out)) {
        fail(path, std::string("expected an array, got ") + jsonTypeName(value));
    }
    return out;
}

object objectOf(const element& value, const JsonPath& path) {
    object out;
    if (value.get(out)) {
        fail(path, std::string("expected an object, got ") + jsonTypeName(value));
    }
    return out;
}

std::string_view stringOf(const element& value, const JsonPath& path) {
    std::string_view out;
    if (value.get(out)) {
        fail(path, std::string("expected a string, got ") + jsonTypeName(value));
    }
    return out;
}

double amountOf(const element& value, const JsonPath& path) {
    double out = 0;
    if (!value.is_number() || value.get(out)) {
        fail(path, std::string("expected a number, got ") + jsonTypeName(value));
    }
    if (!std::isfinite(out) || out < 0) {
        fail(path, "must be a number of at least 0");
    }
    return out;
}

void readDatapoints(const element& datapoints, const JsonPath& path, InsightReport& report) {
    std::size_t d = 0;
    std::int64_t previous = 0;
    for (const element point : arrayOf(datapoints, path)) {
        const JsonPath pointPath = path.at(d);
        const object p = objectOf(point, pointPath);
        bool found = false;
        const JsonPath stampPath = pointPath.member("Timestamp");
        const std::string_view stamp = stringOf(member(p, pointPath, "Timestamp", true, found), stampPath);
        const auto seconds = parseIso8601Seconds(stamp);
        if (!seconds || *seconds < 0) {
            fail(stampPath, "\"" + std::string(stamp.substr(0, 60)) +
                                "\" is not an ISO 8601 time after 1970 (e.g. 2023-11-14T22:13:00Z)");
        }
        const double value =
            amountOf(member(p, pointPath, "ApproximateValue", true, found), pointPath.member("ApproximateValue"));
        report.perPeriod[*seconds] += value;
        if (d > 0 && *seconds != previous) {
            const std::int64_t gap = *seconds > previous ? *seconds - previous : previous - *seconds;
            report.periodS = report.periodS == 0 ? gap : std::min(report.periodS, gap);
        }
        previous = *seconds;
        ++d;
    }
}

void readContributor(const element& json, const JsonPath& path, InsightReport& report) {
    const object c = objectOf(json, path);
    bool found = false;
    InsightRanking::Contributor contributor;
    const JsonPath keysPath = path.member("Keys");
    std::size_t k = 0;
    for (const element key : arrayOf(member(c, path, "Keys", true, found), keysPath)) {
        const JsonPath keyPath = keysPath.at(k++);
        contributor.keys.emplace_back(stringOf(key, keyPath));
        if (auto problem = partitionKeyProblem(contributor.keys.back())) {
            fail(keyPath, *problem);
        }
    }
    if (contributor.keys.size() != report.ranking.keyLabels.size()) {
        fail(keysPath, "has " + std::to_string(contributor.keys.size()) + " values for " +
                           std::to_string(report.ranking.keyLabels.size()) + " KeyLabels");
    }
    contributor.value =
        amountOf(member(c, path, "ApproximateAggregateValue", true, found), path.member("ApproximateAggregateValue"));
    const element datapoints = member(c, path, "Datapoints", false, found);
    if (found) {
        readDatapoints(datapoints, path.member("Datapoints"), report);
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
        const JsonPath rootPath;
        const object root = objectOf(doc, rootPath);
        bool found = false;
        const JsonPath labelsPath = rootPath.member("KeyLabels");
        std::size_t l = 0;
        for (const element label : arrayOf(member(root, rootPath, "KeyLabels", true, found), labelsPath)) {
            out.ranking.keyLabels.emplace_back(stringOf(label, labelsPath.at(l++)));
        }
        const std::size_t expected = rule.sortKeys ? 2 : 1;
        if (out.ranking.keyLabels.size() != expected) {
            fail(labelsPath, "a " + std::string(rule.sortKeys ? "partition + sort key" : "partition key") +
                                 " rule has " + std::to_string(expected) + " key labels, this report has " +
                                 std::to_string(out.ranking.keyLabels.size()));
        }
        const element statistic = member(root, rootPath, "AggregationStatistic", false, found);
        if (found) {
            out.ranking.aggregationStatistic =
                std::string(stringOf(statistic, rootPath.member("AggregationStatistic")));
        }
        const JsonPath contributorsPath = rootPath.member("Contributors");
        std::size_t c = 0;
        for (const element contributor :
             arrayOf(member(root, rootPath, "Contributors", true, found), contributorsPath)) {
            readContributor(contributor, contributorsPath.at(c++), out);
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
