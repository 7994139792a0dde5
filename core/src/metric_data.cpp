// `aws cloudwatch get-metric-data` (API GetMetricData: MetricDataResults[{Id, Label, Timestamps[], Values[],
// StatusCode}], Messages[]) read and lined up with a simulation, period by period.
#include "partiscope/metric_data.h"

#include "import/json_file.h"
#include "iso8601_time.h"

#include <simdjson.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace partiscope {

namespace {

struct NamedMetric {
    std::string_view name;
    double ThrottleMetrics::*field;
};
// The table-level metrics the simulator counts (DG "metrics-dimensions"); a GSI's metrics carry a
// GlobalSecondaryIndexName dimension the answer does not repeat, so only the table's are compared.
constexpr std::array<NamedMetric, 15> kMetrics{{
    {"ConsumedWriteCapacityUnits", &ThrottleMetrics::consumedWriteCapacityUnits},
    {"ConsumedReadCapacityUnits", &ThrottleMetrics::consumedReadCapacityUnits},
    {"WriteThrottleEvents", &ThrottleMetrics::writeThrottleEvents},
    {"ReadThrottleEvents", &ThrottleMetrics::readThrottleEvents},
    {"ThrottledRequests", &ThrottleMetrics::throttledRequests},
    {"WriteKeyRangeThroughputThrottleEvents", &ThrottleMetrics::writeKeyRangeThroughputThrottleEvents},
    {"ReadKeyRangeThroughputThrottleEvents", &ThrottleMetrics::readKeyRangeThroughputThrottleEvents},
    {"WriteProvisionedThroughputThrottleEvents", &ThrottleMetrics::writeProvisionedThroughputThrottleEvents},
    {"ReadProvisionedThroughputThrottleEvents", &ThrottleMetrics::readProvisionedThroughputThrottleEvents},
    {"WriteAccountLimitThrottleEvents", &ThrottleMetrics::writeAccountLimitThrottleEvents},
    {"ReadAccountLimitThrottleEvents", &ThrottleMetrics::readAccountLimitThrottleEvents},
    {"WriteMaxOnDemandThroughputThrottleEvents", &ThrottleMetrics::writeMaxOnDemandThroughputThrottleEvents},
    {"ReadMaxOnDemandThroughputThrottleEvents", &ThrottleMetrics::readMaxOnDemandThroughputThrottleEvents},
    {"WriteBackPressureThrottleEvents", nullptr},
    {"OnlineIndexThrottleEvents", nullptr},
}};

std::string folded(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c != '_' && c != ' ') {
            out += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        }
    }
    return out;
}

/// The metric a Label or Id names: the whole text, or failing that the longest metric name inside it (labels such
/// as "Orders ConsumedWriteCapacityUnits").
std::optional<std::string_view> metricNamed(std::string_view text) {
    const std::string f = folded(text);
    std::optional<std::string_view> best;
    for (const auto& m : kMetrics) {
        if (!m.field) {
            continue;
        }
        const std::string name = folded(m.name);
        if (f == name) {
            return m.name;
        }
        if (f.find(name) != std::string::npos && (!best || m.name.size() > best->size())) {
            best = m.name;
        }
    }
    return best;
}

struct BadInput {
    std::string path;
    std::string message;
};

template <typename T>
T as(const simdjson::dom::element& value, const std::string& path, const char* expected) {
    T out{};
    if (value.get(out)) {
        throw BadInput{path, std::string("expected ") + expected + ", got " + jsonTypeName(value)};
    }
    return out;
}

simdjson::dom::element required(const simdjson::dom::object& object, std::string_view name, const std::string& path) {
    simdjson::dom::element value;
    if (object.at_key(name).get(value)) {
        throw BadInput{path + "/" + std::string(name), "missing"};
    }
    return value;
}

