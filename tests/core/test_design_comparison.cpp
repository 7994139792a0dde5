#include "scenario_fixtures.h"

#include "partiscope/design_comparison.h"
#include "partiscope/hashing.h"
#include "partiscope/placement.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <numeric>

using namespace partiscope;

namespace {

Scenario lessonScenario(const std::string& file) {
    Scenario scenario;
    std::string error;
    const bool loaded = loadScenarioFile(std::string(PARTISCOPE_LESSONS_DIR) + "/" + file, scenario, error);
    INFO(error);
    REQUIRE(loaded);
    return scenario;
}

DesignComparison compared(const std::vector<DesignToCompare>& designs, const CompareOptions& options = {}) {
    std::string error;
    auto comparison = compareDesigns(designs, defaultPriceTable(), error, options);
    INFO(error);
    REQUIRE(comparison);
    return std::move(*comparison);
}

/// WCU/s each of the table's partitions is asked for at the workload's write rate, placed the way the simulator
/// places keys: each logical key's share of the writes, spread evenly over the strategy's shards, each shard on the
/// partition the model hash gives it under range placement. One WCU per write (items of 1 KB, not transactional).
std::vector<double> partitionWriteLoad(const Scenario& scenario) {
    ShardStrategy strategy;
    std::string error;
    REQUIRE(ShardStrategy::create(scenario.strategy, strategy, error));
    const std::uint32_t partitions = derivedPartitionCount(scenario.table);
    const PartitionMap map(PlacementModel::Range, partitions);
    double totalWeight = 0;
    for (const auto& k : scenario.workload.keys) {
        totalWeight += k.weight;
    }
    std::vector<double> load(partitions, 0.0);
    for (const auto& k : scenario.workload.keys) {
        const std::vector<std::string> shards = strategy.fanOutKeys(k.key);
        const double perShard =
            k.weight / totalWeight * scenario.workload.writesPerS / static_cast<double>(shards.size());
        for (const auto& name : shards) {
            load[map.bucketOfHash(modelHash(name))] += perShard;
        }
    }
    return load;
}

std::size_t position(const DesignComparison& c, const std::string& name) {
    const auto it = std::find_if(c.designs.begin(), c.designs.end(), [&](const auto& d) { return d.name == name; });
    REQUIRE(it != c.designs.end());
    return static_cast<std::size_t>(it - c.designs.begin());
}

std::vector<std::size_t> best(const DesignComparison& c, CompareColumn column) {
    return c.best[static_cast<std::size_t>(column)];
}

} // namespace

