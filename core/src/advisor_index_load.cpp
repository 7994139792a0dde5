// The write load of a scenario's global secondary indexes, as the simulator places it (advisor_index_load.h).
#include "advisor_index_load.h"

#include "partiscope/capacity_units.h"
#include "partiscope/hashing.h"
#include "partiscope/placement.h"
#include "partiscope/shard_strategy.h"
#include "partiscope/write_operations.h"

#include <algorithm>
#include <cmath>

namespace partiscope::advice {

std::uint32_t IndexLoad::busiestPartition() const {
    const auto busiest = std::max_element(partitionWcu.begin(), partitionWcu.end());
    return busiest == partitionWcu.end() ? 0 : static_cast<std::uint32_t>(busiest - partitionWcu.begin());
}

const IndexKeyLoad* IndexLoad::heaviestKeyOn(std::uint32_t partition) const {
    const IndexKeyLoad* heaviest = nullptr;
    double heaviestWcu = 0;
    for (const auto& k : keys) {
        const double perShard = k.wcuPerS / static_cast<double>(k.physical.size());
        const auto here = static_cast<double>(std::count(k.partitions.begin(), k.partitions.end(), partition));
        if (here * perShard > heaviestWcu) {
            heaviestWcu = here * perShard;
            heaviest = &k;
        }
    }
    return heaviest;
}

std::uint32_t indexPartitionCount(const GsiSpec& gsi, const TableSpec& table) {
    return gsi.partitions.value_or(derivedPartitionCount(gsi, table));
}

std::optional<IndexLoad> indexLoadOf(const Scenario& scenario, const GsiSpec& gsi, double peakWritesPerS,
                                     const std::vector<std::string>& keep) {
    ShardStrategy strategy;
    std::string error;
    if (!ShardStrategy::create(gsi.strategy, strategy, error)) {
        return std::nullopt;
    }
    IndexLoad load;
    load.gsi = &gsi;
    load.itemKb = gsiItemKb(gsi, scenario.workload);
    load.wcuPerWrite = gsiWcuPerWrite(gsi, scenario.workload);
    load.partitions = std::max<std::uint32_t>(1, indexPartitionCount(gsi, scenario.table));
    if (gsi.mode.value_or(scenario.table.mode) == CapacityMode::Provisioned) {
        load.allocationWcu = gsi.wcu / static_cast<double>(load.partitions);
    }
    load.shards = static_cast<std::uint32_t>(strategy.shardCount());
    load.partitionWcu.assign(load.partitions, 0.0);
    const PartitionMap map(PlacementModel::Range, load.partitions);
    const auto found = scenario.workload.indexKeys.find(gsi.name);
    if (found == scenario.workload.indexKeys.end()) {
        return load;
    }
    for (const WorkloadKey& k : found->second) {
        if (k.weight <= 0 || (!keep.empty() && std::find(keep.begin(), keep.end(), k.key) == keep.end())) {
            continue;
        }
        IndexKeyLoad key;
        key.key = k.key;
        key.share = k.weight;
        key.wcuPerS = k.weight * peakWritesPerS * load.wcuPerWrite;
        key.physical = strategy.fanOutKeys(k.key);
        const double perShard = key.wcuPerS / static_cast<double>(key.physical.size());
        for (const auto& name : key.physical) {
            const std::uint32_t partition =
                std::min(k.partition.value_or(map.bucketOfHash(modelHash(name))), load.partitions - 1);
            key.partitions.push_back(partition);
            load.partitionWcu[partition] += perShard;
        }
        load.physicalKeys += key.physical.size();
        load.share += key.share;
        load.totalWcu += key.wcuPerS;
        load.keys.push_back(std::move(key));
    }
    std::stable_sort(load.keys.begin(), load.keys.end(),
                     [](const IndexKeyLoad& a, const IndexKeyLoad& b) { return a.share > b.share; });
    return load;
}

} // namespace partiscope::advice
