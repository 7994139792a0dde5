#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace partiscope {

/// @brief How many write shards a logical key needs (seed 004): each shard is a partition key
/// value, and one partition key value takes at most 1000 WCU/s.
struct ShardEstimate {
    double wcuPerSecond = 0;             ///< writes_per_s * ceil(item_kb)
    std::uint32_t minimumShards = 0;     ///< ceil(wcu / 1000)
    std::uint32_t recommendedShards = 0; ///< ceil(wcu * (1 + headroom) / 1000)
    std::string explanation;
};

/// @brief Why a writes/s or reads/s rate cannot be used, or nullopt: it must be a number from 0 to
/// kMaxRequestsPerS. The text follows the option's name ("--writes-per-s must be ...").
std::optional<std::string> requestRateProblem(double perSecond);
/// @brief Why an item size cannot be used, or nullopt: more than 0 and at most 400 KB.
std::optional<std::string> itemKbProblem(double itemKb);

/// @brief writes/s x ceil(item KB) / 1000, then a growth headroom (0.5 = +50%).
/// Returns nullopt and sets @p error for negative or non-finite input.
std::optional<ShardEstimate> estimateShards(double writesPerSecond, double itemKb, double headroom, std::string& error);

} // namespace partiscope
