// Quiet groups. Most partitions of a large table spend the day well inside every limit: all their requests are
// served and nothing they do changes anyone else, yet ticking each one every second (and, with Poisson noise,
// drawing its count) was most of a day's run. Such partitions are served as one group per key space: each member's
// requests in a second are its weight times the group's x, the rate itself without noise (the same figures as
// ticking it alone, to rounding) or one Poisson draw per second and direction for all of them with noise (a sum of
// Poisson counts is a Poisson count; the members' own noise is not drawn, a simplification the README states).
// What each member is owed (its totals, its burst tokens, its data) is paid when it leaves or shown when someone
// looks, never changed by looking. A partition joins only while nothing could take it across a limit; the group
// breaks up the moment one of its members could cross.
#include "simulator_engine.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>

namespace partiscope {

using namespace sim;

namespace {

/// Partitions join at most this often (a pass looks at every partition of the key space).
constexpr std::uint64_t kAdmissionEveryS = 16;
/// After a break-up the next admission waits twice as long as the last wait, up to this.
constexpr std::uint64_t kLongestAdmissionWaitS = 1024;
/// A partition whose data could reach 10 GB sooner than this does not join.
constexpr std::uint64_t kShortestStayS = 32;
/// A member's own noise is not drawn, so it joins only while its mean stays this many of its own standard deviations
/// below its ceiling (key-range throttling) and, without adaptive capacity to lend it what it lacks, below its
/// allocation (burst capacity): a second beyond either has a chance below 1 in 10^12.
constexpr double kOwnNoiseMargin = 7.0;
/// Split-for-heat waits for a run of hot seconds: a member's mean stays far enough below the hot share of the ceiling
/// that such a run has a chance below this, per second and partition.
constexpr double kHotRunChance = 1e-12;
/// The group's own noise: members stay this many of its standard deviations (and at least this share of x) away
/// from the x at which their regime would change, so that it breaks up seldom.
constexpr double kGroupNoiseMargin = 6.0;
constexpr double kSmallestGroupMargin = 0.005;
/// An index's writes are the table's write requests of the second (retries included): they move more than a draw.
constexpr double kIndexWritesMargin = 0.05;
/// The group's draw comes from this partition number's stream (no partition has it: kMaxPartitions is far below).
constexpr std::uint64_t kGroupStream = 0xFFFFFFFFull;

constexpr double kUnbounded = std::numeric_limits<double>::infinity();

/// Where partition @p index is (or would go) in @p group's members.
template <typename Group>
auto memberOf(Group& group, std::uint32_t index) {
    return std::lower_bound(group.members.begin(), group.members.end(), index,
                            [](const QuietMember& member, std::uint32_t i) { return member.partition < i; });
}

/// How far from a limit, in a flow's own standard deviations, it must stay (see regimeOf).
struct Margins {
    double hot = 0;       ///< from the hot share of the ceiling (split-for-heat on)
    double group = 0;     ///< share of x: the group's own noise
    bool ownNoise = true; ///< the flow draws its own counts when ticked alone (an index's writes do not)
};

/// The standard deviations a normal variable must stay below its bound for the chance of @p runS seconds in a row
/// beyond it to be below kHotRunChance (one more for the Poisson's heavier upper tail).
double hotMargin(double runS) {
    const double perSecond = std::pow(kHotRunChance, 1.0 / std::max(1.0, runS));
    double low = 0;
    double high = 10;
    for (int i = 0; i < 60; ++i) { // the normal's upper tail, 0.5 erfc(z / sqrt 2), falls with z
        const double mid = (low + high) / 2;
        (0.5 * std::erfc(mid / std::sqrt(2.0)) > perSecond ? low : high) = mid;
    }
    return high + 1.0;
}

/// Where @p flow would stay in its regime at the group's x = @p x (requests per unit of weight); nullopt when it
/// may not join.
std::optional<QuietBounds> regimeOf(const Flow& flow, double x, const Margins& margins, double ceiling,
                                    bool splitForHeat, bool mayBorrow) {
    const double units = flow.weight * flow.unitsPerRequest;
    if (flow.fixedRequests > 0) {
        return std::nullopt; // access patterns read at their own rate: not a share of the group's draw
    }
    if (!(units > 0)) {
        return QuietBounds{}; // nothing asked of it in this direction
    }
    const double sigma = margins.ownNoise ? std::sqrt(x / flow.weight) : 0.0; // its own noise, in units of x
    const double group = margins.group * x;
    const double ceilingX = ceiling / units;
    const double hotX = kHotShareOfCeiling * ceilingX;
    if (x + kOwnNoiseMargin * sigma + group > ceilingX || (splitForHeat && x + margins.hot * sigma + group > hotX)) {
        return std::nullopt;
    }
    const double top = splitForHeat ? hotX : ceilingX;
    const double allocation = flow.allocated / units;
    const QuietBounds below{false, 0.0, std::min(top, allocation)};
    if (mayBorrow) {
        // Adaptive capacity lends a second above the allocation all it lacks (the group checks that it can, with
        // room for its members' own noise): only the group's noise may not carry it across.
        if (x + group <= allocation) {
            return below;
        }
        if (x - group >= allocation) {
            return QuietBounds{true, allocation, top};
        }
    } else if (x + kOwnNoiseMargin * sigma + group <= allocation) {
        return below;
    }
    return std::nullopt;
}

/// What @p member is owed since it joined @p group, in capacity units.
struct Owed {
    double reads = 0;
    double writes = 0;
};

/// Units of @p flow since its partition joined its group, whose x sum was @p since then and is @p sumX now.
double owedUnits(const Flow& flow, double since, double sumX) {
    return flow.weight * flow.unitsPerRequest * (sumX - since);
}

Owed owedTo(const QuietGroup& group, const Partition& p, const QuietMember& member) {
    return {owedUnits(p.reads, member.readsSince, group.reads.sumX),
            owedUnits(p.writes, member.writesSince, group.writes.sumX)};
}

/// @p totals with @p owed added: every unit a member asked for in the group was served.
void addOwed(PartitionTotals& totals, const Owed& owed) {
    totals.readRequests += owed.reads;
    totals.readsServed += owed.reads;
    totals.writeRequests += owed.writes;
    totals.writesServed += owed.writes;
}

/// @p flow's burst tokens after @p ticks in the group and @p units served there: below its allocation it saved the
/// rest every second (up to the cap); above it adaptive capacity lent all it lacked, so it spent none.
double tokensAfter(const Flow& flow, bool above, std::uint64_t ticks, double units, bool burst) {
    if (!burst) {
        return flow.tokens;
    }
    if (above) {
        return std::min(flow.tokenCap, flow.tokens);
    }
    return std::min(flow.tokenCap, flow.tokens + flow.allocated * static_cast<double>(ticks) - units);
}

} // namespace

bool TableSimulator::Engine::quietGroupsApply(const KeySpace& s) const {
    return quietGroupsOn && !replaying && !s.onDemand() && !s.hasLsi;
}

void TableSimulator::Engine::refreshIndividuals(KeySpace& s) {
    s.individuals.clear();
    const auto count = static_cast<std::uint32_t>(s.partitions.size());
    for (std::uint32_t i = 0; i < count;) {
        if (s.partitions[i].quiet) {
            ++i;
            continue;
        }
        IndexRun run{i, i};
        while (run.end < count && !s.partitions[run.end].quiet) {
            ++run.end;
        }
        s.individuals.push_back(run);
        i = run.end;
    }
    s.individualsFor = s.partitions.size();
}

void TableSimulator::Engine::resumQuietGroup(KeySpace& s) {
    QuietGroup& q = s.quiet;
    for (const std::size_t direction : {kRead, kWrite}) {
        QuietFlow& group = direction == kRead ? q.reads : q.writes;
        group.weight = 0;
        group.units = 0;
        group.aboveUnits = 0;
        group.aboveAllocated = 0;
        group.unitsSquared = 0;
        group.xLow = 0;
        group.xHigh = kUnbounded;
        for (const QuietMember& member : q.members) {
            const Partition& p = s.partitions[member.partition];
            const Flow& flow = direction == kRead ? p.reads : p.writes;
            const QuietBounds& bounds = direction == kRead ? member.reads : member.writes;
            const double units = flow.weight * flow.unitsPerRequest;
            group.weight += flow.weight;
            group.units += units;
            group.unitsSquared += units * flow.unitsPerRequest;
            if (bounds.above) {
                group.aboveUnits += units;
                group.aboveAllocated += flow.allocated;
            }
            group.xLow = std::max(group.xLow, bounds.xLow);
            group.xHigh = std::min(group.xHigh, bounds.xHigh);
        }
    }
}

void TableSimulator::Engine::settleQuietMember(KeySpace& s, const QuietMember& member) {
    Partition& p = s.partitions[member.partition];
    const QuietGroup& q = s.quiet;
    const std::uint64_t ticks = now - member.joinedS; // this tick is not the group's (served one by one, or to come)
    const bool burst = scenario.capacity.burst;       // the group is provisioned
    const Owed owed = owedTo(q, p, member);
    addOwed(p.totals, owed);
    p.reads.tokens = tokensAfter(p.reads, member.reads.above, ticks, owed.reads, burst);
    p.writes.tokens = tokensAfter(p.writes, member.writes.above, ticks, owed.writes, burst);
    p.sizeGb += owed.writes * p.gbPerServedWcu;
    if (ticks > 0) {
        // Neither hot nor throttled a single second in the group.
        p.hotStreak = 0;
        p.throttleStreak = 0;
    }
    p.quiet = false;
}

void TableSimulator::Engine::dissolveQuietGroup(KeySpace& s) {
    for (const QuietMember& member : s.quiet.members) {
        settleQuietMember(s, member);
    }
    s.quiet.members.clear();
    s.quiet.sizeDeadlines.clear();
    resumQuietGroup(s);
    refreshIndividuals(s);
}

std::vector<std::uint32_t> TableSimulator::Engine::breakUpQuietGroup(KeySpace& s) {
    QuietGroup& q = s.quiet;
    std::vector<std::uint32_t> left;
    left.reserve(q.members.size());
    for (const QuietMember& member : q.members) {
        settleQuietMember(s, member);
        left.push_back(member.partition);
        Partition& p = s.partitions[member.partition];
        // This second's requests: its share of the group's draw (gatherRequests takes them as its draw).
        p.reads.drawn = p.reads.weight * q.reads.x;
        p.writes.drawn = p.writes.weight * q.writes.x;
    }
    q.members.clear();
    q.sizeDeadlines.clear();
    resumQuietGroup(s);
    refreshIndividuals(s);
    // The conditions that broke it may last: wait longer before the next admission each time.
    q.admissionBackoffS = std::clamp(2 * q.admissionBackoffS, kAdmissionEveryS, kLongestAdmissionWaitS);
    q.nextAdmissionS = now + q.admissionBackoffS;
    return left;
}

void TableSimulator::Engine::tendQuietGroups(bool ratesChanged) {
    const auto& cap = scenario.capacity;
    for (KeySpace& s : spaces) {
        QuietGroup& q = s.quiet;
        if (s.individualsFor != s.partitions.size()) {
            refreshIndividuals(s); // splits added partitions last tick
        }
        if (!quietGroupsApply(s)) {
            if (!q.members.empty()) {
                dissolveQuietGroup(s); // turned off during the run
            }
            continue;
        }
        if (ratesChanged && !q.members.empty()) {
            dissolveQuietGroup(s); // the members joined for the old rates
        }
        bool changed = false;
        const auto later = std::greater<>();
        while (!q.sizeDeadlines.empty() && q.sizeDeadlines.front().first <= now) {
            const std::uint32_t leaving = q.sizeDeadlines.front().second;
            std::pop_heap(q.sizeDeadlines.begin(), q.sizeDeadlines.end(), later);
            q.sizeDeadlines.pop_back();
            const auto member = memberOf(q, leaving);
            settleQuietMember(s, *member);
            q.members.erase(member);
            changed = true;
        }
        if (now >= q.nextAdmissionS) {
            if (!q.members.empty()) {
                q.admissionBackoffS = 0; // the group held since the last admission
            }
            q.nextAdmissionS = now + kAdmissionEveryS;
            double readWeight = 0;
            double writeWeight = 0;
            for (const Partition& p : s.partitions) {
                readWeight += p.reads.weight;
                writeWeight += p.writes.weight;
            }
            const auto groupMargin = [](double requests) {
                return requests > 0 ? std::max(kSmallestGroupMargin, kGroupNoiseMargin / std::sqrt(requests)) : 1.0;
            };
            // Without noise a member's requests are its mean, the group's x is the rate itself, and only an
            // index's writes move from second to second.
            const bool noisy = scenario.workload.noise == NoiseModel::Poisson;
            const double hot = hotMargin(cap.splitAfterS);
            const Margins readMargins{hot, noisy ? groupMargin(s.readRate * readWeight) : kSmallestGroupMargin, noisy};
            const Margins writeMargins{hot,
                                       !s.writesRetry
                                           ? kIndexWritesMargin
                                           : (noisy ? groupMargin(s.writeRate * writeWeight) : kSmallestGroupMargin),
                                       noisy && s.writesRetry};
            const bool mayBorrowAlways = cap.adaptive == AdaptiveMode::Instant;
            const bool mayBorrowOnce = cap.adaptive == AdaptiveMode::Delayed;
            // An index's writes are the table's write requests of the second: last second's say what to expect.
            const bool writesKnown = s.writesRetry || s.writeRate > 0;
            for (std::uint32_t i = 0; i < s.partitions.size(); ++i) {
                Partition& p = s.partitions[i];
                if (p.quiet || p.reads.retriesUntil > now || p.writes.retriesUntil > now) {
                    continue;
                }
                const bool mayBorrow = mayBorrowAlways || (mayBorrowOnce && p.adaptiveOn);
                const std::optional<QuietBounds> reads =
                    regimeOf(p.reads, s.readRate, readMargins, s.ceilingR, cap.splitForHeat, mayBorrow);
                if (!reads) {
                    continue;
                }
                const std::optional<QuietBounds> writes =
                    regimeOf(p.writes, s.writeRate, writeMargins, s.ceilingW, cap.splitForHeat, mayBorrow);
                if (!writes || (!writesKnown && p.writes.weight > 0)) {
                    continue;
                }
                // Its data may not reach 10 GB in the group (the split for size is decided second by second).
                std::uint64_t deadline = UINT64_MAX;
                const double growth = p.writes.weight * p.writes.unitsPerRequest * writes->xHigh * p.gbPerServedWcu;
                if (growth > 0 && !p.sizeSplitBlocked) {
                    const double stay = std::floor((limits::kPartitionMaxGb - p.sizeGb) / growth);
                    if (!(stay >= static_cast<double>(kShortestStayS))) {
                        continue;
                    }
                    deadline = now + static_cast<std::uint64_t>(std::min(stay, 1e15));
                }
                p.quiet = true;
                q.members.insert(memberOf(q, i), {i, *reads, *writes, now, q.reads.sumX, q.writes.sumX});
                if (deadline != UINT64_MAX) {
                    q.sizeDeadlines.emplace_back(deadline, i);
                    std::push_heap(q.sizeDeadlines.begin(), q.sizeDeadlines.end(), later);
                }
                changed = true;
            }
        }
        if (changed) {
            resumQuietGroup(s);
            refreshIndividuals(s);
        }
    }
}

void TableSimulator::Engine::drawQuietGroup(std::size_t spaceIndex) {
    KeySpace& s = spaces[spaceIndex];
    QuietGroup& q = s.quiet;
    for (const std::size_t direction : {kRead, kWrite}) {
        if (direction == kWrite && !s.writesRetry) {
            continue; // an index's writes are the table's write requests (gatherQuietGroup)
        }
        QuietFlow& group = direction == kRead ? q.reads : q.writes;
        const double mean = (direction == kRead ? s.readRate : s.writeRate) * group.weight;
        if (mean != group.sampler.mean()) {
            group.sampler.setMean(mean);
        }
        CounterStream stream = partitionStream(noiseStreamKeys[2 * spaceIndex + direction], kGroupStream);
        group.x = group.weight > 0 ? group.sampler.draw(stream) / group.weight : 0.0;
    }
}

std::pair<double, double> TableSimulator::Engine::serveQuietGroup(KeySpace& s) {
    QuietGroup& q = s.quiet;
    q.reads.sumX += q.reads.x;
    q.writes.sumX += q.writes.x;
    q.servedS = now;
    return {q.reads.x * q.reads.units, q.writes.x * q.writes.units};
}

void TableSimulator::Engine::showQuietMembers(KeySpace& s) {
    QuietGroup& q = s.quiet;
    if (q.members.empty() || q.servedS + 1 != now || q.shownS == q.servedS) {
        return;
    }
    const bool burst = scenario.capacity.burst;
    const std::uint64_t afterTick = now;
    for (const QuietMember& member : q.members) {
        const Partition& p = s.partitions[member.partition];
        const Owed owed = owedTo(q, p, member);
        PartitionTick& tick = s.lastTick[member.partition];
        tick = PartitionTick{};
        tick.partition = member.partition;
        for (const std::size_t direction : {kRead, kWrite}) {
            const Flow& flow = direction == kRead ? p.reads : p.writes;
            const QuietFlow& group = direction == kRead ? q.reads : q.writes;
            FlowTick& out = direction == kRead ? tick.reads : tick.writes;
            out.demand = flow.weight * flow.unitsPerRequest * group.x;
            out.served = out.demand;
            out.allocated = flow.allocated;
            const bool above = direction == kRead ? member.reads.above : member.writes.above;
            const double owedUnitsSoFar = direction == kRead ? owed.reads : owed.writes;
            out.burstLevel = tokensAfter(flow, above, afterTick - member.joinedS, owedUnitsSoFar, burst);
        }
    }
    q.shownS = q.servedS;
}

PartitionTotals TableSimulator::Engine::totalsOf(const KeySpace& s, const Partition& p) const {
    PartitionTotals totals = p.totals;
    if (p.quiet) {
        addOwed(totals, owedTo(s.quiet, p, *memberOf(s.quiet, totals.index)));
    }
    return totals;
}

} // namespace partiscope
