#include "throttle_timeline.h"

#include "series_downsampler.h"

#include <partiscope/dynamodb_limits.h>

#include <algorithm>
#include <numeric>

namespace partiscope::ui {

namespace {

// The simulator's own test for "this partition throttled in this tick" (core/src/simulator.cpp), so the
// timeline's first throttle is the core's firstThrottleS to the second.
constexpr double kThrottleEpsilon = 1e-9;

// About one point per pixel column of a wide chart; downsampleForPlot() fits each frame to the real width.
constexpr std::size_t kMaxPointsPerSeries = 1024;
// With thousands of partitions, full-resolution series would cost hundreds of MB; past this budget of
// stored values the per-series resolution drops (never below kMinPointsPerSeries).
constexpr std::size_t kPointBudget = 4'000'000;
constexpr std::size_t kMinPointsPerSeries = 64;
constexpr std::size_t kSeriesPerTrace = 6;

const FlowTick& flowOf(const PartitionTick& tick, CapacityDirection direction) {
    return direction == CapacityDirection::Writes ? tick.writes : tick.reads;
}

QList<QPointF> toPoints(const PeakSeries& series) {
    QList<QPointF> points;
    const auto& values = series.points();
    points.reserve(static_cast<qsizetype>(values.size()));
    const auto step = static_cast<double>(series.ticksPerPoint());
    for (std::size_t i = 0; i < values.size(); ++i) {
        points.append(QPointF(static_cast<double>(i) * step, static_cast<double>(values[i])));
    }
    return points;
}

// Adds @p series point by point into @p sum. All traces hold the same number of points (late partitions
// are back-filled with zeros), so point i covers the same seconds everywhere.
void addInto(std::vector<double>& sum, const PeakSeries& series) {
    const auto& values = series.points();
    if (sum.size() < values.size()) {
        sum.resize(values.size(), 0.0);
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        sum[i] += values[i];
    }
}

QList<QPointF> sumToPoints(const std::vector<double>& sum, std::uint64_t ticksPerPoint) {
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(sum.size()));
    for (std::size_t i = 0; i < sum.size(); ++i) {
        points.append(QPointF(static_cast<double>(i * ticksPerPoint), sum[i]));
    }
    return points;
}

// A point stands for the seconds from its x to the next point's, drawn as a line from x: the last one would
// stop at the start of its interval, up to ticksPerPoint seconds short of the partition x time map, which
// paints that interval whole. One more point at the end closes it.
void closeAt(QList<QPointF>& points, double endS) {
    if (!points.isEmpty() && endS > points.back().x()) {
        const double lastY = points.back().y();
        points.append(QPointF(endS, lastY));
    }
}

double maxY(const QList<QPointF>& points) {
    double peak = 0;
    for (const auto& point : points) {
        peak = std::max(peak, point.y());
    }
    return peak;
}

} // namespace

CapacityDirection timelineDirectionFor(const Scenario& scenario) noexcept {
    const WorkloadSpec& workload = scenario.workload;
    bool writes = workload.writesPerS > 0;
    for (const auto& step : workload.profile) {
        writes = writes || step.writesPerS.value_or(0) > 0;
    }
    bool reads = workload.readsPerS > 0;
    for (const auto& step : workload.profile) {
        reads = reads || step.readsPerS.value_or(0) > 0;
    }
    return !writes && reads ? CapacityDirection::Reads : CapacityDirection::Writes;
}

ThrottleTimeline::ThrottleTimeline(std::uint64_t durationS, CapacityDirection direction,
                                   std::uint32_t initialPartitions)
    : m_durationS(durationS), m_direction(direction) {
    const std::size_t partitions = std::max<std::size_t>(1, initialPartitions);
    m_pointsPerSeries =
        std::clamp(kPointBudget / (kSeriesPerTrace * partitions), kMinPointsPerSeries, kMaxPointsPerSeries);
    m_traces.reserve(partitions);
    for (std::size_t i = 0; i < initialPartitions; ++i) {
        m_traces.emplace_back(m_pointsPerSeries);
    }
}

std::uint64_t ThrottleTimeline::ticksPerPoint() const noexcept {
    return m_traces.empty() ? 1 : m_traces.front().consumed.ticksPerPoint();
}

