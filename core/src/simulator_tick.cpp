// The simulator's per-tick flow: demand, burst and adaptive capacity, on-demand limits, throttling by reason, and
// the GSIs' writes and back-pressure. Split-for-heat is in simulator_split.cpp.
#include "simulator_engine.h"

#include <algorithm>
#include <cmath>

namespace partiscope {

using namespace sim;

namespace {

constexpr std::size_t kRead = static_cast<std::size_t>(ThrottleOperation::Read);
constexpr std::size_t kWrite = static_cast<std::size_t>(ThrottleOperation::Write);

std::size_t reasonSlot(ThrottleResource resource, std::size_t operation, ThrottleLimit limit) {
    return throttlingReasonIndex({resource, static_cast<ThrottleOperation>(operation), limit});
}

void addMetrics(ThrottleMetrics& to, const ThrottleMetrics& from) {
    to.readThrottleEvents += from.readThrottleEvents;
    to.writeThrottleEvents += from.writeThrottleEvents;
    to.throttledRequests += from.throttledRequests;
    to.readKeyRangeThroughputThrottleEvents += from.readKeyRangeThroughputThrottleEvents;
    to.writeKeyRangeThroughputThrottleEvents += from.writeKeyRangeThroughputThrottleEvents;
    to.readProvisionedThroughputThrottleEvents += from.readProvisionedThroughputThrottleEvents;
    to.writeProvisionedThroughputThrottleEvents += from.writeProvisionedThroughputThrottleEvents;
    to.consumedReadCapacityUnits += from.consumedReadCapacityUnits;
    to.consumedWriteCapacityUnits += from.consumedWriteCapacityUnits;
    to.onDemandScalingThrottleEvents += from.onDemandScalingThrottleEvents;
    to.readTableCapacityThrottleEvents += from.readTableCapacityThrottleEvents;
    to.writeTableCapacityThrottleEvents += from.writeTableCapacityThrottleEvents;
    to.readAccountLimitThrottleEvents += from.readAccountLimitThrottleEvents;
    to.writeAccountLimitThrottleEvents += from.writeAccountLimitThrottleEvents;
    to.readMaxOnDemandThroughputThrottleEvents += from.readMaxOnDemandThroughputThrottleEvents;
    to.writeMaxOnDemandThroughputThrottleEvents += from.writeMaxOnDemandThroughputThrottleEvents;
    to.writeBackPressureThrottleEvents += from.writeBackPressureThrottleEvents;
}

} // namespace

void TableSimulator::Engine::updateRates() {
    const auto& w = scenario.workload;
    KeySpace& t = table();
    while (profileIndex < w.profile.size() && w.profile[profileIndex].atS <= static_cast<double>(now)) {
        const auto& step = w.profile[profileIndex];
        if (step.writesPerS) {
            t.writeRate = *step.writesPerS;
        }
        if (step.readsPerS) {
            t.readRate = *step.readsPerS;
        }
        ++profileIndex;
    }
}

bool TableSimulator::Engine::step() {
    if (now >= scenario.workload.durationS) {
        return false;
    }
    updateRates();
    thread_local std::vector<double> tableScratch;
    thread_local std::vector<double> indexScratch;
    KeySpace& t = table();
    gatherSpace(t, tableScratch);
    // The GSIs see every base write request of this second (new and retried) before the table answers it: a
    // write refused by an index never lands on the table, and the index cannot know whether the table would take it.
    double backPressure = 0;
    double pressureSum = 0;
    if (spaces.size() > 1 && t.writeRequestsNow > 0) {
        for (std::size_t g = 1; g < spaces.size(); ++g) {
            KeySpace& index = spaces[g];
            index.writeRate = t.writeRequestsNow;
            gatherSpace(index, indexScratch);
            serveSpace(index, indexScratch, 0);
            for (const double throttled : index.writeThrottledByLimit) {
                pressureSum += throttled / t.writeRequestsNow;
            }
        }
        // Independence assumption: an item's index keys are independent of each other and of its table key, so a
        // base write meets each index partition with that partition's share of the base writes; the chances add up
        // (capped at 1), a slight overcount when two indexes throttle at once.
        backPressure = std::min(1.0, pressureSum);
    } else if (spaces.size() > 1) {
        for (std::size_t g = 1; g < spaces.size(); ++g) {
            spaces[g].writeRate = 0;
            gatherSpace(spaces[g], indexScratch);
            serveSpace(spaces[g], indexScratch, 0);
        }
    }
    serveSpace(t, tableScratch, backPressure);
    if (backPressure > 0) {
        // The base writes refused by back-pressure carry the reason of the index (and limit) that refused them.
        const double refused = t.refusedNow;
        for (std::size_t g = 1; g < spaces.size(); ++g) {
            for (std::size_t l = 0; l < 4; ++l) {
                const double part = spaces[g].writeThrottledByLimit[l] / t.writeRequestsNow / pressureSum;
                t.reasons[reasonSlot(ThrottleResource::Index, kWrite, static_cast<ThrottleLimit>(l))] += refused * part;
            }
        }
    }
    ++now;
    return true;
}

void TableSimulator::Engine::gatherSpace(KeySpace& s, std::vector<double>& levelScratch) {
    const std::size_t count = s.partitions.size();
    const auto& cap = scenario.capacity;
    const bool provisioned = !s.onDemand();
    levelScratch.resize(count * levels * 2);
    s.baseR = s.baseW = s.needR = s.needW = s.demandR = s.demandW = 0;
    double writeRequests = 0;
    for (std::size_t i = 0; i < count; ++i) {
        Partition& p = s.partitions[i];
        gatherRequests(p.reads, s.readRate, &levelScratch[(2 * i) * levels]);
        if (s.writesRetry) {
            gatherRequests(p.writes, s.writeRate, &levelScratch[(2 * i + 1) * levels]);
        } else {
            // An index's writes: its share of the base writes, noise and retries already in them.
            p.writes.requests = s.writeRate * p.writes.weight;
            p.writes.demand = p.writes.requests * p.writes.unitsPerRequest;
            p.writes.retriesGathered = false;
            levelScratch[(2 * i + 1) * levels] = p.writes.requests;
        }
        writeRequests += p.writes.requests;
        if (provisioned) {
            p.reads.base = std::min({p.reads.demand, p.reads.allocated, s.ceilingR});
            p.writes.base = std::min({p.writes.demand, p.writes.allocated, s.ceilingW});
        } else {
            p.reads.base = std::min(p.reads.demand, s.ceilingR);
            p.writes.base = std::min(p.writes.demand, s.ceilingW);
        }
        p.reads.need = std::min(p.reads.demand, s.ceilingR) - p.reads.base;
        p.writes.need = std::min(p.writes.demand, s.ceilingW) - p.writes.base;
        s.baseR += p.reads.base;
        s.baseW += p.writes.base;
        s.demandR += p.reads.base + p.reads.need;
        s.demandW += p.writes.base + p.writes.need;
        if (cap.adaptive == AdaptiveMode::Instant || p.adaptiveOn) {
            s.needR += p.reads.need;
            s.needW += p.writes.need;
        }
    }
    s.writeRequestsNow = writeRequests;
}

void TableSimulator::Engine::serveSpace(KeySpace& s, std::vector<double>& levelScratch, double backPressure) {
    const std::size_t count = s.partitions.size();
    const auto& cap = scenario.capacity;
    const bool provisioned = !s.onDemand();
    const bool adaptive = provisioned && cap.adaptive != AdaptiveMode::Off;
    const bool burst = provisioned && cap.burst;

    // Adaptive capacity: unused provisioned capacity of the key space, lent to partitions that need
    // more than their share (never beyond the total or a partition's ceiling).
    double grantR = 0;
    double grantW = 0;
    if (adaptive) {
        const double poolR = std::max(0.0, s.rcu - s.baseR);
        const double poolW = std::max(0.0, s.wcu - s.baseW);
        grantR = s.needR > 0 ? std::min(1.0, poolR / s.needR) : 0;
        grantW = s.needW > 0 ? std::min(1.0, poolW / s.needW) : 0;
    }

    // On-demand: the key space serves up to 2x the matured peak (at least the warm throughput), within the account
    // quota and the configured maximum; each cut names its reason.
    double scaleR = 1;
    double scaleW = 1;
    ThrottleLimit limitKindR = ThrottleLimit::KeyRangeThroughputExceeded;
    ThrottleLimit limitKindW = ThrottleLimit::KeyRangeThroughputExceeded;
    if (!provisioned) {
        onDemandScales(s, scaleR, scaleW, limitKindR, limitKindW);
    }

    // Over the provisioned capacity, a partition's throttling is the key space's; within it, the partition's share.
    const bool tableFullR = provisioned && s.demandR > s.rcu + 1e-9;
    const bool tableFullW = provisioned && s.demandW > s.wcu + 1e-9;
    const ThrottleLimit shareLimitR = provisioned ? ThrottleLimit::ProvisionedThroughputExceeded : limitKindR;
    const ThrottleLimit shareLimitW = provisioned ? ThrottleLimit::ProvisionedThroughputExceeded : limitKindW;

    double servedR = 0;
    double servedW = 0;
    // Tick-local sums, folded into the run totals once per tick: accumulating straight into
    // members makes every partition wait on a store-to-load chain.
    ThrottleMetrics sums;
    ThrottlingReasonCounts reasonSums{};
    std::array<double, 4> writeByLimit{};
    double failedNow = 0;
    for (std::size_t i = 0; i < count; ++i) {
        Partition& p = s.partitions[i];
        PartitionTick& tick = s.lastTick[i];
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
            // GSI back-pressure: of what the table would take, the share an index refuses is throttled instead.
            double refused = 0;
            if (!isRead && backPressure > 0) {
                refused = served * backPressure;
                served -= refused;
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
                out.backPressureThrottled = 0;
                return served;
            }
            const double own = throttled - refused;
            out.keyRangeThrottled = std::min(own, std::max(0.0, flow.demand - ceiling));
            out.provisionedThrottled = own - out.keyRangeThrottled;
            out.backPressureThrottled = refused;
            const double share = throttled / flow.demand;
            const double throttledRequests = flow.requests * share;
            out.throttledRequests = throttledRequests;
            const double upr = flow.unitsPerRequest > 0 ? flow.unitsPerRequest : 1.0;
            if (isRead || s.writesRetry) {
                scheduleRetries(flow, levelRequests, share, failedNow);
            }
            (isRead ? totals.readsThrottled : totals.writesThrottled) += throttled;
            (isRead ? sums.readThrottleEvents : sums.writeThrottleEvents) += throttledRequests;
            const double keyRangeEvents = out.keyRangeThrottled / upr;
            const double shareEvents = out.provisionedThrottled / upr;
            (isRead ? sums.readKeyRangeThroughputThrottleEvents : sums.writeKeyRangeThroughputThrottleEvents) +=
                keyRangeEvents;
            const ThrottleLimit shareLimit = isRead ? shareLimitR : shareLimitW;
            if (provisioned) {
                (isRead ? sums.readProvisionedThroughputThrottleEvents
                        : sums.writeProvisionedThroughputThrottleEvents) += shareEvents;
                if (isRead ? tableFullR : tableFullW) {
                    (isRead ? sums.readTableCapacityThrottleEvents : sums.writeTableCapacityThrottleEvents) +=
                        shareEvents;
                }
            } else if (shareLimit == ThrottleLimit::AccountLimitExceeded) {
                (isRead ? sums.readAccountLimitThrottleEvents : sums.writeAccountLimitThrottleEvents) += shareEvents;
            } else if (shareLimit == ThrottleLimit::MaxOnDemandThroughputExceeded) {
                (isRead ? sums.readMaxOnDemandThroughputThrottleEvents
                        : sums.writeMaxOnDemandThroughputThrottleEvents) += shareEvents;
            } else {
                sums.onDemandScalingThrottleEvents += shareEvents;
            }
            const std::size_t op = isRead ? kRead : kWrite;
            reasonSums[reasonSlot(s.resource, op, ThrottleLimit::KeyRangeThroughputExceeded)] += keyRangeEvents;
            reasonSums[reasonSlot(s.resource, op, shareLimit)] += shareEvents;
            if (!isRead) {
                writeByLimit[static_cast<std::size_t>(ThrottleLimit::KeyRangeThroughputExceeded)] += keyRangeEvents;
                writeByLimit[static_cast<std::size_t>(shareLimit)] += shareEvents;
                sums.writeBackPressureThrottleEvents += refused / upr;
            }
            sums.throttledRequests += throttledRequests;
            // Ignore fluid dust (1e-9 of a unit) when deciding "did it throttle".
            if (throttled > 1e-9) {
                throttledNow = true;
            }
            return served;
        };
        servedR += serve(p.reads, tick.reads, s.ceilingR, grantR, scaleR, &levelScratch[(2 * i) * levels], true);
        servedW += serve(p.writes, tick.writes, s.ceilingW, grantW, scaleW, &levelScratch[(2 * i + 1) * levels], false);

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
                         p.reads.demand > kHotShareOfCeiling * s.ceilingR ||
                         p.writes.demand > kHotShareOfCeiling * s.ceilingW;
        p.hotStreak = hot ? p.hotStreak + 1 : 0;
        if (cap.splitForHeat && hot && static_cast<double>(p.hotStreak) >= cap.splitAfterS && !p.splitBlocked) {
            s.splitCandidates.push_back(static_cast<std::uint32_t>(i));
        }
    }

