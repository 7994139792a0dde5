#pragma once

// Internal to core's simulator sources: the engine's state and building blocks; its work is spread over
// simulator.cpp (set-up and key placement), simulator_tick.cpp (one tick, split-for-heat) and
// simulator_retries.cpp (retry delays and scheduling).

#include "partiscope/simulator.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/shard_strategy.h"

#include "parallel_range.h"
#include "poisson_sampler.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace partiscope {

// Named (not anonymous) because TableSimulator::Engine, shared by several sources, holds these types.
namespace sim {

constexpr std::uint32_t kNoPartition = UINT32_MAX;
constexpr std::size_t kRetrySlots = 32; // > the longest retry delay in ticks (20 s cap + 1)
constexpr std::uint64_t kPeakMaturityS = 1800;
using limits::kKbPerGb;
constexpr double kHotShareOfCeiling = 0.8; // split-for-heat: "hot" means above 80% of the ceiling // on-demand:
                                           // capacity follows a new peak within 30 minutes

struct PhysicalKey {
    double writeShare = 0;  ///< writes per unit of table write rate
    double readQueries = 0; ///< queries per unit of table read rate
    double rcuPerQuery = 0;
    /// Access patterns: queries per second at a fixed rate (not scaled by the workload's read rate), and their RCU.
    double patternQueries = 0;
    double patternRcu = 0;
    SortKeyShape sortKey = SortKeyShape::Random;
    std::uint64_t hash = 0;
    /// With an LSI: the item collection's size (GB); once it would pass 10 GB its writes fail.
    double collectionGb = 0;
    /// The collection's starting size when the scenario states it (the logical key's size_gb over its shards).
    std::optional<double> statedGb;
    bool collectionFull = false;
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
    double fixedRequests = 0;       ///< requests per second at a fixed rate (access patterns)
    double fixedUnits = 0;          ///< their capacity units per second
    double rateUnitsPerRequest = 0; ///< capacity units per request of the rate-scaled part
    double traceRequests = 0;       ///< trace replay: this second's requests (before retries)
    double traceUnits = 0;          ///< and their capacity units
    std::vector<double> retryRing;  ///< [slot * levels + level]: requests due for attempt level+1
    std::uint64_t retriesUntil = 0; ///< no retry is scheduled at or after this tick: skip the ring
    bool retriesGathered = false;   ///< this tick's request levels above the first are valid
    double drawn = 0;               ///< Poisson noise: this tick's draw (drawNoise, before gathering)
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
    bool sizeSplitBlocked = false;
    double sizeGb = 0;         ///< data held: grows with the items written, splits past 10 GB
    double gbPerServedWcu = 0; ///< data added per WCU served (writes that add items, at the item size)
    PartitionTotals totals;
};

/// @brief One key space: the table (spaces[0]) or one GSI. Each has its own keys, partitions, capacity and
/// on-demand history; the engine ticks them in turn (the GSIs' writes follow the table's write requests).
struct KeySpace {
    std::string name; ///< "" for the table, else the GSI's name
    ThrottleResource resource = ThrottleResource::Table;
    CapacityMode mode = CapacityMode::Provisioned;
    double rcu = 0;
    double wcu = 0;
    double previousPeakRcu = 0;
    double previousPeakWcu = 0;
    std::optional<double> maxReadRequestUnits;
    std::optional<double> maxWriteRequestUnits;
    double accountMaxRcu = limits::kDefaultAccountMaxRcu;
    double accountMaxWcu = limits::kDefaultAccountMaxWcu;
    bool hasLsi = false;
    bool streams = false;
    /// A GSI's writes are not sent by the client: the base table's retries resend them, so they keep no ring.
    bool writesRetry = true;

