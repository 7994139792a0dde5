#include "partiscope/scenario.h"
#include "partiscope/simulator.h"

#include <catch2/catch.hpp>

#include <chrono>

using namespace partiscope;

namespace {

std::string errorOf(const std::string& json) {
    Scenario scenario;
    std::string error;
    REQUIRE_FALSE(parseScenario(json, scenario, error));
    return error;
}

const std::string kMinimal =
    R"({"version": 1, "table": {"rcu": 100, "wcu": 100}, "workload": {"duration_s": 10, "keys": [{"key": "k"}]}})";

} // namespace

TEST_CASE("a minimal scenario gets the documented defaults") {
    Scenario s;
    std::string error;
    REQUIRE(parseScenario(kMinimal, s, error));
    CHECK(s.table.mode == CapacityMode::Provisioned);
    CHECK_FALSE(s.table.partitions.has_value());
    CHECK(s.capacity.burst);
    CHECK(s.capacity.burstStart == BurstStart::Full);
    CHECK(s.capacity.adaptive == AdaptiveMode::Instant);
    CHECK(s.capacity.adaptiveDelayS == 300);
    CHECK(s.capacity.splitForHeat);
    CHECK(s.capacity.splitAfterS == 600);
    CHECK(s.workload.itemKb == 1);
    CHECK(s.workload.consistency == Consistency::Eventual);
    CHECK(s.workload.retries == RetryPolicy::None);
    CHECK(s.workload.noise == NoiseModel::None);
    CHECK(s.workload.keys[0].sortKey == SortKeyShape::Random);
    CHECK(s.strategy.kind == StrategyKind::None);
}

TEST_CASE("scenario errors name the JSON path and the expected type") {
    CHECK(errorOf("{").rfind("1:2: JSON syntax error: ", 0) == 0);
    CHECK(errorOf("[1]") == "/: expected an object, got an array");
    CHECK(errorOf(R"({"table": {}})") == "/version: missing (1 or 2; this build writes version 2)");
    CHECK(errorOf(R"({"version": 3})").rfind("/version: unsupported version 3", 0) == 0);
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": "a lot", "wcu": 1}})") ==
          "/table/rcu: expected a number, got a string");
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": -5, "wcu": 1}})").rfind("/table/rcu: must be between 0", 0) == 0);
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1, "partitions": 0}})")
              .rfind("/table/partitions: must be between 1", 0) == 0);
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1, "partitions": 2.5}})")
              .rfind("/table/partitions: expected a whole number", 0) == 0);
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1e400, "wcu": 1}})") ==
          "invalid JSON (number overflow parsing '1e400')");
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1e30, "wcu": 1}})").rfind("/table/rcu: must be between", 0) == 0);
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1}})") == "/workload: missing (an object is required)");
    CHECK(
        errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1, "rcus": 3}})").rfind("/table/rcus: unknown field", 0) ==
        0);
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1}, "workload": {"keys": []}})") ==
          "/workload/duration_s: missing (a whole number is required)");
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1}, "workload": {"duration_s": 5, "keys": []}})") ==
          "/workload/keys: needs at least one key");
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1},
                    "workload": {"duration_s": 5, "keys": [{"key": "a"}, {"key": 7}]}})") ==
          "/workload/keys/1/key: expected a string, got a number");
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1},
                    "workload": {"duration_s": 5, "keys": [{"key": "a", "sort_key": "sideways"}]}})") ==
          R"(/workload/keys/0/sort_key: expected one of "single", "random", "monotonic", got "sideways")");
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1, "partitions": 2},
                    "workload": {"duration_s": 5, "keys": [{"key": "a", "partition": 2}]}})")
              .rfind("/workload/keys/0/partition: partition 2 does not exist", 0) == 0);
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1},
                    "workload": {"duration_s": 5, "keys": [{"key": ""}]}})")
              .rfind("/workload/keys/0/key: empty key", 0) == 0);
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1}, "workload": {"duration_s": 5,
                    "keys": [{"key": "a"}]}, "strategy": {"kind": "random"}})") ==
          "/strategy/shards: must be a whole number from 1 to 1,000,000 for the random strategy, got 0");
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 0, "wcu": 0}, "workload": {"duration_s": 5,
                    "keys": [{"key": "a"}]}})") ==
          "/table/wcu: must be at least 1 on a provisioned table (DynamoDB's minimum)");
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1}, "workload": {"duration_s": 5,
                    "profile": [{"at_s": 10}, {"at_s": 5}], "keys": [{"key": "a"}]}})") ==
          "/workload/profile/1/at_s: steps must be in increasing time order");
}

