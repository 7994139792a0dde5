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

/// `mod` over @p shards shards, the other options at their defaults.
inline StrategyConfig modConfig(std::uint32_t shards) {
    StrategyConfig config;
    config.kind = StrategyKind::Mod;
    config.shards = shards;
    return config;
}

} // namespace partiscope::test
