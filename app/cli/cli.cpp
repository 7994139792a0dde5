#include "cli.h"
#include "fd_output.h"

#include "partiscope/advisor.h"
#include "partiscope/analysis.h"
#include "partiscope/analysis_report.h"
#include "partiscope/design_report.h"
#include "partiscope/hashing.h"
#include "partiscope/key_condition.h"

#include "partiscope/csv_items.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/json_depth.h"
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
  partiscope-cli queries --table T [--index I] --pk-name A [--pk-type S|N|B]
      [--sk-name B [--sk-type S|N|B] --sk-op eq|lt|le|gt|ge|between|begins_with --sk-value X [--sk-value2 Y]]
      (--logical-key V | --item FILE.json) [strategy flags as in analyze]
      [--format cli-json|cli|partiql|python|javascript] [--out-dir DIR]
  partiscope-cli estimate --writes-per-s W [--item-kb KB (default 1)] [--headroom H (default 0.5)]
  partiscope-cli advise (--scenario FILE | analyze's input and strategy flags
      [--writes-per-s W] [--reads-per-s R] [--item-kb KB]) [--format text|json]
  partiscope-cli report --scenario FILE --out FILE.html|FILE.md
  partiscope-cli lessons
  partiscope-cli --help | --version
FILE may be '-' (standard input). Placement is a model: DynamoDB's real hash is undocumented.
)";

struct UsageError {
    std::string reason;
};

/// Bad input (not bad usage): reported as one line, without the usage text.
struct InputError {
    std::string reason;
};

/// An output file could not be written (the reason names the file and the system's error).
struct OutputError {
    std::string reason;
};

/// SIGINT arrived; @p where says what was stopped. Nothing half-done is left behind.
struct Interrupted {
    std::string where;
};

bool interrupted(const CliContext& context) {
    return context.interrupted && context.interrupted->load(std::memory_order_relaxed);
}

/// "cannot write 'FILE': No space left on device", from the errno of the failed operation.
std::string cannotWrite(const std::string& path, int error) {
    return "cannot write '" + path + "'" + (error ? std::string(": ") + std::strerror(error) : std::string());
}