TEST_CASE("table capacity is checked first, against DynamoDB's minimum of 1, pinned partitions or not") {
    // Lesson 6's keys are pinned to partitions 0..3. With WCU 0 the derived count drops to 1, but the error
    // is the capacity, not the pins; and pinning the partition count does not make WCU 0 acceptable.
    const std::string keys = R"("workload": {"duration_s": 5, "writes_per_s": 300, "keys": [
        {"key": "p0", "partition": 0}, {"key": "p1", "partition": 1}, {"key": "p3", "partition": 3}]}})";
    const std::string wcuError = "/table/wcu: must be at least 1 on a provisioned table (DynamoDB's minimum)";
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 400, "wcu": 0}, )" + keys) == wcuError);
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 400, "wcu": 0, "partitions": 4}, )" + keys) == wcuError);
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 400, "wcu": 0.5, "partitions": 4}, )" + keys) == wcuError);
    // With a valid capacity the pins are checked, and the error says which key and why.
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 400, "wcu": 400}, )" + keys) ==
          "/workload/keys/1/partition: partition 1 does not exist: key 'p1' is pinned to it, but the table has 1 "
          "partition (derived from its capacity)");
    // RCU 0 is a write-only shorthand; a workload that reads needs RCU >= 1 too.
    Scenario ok;
    std::string error;
    CHECK(parseScenario(R"({"version": 1, "table": {"rcu": 0, "wcu": 400, "partitions": 4}, )" + keys, ok, error));
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 0, "wcu": 400}, "workload": {"duration_s": 5,
                    "reads_per_s": 10, "keys": [{"key": "a"}]}})")
              .rfind("/table/rcu: must be at least 1", 0) == 0);
    // On-demand tables have no provisioned capacity to check.
    CHECK(parseScenario(R"({"version": 1, "table": {"mode": "on-demand"}, "workload": {"duration_s": 5,
                    "keys": [{"key": "a"}]}})",
                        ok, error));
    // The simulator applies the same rule to a scenario built in code.
    Scenario built = ok;
    built.table.mode = CapacityMode::Provisioned;
    built.table.wcu = 0;
    built.table.rcu = 400;
    CHECK_FALSE(TableSimulator::create(built, error));
    CHECK(error == wcuError);
}

TEST_CASE("a duration of 10^12 seconds is a clear error, not an out-of-memory") {
    const auto error = errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1},
        "workload": {"duration_s": 1000000000000, "keys": [{"key": "a"}]}})");
    CHECK(error.rfind("/workload/duration_s: must be between 1 and 2,678,400", 0) == 0);
    const auto tooMuch = errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1, "partitions": 20000},
        "workload": {"duration_s": 2678400, "keys": [{"key": "a"}]}})");
    CHECK(tooMuch.rfind("/workload/duration_s: duration x partitions", 0) == 0);
}

TEST_CASE("10^6 keys load and simulate in bounded time") {
    std::string json = R"({"version": 2, "table": {"rcu": 100000, "wcu": 50000, "account_max_rcu": 100000,
        "account_max_wcu": 50000},
        "workload": {"duration_s": 20, "writes_per_s": 10000, "keys": [)";
    json.reserve(30'000'000);
    for (int i = 0; i < 1'000'000; ++i) {
        json += (i ? ",{\"key\":\"K" : "{\"key\":\"K") + std::to_string(i) + "\"}";
    }
    json += "]}}";
    const auto start = std::chrono::steady_clock::now();
    Scenario s;
    std::string error;
    REQUIRE(parseScenario(json, s, error));
    CHECK(s.workload.keys.size() == 1'000'000);
    auto sim = TableSimulator::create(s, error);
    REQUIRE(sim);
    sim->run();
    CHECK(sim->snapshot().metrics.consumedWriteCapacityUnits == Approx(10000.0 * 20));
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(60));
}

