#pragma once

#include "partiscope/distribution_stats.h"
#include "partiscope/key_input.h"
#include "partiscope/placement.h"
#include "partiscope/shard_strategy.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace partiscope {

/// @brief Where a strategy that derives the suffix from a source value (calculated, mod, range, lookup) finds
/// it for items that carry none of their own (a key list without a source column).
enum class SourceValues {
    /// The key itself is the source value (`analyze --keys`: keys that are order ids, player ids, ISBNs).
    FromKey,
    /// The key is a logical key standing for many items whose source values are unknown: its writes are
    /// spread evenly over its shards (ShardStrategy::distributeEvenly), what a scenario, the simulator and
    /// the advisor assume. Items with a source column still use theirs.
    EvenSpread,
};

struct AnalysisOptions {
    PlacementModel model = PlacementModel::Mod;
    std::uint32_t buckets = 8; ///< 1..65536
    std::uint32_t topK = 10;
    std::uint32_t bucketTopK = 5; ///< physical keys kept per bucket (DistributionAnalysis::bucketTopKeys)
    SourceValues sourceValues = SourceValues::FromKey;
};

struct KeyShare {
    std::string key;
    std::uint64_t count = 0;
    double share = 0; ///< count / total writes
};

/// @brief The immutable result of `analyze`: where the (physical) keys land and how evenly.
struct DistributionAnalysis {
    InputCounts input;
    std::vector<InputIssue> errors;
    std::vector<InputIssue> warnings;
    std::uint64_t keysTotal = 0;            ///< accepted writes (sum of counts)
    std::uint64_t keysDistinct = 0;         ///< distinct logical keys
    std::uint64_t physicalKeysDistinct = 0; ///< distinct keys after the strategy
    AnalysisOptions options;
    std::string strategyKind;
    std::string strategyDescription;
    std::uint64_t readFanOut = 1;    ///< queries to read one whole logical key
    bool pointReadComputable = true; ///< can a reader that knows the source compute the one shard?
    /// Some keys' writes were spread evenly over their shards for want of a source value
    /// (SourceValues::EvenSpread with a strategy that needs one): an assumption, not a measurement.
    bool evenSpreadAssumed = false;
    std::vector<std::uint64_t> buckets;
    DistributionStats stats;
    std::vector<KeyShare> topKeys;        ///< physical keys, most writes first
    std::vector<KeyShare> topLogicalKeys; ///< logical keys, most writes first
    /// Per bucket: its options.bucketTopK busiest physical keys, most writes first (ties by key bytes).
    /// Bounded on purpose: a million distinct keys cost at most buckets * bucketTopK strings here; the
    /// whole of one bucket comes from listBucketKeys.
    std::vector<std::vector<KeyShare>> bucketTopKeys;
    std::vector<std::uint64_t> bucketDistinctKeys; ///< per bucket: distinct physical keys placed in it
};

/// @brief The analysis's hot factor as hotFactorText() writes it: over partitions with range placement (each
/// cell a contiguous hash range, like a partition), over buckets with mod placement (teaching buckets).
std::string hotFactorText(const DistributionAnalysis& analysis);
/// @brief What the cells of hotFactorText(@p analysis) are: partitions with range placement, else buckets.
CellKind hotFactorCellKind(const DistributionAnalysis& analysis) noexcept;

/// @brief All physical keys of one bucket (see listBucketKeys).
struct BucketKeyListing {
    std::uint32_t bucket = 0;
    std::uint64_t writes = 0;    ///< the bucket's writes (sum of the keys' counts)
    std::uint64_t allWrites = 0; ///< writes in all buckets: KeyShare::share is relative to this
    std::vector<KeyShare> keys;  ///< most writes first, ties by key bytes
    bool cancelled = false;      ///< @p cancel was set before the listing was complete; keys is empty
};

