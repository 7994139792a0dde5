#pragma once

#include "partiscope/dynamodb_limits.h"
#include "partiscope/enum_names.h"
#include "partiscope/key_schema.h"
#include "partiscope/read_limit.h"
#include "partiscope/shard_strategy.h"

#include <array>
#include <atomic>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace partiscope {

enum class CapacityMode { Provisioned, OnDemand };
enum class BurstStart { Full, Empty };
enum class AdaptiveMode { Instant, Delayed, Off };
enum class Consistency { Eventual, Strong, Transactional };
enum class SortKeyShape { Single, Random, Monotonic };
enum class NoiseModel { None, Poisson };
enum class RetryPolicy { None, Standard, Legacy };
enum class GeneratorKind { Uniform, Zipf, HotKey, TimeBucket };
/// Which attributes an index copies from the table's items (API Projection.ProjectionType).
enum class Projection { All, KeysOnly, Include };
/// What one base-table write does to its item (JSON `workload.operations[].kind`): a PutItem of a new item, an
/// UpdateItem that changes an indexed key attribute, an UpdateItem that leaves every index key alone, a DeleteItem.
enum class WriteOperationKind { Put, UpdateIndexKey, Update, Delete };

/// @brief The scenario-file name of every value of each enum above (also shown by the app and the reports);
/// read them with enumName() and parseEnumName().
inline constexpr std::array<EnumName<CapacityMode>, 2> kCapacityModeNames{
    {{CapacityMode::Provisioned, "provisioned"}, {CapacityMode::OnDemand, "on-demand"}}};
inline constexpr std::array<EnumName<BurstStart>, 2> kBurstStartNames{
    {{BurstStart::Full, "full"}, {BurstStart::Empty, "empty"}}};
inline constexpr std::array<EnumName<AdaptiveMode>, 3> kAdaptiveModeNames{
    {{AdaptiveMode::Instant, "instant"}, {AdaptiveMode::Delayed, "delayed"}, {AdaptiveMode::Off, "off"}}};
inline constexpr std::array<EnumName<Consistency>, 3> kConsistencyNames{
    {{Consistency::Eventual, "eventual"},
     {Consistency::Strong, "strong"},
     {Consistency::Transactional, "transactional"}}};
inline constexpr std::array<EnumName<SortKeyShape>, 3> kSortKeyShapeNames{
    {{SortKeyShape::Single, "single"}, {SortKeyShape::Random, "random"}, {SortKeyShape::Monotonic, "monotonic"}}};
inline constexpr std::array<EnumName<NoiseModel>, 2> kNoiseModelNames{
    {{NoiseModel::None, "none"}, {NoiseModel::Poisson, "poisson"}}};
inline constexpr std::array<EnumName<RetryPolicy>, 3> kRetryPolicyNames{
    {{RetryPolicy::None, "none"}, {RetryPolicy::Standard, "standard"}, {RetryPolicy::Legacy, "legacy"}}};
/// @brief How many times the SDK sends a request under @p policy, the first try included (the simulator's
/// retry model; the app names the policies by it).
constexpr int retryAttempts(RetryPolicy policy) noexcept {
    return policy == RetryPolicy::Standard ? 3 : policy == RetryPolicy::Legacy ? 10 : 1;
}
inline constexpr std::array<EnumName<Projection>, 3> kProjectionNames{
    {{Projection::All, "all"}, {Projection::KeysOnly, "keys-only"}, {Projection::Include, "include"}}};
inline constexpr std::array<EnumName<WriteOperationKind>, 4> kWriteOperationKindNames{
    {{WriteOperationKind::Put, "put"},
     {WriteOperationKind::UpdateIndexKey, "update-index-key"},
     {WriteOperationKind::Update, "update"},
     {WriteOperationKind::Delete, "delete"}}};
inline constexpr std::array<EnumName<GeneratorKind>, 4> kGeneratorKindNames{
    {{GeneratorKind::Uniform, "uniform"},
     {GeneratorKind::Zipf, "zipf"},
     {GeneratorKind::HotKey, "hot-key"},
     {GeneratorKind::TimeBucket, "time-bucket"}}};

