// The strategy kinds at work: suffixes picked, physical keys made, fan-out listed and counts distributed.
#include "partiscope/shard_strategy.h"
#include "partiscope/number_format.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/input_files.h"
#include "partiscope/key_validation.h"
#include "partiscope/wide_int.h"

#include "shard_strategy_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <random>

namespace partiscope {

namespace {

using strategy_text::parseNumber;
using strategy_text::shown;

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

} // namespace

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
        return m_config.map.longestPhysicalBytes(); // kept by the map: this runs once per key read
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

std::string ShardStrategy::firstFanOutKey(std::string_view logicalKey) const {
    const auto& c = m_config;
    switch (c.kind) {
    case StrategyKind::None:
        break;
    case StrategyKind::Random:
    case StrategyKind::Calculated:
        return std::string(logicalKey) + c.separator + "1";
    case StrategyKind::Mod:
    case StrategyKind::Range:
        return std::string(logicalKey) + c.separator + "0";
    case StrategyKind::Lookup:
        if (const auto& shards = c.map.physicalShards(); !shards.empty()) {
            return std::string(logicalKey) + c.separator + shards.front();
        }
        break;
    }
    return std::string(logicalKey);
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
    const std::vector<std::string>& mapped = m_config.map.physicalShards(); // only read for a lookup
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
