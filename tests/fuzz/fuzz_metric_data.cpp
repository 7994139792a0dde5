// libFuzzer target for the get-metric-data reader (simulate --observed). Checks: a problem has a message and a JSON
// path, or every metric read has as many values as timestamps, in increasing time order, a positive period no
// larger than any gap, and values that are finite and not negative; the comparison against a short simulation
// never yields a point past its duration.
#include "fuzz_support.h"
#include "partiscope/metric_data.h"

#include <cmath>
#include <cstdint>
#include <string>

using namespace partiscope;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ObservedMetrics observed;
    if (auto problem = readMetricData(text, "m.json", observed)) {
        FUZZ_CHECK(!problem->message.empty());
        FUZZ_CHECK(!problem->jsonPath.empty());
        FUZZ_CHECK(observed.metrics.empty());
        return 0;
    }
    FUZZ_CHECK(!observed.metrics.empty());
    for (const auto& metric : observed.metrics) {
        FUZZ_CHECK(metricValue(ThrottleMetrics{}, metric.metric).has_value());
        FUZZ_CHECK(metric.epochS.size() == metric.values.size());
        FUZZ_CHECK(metric.epochS.size() >= 2);
        FUZZ_CHECK(metric.periodS > 0);
        for (std::size_t i = 0; i < metric.values.size(); ++i) {
            FUZZ_CHECK(std::isfinite(metric.values[i]) && metric.values[i] >= 0);
            if (i > 0) {
                FUZZ_CHECK(metric.epochS[i] - metric.epochS[i - 1] >= metric.periodS);
            }
        }
    }
    // Lined up with a short simulation only when the timestamps are close together (a comparison samples every
    // common period, so far-apart years would only cost time here).
    std::int64_t first = observed.metrics[0].epochS.front();
    std::int64_t last = first;
    for (const auto& metric : observed.metrics) {
        first = std::min(first, metric.epochS.front());
        last = std::max(last, metric.epochS.back());
    }
    if (last - first > 86400) {
        return 0;
    }
    Scenario scenario;
    std::string error;
    FUZZ_CHECK(parseScenario(R"({"version": 2, "table": {"rcu": 10, "wcu": 10},
        "workload": {"duration_s": 600, "writes_per_s": 20, "keys": [{"key": "A"}]}})",
                             scenario, error));
    auto simulator = TableSimulator::create(scenario, error);
    FUZZ_CHECK(simulator != nullptr);
    ObservedComparison comparison(observed);
    runForComparison(*simulator, comparison);
    for (const auto& result : comparison.results()) {
        for (const auto& point : result.points) {
            FUZZ_CHECK(point.t >= 0 && point.t + result.periodS <= 600);
        }
    }
    return 0;
}
