// A strategy's options as a scenario file keeps them: what a kind does not use is dropped, so a document reads back
// equal after a save.
#include <catch2/catch.hpp>

#include "partiscope/scenario.h"
#include "partiscope/shard_strategy.h"

#include <string>

using namespace partiscope;

TEST_CASE("withoutUnusedOptions keeps only what a scenario file keeps for the kind", "[strategy][scenario]") {
    // A strategy switched from lookup (map, hash function) and calculated (hash) to random: the options of the
    // other kinds are dropped, the kind's own kept; a scenario holding it reads back equal after a save (the
    // monkey test's seed 13 found a document that did not).
    StrategyConfig config;
    config.kind = StrategyKind::Random;
    config.shards = 8;
    config.seed = 7;
    config.separator = ".";
    config.lookupFunction = LookupFunction::Hash;
    config.suffixFunction = SuffixFunction::Hash;
    std::string error;
    REQUIRE(ShardMap::parse("0,A\n1,B\n", config.map, error));

    const StrategyConfig random = withoutUnusedOptions(config);
    CHECK(random.map.entries().empty());
    CHECK(random.lookupFunction == StrategyConfig{}.lookupFunction);
    CHECK(random.suffixFunction == StrategyConfig{}.suffixFunction);
    CHECK(random.shards == 8);
    CHECK(random.seed == 7);
    CHECK(random.separator == ".");

    config.kind = StrategyKind::Lookup;
    const StrategyConfig lookup = withoutUnusedOptions(config);
    CHECK(lookup.map.entries().size() == 2);
    CHECK(lookup.lookupFunction == LookupFunction::Hash);
    CHECK(lookup.suffixFunction == StrategyConfig{}.suffixFunction);

    config.kind = StrategyKind::Calculated;
    const StrategyConfig calculated = withoutUnusedOptions(config);
    CHECK(calculated.suffixFunction == SuffixFunction::Hash);
    CHECK(calculated.map.entries().empty());

    for (const StrategyConfig& strategy : {random, calculated}) {
        Scenario scenario;
        scenario.name = "strategy";
        scenario.workload.durationS = 60;
        scenario.workload.writesPerS = 10;
        scenario.table.wcu = 10;
        WorkloadKey key;
        key.key = "k";
        scenario.workload.keys.push_back(key);
        scenario.strategy = strategy;
        Scenario reread;
        INFO(scenarioToJson(scenario));
        const bool read = parseScenario(scenarioToJson(scenario), reread, error);
        INFO(error);
        REQUIRE(read);
        CHECK(reread.strategy == strategy);
    }
}
