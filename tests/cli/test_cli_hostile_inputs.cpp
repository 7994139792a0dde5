// The real binary on inputs a hostile tester picks: devices that never end (a /dev/zero made with mknod in a
// temporary folder, never the system's), named pipes with and without a writer, overflowing numbers, NUL bytes,
// byte-order marks, a giant separator. Every read is bounded by its format's limit and names it (README "Limits").
#include "cli.h"
#include "cli_run.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>

using namespace partiscope::cli;
using namespace partiscope::cli::testing;

extern char** environ;

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

/// DIR/zero, a character device reading as /dev/zero does (major 1, minor 5).
std::string makeZeroDevice(const TempDir& dir) {
    const auto path = (dir.path / "zero").string();
    REQUIRE(::mknod(path.c_str(), S_IFCHR | 0644, makedev(1, 5)) == 0);
    return path;
}

std::string makeFifo(const TempDir& dir, const std::string& name = "fifo") {
    const auto path = (dir.path / name).string();
    REQUIRE(::mkfifo(path.c_str(), 0644) == 0);
    return path;
}

std::string smallScenario() {
    return R"({"version": 2, "table": {"rcu": 100, "wcu": 100, "partitions": 2},
        "workload": {"duration_s": 60, "writes_per_s": 50, "keys": [{"key": "a"}, {"key": "b"}]}})";
}

std::string lessonOne() {
    return std::string(PARTISCOPE_LESSONS_DIR) + "/01-celebrity-leaderboard.json";
}

/// The shipped prices with one line replaced by @p line (or added).
std::string pricesWith(const std::string& name, const std::string& line) {
    std::string text;
    for (const char* field : {"region = us-east-1", "currency = USD", "as_of = 2024-11-01", "source = test",
                              "on_demand_write_per_million = 0.625", "on_demand_read_per_million = 0.125",
                              "provisioned_wcu_hour = 0.00065", "provisioned_rcu_hour = 0.00013",
                              "storage_gb_month = 0.25", "storage_free_gb = 25", "hours_per_month = 730"}) {
        text += std::string(field).rfind(name + " ", 0) == 0 ? line : std::string(field);
        text += "\n";
    }
    return text;
}

struct TimedRun {
    CliRun run;
    double seconds = 0;
};

TimedRun timed(const std::string& args) {
    const auto started = std::chrono::steady_clock::now();
    TimedRun r{runBinary(args), 0};
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return r;
}

/// An invocation the binary must refuse (exit 2), with a part of its message.
struct RefusalCase {
    std::string args;
    std::string message;
};

void checkRefused(const std::vector<RefusalCase>& cases, double withinSeconds) {
    for (const RefusalCase& c : cases) {
        INFO(c.args);
        const auto r = timed(c.args);
        INFO(r.run.err);
        CHECK(r.run.code == kExitUsage);
        CHECK(contains(r.run.err, c.message));
        CHECK(r.seconds < withinSeconds);
    }
}

pid_t spawn(std::vector<std::string> args, const std::string& errPath) {
    const pid_t pid = spawnProcess(std::move(args), "/dev/null", errPath);
    REQUIRE(pid > 0);
    return pid;
}

} // namespace

