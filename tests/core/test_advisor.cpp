#include "../json_number.h"
#include "finding_phrase_checks.h"
#include "partiscope/advisor.h"
#include "partiscope/csv_items.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>

using namespace partiscope;
using partiscope::testing::jsonNumber;
using partiscope::testing::parseNumber;

namespace {

Scenario parsed(const std::string& json) {
    Scenario scenario;
    std::string error;
    const bool ok = parseScenario(json, scenario, error);
    INFO(error);
    REQUIRE(ok);
    return scenario;
}

std::vector<Finding> adviseScenario(const std::string& json) {
    std::string error;
    const auto analysis = analyseScenario(parsed(json), error);
    INFO(error);
    REQUIRE(analysis);
    return analysis->findings;
}

// Every finding a test looks at is also checked to be written in phrases (finding_phrase_checks.h).
const Finding* find(const std::vector<Finding>& findings, const std::string& id) {
    testing::checkPhrased(findings);
    const auto it = std::find_if(findings.begin(), findings.end(), [&](const Finding& f) { return f.id == id; });
    return it == findings.end() ? nullptr : &*it;
}

/// A provisioned table, `keys` as JSON, an optional strategy.
std::string table(double wcu, double writes, const std::string& keys, const std::string& strategy = "",
                  const std::string& extraWorkload = "", const std::string& capacity = "") {
    return R"({"version": 1, "table": {"rcu": 3000, "wcu": )" + jsonNumber(wcu) + R"(},)" +
           (capacity.empty() ? "" : R"("capacity": )" + capacity + ",") +
           R"("workload": {"duration_s": 120, "writes_per_s": )" + jsonNumber(writes) + "," + extraWorkload + keys +
           "}" + (strategy.empty() ? "" : R"(, "strategy": )" + strategy) + "}";
}

std::string manyKeys(int n, const std::string& hot = "", int hotWeight = 0) {
    std::string keys = R"("keys": [)";
    if (!hot.empty()) {
        keys += R"({"key": ")" + hot + R"(", "weight": )" + std::to_string(hotWeight) + "},";
    }
    for (int i = 0; i < n; ++i) {
        keys += R"({"key": "USER#)" + std::to_string(i * 7919 + 13) + R"("})" + (i + 1 < n ? "," : "");
    }
    return keys + "]";
}

AdvisorInput keyListAdvice(const std::string& text, StrategyConfig config,
                           std::optional<WorkloadRates> rates = std::nullopt) {
    ShardStrategy strategy;
    std::string error;
    REQUIRE(ShardStrategy::create(std::move(config), strategy, error));
    KeyReadOptions options;
    options.acceptor = acceptorFor(strategy);
    return analyseKeysForAdvice(readKeyList(text, options), strategy, AnalysisOptions{}, rates);
}

} // namespace

TEST_CASE("hot-key: a celebrity key above the per-partition ceiling") {
    const auto findings = adviseScenario(table(10000, 4000, manyKeys(50, "BOARD#global", 50)));
    const Finding* f = find(findings, "hot-key");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical);
    CHECK(f->evidence.find("BOARD#global") != std::string::npos);
    CHECK(f->evidence.find("2,000 WCU/s") != std::string::npos);
    CHECK(findings.front().severity == Severity::Critical);
}

TEST_CASE("hot-key: not once the key is sharded below the ceiling") {
    const auto findings =
        adviseScenario(table(10000, 4000, manyKeys(50, "BOARD#global", 50), R"({"kind": "random", "shards": 10})"));
    CHECK_FALSE(find(findings, "hot-key"));
}

TEST_CASE("hot-key: a key list without rates reports the share") {
    StrategyConfig none;
    const auto input = keyListAdvice("BOARD#global\t5000\nPLAYER#1\nPLAYER#2\n", none);
    const auto findings = adviseOn(input); // keep the vector alive: find() points into it
    const Finding* f = find(findings, "hot-key");
    REQUIRE(f);
    CHECK(f->severity == Severity::Warning);
    std::string even;
    for (int i = 0; i < 200; ++i) {
        even += "USER#" + std::to_string(i) + "\n";
    }
    CHECK_FALSE(find(adviseOn(keyListAdvice(even, none)), "hot-key"));
}