    addMetrics(s.metrics, sums);
    s.refusedNow = sums.writeBackPressureThrottleEvents;
    // An index's write throttles reach the client only as back-pressure on the table (counted there).
    for (std::size_t r = 0; r < kThrottlingReasonCount; ++r) {
        if (s.writesRetry || throttlingReasonAt(r).operation == ThrottleOperation::Read) {
            s.reasons[r] += reasonSums[r];
        }
    }
    s.writeThrottledByLimit = writeByLimit;
    failed += failedNow;

    if (!provisioned) {
        const std::size_t slot = now % kPeakMaturityS;
        s.servedHistoryR[slot] = servedR;
        s.servedHistoryW[slot] = servedW;
    }

    // Split after the loop: a split appends a partition and may reallocate the vector.
    for (const std::uint32_t index : s.splitCandidates) {
        trySplit(s, index);
    }
    s.splitCandidates.clear();
}

void TableSimulator::Engine::onDemandScales(KeySpace& s, double& scaleR, double& scaleW, ThrottleLimit& kindR,
                                            ThrottleLimit& kindW) {
    if (now >= kPeakMaturityS) {
        // What was served kPeakMaturityS ago now counts as the previous peak.
        const std::size_t slot = now % kPeakMaturityS;
        s.maturedPeakR = std::max(s.maturedPeakR, s.servedHistoryR[slot]);
        s.maturedPeakW = std::max(s.maturedPeakW, s.servedHistoryW[slot]);
    }
    const double peakR = std::max(s.previousPeakRcu, s.maturedPeakR);
    const double peakW = std::max(s.previousPeakWcu, s.maturedPeakW);
    const double limitR = std::max(limits::kOnDemandInitialRcu, 2.0 * peakR);
    const double limitW = std::max(limits::kOnDemandInitialWcu, 2.0 * peakW);
    scaleR = s.baseR > limitR ? limitR / s.baseR : 1.0;
    scaleW = s.baseW > limitW ? limitW / s.baseW : 1.0;
    if (2.0 * peakR <= limits::kOnDemandInitialRcu && 2.0 * peakW <= limits::kOnDemandInitialWcu) {
        // Still on its initial throughput: "up to 4,000 write request units or 12,000 read request units, or a
        // linear combination of both" is one budget, shared in proportion when exceeded.
        const double used = s.baseR / limits::kOnDemandInitialRcu + s.baseW / limits::kOnDemandInitialWcu;
        if (used > 1.0) {
            scaleR = std::min(scaleR, 1.0 / used);
            scaleW = std::min(scaleW, 1.0 / used);
        }
    }
    // The per-table account quota, then the configured maximum: a cut below the scaling limit is theirs.
    auto cap = [](double base, double limit, double& scale, ThrottleLimit& kind, ThrottleLimit named) {
        if (base * scale > limit) {
            scale = limit / base;
            kind = named;
        }
    };
    cap(s.baseR, s.accountMaxRcu, scaleR, kindR, ThrottleLimit::AccountLimitExceeded);
    cap(s.baseW, s.accountMaxWcu, scaleW, kindW, ThrottleLimit::AccountLimitExceeded);
    if (s.maxReadRequestUnits) {
        cap(s.baseR, *s.maxReadRequestUnits, scaleR, kindR, ThrottleLimit::MaxOnDemandThroughputExceeded);
    }
    if (s.maxWriteRequestUnits) {
        cap(s.baseW, *s.maxWriteRequestUnits, scaleW, kindW, ThrottleLimit::MaxOnDemandThroughputExceeded);
    }
}

} // namespace partiscope
