// `partiscope-cli queries`: a fan-out plan from flags or from a scenario's access pattern, printed in one format or
// written as one request file per shard.
#include "queries_command.h"

#include "cli.h"
#include "cli_inputs.h"
#include "cli_outputs.h"
#include "flag_set.h"

#include "partiscope/access_pattern_queries.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/key_condition.h"
#include "partiscope/os_error.h"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <ostream>

namespace partiscope::cli {

namespace {

/// The flags that describe the read themselves: a scenario's access pattern has them all.
constexpr const char* kTargetFlags[] = {"table",   "index",      "pk-name",  "pk-type",   "sk-name",
                                        "sk-type", "sk-op",      "sk-value", "sk-value2", "logical-key",
                                        "item",    "strategy",   "shards",   "source",    "fn",
                                        "sep",     "boundaries", "map",      "seed"};

QueryFormat formatFlag(const FlagSet& flags) {
    QueryFormat format = QueryFormat::CliJson;
    const std::string formatName = flags.get("format").value_or("cli-json");
    if (!parseQueryFormat(formatName, format)) {
        throw UsageError{"--format must be cli-json, cli, partiql, python or javascript, got '" + formatName + "'"};
    }
    if (flags.has("out-dir") && format != QueryFormat::CliJson) {
        throw UsageError{"--out-dir writes cli-json files; it cannot be combined with --format " + formatName};
    }
    return format;
}

/// The plan printed in @p format, or written as one cli-json file per request with --out-dir; the summary on @p err.
int writePlan(const FanOutPlan& plan, const FlagSet& flags, QueryFormat format, std::ostream& out, std::ostream& err,
              const CliContext& context) {
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
            throw InputError{"cannot create '" + *dir + "': " + osErrorText(ec.value())};
        }
        const int width = std::max<int>(4, static_cast<int>(std::to_string(plan.requests.size()).size()));
        for (std::size_t i = 0; i < plan.requests.size(); ++i) {
            std::string number = std::to_string(i + 1);
            number.insert(0, static_cast<std::size_t>(width) - std::min<std::size_t>(number.size(), width), '0');
            const auto path = std::filesystem::path(*dir) / ("query-" + number + ".json");
            writeOutputFile(path.string(), requestToCliJson(plan.requests[i]), context);
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

/// `queries --table T --pk-name A ...`: the read described by the flags.
int runFromFlags(const FlagSet& flags, int stdinFd, std::ostream& out, std::ostream& err, const CliContext& context) {
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
    const QueryFormat format = formatFlag(flags);
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
    return writePlan(plan, flags, format, out, err, context);
}

/// `queries --scenario FILE [--pattern NAME]`: an access pattern's requests, or the list of the patterns.
int runFromScenario(const FlagSet& flags, int stdinFd, std::ostream& out, std::ostream& err,
                    const CliContext& context) {
    for (const char* other : kTargetFlags) {
        if (flags.has(other)) {
            throw UsageError{std::string("--") + other +
                             " does not apply with --scenario (the access pattern and the scenario's table have it)"};
        }
    }
    const auto name = flags.get("pattern");
    if (!name && (flags.has("format") || flags.has("out-dir"))) {
        throw UsageError{"--format and --out-dir need --pattern NAME (without it, queries lists the patterns)"};
    }
    const QueryFormat format = formatFlag(flags);
    const std::string path = *flags.get("scenario");
    const Scenario scenario = loadScenarioOrThrow(path, stdinFd);
    if (!name) {
        if (scenario.accessPatterns.empty()) {
            out << "No access patterns in " << inputName(path) << " (\"access_patterns\" in the scenario file).\n";
            return kExitOk;
        }
        out << "Access patterns in " << inputName(path) << " (print one's queries with --pattern NAME):\n";
        for (const auto& pattern : scenario.accessPatterns) {
            out << "  " << pattern.name << ": " << describeAccessPattern(scenario, pattern) << "\n";
        }
        return kExitOk;
    }
    FanOutPlan plan;
    if (auto problem = planAccessPattern(scenario, *name, plan)) {
        throw InputError{inputName(path) + ": " + *problem};
    }
    return writePlan(plan, flags, format, out, err, context);
}

} // namespace

int runQueries(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
               const CliContext& context) {
    const FlagSet flags(args, 1, {"table",  "index",    "pk-name",   "pk-type",     "sk-name",    "sk-type",
                                  "sk-op",  "sk-value", "sk-value2", "logical-key", "item",       "strategy",
                                  "shards", "source",   "fn",        "sep",         "boundaries", "map",
                                  "seed",   "format",   "out-dir",   "scenario",    "pattern"});
    if (flags.has("scenario")) {
        return runFromScenario(flags, stdinFd, out, err, context);
    }
    if (flags.has("pattern")) {
        throw UsageError{"--pattern needs --scenario FILE"};
    }
    return runFromFlags(flags, stdinFd, out, err, context);
}

} // namespace partiscope::cli
