// Simulator benchmark: 24 simulated hours at 1-second ticks, 1000 partitions, 100k distinct keys
// in a Zipf mix, SDK retries on. Single-threaded. Prints wall/CPU time, partition-ticks per second
// and peak RSS, and the targets (under 2 s, under 300 MB). A benchmark, not a test: it does not
// fail on a miss unless --require-targets is given.
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <sys/resource.h>

using namespace partiscope;

namespace {

double cpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

} // namespace

int main(int argc, char** argv) {
    bool requireTargets = false;
    std::uint64_t duration = 86400;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--require-targets") == 0) {
            requireTargets = true;
        } else if (std::strcmp(argv[i], "--duration") == 0 && i + 1 < argc) {
            duration = std::stoull(argv[++i]);
        } else {
            std::fprintf(stderr, "usage: bench_simulate [--duration S] [--require-targets]\n");
            return 2;
        }
    }
    // 1,500,000 RCU + 500,000 WCU gives ceil(500 + 500) = 1000 partitions by the historical formula.
    const std::string json = R"({"version": 1, "name": "bench: 24 h, 1000 partitions, 100k Zipf keys",
        "table": {"rcu": 1500000, "wcu": 500000},
        "workload": {"duration_s": )" +
                             std::to_string(duration) +
                             R"(, "writes_per_s": 100000, "reads_per_s": 300000,
          "retries": "standard", "generator": {"kind": "zipf", "count": 100000, "s": 1.1}}})";
    Scenario scenario;
    std::string error;
    if (!parseScenario(json, scenario, error)) {
        std::fprintf(stderr, "bench_simulate: %s\n", error.c_str());
        return 1;
    }
    const auto wallStart = std::chrono::steady_clock::now();
    const double cpuStart = cpuSeconds();
    auto simulator = TableSimulator::create(scenario, error);
    if (!simulator) {
        std::fprintf(stderr, "bench_simulate: %s\n", error.c_str());
        return 1;
    }
    const std::uint32_t initialPartitions = simulator->partitionCount();
    std::uint64_t partitionTicks = 0;
    while (simulator->step()) {
        partitionTicks += simulator->partitionCount();
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
    std::printf("wall %.3f s   cpu %.3f s   partition-ticks %llu   %.1f M partition-ticks/s   peak RSS %.1f MB\n", wall,
                cpu, static_cast<unsigned long long>(partitionTicks), static_cast<double>(partitionTicks) / wall / 1e6,
                rssMb);
    const bool timeOk = wall < 2.0;
    const bool memoryOk = rssMb < 300.0;
    std::printf("target wall < 2 s: %s   target RSS < 300 MB: %s\n", timeOk ? "PASS" : "MISS",
                memoryOk ? "PASS" : "MISS");
    return requireTargets && !(timeOk && memoryOk) ? 1 : 0;
}
