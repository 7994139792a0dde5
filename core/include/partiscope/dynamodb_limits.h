#pragma once

#include <cstddef>
#include <cstdint>

/// @brief The one place that knows DynamoDB's documented limits (see README "DynamoDB facts").
namespace partiscope::limits {

/// Partition key values are 1..2048 bytes (DG ServiceQuotas).
inline constexpr std::size_t kPartitionKeyMinBytes = 1;
inline constexpr std::size_t kPartitionKeyMaxBytes = 2048;
/// Sort key values are 1..1024 bytes.
inline constexpr std::size_t kSortKeyMaxBytes = 1024;
/// An item is at most 400 KB, attribute names and values included.
inline constexpr double kItemMaxKb = 400.0;
/// Per-partition throughput ceilings.
inline constexpr double kPartitionMaxRcu = 3000.0;
inline constexpr double kPartitionMaxWcu = 1000.0;
/// A new on-demand table serves at once at least 12,000 RCU / 4,000 WCU (its initial warm throughput,
/// re:Post "on-demand-table-throttling-dynamodb"); afterwards up to 2x its previous peak.
inline constexpr double kOnDemandInitialRcu = 12000.0;
inline constexpr double kOnDemandInitialWcu = 4000.0;
/// A partition holds about 10 GB (DG bp-partition-key-design); partitions split for size beyond it. With a local
/// secondary index, one item collection (one partition-key value) may not exceed 10 GB either
/// (ItemCollectionSizeLimitExceededException).
inline constexpr double kPartitionMaxGb = 10.0;
inline constexpr double kItemCollectionMaxGb = 10.0;
/// DynamoDB sizes are binary: 1 KB = 1,024 bytes, 1 GB = 1,024 x 1,024 KB.
inline constexpr double kBytesPerKb = 1024.0;
inline constexpr double kKbPerGb = 1024.0 * 1024.0;
/// Every entry of a local secondary index takes 100 bytes of overhead besides its keys and projected attributes
/// (DG LSI.html "Storage considerations"); the item collection counts it.
inline constexpr double kIndexEntryOverheadBytes = 100.0;
/// Per-table quota (Service Quotas defaults, table-level read / write throughput; DG ServiceQuotas): an on-demand
/// table and each of its GSIs serve at most this many read / write request units per second (above it,
/// ...AccountLimitExceeded); a provisioned table and each of its GSIs may be provisioned at most this many RCU / WCU.
inline constexpr double kDefaultAccountMaxRcu = 40000.0;
inline constexpr double kDefaultAccountMaxWcu = 40000.0;
/// Account-level quota (Service Quotas defaults, account-level read / write throughput; provisioned mode only): the
/// RCU / WCU provisioned for all of an account's tables and GSIs in a Region together (DG ServiceQuotas).
inline constexpr double kDefaultAccountLevelMaxRcu = 80000.0;
inline constexpr double kDefaultAccountLevelMaxWcu = 80000.0;
/// Application Auto Scaling target tracking for DynamoDB (DG AutoScaling.html): a target utilisation of 20-90 %,
/// 70 % by default; it scales out once consumption has stayed above the target for 2 consecutive minutes and in
/// once it has stayed below for 15 consecutive minutes (the CloudWatch alarms it creates, one data point a minute).
inline constexpr double kAutoScalingDefaultTargetPercent = 70.0;
inline constexpr double kAutoScalingMinTargetPercent = 20.0;
inline constexpr double kAutoScalingMaxTargetPercent = 90.0;
inline constexpr unsigned kAutoScalingScaleOutMinutes = 2;
inline constexpr unsigned kAutoScalingScaleInMinutes = 15;
/// Decreases of a table's or GSI's provisioned capacity (DG ServiceQuotas "Decreasing provisioned throughput"): 4
/// at any time in a UTC day, then one more in each hour with no decrease in the hour before, 27 a day at most.
inline constexpr unsigned kFreeDecreasesPerDay = 4;
inline constexpr double kDecreaseSpacingS = 3600.0;

/// At most 20 global and 5 local secondary indexes per table (DG ServiceQuotas).
inline constexpr std::size_t kMaxGsis = 20;
inline constexpr std::size_t kMaxLsis = 5;
/// Table and index names are 3..255 characters of a-z, A-Z, 0-9, '_', '-', '.'; key attribute names are
/// 1..255 bytes of UTF-8 (DG "Supported data types and naming rules").
inline constexpr std::size_t kTableNameMinChars = 3;
inline constexpr std::size_t kTableNameMaxChars = 255;
inline constexpr std::size_t kKeyAttributeNameMaxBytes = 255;
/// Burst: a partition keeps up to this many seconds of its unused provisioned capacity (DG, best effort).
inline constexpr double kBurstWindowS = 300.0;
/// Largest per-line count we accept: 2^53-1, so every total stays exact in a double and in JSON.
inline constexpr std::uint64_t kMaxKeyCount = (std::uint64_t{1} << 53) - 1;
/// Teaching buckets: hash mod B with B in 1..65536.
inline constexpr std::uint32_t kMaxBuckets = 65536;
/// Deepest nesting of JSON arrays and objects read from any file (scenario, lesson, item): the JSON
/// library copies and prints documents recursively, so deeper input could overflow the stack.
/// Real documents nest at most 4 levels.
inline constexpr std::size_t kMaxJsonDepth = 256;
/// Nested attributes (L and M inside L and M) go at most 32 levels deep (DG "Item sizes and formats" / Data types).
inline constexpr std::size_t kMaxAttributeNestingLevels = 32;
/// Most distinct physical keys one analysis counts (about 100 bytes each, so ~2 GB): a random suffix
/// spreads a key written 10^9 times over all of up to 1,000,000 shards, one counted key per shard.
inline constexpr std::uint64_t kMaxPhysicalKeys = 20'000'000;
/// Most request files `queries --out-dir` writes (one per physical key to query).
inline constexpr std::size_t kMaxQueryFiles = 10'000;

} // namespace partiscope::limits
