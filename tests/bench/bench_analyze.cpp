// bench_analyze: times `partiscope-cli analyze --keys` against two classic ways of counting keys
// (`mawk '{c[$0]++}'` and `LC_ALL=C sort | uniq -c`) on a 10M-line file of Zipf(1.1)-distributed
// keys, checks partiscope's result, and reports the performance targets:
//   partiscope >= 10x faster than mawk and >= 15x faster than the sort pipeline, both on the median of the
//   runs (the best-time ratios are printed beside them), peak RSS < 1x file size.
//
// Not a ctest test. Run from a release build, e.g.
//   build/release/tests/bench/bench_analyze --runs 5
// Exit code: 0 when everything ran and partiscope's result is correct (a missed target is only
// reported, unless --require-targets), 1 when a command failed, the check failed or (with
// --require-targets) a target was missed, 2 on a usage error.

#include "bench_processes.h"
#include "bench_zipf_keys.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <type_traits>
#include <unistd.h>
#include <unordered_set>
#include <vector>

namespace {

using namespace bench;

// ---------------------------------------------------------------------------------------------
// Parameters of the generated data set
// ---------------------------------------------------------------------------------------------

constexpr std::uint64_t kDefaultLines = 10'000'000;
// Zipf population: with s = 1.1 and 10M draws, 1,000,000 ranks give ~561.7k distinct values
// (expected value sum_k 1-(1-p_k)^M; the generated file has the exact count printed below).
constexpr std::uint64_t kDefaultPopulation = 1'000'000;
constexpr double kZipfExponent = 1.1;
constexpr std::uint64_t kDefaultSeed = 0x5A17'5C0F'E2024ull;
constexpr std::size_t kKeyBytes = 20; // "CUST#0001234567#EU-W"
constexpr int kGeneratorVersion = 1;

// The speed targets apply to the ratio of median times, which a single lucky run cannot pass.
constexpr double kTargetVsMawk = 10.0;
constexpr double kTargetVsSort = 15.0;
constexpr double kTargetRssPerFileByte = 1.0;

struct Options {
    std::string file; ///< --file: use this key list instead of generating one
    std::string workDir = PARTISCOPE_BENCH_WORK_DIR;
    std::string cli = PARTISCOPE_CLI_PATH;
    unsigned runs = 3;
    std::uint64_t lines = kDefaultLines;
    std::uint64_t population = kDefaultPopulation;
    std::uint64_t seed = kDefaultSeed;
    bool requireTargets = false;
    bool baselines = true;
    bool generateOnly = false;
};

constexpr const char* kUsage = R"(usage: bench_analyze [options]
  --file PATH         time this key list instead of the generated one
  --work DIR          where the generated file is cached (default: <source>/build/bench-data)
  --cli PATH          partiscope-cli binary (default: the one from this build)
  --runs N            timed runs per command (default 3); best and median are reported
  --lines N           lines to generate (default 10000000)
  --population N      Zipf population size (default 1000000)
  --seed N            generator seed
  --no-baselines      time only partiscope (no mawk, no sort; targets not evaluated)
  --generate-only     create (or validate) the data file, print its path and exit
  --require-targets   exit 1 when a target is missed (default: report only); the speed
                      targets are judged on the median times, the best-time ratios are shown too
)";

struct DataSet {
    std::string path;
    std::uint64_t bytes = 0;
    std::optional<std::uint64_t> generatorDistinct; ///< known for generated files
    bool reused = false;
    double generateSeconds = 0;
};

std::map<std::string, std::string> readMeta(const std::string& path) {
    std::map<std::string, std::string> meta;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (const auto eq = line.find('='); eq != std::string::npos) {
            meta[line.substr(0, eq)] = line.substr(eq + 1);
        }
    }
    return meta;
}

std::string dataPathFor(const Options& o) {
    std::ostringstream name;
    name << "keys-zipf" << kZipfExponent << "-" << o.lines << "x" << o.population << "-seed" << std::hex << o.seed
         << ".txt";
    return (std::filesystem::path(o.workDir) / name.str()).string();
}

/// What a generation child reports back.
struct GeneratedInfo {
    std::uint64_t distinct = 0;
    bool reused = false;
    double seconds = 0;
};