/// @brief Warm throughput (API WarmThroughput, JSON `warm_throughput`): the read and write units per second a table
/// or GSI serves at once. DynamoDB raises it with use; pre-warming raises it ahead of a peak; it never goes down
/// (DG warm-throughput.html). The key space has the partitions it needs from the start (the historical formula on
/// these rates), and an on-demand key space serves up to it at once, as it serves twice its previous peak. Unset:
/// what the mode gives without it (on-demand: a new table's 12,000 read / 4,000 write units; provisioned: its
/// provisioned capacity).
struct WarmThroughput {
    std::optional<double> readUnitsPerSecond;
    std::optional<double> writeUnitsPerSecond;

    [[nodiscard]] bool isSet() const noexcept { return readUnitsPerSecond || writeUnitsPerSecond; }
    bool operator==(const WarmThroughput&) const = default;
};

/// @brief Read or write units per second an on-demand key space serves at once: the most of a new table's initial
/// throughput (@p initialUnits, limits::kOnDemandInitialRcu / kOnDemandInitialWcu), its warm throughput and twice
/// its previous peak (DG on-demand-capacity-mode.html, warm-throughput.html).
double onDemandInstantUnits(double initialUnits, const std::optional<double>& warmUnits, double previousPeak);

/// @brief Target tracking auto scaling of one direction's provisioned capacity (Application Auto Scaling; DG
/// AutoScaling.html): the capacity follows the key space's consumed capacity, kept near the target utilisation,
/// between the minimum and the maximum. It sees the table's (or index's) consumption as a whole, never a partition's.
struct AutoScalingSpec {
    double minCapacity = 1;
    double maxCapacity = limits::kDefaultAccountMaxWcu;
    double targetUtilizationPercent = limits::kAutoScalingDefaultTargetPercent;

    bool operator==(const AutoScalingSpec&) const = default;
};
/// @brief A table's or GSI's auto scaling (JSON `auto_scaling`: {"read": {...}, "write": {...}}), per direction.
struct AutoScaling {
    std::optional<AutoScalingSpec> read;
    std::optional<AutoScalingSpec> write;

    [[nodiscard]] bool isSet() const noexcept { return read || write; }
    bool operator==(const AutoScaling&) const = default;
};
/// @brief One UpdateTable during the run (JSON `capacity_schedule`): from second @p atS the table is provisioned
/// @p rcu / @p wcu (a value left out keeps its capacity).
struct CapacityChange {
    double atS = 0;
    std::optional<double> rcu;
    std::optional<double> wcu;

    bool operator==(const CapacityChange&) const = default;
};

/// @brief A global secondary index: a key space of its own, with its own capacity, partitions and strategy.
/// A base-table write whose item carries the index's partition-key attribute also writes here (see
/// WorkloadSpec::indexKeys); when this index throttles, those base writes are throttled too (back-pressure).
struct GsiSpec {
    std::string name; ///< IndexName: 3-255 characters of [A-Za-z0-9_.-]
    KeyAttribute partitionKey;
    std::optional<KeyAttribute> sortKey;
    Projection projection = Projection::All;
    std::vector<std::string> nonKeyAttributes; ///< projection `include` only
    /// Size of the item written to the index, in KB (one WCU per started KB). Unset: the table's item size for
    /// `all`, 1 KB (the smallest write) for `keys-only` and `include`.
    std::optional<double> itemKb;
    /// Unset: the table's mode (DynamoDB bills an index like its table; a different mode is an error).
    std::optional<CapacityMode> mode;
    double rcu = 0;                             ///< provisioned
    double wcu = 0;                             ///< provisioned
    std::optional<std::uint32_t> partitions;    ///< unset: derived like the table's, from this index's capacity
    double previousPeakRcu = 0;                 ///< on-demand
    double previousPeakWcu = 0;                 ///< on-demand
    std::optional<double> maxReadRequestUnits;  ///< on-demand maximum throughput of the index
    std::optional<double> maxWriteRequestUnits; ///< on-demand maximum throughput of the index
    WarmThroughput warmThroughput;              ///< the index's own (API GlobalSecondaryIndex WarmThroughput)
    AutoScaling autoScaling;                    ///< provisioned: the index's own scalable targets
    StrategyConfig strategy;                    ///< write sharding of the index's partition key

