#pragma once

// Internal to core's advisor sources: the write load a scenario puts on each of its global secondary indexes,
// computed the way the simulator places it (index keys fanned out by the GSI's strategy, each shard an even part
// of its key's writes, placed on the index's partitions by the model hash, range placement, pins honoured).

#include "partiscope/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace partiscope::advice {

/// One logical index key (a value of the GSI's partition key) and where its writes land.
struct IndexKeyLoad {
    std::string key;
    double share = 0; ///< of the base-table writes (index_keys weight)
    double wcuPerS = 0;
    std::vector<std::string> physical;     ///< its shards under the GSI's strategy
    std::vector<std::uint32_t> partitions; ///< the partition of each shard
};

/// The write load of one GSI at the workload's peak write rate.
struct IndexLoad {
    const GsiSpec* gsi = nullptr;
    double itemKb = 1;
    double wcuPerWrite = 1; ///< index write units per base write (gsiWcuPerWrite(): the operation mix's)
    std::uint32_t partitions = 1;
    std::optional<double> allocationWcu; ///< per partition (provisioned only)
    std::uint32_t shards = 1;            ///< the GSI strategy's fan-out
    std::vector<IndexKeyLoad> keys;      ///< most writes first
    std::vector<double> partitionWcu;    ///< WCU/s asked of each index partition
    std::size_t physicalKeys = 0;
    double share = 0; ///< of the base-table writes that write to the index (below 1: sparse)
    double totalWcu = 0;

    /// The index partition asked the most WCU/s (the first on a tie).
    [[nodiscard]] std::uint32_t busiestPartition() const;
    /// The logical key with the most WCU/s on @p partition, or nullptr when none is there.
    [[nodiscard]] const IndexKeyLoad* heaviestKeyOn(std::uint32_t partition) const;
};

/// A GSI's partition count: pinned, or the table's formula on the index's own capacity.
std::uint32_t indexPartitionCount(const GsiSpec& gsi, const TableSpec& table);

/// The load of @p gsi at @p peakWritesPerS base-table writes per second; only the index keys @p keep accepts
/// (all when empty) write to it. nullopt when the GSI's strategy cannot be built.
std::optional<IndexLoad> indexLoadOf(const Scenario& scenario, const GsiSpec& gsi, double peakWritesPerS,
                                     const std::vector<std::string>& keep = {});

} // namespace partiscope::advice
