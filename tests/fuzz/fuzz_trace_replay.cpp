// libFuzzer target for the trace replay (`simulate --trace LOG`, a scenario's workload.trace, the app's trace
// playback): the access log is counted in a first pass and streamed again second by second into a simulator.
// The first byte picks the table (one partition or four, with or without a random strategy); the rest is the log,
// written to an in-memory file. Checks: a refused log has a message naming the file; an accepted one runs, for at
// most 600 of its seconds, without a trace problem, and every metric it reports is a finite number >= 0.
#include "fuzz_support.h"

#include "partiscope/import/access_log_replay.h"
#include "partiscope/simulator.h"

#include <cmath>
#include <cstdint>
#include <string>

using namespace partiscope;

namespace {

constexpr std::uint64_t kMaxSecondsRun = 600;

Scenario tableFor(std::uint8_t choice) {
    const std::string partitions = (choice & 1) != 0 ? "4" : "1";
    const std::string strategy =
        (choice & 2) != 0 ? R"({"kind": "random", "shards": 3})" : std::string(R"({"kind": "none"})");
    const std::string json = R"({"version": 2, "name": "fuzz",
        "table": {"mode": "provisioned", "rcu": 1000, "wcu": 1000, "partitions": )" +
                             partitions + R"(},
        "workload": {"duration_s": 60, "writes_per_s": 1, "keys": [{"key": "a"}], "retries": "none"},
        "strategy": )" + strategy +
                             "}";
    Scenario scenario;
    std::string error;
    FUZZ_CHECK(parseScenario(json, scenario, error));
    return scenario;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const Scenario scenario = tableFor(data[0]);
    const std::string_view log(reinterpret_cast<const char*>(data) + 1, size - 1);
    const int fd = ::memfd_create("partiscope-trace", MFD_CLOEXEC);
    FUZZ_CHECK(fd >= 0);
    FUZZ_CHECK(::write(fd, log.data(), log.size()) == static_cast<ssize_t>(log.size()));
    const std::string path = "/proc/self/fd/" + std::to_string(fd);
    std::string error;
    const auto simulator = createTraceSimulator(scenario, path, (data[0] & 4) != 0, error);
    if (!simulator) {
        FUZZ_CHECK(error.rfind(path, 0) == 0 || error.rfind("/", 0) == 0);
        ::close(fd);
        return 0;
    }
    for (std::uint64_t s = 0; s < kMaxSecondsRun && simulator->step(); ++s) {
    }
    FUZZ_CHECK(simulator->traceProblem().empty());
    const SimulationSnapshot snapshot = simulator->snapshot();
    for (double value : {snapshot.metrics.consumedWriteCapacityUnits, snapshot.metrics.consumedReadCapacityUnits}) {
        FUZZ_CHECK(std::isfinite(value) && value >= 0);
    }
    ::close(fd);
    return 0;
}
