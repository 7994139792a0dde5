#pragma once

#include "partiscope/scenario.h"
#include "partiscope/simulator.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace partiscope {

/// @brief A downsampled time series that keeps each interval's maximum, so spikes survive.
/// Memory is bounded by `capacity` points; when full, neighbouring points merge pairwise.
class PeakSeries {
public:
    explicit PeakSeries(std::size_t capacity = 1024) : m_capacity(capacity < 2 ? 2 : capacity) {}
    void add(float value);
    [[nodiscard]] const std::vector<float>& points() const noexcept { return m_points; }
    /// Ticks covered by each point.
    [[nodiscard]] std::uint64_t ticksPerPoint() const noexcept { return m_ticksPerPoint; }
    /// @brief The series @p other would be had every value it took been 0: its points, resolution and open point
    /// depend only on how many values it took. A partition born from a split late in a long run lines up with
    /// the others at the cost of its points, not of a value per second so far.
    [[nodiscard]] static PeakSeries zerosLike(const PeakSeries& other);

private:
    std::size_t m_capacity;
    std::uint64_t m_ticksPerPoint = 1;
    std::uint64_t m_pending = 0; ///< ticks merged into the open last point
    std::vector<float> m_points;
};

/// Which capacity the timeline follows. Reads and writes are separate units (RCU vs WCU) with separate
/// ceilings, so one chart shows one of them.
enum class CapacityDirection { Writes, Reads };

/// The per-partition ceiling of @p direction: 1,000 WCU/s for writes, 3,000 RCU/s for reads.
double partitionCeiling(CapacityDirection direction) noexcept;

/// Writes, unless the scenario only reads.
CapacityDirection timelineDirectionFor(const Scenario& scenario) noexcept;

/// A partition's share of @p scenario's provisioned capacity in @p direction over @p partitions (the
/// per-partition ceiling on on-demand tables), and the burst tokens it can hold (none with burst off).
struct TimelineStartScale {
    double capacity = 0;
    double burstTokens = 0;
};
TimelineStartScale timelineStartScale(const Scenario& scenario, CapacityDirection direction,
                                      std::uint32_t partitions) noexcept;
/// The same for the GSI @p index of @p scenario: its own capacity (and mode) over its @p partitions.
TimelineStartScale timelineStartScale(const Scenario& scenario, const GsiSpec& index, CapacityDirection direction,
                                      std::uint32_t partitions) noexcept;

/// One partition's history in the followed direction, downsampled by PeakSeries so a one-second throttle
/// spike survives.
struct PartitionTrace {
    explicit PartitionTrace(std::size_t points)
        : consumed(points), allocated(points), throttled(points), burst(points), utilisation(points),
          throttledRequests(points) {}
    PeakSeries consumed;          ///< capacity units served per second
    PeakSeries allocated;         ///< the partition's provisioned share
    PeakSeries throttled;         ///< capacity units refused per second
    PeakSeries burst;             ///< burst-bucket tokens left
    PeakSeries utilisation;       ///< served / per-partition ceiling (1000 WCU or 3000 RCU), 0..1
    PeakSeries throttledRequests; ///< requests (writes or reads) refused per second
    double totalConsumed = 0;
    double totalThrottledRequests = 0; ///< requests refused so far, retries included
    std::optional<std::uint64_t> firstThrottleS;
    bool throttlingNow = false;
};

/// Points of each table-wide series: about the width of the design report's chart.
inline constexpr std::size_t kTableTracePoints = 600;

/// The whole table, both directions, tick by tick. Each point is the peak of the table's per-second sums
/// (not a sum of per-partition peaks), so the report's peak throttling is exact at any duration.
struct TableTrace {
    PeakSeries writeThrottled{kTableTracePoints}; ///< WCU/s throttled, all partitions
    PeakSeries readThrottled{kTableTracePoints};  ///< RCU/s throttled, all partitions
    PeakSeries writeDemand{kTableTracePoints};    ///< WCU/s requested, all partitions
    /// WCU/s of base-table writes refused because an index they write to throttled (GSI back-pressure), all
    /// partitions; part of writeThrottled. Zero on a table without GSIs and on an index's own timeline.
    PeakSeries writeBackPressureThrottled{kTableTracePoints};
};

/// A partition starting to throttle (it did not in the tick before): the event markers of the timeline.
struct ThrottleOnset {
    std::uint64_t atS = 0;
    std::uint32_t partition = 0;
};

/// How much a timeline keeps. A partition trace costs six series per partition per second (it quadrupled the
/// time `advise` took on 1000 partitions x 24 h), so a caller that only charts the table leaves them out.
enum class TimelineDetail {
    Partitions, ///< every partition's trace, the onsets and the allocation range too: what the app draws
    TableOnly,  ///< the table series, the time cursor and the first throttle: what the design report charts
};

