// `partiscope-cli import`: its usage and refusals (format, files, key names), the guessed format said on stderr, and
// each format end to end into a scenario file.
#include "cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>

using namespace partiscope::cli;
using namespace partiscope::cli::testing;

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// `aws dynamodb scan --output json` (AWS CLI reference, scan): three items, user#1 twice.
constexpr const char* kScanPage = R"({
    "Items": [
        {"PK": {"S": "user#1"}, "SK": {"S": "order#1"}},
        {"PK": {"S": "user#2"}, "SK": {"S": "order#1"}},
        {"PK": {"S": "user#1"}, "SK": {"S": "order#2"}}
    ],
    "Count": 3,
    "ScannedCount": 3
})";

} // namespace

TEST_CASE("import: usage, and --help shows the import lines only", "[import]") {
    const auto help = run({"import", "--help"});
    REQUIRE(help.code == kExitOk);
    CHECK(contains(help.out, "partiscope-cli import [--from dynamodb-json|workbench|contributor-insights|access-log]"));
    CHECK(contains(help.out, "--describe describe-table.json"));
    CHECK_FALSE(contains(help.out, "partiscope-cli simulate"));
    const auto all = run({"--help"});
    CHECK(contains(all.out, "partiscope-cli import "));

    const auto none = run({"import"});
    CHECK(none.code == kExitUsage);
    CHECK(contains(none.err, "partiscope-cli: import needs at least one FILE"));
    CHECK(contains(none.err, "usage:"));
}

TEST_CASE("import refuses an unknown format, a missing file and standard input", "[import]") {
    TempDir dir;
    const auto scan = dir.write("scan.json", kScanPage);
    const auto unknown = run({"import", "--from", "csv", scan});
    CHECK(unknown.code == kExitUsage);
    CHECK(contains(unknown.err, "partiscope-cli: --from must be dynamodb-json, workbench, contributor-insights, "
                                "access-log, got 'csv'"));

    const auto missing =
        run({"import", "--from", "dynamodb-json", "--pk-name", "PK", (dir.path / "nope.json").string()});
    CHECK(missing.code == kExitUsage);
    CHECK(contains(missing.err, "partiscope-cli: cannot open '" + (dir.path / "nope.json").string() +
                                    "': No such file or directory"));
    CHECK(missing.out.empty());

    // Without --from the format comes from the content; a file that fits none asks for --from.
    const auto keys = dir.write("keys.txt", "user#1\nuser#2\n");
    const auto unguessable = run({"import", keys});
    CHECK(unguessable.code == kExitUsage);
    CHECK(contains(unguessable.err, "cannot tell the format of '" + keys +
                                        "' from its content; give --from "
                                        "dynamodb-json|workbench|"));

    const auto stdinFile = run({"import", "--from", "access-log", "-"});
    CHECK(stdinFile.code == kExitUsage);
    CHECK(contains(stdinFile.err, "import reads files, not standard input"));
}

TEST_CASE("import dynamodb-json needs the key names: --describe or --pk-name", "[import]") {
    TempDir dir;
    const auto scan = dir.write("scan.json", kScanPage);
    const auto out = (dir.path / "s.json").string();
    const auto bare = run({"import", "--from", "dynamodb-json", scan, "--out", out});
    CHECK(bare.code == kExitUsage);
    CHECK(contains(bare.err, "dynamodb-json items do not say which attributes are the keys"));
    CHECK(contains(bare.err, "--describe describe-table.json, or --pk-name A [--sk-name B]"));
    CHECK_FALSE(std::filesystem::exists(out));

    // The guess is said, and the same rule holds.
    const auto guessed = run({"import", scan});
    CHECK(guessed.code == kExitUsage);
    CHECK(contains(guessed.err, "partiscope-cli: " + scan + ": guessed --from dynamodb-json\n"));
    CHECK(contains(guessed.err, "do not say which attributes are the keys"));

    const auto both = run({"import", scan, "--describe", scan, "--pk-name", "PK"});
    CHECK(both.code == kExitUsage);
    CHECK(contains(both.err, "not both"));
    const auto sortOnly = run({"import", scan, "--sk-name", "SK"});
    CHECK(sortOnly.code == kExitUsage);
    CHECK(contains(sortOnly.err, "a sort key name needs the partition key name too"));

    // Key flags belong to dynamodb-json alone.
    const auto log = dir.write("requests.csv", "timestamp,key\n1700000000,user#1\n");
    const auto foreign = run({"import", log, "--pk-name", "PK"});
    CHECK(foreign.code == kExitUsage);
    CHECK(contains(foreign.err, "access-log files name their keys themselves"));
}

