#include "partiscope/analysis.h"
#include "partiscope/number_format.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/key_validation.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <numeric>
#include <optional>

namespace partiscope {

namespace {

std::vector<KeyShare> topShares(std::span<const TalliedKey> entries,
                                const std::function<std::string_view(const TalliedKey&)>& keyOf, std::uint32_t k,
                                std::uint64_t total) {
    const std::size_t take = std::min<std::size_t>(k, entries.size());
    // Most writes first; ties by key bytes so the output does not depend on reading order.
    auto busier = [&](std::size_t a, std::size_t b) {
        if (entries[a].count != entries[b].count) {
            return entries[a].count > entries[b].count;
        }
        return keyOf(entries[a]) < keyOf(entries[b]);
    };
    std::vector<std::size_t> order;
    constexpr std::size_t kInsertionLimit = 64;
    if (take <= kInsertionLimit) {
        // One pass keeping the busiest `take` in order: most keys lose to the last kept one on the count
        // alone. partial_sort over an index of every key cost a fresh array of 8 bytes per key.
        order.reserve(take + 1);
        for (std::size_t i = 0; i < entries.size() && take > 0; ++i) {
            if (order.size() == take && !busier(i, order.back())) {
                continue;
            }
            auto position = order.end();
            while (position != order.begin() && busier(i, *(position - 1))) {
                --position;
            }
            order.insert(position, i);
            if (order.size() > take) {
                order.pop_back();
            }
        }
    } else {
        order.resize(entries.size());
        std::iota(order.begin(), order.end(), 0);
        std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(take), order.end(), busier);
        order.resize(take);
    }
    std::vector<KeyShare> shares;
    for (const std::size_t index : order) {
        const auto& entry = entries[index];
        shares.push_back({std::string(keyOf(entry)), entry.count,
                          total ? static_cast<double>(entry.count) / static_cast<double>(total) : 0.0});
    }
    return shares;
}

// Most writes first; ties by key bytes so the output does not depend on reading order.
template <typename KeyOf>
bool busierThan(const TalliedKey& a, const TalliedKey& b, const KeyOf& keyOf) {
    if (a.count != b.count) {
        return a.count > b.count;
    }
    return keyOf(a) < keyOf(b);
}

bool tallyCarriesSources(const KeyTally& tally) {
    for (const auto& entry : tally.entries()) {
        if (tally.keyOf(entry).find(kSourceSeparator) != std::string_view::npos) {
            return true;
        }
    }
    return false;
}

/// True when @p options spread a key list's items evenly (see SourceValues::EvenSpread) under @p strategy.
bool spreadsEvenly(const ShardStrategy& strategy, const AnalysisOptions& options) {
    return options.sourceValues == SourceValues::EvenSpread && strategy.needsSourceValue();
}

/// Calls @p sink(physicalKey, modelHash, writes) for every tallied item after the strategy, the way
/// analyzeDistribution places them; a physical key can come up more than once (from several sources).
/// Returns false when @p cancel was set before the end.

template <typename Sink>
bool forEachPhysicalKey(const KeyTally& tally, const ShardStrategy& strategy, const AnalysisOptions& options,
                        const std::atomic<bool>* cancel, Sink&& sink) {
    const bool identity = strategy.kind() == StrategyKind::None;
    const bool evenly = spreadsEvenly(strategy, options);
    std::size_t sinceCheck = 0;
    for (const auto& entry : tally.entries()) {
        if (cancel && ++sinceCheck == 4096) {
            sinceCheck = 0;
            if (cancel->load(std::memory_order_relaxed)) {
                return false;
            }
        }
        const std::string_view tallied = tally.keyOf(entry);
        const auto item = splitTalliedItem(tallied);
        const bool ownSource = item.key.size() != tallied.size();
        if (identity) {
            // Without a source column the item is the key and its tally hash is the key's hash.
            sink(item.key, ownSource ? modelHash(item.key) : entry.hash, entry.count);
        } else if (evenly && !ownSource) {
            strategy.distributeEvenly(item.key, entry.count, [&](std::string_view physical, std::uint64_t n) {
                sink(physical, modelHash(physical), n);
            });
        } else {
            strategy.distribute(
                item.key, item.source, entry.count, entry.hash,
                [&](std::string_view physical, std::uint64_t n) { sink(physical, modelHash(physical), n); });
        }
    }
    return true;
}

} // namespace