/// @brief Applies @p strategy to every tallied item, places the physical keys and computes the
/// statistics. Deterministic: the same input, strategy and options give the same result.
DistributionAnalysis analyzeDistribution(const KeyReadResult& input, const ShardStrategy& strategy,
                                         const AnalysisOptions& options);

/// @brief Lists every physical key that lands in @p bucket, with the same placement as analyzeDistribution
/// given the same input, strategy and options. Memory grows with that bucket's keys only, so it can run on
/// demand (off the UI thread) instead of the analysis keeping every bucket's keys. Stops early, with
/// `cancelled` set, when @p cancel becomes true.
BucketKeyListing listBucketKeys(const KeyReadResult& input, const ShardStrategy& strategy,
                                const AnalysisOptions& options, std::uint32_t bucket,
                                const std::atomic<bool>* cancel = nullptr);

/// @brief The most distinct physical keys analyzeDistribution() can count for @p tally under
/// @p strategy: `random`, and a strategy that needs a source value under SourceValues::EvenSpread, spread
/// an item over up to min(count, shards) keys; everything else maps it to one. Stops adding once past
/// limits::kMaxPhysicalKeys and the tally's own distinct keys (the result is then only "too many").
std::uint64_t physicalKeysUpperBound(const KeyTally& tally, const ShardStrategy& strategy,
                                     SourceValues sourceValues = SourceValues::FromKey);

/// @brief Why analysing @p tally could count more than limits::kMaxPhysicalKeys physical keys (or more
/// than the tally's own distinct keys, if that is larger), because the strategy spreads each key over its
/// shards: a one-line reason, or nullopt. Check before analyzeDistribution().
std::optional<std::string> analysisSizeProblem(const KeyTally& tally, const ShardStrategy& strategy,
                                               SourceValues sourceValues = SourceValues::FromKey);

/// @brief What SourceValues::EvenSpread assumes under @p strategy, one sentence for people ("The keys carry no
/// source value for mod: each key's writes are spread evenly over its 10 shards, the scenario's assumption");
/// empty when the strategy needs no source value.
std::string evenSpreadNote(const ShardStrategy& strategy);

/// @brief A reader check that rejects items the strategy cannot place (see ShardStrategy::itemProblem). With
/// SourceValues::EvenSpread a key list's item (no source of its own) is only checked for its key's length
/// (ShardStrategy::keyProblem): its source value is not the key.
KeyAcceptor acceptorFor(const ShardStrategy& strategy, SourceValues sourceValues = SourceValues::FromKey);

/// @brief Applies acceptorFor(@p strategy, @p sourceValues) to a key list read without it, per distinct key
/// instead of per line, so a strategy change needs no second read of the text. Gives the same tally and the
/// same counts (lines: accepted, rejected, warned) as reading with the acceptor. Issues differ in one way:
/// lines are not kept per key (TalliedKey::lines counts them), so each rejected key gets one error with
/// line 0 ("line unknown"), the acceptor's message followed by the key and how many lines it was on; these
/// come first (sorted by key), then @p typed's own errors, at most @p maxReportedIssues in all. The warning
/// list is @p typed's: a warned line whose key the strategy rejects stays listed (counts.warned is exact).
/// A @p typed with a fatal error is returned unchanged (re-read with the acceptor if the strategy would have
/// rejected enough writes to stay under the 2^53-1 total).
KeyReadResult acceptForStrategy(const KeyReadResult& typed, const ShardStrategy& strategy,
                                SourceValues sourceValues = SourceValues::FromKey,
                                std::size_t maxReportedIssues = KeyReadOptions{}.maxReportedIssues);
/// @brief The same for a shared key list: @p typed itself (no copy of a million keys) when every key is accepted,
/// as it is with no strategy.
std::shared_ptr<const KeyReadResult>
acceptForStrategy(std::shared_ptr<const KeyReadResult> typed, const ShardStrategy& strategy,
                  SourceValues sourceValues = SourceValues::FromKey,
                  std::size_t maxReportedIssues = KeyReadOptions{}.maxReportedIssues);

} // namespace partiscope