TEST_CASE("a device that never ends is read up to its format's limit, which the message names", "[hostile]") {
    TempDir dir;
    const auto zero = makeZeroDevice(dir);
    const auto scenario = dir.write("s.json", smallScenario());
    const auto keys = dir.write("keys.txt", "1\n2\n");
    const std::vector<RefusalCase> cases{
        {"simulate --scenario " + zero, "'" + zero + "' is larger than the 256 MiB a scenario file may hold"},
        {"advise --scenario " + zero, "'" + zero + "' is larger than the 256 MiB a scenario file may hold"},
        {"compare " + scenario + " --prices " + zero, "'" + zero + "' is larger than the 1 MiB a price file may hold"},
        {"analyze --keys " + keys + " --strategy lookup --map " + zero,
         "'" + zero + "' is larger than the 256 MiB a shard map may hold"},
        {"queries --table Tab --pk-name pk --item " + zero,
         "'" + zero + "' is larger than the 4 MiB an item file may hold"},
        {"import --from dynamodb-json --describe " + zero + " " + scenario,
         "'" + zero + "' is larger than the 4 MiB a table description may hold"},
        {"simulate --scenario " + scenario + " --observed " + zero,
         zero + ": larger than the 64 MiB a CloudWatch output may hold"},
        {"import --from access-log " + zero, zero + ":1: a line longer than 1 MiB"},
        {"analyze --keys " + zero, "a line longer than 64 MiB (a key-list line holds a key of at most 2,048 bytes"},
        {"simulate --scenario " + scenario + " --trace " + zero,
         "'" + zero + "' is a character device, not a regular file (a trace is read twice"},
    };
    checkRefused(cases, 20);
}

TEST_CASE("a lessons folder that is a device, or holds a FIFO or a device, lists without waiting", "[hostile]") {
    TempDir dir;
    const auto zero = makeZeroDevice(dir);
    const auto lessons = dir.path / "lessons";
    std::filesystem::create_directories(lessons);
    std::filesystem::copy_file(lessonOne(), lessons / "01-celebrity-leaderboard.json");
    makeFifo(dir, "lessons/02-fifo.json");
    std::filesystem::create_symlink(zero, lessons / "03-zero.json");
    const std::string env = "PARTISCOPE_LESSONS_DIR=" + lessons.string() + " ";
    const auto started = std::chrono::steady_clock::now();
    const int status = std::system(
        (env + PARTISCOPE_CLI_PATH + " lessons >" + (dir.path / "out").string() + " 2>" + (dir.path / "err").string())
            .c_str());
    const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == kExitOk);
    CHECK(took < 5);
    const std::string out = readWhole((dir.path / "out").string());
    CHECK(contains(out, "01-celebrity-leaderboard.json"));
    CHECK(contains(out, "02-fifo.json  02-fifo.md  02-fifo\n")); // listed by its name: it is no scenario to read
    CHECK(contains(out, "03-zero.json  03-zero.md  03-zero\n"));
    const int device =
        std::system(("PARTISCOPE_LESSONS_DIR=" + zero + " " + PARTISCOPE_CLI_PATH + " lessons 2>/dev/null").c_str());
    CHECK(WEXITSTATUS(device) == kExitUsage);
}

TEST_CASE("a FIFO without a writer does not block: it reads as empty, or is refused where it is read twice",
          "[hostile]") {
    TempDir dir;
    const auto fifo = makeFifo(dir);
    const auto scenario = dir.write("s.json", smallScenario());
    const auto keys = dir.write("keys.txt", "1\n2\n");
    const std::vector<RefusalCase> cases{
        {"simulate --scenario " + fifo, fifo + ":"},
        {"analyze --keys " + keys + " --strategy lookup --map " + fifo, fifo + ": shard map has no entries"},
        {"compare " + scenario + " --prices " + fifo, fifo + ": missing 'region'"},
        {"simulate --scenario " + scenario + " --trace " + fifo,
         "'" + fifo + "' is a named pipe (FIFO), not a regular file"},
        {"import --from access-log " + fifo, fifo + ":"},
        {"simulate --scenario " + scenario + " --observed " + fifo, fifo + ":"},
    };
    checkRefused(cases, 5);
    const auto analyzed = timed("analyze --keys " + fifo);
    CHECK(analyzed.run.code == kExitNoKeys); // an empty key list
    CHECK(analyzed.seconds < 5);
}

