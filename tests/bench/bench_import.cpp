// bench_import: the dynamodb-json importer against `jq -c .` on the same files, side by side in one run.
// Generates (once, cached in --work) a scan output file as `aws dynamodb scan --output json` prints it (4-space
// indent) and an S3 export data file of the same items (JSON lines {"Item": ...}, and gzipped), then times:
//   importDynamoDbJson (with a describe-table: key schema and one GSI) on scan.json, export.json, export.json.gz
//   jq -c . scan.json / jq -c . export.json / zcat export.json.gz | jq -c .
// Each run is a child process (this program re-executed with --child), so its wall time and peak RSS
// (wait4 ru_maxrss) are its own; the importer's peak RSS shows memory bounded by the distinct keys, not the file.
// Not a ctest test. Run from a release build:
//   build/release/tests/bench/bench_import [--bytes N] [--keys N] [--runs N] [--work DIR] [--no-baselines]
//     [--require-targets]
// Exit code: 0 when everything ran and every import read all the items; 1 on a failure or (with
// --require-targets) an importer less than 5x faster than its peer (median times); 2 on a usage error.

#include "partiscope/import/import.h"

#include <zlib.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

constexpr double kTargetRatio = 5.0;
constexpr int kGeneratorVersion = 1;

struct Options {
    std::uint64_t bytes = std::uint64_t{1} << 30;
    std::uint64_t keys = 100'000;
    unsigned runs = 3;
    std::string workDir = PARTISCOPE_BENCH_WORK_DIR;
    bool baselines = true;
    bool requireTargets = false;
};

constexpr const char* kUsage = R"(usage: bench_import [options]
  --bytes N          size of the generated scan file (default 1073741824; the export is about as large)
  --keys N           distinct partition keys (default 100000)
  --runs N           timed runs per command (default 3); min, median and max are reported
  --work DIR         where the generated files are cached (default: <source>/build/bench-data)
  --no-baselines     time only the importer (no jq; targets not evaluated)
  --require-targets  exit 1 when the importer is less than 5x faster than jq on a file
)";

std::uint64_t nextRandom(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/// One generated item: a customer's order. Keys are skewed (a key drawn as the min of two uniform draws), statuses
/// come from five values and about one item in ten has no status (a sparse GSI).
struct ItemText {
    std::string pretty; ///< as the AWS CLI prints it inside "Items" (12-space indent for attributes)
    std::string line;   ///< compact, for an export line
};

ItemText makeItem(std::uint64_t& rng, std::uint64_t keys, std::uint64_t serial) {
    static constexpr const char* kStatuses[] = {"PENDING", "PAID", "SHIPPED", "DELIVERED", "RETURNED"};
    const std::uint64_t customer = std::min(nextRandom(rng) % keys, nextRandom(rng) % keys);
    char pk[32];
    char sk[32];
    char amount[32];
    std::snprintf(pk, sizeof pk, "CUST#%010llu", static_cast<unsigned long long>(customer));
    std::snprintf(sk, sizeof sk, "ORDER#%012llu", static_cast<unsigned long long>(serial));
    std::snprintf(amount, sizeof amount, "%llu.%02llu", static_cast<unsigned long long>(nextRandom(rng) % 10000),
                  static_cast<unsigned long long>(nextRandom(rng) % 100));
    std::string note(40 + nextRandom(rng) % 160, 'x');
    for (char& c : note) {
        c = static_cast<char>('a' + nextRandom(rng) % 26);
    }
    std::vector<std::pair<std::string, std::string>> attributes = {
        {"PK", R"("S": ")" + std::string(pk) + "\""},
        {"SK", R"("S": ")" + std::string(sk) + "\""},
        {"amount", R"("N": ")" + std::string(amount) + "\""},
        {"note", R"("S": ")" + note + "\""},
        {"tags", R"("SS": ["gift", "express"])"},
    };
    if (nextRandom(rng) % 10 != 0) {
        attributes.push_back({"status", R"("S": ")" + std::string(kStatuses[nextRandom(rng) % 5]) + "\""});
    }
    ItemText text;
    text.pretty = "        {\n";
    text.line = "{\"Item\":{";
    for (std::size_t i = 0; i < attributes.size(); ++i) {
        const auto& [name, value] = attributes[i];
        text.pretty += "            \"" + name + "\": {\n                " + value + "\n            }" +
                       (i + 1 < attributes.size() ? ",\n" : "\n");
        text.line += (i ? ",\"" : "\"") + name + "\":{" + value + "}";
    }
    text.pretty += "        }";
    text.line += "}}\n";
    return text;
}

constexpr std::string_view kDescribe = R"({"Table": {"TableName": "Orders",
  "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}, {"AttributeName": "SK", "AttributeType": "S"},
                           {"AttributeName": "status", "AttributeType": "S"}],
  "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
  "BillingModeSummary": {"BillingMode": "PAY_PER_REQUEST"},
  "GlobalSecondaryIndexes": [{"IndexName": "ByStatus", "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
                              "Projection": {"ProjectionType": "KEYS_ONLY"}}]}})";

