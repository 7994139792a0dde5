// importDynamoDbJson end to end through the core API: describe-table + scan pages or an S3 export folder give the
// same scenario (keys with their item counts, sizes by DynamoDB's rules, sparse GSI shares); without describe-table
// the key types come from the first item; errors import nothing. Shapes: AWS CLI reference (scan, describe-table),
// DG "DynamoDB table export output format".

#include "import_files_fixture.h"

#include <algorithm>

#include "partiscope/dynamodb_limits.h"
#include "partiscope/import/import.h"

#include <catch2/catch.hpp>

#include <string>

using namespace partiscope;
using partiscope::test::ScratchFolder;

namespace {

constexpr std::string_view kDescribe = R"({"Table": {
    "TableName": "Orders",
    "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"}, {"AttributeName": "SK", "AttributeType": "S"},
        {"AttributeName": "status", "AttributeType": "S"}, {"AttributeName": "createdAt", "AttributeType": "N"}],
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    "ProvisionedThroughput": {"ReadCapacityUnits": 100, "WriteCapacityUnits": 50},
    "GlobalSecondaryIndexes": [{
        "IndexName": "ByStatus",
        "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"},
                      {"AttributeName": "createdAt", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "ALL"},
        "ProvisionedThroughput": {"ReadCapacityUnits": 10, "WriteCapacityUnits": 5}}],
    "ItemCount": 1000
}})";

// Item sizes (name + value): item 0: PK 2+1, SK 2+1, status 6+4 ("OPEN"), createdAt 9+2 ("1": 1 digit) = 27;
// item 1: 3 + 3 + (6+7 "SHIPPED") + 11 = 30; item 2 (no status: sparse in ByStatus): 3 + 3 = 6. Total 63 bytes.
constexpr std::string_view kItem0 =
    R"({"PK": {"S": "A"}, "SK": {"S": "1"}, "status": {"S": "OPEN"}, "createdAt": {"N": "1"}})";
constexpr std::string_view kItem1 =
    R"({"PK": {"S": "A"}, "SK": {"S": "2"}, "status": {"S": "SHIPPED"}, "createdAt": {"N": "2"}})";
constexpr std::string_view kItem2 = R"({"PK": {"S": "B"}, "SK": {"S": "1"}})";

std::string scanPage() {
    return "{\n\"Items\": [\n" + std::string(kItem0) + ",\n" + std::string(kItem1) + ",\n" + std::string(kItem2) +
           "\n],\n\"Count\": 3,\n\"ScannedCount\": 3\n}\n";
}

std::string exportLines() {
    return "{\"Item\":" + std::string(kItem0) + "}\n{\"Item\":" + std::string(kItem1) +
           "}\n{\"Item\":" + std::string(kItem2) + "}\n";
}

void writeExport(const ScratchFolder& folder) {
    folder.write("export/manifest-summary.json",
                 R"({"exportArn":"arn:aws:dynamodb:us-east-1:123456789012:table/Orders/export/01764489600000-a1b2c3d4",
"tableArn":"arn:aws:dynamodb:us-east-1:123456789012:table/Orders","s3Bucket":"b","s3Prefix":"p",
"manifestFilesS3Key":"p/AWSDynamoDB/01764489600000-a1b2c3d4/manifest-files.json","billedSizeBytes":63,
"itemCount":3,"outputFormat":"DYNAMODB_JSON"})");
    folder.write(
        "export/manifest-files.json",
        R"({"itemCount":3,"md5Checksum":"x","etag":"y","dataFileS3Key":"p/AWSDynamoDB/01764489600000-a1b2c3d4/data/part.json.gz"})"
        "\n");
    folder.write("export/data/part.json.gz", ScratchFolder::gzipped(exportLines()));
}

constexpr double kBytesPerGb = limits::kKbPerGb * 1024.0;

ImportRequest requestFor(std::vector<std::string> paths, std::string describePath) {
    ImportRequest request;
    request.format = ImportFormat::DynamoDbJson;
    request.paths = std::move(paths);
    request.describePath = std::move(describePath);
    return request;
}

} // namespace

