// The simulator's per-tick flow: demand, burst and adaptive capacity, on-demand limits, throttling by reason, and
// the GSIs' writes and back-pressure. Split-for-heat is in simulator_split.cpp.
#include "simulator_engine.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace partiscope {

using namespace sim;

namespace {

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

/// Standard deviations of the quiet members' own noise that adaptive capacity must have room for.
constexpr double kQuietNoiseRoom = 4.0;

struct Served {
    double served = 0;
    double fromBurst = 0; ///< of which burst capacity paid
};

/// What @p flow's partition serves of its demand this second: its base (cut by the on-demand @p scale), what adaptive
/// capacity lends it (@p grant of its need, when it may borrow), then its burst tokens.
[[gnu::always_inline]] inline Served servedOf(const Flow& flow, bool borrows, bool burst, double grant, double scale) {
    Served out;
    out.served = flow.base * scale;
    double remainingNeed = flow.need;
    if (borrows) {
        const double extra = remainingNeed * grant;
        out.served += extra;
        remainingNeed -= extra;
    }
    if (burst && remainingNeed > 0) {
        out.fromBurst = std::min(remainingNeed, flow.tokens);
        out.served += out.fromBurst;
    }
    return out;
}

} // namespace

// Here, not with the other retry code: the tick loops call it per partition, and in this file it can be inlined.
/// Fresh requests plus retries due now, per attempt level, into `flow.requests`; returns the
/// per-level vector view through `levelRequests`.
void TableSimulator::Engine::gatherRequests(Flow& flow, double rate, double* levelRequests) {
    double mean = rate * flow.weight;
    if (replaying) {
        // A trace says each second's requests per key (applyTraceSecond); it has no access patterns.
        mean = flow.traceRequests;
        if (mean > 0) {
            flow.unitsPerRequest = flow.traceUnits / mean;
        }
    } else if (flow.fixedRequests > 0) {
        // Access patterns read at their own rate and cost: the average cost per request follows the mix.
        const double scaled = mean;
        mean += flow.fixedRequests;
        flow.unitsPerRequest = (scaled * flow.rateUnitsPerRequest + flow.fixedUnits) / mean;
    }
    levelRequests[0] = scenario.workload.noise == NoiseModel::Poisson ? flow.drawn : mean;
    double total = levelRequests[0];
    if (levels > 1 && now < flow.retriesUntil) {
        double* due = &flow.retryRing[(now % kRetrySlots) * levels];
        for (std::size_t l = 1; l < levels; ++l) {
            levelRequests[l] = due[l];
            total += due[l];
            due[l] = 0;
        }
        flow.retriesGathered = true;
    } else {
        flow.retriesGathered = false; // levelRequests[1..] are stale and must not be read
    }
    flow.requests = total;
    flow.demand = total * flow.unitsPerRequest;
}

bool TableSimulator::Engine::updateRates() {
    const auto& w = scenario.workload;
    KeySpace& t = table();
    const std::size_t stepsBefore = profileIndex;
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
    return profileIndex != stepsBefore;
}