TEST_CASE("low-cardinality: four status values") {
    const auto findings = adviseScenario(table(8000, 1000,
                                               R"("keys": [{"key": "PENDING", "weight": 5}, {"key": "SHIPPED"},
                                                           {"key": "DELIVERED", "weight": 3}, {"key": "CANCELLED"}])"));
    const Finding* f = find(findings, "low-cardinality");
    REQUIRE(f);
    CHECK(f->evidence.find("4 distinct") != std::string::npos);
}

TEST_CASE("low-cardinality: not with many distinct keys") {
    const auto findings = adviseScenario(table(4000, 1000, R"("generator": {"kind": "uniform", "count": 1000})"));
    CHECK_FALSE(find(findings, "low-cardinality"));
}

TEST_CASE("time-bucket-key: today's date takes the writes") {
    const auto findings =
        adviseScenario(table(4000, 3000, R"("generator": {"kind": "time-bucket", "count": 30, "hot_share": 0.9})"));
    const Finding* f = find(findings, "time-bucket-key");
    REQUIRE(f);
    CHECK(f->evidence.find("2014-08-07") != std::string::npos);
    CHECK(f->severity == Severity::Critical);
}

TEST_CASE("time-bucket-key: not when the days share the writes evenly, nor for non-date keys") {
    CHECK_FALSE(find(adviseScenario(table(4000, 300, R"("generator": {"kind": "time-bucket", "count": 30,
                                                                       "hot_share": 0.0333})")),
                     "time-bucket-key"));
    CHECK_FALSE(find(adviseScenario(table(4000, 300, manyKeys(10, "ORDER#20141", 50))), "time-bucket-key"));
}

TEST_CASE("time-bucket-key: only informational once the day is sharded") {
    const auto findings =
        adviseScenario(table(4000, 3000, R"("generator": {"kind": "time-bucket", "count": 30, "hot_share": 0.9})",
                             R"({"kind": "random", "shards": 200, "sep": "."})"));
    const Finding* f = find(findings, "time-bucket-key");
    REQUIRE(f);
    CHECK(f->severity == Severity::Info);
}

TEST_CASE("monotonic-sort-key: a hot collection with sequential sort keys blocks split-for-heat") {
    const auto findings = adviseScenario(
        R"({"version": 1, "table": {"rcu": 12000, "wcu": 4000},
            "capacity": {"split_after_s": 60},
            "workload": {"duration_s": 300, "writes_per_s": 1600,
                         "keys": [{"key": "LOG#app", "weight": 1, "sort_key": "monotonic"}]}})");
    const Finding* f = find(findings, "monotonic-sort-key");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical);
    CHECK(f->evidence.find("could not split") != std::string::npos);
}

TEST_CASE("monotonic-sort-key: not with spread sort keys") {
    const auto findings = adviseScenario(
        R"({"version": 1, "table": {"rcu": 12000, "wcu": 4000}, "capacity": {"split_after_s": 60},
            "workload": {"duration_s": 300, "writes_per_s": 1600,
                         "keys": [{"key": "LOG#app", "weight": 1, "sort_key": "random"}]}})");
    CHECK_FALSE(find(findings, "monotonic-sort-key"));
}

TEST_CASE("degenerate-strategy: a calculated suffix of the key itself puts every write on one shard") {
    StrategyConfig calculated;
    calculated.kind = StrategyKind::Calculated;
    calculated.shards = 200;
    const auto input = keyListAdvice("2014-07-09\t1000\n2014-07-10\t800\n", calculated);
    CHECK(input.spread.worstEffectiveShards == Approx(1.0));
    const auto findings = adviseOn(input); // keep the vector alive: find() points into it
    const Finding* f = find(findings, "degenerate-strategy");
    REQUIRE(f);
    CHECK(f->evidence.find("1 of 200 shards") != std::string::npos);
}

TEST_CASE("degenerate-strategy: the UTF-8 product of order ids collapses onto few suffixes, hash does not") {
    std::string csv = "date,OrderId\n";
    for (int id = 100000; id < 102000; ++id) {
        csv += "2014-07-09," + std::to_string(id) + "\n";
    }
    for (const auto fn : {SuffixFunction::Utf8Product, SuffixFunction::Hash}) {
        StrategyConfig config;
        config.kind = StrategyKind::Calculated;
        config.shards = 200;
        config.suffixFunction = fn;
        ShardStrategy strategy;
        std::string error;
        REQUIRE(ShardStrategy::create(config, strategy, error));
        ItemReadOptions options;
        options.keyTemplate = "{date}";
        options.sourceColumn = "OrderId";
        const auto input = analyseKeysForAdvice(readCsvItems(csv, options), strategy, AnalysisOptions{}, std::nullopt);
        const bool degenerate = find(adviseOn(input), "degenerate-strategy") != nullptr;
        CHECK(degenerate == (fn == SuffixFunction::Utf8Product));
    }
}

