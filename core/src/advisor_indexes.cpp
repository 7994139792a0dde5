// The advisor's rules for global secondary indexes: back-pressure from a hot index key, an index key with too few
// values for its partitions, and a sparse index that would leave a hot key out.
#include "advisor_index_load.h"
#include "advisor_rules.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/number_format.h"
#include "partiscope/shard_estimate.h"

#include <algorithm>
#include <cmath>

namespace partiscope::advice {

namespace {

constexpr double kWriteCeiling = limits::kPartitionMaxWcu;

/// The simulation's picture of @p gsi, when the simulator modelled it.
const IndexSnapshot* snapshotOf(const AdvisorInput& in, const GsiSpec& gsi) {
    if (!in.simulation) {
        return nullptr;
    }
    const auto& indexes = in.simulation->indexes;
    const auto it =
        std::find_if(indexes.begin(), indexes.end(), [&](const IndexSnapshot& s) { return s.name == gsi.name; });
    return it == indexes.end() ? nullptr : &*it;
}

std::string attributeOf(const GsiSpec& gsi) {
    return gsi.partitionKey.name.empty() ? std::string("its partition key")
                                         : "partition key `" + gsi.partitionKey.name + "`";
}

/// "PENDING#1 … PENDING#N" for a sharded key, else the key.
std::string shardRange(const IndexKeyLoad& key) {
    if (key.physical.size() <= 1) {
        return "'" + key.key + "'";
    }
    return "'" + key.physical.front() + "' … '" + key.physical.back() + "'";
}

/// The base-table write throttles DynamoDB reports under an index's reasons (IndexWrite...), as "name: count".
std::string indexWriteReasons(const SimulationSnapshot& sim) {
    std::string text;
    for (std::size_t limit = 0; limit < 4; ++limit) {
        const ThrottlingReason reason{ThrottleResource::Index, ThrottleOperation::Write,
                                      static_cast<ThrottleLimit>(limit)};
        const double count = sim.throttlingReasons[throttlingReasonIndex(reason)];
        if (count >= 1) {
            text += std::string(text.empty() ? "" : ", ") + throttlingReasonName(reason) + " " + num(count);
        }
    }
    return text;
}

/// What the index's partition @p partition is asked, against the ceiling and its allocation.
std::string partitionAsked(const IndexLoad& load, std::uint32_t partition) {
    std::string text = load.gsi->name + "'s partition " + std::to_string(partition) + " is asked " +
                       num(load.partitionWcu[partition]) + " WCU/s, against the " + num(kWriteCeiling) +
                       " WCU/s one partition serves";
    if (load.allocationWcu) {
        text += " and its allocation of " + num(*load.allocationWcu) + " WCU/s (" + num(load.gsi->wcu) + " WCU / " +
                std::to_string(load.partitions) + " partitions)";
    }
    return text;
}

/// The keys of @p gsi the access patterns read (empty: none targets it).
std::vector<std::string> queriedKeys(const Scenario& scenario, const GsiSpec& gsi) {
    std::vector<std::string> keys;
    for (const auto& pattern : scenario.accessPatterns) {
        if (pattern.target == gsi.name && std::find(keys.begin(), keys.end(), pattern.key) == keys.end()) {
            keys.push_back(pattern.key);
        }
    }
    return keys;
}

/// Whether a sparse index is a way out for the hot key @p hot, by what the access patterns read through @p gsi.
std::string sparseAdvice(const Scenario& scenario, const GsiSpec& gsi, const IndexKeyLoad& hot) {
    const std::vector<std::string> queried = queriedKeys(scenario, gsi);
    if (std::find(queried.begin(), queried.end(), hot.key) != queried.end()) {
        return ". A sparse index would not help: the access patterns read '" + hot.key + "' through " + gsi.name +
               ", so it would keep every item with that value.";
    }
    if (queried.empty()) {
        return "; or make " + gsi.name + " sparse, if the application never reads '" + hot.key + "' through it.";
    }
    return "; or make " + gsi.name + " sparse: no access pattern reads '" + hot.key +
           "' through it (see sparse-index).";
}

/// The fewest shards, from @p from up to 4 times that (at least 16 more), with which no partition of @p gsi is asked
/// more than the ceiling where the model hash places the shards (the GSI's strategy with that N; random when it has
/// none). nullopt when none does, or when the index has too many keys to try them all (index keys read from items).
std::optional<IndexLoad> spreadingShards(const Scenario& scenario, const GsiSpec& gsi, double peakWritesPerS,
                                         std::uint32_t from) {
    constexpr std::size_t kMaxKeysToTry = 1000;
    if (const auto keys = scenario.workload.indexKeys.find(gsi.name);
        keys == scenario.workload.indexKeys.end() || keys->second.size() > kMaxKeysToTry) {
        return std::nullopt;
    }
    GsiSpec sharded = gsi;
    if (sharded.strategy.kind == StrategyKind::None) {
        sharded.strategy.kind = StrategyKind::Random;
    }
    from = std::max(from, 2u);
    for (std::uint32_t n = from; n <= std::max(4 * from, from + 16); ++n) {
        sharded.strategy.shards = n;
        auto load = indexLoadOf(scenario, sharded, peakWritesPerS);
        if (!load) {
            return std::nullopt;
        }
        if (load->partitionWcu[load->busiestPartition()] <= kWriteCeiling + 1e-9) {
            load->gsi = &gsi; // the load outlives `sharded`
            return load;
        }
    }
    return std::nullopt;
}

/// Sharding the hot key @p hot of @p load: shard-count's estimate, raised to the fewest shards that spread it over
/// the index's partitions.
std::string shardIndexFix(const AdvisorInput& in, const IndexLoad& load, const IndexKeyLoad& hot) {
    const GsiSpec& gsi = *load.gsi;
    std::string error;
    const auto estimate = estimateShards(hot.share * in.rates->peakWritesPerS, load.itemKb, 0.5, error);
    const std::uint32_t minimum = estimate ? std::max(estimate->minimumShards, 2u) : 2u;
    const std::uint32_t recommended = estimate ? std::max(estimate->recommendedShards, minimum) : minimum;
    const auto current = static_cast<std::uint32_t>(hot.physical.size());
    const std::uint32_t from = current >= minimum ? current + 1 : recommended;
    const auto spread = spreadingShards(*in.scenario, gsi, in.rates->peakWritesPerS, from);
    const std::uint32_t shards = spread ? spread->shards : std::max(from, 2 * current);
    std::string names = "'" + hot.key + "#1' … '" + hot.key + "#" + std::to_string(shards) + "'";
    if (spread) {
        if (const auto it = std::find_if(spread->keys.begin(), spread->keys.end(),
                                         [&](const IndexKeyLoad& k) { return k.key == hot.key; });
            it != spread->keys.end()) {
            names = shardRange(*it);
        }
    }
    std::string why = num(hot.wcuPerS) + " WCU/s needs at least " + std::to_string(minimum) + " shards, " +
                      std::to_string(recommended) + " with 50% headroom, as shard-count computes";
    if (spread && shards > recommended) {
        why += "; " + std::to_string(shards) + " is the fewest with which no partition of " + gsi.name +
               " is asked more than " + num(kWriteCeiling) + " WCU/s where the model's hash places the shards";
    }
    if (current >= minimum) {
        return gsi.name + "'s strategy gives '" + hot.key + "' " + std::to_string(current) +
               " shards, enough in number, but shards that land on one index partition add up: give it " +
               std::to_string(shards) + " shards (" + names + ") so they spread over its " +
               std::to_string(load.partitions) + " partitions.";
    }
    return "Shard " + gsi.name + "'s partition key: give its strategy " + std::to_string(shards) + " shards (" + names +
           "; " + why + ") and read a value with one Query per shard" + sparseAdvice(*in.scenario, gsi, hot);
}

/// An index that throttles below the per-partition ceiling: what limited it, from the simulation's reasons.
std::string capacityFix(const IndexLoad& load, const IndexSnapshot* snap) {
    const GsiSpec& gsi = *load.gsi;
    if (snap && snap->metrics.writeMaxOnDemandThroughputThrottleEvents >= 1) {
        return "Raise " + gsi.name + "'s maximum on-demand write throughput (max_write_request_units) above the " +
               num(load.totalWcu) + " WCU/s its index writes need at peak, or remove it.";
    }
    if (snap && snap->metrics.writeAccountLimitThrottleEvents >= 1) {
        return gsi.name + " reached the per-table account quota: request a higher quota (Service Quotas), or write "
                          "less to the index (a sparse index, a smaller projection).";
    }
    if (snap && snap->metrics.onDemandScalingThrottleEvents >= 1) {
        return gsi.name + "'s writes passed twice its previous peak: ramp the traffic up so it at most doubles "
                          "within 30 minutes, or pre-warm the index.";
    }
    if (load.allocationWcu && load.totalWcu > gsi.wcu) {
        return "Raise " + gsi.name + "'s WCU to at least " + num(std::ceil(load.totalWcu)) +
               ": every base write that carries its key writes to it too (" + num(load.totalWcu) +
               " WCU/s at peak), and an index short of capacity throttles the table.";
    }
    return "A partition of " + gsi.name + " needs more than its share: let adaptive capacity absorb it, raise " +
           gsi.name + "'s WCU, or shard its partition key.";
}

std::optional<Finding> gsiBackPressure(const AdvisorInput& in, const IndexLoad& load) {
    const GsiSpec& gsi = *load.gsi;
    const IndexSnapshot* snap = snapshotOf(in, gsi);
    const std::uint32_t busiest = load.busiestPartition();
    const double asked = load.partitionWcu.empty() ? 0.0 : load.partitionWcu[busiest];
    const bool overCeiling = asked > kWriteCeiling + 1e-9;
    // The simulation decides when it modelled the index (burst, adaptive capacity and splits included); the
    // load alone only when the ceiling makes the throttling certain.
    if (snap ? snap->metrics.writeThrottleEvents < 1 : !overCeiling) {
        return std::nullopt;
    }
    const IndexKeyLoad* hot = load.heaviestKeyOn(busiest);
    if (!hot) {
        return std::nullopt;
    }
    Finding f{"gsi-back-pressure", Severity::Critical,
              gsi.name + " throttles the table's writes: its key '" + hot->key + "' needs " + num(hot->wcuPerS) +
                  " WCU/s",
              "", ""};
    f.evidence = "'" + hot->key + "' (" + gsi.name + "'s " + attributeOf(gsi) + ") is on " + percent(hot->share) +
                 " of the base-table writes: " + num(hot->wcuPerS) + " WCU/s of index writes (" + num(load.itemKb) +
                 " KB each)";
    if (hot->physical.size() > 1) {
        f.evidence += " over " + std::to_string(hot->physical.size()) + " shards " + shardRange(*hot);
    }
    f.evidence += "; " + partitionAsked(load, busiest);
    if (overCeiling) {
        const double excess = asked - kWriteCeiling;
        f.evidence += "; above the ceiling " + percent(excess / asked) + " of its writes are refused: about " +
                      num(excess / load.wcuPerWrite) +
                      " base-table writes/s throttled by back-pressure (IndexWriteKeyRangeThroughputExceeded)";
    }
    if (snap && in.simulation->metrics.writeBackPressureThrottleEvents >= 1) {
        const auto& sim = *in.simulation;
        f.evidence += "; the simulation throttled " + num(sim.metrics.writeBackPressureThrottleEvents) +
                      " base-table writes by back-pressure";
        if (const std::string reasons = indexWriteReasons(sim); !reasons.empty()) {
            f.evidence += " (" + reasons + ")";
        }
        f.evidence += " and " + num(snap->metrics.writeThrottleEvents) + " writes on " + gsi.name + " itself";
    }

    const bool keyRange = snap ? snap->metrics.writeKeyRangeThroughputThrottleEvents >= 1 : overCeiling;
    f.recommendation = keyRange ? shardIndexFix(in, load, *hot) : capacityFix(load, snap);
    return f;
}

std::optional<Finding> gsiLowCardinality(const IndexLoad& load, double peakWritesPerS) {
    const GsiSpec& gsi = *load.gsi;
    if (load.keys.empty() || load.physicalKeys >= std::max<std::size_t>(2 * load.partitions, 10)) {
        return std::nullopt;
    }
    const auto idle = static_cast<std::uint64_t>(
        std::count_if(load.partitionWcu.begin(), load.partitionWcu.end(), [](double w) { return w <= 0; }));
    const std::uint32_t busiest = load.busiestPartition();
    const IndexKeyLoad* heaviest = load.heaviestKeyOn(busiest);
    Finding f{"gsi-low-cardinality", Severity::Warning,
              "Only " + groupedCount(load.physicalKeys) + " key values for " + gsi.name + "'s " +
                  countOf(load.partitions, "partition", "partitions"),
              "", ""};
    f.evidence = gsi.name + ": " + groupedCount(load.physicalKeys) + " distinct values of its " + attributeOf(gsi) +
                 " (after its strategy) on " + countOf(load.partitions, "partition", "partitions") + ": " +
                 (idle > 0 ? countOf(idle, "partition gets", "partitions get") + " no writes"
                           : std::string("no room to spread")) +
                 "; its busiest partition " + std::to_string(busiest) + " takes " + num(load.partitionWcu[busiest]) +
                 " WCU/s";
    if (heaviest) {
        f.evidence += " ('" + heaviest->key + "', " + percent(heaviest->share) + " of the base-table writes)";
    }
    const double asked = load.partitionWcu[busiest];
    if (asked > 0 && asked <= kWriteCeiling) {
        f.evidence += "; the table's writes can grow to " + num(peakWritesPerS * kWriteCeiling / asked) +
                      "/s before that partition reaches the " + num(kWriteCeiling) + " WCU/s ceiling and " + gsi.name +
                      " throttles them (back-pressure)";
    }
    f.recommendation = "Add a shard suffix 1..N to " + gsi.name +
                       "'s partition key (its strategy) so its writes spread over its partitions, reading a value "
                       "with N Queries; or make the index sparse, so that only the items read through it carry the "
                       "attribute.";
    return f;
}

/// A sparse index cures a hot index key only when no access pattern reads it: the items that carry it need not
/// carry the attribute at all. A hot key the application reads stays as hot in a sparse index (shard it instead).
std::optional<Finding> sparseIndex(const AdvisorInput& in, const IndexLoad& load) {
    const GsiSpec& gsi = *load.gsi;
    const std::vector<std::string> queried = queriedKeys(*in.scenario, gsi);
    if (queried.empty()) {
        return std::nullopt;
    }
    std::vector<const IndexKeyLoad*> hot;
    for (const auto& key : load.keys) {
        const bool onHotPartition = std::any_of(key.partitions.begin(), key.partitions.end(), [&](std::uint32_t p) {
            return load.partitionWcu[p] > kWriteCeiling + 1e-9;
        });
        if (onHotPartition && std::find(queried.begin(), queried.end(), key.key) != queried.end()) {
            return std::nullopt; // a hot key the application reads: sparse cannot cure it
        }
        if (onHotPartition && key.wcuPerS > 0) {
            hot.push_back(&key);
        }
    }
    if (hot.empty()) {
        return std::nullopt;
    }
    const auto sparse = indexLoadOf(*in.scenario, gsi, in.rates->peakWritesPerS, queried);
    if (!sparse || sparse->keys.empty() || sparse->partitionWcu[sparse->busiestPartition()] > kWriteCeiling + 1e-9) {
        return std::nullopt; // a key the application reads is hot as well, or nothing would be left to read
    }
    const IndexKeyLoad& top = *hot.front();
    std::string read;
    for (const auto& key : queried) {
        read += std::string(read.empty() ? "'" : ", '") + key + "'";
    }
    Finding f{"sparse-index", Severity::Warning,
              "A sparse " + gsi.name + " would leave out its hot key '" + top.key + "'", "", ""};
    f.evidence = "'" + top.key + "' carries " + percent(top.share / load.share) + " of " + gsi.name + "'s writes (" +
                 percent(top.share) + " of the base-table writes, " + num(top.wcuPerS) +
                 " WCU/s), but the access patterns on " + gsi.name + " read only " + read + "; if only items with " +
                 (queried.size() == 1 ? "that value" : "those values") + " carried the attribute, " + gsi.name +
                 " would take " + percent(sparse->share) + " of the base-table writes (" + num(sparse->totalWcu) +
                 " WCU/s) and its busiest partition " + num(sparse->partitionWcu[sparse->busiestPartition()]) +
                 " WCU/s, under the " + num(kWriteCeiling) + " WCU/s ceiling";
    f.recommendation = "Make " + gsi.name + " sparse: key it on an attribute the application writes only while an " +
                       "item has " + (queried.size() == 1 ? "the value it queries (" : "a value it queries (") + read +
                       ") and removes otherwise; items without it write nothing to the index.";
    return f;
}

} // namespace

std::vector<Finding> indexFindings(const AdvisorInput& in) {
    std::vector<Finding> findings;
    if (!in.scenario || !in.rates) {
        return findings;
    }
    for (const GsiSpec& gsi : in.scenario->table.gsis) {
        const auto load = indexLoadOf(*in.scenario, gsi, in.rates->peakWritesPerS);
        if (!load) {
            continue;
        }
        for (auto finding :
             {gsiBackPressure(in, *load), gsiLowCardinality(*load, in.rates->peakWritesPerS), sparseIndex(in, *load)}) {
            if (finding) {
                findings.push_back(std::move(*finding));
            }
        }
    }
    return findings;
}

} // namespace partiscope::advice
