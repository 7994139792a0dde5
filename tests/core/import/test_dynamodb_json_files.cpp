// Reading the inputs of a dynamodb-json import: scan output files (AWS CLI reference `aws dynamodb scan`, output
// Items/Count/ScannedCount/NextToken), S3 export data files and folders (DG "DynamoDB table export output format":
// manifest-summary.json, manifest-files.json with one JSON object per line, data/<name>.json.gz of {"Item": ...}
// lines), gzip, and every broken input, with the file, line and JSON path each error names.

#include "import/dynamodb_json_files.h"
#include "import_files_fixture.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace partiscope;
using namespace partiscope::import_detail;
using partiscope::test::ScratchFolder;

namespace Catch {
template <>
struct StringMaker<ImportProblem> {
    static std::string convert(const ImportProblem& p) {
        return "{file " + p.file + ", line " + std::to_string(p.line) + ", path " + p.jsonPath + ", " + p.message + "}";
    }
};
} // namespace Catch

namespace {

/// Keeps "PK=<value> <size>" per item; refuses items without PK like the tally does.
class RecordingSink final : public DynamoItemSink {
public:
    const std::vector<std::string>& keyNames() override { return m_names; }
    bool add(const ItemFacts& item, std::string& error) override {
        if (!item.keys[0]) {
            error = "missing the partition key attribute 'PK'";
            return false;
        }
        items.push_back("PK=" + item.keys[0]->text + " " + std::to_string(item.sizeBytes));
        return true;
    }
    std::vector<std::string> items;

private:
    std::vector<std::string> m_names{"PK"};
};

DynamoJsonReadResult readAll(const std::vector<std::string>& paths, RecordingSink& sink, std::size_t chunk = 1 << 20,
                             const ImportProgress& progress = {}) {
    return readDynamoJsonInputs(paths, sink, progress, chunk);
}

/// The problem reading @p paths gives (it must give one).
ImportProblem problemOf(const std::vector<std::string>& paths) {
    RecordingSink sink;
    const auto result = readAll(paths, sink);
    REQUIRE(result.problem.has_value());
    return *result.problem;
}

// Item sizes: PK 2 + "A" 1 = 3; with n {"N": "10"}: + 1 + 2 = 6.
constexpr std::string_view kPageOne = R"({
    "Items": [
        {"PK": {"S": "A"}},
        {"PK": {"S": "B"}, "n": {"N": "10"}}
    ],
    "Count": 2,
    "ScannedCount": 2,
    "ConsumedCapacity": null
}
)";
constexpr std::string_view kPageTwo = R"({"Items": [{"PK": {"S": "A"}}], "Count": 1, "ScannedCount": 3})";
constexpr std::string_view kExportLines = "{\"Item\":{\"PK\":{\"S\":\"C\"}}}\n{\"Item\":{\"PK\":{\"S\":\"D\"}}}\n";

constexpr std::string_view kSummary = R"({"version":"2020-06-30",
"exportArn":"arn:aws:dynamodb:us-east-1:123456789012:table/Orders/export/01764489600000-a1b2c3d4",
"startTime":"2026-11-30T10:00:00.000Z","endTime":"2026-11-30T10:05:00.000Z",
"tableArn":"arn:aws:dynamodb:us-east-1:123456789012:table/Orders","tableId":"0a1b2c3d-0000-0000-0000-000000000000",
"exportTime":"2026-11-30T10:00:00.000Z","s3Bucket":"my-bucket","s3Prefix":"exports","s3SseAlgorithm":"AES256",
"s3SseKmsKeyId":null,"manifestFilesS3Key":"exports/AWSDynamoDB/01764489600000-a1b2c3d4/manifest-files.json",
"billedSizeBytes":120,"itemCount":3,"outputFormat":"DYNAMODB_JSON"})";

std::string manifestLine(int items, const std::string& name) {
    return R"({"itemCount":)" + std::to_string(items) +
           R"(,"md5Checksum":"q7Xl0XZ0Ue2M1l3MZ1pB8w==","etag":"abcdef0123456789-1","dataFileS3Key":"exports/AWSDynamoDB/01764489600000-a1b2c3d4/data/)" +
           name + "\"}\n";
}