namespace {

/// How many shards one key's writes are spread over, when the strategy spreads them at all.
std::optional<std::uint64_t> spreadShards(const ShardStrategy& strategy, SourceValues sourceValues) {
    if (strategy.kind() == StrategyKind::Random) {
        return strategy.config().shards;
    }
    if (sourceValues == SourceValues::EvenSpread && strategy.needsSourceValue()) {
        return strategy.shardCount();
    }
    return std::nullopt;
}

} // namespace

std::uint64_t physicalKeysUpperBound(const KeyTally& tally, const ShardStrategy& strategy, SourceValues sourceValues) {
    const auto shards = spreadShards(strategy, sourceValues);
    if (!shards) {
        return tally.distinct();
    }
    std::uint64_t bound = 0;
    for (const auto& entry : tally.entries()) {
        bound += std::min(entry.count, *shards);
        if (bound > std::max<std::uint64_t>(limits::kMaxPhysicalKeys, tally.distinct())) {
            break; // enough to refuse; no overflow either
        }
    }
    return bound;
}

std::optional<std::string> analysisSizeProblem(const KeyTally& tally, const ShardStrategy& strategy,
                                               SourceValues sourceValues) {
    // Only a spreading strategy multiplies keys; an input that already holds more keys than the limit is in
    // memory anyway and may keep them.
    const std::uint64_t allowed = std::max<std::uint64_t>(limits::kMaxPhysicalKeys, tally.distinct());
    const auto shards = spreadShards(strategy, sourceValues);
    if (!shards || physicalKeysUpperBound(tally, strategy, sourceValues) <= allowed) {
        return std::nullopt;
    }
    return std::string(strategy.kind() == StrategyKind::Random ? "random suffixes" : "an even spread") + " over " +
           groupedCount(*shards) + " shards would spread these " + countOf(tally.distinct(), "key", "keys") +
           " over more than " + groupedCount(allowed) +
           " distinct physical keys, the most one analysis counts; use fewer shards or smaller counts";
}

std::string evenSpreadNote(const ShardStrategy& strategy) {
    if (!strategy.needsSourceValue()) {
        return {};
    }
    const std::uint64_t shards = strategy.shardCount();
    return "The keys carry no source value for " + std::string(strategyKindName(strategy.kind())) +
           ": each key's writes are spread evenly over its " + countOf(shards, "shard", "shards") +
           ", the scenario's assumption (as in the simulation and the advisor)";
}

