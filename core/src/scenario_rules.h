#pragma once

// The value rules of a scenario, shared by the JSON reader (scenario.cpp) and checkScenario()
// (scenario_check.cpp) so that a value is judged, and its problem worded, the same way in both.

#include "partiscope/dynamodb_limits.h"
#include "partiscope/scenario.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

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

/// "must be between MIN and MAX, got V" when @p value is not finite or outside [min, max].
std::optional<std::string> numberProblem(double value, double min, double max);
/// The same for whole numbers, with grouped digits ("must be between 1 and 2,678,400, got 0").
std::optional<std::string> countProblem(std::uint64_t value, std::uint64_t min, std::uint64_t max);
/// A generator's values other than its kind, at /workload/generator/...
std::optional<FieldProblem> generatorProblem(const GeneratorSpec& generator);
/// ShardStrategy::create with scenario field names, at /strategy/...
std::optional<FieldProblem> strategyProblem(const StrategyConfig& strategy);
/// A key listed twice placed in two places (a different pin, or a pin and none).
std::optional<FieldProblem> pinsDisagree(const std::vector<WorkloadKey>& keys);

} // namespace partiscope::scenario_rules