/// Flags of one command: `--name value` or `--name=value`; each flag at most once.
class FlagSet {
public:
    FlagSet(const std::vector<std::string>& args, std::size_t first, const std::set<std::string>& known) {
        for (std::size_t i = first; i < args.size(); ++i) {
            const std::string& arg = args[i];
            if (arg.rfind("--", 0) != 0 || arg.size() == 2) {
                throw UsageError{"unexpected argument '" + arg + "'"};
            }
            std::string name = arg.substr(2);
            std::string value;
            if (const auto eq = name.find('='); eq != std::string::npos) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
            } else {
                if (i + 1 >= args.size()) {
                    throw UsageError{"--" + name + " needs a value"};
                }
                value = args[++i];
            }
            if (!known.count(name)) {
                throw UsageError{"unknown option --" + name};
            }
            if (!m_values.emplace(name, value).second) {
                throw UsageError{"--" + name + " given twice"};
            }
        }
    }

    [[nodiscard]] std::optional<std::string> get(const std::string& name) const {
        const auto it = m_values.find(name);
        return it == m_values.end() ? std::nullopt : std::optional<std::string>(it->second);
    }
    [[nodiscard]] bool has(const std::string& name) const { return m_values.count(name) > 0; }

    template <typename T>
    T integer(const std::string& name, T fallback, T min, T max) const {
        const auto text = get(name);
        if (!text) {
            return fallback;
        }
        T value{};
        const auto [ptr, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
        if (ec != std::errc() || ptr != text->data() + text->size() || value < min || value > max) {
            throw UsageError{"--" + name + " must be a whole number from " + std::to_string(min) + " to " +
                             std::to_string(max) + ", got '" + *text + "'"};
        }
        return value;
    }

    double number(const std::string& name, std::optional<double> fallback) const {
        const auto text = get(name);
        if (!text) {
            if (!fallback) {
                throw UsageError{"--" + name + " is required"};
            }
            return *fallback;
        }
        double value = 0;
        const auto [ptr, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
        if (ec != std::errc() || ptr != text->data() + text->size()) {
            throw UsageError{"--" + name + " must be a number, got '" + *text + "'"};
        }
        return value;
    }

private:
    std::map<std::string, std::string> m_values;
};

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

ShardStrategy strategyFromFlags(const FlagSet& flags) {
    StrategyConfig config;
    const std::string kindName = flags.get("strategy").value_or("none");
    if (!parseStrategyKind(kindName, config.kind)) {
        throw UsageError{"--strategy must be none, random, calculated, mod, range or lookup, got '" + kindName + "'"};
    }
    const bool needsShards = config.kind == StrategyKind::Random || config.kind == StrategyKind::Calculated ||
                             config.kind == StrategyKind::Mod;
    if (needsShards && !flags.has("shards")) {
        throw UsageError{"--strategy " + kindName + " needs --shards N"};
    }
    config.shards = flags.integer<std::uint32_t>("shards", 0, 1, 1'000'000);
    config.seed = flags.integer<std::uint64_t>("seed", 1, 0, UINT64_MAX);
    config.separator = flags.get("sep").value_or("#");
    if (const auto fn = flags.get("fn")) {
        if (config.kind == StrategyKind::Calculated && *fn == "utf8-product") {
            config.suffixFunction = SuffixFunction::Utf8Product;
        } else if (config.kind == StrategyKind::Calculated && *fn == "hash") {
            config.suffixFunction = SuffixFunction::Hash;
        } else if (config.kind == StrategyKind::Lookup && *fn == "value") {
            config.lookupFunction = LookupFunction::Value;
        } else if (config.kind == StrategyKind::Lookup && *fn == "hash") {
            config.lookupFunction = LookupFunction::Hash;
        } else if (config.kind == StrategyKind::Lookup && *fn == "isbn-check-digit") {
            config.lookupFunction = LookupFunction::IsbnCheckDigit;
        } else {
            throw UsageError{"--fn '" + *fn + "' does not apply to --strategy " + kindName +
                             " (calculated: utf8-product|hash; lookup: value|hash|isbn-check-digit)"};
        }
    }
    if (const auto list = flags.get("boundaries")) {
        config.boundaries = splitList(*list);
    }
    if (const auto path = flags.get("map")) {
        std::string error;
        if (!ShardMap::load(*path, config.map, error)) {
            throw UsageError{error};
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
    const ShardStrategy strategy = strategyFromFlags(flags);

    const KeyReadResult input = readAnalyzeInput(flags, strategy, stdinFd, context);
    if (!input.fatalError.empty()) {
        err << "partiscope-cli: " << input.fatalError << "\n";
        return kExitUsage;
    }
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

int runEstimate(const std::vector<std::string>& args, std::ostream& out) {
    const FlagSet flags(args, 1, {"writes-per-s", "item-kb", "headroom", "format"});
    std::string error;
    const auto estimate = estimateShards(flags.number("writes-per-s", std::nullopt), flags.number("item-kb", 1.0),
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

/// Above this many CSV rows (one per partition per second) simulate warns before it starts: at about
/// 100 bytes a row that is a gigabyte.
constexpr double kLargeCsvRows = 1e7;

/// Progress of a simulation on a terminal: one line rewritten in place, at most once per 0.1 %.
class SimulationProgress {
public:
    SimulationProgress(std::ostream& err, bool enabled, std::uint64_t durationS)
        : m_err(err), m_enabled(enabled), m_durationS(durationS) {}

    void at(std::uint64_t nowS) {
        const std::uint64_t permille = m_durationS ? nowS * 1000 / m_durationS : 1000;
        if (!m_enabled || permille == m_shownPermille) {
            return;
        }
        m_shownPermille = permille;
        m_err << "\rpartiscope-cli: simulating " << nowS << " of " << m_durationS << " s (" << permille / 10 << "."
              << permille % 10 << "%; Ctrl+C stops)" << std::flush;
    }

    void clear() {
        if (m_enabled && m_shownPermille != kNone) {
            m_err << "\r\x1b[K" << std::flush; // erase the progress line
        }
    }

private:
    static constexpr std::uint64_t kNone = ~std::uint64_t{0};
    std::ostream& m_err;
    bool m_enabled;
    std::uint64_t m_durationS;
    std::uint64_t m_shownPermille = kNone;
};

int runSimulate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const CliContext& context) {
    const FlagSet flags(args, 1, {"scenario", "format", "csv"});
    const auto path = flags.get("scenario");
    if (!path) {
        throw UsageError{"simulate needs --scenario FILE"};
    }
    const std::string format = flags.get("format").value_or("text");
    if (format != "text" && format != "json") {
        throw UsageError{"--format must be text or json, got '" + format + "'"};
    }
    Scenario scenario;
    std::string error;
    if (!loadScenarioFile(*path, scenario, error)) {
        err << "partiscope-cli: " << *path << ": " << error << "\n";
        return kExitUsage;
    }
    SimulationOptions options;
    options.historyPoints = 0; // the CLI reports totals and streams ticks; no timeline to draw
    const auto simulator = TableSimulator::create(scenario, options, error);
    if (!simulator) {
        err << "partiscope-cli: " << *path << ": " << error << "\n";
        return kExitUsage;
    }
    const std::uint64_t durationS = scenario.workload.durationS;
    std::ofstream csvFile;
    std::optional<TickCsvWriter> csv;
    const auto csvPath = flags.get("csv");
    if (csvPath) {
        const double rows = static_cast<double>(durationS) * simulator->partitionCount();
        if (rows > kLargeCsvRows) {
            err << "partiscope-cli: warning: --csv will write " << static_cast<std::uint64_t>(rows)
                << " rows (one per partition per second; about " << static_cast<std::uint64_t>(rows * 100 / 1e9)
                << " GB); Ctrl+C stops\n";
        }
        csvFile.open(*csvPath, std::ios::binary | std::ios::trunc);
        if (!csvFile) {
            err << "partiscope-cli: " << cannotWrite(*csvPath, errno) << "\n";
            return kExitUsage;
        }
        csv.emplace(csvFile);
    }
    // A stopped or failed run leaves no half-written CSV behind.
    auto discardCsv = [&] {
        if (csvPath) {
            csvFile.close();
            std::error_code ignored;
            if (std::filesystem::is_regular_file(*csvPath, ignored)) { // never a device such as /dev/full
                std::filesystem::remove(*csvPath, ignored);
            }
        }
    };
    SimulationProgress progress(err, context.progress, durationS);
    while (!simulator->finished()) {
        if (interrupted(context)) {
            progress.clear();
            discardCsv();
            throw Interrupted{"simulate at " + std::to_string(simulator->nowS()) + " of " + std::to_string(durationS) +
                              " s" + (csvPath ? "; '" + *csvPath + "' removed" : "")};
        }
        const std::uint64_t at = simulator->nowS();
        simulator->step();
        if (csv) {
            csv->write(at, simulator->lastTick());
            if (!csvFile) {
                const int failure = errno;
                progress.clear();
                discardCsv();
                throw OutputError{cannotWrite(*csvPath, failure)};
            }
        }
        progress.at(simulator->nowS());
    }
    progress.clear();
    if (csvFile.is_open()) {
        csvFile.close();
        if (!csvFile) {
            const int failure = errno;
            discardCsv();
            throw OutputError{cannotWrite(*csvPath, failure)};
        }
    }
    const SimulationSnapshot snapshot = simulator->snapshot();
    out << (format == "json" ? simulationToJson(scenario, snapshot) : simulationToText(scenario, snapshot));
    return kExitOk;
}

/// Reads an item file: a JSON object of plain values or DynamoDB JSON ({"S": "..."}).
std::map<std::string, std::string> readItem(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw InputError{"cannot open '" + path + "'"};
    }
    std::stringstream text;
    text << in.rdbuf();
    if (auto tooDeep = jsonNestingProblem(text.str())) {
        throw InputError{path + ": " + *tooDeep};
    }
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text.str());
    } catch (const nlohmann::json::exception& e) {
        throw InputError{path + ": invalid JSON: " + e.what()};
    }
    if (!doc.is_object()) {
        throw InputError{path + ": expected a JSON object of attributes"};
    }
    std::map<std::string, std::string> item;
    for (const auto& [name, raw] : doc.items()) {
        nlohmann::json value = raw;
        if (value.is_object() && value.size() == 1) {
            const auto& [type, inner] = *value.items().begin();
            if (type == "S" || type == "N" || type == "B") {
                value = inner;
            }
        }
        if (value.is_string()) {
            item[name] = value.get<std::string>();
        } else if (value.is_number()) {
            item[name] = value.dump();
        } else {
            continue; // not usable as a key or source; ignored
        }
    }
    return item;
}

int runQueries(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
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
        if (!op || !parseSortKeyOperator(*op, sk.op)) {
            throw UsageError{"--sk-name needs --sk-op eq|lt|le|gt|ge|between|begins_with"};
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
    QueryFormat format = QueryFormat::CliJson;
    const std::string formatName = flags.get("format").value_or("cli-json");
    if (!parseQueryFormat(formatName, format)) {
        throw UsageError{"--format must be cli-json, cli, partiql, python or javascript, got '" + formatName + "'"};
    }
    if (flags.has("out-dir") && format != QueryFormat::CliJson) {
        throw UsageError{"--out-dir writes cli-json files; it cannot be combined with --format " + formatName};
    }
    const ShardStrategy strategy = strategyFromFlags(flags);
    std::string logicalKey;
    std::optional<std::string> pointSource;
    if (const auto key = flags.get("logical-key")) {
        logicalKey = *key;
    } else {
        const auto item = readItem(*flags.get("item"));
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
        throw InputError{"--out-dir would write " + std::to_string(plan.requests.size()) + " files, more than " +
                         std::to_string(limits::kMaxQueryFiles) + "; print them instead (leave out --out-dir)"};
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
                throw InputError{cannotWrite(path.string(), errno)};
            }
            file << requestToCliJson(plan.requests[i]);
            file.close();
            if (!file) {
                throw OutputError{cannotWrite(path.string(), errno)};
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

/// The built-in lessons' folder: $PARTISCOPE_LESSONS_DIR, else the source tree's resources/lessons.
std::filesystem::path lessonsDir() {
    if (const char* env = std::getenv("PARTISCOPE_LESSONS_DIR"); env && *env) {
        return env;
    }
    return PARTISCOPE_LESSONS_DIR;
}

Scenario loadScenarioOrThrow(const std::string& path) {
    Scenario scenario;
    std::string error;
    if (!loadScenarioFile(path, scenario, error)) {
        throw InputError{path + ": " + error};
    }
    return scenario;
}

ScenarioAnalysis analyseOrThrow(const std::string& path) {
    std::string error;
    auto analysis = analyseScenario(loadScenarioOrThrow(path), error);
    if (!analysis) {
        throw InputError{path + ": " + error};
    }
    return std::move(*analysis);
}

int runAdvise(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
              const CliContext& context) {
    const FlagSet flags(args, 1,
                        {"scenario", "format", "keys", "items", "pk", "buckets", "model", "strategy", "shards",
                         "source", "fn", "sep", "boundaries", "map", "seed", "writes-per-s", "reads-per-s", "item-kb"});
    const std::string format = flags.get("format").value_or("text");
    if (format != "text" && format != "json") {
        throw UsageError{"--format must be text or json, got '" + format + "'"};
    }
    std::vector<Finding> findings;
    if (const auto path = flags.get("scenario")) {
        for (const char* other : {"keys", "items", "pk", "buckets", "model", "strategy", "shards", "source", "fn",
                                  "sep", "boundaries", "map", "seed", "writes-per-s", "reads-per-s", "item-kb"}) {
            if (flags.has(other)) {
                throw UsageError{std::string("--") + other + " does not apply with --scenario (the scenario has it)"};
            }
        }
        findings = analyseOrThrow(*path).findings;
    } else {
        checkAnalyzeInputFlags(flags);
        AnalysisOptions options;
        options.buckets = flags.integer<std::uint32_t>("buckets", 8, 1, limits::kMaxBuckets);
        const std::string modelName = flags.get("model").value_or("mod");
        if (!parsePlacementModel(modelName, options.model)) {
            throw UsageError{"--model must be mod or range, got '" + modelName + "'"};
        }
        const ShardStrategy strategy = strategyFromFlags(flags);
        std::optional<WorkloadRates> rates;
        if (flags.has("writes-per-s") || flags.has("reads-per-s")) {
            WorkloadRates r;
            r.peakWritesPerS = flags.number("writes-per-s", 0.0);
            r.peakReadsPerS = flags.number("reads-per-s", 0.0);
            r.itemKb = flags.number("item-kb", 1.0);
            if (!(r.peakWritesPerS >= 0) || !(r.peakReadsPerS >= 0) || !(r.itemKb > 0) || r.itemKb > 400) {
                throw UsageError{"--writes-per-s and --reads-per-s must be >= 0, --item-kb 0..400"};
            }
            rates = r;
        } else if (flags.has("item-kb")) {
            throw UsageError{"--item-kb needs --writes-per-s or --reads-per-s"};
        }
        const KeyReadResult input = readAnalyzeInput(flags, strategy, stdinFd, context);
        if (!input.fatalError.empty()) {
            err << "partiscope-cli: " << input.fatalError << "\n";
            return kExitUsage;
        }
        if (input.counts.accepted == 0) {
            err << "partiscope-cli: no valid key was read (" << input.counts.linesRead << " lines, "
                << input.counts.rejected << " rejected, " << input.counts.blank << " blank)\n";
            return kExitNoKeys;
        }
        findings = adviseOn(analyseKeysForAdvice(input, strategy, options, rates));
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
        throw InputError{"cannot read the lessons folder '" + dir.string() + "': " + ec.message() +
                         " (set PARTISCOPE_LESSONS_DIR)"};
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

int runReport(const std::vector<std::string>& args, std::ostream& out) {
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
    const std::string report = designReport(analyseOrThrow(*path), format);
    std::ofstream file(*outPath, std::ios::binary | std::ios::trunc);
    if (!file.is_open()) {
        throw InputError{cannotWrite(*outPath, errno)};
    }
    file << report;
    file.close();
    if (!file) {
        throw OutputError{cannotWrite(*outPath, errno)};
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
            return runQueries(args, out, err);
        }
        if (command == "simulate") {
            return runSimulate(args, out, err, context);
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
            return runReport(args, out);
        }
        throw UsageError{"unknown command '" + command + "'"};
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
