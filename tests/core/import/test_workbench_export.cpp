// A scenario written as a NoSQL Workbench model: the table's definition as Workbench writes it (DG "Exporting a
// data model"; the sample models Workbench ships) and sample items of the hottest keys under the strategy.
#include "partiscope/access_pattern_queries.h"
#include "partiscope/import/workbench_export.h"

#include "../orders_scenario.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace partiscope;
using Json = nlohmann::json;

namespace {

Scenario hotColdScenario() {
    Scenario s;
    s.name = "hot and cold";
    s.table.name = "Events";
    s.table.keySchema.partitionKey = {"PK", AttributeType::S};
    s.table.keySchema.sortKey = KeyAttribute{"SK", AttributeType::N};
    s.table.rcu = 30;
    s.table.wcu = 20;
    GsiSpec byKind;
    byKind.name = "ByKind";
    byKind.partitionKey = {"kind", AttributeType::S};
    byKind.projection = Projection::Include;
    byKind.nonKeyAttributes = {"note"};
    byKind.rcu = 5;
    byKind.wcu = 5;
    s.table.gsis.push_back(byKind);
    s.workload.durationS = 60;
    s.workload.keys = {WorkloadKey{"COLD", 1, std::nullopt, SortKeyShape::Random, std::nullopt},
                       WorkloadKey{"HOT", 9, std::nullopt, SortKeyShape::Random, std::nullopt}};
    s.workload.indexKeys["ByKind"] = {WorkloadKey{"login", 0.2, std::nullopt, SortKeyShape::Random, std::nullopt},
                                      WorkloadKey{"click", 0.7, std::nullopt, SortKeyShape::Random, std::nullopt}};
    s.strategy.kind = StrategyKind::Random;
    s.strategy.shards = 2;
    return s;
}

} // namespace

TEST_CASE("workbench export: the table as Workbench 3.0 writes it", "[import][workbench][export]") {
    const Json model = Json::parse(scenarioToWorkbenchModel(hotColdScenario(), "Nov 30, 2026, 10:05 PM"));
    CHECK(model["ModelName"] == "hot and cold");
    CHECK(model["ModelMetadata"]["Version"] == "3.0");
    CHECK(model["ModelMetadata"]["AWSService"] == "Amazon DynamoDB");
    CHECK(model["ModelMetadata"]["DateCreated"] == "Nov 30, 2026, 10:05 PM");
    REQUIRE(model["DataModel"].size() == 1);
    const Json& table = model["DataModel"][0];
    CHECK(table["TableName"] == "Events");
    CHECK(table["KeyAttributes"] == Json::parse(R"({"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
                                                     "SortKey": {"AttributeName": "SK", "AttributeType": "N"}})"));
    CHECK(table["NonKeyAttributes"] == Json::parse(R"([{"AttributeName": "kind", "AttributeType": "S"}])"));
    CHECK(table["GlobalSecondaryIndexes"] == Json::parse(R"([{"IndexName": "ByKind",
                           "KeyAttributes": {"PartitionKey": {"AttributeName": "kind", "AttributeType": "S"}},
                           "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["note"]}}])"));
    CHECK(table["BillingMode"] == "PROVISIONED");
    CHECK(table["ProvisionedCapacitySettings"]["ProvisionedThroughput"] ==
          Json::parse(R"({"ReadCapacityUnits": 30, "WriteCapacityUnits": 20})"));
}

TEST_CASE("workbench export: sample items of the hottest keys, one per physical key", "[import][workbench][export]") {
    const Json model = Json::parse(scenarioToWorkbenchModel(hotColdScenario(), "d"));
    const Json& items = model["DataModel"][0]["TableData"];
    // HOT (weight 9) before COLD, each over the 2 random shards (#1, #2); the index keys in turn, hottest (click)
    // first.
    REQUIRE(items.size() == 4);
    CHECK(items[0] == Json::parse(R"({"PK": {"S": "HOT#1"}, "SK": {"N": "1"}, "kind": {"S": "click"}})"));
    CHECK(items[1] == Json::parse(R"({"PK": {"S": "HOT#2"}, "SK": {"N": "1"}, "kind": {"S": "login"}})"));
    CHECK(items[2] == Json::parse(R"({"PK": {"S": "COLD#1"}, "SK": {"N": "1"}, "kind": {"S": "click"}})"));
    CHECK(items[3]["PK"] == Json::parse(R"({"S": "COLD#2"})"));
}

TEST_CASE("workbench export: at most 100 sample items, on-demand without capacity", "[import][workbench][export]") {
    Scenario s = hotColdScenario();
    s.table.mode = CapacityMode::OnDemand;
    s.workload.keys.clear();
    s.workload.generator = GeneratorSpec{};
    s.workload.generator->count = 500;
    const Json model = Json::parse(scenarioToWorkbenchModel(s, "d"));
    const Json& table = model["DataModel"][0];
    CHECK(table["TableData"].size() == kWorkbenchSampleItems);
    CHECK(table["BillingMode"] == "PAY_PER_REQUEST");
    CHECK_FALSE(table.contains("ProvisionedCapacitySettings"));
}

TEST_CASE("workbench export: a sharded number key is no number: its items are left out",
          "[import][workbench][export]") {
    Scenario s = hotColdScenario();
    s.table.keySchema.partitionKey.type = AttributeType::N;
    s.workload.keys = {WorkloadKey{"12", 1, std::nullopt, SortKeyShape::Random, std::nullopt}};
    CHECK(Json::parse(scenarioToWorkbenchModel(s, "d"))["DataModel"][0]["TableData"].empty());
    s.strategy = StrategyConfig{};
    const Json unsharded = Json::parse(scenarioToWorkbenchModel(s, "d"));
    REQUIRE(unsharded["DataModel"][0]["TableData"].size() == 1);
    CHECK(unsharded["DataModel"][0]["TableData"][0]["PK"] == Json::parse(R"({"N": "12"})"));
}

TEST_CASE("workbench export: an unnamed table gets the scenario's table name", "[import][workbench][export]") {
    Scenario s = test::ordersScenario();
    s.table.name.clear();
    const Json model = Json::parse(scenarioToWorkbenchModel(s, "d"));
    CHECK(model["DataModel"][0]["TableName"] == scenarioTableName(s));
}
