// Output files named on the command line (--out, --out-dir, --csv) that are not plain new files: device nodes
// (made with mknod here, never /dev's), FIFOs, symbolic links (chains, dangling, relative), existing files.
#include "cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <thread>

using namespace partiscope::cli;
using namespace partiscope::cli::testing;
namespace fs = std::filesystem;

namespace {

const std::string kOrders = std::string(PARTISCOPE_TEST_SCENARIOS_DIR) + "/orders-access-patterns.json";
const std::string kExport = "export --to workbench --scenario " + kOrders + " --out ";

// `aws dynamodb scan --output json`: two items.
constexpr const char* kScanPage = R"({"Items": [{"PK": {"S": "user#1"}}, {"PK": {"S": "user#2"}}],
    "Count": 2, "ScannedCount": 2})";

unsigned modeOf(const std::string& path) {
    struct stat info {};
    ::stat(path.c_str(), &info);
    return info.st_mode & 07777;
}

/// What a reader of the FIFO @p path gets while @p write runs; the reader is released if nothing opened it.
template <typename Write>
std::string readFifoWhile(const std::string& path, Write write) {
    std::string got;
    std::thread reader([&] { got = readWhole(path); });
    write();
    // A writer that never opened the FIFO leaves the reader waiting: open and close it once to release it.
    const int release = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (release >= 0) {
        ::close(release);
    }
    reader.join();
    return got;
}

} // namespace

TEST_CASE("export --out a device node writes through it and leaves the device in place") {
    TempDir dir;
    const std::string null = dir.device("null", 3);
    const std::string full = dir.device("full", 7);
    REQUIRE_FALSE(null.empty());
    const auto toNull = runBinary(kExport + null);
    CHECK(toNull.code == kExitOk);
    CHECK(fs::is_character_file(null));
    const auto toFull = runBinary(kExport + full);
    CHECK(toFull.code == kExitOutputFailed);
    CHECK(toFull.out.empty()); // no "wrote ..."
    CHECK(toFull.err == "partiscope-cli: cannot write '" + full + "': No space left on device\n");
    CHECK(fs::is_character_file(full));
    // Nothing else was made beside them (no partial or temporary file).
    std::size_t entries = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir.path)) {
        ++entries;
    }
    CHECK(entries == 2);
}

TEST_CASE("export --out a symbolic link replaces the link's target, in its own folder, and keeps the link") {
    TempDir dir;
    fs::create_directories(dir.path / "a");
    fs::create_directories(dir.path / "b");
    const std::string target = dir.write("b/model.json", "old");
    ::chmod(target.c_str(), 0640);
    SECTION("one link, relative") {
        const std::string link = (dir.path / "a/link.json").string();
        fs::create_symlink("../b/model.json", link);
        const auto r = runBinary(kExport + link);
        REQUIRE(r.code == kExitOk);
        CHECK(r.out.rfind("wrote " + link + " (NoSQL Workbench model, ", 0) == 0);
        CHECK(fs::is_symlink(link));
        CHECK(fs::read_symlink(link) == "../b/model.json");
        CHECK(nlohmann::json::parse(readWhole(target))["ModelMetadata"]["Version"] == "3.0");
        CHECK(modeOf(target) == 0640); // the file replaced keeps its mode
    }
    SECTION("a chain of links") {
        const std::string first = (dir.path / "a/first.json").string();
        fs::create_symlink(dir.path / "b/second.json", first);
        fs::create_symlink("model.json", dir.path / "b/second.json");
        REQUIRE(runBinary(kExport + first).code == kExitOk);
        CHECK(fs::is_symlink(first));
        CHECK(fs::is_symlink(dir.path / "b/second.json"));
        CHECK(nlohmann::json::parse(readWhole(target))["ModelName"].is_string());
    }
    SECTION("a dangling link gets its target created") {
        const std::string link = (dir.path / "a/dangling.json").string();
        fs::create_symlink("../b/new.json", link);
        REQUIRE(runBinary(kExport + link).code == kExitOk);
        CHECK(fs::is_symlink(link));
        CHECK(nlohmann::json::parse(readWhole((dir.path / "b/new.json").string()))["ModelName"].is_string());
    }
    SECTION("a link to a device node writes the device") {
        const std::string full = dir.device("full", 7);
        const std::string link = (dir.path / "a/full.json").string();
        fs::create_symlink(full, link);
        const auto r = runBinary(kExport + link);
        CHECK(r.code == kExitOutputFailed);
        CHECK(r.err == "partiscope-cli: cannot write '" + link + "': No space left on device\n");
        CHECK(fs::is_symlink(link));
        CHECK(fs::is_character_file(full));
    }
    SECTION("a loop of links is refused, naming the path") {
        const std::string one = (dir.path / "a/one.json").string();
        fs::create_symlink("two.json", one);
        fs::create_symlink("one.json", dir.path / "a/two.json");
        const auto r = runBinary(kExport + one);
        CHECK(r.code == kExitUsage);
        CHECK(r.err == "partiscope-cli: cannot write '" + one + "': Too many levels of symbolic links\n");
        CHECK(fs::is_symlink(one));
    }
}