// Lesson 01 as three candidates, by hand (the simulator is a fluid model: no noise, no retries in this lesson).
//
// Table: provisioned 6,000 RCU / 4,000 WCU -> ceil(6000/3000 + 4000/1000) = ceil(2 + 4) = 6 partitions.
// Writes: 3,000/s of 1 KB (1 WCU each). Weights: BOARD#global 600, 20 players x 20 = 400, so BOARD#global takes
// 600/1000 of the writes = 1,800 WCU/s and each player 20/1000 x 3,000 = 60 WCU/s.
// Reads: 600 logical reads/s, eventually consistent; a Query consumes at least 0.5 RCU (one read unit).
//
// no strategy: BOARD#global alone asks 1,800 WCU/s of its partition, whose ceiling is 1,000 WCU/s. With the
//   players X the placement puts beside it (computed below), that partition asks 1,800 + X and is served 1,000:
//   800 + X writes throttled each second. The lesson keeps split-for-heat on (after 600 s), and BOARD#global's sort
//   keys are random, so at 600 s the partition is cut through its item collection and the halves (900 WCU/s of the
//   board each, plus players) throttle little or nothing: the total lies between (800 + X) x 600 and (800 + X) x 900.
//   With split-for-heat off it is exactly (800 + X) x 900 (at X = 0 that is the 720,000 of the key alone).
//   Reads: 1 Query of 0.5 RCU.
// mod 10: each key becomes 10 shards of a tenth of its writes: BOARD#global#0..9 at 180 WCU/s, player shards at
//   6 WCU/s. No throttling as long as no partition's sum passes 1,000 WCU/s (checked on the placement below) and the
//   table's 3,000 WCU/s stay within its 4,000. Reads: 10 Queries = 10 x 0.5 = 5 RCU per logical read; 600/s x 5 =
//   3,000 RCU/s, within the 6,000 provisioned.
// random 200: 200 shards: BOARD#global 1,800 / 200 = 9 WCU/s each; writes never throttle (checked on the
//   placement). Reads: 200 Queries = 100 RCU per logical read; 600/s x 100 = 60,000 RCU/s against 6,000
//   provisioned. 600 x 200 x 900 = 108,000,000 Queries are asked; the table serves at most its 6,000 RCU/s for
//   900 s plus the burst it starts with (300 s of each partition's share, 300 x 6,000 = 1,800,000 RCU):
//   7,200,000 RCU = 14,400,000 Queries of 0.5 RCU. At least 108,000,000 - 14,400,000 = 93,600,000 throttled.
//
// Ranking: throttled mod 10 (0) < no strategy (~600,000) < random 200 (93,600,000); read cost no strategy (1 Query,
// 0.5 RCU) < mod 10 (10, 5) < random 200 (200, 100). Favoured: mod 10 (the fewest throttled requests).
TEST_CASE("compare ranks lesson 01's candidates as the hand calculation does", "[compare]") {
    const Scenario lesson = lessonScenario("01-celebrity-leaderboard.json");
    REQUIRE(lesson.candidates.size() == 3);
    const auto designs = designsOf(lesson, "unused");
    REQUIRE(designs.size() == 3);
    CHECK(designs[0].name == "no strategy");
    CHECK(designs[1].name == "mod 10");
    CHECK(designs[2].name == "random 200");
    REQUIRE(derivedPartitionCount(designs[0].scenario.table) == 6);

    // no strategy: the partition BOARD#global lands on and what else the placement puts there.
    const std::vector<double> plain = partitionWriteLoad(designs[0].scenario);
    const auto hot = static_cast<std::size_t>(std::max_element(plain.begin(), plain.end()) - plain.begin());
    const double others = plain[hot] - 1800.0;
    CHECK(others >= 0);
    for (std::size_t p = 0; p < plain.size(); ++p) {
        if (p != hot) {
            CHECK(plain[p] <= 1000.0); // only the board's partition passes its ceiling
        }
    }
    const double perSecond = 1800.0 + others - 1000.0;
    const double split = designs[0].scenario.capacity.splitAfterS;
    REQUIRE(split == 600);

    // mod 10 and random 200: no partition asked more than its 1,000 WCU/s ceiling.
    for (std::size_t d = 1; d < 3; ++d) {
        const std::vector<double> load = partitionWriteLoad(designs[d].scenario);
        INFO(designs[d].name);
        CHECK(*std::max_element(load.begin(), load.end()) <= 1000.0);
        CHECK(std::accumulate(load.begin(), load.end(), 0.0) == Approx(3000.0));
    }

    const DesignComparison c = compared(designs);
    REQUIRE(c.designs.size() == 3);
    const DesignSummary& none = c.designs[0];
    const DesignSummary& mod = c.designs[1];
    const DesignSummary& random = c.designs[2];

    CHECK(none.throttledRequests >= perSecond * split - 1e-6);
    CHECK(none.throttledRequests <= perSecond * 900.0 + 1e-6);
    CHECK(mod.throttledRequests == 0);
    CHECK(random.throttledRequests == Approx(108'000'000.0 - (6000.0 * 900.0 + 300.0 * 6000.0) / 0.5));
    const auto writeKeyRange = throttlingReasonIndex(
        {ThrottleResource::Table, ThrottleOperation::Write, ThrottleLimit::KeyRangeThroughputExceeded});
    CHECK(none.throttlingReasons[writeKeyRange] == Approx(none.throttledRequests));

    CHECK(none.readQueriesPerLogicalRead == 1);
    CHECK(mod.readQueriesPerLogicalRead == 10);
    CHECK(random.readQueriesPerLogicalRead == 200);
    CHECK(none.minRcuPerLogicalRead == 0.5);
    CHECK(mod.minRcuPerLogicalRead == 5);
    CHECK(random.minRcuPerLogicalRead == 100);
    for (const auto& d : c.designs) {
        CHECK(d.writeUnitsPerLogicalWrite == 1); // 1 KB items, no index
        CHECK(d.monthlyCost.currency == defaultPriceTable().currency);
        REQUIRE(d.analysis);
    }
    // The board's partition asks 1,800 + X WCU/s of a 1,000 WCU/s ceiling; mod 10's fullest partition stays below.
    CHECK(none.peakPartitionUtilisation == Approx((1800.0 + others) / 1000.0));
    CHECK(mod.peakPartitionUtilisation < 1.0);
    CHECK(none.hotFactor > mod.hotFactor);
    CHECK(none.findings.front().id == "hot-key");

    CHECK(best(c, CompareColumn::ThrottledRequests) == std::vector<std::size_t>{position(c, "mod 10")});
    CHECK(best(c, CompareColumn::ReadQueriesPerLogicalRead) == std::vector<std::size_t>{0});
    CHECK(best(c, CompareColumn::MinRcuPerLogicalRead) == std::vector<std::size_t>{0});
    CHECK(best(c, CompareColumn::WriteUnitsPerLogicalWrite) == std::vector<std::size_t>{0, 1, 2}); // a tie: all
    REQUIRE(c.favoured);
    CHECK(*c.favoured == 1);
    CHECK(c.favouredReason.find("mod 10: no request throttled") == 0);
    CHECK(c.favouredReason.find("its reads take 10 Queries (5 RCU) each") != std::string::npos);
    CHECK(c.favouredWhy.find("no request throttled") == 0);
    CHECK(c.favouredReason == "mod 10: " + c.favouredWhy);
}

