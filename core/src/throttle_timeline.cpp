#include "partiscope/throttle_timeline.h"

#include "partiscope/dynamodb_limits.h"

#include <algorithm>
#include <numeric>

namespace partiscope {

namespace {

// The simulator's own test for "this partition throttled in this tick" (core/src/simulator_tick.cpp), so the
// timeline's first throttle is the core's firstThrottleS to the second.
constexpr double kThrottleEpsilon = 1e-9;

// About one point per pixel column of a wide chart; the app fits each frame to the real width.
constexpr std::size_t kMaxPointsPerSeries = 1024;
// With thousands of partitions, full-resolution series would cost hundreds of MB; past the budget of stored
// values (kTimelinePointBudget) the per-series resolution drops (never below kMinPointsPerSeries).
constexpr std::size_t kMinPointsPerSeries = 64;
constexpr std::size_t kSeriesPerTrace = 6;

const FlowTick& flowOf(const PartitionTick& tick, CapacityDirection direction) {
    return direction == CapacityDirection::Writes ? tick.writes : tick.reads;
}

} // namespace

void PeakSeries::add(float value) {
    if (!m_points.empty() && m_pending < m_ticksPerPoint) {
        float& last = m_points.back();
        last = std::max(last, value);
        ++m_pending;
        return;
    }
    if (m_points.size() == m_capacity) {
        // Halve the resolution: each new point is the max of two old ones, so peaks survive.
        const std::size_t half = m_points.size() / 2;
        for (std::size_t i = 0; i < half; ++i) {
            m_points[i] = std::max(m_points[2 * i], m_points[2 * i + 1]);
        }
        m_points.resize(half);
        m_ticksPerPoint *= 2;
        // The last merged point may still have room (it is always full here, capacity being even).
    }
    m_points.push_back(value);
    m_pending = 1;
}

PeakSeries PeakSeries::zerosLike(const PeakSeries& other) {
    PeakSeries zeros = other;
    std::fill(zeros.m_points.begin(), zeros.m_points.end(), 0.0F);
    return zeros;
}

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
                                   std::uint32_t initialPartitions, TimelineDetail detail, std::size_t pointBudget)
    : m_durationS(durationS), m_direction(direction), m_detail(detail) {
    if (detail == TimelineDetail::TableOnly) {
        return;
    }
    const std::size_t partitions = std::max<std::size_t>(1, initialPartitions);
    m_pointsPerSeries =
        std::clamp(pointBudget / (kSeriesPerTrace * partitions), kMinPointsPerSeries, kMaxPointsPerSeries);
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
    const double ceiling = partitionCeiling(direction);
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

TimelineStartScale timelineStartScale(const Scenario& scenario, const GsiSpec& index, CapacityDirection direction,
                                      std::uint32_t partitions) noexcept {
    // The index as a table of its own: its capacity, its mode (unset: the table's), the run's burst setting.
    Scenario asTable;
    asTable.table.mode = index.mode.value_or(scenario.table.mode);
    asTable.table.rcu = index.rcu;
    asTable.table.wcu = index.wcu;
    asTable.capacity.burst = scenario.capacity.burst;
    return timelineStartScale(asTable, direction, partitions);
}

double partitionCeiling(CapacityDirection direction) noexcept {
    return direction == CapacityDirection::Writes ? limits::kPartitionMaxWcu : limits::kPartitionMaxRcu;
}

double ThrottleTimeline::ceiling() const noexcept {
    return partitionCeiling(m_direction);
}

PartitionTrace& ThrottleTimeline::traceFor(std::uint32_t partition) {
    while (m_traces.size() <= partition) {
        // A partition born from a split: zeros for the seconds before it existed, so its points line up
        // with everyone else's (PeakSeries merges by count of values, not by time). Every trace took one value
        // per second so far, so the first one's series shaped with zeros are those (a value per second for
        // six series was tens of milliseconds of a frame late in a day's run that splits).
        if (!m_traces.empty()) {
            const PartitionTrace& first = m_traces.front();
            PartitionTrace trace(m_pointsPerSeries);
            trace.consumed = PeakSeries::zerosLike(first.consumed);
            trace.allocated = PeakSeries::zerosLike(first.allocated);
            trace.throttled = PeakSeries::zerosLike(first.throttled);
            trace.burst = PeakSeries::zerosLike(first.burst);
            trace.utilisation = PeakSeries::zerosLike(first.utilisation);
            trace.throttledRequests = PeakSeries::zerosLike(first.throttledRequests);
            m_traces.push_back(std::move(trace));
            continue;
        }
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
    if (m_detail == TimelineDetail::TableOnly) {
        addTableTick(atS, partitions);
        return;
    }
    // Every trace gets exactly one value per tick, even a partition missing from this tick's list.
    for (std::size_t i = 0; i < partitions.size(); ++i) {
        traceFor(partitions[i].partition);
    }
    std::vector<bool> seen(m_traces.size(), false);
    TableSums sums;
    for (const auto& tick : partitions) {
        sums.add(tick);
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
            if (!m_firstThrottleS) {
                m_firstThrottleS = atS;
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
    addTableSums(atS, sums);
}

void ThrottleTimeline::TableSums::add(const PartitionTick& tick) noexcept {
    writesThrottled += tick.writes.throttled;
    readsThrottled += tick.reads.throttled;
    writeDemand += tick.writes.demand;
    writesBackPressureThrottled += tick.writes.backPressureThrottled;
}

void ThrottleTimeline::addTableTick(std::uint64_t atS, const std::vector<PartitionTick>& partitions) {
    TableSums sums;
    bool throttling = false;
    for (const auto& tick : partitions) {
        sums.add(tick);
        throttling = throttling || tick.writes.throttled > kThrottleEpsilon || tick.reads.throttled > kThrottleEpsilon;
    }
    if (throttling && !m_firstThrottleS) {
        m_firstThrottleS = atS;
    }
    addTableSums(atS, sums);
}

void ThrottleTimeline::addTableSums(std::uint64_t atS, const TableSums& sums) {
    m_table.writeThrottled.add(static_cast<float>(sums.writesThrottled));
    m_table.readThrottled.add(static_cast<float>(sums.readsThrottled));
    m_table.writeDemand.add(static_cast<float>(sums.writeDemand));
    m_table.writeBackPressureThrottled.add(static_cast<float>(sums.writesBackPressureThrottled));
    m_nowS = atS + 1;
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

} // namespace partiscope
