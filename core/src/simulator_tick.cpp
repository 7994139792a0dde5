// The simulator's per-tick flow: demand, burst and adaptive capacity, throttling, and split-for-heat.
#include "simulator_engine.h"

#include "partiscope/number_format.h"

#include <algorithm>
#include <cmath>

namespace partiscope {

using namespace sim;

void TableSimulator::Engine::recomputeWeights(Partition& p) const {
    double writes = 0;
    double reads = 0;
    double rcu = 0;
    for (const auto& slice : p.slices) {
        const auto& key = keys[slice.key];
        writes += key.writeShare * slice.fraction;
        reads += key.readQueries * slice.fraction;
        rcu += key.readQueries * key.rcuPerQuery * slice.fraction;
    }
    p.writes.weight = writes;
    p.writes.unitsPerRequest = wcuPerWrite;
    p.reads.weight = reads;
    p.reads.unitsPerRequest = reads > 0 ? rcu / reads : rcuPerRead;
}

void TableSimulator::Engine::updateRates() {
    const auto& w = scenario.workload;
    while (profileIndex < w.profile.size() && w.profile[profileIndex].atS <= static_cast<double>(now)) {
        const auto& step = w.profile[profileIndex];
        if (step.writesPerS) {
            writeRate = *step.writesPerS;
        }
        if (step.readsPerS) {
            readRate = *step.readsPerS;
        }
        ++profileIndex;
    }
}

bool TableSimulator::Engine::step() {
    if (now >= scenario.workload.durationS) {
        return false;
    }
    updateRates();
    const std::size_t count = partitions.size();
    const auto& cap = scenario.capacity;
    const bool provisioned = !onDemand();
    const bool adaptive = provisioned && cap.adaptive != AdaptiveMode::Off;
    const bool burst = provisioned && cap.burst;

    // Pass 1: demand and the part each partition's own allocation covers.
    thread_local std::vector<double> levelScratch;
    levelScratch.resize(count * levels * 2);
    double baseR = 0;
    double baseW = 0;
    double needR = 0;
    double needW = 0;
    double demandR = 0; // all partitions, each capped at its ceiling: what the table is asked for
    double demandW = 0;
    for (std::size_t i = 0; i < count; ++i) {
        Partition& p = partitions[i];
        gatherRequests(p.reads, readRate, &levelScratch[(2 * i) * levels]);
        gatherRequests(p.writes, writeRate, &levelScratch[(2 * i + 1) * levels]);
        if (provisioned) {
            p.reads.base = std::min({p.reads.demand, p.reads.allocated, ceilingR});
            p.writes.base = std::min({p.writes.demand, p.writes.allocated, ceilingW});
        } else {
            p.reads.base = std::min(p.reads.demand, ceilingR);
            p.writes.base = std::min(p.writes.demand, ceilingW);
        }
        p.reads.need = std::min(p.reads.demand, ceilingR) - p.reads.base;
        p.writes.need = std::min(p.writes.demand, ceilingW) - p.writes.base;
        baseR += p.reads.base;
        baseW += p.writes.base;
        demandR += p.reads.base + p.reads.need;
        demandW += p.writes.base + p.writes.need;
        if (cap.adaptive == AdaptiveMode::Instant || p.adaptiveOn) {
            needR += p.reads.need;
            needW += p.writes.need;
        }
    }

    // Adaptive capacity: unused provisioned capacity of the table, lent to partitions that need
    // more than their share (never beyond the table total or a partition's ceiling).
    double grantR = 0;
    double grantW = 0;
    if (adaptive) {
        const double poolR = std::max(0.0, scenario.table.rcu - baseR);
        const double poolW = std::max(0.0, scenario.table.wcu - baseW);
        grantR = needR > 0 ? std::min(1.0, poolR / needR) : 0;
        grantW = needW > 0 ? std::min(1.0, poolW / needW) : 0;
    }

    // On-demand: the table serves up to 2x the matured peak (at least the warm throughput).
    double scaleR = 1;
    double scaleW = 1;
    if (!provisioned) {
        if (now >= kPeakMaturityS) {
            // What was served kPeakMaturityS ago now counts as the previous peak.
            const std::size_t slot = now % kPeakMaturityS;
            maturedPeakR = std::max(maturedPeakR, servedHistoryR[slot]);
            maturedPeakW = std::max(maturedPeakW, servedHistoryW[slot]);
        }
        const double limitR =
            std::max(limits::kOnDemandInitialRcu, 2.0 * std::max(scenario.table.previousPeakRcu, maturedPeakR));
        const double limitW =
            std::max(limits::kOnDemandInitialWcu, 2.0 * std::max(scenario.table.previousPeakWcu, maturedPeakW));
        scaleR = baseR > limitR ? limitR / baseR : 1.0;
        scaleW = baseW > limitW ? limitW / baseW : 1.0;
    }

    // Over the table's capacity, a partition's throttling is the table's; within it, the partition's share.
    const bool tableFullR = provisioned && demandR > scenario.table.rcu + 1e-9;
    const bool tableFullW = provisioned && demandW > scenario.table.wcu + 1e-9;

    double servedR = 0;
    double servedW = 0;
    // Tick-local sums, folded into the run totals once per tick: accumulating straight into
    // members makes every partition wait on a store-to-load chain.
    ThrottleMetrics sums;
    double failedNow = 0;
    for (std::size_t i = 0; i < count; ++i) {
        Partition& p = partitions[i];
        PartitionTick& tick = lastTick[i];
        tick.partition = static_cast<std::uint32_t>(i);
        const bool eligible = cap.adaptive == AdaptiveMode::Instant || p.adaptiveOn;
        bool throttledNow = false;
        auto serve = [&](Flow& flow, FlowTick& out, double ceiling, double grant, double scale, double* levelRequests,
                         bool isRead) {
            double served = flow.base * scale;
            double remainingNeed = flow.need;
            if (adaptive && eligible) {
                const double extra = remainingNeed * grant;
                served += extra;
                remainingNeed -= extra;
            }
            double fromBurst = 0;
            if (burst && remainingNeed > 0) {
                fromBurst = std::min(remainingNeed, flow.tokens);
                served += fromBurst;
            }
            if (burst) {
                flow.tokens =
                    std::min(flow.tokenCap, flow.tokens - fromBurst + std::max(0.0, flow.allocated - flow.demand));
            }
            const double throttled = std::max(0.0, flow.demand - served);
            out.demand = flow.demand;
            out.served = served;
            out.throttled = throttled;
            out.allocated = provisioned ? flow.allocated : ceiling;
            out.burstLevel = flow.tokens;
            auto& totals = p.totals;
            (isRead ? totals.readRequests : totals.writeRequests) += flow.demand;
            (isRead ? totals.readsServed : totals.writesServed) += served;
            (isRead ? sums.consumedReadCapacityUnits : sums.consumedWriteCapacityUnits) += served;
            if (throttled <= 0) {
                // The common case: everything served. Skip the per-cause accounting and retries.
                out.keyRangeThrottled = 0;
                out.provisionedThrottled = 0;
                out.throttledRequests = 0;
                return served;
            }
            out.keyRangeThrottled = std::min(throttled, std::max(0.0, flow.demand - ceiling));
            out.provisionedThrottled = throttled - out.keyRangeThrottled;
            const double share = throttled / flow.demand;
            const double throttledRequests = flow.requests * share;
            out.throttledRequests = throttledRequests;
            const double upr = flow.unitsPerRequest > 0 ? flow.unitsPerRequest : 1.0;
            scheduleRetries(flow, levelRequests, share, failedNow);
            (isRead ? totals.readsThrottled : totals.writesThrottled) += throttled;
            (isRead ? sums.readThrottleEvents : sums.writeThrottleEvents) += throttledRequests;
            (isRead ? sums.readKeyRangeThroughputThrottleEvents : sums.writeKeyRangeThroughputThrottleEvents) +=
                out.keyRangeThrottled / upr;
            if (provisioned) {
                (isRead ? sums.readProvisionedThroughputThrottleEvents
                        : sums.writeProvisionedThroughputThrottleEvents) += out.provisionedThrottled / upr;
                if (isRead ? tableFullR : tableFullW) {
                    (isRead ? sums.readTableCapacityThrottleEvents : sums.writeTableCapacityThrottleEvents) +=
                        out.provisionedThrottled / upr;
                }
            } else {
                sums.onDemandScalingThrottleEvents += out.provisionedThrottled / upr;
            }
            sums.throttledRequests += throttledRequests;
            // Ignore fluid dust (1e-9 of a unit) when deciding "did it throttle".
            if (throttled > 1e-9) {
                throttledNow = true;
            }
            return served;
        };
        servedR += serve(p.reads, tick.reads, ceilingR, grantR, scaleR, &levelScratch[(2 * i) * levels], true);
        servedW += serve(p.writes, tick.writes, ceilingW, grantW, scaleW, &levelScratch[(2 * i + 1) * levels], false);

        if (throttledNow) {
            if (!p.totals.firstThrottleS) {
                p.totals.firstThrottleS = now;
            }
            ++p.throttleStreak;
            if (cap.adaptive == AdaptiveMode::Delayed && static_cast<double>(p.throttleStreak) >= cap.adaptiveDelayS) {
                p.adaptiveOn = true;
            }
        } else {
            p.throttleStreak = 0;
        }
        // Split-for-heat reacts to a partition running near its physical ceiling; being above the
        // provisioned share alone is what adaptive capacity is for (and halving the share in a
        // split would not change that ratio).
        const bool hot = tick.reads.keyRangeThrottled > 1e-9 || tick.writes.keyRangeThrottled > 1e-9 ||
                         p.reads.demand > kHotShareOfCeiling * ceilingR ||
                         p.writes.demand > kHotShareOfCeiling * ceilingW;
        p.hotStreak = hot ? p.hotStreak + 1 : 0;
        if (cap.splitForHeat && hot && static_cast<double>(p.hotStreak) >= cap.splitAfterS && !p.splitBlocked) {
            splitCandidates.push_back(static_cast<std::uint32_t>(i));
        }
    }

    metrics.readThrottleEvents += sums.readThrottleEvents;
    metrics.writeThrottleEvents += sums.writeThrottleEvents;
    metrics.throttledRequests += sums.throttledRequests;
    metrics.readKeyRangeThroughputThrottleEvents += sums.readKeyRangeThroughputThrottleEvents;
    metrics.writeKeyRangeThroughputThrottleEvents += sums.writeKeyRangeThroughputThrottleEvents;
    metrics.readProvisionedThroughputThrottleEvents += sums.readProvisionedThroughputThrottleEvents;
    metrics.writeProvisionedThroughputThrottleEvents += sums.writeProvisionedThroughputThrottleEvents;
    metrics.consumedReadCapacityUnits += sums.consumedReadCapacityUnits;
    metrics.consumedWriteCapacityUnits += sums.consumedWriteCapacityUnits;
    metrics.onDemandScalingThrottleEvents += sums.onDemandScalingThrottleEvents;
    metrics.readTableCapacityThrottleEvents += sums.readTableCapacityThrottleEvents;
    metrics.writeTableCapacityThrottleEvents += sums.writeTableCapacityThrottleEvents;
    failed += failedNow;

    if (!provisioned) {
        const std::size_t slot = now % kPeakMaturityS;
        servedHistoryR[slot] = servedR;
        servedHistoryW[slot] = servedW;
    }

    // Split after the loop: a split appends a partition and may reallocate the vector.
    for (const std::uint32_t index : splitCandidates) {
        trySplit(index);
    }
    splitCandidates.clear();
    ++now;
    return true;
}

double TableSimulator::Engine::sliceHeat(const Slice& slice) const {
    // Contributor Insights' ConsumedThroughputUnits weighting: 3 x WCU + RCU.
    const auto& key = keys[slice.key];
    return slice.fraction *
           (3.0 * writeRate * key.writeShare * wcuPerWrite + readRate * key.readQueries * key.rcuPerQuery);
}

void TableSimulator::Engine::blockSplit(std::uint32_t index, std::string reason) {
    partitions[index].splitBlocked = true;
    splits.push_back({now, index, kNoPartition, std::move(reason)});
}

void TableSimulator::Engine::trySplit(std::uint32_t index) {
    Partition& p = partitions[index];
    if (scenario.table.hasLsi()) {
        blockSplit(index, "lsi: item collections never split");
        return;
    }
    if (!onDemand() && scenario.table.streams) {
        blockSplit(index, "streams: isolation is unavailable on provisioned tables with Streams");
        return;
    }
    if (partitions.size() >= kMaxPartitions) {
        blockSplit(index, "partition limit of the simulator reached");
        return;
    }
    if (p.slices.empty()) {
        p.hotStreak = 0;
        return;
    }
    std::vector<double> heat(p.slices.size());
    double total = 0;
    std::size_t hottest = 0;
    for (std::size_t i = 0; i < p.slices.size(); ++i) {
        heat[i] = sliceHeat(p.slices[i]);
        total += heat[i];
        if (heat[i] > heat[hottest]) {
            hottest = i;
        }
    }
    const SortKeyShape hottestShape = keys[p.slices[hottest].key].sortKey;
    if (hottestShape == SortKeyShape::Monotonic) {
        blockSplit(index, "monotonic sort key: new writes always land at the end of the range");
        return;
    }
    std::vector<Slice> left;
    std::vector<Slice> right;
    // Cut at the traffic median, keeping the slices in hash order.
    double running = 0;
    std::size_t cut = 0;
    double bestImbalance = total;
    for (std::size_t c = 1; c < p.slices.size(); ++c) {
        running += heat[c - 1];
        const double imbalance = std::fabs(total - 2.0 * running);
        if (imbalance < bestImbalance) {
            bestImbalance = imbalance;
            cut = c;
        }
    }
    const bool dominant = heat[hottest] > 0.5 * total;
    if ((cut == 0 || dominant) && hottestShape == SortKeyShape::Random) {
        // One item collection carries most of the heat: split it by sort-key range.
        for (std::size_t i = 0; i < p.slices.size(); ++i) {
            Slice s = p.slices[i];
            if (i == hottest) {
                s.fraction /= 2;
                left.push_back(s);
                right.push_back(s);
            } else if (i < hottest) {
                left.push_back(s);
            } else {
                right.push_back(s);
            }
        }
    } else if (cut == 0) {
        blockSplit(index, "single item: one item cannot be split (capped at " +
                              groupedNumber(limits::kPartitionMaxRcu) + " RCU / " +
                              groupedNumber(limits::kPartitionMaxWcu) + " WCU)");
        return;
    } else {
        left.assign(p.slices.begin(), p.slices.begin() + static_cast<std::ptrdiff_t>(cut));
        right.assign(p.slices.begin() + static_cast<std::ptrdiff_t>(cut), p.slices.end());
    }
    const auto child = static_cast<std::uint32_t>(partitions.size());
    Partition next;
    next.slices = std::move(right);
    p.slices = std::move(left);
    for (Flow* flow : {&p.reads, &p.writes}) {
        // Children share the parent's allocation and burst bucket equally (as size splits do).
        flow->allocated /= 2;
        flow->tokens /= 2;
        flow->tokenCap /= 2;
    }
    next.reads = p.reads;
    next.writes = p.writes;
    std::fill(next.reads.retryRing.begin(), next.reads.retryRing.end(), 0.0);
    std::fill(next.writes.retryRing.begin(), next.writes.retryRing.end(), 0.0);
    p.hotStreak = 0;
    p.throttleStreak = 0;
    next.adaptiveOn = p.adaptiveOn;
    next.totals.index = child;
    next.totals.parent = index;
    recomputeWeights(p);
    recomputeWeights(next);
    partitions.push_back(std::move(next));
    lastTick.emplace_back();
    splits.push_back({now, index, child, "heat"});
}

} // namespace partiscope
