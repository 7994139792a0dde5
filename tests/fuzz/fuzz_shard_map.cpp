// libFuzzer target for the two files a write-sharding strategy reads: the lookup strategy's shard map (--map FILE,
// the scenario's map, the strategy pane's map editor) and the range strategy's boundaries (one per line, the
// pane's boundary editor). The first byte picks the file and the strategy's function; the rest is the text.
// Checks: a refused file has an error naming a line; an accepted map has trimmed, non-empty names, each logical
// shard once, and physicalOf() agrees with its entries; accepted boundaries increase strictly; and when the
// strategy built from the file is valid, every item it can place lands on one of the keys a read fans out to,
// the point read computes that same key, and the fan-out has shardCount() keys.
#include "fuzz_support.h"

#include "partiscope/shard_strategy.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

using namespace partiscope;

namespace {

constexpr std::size_t kMaxSourcesChecked = 32;

/// The sources the strategy is tried with: each name or boundary from the file, and each with a byte after it.
void checkPlacement(const StrategyConfig& config, const std::vector<std::string>& names) {
    ShardStrategy strategy;
    std::string error;
    if (!ShardStrategy::create(config, strategy, error)) {
        FUZZ_CHECK(!error.empty());
        return;
    }
    const std::string logical = "USER#1";
    const std::vector<std::string> fanOut = strategy.fanOutKeys(logical);
    FUZZ_CHECK(fanOut.size() == strategy.shardCount());
    std::uint64_t rng = 1;
    for (std::size_t i = 0; i < names.size() && i < kMaxSourcesChecked; ++i) {
        for (const std::string& source : {names[i], names[i] + "~"}) {
            if (strategy.itemProblem(logical, source)) {
                continue;
            }
            const std::string key = strategy.physicalKey(logical, source, rng);
            FUZZ_CHECK(std::find(fanOut.begin(), fanOut.end(), key) != fanOut.end());
            const auto point = strategy.pointReadKey(logical, source);
            FUZZ_CHECK(point && *point == key);
        }
    }
}

void fuzzMap(std::string_view text, std::uint8_t choice) {
    ShardMap map;
    std::string error;
    if (!ShardMap::parse(text, map, error, "m.map")) {
        FUZZ_CHECK(error.rfind("m.map:", 0) == 0);
        FUZZ_CHECK(map == ShardMap{});
        return;
    }
    std::vector<std::string> logicalNames;
    for (const auto& [logical, physical] : map.entries()) {
        for (const std::string& name : {logical, physical}) {
            FUZZ_CHECK(!name.empty());
            FUZZ_CHECK(name.find_first_of(" \t\r\n") != 0 && name.find_last_of(" \t\r\n") != name.size() - 1);
        }
        const std::string* found = map.physicalOf(logical);
        FUZZ_CHECK(found && *found == physical);
        FUZZ_CHECK(std::count(logicalNames.begin(), logicalNames.end(), logical) == 0);
        logicalNames.push_back(logical);
    }
    StrategyConfig config;
    config.kind = StrategyKind::Lookup;
    config.lookupFunction = (choice & 2) != 0 ? LookupFunction::Hash : LookupFunction::Value;
    config.shards = 1 + (choice >> 2) % 16; // virtual shards, read by the hash function only
    config.map = map;
    checkPlacement(config, logicalNames);
}

void fuzzBoundaries(std::string_view text) {
    std::vector<std::string> boundaries;
    std::string error;
    if (!parseBoundaryLines(text, boundaries, error)) {
        FUZZ_CHECK(!error.empty());
        return;
    }
    FUZZ_CHECK(!boundaries.empty());
    for (std::size_t i = 1; i < boundaries.size(); ++i) {
        FUZZ_CHECK(boundaries[i - 1] != boundaries[i]);
    }
    StrategyConfig config;
    config.kind = StrategyKind::Range;
    config.boundaries = boundaries;
    checkPlacement(config, boundaries);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    if ((data[0] & 1) == 0) {
        fuzzMap(text, data[0]);
    } else {
        fuzzBoundaries(text);
    }
    return 0;
}