KeyAcceptor acceptorFor(const ShardStrategy& strategy, SourceValues sourceValues) {
    if (strategy.kind() == StrategyKind::None) {
        return {};
    }
    // Copy: the acceptor may outlive the caller's strategy object.
    if (sourceValues == SourceValues::EvenSpread && strategy.needsSourceValue()) {
        // Readers pass the key itself as the source of an item without a source column (the same string, not an
        // equal one): such an item has no source value of its own to check.
        return [strategy](std::string_view key, std::string_view source) {
            return source.data() == key.data() && source.size() == key.size() ? strategy.keyProblem(key)
                                                                              : strategy.itemProblem(key, source);
        };
    }
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
    result.readFanOut = strategy.shardCount();
    result.pointReadComputable = strategy.kind() != StrategyKind::Random;

    const KeyTally& tally = input.tally;
    result.keysTotal = tally.totalCount();
    const bool withSources = tallyCarriesSources(tally);
    // Items with a source column use it; only a key list's items are spread evenly.
    result.evenSpreadAssumed = spreadsEvenly(strategy, options) && !withSources && tally.distinct() > 0;

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
        forEachPhysicalKey(tally, strategy, options, nullptr,
                           [&](std::string_view physical, std::uint64_t hash, std::uint64_t n) {
                               physicalCounter.add(physical, hash, n);
                           });
    }
    const auto& physicalEntries = identity ? logicalEntries : physicalCounter.entries();
    auto physicalKeyOf = [&](const TalliedKey& e) { return identity ? logicalKeyOf(e) : physicalCounter.keyOf(e); };
    result.physicalKeysDistinct = physicalEntries.size();
    // Without a strategy the physical keys are the logical ones: the same list, not sorted out again.
    result.topKeys =
        identity ? result.topLogicalKeys : topShares(physicalEntries, physicalKeyOf, options.topK, result.keysTotal);

    // One pass over the physical keys: each bucket's total, its number of keys, and its few busiest keys for hover
    // tooltips. Those are entry indexes kept sorted per bucket beside their counts: the cost is buckets * bucketTopK
    // indexes plus one string per kept key, whatever the number of distinct keys, and deciding that a key is not
    // among its bucket's busiest reads only the kept counts (the entries they stand for are anywhere in memory).
    const PartitionMap map(options.model, options.buckets);
    result.buckets.assign(options.buckets, 0);
    result.bucketDistinctKeys.assign(options.buckets, 0);
    const std::size_t keep = options.bucketTopK;
    std::vector<std::size_t> kept(static_cast<std::size_t>(options.buckets) * keep);
    std::vector<std::uint64_t> keptCounts(kept.size());
    std::vector<std::size_t> keptSize(options.buckets, 0);
    // busierThan() of entry @p i, of @p count writes, against the entry kept at @p slot: the kept count decides
    // unless it is a tie, and only a tie reads the kept entry.
    auto busierThanKept = [&](std::size_t i, std::uint64_t count, std::size_t slot) {
        if (count != keptCounts[slot]) {
            return count > keptCounts[slot];
        }
        return busierThan(physicalEntries[i], physicalEntries[kept[slot]], physicalKeyOf);
    };
    for (std::size_t i = 0; i < physicalEntries.size(); ++i) {
        const std::uint64_t count = physicalEntries[i].count;
        const std::uint32_t bucket = map.bucketOfHash(physicalEntries[i].hash);
        result.buckets[bucket] += count;
        ++result.bucketDistinctKeys[bucket];
        if (keep == 0) {
            continue;
        }
        const std::size_t first = bucket * keep;
        std::size_t& size = keptSize[bucket];
        if (size == keep && !busierThanKept(i, count, first + keep - 1)) {
            continue;
        }
        std::size_t position = size < keep ? size++ : keep - 1;
        for (; position > 0 && busierThanKept(i, count, first + position - 1); --position) {
            kept[first + position] = kept[first + position - 1];
            keptCounts[first + position] = keptCounts[first + position - 1];
        }
        kept[first + position] = i;
        keptCounts[first + position] = count;
    }
    result.stats = computeDistributionStats(result.buckets);
    result.bucketTopKeys.resize(options.buckets);
    for (std::uint32_t bucket = 0; bucket < options.buckets; ++bucket) {
        auto& top = result.bucketTopKeys[bucket];
        top.reserve(keptSize[bucket]);
        for (std::size_t j = 0; j < keptSize[bucket]; ++j) {
            const auto& entry = physicalEntries[kept[bucket * keep + j]];
            top.push_back(
                {std::string(physicalKeyOf(entry)), entry.count,
                 result.keysTotal ? static_cast<double>(entry.count) / static_cast<double>(result.keysTotal) : 0.0});
        }
    }
    return result;
}

BucketKeyListing listBucketKeys(const KeyReadResult& input, const ShardStrategy& strategy,
                                const AnalysisOptions& options, std::uint32_t bucket, const std::atomic<bool>* cancel) {
    BucketKeyListing listing;
    listing.bucket = bucket;
    listing.allWrites = input.tally.totalCount();
    if (bucket >= options.buckets) {
        return listing;
    }
    const PartitionMap map(options.model, options.buckets);
    // Only this bucket's keys are counted: the memory is that of the listing itself.
    KeyCounter counter;
    const bool complete = forEachPhysicalKey(input.tally, strategy, options, cancel,
                                             [&](std::string_view key, std::uint64_t hash, std::uint64_t n) {
                                                 if (map.bucketOfHash(hash) == bucket) {
                                                     counter.add(key, hash, n);
                                                 }
                                             });
    if (!complete) {
        listing.cancelled = true;
        return listing;
    }
    for (const auto& entry : counter.entries()) {
        listing.writes += entry.count;
    }
    // Every key, so a full sort (partial_sort's heap is slower when it must order everything).
    std::vector<const TalliedKey*> order;
    order.reserve(counter.distinct());
    for (const auto& entry : counter.entries()) {
        order.push_back(&entry);
    }
    auto keyOf = [&](const TalliedKey& e) { return counter.keyOf(e); };
    std::sort(order.begin(), order.end(),
              [&](const TalliedKey* a, const TalliedKey* b) { return busierThan(*a, *b, keyOf); });
    listing.keys.reserve(order.size());
    for (const TalliedKey* entry : order) {
        listing.keys.push_back(
            {std::string(counter.keyOf(*entry)), entry->count,
             listing.allWrites ? static_cast<double>(entry->count) / static_cast<double>(listing.allWrites) : 0.0});
    }
    return listing;
}