/// Values a timeline's partition traces hold at most, all series together (about 16 MB): past it, the per-series
/// resolution drops. Whoever keeps several timelines (one per key space) shares it out among them.
inline constexpr std::size_t kTimelinePointBudget = 4'000'000;

/// The one timeline history of a simulation run, fed tick by tick by whoever runs the simulator: the app's
/// throttle timeline and partition x time map draw it, the design report charts its table-wide series.
/// Pure data: no threads, so the tests feed it straight from a TableSimulator.
/// Memory is bounded: every series holds at most pointsPerSeries() (table series: kTableTracePoints) points
/// whatever the duration.
class ThrottleTimeline {
public:
    ThrottleTimeline() = default;
    /// @p pointBudget: the values the partition traces may hold together (see kTimelinePointBudget).
    ThrottleTimeline(std::uint64_t durationS, CapacityDirection direction, std::uint32_t initialPartitions,
                     TimelineDetail detail = TimelineDetail::Partitions,
                     std::size_t pointBudget = kTimelinePointBudget);

    /// Appends tick @p atS (ticks must arrive in order, one per second, starting at 0).
    void addTick(std::uint64_t atS, const std::vector<PartitionTick>& partitions);
    /// The axes' scale before the first tick: a partition's provisioned share (the per-partition ceiling on
    /// on-demand tables) and its burst bucket's size, so second 0 and a reset show the run's units, not 0..1.
    void setStartScale(double capacity, double burstTokens) {
        m_startCapacity = capacity;
        m_startBurst = burstTokens;
    }
    [[nodiscard]] double startCapacity() const noexcept { return m_startCapacity; }
    [[nodiscard]] double startBurst() const noexcept { return m_startBurst; }
    /// The simulator's split list so far (it only ever grows, so the newest list replaces the old one).
    void setSplits(std::vector<SplitEvent> splits) { m_splits = std::move(splits); }

    [[nodiscard]] std::uint64_t durationS() const noexcept { return m_durationS; }
    [[nodiscard]] CapacityDirection direction() const noexcept { return m_direction; }
    [[nodiscard]] TimelineDetail detail() const noexcept { return m_detail; }
    /// Ticks ingested so far (the time cursor).
    [[nodiscard]] std::uint64_t nowS() const noexcept { return m_nowS; }
    [[nodiscard]] std::size_t pointsPerSeries() const noexcept { return m_pointsPerSeries; }
    [[nodiscard]] std::uint64_t ticksPerPoint() const noexcept;
    /// Empty with TimelineDetail::TableOnly, as are throttleOnsets() and the allocation range.
    [[nodiscard]] const std::vector<PartitionTrace>& partitions() const noexcept { return m_traces; }
    [[nodiscard]] const TableTrace& table() const noexcept { return m_table; }
    [[nodiscard]] const std::vector<ThrottleOnset>& throttleOnsets() const noexcept { return m_onsets; }
    [[nodiscard]] const std::vector<SplitEvent>& splits() const noexcept { return m_splits; }
    /// The first second any partition throttled.
    [[nodiscard]] std::optional<std::uint64_t> firstThrottleS() const noexcept { return m_firstThrottleS; }
    /// Per-partition ceiling of the followed direction.
    [[nodiscard]] double ceiling() const noexcept;
    /// The smallest and the largest allocation above 0 any partition had so far (nullopt before one had any):
    /// kept per tick, so a frame does not scan every partition's history to draw the map's scale.
    [[nodiscard]] std::optional<double> smallestAllocation() const noexcept { return m_smallestAllocation; }
    [[nodiscard]] std::optional<double> largestAllocation() const noexcept { return m_largestAllocation; }

    /// Up to @p count partitions with the most capacity consumed so far, hottest first (ties: lower index).
    [[nodiscard]] std::vector<std::uint32_t> hottestPartitions(std::size_t count) const;

private:
    PartitionTrace& traceFor(std::uint32_t partition);
    void addTableTick(std::uint64_t atS, const std::vector<PartitionTick>& partitions);
    struct TableSums {
        double writesThrottled = 0;
        double readsThrottled = 0;
        double writeDemand = 0;
        double writesBackPressureThrottled = 0;
        void add(const PartitionTick& tick) noexcept;
    };
    void addTableSums(std::uint64_t atS, const TableSums& sums);

    std::uint64_t m_durationS = 0;
    CapacityDirection m_direction = CapacityDirection::Writes;
    TimelineDetail m_detail = TimelineDetail::Partitions;
    std::size_t m_pointsPerSeries = 1024;
    std::uint64_t m_nowS = 0;
    double m_startCapacity = 0;
    double m_startBurst = 0;
    std::vector<PartitionTrace> m_traces;
    TableTrace m_table;
    std::vector<ThrottleOnset> m_onsets;
    std::vector<SplitEvent> m_splits;
    std::optional<std::uint64_t> m_firstThrottleS;
    std::optional<double> m_smallestAllocation;
    std::optional<double> m_largestAllocation;
};

} // namespace partiscope