/// An export folder of 3 items: data/one.json.gz (C, D) and data/two.json.gz (E).
void writeExport(const ScratchFolder& folder, std::string_view summary = kSummary) {
    folder.write("export/manifest-summary.json", summary);
    folder.write("export/manifest-files.json", manifestLine(2, "one.json.gz") + manifestLine(1, "two.json.gz"));
    folder.write("export/data/one.json.gz", ScratchFolder::gzipped(kExportLines));
    folder.write("export/data/two.json.gz", ScratchFolder::gzipped("{\"Item\":{\"PK\":{\"S\":\"E\"}}}\n"));
}

} // namespace

TEST_CASE("Scan pages: one file, several files, concatenated pages, any chunk size", "[import][files]") {
    ScratchFolder folder;
    const std::string one = folder.write("page1.json", kPageOne);
    const std::string two = folder.write("page2.json", kPageTwo);
    const std::string both = folder.write("both.json", std::string(kPageOne) + std::string(kPageTwo));
    const std::vector<std::string> expected = {"PK=A 3", "PK=B 6", "PK=A 3"};
    for (const std::size_t chunk : {std::size_t{1}, std::size_t{7}, std::size_t{1} << 20}) {
        RecordingSink pages;
        const auto read = readAll({one, two}, pages, chunk);
        CHECK_FALSE(read.problem.has_value());
        CHECK(pages.items == expected);
        CHECK(read.items == 3);
        CHECK(read.dataFiles == 2);
        CHECK(read.bytesRead == kPageOne.size() + kPageTwo.size());
        CHECK(read.scannedButFiltered == 2); // page two: ScannedCount 3, Count 1
        CHECK_FALSE(read.scanIncomplete);
        RecordingSink concatenated;
        CHECK_FALSE(readAll({both}, concatenated, chunk).problem.has_value());
        CHECK(concatenated.items == expected);
    }
}

TEST_CASE("A scan that stopped early is noticed", "[import][files]") {
    ScratchFolder folder;
    RecordingSink sink;
    const auto read = readAll(
        {folder.write("p.json", R"({"Items": [], "Count": 0, "NextToken": "eyJFeGNsdXNpdmVTdGFydEtleSI6bnVsbH0="})")},
        sink);
    CHECK_FALSE(read.problem.has_value());
    CHECK(read.scanIncomplete);
}

TEST_CASE("Export data files: JSON lines, gzipped, several gzip members", "[import][files]") {
    ScratchFolder folder;
    const std::string plain = folder.write("lines.json", kExportLines);
    const std::string gz = folder.write("lines.json.gz", ScratchFolder::gzipped(kExportLines));
    const std::string members =
        folder.write("members.json.gz", ScratchFolder::gzipped(kExportLines) +
                                            ScratchFolder::gzipped("{\"Item\":{\"PK\":{\"S\":\"E\"}}}"));
    // A gzip file without the .gz name is still recognised by its magic bytes.
    const std::string unnamed = folder.write("unnamed.json", ScratchFolder::gzipped(kExportLines));
    RecordingSink sink;
    const auto read = readAll({plain, gz, members, unnamed}, sink, 5);
    REQUIRE_FALSE(read.problem.has_value());
    CHECK(sink.items == std::vector<std::string>{"PK=C 3", "PK=D 3", "PK=C 3", "PK=D 3", "PK=C 3", "PK=D 3", "PK=E 3",
                                                 "PK=C 3", "PK=D 3"});
    // Compressed bytes count as read.
    CHECK(read.bytesRead == std::filesystem::file_size(plain) + std::filesystem::file_size(gz) +
                                std::filesystem::file_size(members) + std::filesystem::file_size(unnamed));
}