TEST_CASE("degenerate-strategy: not for random suffixes or a scenario's even spread") {
    StrategyConfig random;
    random.kind = StrategyKind::Random;
    random.shards = 200;
    CHECK_FALSE(find(adviseOn(keyListAdvice("2014-07-09\t100000\n", random)), "degenerate-strategy"));
    CHECK_FALSE(
        find(adviseScenario(table(10000, 4000, manyKeys(50, "BOARD#global", 50), R"({"kind": "mod", "shards": 10})")),
             "degenerate-strategy"));
}

TEST_CASE("read-fanout-cost: a read-heavy small-item workload pays the fan-out") {
    const auto findings = adviseScenario(table(4000, 500, manyKeys(20, "BOARD#global", 20),
                                               R"({"kind": "random", "shards": 200})", R"("reads_per_s": 2000,)"));
    const Finding* f = find(findings, "read-fanout-cost");
    REQUIRE(f);
    CHECK(f->severity == Severity::Warning);
    CHECK(f->evidence.find("200 Queries, at least 100 RCU") != std::string::npos);
}

TEST_CASE("read-fanout-cost: not without shards, informational for write-heavy keys") {
    CHECK_FALSE(find(adviseScenario(table(4000, 500, manyKeys(20))), "read-fanout-cost"));
    const auto findings = adviseScenario(table(4000, 500, manyKeys(20), R"({"kind": "random", "shards": 4})"));
    const Finding* f = find(findings, "read-fanout-cost");
    REQUIRE(f);
    CHECK(f->severity == Severity::Info);
}