bool TableSimulator::Engine::step() {
    if (now >= scenario.workload.durationS) {
        return false;
    }
    if (replaying) {
        if (!applyTraceSecond()) {
            now = scenario.workload.durationS; // the run ends here; traceProblem says why
            return false;
        }
    }
    bool ratesChanged = false;
    if (!replaying) {
        ratesChanged = updateRates();
        // Writes to a full item collection (LSI) fail at once: counted, never sent to a partition.
        itemCollectionFailed += table().writeRate * table().fullCollectionsWriteShare;
    }
    applyCapacityChanges();
    tendQuietGroups(ratesChanged);
    if (scenario.workload.noise == NoiseModel::Poisson) {
        drawNoise();
    }
    thread_local std::vector<double> tableScratch;
    thread_local std::vector<std::vector<double>> indexScratch; // by index: pass 2 reads what pass 1 gathered
    indexScratch.resize(spaces.size());
    KeySpace& t = table();
    gatherSpace(t, tableScratch);
    // An item reaches an index only when its base write succeeds, and a base write succeeds only when the table and
    // every index it writes can take it (DG gsi-throttling.html). Each index is first asked what it could take of
    // every base write request of this second (new and retried); the table then serves what it and the most
    // constrained index can take; each index is finally served the writes of the items that succeeded.
    const double baseWrites = t.gathered.writeRequests;
    double passing = 1; // the share of the base writes that the most constrained index lets through
    for (std::size_t g = 1; g < spaces.size(); ++g) {
        KeySpace& index = spaces[g];
        index.writeRate = baseWrites;
        gatherSpace(index, indexScratch[g]);
        const double refused = writeRefusalsAtFullDemand(index);
        index.writesPassing = baseWrites > 0 ? std::max(0.0, 1.0 - refused / baseWrites) : 1.0;
        passing = std::min(passing, index.writesPassing);
    }
    // Indexes short of capacity take the same writes (whichever come while they have room), so the most
    // constrained one decides, not the product of their chances; a hot partition of the table still refuses its own.
    if (passing < 1 && !t.quiet.members.empty()) {
        breakUpAfterGather(t, tableScratch); // its members' writes are refused in part: each its own retries
    }
    serveSpace(t, tableScratch, passing);
    const double accepted = std::max(0.0, baseWrites - t.writeThrottledNow);
    // The base writes refused by back-pressure are laid on the indexes that set the cut, in proportion to what
    // each would have refused.
    auto binds = [&](const KeySpace& index) { return t.refusedNow > 0 && index.writesPassing <= passing + 1e-12; };
    double bindingRefusals = 0;
    for (std::size_t g = 1; g < spaces.size(); ++g) {
        bindingRefusals += binds(spaces[g]) ? (1.0 - spaces[g].writesPassing) * baseWrites : 0.0;
    }
    for (std::size_t g = 1; g < spaces.size(); ++g) {
        KeySpace& index = spaces[g];
        index.writesAccepted = index.writesPassing > 0 && baseWrites > 0
                                   ? std::min(1.0, accepted / (index.writesPassing * baseWrites))
                                   : 0.0;
        index.writesBlamed = binds(index) && bindingRefusals > 0 ? t.refusedNow / bindingRefusals : 0.0;
        if (index.writesAccepted < 1 && !index.quiet.members.empty()) {
            breakUpAfterGather(index, indexScratch[g]); // its members' writes are cut: each is served its own
        }
        serveSpace(index, indexScratch[g], 1);
        for (std::size_t l = 0; l < 4 && index.writesBlamed > 0; ++l) {
            t.reasons[reasonSlot(ThrottleResource::Index, kWrite, static_cast<ThrottleLimit>(l))] +=
                index.writeThrottledByLimit[l] * index.writesBlamed;
        }
    }
    ++now;
    return true;
}

TableSimulator::Engine::GatherConstants TableSimulator::Engine::gatherConstantsOf(const KeySpace& s) const {
    return {s.readRate,
            s.writeRate,
            s.ceilingR,
            s.ceilingW,
            !s.onDemand(),
            s.writesRetry,
            scenario.capacity.adaptive == AdaptiveMode::Instant};
}

[[gnu::always_inline]] inline void TableSimulator::Engine::gatherPartition(KeySpace& s, std::size_t i,
                                                                           std::vector<double>& levelScratch,
                                                                           const GatherConstants& k, GatherSums& sums) {
    Partition& p = s.partitions[i];
    const bool provisioned = k.provisioned;
    const double ceilingR = k.ceilingR;
    const double ceilingW = k.ceilingW;
    gatherRequests(p.reads, k.readRate, &levelScratch[(2 * i) * levels]);
    if (k.writesRetry) {
        gatherRequests(p.writes, k.writeRate, &levelScratch[(2 * i + 1) * levels]);
    } else {
        // An index's writes: its share of the base writes, noise and retries already in them.
        p.writes.requests = k.writeRate * p.writes.weight;
        p.writes.demand = p.writes.requests * p.writes.unitsPerRequest;
        p.writes.retriesGathered = false;
        levelScratch[(2 * i + 1) * levels] = p.writes.requests;
    }
    sums.writeRequests += p.writes.requests;
    if (provisioned) {
        p.reads.base = std::min({p.reads.demand, p.reads.allocated, ceilingR});
        p.writes.base = std::min({p.writes.demand, p.writes.allocated, ceilingW});
    } else {
        p.reads.base = std::min(p.reads.demand, ceilingR);
        p.writes.base = std::min(p.writes.demand, ceilingW);
    }
    p.reads.need = std::min(p.reads.demand, ceilingR) - p.reads.base;
    p.writes.need = std::min(p.writes.demand, ceilingW) - p.writes.base;
    sums.baseR += p.reads.base;
    sums.baseW += p.writes.base;
    sums.demandR += p.reads.base + p.reads.need;
    sums.demandW += p.writes.base + p.writes.need;
    if (k.adaptiveInstant || p.adaptiveOn) {
        sums.needR += p.reads.need;
        sums.needW += p.writes.need;
    }
}