TEST_CASE("An export folder: every data file its manifest lists, by folder or by manifest-summary.json",
          "[import][files]") {
    ScratchFolder folder;
    writeExport(folder);
    for (const std::string& path : {folder.path("export"), folder.path("export/manifest-summary.json"),
                                    folder.path("export/manifest-files.json")}) {
        RecordingSink sink;
        const auto read = readAll({path}, sink);
        REQUIRE_FALSE(read.problem.has_value());
        CHECK(sink.items == std::vector<std::string>{"PK=C 3", "PK=D 3", "PK=E 3"});
        CHECK(read.dataFiles == 2);
    }
}

TEST_CASE("Progress is reported per chunk up to the total, and cancel stops", "[import][files]") {
    ScratchFolder folder;
    const std::string one = folder.write("page1.json", kPageOne);
    std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
    RecordingSink sink;
    auto read = readAll({one}, sink, 16, [&](std::uint64_t done, std::uint64_t total) {
        calls.emplace_back(done, total);
        return true;
    });
    REQUIRE(calls.size() >= kPageOne.size() / 16);
    CHECK(calls.back() == std::pair<std::uint64_t, std::uint64_t>{kPageOne.size(), kPageOne.size()});
    RecordingSink cancelled;
    read = readAll({one}, cancelled, 16, [](std::uint64_t done, std::uint64_t) { return done < 32; });
    CHECK(read.cancelled);
    CHECK_FALSE(read.problem.has_value());
    CHECK(cancelled.items.empty());
}

TEST_CASE("Broken inputs name the file and the line or JSON path", "[import][files]") {
    ScratchFolder folder;
    const auto check = [&](const std::string& name, std::string_view text, std::uint64_t line, std::string jsonPath,
                           std::string message) {
        const std::string file = folder.write(name, text);
        const ImportProblem problem = problemOf({file});
        CHECK(problem == ImportProblem{file, line, std::move(jsonPath), std::move(message)});
    };
    // Truncated: the page stops inside its second item.
    check("truncated.json", kPageOne.substr(0, 60), 4, "", "the file ends inside a JSON object (truncated file?)");
    // Wrong types, in a pretty-printed page (line of the item) and in an export line.
    check("wrong-type.json", "{\"Items\": [\n{\"PK\": {\"S\": \"A\"}},\n{\"PK\": {\"S\": 1}}\n]}", 3, "/Items/1/PK/S",
          "expected a string, got a number");
    check("wrong-descriptor.json", "{\"Item\": {\"PK\": {\"STRING\": \"A\"}}}", 1, "/Item/PK",
          "unknown type descriptor \"STRING\" (expected S, N, B, BOOL, NULL, SS, NS, BS, L or M)");
    // A JSON syntax error inside an item: the line inside the item, counted in the file.
    check("syntax.json", "{\"Items\": [\n{\"PK\":\n{\"S\": \"A\"},}\n]}", 3, "",
          "JSON syntax error: while parsing object key - unexpected '}'; expected string literal");
    // Missing key attribute (the sink's error), with the item's path.
    check("missing-key.json", "{\"Item\":{\"PK\":{\"S\":\"C\"}}}\n{\"Item\":{\"SK\":{\"S\":\"x\"}}}\n", 2, "/Item",
          "missing the partition key attribute 'PK'");
    check("count-type.json", "{\"Items\": [], \"Count\": \"0\"}", 1, "/Count",
          "expected a whole number of at least 0, got \"0\"");
    check("items-type.json", "{\"Items\": {}}", 1, "/Items", "expected an array of items");
    // Unknown formats.
    check("workbench.json", "{\"ModelName\": \"m\", \"DataModel\": []}", 1, "",
          "neither a scan page ({\"Items\": [...]} from aws dynamodb scan --output json) nor an export line "
          "({\"Item\": {...}} from an S3 export in DYNAMODB_JSON)");
    check("csv.json", "PK,count\nA,1\n", 1, "", "expected a JSON object (a scan page or an export line), got 'P'");
    check("empty.json", "", 0, "",
          "no scan page or export line: the file is empty (expected the output of aws dynamodb scan --output json, "
          "or an S3 export's data file)");
    // Bad gzip: not gzip at all, and cut short.
    check("text.json.gz", kExportLines, 0, "", "not gzip data (zlib: incorrect header check)");
    const std::string gz = ScratchFolder::gzipped(kExportLines);
    check("cut.json.gz", std::string_view(gz).substr(0, gz.size() - 10), 0, "",
          "the gzip data ends early (truncated file?)");
    check("trailing.json.gz", gz + "garbage", 0, "", "not gzip data (zlib: incorrect header check)");
    // A file that is not there.
    CHECK(problemOf({folder.path("absent.json")}) ==
          ImportProblem{folder.path("absent.json"), 0, "",
                        "cannot open '" + folder.path("absent.json") + "': No such file or directory"});
}

