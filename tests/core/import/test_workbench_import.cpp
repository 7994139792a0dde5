// NoSQL Workbench model import: fixtures in the shape Workbench 2.0 and 3.0 export (DG "Exporting a data model";
// the sample models Workbench ships), item sizes worked by hand by DynamoDB's rules (DG "Item sizes and formats").
#include "partiscope/import/import.h"
#include "partiscope/import/workbench_export.h"

#include "../orders_scenario.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace partiscope;

namespace {

const std::string kFixtures = std::string(PARTISCOPE_IMPORT_FIXTURES_DIR) + "/workbench/";

ImportOutcome importModel(const std::string& path, const std::string& table = "") {
    ImportRequest request;
    request.format = ImportFormat::Workbench;
    request.paths = {path};
    request.tableName = table;
    return importWorkbench(request, {});
}

/// @p text written to a file of its own in the temporary folder.
std::string modelFile(const std::string& name, const std::string& text) {
    const auto dir = std::filesystem::temp_directory_path() / "partiscope_workbench_tests";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / name).string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

ImportProblem problemOf(const std::string& name, const std::string& text, const std::string& table = "") {
    const std::string path = modelFile(name, text);
    const ImportOutcome outcome = importModel(path, table);
    CHECK_FALSE(outcome.scenario.has_value());
    REQUIRE(outcome.problem.has_value());
    CHECK(outcome.problem->file == path);
    return *outcome.problem;
}

/// A one-table 3.0 model with @p table as the DataModel entry.
std::string modelWith(const std::string& table) {
    return R"({"ModelName": "M", "ModelMetadata": {"AWSService": "Amazon DynamoDB", "Version": "3.0"},
"DataModel": [)" +
           table + "]}";
}

const std::string kKeys = R"("KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}})";
const std::string kItems = R"("TableData": [{"PK": {"S": "a"}}])";

} // namespace

TEST_CASE("workbench 3.0: the first table, its keys, sizes, index shares and capacity", "[import][workbench]") {
    const ImportOutcome outcome = importModel(kFixtures + "shop_model_v3.json");
    INFO((outcome.problem ? outcome.problem->jsonPath + ": " + outcome.problem->message : std::string()));
    REQUIRE(outcome.scenario);
    const Scenario& s = *outcome.scenario;
    CHECK(s.name == "Shop - Orders");
    CHECK(s.table.name == "Orders");
    CHECK(s.table.keySchema.partitionKey == KeyAttribute{"PK", AttributeType::S});
    CHECK(s.table.keySchema.sortKey == KeyAttribute{"SK", AttributeType::S});
    CHECK(s.table.mode == CapacityMode::Provisioned);
    CHECK(s.table.rcu == 5);
    CHECK(s.table.wcu == 7);
    REQUIRE(s.table.gsis.size() == 1);
    CHECK(s.table.gsis[0].name == "ByStatus");
    CHECK(s.table.gsis[0].partitionKey == KeyAttribute{"status", AttributeType::S});
    CHECK_FALSE(s.table.gsis[0].sortKey.has_value());
    CHECK(s.table.gsis[0].projection == Projection::KeysOnly);
    CHECK(s.table.gsis[0].wcu == 7); // the table's: a model states no index capacity
    // Sizes (name bytes + value bytes): item 1 = PK 2+3, SK 2+3, status 6+4 = 20; item 2 = 10 + status 6+7 +
    // total 5 + (1 byte for two digits + 1) = 30; item 3 = 10. C#1: 2 items, 50 bytes; C#2: 1 item, 10 bytes.
    REQUIRE(s.workload.keys.size() == 2);
    CHECK(s.workload.keys[0].key == "C#1");
    CHECK(s.workload.keys[0].weight == 2);
    CHECK(s.workload.keys[0].sizeGb == 50.0 / 1073741824.0);
    CHECK(s.workload.keys[1].key == "C#2");
    CHECK(s.workload.keys[1].weight == 1);
    CHECK(s.workload.keys[1].sizeGb == 10.0 / 1073741824.0);
    CHECK(s.table.sizeGb == 60.0 / 1073741824.0);
    CHECK(s.workload.itemKb == 20.0 / 1024.0);
    // ByStatus: open and shipped on one item of three each; C#2's item has no status (sparse).
    const auto& byStatus = s.workload.indexKeys.at("ByStatus");
    REQUIRE(byStatus.size() == 2);
    CHECK(byStatus[0].key == "open");
    CHECK(byStatus[0].weight == Approx(1.0 / 3));
    CHECK(byStatus[1].key == "shipped");
    REQUIRE(s.source);
    CHECK(s.source->format == "workbench");
    CHECK(s.source->items == 3);
    CHECK(s.source->weights == WeightBasis::ItemCount);
    CHECK(outcome.records == 3);
    CHECK(outcome.notes.size() == 3); // item-count weights, auto scaling, index capacity
}

