// libFuzzer target for the access-log reader and trace replay. Checks:
//  - AccessLogReader gives the same records (timestamp, key, operation, amount, index, line) and the same problem
//    whether the input is fed in one chunk, in two chunks split at an input-dependent position, or byte by byte;
//  - every record it accepts is sane (a finite timestamp >= 0, an amount >= 0, a non-empty key, a line within the
//    input);
//  - a log that reads cleanly and spans at most 100 s replays on a small table without error, and the replay's
//    write demand never exceeds what the log holds.

#include "fuzz_support.h"
#include "partiscope/import/access_log.h"
#include "partiscope/import/access_log_replay.h"
#include "partiscope/simulator.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using namespace partiscope;

namespace {

struct Record {
    double timestamp;
    std::string key;
    AccessOperation operation;
    double amount;
    bool unitsGiven;
    std::string index;
    std::uint64_t line;
    bool operator==(const Record&) const = default;
};

struct Outcome {
    std::vector<Record> records;
    std::optional<ImportProblem> problem;
};

Outcome readInChunks(std::string_view text, std::size_t chunk) {
    Outcome outcome;
    AccessLogReader reader("fuzz.log", [&](const AccessLogRecord& r) {
        outcome.records.push_back(
            {r.timestamp, std::string(r.key), r.operation, r.amount, r.unitsGiven, std::string(r.index), r.line});
        return true;
    });
    bool ok = true;
    for (std::size_t at = 0; ok && at < text.size(); at += chunk) {
        ok = reader.feed(text.substr(at, chunk));
    }
    if (ok) {
        reader.finish();
    }
    outcome.problem = reader.problem();
    return outcome;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Outcome whole = readInChunks(text, std::max<std::size_t>(1, size));
    const Outcome split = readInChunks(text, 1 + (size > 0 ? data[0] % 97 : 0));
    FUZZ_CHECK(whole.records == split.records);
    FUZZ_CHECK(whole.problem == split.problem);
    if (size < 4096) {
        FUZZ_CHECK(readInChunks(text, 1).records == whole.records);
    }
    const auto lines = static_cast<std::uint64_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    double writes = 0;
    double first = whole.records.empty() ? 0 : whole.records.front().timestamp;
    double last = first;
    for (const Record& r : whole.records) {
        FUZZ_CHECK(std::isfinite(r.timestamp) && r.timestamp >= 0);
        FUZZ_CHECK(std::isfinite(r.amount) && r.amount >= 0);
        FUZZ_CHECK(!r.key.empty());
        FUZZ_CHECK(r.line >= 1 && r.line <= lines);
        if (r.operation == AccessOperation::Write) {
            writes += r.amount;
        }
        first = std::min(first, r.timestamp);
        last = std::max(last, r.timestamp);
    }
    if (whole.problem || whole.records.empty() || last - first > 100 || writes > 1e12) {
        return 0;
    }
    // Replay it through a file, as the CLI does.
    const int fd = ::memfd_create("partiscope-fuzz-trace", MFD_CLOEXEC);
    FUZZ_CHECK(fd >= 0);
    FUZZ_CHECK(::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size()));
    const std::string path = "/proc/self/fd/" + std::to_string(fd);
    Scenario scenario;
    scenario.table.mode = CapacityMode::Provisioned;
    scenario.table.rcu = 100;
    scenario.table.wcu = 100;
    scenario.table.partitions = 2;
    scenario.workload.durationS = 1;
    scenario.workload.keys = {WorkloadKey{}};
    scenario.workload.keys[0].key = "K";
    std::string error;
    const auto simulator = createTraceSimulator(scenario, path, true, error);
    if (simulator) {
        simulator->run();
        FUZZ_CHECK(simulator->traceProblem().empty());
        double demanded = 0;
        for (const PartitionTotals& p : simulator->snapshot().partitions) {
            demanded += p.writeRequests; // 1 WCU a write at the default 1 KB item; no retries
        }
        FUZZ_CHECK(demanded <= writes * (1 + 1e-9) + 1e-6);
    }
    ::close(fd);
    return 0;
}