TimelineStartScale timelineStartScale(const Scenario& scenario, CapacityDirection direction,
                                      std::uint32_t partitions) noexcept {
    const bool writes = direction == CapacityDirection::Writes;
    const double ceiling = writes ? limits::kPartitionMaxWcu : limits::kPartitionMaxRcu;
    TimelineStartScale scale;
    if (scenario.table.mode != CapacityMode::Provisioned || partitions == 0) {
        scale.capacity = ceiling;
        return scale;
    }
    const double share = (writes ? scenario.table.wcu : scenario.table.rcu) / static_cast<double>(partitions);
    scale.capacity = std::min(share, ceiling);
    scale.burstTokens = scenario.capacity.burst ? limits::kBurstWindowS * share : 0.0;
    return scale;
}

double ThrottleTimeline::ceiling() const noexcept {
    return m_direction == CapacityDirection::Writes ? limits::kPartitionMaxWcu : limits::kPartitionMaxRcu;
}

PartitionTrace& ThrottleTimeline::traceFor(std::uint32_t partition) {
    while (m_traces.size() <= partition) {
        // A partition born from a split: zeros for the seconds before it existed, so its points line up
        // with everyone else's (PeakSeries merges by count of values, not by time).
        PartitionTrace& trace = m_traces.emplace_back(m_pointsPerSeries);
        for (std::uint64_t s = 0; s < m_nowS; ++s) {
            for (PeakSeries* series : {&trace.consumed, &trace.allocated, &trace.throttled, &trace.burst,
                                       &trace.utilisation, &trace.throttledRequests}) {
                series->add(0.0F);
            }
        }
    }
    return m_traces[partition];
}

void ThrottleTimeline::addTick(std::uint64_t atS, const std::vector<PartitionTick>& partitions) {
    // Every trace gets exactly one value per tick, even a partition missing from this tick's list.
    for (std::size_t i = 0; i < partitions.size(); ++i) {
        traceFor(partitions[i].partition);
    }
    std::vector<bool> seen(m_traces.size(), false);
    for (const auto& tick : partitions) {
        const FlowTick& flow = flowOf(tick, m_direction);
        PartitionTrace& trace = m_traces[tick.partition];
        seen[tick.partition] = true;
        trace.consumed.add(static_cast<float>(flow.served));
        trace.allocated.add(static_cast<float>(flow.allocated));
        if (const double allocated = static_cast<float>(flow.allocated); allocated > 0) { // as the series stores it
            m_smallestAllocation = std::min(m_smallestAllocation.value_or(allocated), allocated);
            m_largestAllocation = std::max(m_largestAllocation.value_or(allocated), allocated);
        }
        trace.throttled.add(static_cast<float>(flow.throttled));
        trace.burst.add(static_cast<float>(flow.burstLevel));
        trace.utilisation.add(static_cast<float>(std::clamp(flow.served / ceiling(), 0.0, 1.0)));
        trace.throttledRequests.add(static_cast<float>(flow.throttledRequests));
        trace.totalConsumed += flow.served;
        trace.totalThrottledRequests += flow.throttledRequests;
        // Either direction counts as throttling, as in the simulator's first-throttle bookkeeping.
        const bool throttling = tick.writes.throttled > kThrottleEpsilon || tick.reads.throttled > kThrottleEpsilon;
        if (throttling && !trace.throttlingNow) {
            m_onsets.push_back({atS, tick.partition});
            if (!trace.firstThrottleS) {
                trace.firstThrottleS = atS;
            }
        }
        trace.throttlingNow = throttling;
    }
    for (std::size_t i = 0; i < seen.size(); ++i) {
        if (!seen[i]) {
            PartitionTrace& trace = m_traces[i];
            for (PeakSeries* series : {&trace.consumed, &trace.allocated, &trace.throttled, &trace.burst,
                                       &trace.utilisation, &trace.throttledRequests}) {
                series->add(0.0F);
            }
            trace.throttlingNow = false;
        }
    }
    m_nowS = atS + 1;
}

std::optional<std::uint64_t> ThrottleTimeline::firstThrottleS() const noexcept {
    std::optional<std::uint64_t> first;
    for (const auto& trace : m_traces) {
        if (trace.firstThrottleS && (!first || *trace.firstThrottleS < *first)) {
            first = trace.firstThrottleS;
        }
    }
    return first;
}

std::vector<std::uint32_t> ThrottleTimeline::hottestPartitions(std::size_t count) const {
    std::vector<std::uint32_t> order(m_traces.size());
    std::iota(order.begin(), order.end(), 0U);
    std::stable_sort(order.begin(), order.end(), [this](std::uint32_t a, std::uint32_t b) {
        return m_traces[a].totalConsumed > m_traces[b].totalConsumed;
    });
    order.resize(std::min(count, order.size()));
    return order;
}

