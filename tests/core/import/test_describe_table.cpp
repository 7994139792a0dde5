// `aws dynamodb describe-table --table-name T` output read into a table spec. The fixtures follow the API reference
// (DescribeTable response: TableDescription, KeySchemaElement, AttributeDefinition, GlobalSecondaryIndexDescription,
// LocalSecondaryIndexDescription, BillingModeSummary, ProvisionedThroughputDescription, OnDemandThroughput).

#include "import/describe_table.h"

#include <catch2/catch.hpp>

#include <string>

using namespace partiscope;
using import_detail::DescribedTable;
using import_detail::readDescribeTable;

namespace {

constexpr std::string_view kProvisionedOrders = R"({
    "Table": {
        "AttributeDefinitions": [
            {"AttributeName": "PK", "AttributeType": "S"},
            {"AttributeName": "SK", "AttributeType": "S"},
            {"AttributeName": "status", "AttributeType": "S"},
            {"AttributeName": "createdAt", "AttributeType": "N"}
        ],
        "TableName": "Orders",
        "KeySchema": [
            {"AttributeName": "PK", "KeyType": "HASH"},
            {"AttributeName": "SK", "KeyType": "RANGE"}
        ],
        "TableStatus": "ACTIVE",
        "CreationDateTime": "2026-11-30T10:00:00.000000+00:00",
        "ProvisionedThroughput": {
            "NumberOfDecreasesToday": 0,
            "ReadCapacityUnits": 500,
            "WriteCapacityUnits": 200
        },
        "TableSizeBytes": 123456,
        "ItemCount": 1000,
        "TableArn": "arn:aws:dynamodb:us-east-1:123456789012:table/Orders",
        "LocalSecondaryIndexes": [
            {
                "IndexName": "ByCreated",
                "KeySchema": [
                    {"AttributeName": "PK", "KeyType": "HASH"},
                    {"AttributeName": "createdAt", "KeyType": "RANGE"}
                ],
                "Projection": {"ProjectionType": "KEYS_ONLY"},
                "IndexSizeBytes": 0,
                "ItemCount": 0
            }
        ],
        "GlobalSecondaryIndexes": [
            {
                "IndexName": "ByStatus",
                "KeySchema": [
                    {"AttributeName": "status", "KeyType": "HASH"},
                    {"AttributeName": "createdAt", "KeyType": "RANGE"}
                ],
                "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total", "customer"]},
                "IndexStatus": "ACTIVE",
                "ProvisionedThroughput": {"ReadCapacityUnits": 100, "WriteCapacityUnits": 50},
                "IndexSizeBytes": 0,
                "ItemCount": 0
            }
        ],
        "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_IMAGE"}
    }
})";

std::string describeError(const std::string& json) {
    DescribedTable table;
    std::string error;
    INFO(json);
    CHECK_FALSE(readDescribeTable(json, table, error));
    return error;
}

/// kProvisionedOrders with @p from replaced by @p to (once).
std::string ordersWith(std::string_view from, std::string_view to) {
    std::string json(kProvisionedOrders);
    const auto at = json.find(from);
    REQUIRE(at != std::string::npos);
    json.replace(at, from.size(), to);
    return json;
}

} // namespace

TEST_CASE("describe-table of a provisioned table with a GSI and an LSI", "[import][describe]") {
    DescribedTable read;
    std::string error;
    REQUIRE(readDescribeTable(kProvisionedOrders, read, error));
    TableSpec expected;
    expected.name = "Orders";
    expected.keySchema = {{"PK", AttributeType::S}, KeyAttribute{"SK", AttributeType::S}};
    expected.mode = CapacityMode::Provisioned;
    expected.rcu = 500;
    expected.wcu = 200;
    expected.streams = true;
    GsiSpec gsi;
    gsi.name = "ByStatus";
    gsi.partitionKey = {"status", AttributeType::S};
    gsi.sortKey = KeyAttribute{"createdAt", AttributeType::N};
    gsi.projection = Projection::Include;
    gsi.nonKeyAttributes = {"total", "customer"};
    gsi.rcu = 100;
    gsi.wcu = 50;
    expected.gsis = {gsi};
    expected.lsis = {LsiSpec{"ByCreated", {"createdAt", AttributeType::N}, Projection::KeysOnly, {}}};
    CHECK(read.table == expected);
    CHECK(read.itemCount == 1000u);
    CHECK(read.tableSizeBytes == 123456u);
}