    std::vector<PhysicalKey> keys;
    std::vector<Partition> partitions;
    std::vector<PartitionTick> lastTick;
    ThrottleMetrics metrics;
    std::vector<SplitEvent> splits;
    /// Requests the client saw throttled in this key space, by reason (the table's: back-pressure included).
    ThrottlingReasonCounts reasons{};
    double wcuPerWrite = 1;
    double itemKb = 1; ///< the size of an item written here
    double rcuPerRead = 0.5;
    double minRcuPerQuery = 0.5;
    double ceilingR = limits::kPartitionMaxRcu;
    double ceilingW = limits::kPartitionMaxWcu;
    // on-demand peak tracking
    std::vector<double> servedHistoryR, servedHistoryW; // ring of kPeakMaturityS ticks
    double maturedPeakR = 0, maturedPeakW = 0;
    /// Poisson noise: [2 * partition + direction]'s sampler for its current mean. Kept apart from the partitions
    /// (a small mean's sampler holds its table of cumulative probabilities) so that the ticks without noise touch
    /// no more memory than before.
    std::vector<PoissonSampler> noiseSamplers;
    std::vector<std::uint32_t> splitCandidates;
    std::vector<std::uint32_t> sizeSplitCandidates;
    double fullCollectionsWriteShare = 0; ///< LSI: write share of the keys whose item collection is full
    double writeRate = 0, readRate = 0;

    // per tick: pass 1's sums
    double baseR = 0, baseW = 0, needR = 0, needW = 0, demandR = 0, demandW = 0;
    double writeRequestsNow = 0; ///< write requests gathered this tick, retries included
    /// This tick's throttled write requests per limit (the index's share of back-pressure), requests.
    std::array<double, 4> writeThrottledByLimit{};
    double refusedNow = 0; ///< the table's base write requests refused by back-pressure this tick

    bool onDemand() const { return mode == CapacityMode::OnDemand; }
};

} // namespace sim

namespace sim {

/// @brief Trace replay: where each logical key of one key space went. A logical key's physical keys (its shards)
/// are consecutive; a physical key lives in one partition, or in several after a split through its item collection.
struct TracePlacement {
    std::vector<std::uint32_t> firstPhysical; ///< by logical key, and one past the last: [k, k + 1) are k's shards
    std::vector<std::uint32_t> partitionOf;   ///< by physical key; kNoPartition: see spread
    std::vector<std::vector<std::pair<std::uint32_t, double>>> spread; ///< (partition, fraction) when split
    std::size_t partitionsSeen = 0; ///< the partition count partitionOf was built for (a split adds one)
};

} // namespace sim

struct TableSimulator::Engine {
    Scenario scenario;                 ///< its settings: workload.keys stays empty (the placed keys are in spaces[0])
    std::vector<sim::KeySpace> spaces; ///< [0] the table, then one per GSI in the scenario's order
    double failed = 0;
    double itemCollectionFailed = 0;
    std::uint64_t now = 0;
    /// Poisson noise: the threads that draw a tick's request counts (any count gives the same draws).
    unsigned noiseThreads = 1;

    int maxAttempts = 1;
    std::size_t levels = 1;
    // retryWeights[attempt-1][k]: share of requests that failed attempt `attempt` retried k ticks later
    std::vector<std::array<double, sim::kRetrySlots>> retryWeights;
    std::size_t profileIndex = 0;

    // Trace replay (simulator_trace.cpp): the per-second demand replaces the rates and weights.
    std::shared_ptr<TraceDemand> trace;
    bool replaying = false;
    std::vector<sim::TracePlacement> tracePlacements; ///< by key space
    std::vector<TraceRequests> traceSecond;
    std::string traceProblem;
    /// The trace's keys of key space @p space as logical keys weighted by their requests; @p listed lends pins.
    std::vector<WorkloadKey> traceKeys(std::size_t space, const std::vector<WorkloadKey>& listed) const;
    /// After placement: each physical key's mean shares, from the trace's totals (see TraceDemand::totals).
    void traceShares(std::size_t space);
    /// Places a GSI's traced read keys (with its strategy) beside the index keys its writes go to.
    void placeTraceIndexReads(std::size_t space, const ShardStrategy& strategy);
    /// This second's requests into the partitions' trace fields; false when the trace failed (traceProblem).
    bool applyTraceSecond();

    sim::KeySpace& table() { return spaces[0]; }
    const sim::KeySpace& table() const { return spaces[0]; }

