// simulate's report of throttling reasons and indexes.
#include "cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace partiscope::cli::testing;

TEST_CASE("simulate reports all 16 throttling reasons in JSON and the non-zero ones in text") {
    TempDir dir;
    // One item at 1500 WCU/s on a 1000 WCU ceiling, never split: 500 key-range throttles a second for 300 s.
    const auto scenario = dir.write("hot.json", R"({"version": 1, "name": "hot",
        "table": {"rcu": 30000, "wcu": 20000}, "capacity": {"adaptive": "instant", "split_after_s": 60},
        "workload": {"duration_s": 300, "writes_per_s": 1500, "keys": [{"key": "celebrity", "sort_key": "single"}]}})");
    const auto r = run({"simulate", "--scenario", scenario, "--format", "json"});
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    const auto& reasons = doc["throttling_reasons"];
    REQUIRE(reasons.size() == 16);
    for (const char* resource : {"Table", "Index"}) {
        for (const char* op : {"Read", "Write"}) {
            for (const char* limit : {"ProvisionedThroughputExceeded", "AccountLimitExceeded",
                                      "KeyRangeThroughputExceeded", "MaxOnDemandThroughputExceeded"}) {
                CHECK(reasons.contains(std::string(resource) + op + limit));
            }
        }
    }
    CHECK(reasons["TableWriteKeyRangeThroughputExceeded"].get<double>() == Approx(500.0 * 300));
    CHECK(reasons["TableWriteProvisionedThroughputExceeded"].get<double>() == 0);
    CHECK(doc["indexes"].is_array());
    CHECK(doc["indexes"].empty());
    CHECK(doc["write_back_pressure_throttle_events"] == 0);
    const auto text = run({"simulate", "--scenario", scenario});
    REQUIRE(text.code == 0);
    CHECK(text.out.find("reason TableWriteKeyRangeThroughputExceeded: 150000 requests") != std::string::npos);
    CHECK(text.out.find("reason TableWriteProvisioned") == std::string::npos);
}

TEST_CASE("simulate: a hot GSI key throttles the base table's writes by back-pressure, under the index's reason") {
    TempDir dir;
    // Worked by hand. The table (10,000 WCU, 11 partitions, ~909 WCU each) gets 2,000 writes/s over four keys pinned
    // to four partitions: 500 WCU/s each, never throttled on its own. 75 % of the items carry status PENDING, pinned
    // to one partition of the ByStatus index: 1,500 WCU/s on a 1,000 WCU ceiling (its allocation, 2,500 WCU, is not
    // the limit), so the index throttles a third of them and the base writes carrying PENDING are refused with that
    // probability: 2,000 x 0.75 / 3 = 500 writes/s, for 100 s.
    const auto scenario = dir.write("gsi.json", R"({"version": 2, "name": "orders",
        "table": {"rcu": 1000, "wcu": 10000,
                  "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"},
                            "rcu": 100, "wcu": 10000, "partitions": 4}]},
        "capacity": {"split_for_heat": false},
        "workload": {"duration_s": 100, "writes_per_s": 2000,
                     "keys": [{"key": "a", "partition": 0}, {"key": "b", "partition": 1},
                              {"key": "c", "partition": 2}, {"key": "d", "partition": 3}],
                     "index_keys": {"ByStatus": [{"key": "PENDING", "weight": 0.75, "partition": 0},
                                                 {"key": "SHIPPED", "weight": 0.25, "partition": 1}]}}})");
    const auto r = run({"simulate", "--scenario", scenario, "--format", "json"});
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["throttling_reasons"]["IndexWriteKeyRangeThroughputExceeded"].get<double>() == Approx(50000));
    CHECK(doc["throttling_reasons"]["TableWriteKeyRangeThroughputExceeded"].get<double>() == 0);
    CHECK(doc["throttling_reasons"]["TableWriteProvisionedThroughputExceeded"].get<double>() == 0);
    CHECK(doc["write_back_pressure_throttle_events"].get<double>() == Approx(50000));
    REQUIRE(doc["indexes"].size() == 1);
    const auto& index = doc["indexes"][0];
    CHECK(index["name"] == "ByStatus");
    CHECK(index["partition_count"] == 4);
    CHECK(index["partitions"].size() == 4);
    const auto text = run({"simulate", "--scenario", scenario});
    REQUIRE(text.code == 0);
    CHECK(text.out.find("ByStatus") != std::string::npos);
    CHECK(text.out.find("reason IndexWriteKeyRangeThroughputExceeded: 50000 requests") != std::string::npos);
}