std::optional<DataSet> generateOrReuse(const Options& o, std::string& error) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(o.workDir, ec);
    if (ec) {
        error = "cannot create " + o.workDir + ": " + ec.message();
        return std::nullopt;
    }
    DataSet data;
    data.path = dataPathFor(o);
    data.bytes = o.lines * (kKeyBytes + 1);
    const std::string metaPath = data.path + ".meta";

    std::ostringstream expect;
    expect << std::hex << o.seed;
    auto meta = readMeta(metaPath);
    struct stat st {};
    if (::stat(data.path.c_str(), &st) == 0 && static_cast<std::uint64_t>(st.st_size) == data.bytes &&
        meta["version"] == std::to_string(kGeneratorVersion) && meta["lines"] == std::to_string(o.lines) &&
        meta["population"] == std::to_string(o.population) && meta["seed"] == expect.str() &&
        meta["bytes"] == std::to_string(data.bytes) && !meta["distinct"].empty()) {
        data.generatorDistinct = std::stoull(meta["distinct"]);
        data.reused = true;
        return data; // the line count is verified by the warm-up pass
    }

    const auto start = std::chrono::steady_clock::now();
    const auto population = static_cast<std::uint32_t>(o.population);
    const ZipfAlias zipf(population, kZipfExponent);
    std::vector<char> keys(static_cast<std::size_t>(population) * kKeyBytes);
    for (std::uint32_t r = 0; r < population; ++r) {
        formatKey(r, keys.data() + static_cast<std::size_t>(r) * kKeyBytes);
    }
    std::vector<std::uint8_t> seen(population, 0);
    std::uint64_t distinct = 0;
    Xoshiro256 rng(o.seed);

    const std::string tmpPath = data.path + ".tmp";
    const int fd = ::open(tmpPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        error = "cannot create " + tmpPath + ": " + std::strerror(errno);
        return std::nullopt;
    }
    constexpr std::size_t kLinesPerChunk = 1 << 16;
    std::vector<char> buffer(kLinesPerChunk * (kKeyBytes + 1));
    std::uint64_t left = o.lines;
    while (left > 0) {
        const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(left, kLinesPerChunk));
        char* out = buffer.data();
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint32_t rank = zipf.sample(rng.next());
            distinct += seen[rank] == 0;
            seen[rank] = 1;
            std::memcpy(out, keys.data() + static_cast<std::size_t>(rank) * kKeyBytes, kKeyBytes);
            out[kKeyBytes] = '\n';
            out += kKeyBytes + 1;
        }
        if (!writeAll(fd, buffer.data(), static_cast<std::size_t>(out - buffer.data()))) {
            error = "cannot write " + tmpPath + ": " + std::strerror(errno);
            ::close(fd);
            return std::nullopt;
        }
        left -= n;
    }
    if (::close(fd) != 0 || ::rename(tmpPath.c_str(), data.path.c_str()) != 0) {
        error = "cannot finish " + data.path + ": " + std::strerror(errno);
        return std::nullopt;
    }
    std::ofstream metaOut(metaPath, std::ios::trunc);
    metaOut << "version=" << kGeneratorVersion << "\nlines=" << o.lines << "\npopulation=" << o.population
            << "\nseed=" << expect.str() << "\ns=" << kZipfExponent << "\nbytes=" << data.bytes
            << "\ndistinct=" << distinct << "\n";
    if (!metaOut) {
        error = "cannot write " + metaPath;
        return std::nullopt;
    }
    data.generatorDistinct = distinct;
    data.generateSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return data;
}

// ---------------------------------------------------------------------------------------------
// Warm-up pass: reads the whole file once (page cache) and counts it independently of partiscope
// ---------------------------------------------------------------------------------------------

struct FileCount {
    std::uint64_t bytes = 0;
    std::uint64_t physicalLines = 0;
    std::uint64_t keyLines = 0; ///< non-blank lines
    std::uint64_t distinct = 0; ///< distinct non-blank lines (trailing CR removed)
    bool sawTab = false;
};