// A live provisioned table above the default per-table quota of 40,000 (DG ServiceQuotas: the most that can be
// provisioned for a table or any of its GSIs) shows that the account's quota was raised: the import states it.
// https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html
TEST_CASE("describe-table of a table provisioned above the default per-table quota states the raised quota",
          "[import][describe][quotas]") {
    std::string json = ordersWith(R"("WriteCapacityUnits": 200)", R"("WriteCapacityUnits": 50000)");
    const auto gsi = json.find(R"({"ReadCapacityUnits": 100, "WriteCapacityUnits": 50})");
    REQUIRE(gsi != std::string::npos);
    json.replace(gsi, std::string_view(R"({"ReadCapacityUnits": 100, "WriteCapacityUnits": 50})").size(),
                 R"({"ReadCapacityUnits": 45000, "WriteCapacityUnits": 50})");
    DescribedTable read;
    std::string error;
    REQUIRE(readDescribeTable(json, read, error));
    CHECK(read.table.accountMaxWcu == 50000); // the table's WCU
    CHECK(read.table.accountMaxRcu == 45000); // the GSI's RCU: the quota applies to each apart
    // Within the default quota nothing is stated.
    DescribedTable plain;
    REQUIRE(readDescribeTable(kProvisionedOrders, plain, error));
    CHECK(plain.table.accountMaxWcu == 40000);
    CHECK(plain.table.accountMaxRcu == 40000);
}

TEST_CASE("describe-table of an on-demand table with a maximum throughput", "[import][describe]") {
    const std::string json = R"({"Table": {
        "TableName": "Events",
        "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "B"}],
        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
        "BillingModeSummary": {"BillingMode": "PAY_PER_REQUEST"},
        "ProvisionedThroughput": {"ReadCapacityUnits": 0, "WriteCapacityUnits": 0},
        "OnDemandThroughput": {"MaxReadRequestUnits": -1, "MaxWriteRequestUnits": 2000}
    }})";
    DescribedTable read;
    std::string error;
    REQUIRE(readDescribeTable(json, read, error));
    CHECK(read.table.name == "Events");
    CHECK(read.table.mode == CapacityMode::OnDemand);
    CHECK(read.table.keySchema == KeySchema{{"id", AttributeType::B}, std::nullopt});
    CHECK_FALSE(read.table.maxReadRequestUnits.has_value()); // -1: no maximum
    CHECK(read.table.maxWriteRequestUnits == 2000.0);
    CHECK(read.table.rcu == 0);
    CHECK_FALSE(read.itemCount.has_value());
}

TEST_CASE("describe-table errors name the JSON path", "[import][describe]") {
    CHECK(describeError("{}") == "/Table: missing");
    CHECK(describeError(R"({"Table": []})") == "/Table: expected an object, got an array");
    CHECK(describeError(ordersWith(R"("KeyType": "RANGE")", R"("KeyType": "SORT")")) ==
          R"(/Table/KeySchema/1/KeyType: expected HASH or RANGE, got "SORT")");
    CHECK(describeError(ordersWith(R"({"AttributeName": "PK", "AttributeType": "S"})",
                                   R"({"AttributeName": "PK", "AttributeType": "BOOL"})")) ==
          R"(/Table/AttributeDefinitions/0/AttributeType: expected S, N or B, got "BOOL")");
    CHECK(describeError(ordersWith(R"({"AttributeName": "status", "AttributeType": "S"},)", "")) ==
          "/Table/GlobalSecondaryIndexes/0/KeySchema/0/AttributeName: 'status' is not in /Table/AttributeDefinitions "
          "(its type is unknown)");
    CHECK(describeError(ordersWith(R"("ReadCapacityUnits": 500)", R"("ReadCapacityUnits": "500")")) ==
          "/Table/ProvisionedThroughput/ReadCapacityUnits: expected a number, got a string");
    CHECK(describeError(ordersWith(R"("TableName": "Orders",)", R"("TableName": "Orders", "BillingModeSummary":
                                   {"BillingMode": "FREE"},)")) ==
          R"(/Table/BillingModeSummary/BillingMode: expected PROVISIONED or PAY_PER_REQUEST, got "FREE")");
    CHECK(
        describeError(ordersWith(R"("ProjectionType": "KEYS_ONLY")", R"("ProjectionType": "SOME")")) ==
        R"(/Table/LocalSecondaryIndexes/0/Projection/ProjectionType: expected ALL, KEYS_ONLY or INCLUDE, got "SOME")");
    CHECK(describeError(ordersWith(R"("ItemCount": 1000)", R"("ItemCount": -3)")) ==
          "/Table/ItemCount: expected a whole number of at least 0, got -3");
    CHECK(describeError(ordersWith(R"({"AttributeName": "PK", "KeyType": "HASH"},
            {"AttributeName": "SK", "KeyType": "RANGE"})",
                                   R"({"AttributeName": "SK", "KeyType": "RANGE"})")) ==
          "/Table/KeySchema: no HASH (partition key) element");
    CHECK(describeError("{\"Table\": {\n\"TableName\": }") ==
          "2:14: JSON syntax error: while parsing value - unexpected '}'; expected '[', '{', or a literal");
}