    bool operator==(const GsiSpec&) const = default;
};

/// @brief A local secondary index: same partition key as the table, another sort key. Its presence bounds each item
/// collection (one partition-key value) to 10 GB and keeps a collection on one partition.
struct LsiSpec {
    std::string name;
    KeyAttribute sortKey;
    Projection projection = Projection::All;
    std::vector<std::string> nonKeyAttributes; ///< projection `include` only

    bool operator==(const LsiSpec&) const = default;
};

struct TableSpec {
    std::string name; ///< TableName for generated requests; empty: derived from the scenario's name
    KeySchema keySchema;
    CapacityMode mode = CapacityMode::Provisioned;
    double rcu = 0;
    double wcu = 0;
    std::optional<std::uint32_t> partitions; ///< unset: derived (see derivedPartitionCount)
    double sizeGb = 0;                       ///< data size: at least ceil(size_gb / 10) partitions
    std::vector<GsiSpec> gsis;
    std::vector<LsiSpec> lsis;
    bool streams = false;
    double previousPeakRcu = 0;                 ///< on-demand
    double previousPeakWcu = 0;                 ///< on-demand
    std::optional<double> maxReadRequestUnits;  ///< on-demand maximum throughput (per second)
    std::optional<double> maxWriteRequestUnits; ///< on-demand maximum throughput (per second)
    WarmThroughput warmThroughput;
    AutoScaling autoScaling; ///< provisioned only
    /// UpdateTable calls during the run, by time (provisioned only); auto scaling, when on, goes on from there.
    std::vector<CapacityChange> capacitySchedule;
    /// Per-table account quota (Service Quotas, default 40,000 each): an on-demand table, or an index of one,
    /// never serves more per second; above it requests fail with ...AccountLimitExceeded.
    double accountMaxRcu = limits::kDefaultAccountMaxRcu;
    double accountMaxWcu = limits::kDefaultAccountMaxWcu;

    [[nodiscard]] bool hasLsi() const noexcept { return !lsis.empty(); }
    bool operator==(const TableSpec&) const = default;
};

/// @brief The GSI / LSI of @p table called @p name, or null.
const GsiSpec* findGsi(const TableSpec& table, std::string_view name);
const LsiSpec* findLsi(const TableSpec& table, std::string_view name);

struct CapacitySpec {
    bool burst = true;
    BurstStart burstStart = BurstStart::Full;
    AdaptiveMode adaptive = AdaptiveMode::Instant;
    double adaptiveDelayS = 300;
    bool splitForHeat = true;
    double splitAfterS = 600;

    bool operator==(const CapacitySpec&) const = default;
};

struct WorkloadStep {
    double atS = 0;
    std::optional<double> writesPerS;
    std::optional<double> readsPerS;

    bool operator==(const WorkloadStep&) const = default;
};

struct WorkloadKey {
    std::string key;
    double weight = 1;
    std::optional<std::uint32_t> partition; ///< pin to a partition index (documented examples)
    SortKeyShape sortKey = SortKeyShape::Random;
    /// The data this key's item collection holds, in GB (JSON `size_gb`; an import measures it). Unset: the key's
    /// share of the writes times the table's size_gb.
    std::optional<double> sizeGb;

    bool operator==(const WorkloadKey&) const = default;
};

struct GeneratorSpec {
    GeneratorKind kind = GeneratorKind::Uniform;
    std::uint32_t count = 100;            ///< keys (uniform, zipf, hot-key) or days (time-bucket)
    double s = 1.1;                       ///< zipf exponent
    std::string prefix = "KEY#";          ///< generated keys are prefix + number
    std::string hotKey = "HOT";           ///< hot-key: the hot key
    double hotShare = 0.5;                ///< hot-key / time-bucket: share of traffic on the hot key / today
    std::string startDate = "2014-07-09"; ///< time-bucket: first day (YYYY-MM-DD); the last day is "today"
    SortKeyShape sortKey = SortKeyShape::Random;