TEST_CASE("describe-table and a scan page give keys, item counts, sizes and GSI shares", "[import][dynamodb-json]") {
    ScratchFolder folder;
    const std::string describe = folder.write("describe.json", kDescribe);
    const std::string scan = folder.write("scan.json", scanPage());
    const ImportOutcome outcome = importDynamoDbJson(requestFor({scan}, describe), {});
    REQUIRE_FALSE(outcome.problem.has_value());
    REQUIRE(outcome.scenario.has_value());
    const Scenario& s = *outcome.scenario;
    CHECK(s.name == "Orders");
    CHECK(s.table.name == "Orders");
    CHECK(s.table.mode == CapacityMode::Provisioned);
    CHECK(s.table.rcu == 100);
    CHECK(s.table.gsis.size() == 1);
    CHECK(s.table.sizeGb == Approx(63.0 / kBytesPerGb));
    CHECK(s.workload.itemKb == Approx(21.0 / 1024.0)); // 63 bytes / 3 items
    REQUIRE(s.workload.keys.size() == 2);
    CHECK(s.workload.keys[0].key == "A");
    CHECK(s.workload.keys[0].weight == 2);
    CHECK(s.workload.keys[0].sizeGb == Approx(57.0 / kBytesPerGb)); // 27 + 30
    CHECK(s.workload.keys[1].key == "B");
    CHECK(s.workload.keys[1].weight == 1);
    CHECK(s.workload.keys[1].sizeGb == Approx(6.0 / kBytesPerGb));
    REQUIRE(s.workload.indexKeys.count("ByStatus") == 1);
    const auto& shares = s.workload.indexKeys.at("ByStatus");
    REQUIRE(shares.size() == 2); // item 2 has no status: 1/3 of the items write nothing there
    CHECK(shares[0].weight + shares[1].weight == Approx(2.0 / 3.0));
    REQUIRE(s.source.has_value());
    CHECK(*s.source == ImportSource{"dynamodb-json", {scan}, 3, WeightBasis::ItemCount});
    CHECK(outcome.records == 3);
    CHECK(outcome.bytesRead == scanPage().size());
    REQUIRE(outcome.notes.size() == 2);
    CHECK(outcome.notes[0] == "Weights are item counts: traffic is assumed proportional to the items until a trace "
                              "or Contributor Insights says otherwise.");
    CHECK(outcome.notes[1] ==
          "describe-table says 1,000 items, the files hold 3 (DynamoDB updates ItemCount about every six hours).");
    // The scenario is a valid document: it saves and reads back equal.
    Scenario reread;
    std::string error;
    REQUIRE(parseScenario(scenarioToJson(s), reread, error));
    CHECK(reread == s);
}

TEST_CASE("The same items in an S3 export folder give the same scenario", "[import][dynamodb-json]") {
    ScratchFolder folder;
    const std::string describe = folder.write("describe.json", kDescribe);
    writeExport(folder);
    const ImportOutcome fromScan =
        importDynamoDbJson(requestFor({folder.write("scan.json", scanPage())}, describe), {});
    const ImportOutcome fromExport = importDynamoDbJson(requestFor({folder.path("export")}, describe), {});
    REQUIRE(fromScan.scenario.has_value());
    REQUIRE(fromExport.scenario.has_value());
    Scenario a = *fromScan.scenario;
    Scenario b = *fromExport.scenario;
    CHECK(b.source->files == std::vector<std::string>{folder.path("export")});
    a.source.reset();
    b.source.reset();
    CHECK(a == b);
}

TEST_CASE("Without describe-table the key types come from the first item", "[import][dynamodb-json]") {
    ScratchFolder folder;
    ImportRequest request = requestFor({folder.write("lines.json", exportLines())}, "");
    request.partitionKeyName = "PK";
    request.sortKeyName = "createdAt";
    ImportOutcome outcome = importDynamoDbJson(request, {});
    // Item 2 has no createdAt: the sort key is missing there.
    REQUIRE(outcome.problem.has_value());
    CHECK(outcome.problem->line == 3);
    CHECK(outcome.problem->jsonPath == "/Item");
    CHECK(outcome.problem->message == "missing the sort key attribute 'createdAt'");
    CHECK_FALSE(outcome.scenario.has_value());

    request.sortKeyName = "SK";
    outcome = importDynamoDbJson(request, {});
    REQUIRE(outcome.scenario.has_value());
    const Scenario& s = *outcome.scenario;
    CHECK(s.name == "lines");
    CHECK(s.table.keySchema == KeySchema{{"PK", AttributeType::S}, KeyAttribute{"SK", AttributeType::S}});
    CHECK(s.table.mode == CapacityMode::OnDemand);
    CHECK(s.workload.keys.size() == 2);
    REQUIRE(outcome.notes.size() == 2);
    CHECK(outcome.notes[1] == "No describe-table output was given: the table is modelled as a new on-demand table "
                              "without indexes, its key types taken from the first item.");
}