TEST_CASE("lesson 01 without split-for-heat throttles exactly what the board's partition asks above its ceiling",
          "[compare]") {
    Scenario lesson = lessonScenario("01-celebrity-leaderboard.json");
    lesson.capacity.splitForHeat = false;
    const auto designs = designsOf(lesson, "unused");
    const std::vector<double> plain = partitionWriteLoad(designs[0].scenario);
    const double hot = *std::max_element(plain.begin(), plain.end());
    // (1,800 + X - 1,000) WCU/s for 900 s, one write per WCU.
    const DesignComparison c = compared({designs[0]});
    CHECK(c.designs[0].throttledRequests == Approx((hot - 1000.0) * 900.0));
    CHECK(c.designs[0].throttledRequests >= 720'000.0);
    CHECK_FALSE(c.favoured); // one design: nothing to favour
}

// One logical write of a 2.5 KB item: the table takes ceil(2.5) = 3 WCU. GSI "Small" (keys-only: a 1 KB index
// item, 1 WCU) holds 40 % of the items (index-key weights 0.3 + 0.1): 0.4 x 1 = 0.4 WCU. GSI "Whole" (projection
// all: the table's 2.5 KB item, 3 WCU) holds every item: 1 x 3 = 3 WCU. In all 3 + 0.4 + 3 = 6.4 WCU.
TEST_CASE("write units per logical write count every index the item writes to", "[compare]") {
    const Scenario scenario = parsedScenario(R"({
      "version": 2, "name": "two indexes",
      "table": {"mode": "provisioned", "rcu": 100, "wcu": 5000,
                "key_schema": {"partition_key": {"name": "pk", "type": "S"}},
                "gsis": [{"name": "Small", "partition_key": {"name": "a", "type": "S"}, "projection": "keys-only",
                          "rcu": 10, "wcu": 1000},
                         {"name": "Whole", "partition_key": {"name": "b", "type": "S"}, "projection": "all",
                          "rcu": 10, "wcu": 3000}]},
      "workload": {"duration_s": 10, "item_kb": 2.5, "writes_per_s": 100,
                   "keys": [{"key": "A"}, {"key": "B"}],
                   "index_keys": {"Small": [{"key": "x", "weight": 0.3}, {"key": "y", "weight": 0.1}],
                                  "Whole": [{"key": "z", "weight": 1}]}}
    })");
    const DesignComparison c = compared({{"two indexes", scenario}});
    CHECK(c.designs[0].writeUnitsPerLogicalWrite == Approx(6.4));
}

