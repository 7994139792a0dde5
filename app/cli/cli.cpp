#include "cli.h"
#include "cli_inputs.h"
#include "cli_outputs.h"
#include "compare_command.h"
#include "export_command.h"
#include "flag_set.h"
#include "import_command.h"
#include "lessons_dir.h"
#include "queries_command.h"
#include "scenario_items.h"
#include "simulate_command.h"

#include "partiscope/advisor.h"
#include "partiscope/analysis.h"
#include "partiscope/analysis_report.h"
#include "partiscope/design_report.h"
#include "partiscope/hashing.h"
#include "partiscope/key_condition.h"
#include "partiscope/output_file.h"

#include "partiscope/csv_items.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"
#include "partiscope/os_error.h"
#include "partiscope/shard_estimate.h"
#include "partiscope/simulation_report.h"
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <map>
#include <optional>
#include <set>

namespace partiscope::cli {

namespace {

constexpr const char* kUsage = R"(usage:
  partiscope-cli analyze (--keys FILE | --items FILE.csv --pk TEMPLATE)
      [--buckets N (default 8)] [--model mod|range]
      [--strategy none|random|calculated|mod|range|lookup] [--shards N] [--source ATTR]
      [--fn utf8-product|hash (calculated) | value|hash|isbn-check-digit (lookup)]
      [--sep S (default #)] [--boundaries B1,B2,...] [--map FILE] [--seed N]
      [--top K (default 10)] [--format text|json|csv]
  partiscope-cli simulate --scenario FILE [--trace ACCESS-LOG] [--format text|json] [--csv FILE] [--observed METRIC-DATA.json]
      [--items FILE.csv --pk TEMPLATE [--index-key NAME=TEMPLATE]...]
  partiscope-cli queries --table T [--index I] --pk-name A [--pk-type S|N|B]
      [--sk-name B [--sk-type S|N|B] --sk-op eq|lt|le|gt|ge|between|begins_with --sk-value X [--sk-value2 Y]]
      (--logical-key V | --item FILE.json) [strategy flags as in analyze]
      [--format cli-json|cli|partiql|python|javascript] [--out-dir DIR]
  partiscope-cli queries --scenario FILE [--pattern NAME
      [--format cli-json|cli|partiql|python|javascript] [--out-dir DIR]]
  partiscope-cli estimate --writes-per-s W [--item-kb KB (default 1)] [--headroom H (default 0.5)]
  partiscope-cli advise (--scenario FILE [--items FILE.csv --pk TEMPLATE [--index-key NAME=TEMPLATE]...]
      | analyze's input and strategy flags
      [--writes-per-s W] [--reads-per-s R] [--item-kb KB]) [--format text|json]
  partiscope-cli report --scenario FILE --out FILE.html|FILE.md [--prices FILE]
  partiscope-cli compare FILE... [--format text|json] [--prices FILE]
      (several scenario files, or one with candidates; each file offers its candidates, else its own design)
  partiscope-cli import [--from dynamodb-json|workbench|contributor-insights|access-log] FILE...
      [--describe describe-table.json] [--pk-name A [--sk-name B]] [--table NAME] [--out scenario.json]
      (without --from, the format is guessed from the first FILE's content)
  partiscope-cli export --to workbench --scenario FILE --out FILE.json
  partiscope-cli lessons
  partiscope-cli --help | --version
FILE may be '-' (standard input; one input at a time), and so may simulate's --csv (standard output).
Placement is a model: DynamoDB's real hash is undocumented.
)";

/// `partiscope-cli COMMAND --help`: the command's lines of the usage, then the notes below them.
std::string commandUsage(const std::string& command) {
    std::istringstream lines(kUsage);
    std::string line;
    std::string usage = "usage:\n";
    std::string notes;
    bool inCommand = false;
    bool pastCommands = false;
    while (std::getline(lines, line)) {
        if (line.rfind("  partiscope-cli ", 0) == 0) {
            inCommand =
                line.rfind("  partiscope-cli " + command + " ", 0) == 0 || line == "  partiscope-cli " + command;
        } else if (line.rfind("      ", 0) != 0 && line != "usage:") {
            pastCommands = true;
        }
        if (pastCommands) {
            notes += line + "\n";
        } else if (inCommand) {
            usage += line + "\n";
        }
    }
    return usage + notes;
}

void checkAnalyzeInputFlags(const FlagSet& flags) {
    const bool keys = flags.has("keys");
    const bool items = flags.has("items");
    if (keys == items) {
        throw UsageError{"give exactly one of --keys FILE or --items FILE.csv"};
    }
    if (items && !flags.has("pk")) {
        throw UsageError{"--items needs --pk TEMPLATE (e.g. --pk '{customerid}+{productid}')"};
    }
    if (keys && flags.has("pk")) {
        throw UsageError{"--pk only applies to --items"};
    }
    if (keys && flags.has("source")) {
        throw UsageError{"--source names a CSV column; with --keys the source is the key itself"};
    }
}

/// Reads the --keys or --items input of analyze (and advise) with the strategy's item check.
KeyReadResult readAnalyzeInput(const FlagSet& flags, const ShardStrategy& strategy, int stdinFd,
                               const CliContext& context) {
    const bool keys = flags.has("keys");
    KeyReadResult input;
    const std::string path = keys ? *flags.get("keys") : *flags.get("items");
    if (keys) {
        KeyReadOptions readOptions;
        readOptions.acceptor = acceptorFor(strategy);
        readOptions.cancel = context.interrupted;
        input = path == "-" ? readKeyListFd(stdinFd, readOptions) : readKeyListFile(path, readOptions);
    } else {
        ItemReadOptions readOptions;
        readOptions.acceptor = acceptorFor(strategy);
        readOptions.cancel = context.interrupted;
        readOptions.keyTemplate = *flags.get("pk");
        readOptions.sourceColumn = flags.get("source").value_or("");
        input = path == "-" ? readCsvItemsFd(stdinFd, readOptions) : readCsvItemsFile(path, readOptions);
    }
    if (interrupted(context)) {
        throw Interrupted{"while reading '" + path + "'"};
    }
    if (input.fatalLine != 0) {
        throw InputError{inputName(path) + ":" + std::to_string(input.fatalLine) + ": " + input.fatalError};
    }
    if (!input.fatalError.empty()) {
        throw InputError{path == "-" ? "standard input: " + input.fatalError : input.fatalError};
    }
    if (auto tooMany = analysisSizeProblem(input.tally, strategy)) {
        throw InputError{*tooMany};
    }
    return input;
}

int runAnalyze(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
               const CliContext& context) {
    const FlagSet flags(args, 1,
                        {"keys", "items", "pk", "buckets", "model", "strategy", "shards", "source", "fn", "sep",
                         "boundaries", "map", "seed", "top", "format"});
    checkAnalyzeInputFlags(flags);
    checkOneStdinInput(flags);
    AnalysisOptions options;
    options.buckets = flags.integer<std::uint32_t>("buckets", 8, 1, limits::kMaxBuckets);
    options.topK = flags.integer<std::uint32_t>("top", 10, 0, 1'000'000);
    const std::string modelName = flags.get("model").value_or("mod");
    if (!parsePlacementModel(modelName, options.model)) {
        throw UsageError{"--model must be mod or range, got '" + modelName + "'"};
    }
    const std::string format = flags.get("format").value_or("text");
    if (format != "text" && format != "json" && format != "csv") {
        throw UsageError{"--format must be text, json or csv, got '" + format + "'"};
    }
    const ShardStrategy strategy = strategyFromFlags(flags, stdinFd, context);

    const KeyReadResult input = readAnalyzeInput(flags, strategy, stdinFd, context);
    const DistributionAnalysis analysis = analyzeDistribution(input, strategy, options);
    if (format == "json") {
        out << analysisToJson(analysis);
    } else if (format == "csv") {
        out << analysisToCsv(analysis);
        err << "partiscope-cli: note: " << kModelNote << "\n";
    } else {
        out << analysisToText(analysis);
    }
    if (analysis.input.accepted == 0) {
        err << "partiscope-cli: no valid key was read (" << analysis.input.linesRead << " lines, "
            << analysis.input.rejected << " rejected, " << analysis.input.blank << " blank)\n";
        return kExitNoKeys;
    }
    return kExitOk;
}

/// --writes-per-s / --reads-per-s, checked by the rule estimate and advise share.
double rateFlag(const FlagSet& flags, const std::string& name, std::optional<double> fallback) {
    const double value = flags.number(name, fallback);
    if (auto problem = requestRateProblem(value)) {
        throw UsageError{"--" + name + " " + *problem};
    }
    return value;
}

double itemKbFlag(const FlagSet& flags) {
    const double value = flags.number("item-kb", 1.0);
    if (auto problem = itemKbProblem(value)) {
        throw UsageError{"--item-kb " + *problem};
    }
    return value;
}

int runEstimate(const std::vector<std::string>& args, std::ostream& out) {
    const FlagSet flags(args, 1, {"writes-per-s", "item-kb", "headroom", "format"});
    std::string error;
    const auto estimate = estimateShards(rateFlag(flags, "writes-per-s", std::nullopt), itemKbFlag(flags),
                                         flags.number("headroom", 0.5), error);
    if (!estimate) {
        throw UsageError{error};
    }
    const std::string format = flags.get("format").value_or("text");
    if (format == "json") {
        out << "{\"wcu_per_s\": " << estimate->wcuPerSecond << ", \"minimum_shards\": " << estimate->minimumShards
            << ", \"recommended_shards\": " << estimate->recommendedShards << "}\n";
    } else if (format == "text") {
        out << estimate->explanation << "\n";
    } else {
        throw UsageError{"--format must be text or json, got '" + format + "'"};
    }
    return kExitOk;
}

/// The built-in lessons' folder (see findLessonsDir).
std::filesystem::path lessonsDir() {
    std::string error;
    const auto dir = findLessonsDir(std::getenv("PARTISCOPE_LESSONS_DIR"), currentExecutable(), error);
    if (!dir) {
        throw InputError{error};
    }
    return *dir;
}

int runAdvise(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
              const CliContext& context) {
    const FlagSet flags(args, 1,
                        {"scenario", "format", "keys", "items", "pk", "buckets", "model", "strategy", "shards",
                         "source", "fn", "sep", "boundaries", "map", "seed", "writes-per-s", "reads-per-s", "item-kb"},
                        {kIndexKeyFlag});
    const std::string format = flags.get("format").value_or("text");
    if (format != "text" && format != "json") {
        throw UsageError{"--format must be text or json, got '" + format + "'"};
    }
    std::vector<Finding> findings;
    if (const auto path = flags.get("scenario")) {
        // --items (with --pk and --index-key) replaces the scenario's keys; the rest the scenario has itself.
        for (const char* other : {"keys", "buckets", "model", "strategy", "shards", "source", "fn", "sep", "boundaries",
                                  "map", "seed", "writes-per-s", "reads-per-s", "item-kb"}) {
            if (flags.has(other)) {
                throw UsageError{std::string("--") + other + " does not apply with --scenario (the scenario has it)"};
            }
        }
        checkOneStdinInput(flags);
        findings = analyseScenarioOrThrow(*path, stdinFd, flags, context).findings;
    } else {
        if (flags.has(kIndexKeyFlag)) {
            throw UsageError{"--index-key needs --scenario FILE (the scenario names the GSIs)"};
        }
        checkAnalyzeInputFlags(flags);
        checkOneStdinInput(flags);
        AnalysisOptions options;
        options.buckets = flags.integer<std::uint32_t>("buckets", 8, 1, limits::kMaxBuckets);
        const std::string modelName = flags.get("model").value_or("mod");
        if (!parsePlacementModel(modelName, options.model)) {
            throw UsageError{"--model must be mod or range, got '" + modelName + "'"};
        }
        const ShardStrategy strategy = strategyFromFlags(flags, stdinFd, context);
        std::optional<WorkloadRates> rates;
        if (flags.has("writes-per-s") || flags.has("reads-per-s")) {
            WorkloadRates r;
            r.peakWritesPerS = rateFlag(flags, "writes-per-s", 0.0);
            r.peakReadsPerS = rateFlag(flags, "reads-per-s", 0.0);
            r.itemKb = itemKbFlag(flags);
            rates = r;
        } else if (flags.has("item-kb")) {
            throw UsageError{"--item-kb needs --writes-per-s or --reads-per-s"};
        }
        const KeyReadResult input = readAnalyzeInput(flags, strategy, stdinFd, context);
        findings = adviseOn(analyseKeysForAdvice(input, strategy, options, rates));
        if (input.counts.accepted == 0) {
            // As analyze: the report first (it shows what there is to see), then the reason and exit 3.
            out << (format == "json" ? findingsToJson(findings) : findingsToText(findings));
            err << "partiscope-cli: no valid key was read (" << input.counts.linesRead << " lines, "
                << input.counts.rejected << " rejected, " << input.counts.blank << " blank)\n";
            return kExitNoKeys;
        }
    }
    out << (format == "json" ? findingsToJson(findings) : findingsToText(findings));
    return kExitOk;
}

int runLessons(const std::vector<std::string>& args, std::ostream& out) {
    const FlagSet flags(args, 1, {});
    const auto dir = lessonsDir();
    std::error_code ec;
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        if (entry.path().extension() == ".json") {
            files.push_back(entry.path());
        }
    }
    if (ec) {
        throw InputError{"cannot read the lessons folder '" + dir.string() + "': " + osErrorText(ec.value())};
    }
    std::sort(files.begin(), files.end());
    out << "Built-in lessons in " << dir.string() << " (scenario + guide):\n";
    for (const auto& file : files) {
        std::string title = file.stem().string();
        Scenario scenario;
        std::string error;
        // Regular files only: a FIFO or a device named *.json is no lesson, and listing must not wait on it.
        if (loadScenarioFile(file.string(), scenario, error, nullptr, FileKinds::RegularOnly) &&
            !scenario.name.empty()) {
            title = scenario.name;
        }
        auto guide = file;
        guide.replace_extension(".md");
        out << "  " << file.filename().string() << "  " << guide.filename().string() << "  " << title << "\n";
    }
    out << "Try: partiscope-cli advise --scenario "
        << (dir / (files.empty() ? "LESSON.json" : files.front().filename().string())).string() << "\n";
    return kExitOk;
}

int runReport(const std::vector<std::string>& args, int stdinFd, std::ostream& out, const CliContext& context) {
    const FlagSet flags(args, 1, {"scenario", "out", "prices"});
    const auto path = flags.get("scenario");
    const auto outPath = flags.get("out");
    if (!path || !outPath) {
        throw UsageError{"report needs --scenario FILE and --out FILE.html|FILE.md"};
    }
    const PriceTable prices = pricesFromFlags(flags);
    const std::string extension = std::filesystem::path(*outPath).extension().string();
    ReportFormat format = ReportFormat::Html;
    if (extension == ".md" || extension == ".markdown") {
        format = ReportFormat::Markdown;
    } else if (extension != ".html" && extension != ".htm") {
        throw UsageError{"--out must end in .html or .md, got '" + *outPath + "'"};
    }
    const ScenarioAnalysis analysis = analyseScenarioOrThrow(*path, stdinFd, flags, CliContext{});
    std::string error;
    const std::optional<std::string> written = documentReport(analysis, format, prices, error);
    if (!written) {
        throw InputError{inputName(*path) + ": " + error};
    }
    const std::string& report = *written;
    writeOutputFile(*outPath, report, context);
    out << "wrote " << *outPath << " (" << report.size() << " bytes)\n";
    return kExitOk;
}

int dispatch(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
             const CliContext& context) {
    try {
        if (args.empty()) {
            throw UsageError{"missing command"};
        }
        const std::string& command = args[0];
        if (command == "--help" || command == "-h" || command == "help") {
            out << kUsage;
            return kExitOk;
        }
        if (command == "--version") {
            out << "partiscope-cli " << PARTISCOPE_VERSION << "\n";
            return kExitOk;
        }
        if (command == "analyze") {
            return runAnalyze(args, stdinFd, out, err, context);
        }
        if (command == "queries") {
            return runQueries(args, stdinFd, out, err, context);
        }
        if (command == "simulate") {
            return runSimulate(args, stdinFd, out, err, context);
        }
        if (command == "estimate") {
            return runEstimate(args, out);
        }
        if (command == "advise") {
            return runAdvise(args, stdinFd, out, err, context);
        }
        if (command == "lessons") {
            return runLessons(args, out);
        }
        if (command == "report") {
            return runReport(args, stdinFd, out, context);
        }
        if (command == "compare") {
            return runCompare(args, stdinFd, out, err, context);
        }
        if (command == "export") {
            return runExport(args, stdinFd, out, context);
        }
        if (command == "import") {
            return runImport(args, out, err, context);
        }
        throw UsageError{"unknown command '" + command + "'"};
    } catch (const HelpRequest&) {
        out << commandUsage(args[0]);
        return kExitOk;
    } catch (const UsageError& usage) {
        err << "partiscope-cli: " << usage.reason << "\n" << kUsage;
        return kExitUsage;
    } catch (const InputError& input) {
        err << "partiscope-cli: " << input.reason << "\n";
        return kExitUsage;
    } catch (const OutputError& output) {
        err << "partiscope-cli: " << output.reason << "\n";
        return kExitOutputFailed;
    } catch (const Interrupted& stop) {
        err << "partiscope-cli: interrupted (" << stop.where << "); " << stop.outcome << "\n";
        return kExitInterrupted;
    }
}

} // namespace

int runCli(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
           const CliContext& context) {
    const int code = dispatch(args, stdinFd, out, err, context);
    out.flush();
    if (!out) {
        const auto* fd = dynamic_cast<const FdOutputBuffer*>(out.rdbuf());
        const int error = fd ? fd->error() : 0;
        err << "partiscope-cli: cannot write standard output" << (error ? std::string(": ") + osErrorText(error) : "")
            << "\n";
        return kExitOutputFailed;
    }
    return code;
}

} // namespace partiscope::cli
