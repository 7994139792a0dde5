#pragma once

#include "partiscope/scenario.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace partiscope {

/// @brief Why a request was throttled, as DynamoDB's ThrottlingReason names it (DG "Diagnosing throttling"):
/// resource (Table|Index) x operation (Read|Write) x limit, e.g. IndexWriteKeyRangeThroughputExceeded.
enum class ThrottleResource { Table, Index };
enum class ThrottleOperation { Read, Write };
enum class ThrottleLimit {
    ProvisionedThroughputExceeded, ///< provisioned capacity of the table or index (or a partition's share of it)
    AccountLimitExceeded,          ///< the per-table account quota (on-demand)
    KeyRangeThroughputExceeded,    ///< a partition's ceiling: a hot key
    MaxOnDemandThroughputExceeded, ///< the configured on-demand maximum throughput
};
struct ThrottlingReason {
    ThrottleResource resource = ThrottleResource::Table;
    ThrottleOperation operation = ThrottleOperation::Write;
    ThrottleLimit limit = ThrottleLimit::ProvisionedThroughputExceeded;
    bool operator==(const ThrottlingReason&) const = default;
};
inline constexpr std::size_t kThrottlingReasonCount = 16;
/// Position of @p reason in a ThrottlingReasonCounts: resource, then operation, then limit (in declaration order).
constexpr std::size_t throttlingReasonIndex(ThrottlingReason reason) noexcept {
    return static_cast<std::size_t>(reason.resource) * 8 + static_cast<std::size_t>(reason.operation) * 4 +
           static_cast<std::size_t>(reason.limit);
}
constexpr ThrottlingReason throttlingReasonAt(std::size_t index) noexcept {
    return {static_cast<ThrottleResource>(index / 8), static_cast<ThrottleOperation>(index / 4 % 2),
            static_cast<ThrottleLimit>(index % 4)};
}
/// DynamoDB's name of @p reason, e.g. "TableWriteKeyRangeThroughputExceeded".
std::string throttlingReasonName(ThrottlingReason reason);
/// Throttled requests per reason, indexed by throttlingReasonIndex().
using ThrottlingReasonCounts = std::array<double, kThrottlingReasonCount>;

/// @brief One partition during one tick, for one direction (reads or writes). Capacity units.
struct FlowTick {
    double demand = 0; ///< units requested this second (new requests + retries)
    double served = 0;
    double throttled = 0;            ///< demand - served
    double allocated = 0;            ///< the partition's provisioned share (0 on on-demand tables)
    double burstLevel = 0;           ///< tokens left in the burst bucket after this tick
    double keyRangeThrottled = 0;    ///< part of `throttled` above the per-partition ceiling
    double provisionedThrottled = 0; ///< part of `throttled` below the ceiling (table capacity)
    double throttledRequests = 0;    ///< requests (not units) throttled this second, retries included
    /// Writes of the table only: part of `throttled` refused because an index the items write to throttled
    /// (GSI back-pressure); not part of keyRangeThrottled or provisionedThrottled.
    double backPressureThrottled = 0;
};

struct PartitionTick {
    std::uint32_t partition = 0;
    FlowTick reads;
    FlowTick writes;
};

/// @brief Totals of one partition over the run (capacity units).
struct PartitionTotals {
    std::uint32_t index = 0;
    double writeRequests = 0; ///< WCU requested, retries included
    double writesServed = 0;
    double writesThrottled = 0;
    double readRequests = 0; ///< RCU requested, retries included
    double readsServed = 0;
    double readsThrottled = 0;
    std::optional<std::uint64_t> firstThrottleS;
    std::uint32_t parent = UINT32_MAX; ///< partition it split from (UINT32_MAX: an original one)
};

