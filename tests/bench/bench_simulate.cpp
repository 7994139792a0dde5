// Simulator benchmark, five cases of 24 simulated hours at 1-second ticks, 1000 partitions, 100k distinct keys in a
// Zipf mix, SDK retries and split-for-heat on: "table" (100k writes/s, 300k reads/s, no noise; under 2 s), "gsis"
// (the same with 2 GSIs of 500 partitions each; under 3 s), "poisson" (200k writes/s, 400k reads/s, Poisson noise;
// under 0.6 s), "poisson-gsis" (that with the 2 GSIs; under 1.5 s) and "auto-scaling" (that with auto scaling on the
// table and both GSIs over a day whose writes step 200k -> 120k -> 200k writes/s; under 1.5 s). Prints wall/CPU time,
// the noise threads, the load average, partition-ticks (every key space's) per second and peak RSS (of the process so
// far), and the targets (and under 300 MB). A benchmark, not a test: it does not fail on a miss unless
// --require-targets is given.
#include "bench_table_scenario.h"
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <optional>
#include <string>
#include <sys/resource.h>

using namespace partiscope;

namespace {

double cpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

/// The base table (bench_table_scenario.h), parsed.
Scenario tableScenario(std::uint64_t duration, std::string& error, const char* writes = "100000",
                       const char* reads = "300000", bool poisson = false) {
    Scenario scenario;
    parseScenario(benchTableScenarioJson(duration, writes, reads, poisson), scenario, error);
    return scenario;
}

/// The issue's target: the same table with 2 GSIs of 500 partitions each (3,000 RCU + 499,000 WCU:
/// ceil(1 + 499) = 500): one that every item writes to (20,000 status values), one sparse (30% of the items,
/// 5,000 values, one of them on 5% of the items), each read by an access pattern. Built in code (no JSON needed).
Scenario withGsis(Scenario scenario) {
    scenario.name += " + 2 GSIs x 500 partitions";
    for (const char* name : {"ByStatus", "ByCustomer"}) {
        GsiSpec gsi;
        gsi.name = name;
        gsi.partitionKey = {name, AttributeType::S};
        gsi.rcu = 3000;
        gsi.wcu = 499000;
        scenario.table.gsis.push_back(gsi);
        AccessPattern pattern;
        pattern.name = std::string("read ") + name;
        pattern.target = name;
        pattern.key = std::string(name) + "#1";
        pattern.readsPerS = 1000;
        scenario.accessPatterns.push_back(pattern);
    }
    auto& dense = scenario.workload.indexKeys["ByStatus"];
    for (int i = 0; i < 20000; ++i) {
        dense.push_back(
            {"ByStatus#" + std::to_string(i), 1.0 / 20000, std::nullopt, SortKeyShape::Random, std::nullopt});
    }
    auto& sparse = scenario.workload.indexKeys["ByCustomer"];
    sparse.push_back({"ByCustomer#1", 0.05, std::nullopt, SortKeyShape::Random, std::nullopt});
    for (int i = 2; i <= 5000; ++i) {
        sparse.push_back(
            {"ByCustomer#" + std::to_string(i), 0.25 / 4999, std::nullopt, SortKeyShape::Random, std::nullopt});
    }
    return scenario;
}

/// Auto scaling on the table and both GSIs (target 70 %), over a day whose writes go 200k -> 120k (6 h) -> 200k
/// (18 h) writes/s: the capacity follows them down and up, within the decrease quota.
Scenario withAutoScaling(Scenario scenario) {
    scenario.name += " + auto scaling";
    scenario.table.autoScaling.write = AutoScalingSpec{100000, 500000, 70};
    scenario.table.autoScaling.read = AutoScalingSpec{300000, 1500000, 70};
    for (GsiSpec& gsi : scenario.table.gsis) {
        gsi.autoScaling.write = AutoScalingSpec{50000, 499000, 70};
    }
    scenario.workload.profile = {WorkloadStep{6 * 3600.0, 120000.0, std::nullopt},
                                 WorkloadStep{18 * 3600.0, 200000.0, std::nullopt}};
    return scenario;
}

/// Runs @p scenario to the end and prints its figures; true when it met @p wallTarget seconds and 300 MB.
bool runCase(const Scenario& scenario, double wallTarget, unsigned threads) {
    std::string error;
    const auto wallStart = std::chrono::steady_clock::now();
    const double cpuStart = cpuSeconds();
    auto simulator = TableSimulator::create(scenario, error);
    if (!simulator) {
        std::fprintf(stderr, "bench_simulate: %s\n", error.c_str());
        return false;
    }
    if (threads > 0) {
        simulator->setNoiseThreads(threads);
    }
    const std::uint32_t initialPartitions = simulator->partitionCount();
    std::uint64_t partitionTicks = 0;
    while (simulator->step()) {
        partitionTicks += simulator->partitionCount();
        for (std::size_t g = 0; g < simulator->indexCount(); ++g) {
            partitionTicks += simulator->indexPartitionCount(g);
        }
    }
    const double cpu = cpuSeconds() - cpuStart;
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    const SimulationSnapshot snapshot = simulator->snapshot();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double rssMb = static_cast<double>(usage.ru_maxrss) / 1024.0;

    std::printf("scenario: %s\n", scenario.name.c_str());
    std::printf("simulated: %llu s, partitions %u -> %u (%zu splits), %.0f throttled requests, %.0f failed\n",
                static_cast<unsigned long long>(snapshot.nowS), initialPartitions, simulator->partitionCount(),
                snapshot.splits.size(), snapshot.metrics.throttledRequests, snapshot.failedRequests);
    for (const auto& index : snapshot.indexes) {
        std::printf("  index %s: %zu partitions at the end, %.0f write throttles\n", index.name.c_str(),
                    index.partitions.size(), index.metrics.writeThrottleEvents);
    }
    if (!snapshot.indexes.empty()) {
        std::printf("  base writes refused by GSI back-pressure: %.0f\n",
                    snapshot.metrics.writeBackPressureThrottleEvents);
    }
    if (!snapshot.capacityChanges.empty()) {
        std::printf("  capacity changes: %zu; table WCU at the end %.0f, mean %.0f\n", snapshot.capacityChanges.size(),
                    snapshot.provisioned.wcu, snapshot.provisioned.wcuSeconds / static_cast<double>(snapshot.nowS));
    }
    double load[3] = {0, 0, 0};
    getloadavg(load, 3);
    std::printf("noise threads %s   load average %.2f %.2f %.2f\n",
                threads > 0 ? std::to_string(threads).c_str() : "default", load[0], load[1], load[2]);
    std::printf("wall %.3f s   cpu %.3f s   partition-ticks %llu   %.1f M partition-ticks/s   peak RSS %.1f MB\n", wall,
                cpu, static_cast<unsigned long long>(partitionTicks), static_cast<double>(partitionTicks) / wall / 1e6,
                rssMb);
    const bool timeOk = wall < wallTarget;
    const bool memoryOk = rssMb < 300.0;
    std::printf("target wall < %.1f s: %s   target RSS < 300 MB: %s\n\n", wallTarget, timeOk ? "PASS" : "MISS",
                memoryOk ? "PASS" : "MISS");
    return timeOk && memoryOk;
}

struct BenchCase {
    const char* name;
    const char* writes;
    const char* reads;
    bool poisson;
    bool gsis;
    double wallTarget;
    bool autoScaling = false;
};

// The first two: no noise, 100k writes/s and 300k reads/s; the last two: the issue's heavier day with Poisson noise.
constexpr BenchCase kCases[] = {
    {"table", "100000", "300000", false, false, 2.0},
    {"gsis", "100000", "300000", false, true, 3.0},
    {"poisson", "200000", "400000", true, false, 0.6},
    {"poisson-gsis", "200000", "400000", true, true, 1.5},
    {"auto-scaling", "200000", "400000", true, true, 1.5, true},
};

} // namespace