TEST_CASE("A scan page whose Count is not its item count imports its items, with a note", "[import][dynamodb-json]") {
    // aws-cli 1.x with --max-items 10 prints "Count": 14 (the items of the pages it requested) beside 10 items;
    // the continuation printed "Count": 4 beside 11. The items are what the table holds, so they are counted.
    ScratchFolder folder;
    const std::string page = "{\"Items\": [{\"PK\": {\"S\": \"A\"}}, {\"PK\": {\"S\": \"B\"}}],\n"
                             " \"Count\": 14, \"ScannedCount\": 14, \"NextToken\": \"eyJ4IjoxfQ==\"}";
    ImportRequest request = requestFor({folder.write("page.json", page)}, "");
    request.partitionKeyName = "PK";
    const ImportOutcome outcome = importDynamoDbJson(request, {});
    REQUIRE(outcome.scenario.has_value());
    CHECK(outcome.scenario->workload.keys.size() == 2);
    CHECK(outcome.records == 2);
    const auto& notes = outcome.notes;
    CHECK(std::find(notes.begin(), notes.end(),
                    "1 scan page(s) hold another number of items than their Count says (the AWS CLI's --max-items "
                    "prints the Count of the pages it requested): the items are counted.") != notes.end());
    // ScannedCount equal to that Count is not a filter.
    CHECK(std::none_of(notes.begin(), notes.end(),
                       [](const std::string& note) { return note.rfind("The scan was filtered", 0) == 0; }));
}

TEST_CASE("dynamodb-json import errors import nothing", "[import][dynamodb-json]") {
    ScratchFolder folder;
    const std::string describe = folder.write("describe.json", kDescribe);
    const auto problemOf = [&](const std::vector<std::string>& paths, const std::string& describePath) {
        const ImportOutcome outcome = importDynamoDbJson(requestFor(paths, describePath), {});
        CHECK_FALSE(outcome.scenario.has_value());
        REQUIRE(outcome.problem.has_value());
        return *outcome.problem;
    };
    // A key attribute of the wrong type for the key schema (the tally's words), at the item's line and path.
    const std::string wrongType = folder.write("wrong.json", "{\"Items\": [\n" + std::string(kItem0) +
                                                                 ",\n{\"PK\": {\"N\": \"1\"}, \"SK\": "
                                                                 "{\"S\": \"1\"}}]}");
    const ImportProblem typeProblem = problemOf({wrongType}, describe);
    CHECK(typeProblem.file == wrongType);
    CHECK(typeProblem.line == 3);
    CHECK(typeProblem.jsonPath == "/Items/1");
    CHECK(typeProblem.message.rfind("'PK' is N", 0) == 0);

    const std::string empty = folder.write("empty.json", R"({"Items": [], "Count": 0, "ScannedCount": 0})");
    CHECK(problemOf({empty}, describe) == ImportProblem{empty, 0, "", "no items: there is nothing to import"});

    const std::string badDescribe = folder.write("bad-describe.json", R"({"Table": {"TableName": 5}})");
    CHECK(problemOf({empty}, badDescribe) ==
          ImportProblem{badDescribe, 0, "/Table/TableName", "expected a string, got a number"});

    CHECK(problemOf({empty}, "") ==
          ImportProblem{"", 0, "",
                        "the key schema is unknown: give the output of aws dynamodb describe-table (--describe) or the "
                        "partition key's attribute name (--pk-name)"});
}

TEST_CASE("dynamodb-json import can be cancelled from the progress callback", "[import][dynamodb-json]") {
    ScratchFolder folder;
    const std::string describe = folder.write("describe.json", kDescribe);
    const std::string scan = folder.write("scan.json", scanPage());
    const ImportOutcome outcome =
        importDynamoDbJson(requestFor({scan}, describe), [](std::uint64_t, std::uint64_t) { return false; });
    CHECK(outcome.cancelled);
    CHECK_FALSE(outcome.scenario.has_value());
    CHECK_FALSE(outcome.problem.has_value());
}