    bool operator==(const GeneratorSpec&) const = default;
};

/// @brief A named read the application makes: one partition-key value of the table or an index, an optional
/// sort-key condition, at a rate. The simulator adds its reads to the target's key space; the query generator turns
/// it into the per-shard requests.
struct AccessPattern {
    struct SortKeyCondition {
        SortKeyOperator op = SortKeyOperator::Eq;
        std::string value;
        std::optional<std::string> value2; ///< BETWEEN's upper bound

        bool operator==(const SortKeyCondition&) const = default;
    };
    std::string name;
    std::string target; ///< "" (the table), a GSI's or an LSI's name
    std::string key;    ///< the logical partition-key value (sharded by the target's strategy)
    std::optional<SortKeyCondition> sortKeyCondition;
    Consistency consistency = Consistency::Eventual; ///< a GSI is read eventually consistently only
    double readsPerS = 0;
    double itemsPerQuery = 1; ///< items each logical read returns (a Query rounds their total size once)

    bool operator==(const AccessPattern&) const = default;
};

/// @brief One kind of base-table write and its share of the writes (JSON `workload.operations`); its cost is
/// write_operations.h's. Sizes unset are the workload's item_kb.
struct WriteOperation {
    WriteOperationKind kind = WriteOperationKind::Put;
    double share = 1; ///< of the base-table writes; a workload's shares add up to 1
    /// The item before the write (updates; a delete's deleted item). A put of a new item has none.
    std::optional<double> itemKbBefore;
    /// The item after the write (put, updates). A delete leaves none.
    std::optional<double> itemKb;

    bool operator==(const WriteOperation&) const = default;
};

struct WorkloadSpec {
    std::uint64_t durationS = 0;
    double itemKb = 1;
    Consistency consistency = Consistency::Eventual;
    double writesPerS = 0;
    double readsPerS = 0;
    std::vector<WorkloadStep> profile;
    std::vector<WorkloadKey> keys;          ///< either keys ...
    std::optional<GeneratorSpec> generator; ///< ... or a generator
    /// Per GSI name: its partition-key values and, as `weight`, the share of base-table writes whose item carries
    /// each one (absolute shares, not normalised: a sum below 1 is a sparse index, the other items write nothing
    /// there). `sort_key` and `partition` mean what they mean for the table's keys.
    std::map<std::string, std::vector<WorkloadKey>> indexKeys;
    NoiseModel noise = NoiseModel::None;
    RetryPolicy retries = RetryPolicy::None;
    std::uint64_t seed = 1;
    /// An access log replayed second by second as the workload instead of the rates and weights above (JSON
    /// `trace`): its path as written in the file, relative to the scenario file's folder. The trace is referenced,
    /// not copied in.
    std::optional<std::string> trace;
    /// The operation mix of the writes (JSON `operations`). Empty: every write is a put of a new item of item_kb.
    std::vector<WriteOperation> operations;

    bool operator==(const WorkloadSpec&) const = default;
};

/// @brief What an imported scenario was made from (JSON `source`), so that the app and the reports can say how
/// far its numbers go: weights counted from items are not traffic.
enum class WeightBasis { Stated, ItemCount, AccessLog, ContributorInsights };
inline constexpr std::array<EnumName<WeightBasis>, 4> kWeightBasisNames{
    {{WeightBasis::Stated, "stated"},
     {WeightBasis::ItemCount, "item-count"},
     {WeightBasis::AccessLog, "access-log"},
     {WeightBasis::ContributorInsights, "contributor-insights"}}};
struct ImportSource {
    std::string format; ///< an import format name: dynamodb-json, workbench, contributor-insights, access-log
    std::vector<std::string> files; ///< as given to the import
    std::uint64_t items = 0;        ///< items (dynamodb-json, workbench) or requests (access-log) read
    WeightBasis weights = WeightBasis::Stated;

    bool operator==(const ImportSource&) const = default;
};

