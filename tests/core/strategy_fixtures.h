#pragma once

#include "partiscope/shard_strategy.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <utility>

/// Strategies for the core tests, built through the same ShardStrategy::create the product uses.
namespace partiscope::test {

/// A strategy from @p config; the test fails (with create's reason) when the config is invalid.
inline ShardStrategy makeStrategy(StrategyConfig config) {
    ShardStrategy strategy;
    std::string error;
    const bool ok = ShardStrategy::create(std::move(config), strategy, error);
    INFO(error);
    REQUIRE(ok);
    return strategy;
}

/// The seed 002 lookup map: ISBN check digit -> database, three databases over eleven digits.
inline constexpr const char* kIsbnMap = "# ISBN check digit -> database (seed 002)\n"
                                        "0,bookdbshard0\n"
                                        "1,bookdbshard0\n"
                                        "2,bookdbshard0\n"
                                        "3,bookdbshard1\n"
                                        "4,bookdbshard1\n"
                                        "5,bookdbshard1\n"
                                        "6,bookdbshard2\n"
                                        "7,bookdbshard2\n"
                                        "8,bookdbshard2\n"
                                        "9,bookdbshard0\n"
                                        "10,bookdbshard1\n";

/// `mod` over @p shards shards, the other options at their defaults.
inline StrategyConfig modConfig(std::uint32_t shards) {
    StrategyConfig config;
    config.kind = StrategyKind::Mod;
    config.shards = shards;
    return config;
}

} // namespace partiscope::test