CellKind hotFactorCellKind(const DistributionAnalysis& analysis) noexcept {
    return analysis.options.model == PlacementModel::Range ? CellKind::Partitions : CellKind::Buckets;
}

std::string hotFactorText(const DistributionAnalysis& analysis) {
    return hotFactorText(analysis.stats.maxOverMean, analysis.stats.buckets, hotFactorCellKind(analysis));
}

} // namespace partiscope

namespace partiscope {

namespace {

/// What acceptForStrategy() makes of @p typed, or nullopt when it accepts every key (then @p typed is the result).
std::optional<KeyReadResult> withoutRejectedKeys(const KeyReadResult& typed, const ShardStrategy& strategy,
                                                 SourceValues sourceValues, std::size_t maxReportedIssues) {
    const KeyAcceptor acceptor = acceptorFor(strategy, sourceValues);
    if (!acceptor || !typed.fatalError.empty()) {
        return std::nullopt;
    }
    // Readers pass a key list's key as its own source (the same string); a tallied item with a source
    // column carries it after the separator.
    auto problemOf = [&](std::string_view tallied) {
        const auto item = splitTalliedItem(tallied);
        return item.key.size() == tallied.size() ? acceptor(tallied, tallied) : acceptor(item.key, item.source);
    };
    const auto& entries = typed.tally.entries();
    std::vector<char> rejected(entries.size(), 0);
    std::vector<std::size_t> rejectedIndices;
    KeyReadResult out;
    out.counts = typed.counts;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const std::string_view tallied = typed.tally.keyOf(entries[i]);
        if (!problemOf(tallied)) {
            continue;
        }
        rejected[i] = 1;
        rejectedIndices.push_back(i);
        // The reader rejects before it warns: these lines were counted as warned, not any more.
        out.counts.accepted -= entries[i].lines;
        out.counts.rejected += entries[i].lines;
        if (hasEdgeWhitespace(splitTalliedItem(tallied).key)) {
            out.counts.warned -= entries[i].lines;
        }
    }
    if (rejectedIndices.empty()) {
        return std::nullopt;
    }
    out.tally = typed.tally.filtered([&](const TalliedKey& entry) { return !rejected[&entry - entries.data()]; });
    // One error per rejected key, by key bytes so the list does not depend on the reading order.
    const std::size_t shown = std::min(rejectedIndices.size(), maxReportedIssues);
    auto byKey = [&](std::size_t a, std::size_t b) {
        return typed.tally.keyOf(entries[a]) < typed.tally.keyOf(entries[b]);
    };
    std::partial_sort(rejectedIndices.begin(), rejectedIndices.begin() + static_cast<std::ptrdiff_t>(shown),
                      rejectedIndices.end(), byKey);
    for (std::size_t i = 0; i < shown; ++i) {
        const TalliedKey& entry = entries[rejectedIndices[i]];
        const std::string_view key = splitTalliedItem(typed.tally.keyOf(entry)).key;
        std::string shownKey(key.substr(0, 40));
        if (key.size() > 40) {
            shownKey += "...";
        }
        out.errors.push_back({0, *problemOf(typed.tally.keyOf(entry)) + " (key '" + shownKey + "', " +
                                     countOf(entry.lines, "line", "lines") + "; line unknown)"});
    }
    for (const auto& issue : typed.errors) {
        if (out.errors.size() >= maxReportedIssues) {
            break;
        }
        out.errors.push_back(issue);
    }
    out.warnings = typed.warnings;
    return out;
}

} // namespace

KeyReadResult acceptForStrategy(const KeyReadResult& typed, const ShardStrategy& strategy, SourceValues sourceValues,
                                std::size_t maxReportedIssues) {
    std::optional<KeyReadResult> accepted = withoutRejectedKeys(typed, strategy, sourceValues, maxReportedIssues);
    return accepted ? std::move(*accepted) : typed;
}

std::shared_ptr<const KeyReadResult> acceptForStrategy(std::shared_ptr<const KeyReadResult> typed,
                                                       const ShardStrategy& strategy, SourceValues sourceValues,
                                                       std::size_t maxReportedIssues) {
    std::optional<KeyReadResult> accepted = withoutRejectedKeys(*typed, strategy, sourceValues, maxReportedIssues);
    return accepted ? std::make_shared<const KeyReadResult>(std::move(*accepted)) : typed;
}

} // namespace partiscope