TEST_CASE("import: files after -- may start with dashes, flags with = work", "[import]") {
    TempDir dir;
    const auto odd = dir.write("--scan.json", kScanPage);
    const auto r = run({"import", "--from=dynamodb-json", "--", odd});
    CHECK(r.code == kExitUsage); // the file was taken as a file: the refusal is about the key names
    CHECK(contains(r.err, "do not say which attributes are the keys"));
}

TEST_CASE("import dynamodb-json: a scan page with key names becomes a scenario file that simulates", "[import]") {
    TempDir dir;
    const auto scan = dir.write("scan.json", kScanPage);
    const auto out = (dir.path / "orders.json").string();
    const auto r = run({"import", "--from", "dynamodb-json", scan, "--pk-name", "PK", "--sk-name", "SK", "--table",
                        "Orders", "--out", out});
    INFO(r.err);
    REQUIRE(r.code == kExitOk);
    CHECK(r.out == "wrote " + out + "\n");
    CHECK(contains(r.err, "partiscope-cli: imported 3 records"));
    CHECK(contains(r.err, "as dynamodb-json: 2 keys\n"));
    CHECK(contains(r.err, "partiscope-cli: note: Weights are item counts"));
    const auto scenario = nlohmann::json::parse(readWhole(out));
    CHECK(scenario["table"]["name"] == "Orders");
    CHECK(scenario["table"]["key_schema"]["partition_key"]["name"] == "PK");
    CHECK(scenario["table"]["key_schema"]["sort_key"]["name"] == "SK");
    const auto& keys = scenario["workload"]["keys"];
    REQUIRE(keys.size() == 2);
    CHECK(keys[0]["key"] == "user#1");
    CHECK(keys[0]["weight"] == 2); // items, not traffic
    CHECK(keys[1]["key"] == "user#2");
    CHECK(keys[1]["weight"] == 1);
    CHECK(scenario["source"]["format"] == "dynamodb-json");
    // No temporary file is left beside the scenario.
    CHECK(std::distance(std::filesystem::directory_iterator(dir.path), std::filesystem::directory_iterator()) == 2);
    CHECK(run({"simulate", "--scenario", out}).code == kExitOk);

    // Without --out the scenario goes to standard output, the notes still to stderr.
    const auto toStdout = run({"import", scan, "--pk-name", "PK"});
    REQUIRE(toStdout.code == kExitOk);
    CHECK(nlohmann::json::parse(toStdout.out)["workload"]["keys"].size() == 2);
    CHECK(contains(toStdout.err, "guessed --from dynamodb-json"));
}

TEST_CASE("import dynamodb-json: a broken item is named with its file and JSON path, nothing written", "[import]") {
    TempDir dir;
    const auto scan = dir.write("scan.json", R"({"Items": [{"PK": {"S": "a"}}, {"other": {"S": "b"}}], "Count": 2})");
    const auto out = (dir.path / "s.json").string();
    const auto r = run({"import", scan, "--pk-name", "PK", "--out", out});
    CHECK(r.code == kExitUsage);
    CHECK(contains(r.err, "partiscope-cli: " + scan + ":"));
    CHECK(contains(r.err, "/Items/1"));
    CHECK(contains(r.err, "'PK'"));
    CHECK_FALSE(contains(r.err, "usage:")); // bad input, not bad usage
    CHECK_FALSE(std::filesystem::exists(out));
}