/// @brief CloudWatch metric totals, under CloudWatch's names; counts are requests (events).
struct ThrottleMetrics {
    double readThrottleEvents = 0;
    double writeThrottleEvents = 0;
    double throttledRequests = 0;
    double readKeyRangeThroughputThrottleEvents = 0;
    double writeKeyRangeThroughputThrottleEvents = 0;
    double readProvisionedThroughputThrottleEvents = 0;
    double writeProvisionedThroughputThrottleEvents = 0;
    double consumedReadCapacityUnits = 0;
    double consumedWriteCapacityUnits = 0;
    /// Not a CloudWatch metric: on-demand requests above 2x the previous peak (shown in the
    /// generic counters only, as DynamoDB does).
    double onDemandScalingThrottleEvents = 0;
    /// Not CloudWatch metrics (CloudWatch counts them all as ...ProvisionedThroughputThrottleEvents): the
    /// provisioned-throughput events of seconds in which the table as a whole asked for more than its
    /// provisioned capacity. The rest of the provisioned-throughput events are a partition above its even
    /// share while the table had capacity to spare that adaptive capacity did not lend (off, or not yet on).
    double readTableCapacityThrottleEvents = 0;
    double writeTableCapacityThrottleEvents = 0;
    double readAccountLimitThrottleEvents = 0;
    double writeAccountLimitThrottleEvents = 0;
    double readMaxOnDemandThroughputThrottleEvents = 0;
    double writeMaxOnDemandThroughputThrottleEvents = 0;
    /// Table only: base-table write requests throttled because a GSI they write to throttled (back-pressure);
    /// included in writeThrottleEvents.
    double writeBackPressureThrottleEvents = 0;
};

struct SplitEvent {
    std::uint64_t atS = 0;
    std::uint32_t partition = 0;    ///< the partition that split (keeps the lower half)
    std::uint32_t newPartition = 0; ///< UINT32_MAX when the split was blocked
    std::string reason;             ///< "heat", or why it could not split ("lsi", "single item", ...)
};

/// @brief A change of a key space's provisioned capacity during the run: an UpdateTable of the table's
/// capacity_schedule, or one that auto scaling made.
struct CapacityChangeEvent {
    std::uint64_t atS = 0;
    std::string index; ///< "" for the table, else the GSI's name
    ThrottleOperation operation = ThrottleOperation::Write;
    double from = 0;
    double to = 0;
    std::string reason; ///< "schedule", "auto scaling", or "auto scaling range" (brought within min..max at 0 s)
};

/// @brief A key space's provisioned capacity at the last tick and summed over the ticks run (what is billed); all 0
/// on demand.
struct ProvisionedCapacity {
    double rcu = 0;
    double wcu = 0;
    double rcuSeconds = 0;
    double wcuSeconds = 0;
};

/// @brief One global secondary index during the run: a key space of its own (see SimulationSnapshot).
struct IndexSnapshot {
    std::string name;
    std::vector<PartitionTick> lastTick;
    std::vector<PartitionTotals> partitions;
    ThrottleMetrics metrics; ///< the index's own CloudWatch metrics (dimension GlobalSecondaryIndexName)
    std::vector<SplitEvent> splits;
    ProvisionedCapacity provisioned;
};

/// @brief An immutable picture of the simulation at a tick, for the UI and the CLI.
struct SimulationSnapshot {
    std::uint64_t nowS = 0; ///< ticks simulated so far
    std::uint64_t durationS = 0;
    std::vector<PartitionTick> lastTick; ///< per partition, the most recent tick
    std::vector<PartitionTotals> partitions;
    ThrottleMetrics metrics;
    std::vector<SplitEvent> splits;
    double failedRequests = 0;          ///< requests that exhausted their retries (seen by the application)
    std::vector<IndexSnapshot> indexes; ///< one per GSI, in the scenario's order
    /// Requests the application saw throttled, by reason: the table's own, the index reads', and the base writes
    /// refused by back-pressure (under the index's reason). All 16 are always present.
    ThrottlingReasonCounts throttlingReasons{};
    /// Writes refused because their item collection would pass 10 GB on a table with an LSI
    /// (ItemCollectionSizeLimitExceededException; not a throttle, not retried).
    double itemCollectionLimitFailedWrites = 0;
    ProvisionedCapacity provisioned; ///< the table's
    /// Every change of provisioned capacity so far, the table's and the GSIs', in time order.
    std::vector<CapacityChangeEvent> capacityChanges;
};

/// @brief Requests of one key over some time, counts and capacity units apart (a unit's worth in requests depends
/// on the scenario's item size and consistency: see accessRequests() in import/access_log.h).
struct TraceCounts {
    double writes = 0;
    double writeUnits = 0;
    double reads = 0;
    double readUnits = 0;
};

