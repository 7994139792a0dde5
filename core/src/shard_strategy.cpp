#include "partiscope/shard_strategy.h"
#include "partiscope/number_format.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/input_files.h"
#include "partiscope/key_validation.h"
#include "partiscope/wide_int.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <random>

namespace partiscope {

namespace {

/// SplitMix64: tiny, fast, and good enough to pick suffixes; a UniformRandomBitGenerator.
struct SplitMix64 {
    using result_type = std::uint64_t;
    std::uint64_t state;
    static constexpr result_type min() { return 0; }
    static constexpr result_type max() { return UINT64_MAX; }
    result_type operator()() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
};

/// Unbiased value in [0, n) (Lemire's multiply-shift with rejection).
std::uint32_t uniformBelow(SplitMix64& rng, std::uint32_t n) {
    for (;;) {
        const std::uint64_t x = rng();
        const auto product = static_cast<Uint128>(x) * n;
        const auto low = static_cast<std::uint64_t>(product);
        if (low >= n || low >= (-static_cast<std::uint64_t>(n)) % n) {
            return static_cast<std::uint32_t>(product >> 64);
        }
    }
}

std::optional<double> parseNumber(std::string_view text) {
    double value = 0;
    const auto* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

std::string shown(std::string_view value) {
    // Built with append() rather than operator+: GCC 12 reports a false -Wrestrict on the latter.
    std::string text("'");
    text.append(value.substr(0, 60));
    text.append(value.size() > 60 ? "...'" : "'");
    return text;
}

} // namespace

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

std::optional<std::uint32_t> integerMod(std::string_view text, std::uint32_t n) noexcept {
    if (n == 0) {
        return std::nullopt;
    }
    bool negative = false;
    if (!text.empty() && text.front() == '-') {
        negative = true;
        text.remove_prefix(1);
    }
    if (text.empty()) {
        return std::nullopt;
    }
    std::uint64_t remainder = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        remainder = (remainder * 10 + static_cast<std::uint64_t>(c - '0')) % n;
    }
    if (negative && remainder != 0) {
        remainder = n - remainder;
    }
    return static_cast<std::uint32_t>(remainder);
}

std::uint32_t utf8ProductSuffix(std::string_view text, std::uint32_t n) noexcept {
    // (a*b) mod n == ((a mod n) * b) mod n, so the running remainder stays below n and the step
    // product below n * 0x10FFFF < 2^53: exact, whatever the length of the value.
    std::uint64_t product = 1 % n;
    forEachCodePoint(text, [&](char32_t cp) { product = (product * static_cast<std::uint64_t>(cp)) % n; });
    return static_cast<std::uint32_t>(product) + 1;
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
        if (config.separator.find('\0') != std::string::npos || firstInvalidUtf8(config.separator)) {
            return problem("sep", "must be valid UTF-8 without NUL bytes");
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

std::optional<std::string> ShardStrategy::lookupLogicalShard(std::string_view source) const {
    switch (m_config.lookupFunction) {
    case LookupFunction::Value:
        return std::string(source);
    case LookupFunction::Hash:
        return std::to_string(modelHash(source) % m_config.shards);
    case LookupFunction::IsbnCheckDigit: {
        const auto last = source.find_last_not_of(" -");
        if (last == std::string_view::npos) {
            return std::nullopt;
        }
        const char c = source[last];
        if (c >= '0' && c <= '9') {
            return std::string(1, c);
        }
        if (c == 'X' || c == 'x') {
            return std::string("10");
        }
        return std::nullopt;
    }
    }
    return std::nullopt;
}

bool ShardStrategy::needsSourceValue() const noexcept {
    return m_config.kind != StrategyKind::None && m_config.kind != StrategyKind::Random;
}

std::optional<std::string> ShardStrategy::keyProblem(std::string_view logicalKey) const {
    const auto& c = m_config;
    if (c.kind == StrategyKind::None) {
        return std::nullopt;
    }
    const std::size_t physicalBytes = logicalKey.size() + c.separator.size() + longestSuffixBytes();
    if (physicalBytes > limits::kPartitionKeyMaxBytes) {
        return "the sharded key would be up to " + groupedCount(physicalBytes) + " bytes; DynamoDB allows at most " +
               groupedCount(limits::kPartitionKeyMaxBytes);
    }
    return std::nullopt;
}

std::optional<std::string> ShardStrategy::itemProblem(std::string_view logicalKey, std::string_view source) const {
    const auto& c = m_config;
    if (auto problem = keyProblem(logicalKey)) {
        return problem;
    }
    if (c.kind == StrategyKind::None) {
        return std::nullopt;
    }
    if (c.kind == StrategyKind::Random) {
        return std::nullopt;
    }
    if (source.empty()) {
        return std::string("the source value is empty");
    }
    switch (c.kind) {
    case StrategyKind::Calculated:
        if (c.suffixFunction == SuffixFunction::Utf8Product && firstInvalidUtf8(source)) {
            return std::string("the source value is not valid UTF-8");
        }
        return std::nullopt;
    case StrategyKind::Mod:
        if (!integerMod(source, c.shards)) {
            return "mod needs a whole-number source value, got " + shown(source);
        }
        return std::nullopt;
    case StrategyKind::Range:
        if (m_numericBoundaries && !parseNumber(source)) {
            return "the boundaries are numeric but the source value " + shown(source) + " is not a number";
        }
        return std::nullopt;
    case StrategyKind::Lookup: {
        const auto logical = lookupLogicalShard(source);
        if (!logical) {
            return "no ISBN check digit (0-9 or X) at the end of " + shown(source);
        }
        if (!c.map.physicalOf(*logical)) {
            return "logical shard " + shown(*logical) + " is not in the shard map";
        }
        return std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

std::string ShardStrategy::suffixFor(std::string_view source, std::uint64_t& rngState) const {
    const auto& c = m_config;
    switch (c.kind) {
    case StrategyKind::None:
        return {};
    case StrategyKind::Random: {
        SplitMix64 rng{rngState};
        const auto suffix = uniformBelow(rng, c.shards) + 1;
        rngState = rng.state;
        return std::to_string(suffix);
    }
    case StrategyKind::Calculated:
        return std::to_string(c.suffixFunction == SuffixFunction::Utf8Product ? utf8ProductSuffix(source, c.shards)
                                                                              : modelHash(source) % c.shards + 1);
    case StrategyKind::Mod:
        return std::to_string(integerMod(source, c.shards).value_or(0));
    case StrategyKind::Range: {
        std::size_t index = 0;
        if (m_numericBoundaries) {
            const double value = parseNumber(source).value_or(0.0);
            index = static_cast<std::size_t>(
                std::upper_bound(m_numericBoundaryValues.begin(), m_numericBoundaryValues.end(), value) -
                m_numericBoundaryValues.begin());
        } else {
            index = static_cast<std::size_t>(
                std::upper_bound(c.boundaries.begin(), c.boundaries.end(), source,
                                 [](std::string_view v, const std::string& b) { return v < std::string_view(b); }) -
                c.boundaries.begin());
        }
        return std::to_string(index);
    }
    case StrategyKind::Lookup: {
        const auto logical = lookupLogicalShard(source);
        const std::string* physical = logical ? c.map.physicalOf(*logical) : nullptr;
        return physical ? *physical : std::string();
    }
    }
    return {};
}

std::string ShardStrategy::physicalKey(std::string_view logicalKey, std::string_view source,
                                       std::uint64_t& rngState) const {
    if (m_config.kind == StrategyKind::None) {
        return std::string(logicalKey);
    }
    std::string key(logicalKey);
    key += m_config.separator;
    key += suffixFor(source, rngState);
    return key;
}

std::vector<std::string> ShardStrategy::allSuffixes() const {
    const auto& c = m_config;
    std::vector<std::string> suffixes;
    switch (c.kind) {
    case StrategyKind::None:
        break;
    case StrategyKind::Random:
    case StrategyKind::Calculated:
        for (std::uint32_t i = 1; i <= c.shards; ++i) {
            suffixes.push_back(std::to_string(i));
        }
        break;
    case StrategyKind::Mod:
        for (std::uint32_t i = 0; i < c.shards; ++i) {
            suffixes.push_back(std::to_string(i));
        }
        break;
    case StrategyKind::Range:
        for (std::size_t i = 0; i <= c.boundaries.size(); ++i) {
            suffixes.push_back(std::to_string(i));
        }
        break;
    case StrategyKind::Lookup:
        suffixes = c.map.physicalShards();
        break;
    }
    return suffixes;
}

std::size_t ShardStrategy::longestSuffixBytes() const {
    std::size_t longest = 0;
    switch (m_config.kind) {
    case StrategyKind::None:
        return 0;
    case StrategyKind::Random:
    case StrategyKind::Calculated:
        return std::to_string(m_config.shards).size(); // suffixes 1..N
    case StrategyKind::Mod:
        return std::to_string(m_config.shards - 1).size(); // suffixes 0..N-1
    case StrategyKind::Range:
        return std::to_string(m_config.boundaries.size()).size();
    case StrategyKind::Lookup:
        for (const auto& name : m_config.map.physicalShards()) {
            longest = std::max(longest, name.size());
        }
        return longest;
    }
    return longest;
}

std::vector<std::string> ShardStrategy::fanOutKeys(std::string_view logicalKey) const {
    if (m_config.kind == StrategyKind::None) {
        return {std::string(logicalKey)};
    }
    std::vector<std::string> keys;
    for (const auto& suffix : allSuffixes()) {
        keys.push_back(std::string(logicalKey) + m_config.separator + suffix);
    }
    return keys;
}

std::optional<std::string> ShardStrategy::pointReadKey(std::string_view logicalKey, std::string_view source) const {
    if (m_config.kind == StrategyKind::Random || itemProblem(logicalKey, source)) {
        return std::nullopt;
    }
    std::uint64_t unused = 0;
    return physicalKey(logicalKey, source, unused);
}

std::uint64_t ShardStrategy::shardCount() const {
    switch (m_config.kind) {
    case StrategyKind::None:
        return 1;
    case StrategyKind::Random:
    case StrategyKind::Calculated:
    case StrategyKind::Mod:
        return m_config.shards;
    case StrategyKind::Range:
        return m_config.boundaries.size() + 1;
    case StrategyKind::Lookup:
        return m_config.map.physicalShards().size();
    }
    return 1;
}

void ShardStrategy::distributeEvenly(std::string_view logicalKey, std::uint64_t count,
                                     const std::function<void(std::string_view, std::uint64_t)>& sink) const {
    if (m_config.kind == StrategyKind::None) {
        if (count > 0) {
            sink(logicalKey, count);
        }
        return;
    }
    // Only the shards that receive a write are named: a key written 3 times over 100,000 shards costs 3
    // keys, not 100,000 strings.
    const std::uint64_t shards = shardCount();
    const std::uint64_t per = count / shards;
    const std::uint64_t rest = count % shards;
    const std::uint64_t used = per > 0 ? shards : rest;
    const std::vector<std::string> mapped =
        m_config.kind == StrategyKind::Lookup ? m_config.map.physicalShards() : std::vector<std::string>{};
    const std::uint64_t firstNumber =
        m_config.kind == StrategyKind::Random || m_config.kind == StrategyKind::Calculated;
    std::string key(logicalKey);
    key += m_config.separator;
    const std::size_t stem = key.size();
    for (std::uint64_t i = 0; i < used; ++i) {
        key.resize(stem);
        key += m_config.kind == StrategyKind::Lookup ? mapped[i] : std::to_string(i + firstNumber);
        sink(key, per + (i < rest ? 1 : 0));
    }
}

void ShardStrategy::distribute(std::string_view logicalKey, std::string_view source, std::uint64_t count,
                               std::uint64_t itemSeed,
                               const std::function<void(std::string_view, std::uint64_t)>& sink) const {
    if (count == 0) {
        return;
    }
    if (m_config.kind != StrategyKind::Random) {
        std::uint64_t unused = 0;
        if (m_config.kind == StrategyKind::None) {
            sink(logicalKey, count);
        } else {
            sink(physicalKey(logicalKey, source, unused), count);
        }
        return;
    }
    const std::uint32_t n = m_config.shards;
    SplitMix64 rng{itemSeed ^ m_config.seed * 0x9E3779B97F4A7C15ull};
    std::string key(logicalKey);
    key += m_config.separator;
    const std::size_t stem = key.size();
    auto emit = [&](std::uint32_t suffixIndex, std::uint64_t writes) {
        key.resize(stem);
        key += std::to_string(suffixIndex + 1);
        sink(key, writes);
    };
    if (count <= n) {
        // One draw per write, exactly what a client does; cost O(count), whatever n is.
        std::vector<std::uint32_t> draws(count);
        for (auto& d : draws) {
            d = uniformBelow(rng, n);
        }
        std::sort(draws.begin(), draws.end());
        for (std::size_t i = 0; i < draws.size();) {
            std::size_t j = i;
            while (j < draws.size() && draws[j] == draws[i]) {
                ++j;
            }
            emit(draws[i], j - i);
            i = j;
        }
        return;
    }
    // Many writes of the same item: the multinomial split of `count` over n equally likely
    // suffixes, drawn as a chain of binomials (same distribution as `count` single draws).
    std::uint64_t remaining = count;
    for (std::uint32_t i = 0; i < n; ++i) {
        std::uint64_t taken = remaining;
        if (i + 1 < n) {
            std::binomial_distribution<std::uint64_t> draw(remaining, 1.0 / static_cast<double>(n - i));
            taken = std::min(remaining, draw(rng));
        }
        if (taken > 0) {
            emit(i, taken);
        }
        remaining -= taken;
        if (remaining == 0) {
            break;
        }
    }
}

} // namespace partiscope
