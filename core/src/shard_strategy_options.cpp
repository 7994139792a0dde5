// Strategy options: kinds and functions by name, boundary lines read, options checked by create() and described.
#include "partiscope/number_format.h"
#include "partiscope/shard_strategy.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/input_files.h"
#include "partiscope/key_validation.h"

#include "shard_strategy_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace partiscope {

using strategy_text::parseNumber;
using strategy_text::shown;

std::string_view strategyKindName(StrategyKind kind) noexcept {
    return enumName(kStrategyKindNames, kind);
}

bool parseStrategyKind(std::string_view name, StrategyKind& out) noexcept {
    return parseEnumName(kStrategyKindNames, name, out);
}

bool parseStrategyFunction(std::string_view fn, StrategyConfig& config) noexcept {
    if (config.kind == StrategyKind::Calculated) {
        return parseEnumName(kSuffixFunctionNames, fn, config.suffixFunction);
    }
    if (config.kind == StrategyKind::Lookup) {
        return parseEnumName(kLookupFunctionNames, fn, config.lookupFunction);
    }
    return false;
}

std::string_view strategyFunctionName(const StrategyConfig& config) noexcept {
    if (config.kind == StrategyKind::Calculated) {
        return enumName(kSuffixFunctionNames, config.suffixFunction);
    }
    if (config.kind == StrategyKind::Lookup) {
        return enumName(kLookupFunctionNames, config.lookupFunction);
    }
    return {};
}

std::string strategyFunctionList(std::string_view separator) {
    return "calculated: " + enumNameList(kSuffixFunctionNames, "", separator) +
           "; lookup: " + enumNameList(kLookupFunctionNames, "", separator);
}

bool parseBoundaryLines(std::string_view text, std::vector<std::string>& out, std::string& error) {
    std::vector<std::string> boundaries;
    std::vector<std::size_t> lineOf;
    std::size_t lineNo = 0;
    while (!text.empty()) {
        ++lineNo;
        const auto nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string_view::npos) {
            continue;
        }
        line = line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
        if (line.find('\0') != std::string_view::npos || firstInvalidUtf8(line)) {
            error = "line " + std::to_string(lineNo) + ": a boundary must be valid UTF-8 without NUL bytes";
            return false;
        }
        boundaries.emplace_back(line);
        lineOf.push_back(lineNo);
    }
    if (boundaries.empty()) {
        error = "the range strategy needs at least one boundary";
        return false;
    }
    std::vector<double> numbers;
    for (const auto& b : boundaries) {
        if (const auto value = parseNumber(b)) {
            numbers.push_back(*value);
        }
    }
    const bool allNumeric = numbers.size() == boundaries.size();
    for (std::size_t i = 1; i < boundaries.size(); ++i) {
        const bool ordered = allNumeric ? numbers[i - 1] < numbers[i] : boundaries[i - 1] < boundaries[i];
        if (!ordered) {
            error = "line " + std::to_string(lineOf[i]) + ": " + shown(boundaries[i]) + " is not greater than " +
                    shown(boundaries[i - 1]) + " on line " + std::to_string(lineOf[i - 1]) +
                    (allNumeric ? " (numeric order)" : " (byte order: not every boundary is a number)");
            return false;
        }
    }
    out = std::move(boundaries);
    return true;
}

std::string shardsRangeText() {
    return "a whole number from 1 to " + groupedCount(kMaxShards);
}

bool strategyUsesOption(StrategyKind kind, std::string_view option) noexcept {
    if (option == "sep") {
        return kind != StrategyKind::None;
    }
    if (option == "shards") {
        return kind == StrategyKind::Random || kind == StrategyKind::Calculated || kind == StrategyKind::Mod;
    }
    if (option == "fn") {
        return kind == StrategyKind::Calculated || kind == StrategyKind::Lookup;
    }
    if (option == "boundaries") {
        return kind == StrategyKind::Range;
    }
    if (option == "map") {
        return kind == StrategyKind::Lookup;
    }
    if (option == "seed") {
        return kind == StrategyKind::Random;
    }
    return false;
}

std::optional<std::string> separatorProblem(std::string_view separator) {
    // A byte of key and a byte of suffix at least: anything longer can never make a key DynamoDB stores.
    constexpr std::size_t kLongest = limits::kPartitionKeyMaxBytes - 2;
    if (separator.size() > kLongest) {
        return "must be at most " + groupedCount(kLongest) +
               " bytes (a sharded key, key + separator + suffix, is "
               "at most " +
               groupedCount(limits::kPartitionKeyMaxBytes) + " bytes), got " + groupedCount(separator.size());
    }
    if (separator.find('\0') != std::string_view::npos || firstInvalidUtf8(separator)) {
        return std::string("must be valid UTF-8 without NUL bytes");
    }
    return std::nullopt;
}

