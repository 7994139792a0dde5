#pragma once

#include "partiscope/scenario.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace partiscope {

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
};

struct SplitEvent {
    std::uint64_t atS = 0;
    std::uint32_t partition = 0;    ///< the partition that split (keeps the lower half)
    std::uint32_t newPartition = 0; ///< UINT32_MAX when the split was blocked
    std::string reason;             ///< "heat", or why it could not split ("lsi", "single item", ...)
};

/// @brief An immutable picture of the simulation at a tick, for the UI and the CLI.
struct SimulationSnapshot {
    std::uint64_t nowS = 0; ///< ticks simulated so far
    std::uint64_t durationS = 0;
    std::vector<PartitionTick> lastTick; ///< per partition, the most recent tick
    std::vector<PartitionTotals> partitions;
    ThrottleMetrics metrics;
    std::vector<SplitEvent> splits;
    double failedRequests = 0; ///< requests that exhausted their retries (seen by the application)
};

/// @brief DynamoDB table throughput simulator, 1-second ticks, fluid (expected-value) requests.
/// Steppable for live playback and runnable in batch. Deterministic for a given scenario and seed.
class TableSimulator {
public:
    /// Builds a simulator; returns nullptr and sets @p error when the scenario cannot run.
    /// It keeps no history: whoever runs it feeds a ThrottleTimeline (throttle_timeline.h) from the ticks.
    static std::unique_ptr<TableSimulator> create(const Scenario& scenario, std::string& error);
    ~TableSimulator();
    TableSimulator(const TableSimulator&) = delete;
    TableSimulator& operator=(const TableSimulator&) = delete;

    /// Simulates one second. Returns false (and does nothing) once the duration is reached.
    bool step();
    /// Runs to the end; @p onTick (optional) sees every partition tick as it happens.
    void run(const std::function<void(std::uint64_t atS, const std::vector<PartitionTick>&)>& onTick = {});

    [[nodiscard]] bool finished() const noexcept;
    [[nodiscard]] std::uint64_t nowS() const noexcept;
    [[nodiscard]] std::uint32_t partitionCount() const noexcept;
    [[nodiscard]] const std::vector<PartitionTick>& lastTick() const noexcept;
    [[nodiscard]] SimulationSnapshot snapshot() const;

private:
    struct Engine;
    explicit TableSimulator(std::unique_ptr<Engine> engine);
    std::unique_ptr<Engine> m_engine;
};

} // namespace partiscope
