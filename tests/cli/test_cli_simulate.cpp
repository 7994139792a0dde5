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