ObservedMetric readResult(const simdjson::dom::element& json, const std::string& path, ObservedMetrics& into,
                          bool& known) {
    using namespace simdjson::dom;
    const auto result = as<object>(json, path, "an object");
    std::string id;
    std::string label;
    element value;
    if (!result.at_key("Id").get(value)) {
        id = std::string(as<std::string_view>(value, path + "/Id", "a string"));
    }
    if (!result.at_key("Label").get(value)) {
        label = std::string(as<std::string_view>(value, path + "/Label", "a string"));
    }
    if (!result.at_key("StatusCode").get(value)) {
        const auto status = as<std::string_view>(value, path + "/StatusCode", "a string");
        if (status == "InternalError" || status == "Forbidden") {
            throw BadInput{path + "/StatusCode", "CloudWatch answered " + std::string(status) + " for this query"};
        }
        if (status == "PartialData") {
            into.notes.push_back((label.empty() ? id : label) +
                                 ": StatusCode PartialData (more pages: run the command without --max-items)");
        }
    }
    ObservedMetric metric;
    metric.label = label.empty() ? id : label;
    auto named = label.empty() ? std::nullopt : metricNamed(label);
    if (!named) {
        named = metricNamed(id);
    }
    known = named.has_value();
    if (!known) {
        return metric;
    }
    metric.metric = std::string(*named);
    const auto stamps = as<array>(required(result, "Timestamps", path), path + "/Timestamps", "an array");
    const auto values = as<array>(required(result, "Values", path), path + "/Values", "an array");
    if (stamps.size() != values.size()) {
        throw BadInput{path + "/Values", "has " + std::to_string(values.size()) + " values for " +
                                             std::to_string(stamps.size()) + " Timestamps"};
    }
    std::vector<std::pair<std::int64_t, double>> points;
    std::size_t i = 0;
    for (const element stamp : stamps) {
        const std::string at = path + "/Timestamps/" + std::to_string(i++);
        const auto text = as<std::string_view>(stamp, at, "a string");
        const auto seconds = parseIso8601Seconds(text);
        if (!seconds) {
            throw BadInput{at, "\"" + std::string(text.substr(0, 60)) +
                                   "\" is not an ISO 8601 time (e.g. 2023-11-14T22:13:00Z)"};
        }
        points.emplace_back(*seconds, 0.0);
    }
    i = 0;
    for (const element v : values) {
        const std::string at = path + "/Values/" + std::to_string(i);
        if (!v.is_number()) {
            throw BadInput{at, std::string("expected a number, got ") + jsonTypeName(v)};
        }
        const double number = as<double>(v, at, "a number");
        if (!std::isfinite(number) || number < 0) {
            throw BadInput{at, "must be a number of at least 0"};
        }
        points[i++].second = number;
    }
    // get-metric-data lists the newest first unless --scan-by TimestampAscending.
    std::sort(points.begin(), points.end());
    for (std::size_t p = 0; p < points.size(); ++p) {
        if (p > 0 && points[p].first == points[p - 1].first) {
            throw BadInput{path + "/Timestamps", "the same timestamp twice"};
        }
        if (p > 0) {
            const std::int64_t gap = points[p].first - points[p - 1].first;
            metric.periodS = metric.periodS == 0 ? gap : std::min(metric.periodS, gap);
        }
        metric.epochS.push_back(points[p].first);
        metric.values.push_back(points[p].second);
    }
    if (points.size() < 2) {
        throw BadInput{path + "/Timestamps", "needs at least 2 points: the period is told from their spacing"};
    }
    return metric;
}

} // namespace

std::vector<std::string_view> comparableMetricNames() {
    std::vector<std::string_view> out;
    for (const auto& m : kMetrics) {
        if (m.field) {
            out.push_back(m.name);
        }
    }
    return out;
}

std::optional<double> metricValue(const ThrottleMetrics& totals, std::string_view metric) {
    for (const auto& m : kMetrics) {
        if (m.field && m.name == metric) {
            return totals.*(m.field);
        }
    }
    return std::nullopt;
}

std::optional<ImportProblem> readMetricData(std::string_view json, const std::string& file, ObservedMetrics& out) {
    simdjson::dom::parser parser;
    simdjson::dom::element doc;
    const simdjson::padded_string padded(json);
    if (const auto error = parser.parse(padded).get(doc)) {
        return ImportProblem{file, 0, "/",
                             std::string("not valid JSON (") + simdjson::error_message(error) +
                                 "): a truncated file, or not the output of aws cloudwatch get-metric-data"};
    }
    ObservedMetrics read;
    try {
        const auto root = as<simdjson::dom::object>(doc, "/", "an object");
        const auto results =
            as<simdjson::dom::array>(required(root, "MetricDataResults", ""), "/MetricDataResults", "an array");
        std::size_t i = 0;
        for (const simdjson::dom::element result : results) {
            const std::string path = "/MetricDataResults/" + std::to_string(i++);
            bool known = false;
            ObservedMetric metric = readResult(result, path, read, known);
            if (!known) {
                read.notes.push_back("\"" + metric.label +
                                     "\" skipped: not a table metric the simulator counts (name the query by Label "
                                     "or Id after one, e.g. ConsumedWriteCapacityUnits)");
                continue;
            }
            read.metrics.push_back(std::move(metric));
        }
    } catch (const BadInput& bad) {
        return ImportProblem{file, 0, bad.path, bad.message};
    }
    if (read.metrics.empty()) {
        std::string names;
        for (const auto name : comparableMetricNames()) {
            names += (names.empty() ? "" : ", ") + std::string(name);
        }
        return ImportProblem{file, 0, "/MetricDataResults", "no metric the simulator counts (" + names + ")"};
    }
    out = std::move(read);
    return std::nullopt;
}

