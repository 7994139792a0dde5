#pragma once

// Internal to core's advisor: every English pattern its findings are written in (see finding_phrase.h). A rule
// names the pattern here and passes the arguments; findingPatterns() lists them all for translators.

#include <array>
#include <string_view>

namespace partiscope::advice::pattern {

// hot-key
inline constexpr std::string_view kHotKeyTitle = "'%1' needs more than one partition can serve";
inline constexpr std::string_view kHotKeyTakes = "'%1' takes %2 of the writes: %3 WCU/s at peak";
inline constexpr std::string_view kSpreadOverShards = ", spread over %1 shards";
inline constexpr std::string_view kHotKeyBusiestShard =
    "; its busiest physical key '%1' needs %2 WCU/s and %3 RCU/s, but one partition serves at most %4 WCU/s and "
    "%5 RCU/s";
inline constexpr std::string_view kHotKeySimulationCounted =
    "; the simulation counted %1 requests throttled on the per-partition ceiling";
inline constexpr std::string_view kHotKeyFixSpread =
    "The strategy has %1 shards, enough in number, but its busiest shard gets far more than its share: fix the "
    "spread (see degenerate-strategy).";
inline constexpr std::string_view kHotKeyShardIt =
    "Shard '%1' so that each shard stays under %2 WCU/s (at least %3 shards, see shard-count); if the load is reads, "
    "cache the hot reads.";
inline constexpr std::string_view kSeveralKeysTitle = "Several keys together overload one partition";
inline constexpr std::string_view kSeveralKeysEvidence =
    "no single key exceeds %1 WCU/s, but the simulation counted %2 requests throttled on the per-partition ceiling; "
    "hot factor ";
inline constexpr std::string_view kSeveralKeysFix =
    "Split-for-heat usually separates them after some minutes; if it cannot (see monotonic-sort-key), shard the "
    "heaviest keys.";
inline constexpr std::string_view kTopKeyTitle = "'%1' takes %2 of the writes";
inline constexpr std::string_view kTopKeyEvidence = "'%1': %2 of %3 writes (%4); hot factor ";
inline constexpr std::string_view kTopKeyFix =
    "Above %1 writes/s in total this key alone passes the %2 WCU/s one partition serves: shard it (give "
    "--writes-per-s to get the numbers).";
// The hot factor (distribution_stats' hotFactorText) after "hot factor ".
inline constexpr std::string_view kHotFactorPartition = "%1\u00d7 over %2 partition";
inline constexpr std::string_view kHotFactorPartitions = "%1\u00d7 over %2 partitions";
inline constexpr std::string_view kHotFactorBucket = "%1\u00d7 over %2 bucket";
inline constexpr std::string_view kHotFactorBuckets = "%1\u00d7 over %2 buckets";

// shard-count
inline constexpr std::string_view kShardCountTitle = "'%1' needs at least %2 shards";
inline constexpr std::string_view kShardCountEvidence =
    "'%1': %2 WCU/s at peak -> minimum %3, recommended %4 with 50% headroom; the strategy gives it %5";
inline constexpr std::string_view kShardCountTooFew = "Shard it %1 ways (%2 is the bare minimum).";
inline constexpr std::string_view kShardCountRaise = "Enough for today; raise it to %1 to leave room for growth.";
inline constexpr std::string_view kShardCountEnough = "The shard count is sufficient, with headroom.";

// read-fanout-cost
inline constexpr std::string_view kFanOutTitle = "Reading one logical key takes %1 queries";
inline constexpr std::string_view kFanOutEvidence = "one read of a whole logical key = %1 Queries, at least %2 RCU";
inline constexpr std::string_view kFanOutRandom = "; random suffixes: even a single item needs all of them";
inline constexpr std::string_view kFanOutComputable = "; a reader that knows the source value computes its one shard";
inline constexpr std::string_view kFanOutRates =
    "; at %1 logical reads/s that is at least %2 RCU/s instead of %3 RCU/s unsharded";
inline constexpr std::string_view kFanOutReadHeavy =
    "Read-heavy with small items: the per-query minimum dominates. Cache the hot reads (DAX or an application "
    "cache), serve them from a GSI with a better-distributed key, or use fewer shards.";
inline constexpr std::string_view kFanOutWriteHeavy =
    "Fine for write-heavy keys; keep N as small as the writes allow and prefer point reads with a calculated suffix.";

// time-bucket-key
inline constexpr std::string_view kTimeBucketTitle = "Today's key '%1' takes the writes";
inline constexpr std::string_view kTimeBucketOnly = "'%1', the only date key, takes %2 of the writes";
inline constexpr std::string_view kTimeBucketNewest = "'%1', the newest of %2 date keys, takes %3 of the writes";
inline constexpr std::string_view kTimeBucketTogether = " (date keys together: %1)";
inline constexpr std::string_view kTimeBucketOverKey = "; %1 WCU/s at peak over %2 key";
inline constexpr std::string_view kTimeBucketOverShards = "; %1 WCU/s at peak over %2 shards";
inline constexpr std::string_view kTimeBucketSpread =
    "The strategy already spreads today's writes; keep the shard count in line with the daily peak (see "
    "shard-count) and remember every read of the day queries every shard.";
inline constexpr std::string_view kTimeBucketFix =
    "Append a suffix to the date (random 1..N, or calculated from an attribute such as the order id) so one day is "
    "written to N keys.";

// low-cardinality
inline constexpr std::string_view kLowCardinalityTitle1 = "Only %1 partition-key values for %2 partition";
inline constexpr std::string_view kLowCardinalityTitleN = "Only %1 partition-key values for %2 partitions";
inline constexpr std::string_view kLowCardinalityValues1 =
    "%1 distinct partition-key values (after the strategy) on %2 partition: ";
inline constexpr std::string_view kLowCardinalityValuesN =
    "%1 distinct partition-key values (after the strategy) on %2 partitions: ";
inline constexpr std::string_view kLowCardinalityEmpty1 = "%1 partition gets no writes";
inline constexpr std::string_view kLowCardinalityEmptyN = "%1 partitions get no writes";
inline constexpr std::string_view kLowCardinalityNoRoom = "no room to spread";
inline constexpr std::string_view kCommaHotFactor = ", hot factor ";
inline constexpr std::string_view kLowCardinalityTopValue = "; the top value alone receives %1 writes/s";
inline constexpr std::string_view kLowCardinalityFix =
    "Use a high-cardinality key (an id, or a composite such as customerid+productid+countrycode); for an index on a "
    "status-like attribute, add a suffix 1..N to the index key or make the index sparse.";

// monotonic-sort-key
inline constexpr std::string_view kMonotonicTitle = "Sequential sort keys keep new writes at one end of the range";
inline constexpr std::string_view kMonotonicEvidence =
    "%1 of the writes go to item collections with sequential sort keys (heaviest: '%2', %3)";
inline constexpr std::string_view kMonotonicBlocked1 =
    "; the simulation could not split %1 hot partition because of it";
inline constexpr std::string_view kMonotonicBlockedN =
    "; the simulation could not split %1 hot partitions because of it";
inline constexpr std::string_view kMonotonicNoSplit = "; no hot partition needed a split in this run";
inline constexpr std::string_view kMonotonicFix =
    "Split-for-heat cannot help: the newest items are always in the last range. Use a sort key that does not grow "
    "with time (or put a shard suffix on the partition key) for hot collections.";

// degenerate-strategy
inline constexpr std::string_view kDegenerateTitle = "The %1 strategy does not spread '%2'";
inline constexpr std::string_view kDegenerateEvidence =
    "'%1': %2 writes went to %3 of %4 shards; effective shards %5 where an even spread reaches %6; the busiest shard "
    "holds %7";
inline constexpr std::string_view kDegenerateCalculated =
    "The suffix function collapses these source values onto a few suffixes (a product of code points is mostly "
    "divisible by the shard count): use --fn hash, or a source attribute with more distinct values.";
inline constexpr std::string_view kDegenerateOther =
    "Derive the suffix from an attribute with many evenly spread values, or use random suffixes if reads can afford "
    "the fan-out.";

// adaptive-absorbs-it
inline constexpr std::string_view kAdaptiveTitle = "Burst and adaptive capacity absorb this skew";
inline constexpr std::string_view kAdaptiveEvidence =
    "the busiest partition needs %1 WCU/s against an even share of %2 WCU/s (%3 of its share), below the %4 WCU/s "
    "ceiling; the simulation of %5 s throttled 0 requests";
inline constexpr std::string_view kAdaptiveFix =
    "No change needed: the table has unused capacity the hot partition can borrow. Re-check if the hot partition's "
    "demand approaches the per-partition ceiling or the table total.";

// on-demand-peak
inline constexpr std::string_view kOnDemandTitle = "Traffic passed twice the on-demand table's previous peak";
inline constexpr std::string_view kOnDemandEvidence =
    "%1 requests throttled by on-demand scaling: the peak reached %2 while the table serves at once up to %3 WCU/s "
    "(2 x the previous peak of %4, at least the %5 WCU/s warm throughput); a new peak lifts the limit 30 minutes "
    "later";
inline constexpr std::string_view kOnDemandFix =
    "This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, or pre-warm the "
    "table (raise its warm throughput) before the launch.";

inline constexpr std::array kAll{
    kHotKeyTitle,
    kHotKeyTakes,
    kSpreadOverShards,
    kHotKeyBusiestShard,
    kHotKeySimulationCounted,
    kHotKeyFixSpread,
    kHotKeyShardIt,
    kSeveralKeysTitle,
    kSeveralKeysEvidence,
    kSeveralKeysFix,
    kTopKeyTitle,
    kTopKeyEvidence,
    kTopKeyFix,
    kHotFactorPartition,
    kHotFactorPartitions,
    kHotFactorBucket,
    kHotFactorBuckets,
    kShardCountTitle,
    kShardCountEvidence,
    kShardCountTooFew,
    kShardCountRaise,
    kShardCountEnough,
    kFanOutTitle,
    kFanOutEvidence,
    kFanOutRandom,
    kFanOutComputable,
    kFanOutRates,
    kFanOutReadHeavy,
    kFanOutWriteHeavy,
    kTimeBucketTitle,
    kTimeBucketOnly,
    kTimeBucketNewest,
    kTimeBucketTogether,
    kTimeBucketOverKey,
    kTimeBucketOverShards,
    kTimeBucketSpread,
    kTimeBucketFix,
    kLowCardinalityTitle1,
    kLowCardinalityTitleN,
    kLowCardinalityValues1,
    kLowCardinalityValuesN,
    kLowCardinalityEmpty1,
    kLowCardinalityEmptyN,
    kLowCardinalityNoRoom,
    kCommaHotFactor,
    kLowCardinalityTopValue,
    kLowCardinalityFix,
    kMonotonicTitle,
    kMonotonicEvidence,
    kMonotonicBlocked1,
    kMonotonicBlockedN,
    kMonotonicNoSplit,
    kMonotonicFix,
    kDegenerateTitle,
    kDegenerateEvidence,
    kDegenerateCalculated,
    kDegenerateOther,
    kAdaptiveTitle,
    kAdaptiveEvidence,
    kAdaptiveFix,
    kOnDemandTitle,
    kOnDemandEvidence,
    kOnDemandFix,
};

} // namespace partiscope::advice::pattern