    // simulator_retries.cpp
    void setupRetries();
    /// Defined in simulator_tick.cpp, the only caller, and inlined there: it runs per partition per tick.
    [[gnu::always_inline]] inline void gatherRequests(sim::Flow& flow, double rate, double* levelRequests);
    /// The expected requests of @p flow this second at @p rate (before noise and retries).
    double flowMean(const sim::Flow& flow, double rate) const {
        return replaying ? flow.traceRequests : rate * flow.weight + flow.fixedRequests;
    }
    /// Poisson noise: this tick's request count of every key space's partitions' flows into Flow::drawn. Each draw
    /// has its own random stream keyed by (seed, key space, partition, direction, second) and depends only on that
    /// and its mean, so the draws do not depend on the threads, their order, or when they were made: with two
    /// threads or more, the next tick's draws are made ahead while this tick is served (simulator_noise.cpp).
    void drawNoise();
    /// A draw with @p mean from partition @p partition's stream of @p tickKey (the one way every noise draw is made,
    /// now or ahead).
    static double drawWith(sim::PoissonSampler& sampler, double mean, std::uint64_t tickKey, std::size_t partition) {
        if (mean != sampler.mean()) {
            sampler.setMean(mean);
        }
        sim::CounterStream stream = sim::partitionStream(tickKey, partition);
        return sampler.draw(stream);
    }
    /// This second's stream keys of every key space, reads and writes: [2 * space + direction].
    void streamKeysOf(std::uint64_t second, std::vector<std::uint64_t>& keys) const;
    /// Starts drawing second now + 1 ahead, over the noise threads, with the means drawNoise left in drawsAhead.
    void startDrawsAhead();
    /// Draws the flows listed in noiseMissing now, over the noise threads when there are many.
    void drawMissing();
    /// The draws made ahead for one second: a slot per partition and direction, key space after key space.
    struct DrawsAhead {
        std::uint64_t second = UINT64_MAX;          ///< the second drawn ahead; UINT64_MAX: none
        std::vector<std::size_t> firstSlot;         ///< by key space: the slot of its partition 0's reads (writes: + 1)
        std::vector<std::size_t> partitions;        ///< by key space: its partitions when the draws started
        std::vector<std::uint64_t> streamKeys;      ///< by key space and direction: tickStreamKey of the second
        std::vector<sim::PoissonSampler*> samplers; ///< by key space: its noiseSamplers
        std::vector<double> means; ///< by slot: the mean drawn for; negative: not drawn (an index's writes)
        std::vector<double> draws; ///< by slot
    };
    DrawsAhead drawsAhead;     ///< declared before noisePool: a job still running at destruction writes here
    DrawsAhead nextDrawsAhead; ///< drawNoise's: the layout and means of the next job, swapped in when it starts
    /// Flows this tick's draws ahead did not cover (new partitions, changed means): (key space, slot in the
    /// key space's noiseSamplers).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> noiseMissing;
    std::vector<std::uint64_t> noiseStreamKeys; ///< drawMissing's: this second's, by key space and direction
    std::unique_ptr<sim::ParallelRange> noisePool;
    void scheduleRetries(sim::Flow& flow, const double* levelRequests, double throttledShare, double& failedOut);

    // simulator_tick.cpp
    void updateRates();
    bool step();
    /// Pass 1 of a tick for @p space: requests gathered, the part each partition's allocation covers.
    void gatherSpace(sim::KeySpace& space, std::vector<double>& levelScratch);
    /// Pass 2: serves @p space; table writes are further refused with probability @p backPressure.
    void serveSpace(sim::KeySpace& space, std::vector<double>& levelScratch, double backPressure);
    /// On-demand: the share of its demand @p space may serve this tick per direction, and the limit that cut it.
    void onDemandScales(sim::KeySpace& space, double& scaleR, double& scaleW, ThrottleLimit& kindR,
                        ThrottleLimit& kindW);

    // simulator_split.cpp
    static void recomputeWeights(const sim::KeySpace& space, sim::Partition& p);
    double sliceHeat(const sim::KeySpace& space, const sim::Slice& slice) const;
    void blockSplit(sim::KeySpace& space, std::uint32_t index, std::string reason);
    void trySplit(sim::KeySpace& space, std::uint32_t index);
    void trySizeSplit(sim::KeySpace& space, std::uint32_t index);
    void splitPartition(sim::KeySpace& space, std::uint32_t index, std::vector<sim::Slice> left,
                        std::vector<sim::Slice> right, const char* reason);
    /// LSI: item collections grow with the writes served; one that reaches 10 GB refuses further writes.
    void growCollections(sim::KeySpace& space);
};

} // namespace partiscope
