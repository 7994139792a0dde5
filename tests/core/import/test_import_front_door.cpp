// The importers' front door: the problem text every importer's errors are shown with, the format guess from a
// file's first bytes, and the dispatcher's own refusal.
#include "partiscope/import/import.h"

#include <catch2/catch.hpp>

#include <zlib.h>

#include <filesystem>
#include <fstream>

using namespace partiscope;

namespace {

std::optional<ImportFormat> guess(std::string_view head, std::string_view name = "input.json") {
    return guessImportFormat(name, head);
}

std::filesystem::path scratchDir() {
    const auto dir = std::filesystem::temp_directory_path() / "partiscope-import-front-door";
    std::filesystem::create_directories(dir);
    return dir;
}

} // namespace

TEST_CASE("Import problem text: FILE:LINE: /json/path: message, leaving out what is not known", "[import]") {
    CHECK(ImportProblem{"scan.json", 12, "/Items/3/PK", "expected an object"}.text() ==
          "scan.json:12: /Items/3/PK: expected an object");
    CHECK(ImportProblem{"scan.json", 0, "/Items/3/PK", "expected an object"}.text() ==
          "scan.json: /Items/3/PK: expected an object");
    CHECK(ImportProblem{"log.csv", 7, "", "bad timestamp"}.text() == "log.csv:7: bad timestamp");
    CHECK(ImportProblem{"log.csv", 0, "", "empty file"}.text() == "log.csv: empty file");
    CHECK(ImportProblem{"", 3, "", "bad line"}.text() == "line 3: bad line");
    CHECK(ImportProblem{"", 0, "/DataModel", "missing"}.text() == "/DataModel: missing");
    CHECK(ImportProblem{"", 0, "", "no input file"}.text() == "no input file");
}

TEST_CASE("Import dispatcher: no input file is a problem, not a crash", "[import]") {
    ImportRequest request;
    for (const auto& [format, name] : kImportFormatNames) {
        request.format = format;
        const ImportOutcome outcome = importScenario(request);
        CHECK_FALSE(outcome.scenario);
        REQUIRE(outcome.problem);
        CHECK(outcome.problem->text() == "no input file to import");
    }
}

TEST_CASE("Import request rules: DynamoDB JSON needs its key names, other formats take none", "[import]") {
    ImportRequest request;
    request.paths = {"scan.json"};
    CHECK(importRequestProblem(request)->find("do not say which attributes are the keys") != std::string::npos);
    request.partitionKeyName = "PK";
    CHECK_FALSE(importRequestProblem(request));
    request.sortKeyName = "SK";
    CHECK_FALSE(importRequestProblem(request));
    request.describePath = "describe.json";
    CHECK(importRequestProblem(request)->find("not both") != std::string::npos);
    request.partitionKeyName.clear();
    CHECK(importRequestProblem(request) == "a sort key name needs the partition key name too");
    request.sortKeyName.clear();
    CHECK_FALSE(importRequestProblem(request));
    request.format = ImportFormat::Workbench;
    CHECK(importRequestProblem(request)->rfind("workbench files name their keys themselves", 0) == 0);
    request.describePath.clear();
    CHECK_FALSE(importRequestProblem(request));
    request.paths.clear();
    CHECK(importRequestProblem(request) == "no input file to import");

    // The dispatcher applies the rules before any importer reads a byte.
    request.paths = {"scan.json"};
    request.format = ImportFormat::DynamoDbJson;
    const ImportOutcome refused = importScenario(request);
    REQUIRE(refused.problem);
    CHECK(refused.problem->file == "scan.json");
    CHECK(refused.bytesRead == 0);
}

TEST_CASE("Import format guess: DynamoDB JSON from a scan page, export lines or an export's manifests", "[import]") {
    // `aws dynamodb scan --output json` (AWS CLI reference, scan: Items, Count, ScannedCount).
    CHECK(guess(R"({
    "Items": [
        {"PK": {"S": "user#1"}}
    ],
    "Count": 1,
    "ScannedCount": 1
})") == ImportFormat::DynamoDbJson);
    // S3 export data files, one {"Item": ...} per line (DG "DynamoDB table export output format").
    CHECK(guess("{\"Item\":{\"PK\":{\"S\":\"a\"}}}\n{\"Item\":{\"PK\":{\"S\":\"b\"}}}\n", "0001.json") ==
          ImportFormat::DynamoDbJson);
    CHECK(guessImportFormat("AWSDynamoDB/0169-abc/manifest-summary.json", "") == ImportFormat::DynamoDbJson);
    CHECK(guessImportFormat("manifest-files.json", "") == ImportFormat::DynamoDbJson);
    CHECK(guess(R"({"version":"2020-06-30","exportArn":"arn:aws:dynamodb:...","itemCount":3})", "summary.json") ==
          ImportFormat::DynamoDbJson);
    // A byte-order mark in front changes nothing.
    CHECK(guess("\xEF\xBB\xBF{\"Items\": []}") == ImportFormat::DynamoDbJson);
}

