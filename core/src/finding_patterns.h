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
inline constexpr std::string_view kOnDemandFixPreWarm =
    "This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, or pre-warm the "
    "table before the launch: a warm throughput of %1 write units per second "
    "(table.warm_throughput.write_units_per_second) serves that peak at once.";

// auto-scaling-hot-partition
inline constexpr std::string_view kAutoScalingBlindTitle = "Auto scaling cannot see the hot partition";
inline constexpr std::string_view kAutoScalingBlindEvidence =
    "%1 writes throttled above the %2 WCU/s one partition serves, while the table consumed %3 WCU/s of %4 WCU "
    "provisioned on average (%5, under the %6 target): auto scaling follows the table's consumed capacity, to which a "
    "throttled request adds nothing, so it never scaled out (capacity changes in the run: %7)";
inline constexpr std::string_view kAutoScalingBlindFix =
    "More capacity would not help: the hot key alone asks more than a partition serves. Shard the hot key (see "
    "hot-key) or spread its writes; a higher auto scaling minimum only pays for capacity the other partitions do not "
    "use.";

// gsi-back-pressure
inline constexpr std::string_view kGsiBackPressureTitle =
    "%1 throttles the table's writes: its key '%2' needs %3 WCU/s";
inline constexpr std::string_view kGsiHotKeyShare =
    "'%1' (%2's partition key `%3`) is on %4 of the base-table writes: %5 WCU/s of index writes (%6 KB each)";
// An index built in code may leave its partition key unnamed; the English keeps the words it always had.
inline constexpr std::string_view kGsiHotKeyShareUnnamed =
    "'%1' (%2's its partition key) is on %3 of the base-table writes: %4 WCU/s of index writes (%5 KB each)";
inline constexpr std::string_view kGsiOverShards = " over %1 shards '%2' \u2026 '%3'";
inline constexpr std::string_view kGsiPartitionAsked =
    "; %1's partition %2 is asked %3 WCU/s, against the %4 WCU/s one partition serves";
inline constexpr std::string_view kGsiPartitionAskedAllocation =
    "; %1's partition %2 is asked %3 WCU/s, against the %4 WCU/s one partition serves and its allocation of %5 "
    "WCU/s (%6 WCU / %7 partitions)";
inline constexpr std::string_view kGsiRefused =
    "; above the ceiling %1 of its writes are refused: about %2 base-table writes/s throttled by back-pressure "
    "(IndexWriteKeyRangeThroughputExceeded)";
inline constexpr std::string_view kGsiSimulationThrottled =
    "; the simulation throttled %1 base-table writes by back-pressure and %2 writes on %3 itself";
// With the simulation's reasons: the opening, one kThrottleReason(Next) per reason, the close.
inline constexpr std::string_view kGsiSimulationThrottledFor =
    "; the simulation throttled %1 base-table writes by back-pressure (";
inline constexpr std::string_view kThrottleReason = "%1 %2";
inline constexpr std::string_view kThrottleReasonNext = ", %1 %2";
inline constexpr std::string_view kGsiSimulationThrottledOnIndex = ") and %1 writes on %2 itself";
inline constexpr std::string_view kGsiShardsAddUp =
    "%1's strategy gives '%2' %3 shards, enough in number, but shards that land on one index partition add up: "
    "give it %4 shards (%5) so they spread over its %6 partitions.";
inline constexpr std::string_view kGsiShardKey =
    "Shard %1's partition key: give its strategy %2 shards (%3; %4 WCU/s needs at least %5 shards, %6 with 50% "
    "headroom, as shard-count computes) and read a value with one Query per shard";
inline constexpr std::string_view kGsiShardKeyFewest =
    "Shard %1's partition key: give its strategy %2 shards (%3; %4 WCU/s needs at least %5 shards, %6 with 50% "
    "headroom, as shard-count computes; %2 is the fewest with which no partition of %1 is asked more than %7 WCU/s "
    "where the model's hash places the shards) and read a value with one Query per shard";
inline constexpr std::string_view kGsiSparseWouldNotHelp =
    ". A sparse index would not help: the access patterns read '%1' through %2, so it would keep every item with "
    "that value.";
inline constexpr std::string_view kGsiSparseIfNeverRead =
    "; or make %1 sparse, if the application never reads '%2' through it.";
