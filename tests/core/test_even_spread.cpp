#include <catch2/catch.hpp>

#include "partiscope/advisor.h"
#include "partiscope/analysis.h"
#include "partiscope/csv_items.h"
#include "partiscope/hashing.h"
#include "partiscope/scenario.h"

#include "key_fixtures.h"
#include "strategy_fixtures.h"
#include <map>
#include <string>

using namespace partiscope;
using partiscope::test::makeStrategy;
using partiscope::test::modConfig;
using partiscope::test::readKeys;

// A key list is logical keys with counts: a strategy that derives the shard from a source attribute (mod on
// playerId) finds none there. SourceValues::EvenSpread is the scenario's assumption, shared with the advisor.

namespace {

AnalysisOptions evenSpread(std::uint32_t buckets) {
    AnalysisOptions options;
    options.buckets = buckets;
    options.topK = 100;
    options.sourceValues = SourceValues::EvenSpread;
    return options;
}

std::map<std::string, std::uint64_t> physicalCounts(const DistributionAnalysis& analysis) {
    std::map<std::string, std::uint64_t> counts;
    for (const KeyShare& key : analysis.topKeys) {
        counts[key.key] = key.count;
    }
    return counts;
}

} // namespace

TEST_CASE("distributeEvenly splits whole writes over the fan-out keys, first shards one more", "[analysis][even]") {
    const ShardStrategy mod = makeStrategy(modConfig(4));
    std::map<std::string, std::uint64_t> got;
    mod.distributeEvenly("K", 10, [&](std::string_view key, std::uint64_t n) { got[std::string(key)] += n; });
    CHECK(got == std::map<std::string, std::uint64_t>{{"K#0", 3}, {"K#1", 3}, {"K#2", 2}, {"K#3", 2}});
    got.clear();
    mod.distributeEvenly("K", 2, [&](std::string_view key, std::uint64_t n) { got[std::string(key)] += n; });
    CHECK(got == std::map<std::string, std::uint64_t>{{"K#0", 1}, {"K#1", 1}});
    got.clear();
    makeStrategy({}).distributeEvenly("K", 7,
                                      [&](std::string_view key, std::uint64_t n) { got[std::string(key)] += n; });
    CHECK(got == std::map<std::string, std::uint64_t>{{"K", 7}});
    CHECK(mod.needsSourceValue());
    CHECK_FALSE(makeStrategy({}).needsSourceValue());
    CHECK(evenSpreadNote(mod) == "The keys carry no source value for mod: each key's writes are spread evenly over its "
                                 "4 shards, the scenario's assumption (as in the simulation and the advisor)");
    CHECK(evenSpreadNote(makeStrategy({})).empty());
}

TEST_CASE("Even spread: mod 10 on a key list spreads each logical key over its 10 shards", "[analysis][even]") {
    const ShardStrategy strategy = makeStrategy(modConfig(10));
    const char* const text = "BOARD#global\t60\nPLAYER#1000\t20\n";

    // The key is not the source value: taking it as one rejects every key (what lesson 1 ran into).
    const KeyReadResult fromKey = readKeys(text, acceptorFor(strategy));
    CHECK(fromKey.counts.accepted == 0);
    CHECK(fromKey.errors.front().message == "mod needs a whole-number source value, got 'BOARD#global'");

    const KeyReadResult input = readKeys(text, acceptorFor(strategy, SourceValues::EvenSpread));
    REQUIRE(input.counts.accepted == 2);
    REQUIRE(input.errors.empty());
    const DistributionAnalysis a = analyzeDistribution(input, strategy, evenSpread(8));
    CHECK(a.evenSpreadAssumed);
    CHECK(a.keysTotal == 80);
    CHECK(a.keysDistinct == 2);
    CHECK(a.physicalKeysDistinct == 20);
    CHECK(a.readFanOut == 10);
    REQUIRE(a.topLogicalKeys.size() == 2);
    CHECK(a.topLogicalKeys[0].key == "BOARD#global");
    const auto counts = physicalCounts(a);
    for (int shard = 0; shard < 10; ++shard) {
        CHECK(counts.at("BOARD#global#" + std::to_string(shard)) == 6);
        CHECK(counts.at("PLAYER#1000#" + std::to_string(shard)) == 2);
    }
    std::uint64_t placed = 0;
    for (const std::uint64_t bucket : a.buckets) {
        placed += bucket;
    }
    CHECK(placed == 80);

    // The bucket listing places them the same way.
    for (std::uint32_t b = 0; b < 8; ++b) {
        CHECK(listBucketKeys(input, strategy, evenSpread(8), b).writes == a.buckets[b]);
    }

    // Without a strategy, or with random suffixes, there is nothing to assume.
    CHECK_FALSE(analyzeDistribution(input, makeStrategy({}), evenSpread(8)).evenSpreadAssumed);
}