void TableSimulator::Engine::gatherSpace(KeySpace& s, std::vector<double>& levelScratch) {
    levelScratch.resize(s.partitions.size() * levels * 2);
    // Local sums, stored once: accumulating into the key space's members would chain every partition's
    // loads on the previous one's stores.
    GatherSums sums;
    // Copied: the partitions' stores could alias the key space's fields, so the loop would reload them.
    const GatherConstants constants = gatherConstantsOf(s);
    for (const IndexRun run : s.individuals) {
        for (std::uint32_t i = run.begin; i < run.end; ++i) {
            gatherPartition(s, i, levelScratch, constants, sums);
        }
    }
    // Stored after the loop, not accumulated in place: the loop's sums stay in registers only while their address
    // never leaves this function.
    s.gathered = sums;
    if (!s.quiet.members.empty()) {
        gatherQuietGroup(s, levelScratch, s.gathered);
    }
}

void TableSimulator::Engine::gatherQuietGroup(KeySpace& s, std::vector<double>& levelScratch, GatherSums& sums) {
    QuietGroup& q = s.quiet;
    const bool noisy = scenario.workload.noise == NoiseModel::Poisson;
    if (!noisy) {
        q.reads.x = s.readRate; // drawQuietGroup's, without noise: the mean
        q.writes.x = s.writeRate;
    }
    if (!s.writesRetry) {
        q.writes.x = s.writeRate; // an index's writes: the table's write requests this second, per unit of weight
    }
    GatherSums group;
    for (auto [flow, base, need, demand] : {std::tuple{&q.reads, &group.baseR, &group.needR, &group.demandR},
                                            std::tuple{&q.writes, &group.baseW, &group.needW, &group.demandW}}) {
        const double units = flow->x * flow->units;
        const double above = flow->x * flow->aboveUnits;
        *base = units - above + flow->aboveAllocated;
        *need = above - flow->aboveAllocated;
        *demand = units;
    }
    group.writeRequests = q.writes.x * q.writes.weight;
    bool holds = q.reads.x >= q.reads.xLow && q.reads.x <= q.reads.xHigh && q.writes.x >= q.writes.xLow &&
                 q.writes.x <= q.writes.xHigh;
    // Adaptive capacity must be able to lend the members all they lack above their allocations, with room for their
    // own noise (not drawn: a member may be a little above its allocation in a second it would have drawn).
    if (scenario.capacity.adaptive != AdaptiveMode::Off) {
        const double room = noisy ? kQuietNoiseRoom : 0.0;
        const double noiseR = room * std::sqrt(q.reads.x * q.reads.unitsSquared);
        const double noiseW = room * std::sqrt(q.writes.x * q.writes.unitsSquared);
        holds = holds && sums.needR + group.needR + noiseR <= s.rcu - (sums.baseR + group.baseR) &&
                sums.needW + group.needW + noiseW <= s.wcu - (sums.baseW + group.baseW);
    }
    if (holds) {
        sums += group;
        q.gathered = group;
        return;
    }
    const GatherConstants constants = gatherConstantsOf(s);
    for (const std::uint32_t i : breakUpQuietGroup(s)) {
        gatherPartition(s, i, levelScratch, constants, sums);
    }
}

void TableSimulator::Engine::breakUpAfterGather(KeySpace& s, std::vector<double>& levelScratch) {
    const GatherSums group = s.quiet.gathered;
    GatherSums members;
    const GatherConstants constants = gatherConstantsOf(s);
    for (const std::uint32_t i : breakUpQuietGroup(s)) {
        gatherPartition(s, i, levelScratch, constants, members);
    }
    GatherSums change = members - group;
    change.writeRequests = 0; // the indexes were served with this tick's write requests: they stay
    s.gathered += change;
}