TEST_CASE("SIGTERM stops a read that waits on a FIFO whose writer sends nothing", "[hostile]") {
    TempDir dir;
    const auto fifo = makeFifo(dir);
    const auto keys = dir.write("keys.txt", "1\n2\n");
    const auto errPath = (dir.path / "err").string();
    const std::vector<std::vector<std::string>> commands{
        {PARTISCOPE_CLI_PATH, "simulate", "--scenario", fifo},
        {PARTISCOPE_CLI_PATH, "analyze", "--keys", keys, "--strategy", "lookup", "--map", fifo},
        {PARTISCOPE_CLI_PATH, "analyze", "--keys", fifo},
        {PARTISCOPE_CLI_PATH, "compare", fifo},
        {PARTISCOPE_CLI_PATH, "queries", "--scenario", fifo},
    };
    for (const auto& command : commands) {
        for (const int stopSignal : {SIGTERM, SIGINT}) {
            INFO(command[1] + " " + command[2] + " " + command.back() + ", signal " + std::to_string(stopSignal));
            // The writer: this process holds a write end (O_RDWR opens at once on Linux) and sends nothing.
            const int writeEnd = ::open(fifo.c_str(), O_RDWR | O_CLOEXEC);
            REQUIRE(writeEnd >= 0);
            const pid_t cli = spawn(command, errPath);
            std::this_thread::sleep_for(std::chrono::milliseconds(400));
            ::kill(cli, stopSignal);
            const auto signalled = std::chrono::steady_clock::now();
            int status = 0;
            REQUIRE(::waitpid(cli, &status, 0) == cli);
            const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - signalled).count();
            ::close(writeEnd);
            REQUIRE(WIFEXITED(status));
            CHECK(WEXITSTATUS(status) == kExitInterrupted);
            CHECK(took < 1.0);
            const std::string err = readWhole(errPath);
            CHECK(contains(err, "partiscope-cli: interrupted (while reading '"));
        }
    }
}

TEST_CASE("a FIFO with a writer is read whole, as standard input is", "[hostile]") {
    TempDir dir;
    const auto fifo = makeFifo(dir);
    const auto scenario = dir.write("s.json", smallScenario());
    const pid_t writer =
        spawn({"/bin/sh", "-c", "exec cat " + scenario + " > " + fifo}, (dir.path / "writer.err").string());
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    const auto r = runBinary("simulate --scenario " + fifo);
    ::waitpid(writer, nullptr, 0);
    INFO(r.err);
    CHECK(r.code == kExitOk);
    CHECK(contains(r.out, "60 s"));
}

TEST_CASE("a price that overflows a bill is refused with its line, never an abort or null costs", "[hostile]") {
    TempDir dir;
    for (const std::string value : {"1e300", "1e400", "1.8e308", "2000000"}) {
        INFO(value);
        const auto prices =
            dir.write("p.prices", pricesWith("provisioned_wcu_hour", "provisioned_wcu_hour = " + value));
        for (const std::string format : {"text", "json"}) {
            const auto r = runBinary("compare " + lessonOne() + " --format " + format + " --prices " + prices);
            INFO(r.err);
            CHECK(r.code == kExitUsage);
            CHECK(r.out.empty());
            CHECK(contains(r.err, prices + ":7: expected a number"));
        }
    }
    const auto nul = dir.write("nul.prices", pricesWith("currency", std::string("currency = US\0D", 15)));
    const auto r = runBinary("compare " + lessonOne() + " --prices " + nul);
    CHECK(r.code == kExitUsage);
    CHECK(contains(r.err, nul + ":2: a NUL byte"));
}

TEST_CASE("a scenario with a giant separator is refused by the sharded key's limit, early", "[hostile]") {
    TempDir dir;
    const std::string sep(50'000'000, '#');
    const auto scenario = dir.write("sep.json", R"({"version": 2, "table": {"rcu": 100, "wcu": 100},
        "strategy": {"kind": "random", "shards": 1000000, "sep": ")" +
                                                    sep + R"("},
        "workload": {"duration_s": 60, "writes_per_s": 50, "keys": [{"key": "a"}]}})");
    const auto r = timed("simulate --scenario " + scenario);
    INFO(r.run.err.substr(0, 300));
    CHECK(r.run.code == kExitUsage);
    CHECK(contains(r.run.err, scenario + ": /strategy/sep: must be at most 2,046 bytes"));
    CHECK(r.run.err.size() < 1000); // the separator is not quoted back
    CHECK(r.seconds < 20);
    const auto flag = runBinary("analyze --keys " + dir.write("k.txt", "a\n") + " --strategy mod --shards 2 --sep " +
                                std::string(3000, 'x'));
    CHECK(flag.code == kExitUsage);
    CHECK(contains(flag.err, "--sep must be at most 2,046 bytes"));
}