TEST_CASE("export --out a FIFO writes to its reader, without a reader it is refused at once") {
    TempDir dir;
    const std::string fifo = (dir.path / "model.fifo").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CliRun r;
    const std::string got = readFifoWhile(fifo, [&] { r = runBinary(kExport + fifo); });
    CHECK(r.code == kExitOk);
    CHECK(nlohmann::json::parse(got)["ModelMetadata"]["Version"] == "3.0");
    CHECK(fs::is_fifo(fifo));
    const auto noReader = runBinary(kExport + fifo);
    CHECK(noReader.code == kExitUsage);
    CHECK(noReader.err == "partiscope-cli: cannot write '" + fifo + "': no process is reading the FIFO\n");
    CHECK(fs::is_fifo(fifo));
}

TEST_CASE("simulate --csv a FIFO whose reader stops reading: SIGINT ends the blocked write") {
    TempDir dir;
    const std::string fifo = (dir.path / "ticks.fifo").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC); // open, never read
    REQUIRE(reader >= 0);
    const std::string lesson = std::string(PARTISCOPE_LESSONS_DIR) + "/06-adaptive-capacity-400wcu.json";
    const std::string errPath = (dir.path / "err").string();
    const std::string command = std::string(PARTISCOPE_CLI_PATH) + " simulate --scenario " + lesson + " --csv " + fifo +
                                " >" + (dir.path / "out").string() + " 2>" + errPath +
                                " & pid=$!; sleep 1; kill -INT $pid; wait $pid";
    const int status = std::system(command.c_str());
    ::close(reader);
    CHECK(WEXITSTATUS(status) == kExitInterrupted);
    const std::string err = readWhole(errPath);
    CHECK(err.rfind("partiscope-cli: interrupted (simulate at ", 0) == 0);
    CHECK(err.find("s); part of it was written to '" + fifo + "'\n") != std::string::npos);
}

TEST_CASE("export --out over the scenario it reads replaces it whole") {
    TempDir dir;
    const std::string scenario = dir.write("s.json", readWhole(kOrders));
    const auto r = runBinary("export --to workbench --scenario " + scenario + " --out " + scenario);
    REQUIRE(r.code == kExitOk);
    CHECK(nlohmann::json::parse(readWhole(scenario))["ModelMetadata"]["Version"] == "3.0");
}

TEST_CASE("import --out: a device node, a symbolic link") {
    TempDir dir;
    const std::string scan = dir.write("scan.json", kScanPage);
    const std::string full = dir.device("full", 7);
    REQUIRE_FALSE(full.empty());
    const auto toFull = runBinary("import --from dynamodb-json " + scan + " --pk-name PK --out " + full);
    CHECK(toFull.code == kExitOutputFailed);
    CHECK(toFull.err == "partiscope-cli: cannot write '" + full + "': No space left on device\n");
    CHECK(fs::is_character_file(full));
    const std::string target = dir.write("scenario.json", "old");
    const std::string link = (dir.path / "link.json").string();
    fs::create_symlink("scenario.json", link);
    const auto toLink = runBinary("import --from dynamodb-json " + scan + " --pk-name PK --out " + link);
    REQUIRE(toLink.code == kExitOk);
    CHECK(fs::is_symlink(link));
    CHECK(nlohmann::json::parse(readWhole(target))["workload"]["keys"].size() == 2);
}

TEST_CASE("report --out: a symbolic link to a report in another folder") {
    TempDir dir;
    fs::create_directories(dir.path / "reports");
    const std::string link = (dir.path / "report.md").string();
    fs::create_symlink("reports/latest.md", link);
    const auto r = runBinary("report --scenario " + kOrders + " --out " + link);
    REQUIRE(r.code == kExitOk);
    CHECK(fs::is_symlink(link));
    CHECK(readWhole((dir.path / "reports/latest.md").string()).rfind("# ", 0) == 0);
}