bool ShardStrategy::create(StrategyConfig config, ShardStrategy& out, std::string& error, OptionNaming naming) {
    // "--shards must be ..." for the command line, "/strategy/shards: must be ..." in a scenario.
    auto problem = [&](const char* option, const std::string& text) {
        error = naming == OptionNaming::CliFlags ? "--" + std::string(option) + " " + text
                                                 : "/strategy/" + std::string(option) + ": " + text;
        return false;
    };
    ShardStrategy strategy;
    const auto kind = config.kind;
    const std::string kindName(strategyKindName(kind));
    if (kind != StrategyKind::None) {
        if (auto wrong = separatorProblem(config.separator)) {
            return problem("sep", *wrong);
        }
    }
    if (kind == StrategyKind::Random || kind == StrategyKind::Calculated || kind == StrategyKind::Mod) {
        if (config.shards < 1 || config.shards > kMaxShards) {
            return problem("shards", "must be " + shardsRangeText() + " for the " + kindName + " strategy, got " +
                                         std::to_string(config.shards));
        }
    }
    if (kind == StrategyKind::Range) {
        if (config.boundaries.empty()) {
            return problem("boundaries", "is required by the range strategy (B1,B2,...)");
        }
        for (std::size_t i = 0; i < config.boundaries.size(); ++i) {
            if (config.boundaries[i].empty()) {
                return problem("boundaries", "must not hold an empty boundary (boundary " + std::to_string(i + 1) +
                                                 " of " + std::to_string(config.boundaries.size()) + " is empty)");
            }
        }
        bool allNumeric = true;
        for (const auto& b : config.boundaries) {
            const auto value = parseNumber(b);
            allNumeric = allNumeric && value.has_value();
            if (value) {
                strategy.m_numericBoundaryValues.push_back(*value);
            }
        }
        strategy.m_numericBoundaries = allNumeric;
        if (!allNumeric) {
            strategy.m_numericBoundaryValues.clear();
        }
        for (std::size_t i = 1; i < config.boundaries.size(); ++i) {
            const bool ordered = allNumeric
                                     ? strategy.m_numericBoundaryValues[i - 1] < strategy.m_numericBoundaryValues[i]
                                     : config.boundaries[i - 1] < config.boundaries[i];
            if (!ordered) {
                return problem("boundaries", "must be strictly increasing (" + config.boundaries[i - 1] + " then " +
                                                 config.boundaries[i] + ")");
            }
        }
    }
    if (kind == StrategyKind::Lookup) {
        if (config.map.entries().empty()) {
            return problem("map", "is required by the lookup strategy");
        }
        if (config.lookupFunction == LookupFunction::Hash) {
            const auto v = config.map.entries().size();
            for (std::size_t i = 0; i < v; ++i) {
                if (!config.map.physicalOf(std::to_string(i))) {
                    return problem("map", "must name logical shards 0.." + std::to_string(v - 1) +
                                              " with the hash lookup (missing " + std::to_string(i) + ")");
                }
            }
            config.shards = static_cast<std::uint32_t>(v);
        }
    }
    strategy.m_config = std::move(config);
    out = std::move(strategy);
    return true;
}

StrategyConfig withoutUnusedOptions(StrategyConfig config) {
    const StrategyConfig defaults;
    if (config.kind != StrategyKind::Lookup) {
        config.map = defaults.map;
        config.lookupFunction = defaults.lookupFunction;
    }
    if (config.kind != StrategyKind::Calculated) {
        config.suffixFunction = defaults.suffixFunction;
    }
    return config;
}

std::string ShardStrategy::describe() const {
    const auto& c = m_config;
    const std::string n = std::to_string(c.shards);
    const std::string sep = "'" + c.separator + "'";
    switch (c.kind) {
    case StrategyKind::None:
        return "none: the partition key is the logical key itself; one query per read";
    case StrategyKind::Random:
        return "random: suffix 1.." + n + " drawn per write (seed " + std::to_string(c.seed) + "), joined with " + sep +
               "; writes spread evenly, every read queries all " + n + " shards";
    case StrategyKind::Calculated:
        return std::string("calculated: suffix = ") +
               (c.suffixFunction == SuffixFunction::Utf8Product ? "(product of the source's code points)"
                                                                : "xxh3-64(source)") +
               " mod " + n + " + 1, joined with " + sep + "; a point read computes its shard, a full read queries " + n;
    case StrategyKind::Mod:
        return "mod: suffix = source mod " + n + " (0.." + std::to_string(c.shards - 1) + "), joined with " + sep +
               "; a point read computes its shard, a full read queries " + n;
    case StrategyKind::Range:
        return "range: suffix = index of the source's range among " + std::to_string(c.boundaries.size() + 1) +
               (m_numericBoundaries ? " numeric" : " string") + " ranges, joined with " + sep +
               "; a full read queries " + std::to_string(c.boundaries.size() + 1);
    case StrategyKind::Lookup: {
        std::string how = c.lookupFunction == LookupFunction::Value  ? "the source value"
                          : c.lookupFunction == LookupFunction::Hash ? "xxh3-64(source) mod " + n
                                                                     : "the ISBN check digit";
        return "lookup: logical shard = " + how + ", mapped by the shard map (" +
               std::to_string(c.map.entries().size()) + " logical -> " + std::to_string(c.map.physicalShards().size()) +
               " physical shards), joined with " + sep + "; a full read queries " +
               std::to_string(c.map.physicalShards().size());
    }
    }
    return {};
}

} // namespace partiscope
