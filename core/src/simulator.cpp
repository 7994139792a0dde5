#include "partiscope/simulator.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/number_format.h"
#include "partiscope/placement.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace partiscope {

namespace {

constexpr std::uint32_t kNoPartition = UINT32_MAX;
constexpr std::size_t kRetrySlots = 32; // > the longest retry delay in ticks (20 s cap + 1)
constexpr std::uint64_t kPeakMaturityS = 1800;
constexpr double kHotShareOfCeiling = 0.8; // split-for-heat: "hot" means above 80% of the ceiling // on-demand:
                                           // capacity follows a new peak within 30 minutes

struct SplitMix64 {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    /// Poisson sample: Knuth's product method for small means, a normal approximation above 30.
    double poisson(double mean) {
        if (mean <= 0) {
            return 0;
        }
        if (mean < 30) {
            const double limit = std::exp(-mean);
            double product = uniform();
            double k = 0;
            while (product > limit) {
                product *= uniform();
                ++k;
            }
            return k;
        }
        const double u1 = std::max(uniform(), 1e-300);
        const double u2 = uniform();
        const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
        return std::max(0.0, std::round(mean + std::sqrt(mean) * z));
    }
};

struct PhysicalKey {
    double writeShare = 0;  ///< writes per unit of table write rate
    double readQueries = 0; ///< queries per unit of table read rate
    double rcuPerQuery = 0;
    SortKeyShape sortKey = SortKeyShape::Random;
    std::uint64_t hash = 0;
};

struct Slice {
    std::uint32_t key = 0;
    double fraction = 1; ///< share of the key's traffic held by this partition
};

/// One direction (reads or writes) of one partition.
struct Flow {
    double allocated = 0;
    double tokens = 0;
    double tokenCap = 0;
    double weight = 0;              ///< requests per unit table rate
    double unitsPerRequest = 0;     ///< capacity units per request
    std::vector<double> retryRing;  ///< [slot * levels + level]: requests due for attempt level+1
    std::uint64_t retriesUntil = 0; ///< no retry is scheduled at or after this tick: skip the ring
    bool retriesGathered = false;   ///< this tick's request levels above the first are valid
    // per tick scratch
    double requests = 0;
    double demand = 0;
    double base = 0;
    double need = 0;
};

struct Partition {
    std::vector<Slice> slices;
    Flow reads;
    Flow writes;
    std::uint64_t hotStreak = 0;
    std::uint64_t throttleStreak = 0;
    bool adaptiveOn = false;
    bool splitBlocked = false;
    PartitionTotals totals;
};

} // namespace

struct TableSimulator::Engine {
    Scenario scenario; ///< its settings: workload.keys stays empty (the placed keys are `keys`)
    std::vector<PhysicalKey> keys;
    std::vector<Partition> partitions;
    std::vector<PartitionTick> lastTick;
    ThrottleMetrics metrics;
    std::vector<SplitEvent> splits;
    double failed = 0;
    std::uint64_t now = 0;
    SplitMix64 rng{1};

    double wcuPerWrite = 1;
    double rcuPerRead = 0.5;
    double minRcuPerQuery = 0.5;
    double ceilingR = limits::kPartitionMaxRcu;
    double ceilingW = limits::kPartitionMaxWcu;
    int maxAttempts = 1;
    std::size_t levels = 1;
    // retryWeights[attempt-1][k]: share of requests that failed attempt `attempt` retried k ticks later
    std::vector<std::array<double, kRetrySlots>> retryWeights;
    // on-demand peak tracking
    std::vector<double> servedHistoryR, servedHistoryW; // ring of kPeakMaturityS ticks
    double maturedPeakR = 0, maturedPeakW = 0;
    std::size_t profileIndex = 0;
    std::vector<std::uint32_t> splitCandidates;
    double writeRate = 0, readRate = 0;

    bool onDemand() const { return scenario.table.mode == CapacityMode::OnDemand; }

    void setupRetries() {
        const auto policy = scenario.workload.retries;
        maxAttempts = retryAttempts(policy);
        levels = static_cast<std::size_t>(maxAttempts);
        retryWeights.assign(levels, {});
        for (int attempt = 1; attempt < maxAttempts; ++attempt) {
            auto& w = retryWeights[static_cast<std::size_t>(attempt - 1)];
            if (policy == RetryPolicy::Standard) {
                // delay = U(0,1) x 2^(attempt-1) s, capped at 20 s; a request retried d seconds
                // later lands in tick ceil(d) (at least the next tick).
                const double span = std::min(20.0, std::pow(2.0, attempt - 1));
                for (std::size_t k = 1; k < kRetrySlots; ++k) {
                    const double lo = static_cast<double>(k - 1);
                    const double hi = std::min(static_cast<double>(k), span);
                    if (hi > lo) {
                        w[k] = (hi - lo) / span;
                    }
                }
            } else {
                // legacy: 50 ms doubling per attempt, no jitter
                const double delay = 0.05 * std::pow(2.0, attempt - 1);
                const auto k = static_cast<std::size_t>(std::max(1.0, std::ceil(delay - 1e-9)));
                w[std::min(k, kRetrySlots - 1)] = 1.0;
            }
        }
    }