inline constexpr std::string_view kGsiSparseNotRead =
    "; or make %1 sparse: no access pattern reads '%2' through it (see sparse-index).";
inline constexpr std::string_view kGsiRaiseMaxOnDemand =
    "Raise %1's maximum on-demand write throughput (max_write_request_units) above the %2 WCU/s its index writes "
    "need at peak, or remove it.";
inline constexpr std::string_view kGsiAccountQuota =
    "%1 reached the per-table account quota: request a higher quota (Service Quotas), or write less to the index (a "
    "sparse index, a smaller projection).";
inline constexpr std::string_view kGsiOnDemandPeak =
    "%1's writes passed twice its previous peak: ramp the traffic up so it at most doubles within 30 minutes, or "
    "pre-warm the index: a warm throughput of %2 write units per second (its warm_throughput) serves its index "
    "writes at peak at once.";
inline constexpr std::string_view kGsiRaiseWcu =
    "Raise %1's WCU to at least %2: every base write that carries its key writes to it too (%3 WCU/s at peak), and "
    "an index short of capacity throttles the table.";
inline constexpr std::string_view kGsiPartitionShare =
    "A partition of %1 needs more than its share: let adaptive capacity absorb it, raise %1's WCU, or shard its "
    "partition key.";

// gsi-low-cardinality
inline constexpr std::string_view kGsiLowCardinalityTitle1 = "Only %1 key values for %2's %3 partition";
inline constexpr std::string_view kGsiLowCardinalityTitleN = "Only %1 key values for %2's %3 partitions";
inline constexpr std::string_view kGsiValues1 =
    "%1: %2 distinct values of its partition key `%3` (after its strategy) on %4 partition: ";
inline constexpr std::string_view kGsiValuesN =
    "%1: %2 distinct values of its partition key `%3` (after its strategy) on %4 partitions: ";
inline constexpr std::string_view kGsiValuesUnnamed1 =
    "%1: %2 distinct values of its its partition key (after its strategy) on %3 partition: ";
inline constexpr std::string_view kGsiValuesUnnamedN =
    "%1: %2 distinct values of its its partition key (after its strategy) on %3 partitions: ";
// After kGsiValues* come kLowCardinalityEmpty1/EmptyN or kLowCardinalityNoRoom.
inline constexpr std::string_view kGsiBusiestPartition = "; its busiest partition %1 takes %2 WCU/s";
inline constexpr std::string_view kGsiBusiestPartitionKey =
    "; its busiest partition %1 takes %2 WCU/s ('%3', %4 of the base-table writes)";
inline constexpr std::string_view kGsiRoomToGrow =
    "; the table's writes can grow to %1/s before that partition reaches the %2 WCU/s ceiling and %3 throttles "
    "them (back-pressure)";
inline constexpr std::string_view kGsiLowCardinalityFix =
    "Add a shard suffix 1..N to %1's partition key (its strategy) so its writes spread over its partitions, "
    "reading a value with N Queries; or make the index sparse, so that only the items read through it carry the "
    "attribute.";

// sparse-index (the quoted keys the access patterns read, "'PENDING', 'SHIPPED'", are one argument)
inline constexpr std::string_view kSparseTitle = "A sparse %1 would leave out its hot key '%2'";
inline constexpr std::string_view kSparseCarries =
    "'%1' carries %2 of %3's writes (%4 of the base-table writes, %5 WCU/s), but the access patterns on %3 read "
    "only %6";
inline constexpr std::string_view kSparseIfThatValue =
    "; if only items with that value carried the attribute, %1 would take %2 of the base-table writes (%3 WCU/s) "
    "and its busiest partition %4 WCU/s, under the %5 WCU/s ceiling";
inline constexpr std::string_view kSparseIfThoseValues =
    "; if only items with those values carried the attribute, %1 would take %2 of the base-table writes (%3 WCU/s) "
    "and its busiest partition %4 WCU/s, under the %5 WCU/s ceiling";
inline constexpr std::string_view kSparseFixValue =
    "Make %1 sparse: key it on an attribute the application writes only while an item has the value it queries "
    "(%2) and removes otherwise; items without it write nothing to the index.";