TEST_CASE("Import format guess: Workbench models and Contributor Insights reports", "[import]") {
    CHECK(guess(R"({"ModelName": "Orders", "ModelMetadata": {"Version": "3.0"}, "DataModel": [)") ==
          ImportFormat::Workbench);
    CHECK(guess(R"({"DataModel": [{"TableName": "Orders"}]})") == ImportFormat::Workbench);
    // `aws cloudwatch get-insight-rule-report` (CloudWatch API reference, GetInsightRuleReport).
    CHECK(guess(R"({"KeyLabels": ["PK"], "AggregationStatistic": "Sum", "AggregateValue": 10.0,)") ==
          ImportFormat::ContributorInsights);
    CHECK(guess(R"({"Contributors": []})") == ImportFormat::ContributorInsights);
}

TEST_CASE("Import format guess: access logs as CSV with a header or as JSON lines", "[import]") {
    CHECK(guess("timestamp,key,operation,count\n1700000000,user#1,write,3\n", "requests.csv") ==
          ImportFormat::AccessLog);
    CHECK(guess("\"Timestamp\", \"Key\"\r\n2026-11-30T10:00:00Z,a\r\n", "requests.csv") == ImportFormat::AccessLog);
    CHECK(guess("{\"timestamp\": 1700000000, \"key\": \"a\"}\n{\"timestamp\": 1700000001, \"key\": \"b\"}\n",
                "requests.jsonl") == ImportFormat::AccessLog);
    // A CSV without both columns is an item CSV or a key list, not an access log.
    CHECK_FALSE(guess("timestamp,user\n1,a\n", "items.csv"));
    CHECK_FALSE(guess("customerid,productid\n1,2\n", "items.csv"));
}

TEST_CASE("Import format guess: only the first object's own members count", "[import]") {
    // Member names nested in values (an item attribute called "Items" or "timestamp") decide nothing.
    CHECK(guess(R"({"Item": {"Items": {"S": "x"}, "timestamp": {"N": "1"}}})") == ImportFormat::DynamoDbJson);
    CHECK(guess(R"({"Items": [{"ModelName": {"S": "x"}}]})") == ImportFormat::DynamoDbJson);
    // A scenario file is none of the formats, even when its keys are called like their members.
    CHECK_FALSE(guess(R"({"version": 2, "name": "orders", "workload": {"keys": [{"key": "Items", "weight": 1}]}})"));
    CHECK_FALSE(guess(R"({"note": "\"Items\": a string is not a member"})"));
    // A head cut off anywhere (inside a string, inside a value) still gives what it has.
    CHECK(guess(R"({"ModelName": "Ord)") == ImportFormat::Workbench);
    CHECK_FALSE(guess(R"({"Model)"));
    CHECK_FALSE(guess(""));
    CHECK_FALSE(guess("   \n"));
    CHECK_FALSE(guess("[1, 2, 3]"));
    CHECK_FALSE(guess("user#1\nuser#2\n", "keys.txt"));
}

TEST_CASE("Import format guess of a path: gzipped files are read unzipped, folders are S3 exports", "[import]") {
    const auto dir = scratchDir();
    const auto gz = dir / "0001.json.gz";
    {
        gzFile file = gzopen(gz.string().c_str(), "wb");
        REQUIRE(file);
        const std::string lines = "{\"Item\":{\"PK\":{\"S\":\"a\"}}}\n";
        REQUIRE(gzwrite(file, lines.data(), static_cast<unsigned>(lines.size())) == static_cast<int>(lines.size()));
        gzclose(file);
    }
    std::string error;
    CHECK(guessImportFormatOfPath(gz.string(), error) == ImportFormat::DynamoDbJson);
    CHECK(error.empty());

    const auto csv = dir / "requests.csv";
    std::ofstream(csv) << "timestamp,key\n1700000000,a\n";
    CHECK(guessImportFormatOfPath(csv.string(), error) == ImportFormat::AccessLog);

    const auto keys = dir / "keys.txt";
    std::ofstream(keys) << "a\nb\n";
    CHECK_FALSE(guessImportFormatOfPath(keys.string(), error));
    CHECK(error.empty()); // read fine, no format fits

    CHECK(guessImportFormatOfPath(dir.string(), error) == ImportFormat::DynamoDbJson);

    CHECK_FALSE(guessImportFormatOfPath((dir / "missing.json").string(), error));
    CHECK(error.find("missing.json") != std::string::npos);
    std::filesystem::remove_all(dir);
}