TEST_CASE("Broken export folders: Ion, missing files, counts that disagree with the manifests", "[import][files]") {
    ScratchFolder folder;
    const std::string summary = folder.path("export/manifest-summary.json");
    const std::string files = folder.path("export/manifest-files.json");
    writeExport(folder);

    std::string ion(kSummary);
    ion.replace(ion.find("DYNAMODB_JSON"), 13, "ION");
    folder.write("export/manifest-summary.json", ion);
    CHECK(problemOf({folder.path("export")}) ==
          ImportProblem{summary, 0, "/outputFormat",
                        "this export is in Amazon Ion; export the table again with --export-format DYNAMODB_JSON "
                        "(Partiscope reads DynamoDB JSON)"});

    std::string wrongTotal(kSummary);
    wrongTotal.replace(wrongTotal.find("\"itemCount\":3"), 13, "\"itemCount\":4");
    folder.write("export/manifest-summary.json", wrongTotal);
    CHECK(problemOf({folder.path("export")}) ==
          ImportProblem{summary, 0, "/itemCount",
                        "says 4 items, but the data files listed in manifest-files.json hold 3"});

    folder.write("export/manifest-summary.json", kSummary);
    folder.write("export/manifest-files.json", manifestLine(3, "one.json.gz"));
    CHECK(problemOf({folder.path("export")}) ==
          ImportProblem{folder.path("export/data/one.json.gz"), 0, "",
                        "holds 2 items, but " + files + " line 1 says 3 (itemCount)"});

    folder.write("export/manifest-files.json", manifestLine(2, "one.json.gz") + manifestLine(1, "gone.json.gz"));
    CHECK(problemOf({folder.path("export")}) ==
          ImportProblem{files, 2, "/dataFileS3Key",
                        "the data file " + folder.path("export/data/gone.json.gz") +
                            " is missing (copy the whole export folder with aws s3 cp --recursive)"});

    // A key naming a file outside data/ (here the manifest itself, which exists) is refused, not followed.
    for (const std::string name : {"../manifest-files.json", "x/../../manifest-files.json", ".."}) {
        folder.write("export/manifest-files.json", manifestLine(2, "one.json.gz") + manifestLine(1, name));
        CHECK(problemOf({folder.path("export")}) ==
              ImportProblem{files, 2, "/dataFileS3Key",
                            "expected a key ending in data/<name>.json.gz, got "
                            "\"exports/AWSDynamoDB/01764489600000-a1b2c3d4/data/" +
                                name + "\""});
    }

    folder.write("export/manifest-files.json", manifestLine(2, "one.json.gz") + "{\"itemCount\": \"1\"}\n");
    CHECK(problemOf({folder.path("export")}) ==
          ImportProblem{files, 2, "/itemCount", "expected a whole number of at least 0, got a string"});

    folder.write("export/manifest-files.json", manifestLine(2, "one.json.gz") + "{\"itemCount\": 1,\n");
    const ImportProblem syntax = problemOf({folder.path("export")});
    CHECK(syntax.file == files);
    CHECK(syntax.line == 2);
    CHECK(syntax.message.rfind("JSON syntax error", 0) == 0);

    CHECK(problemOf({folder.path("export/data")}) ==
          ImportProblem{folder.path("export/data"), 0, "",
                        "a folder without manifest-summary.json: give an S3 export's folder (the one holding "
                        "manifest-summary.json, manifest-files.json and data/), or the files themselves"});
}