/// @brief One logical key's requests during one second of a trace.
struct TraceRequests {
    std::uint32_t space = 0; ///< 0: the table; 1 + g: the scenario's GSI g (its reads only)
    std::uint32_t key = 0;   ///< position in TraceDemand::keyNames(space)
    TraceCounts counts;
};

/// @brief An explicit per-second, per-key workload (a replayed access log) in place of the scenario's rates and
/// weights. The simulator places its keys once, then asks for each second in turn.
class TraceDemand {
public:
    virtual ~TraceDemand() = default;
    /// The distinct logical keys of key space @p space (0 the table, 1 + g the scenario's GSI g).
    [[nodiscard]] virtual const std::vector<std::string>& keyNames(std::size_t space) const = 0;
    /// A key's requests over the whole trace (the means that split-for-heat and LSI growth go by).
    [[nodiscard]] virtual TraceCounts totals(std::size_t space, std::uint32_t key) const = 0;
    /// Seconds from the trace's first request to its last, both included.
    [[nodiscard]] virtual std::uint64_t spanS() const = 0;
    /// Appends second @p second's requests to @p out; seconds are asked for in order from 0, and past the span give
    /// nothing. Returns false with @p error when the trace cannot be read (changed since it was opened).
    virtual bool second(std::uint64_t second, std::vector<TraceRequests>& out, std::string& error) = 0;
};

/// @brief DynamoDB table throughput simulator, 1-second ticks, fluid (expected-value) requests.
/// Steppable for live playback and runnable in batch. Deterministic for a given scenario and seed.
class TableSimulator {
public:
    /// Builds a simulator; returns nullptr and sets @p error when the scenario cannot run.
    /// It keeps no history: whoever runs it feeds a ThrottleTimeline (throttle_timeline.h) from the ticks.
    static std::unique_ptr<TableSimulator> create(const Scenario& scenario, std::string& error);
    /// Replays @p trace as the workload: its keys (placed and sharded by the strategies as listed keys are; a
    /// scenario key of the same name lends its pin and sort-key shape), second by second, reads and writes as
    /// given, without noise. The scenario's keys, rates, profile, generator and access patterns are not used; its
    /// duration is. A null @p trace is create(scenario, error).
    static std::unique_ptr<TableSimulator> create(const Scenario& scenario, std::shared_ptr<TraceDemand> trace,
                                                  std::string& error);
    ~TableSimulator();
    TableSimulator(const TableSimulator&) = delete;
    TableSimulator& operator=(const TableSimulator&) = delete;

    /// Poisson noise: how many threads draw a tick's request counts (default: 2, or 1 on a one-core machine). Each
    /// draw has its own random stream, so every result is the same for any count.
    void setNoiseThreads(unsigned threads);

    /// Quiet groups (on by default): the partitions far inside every limit are served as one per key space, one draw
    /// per second and direction under Poisson noise (a simplification, see the README), the same figures to rounding
    /// without noise. Off: every partition is ticked on its own, as a reference for tests and comparisons.
    void setQuietGroups(bool on);
    /// Simulates one second. Returns false (and does nothing) once the duration is reached.
    bool step();
    /// Runs to the end; @p onTick (optional) sees every partition tick as it happens.
    void run(const std::function<void(std::uint64_t atS, const std::vector<PartitionTick>&)>& onTick = {});

    [[nodiscard]] bool finished() const noexcept;
    [[nodiscard]] std::uint64_t nowS() const noexcept;
    [[nodiscard]] std::uint32_t partitionCount() const noexcept;
    [[nodiscard]] const std::vector<PartitionTick>& lastTick() const noexcept;
    /// The GSIs, in the scenario's order: how many, and each one's partitions during the most recent tick.
    [[nodiscard]] std::size_t indexCount() const noexcept;
    [[nodiscard]] std::uint32_t indexPartitionCount(std::size_t index) const noexcept;
    [[nodiscard]] const std::vector<PartitionTick>& indexLastTick(std::size_t index) const noexcept;
    [[nodiscard]] SimulationSnapshot snapshot() const;
    /// Why a trace replay stopped early (the trace could not be read); empty otherwise. The run is then finished.
    [[nodiscard]] const std::string& traceProblem() const noexcept;

private:
    struct Engine;
    explicit TableSimulator(std::unique_ptr<Engine> engine);
    std::unique_ptr<Engine> m_engine;
};

} // namespace partiscope