TableSimulator::Engine::ServeTerms TableSimulator::Engine::serveTermsOf(KeySpace& s) {
    const auto& cap = scenario.capacity;
    ServeTerms terms;
    terms.provisioned = !s.onDemand();
    terms.adaptive = terms.provisioned && cap.adaptive != AdaptiveMode::Off;
    terms.burst = terms.provisioned && cap.burst;
    // Adaptive capacity: unused provisioned capacity of the key space, lent to partitions that need
    // more than their share (never beyond the total or a partition's ceiling).
    if (terms.adaptive) {
        const double poolR = std::max(0.0, s.rcu - s.gathered.baseR);
        const double poolW = std::max(0.0, s.wcu - s.gathered.baseW);
        terms.grantR = s.gathered.needR > 0 ? std::min(1.0, poolR / s.gathered.needR) : 0;
        terms.grantW = s.gathered.needW > 0 ? std::min(1.0, poolW / s.gathered.needW) : 0;
    }
    // On-demand: the key space serves up to 2x the matured peak (at least the warm throughput), within the account
    // quota and the configured maximum; each cut names its reason.
    if (!terms.provisioned) {
        onDemandScales(s, terms.scaleR, terms.scaleW, terms.limitKindR, terms.limitKindW);
    }
    terms.shareLimitR = terms.provisioned ? ThrottleLimit::ProvisionedThroughputExceeded : terms.limitKindR;
    terms.shareLimitW = terms.provisioned ? ThrottleLimit::ProvisionedThroughputExceeded : terms.limitKindW;
    return terms;
}

double TableSimulator::Engine::writeRefusalsAtFullDemand(KeySpace& s) {
    const ServeTerms terms = serveTermsOf(s);
    const bool instant = scenario.capacity.adaptive == AdaptiveMode::Instant;
    double keyRange = 0;
    double share = 0;
    // The quiet group's members are inside every limit by construction: they refuse nothing.
    for (const IndexRun run : s.individuals) {
        for (std::uint32_t i = run.begin; i < run.end; ++i) {
            const Partition& p = s.partitions[i];
            const Flow& flow = p.writes;
            const double served =
                servedOf(flow, terms.adaptive && (instant || p.adaptiveOn), terms.burst, terms.grantW, terms.scaleW)
                    .served;
            const double throttled = flow.demand - served;
            if (throttled <= 0) {
                continue;
            }
            const double upr = flow.unitsPerRequest > 0 ? flow.unitsPerRequest : 1.0;
            const double overCeiling = std::min(throttled, std::max(0.0, flow.demand - s.ceilingW));
            keyRange += overCeiling / upr;
            share += (throttled - overCeiling) / upr;
        }
    }
    s.writeThrottledByLimit = {};
    s.writeThrottledByLimit[static_cast<std::size_t>(ThrottleLimit::KeyRangeThroughputExceeded)] = keyRange;
    s.writeThrottledByLimit[static_cast<std::size_t>(terms.shareLimitW)] += share;
    return keyRange + share;
}