std::optional<FileCount> warmAndCount(const std::string& path, std::string& error) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        error = "cannot open " + path + ": " + std::strerror(errno);
        return std::nullopt;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        error = "cannot stat " + path + ": " + std::strerror(errno);
        ::close(fd);
        return std::nullopt;
    }
    std::string text(static_cast<std::size_t>(st.st_size), '\0');
    std::size_t filled = 0;
    while (filled < text.size()) {
        const ssize_t n = ::read(fd, text.data() + filled, text.size() - filled);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            error = "cannot read " + path + (n < 0 ? std::string(": ") + std::strerror(errno) : ": short read");
            ::close(fd);
            return std::nullopt;
        }
        filled += static_cast<std::size_t>(n);
    }
    ::close(fd);

    FileCount count;
    count.bytes = text.size();
    std::unordered_set<std::string_view> distinct;
    distinct.reserve(1u << 20);
    std::string_view rest(text);
    if (rest.substr(0, 3) == "\xEF\xBB\xBF") {
        rest.remove_prefix(3);
    }
    while (!rest.empty()) {
        const auto nl = rest.find('\n');
        std::string_view line = rest.substr(0, nl);
        rest.remove_prefix(nl == std::string_view::npos ? rest.size() : nl + 1);
        ++count.physicalLines;
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        if (line.empty()) {
            continue;
        }
        count.sawTab |= line.find('\t') != std::string_view::npos;
        ++count.keyLines;
        distinct.insert(line);
    }
    count.distinct = distinct.size();
    return count;
}

std::string shellQuote(const std::string& text) {
    std::string quoted = "'";
    for (const char c : text) {
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    }
    return quoted + "'";
}

struct Contender {
    std::string label;
    std::vector<std::string> argv;
    std::vector<Measurement> runs;

    [[nodiscard]] double best() const {
        double b = runs.front().seconds;
        for (const auto& m : runs) {
            b = std::min(b, m.seconds);
        }
        return b;
    }
    [[nodiscard]] double median() const {
        std::vector<double> t;
        for (const auto& m : runs) {
            t.push_back(m.seconds);
        }
        std::sort(t.begin(), t.end());
        const std::size_t n = t.size();
        return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
    }
    [[nodiscard]] long peakRssKb() const {
        long p = 0;
        for (const auto& m : runs) {
            p = std::max(p, m.maxRssKb);
        }
        return p;
    }
    [[nodiscard]] double medianCpu() const {
        std::vector<double> t;
        for (const auto& m : runs) {
            t.push_back(m.cpuSeconds);
        }
        std::sort(t.begin(), t.end());
        const std::size_t n = t.size();
        return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
    }
};

bool parseCount(const std::string& text, std::uint64_t& value, std::uint64_t min, std::uint64_t max) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos || text.size() > 19) {
        return false;
    }
    value = std::stoull(text);
    return value >= min && value <= max;
}

int usageError(const std::string& message) {
    std::cerr << "bench_analyze: " << message << "\n" << kUsage;
    return 2;
}

/// "2026-12-01 05:30 UTC, load average 0.41 0.62 0.80": when a figure was taken and how busy the
/// machine was (other processes change the wall times; the README quotes both).
std::string whenAndLoad() {
    char when[32] = "?";
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    if (::gmtime_r(&now, &utc)) {
        std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC", &utc);
    }
    std::string load = "unknown";
    std::ifstream in("/proc/loadavg");
    std::string one;
    std::string five;
    std::string fifteen;
    if (in >> one >> five >> fifteen) {
        load = one + " " + five + " " + fifteen;
    }
    return std::string(when) + ", load average " + load;
}

double mib(double bytes) {
    return bytes / (1024.0 * 1024.0);
}

} // namespace

