// The command line under hostile input and surroundings: deep JSON, long lines from pipes, inputs
// that expand enormously, long runs, SIGINT and outputs that cannot be written.
#include "cli.h"
#include "cli_run.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/output_file.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <sstream>
#include <thread>

using namespace partiscope::cli;
using namespace partiscope::cli::testing;

extern char** environ;

namespace {

const std::string kTooDeep = "arrays and objects nested more than " +
                             std::to_string(partiscope::limits::kMaxJsonDepth) +
                             " levels deep (the most Partiscope reads)";

/// 31 days on 13,334 partitions: accepted, and about half an hour of work.
std::string longScenario() {
    return R"({"version": 1, "table": {"rcu": 1000, "wcu": 1000, "partitions": 13334},
        "workload": {"duration_s": 2678400, "writes_per_s": 500, "keys": [{"key": "a"}]}})";
}

std::string shortScenario() {
    return R"({"version": 1, "table": {"rcu": 100, "wcu": 100, "partitions": 2},
        "workload": {"duration_s": 300, "writes_per_s": 50, "keys": [{"key": "a"}, {"key": "b"}]}})";
}

} // namespace

TEST_CASE("JSON nested a million deep is refused with its position, not a crash") {
    TempDir dir;
    const std::size_t depth = 1'000'000;
    const auto scenario = dir.write("deep.json", "{\"version\": 1, \"table\": " + std::string(depth, '[') +
                                                     std::string(depth, ']') + "}");
    const auto item = dir.write("item.json", "{\"pk\": " + std::string(depth, '[') + std::string(depth, ']') + "}");
    const std::string column = std::to_string(partiscope::limits::kMaxJsonDepth + 24);

    const auto simulated = runBinary("simulate --scenario " + scenario);
    CHECK(simulated.code == kExitUsage);
    CHECK(simulated.err == "partiscope-cli: " + scenario + ": line 1, column " + column + ": " + kTooDeep + "\n");
    const auto advised = runBinary("advise --scenario " + scenario);
    CHECK(advised.code == kExitUsage);
    CHECK(advised.err == simulated.err);
    // This one was a segmentation fault (the JSON copy recursed once per level).
    const auto queried = runBinary("queries --table Tab --pk-name pk --item " + item);
    CHECK(queried.code == kExitUsage);
    CHECK(queried.err == "partiscope-cli: " + item + ": line 1, column " +
                             std::to_string(partiscope::limits::kMaxJsonDepth + 7) + ": " + kTooDeep + "\n");
}