struct DataFiles {
    std::string scan, lines, gz, describe;
    std::uint64_t items = 0;
};

bool generate(const Options& o, DataFiles& files, std::string& error) {
    namespace fs = std::filesystem;
    fs::create_directories(o.workDir);
    const std::string stem =
        (fs::path(o.workDir) / ("orders-" + std::to_string(o.bytes) + "b-" + std::to_string(o.keys) + "k-v" +
                                std::to_string(kGeneratorVersion)))
            .string();
    files = {stem + "-scan.json", stem + "-export.json", stem + "-export.json.gz", stem + "-describe.json", 0};
    const std::string meta = stem + ".items";
    if (std::ifstream in(meta);
        in >> files.items && fs::exists(files.scan) && fs::exists(files.gz) && fs::exists(files.lines)) {
        std::cout << "reusing " << stem << "-*\n";
        return true;
    }
    std::ofstream(files.describe) << kDescribe;
    std::ofstream scan(files.scan, std::ios::binary);
    std::ofstream lines(files.lines, std::ios::binary);
    gzFile gz = gzopen(files.gz.c_str(), "wb1"); // level 1: quick to generate; inflating costs the same
    if (!scan || !lines || gz == nullptr) {
        error = "cannot write the data files in " + o.workDir;
        return false;
    }
    std::uint64_t rng = 0x5EED;
    std::uint64_t written = 0;
    scan << "{\n    \"Items\": [\n";
    while (written < o.bytes) {
        const ItemText item = makeItem(rng, o.keys, files.items);
        scan << (files.items ? ",\n" : "") << item.pretty;
        lines << item.line;
        gzwrite(gz, item.line.data(), static_cast<unsigned>(item.line.size()));
        written += item.pretty.size() + 2;
        ++files.items;
    }
    scan << "\n    ],\n    \"Count\": " << files.items << ",\n    \"ScannedCount\": " << files.items
         << ",\n    \"ConsumedCapacity\": null\n}\n";
    gzclose(gz);
    if (!scan || !lines) {
        error = "cannot write the data files in " + o.workDir;
        return false;
    }
    std::ofstream(meta) << files.items << "\n";
    return true;
}

/// The child: one import, its item count on stdout.
int childImport(const std::string& describe, const std::string& file) {
    partiscope::ImportRequest request;
    request.paths = {file};
    request.describePath = describe;
    const auto outcome = partiscope::importDynamoDbJson(request, {});
    if (!outcome.scenario) {
        std::cerr << "import failed: " << (outcome.problem ? outcome.problem->message : "cancelled") << "\n";
        return 1;
    }
    std::cout << outcome.records << " " << outcome.scenario->workload.keys.size() << "\n";
    return 0;
}

struct Run {
    double seconds = 0;
    long maxRssKb = 0;
};

std::optional<Run> runChild(const std::vector<std::string>& argv, const std::string& stdoutPath, std::string& error) {
    std::vector<char*> args;
    for (const auto& a : argv) {
        args.push_back(const_cast<char*>(a.c_str()));
    }
    args.push_back(nullptr);
    std::fflush(stdout); // or the child prints what this process had buffered again
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = ::fork();
    if (pid == 0) {
        if (std::freopen(stdoutPath.c_str(), "w", stdout) != nullptr) {
            ::execvp(args[0], args.data());
        }
        ::_exit(127);
    }
    int status = 0;
    rusage usage{};
    if (pid < 0 || ::wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        error = "'" + argv[0] + " ... " + argv.back() + "' failed";
        return std::nullopt;
    }
    return Run{std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), usage.ru_maxrss};
}

struct Contender {
    std::string label;
    std::vector<std::string> argv;
    std::uint64_t fileBytes = 0;
    std::vector<Run> runs;
    [[nodiscard]] std::vector<double> sorted() const {
        std::vector<double> t;
        for (const auto& r : runs) {
            t.push_back(r.seconds);
        }
        std::sort(t.begin(), t.end());
        return t;
    }
    [[nodiscard]] double median() const {
        const auto t = sorted();
        return t.size() % 2 ? t[t.size() / 2] : (t[t.size() / 2 - 1] + t[t.size() / 2]) / 2;
    }
    [[nodiscard]] long peakRssKb() const {
        long peak = 0;
        for (const auto& r : runs) {
            peak = std::max(peak, r.maxRssKb);
        }
        return peak;
    }
};

} // namespace