inline constexpr std::string_view kSparseFixValues =
    "Make %1 sparse: key it on an attribute the application writes only while an item has a value it queries (%2) "
    "and removes otherwise; items without it write nothing to the index.";

// lsi-collection-size
inline constexpr std::string_view kLsiTitle = "The item collection of '%1' nears the 10 GB an LSI allows";
inline constexpr std::string_view kLsiHolds = "'%1' holds %2 of the table's %3 GB";
inline constexpr std::string_view kLsiHoldsSharded =
    "'%1' holds %2 of the table's %3 GB, spread over %4 shards ('%5' is one)";
inline constexpr std::string_view kLsiHoldsStated = "'%1' holds %2 GB (its size_gb)";
inline constexpr std::string_view kLsiHoldsStatedSharded =
    "'%1' holds %2 GB (its size_gb), spread over %3 shards ('%4' is one)";
inline constexpr std::string_view kLsiEntries =
    "; with its entries in the local secondary indexes (the projected attributes and 100 bytes each) an item of %1 KB "
    "takes %2 KB";
inline constexpr std::string_view kLsiGrowth =
    ": %1 GB per collection; its %2 writes of %3 KB over the %4 s run add %5 GB if each adds an item: %6 GB, %7 of "
    "the %8 GB one partition-key value may hold on a table with a local secondary index (%9)";
inline constexpr std::string_view kLsiFailed =
    "; the simulation failed %1 writes that would have passed it (ItemCollectionSizeLimitExceededException)";
inline constexpr std::string_view kLsiFix =
    "Replace %1 with a global secondary index on the same sort key (a GSI has no per-key size limit, and its "
    "collections can split), or spread the collection: shard '%2' %3 ways so each shard's collection stays under "
    "%4 GB.";

// table-capacity
inline constexpr std::string_view kTableCapacityTitle = "The table's provisioned capacity is below its demand";
inline constexpr std::string_view kTableWritesShort =
    "%1 writes throttled while the table was asked for more than its %2 WCU/s: the workload's peak is %3 WCU/s "
    "(CloudWatch: WriteProvisionedThroughputThrottleEvents, reason TableWriteProvisionedThroughputExceeded)";
inline constexpr std::string_view kTableReadsShort =
    "%1 reads throttled while the table was asked for more than its %2 RCU/s: the workload's peak is %3 RCU/s "
    "(CloudWatch: ReadProvisionedThroughputThrottleEvents, reason TableReadProvisionedThroughputExceeded)";
// Between the writes' and the reads' part of table-capacity's and partition-share's evidence.
inline constexpr std::string_view kThenReads = "; ";
inline constexpr std::string_view kTableReadFanOut = "; each logical read is %1 Queries, one per shard";
inline constexpr std::string_view kTableRaiseWcu =
    "This is capacity, not key design: raise the table's WCU to at least %1 (more for headroom), or switch the table "
    "to on-demand. Sharding keys cannot help while the whole table is short.";
inline constexpr std::string_view kTableRaiseRcu =
    "This is capacity, not key design: raise the table's RCU to at least %1 (more for headroom), or switch the table "
    "to on-demand. Sharding keys cannot help while the whole table is short.";
inline constexpr std::string_view kTableRaiseBoth =
    "This is capacity, not key design: raise the table's WCU to at least %1 (more for headroom) and RCU to at least "
    "%2 (more for headroom), or switch the table to on-demand. Sharding keys cannot help while the whole table is "
    "short.";
inline constexpr std::string_view kTableRaiseRcuOrReadLess =
    "Raise the table's RCU to at least %1 (more for headroom), or switch the table to on-demand; or read less: the "
    "shards' fan-out multiplies every read, so read one shard where the reader can compute its suffix, or use fewer "
    "shards.";
inline constexpr std::string_view kTableRaiseBothOrReadLess =
    "Raise the table's WCU to at least %1 (more for headroom) and RCU to at least %2 (more for headroom), or switch "
    "the table to on-demand; or read less: the shards' fan-out multiplies every read, so read one shard where the "
    "reader can compute its suffix, or use fewer shards.";

// partition-share (the throttled partitions' numbers, "0, 1, 4", are one argument)
inline constexpr std::string_view kShareTitleAdaptiveOff =
    "A partition needs more than its share of the table, and adaptive capacity is off";
