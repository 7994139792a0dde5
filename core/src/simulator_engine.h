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
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace partiscope {

// Named (not anonymous) because TableSimulator::Engine, shared by several sources, holds these types.
namespace sim {

constexpr std::uint32_t kNoPartition = UINT32_MAX;
/// A flow's direction as an index: [2 * partition + direction] in the per-flow arrays, reads first.
constexpr std::size_t kRead = static_cast<std::size_t>(ThrottleOperation::Read);
constexpr std::size_t kWrite = static_cast<std::size_t>(ThrottleOperation::Write);
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
    /// With an LSI: the item collection's size (GB), its items and their LSI entries; once it would pass 10 GB its
    /// writes fail.
    double collectionGb = 0;
    /// The items' starting size when the scenario states it (the logical key's size_gb over its shards).
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
    bool quiet = false;        ///< served in its key space's quiet group (simulator_quiet.cpp)
    double sizeGb = 0;         ///< data held: grows with the items written, splits past 10 GB
    double gbPerServedWcu = 0; ///< data added per WCU served (writes that add items, net of the operation mix)
    PartitionTotals totals;
};

/// Partitions [begin, end) of a key space.
struct IndexRun {
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
};

/// Pass 1's sums over a key space's partitions (capacity units; writeRequests in requests, retries included).
struct GatherSums {
    double baseR = 0, baseW = 0, needR = 0, needW = 0, demandR = 0, demandW = 0;
    double writeRequests = 0;

    GatherSums& operator+=(const GatherSums& o) {
        baseR += o.baseR;
        baseW += o.baseW;
        needR += o.needR;
        needW += o.needW;
        demandR += o.demandR;
        demandW += o.demandW;
        writeRequests += o.writeRequests;
        return *this;
    }
    GatherSums operator-(const GatherSums& o) const {
        return {baseR - o.baseR,
                baseW - o.baseW,
                needR - o.needR,
                needW - o.needW,
                demandR - o.demandR,
                demandW - o.demandW,
                writeRequests - o.writeRequests};
    }
};

/// @brief One direction of a key space's quiet group (simulator_quiet.cpp). Its members' requests this second are
/// their weights times x: the rate (without noise), the group's one Poisson draw per unit of weight (with it), or,
/// for an index's writes, the table's write requests. Every member stays within one regime (below its allocation, or
/// above it with adaptive capacity lending the rest) while x stays within [xLow, xHigh].
struct QuietFlow {
    double weight = 0;         ///< the members' Flow::weight summed: requests per unit of x
    double units = 0;          ///< their weight x unitsPerRequest summed: capacity units per unit of x
    double aboveUnits = 0;     ///< the same over the members above their allocation
    double aboveAllocated = 0; ///< and those members' allocations
    double unitsSquared = 0;   ///< weight x unitsPerRequest^2 summed: x times it is the variance of their own noise
    double xLow = 0;
    double xHigh = 0;
    double x = 0;           ///< this tick's requests per unit of weight
    double sumX = 0;        ///< x summed over the ticks served so far: a member's units since joining are its
                            ///< weight x unitsPerRequest x (sumX - its sumX when it joined)
    PoissonSampler sampler; ///< the group's draw of weight x rate
};

/// @brief Where one direction of a quiet member stays in its regime: the group's x within [xLow, xHigh].
struct QuietBounds {
    bool above = false; ///< above its allocation, the rest lent by adaptive capacity (else within it)
    double xLow = 0;
    double xHigh = std::numeric_limits<double>::infinity();
};

/// @brief A partition in its key space's quiet group.
struct QuietMember {
    std::uint32_t partition = 0;
    QuietBounds reads;
    QuietBounds writes;
    std::uint64_t joinedS = 0;
    double readsSince = 0;  ///< the group's reads' sumX when it joined: its share since is owed to it
    double writesSince = 0; ///< and the writes'
};

/// @brief The partitions of a key space that are well inside every limit, served as one (with Poisson noise: one draw
/// per second and direction for all of them); their own figures owed to them, paid when they leave or shown when
/// looked at.
struct QuietGroup {
    std::vector<QuietMember> members; ///< by partition, ascending
    QuietFlow reads;
    QuietFlow writes;
    /// (second, partition): the first second a member's data could pass 10 GB; it leaves the group then.
    std::vector<std::pair<std::uint64_t, std::uint32_t>> sizeDeadlines; ///< a min-heap
    std::uint64_t nextAdmissionS = 0;
    std::uint64_t admissionBackoffS = 0;
    std::uint64_t servedS = UINT64_MAX; ///< the tick the group last served (the one reads and writes x are of)
    std::uint64_t shownS = UINT64_MAX;  ///< the tick the members' lastTick entries were last filled for
    GatherSums gathered;                ///< this tick's part of pass 1, taken back out if the group breaks up after it
};

/// @brief Auto scaling of one direction of a key space (simulator_capacity.cpp): the minute's consumed units against
/// the target, the streaks of minutes above and below it, the UpdateTable under way and the decreases made.
struct ScalingState {
    std::optional<AutoScalingSpec> spec;
    double minuteUnits = 0; ///< capacity units consumed so far this minute
    unsigned minutesAbove = 0;
    unsigned minutesBelow = 0;
    std::optional<std::uint64_t> pendingAtS; ///< when the UpdateTable asked for takes effect
    double pendingUnits = 0;
    std::vector<std::uint64_t> decreasesS; ///< when each decrease took effect
};
/// Whether a decrease of provisioned capacity may take effect at @p atS after the decreases made at @p madeS (in
/// time order; DG ServiceQuotas, "Decreasing provisioned throughput"): 4 at any time in a day (the run's days, from
/// second 0), then one more in each hour with no decrease in the hour before, 27 a day at most.
bool decreaseAllowed(const std::vector<std::uint64_t>& madeS, std::uint64_t atS);
/// Simplification: an UpdateTable that auto scaling asks for takes effect this many seconds after the alarm's minute
/// ends (DynamoDB: the alarm may lag a few minutes, the update takes seconds to minutes).
constexpr std::uint64_t kScalingLagS = 60;

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
    WarmThroughput warmThroughput;         ///< on-demand: served at once (its partitions are made at the start)
    std::array<ScalingState, 2> scaling{}; ///< [kRead], [kWrite]: provisioned capacity that follows consumption
    double provisionedRcuSeconds = 0;      ///< provisioned capacity summed over the ticks run (what is billed)
    double provisionedWcuSeconds = 0;
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
    double wcuPerWrite = 1;     ///< capacity units one base write asks here (its operation mix; 0: none here)
    double kbAddedPerWrite = 1; ///< data one base write adds here, net of its mix's updates and deletes
    /// KB an item holds in its item collection: the item and its LSI entries (the table with an LSI only)
    double collectionKbPerItem = 1;
    /// KB one write adds to its item collection, net of its mix's updates and deletes (the table with an LSI only)
    double collectionKbAddedPerWrite = 1;
    double rcuPerRead = 0.5;
    double minRcuPerQuery = 0.5;
    double ceilingR = limits::kPartitionMaxRcu;
    double ceilingW = limits::kPartitionMaxWcu;
    // on-demand peak tracking
    std::vector<double> servedHistoryR, servedHistoryW; // ring of kPeakMaturityS ticks
    double maturedPeakR = 0, maturedPeakW = 0;
    /// On-demand: the peaks the partitions were last grown for (growOnDemandPartitions).
    double grownForPeakR = 0, grownForPeakW = 0;
    /// Poisson noise: [2 * partition + direction]'s sampler for its current mean. Kept apart from the partitions
    /// (a small mean's sampler holds its table of cumulative probabilities) so that the ticks without noise touch
    /// no more memory than before.
    std::vector<PoissonSampler> noiseSamplers;
    /// The partitions served as one (see QuietGroup). The rest are ticked one by one: they are listed
    /// as runs of consecutive partitions (one run of all of them while the group is empty), so that the tick loops
    /// step through the partitions as plain loops do (a list of indexes cost the run without noise 7 %).
    /// individualsFor: the partition count the runs were made for.
    QuietGroup quiet;
    std::vector<IndexRun> individuals;
    std::size_t individualsFor = SIZE_MAX;
    std::vector<std::uint32_t> splitCandidates;
    std::vector<std::uint32_t> sizeSplitCandidates;
    double fullCollectionsWriteShare = 0; ///< LSI: write share of the keys whose item collection is full
    double writeRate = 0, readRate = 0;

    GatherSums gathered; ///< this tick's pass 1 over all its partitions (quiet group included)
    /// An index: the write requests it would refuse this tick were every base write sent to it, per limit.
    std::array<double, 4> writeThrottledByLimit{};
    /// An index: the share of this tick's base writes it lets through; of what it could take, the share the base
    /// writes that succeeded bring it; of its refusals, the share counted as base writes refused because of it.
    double writesPassing = 1;
    double writesAccepted = 1;
    double writesBlamed = 0;
    double refusedNow = 0;        ///< the table's base write requests refused by back-pressure this tick
    double writeThrottledNow = 0; ///< write requests throttled this tick (the table's: back-pressure included)

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
    bool quietGroupsOn = true; ///< TableSimulator::setQuietGroups

    std::size_t scheduleIndex = 0; ///< the table's next capacity_schedule entry
    std::vector<CapacityChangeEvent> capacityChanges;

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
    /// One flow drawn ahead: its key space, its slot there (2 * partition + direction) and the mean it was drawn for.
    struct DrawAhead {
        std::uint32_t space = 0;
        std::uint32_t slot = 0;
        double mean = 0;
    };
    /// The draws made ahead for one second: the flows ticked one by one (not the quiet groups'), in key space and
    /// slot order.
    struct DrawsAhead {
        std::uint64_t second = UINT64_MAX; ///< the second drawn ahead; UINT64_MAX: none
        std::vector<DrawAhead> flows;
        std::vector<std::uint64_t> streamKeys;      ///< by key space and direction: tickStreamKey of the second
        std::vector<sim::PoissonSampler*> samplers; ///< by key space: its noiseSamplers
        std::vector<double> draws;                  ///< by flow
    };
    DrawsAhead drawsAhead;     ///< declared before noisePool: a job still running at destruction writes here
    DrawsAhead nextDrawsAhead; ///< drawNoise's: the layout and means of the next job, swapped in when it starts
    /// Flows this tick's draws ahead did not cover (new partitions, changed means): (key space, slot in the
    /// key space's noiseSamplers).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> noiseMissing;
    std::vector<std::uint64_t> noiseStreamKeys; ///< drawMissing's: this second's, by key space and direction
    std::unique_ptr<sim::ParallelRange> noisePool;
    void scheduleRetries(sim::Flow& flow, const double* levelRequests, double throttledShare, double& failedOut);

    // simulator_quiet.cpp: quiet groups (see sim::QuietGroup)
    /// Whether @p space may have a quiet group: groups on, provisioned, no LSI, no trace.
    bool quietGroupsApply(const sim::KeySpace& space) const;
    /// At the start of a tick, before any draw or gather: the individuals' runs follow last tick's splits; members
    /// whose data could reach 10 GB leave; from time to time, partitions well inside their limits join. @p
    /// ratesChanged: a profile step changed the rates this tick (every member leaves).
    void tendQuietGroups(bool ratesChanged);
    /// The group's draws of this second (drawNoise).
    void drawQuietGroup(std::size_t spaceIndex);
    /// Pass 1 for the group (simulator_tick.cpp): adds its requests to @p sums, or, when a member would leave its
    /// regime this tick (or adaptive capacity could not lend all the members need), breaks the group up and gathers
    /// its members one by one.
    void gatherQuietGroup(sim::KeySpace& space, std::vector<double>& levelScratch, sim::GatherSums& sums);
    /// Table writes refused by back-pressure this tick: the group breaks up after its gather; its members, gathered
    /// one by one, replace the group's part of the key space's sums.
    void breakUpAfterGather(sim::KeySpace& space, std::vector<double>& levelScratch);
    /// Pass 2 for the group: serves every member's requests (all of them, by construction); returns the capacity
    /// units served, reads and writes.
    std::pair<double, double> serveQuietGroup(sim::KeySpace& space);
    /// Pays @p member what it is owed since it joined and marks it out of the group (the caller removes it and
    /// rebuilds the group's sums and the individuals list).
    void settleQuietMember(sim::KeySpace& space, const sim::QuietMember& member);
    /// Every member leaves during this tick's gather: each one's requests this second are its share of the group's
    /// (set as its draw). Returns the members that left, ascending.
    std::vector<std::uint32_t> breakUpQuietGroup(sim::KeySpace& space);
    /// Every member leaves (at the start of a tick, before any draw).
    void dissolveQuietGroup(sim::KeySpace& space);
    /// The group's sums and bounds from its members.
    void resumQuietGroup(sim::KeySpace& space);
    /// The partitions ticked one by one, after the membership or the partition count changed.
    static void refreshIndividuals(sim::KeySpace& space);
    /// The members' lastTick entries of the latest tick (filled only when someone looks).
    void showQuietMembers(sim::KeySpace& space);
    /// @p p's totals with what a quiet member is owed so far (not paid: looking changes nothing).
    PartitionTotals totalsOf(const sim::KeySpace& space, const sim::Partition& p) const;

    // simulator_tick.cpp
    /// Applies the profile steps due now; true when one did.
    bool updateRates();
    bool step();
    /// Pass 1 of a tick for @p space: requests gathered, the part each partition's allocation covers.
    void gatherSpace(sim::KeySpace& space, std::vector<double>& levelScratch);
    /// The key space's fields pass 1 reads for every partition, copied (see gatherSpace).
    struct GatherConstants {
        double readRate, writeRate, ceilingR, ceilingW;
        bool provisioned, writesRetry, adaptiveInstant;
    };
    GatherConstants gatherConstantsOf(const sim::KeySpace& space) const;
    /// Pass 1 for one partition, into @p sums.
    void gatherPartition(sim::KeySpace& space, std::size_t index, std::vector<double>& levelScratch,
                         const GatherConstants& constants, sim::GatherSums& sums);
    /// Pass 2: serves @p space. The table's writes are cut to @p writesPassing of each partition's demand (what the
    /// most constrained index lets through); an index's writes to its writesAccepted and writesBlamed.
    void serveSpace(sim::KeySpace& space, std::vector<double>& levelScratch, double writesPassing);
    /// What pass 2 applies to every partition of @p space this tick: adaptive capacity's grant, the on-demand cut,
    /// and the limit named when the key space's share runs out.
    struct ServeTerms {
        bool provisioned = true;
        bool adaptive = false;
        bool burst = false;
        double grantR = 0, grantW = 0;
        double scaleR = 1, scaleW = 1;
        ThrottleLimit limitKindR = ThrottleLimit::KeyRangeThroughputExceeded;
        ThrottleLimit limitKindW = ThrottleLimit::KeyRangeThroughputExceeded;
        ThrottleLimit shareLimitR = ThrottleLimit::ProvisionedThroughputExceeded;
        ThrottleLimit shareLimitW = ThrottleLimit::ProvisionedThroughputExceeded;
    };
    ServeTerms serveTermsOf(sim::KeySpace& space);
    /// An index after pass 1 at full demand: the write requests it would refuse (into writeThrottledByLimit, by
    /// limit), changing nothing else.
    double writeRefusalsAtFullDemand(sim::KeySpace& space);
    /// On-demand: the share of its demand @p space may serve this tick per direction, and the limit that cut it.
    void onDemandScales(sim::KeySpace& space, double& scaleR, double& scaleW, ThrottleLimit& kindR,
                        ThrottleLimit& kindW);

    // simulator_capacity.cpp: provisioned capacity over time (capacity_schedule, auto scaling)
    /// At the start of a tick: the schedule's changes and the UpdateTables of auto scaling due now. True when a key
    /// space's capacity changed (its quiet group must break up: its members' allocations changed).
    bool applyCapacityChanges();
    /// Sets @p space's provisioned capacity in @p direction: the partitions it needs are made (the busiest split),
    /// and every partition gets an even share, its burst bucket capped at the new share's 300 s.
    void setProvisioned(sim::KeySpace& space, std::size_t direction, double units, const char* reason);
    /// At the end of a provisioned key space's tick: its capacity is summed (what is billed), the units it served
    /// count towards the minute, and each minute auto scaling compares them with the target.
    void trackProvisionedCapacity(sim::KeySpace& space, double servedR, double servedW);

    // simulator_split.cpp
    /// Splits the partition whose @p load is highest (above @p above) between its keys at the middle of its traffic,
    /// again and again until the key space has @p upTo partitions or none is above it; a partition that one key
    /// fills is passed over (cutting an item collection by sort key is split-for-heat's, under its own rules).
    void splitBusiest(sim::KeySpace& space, const std::function<double(const sim::Partition&)>& load, double above,
                      std::size_t upTo, const char* reason);
    static void recomputeWeights(const sim::KeySpace& space, sim::Partition& p);
    double sliceHeat(const sim::KeySpace& space, const sim::Slice& slice) const;
    void blockSplit(sim::KeySpace& space, std::uint32_t index, std::string reason);
    void trySplit(sim::KeySpace& space, std::uint32_t index);
    void trySizeSplit(sim::KeySpace& space, std::uint32_t index);
    void splitPartition(sim::KeySpace& space, std::uint32_t index, std::vector<sim::Slice> left,
                        std::vector<sim::Slice> right, const char* reason);
    /// On-demand: a key space keeps the partitions its doubled previous peak needs (derivedPartitionCount) as the peak
    /// grows; the busiest partitions split to make them.
    void growOnDemandPartitions(sim::KeySpace& space);
    /// LSI: item collections grow with the writes served; one that reaches 10 GB refuses further writes.
    void growCollections(sim::KeySpace& space);
};

} // namespace partiscope