int main(int argc, char** argv) {
    if (argc == 4 && std::string(argv[1]) == "--child") {
        return childImport(argv[2], argv[3]);
    }
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--require-targets") {
            o.requireTargets = true;
        } else if (arg == "--no-baselines") {
            o.baselines = false;
        } else if (arg == "--work" && hasValue) {
            o.workDir = argv[++i];
        } else if ((arg == "--bytes" || arg == "--keys" || arg == "--runs") && hasValue) {
            const std::uint64_t n = std::strtoull(argv[++i], nullptr, 10);
            if (n == 0) {
                std::cerr << "bench_import: " << arg << " needs a whole number of at least 1\n" << kUsage;
                return 2;
            }
            if (arg == "--bytes") {
                o.bytes = n;
            } else if (arg == "--keys") {
                o.keys = n;
            } else {
                o.runs = static_cast<unsigned>(std::min<std::uint64_t>(n, 100));
            }
        } else {
            std::cerr << (arg == "--help" ? "" : "bench_import: unknown argument '" + arg + "'\n") << kUsage;
            return arg == "--help" ? 0 : 2;
        }
    }

    DataFiles files;
    std::string error;
    const auto genStart = std::chrono::steady_clock::now();
    if (!generate(o, files, error)) {
        std::cerr << "bench_import: " << error << "\n";
        return 1;
    }
    std::printf("data: %llu items, %llu distinct keys at most (generated/checked in %.1f s)\n",
                static_cast<unsigned long long>(files.items), static_cast<unsigned long long>(o.keys),
                std::chrono::duration<double>(std::chrono::steady_clock::now() - genStart).count());

    const std::string self = "/proc/self/exe";
    const std::string out = (std::filesystem::path(o.workDir) / "bench-import-child.out").string();
    const auto size = [](const std::string& f) { return static_cast<std::uint64_t>(std::filesystem::file_size(f)); };
    std::vector<Contender> contenders;
    for (const auto& [label, file] : {std::pair<std::string, std::string>{"scan.json", files.scan},
                                      {"export.json", files.lines},
                                      {"export.json.gz", files.gz}}) {
        std::string exe = std::filesystem::read_symlink(self).string();
        contenders.push_back({"partiscope import " + label, {exe, "--child", files.describe, file}, size(file), {}});
        if (o.baselines) {
            const bool gz = label.size() > 3 && label.substr(label.size() - 3) == ".gz";
            contenders.push_back({gz ? "zcat " + label + " | jq -c ." : "jq -c . " + label,
                                  gz ? std::vector<std::string>{"/bin/sh", "-c", "zcat '" + file + "' | jq -c ."}
                                     : std::vector<std::string>{"jq", "-c", ".", file},
                                  size(file),
                                  {}});
        }
    }

    // Correctness first: every import reads every item.
    for (const auto& c : contenders) {
        if (c.argv.size() == 4 && c.argv[1] == "--child") {
            if (!runChild(c.argv, out, error)) {
                std::cerr << "bench_import: " << error << "\n";
                return 1;
            }
            unsigned long long items = 0;
            unsigned long long keys = 0;
            std::ifstream(out) >> items >> keys;
            std::printf("check: %-32s %llu items (expected %llu), %llu distinct keys  %s\n", c.label.c_str(), items,
                        static_cast<unsigned long long>(files.items), keys, items == files.items ? "OK" : "WRONG");
            if (items != files.items) {
                return 1;
            }
        }
    }
    for (unsigned run = 0; run < o.runs; ++run) {
        for (auto& c : contenders) {
            const auto r = runChild(c.argv, "/dev/null", error);
            if (!r) {
                std::cerr << "bench_import: " << error << "\n";
                return 1;
            }
            std::printf("  run %u  %-34s %8.3f s  %8.1f MiB RSS\n", run + 1, c.label.c_str(), r->seconds,
                        static_cast<double>(r->maxRssKb) / 1024.0);
            std::fflush(stdout);
            c.runs.push_back(*r);
        }
    }
    std::printf("\n%-34s %10s %8s %8s %8s %9s %12s\n", "command", "file MiB", "min s", "median s", "max s", "MB/s",
                "peak RSS MiB");
    for (const auto& c : contenders) {
        const auto t = c.sorted();
        std::printf("%-34s %10.1f %8.3f %8.3f %8.3f %9.1f %12.1f\n", c.label.c_str(),
                    static_cast<double>(c.fileBytes) / 1048576.0, t.front(), c.median(), t.back(),
                    static_cast<double>(c.fileBytes) / 1e6 / c.median(), static_cast<double>(c.peakRssKb()) / 1024.0);
    }
    bool allPass = true;
    if (o.baselines) {
        std::printf("\n");
        for (std::size_t i = 0; i + 1 < contenders.size(); i += 2) {
            const double ratio = contenders[i + 1].median() / contenders[i].median();
            const bool pass = ratio >= kTargetRatio;
            allPass &= pass;
            std::printf("%-34s %6.1fx faster (median)  target >= %.0fx  %s\n", contenders[i].label.c_str(), ratio,
                        kTargetRatio, pass ? "PASS" : "MISS");
        }
    }
    return o.requireTargets && !allPass ? 1 : 0;
}