TEST_CASE("Even spread: the heat map's physical keys are the advisor's for the same scenario", "[analysis][even]") {
    Scenario scenario;
    std::string error;
    REQUIRE(loadScenarioFile(std::string(PARTISCOPE_LESSONS_DIR) + "/01-celebrity-leaderboard.json", scenario, error));
    scenario.strategy = modConfig(10);
    const auto advice = analyseScenario(scenario, error);
    REQUIRE(advice);

    // The scenario's keys as the window's editor lists them: key TAB weight.
    std::string text;
    for (const WorkloadKey& key : scenario.workload.keys) {
        text += key.key + "\t" + std::to_string(static_cast<std::uint64_t>(key.weight)) + "\n";
    }
    const ShardStrategy strategy = makeStrategy(scenario.strategy);
    const DistributionAnalysis a =
        analyzeDistribution(readKeys(text, acceptorFor(strategy, SourceValues::EvenSpread)), strategy, evenSpread(8));
    const DistributionAnalysis& advised = advice->input.distribution;
    CHECK(a.physicalKeysDistinct == advised.physicalKeysDistinct);
    REQUIRE(a.topKeys.size() >= 10);
    // The hottest physical keys carry the same share of the writes: BOARD#global's 60 % over ten shards.
    for (std::size_t i = 0; i < 10; ++i) {
        CHECK(a.topKeys[i].key.rfind("BOARD#global#", 0) == 0);
        CHECK(a.topKeys[i].share == Approx(advised.topKeys[i].share).margin(1e-6));
        CHECK(a.topKeys[i].share == Approx(0.06).margin(0.001));
    }
}

TEST_CASE("Even spread: items with a source column keep theirs, and an over-long key is still refused",
          "[analysis][even]") {
    const ShardStrategy strategy = makeStrategy(modConfig(10));
    ItemReadOptions read;
    read.threads = 1;
    read.keyTemplate = "BOARD#global";
    read.sourceColumn = "playerId";
    read.acceptor = acceptorFor(strategy, SourceValues::EvenSpread);
    const KeyReadResult items = readCsvItems("playerId,score\n12345,1\n7,2\nabc,3\n", read);
    REQUIRE(items.fatalError.empty());
    CHECK(items.counts.rejected == 1); // 'abc' is a source value, and not a whole number
    const DistributionAnalysis a = analyzeDistribution(items, strategy, evenSpread(8));
    CHECK_FALSE(a.evenSpreadAssumed);
    CHECK(physicalCounts(a) == std::map<std::string, std::uint64_t>{{"BOARD#global#5", 1}, {"BOARD#global#7", 1}});

    const std::string longKey(2047, 'k');
    const KeyReadResult tooLong = readKeys(longKey + "\nshort\n", acceptorFor(strategy, SourceValues::EvenSpread));
    CHECK(tooLong.counts.accepted == 1);
    REQUIRE(tooLong.errors.size() == 1);
    CHECK(tooLong.errors.front().message.find("2,048") != std::string::npos);
}

TEST_CASE("Even spread: only shards that get a write are named, and the size bound covers the spread",
          "[analysis][even]") {
    // A million shards, a key written 3 times: 3 physical keys, not a million strings built per key.
    const ShardStrategy wide = makeStrategy(modConfig(1'000'000));
    CHECK(wide.shardCount() == 1'000'000);
    std::map<std::string, std::uint64_t> got;
    wide.distributeEvenly("K", 3, [&](std::string_view key, std::uint64_t n) { got[std::string(key)] += n; });
    CHECK(got == std::map<std::string, std::uint64_t>{{"K#0", 1}, {"K#1", 1}, {"K#2", 1}});

    StrategyConfig calculated;
    calculated.kind = StrategyKind::Calculated;
    calculated.shards = 3;
    got.clear();
    makeStrategy(calculated).distributeEvenly("K", 4, [&](std::string_view key, std::uint64_t n) {
        got[std::string(key)] += n;
    });
    CHECK(got == std::map<std::string, std::uint64_t>{{"K#1", 2}, {"K#2", 1}, {"K#3", 1}}); // calculated counts from 1

    // 30 keys of a billion writes each over a million shards would be 30 million physical keys: refused under
    // the even spread (as for random), accepted when each key is its own source value (one key each).
    std::string text;
    for (int i = 0; i < 30; ++i) {
        text += "K" + std::to_string(i) + "\t1000000000\n";
    }
    const KeyReadResult input = readKeys(text, acceptorFor(wide, SourceValues::EvenSpread));
    const auto problem = analysisSizeProblem(input.tally, wide, SourceValues::EvenSpread);
    REQUIRE(problem);
    CHECK(problem->find("an even spread over 1,000,000 shards") != std::string::npos);
    CHECK_FALSE(analysisSizeProblem(input.tally, wide, SourceValues::FromKey));
}
