#pragma once

#include "partiscope/enum_names.h"
#include "partiscope/shard_strategy.h"

#include <array>

#include <cstdint>
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
inline constexpr std::array<EnumName<GeneratorKind>, 4> kGeneratorKindNames{
    {{GeneratorKind::Uniform, "uniform"},
     {GeneratorKind::Zipf, "zipf"},
     {GeneratorKind::HotKey, "hot-key"},
     {GeneratorKind::TimeBucket, "time-bucket"}}};

struct TableSpec {
    CapacityMode mode = CapacityMode::Provisioned;
    double rcu = 0;
    double wcu = 0;
    std::optional<std::uint32_t> partitions; ///< unset: derived (see derivedPartitionCount)
    bool lsi = false;
    bool streams = false;
    double previousPeakRcu = 0; ///< on-demand
    double previousPeakWcu = 0; ///< on-demand

    bool operator==(const TableSpec&) const = default;
};

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

struct WorkloadSpec {
    std::uint64_t durationS = 0;
    double itemKb = 1;
    Consistency consistency = Consistency::Eventual;
    double writesPerS = 0;
    double readsPerS = 0;
    std::vector<WorkloadStep> profile;
    std::vector<WorkloadKey> keys;          ///< either keys ...
    std::optional<GeneratorSpec> generator; ///< ... or a generator
    NoiseModel noise = NoiseModel::None;
    RetryPolicy retries = RetryPolicy::None;
    std::uint64_t seed = 1;

    bool operator==(const WorkloadSpec&) const = default;
};

/// @brief A whole Partiscope document: table, capacity behaviour, workload and strategy.
/// The JSON format (version 1) is documented in the README; this is also the GUI's file format.
struct Scenario {
    int version = 1;
    std::string name;
    TableSpec table;
    CapacitySpec capacity;
    WorkloadSpec workload;
    StrategyConfig strategy;

    /// Field by field, keys and fields the JSON text leaves out included (previous peaks of a provisioned table).
    bool operator==(const Scenario&) const = default;
};

/// Hard limits that keep any scenario's work and memory bounded.
inline constexpr std::uint64_t kMaxDurationS = 31ull * 24 * 3600;
inline constexpr std::uint32_t kMaxPartitions = 20000;
inline constexpr std::size_t kMaxKeys = 2'000'000;
inline constexpr double kMaxPartitionTicks = 5e10;
/// Table-wide logical writes or reads per second (scenario rates, `estimate`, `advise`).
inline constexpr double kMaxRequestsPerS = 1e8;

/// @brief Parses a scenario. On error returns false and sets @p error to
/// "<json path>: <problem>" (e.g. "/table/rcu: expected a number, got a string").
bool parseScenario(std::string_view json, Scenario& out, std::string& error);
bool loadScenarioFile(const std::string& path, Scenario& out, std::string& error);
/// @brief Serialises a scenario (round-trips through parseScenario).
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
/// when the workload reads; RCU 0 is accepted for a write-only workload as a shorthand.
std::optional<FieldProblem> scenarioProblem(const Scenario& scenario);

/// @brief Every rule a scenario's values must meet, checked on the value itself: the ranges and choices the JSON
/// reader enforces (at the same JSON path, in the same words), the strategy (ShardStrategy::create), then
/// scenarioProblem(), listed keys whose weights add up to 0 or whose sharded form would exceed DynamoDB's key size,
/// and keys listed twice with different pins. parseScenario() applies it to what it read, so a
/// scenario that passes also saves and reopens. With a generator, the listed keys are not checked (not saved).
std::optional<FieldProblem> checkScenario(const Scenario& scenario);

/// @brief Historical partition count (DG 2017): ceil(RCU/3000 + WCU/1000), at least 1. On-demand
/// tables use max(12000, 2 x previous peak RCU) and max(4000, 2 x previous peak WCU).
std::uint32_t derivedPartitionCount(const TableSpec& table);

/// @brief The workload's keys: the listed ones, or the generator's output.
std::vector<WorkloadKey> expandWorkloadKeys(const WorkloadSpec& workload);

std::string_view sortKeyShapeName(SortKeyShape shape) noexcept;

} // namespace partiscope