TEST_CASE("a random strategy that would count more physical keys than the limit is refused") {
    TempDir dir;
    std::string lines;
    for (int i = 0; i < 30; ++i) {
        lines += "key-" + std::to_string(i) + "\t1000000000\n";
    }
    const auto keys = dir.write("keys.txt", lines);
    // 30 keys x 10^6 shards: 3 x 10^7 physical keys (7 GB of counters before the limit).
    const auto started = std::chrono::steady_clock::now();
    const auto r = run({"analyze", "--keys", keys, "--strategy", "random", "--shards", "1000000"});
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - started;
    CHECK(r.code == kExitUsage);
    CHECK(r.out.empty());
    CHECK(r.err ==
          "partiscope-cli: random suffixes over 1,000,000 shards would spread these 30 keys over more than "
          "20,000,000 distinct physical keys, the most one analysis counts; use fewer shards or smaller counts\n");
    CHECK(took.count() < 5.0);
    const auto advised = run({"advise", "--keys", keys, "--strategy", "random", "--shards", "1000000"});
    CHECK(advised.code == kExitUsage);
    CHECK(advised.err == r.err);
    // Within the limit the same counts are analysed: 30 x 1000 physical keys.
    const auto fewer = run({"analyze", "--keys", keys, "--strategy", "random", "--shards", "1000", "--format", "csv"});
    REQUIRE(fewer.code == kExitOk);
    std::istringstream rows(fewer.out);
    std::string row;
    std::getline(rows, row);
    CHECK(row == "bucket,count,share");
    std::uint64_t writes = 0;
    while (std::getline(rows, row)) {
        writes += std::stoull(row.substr(row.find(',') + 1));
    }
    CHECK(writes == 30'000'000'000ull);
}

TEST_CASE("queries --out-dir refuses more request files than the limit and writes none") {
    TempDir dir;
    const auto out = (dir.path / "q").string();
    const std::string shards = std::to_string(partiscope::limits::kMaxQueryFiles + 1);
    const auto r = run({"queries", "--table", "Tab", "--pk-name", "pk", "--logical-key", "a", "--strategy", "random",
                        "--shards", shards, "--out-dir", out});
    CHECK(r.code == kExitUsage);
    CHECK(r.err == "partiscope-cli: --out-dir would write 10,001 files, more than 10,000; print them instead (leave "
                   "out --out-dir)\n");
    CHECK_FALSE(std::filesystem::exists(out));
    // Printing them is still possible.
    const auto printed = run({"queries", "--table", "Tab", "--pk-name", "pk", "--logical-key", "a", "--strategy",
                              "random", "--shards", shards, "--format", "partiql"});
    CHECK(printed.code == kExitOk);
}

TEST_CASE("simulate: progress on a terminal, a warning before a huge --csv, a clean stop on SIGINT") {
    TempDir dir;
    const auto small = dir.write("small.json", shortScenario());
    SECTION("progress is a line rewritten in place, erased at the end") {
        CliContext context;
        context.progress = true;
        const auto r = run({"simulate", "--scenario", small}, -1, context);
        REQUIRE(r.code == kExitOk);
        CHECK(r.err.rfind("\rpartiscope-cli: simulating 1 of 300 s (0.3%; Ctrl+C stops)"
                          "\rpartiscope-cli: simulating 2 of 300 s (0.6%; Ctrl+C stops)",
                          0) == 0);
        CHECK(r.err.find("\rpartiscope-cli: simulating 300 of 300 s (100.0%; Ctrl+C stops)\r\x1b[K") ==
              r.err.size() - 67);
        CHECK(run({"simulate", "--scenario", small}).err.empty()); // not a terminal: quiet
        // A long run updates the line once per 0.1 %, not once per second.
        const auto longer = dir.write("longer.json", R"({"version": 1, "table": {"rcu": 100, "wcu": 100},
            "workload": {"duration_s": 20000, "writes_per_s": 50, "keys": [{"key": "a"}]}})");
        const auto counted = run({"simulate", "--scenario", longer}, -1, context);
        REQUIRE(counted.code == kExitOk);
        CHECK(std::count(counted.err.begin(), counted.err.end(), '\r') ==
              1 + 1000 + 1); // 0.0 %, each 0.1 % up to 100.0 %, the erase
    }
    SECTION("an interrupted run says so, exits 130 and writes no CSV") {
        const auto big = dir.write("big.json", longScenario());
        const auto csv = (dir.path / "ticks.csv").string();
        std::atomic<bool> interrupted{true};
        CliContext context;
        context.interrupted = &interrupted;
        const auto r = run({"simulate", "--scenario", big, "--csv", csv}, -1, context);
        CHECK(r.code == kExitInterrupted);
        CHECK(r.out.empty());
        CHECK(r.err == "partiscope-cli: warning: --csv will write 35,713,785,600 rows (one per partition per second; "
                       "about 3,571 GB); Ctrl+C stops\n"
                       "partiscope-cli: interrupted (simulate at 0 of 2,678,400 s; '" +
                           csv + "' left as it was); nothing written\n");
        CHECK_FALSE(std::filesystem::exists(csv));
    }
    SECTION("SIGINT or SIGTERM stops the real binary within a second; an existing CSV is left as it was") {
        const int stopSignal = GENERATE(SIGINT, SIGTERM);
        const auto big = dir.write("big.json", longScenario());
        const std::string old = "time_s,partition\n0,old rows of an earlier run\n";
        const auto csv = dir.write("ticks.csv", old);
        const auto errPath = (dir.path / "err").string();
        const auto null = dir.device("null", 3);
        REQUIRE_FALSE(null.empty());
        const pid_t pid =
            spawnProcess({PARTISCOPE_CLI_PATH, "simulate", "--scenario", big, "--csv", csv}, null, errPath);
        REQUIRE(pid > 0);
        // Wait until it is simulating (the temporary CSV it holds open beside ticks.csv, unnamed or not, has
        // rows), then interrupt it.
        auto rowsWritten = [&] {
            std::error_code ec;
            const auto fds = std::filesystem::path("/proc") / std::to_string(pid) / "fd";
            for (const auto& entry : std::filesystem::directory_iterator(fds, ec)) {
                const auto file = std::filesystem::read_symlink(entry.path(), ec);
                if (!ec && file.parent_path() == dir.path && file.filename() != "err" &&
                    std::filesystem::file_size(entry.path(), ec) > 100'000 && !ec) {
                    return true;
                }
            }
            return false;
        };
        for (int i = 0; i < 400 && !rowsWritten(); ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(25));
        }
        CHECK(rowsWritten());
        ::kill(pid, stopSignal);
        const auto signalled = std::chrono::steady_clock::now();
        int status = 0;
        REQUIRE(::waitpid(pid, &status, 0) == pid);
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - signalled;
        REQUIRE(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == kExitInterrupted);
        CHECK(took.count() < 1.0);
        const std::string err = readWhole(errPath);
        CHECK(err.find("partiscope-cli: interrupted (simulate at ") != std::string::npos);
        CHECK(err.find("' left as it was); nothing written\n") != std::string::npos);
        CHECK(readWhole(csv) == old);
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(dir.path)) {
            names.push_back(entry.path().filename().string());
        }
        std::sort(names.begin(), names.end());
        CHECK(names == std::vector<std::string>{"big.json", "err", "null", "small.json", "ticks.csv"});
    }
}

