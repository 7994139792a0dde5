// NoSQL Workbench model import benchmark: a generated model whose table holds a large TableData (default 200,000
// items, far past what a hand-made model holds) imported in-process, against `jq -c .` reading and re-printing the
// same file (a child process, output to /dev/null). Prints min / median / max of each and the ratio of the medians;
// target: the import at least 5x faster than jq. A benchmark, not a test: it fails on a miss only with
// --require-targets.
//   build/release/tests/bench/bench_import_workbench [--items N] [--runs N] [--require-targets]
#include "peer_timing.h"

#include "partiscope/import/import.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace partiscope;

namespace {

struct Options {
    std::size_t items = 200'000;
    int runs = 3;
    bool requireTargets = false;
};

/// The model as Workbench 3.0 exports it (pretty-printed like Workbench's own files), one table: customers' orders
/// with a status GSI, 1 in 8 items without a status (sparse), customers skewed (every 7th order is customer 0's).
void writeModel(const std::string& path, const Options& options) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << R"({
  "ModelName": "Bench",
  "ModelMetadata": {"Author": "bench", "DateCreated": "Nov 30, 2026, 10:00 PM",
    "DateLastModified": "Nov 30, 2026, 10:00 PM", "Description": "", "AWSService": "Amazon DynamoDB",
    "Version": "3.0"},
  "DataModel": [
    {
      "TableName": "Orders",
      "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
                        "SortKey": {"AttributeName": "SK", "AttributeType": "S"}},
      "NonKeyAttributes": [{"AttributeName": "status", "AttributeType": "S"},
                           {"AttributeName": "total", "AttributeType": "N"},
                           {"AttributeName": "note", "AttributeType": "S"}],
      "TableFacets": [],
      "GlobalSecondaryIndexes": [{"IndexName": "ByStatus",
        "KeyAttributes": {"PartitionKey": {"AttributeName": "status", "AttributeType": "S"}},
        "Projection": {"ProjectionType": "ALL"}}],
      "TableData": [
)";
    static const char* const kStatus[] = {"PENDING", "SHIPPED", "DELIVERED", "RETURNED"};
    for (std::size_t i = 0; i < options.items; ++i) {
        const std::size_t customer = i % 7 == 0 ? 0 : (i * 2654435761u) % 20000;
        out << (i ? ",\n" : "") << R"(        {"PK": {"S": "CUSTOMER#)" << customer << R"("}, "SK": {"S": "ORDER#)" << i
            << R"("})";
        if (i % 8 != 0) {
            out << R"(, "status": {"S": ")" << kStatus[i % 4] << R"("})";
        }
        out << R"(, "total": {"N": ")" << (i % 10000) << "." << (i % 100)
            << R"("}, "note": {"S": "gift wrap, leave at the door, call before delivery"}})";
    }
    out << R"(
      ],
      "DataAccess": {"MySql": {}},
      "BillingMode": "PROVISIONED",
      "ProvisionedCapacitySettings": {"ProvisionedThroughput": {"ReadCapacityUnits": 100, "WriteCapacityUnits": 100}}
    }
  ]
}
)";
}

} // namespace

using partiscope::bench::Figures;
using partiscope::bench::figuresOf;
using partiscope::bench::timed;

int main(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--items" && i + 1 < argc) {
            options.items = std::max<std::size_t>(1, std::strtoull(argv[++i], nullptr, 10));
        } else if (arg == "--runs" && i + 1 < argc) {
            options.runs = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--require-targets") {
            options.requireTargets = true;
        } else {
            std::fprintf(stderr, "usage: bench_import_workbench [--items N] [--runs N] [--require-targets]\n");
            return 2;
        }
    }
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "partiscope-bench-workbench";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "model.json").string();
    writeModel(path, options);
    const double megabytes = static_cast<double>(std::filesystem::file_size(path)) / 1e6;
    std::printf("model: 1 table, %zu items, %.1f MB\n", options.items, megabytes);

    ImportRequest request;
    request.format = ImportFormat::Workbench;
    request.paths = {path};
    std::vector<double> imports;
    std::vector<double> jqs;
    const std::string jq = "jq -c . '" + path + "' > /dev/null";
    for (int r = 0; r < options.runs; ++r) {
        std::uint64_t records = 0;
        imports.push_back(timed([&] {
            const ImportOutcome outcome = importWorkbench(request, {});
            records = outcome.scenario ? outcome.records : 0;
        }));
        if (records != options.items) {
            std::fprintf(stderr, "bench_import_workbench: the import failed\n");
            return 1;
        }
        int status = 0;
        jqs.push_back(timed([&] { status = std::system(jq.c_str()); }));
        if (status != 0) {
            std::fprintf(stderr, "bench_import_workbench: jq failed (is it installed?)\n");
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