TEST_CASE("scenarios round-trip through JSON") {
    const std::string json = R"({"version": 1, "name": "round trip",
        "table": {"mode": "on-demand", "previous_peak_rcu": 100, "previous_peak_wcu": 50, "lsi": true},
        "capacity": {"burst": false, "burst_start": "empty", "adaptive": "delayed", "adaptive_delay_s": 120,
                     "split_for_heat": false, "split_after_s": 30},
        "workload": {"duration_s": 60, "item_kb": 2.5, "consistency": "strong", "writes_per_s": 10,
                     "reads_per_s": 20, "profile": [{"at_s": 30, "writes_per_s": 40}],
                     "generator": {"kind": "time-bucket", "count": 3, "hot_share": 0.9, "start_date": "2014-07-09"},
                     "noise": "poisson", "retries": "legacy", "seed": 9},
        "strategy": {"kind": "lookup", "fn": "isbn-check-digit",
                     "map": {"0": "db0", "1": "db0", "2": "db1", "3": "db1", "4": "db2", "5": "db2", "6": "db0",
                             "7": "db1", "8": "db2", "9": "db0", "10": "db1"}}})";
    Scenario first;
    std::string error;
    REQUIRE(parseScenario(json, first, error));
    const std::string saved = scenarioToJson(first);
    Scenario second;
    INFO(saved);
    REQUIRE(parseScenario(saved, second, error));
    CHECK(scenarioToJson(second) == saved);
    const auto keys = expandWorkloadKeys(second.workload);
    REQUIRE(keys.size() == 3);
    CHECK(keys[0].key == "2014-07-09");
    CHECK(keys[2].key == "2014-07-11");
    CHECK(keys[2].weight == Approx(0.9));
    CHECK(keys[0].weight == Approx(0.05));
}

TEST_CASE("generators produce the documented shapes") {
    WorkloadSpec w;
    GeneratorSpec g;
    g.kind = GeneratorKind::HotKey;
    g.count = 4;
    g.hotKey = "BOARD#global";
    g.hotShare = 0.6;
    w.generator = g;
    auto keys = expandWorkloadKeys(w);
    REQUIRE(keys.size() == 5);
    CHECK(keys[0].key == "BOARD#global");
    CHECK(keys[0].weight == Approx(0.6));
    CHECK(keys[1].weight == Approx(0.1));
    g.kind = GeneratorKind::Zipf;
    g.s = 1.0;
    g.prefix = "P#";
    w.generator = g;
    keys = expandWorkloadKeys(w);
    REQUIRE(keys.size() == 4);
    CHECK(keys[1].key == "P#2");
    CHECK(keys[1].weight == Approx(0.5));
    CHECK(keys[3].weight == Approx(0.25));
    g.kind = GeneratorKind::TimeBucket;
    g.count = 3;
    g.startDate = "2016-02-28";
    w.generator = g;
    keys = expandWorkloadKeys(w);
    CHECK(keys[1].key == "2016-02-29"); // leap day
    CHECK(keys[2].key == "2016-03-01");
}

