// Access-log benchmark: (1) the per-key tally of a 10M-line log by importAccessLog against mawk counting the same
// column on the same file, side by side in one run; (2) `partiscope-cli simulate --trace` replaying the whole log, its
// wall time and peak RSS, beside a replay of a log ten times shorter with the same keys (memory follows the
// distinct keys, not the lines).
#include "partiscope/import/import.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace partiscope;

namespace {

using Clock = std::chrono::steady_clock;

struct Options {
    std::uint64_t lines = 10'000'000;
    std::uint64_t keys = 100'000;
    std::uint64_t spanS = 86'400;
    int runs = 3;
    std::string work = PARTISCOPE_BENCH_WORK_DIR;
    bool requireTargets = false;
};

/// Writes a log of @p lines lines over @p spanS seconds: keys drawn with a skew (rank = keys * u^3, so a few keys
/// are hot), 1 to 3 requests a line, one line in five a read. Columns as mawk counts them: count is the third.
bool generate(const std::string& path, std::uint64_t lines, std::uint64_t keys, std::uint64_t spanS) {
    std::FILE* out = std::fopen(path.c_str(), "wb");
    if (!out) {
        return false;
    }
    std::fputs("timestamp,key,count,operation\n", out);
    std::uint64_t state = 42;
    auto next = [&] {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    };
    const double start = 1714521600; // 2024-05-01T00:00:00Z
    char line[128];
    for (std::uint64_t i = 0; i < lines; ++i) {
        const double u = static_cast<double>(next() >> 11) * 0x1.0p-53;
        const auto rank = static_cast<std::uint64_t>(static_cast<double>(keys) * u * u * u);
        const double at = start + static_cast<double>(spanS) * static_cast<double>(i) / static_cast<double>(lines);
        const std::uint64_t r = next();
        const int n =
            std::snprintf(line, sizeof line, "%.3f,USER#%06llu,%u,%s\n", at, static_cast<unsigned long long>(rank),
                          static_cast<unsigned>(1 + r % 3), r % 5 == 0 ? "read" : "write");
        std::fwrite(line, 1, static_cast<std::size_t>(n), out);
    }
    return std::fclose(out) == 0;
}

struct ChildRun {
    double seconds = 0;
    long maxRssKb = 0;
    int status = -1;
};

/// Runs @p argv as a child, its output to /dev/null; wall time and peak RSS (wait4) are its own.
ChildRun runChild(const std::vector<std::string>& argv) {
    std::vector<char*> args;
    for (const std::string& a : argv) {
        args.push_back(const_cast<char*>(a.c_str()));
    }
    args.push_back(nullptr);
    const auto start = Clock::now();
    const pid_t pid = ::fork();
    if (pid == 0) {
        std::FILE* devNull = std::fopen("/dev/null", "w");
        ::dup2(::fileno(devNull), 1);
        ::execvp(args[0], args.data());
        ::_exit(127);
    }
    ChildRun run;
    struct rusage usage {};
    ::wait4(pid, &run.status, 0, &usage);
    run.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    run.maxRssKb = usage.ru_maxrss;
    return run;
}

struct Stats {
    double min = 0;
    double median = 0;
    double max = 0;
};

Stats statsOf(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return {values.front(), values[values.size() / 2], values.back()};
}

int usage() {
    std::fprintf(stderr, "usage: bench_trace [--lines N] [--keys N] [--runs N] [--work DIR] [--require-targets]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--require-targets") {
            o.requireTargets = true;
        } else if (i + 1 < argc && arg == "--lines") {
            o.lines = std::strtoull(argv[++i], nullptr, 10);
        } else if (i + 1 < argc && arg == "--keys") {
            o.keys = std::strtoull(argv[++i], nullptr, 10);
        } else if (i + 1 < argc && arg == "--runs") {
            o.runs = std::max(1, std::atoi(argv[++i]));
        } else if (i + 1 < argc && arg == "--work") {
            o.work = argv[++i];
        } else {
            return usage();
        }
    }
    std::filesystem::create_directories(o.work);
    const std::string log = o.work + "/access-" + std::to_string(o.lines) + ".csv";
    const std::string shortLog = o.work + "/access-" + std::to_string(o.lines / 10) + ".csv";
    for (const auto& [path, lines] : {std::pair{log, o.lines}, std::pair{shortLog, o.lines / 10}}) {
        if (!std::filesystem::exists(path)) {
            std::printf("generating %s (%llu lines)\n", path.c_str(), static_cast<unsigned long long>(lines));
            if (!generate(path, lines, o.keys, o.spanS)) {
                std::fprintf(stderr, "bench_trace: cannot write %s\n", path.c_str());
                return 1;
            }
        }
    }
    const double bytes = static_cast<double>(std::filesystem::file_size(log));
    std::printf("log: %s, %.0f MB, %llu lines, up to %llu keys\n", log.c_str(), bytes / 1e6,
                static_cast<unsigned long long>(o.lines), static_cast<unsigned long long>(o.keys));

