// The advisor's rules for global secondary indexes: back-pressure from a hot index key, an index key with too few
// values for its partitions, and a sparse index that would leave a hot key out.
#include "advisor_index_load.h"
#include "advisor_rules.h"
#include "finding_patterns.h"

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

/// "'PENDING#1' … 'PENDING#N'" for a sharded key, else "'PENDING'": one argument of a phrase.
std::string shardRange(const IndexKeyLoad& key) {
    if (key.physical.size() <= 1) {
        return "'" + key.key + "'";
    }
    return "'" + key.physical.front() + "' … '" + key.physical.back() + "'";
}

/// The base-table write throttles DynamoDB reports under an index's reasons (IndexWrite...), as name and count.
std::vector<std::pair<std::string, double>> indexWriteReasons(const SimulationSnapshot& sim) {
    std::vector<std::pair<std::string, double>> reasons;
    for (std::size_t limit = 0; limit < 4; ++limit) {
        const ThrottlingReason reason{ThrottleResource::Index, ThrottleOperation::Write,
                                      static_cast<ThrottleLimit>(limit)};
        const double count = sim.throttlingReasons[throttlingReasonIndex(reason)];
        if (count >= 1) {
            reasons.emplace_back(std::string(throttlingReasonName(reason)), count);
        }
    }
    return reasons;
}

/// Where the hot key @p hot sits: its share of the base-table writes, by the index's partition key.
void sayHotKeyShare(Finding& f, const IndexLoad& load, const IndexKeyLoad& hot) {
    const GsiSpec& gsi = *load.gsi;
    if (gsi.partitionKey.name.empty()) {
        sayEvidence(f, pattern::kGsiHotKeyShareUnnamed,
                    {hot.key, gsi.name, percent(hot.share), num(hot.wcuPerS), num(load.itemKb)});
    } else {
        sayEvidence(f, pattern::kGsiHotKeyShare,
                    {hot.key, gsi.name, gsi.partitionKey.name, percent(hot.share), num(hot.wcuPerS), num(load.itemKb)});
    }
}

/// What the index's partition @p partition is asked, against the ceiling and its allocation.
void sayPartitionAsked(Finding& f, const IndexLoad& load, std::uint32_t partition) {
    if (load.allocationWcu) {
        sayEvidence(f, pattern::kGsiPartitionAskedAllocation,
                    {load.gsi->name, std::to_string(partition), num(load.partitionWcu[partition]), num(kWriteCeiling),
                     num(*load.allocationWcu), num(load.gsi->wcu), std::to_string(load.partitions)});
    } else {
        sayEvidence(f, pattern::kGsiPartitionAsked,
                    {load.gsi->name, std::to_string(partition), num(load.partitionWcu[partition]), num(kWriteCeiling)});
    }
}

