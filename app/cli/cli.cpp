#include "cli.h"
#include "cli_inputs.h"
#include "fd_output.h"
#include "flag_set.h"
#include "lessons_dir.h"
#include "scenario_items.h"
#include "simulate_command.h"

#include "partiscope/advisor.h"
#include "partiscope/analysis.h"
#include "partiscope/analysis_report.h"
#include "partiscope/design_report.h"
#include "partiscope/hashing.h"
#include "partiscope/key_condition.h"

#include "partiscope/csv_items.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"
#include "partiscope/shard_estimate.h"
#include "partiscope/simulation_report.h"
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include <fstream>

#include <algorithm>
#include <cerrno>
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
  partiscope-cli simulate --scenario FILE [--format text|json] [--csv FILE]
      [--items FILE.csv --pk TEMPLATE [--index-key NAME=TEMPLATE]...]
  partiscope-cli queries --table T [--index I] --pk-name A [--pk-type S|N|B]
      [--sk-name B [--sk-type S|N|B] --sk-op eq|lt|le|gt|ge|between|begins_with --sk-value X [--sk-value2 Y]]
      (--logical-key V | --item FILE.json) [strategy flags as in analyze]
      [--format cli-json|cli|partiql|python|javascript] [--out-dir DIR]
  partiscope-cli estimate --writes-per-s W [--item-kb KB (default 1)] [--headroom H (default 0.5)]
  partiscope-cli advise (--scenario FILE [--items FILE.csv --pk TEMPLATE [--index-key NAME=TEMPLATE]...]
      | analyze's input and strategy flags
      [--writes-per-s W] [--reads-per-s R] [--item-kb KB]) [--format text|json]
  partiscope-cli report --scenario FILE --out FILE.html|FILE.md
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

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const auto comma = text.find(',', start);
        parts.push_back(text.substr(start, comma - start));
        if (comma == std::string::npos) {
            break;
        }
        start = comma + 1;
    }
    return parts;
}

