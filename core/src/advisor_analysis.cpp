// The advisor's analysis pipelines: a scenario or a key file turned into the AdvisorInput the rules read.
#include "partiscope/advisor.h"

#include "advisor_rules.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/key_tally.h"
#include "partiscope/placement.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

namespace partiscope {

namespace {

constexpr double kScenarioWrites = 1e6; // weights become counts out of this many writes

using advice::rcuPerRead;
using advice::readFactor;
using advice::wcuPerWrite;

/// Demand of a logical key whose writes are spread evenly over @p shards physical keys; every
/// logical read queries every shard (the simulator's model).
KeyDemand demandOf(std::string key, double share, std::uint32_t shards, std::string busiest, const WorkloadRates& rates,
                   double busiestShardShare) {
    KeyDemand d;
    d.logicalKey = std::move(key);
    d.share = share;
    d.shards = shards;
    d.busiestPhysicalKey = std::move(busiest);
    d.writeUnitsPerS = share * rates.peakWritesPerS * wcuPerWrite(rates);
    d.busiestShardWriteUnitsPerS = d.writeUnitsPerS * busiestShardShare;
    const double n = shards;
    const double perQuery =
        shards == 1 ? rcuPerRead(rates) : (rcuPerRead(rates) + (n - 1) * readFactor(rates.consistency)) / n;
    d.busiestShardReadUnitsPerS = share * rates.peakReadsPerS * perQuery;
    return d;
}

std::uint32_t fanOutOf(const ShardStrategy& strategy) {
    return static_cast<std::uint32_t>(strategy.shardCount());
}

double peakOf(double base, const std::vector<WorkloadStep>& profile, bool writes) {
    double peak = base;
    for (const auto& step : profile) {
        if (const auto& rate = writes ? step.writesPerS : step.readsPerS) {
            peak = std::max(peak, *rate);
        }
    }
    return peak;
}

/// The highest demand of any partition in @p ticks over its per-partition ceiling, reads and writes apart.
double peakUtilisationOf(const std::vector<PartitionTick>& ticks) {
    double peak = 0;
    for (const auto& tick : ticks) {
        peak = std::max(
            {peak, tick.writes.demand / limits::kPartitionMaxWcu, tick.reads.demand / limits::kPartitionMaxRcu});
    }
    return peak;
}

} // namespace

WorkloadRates peakWorkloadRates(const WorkloadSpec& workload) {
    WorkloadRates rates;
    rates.peakWritesPerS = peakOf(workload.writesPerS, workload.profile, true);
    rates.peakReadsPerS = peakOf(workload.readsPerS, workload.profile, false);
    rates.itemKb = workload.itemKb;
    rates.consistency = workload.consistency;
    rates.operations = workload.operations;
    return rates;
}

WorkloadRates peakWorkloadRates(const Scenario& scenario) {
    WorkloadRates rates = peakWorkloadRates(scenario.workload);
    rates.lsiWcuPerWrite = lsiWcuPerWrite(scenario.table, scenario.workload);
    return rates;
}

StrategySpread measureStrategySpread(const KeyTally& tally, const ShardStrategy& strategy) {
    StrategySpread spread;
    spread.configuredShards = fanOutOf(strategy);
    if (spread.configuredShards <= 1) {
        return spread;
    }
    struct PerKey {
        std::uint64_t writes = 0;
        std::unordered_map<std::string, std::uint64_t> physical;
    };
    std::unordered_map<std::string, PerKey> perKey;
    for (const auto& entry : tally.entries()) {
        const auto item = splitTalliedItem(tally.keyOf(entry));
        auto& slot = perKey[std::string(item.key)];
        slot.writes += entry.count;
        strategy.distribute(
            item.key, item.source, entry.count, entry.hash,
            [&](std::string_view physical, std::uint64_t n) { slot.physical[std::string(physical)] += n; });
    }
    const double total = static_cast<double>(tally.totalCount());
    double worstRatio = 2;
    const double n = spread.configuredShards;
    for (const auto& [key, slot] : perKey) {
        if (slot.writes < 2 || (total > 0 && static_cast<double>(slot.writes) < 0.01 * total && perKey.size() > 100)) {
            continue;
        }
        const double w = static_cast<double>(slot.writes);
        double sumSquares = 0;
        std::uint64_t top = 0;
        for (const auto& [physical, count] : slot.physical) {
            const double p = static_cast<double>(count) / w;
            sumSquares += p * p;
            top = std::max(top, count);
        }
        const double effective = 1.0 / sumSquares;
        const double expected = n * w / (n + w - 1); // inverse Simpson of w random draws over n shards
        const double ratio = effective / expected;
        if (ratio < worstRatio || (ratio == worstRatio && slot.writes > spread.worstKeyWrites)) {
            worstRatio = ratio;
            spread.worstKey = key;
            spread.worstKeyWrites = slot.writes;
            spread.worstEffectiveShards = effective;
            spread.worstExpectedShards = expected;
            spread.worstTopShardShare = static_cast<double>(top) / w;
            spread.worstShardsUsed = static_cast<std::uint32_t>(slot.physical.size());
        }
    }
    return spread;
}

std::optional<ScenarioAnalysis> analyseScenario(const Scenario& scenario, std::string& error,
                                                const ScenarioAnalysisOptions& run) {
    ScenarioAnalysis result;
    result.scenario = scenario;
    if (!ShardStrategy::create(scenario.strategy, result.strategy, error)) {
        error = "/strategy: " + error;
        return std::nullopt;
    }
    const auto& w = scenario.workload;
    const WorkloadRates rates = peakWorkloadRates(scenario);

    const std::vector<WorkloadKey> keys = expandWorkloadKeys(w);
    double totalWeight = 0;
    for (const auto& k : keys) {
        totalWeight += std::max(0.0, k.weight);
    }
    if (keys.empty() || totalWeight <= 0) {
        error = "/workload/keys: the key weights add up to 0";
        return std::nullopt;
    }
    const std::uint32_t partitions = scenario.table.partitions.value_or(derivedPartitionCount(scenario.table));
    const PartitionMap map(PlacementModel::Range, partitions);
    const std::uint32_t shards = fanOutOf(result.strategy);

    KeyCounter physical;
    std::map<std::string, std::uint64_t> logicalCounts;
    std::vector<std::uint64_t> buckets(partitions, 0);
    AdvisorInput& in = result.input;
    std::uint64_t writes = 0;
    for (const auto& k : keys) {
        if (k.weight <= 0) {
            continue;
        }
        const double share = k.weight / totalWeight;
        const auto count =
            std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(share * kScenarioWrites)));
        if (k.partition && *k.partition >= partitions) {
            error = "/workload/keys: partition " + std::to_string(*k.partition) + " does not exist";
            return std::nullopt;
        }
        // The same even spread the window's heat map assumes for keys without a source value.
        result.strategy.distributeEvenly(k.key, count, [&](std::string_view name, std::uint64_t c) {
            const std::uint64_t hash = modelHash(name);
            physical.add(name, hash, c);
            buckets[k.partition ? *k.partition : map.bucketOfHash(hash)] += c;
        });
        logicalCounts[k.key] += count;
        writes += count;
        in.demands.push_back(demandOf(k.key, share, shards, result.strategy.firstFanOutKey(k.key), rates,
                                      1.0 / static_cast<double>(shards)));
        in.demands.back().sortKey = k.sortKey;
        in.demands.back().sizeGb = k.sizeGb;
    }
    std::stable_sort(in.demands.begin(), in.demands.end(),
                     [](const KeyDemand& a, const KeyDemand& b) { return a.writeUnitsPerS > b.writeUnitsPerS; });

    KeyReadResult read;
    read.tally = KeyTally(std::move(physical));
    read.counts.linesRead = keys.size();
    read.counts.accepted = keys.size();
    AnalysisOptions options;
    options.model = PlacementModel::Range;
    options.buckets = partitions;
    DistributionAnalysis dist = analyzeDistribution(read, ShardStrategy{}, options);
    dist.buckets = buckets;
    dist.stats = computeDistributionStats(buckets);
    dist.strategyKind = std::string(strategyKindName(result.strategy.kind()));
    dist.strategyDescription = result.strategy.describe();
    dist.readFanOut = shards;
    dist.pointReadComputable = result.strategy.kind() != StrategyKind::Random;
    dist.keysDistinct = logicalCounts.size();
    for (const auto& [key, count] : logicalCounts) {
        in.logicalKeys.push_back({key, count, static_cast<double>(count) / static_cast<double>(writes)});
    }
    std::stable_sort(in.logicalKeys.begin(), in.logicalKeys.end(),
                     [](const KeyShare& a, const KeyShare& b) { return a.count > b.count; });
    dist.topLogicalKeys.assign(in.logicalKeys.begin(),
                               in.logicalKeys.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(
                                                            options.topK, in.logicalKeys.size())));
    in.distribution = std::move(dist);

    // The even spread is the simulator's assumption, so the spread is ideal by construction.
    in.spread.configuredShards = shards;
    if (!in.logicalKeys.empty()) {
        const auto& top = in.logicalKeys.front();
        in.spread.worstKey = top.key;
        in.spread.worstKeyWrites = top.count;
        in.spread.worstExpectedShards = std::min<double>(shards, static_cast<double>(top.count));
        in.spread.worstEffectiveShards = in.spread.worstExpectedShards;
        in.spread.worstTopShardShare = 1.0 / in.spread.worstExpectedShards;
        in.spread.worstShardsUsed = static_cast<std::uint32_t>(in.spread.worstExpectedShards);
    }
    in.rates = rates;
    in.scenario = scenario;

    const auto simulator = TableSimulator::create(scenario, error);
    if (!simulator) {
        return std::nullopt;
    }
    // TableOnly by default: the report charts the table only, and partition traces would cost more than the
    // simulation itself.
    const CapacityDirection direction = timelineDirectionFor(scenario);
    result.timeline = ThrottleTimeline(scenario.workload.durationS, direction, simulator->partitionCount(),
                                       run.timelineDetail, run.timelinePointBudget);
    const TimelineStartScale scale = timelineStartScale(scenario, direction, simulator->partitionCount());
    result.timeline.setStartScale(scale.capacity, scale.burstTokens);
    while (!simulator->finished()) {
        if (run.cancel && run.cancel->load(std::memory_order_relaxed)) {
            error = "cancelled";
            return std::nullopt;
        }
        const std::uint64_t atS = simulator->nowS();
        simulator->step();
        result.timeline.addTick(atS, simulator->lastTick());
        result.peakPartitionUtilisation =
            std::max(result.peakPartitionUtilisation, peakUtilisationOf(simulator->lastTick()));
        for (std::size_t g = 0; g < simulator->indexCount(); ++g) {
            result.peakPartitionUtilisation =
                std::max(result.peakPartitionUtilisation, peakUtilisationOf(simulator->indexLastTick(g)));
        }
    }
    in.simulation = simulator->snapshot();
    result.timeline.setSplits(in.simulation->splits);
    result.findings = adviseOn(in);
    return result;
}