/// The back-pressure the simulation counted, with the index's reasons when it gave any.
void saySimulationThrottled(Finding& f, const SimulationSnapshot& sim, const IndexSnapshot& snap) {
    const std::string backPressure = num(sim.metrics.writeBackPressureThrottleEvents);
    const std::string onIndex = num(snap.metrics.writeThrottleEvents);
    const auto reasons = indexWriteReasons(sim);
    if (reasons.empty()) {
        sayEvidence(f, pattern::kGsiSimulationThrottled, {backPressure, onIndex, snap.name});
        return;
    }
    sayEvidence(f, pattern::kGsiSimulationThrottledFor, {backPressure});
    for (std::size_t i = 0; i < reasons.size(); ++i) {
        sayEvidence(f, i == 0 ? pattern::kThrottleReason : pattern::kThrottleReasonNext,
                    {reasons[i].first, num(reasons[i].second)});
    }
    sayEvidence(f, pattern::kGsiSimulationThrottledOnIndex, {onIndex, snap.name});
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
void saySparseAdvice(Finding& f, const Scenario& scenario, const GsiSpec& gsi, const IndexKeyLoad& hot) {
    const std::vector<std::string> queried = queriedKeys(scenario, gsi);
    if (std::find(queried.begin(), queried.end(), hot.key) != queried.end()) {
        sayRecommendation(f, pattern::kGsiSparseWouldNotHelp, {hot.key, gsi.name});
    } else if (queried.empty()) {
        sayRecommendation(f, pattern::kGsiSparseIfNeverRead, {gsi.name, hot.key});
    } else {
        sayRecommendation(f, pattern::kGsiSparseNotRead, {gsi.name, hot.key});
    }
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
void sayShardIndexFix(Finding& f, const AdvisorInput& in, const IndexLoad& load, const IndexKeyLoad& hot) {
    const GsiSpec& gsi = *load.gsi;
    std::string error;
    // The key's index WCU/s as 1 KB writes: the operation mix may write the index more than once per base write.
    const auto estimate = estimateShards(hot.wcuPerS, 1.0, 0.5, error);
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
    if (current >= minimum) {
        sayRecommendation(f, pattern::kGsiShardsAddUp,
                          {gsi.name, hot.key, std::to_string(current), std::to_string(shards), names,
                           std::to_string(load.partitions)});
        return;
    }
    if (spread && shards > recommended) {
        sayRecommendation(f, pattern::kGsiShardKeyFewest,
                          {gsi.name, std::to_string(shards), names, num(hot.wcuPerS), std::to_string(minimum),
                           std::to_string(recommended), num(kWriteCeiling)});
    } else {
        sayRecommendation(f, pattern::kGsiShardKey,
                          {gsi.name, std::to_string(shards), names, num(hot.wcuPerS), std::to_string(minimum),
                           std::to_string(recommended)});
    }
    saySparseAdvice(f, *in.scenario, gsi, hot);
}

/// An index that throttles below the per-partition ceiling: what limited it, from the simulation's reasons.
void sayCapacityFix(Finding& f, const IndexLoad& load, const IndexSnapshot* snap) {
    const GsiSpec& gsi = *load.gsi;
    if (snap && snap->metrics.writeMaxOnDemandThroughputThrottleEvents >= 1) {
        sayRecommendation(f, pattern::kGsiRaiseMaxOnDemand, {gsi.name, num(load.totalWcu)});
    } else if (snap && snap->metrics.writeAccountLimitThrottleEvents >= 1) {
        sayRecommendation(f, pattern::kGsiAccountQuota, {gsi.name});
    } else if (snap && snap->metrics.onDemandScalingThrottleEvents >= 1) {
        sayRecommendation(f, pattern::kGsiOnDemandPeak, {gsi.name, num(std::ceil(load.totalWcu))});
    } else if (load.allocationWcu && load.totalWcu > gsi.wcu) {
        sayRecommendation(f, pattern::kGsiRaiseWcu, {gsi.name, num(std::ceil(load.totalWcu)), num(load.totalWcu)});
    } else {
        sayRecommendation(f, pattern::kGsiPartitionShare, {gsi.name});
    }
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
    Finding f{"gsi-back-pressure", Severity::Critical, "", "", ""};
    sayTitle(f, pattern::kGsiBackPressureTitle, {gsi.name, hot->key, num(hot->wcuPerS)});
    sayHotKeyShare(f, load, *hot);
    if (hot->physical.size() > 1) {
        sayEvidence(f, pattern::kGsiOverShards,
                    {std::to_string(hot->physical.size()), hot->physical.front(), hot->physical.back()});
    }
    sayPartitionAsked(f, load, busiest);
    if (overCeiling) {
        const double excess = asked - kWriteCeiling;
        sayEvidence(f, pattern::kGsiRefused,
                    {percent(excess / asked), num(load.wcuPerWrite > 0 ? excess / load.wcuPerWrite : 0.0)});
    }
    if (snap && in.simulation->metrics.writeBackPressureThrottleEvents >= 1) {
        saySimulationThrottled(f, *in.simulation, *snap);
    }

    const bool keyRange = snap ? snap->metrics.writeKeyRangeThroughputThrottleEvents >= 1 : overCeiling;
    if (keyRange) {
        sayShardIndexFix(f, in, load, *hot);
    } else {
        sayCapacityFix(f, load, snap);
    }
    return f;
}

std::optional<Finding> gsiLowCardinality(const IndexLoad& load, double peakWritesPerS) {
    const GsiSpec& gsi = *load.gsi;
    // An index the operation mix never writes (updates of attributes it does not project) has no writes to spread.
    if (load.keys.empty() || load.totalWcu <= 0 ||
        load.physicalKeys >= std::max<std::size_t>(2 * load.partitions, 10)) {
        return std::nullopt;
    }
    const auto idle = static_cast<std::uint64_t>(
        std::count_if(load.partitionWcu.begin(), load.partitionWcu.end(), [](double w) { return w <= 0; }));
    const std::uint32_t busiest = load.busiestPartition();
    const IndexKeyLoad* heaviest = load.heaviestKeyOn(busiest);
    const bool onePartition = load.partitions == 1;
    const std::string values = groupedCount(load.physicalKeys);
    const std::string partitions = groupedCount(load.partitions);
    Finding f{"gsi-low-cardinality", Severity::Warning, "", "", ""};
    sayTitle(f, onePartition ? pattern::kGsiLowCardinalityTitle1 : pattern::kGsiLowCardinalityTitleN,
             {values, gsi.name, partitions});
    if (gsi.partitionKey.name.empty()) {
        sayEvidence(f, onePartition ? pattern::kGsiValuesUnnamed1 : pattern::kGsiValuesUnnamedN,
                    {gsi.name, values, partitions});
    } else {
        sayEvidence(f, onePartition ? pattern::kGsiValues1 : pattern::kGsiValuesN,
                    {gsi.name, values, gsi.partitionKey.name, partitions});
    }
    if (idle > 0) {
        sayEvidence(f, idle == 1 ? pattern::kLowCardinalityEmpty1 : pattern::kLowCardinalityEmptyN,
                    {groupedCount(idle)});
    } else {
        sayEvidence(f, pattern::kLowCardinalityNoRoom);
    }
    if (heaviest) {
        sayEvidence(
            f, pattern::kGsiBusiestPartitionKey,
            {std::to_string(busiest), num(load.partitionWcu[busiest]), heaviest->key, percent(heaviest->share)});
    } else {
        sayEvidence(f, pattern::kGsiBusiestPartition, {std::to_string(busiest), num(load.partitionWcu[busiest])});
    }
    const double asked = load.partitionWcu[busiest];
    if (asked > 0 && asked <= kWriteCeiling) {
        sayEvidence(f, pattern::kGsiRoomToGrow,
                    {num(peakWritesPerS * kWriteCeiling / asked), num(kWriteCeiling), gsi.name});
    }
    sayRecommendation(f, pattern::kGsiLowCardinalityFix, {gsi.name});
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
    const bool oneValue = queried.size() == 1;
    Finding f{"sparse-index", Severity::Warning, "", "", ""};
    sayTitle(f, pattern::kSparseTitle, {gsi.name, top.key});
    sayEvidence(f, pattern::kSparseCarries,
                {top.key, percent(top.share / load.share), gsi.name, percent(top.share), num(top.wcuPerS), read});
    sayEvidence(f, oneValue ? pattern::kSparseIfThatValue : pattern::kSparseIfThoseValues,
                {gsi.name, percent(sparse->share), num(sparse->totalWcu),
                 num(sparse->partitionWcu[sparse->busiestPartition()]), num(kWriteCeiling)});
    sayRecommendation(f, oneValue ? pattern::kSparseFixValue : pattern::kSparseFixValues, {gsi.name, read});
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