TEST_CASE("a key list of blanks only reads no key: exit 3", "[hostile]") {
    TempDir dir;
    for (const std::string& text :
         {std::string(""), std::string("\n\n"), std::string("   \n\t\n \t \r\n"), std::string("\xEF\xBB\xBF\n  \n")}) {
        const auto keys = dir.write("blank.txt", text);
        const auto r = runBinary("analyze --keys " + keys);
        INFO(r.err);
        CHECK(r.code == kExitNoKeys);
        CHECK(contains(r.err, "no valid key was read"));
        CHECK(runBinary("analyze --keys -", text).code == kExitNoKeys);
        CHECK(runBinary("advise --keys " + keys).code == kExitNoKeys);
    }
}

TEST_CASE("a shard map with a BOM and CRLF line ends is read, one with a NUL byte is refused", "[hostile]") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "0\n1\n2\n");
    const auto map = dir.write("map.csv", "\xEF\xBB\xBF# logical,physical\r\n0,db0\r\n1,db1\r\n2,db0\r\n");
    const auto r = runBinary("analyze --keys " + keys + " --strategy lookup --map " + map + " --format json");
    INFO(r.err);
    CHECK(r.code == kExitOk);
    CHECK(contains(r.out, "0#db0"));
    const auto withNul = dir.write("nul.csv", std::string("0,db0\n1,d\0b1\n", 13));
    const auto refused = runBinary("analyze --keys " + keys + " --strategy lookup --map " + withNul);
    CHECK(refused.code == kExitUsage);
    CHECK(contains(refused.err, withNul + ":2: a NUL byte"));
}

TEST_CASE("a trace spanning more than a simulation runs is refused before a second is buffered", "[hostile]") {
    TempDir dir;
    const auto scenario = dir.write("s.json", smallScenario());
    const auto log = dir.write("wide.csv", "timestamp,key,operation,count\n0,a,write,1\n1000000000,a,write,1\n");
    const auto r = timed("simulate --scenario " + scenario + " --trace " + log);
    INFO(r.run.err);
    CHECK(r.run.code == kExitUsage);
    CHECK(contains(r.run.err, "the log spans 1,000,000,001 s from its first request to its last, more than the "
                              "2,678,400 s (31 days) one simulation runs"));
    CHECK(r.seconds < 10);
    const auto far = dir.write("far.csv", "timestamp,key,operation,count\n1e300,a,write,1\n");
    const auto farRun = runBinary("simulate --scenario " + scenario + " --trace " + far);
    CHECK(farRun.code == kExitUsage);
    CHECK(contains(farRun.err, "a timestamp after the year 9999"));
}

TEST_CASE("analyze --map with 3,000,000 entries takes seconds, not minutes", "[hostile][slow]") {
    TempDir dir;
    std::string map;
    map.reserve(3'000'000 * 16);
    for (int i = 0; i < 3'000'000; ++i) {
        map += std::to_string(i) + ",db" + std::to_string(i % 7) + "\n";
    }
    const auto mapPath = dir.write("map.csv", map);
    std::string keys;
    for (int i = 0; i < 100'000; ++i) {
        keys += "k" + std::to_string(i) + "\n";
    }
    const auto keysPath = dir.write("keys.txt", keys);
    for (const std::string fn : {"value", "hash"}) {
        const auto r = timed("analyze --keys " + keysPath + " --strategy lookup --fn " + fn + " --map " + mapPath);
        INFO(fn << ": " << r.run.err.substr(0, 300));
        CHECK((r.run.code == kExitOk || r.run.code == kExitNoKeys));
        CHECK(r.seconds < 15);
    }
}