// Writes 1,000/s of 1 KB over 100 keys (10 WCU/s each) on a table of ceil(1000/3000 + 4000/1000) = 5 partitions;
// the GSI's one key takes 90 % of them: 900 WCU/s on one index partition of a 1,000 WCU/s ceiling = 0.9, more
// than any table partition can hold of 100 keys x 10 WCU/s spread by the hash (checked from the table's own peak).
TEST_CASE("peak partition utilisation is the highest demand over the ceiling, indexes included", "[compare]") {
    nlohmann::json doc = nlohmann::json::parse(R"({
      "version": 2,
      "table": {"mode": "provisioned", "rcu": 1000, "wcu": 4000,
                "key_schema": {"partition_key": {"name": "pk", "type": "S"}},
                "gsis": [{"name": "Hot", "partition_key": {"name": "h", "type": "S"}, "rcu": 10, "wcu": 2000}]},
      "workload": {"duration_s": 20, "writes_per_s": 1000, "keys": [],
                   "index_keys": {"Hot": [{"key": "H", "weight": 0.9}]}}
    })");
    for (int i = 0; i < 100; ++i) {
        doc["workload"]["keys"].push_back({{"key", "K" + std::to_string(i)}});
    }
    const Scenario withIndex = parsedScenario(doc.dump());
    Scenario tableOnly = withIndex;
    tableOnly.table.gsis.clear();
    tableOnly.workload.indexKeys.clear();
    const auto analysis = analysedScenario(tableOnly);
    REQUIRE(analysis.peakPartitionUtilisation < 0.9);
    REQUIRE(analysis.peakPartitionUtilisation > 0.2); // 1,000 WCU/s over 5 partitions: 0.2 on average
    const DesignComparison c = compared({{"hot index", withIndex}});
    CHECK(c.designs[0].peakPartitionUtilisation == Approx(0.9));
}

TEST_CASE("compare reports progress per design and stops when cancelled", "[compare]") {
    const auto designs = designsOf(lessonScenario("01-celebrity-leaderboard.json"), "unused");
    std::vector<std::pair<std::size_t, std::size_t>> calls;
    CompareOptions options;
    options.progress = [&](std::size_t done, std::size_t total) { calls.emplace_back(done, total); };
    const DesignComparison c = compared(designs, options);
    CHECK(calls == std::vector<std::pair<std::size_t, std::size_t>>{{1, 3}, {2, 3}, {3, 3}});

    std::atomic<bool> cancel{true};
    options.cancel = &cancel;
    std::string error;
    CHECK_FALSE(compareDesigns(designs, defaultPriceTable(), error, options));
    CHECK(error == "cancelled");
}

TEST_CASE("a design that cannot run is named in the error", "[compare]") {
    Scenario broken = lessonScenario("01-celebrity-leaderboard.json");
    broken.candidates.clear();
    WorkloadKey weightless;
    weightless.key = "K";
    weightless.weight = 0;
    broken.workload.keys.assign(1, weightless);
    std::string error;
    CHECK_FALSE(compareDesigns({{"weightless", broken}}, defaultPriceTable(), error));
    CHECK(error == "weightless: /workload/keys: the key weights add up to 0");
}

TEST_CASE("a document without candidates offers its own design under its name, else the fallback", "[compare]") {
    Scenario lesson = lessonScenario("01-celebrity-leaderboard.json");
    lesson.candidates.clear();
    auto designs = designsOf(lesson, "file.json");
    REQUIRE(designs.size() == 1);
    CHECK(designs[0].name == "Celebrity leaderboard");
    lesson.name.clear();
    designs = designsOf(lesson, "file.json");
    CHECK(designs[0].name == "file.json");
    CHECK(designs[0].scenario == lesson);
}