TEST_CASE("shard-count: 5000 writes/s on one key need 5 shards, 8 with headroom") {
    const auto findings =
        adviseScenario(table(10000, 5000, R"("keys": [{"key": "INVOICE#121212"}])", "", R"("item_kb": 1,)"));
    const Finding* f = find(findings, "shard-count");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical);
    CHECK(f->evidence.find("minimum 5, recommended 8") != std::string::npos);
    const auto sharded = adviseScenario(
        table(10000, 5000, R"("keys": [{"key": "INVOICE#121212"}])", R"({"kind": "random", "shards": 8})"));
    REQUIRE(find(sharded, "shard-count"));
    CHECK(find(sharded, "shard-count")->severity == Severity::Info);
}

TEST_CASE("shard-count: not when every key fits one partition") {
    CHECK_FALSE(find(adviseScenario(table(4000, 500, manyKeys(20, "BOARD#global", 20))), "shard-count"));
}

namespace {
std::string adaptiveExample(const std::string& adaptive, const std::string& burstStart) {
    return R"({"version": 1, "table": {"rcu": 400, "wcu": 400, "partitions": 4},
      "capacity": {"adaptive": ")" +
           adaptive + R"(", "burst_start": ")" + burstStart + R"(", "split_for_heat": false},
      "workload": {"duration_s": 900, "writes_per_s": 300,
        "keys": [{"key": "a", "weight": 50, "partition": 0}, {"key": "b", "weight": 50, "partition": 1},
                 {"key": "c", "weight": 50, "partition": 2}, {"key": "d", "weight": 150, "partition": 3}]}})";
}
} // namespace

TEST_CASE("adaptive-absorbs-it: the 400 WCU / 4 partition example with instant adaptive capacity") {
    const auto findings = adviseScenario(adaptiveExample("instant", "full"));
    const Finding* f = find(findings, "adaptive-absorbs-it");
    REQUIRE(f);
    CHECK(f->evidence.find("150 WCU/s against an even share of 100 WCU/s (150% of its share)") != std::string::npos);
    CHECK_FALSE(find(findings, "hot-key"));
    // Not a second "hot factor" (1.5x) beside the distribution's 2.00x over 4 partitions.
    const Finding* low = find(findings, "low-cardinality");
    REQUIRE(low);
    INFO(low->evidence);
    CHECK(low->evidence.find("hot factor 2.00\u00d7 over 4 partitions") != std::string::npos);
}

TEST_CASE("adaptive-absorbs-it: not when the table throttles, nor without skew") {
    CHECK_FALSE(find(adviseScenario(adaptiveExample("off", "empty")), "adaptive-absorbs-it"));
    CHECK_FALSE(find(adviseScenario(table(4000, 500, R"("generator": {"kind": "uniform", "count": 1000})")),
                     "adaptive-absorbs-it"));
}

TEST_CASE("findings as JSON carry the five fields, most severe first") {
    const auto findings = adviseScenario(table(10000, 4000, manyKeys(50, "BOARD#global", 50)));
    const auto doc = nlohmann::json::parse(findingsToJson(findings));
    REQUIRE(doc["findings"].size() == findings.size());
    for (const auto& f : doc["findings"]) {
        for (const char* field : {"id", "severity", "title", "evidence", "recommendation"}) {
            CHECK(f.contains(field));
        }
    }
    CHECK(doc["findings"][0]["severity"] == "critical");
    CHECK(findingsToText(findings).find("[critical] hot-key") != std::string::npos);
}

TEST_CASE("on-demand-peak: traffic jumping past twice the previous peak") {
    const std::string base = R"({"version": 1, "table": {"mode": "on-demand", "previous_peak_wcu": 3000},
        "workload": {"duration_s": 1200, "writes_per_s": 2500,
                     "generator": {"kind": "uniform", "count": 2000}, "profile": [{"at_s": 300, "writes_per_s": )";
    const auto findings = adviseScenario(base + "8000}]}}");
    const Finding* f = find(findings, "on-demand-peak");
    REQUIRE(f);
    CHECK(f->evidence.find("6,000 WCU/s") != std::string::npos);
    CHECK_FALSE(find(findings, "hot-key"));
    CHECK_FALSE(find(adviseScenario(base + "5500}]}}"), "on-demand-peak"));
}

TEST_CASE("partition-share: lesson 6 with burst empty and adaptive capacity off names the cause and its fix") {
    const auto findings = adviseScenario(adaptiveExample("off", "empty"));
    const Finding* f = find(findings, "partition-share");
    REQUIRE(f);
    // 50 WCU/s over partition 3's 100 WCU/s share, for the whole 900 s run: 45,000 writes, none retried.
    CHECK(f->evidence.find("45,000 writes throttled on partition 3 while the table had capacity to spare") !=
          std::string::npos);
    CHECK(f->evidence.find("provisioned 100 WCU/s (400 WCU / 4)") != std::string::npos);
    CHECK(f->evidence.find("the busiest needs 150 WCU/s") != std::string::npos);
    CHECK(f->evidence.find("adaptive capacity is off") != std::string::npos);
    CHECK(f->recommendation.rfind("Let adaptive capacity absorb it", 0) == 0);
    CHECK(f->severity == Severity::Critical); // no retries: every throttled write failed
    CHECK(findings.front().id == "partition-share");
    CHECK_FALSE(find(findings, "table-capacity"));
    CHECK_FALSE(find(findings, "hot-key"));
}

TEST_CASE("partition-share: delayed adaptive capacity throttles until it engages") {
    const auto findings = adviseScenario(adaptiveExample("delayed", "empty"));
    const Finding* f = find(findings, "partition-share");
    REQUIRE(f);
    CHECK(f->evidence.find("engages after 300 s of throttling") != std::string::npos);
}

TEST_CASE("table-capacity: a table provisioned below the workload's demand") {
    // 300 writes/s on a 200 WCU table: no key is hot, the table is short.
    std::string json = adaptiveExample("instant", "empty");
    json.replace(json.find(R"("wcu": 400)"), 10, R"("wcu": 200)");
    const auto findings = adviseScenario(json);
    const Finding* f = find(findings, "table-capacity");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical);
    CHECK(f->evidence.find("while the table was asked for more than its 200 WCU/s: the workload's peak is 300 WCU/s") !=
          std::string::npos);
    CHECK(f->evidence.find("TableWriteProvisionedThroughputExceeded") != std::string::npos);
    CHECK(f->recommendation.find("raise the table's WCU to at least 300") != std::string::npos);
    CHECK_FALSE(find(findings, "partition-share"));
    CHECK_FALSE(find(findings, "adaptive-absorbs-it"));
}

TEST_CASE("throttle findings: none when nothing throttles") {
    const auto findings = adviseScenario(adaptiveExample("instant", "full"));
    CHECK_FALSE(find(findings, "partition-share"));
    CHECK_FALSE(find(findings, "table-capacity"));
}
