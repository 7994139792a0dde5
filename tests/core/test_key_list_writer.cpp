#include <catch2/catch.hpp>

#include "partiscope/dynamodb_limits.h"
#include "partiscope/key_input.h"
#include "partiscope/key_list_writer.h"

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

using namespace partiscope;

namespace {

std::map<std::string, std::uint64_t> readBack(const std::string& text) {
    KeyReadOptions options;
    options.threads = 1;
    const KeyReadResult read = readKeyList(text, options);
    REQUIRE(read.fatalError.empty());
    REQUIRE(read.errors.empty());
    REQUIRE(read.counts.rejected == 0);
    std::map<std::string, std::uint64_t> keys;
    for (const auto& entry : read.tally.entries()) {
        keys[std::string(read.tally.keyOf(entry))] += entry.count;
    }
    return keys;
}

WorkloadKey counted(std::string key, std::uint64_t count) {
    WorkloadKey out;
    out.key = std::move(key);
    out.weight = static_cast<double>(count);
    return out;
}

} // namespace

TEST_CASE("key list writer: one line is key TAB count LF", "[key_list_writer]") {
    std::string text;
    appendKeyListLine(text, "USER#42", 17);
    appendKeyListLine(text, "ORDER#2024-06-01", 1);
    CHECK(text == "USER#42\t17\nORDER#2024-06-01\t1\n");
}

TEST_CASE("key list writer: write then read gives the same keys and counts", "[key_list_writer]") {
    const std::string longest(limits::kPartitionKeyMaxBytes, 'k');
    const std::string longestUtf8 = std::string(limits::kPartitionKeyMaxBytes - 4, 'u') + "\xF0\x9F\x94\x91"; // U+1F511
    const std::vector<WorkloadKey> keys = {
        counted("USER#42", 17),
        counted("ORDER#2024-06-01", 1),
        counted("Stra\xC3\x9F"
                "e#\xE6\x9D\xB1\xE4\xBA\xAC",
                3),               // UTF-8 (ß, Tokyo)
        counted("a\tb", 4),       // TAB inside: the reader splits at the last TAB
        counted(" padded ", 5),   // whitespace is kept verbatim (with a warning)
        counted("cr\rinside", 6), // CR is only stripped at the end of a line
        counted("ends-with-cr\r", 7),
        counted(longest, 8),
        counted(longestUtf8, 9),
    };
    const auto read = readBack(writeKeyList(keys));
    REQUIRE(read.size() == keys.size());
    for (const auto& key : keys) {
        INFO(key.key);
        REQUIRE(read.count(key.key) == 1);
        CHECK(read.at(key.key) == static_cast<std::uint64_t>(key.weight));
    }
}

TEST_CASE("key list writer: the largest count reads back exactly", "[key_list_writer]") {
    // Alone: the reader refuses lists whose counts add up to more than 2^53-1.
    const auto read = readBack(writeKeyList({counted("max", limits::kMaxKeyCount)}));
    REQUIRE(read.size() == 1);
    CHECK(read.at("max") == limits::kMaxKeyCount);
}

TEST_CASE("key list writer: limit keeps the first keys", "[key_list_writer]") {
    const std::vector<WorkloadKey> keys = {counted("a", 3), counted("b", 2), counted("c", 1)};
    CHECK(writeKeyList(keys, 2) == "a\t3\nb\t2\n");
    CHECK(writeKeyList(keys, 0).empty());
    CHECK(writeKeyList({}).empty());
}

TEST_CASE("writeTalliedKeys writes a read list back: reading it gives the same keys and counts", "[key-list-writer]") {
    const KeyReadResult read = readKeyList("B\t3\nA\nB\nC\t9\n\nbad\t0\n");
    const std::string text = writeTalliedKeys(read);
    const KeyReadResult again = readKeyList(text);
    REQUIRE(again.tally.distinct() == 3);
    CHECK(again.tally.totalCount() == read.tally.totalCount());
    CHECK(again.counts.rejected == 0);
    for (std::size_t i = 0; i < read.tally.entries().size(); ++i) {
        const TalliedKey& original = read.tally.entries()[i];
        const TalliedKey& reread = again.tally.entries()[i];
        CHECK(again.tally.keyOf(reread) == read.tally.keyOf(original));
        CHECK(reread.count == original.count);
    }
}
