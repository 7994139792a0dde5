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

TEST_CASE("simulate --observed: CloudWatch's get-metric-data beside the simulation, per period") {
    TempDir dir;
    // 50 WCU, burst off, 100 writes/s: 3,000 WCU consumed and 3,000 writes throttled a minute.
    const auto scenario = dir.write("s.json", R"({"version": 2, "table": {"rcu": 10, "wcu": 50, "partitions": 1},
        "capacity": {"burst": false}, "workload": {"duration_s": 120, "writes_per_s": 100, "keys": [{"key": "A"}]}})");
    const auto observed = dir.write("m.json", R"({"MetricDataResults": [{"Id": "wcu",
        "Label": "ConsumedWriteCapacityUnits", "StatusCode": "Complete",
        "Timestamps": ["2023-11-14T22:14:00Z", "2023-11-14T22:13:00Z"], "Values": [2000, 3000]}], "Messages": []})");
    const auto r = run({"simulate", "--scenario", scenario, "--observed", observed, "--format", "json"});
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    const auto& series = doc["observed_vs_simulated"];
    REQUIRE(series.size() == 1);
    CHECK(series[0]["metric"] == "ConsumedWriteCapacityUnits");
    CHECK(series[0]["period_s"] == 60);
    REQUIRE(series[0]["points"].size() == 2);
    CHECK(series[0]["points"][0]["t"] == 0);
    CHECK(series[0]["points"][0]["observed"].get<double>() == 3000);
    CHECK(series[0]["points"][0]["simulated"].get<double>() == Approx(3000));
    CHECK(series[0]["points"][1]["t"] == 60);
    CHECK(series[0]["mean_abs_error"].get<double>() == Approx(500)); // (0 + 1000) / 2
    const auto text = run({"simulate", "--scenario", scenario, "--observed", observed});
    REQUIRE(text.code == 0);
    CHECK(text.out.find("ConsumedWriteCapacityUnits (60 s periods, 2 compared): observed 5000, simulated 6000, "
                        "mean absolute error 500.0 per period") != std::string::npos);
    const auto plain = run({"simulate", "--scenario", scenario, "--format", "json"});
    CHECK_FALSE(nlohmann::json::parse(plain.out).contains("observed_vs_simulated"));
}

TEST_CASE("simulate --observed: a wrong metric-data file is refused with its JSON path") {
    TempDir dir;
    const auto scenario = dir.write("s.json", R"({"version": 2, "table": {"rcu": 10, "wcu": 50},
        "workload": {"duration_s": 60, "writes_per_s": 10, "keys": [{"key": "A"}]}})");
    const auto observed = dir.write("m.json", R"({"MetricDataResults": [{"Id": "wcu",
        "Label": "ConsumedWriteCapacityUnits", "Timestamps": ["2023-11-14T22:13:00Z", "2023-11-14T22:14:00Z"],
        "Values": [1, "x"]}]})");
    const auto r = run({"simulate", "--scenario", scenario, "--observed", observed});
    CHECK(r.code != 0);
    CHECK(r.err.find(observed + ": /MetricDataResults/0/Values/1: expected a number") != std::string::npos);
}

// DynamoDB provisions at most the per-table quota (default 40,000 RCU and 40,000 WCU) to a table or any of its GSIs
// (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html): the real binary refuses a
// 50,000-WCU table before simulating or pricing it, and simulates it once the file states a raised quota.
TEST_CASE("simulate and advise refuse a provisioned table above the per-table quota unless a raised one is stated",
          "[quotas]") {
    TempDir dir;
    const std::string body = R"("workload": {"duration_s": 10, "writes_per_s": 100, "keys": [{"key": "a"}]}})";
    const auto over = dir.write("over.json", R"({"version": 2, "table": {"rcu": 1000, "wcu": 50000}, )" + body);
    for (const char* command : {"simulate", "advise"}) {
        INFO(command);
        const auto r = runBinary(std::string(command) + " --scenario " + over);
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK(r.err.find("/table/wcu: must be at most 40,000 WCU, the per-table quota (Service Quotas' default; "
                         "state a raised quota in /table/account_max_wcu): DynamoDB provisions no more to a table or "
                         "to any of its GSIs; got 50,000") != std::string::npos);
    }
    const auto raised = dir.write(
        "raised.json", R"({"version": 2, "table": {"rcu": 1000, "wcu": 50000, "account_max_wcu": 50000}, )" + body);
    CHECK(runBinary("simulate --scenario " + raised).code == 0);
}

// On-demand: the per-table quota caps what the table serves (above it, TableWriteAccountLimitExceeded), and a
// configured MaxWriteRequestUnits caps it too (TableWriteMaxOnDemandThroughputExceeded)
// (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/throttling-account-limit-exceeded-mitigation.html).
// The advisor names each with its count; the report writes every request count whole.
TEST_CASE("advise names throttles by the account quota and by the on-demand maximum, with their counts", "[quotas]") {
    TempDir dir;
    // 45,000 writes/s against the 40,000 WRU quota (the previous peak of 50,000 would allow 100,000): 5,000 a second
    // for 10 s = 50,000 throttled.
    const auto quota = dir.write("quota.json", R"({"version": 2,
        "table": {"mode": "on-demand", "previous_peak_wcu": 50000},
        "workload": {"duration_s": 10, "writes_per_s": 45000, "generator": {"kind": "uniform", "count": 10000}}})");
    const auto r = runBinary("advise --scenario " + quota);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("No findings") == std::string::npos);
    CHECK(r.out.find("[critical] account-limit: Requests passed the per-table account quota") != std::string::npos);
    CHECK(r.out.find("50,000 requests throttled with TableWriteAccountLimitExceeded (limit 40,000 request units/s)") !=
          std::string::npos);
    // 1,500 writes/s against MaxWriteRequestUnits 1,000: 500 a second for 10 s = 5,000 throttled.
    const auto maximum = dir.write("maximum.json", R"({"version": 2,
        "table": {"mode": "on-demand", "max_write_request_units": 1000},
        "workload": {"duration_s": 10, "writes_per_s": 1500, "generator": {"kind": "uniform", "count": 10000}}})");
    const auto m = runBinary("advise --scenario " + maximum);
    REQUIRE(m.code == 0);
    CHECK(m.out.find("max-on-demand-throughput: Requests passed the configured maximum on-demand throughput") !=
          std::string::npos);
    CHECK(m.out.find("5,000 requests throttled with TableWriteMaxOnDemandThroughputExceeded (limit 1,000 request "
                     "units/s)") != std::string::npos);
    const auto json = runBinary("simulate --scenario " + maximum + " --format json");
    REQUIRE(json.code == 0);
    const auto doc = nlohmann::json::parse(json.out);
    for (const auto& [name, count] : doc["throttling_reasons"].items()) {
        INFO(name);
        CHECK(count.is_number_integer());
    }
    CHECK(doc["throttling_reasons"]["TableWriteMaxOnDemandThroughputExceeded"] == 5000);
    CHECK(doc["metrics"]["WriteMaxOnDemandThroughputThrottleEvents"] == 5000);
    CHECK(doc["failed_requests"] == 5000);
}
