// Contributor Insights import benchmark: a generated get-insight-rule-report (default 100,000 contributors with 60
// one-minute datapoints each; AWS itself returns at most 100 contributors, so this is far past real reports)
// imported in-process, against `jq -c .` reading and re-printing the same file (a child process, output to
// /dev/null). Prints min / median / max of each and the ratio of the medians; target: the import at least 5x faster
// than jq. A benchmark, not a test: it fails on a miss only with --require-targets.
//   build/release/tests/bench/bench_import_insights [--contributors N] [--datapoints N] [--runs N]
//     [--require-targets]
#include "peer_timing.h"

#include "partiscope/import/import.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace partiscope;

namespace {

struct Options {
    std::size_t contributors = 100'000;
    std::size_t datapoints = 60;
    int runs = 3;
    bool requireTargets = false;
};

/// The report as the AWS CLI prints it (API GetInsightRuleReport response), compact; Zipf-like values so that the
/// ranking looks like a real one.
void writeReport(const std::string& path, const Options& options) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << R"({"KeyLabels":["PK"],"AggregationStatistic":"Sum","AggregateValue":0,"ApproximateUniqueCount":)"
        << options.contributors << R"(,"Contributors":[)";
    char stamp[64];
    for (std::size_t c = 0; c < options.contributors; ++c) {
        const double perMinute = 100000.0 / static_cast<double>(c + 1);
        out << (c ? "," : "") << R"({"Keys":["USER#)" << c << R"("],"ApproximateAggregateValue":)"
            << perMinute * static_cast<double>(options.datapoints) << R"(,"Datapoints":[)";
        for (std::size_t d = 0; d < options.datapoints; ++d) {
            std::snprintf(stamp, sizeof stamp, "2023-11-14T%02zu:%02zu:00+00:00", 10 + d / 60, d % 60);
            out << (d ? "," : "") << R"({"Timestamp":")" << stamp << R"(","ApproximateValue":)" << perMinute << "}";
        }
        out << "]}";
    }
    out << R"(],"MetricDatapoints":[]})";
}

} // namespace

using partiscope::bench::Figures;
using partiscope::bench::figuresOf;
using partiscope::bench::timed;

int main(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--contributors" && i + 1 < argc) {
            options.contributors = std::strtoull(argv[++i], nullptr, 10);
        } else if (arg == "--datapoints" && i + 1 < argc) {
            options.datapoints = std::strtoull(argv[++i], nullptr, 10);
        } else if (arg == "--runs" && i + 1 < argc) {
            options.runs = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--require-targets") {
            options.requireTargets = true;
        } else {
            std::fprintf(stderr, "usage: bench_import_insights [--contributors N] [--datapoints N] [--runs N] "
                                 "[--require-targets]\n");
            return 2;
        }
    }
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "partiscope-bench-insights";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "DynamoDBContributorInsights-PKC-Bench-1700000000000.json").string();
    writeReport(path, options);
    const double megabytes = static_cast<double>(std::filesystem::file_size(path)) / 1e6;
    std::printf("report: %zu contributors x %zu datapoints, %.1f MB\n", options.contributors, options.datapoints,
                megabytes);

    ImportRequest request;
    request.format = ImportFormat::ContributorInsights;
    request.paths = {path};
    std::vector<double> imports;
    std::vector<double> jqs;
    const std::string jq = "jq -c . '" + path + "' > /dev/null";
    for (int r = 0; r < options.runs; ++r) {
        bool ok = false;
        imports.push_back(timed([&] { ok = importContributorInsights(request, {}).scenario.has_value(); }));
        if (!ok) {
            std::fprintf(stderr, "bench_import_insights: the import failed\n");
            return 1;
        }
        int status = 0;
        jqs.push_back(timed([&] { status = std::system(jq.c_str()); }));
        if (status != 0) {
            std::fprintf(stderr, "bench_import_insights: jq failed (is it installed?)\n");
            return 1;
        }
    }
    std::filesystem::remove_all(dir);
    const Figures import = figuresOf(imports);
    const Figures viaJq = figuresOf(jqs);
    const double ratio = viaJq.median / import.median;
    std::printf("import (in-process): min %.3f s  median %.3f s  max %.3f s  (%.0f MB/s)\n", import.min, import.median,
                import.max, megabytes / import.median);
    std::printf("jq -c .            : min %.3f s  median %.3f s  max %.3f s\n", viaJq.min, viaJq.median, viaJq.max);
    const bool met = ratio >= 5;
    std::printf("ratio jq / import (medians): %.1fx   target >= 5x: %s\n", ratio, met ? "PASS" : "MISS");
    return options.requireTargets && !met ? 1 : 0;
}