TEST_CASE("import access-log: keys weighted by requests, the trace referenced relative to --out", "[import]") {
    TempDir dir;
    std::filesystem::create_directories(dir.path / "logs");
    const auto log = dir.write("logs/requests.csv", "timestamp,key,operation,count\n"
                                                    "1700000000,user#1,write,3\n"
                                                    "1700000001,user#2,read,2\n"
                                                    "1700000001,user#1,write,1\n");
    const auto out = (dir.path / "replay.json").string();
    const auto r = run({"import", log, "--out", out});
    INFO(r.err);
    REQUIRE(r.code == kExitOk);
    CHECK(contains(r.err, "guessed --from access-log"));
    CHECK(contains(r.err, "imported 3 records"));
    const auto scenario = nlohmann::json::parse(readWhole(out));
    CHECK(scenario["workload"]["trace"] == "logs/requests.csv");
    std::map<std::string, double> weights;
    for (const auto& key : scenario["workload"]["keys"]) {
        weights[key["key"].get<std::string>()] = key["weight"].get<double>();
    }
    CHECK(weights == std::map<std::string, double>{{"user#1", 4.0}, {"user#2", 2.0}});

    // A bad line is named by its line number.
    const auto bad = dir.write("bad.csv", "timestamp,key\n1700000000,user#1\nyesterday,user#2\n");
    const auto refused = run({"import", "--from", "access-log", bad});
    CHECK(refused.code == kExitUsage);
    CHECK(contains(refused.err, "partiscope-cli: " + bad + ":3:"));
    CHECK(refused.out.empty());
}

TEST_CASE("import contributor-insights: a report named after its rule gives the table and its hot keys", "[import]") {
    TempDir dir;
    // The rule's name says which table and ranking the report is (the report itself does not).
    const std::string name = "DynamoDBContributorInsights-PKC-Orders-1700000000000.json";
    std::filesystem::copy_file(std::string(PARTISCOPE_TEST_IMPORT_DIR) + "/insights/" + name, dir.path / name);
    const auto r = run({"import", (dir.path / name).string()});
    INFO(r.err);
    REQUIRE(r.code == kExitOk);
    CHECK(contains(r.err, "guessed --from contributor-insights"));
    const auto scenario = nlohmann::json::parse(r.out);
    CHECK(scenario["table"]["name"] == "Orders");
    REQUIRE(scenario["workload"]["keys"].size() == 3);
    CHECK(scenario["workload"]["keys"][0]["key"] == "USER#1");
    CHECK(scenario["workload"]["keys"][0]["weight"] == 600);
    CHECK(scenario["source"]["weights"] == "contributor-insights");
}

TEST_CASE("import workbench: the first table by default, --table picks another", "[import]") {
    // A NoSQL Workbench 3.0 model with two tables (the workbench importer's fixture, written from DG "Exporting a
    // data model").
    const std::string model = std::string(PARTISCOPE_TEST_IMPORT_DIR) + "/workbench/shop_model_v3.json";
    const auto first = run({"import", model});
    INFO(first.err);
    REQUIRE(first.code == kExitOk);
    CHECK(contains(first.err, "guessed --from workbench"));
    const auto orders = nlohmann::json::parse(first.out);
    CHECK(orders["table"]["name"] == "Orders");
    std::map<std::string, double> weights;
    for (const auto& key : orders["workload"]["keys"]) {
        weights[key["key"].get<std::string>()] = key["weight"].get<double>();
    }
    CHECK(weights == std::map<std::string, double>{{"C#1", 2.0}, {"C#2", 1.0}}); // TableData items per key

    const auto customers = run({"import", "--from", "workbench", model, "--table", "Customers"});
    REQUIRE(customers.code == kExitOk);
    CHECK(nlohmann::json::parse(customers.out)["table"]["name"] == "Customers");

    const auto missing = run({"import", model, "--table", "Nope"});
    CHECK(missing.code == kExitUsage);
    CHECK(contains(missing.err, "partiscope-cli: " + model));
    CHECK(contains(missing.err, "Nope"));
}
