#include "partiscope/analysis.h"

#include "partiscope/hashing.h"

#include <algorithm>
#include <numeric>

namespace partiscope {

namespace {

std::vector<KeyShare> topShares(const std::vector<TalliedKey>& entries,
                                const std::function<std::string_view(const TalliedKey&)>& keyOf, std::uint32_t k,
                                std::uint64_t total) {
    std::vector<std::size_t> order(entries.size());
    std::iota(order.begin(), order.end(), 0);
    const std::size_t take = std::min<std::size_t>(k, order.size());
    // Most writes first; ties by key bytes so the output does not depend on reading order.
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(take), order.end(),
                      [&](std::size_t a, std::size_t b) {
                          if (entries[a].count != entries[b].count) {
                              return entries[a].count > entries[b].count;
                          }
                          return keyOf(entries[a]) < keyOf(entries[b]);
                      });
    std::vector<KeyShare> shares;
    for (std::size_t i = 0; i < take; ++i) {
        const auto& entry = entries[order[i]];
        shares.push_back({std::string(keyOf(entry)), entry.count,
                          total ? static_cast<double>(entry.count) / static_cast<double>(total) : 0.0});
    }
    return shares;
}

bool tallyCarriesSources(const KeyTally& tally) {
    for (const auto& entry : tally.entries()) {
        if (tally.keyOf(entry).find(kSourceSeparator) != std::string_view::npos) {
            return true;
        }
    }
    return false;
}

} // namespace

KeyAcceptor acceptorFor(const ShardStrategy& strategy) {
    if (strategy.kind() == StrategyKind::None) {
        return {};
    }
    // Copy: the acceptor may outlive the caller's strategy object.
    return [strategy](std::string_view key, std::string_view source) { return strategy.itemProblem(key, source); };
}

DistributionAnalysis analyzeDistribution(const KeyReadResult& input, const ShardStrategy& strategy,
                                         const AnalysisOptions& options) {
    DistributionAnalysis result;
    result.input = input.counts;
    result.errors = input.errors;
    result.warnings = input.warnings;
    result.options = options;
    result.strategyKind = std::string(strategyKindName(strategy.kind()));
    result.strategyDescription = strategy.describe();
    result.readFanOut = strategy.kind() == StrategyKind::None ? 1 : strategy.fanOutKeys("k").size();
    result.pointReadComputable = strategy.kind() != StrategyKind::Random;

    const KeyTally& tally = input.tally;
    result.keysTotal = tally.totalCount();
    const bool withSources = tallyCarriesSources(tally);

    // Logical keys: the tally itself, unless items were tallied together with their source value.
    KeyCounter logicalCounter;
    if (withSources) {
        for (const auto& entry : tally.entries()) {
            const auto key = splitTalliedItem(tally.keyOf(entry)).key;
            logicalCounter.add(key, modelHash(key), entry.count);
        }
    }
    const auto& logicalEntries = withSources ? logicalCounter.entries() : tally.entries();
    auto logicalKeyOf = [&](const TalliedKey& e) { return withSources ? logicalCounter.keyOf(e) : tally.keyOf(e); };
    result.keysDistinct = logicalEntries.size();
    result.topLogicalKeys = topShares(logicalEntries, logicalKeyOf, options.topK, result.keysTotal);

    // Physical keys: identical to the logical ones without a strategy (no copy, no rehash).
    KeyCounter physicalCounter;
    const bool identity = strategy.kind() == StrategyKind::None;
    if (!identity) {
        for (const auto& entry : tally.entries()) {
            const auto item = splitTalliedItem(tally.keyOf(entry));
            strategy.distribute(item.key, item.source, entry.count, entry.hash,
                                [&](std::string_view physical, std::uint64_t n) {
                                    physicalCounter.add(physical, modelHash(physical), n);
                                });
        }
    }
    const auto& physicalEntries = identity ? logicalEntries : physicalCounter.entries();
    auto physicalKeyOf = [&](const TalliedKey& e) { return identity ? logicalKeyOf(e) : physicalCounter.keyOf(e); };
    result.physicalKeysDistinct = physicalEntries.size();
    result.topKeys = topShares(physicalEntries, physicalKeyOf, options.topK, result.keysTotal);

    const PartitionMap map(options.model, options.buckets);
    result.buckets.assign(options.buckets, 0);
    for (const auto& entry : physicalEntries) {
        result.buckets[map.bucketOfHash(entry.hash)] += entry.count;
    }
    result.stats = computeDistributionStats(result.buckets);
    return result;
}

} // namespace partiscope
