// simulate and advise with --scenario plus --items/--pk/--index-key: a scenario's keys and index keys from items.
#include "cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace partiscope::cli::testing;

namespace {

// Two GSIs with room to spare (nothing throttles), so the consumed units are the writes themselves.
constexpr const char* kOrdersScenario = R"({"version": 2, "name": "orders",
    "table": {"rcu": 1000, "wcu": 10000,
              "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"}, "rcu": 100, "wcu": 10000},
                       {"name": "ByRegion", "partition_key": {"name": "region", "type": "S"}, "rcu": 100, "wcu": 10000}]},
    "workload": {"duration_s": 60, "writes_per_s": 100, "keys": [{"key": "a"}],
                 "index_keys": {"ByStatus": [{"key": "OLD", "weight": 0.25}]}}})";

// Eight items; o4 and o7 have no status, o6 no region.
constexpr const char* kOrdersCsv = "orderid,status,region\n"
                                   "o1,PENDING,eu\n"
                                   "o2,SHIPPED,eu\n"
                                   "o3,PENDING,us\n"
                                   "o4,,us\n"
                                   "o5,PENDING,eu\n"
                                   "o6,DELIVERED,\n"
                                   "o7,,eu\n"
                                   "o8,SHIPPED,us\n";

double indexConsumedWcu(const nlohmann::json& doc, const std::string& name) {
    for (const auto& index : doc["indexes"]) {
        if (index["name"] == name) {
            return index["metrics"]["ConsumedWriteCapacityUnits"].get<double>();
        }
    }
    FAIL("no index " << name);
    return 0;
}

} // namespace

TEST_CASE("simulate --items --index-key: the index is written by the share of items that carry its key") {
    TempDir dir;
    const auto scenario = dir.write("orders.json", kOrdersScenario);
    const auto items = dir.write("orders.csv", kOrdersCsv);
    const auto r = run({"simulate", "--scenario", scenario, "--items", items, "--pk", "ORDER#{orderid}", "--index-key",
                        "ByStatus={status}", "--index-key=ByRegion=REGION#{region}", "--format", "json"});
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    // By hand: 100 writes/s for 60 s of 1 KB items, 1 WCU each. 6 of 8 items carry status, 7 of 8 a region.
    CHECK(doc["metrics"]["ConsumedWriteCapacityUnits"].get<double>() == Approx(6000));
    CHECK(indexConsumedWcu(doc, "ByStatus") == Approx(100 * 60 * 6.0 / 8));
    CHECK(indexConsumedWcu(doc, "ByRegion") == Approx(100 * 60 * 7.0 / 8));

    SECTION("without --index-key a GSI keeps the scenario's index keys") {
        const auto kept =
            run({"simulate", "--scenario", scenario, "--items", items, "--pk", "ORDER#{orderid}", "--format", "json"});
        REQUIRE(kept.code == 0);
        const auto keptDoc = nlohmann::json::parse(kept.out);
        CHECK(indexConsumedWcu(keptDoc, "ByStatus") == Approx(100 * 60 * 0.25));
        CHECK(indexConsumedWcu(keptDoc, "ByRegion") == 0);
    }
    SECTION("advise reads the same items into the scenario") {
        const auto advice = run({"advise", "--scenario", scenario, "--items", items, "--pk", "ORDER#{orderid}",
                                 "--index-key", "ByStatus={status}", "--format", "json"});
        CHECK(advice.code == 0);
        CHECK(nlohmann::json::parse(advice.out).contains("findings"));
    }
}

TEST_CASE("simulate --index-key: errors name the file and line, the GSI, or the missing flag") {
    TempDir dir;
    const auto scenario = dir.write("orders.json", kOrdersScenario);
    // Line 3's status makes an index key over DynamoDB's 2,048-byte partition key limit; its table key is fine.
    const auto bad = dir.write("bad.csv", "orderid,status\no1,OPEN\no2," + std::string(2049, 's') + "\n");
    const auto r = run(
        {"simulate", "--scenario", scenario, "--items", bad, "--pk", "{orderid}", "--index-key", "ByStatus={status}"});
    CHECK(r.code == 2);
    CHECK(r.err.find(bad + ":3: --index-key ByStatus: built index key: key is 2,049 bytes") != std::string::npos);

    const auto items = dir.write("orders.csv", kOrdersCsv);
    const auto unknown = run(
        {"simulate", "--scenario", scenario, "--items", items, "--pk", "{orderid}", "--index-key", "ByDate={date}"});
    CHECK(unknown.code == 2);
    CHECK(unknown.err.find("--index-key ByDate: the scenario has no GSI of that name (it has ByStatus, ByRegion)") !=
          std::string::npos);
    const auto column = run(
        {"simulate", "--scenario", scenario, "--items", items, "--pk", "{orderid}", "--index-key", "ByStatus={state}"});
    CHECK(column.err.find(items + ": --index-key ByStatus: the index key template names column 'state'") !=
          std::string::npos);
    const auto shape =
        run({"simulate", "--scenario", scenario, "--items", items, "--pk", "{orderid}", "--index-key", "ByStatus"});
    CHECK(shape.err.find("--index-key must be NAME=TEMPLATE") != std::string::npos);
    const auto alone = run({"simulate", "--scenario", scenario, "--index-key", "ByStatus={status}"});
    CHECK(alone.code == 2);
    CHECK(alone.err.find("--index-key needs --items FILE.csv") != std::string::npos);
    const auto noPk = run({"simulate", "--scenario", scenario, "--items", items});
    CHECK(noPk.err.find("--items needs --pk TEMPLATE") != std::string::npos);
    const auto advise = run({"advise", "--keys", items, "--index-key", "ByStatus={status}"});
    CHECK(advise.err.find("--index-key needs --scenario FILE") != std::string::npos);
}
