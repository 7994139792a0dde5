// Trace replay, worked by hand: the log's requests per second, placed and sharded like listed keys.
#include "partiscope/import/access_log_replay.h"
#include "partiscope/simulator.h"

#include "../scenario_fixtures.h"

#include <catch2/catch.hpp>

#include <cmath>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace partiscope;

namespace {

struct TraceFile {
    std::filesystem::path path;
    explicit TraceFile(const std::string& content) {
        char name[] = "/tmp/partiscope-trace-XXXXXX";
        const int fd = ::mkstemp(name);
        ::close(fd);
        path = name;
        std::ofstream(path, std::ios::binary) << content;
    }
    ~TraceFile() { std::filesystem::remove(path); }
    TraceFile(const TraceFile&) = delete;
    TraceFile& operator=(const TraceFile&) = delete;
};

/// One partition of 1,000 WCU with every capacity mechanism off (burst, adaptive capacity, split for heat) and no
/// retries: a second's writes above 1,000 are throttled, nothing else.
Scenario bareTable(const std::string& strategy = R"({"kind": "none"})") {
    const std::string json = R"({"version": 2, "name": "replay",
        "table": {"mode": "provisioned", "rcu": 1000, "wcu": 1000, "partitions": 1},
        "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
        "workload": {"duration_s": 1, "writes_per_s": 1, "keys": [{"key": "SOMETHING", "weight": 1}],
                     "retries": "none", "noise": "poisson"},
        "strategy": )" + strategy +
                             "}";
    Scenario s;
    std::string error;
    REQUIRE(parseScenario(json, s, error));
    return s;
}

struct Replayed {
    SimulationSnapshot snapshot;
    std::vector<double> throttledBySecond; ///< write requests throttled, per second
};

Replayed replay(const Scenario& scenario, const std::string& log) {
    const TraceFile file(log);
    std::string error;
    const auto simulator = createTraceSimulator(scenario, file.path.string(), true, error);
    INFO(error);
    REQUIRE(simulator);
    Replayed r;
    while (simulator->step()) {
        double throttled = 0;
        for (const PartitionTick& tick : simulator->lastTick()) {
            throttled += tick.writes.throttledRequests;
        }
        r.throttledBySecond.push_back(throttled);
    }
    CHECK(simulator->traceProblem().empty());
    r.snapshot = simulator->snapshot();
    return r;
}

} // namespace

TEST_CASE("trace replay: one key at 1,500 writes/s for 100 s on a 1,000 WCU partition throttles 50,000 writes",
          "[trace]") {
    std::ostringstream log;
    log << "timestamp,key,operation,count\n";
    for (int s = 0; s < 100; ++s) {
        // Three lines a second at fractional times: 1,500 writes in all.
        for (const char* at : {".0", ".3", ".9"}) {
            log << 1714564800 + s << at << ",HOT,write,500\n";
        }
    }
    const Replayed r = replay(bareTable(), log.str());
    CHECK(r.snapshot.durationS == 100);
    CHECK(r.snapshot.metrics.writeThrottleEvents == 50000);
    CHECK(r.snapshot.metrics.consumedWriteCapacityUnits == 100000);
    REQUIRE(r.snapshot.partitions.size() == 1);
    CHECK(r.snapshot.partitions[0].firstThrottleS == 0);
    REQUIRE(r.throttledBySecond.size() == 100);
    for (const double throttled : r.throttledBySecond) {
        CHECK(throttled == 500);
    }
}

TEST_CASE("trace replay: a key that starts at second 10 throttles from second 10", "[trace]") {
    std::ostringstream log;
    log << "timestamp,key,count\n1714564800,QUIET,1\n";
    for (int s = 10; s < 110; ++s) {
        log << 1714564800 + s << ",HOT,1500\n";
    }
    const Replayed r = replay(bareTable(), log.str());
    CHECK(r.snapshot.durationS == 110);
    CHECK(r.snapshot.metrics.writeThrottleEvents == 50000);
    CHECK(r.snapshot.partitions[0].firstThrottleS == 10);
    CHECK(r.throttledBySecond[9] == 0);
    CHECK(r.throttledBySecond[10] == 500);
}