TEST_CASE("workbench: the model's name is decoded JSON", "[import][workbench]") {
    const std::string path =
        modelFile("escaped_name.json", R"({"ModelName": "Caf\u00e9 \"shop\"",
        "ModelMetadata": {"Version": "3.0"}, "DataModel": [{"TableName": "Shop", )" +
                                           kKeys + ", " + kItems + R"(, "BillingMode": "PAY_PER_REQUEST"}]})");
    const ImportOutcome outcome = importModel(path);
    REQUIRE(outcome.scenario);
    CHECK(outcome.scenario->name == "Caf\u00e9 \"shop\"");
}

TEST_CASE("workbench: --table picks another table", "[import][workbench]") {
    const ImportOutcome outcome = importModel(kFixtures + "shop_model_v3.json", "Customers");
    REQUIRE(outcome.scenario);
    const Scenario& s = *outcome.scenario;
    CHECK(s.table.name == "Customers");
    CHECK(s.table.mode == CapacityMode::OnDemand);
    CHECK(s.table.keySchema.partitionKey == KeyAttribute{"id", AttributeType::N});
    // id 2 + (1 + 1) = 4 bytes, name 4 + 3 = 7: 11 and 4 bytes.
    REQUIRE(s.workload.keys.size() == 2);
    CHECK(s.workload.keys[0].key == "1");
    CHECK(s.workload.keys[0].sizeGb == 11.0 / 1073741824.0);
    CHECK(s.workload.keys[1].key == "2");
    CHECK(s.table.sizeGb == 15.0 / 1073741824.0);
}

TEST_CASE("workbench 2.0: a GSI with a sort key, on-demand", "[import][workbench]") {
    const ImportOutcome outcome = importModel(kFixtures + "events_model_v2.json");
    INFO((outcome.problem ? outcome.problem->jsonPath + ": " + outcome.problem->message : std::string()));
    REQUIRE(outcome.scenario);
    const Scenario& s = *outcome.scenario;
    CHECK(s.name == "Events");
    CHECK(s.table.mode == CapacityMode::OnDemand);
    REQUIRE(s.table.gsis.size() == 1);
    CHECK(s.table.gsis[0].sortKey == KeyAttribute{"at", AttributeType::N});
    CHECK(s.table.gsis[0].projection == Projection::Include);
    CHECK(s.table.gsis[0].nonKeyAttributes == std::vector<std::string>{"day"});
    // day 3+10 = 13, at 2+2 = 4, kind 4+5 = 9 or 4+6 = 10: 26, 26, 17 and 27 bytes.
    REQUIRE(s.workload.keys.size() == 2);
    CHECK(s.workload.keys[0].key == "2021-03-01");
    CHECK(s.workload.keys[0].sizeGb == 52.0 / 1073741824.0);
    CHECK(s.workload.keys[1].sizeGb == 44.0 / 1073741824.0);
    CHECK(s.workload.itemKb == 24.0 / 1024.0);
    const auto& byKind = s.workload.indexKeys.at("ByKind");
    REQUIRE(byKind.size() == 2);
    CHECK(byKind[0].key == "login");
    CHECK(byKind[0].weight == 0.5);
    CHECK(byKind[1].key == "logout");
    CHECK(byKind[1].weight == 0.25);
    CHECK(outcome.notes.size() == 1);
}

TEST_CASE("workbench: progress covers both passes and a cancel imports nothing", "[import][workbench]") {
    ImportRequest request;
    request.format = ImportFormat::Workbench;
    request.paths = {kFixtures + "shop_model_v3.json"};
    const auto bytes = std::filesystem::file_size(request.paths[0]);
    std::vector<std::uint64_t> seen;
    const ImportOutcome done = importWorkbench(request, [&](std::uint64_t doneBytes, std::uint64_t total) {
        CHECK(total == 2 * bytes);
        seen.push_back(doneBytes);
        return true;
    });
    REQUIRE(done.scenario);
    CHECK(seen == std::vector<std::uint64_t>{bytes, 2 * bytes});
    const ImportOutcome cancelled = importWorkbench(request, [](std::uint64_t, std::uint64_t) { return false; });
    CHECK(cancelled.cancelled);
    CHECK_FALSE(cancelled.scenario.has_value());
    CHECK_FALSE(cancelled.problem.has_value());
}

TEST_CASE("workbench: an unknown table is refused with the model's tables", "[import][workbench]") {
    const ImportOutcome outcome = importModel(kFixtures + "shop_model_v3.json", "Invoices");
    REQUIRE(outcome.problem);
    CHECK(outcome.problem->jsonPath == "/DataModel");
    CHECK(outcome.problem->message == "no table named \"Invoices\" (the model's tables: Orders, Customers)");
}

TEST_CASE("workbench: model errors by JSON path", "[import][workbench]") {
    const ImportProblem noName = problemOf("no_name.json", modelWith(R"({"TableName": "T", "KeyAttributes":
        {"PartitionKey": {"AttributeType": "S"}}, )" + kItems + R"(, "BillingMode": "PAY_PER_REQUEST"})"));
    CHECK(noName.jsonPath == "/DataModel/0/KeyAttributes/PartitionKey/AttributeName");
    CHECK(noName.message == "missing (the attribute's name)");
    CHECK(problemOf("bool_key.json", modelWith(R"({"TableName": "T", "KeyAttributes": {"PartitionKey":
        {"AttributeName": "PK", "AttributeType": "BOOL"}}, )" +
                                               kItems + R"(, "BillingMode": "PAY_PER_REQUEST"})"))
              .message == "a key attribute is S, N or B, got \"BOOL\"");
    CHECK(problemOf("no_capacity.json", modelWith(R"({"TableName": "T", )" + kKeys + ", " + kItems + "}")).jsonPath ==
          "/DataModel/0/ProvisionedCapacitySettings");
    CHECK(problemOf("bad_mode.json",
                    modelWith(R"({"TableName": "T", )" + kKeys + ", " + kItems + R"(, "BillingMode": "FREE"})"))
              .message == "expected PROVISIONED or PAY_PER_REQUEST, got \"FREE\"");
    CHECK(problemOf("no_items.json", modelWith(R"({"TableName": "T", )" + kKeys +
                                               R"(, "TableData": [], "BillingMode": "PAY_PER_REQUEST"})"))
              .jsonPath == "/DataModel/0/TableData");
    CHECK(problemOf("items_object.json", modelWith(R"({"TableName": "T", )" + kKeys +
                                                   R"(, "TableData": {}, "BillingMode": "PAY_PER_REQUEST"})"))
              .message == "expected an array of items");
    CHECK(problemOf("twice.json", modelWith(R"({"TableName": "T", "TableName": "U", )" + kKeys + ", " + kItems +
                                            R"(, "BillingMode": "PAY_PER_REQUEST"})"))
              .message == "given twice in the same table");
    const ImportProblem version =
        problemOf("version.json", R"({"ModelName": "M", "ModelMetadata": {"Version": "1.0"}, "DataModel": []})");
    CHECK(version.jsonPath == "/ModelMetadata/Version");
    CHECK(version.message == "unsupported version \"1.0\" (this build reads 2.0 and 3.0)");
    CHECK(problemOf("keyspaces.json",
                    R"({"ModelName": "M", "ModelMetadata": {"AWSService": "Amazon Keyspaces", "Version": "3.0"},
                        "DataModel": []})")
              .jsonPath == "/ModelMetadata/AWSService");
    CHECK(problemOf("no_tables.json", R"({"ModelMetadata": {"Version": "3.0"}, "DataModel": []})").message ==
          "the model has no table");
    CHECK(problemOf("array.json", "[1, 2]").message ==
          "expected a Workbench model (an object with ModelName and DataModel)");
    const std::string table =
        R"({"TableName": "T", )" + kKeys + ", " + kItems + R"(, "BillingMode": "PAY_PER_REQUEST"})";
    const ImportProblem twoModels =
        problemOf("two_data_models.json",
                  R"({"ModelMetadata": {"Version": "3.0"}, "DataModel": [)" + table + R"(], "DataModel": []})");
    CHECK(twoModels.jsonPath == "/DataModel");
    CHECK(twoModels.message == "given twice in the same object");
    CHECK(problemOf("two_item_lists.json", modelWith(R"({"TableName": "T", )" + kKeys + ", " + kItems + ", " + kItems +
                                                     R"(, "BillingMode": "PAY_PER_REQUEST"})"))
              .jsonPath == "/DataModel/0/TableData");
    CHECK(problemOf("name_number.json",
                    R"({"ModelName": 7, "ModelMetadata": {"Version": "3.0"}, "DataModel": [)" + table + "]}")
              .message == "expected a string, got a number");
}

