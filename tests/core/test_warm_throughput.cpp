// Warm throughput (API WarmThroughput, DG warm-throughput.html and warm-throughput-scenarios.html): the rate a table
// or GSI serves at once. The key space starts with the partitions for it (historical formula), and an on-demand key
// space serves up to it at once as it serves twice its previous peak. Every figure below is worked by hand.
#include "partiscope/advisor.h"
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"
#include "partiscope/table_description.h"

#include "import/describe_table.h"
#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

using namespace partiscope;

namespace {

/// A new on-demand table, 10,000 evenly written keys of 1 KB, 10 s, no retries, optionally a warm throughput.
std::string onDemandTable(double writesPerS, const std::string& warm = "") {
    return R"({"version": 2, "table": {"mode": "on-demand")" + (warm.empty() ? "" : ", \"warm_throughput\": " + warm) +
           R"(}, "workload": {"duration_s": 10, "writes_per_s": )" + std::to_string(static_cast<int>(writesPerS)) +
           R"(, "generator": {"kind": "uniform", "count": 10000}}})";
}

const Finding* findingOf(const std::vector<Finding>& findings, std::string_view id) {
    for (const Finding& f : findings) {
        if (f.id == id) {
            return &f;
        }
    }
    return nullptr;
}

} // namespace

TEST_CASE("warm throughput is read, checked at its JSON path, and saved back equal", "[warm]") {
    const Scenario scenario =
        parsedScenario(onDemandTable(100, R"({"read_units_per_second": 30000, "write_units_per_second": 10000})"));
    CHECK(scenario.table.warmThroughput.readUnitsPerSecond == 30000.0);
    CHECK(scenario.table.warmThroughput.writeUnitsPerSecond == 10000.0);
    Scenario reread;
    std::string error;
    REQUIRE(parseScenario(scenarioToJson(scenario), reread, error));
    CHECK(reread == scenario);

    const Scenario writeOnly = parsedScenario(onDemandTable(100, R"({"write_units_per_second": 8000})"));
    CHECK_FALSE(writeOnly.table.warmThroughput.readUnitsPerSecond.has_value());
    CHECK(writeOnly.table.warmThroughput.writeUnitsPerSecond == 8000.0);

    Scenario refused;
    CHECK_FALSE(parseScenario(onDemandTable(100, R"({"write_units_per_second": 0})"), refused, error));
    CHECK(error.rfind("/table/warm_throughput/write_units_per_second: ", 0) == 0);
    CHECK_FALSE(parseScenario(onDemandTable(100, R"({"WriteUnitsPerSecond": 8000})"), refused, error));
    CHECK(error.find("/table/warm_throughput") != std::string::npos);

    Scenario edited = scenario;
    edited.table.warmThroughput.writeUnitsPerSecond = -1;
    const auto problem = checkScenario(edited);
    REQUIRE(problem);
    CHECK(problem->path == "/table/warm_throughput/write_units_per_second");
}

TEST_CASE("a table has the partitions of its warm throughput: DG's provisioned example", "[warm]") {
    // DG warm-throughput-scenarios: a provisioned table at 4,000 RCU / 8,000 WCU with a warm throughput of 30,000
    // reads / 10,000 writes can be raised to those at once. Its partitions: ceil(30000/3000 + 10000/1000) = 20,
    // where the capacity alone gives ceil(4000/3000 + 8000/1000) = ceil(9.33) = 10.
    TableSpec table;
    table.rcu = 4000;
    table.wcu = 8000;
    CHECK(derivedPartitionCount(table) == 10);
    table.warmThroughput = WarmThroughput{30000.0, 10000.0};
    CHECK(derivedPartitionCount(table) == 20);
    // A warm throughput below the capacity changes nothing: the capacity counts.
    table.warmThroughput = WarmThroughput{1000.0, 1000.0};
    CHECK(derivedPartitionCount(table) == 10);

    // On demand: max(12000, warm, 2 x peak) reads and max(4000, warm, 2 x peak) writes.
    TableSpec onDemand;
    onDemand.mode = CapacityMode::OnDemand;
    CHECK(derivedPartitionCount(onDemand) == 8); // ceil(12000/3000 + 4000/1000)
    onDemand.warmThroughput.writeUnitsPerSecond = 8000;
    CHECK(derivedPartitionCount(onDemand) == 12); // ceil(4 + 8)
    onDemand.previousPeakWcu = 5000;              // twice it is above the warm figure
    CHECK(derivedPartitionCount(onDemand) == 14); // ceil(4 + 10)

    GsiSpec gsi;
    gsi.warmThroughput.writeUnitsPerSecond = 20000;
    CHECK(derivedPartitionCount(gsi, onDemand) == 24); // ceil(12000/3000 + 20000/1000)
}

TEST_CASE("onDemandInstantUnits: the most of the initial throughput, the warm throughput and twice the peak",
          "[warm]") {
    CHECK(onDemandInstantUnits(4000, std::nullopt, 0) == 4000);
    CHECK(onDemandInstantUnits(4000, 2000.0, 0) == 4000); // warm throughput is never below a new table's
    CHECK(onDemandInstantUnits(4000, 8000.0, 0) == 8000);
    CHECK(onDemandInstantUnits(4000, 8000.0, 5000) == 10000);
}