TEST_CASE("analyze stops reading on SIGINT") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "a\nb\n");
    std::atomic<bool> interrupted{true};
    CliContext context;
    context.interrupted = &interrupted;
    const auto r = run({"analyze", "--keys", keys}, -1, context);
    CHECK(r.code == kExitInterrupted);
    CHECK(r.out.empty());
    CHECK(r.err == "partiscope-cli: interrupted (while reading '" + keys + "'); nothing written\n");
}

TEST_CASE("every command's output is checked: a full disk is an error, not exit 0") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "a\nb\nc\n");
    const auto small = dir.write("small.json", shortScenario());
    const std::string lesson = std::string(PARTISCOPE_LESSONS_DIR) + "/01-celebrity-leaderboard.json";
    const std::string full = "partiscope-cli: cannot write standard output: No space left on device\n";
    const std::string fullDevice = dir.device("full", 7); // like /dev/full: every write fails with ENOSPC
    REQUIRE_FALSE(fullDevice.empty());
    for (const std::string& args :
         {std::string("--help"), std::string("--version"), std::string("lessons"), "analyze --keys " + keys,
          "analyze --keys " + keys + " --format json", "simulate --scenario " + small, "advise --scenario " + lesson,
          std::string("estimate --writes-per-s 5000"),
          std::string("queries --table Tab --pk-name pk --logical-key a --strategy random --shards 4")}) {
        INFO(args);
        const auto r = runBinary(args, "", fullDevice);
        CHECK(r.code == kExitOutputFailed);
        CHECK(r.err.find(full) != std::string::npos);
    }
    // Output files name themselves.
    const auto reportPath = (dir.path / "report.md").string();
    std::filesystem::create_symlink(fullDevice, reportPath);
    const auto report = runBinary("report --scenario " + lesson + " --out " + reportPath);
    CHECK(report.code == kExitOutputFailed);
    CHECK(report.err == "partiscope-cli: cannot write '" + reportPath + "': No space left on device\n");
    CHECK(std::filesystem::is_symlink(reportPath));
    CHECK(std::filesystem::is_character_file(fullDevice));
    SECTION("in-process, through FdOutputBuffer") {
        const int fd = ::open(fullDevice.c_str(), O_WRONLY | O_CLOEXEC);
        REQUIRE(fd >= 0);
        partiscope::FdOutputBuffer buffer(fd);
        std::ostream out(&buffer);
        std::ostringstream err;
        CHECK(runCli({"--help"}, -1, out, err) == kExitOutputFailed);
        CHECK(err.str() == full);
        CHECK(buffer.error() == ENOSPC);
        ::close(fd);
    }
    SECTION("a simulation CSV on a full disk stops the run and names the file") {
        const auto r = runBinary("simulate --scenario " + small + " --csv " + fullDevice);
        CHECK(r.code == kExitOutputFailed);
        CHECK(r.err == "partiscope-cli: cannot write '" + fullDevice + "': No space left on device\n");
        CHECK(std::filesystem::is_character_file(fullDevice)); // written through, never replaced
    }
}