    void recomputeWeights(Partition& p) const {
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

    void updateRates() {
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

    /// Fresh requests plus retries due now, per attempt level, into `flow.requests`; returns the
    /// per-level vector view through `levelRequests`.
    void gatherRequests(Flow& flow, double rate, double* levelRequests) {
        const double mean = rate * flow.weight;
        levelRequests[0] = scenario.workload.noise == NoiseModel::Poisson ? rng.poisson(mean) : mean;
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

    void scheduleRetries(Flow& flow, const double* levelRequests, double throttledShare, double& failedOut) {
        if (throttledShare <= 0) {
            return;
        }
        const std::size_t validLevels = flow.retriesGathered ? levels : 1;
        for (std::size_t l = 0; l < validLevels; ++l) {
            const double throttled = levelRequests[l] * throttledShare;
            if (throttled <= 0) {
                continue;
            }
            if (l + 1 >= levels) {
                failedOut += throttled;
                continue;
            }
            const auto& weights = retryWeights[l];
            for (std::size_t k = 1; k < kRetrySlots; ++k) {
                if (weights[k] > 0) {
                    flow.retryRing[((now + k) % kRetrySlots) * levels + l + 1] += throttled * weights[k];
                    flow.retriesUntil = std::max(flow.retriesUntil, now + k + 1);
                }
            }
        }
    }

    bool step() {
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
            auto serve = [&](Flow& flow, FlowTick& out, double ceiling, double grant, double scale,
                             double* levelRequests, bool isRead) {
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
            servedW +=
                serve(p.writes, tick.writes, ceilingW, grantW, scaleW, &levelScratch[(2 * i + 1) * levels], false);

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

    double sliceHeat(const Slice& slice) const {
        // Contributor Insights' ConsumedThroughputUnits weighting: 3 x WCU + RCU.
        const auto& key = keys[slice.key];
        return slice.fraction *
               (3.0 * writeRate * key.writeShare * wcuPerWrite + readRate * key.readQueries * key.rcuPerQuery);
    }

    void blockSplit(std::uint32_t index, std::string reason) {
        partitions[index].splitBlocked = true;
        splits.push_back({now, index, kNoPartition, std::move(reason)});
    }

    void trySplit(std::uint32_t index) {
        Partition& p = partitions[index];
        if (scenario.table.lsi) {
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
};

TableSimulator::TableSimulator(std::unique_ptr<Engine> engine) : m_engine(std::move(engine)) {}
TableSimulator::~TableSimulator() = default;

std::unique_ptr<TableSimulator> TableSimulator::create(const Scenario& scenario, std::string& error) {
    if (auto problem = scenarioProblem(scenario)) {
        error = problem->path + ": " + problem->message;
        return nullptr;
    }
    auto engine = std::make_unique<Engine>();
    Engine& e = *engine;
    // The engine keeps the scenario's settings, not its keys: they are placed once below, and a million of them
    // need no second copy (the app prepares documents of that size).
    e.scenario.version = scenario.version;
    e.scenario.name = scenario.name;
    e.scenario.table = scenario.table;
    e.scenario.capacity = scenario.capacity;
    e.scenario.strategy = scenario.strategy;
    {
        const WorkloadSpec& from = scenario.workload;
        WorkloadSpec& to = e.scenario.workload;
        to.durationS = from.durationS;
        to.itemKb = from.itemKb;
        to.consistency = from.consistency;
        to.writesPerS = from.writesPerS;
        to.readsPerS = from.readsPerS;
        to.profile = from.profile;
        to.generator = from.generator;
        to.noise = from.noise;
        to.retries = from.retries;
        to.seed = from.seed;
    }
    e.rng.state = scenario.workload.seed ^ 0x5851F42D4C957F2Dull;
    const auto& w = scenario.workload;
    const double transactional = w.consistency == Consistency::Transactional ? 2.0 : 1.0;
    const double readFactor = w.consistency == Consistency::Eventual ? 0.5 : transactional;
    e.wcuPerWrite = std::ceil(w.itemKb - 1e-12) * transactional;
    e.rcuPerRead = std::ceil(w.itemKb / 4.0 - 1e-12) * readFactor;
    e.minRcuPerQuery = readFactor; // a Query that returns nothing still consumes one read unit
    e.writeRate = w.writesPerS;
    e.readRate = w.readsPerS;
    e.setupRetries();

    ShardStrategy strategy;
    if (!ShardStrategy::create(scenario.strategy, strategy, error)) {
        error = "/strategy: " + error;
        return nullptr;
    }
    const std::uint32_t partitionCount = scenario.table.partitions.value_or(derivedPartitionCount(scenario.table));
    // Listed keys are read where they are; only a generator's are made.
    const std::vector<WorkloadKey> generated = w.generator ? expandWorkloadKeys(w) : std::vector<WorkloadKey>();
    const std::vector<WorkloadKey>& logical = w.generator ? generated : w.keys;
    double totalWeight = 0;
    for (const auto& k : logical) {
        totalWeight += k.weight;
    }
    if (logical.empty() || totalWeight <= 0) {
        error = "/workload/keys: the key weights add up to 0";
        return nullptr;
    }

    const PartitionMap map(PlacementModel::Range, partitionCount);
    e.partitions.resize(partitionCount);
    for (std::uint32_t i = 0; i < partitionCount; ++i) {
        e.partitions[i].totals.index = i;
    }
    for (const auto& k : logical) {
        const double share = k.weight / totalWeight;
        if (share <= 0) {
            continue;
        }
        // Writes spread evenly over the shards (random: in expectation; the other kinds assume
        // the source values are spread evenly). A logical read queries every shard once.
        const std::vector<std::string> physical = strategy.fanOutKeys(k.key);
        const double n = static_cast<double>(physical.size());
        const double rcuPerQuery =
            physical.size() == 1 ? e.rcuPerRead : (e.rcuPerRead + (n - 1) * e.minRcuPerQuery) / n;
        for (const auto& name : physical) {
            if (name.size() > limits::kPartitionKeyMaxBytes) {
                error = "/workload/keys: the sharded key for '" + k.key.substr(0, 40) + "' exceeds " +
                        groupedCount(limits::kPartitionKeyMaxBytes) + " bytes";
                return nullptr;
            }
            PhysicalKey key;
            key.writeShare = share / n;
            key.readQueries = share;
            key.rcuPerQuery = rcuPerQuery;
            key.sortKey = k.sortKey;
            key.hash = modelHash(name);
            const std::uint32_t partition = k.partition ? *k.partition : map.bucketOfHash(key.hash);
            if (partition >= partitionCount) {
                error = "/workload/keys: partition " + std::to_string(partition) + " does not exist";
                return nullptr;
            }
            e.partitions[partition].slices.push_back({static_cast<std::uint32_t>(e.keys.size()), 1.0});
            e.keys.push_back(key);
        }
    }
    const bool provisioned = scenario.table.mode == CapacityMode::Provisioned;
    const bool burstFull = scenario.capacity.burstStart == BurstStart::Full;
    for (auto& p : e.partitions) {
        // Keep slices in hash order: that is the order a range split cuts them in.
        std::sort(p.slices.begin(), p.slices.end(),
                  [&](const Slice& a, const Slice& b) { return e.keys[a.key].hash < e.keys[b.key].hash; });
        for (auto [flow, total] :
             {std::pair<Flow*, double>{&p.reads, scenario.table.rcu}, {&p.writes, scenario.table.wcu}}) {
            flow->allocated = provisioned ? total / partitionCount : 0.0;
            flow->tokenCap = limits::kBurstWindowS * flow->allocated;
            flow->tokens = burstFull ? flow->tokenCap : 0.0;
            flow->retryRing.assign(kRetrySlots * e.levels, 0.0);
        }
        e.recomputeWeights(p);
    }
    e.lastTick.resize(partitionCount);
    if (!provisioned) {
        e.servedHistoryR.assign(kPeakMaturityS, 0.0);
        e.servedHistoryW.assign(kPeakMaturityS, 0.0);
    }
    return std::unique_ptr<TableSimulator>(new TableSimulator(std::move(engine)));
}

bool TableSimulator::step() {
    return m_engine->step();
}

void TableSimulator::run(const std::function<void(std::uint64_t, const std::vector<PartitionTick>&)>& onTick) {
    while (m_engine->now < m_engine->scenario.workload.durationS) {
        const std::uint64_t at = m_engine->now;
        m_engine->step();
        if (onTick) {
            onTick(at, m_engine->lastTick);
        }
    }
}

bool TableSimulator::finished() const noexcept {
    return m_engine->now >= m_engine->scenario.workload.durationS;
}

std::uint64_t TableSimulator::nowS() const noexcept {
    return m_engine->now;
}

std::uint32_t TableSimulator::partitionCount() const noexcept {
    return static_cast<std::uint32_t>(m_engine->partitions.size());
}

const std::vector<PartitionTick>& TableSimulator::lastTick() const noexcept {
    return m_engine->lastTick;
}

SimulationSnapshot TableSimulator::snapshot() const {
    const Engine& e = *m_engine;
    SimulationSnapshot s;
    s.nowS = e.now;
    s.durationS = e.scenario.workload.durationS;
    s.lastTick = e.lastTick;
    for (const auto& p : e.partitions) {
        s.partitions.push_back(p.totals);
    }
    s.metrics = e.metrics;
    s.splits = e.splits;
    s.failedRequests = e.failed;
    return s;
}

} // namespace partiscope
