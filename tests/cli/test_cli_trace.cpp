// simulate --trace: an access log replayed as the workload, worked by hand.
#include "cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <sstream>

using namespace partiscope::cli::testing;

namespace {

/// One partition of 1,000 WCU, burst, adaptive capacity and split for heat off, no retries: a second's writes
/// above 1,000 are throttled and nothing else happens.
constexpr const char* kBareTable = R"({"version": 2, "name": "bare",
    "table": {"mode": "provisioned", "rcu": 1000, "wcu": 1000, "partitions": 1},
    "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
    "workload": {"duration_s": 3600, "writes_per_s": 1, "keys": [{"key": "OTHER"}], "retries": "none")";

/// HOT at 1,500 writes a second from @p fromSecond to before @p toSecond; the log starts at second 0 with a line
/// of no requests (an ISO time: 1714564800 s after the epoch).
std::string hotKeyLog(int fromSecond, int toSecond) {
    std::ostringstream log;
    log << "timestamp,key,operation,count\n2024-05-01T12:00:00Z,QUIET,write,0\n";
    for (int s = fromSecond; s < toSecond; ++s) {
        log << 1714564800 + s << ".5,HOT,write,1500\n";
    }
    return log.str();
}

} // namespace

TEST_CASE("simulate --trace: 1,500 writes/s for 100 s on 1,000 WCU throttles exactly 50,000 from second 0") {
    TempDir dir;
    const auto scenario = dir.write("bare.json", std::string(kBareTable) + "}}");
    const auto log = dir.write("hot.csv", hotKeyLog(0, 100));
    const auto r = run({"simulate", "--scenario", scenario, "--trace", log, "--format", "json"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["metrics"]["WriteThrottleEvents"].get<double>() == 50000);
    CHECK(doc["throttling_reasons"]["TableWriteProvisionedThroughputExceeded"].get<double>() +
              doc["throttling_reasons"]["TableWriteKeyRangeThroughputExceeded"].get<double>() ==
          50000);
    CHECK(doc["duration_s"].get<int>() == 100); // the trace's span, not the scenario's 3,600 s
    REQUIRE(doc["partitions"].size() == 1);
    CHECK(doc["partitions"][0]["first_throttle_s"].get<int>() == 0);
    CHECK(doc["partitions"][0]["writes_throttled"].get<double>() == 50000);
}

TEST_CASE("simulate: a scenario's workload.trace, relative to the scenario file, starting at second 10") {
    TempDir dir;
    const auto scenario = dir.write("bare.json", std::string(kBareTable) + R"(, "trace": "logs/hot.csv"}})");
    std::filesystem::create_directories(dir.path / "logs");
    dir.write("logs/hot.csv", hotKeyLog(10, 110));
    const auto r = run({"simulate", "--scenario", scenario, "--format", "json"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["duration_s"].get<int>() == 3600); // the scenario's: it says how long to run
    CHECK(doc["metrics"]["WriteThrottleEvents"].get<double>() == 50000);
    bool found = false;
    for (const auto& p : doc["partitions"]) {
        CHECK(p["first_throttle_s"].get<int>() == 10);
        found = true;
    }
    CHECK(found);
}

TEST_CASE("simulate --trace: a bad line stops it with the file and line") {
    TempDir dir;
    const auto scenario = dir.write("bare.json", std::string(kBareTable) + "}}");
    const auto log = dir.write("bad.csv", "timestamp,key,count\n1,A,2\n2,B,-1\n");
    const auto r = run({"simulate", "--scenario", scenario, "--trace", log});
    CHECK(r.code != 0);
    CHECK(r.err.find(log + ":3: negative count -1") != std::string::npos);
    const auto missing = run({"simulate", "--scenario", scenario, "--trace", (dir.path / "none.csv").string()});
    CHECK(missing.code != 0);
    CHECK(missing.err.find("cannot open") != std::string::npos);
}