    // (1) The tally, in-process, against mawk's count of the same column.
    std::vector<double> ours;
    std::vector<double> mawk;
    std::uint64_t distinct = 0;
    for (int run = 0; run < o.runs; ++run) {
        ImportRequest request;
        request.format = ImportFormat::AccessLog;
        request.paths = {log};
        const auto start = Clock::now();
        const ImportOutcome outcome = importAccessLog(request, {});
        ours.push_back(std::chrono::duration<double>(Clock::now() - start).count());
        if (!outcome.scenario) {
            std::fprintf(stderr, "bench_trace: import failed: %s\n",
                         outcome.problem ? outcome.problem->message.c_str() : "cancelled");
            return 1;
        }
        distinct = outcome.scenario->workload.keys.size();
        const ChildRun m = runChild({"mawk", "-F,", "NR>1{c[$2]+=$3} END{for(k in c) n++; print n}", log});
        if (m.status != 0) {
            std::fprintf(stderr, "bench_trace: mawk failed\n");
            return 1;
        }
        mawk.push_back(m.seconds);
    }
    const Stats a = statsOf(ours);
    const Stats b = statsOf(mawk);
    const double ratio = b.median / a.median;
    std::printf("\n(1) per-key tally of the log, %d runs, seconds min / median / max\n", o.runs);
    std::printf("  importAccessLog   %.3f / %.3f / %.3f   (%.0f MB/s, %llu keys)\n", a.min, a.median, a.max,
                bytes / 1e6 / a.median, static_cast<unsigned long long>(distinct));
    std::printf("  mawk -F, c[$2]+=$3 %.3f / %.3f / %.3f\n", b.min, b.median, b.max);
    std::printf("  ratio (median)    %.1fx   target >= 5x: %s\n", ratio, ratio >= 5 ? "PASS" : "MISS");
    std::fflush(stdout);

    // (2) The whole replay through the CLI, and the same keys in a log ten times shorter.
    const std::string scenario = o.work + "/trace-bench.json";
    std::ofstream(scenario) << R"({"version": 2, "name": "trace bench",
        "table": {"mode": "provisioned", "rcu": 20000, "wcu": 20000, "partitions": 20},
        "workload": {"duration_s": 1, "writes_per_s": 1, "keys": [{"key": "X"}]},
        "strategy": {"kind": "random", "shards": 10}})";
    std::printf("\n(2) partiscope-cli simulate --trace (10-way random suffix, 20 partitions, %llu s)\n",
                static_cast<unsigned long long>(o.spanS));
    std::vector<ChildRun> runs;
    for (const auto& [path, label] : {std::pair{log, "full log"}, std::pair{shortLog, "1/10 of the lines"}}) {
        const ChildRun r = runChild({PARTISCOPE_CLI_PATH, "simulate", "--scenario", scenario, "--trace", path});
        if (r.status != 0) {
            std::fprintf(stderr, "bench_trace: simulate --trace failed on %s\n", path.c_str());
            return 1;
        }
        std::printf("  %-18s %.0f MB: wall %.2f s, peak RSS %.1f MiB\n", label,
                    static_cast<double>(std::filesystem::file_size(path)) / 1e6, r.seconds, r.maxRssKb / 1024.0);
        runs.push_back(r);
    }
    // Both logs draw from the same keys: ten times the lines may not take much more memory.
    const double rssGrowth = static_cast<double>(runs[0].maxRssKb) / static_cast<double>(runs[1].maxRssKb);
    const bool rssBounded = rssGrowth <= 1.25;
    std::printf("  peak RSS, 10x the lines: x%.2f   target <= 1.25: %s\n", rssGrowth, rssBounded ? "PASS" : "MISS");
    std::fflush(stdout);
    if (o.requireTargets && (ratio < 5 || !rssBounded)) {
        return 1;
    }
    return 0;
}
