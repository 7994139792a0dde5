#pragma once

#include "partiscope/distribution_stats.h"
#include "partiscope/key_input.h"
#include "partiscope/placement.h"
#include "partiscope/shard_strategy.h"

#include <cstdint>
#include <string>
#include <vector>

namespace partiscope {

struct AnalysisOptions {
    PlacementModel model = PlacementModel::Mod;
    std::uint32_t buckets = 8; ///< 1..65536
    std::uint32_t topK = 10;
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
    std::vector<std::uint64_t> buckets;
    DistributionStats stats;
    std::vector<KeyShare> topKeys;        ///< physical keys, most writes first
    std::vector<KeyShare> topLogicalKeys; ///< logical keys, most writes first
};

/// @brief Applies @p strategy to every tallied item, places the physical keys and computes the
/// statistics. Deterministic: the same input, strategy and options give the same result.
DistributionAnalysis analyzeDistribution(const KeyReadResult& input, const ShardStrategy& strategy,
                                         const AnalysisOptions& options);

/// @brief A reader check that rejects items the strategy cannot place (see ShardStrategy::itemProblem).
KeyAcceptor acceptorFor(const ShardStrategy& strategy);

} // namespace partiscope
