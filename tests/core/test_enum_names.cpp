#include <catch2/catch.hpp>

#include "partiscope/scenario.h"
#include "partiscope/shard_strategy.h"

#include <set>
#include <string>

using namespace partiscope;

namespace {

// Every table lists all values of its enum in declaration order (0..N-1, ending with @p last), each under one
// distinct name that parses back to it.
template <typename Enum, std::size_t N>
void checkRoundTrip(const std::array<EnumName<Enum>, N>& table, Enum last) {
    std::set<std::string_view> names;
    for (std::size_t i = 0; i < N; ++i) {
        CAPTURE(i, table[i].name);
        REQUIRE(static_cast<std::size_t>(table[i].value) == i);
        REQUIRE_FALSE(table[i].name.empty());
        REQUIRE(names.insert(table[i].name).second);
        REQUIRE(enumName(table, table[i].value) == table[i].name);
        Enum parsed = table[(i + 1) % N].value;
        REQUIRE(parseEnumName(table, table[i].name, parsed));
        REQUIRE(parsed == table[i].value);
    }
    REQUIRE(table.back().value == last);
    Enum untouched = table[0].value;
    REQUIRE_FALSE(parseEnumName(table, "no-such-name", untouched));
    REQUIRE(untouched == table[0].value);
}

} // namespace

TEST_CASE("every name-enum table round-trips every value", "[enum-names]") {
    checkRoundTrip(kCapacityModeNames, CapacityMode::OnDemand);
    checkRoundTrip(kBurstStartNames, BurstStart::Empty);
    checkRoundTrip(kAdaptiveModeNames, AdaptiveMode::Off);
    checkRoundTrip(kConsistencyNames, Consistency::Transactional);
    checkRoundTrip(kSortKeyShapeNames, SortKeyShape::Monotonic);
    checkRoundTrip(kNoiseModelNames, NoiseModel::Poisson);
    checkRoundTrip(kRetryPolicyNames, RetryPolicy::Legacy);
    checkRoundTrip(kGeneratorKindNames, GeneratorKind::TimeBucket);
    checkRoundTrip(kStrategyKindNames, StrategyKind::Lookup);
    checkRoundTrip(kSuffixFunctionNames, SuffixFunction::Hash);
    checkRoundTrip(kLookupFunctionNames, LookupFunction::IsbnCheckDigit);
}

TEST_CASE("strategy kind and function names round-trip through their functions", "[enum-names]") {
    for (const auto& [kind, name] : kStrategyKindNames) {
        StrategyKind parsed = StrategyKind::None;
        REQUIRE(parseStrategyKind(name, parsed));
        REQUIRE(parsed == kind);
        REQUIRE(strategyKindName(kind) == name);
    }
    StrategyConfig config;
    config.kind = StrategyKind::Calculated;
    for (const auto& [fn, name] : kSuffixFunctionNames) {
        REQUIRE(parseStrategyFunction(name, config));
        REQUIRE(config.suffixFunction == fn);
        REQUIRE(strategyFunctionName(config) == name);
    }
    REQUIRE_FALSE(parseStrategyFunction("value", config));
    config.kind = StrategyKind::Lookup;
    for (const auto& [fn, name] : kLookupFunctionNames) {
        REQUIRE(parseStrategyFunction(name, config));
        REQUIRE(config.lookupFunction == fn);
        REQUIRE(strategyFunctionName(config) == name);
    }
    REQUIRE_FALSE(parseStrategyFunction("utf8-product", config));
    config.kind = StrategyKind::Mod;
    REQUIRE_FALSE(parseStrategyFunction("hash", config));
    REQUIRE(strategyFunctionName(config).empty());
    REQUIRE(strategyFunctionList("|") == "calculated: utf8-product|hash; lookup: value|hash|isbn-check-digit");
}

TEST_CASE("sortKeyShapeName names every shape as the scenario file does", "[enum-names]") {
    for (const auto& [shape, name] : kSortKeyShapeNames) {
        REQUIRE(sortKeyShapeName(shape) == name);
    }
}