inline constexpr std::string_view kShareTitleAdaptiveLate =
    "A partition needs more than its share of the table, and adaptive capacity did not lend it in time";
inline constexpr std::string_view kShareWritesOnPartition = "%1 writes throttled on partition %2";
inline constexpr std::string_view kShareWritesOnPartitions = "%1 writes throttled on partitions %2";
inline constexpr std::string_view kShareWritesOnPartitionsMore = "%1 writes throttled on partitions %2 and %3 more";
inline constexpr std::string_view kShareReadsOnPartition = "%1 reads throttled on partition %2";
inline constexpr std::string_view kShareReadsOnPartitions = "%1 reads throttled on partitions %2";
inline constexpr std::string_view kShareReadsOnPartitionsMore = "%1 reads throttled on partitions %2 and %3 more";
inline constexpr std::string_view kShareSpareWcu =
    " while the table had capacity to spare: each of the %1 partitions is provisioned %2 WCU/s (%3 WCU / %1)";
inline constexpr std::string_view kShareSpareRcu =
    " while the table had capacity to spare: each of the %1 partitions is provisioned %2 RCU/s (%3 RCU / %1)";
inline constexpr std::string_view kShareBusiestNeeds = ", the busiest needs %1 WCU/s";
inline constexpr std::string_view kShareBeganBurstEmpty =
    "; throttling began at %1 s, when the burst bucket (up to %2 s of unused share) was empty";
inline constexpr std::string_view kShareBeganBurstOff = "; throttling began at %1 s (burst capacity is off)";
inline constexpr std::string_view kShareAdaptiveOff = "; adaptive capacity is off in this scenario";
inline constexpr std::string_view kShareAdaptiveDelay =
    "; adaptive capacity engages after %1 s of throttling (2018 model)";
inline constexpr std::string_view kShareFixAdaptiveOff =
    "Let adaptive capacity absorb it: it lends a hot partition the table's unused capacity (DynamoDB applies it "
    "instantly since 2019; it is off here only to teach). Otherwise raise the table's capacity until the even share "
    "covers the busiest partition, or spread its keys.";
inline constexpr std::string_view kShareFixAdaptiveDelay =
    "Let adaptive capacity absorb it: once engaged it serves the load (DynamoDB applies it instantly since 2019). To "
    "avoid the throttling before it engages, raise the table's capacity until the even share covers the busiest "
    "partition, or spread its keys.";

// account-level-quota (a provisioned table and its GSIs against the account's default quota)
inline constexpr std::string_view kAccountLevelTitle =
    "The table and its GSIs provision more than an account's default quota";
inline constexpr std::string_view kAccountLevelWrites =
    "the table provisions %1 WCU and its GSIs %2 WCU: %3 WCU, above the %4 WCU an account may provision in a Region "
    "by default across all its tables and GSIs (Service Quotas: account-level write throughput)";
inline constexpr std::string_view kAccountLevelReads =
    "the table provisions %1 RCU and its GSIs %2 RCU: %3 RCU, above the %4 RCU an account may provision in a Region "
    "by default across all its tables and GSIs (Service Quotas: account-level read throughput)";
inline constexpr std::string_view kAccountLevelFix =
    "Before creating the table, request a higher account-level quota in Service Quotas that covers this table, its "
    "GSIs and the account's other tables: DynamoDB provisions no capacity beyond the account's quota.";

// account-limit and max-on-demand-throughput: one phrase per throttled key space and direction, named by DynamoDB's
// throttling reason (which says table or index, read or write), joined by kThenReads.
inline constexpr std::string_view kReasonOnTable = "%1 requests throttled with %2 (limit %3 request units/s)";
inline constexpr std::string_view kReasonOnIndex = "%1 requests of %2 throttled with %3 (limit %4 request units/s)";
inline constexpr std::string_view kAccountLimitTitle = "Requests passed the per-table account quota";
inline constexpr std::string_view kAccountLimitFix =
    "This is the account's quota, not key design: request a higher per-table quota in Service Quotas (table-level "
    "read or write throughput; account_max_rcu / account_max_wcu in the scenario) above the peak the table and each "
    "GSI ask (the quota applies to each apart), or spread the traffic over time.";