TEST_CASE("scenario: what JSON would let pass silently is an error naming the JSON path") {
    const std::string table = R"("table": {"rcu": 1, "wcu": 1, "partitions": 4})";
    SECTION("a member given twice (nlohmann keeps the last one)") {
        CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1, "rcu": 5}})") ==
              "/table/rcu: given twice in the same object (each member may appear once)");
        CHECK(errorOf(R"({"version": 1, )" + table + R"(, "workload": {"duration_s": 5,
                        "keys": [{"key": "a"}, {"key": "b", "weight": 1, "weight": 2}]}})") ==
              "/workload/keys/1/weight: given twice in the same object (each member may appear once)");
        CHECK(errorOf(R"({"version": 1, "version": 1})").rfind("/version: given twice", 0) == 0);
    }
    SECTION("a syntax error gives line:column") {
        CHECK(errorOf("{\n  \"version\": 1,\n  }") ==
              "3:3: JSON syntax error: while parsing object key - unexpected '}'; expected string literal");
    }
    SECTION("a key pinned to two partitions") {
        CHECK(errorOf(R"({"version": 1, )" + table + R"(, "workload": {"duration_s": 5,
                        "keys": [{"key": "a", "partition": 0}, {"key": "b"}, {"key": "a", "partition": 2}]}})") ==
              "/workload/keys/2/partition: key \"a\" is pinned to partition 2 here but pinned to partition 0 at "
              "/workload/keys/0");
        CHECK(errorOf(R"({"version": 1, )" + table + R"(, "workload": {"duration_s": 5,
                        "keys": [{"key": "a"}, {"key": "a", "partition": 1}]}})") ==
              "/workload/keys/1/partition: key \"a\" is pinned to partition 1 here but not pinned at /workload/keys/0");
        Scenario same;
        std::string error;
        CHECK(parseScenario(R"({"version": 1, )" + table + R"(, "workload": {"duration_s": 5,
                        "keys": [{"key": "a", "partition": 1}, {"key": "a", "partition": 1}]}})",
                            same, error));
    }
    SECTION("a start date that does not exist (2014-02-30 would roll over to March)") {
        auto generator = [&](const std::string& date) {
            return R"({"version": 1, )" + table + R"(, "workload": {"duration_s": 5,
                "generator": {"kind": "time-bucket", "count": 3, "start_date": ")" +
                   date + R"("}}})";
        };
        CHECK(errorOf(generator("2014-02-30")) ==
              "/workload/generator/start_date: \"2014-02-30\" is not a date in the calendar");
        CHECK(errorOf(generator("2014-02-29")).find("not a date in the calendar") != std::string::npos);
        CHECK(errorOf(generator("2014-04-31")).find("not a date in the calendar") != std::string::npos);
        CHECK(errorOf(generator("2014-7-9")).rfind("/workload/generator/start_date: expected a date YYYY-MM-DD", 0) ==
              0);
        Scenario leap;
        std::string error;
        REQUIRE(parseScenario(generator("2016-02-29"), leap, error));
        CHECK(expandWorkloadKeys(leap.workload).back().key == "2016-03-02");
    }
    SECTION("strategy problems name the scenario field, not a command-line flag") {
        auto strategy = [&](const std::string& json) {
            return R"({"version": 1, )" + table + R"(, "workload": {"duration_s": 5, "keys": [{"key": "a"}]},
                "strategy": )" +
                   json + "}";
        };
        CHECK(errorOf(strategy(R"({"kind": "range", "boundaries": ["a", "", "c"]})")) ==
              "/strategy/boundaries: must not hold an empty boundary (boundary 2 of 3 is empty)");
        CHECK(errorOf(strategy(R"({"kind": "range"})")) ==
              "/strategy/boundaries: is required by the range strategy (B1,B2,...)");
        CHECK(errorOf(strategy(R"({"kind": "lookup"})")) == "/strategy/map: is required by the lookup strategy");
        CHECK(errorOf(strategy(R"({"kind": "mod", "shards": 1000001})")) ==
              "/strategy/shards: must be a whole number from 1 to 1,000,000, got 1000001");
    }
}

TEST_CASE("scenario: version 1.0 is version 1") {
    Scenario s;
    std::string error;
    CHECK(parseScenario(R"({"version": 1.0, "table": {"rcu": 1, "wcu": 1}, "workload": {"duration_s": 5,
                            "keys": [{"key": "a"}]}})",
                        s, error));
    CHECK(error.empty());
    CHECK(errorOf(R"({"version": 1.5})") == "/version: unsupported version 1.5 (this build reads versions 1 and 2)");
}