/// @brief One Contributor Insights ranking (`aws cloudwatch get-insight-rule-report`), kept as AWS reported it.
/// Accessed and throttled rankings are never mixed: only an accessed ranking of the table sets the workload's
/// weights; the others are shown beside the simulation, labelled.
enum class InsightKind { Accessed, Throttled };
inline constexpr std::array<EnumName<InsightKind>, 2> kInsightKindNames{
    {{InsightKind::Accessed, "accessed"}, {InsightKind::Throttled, "throttled"}}};
struct InsightRanking {
    struct Contributor {
        std::vector<std::string> keys; ///< one value per key label (partition key, and sort key for SKC/SKT)
        double value = 0;              ///< ApproximateAggregateValue
        bool operator==(const Contributor&) const = default;
    };
    struct MinutePoint {
        std::int64_t epochS = 0; ///< start of the minute
        double value = 0;        ///< summed over the contributors
        bool operator==(const MinutePoint&) const = default;
    };
    std::string ruleName; ///< DynamoDBContributorInsights-{PKC|SKC|PKT|SKT}-<table>[-<index>]-<epochms>
    InsightKind kind = InsightKind::Accessed;
    bool sortKeys = false; ///< SKC / SKT: contributors are partition + sort key pairs
    std::string tableName; ///< from the rule name
    std::string indexName; ///< empty: the table
    std::vector<std::string> keyLabels;
    std::string aggregationStatistic; ///< e.g. Sum
    std::vector<Contributor> contributors;
    std::vector<MinutePoint> perMinute;

    bool operator==(const InsightRanking&) const = default;
};

/// @brief One named design a review compares (JSON `candidates`): a variant of the document's workload with its own
/// table (key schema, indexes, capacity mode and capacity), write-sharding strategy, index keys and access patterns.
/// The workload itself (keys, rates, profile, item size) and the capacity behaviour are the document's, shared by
/// every candidate, so the comparison varies the design and nothing else.
struct DesignCandidate {
    std::string name; ///< 1..64 characters, unique within the document
    TableSpec table;
    StrategyConfig strategy;
    std::map<std::string, std::vector<WorkloadKey>> indexKeys; ///< as WorkloadSpec::indexKeys
    std::vector<AccessPattern> accessPatterns;

    bool operator==(const DesignCandidate&) const = default;
};
/// A document holds at most this many candidates; a candidate name at most kMaxCandidateNameChars characters.
inline constexpr std::size_t kMaxCandidates = 6;
inline constexpr std::size_t kMaxCandidateNameChars = 64;

/// @brief A whole Partiscope document: table (with its indexes), capacity behaviour, workload, strategy and
/// access patterns. The JSON format (version 2; version 1 files are upgraded on load) is documented in the README;
/// this is also the GUI's file format.
struct Scenario {
    static constexpr int kCurrentVersion = 2;
    /// Always kCurrentVersion once parsed: a version 1 file is upgraded as it is read, so that it equals its own
    /// version 2 re-save (operator== compares documents; the file's version is not kept).
    int version = kCurrentVersion;
    std::string name;
    TableSpec table;
    CapacitySpec capacity;
    WorkloadSpec workload;
    StrategyConfig strategy;
    std::vector<AccessPattern> accessPatterns;
    std::optional<ImportSource> source;   ///< set by an import
    std::vector<InsightRanking> insights; ///< JSON `contributor_insights`
    /// Designs to compare (JSON `candidates`, at most kMaxCandidates); the document's own table and strategy are the
    /// current design, which need not be one of them.
    std::vector<DesignCandidate> candidates;

    /// Field by field, keys and fields the JSON text leaves out included (previous peaks of a provisioned table).
    bool operator==(const Scenario&) const = default;
};