int main(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::optional<std::string> {
            if (i + 1 >= argc) {
                return std::nullopt;
            }
            return std::string(argv[++i]);
        };
        std::uint64_t n = 0;
        if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            return 0;
        } else if (arg == "--require-targets") {
            o.requireTargets = true;
        } else if (arg == "--no-baselines") {
            o.baselines = false;
        } else if (arg == "--generate-only") {
            o.generateOnly = true;
        } else if (arg == "--file" || arg == "--work" || arg == "--cli") {
            const auto v = value();
            if (!v || v->empty()) {
                return usageError(arg + " needs a value");
            }
            (arg == "--file" ? o.file : arg == "--work" ? o.workDir : o.cli) = *v;
        } else if (arg == "--runs" || arg == "--lines" || arg == "--population" || arg == "--seed") {
            const auto v = value();
            const std::uint64_t max = arg == "--runs"         ? 1000
                                      : arg == "--population" ? 0xFFFFFFFFull
                                      : arg == "--lines"      ? (1ull << 40)
                                                              : UINT64_MAX;
            if (!v || !parseCount(*v, n, arg == "--seed" ? 0 : 1, max)) {
                return usageError(arg + " needs a whole number" + (arg == "--seed" ? "" : " (at least 1)"));
            }
            if (arg == "--runs") {
                o.runs = static_cast<unsigned>(n);
            } else if (arg == "--lines") {
                o.lines = n;
            } else if (arg == "--population") {
                o.population = n;
            } else {
                o.seed = n;
            }
        } else {
            return usageError("unknown argument '" + arg + "'");
        }
    }

    std::string error;
    DataSet data;
    if (o.file.empty()) {
        std::cout << "generating/validating Zipf(s=" << kZipfExponent << ") key file: " << o.lines
                  << " lines, population " << o.population << ", seed 0x" << std::hex << o.seed << std::dec << "\n";
        const auto generated = runInChild<GeneratedInfo>(
            [&](std::string& childError) -> std::optional<GeneratedInfo> {
                const auto made = generateOrReuse(o, childError);
                if (!made) {
                    return std::nullopt;
                }
                return GeneratedInfo{made->generatorDistinct.value_or(0), made->reused, made->generateSeconds};
            },
            error);
        if (!generated) {
            std::cerr << "bench_analyze: " << error << "\n";
            return 1;
        }
        data.path = dataPathFor(o);
        data.generatorDistinct = generated->distinct;
        data.reused = generated->reused;
        data.generateSeconds = generated->seconds;
        if (data.reused) {
            std::cout << "  reusing " << data.path << "\n";
        } else {
            std::printf("  wrote %s in %.2f s\n", data.path.c_str(), data.generateSeconds);
        }
    } else {
        data.path = o.file;
    }

    // Warm the page cache and count the file independently of partiscope.
    const auto warmStart = std::chrono::steady_clock::now();
    const auto count =
        runInChild<FileCount>([&](std::string& childError) { return warmAndCount(data.path, childError); }, error);
    if (!count) {
        std::cerr << "bench_analyze: " << error << "\n";
        return 1;
    }
    data.bytes = count->bytes;
    const double warmSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - warmStart).count();
    std::printf("file:      %s\n", data.path.c_str());
    std::printf("size:      %llu bytes (%.1f MiB), %llu lines, %llu distinct keys (independent count, %.2f s)\n",
                static_cast<unsigned long long>(count->bytes), mib(static_cast<double>(count->bytes)),
                static_cast<unsigned long long>(count->physicalLines), static_cast<unsigned long long>(count->distinct),
                warmSeconds);
    bool checksOk = true;
    if (data.generatorDistinct) {
        std::printf("generator: %llu distinct values in %llu draws\n",
                    static_cast<unsigned long long>(*data.generatorDistinct), static_cast<unsigned long long>(o.lines));
        if (count->physicalLines != o.lines || count->keyLines != o.lines ||
            count->distinct != *data.generatorDistinct) {
            std::cerr << "bench_analyze: the data file does not match its generator record (delete " << data.path
                      << " to regenerate)\n";
            return 1;
        }
    } else if (count->sawTab) {
        std::cout << "note: the file has TABs (counts?); the keys_total/keys_distinct check assumes one key per line\n";
    }
    if (o.generateOnly) {
        std::cout << data.path << "\n";
        return 0;
    }

    // Correctness: one untimed partiscope run whose JSON is kept.
    const std::vector<std::string> partiscopeArgv = {o.cli,       "analyze", "--keys",   data.path,
                                                     "--buckets", "1024",    "--format", "json"};
    std::error_code ec;
    std::filesystem::create_directories(o.workDir, ec);
    const std::string jsonPath =
        (std::filesystem::path(o.workDir) / ("bench-analyze-" + std::to_string(::getpid()) + ".json")).string();
    if (!runCommand(partiscopeArgv, jsonPath, error)) {
        std::cerr << "bench_analyze: " << error << "\n";
        return 1;
    }
    {
        std::ifstream in(jsonPath);
        nlohmann::json report;
        try {
            in >> report;
        } catch (const std::exception& e) {
            std::cerr << "bench_analyze: partiscope's JSON does not parse: " << e.what() << "\n";
            return 1;
        }
        std::remove(jsonPath.c_str());
        const auto total = report.value("keys_total", std::uint64_t{0});
        const auto distinct = report.value("keys_distinct", std::uint64_t{0});
        const std::uint64_t expectTotal = count->keyLines;
        const std::uint64_t expectDistinct = data.generatorDistinct.value_or(count->distinct);
        const bool totalOk = total == expectTotal;
        const bool distinctOk = distinct == expectDistinct;
        std::printf("check:     keys_total %llu (expected %llu) %s; keys_distinct %llu (expected %llu) %s\n",
                    static_cast<unsigned long long>(total), static_cast<unsigned long long>(expectTotal),
                    totalOk ? "OK" : "WRONG", static_cast<unsigned long long>(distinct),
                    static_cast<unsigned long long>(expectDistinct), distinctOk ? "OK" : "WRONG");
        checksOk = totalOk && distinctOk;
    }

    std::vector<Contender> contenders;
    contenders.push_back({"partiscope-cli analyze --keys F --buckets 1024 --format json", partiscopeArgv, {}});
    if (o.baselines) {
        contenders.push_back({"mawk '{c[$0]++}' F", {"mawk", "{c[$0]++}", data.path}, {}});
        contenders.push_back({"LC_ALL=C sort F | uniq -c",
                              {"/bin/sh", "-c", "LC_ALL=C sort " + shellQuote(data.path) + " | uniq -c"},
                              {}});
    }
    std::printf("cli:       %s\n", o.cli.c_str());
    std::printf("timing:    %u run(s) each, interleaved, the order rotating; stdout to /dev/null; %ld CPU(s) online\n",
                o.runs, ::sysconf(_SC_NPROCESSORS_ONLN));
    std::printf("start:     %s\n", whenAndLoad().c_str());
    for (unsigned run = 0; run < o.runs; ++run) {
        // The order rotates from run to run: a process started right after the sort pipeline (which has just freed
        // 800 MiB) spends about twice the system time on its fresh pages, and no contender should always be it.
        for (std::size_t k = 0; k < contenders.size(); ++k) {
            auto& c = contenders[(run + k) % contenders.size()];
            auto m = runCommand(c.argv, "/dev/null", error);
            if (!m) {
                std::cerr << "bench_analyze: " << error << "\n";
                return 1;
            }
            std::printf("  run %u  %-62s %8.3f s  %8.1f MiB  cpu %.2f s\n", run + 1, c.label.c_str(), m->seconds,
                        static_cast<double>(m->maxRssKb) / 1024.0, m->cpuSeconds);
            std::fflush(stdout);
            c.runs.push_back(*m);
        }
    }

    std::printf("end:       %s\n", whenAndLoad().c_str());
    std::printf("\n%-62s %9s %9s %11s %9s\n", "command", "best s", "median s", "peak RSS MiB", "cpu s");
    for (const auto& c : contenders) {
        std::printf("%-62s %9.3f %9.3f %12.1f %9.2f\n", c.label.c_str(), c.best(), c.median(),
                    static_cast<double>(c.peakRssKb()) / 1024.0, c.medianCpu());
    }
    std::printf("(peak RSS: max over runs of wait4() ru_maxrss, which for the pipeline covers sh, sort and uniq;\n"
                " cpu: median user+sys)\n\n");

    const Contender& ps = contenders[0];
    const double rssRatio = static_cast<double>(ps.peakRssKb()) * 1024.0 / static_cast<double>(data.bytes);
    bool allPass = true;
    auto verdict = [&](bool pass) {
        allPass &= pass;
        return pass ? "PASS" : "MISS";
    };
    if (o.baselines) {
        const Contender& mawk = contenders[1];
        const Contender& sort = contenders[2];
        auto ratioLine = [&](const char* label, const Contender& peer, double target) {
            const double byMedian = peer.median() / ps.median();
            std::printf("%-44s %6.2fx (best %5.2fx)  target >= %.0fx  %s\n", label, byMedian, peer.best() / ps.best(),
                        target, verdict(byMedian >= target));
        };
        ratioLine("mawk / partiscope (median times)", mawk, kTargetVsMawk);
        ratioLine("sort|uniq / partiscope (median times)", sort, kTargetVsSort);
    } else {
        std::printf("speed targets not evaluated (--no-baselines)\n");
    }
    std::printf("%-44s %6.2f  (%.1f MiB / %.1f MiB)     target < %.1f  %s\n", "partiscope peak RSS / file size",
                rssRatio, static_cast<double>(ps.peakRssKb()) / 1024.0, mib(static_cast<double>(data.bytes)),
                kTargetRssPerFileByte, verdict(rssRatio < kTargetRssPerFileByte));
    std::printf("%-44s %s\n", "result check (keys_total, keys_distinct)", checksOk ? "OK" : "FAILED");

    if (!checksOk) {
        return 1;
    }
    if (o.requireTargets && !allPass) {
        return 1;
    }
    return 0;
}