TEST_CASE("trace replay: a 10-way suffix spreads yesterday's hot key", "[trace]") {
    std::ostringstream log;
    log << "timestamp,key,count\n";
    for (int s = 0; s < 20; ++s) {
        log << 1714564800 + s << ",HOT,1500\n";
    }
    // Ten partitions of 1,000 WCU: unsharded, the hot key's partition throttles 500 a second; with ten shards each
    // shard takes 150 a second, and a partition throttles only if it holds seven or more of them.
    Scenario plain = bareTable();
    plain.table.wcu = 10000;
    plain.table.partitions = 10;
    CHECK(replay(plain, log.str()).snapshot.metrics.writeThrottleEvents == 10000);
    Scenario sharded = bareTable(R"({"kind": "random", "shards": 10})");
    sharded.table.wcu = 10000;
    sharded.table.partitions = 10;
    const Replayed r = replay(sharded, log.str());
    // Each shard takes 150 writes a second; a partition throttles what its shards bring above 1,000.
    double expected = 0;
    for (const PartitionTotals& p : r.snapshot.partitions) {
        const double perSecond = p.writeRequests / 20;
        CHECK(std::fmod(perSecond, 150) == Approx(0).margin(1e-9));
        expected += std::max(0.0, perSecond - 1000) * 20;
    }
    CHECK(r.snapshot.metrics.writeThrottleEvents == Approx(expected));
    CHECK(r.snapshot.metrics.writeThrottleEvents < 10000);
    CHECK(r.snapshot.metrics.consumedWriteCapacityUnits + r.snapshot.metrics.writeThrottleEvents == Approx(30000));
}

TEST_CASE("trace replay: reads by operation, index reads on the index, units by the item's cost", "[trace]") {
    Scenario s = bareTable();
    s.workload.itemKb = 8; // 2 WCU a write, 2 x 0.5 RCU an eventually consistent read
    GsiSpec gsi = provisionedGsi("byEmail", "email", 100, 100, 1);
    s.table.gsis.push_back(gsi);
    const Replayed r = replay(s, "timestamp,key,operation,units,index\n"
                                 "0,A,write,8,\n"          // 4 writes of 2 WCU
                                 "0.5,A,read,3,\n"         // 3 reads of 1 RCU
                                 "1,a@b,read,10,byEmail\n" // 10 index reads of 1 RCU (8 KB / 4 KB x 0.5)
    );
    CHECK(r.snapshot.metrics.consumedWriteCapacityUnits == 8);
    CHECK(r.snapshot.metrics.consumedReadCapacityUnits == 3);
    REQUIRE(r.snapshot.indexes.size() == 1);
    CHECK(r.snapshot.indexes[0].metrics.consumedReadCapacityUnits == 10);
}

TEST_CASE("trace replay: problems stop it before it starts, with file and line", "[trace]") {
    const TraceFile unknownIndex("timestamp,key,operation,index\n0,A,write,\n1,B,read,nope\n");
    std::string error;
    CHECK_FALSE(createTraceSimulator(bareTable(), unknownIndex.path.string(), true, error));
    CHECK(error == unknownIndex.path.string() + ":3: index 'nope' is not a GSI or LSI of the scenario's table");
    const TraceFile late("timestamp,key\n5,A\n7,A\n5.5,A\n");
    CHECK_FALSE(createTraceSimulator(bareTable(), late.path.string(), true, error));
    CHECK(error.find(":4: out of time order") != std::string::npos);
}

TEST_CASE("trace replay: the scenario's duration when it is kept, and lines a second out of order", "[trace]") {
    // Second 1 has 1,200 writes (its 200 out of order by 0.4 s): 200 throttled; seconds past the log are empty.
    const TraceFile file("timestamp,key,count\n0,K,10\n1.2,K,1000\n2.1,K,5\n1.7,K,200\n");
    Scenario s = bareTable();
    s.workload.durationS = 5;
    std::string error;
    const auto simulator = createTraceSimulator(s, file.path.string(), false, error);
    REQUIRE(simulator);
    simulator->run();
    const SimulationSnapshot snapshot = simulator->snapshot();
    CHECK(snapshot.durationS == 5);
    CHECK(snapshot.metrics.writeThrottleEvents == 200);
    CHECK(snapshot.metrics.consumedWriteCapacityUnits == 10 + 1000 + 5);
}