/// Hard limits that keep any scenario's work and memory bounded.
inline constexpr std::uint64_t kMaxDurationS = 31ull * 24 * 3600;
inline constexpr std::uint32_t kMaxPartitions = 20000;
inline constexpr std::size_t kMaxKeys = 2'000'000;
/// Largest scenario file read (also a lesson, a recovered document): kMaxKeys keys of up to about 128 bytes of JSON
/// each. Checked before parsing, so /dev/zero or a huge file is refused at the limit, not when memory runs out.
inline constexpr std::uint64_t kMaxScenarioFileBytes = std::uint64_t{256} << 20;
/// Sharded keys one simulation places (each logical key once per shard, the table's and the indexes' together):
/// about 100 bytes each, so about 500 MB. 2,000,000 keys without a strategy, or 500 keys over 10,000 shards, fit.
inline constexpr std::uint64_t kMaxShardedKeys = 5'000'000;
inline constexpr double kMaxPartitionTicks = 5e10;
/// Table-wide logical writes or reads per second (scenario rates, `estimate`, `advise`).
inline constexpr double kMaxRequestsPerS = 1e8;

/// @brief Parses a scenario. On error returns false and sets @p error to
/// "<json path>: <problem>" (e.g. "/table/rcu: expected a number, got a string").
bool parseScenario(std::string_view json, Scenario& out, std::string& error, const std::atomic<bool>* cancel = nullptr);
/// @brief parseScenario() of the file @p path (at most kMaxScenarioFileBytes; see readWholeFile()); errors name the
/// file. @p cancel stops a read that waits on a pipe.
bool loadScenarioFile(const std::string& path, Scenario& out, std::string& error,
                      const std::atomic<bool>* cancel = nullptr, FileKinds kinds = FileKinds::Any);
/// @brief Serialises a scenario as version 2 (parseScenario() reads it back equal).
std::string scenarioToJson(const Scenario& scenario);

/// @brief One invalid value of a scenario: where it is in the file and what is wrong with it, in words a
/// form can put after the field's label ("must be at least 1 ...").
struct FieldProblem {
    std::string path;    ///< JSON path, e.g. "/table/wcu" or "/workload/keys/1/partition"
    std::string message; ///< e.g. "must be at least 1 on a provisioned table (DynamoDB's minimum)"
};

/// @brief The first rule of a whole scenario that @p scenario breaks, table capacity first (so a bad
/// capacity is blamed, not the keys pinned to the partitions it no longer derives), then keys pinned to
/// partitions that do not exist, then the partition-seconds limit. parseScenario() and
/// TableSimulator::create() both apply it; per-value ranges are checkScenario()'s (which includes it).
/// A provisioned table needs WCU >= 1 (DynamoDB's minimum, API ProvisionedThroughput) and RCU >= 1
/// when the workload reads; RCU 0 is accepted for a write-only workload as a shorthand. The partition-seconds limit
/// counts the GSIs' partitions too. Then each GSI of a provisioned table needs WCU >= 1 (RCU >= 1 when an access
/// pattern reads it), and index keys may only be pinned to partitions the index has.
std::optional<FieldProblem> scenarioProblem(const Scenario& scenario);

/// @brief Why simulating @p scenario with @p tableKeys logical table keys would place more than kMaxShardedKeys
/// sharded keys: every key is placed once per shard of its strategy, the index keys (workload.index_keys) once per
/// shard of their GSI's. The path names the strategy that passes the limit. A strategy that does not build is not
/// counted (its own rule reports it). scenarioProblem() applies it with the scenario's listed or generated keys; the
/// window applies it to a strategy edit with the document's key count.
std::optional<FieldProblem> shardedKeysProblem(const Scenario& scenario, std::uint64_t tableKeys);
/// @brief shardedKeysProblem() of the document's own design, then of each candidate's (its paths under
/// /candidates/<i>, e.g. "/candidates/2/strategy"), as opening the file checks them: a document the window accepts
/// with @p tableKeys keys saves and reopens.
std::optional<FieldProblem> documentShardedKeysProblem(const Scenario& document, std::uint64_t tableKeys);