ShardStrategy strategyFromFlags(const FlagSet& flags, int stdinFd) {
    StrategyConfig config;
    const std::string kindName = flags.get("strategy").value_or("none");
    if (!parseStrategyKind(kindName, config.kind)) {
        throw UsageError{"--strategy must be none, random, calculated, mod, range or lookup, got '" + kindName + "'"};
    }
    for (const char* option : {"shards", "fn", "sep", "boundaries", "map", "seed"}) {
        if (flags.has(option) && !strategyUsesOption(config.kind, option)) {
            std::string uses;
            for (const char* other : {"shards", "fn", "sep", "boundaries", "map", "seed"}) {
                if (strategyUsesOption(config.kind, other)) {
                    uses += std::string(uses.empty() ? "" : ", ") + "--" + other;
                }
            }
            throw UsageError{std::string("--") + option + " does not apply to --strategy " + kindName + " (" +
                             (uses.empty() ? "it takes no strategy options" : "it uses " + uses) + ")"};
        }
    }
    if (strategyUsesOption(config.kind, "shards") && !flags.has("shards")) {
        throw UsageError{"--strategy " + kindName + " needs --shards N"};
    }
    config.shards = flags.integer<std::uint32_t>("shards", 0, 1, kMaxShards);
    config.seed = flags.integer<std::uint64_t>("seed", 1, 0, UINT64_MAX);
    config.separator = flags.get("sep").value_or("#");
    if (const auto fn = flags.get("fn")) {
        if (!parseStrategyFunction(*fn, config)) {
            throw UsageError{"--fn '" + *fn + "' does not apply to --strategy " + kindName + " (" +
                             strategyFunctionList("|") + ")"};
        }
    }
    if (const auto list = flags.get("boundaries")) {
        config.boundaries = splitList(*list);
    }
    if (const auto path = flags.get("map")) {
        std::string error;
        if (!ShardMap::parse(readInput(*path, stdinFd), config.map, error, inputName(*path))) {
            throw InputError{error};
        }
    }
    ShardStrategy strategy;
    std::string error;
    if (!ShardStrategy::create(std::move(config), strategy, error)) {
        throw UsageError{error};
    }
    return strategy;
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
    const ShardStrategy strategy = strategyFromFlags(flags, stdinFd);

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

int runQueries(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err) {
    const FlagSet flags(args, 1, {"table",    "index",     "pk-name",     "pk-type", "sk-name",  "sk-type", "sk-op",
                                  "sk-value", "sk-value2", "logical-key", "item",    "strategy", "shards",  "source",
                                  "fn",       "sep",       "boundaries",  "map",     "seed",     "format",  "out-dir"});
    QueryTarget target;
    target.table = flags.get("table").value_or("");
    if (target.table.empty()) {
        throw UsageError{"queries needs --table T"};
    }
    target.index = flags.get("index").value_or("");
    target.partitionKeyName = flags.get("pk-name").value_or("");
    if (target.partitionKeyName.empty()) {
        throw UsageError{"queries needs --pk-name A"};
    }
    const std::string pkType = flags.get("pk-type").value_or("S");
    if (!parseAttributeType(pkType, target.partitionKeyType)) {
        throw UsageError{"--pk-type must be S, N or B, got '" + pkType + "'"};
    }
    if (flags.has("sk-name")) {
        SortKeyCondition sk;
        sk.name = *flags.get("sk-name");
        const std::string skType = flags.get("sk-type").value_or("S");
        if (!parseAttributeType(skType, sk.type)) {
            throw UsageError{"--sk-type must be S, N or B, got '" + skType + "'"};
        }
        const auto op = flags.get("sk-op");
        if (!op) {
            throw UsageError{"--sk-name needs --sk-op eq|lt|le|gt|ge|between|begins_with"};
        }
        if (!parseSortKeyOperator(*op, sk.op)) {
            throw UsageError{"--sk-op must be eq, lt, le, gt, ge, between or begins_with, got '" + *op + "'"};
        }
        const auto value = flags.get("sk-value");
        if (!value) {
            throw UsageError{"--sk-op needs --sk-value X"};
        }
        sk.value = *value;
        sk.value2 = flags.get("sk-value2");
        if (sk.op == SortKeyOperator::Between && !sk.value2) {
            throw UsageError{"--sk-op between needs --sk-value2 Y"};
        }
        target.sortKey = sk;
    } else if (flags.has("sk-op") || flags.has("sk-value") || flags.has("sk-type") || flags.has("sk-value2")) {
        throw UsageError{"sort-key options need --sk-name"};
    }
    if (flags.has("logical-key") == flags.has("item")) {
        throw UsageError{"give exactly one of --logical-key V or --item FILE.json"};
    }
    checkOneStdinInput(flags);
    QueryFormat format = QueryFormat::CliJson;
    const std::string formatName = flags.get("format").value_or("cli-json");
    if (!parseQueryFormat(formatName, format)) {
        throw UsageError{"--format must be cli-json, cli, partiql, python or javascript, got '" + formatName + "'"};
    }
    if (flags.has("out-dir") && format != QueryFormat::CliJson) {
        throw UsageError{"--out-dir writes cli-json files; it cannot be combined with --format " + formatName};
    }
    const ShardStrategy strategy = strategyFromFlags(flags, stdinFd);
    std::string logicalKey;
    std::optional<std::string> pointSource;
    if (const auto key = flags.get("logical-key")) {
        logicalKey = *key;
    } else {
        const auto item = readItem(*flags.get("item"), stdinFd);
        const auto pk = item.find(target.partitionKeyName);
        if (pk == item.end()) {
            throw InputError{"the item has no attribute '" + target.partitionKeyName + "' (the --pk-name)"};
        }
        logicalKey = pk->second;
        if (const auto sourceName = flags.get("source")) {
            const auto source = item.find(*sourceName);
            if (source == item.end()) {
                throw InputError{"the item has no attribute '" + *sourceName + "' (the --source)"};
            }
            pointSource = source->second;
        } else {
            pointSource = logicalKey;
        }
    }
    FanOutPlan plan;
    if (auto problem = planFanOut(target, strategy, logicalKey, pointSource, plan)) {
        throw InputError{*problem};
    }
    if (flags.has("out-dir") && plan.requests.size() > limits::kMaxQueryFiles) {
        throw InputError{"--out-dir would write " + groupedCount(plan.requests.size()) + " files, more than " +
                         groupedCount(limits::kMaxQueryFiles) + "; print them instead (leave out --out-dir)"};
    }
    std::string text;
    if (auto problem = formatPlan(plan, format, text)) {
        throw InputError{*problem};
    }
    if (const auto dir = flags.get("out-dir")) {
        std::error_code ec;
        std::filesystem::create_directories(*dir, ec);
        if (ec) {
            throw InputError{"cannot create '" + *dir + "': " + ec.message()};
        }
        const int width = std::max<int>(4, static_cast<int>(std::to_string(plan.requests.size()).size()));
        for (std::size_t i = 0; i < plan.requests.size(); ++i) {
            std::string number = std::to_string(i + 1);
            number.insert(0, static_cast<std::size_t>(width) - std::min<std::size_t>(number.size(), width), '0');
            const auto path = std::filesystem::path(*dir) / ("query-" + number + ".json");
            std::ofstream file(path, std::ios::binary | std::ios::trunc);
            if (!file.is_open()) {
                throw InputError{writeProblem(path.string(), errno)};
            }
            file << requestToCliJson(plan.requests[i]);
            file.close();
            if (!file) {
                throw OutputError{writeProblem(path.string(), errno)};
            }
        }
        out << "wrote " << plan.requests.size() << " request file(s) to " << *dir << "\n";
    } else {
        out << text;
    }
    err << "partiscope-cli: " << plan.requests.size() << (plan.requests.size() == 1 ? " query" : " queries")
        << (plan.pointRead ? " (point read: the shard is computed from the item)" : "") << ", at least "
        << plan.minimumReadUnits << " RCU (" << plan.consistency << ")\n";
    return kExitOk;
}

/// The built-in lessons' folder (see findLessonsDir).
std::filesystem::path lessonsDir() {
    std::string error;
    const auto dir =
        findLessonsDir(std::getenv("PARTISCOPE_LESSONS_DIR"), currentExecutable(), PARTISCOPE_LESSONS_DIR, error);
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
        const ShardStrategy strategy = strategyFromFlags(flags, stdinFd);
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
        throw InputError{"cannot read the lessons folder '" + dir.string() + "': " + ec.message()};
    }
    std::sort(files.begin(), files.end());
    out << "Built-in lessons in " << dir.string() << " (scenario + guide):\n";
    for (const auto& file : files) {
        std::string title = file.stem().string();
        Scenario scenario;
        std::string error;
        if (loadScenarioFile(file.string(), scenario, error) && !scenario.name.empty()) {
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

int runReport(const std::vector<std::string>& args, int stdinFd, std::ostream& out) {
    const FlagSet flags(args, 1, {"scenario", "out"});
    const auto path = flags.get("scenario");
    const auto outPath = flags.get("out");
    if (!path || !outPath) {
        throw UsageError{"report needs --scenario FILE and --out FILE.html|FILE.md"};
    }
    const std::string extension = std::filesystem::path(*outPath).extension().string();
    ReportFormat format = ReportFormat::Html;
    if (extension == ".md" || extension == ".markdown") {
        format = ReportFormat::Markdown;
    } else if (extension != ".html" && extension != ".htm") {
        throw UsageError{"--out must end in .html or .md, got '" + *outPath + "'"};
    }
    const std::string report = designReport(analyseScenarioOrThrow(*path, stdinFd, flags, CliContext{}), format);
    std::ofstream file(*outPath, std::ios::binary | std::ios::trunc);
    if (!file.is_open()) {
        throw InputError{writeProblem(*outPath, errno)};
    }
    file << report;
    file.close();
    if (!file) {
        throw OutputError{writeProblem(*outPath, errno)};
    }
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
            return runQueries(args, stdinFd, out, err);
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
            return runReport(args, stdinFd, out);
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
        err << "partiscope-cli: interrupted (" << stop.where << "); nothing written\n";
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
        err << "partiscope-cli: cannot write standard output" << (error ? std::string(": ") + std::strerror(error) : "")
            << "\n";
        return kExitOutputFailed;
    }
    return code;
}

} // namespace partiscope::cli