std::optional<ImportProblem> loadMetricDataFile(const std::string& path, ObservedMetrics& out) {
    simdjson::padded_string text;
    std::uint64_t done = 0;
    std::string error;
    if (readJsonFile(path, text, done, 0, {}, error) != JsonFileRead::Read) {
        return ImportProblem{path, 0, "", error};
    }
    return readMetricData(std::string_view(text.data(), text.size()), path, out);
}

namespace {

std::int64_t firstObservedEpochS(const ObservedMetrics& observed) {
    std::int64_t first = 0;
    bool any = false;
    for (const auto& metric : observed.metrics) {
        if (!metric.epochS.empty()) {
            first = any ? std::min(first, metric.epochS.front()) : metric.epochS.front();
            any = true;
        }
    }
    return first;
}

} // namespace

std::uint64_t metricSampleEveryS(const ObservedMetrics& observed) {
    const std::int64_t first = firstObservedEpochS(observed);
    std::int64_t every = 0;
    for (const auto& metric : observed.metrics) {
        every = std::gcd(every, metric.periodS);
        for (const std::int64_t at : metric.epochS) {
            every = std::gcd(every, at - first);
        }
    }
    return every > 0 ? static_cast<std::uint64_t>(every) : 60;
}

std::vector<MetricComparison> compareObserved(const ObservedMetrics& observed, const MetricSamples& samples) {
    const std::int64_t first = firstObservedEpochS(observed);
    auto totalsAt = [&](std::uint64_t ticks) -> const ThrottleMetrics* {
        const auto it = std::lower_bound(samples.begin(), samples.end(), ticks,
                                         [](const auto& sample, std::uint64_t t) { return sample.first < t; });
        return it != samples.end() && it->first == ticks ? &it->second : nullptr;
    };
    std::vector<MetricComparison> out;
    for (const auto& metric : observed.metrics) {
        MetricComparison comparison;
        comparison.metric = metric.metric;
        comparison.periodS = metric.periodS;
        double errors = 0;
        for (std::size_t i = 0; i < metric.epochS.size(); ++i) {
            const auto start = static_cast<std::uint64_t>(metric.epochS[i] - first);
            const ThrottleMetrics* before = totalsAt(start);
            const ThrottleMetrics* after = totalsAt(start + static_cast<std::uint64_t>(metric.periodS));
            if (!before || !after) {
                continue;
            }
            const double simulated = *metricValue(*after, metric.metric) - *metricValue(*before, metric.metric);
            comparison.points.push_back({static_cast<std::int64_t>(start), metric.values[i], simulated});
            errors += std::abs(metric.values[i] - simulated);
        }
        comparison.meanAbsError =
            comparison.points.empty() ? 0 : errors / static_cast<double>(comparison.points.size());
        out.push_back(std::move(comparison));
    }
    return out;
}

ObservedComparison::ObservedComparison(ObservedMetrics observed) : m_observed(std::move(observed)) {
    const std::int64_t first = firstObservedEpochS(m_observed);
    for (const auto& metric : m_observed.metrics) {
        for (const std::int64_t at : metric.epochS) {
            m_neededTicks.push_back(static_cast<std::uint64_t>(at - first));
            m_neededTicks.push_back(static_cast<std::uint64_t>(at - first + metric.periodS));
        }
    }
    std::sort(m_neededTicks.begin(), m_neededTicks.end());
    m_neededTicks.erase(std::unique(m_neededTicks.begin(), m_neededTicks.end()), m_neededTicks.end());
}

bool ObservedComparison::wantsSample(std::uint64_t ticks) const noexcept {
    return std::binary_search(m_neededTicks.begin(), m_neededTicks.end(), ticks);
}

void ObservedComparison::sample(std::uint64_t ticks, const ThrottleMetrics& totals) {
    m_samples.emplace_back(ticks, totals);
}

void runForComparison(TableSimulator& simulator, ObservedComparison& comparison) {
    if (simulator.nowS() == 0) {
        comparison.sample(0, simulator.snapshot().metrics);
    }
    while (simulator.step()) {
        if (comparison.wantsSample(simulator.nowS())) {
            comparison.sample(simulator.nowS(), simulator.snapshot().metrics);
        }
    }
}

} // namespace partiscope