AdvisorInput analyseKeysForAdvice(const KeyReadResult& input, const ShardStrategy& strategy,
                                  const AnalysisOptions& options, const std::optional<WorkloadRates>& rates) {
    AdvisorInput in;
    AnalysisOptions all = options;
    in.distribution = analyzeDistribution(input, strategy, all);
    in.spread = measureStrategySpread(input.tally, strategy);
    in.rates = rates;
    std::unordered_map<std::string, std::uint64_t> logical;
    for (const auto& entry : input.tally.entries()) {
        logical[std::string(splitTalliedItem(input.tally.keyOf(entry)).key)] += entry.count;
    }
    const double total = static_cast<double>(input.tally.totalCount());
    for (auto& [key, count] : logical) {
        in.logicalKeys.push_back({key, count, total > 0 ? static_cast<double>(count) / total : 0.0});
    }
    std::sort(in.logicalKeys.begin(), in.logicalKeys.end(), [](const KeyShare& a, const KeyShare& b) {
        return a.count != b.count ? a.count > b.count : a.key < b.key;
    });
    if (rates) {
        const std::uint32_t shards = fanOutOf(strategy);
        const std::size_t take = std::min<std::size_t>(in.logicalKeys.size(), 1000);
        for (std::size_t i = 0; i < take; ++i) {
            const auto& k = in.logicalKeys[i];
            // Measured spread for the worst key, an even spread for the others.
            const double busiest = k.key == in.spread.worstKey ? in.spread.worstTopShardShare : 1.0 / shards;
            std::string busiestKey = k.key;
            if (strategy.kind() != StrategyKind::None) {
                busiestKey = strategy.firstFanOutKey(k.key);
            }
            in.demands.push_back(demandOf(k.key, k.share, shards, busiestKey, *rates, busiest));
        }
    }
    return in;
}

} // namespace partiscope