TEST_CASE("workbench: item errors at the item's path and line", "[import][workbench]") {
    const std::string table = R"({"TableName": "T", )" + kKeys + R"(, "BillingMode": "PAY_PER_REQUEST",
"TableData": [{"PK": {"S": "a"}},
{"PK": {"N": "1"}}]})";
    const ImportProblem wrongType = problemOf("wrong_type.json", modelWith(table));
    CHECK(wrongType.line == 4);
    CHECK(wrongType.jsonPath == "/DataModel/0/TableData/1");
    CHECK(wrongType.message == "'PK' is N, the key schema says S");
    const ImportProblem missing = problemOf(
        "missing_key.json", modelWith(R"({"TableName": "T", )" + kKeys +
                                      R"(, "BillingMode": "PAY_PER_REQUEST", "TableData": [{"x": {"S": "a"}}]})"));
    CHECK(missing.jsonPath == "/DataModel/0/TableData/0");
    CHECK(missing.message == "missing the partition key attribute 'PK'");
    const ImportProblem notTyped =
        problemOf("untyped.json", modelWith(R"({"TableName": "T", )" + kKeys +
                                            R"(, "BillingMode": "PAY_PER_REQUEST", "TableData": [{"PK": "a"}]})"));
    CHECK(notTyped.jsonPath == "/DataModel/0/TableData/0/PK");
}

