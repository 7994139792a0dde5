// get-metric-data read and lined up with a simulation; figures worked by hand in
// tests/core/import/metric_data/README.md.
#include "partiscope/metric_data.h"

#include <catch2/catch.hpp>

using namespace partiscope;

namespace {

const std::string kFixture = std::string(PARTISCOPE_METRIC_DATA_FIXTURES_DIR) + "/orders-minutes.json";

// 50 WCU, burst off, 100 writes/s of 1 KB: 50 served and 50 throttled every second.
const std::string kScenario = R"({"version": 2, "table": {"rcu": 10, "wcu": 50, "partitions": 1},
  "capacity": {"burst": false}, "workload": {"duration_s": 180, "writes_per_s": 100, "keys": [{"key": "A"}]}})";

ImportProblem problemOf(const std::string& json) {
    ObservedMetrics observed;
    auto problem = readMetricData(json, "m.json", observed);
    REQUIRE(problem);
    CHECK(problem->file == "m.json");
    return *problem;
}

} // namespace

TEST_CASE("metric data: results are identified by Label or Id, sorted oldest first, the period from their spacing",
          "[metric-data]") {
    ObservedMetrics observed;
    REQUIRE_FALSE(loadMetricDataFile(kFixture, observed));
    REQUIRE(observed.metrics.size() == 2);
    CHECK(observed.metrics[0].metric == "ConsumedWriteCapacityUnits");
    CHECK(observed.metrics[0].periodS == 60);
    CHECK(observed.metrics[0].values == std::vector<double>{3000, 2400, 3600});
    CHECK(observed.metrics[0].epochS.front() == 1699999980);
    CHECK(observed.metrics[1].metric == "WriteThrottleEvents"); // from the Id: the Label is empty
    REQUIRE(observed.notes.size() == 1);
    CHECK(observed.notes[0].find("ProvisionedWriteCapacityUnits") != std::string::npos);
}

TEST_CASE("metric data: the simulation summed over CloudWatch's periods, aligned on the first timestamp",
          "[metric-data]") {
    ObservedMetrics observed;
    REQUIRE_FALSE(loadMetricDataFile(kFixture, observed));
    Scenario scenario;
    std::string error;
    REQUIRE(parseScenario(kScenario, scenario, error));
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    ObservedComparison comparison(observed);
    runForComparison(*simulator, comparison);
    const auto results = comparison.results();
    REQUIRE(results.size() == 2);
    const MetricComparison& consumed = results[0];
    CHECK(consumed.periodS == 60);
    REQUIRE(consumed.points.size() == 3);
    CHECK(consumed.points[0] == MetricComparison::Point{0, 3000, 3000});
    CHECK(consumed.points[1].t == 60);
    CHECK(consumed.points[1].simulated == Approx(3000));
    CHECK(consumed.points[2].observed == 3600);
    CHECK(consumed.meanAbsError == Approx(400));
    CHECK(results[1].metric == "WriteThrottleEvents");
    CHECK(results[1].meanAbsError == Approx(0).margin(1e-6));
}

TEST_CASE("metric data: points past the simulated duration are left out", "[metric-data]") {
    ObservedMetrics observed;
    REQUIRE_FALSE(loadMetricDataFile(kFixture, observed));
    Scenario scenario;
    std::string error;
    REQUIRE(parseScenario(kScenario, scenario, error));
    scenario.workload.durationS = 100; // the minute starting at 60 ends after the run
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    ObservedComparison comparison(observed);
    runForComparison(*simulator, comparison);
    CHECK(comparison.results()[0].points.size() == 1);
}

TEST_CASE("metric data: bad input names the JSON path", "[metric-data]") {
    CHECK(problemOf("{\"MetricDataResults\": [").jsonPath == "/");
    CHECK(problemOf("{}").jsonPath == "/MetricDataResults");
    CHECK(problemOf(R"({"MetricDataResults": [{"Id": "wcu", "Label": "ConsumedWriteCapacityUnits",
        "Timestamps": ["2023-11-14T22:13:00Z", "2023-11-14T22:14:00Z"], "Values": [1]}]})")
              .jsonPath == "/MetricDataResults/0/Values");
    CHECK(problemOf(R"({"MetricDataResults": [{"Id": "wcu", "Label": "ConsumedWriteCapacityUnits",
        "Timestamps": ["2023-11-14T22:13:00Z", "noon"], "Values": [1, 2]}]})")
              .jsonPath == "/MetricDataResults/0/Timestamps/1");
    CHECK(problemOf(R"({"MetricDataResults": [{"Id": "wcu", "Label": "ConsumedWriteCapacityUnits",
        "Timestamps": ["2023-11-14T22:13:00Z", "2023-11-14T22:14:00Z"], "Values": [1, "2"]}]})")
              .jsonPath == "/MetricDataResults/0/Values/1");
    CHECK(problemOf(R"({"MetricDataResults": [{"Id": "wcu", "Label": "ConsumedWriteCapacityUnits",
        "Timestamps": ["2023-11-14T22:13:00Z"], "Values": [1]}]})")
              .jsonPath == "/MetricDataResults/0/Timestamps");
    CHECK(problemOf(R"({"MetricDataResults": [{"Id": "wcu", "Label": "ConsumedWriteCapacityUnits",
        "Timestamps": [], "Values": [], "StatusCode": "Forbidden"}]})")
              .jsonPath == "/MetricDataResults/0/StatusCode");
    CHECK(problemOf(R"({"MetricDataResults": [{"Id": "x", "Label": "Latency", "Timestamps": [], "Values": []}]})")
              .jsonPath == "/MetricDataResults");
}

TEST_CASE("metric data: ISO 8601 times with an offset or fractions", "[metric-data]") {
    ObservedMetrics observed;
    REQUIRE_FALSE(readMetricData(R"({"MetricDataResults": [{"Id": "consumed_read_capacity_units",
        "Timestamps": ["2023-11-14T23:13:00.000+01:00", "2023-11-14T22:18:00Z"], "Values": [1, 2]}]})",
                                 "m.json", observed));
    CHECK(observed.metrics[0].metric == "ConsumedReadCapacityUnits");
    CHECK(observed.metrics[0].epochS == std::vector<std::int64_t>{1699999980, 1700000280});
    CHECK(observed.metrics[0].periodS == 300);
}

TEST_CASE("metric data: the sampling interval divides every period boundary", "[metric-data]") {
    ObservedMetrics observed;
    // A 300 s metric from 22:13 and a 120 s one from 22:14: boundaries at multiples of 60 s from 22:13.
    REQUIRE_FALSE(readMetricData(R"({"MetricDataResults": [
        {"Id": "consumedWriteCapacityUnits", "Timestamps": ["2023-11-14T22:13:00Z", "2023-11-14T22:18:00Z"], "Values": [1, 2]},
        {"Id": "consumedReadCapacityUnits", "Timestamps": ["2023-11-14T22:14:00Z", "2023-11-14T22:16:00Z"], "Values": [1, 2]}]})",
                                 "m.json", observed));
    CHECK(metricSampleEveryS(observed) == 60);
    const ObservedComparison comparison(observed);
    CHECK(comparison.wantsSample(0));
    CHECK(comparison.wantsSample(300));
    CHECK(comparison.wantsSample(60));
    CHECK(comparison.wantsSample(180));
    CHECK_FALSE(comparison.wantsSample(120)); // no period starts or ends there
    CHECK_FALSE(comparison.wantsSample(30));
}