void downsampleForPlot(TimelineCurves& curves, int plotColumns) {
    if (plotColumns <= 0) {
        return;
    }
    const double end = std::max(1.0, curves.durationS);
    // Lines: the lowest and highest point of every two pixels, so about one point per pixel. QtCharts' cost
    // grows with the points it strokes (2 per pixel column missed the frame budget), and within two pixels
    // min and max still draw the same vertical extent, so a one-second spike keeps its full height.
    const int lineColumns = std::max(1, plotColumns / 2);
    auto reduce = [&](QList<QPointF>& points) {
        points = downsampleMinMax(points, 0.0, end, lineColumns);
        dropFlatInteriorPoints(points);
    };
    for (TimelineCurve& curve : curves.curves) {
        reduce(curve.consumed);
        reduce(curve.allocated);
    }
    reduce(curves.throttled);
    reduce(curves.hottestBurst);
    // Markers are about 11 px wide: more than one lowest and one highest per marker width only overdraws.
    const int markerColumns = std::max(1, plotColumns / kMarkerWidthPx);
    curves.throttleOnsets = downsampleMinMax(curves.throttleOnsets, 0.0, end, markerColumns);
    curves.splitsS = downsampleEvents(curves.splitsS, 0.0, end, markerColumns);
}

TimelineCurves timelineCurves(const ThrottleTimeline& timeline, std::size_t topN, int plotColumns) {
    TimelineCurves out;
    out.nowS = static_cast<double>(timeline.nowS());
    out.durationS = static_cast<double>(timeline.durationS());
    out.maxCapacity = timeline.startCapacity();
    out.maxBurst = timeline.startBurst();
    const auto& traces = timeline.partitions();
    const auto hottest = timeline.hottestPartitions(topN);
    std::vector<bool> isTop(traces.size(), false);
    for (const auto partition : hottest) {
        isTop[partition] = true;
        const PartitionTrace& trace = traces[partition];
        TimelineCurve curve;
        curve.label = QStringLiteral("partition ") + QString::number(partition);
        curve.partition = partition;
        curve.consumed = toPoints(trace.consumed);
        curve.allocated = toPoints(trace.allocated);
        out.maxCapacity = std::max({out.maxCapacity, maxY(curve.consumed), maxY(curve.allocated)});
        out.curves.push_back(std::move(curve));
    }

    const std::uint64_t ticksPerPoint = timeline.ticksPerPoint();
    std::vector<double> othersConsumed;
    std::vector<double> othersAllocated;
    std::vector<double> throttled;
    std::size_t others = 0;
    for (std::size_t i = 0; i < traces.size(); ++i) {
        addInto(throttled, traces[i].throttled);
        if (!isTop[i]) {
            ++others;
            addInto(othersConsumed, traces[i].consumed);
            addInto(othersAllocated, traces[i].allocated);
        }
    }
    if (others > 0) {
        // A sum of per-interval peaks: exact at one tick per point, an upper bound once points merge.
        TimelineCurve curve;
        curve.label = QStringLiteral("other ") + QString::number(others) +
                      (others == 1 ? QStringLiteral(" partition") : QStringLiteral(" partitions"));
        curve.consumed = sumToPoints(othersConsumed, ticksPerPoint);
        curve.allocated = sumToPoints(othersAllocated, ticksPerPoint);
        out.maxCapacity = std::max({out.maxCapacity, maxY(curve.consumed), maxY(curve.allocated)});
        out.curves.push_back(std::move(curve));
    }
    out.throttled = sumToPoints(throttled, ticksPerPoint);
    out.maxCapacity = std::max(out.maxCapacity, maxY(out.throttled));
    if (!hottest.empty()) {
        out.hottestBurst = toPoints(traces[hottest.front()].burst);
        out.maxBurst = std::max(out.maxBurst, maxY(out.hottestBurst));
    }
    for (const auto& onset : timeline.throttleOnsets()) {
        const auto point = static_cast<std::size_t>(onset.atS / std::max<std::uint64_t>(1, ticksPerPoint));
        const double y = point < throttled.size() ? throttled[point] : 0.0;
        out.throttleOnsets.append(QPointF(static_cast<double>(onset.atS), y));
    }
    for (const auto& split : timeline.splits()) {
        out.splitsS.push_back(static_cast<double>(split.atS));
    }
    for (TimelineCurve& curve : out.curves) {
        closeAt(curve.consumed, out.nowS);
        closeAt(curve.allocated, out.nowS);
    }
    closeAt(out.throttled, out.nowS);
    closeAt(out.hottestBurst, out.nowS);
    downsampleForPlot(out, plotColumns);
    return out;
}

} // namespace partiscope::ui