TEST_CASE("a pre-warmed on-demand table serves a launch at once that a new table throttles", "[warm][simulator]") {
    // 6,000 writes/s of 1 KB on a new table: its initial 4,000 WRU serve 4,000/s, 2,000/s throttle for 10 s.
    const auto cold = runToEnd(parsedScenario(onDemandTable(6000)));
    CHECK(cold.metrics.writeThrottleEvents == Approx(20000));
    CHECK(cold.metrics.onDemandScalingThrottleEvents == Approx(20000));
    // Pre-warmed to 8,000 writes/s: 12 partitions (see above) of about 500 WCU/s each, all served.
    const Scenario warmScenario = parsedScenario(onDemandTable(6000, R"({"write_units_per_second": 8000})"));
    const auto warm = runToEnd(warmScenario);
    CHECK(warm.metrics.writeThrottleEvents == 0);
    CHECK(warm.metrics.consumedWriteCapacityUnits == Approx(60000));
    CHECK(warm.partitions.size() == 12);
    // A warm figure below the initial throughput is the initial throughput: the same throttles as the new table.
    const auto low = runToEnd(parsedScenario(onDemandTable(6000, R"({"write_units_per_second": 2000})")));
    CHECK(low.metrics.writeThrottleEvents == Approx(20000));
    // Pre-warmed to 5,000 only: 1,000/s still throttle.
    const auto short_ = runToEnd(parsedScenario(onDemandTable(6000, R"({"write_units_per_second": 5000})")));
    CHECK(short_.metrics.writeThrottleEvents == Approx(10000));
}

TEST_CASE("a pre-warmed GSI takes index writes at once that a new one back-pressures", "[warm][simulator]") {
    // Every item carries the index key, spread over 10,000 values: the index is asked 6,000 WCU/s of 1 KB entries.
    // A new on-demand index serves 4,000 of them; the base writes of the other 2,000/s are throttled (back-pressure),
    // 20,000 in 10 s. Pre-warmed to 8,000 writes/s, the index takes them all.
    std::string index_keys = R"("index_keys": {"ByOwner": [)";
    for (int i = 0; i < 100; ++i) {
        index_keys += (i ? "," : "") + std::string(R"({"key": "OWNER#)") + std::to_string(i) + R"(", "weight": 0.01})";
    }
    index_keys += "]}";
    auto scenarioWith = [&](const std::string& gsiWarm) {
        return parsedScenario(
            R"({"version": 2, "table": {"mode": "on-demand", "warm_throughput": {"write_units_per_second": 8000},
                "key_schema": {"partition_key": {"name": "PK", "type": "S"}},
                "gsis": [{"name": "ByOwner", "partition_key": {"name": "owner", "type": "S"})" +
            gsiWarm + R"(}]},
              "workload": {"duration_s": 10, "writes_per_s": 6000, "generator": {"kind": "uniform", "count": 10000},
                           )" +
            index_keys + "}}");
    };
    const auto cold = runToEnd(scenarioWith(""));
    CHECK(cold.metrics.writeThrottleEvents == Approx(20000));
    const auto warm = runToEnd(scenarioWith(R"(, "warm_throughput": {"write_units_per_second": 8000})"));
    CHECK(warm.metrics.writeThrottleEvents == 0);
}

TEST_CASE("on-demand-peak recommends the warm throughput that serves the peak, and entering it works",
          "[warm][advisor]") {
    const Scenario cold = parsedScenario(onDemandTable(6000));
    const ScenarioAnalysis analysis = analysedScenario(cold); // the findings live in it
    const Finding* peak = findingOf(analysis.findings, "on-demand-peak");
    REQUIRE(peak);
    CHECK(peak->evidence.find("serves at once up to 4,000 WCU/s") != std::string::npos);
    CHECK(peak->recommendation.find("a warm throughput of 6,000 write units per second") != std::string::npos);

    Scenario prewarmed = cold;
    prewarmed.table.warmThroughput.writeUnitsPerSecond = 6000;
    CHECK(runToEnd(prewarmed).metrics.writeThrottleEvents == 0);
    CHECK(findingOf(analysedScenario(prewarmed).findings, "on-demand-peak") == nullptr);
}

TEST_CASE("describe-table's WarmThroughput is read for the table and each GSI", "[warm][import][describe]") {
    const std::string json = R"({"Table": {
        "TableName": "Launch",
        "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"},
                                 {"AttributeName": "owner", "AttributeType": "S"}],
        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
        "BillingModeSummary": {"BillingMode": "PAY_PER_REQUEST"},
        "WarmThroughput": {"ReadUnitsPerSecond": 30000, "WriteUnitsPerSecond": 10000, "Status": "UPDATING"},
        "GlobalSecondaryIndexes": [{
            "IndexName": "ByOwner",
            "KeySchema": [{"AttributeName": "owner", "KeyType": "HASH"}],
            "Projection": {"ProjectionType": "KEYS_ONLY"},
            "WarmThroughput": {"ReadUnitsPerSecond": 12000, "WriteUnitsPerSecond": 4000, "Status": "ACTIVE"}
        }]
    }})";
    import_detail::DescribedTable read;
    std::string error;
    REQUIRE(import_detail::readDescribeTable(json, read, error));
    CHECK(read.table.warmThroughput == WarmThroughput{30000.0, 10000.0});
    REQUIRE(read.table.gsis.size() == 1);
    CHECK(read.table.gsis[0].warmThroughput == WarmThroughput{12000.0, 4000.0});
    CHECK(tableCapacityText(read.table) == "on-demand, a new table; warm throughput reads 30,000/s, writes 10,000/s");

    const std::string hostile = R"({"Table": {"TableName": "T",
        "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
        "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
        "WarmThroughput": {"ReadUnitsPerSecond": 1e300}}})";
    CHECK_FALSE(import_detail::readDescribeTable(hostile, read, error));
    CHECK(error.rfind("/Table/WarmThroughput/ReadUnitsPerSecond: ", 0) == 0);
}
