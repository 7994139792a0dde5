// The words the reports use for a table: its keys, its size and partitions, its indexes' keys, sort-key conditions.
#include "partiscope/simulation_report.h"
#include "partiscope/simulator.h"
#include "partiscope/table_description.h"
#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

#include <string>

using namespace partiscope;

namespace {

WorkloadKey key(const std::string& name, double weight) {
    WorkloadKey k;
    k.key = name;
    k.weight = weight;
    return k;
}

} // namespace

TEST_CASE("a data size gives the partitions it needs alone, about 10 GB each") {
    CHECK(dataSizeText(25) == "25 GB -> at least 3 partitions");
    CHECK(dataSizeText(10) == "10 GB -> at least 1 partition");
    CHECK(dataSizeText(10.5) == "10.5 GB -> at least 2 partitions");
    CHECK(dataSizeText(0).empty());
}

TEST_CASE("the table's partitions say whether they are pinned or derived, and from what") {
    TableSpec table;
    table.rcu = 1000;
    table.wcu = 1000; // ceil(1000/3000 + 1000/1000) = 2
    CHECK(tablePartitionsText(table) == "2 (derived from the capacity)");
    table.sizeGb = 45; // ceil(45/10) = 5
    CHECK(tablePartitionsText(table) == "5 (derived: the capacity needs 2, 45 GB needs 5)");
    table.partitions = 7;
    CHECK(tablePartitionsText(table) == "7 (pinned)");
}

TEST_CASE("index keys: their shares, the sparse remainder, and the keys past the listed ones") {
    CHECK(indexKeySharesText({key("A", 0.5), key("B", 0.5)}, 10) == "A 50 %, B 50 %");
    CHECK(indexKeySharesText({key("A", 0.5), key("B", 0.3)}, 10) ==
          "A 50 %, B 30 %; sparse: 20 % of items write nothing there");
    // The sparse share counts the keys not listed too: 1 - (0.1 + 0.2 + 0.3) = 40 %.
    CHECK(indexKeySharesText({key("A", 0.1), key("B", 0.2), key("C", 0.3)}, 1) ==
          "A 10 % and 2 more keys; sparse: 40 % of items write nothing there");
    WorkloadKey pinned = key("P", 1);
    pinned.partition = 2;
    pinned.sortKey = SortKeyShape::Monotonic;
    CHECK(indexKeySharesText({pinned}, 10) == "P 100 % (monotonic sort key) (pinned to partition 2)");
    CHECK(indexKeySharesText({}, 10) == "none: no item writes to this index");
}

TEST_CASE("sort-key conditions read as DynamoDB writes them") {
    using Condition = AccessPattern::SortKeyCondition;
    CHECK(sortKeyConditionText("SK", Condition{SortKeyOperator::Eq, "x", std::nullopt}) == "SK = x");
    CHECK(sortKeyConditionText("SK", Condition{SortKeyOperator::Lt, "x", std::nullopt}) == "SK < x");
    CHECK(sortKeyConditionText("SK", Condition{SortKeyOperator::Le, "x", std::nullopt}) == "SK <= x");
    CHECK(sortKeyConditionText("SK", Condition{SortKeyOperator::Gt, "x", std::nullopt}) == "SK > x");
    CHECK(sortKeyConditionText("SK", Condition{SortKeyOperator::Ge, "x", std::nullopt}) == "SK >= x");
    CHECK(sortKeyConditionText("date", Condition{SortKeyOperator::Between, "a", std::string("b")}) ==
          "date BETWEEN a AND b");
    CHECK(sortKeyConditionText("SK", Condition{SortKeyOperator::BeginsWith, "2026-11", std::nullopt}) ==
          "begins_with(SK, 2026-11)");
}

TEST_CASE("an access pattern's target: the table's, a GSI's or an LSI's keys") {
    TableSpec table;
    table.keySchema = {{"PK", AttributeType::S}, KeyAttribute{"SK", AttributeType::S}};
    GsiSpec gsi;
    gsi.name = "ByStatus";
    gsi.partitionKey = {"status", AttributeType::S};
    table.gsis.push_back(gsi);
    LsiSpec lsi;
    lsi.name = "ByDate";
    lsi.sortKey = {"date", AttributeType::N};
    table.lsis.push_back(lsi);
    CHECK(targetKeySchema(table, "") == table.keySchema);
    CHECK(targetKeySchema(table, "ByStatus") == KeySchema{{"status", AttributeType::S}, std::nullopt});
    CHECK(targetKeySchema(table, "ByDate") ==
          KeySchema{{"PK", AttributeType::S}, KeyAttribute{"date", AttributeType::N}});
    CHECK(targetText(table, "") == "table");
    CHECK(targetText(table, "ByStatus") == "GSI ByStatus");
    CHECK(targetText(table, "ByDate") == "LSI ByDate");
}

TEST_CASE("a table is described when it says more than its capacity") {
    TableSpec table;
    table.rcu = 100;
    table.wcu = 100;
    CHECK_FALSE(tableIsDescribed(table));
    for (int change = 0; change < 6; ++change) {
        TableSpec t = table;
        switch (change) {
        case 0:
            t.name = "Orders";
            break;
        case 1:
            t.keySchema.partitionKey.name = "id";
            break;
        case 2:
            t.keySchema.sortKey = KeyAttribute{"SK", AttributeType::S};
            break;
        case 3:
            t.sizeGb = 1;
            break;
        case 4:
            t.maxWriteRequestUnits = 10;
            break;
        default:
            t.accountMaxWcu = 1000;
        }
        INFO(change);
        CHECK(tableIsDescribed(t));
    }
}

TEST_CASE("simulate text describes the user's table and keeps a version 1 table's text") {
    const Scenario scenario = parsedScenario(R"({"version": 2, "name": "t",
      "table": {"name": "Orders", "key_schema": {"partition_key": {"name": "PK"}, "sort_key": {"name": "SK"}},
        "rcu": 100, "wcu": 100, "size_gb": 25,
        "gsis": [{"name": "ByStatus", "partition_key": {"name": "status"}, "rcu": 10, "wcu": 10}],
        "lsis": [{"name": "ByDate", "sort_key": {"name": "date", "type": "N"}}]},
      "workload": {"duration_s": 1, "writes_per_s": 10, "keys": [{"key": "a"}, {"key": "b"}, {"key": "c"}],
        "index_keys": {"ByStatus": [{"key": "OPEN", "weight": 0.25}]}}})");
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    INFO(error);
    REQUIRE(simulator);
    simulator->run();
    const std::string text = simulationToText(scenario, simulator->snapshot());
    INFO(text);
    CHECK(text.find("\n  keys of Orders: partition key PK (S), sort key SK (S); 25 GB -> at least 3 partitions\n"
                    "  GSI ByStatus: partition key status (S), sort key none; index keys OPEN 25 %; sparse: 75 % of "
                    "items write nothing there\n"
                    "  LSI ByDate: sort key date (N)\n") != std::string::npos);

    const Scenario version1 = parsedScenario(R"({"version": 1, "table": {"rcu": 100, "wcu": 100},
      "workload": {"duration_s": 1, "writes_per_s": 10, "keys": [{"key": "a"}]}})");
    auto plain = TableSimulator::create(version1, error);
    REQUIRE(plain);
    plain->run();
    CHECK(simulationToText(version1, plain->snapshot()).find("\n  keys") == std::string::npos);
}