TEST_CASE("queries --out-dir: request files that are links or devices") {
    TempDir dir;
    const std::string out = (dir.path / "requests").string();
    fs::create_directories(out);
    fs::create_symlink("../kept/first.json", out + "/query-0001.json");
    fs::create_directories(dir.path / "kept");
    const std::string args =
        "queries --scenario " + kOrders + " --pattern 'pending orders this month' --out-dir " + out;
    SECTION("a link: its target is written") {
        const auto r = runBinary(args);
        REQUIRE(r.code == kExitOk);
        CHECK(fs::is_symlink(out + "/query-0001.json"));
        const auto first = nlohmann::json::parse(readWhole((dir.path / "kept/first.json").string()));
        CHECK(first["ExpressionAttributeValues"][":pk"]["S"] == "PENDING#0");
    }
    SECTION("a full device: exit 4 naming the file, the device kept") {
        REQUIRE(::mknod((out + "/query-0002.json").c_str(), S_IFCHR | 0666, makedev(1, 7)) == 0);
        const auto r = runBinary(args);
        CHECK(r.code == kExitOutputFailed);
        CHECK(r.err == "partiscope-cli: cannot write '" + out + "/query-0002.json': No space left on device\n");
        CHECK(fs::is_character_file(out + "/query-0002.json"));
    }
}

TEST_CASE("simulate --csv: an existing CSV survives an interrupted run, devices and links are written through") {
    TempDir dir;
    const std::string scenario = dir.write("s.json", R"({"version": 1, "table": {"rcu": 100, "wcu": 100,
        "partitions": 2}, "workload": {"duration_s": 300, "writes_per_s": 50, "keys": [{"key": "a"}]}})");
    const std::string old = "time_s,partition\n0,an earlier run\n";
    SECTION("interrupted in-process: the old file is exactly as it was") {
        const std::string csv = dir.write("out.csv", old);
        ::chmod(csv.c_str(), 0600);
        std::atomic<bool> interrupted{true};
        CliContext context;
        context.interrupted = &interrupted;
        const auto r = run({"simulate", "--scenario", scenario, "--csv", csv}, -1, context);
        CHECK(r.code == kExitInterrupted);
        CHECK(r.err ==
              "partiscope-cli: interrupted (simulate at 0 of 300 s; '" + csv + "' left as it was); nothing written\n");
        CHECK(readWhole(csv) == old);
        CHECK(modeOf(csv) == 0600);
    }
    SECTION("a finished run replaces it, keeping its mode") {
        const std::string csv = dir.write("out.csv", old);
        ::chmod(csv.c_str(), 0600);
        const auto r = runBinary("simulate --scenario " + scenario + " --csv " + csv);
        REQUIRE(r.code == kExitOk);
        CHECK(readWhole(csv).rfind("t,partition,", 0) == 0);
        CHECK(readWhole(csv) != old);
        CHECK(modeOf(csv) == 0600);
    }
    SECTION("a device node like /dev/null stays a device") {
        const std::string null = dir.device("null", 3);
        REQUIRE_FALSE(null.empty());
        const auto r = runBinary("simulate --scenario " + scenario + " --csv " + null);
        CHECK(r.code == kExitOk);
        CHECK(fs::is_character_file(null));
    }
    SECTION("a symbolic link: the target gets the CSV, the link stays") {
        const std::string target = dir.write("ticks.csv", old);
        const std::string link = (dir.path / "link.csv").string();
        fs::create_symlink("ticks.csv", link);
        REQUIRE(runBinary("simulate --scenario " + scenario + " --csv " + link).code == kExitOk);
        CHECK(fs::is_symlink(link));
        CHECK(readWhole(target).rfind("t,partition,", 0) == 0);
    }
    SECTION("a FIFO streams to its reader") {
        const std::string fifo = (dir.path / "ticks.fifo").string();
        REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
        CliRun r;
        const std::string got =
            readFifoWhile(fifo, [&] { r = runBinary("simulate --scenario " + scenario + " --csv " + fifo); });
        CHECK(r.code == kExitOk);
        CHECK(got.rfind("t,partition,", 0) == 0);
        CHECK(std::count(got.begin(), got.end(), '\n') > 300);
    }
}

TEST_CASE("standard output on a full device: exit 4 with the reason") {
    TempDir dir;
    const std::string full = dir.device("full", 7);
    REQUIRE_FALSE(full.empty());
    const auto r = runBinary("export --to workbench --scenario " + kOrders + " --out -", "", full);
    CHECK(r.code == kExitOutputFailed);
    CHECK(r.err == "partiscope-cli: cannot write standard output: No space left on device\n");
    CHECK(fs::is_character_file(full));
    // A month of ticks on 13,334 partitions streamed to it stops at the first failed write, not after half an hour.
    const std::string month = dir.write("month.json", R"({"version": 1, "table": {"rcu": 1000, "wcu": 1000,
        "partitions": 13334}, "workload": {"duration_s": 2678400, "writes_per_s": 500, "keys": [{"key": "a"}]}})");
    const auto started = std::chrono::steady_clock::now();
    const auto csv = runBinary("simulate --scenario " + month + " --csv -", "", full);
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - started;
    CHECK(csv.code == kExitOutputFailed);
    CHECK(csv.err.find("partiscope-cli: cannot write standard output: No space left on device\n") != std::string::npos);
    CHECK(took.count() < 10.0);
}
