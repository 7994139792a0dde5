#include "cli_inputs.h"

#include "simulate_command.h"

#include "partiscope/input_files.h"

#include <nlohmann/json.hpp>

namespace partiscope::cli {

std::string readInput(const std::string& path, int stdinFd, const ReadLimit& limit, const CliContext& context) {
    std::string text;
    std::string error;
    const bool read = path == "-" ? readAllFromFd(stdinFd, text, error, limit, context.interrupted)
                                  : readWholeFile(path, text, error, limit, context.interrupted);
    if (!read) {
        if (isInterruption(error) || interrupted(context)) {
            throw Interrupted{"while reading '" + inputName(path) + "'"};
        }
        throw InputError{path == "-" ? "standard input: " + error : error};
    }
    return text;
}

/// How messages name an input: its path, or "standard input" for '-'.
std::string inputName(const std::string& path) {
    return path == "-" ? "standard input" : path;
}

Scenario loadScenarioOrThrow(const std::string& path, int stdinFd, const CliContext& context) {
    Scenario scenario;
    std::string error;
    if (!parseScenario(readInput(path, stdinFd, {kMaxScenarioFileBytes, "a scenario file"}, context), scenario, error,
                       context.interrupted)) {
        if (interrupted(context)) {
            throw Interrupted{"while reading '" + inputName(path) + "'"};
        }
        throw InputError{inFile(inputName(path), error)};
    }
    return scenario;
}

/// Standard input can feed one input only.
void checkOneStdinInput(const FlagSet& flags) {
    std::string first;
    for (const char* name : {"keys", "items", "scenario", "item", "map"}) {
        if (flags.get(name) == "-") {
            if (!first.empty()) {
                throw UsageError{"--" + first + " and --" + name + " both read standard input ('-'); give one a file"};
            }
            first = name;
        }
    }
}

/// Reads an item file: a JSON object of plain values or DynamoDB JSON ({"S": "..."}).
std::map<std::string, std::string> readItem(const std::string& path, int stdinFd, const CliContext& context) {
    nlohmann::ordered_json doc;
    std::string error;
    if (!parseJsonStrictly(readInput(path, stdinFd, {kMaxItemFileBytes, "an item file"}, context), doc, error)) {
        throw InputError{inFile(inputName(path), error)};
    }
    if (!doc.is_object()) {
        throw InputError{inputName(path) + ": expected a JSON object of attributes"};
    }
    std::map<std::string, std::string> item;
    for (const auto& [name, raw] : doc.items()) {
        nlohmann::ordered_json value = raw;
        if (value.is_object() && value.size() == 1) {
            // A copy of the one member: items() is a temporary, a reference into it would dangle.
            const auto member = value.begin();
            const std::string type = member.key();
            if (type == "S" || type == "N" || type == "B") {
                nlohmann::ordered_json inner = member.value();
                value = std::move(inner);
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

namespace {

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

} // namespace

ShardStrategy strategyFromFlags(const FlagSet& flags, int stdinFd, const CliContext& context) {
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
        if (!ShardMap::parse(readInput(*path, stdinFd, {kMaxShardMapFileBytes, "a shard map"}, context), config.map,
                             error, inputName(*path))) {
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

} // namespace partiscope::cli