TEST_CASE("workbench: broken JSON is refused at its line and imports nothing", "[import][workbench]") {
    const std::string whole =
        modelWith(R"({"TableName": "T", )" + kKeys + ", " + kItems + R"(, "BillingMode": "PAY_PER_REQUEST"})");
    const ImportProblem truncated = problemOf("truncated.json", whole.substr(0, whole.size() - 5));
    CHECK(truncated.message == "JSON syntax error: the document ends inside a string");
    CHECK(problemOf("unclosed.json", whole.substr(0, whole.size() - 2)).message ==
          "JSON syntax error: the document ends early: 2 brackets are not closed");
    const ImportProblem comma = problemOf("comma.json", "{\"ModelName\": \"M\",\n\"DataModel\": [{} {}]}");
    CHECK(comma.line == 2);
    CHECK(comma.message == "JSON syntax error: unexpected '{' (a ',' is missing)");
    CHECK(problemOf("empty.json", "").message == "JSON syntax error: the document is empty");
    CHECK(problemOf("missing.json", "{}").jsonPath == "/ModelMetadata");
    const ImportOutcome absent = importModel("/nonexistent/model.json");
    REQUIRE(absent.problem);
    CHECK(absent.problem->message.find("No such file") != std::string::npos);
}

TEST_CASE("workbench: import(export(s)) keeps what a model holds", "[import][workbench][export]") {
    for (const CapacityMode mode : {CapacityMode::Provisioned, CapacityMode::OnDemand}) {
        Scenario original = test::ordersScenario();
        original.table.mode = mode;
        original.table.gsis[0].projection = Projection::Include;
        original.table.gsis[0].nonKeyAttributes = {"total", "currency"};
        original.workload.indexKeys["ByStatus"] = {
            WorkloadKey{"PENDING", 0.5, std::nullopt, SortKeyShape::Random, std::nullopt}};
        const std::string path = modelFile("round_trip.json", scenarioToWorkbenchModel(original));
        const ImportOutcome outcome = importModel(path);
        INFO((outcome.problem ? outcome.problem->jsonPath + ": " + outcome.problem->message : std::string()));
        REQUIRE(outcome.scenario);
        const TableSpec& back = outcome.scenario->table;
        CHECK(outcome.scenario->name == original.name);
        CHECK(back.name == original.table.name);
        CHECK(back.keySchema == original.table.keySchema);
        CHECK(back.mode == mode);
        if (mode == CapacityMode::Provisioned) {
            CHECK(back.rcu == original.table.rcu);
            CHECK(back.wcu == original.table.wcu);
        }
        REQUIRE(back.gsis.size() == 1);
        CHECK(back.gsis[0].name == "ByStatus");
        CHECK(back.gsis[0].partitionKey == original.table.gsis[0].partitionKey);
        CHECK(back.gsis[0].sortKey == original.table.gsis[0].sortKey);
        CHECK(back.gsis[0].projection == Projection::Include);
        CHECK(back.gsis[0].nonKeyAttributes == original.table.gsis[0].nonKeyAttributes);
        // The sample items: CUSTOMER#42 under its 3 random shards, each carrying a PENDING shard of the index.
        REQUIRE(outcome.scenario->workload.keys.size() == 3);
        CHECK(outcome.scenario->workload.keys[0].key == "CUSTOMER#42#1");
    }
}