/// @brief Every rule a scenario's values must meet, checked on the value itself: the ranges and choices the JSON
/// reader enforces (at the same JSON path, in the same words), the strategy (ShardStrategy::create), then
/// scenarioProblem(), listed keys whose weights add up to 0 or whose sharded form would exceed DynamoDB's key size,
/// and keys listed twice with different pins; then version 2's rules: key attribute names (1-255 bytes, one type per
/// name), table and index names (3-255 of [A-Za-z0-9_.-], the table's may be empty; GSIs and LSIs share one
/// namespace without "table"), at most 20 GSIs and 5 LSIs, an LSI only with a table sort key, a GSI's mode the
/// table's, projections, the GSIs' strategies, index keys (existing GSIs, weights summing to at most 1, pins, key
/// size) and access patterns (unique names, existing targets, eventual reads of a GSI, a sort-key condition only on
/// a target with a sort key, BETWEEN with value2). parseScenario() applies it to what it read, so a
/// scenario that passes also saves and reopens. With a generator, the listed keys are not checked (not saved).
std::optional<FieldProblem> checkScenario(const Scenario& scenario);

/// @brief Historical partition count (DG 2017): ceil(RCU/3000 + WCU/1000), at least 1, and at least
/// ceil(size_gb / 10) (a partition holds about 10 GB). On-demand tables use onDemandInstantUnits() (max(12000, 2 x
/// previous peak RCU) and max(4000, 2 x previous peak WCU) without warm throughput). A warm throughput above the
/// capacity counts instead of it: the table has the partitions it can serve at once.
std::uint32_t derivedPartitionCount(const TableSpec& table);
/// @brief A GSI's partition count when not pinned: the same historical formula on the index's own RCU/WCU
/// (provisioned) or on max(12000, 2 x its previous peak RCU) and max(4000, 2 x its previous peak WCU) (on-demand;
/// the mode is the index's, unset = the table's), its own warm throughput counted as the table's is. No size term:
/// the index's data size is not modelled.
std::uint32_t derivedPartitionCount(const GsiSpec& gsi, const TableSpec& table);
/// @brief The size of the item a base write writes to @p gsi, in KB (one WCU per started KB): its item_kb, else the
/// table's item size for projection `all` and 1 KB (the smallest write) for `keys-only` and `include`.
double gsiItemKb(const GsiSpec& gsi, const WorkloadSpec& workload);
/// @brief The size of one entry of @p lsi in KB, its keys and projected attributes (the 100 bytes of overhead apart):
/// the table's item for projection `all`; for `keys-only` and `include` at most 1 KB (the smallest write), never more
/// than the item it copies from.
double lsiEntryKb(const LsiSpec& lsi, const WorkloadSpec& workload);
/// @brief Write units each base write consumes of the *table's* capacity for its local secondary indexes, on top of
/// its own: per LSI (every item is taken to carry each LSI's sort key), the index writes of each operation of the
/// workload's mix weighted by its share (units::indexWriteUnits(); a put: one write), one WCU per started KB of the
/// entry, the overhead not counted (DG LSI.html "Write capacity units": "the sum of write capacity units consumed by
/// writing to the table and those consumed by updating the local secondary indexes"). Like a GSI's writes, never
/// doubled for a transactional write. 0 without an LSI.
double lsiWcuPerWrite(const TableSpec& table, const WorkloadSpec& workload);
/// @brief KB one item adds to its item collection: the item, plus in each LSI its entry and 100 bytes of overhead
/// (DG LSI.html "Storage considerations" and "Item collections"; API ItemCollectionMetrics). The item alone without
/// an LSI.
double collectionKbPerItem(const TableSpec& table, const WorkloadSpec& workload);

/// @brief The current design of @p scenario as a candidate called @p name (Design > Add candidate from current).
DesignCandidate candidateFromScenario(const Scenario& scenario, std::string name);
/// @brief @p document with @p candidate's design in place of its own (Design > Make current, and what `compare`
/// simulates): table, strategy, index keys and access patterns replaced; name, workload and capacity behaviour kept;
/// the candidate list is kept as it is.
Scenario scenarioWithCandidate(const Scenario& document, const DesignCandidate& candidate);

/// @brief The workload's keys: the listed ones, or the generator's output.
std::vector<WorkloadKey> expandWorkloadKeys(const WorkloadSpec& workload);

std::string_view sortKeyShapeName(SortKeyShape shape) noexcept;

} // namespace partiscope