int main(int argc, char** argv) {
    bool requireTargets = false;
    std::uint64_t duration = 86400;
    std::string which = "all";
    unsigned threads = 0; // the simulator's default
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--require-targets") == 0) {
            requireTargets = true;
        } else if (std::strcmp(argv[i], "--duration") == 0 && i + 1 < argc) {
            duration = std::stoull(argv[++i]);
        } else if (std::strcmp(argv[i], "--threads") == 0 && i + 1 < argc) {
            threads = static_cast<unsigned>(std::stoul(argv[++i]));
        } else if (std::strcmp(argv[i], "--case") == 0 && i + 1 < argc) {
            which = argv[++i];
        } else {
            std::fprintf(
                stderr,
                "usage: bench_simulate [--case table|gsis|poisson|poisson-gsis|auto-scaling|all] [--duration S] "
                "[--threads N] "
                "[--require-targets]\n");
            return 2;
        }
    }
    bool known = which == "all";
    for (const BenchCase& c : kCases) {
        known = known || which == c.name;
    }
    if (!known) {
        std::fprintf(stderr,
                     "bench_simulate: --case must be table, gsis, poisson, poisson-gsis, auto-scaling or all\n");
        return 2;
    }
    bool ok = true;
    for (const BenchCase& c : kCases) {
        if (which != "all" && which != c.name) {
            continue;
        }
        std::string error;
        Scenario scenario = tableScenario(duration, error, c.writes, c.reads, c.poisson);
        if (!error.empty()) {
            std::fprintf(stderr, "bench_simulate: %s\n", error.c_str());
            return 1;
        }
        if (c.gsis) {
            scenario = withGsis(std::move(scenario));
        }
        if (c.autoScaling) {
            scenario = withAutoScaling(std::move(scenario));
        }
        std::printf("case %s\n", c.name);
        ok = runCase(scenario, c.wallTarget, threads) && ok;
    }
    return requireTargets && !ok ? 1 : 0;
}
