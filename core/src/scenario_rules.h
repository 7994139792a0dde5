#pragma once

// The value rules of a scenario, shared by the JSON reader (scenario.cpp) and checkScenario()
// (scenario_check.cpp) so that a value is judged, and its problem worded, the same way in both.

#include "partiscope/dynamodb_limits.h"
#include "partiscope/scenario.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace partiscope::scenario_rules {

// 40,000 is the default per-table quota; allow well above it for what-if studies.
inline constexpr double kMaxTableUnits = 1e7;
inline constexpr double kMaxPreviousPeak = 1e8;
inline constexpr double kMaxDelayS = 86400;
inline constexpr double kMinSplitAfterS = 1;
inline constexpr double kMinItemKb = 0.001;
inline constexpr double kMaxKeyWeight = 1e12;
inline constexpr double kMaxZipfS = 10;
/// A generator's prefix or hot key: a generated key is the prefix and a number of up to 10 digits, so 12 bytes
/// are kept free below the partition key limit.
inline constexpr std::size_t kMaxGeneratorTextBytes = limits::kPartitionKeyMaxBytes - 12;
/// Data size: 10 PB, far beyond any what-if (and 10^6 partitions at 10 GB each, above kMaxPartitions anyway).
inline constexpr double kMaxSizeGb = 1e7;
/// On-demand maximum throughput and the account's per-table quota: at least 1 request unit, at most what the
/// previous peaks allow.
inline constexpr double kMinRequestUnits = 1;
inline constexpr double kMaxRequestUnits = kMaxPreviousPeak;
/// An access pattern's items per logical read (all the pages of one Query together).
inline constexpr double kMinItemsPerQuery = 1;
inline constexpr double kMaxItemsPerQuery = 1e6;
/// `workload.operations`: a handful of kinds, each at most once per size (16 leaves room for several sizes).
inline constexpr std::size_t kMaxWriteOperations = 16;
/// Index weights are shares of the base writes: their sum may pass 1 by rounding only.
inline constexpr double kIndexShareTolerance = 1e-9;

/// @p problem, if any, at @p path.
inline std::optional<FieldProblem> at(const std::string& path, std::optional<std::string> problem) {
    if (!problem) {
        return std::nullopt;
    }
    return FieldProblem{path, std::move(*problem)};
}
/// "must be between MIN and MAX, got V" when @p value is not finite or outside [min, max].
std::optional<std::string> numberProblem(double value, double min, double max);
/// The same for whole numbers, with grouped digits ("must be between 1 and 2,678,400, got 0").
std::optional<std::string> countProblem(std::uint64_t value, std::uint64_t min, std::uint64_t max);
/// Provisioned capacity above the per-table quota: DynamoDB provisions at most the table-level quota (Service
/// Quotas, default 40,000 RCU and 40,000 WCU) to a table and to each of its GSIs apart (DG ServiceQuotas). The
/// scenario states the quota in account_max_rcu / account_max_wcu (@p quotaField), so a raised quota is a value,
/// not an exception to the rule. @p unit is "RCU" or "WCU".
std::optional<std::string> perTableQuotaProblem(double units, double quota, std::string_view unit,
                                                std::string_view quotaField);
/// A warm throughput's rates (kMinRequestUnits up to kMaxRequestUnits each), at @p parentPath + "/warm_throughput/...".
std::optional<FieldProblem> warmThroughputProblem(const WarmThroughput& warm, const std::string& parentPath);
/// Auto scaling of the table and its GSIs, and the table's capacity schedule: provisioned only, ranges (target 20-90
/// %), min <= max within the per-table quota, changes in time order.
std::optional<FieldProblem> capacityOverTimeProblem(const TableSpec& table);
/// `workload.operations` (scenario_operations.cpp): at most kMaxWriteOperations, shares in [0, 1] adding up to 1,
/// sizes in item_kb's range, no item before a put and none after a delete. Empty is every write a put.
std::optional<FieldProblem> writeOperationsProblem(const std::vector<WriteOperation>& operations);
/// A generator's values other than its kind, at /workload/generator/...
std::optional<FieldProblem> generatorProblem(const GeneratorSpec& generator);
/// ShardStrategy::create with scenario field names, at @p path/... ("/strategy", "/table/gsis/0/strategy").
std::optional<FieldProblem> strategyProblem(const StrategyConfig& strategy, const std::string& path = "/strategy");
/// A key listed twice placed in two places (a different pin, or a pin and none), at @p path/<i>/partition.
std::optional<FieldProblem> pinsDisagree(const std::vector<WorkloadKey>& keys,
                                         const std::string& path = "/workload/keys");
/// Each listed key's own values (key, weight, pin, size) at @p path/<i>/...
std::optional<FieldProblem> keyValuesProblem(const std::vector<WorkloadKey>& keys, const std::string& path);
/// `workload.trace`: a path to an access log, neither empty nor holding a NUL byte.
std::optional<std::string> traceProblem(std::string_view path);
/// A table's or an index's name: 3-255 characters of [A-Za-z0-9_.-].
std::optional<std::string> tableNameProblem(std::string_view name);
/// A key attribute's name: 1-255 bytes of UTF-8.
std::optional<std::string> attributeNameProblem(std::string_view name);
/// "expected one of \"S\", \"N\", \"B\", got \"X\"" (and the same for the sort-key operators): the reader's words.
std::string attributeTypeChoiceProblem(std::string_view got);
std::string sortKeyOperatorChoiceProblem(std::string_view got);

/// Version 2's rules beyond each value's range, after the version 1 rules (scenario_check_indexes.cpp).
/// A GSI's own values' ranges (item size, capacity, pin, peaks, maxima) at @p path/...: part of the table's ranges.
std::optional<FieldProblem> gsiValuesProblem(const GsiSpec& gsi, const std::string& path);
/// Names, key attributes and the index quotas; each GSI's values, mode and strategy.
std::optional<FieldProblem> indexesProblem(const TableSpec& table);
/// What only exists with a GSI: a provisioned GSI's capacity (WCU >= 1, RCU >= 1 when an access pattern reads it)
/// and keys pinned to index partitions that do not exist. Part of scenarioProblem() (the simulator relies on it).
std::optional<FieldProblem> indexCapacityProblem(const Scenario& scenario);
/// `workload.index_keys`: existing GSIs only, key values, weights >= 0 summing to at most 1, pins, sharded size.
std::optional<FieldProblem> indexKeysProblem(const Scenario& scenario);
std::optional<FieldProblem> accessPatternsProblem(const Scenario& scenario);
/// `source`: a known import format (scenario_source.cpp).
std::optional<FieldProblem> sourceProblem(const std::optional<ImportSource>& source);
/// `candidates`: at most kMaxCandidates, names 1-64 characters and unique, and each candidate's design applied to the
/// document passes @p check (checkScenario() without candidates), its problem moved under /candidates/<i>
/// (scenario_candidates.cpp).
using CheckFn = std::optional<FieldProblem>(const Scenario&);
std::optional<FieldProblem> candidatesProblem(const Scenario& scenario, const std::function<CheckFn>& check);

} // namespace partiscope::scenario_rules