TEST_CASE("the comparison's text marks the best values and labels costs as estimates, the JSON has every key",
          "[compare]") {
    const DesignComparison c = compared(designsOf(lessonScenario("01-celebrity-leaderboard.json"), "unused"));
    const std::string text = comparisonToText(c);
    const PriceTable& prices = defaultPriceTable();
    CHECK(text.find("monthly cost (estimate)") != std::string::npos);
    CHECK(text.find("estimates at the list prices of " + prices.region + " as of " + prices.asOf) != std::string::npos);
    CHECK(text.find("Favoured: mod 10: no request throttled") != std::string::npos);
    CHECK(text.find("TableWriteKeyRangeThroughputExceeded") != std::string::npos);
    std::vector<std::string> lines;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = text.find('\n', at);
        lines.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    const auto rowOf = [&](const std::string& name) {
        const auto row =
            std::find_if(lines.begin(), lines.end(), [&](const auto& l) { return l.rfind(name + " ", 0) == 0; });
        REQUIRE(row != lines.end());
        return *row;
    };
    // mod 10's throttled count (0) is the best of its column; random 200's read queries (200) are not.
    CHECK(rowOf("mod 10").find(" 0 *") != std::string::npos);
    CHECK(rowOf("random 200").find("200 *") == std::string::npos);
    // The columns line up: each row's hot factor starts where the header's does.
    const std::size_t column = lines[0].find("hot factor");
    for (const std::string name : {"no strategy", "mod 10", "random 200"}) {
        const std::string row = rowOf(name);
        CHECK(row[column - 1] == ' ');
        CHECK(row[column] != ' ');
    }

    const auto doc = nlohmann::ordered_json::parse(comparisonToJson(c));
    REQUIRE(doc["designs"].size() == 3);
    const std::vector<std::string> keys{"name",
                                        "hot_factor",
                                        "throttled_requests",
                                        "throttling_reasons",
                                        "read_queries_per_logical_read",
                                        "monthly_cost",
                                        "findings",
                                        "peak_partition_utilisation",
                                        "min_rcu_per_logical_read",
                                        "write_units_per_logical_write"};
    for (const auto& design : doc["designs"]) {
        std::vector<std::string> seen;
        for (const auto& [key, value] : design.items()) {
            seen.push_back(key);
        }
        CHECK(seen == keys);
        CHECK(design["throttling_reasons"].size() == kThrottlingReasonCount);
        CHECK(design["throttling_reasons"].contains("IndexReadMaxOnDemandThroughputExceeded"));
        CHECK(design["monthly_cost"]["estimate"] == true);
        CHECK(design["monthly_cost"]["prices_as_of"] == prices.asOf);
    }
    CHECK(doc["designs"][0]["name"] == "no strategy");
    CHECK(doc["designs"][0]["findings"][0] == "hot-key");
    CHECK(doc["favoured"] == "mod 10");
    CHECK(doc["reason"] == c.favouredReason);
}

// Lesson 01 with mod 20 and mod 10: neither throttles (mod 10 already keeps every partition under its ceiling,
// mod 20 halves each shard's load again), both have only info findings and the same provisioned bill, so the last
// criterion decides: 20 x 0.5 = 10 RCU per logical read against 10 x 0.5 = 5. Given twice, a design ties with itself
// on everything and the first copy is favoured.
TEST_CASE("the favoured design: read cost decides when throttling, findings and cost tie, then the order given",
          "[compare]") {
    Scenario lesson = lessonScenario("01-celebrity-leaderboard.json");
    lesson.candidates.clear();
    Scenario mod20 = lesson;
    mod20.strategy.kind = StrategyKind::Mod;
    mod20.strategy.shards = 20;
    Scenario mod10 = lesson;
    mod10.strategy.kind = StrategyKind::Mod;
    mod10.strategy.shards = 10;
    const DesignComparison c = compared({{"mod 20", mod20}, {"mod 10", mod10}});
    REQUIRE(c.designs[0].throttledRequests == 0);
    REQUIRE(c.designs[1].throttledRequests == 0);
    REQUIRE(c.designs[0].findings.front().severity == c.designs[1].findings.front().severity);
    REQUIRE(c.designs[0].monthlyCost.total == c.designs[1].monthlyCost.total);
    REQUIRE(c.favoured);
    CHECK(*c.favoured == 1);
    CHECK(c.favouredReason ==
          "mod 10: no request throttled, its reads take 10 Queries (5 RCU) each (mod 20: 20 Queries, 10 RCU)");

    const DesignComparison twice = compared({{"first", mod10}, {"second", mod10}});
    REQUIRE(twice.favoured);
    CHECK(*twice.favoured == 0);
    CHECK(twice.favouredReason.find("ties with a later design on every criterion") != std::string::npos);
    CHECK(twice.best[static_cast<std::size_t>(CompareColumn::MinRcuPerLogicalRead)] == std::vector<std::size_t>{0, 1});
}
