#pragma once

#include "partiscope/key_tally.h"
#include "partiscope/scenario.h"

#include <cstdint>
#include <vector>

namespace partiscope {

/// @brief The logical keys of a tallied key list as a workload: one WorkloadKey per distinct key with
/// weight = its count and sort-key shape @p sortKey. Ordered by count (most first), ties by key bytes,
/// so the same text always gives the same document.
std::vector<WorkloadKey> workloadKeysFromTally(const KeyTally& tally, SortKeyShape sortKey = SortKeyShape::Random);

/// @brief Draws @p writes writes over @p keys in proportion to their weights and returns each key's
/// count (same order as @p keys). Deterministic for a seed on every platform (SplitMix64, no
/// std:: distributions). Keys with weight <= 0 get 0.
std::vector<std::uint64_t> sampleKeyCounts(const std::vector<WorkloadKey>& keys, std::uint64_t writes,
                                           std::uint64_t seed);

} // namespace partiscope