inline constexpr std::string_view kMaxOnDemandTitle = "Requests passed the configured maximum on-demand throughput";
inline constexpr std::string_view kMaxOnDemandFix =
    "The maximum throttles as configured: if this traffic is wanted, raise MaxReadRequestUnits / MaxWriteRequestUnits "
    "(max_read_request_units / max_write_request_units) of the table or index above its peak demand, or remove them.";

// gsi-read-throttling
inline constexpr std::string_view kGsiReadTitle = "Reads of %1 are throttled";
inline constexpr std::string_view kGsiReadThrottled =
    "%1 reads of %2 throttled: %3 above the per-partition ceiling of %4 RCU/s (IndexReadKeyRangeThroughputExceeded), "
    "%5 by its provisioned capacity (IndexReadProvisionedThroughputExceeded)";
inline constexpr std::string_view kGsiReadFix =
    "Spread the reads of %1: cache the hot key's reads or shard the index's partition key (a sharded key is read "
    "with one Query per shard); if the index as a whole is short, raise its RCU.";

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
    kOnDemandFixPreWarm,
    kAutoScalingBlindTitle,
    kAutoScalingBlindEvidence,
    kAutoScalingBlindFix,
    kGsiBackPressureTitle,
    kGsiHotKeyShare,
    kGsiHotKeyShareUnnamed,
    kGsiOverShards,
    kGsiPartitionAsked,
    kGsiPartitionAskedAllocation,
    kGsiRefused,
    kGsiSimulationThrottled,
    kGsiSimulationThrottledFor,
    kThrottleReason,
    kThrottleReasonNext,
    kGsiSimulationThrottledOnIndex,
    kGsiShardsAddUp,
    kGsiShardKey,
    kGsiShardKeyFewest,
    kGsiSparseWouldNotHelp,
    kGsiSparseIfNeverRead,
    kGsiSparseNotRead,
    kGsiRaiseMaxOnDemand,
    kGsiAccountQuota,
    kGsiOnDemandPeak,
    kGsiRaiseWcu,
    kGsiPartitionShare,
    kGsiLowCardinalityTitle1,
    kGsiLowCardinalityTitleN,
    kGsiValues1,
    kGsiValuesN,
    kGsiValuesUnnamed1,
    kGsiValuesUnnamedN,
    kGsiBusiestPartition,
    kGsiBusiestPartitionKey,
    kGsiRoomToGrow,
    kGsiLowCardinalityFix,
    kSparseTitle,
    kSparseCarries,
    kSparseIfThatValue,
    kSparseIfThoseValues,
    kSparseFixValue,
    kSparseFixValues,
    kLsiTitle,
    kLsiHolds,
    kLsiHoldsSharded,
    kLsiHoldsStated,
    kLsiHoldsStatedSharded,
    kLsiEntries,
    kLsiGrowth,
    kLsiFailed,
    kLsiFix,
    kTableCapacityTitle,
    kTableWritesShort,
    kTableReadsShort,
    kThenReads,
    kTableReadFanOut,
    kTableRaiseWcu,
    kTableRaiseRcu,
    kTableRaiseBoth,
    kTableRaiseRcuOrReadLess,
    kTableRaiseBothOrReadLess,
    kShareTitleAdaptiveOff,
    kShareTitleAdaptiveLate,
    kShareWritesOnPartition,
    kShareWritesOnPartitions,
    kShareWritesOnPartitionsMore,
    kShareReadsOnPartition,
    kShareReadsOnPartitions,
    kShareReadsOnPartitionsMore,
    kShareSpareWcu,
    kShareSpareRcu,
    kShareBusiestNeeds,
    kShareBeganBurstEmpty,
    kShareBeganBurstOff,
    kShareAdaptiveOff,
    kShareAdaptiveDelay,
    kShareFixAdaptiveOff,
    kShareFixAdaptiveDelay,
    kAccountLevelTitle,
    kAccountLevelWrites,
    kAccountLevelReads,
    kAccountLevelFix,
    kReasonOnTable,
    kReasonOnIndex,
    kAccountLimitTitle,
    kAccountLimitFix,
    kMaxOnDemandTitle,
    kMaxOnDemandFix,
    kGsiReadTitle,
    kGsiReadThrottled,
    kGsiReadFix,
};

} // namespace partiscope::advice::pattern