void TableSimulator::Engine::serveSpace(KeySpace& s, std::vector<double>& levelScratch, double writesPassing) {
    const auto& cap = scenario.capacity;
    const ServeTerms terms = serveTermsOf(s);
    const bool provisioned = terms.provisioned;
    const bool adaptive = terms.adaptive;
    const bool burst = terms.burst;
    const double grantR = terms.grantR;
    const double grantW = terms.grantW;
    const double scaleR = terms.scaleR;
    const double scaleW = terms.scaleW;
    // An index's writes (they do not retry): cut to the base writes that succeeded, with the refusals they caused.
    const bool indexWrites = !s.writesRetry;
    const double writesAccepted = s.writesAccepted;
    const double writesBlamed = s.writesBlamed;

    // Over the provisioned capacity, a partition's throttling is the key space's; within it, the partition's share.
    const bool tableFullR = provisioned && s.gathered.demandR > s.rcu + 1e-9;
    const bool tableFullW = provisioned && s.gathered.demandW > s.wcu + 1e-9;
    const ThrottleLimit shareLimitR = terms.shareLimitR;
    const ThrottleLimit shareLimitW = terms.shareLimitW;

    // Hoisted: the partitions' stores could alias the key space's fields, so the loop would reload them.
    const double ceilingR = s.ceilingR;
    const double ceilingW = s.ceilingW;
    const bool writesRetry = s.writesRetry;
    double servedR = 0;
    double servedW = 0;
    // Tick-local sums, folded into the run totals once per tick: accumulating straight into
    // members makes every partition wait on a store-to-load chain.
    ThrottleMetrics sums;
    double shareEventsR = 0;
    double shareEventsW = 0;
    const bool scalingR = !provisioned && shareLimitR == ThrottleLimit::KeyRangeThroughputExceeded;
    const bool scalingW = !provisioned && shareLimitW == ThrottleLimit::KeyRangeThroughputExceeded;
    double failedNow = 0;
    for (const IndexRun run : s.individuals) {
        for (std::uint32_t i = run.begin; i < run.end; ++i) {
            Partition& p = s.partitions[i];
            PartitionTick& tick = s.lastTick[i];
            tick.partition = static_cast<std::uint32_t>(i);
            const bool eligible = cap.adaptive == AdaptiveMode::Instant || p.adaptiveOn;
            bool throttledNow = false;
            auto serve = [&](Flow& flow, FlowTick& out, double ceiling, double grant, double scale,
                             double* levelRequests, bool isRead) {
                const Served potential = servedOf(flow, adaptive && eligible, burst, grant, scale);
                double served = potential.served;
                double fromBurst = potential.fromBurst;
                double demand = flow.demand;
                double refused = 0;        // the table's: base writes an index refused
                double keyRangeShare = -1; // an index's: the share of its refusals over its partitions' ceilings
                if (!isRead) {
                    if (indexWrites) {
                        const double throttledFull = std::max(0.0, demand - served);
                        keyRangeShare = throttledFull > 0
                                            ? std::min(throttledFull, std::max(0.0, demand - ceiling)) / throttledFull
                                            : 0;
                        const double cut = served * writesAccepted;
                        // Burst pays only for what the accepted writes take above what the rest would give.
                        fromBurst = std::min(fromBurst, std::max(0.0, cut - (served - fromBurst)));
                        served = cut;
                        demand = served + throttledFull * writesBlamed;
                    } else if (writesPassing < 1 && served > demand * writesPassing) {
                        refused = served - demand * writesPassing;
                        served -= refused;
                    }
                }
                if (burst) {
                    flow.tokens =
                        std::min(flow.tokenCap, flow.tokens - fromBurst + std::max(0.0, flow.allocated - demand));
                }
                const double throttled = std::max(0.0, demand - served);
                out.demand = demand;
                out.served = served;
                out.throttled = throttled;
                out.allocated = provisioned ? flow.allocated : ceiling;
                out.burstLevel = flow.tokens;
                auto& totals = p.totals;
                (isRead ? totals.readRequests : totals.writeRequests) += demand;
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
                out.keyRangeThrottled =
                    keyRangeShare >= 0 ? own * keyRangeShare : std::min(own, std::max(0.0, demand - ceiling));
                out.provisionedThrottled = own - out.keyRangeThrottled;
                out.backPressureThrottled = refused;
                const double share = throttled / demand;
                const double throttledRequests = flow.requests / flow.demand * throttled;
                out.throttledRequests = throttledRequests;
                const double upr = flow.unitsPerRequest > 0 ? flow.unitsPerRequest : 1.0;
                if (isRead || writesRetry) {
                    scheduleRetries(flow, levelRequests, share, failedNow);
                }
                (isRead ? totals.readsThrottled : totals.writesThrottled) += throttled;
                (isRead ? sums.readThrottleEvents : sums.writeThrottleEvents) += throttledRequests;
                const double keyRangeEvents = out.keyRangeThrottled / upr;
                const double shareEvents = out.provisionedThrottled / upr;
                (isRead ? sums.readKeyRangeThroughputThrottleEvents : sums.writeKeyRangeThroughputThrottleEvents) +=
                    keyRangeEvents;
                // The share of the capacity (provisioned) or of the on-demand limit: one reason per direction this
                // tick, told apart after the loop.
                (isRead ? shareEventsR : shareEventsW) += shareEvents;
                if (isRead ? scalingR : scalingW) {
                    sums.onDemandScalingThrottleEvents += shareEvents; // reads and writes in turn, as they come
                }
                if (provisioned && (isRead ? tableFullR : tableFullW)) {
                    (isRead ? sums.readTableCapacityThrottleEvents : sums.writeTableCapacityThrottleEvents) +=
                        shareEvents;
                }
                if (!isRead) {
                    sums.writeBackPressureThrottleEvents += refused / upr;
                }
                sums.throttledRequests += throttledRequests;
                // Ignore fluid dust (1e-9 of a unit) when deciding "did it throttle".
                if (throttled > 1e-9) {
                    throttledNow = true;
                }
                return served;
            };
            servedR += serve(p.reads, tick.reads, ceilingR, grantR, scaleR, &levelScratch[(2 * i) * levels], true);
            const double servedWrites =
                serve(p.writes, tick.writes, ceilingW, grantW, scaleW, &levelScratch[(2 * i + 1) * levels], false);
            servedW += servedWrites;
            // Partitions split for size past 10 GB (the items written make the data grow).
            p.sizeGb += servedWrites * p.gbPerServedWcu;
            if (p.sizeGb > limits::kPartitionMaxGb && !p.sizeSplitBlocked) {
                s.sizeSplitCandidates.push_back(static_cast<std::uint32_t>(i));
            }

            if (throttledNow) {
                if (!p.totals.firstThrottleS) {
                    p.totals.firstThrottleS = now;
                }
                ++p.throttleStreak;
                if (cap.adaptive == AdaptiveMode::Delayed &&
                    static_cast<double>(p.throttleStreak) >= cap.adaptiveDelayS) {
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
                s.splitCandidates.push_back(static_cast<std::uint32_t>(i));
            }
        }
    }

    if (!s.quiet.members.empty()) {
        const auto [groupR, groupW] = serveQuietGroup(s); // returned, not passed in: see gatherSpace
        servedR += groupR;
        servedW += groupW;
        sums.consumedReadCapacityUnits += groupR;
        sums.consumedWriteCapacityUnits += groupW;
    }

    double scalingCounted = 0; // on-demand scaling: added in the loop
    auto shareMetric = [&](bool isRead, ThrottleLimit limit) -> double& {
        switch (limit) {
        case ThrottleLimit::AccountLimitExceeded:
            return isRead ? sums.readAccountLimitThrottleEvents : sums.writeAccountLimitThrottleEvents;
        case ThrottleLimit::MaxOnDemandThroughputExceeded:
            return isRead ? sums.readMaxOnDemandThroughputThrottleEvents
                          : sums.writeMaxOnDemandThroughputThrottleEvents;
        case ThrottleLimit::KeyRangeThroughputExceeded:
            return scalingCounted;
        case ThrottleLimit::ProvisionedThroughputExceeded:
            break;
        }
        return isRead ? sums.readProvisionedThroughputThrottleEvents : sums.writeProvisionedThroughputThrottleEvents;
    };
    shareMetric(true, shareLimitR) += shareEventsR;
    shareMetric(false, shareLimitW) += shareEventsW;
    addMetrics(s.metrics, sums);
    s.refusedNow = sums.writeBackPressureThrottleEvents;
    s.writeThrottledNow = sums.writeThrottleEvents;
    s.reasons[reasonSlot(s.resource, kRead, ThrottleLimit::KeyRangeThroughputExceeded)] +=
        sums.readKeyRangeThroughputThrottleEvents;
    s.reasons[reasonSlot(s.resource, kRead, shareLimitR)] += shareEventsR;
    // An index's write throttles reach the client only as back-pressure on the table (counted there).
    if (s.writesRetry) {
        s.reasons[reasonSlot(s.resource, kWrite, ThrottleLimit::KeyRangeThroughputExceeded)] +=
            sums.writeKeyRangeThroughputThrottleEvents;
        s.reasons[reasonSlot(s.resource, kWrite, shareLimitW)] += shareEventsW;
    }
    failed += failedNow;

    if (!provisioned) {
        const std::size_t slot = now % kPeakMaturityS;
        s.servedHistoryR[slot] = servedR;
        s.servedHistoryW[slot] = servedW;
    } else {
        trackProvisionedCapacity(s, servedR, servedW);
    }

    if (s.hasLsi) {
        growCollections(s);
    }
    // Split after the loop: a split appends a partition and may reallocate the vector.
    for (const std::uint32_t index : s.splitCandidates) {
        trySplit(s, index);
    }
    s.splitCandidates.clear();
    for (const std::uint32_t index : s.sizeSplitCandidates) {
        trySizeSplit(s, index);
    }
    s.sizeSplitCandidates.clear();
    if (!provisioned) {
        growOnDemandPartitions(s);
    }
}

} // namespace partiscope
