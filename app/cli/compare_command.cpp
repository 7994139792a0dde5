#include "compare_command.h"

#include "cli_inputs.h"
#include "flag_set.h"
#include "progress_line.h"
#include "simulate_command.h"

#include "partiscope/cost_model.h"
#include "partiscope/design_comparison.h"
#include "partiscope/input_files.h"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <ostream>

namespace partiscope::cli {

namespace {

/// Where a design came from, so that a design that cannot run is blamed on its file (and candidate).
struct DesignOrigin {
    std::string file;
    std::optional<std::size_t> candidate; ///< its position in the file's `candidates`, or none: the file's design
};

/// The design's name as a file without a scenario name offers it: the file's name.
std::string fileDesignName(const std::string& path) {
    return path == "-" ? inputName(path) : std::filesystem::path(path).filename().string();
}

} // namespace

PriceTable pricesFromFlags(const FlagSet& flags) {
    PriceTable prices = defaultPriceTable();
    if (const auto pricesPath = flags.get("prices")) {
        std::string error;
        if (!loadPriceTableFile(*pricesPath, prices, error)) {
            if (isInterruption(error)) {
                throw Interrupted{"while reading '" + *pricesPath + "'"};
            }
            throw InputError{error};
        }
    }
    return prices;
}

int runCompare(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
               const CliContext& context) {
    const PositionalArgs split = splitPositionalArgs(args);
    const FlagSet flags(split.flagArgs, 1, {"format", "prices"});
    if (split.files.empty()) {
        throw UsageError{"compare needs scenario FILEs (several, or one with candidates)"};
    }
    if (std::count(split.files.begin(), split.files.end(), "-") > 1) {
        throw UsageError{"standard input ('-') can be one of the FILEs only"};
    }
    const std::string format = flags.get("format").value_or("text");
    if (format != "text" && format != "json") {
        throw UsageError{"--format must be text or json, got '" + format + "'"};
    }
    const PriceTable prices = pricesFromFlags(flags);

    std::vector<DesignToCompare> designs;
    std::vector<DesignOrigin> origins;
    for (const std::string& file : split.files) {
        const Scenario scenario = loadScenarioOrThrow(file, stdinFd, context);
        std::vector<DesignToCompare> offered = designsOf(scenario, fileDesignName(file));
        for (std::size_t i = 0; i < offered.size(); ++i) {
            origins.push_back(
                {inputName(file), scenario.candidates.empty() ? std::nullopt : std::optional<std::size_t>(i)});
            designs.push_back(std::move(offered[i]));
        }
    }

    ProgressLine progress(err, context.progress);
    std::size_t done = 0;
    CompareOptions options;
    options.cancel = context.interrupted;
    options.progress = [&](std::size_t finished, std::size_t total) {
        done = finished;
        progress.show("compared " + std::to_string(finished) + " of " + std::to_string(total) + " designs");
    };
    std::string error;
    const auto comparison = compareDesigns(designs, prices, error, options);
    progress.clear();
    if (interrupted(context)) {
        throw Interrupted{"compare after " + std::to_string(done) + " of " + std::to_string(designs.size()) +
                          " designs"};
    }
    if (!comparison) {
        // Designs run in order, so the one that failed is the one after the last that finished.
        const DesignOrigin& origin = origins[std::min(done, origins.size() - 1)];
        const std::string& name = designs[std::min(done, designs.size() - 1)].name;
        std::string problem = error.rfind(name + ": ", 0) == 0 ? error.substr(name.size() + 2) : error;
        if (origin.candidate) {
            // The problem's path is the design's, the candidate applied to its document (scenarioWithCandidate).
            problem = "candidate '" + name + "' (/candidates/" + std::to_string(*origin.candidate) + "): " + problem;
        }
        throw InputError{origin.file + ": " + problem};
    }
    out << (format == "json" ? comparisonToJson(*comparison) : comparisonToText(*comparison));
    return kExitOk;
}

} // namespace partiscope::cli
