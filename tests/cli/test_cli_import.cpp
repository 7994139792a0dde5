// `partiscope-cli import`: its usage and refusals (format, files, key names), the guessed format said on stderr, and
// each format end to end into a scenario file.
#include "cli_run.h"

#include <catch2/catch.hpp>

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
