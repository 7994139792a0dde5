#pragma once

#include "partiscope/import/import.h"
#include "partiscope/simulator.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// @brief What CloudWatch observed (`aws cloudwatch get-metric-data`) beside what the simulation gives for the same
/// metrics and periods (`simulate --observed`, the app's timeline).
namespace partiscope {

/// @brief One metric of a get-metric-data answer, oldest point first.
struct ObservedMetric {
    std::string metric;       ///< the CloudWatch metric name it was identified as, e.g. ConsumedWriteCapacityUnits
    std::string label;        ///< Label (or Id) as in the file
    std::int64_t periodS = 0; ///< the smallest spacing of its timestamps
    std::vector<std::int64_t> epochS;
    std::vector<double> values;

    bool operator==(const ObservedMetric&) const = default;
};

struct ObservedMetrics {
    std::vector<ObservedMetric> metrics;
    /// Results skipped (a metric the simulator does not model) or incomplete (StatusCode PartialData), one
    /// sentence each.
    std::vector<std::string> notes;
};

/// @brief The DynamoDB metrics the simulator counts, by their CloudWatch names (DG "metrics-dimensions").
std::vector<std::string_view> comparableMetricNames();
/// @brief @p metric (a name of comparableMetricNames()) in @p totals: capacity units for the Consumed... metrics,
/// requests for the throttle events. nullopt for another name.
std::optional<double> metricValue(const ThrottleMetrics& totals, std::string_view metric);

/// @brief Reads the JSON of get-metric-data in @p json (from @p file, for messages). A result is identified by its
/// Label, else its Id (compared without case or underscores, so `consumed_write_capacity_units` works too).
/// On bad input returns the problem with its JSON path and leaves @p out unchanged.
std::optional<ImportProblem> readMetricData(std::string_view json, const std::string& file, ObservedMetrics& out);
std::optional<ImportProblem> loadMetricDataFile(const std::string& path, ObservedMetrics& out);

/// @brief One metric, observed and simulated per period. Alignment: the oldest observed timestamp of all metrics is
/// simulation second 0; the point at CloudWatch timestamp T covers [T, T + period) and its simulated value is the
/// sum of the simulated seconds in that span. Points past the simulated duration are left out.
struct MetricComparison {
    struct Point {
        std::int64_t t = 0; ///< seconds since the first observed timestamp (= simulation time)
        double observed = 0;
        double simulated = 0;
        bool operator==(const Point&) const = default;
    };
    std::string metric;
    std::int64_t periodS = 0;
    std::vector<Point> points;
    double meanAbsError = 0; ///< mean of |observed - simulated| over the points (0 without points)
    bool operator==(const MetricComparison&) const = default;
};

/// @brief A simulation's cumulative totals after so many seconds, in increasing time (the first after 0 s).
using MetricSamples = std::vector<std::pair<std::uint64_t, ThrottleMetrics>>;

/// @brief The seconds at which a simulation must be sampled for @p observed: every period boundary of every metric
/// is a multiple of this (the gcd of the periods and of the metrics' start offsets; 60 without metrics).
std::uint64_t metricSampleEveryS(const ObservedMetrics& observed);

/// @brief Lines @p observed up with the simulation's @p samples (see MetricComparison for the alignment); a point
/// whose period was not sampled from start to end (past the run, or not simulated yet) is left out.
std::vector<MetricComparison> compareObserved(const ObservedMetrics& observed, const MetricSamples& samples);

/// @brief Samples a running simulation for compareObserved(). Memory: one ThrottleMetrics per period boundary.
class ObservedComparison {
public:
    explicit ObservedComparison(ObservedMetrics observed);
    /// True when the totals after @p ticks seconds are needed (call sample() then).
    [[nodiscard]] bool wantsSample(std::uint64_t ticks) const noexcept;
    /// The simulation's cumulative totals after @p ticks seconds (call with 0 first, then in increasing order).
    void sample(std::uint64_t ticks, const ThrottleMetrics& totals);
    [[nodiscard]] std::vector<MetricComparison> results() const { return compareObserved(m_observed, m_samples); }
    [[nodiscard]] const ObservedMetrics& observed() const noexcept { return m_observed; }

private:
    ObservedMetrics m_observed;
    /// The seconds compareObserved() looks up (each point's start and end), sorted: sampling only these keeps a
    /// run with odd timestamps (a gcd of 1 s) from taking a snapshot every second.
    std::vector<std::uint64_t> m_neededTicks;
    MetricSamples m_samples;
};

/// @brief Runs @p simulator to its end, sampling it for @p comparison (for callers that need no ticks).
void runForComparison(TableSimulator& simulator, ObservedComparison& comparison);

} // namespace partiscope
