#include <catch2/catch.hpp>

#include "partiscope/hashing.h"
#include "partiscope/shard_strategy.h"

#include "strategy_fixtures.h"
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <string>
#include <unistd.h>
#include <vector>

using namespace partiscope;
using partiscope::test::kIsbnMap;
using partiscope::test::makeStrategy;

namespace {

ShardMap parseMap(std::string_view text) {
    ShardMap map;
    std::string error;
    const bool ok = ShardMap::parse(text, map, error);
    INFO(error);
    REQUIRE(ok);
    return map;
}

std::string createError(StrategyConfig config) {
    ShardStrategy strategy;
    std::string error;
    REQUIRE_FALSE(ShardStrategy::create(std::move(config), strategy, error));
    return error;
}

std::string keyFor(const ShardStrategy& strategy, std::string_view logical, std::string_view source) {
    std::uint64_t rng = 1;
    return strategy.physicalKey(logical, source, rng);
}

std::map<std::string, std::uint64_t> distributed(const ShardStrategy& strategy, std::string_view logical,
                                                 std::string_view source, std::uint64_t count, std::uint64_t itemSeed) {
    std::map<std::string, std::uint64_t> out;
    strategy.distribute(logical, source, count, itemSeed, [&](std::string_view key, std::uint64_t n) {
        REQUIRE(n > 0);
        out[std::string(key)] += n;
    });
    return out;
}

std::uint64_t sum(const std::map<std::string, std::uint64_t>& counts) {
    std::uint64_t total = 0;
    for (const auto& [key, n] : counts) {
        total += n;
    }
    return total;
}

std::vector<std::string> numbered(const std::string& stem, std::uint32_t first, std::uint32_t last) {
    std::vector<std::string> keys;
    for (std::uint32_t i = first; i <= last; ++i) {
        keys.push_back(stem + std::to_string(i));
    }
    return keys;
}

/// Pearson's chi-square of @p counts (keyed by every fan-out key) against a uniform split.
double chiSquare(const std::map<std::string, std::uint64_t>& counts, const std::vector<std::string>& keys) {
    double total = 0;
    for (const auto& key : keys) {
        const auto it = counts.find(key);
        total += it == counts.end() ? 0.0 : static_cast<double>(it->second);
    }
    const double expected = total / static_cast<double>(keys.size());
    double chi2 = 0;
    for (const auto& key : keys) {
        const auto it = counts.find(key);
        const double observed = it == counts.end() ? 0.0 : static_cast<double>(it->second);
        chi2 += (observed - expected) * (observed - expected) / expected;
    }
    return chi2;
}

/// Independent reference for utf8ProductSuffix: decode the code points, multiply them exactly as a
/// big number (base 2^32 limbs), then reduce mod n.
std::uint32_t bigProductSuffix(std::string_view text, std::uint32_t n) {
    std::vector<std::uint32_t> decoded;
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        int length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
        std::uint32_t cp = length == 1 ? b : length == 2 ? (b & 0x1Fu) : length == 3 ? (b & 0x0Fu) : (b & 0x07u);
        for (int k = 1; k < length; ++k) {
            cp = (cp << 6) | (static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]) & 0x3Fu);
        }
        decoded.push_back(cp);
        i += static_cast<std::size_t>(length);
    }
    std::vector<std::uint32_t> limbs{1}; // little-endian
    for (const auto cp : decoded) {
        std::uint64_t carry = 0;
        for (auto& limb : limbs) {
            const std::uint64_t v = static_cast<std::uint64_t>(limb) * cp + carry;
            limb = static_cast<std::uint32_t>(v);
            carry = v >> 32;
        }
        if (carry) {
            limbs.push_back(static_cast<std::uint32_t>(carry));
        }
    }
    std::uint64_t r = 0;
    for (auto it = limbs.rbegin(); it != limbs.rend(); ++it) {
        r = ((r << 32) | *it) % n;
    }
    return static_cast<std::uint32_t>(r) + 1;
}

} // namespace

TEST_CASE("strategy kind names round-trip", "[strategy]") {
    for (auto kind : {StrategyKind::None, StrategyKind::Random, StrategyKind::Calculated, StrategyKind::Mod,
                      StrategyKind::Range, StrategyKind::Lookup}) {
        StrategyKind parsed = StrategyKind::None;
        REQUIRE(parseStrategyKind(strategyKindName(kind), parsed));
        REQUIRE(parsed == kind);
    }
    REQUIRE(strategyKindName(StrategyKind::Calculated) == "calculated");
    StrategyKind parsed = StrategyKind::Mod;
    REQUIRE_FALSE(parseStrategyKind("Random", parsed));
    REQUIRE_FALSE(parseStrategyKind("", parsed));
    REQUIRE(parsed == StrategyKind::Mod);
}

TEST_CASE("utf8ProductSuffix against hand-computed values", "[strategy][calculated]") {
    // 'A' = 65, 'B' = 66: 65 * 66 = 4290; 4290 mod 200 = 90; + 1 = 91.
    REQUIRE(utf8ProductSuffix("AB", 200) == 91);
    // U+00E9 (bytes C3 A9) is the code point 233, not the bytes 195 * 169.
    REQUIRE(utf8ProductSuffix("\xC3\xA9", 1000) == 234);
    REQUIRE(utf8ProductSuffix("\xC3\xA9", 200) == 34); // 233 mod 200 = 33
    // 'a' * U+00E9 = 97 * 233 = 22601; 22601 mod 200 = 1; + 1 = 2.
    REQUIRE(utf8ProductSuffix("a\xC3\xA9", 200) == 2);
    // U+20AC = 8364; 8364 mod 200 = 164; + 1 = 165.
    REQUIRE(utf8ProductSuffix("\xE2\x82\xAC", 200) == 165);
    // U+1F600 = 128512; 128512 mod 200 = 112; + 1 = 113.
    REQUIRE(utf8ProductSuffix("\xF0\x9F\x98\x80", 200) == 113);
    // '2' = 50 and 50 mod 50 = 0: suffix 1.
    REQUIRE(utf8ProductSuffix("2", 50) == 1);
    // N = 1: always suffix 1. The empty product is 1.
    REQUIRE(utf8ProductSuffix("anything", 1) == 1);
    REQUIRE(utf8ProductSuffix("", 200) == 2);

    SECTION("long values: exact where a 64-bit product would overflow") {
        // 122^20 > 2^64. Exact: 122^20 mod 200 + 1 = 177; the wrapped 64-bit product would give 41.
        const std::string z(20, 'z');
        REQUIRE(utf8ProductSuffix(z, 200) == 177);
        std::uint64_t naive = 1;
        for (const char c : z) {
            naive *= static_cast<std::uint64_t>(c);
        }
        REQUIRE(naive % 200 + 1 == 41);
        REQUIRE(bigProductSuffix(z, 200) == 177);

        const std::string mixed = "2014-07-09-ORDER-98765-\xC3\x9Cn\xC3\xAF"
                                  "c\xC3\xB6"
                                  "d\xC3\xA9-\xF0\x9F\x98\x80";
        REQUIRE(utf8ProductSuffix(mixed, 1000003) == 680098);
        REQUIRE(utf8ProductSuffix(mixed, 4294967295u) == 470254681);
    }
    SECTION("random strings agree with a big-number reference") {
        std::mt19937 rng(2024);
        const std::vector<std::string> alphabet = {"a",
                                                   "Z",
                                                   "0",
                                                   "9",
                                                   "-",
                                                   "#",
                                                   "\xC3\xA9",
                                                   "\xE2\x82\xAC",
                                                   "\xE4\xB8\xAD",
                                                   "\xF0\x9F\x98\x80",
                                                   "\xF4\x8F\xBF\xBF"};
        const std::vector<std::uint32_t> moduli = {1, 2, 7, 200, 256, 997, 65536, 1000000, 4294967291u, 4294967295u};
        for (int round = 0; round < 300; ++round) {
            std::string text;
            const int length = 1 + static_cast<int>(rng() % 120);
            for (int i = 0; i < length; ++i) {
                text += alphabet[rng() % alphabet.size()];
            }
            const std::uint32_t n = moduli[rng() % moduli.size()];
            INFO("round " << round << " n " << n << " text " << text);
            REQUIRE(utf8ProductSuffix(text, n) == bigProductSuffix(text, n));
        }
    }
}

TEST_CASE("integerMod: exact for any length, mathematical modulo", "[strategy][mod]") {
    REQUIRE(integerMod("12345", 10) == 5u);
    REQUIRE(integerMod("0", 10) == 0u);
    REQUIRE(integerMod("-0", 10) == 0u);
    REQUIRE(integerMod("-7", 10) == 3u);
    REQUIRE(integerMod("-10", 10) == 0u);
    REQUIRE(integerMod("-1", 1) == 0u);
    REQUIRE(integerMod("007", 5) == 2u);
    REQUIRE(integerMod("18446744073709551615", 10) == 5u); // UINT64_MAX
    REQUIRE(integerMod("18446744073709551616", 10) == 6u); // UINT64_MAX + 1
    REQUIRE(integerMod("123456789012345678901234567890", 97) == 52u);
    REQUIRE(integerMod("123456789012345678901234567890", 1000000) == 567890u);
    REQUIRE(integerMod("-123456789012345678901234567890", 97) == 45u);
    REQUIRE(integerMod("99999999999999999999999", 4294967295u) == 4182242934u);
    for (const char* bad : {"", "-", "abc", "1.5", "1e3", "+5", " 5", "5 ", "--5", "0x10", "12a"}) {
        INFO(bad);
        REQUIRE_FALSE(integerMod(bad, 10));
    }
    REQUIRE_FALSE(integerMod("5", 0));
}

TEST_CASE("strategy none", "[strategy]") {
    const auto s = makeStrategy({});
    REQUIRE(s.kind() == StrategyKind::None);
    REQUIRE(keyFor(s, "k", "k") == "k");
    REQUIRE(s.fanOutKeys("k") == std::vector<std::string>{"k"});
    REQUIRE(s.pointReadKey("k", "k") == std::optional<std::string>("k"));
    REQUIRE_FALSE(s.itemProblem("k", ""));
    REQUIRE(s.describe() == "none: the partition key is the logical key itself; one query per read");
    REQUIRE(distributed(s, "k", "k", 42, 7) == std::map<std::string, std::uint64_t>{{"k", 42}});
    REQUIRE(distributed(s, "k", "k", 0, 7).empty());
}

TEST_CASE("strategy random (seed 000: 2014-07-09.1 ... .200)", "[strategy][random]") {
    StrategyConfig config;
    config.kind = StrategyKind::Random;
    config.shards = 200;
    config.separator = ".";
    const auto s = makeStrategy(config);
    const auto fanOut = numbered("2014-07-09.", 1, 200);

    REQUIRE(s.fanOutKeys("2014-07-09") == fanOut);
    REQUIRE(s.fanOutKeys("2014-07-09").front() == "2014-07-09.1");
    REQUIRE(s.fanOutKeys("2014-07-09").back() == "2014-07-09.200");
    REQUIRE_FALSE(s.pointReadKey("2014-07-09", "order-1"));
    REQUIRE_FALSE(s.itemProblem("2014-07-09", ""));
    REQUIRE_THAT(s.describe(), Catch::StartsWith("random:") && Catch::Contains("1..200") &&
                                   Catch::Contains("all 200 shards") && Catch::Contains("'.'"));

    SECTION("physicalKey draws a suffix and advances the state deterministically") {
        std::uint64_t a = 99;
        std::uint64_t b = 99;
        const auto first = s.physicalKey("2014-07-09", "x", a);
        REQUIRE(s.physicalKey("2014-07-09", "x", b) == first);
        REQUIRE(a == b);
        REQUIRE(a != 99);
        const std::set<std::string> valid(fanOut.begin(), fanOut.end());
        REQUIRE(valid.count(first) == 1);

        // 100k writes one by one: every key used, a loose chi-square bound (df 199: mean 199, sd 20).
        std::map<std::string, std::uint64_t> counts;
        std::uint64_t state = 12345;
        for (int i = 0; i < 100'000; ++i) {
            counts[s.physicalKey("2014-07-09", "x", state)] += 1;
        }
        REQUIRE(counts.size() == 200);
        REQUIRE(sum(counts) == 100'000);
        for (const auto& [key, n] : counts) {
            REQUIRE(valid.count(key) == 1);
        }
        REQUIRE(chiSquare(counts, fanOut) < 320.0);
    }
    SECTION("distribute: conserves counts, deterministic, even, seed-dependent") {
        const auto many = distributed(s, "2014-07-09", "2014-07-09", 100'000, 777);
        REQUIRE(sum(many) == 100'000);
        REQUIRE(many.size() == 200);
        const std::set<std::string> valid(fanOut.begin(), fanOut.end());
        for (const auto& [key, n] : many) {
            REQUIRE(valid.count(key) == 1);
        }
        REQUIRE(chiSquare(many, fanOut) < 320.0);
        REQUIRE(distributed(s, "2014-07-09", "2014-07-09", 100'000, 777) == many);
        REQUIRE(distributed(s, "2014-07-09", "2014-07-09", 100'000, 778) != many);

        // Few writes (count <= N): one draw per write.
        const auto few = distributed(s, "2014-07-09", "2014-07-09", 150, 1);
        REQUIRE(sum(few) == 150);
        REQUIRE(few.size() > 50);
        REQUIRE(distributed(s, "2014-07-09", "2014-07-09", 150, 1) == few);
        REQUIRE(distributed(s, "2014-07-09", "2014-07-09", 1, 1).size() == 1);

        StrategyConfig other = config;
        other.seed = 2;
        const auto s2 = makeStrategy(other);
        REQUIRE(distributed(s2, "2014-07-09", "2014-07-09", 100'000, 777) != many);
        REQUIRE(distributed(s2, "2014-07-09", "2014-07-09", 150, 1) != few);
        REQUIRE(sum(distributed(s2, "2014-07-09", "2014-07-09", 100'000, 777)) == 100'000);
    }
    SECTION("N = 1 always uses suffix 1") {
        StrategyConfig one = config;
        one.shards = 1;
        const auto s1 = makeStrategy(one);
        REQUIRE(s1.fanOutKeys("d") == std::vector<std::string>{"d.1"});
        REQUIRE(distributed(s1, "d", "d", 1000, 3) == std::map<std::string, std::uint64_t>{{"d.1", 1000}});
    }
}

TEST_CASE("strategy calculated", "[strategy][calculated]") {
    StrategyConfig config;
    config.kind = StrategyKind::Calculated;
    config.shards = 200;
    config.separator = ".";

    SECTION("utf8-product (seed 000, literally)") {
        const auto s = makeStrategy(config);
        REQUIRE(keyFor(s, "2014-07-09", "AB") == "2014-07-09.91");
        REQUIRE(keyFor(s, "2014-07-09", "a\xC3\xA9") == "2014-07-09.2");
        REQUIRE(s.pointReadKey("2014-07-09", "AB") == std::optional<std::string>("2014-07-09.91"));
        REQUIRE(s.fanOutKeys("2014-07-09") == numbered("2014-07-09.", 1, 200));
        REQUIRE(*s.itemProblem("2014-07-09", "") == "the source value is empty");
        REQUIRE(*s.itemProblem("2014-07-09", "\xC0\xAF") == "the source value is not valid UTF-8");
        REQUIRE_FALSE(s.pointReadKey("2014-07-09", ""));
        REQUIRE_FALSE(s.itemProblem("2014-07-09", "AB"));
        REQUIRE_THAT(s.describe(), Catch::StartsWith("calculated:") && Catch::Contains("code points") &&
                                       Catch::Contains("mod 200") && Catch::Contains("queries 200"));
        // All writes of one item go to its one computed key.
        REQUIRE(distributed(s, "2014-07-09", "AB", 500, 1) ==
                std::map<std::string, std::uint64_t>{{"2014-07-09.91", 500}});
        REQUIRE(distributed(s, "2014-07-09", "AB", 500, 2) == distributed(s, "2014-07-09", "AB", 500, 1));
    }
    SECTION("hash suffix") {
        config.suffixFunction = SuffixFunction::Hash;
        const auto s = makeStrategy(config);
        for (const std::string source : {"AB", "order-1", "order-2", "\xC3\xA9"}) {
            const auto expected = XXH3_64bits(source.data(), source.size()) % 200 + 1;
            REQUIRE(keyFor(s, "d", source) == "d." + std::to_string(expected));
            REQUIRE(s.pointReadKey("d", source) == std::optional<std::string>("d." + std::to_string(expected)));
        }
        // The hash function does not need valid UTF-8.
        REQUIRE_FALSE(s.itemProblem("d", "\xFF"));
        REQUIRE(*s.itemProblem("d", "") == "the source value is empty");
        REQUIRE_THAT(s.describe(), Catch::Contains("xxh3-64(source)") && Catch::Contains("mod 200"));
        REQUIRE(s.fanOutKeys("d").size() == 200);
    }
}

TEST_CASE("strategy mod (seed 001: BOARD#global#<playerId mod 10>)", "[strategy][mod]") {
    StrategyConfig config;
    config.kind = StrategyKind::Mod;
    config.shards = 10;
    const auto s = makeStrategy(config);
    REQUIRE(keyFor(s, "BOARD#global", "12345") == "BOARD#global#5");
    REQUIRE(keyFor(s, "BOARD#global", "-7") == "BOARD#global#3");
    REQUIRE(keyFor(s, "BOARD#global", "123456789012345678901234567890") == "BOARD#global#0");
    REQUIRE(s.pointReadKey("BOARD#global", "12345") == std::optional<std::string>("BOARD#global#5"));
    REQUIRE(s.fanOutKeys("BOARD#global") == numbered("BOARD#global#", 0, 9));
    REQUIRE(*s.itemProblem("BOARD#global", "abc") == "mod needs a whole-number source value, got 'abc'");
    REQUIRE(*s.itemProblem("BOARD#global", "1.5") == "mod needs a whole-number source value, got '1.5'");
    REQUIRE(*s.itemProblem("BOARD#global", "") == "the source value is empty");
    REQUIRE_THAT(*s.itemProblem("BOARD#global", std::string(100, 'x')), Catch::Contains("...'"));
    REQUIRE_FALSE(s.pointReadKey("BOARD#global", "abc"));
    REQUIRE_FALSE(s.itemProblem("BOARD#global", "-7"));
    REQUIRE_THAT(s.describe(), Catch::StartsWith("mod:") && Catch::Contains("mod 10") && Catch::Contains("0..9") &&
                                   Catch::Contains("queries 10"));
    REQUIRE(distributed(s, "BOARD#global", "12345", 3, 9) ==
            std::map<std::string, std::uint64_t>{{"BOARD#global#5", 3}});
}

TEST_CASE("strategy range", "[strategy][range]") {
    StrategyConfig config;
    config.kind = StrategyKind::Range;
    SECTION("numeric boundaries: suffix = number of boundaries <= value") {
        config.boundaries = {"100", "200"};
        const auto s = makeStrategy(config);
        REQUIRE(keyFor(s, "k", "-5") == "k#0");
        REQUIRE(keyFor(s, "k", "50") == "k#0");
        REQUIRE(keyFor(s, "k", "99.999") == "k#0");
        REQUIRE(keyFor(s, "k", "100") == "k#1");
        REQUIRE(keyFor(s, "k", "199.5") == "k#1");
        REQUIRE(keyFor(s, "k", "200") == "k#2");
        REQUIRE(keyFor(s, "k", "1e3") == "k#2");
        REQUIRE(s.fanOutKeys("k") == std::vector<std::string>{"k#0", "k#1", "k#2"});
        REQUIRE(s.pointReadKey("k", "150") == std::optional<std::string>("k#1"));
        REQUIRE(*s.itemProblem("k", "abc") == "the boundaries are numeric but the source value 'abc' is not a number");
        REQUIRE(*s.itemProblem("k", "") == "the source value is empty");
        REQUIRE_FALSE(s.pointReadKey("k", "abc"));
        REQUIRE_THAT(s.describe(), Catch::Contains("3 numeric ranges") && Catch::Contains("queries 3"));
    }
    SECTION("numeric boundaries compare as numbers, not text") {
        config.boundaries = {"9", "10"};
        const auto s = makeStrategy(config);
        REQUIRE(keyFor(s, "k", "9.5") == "k#1");
        REQUIRE(keyFor(s, "k", "10") == "k#2");
        REQUIRE(keyFor(s, "k", "2") == "k#0");
    }
    SECTION("string boundaries: byte order") {
        config.boundaries = {"g", "n"};
        const auto s = makeStrategy(config);
        REQUIRE(keyFor(s, "k", "apple") == "k#0");
        REQUIRE(keyFor(s, "k", "G") == "k#0"); // 'G' < 'g'
        REQUIRE(keyFor(s, "k", "g") == "k#1");
        REQUIRE(keyFor(s, "k", "house") == "k#1");
        REQUIRE(keyFor(s, "k", "n") == "k#2");
        REQUIRE(keyFor(s, "k", "zebra") == "k#2");
        REQUIRE_FALSE(s.itemProblem("k", "123"));
        REQUIRE(s.fanOutKeys("k") == std::vector<std::string>{"k#0", "k#1", "k#2"});
        REQUIRE_THAT(s.describe(), Catch::Contains("3 string ranges"));
    }
}

TEST_CASE("strategy lookup", "[strategy][lookup]") {
    StrategyConfig config;
    config.kind = StrategyKind::Lookup;

    SECTION("ISBN check digit (seed 002)") {
        config.map = parseMap(kIsbnMap);
        config.lookupFunction = LookupFunction::IsbnCheckDigit;
        const auto s = makeStrategy(config);
        REQUIRE(keyFor(s, "BOOK", "978-8-1130-1024-6") == "BOOK#bookdbshard2");
        REQUIRE(s.pointReadKey("BOOK", "978-8-1130-1024-6") == std::optional<std::string>("BOOK#bookdbshard2"));
        REQUIRE(keyFor(s, "BOOK", "0-306-40615-2") == "BOOK#bookdbshard0");
        REQUIRE(keyFor(s, "BOOK", "978-0-00-000000-9") == "BOOK#bookdbshard0");
        REQUIRE(keyFor(s, "BOOK", "0-8044-2957-X") == "BOOK#bookdbshard1"); // X = 10
        REQUIRE(keyFor(s, "BOOK", "0-8044-2957-x") == "BOOK#bookdbshard1");
        REQUIRE(keyFor(s, "BOOK", "0-8044-2957-3 -") == "BOOK#bookdbshard1"); // trailing ' -' ignored
        REQUIRE(s.fanOutKeys("BOOK") ==
                std::vector<std::string>{"BOOK#bookdbshard0", "BOOK#bookdbshard1", "BOOK#bookdbshard2"});
        REQUIRE(*s.itemProblem("BOOK", "abc") == "no ISBN check digit (0-9 or X) at the end of 'abc'");
        REQUIRE(*s.itemProblem("BOOK", "--") == "no ISBN check digit (0-9 or X) at the end of '--'");
        REQUIRE_FALSE(s.pointReadKey("BOOK", "abc"));
        REQUIRE_THAT(s.describe(), Catch::Contains("ISBN check digit") && Catch::Contains("11 logical -> 3 physical") &&
                                       Catch::Contains("queries 3"));
        // Every check digit lands where the seed's table says.
        const char* expected[] = {"bookdbshard0", "bookdbshard0", "bookdbshard0", "bookdbshard1",
                                  "bookdbshard1", "bookdbshard1", "bookdbshard2", "bookdbshard2",
                                  "bookdbshard2", "bookdbshard0", "bookdbshard1"};
        for (int digit = 0; digit <= 10; ++digit) {
            const std::string isbn = "978-3-16-148410-" + (digit == 10 ? std::string("X") : std::to_string(digit));
            REQUIRE(keyFor(s, "B", isbn) == std::string("B#") + expected[digit]);
        }
    }
    SECTION("source value is the logical shard") {
        config.map = parseMap("us,db-us\neu,db-eu\nuk,db-eu\n");
        config.separator = "@";
        const auto s = makeStrategy(config);
        REQUIRE(keyFor(s, "T", "us") == "T@db-us");
        REQUIRE(keyFor(s, "T", "uk") == "T@db-eu");
        REQUIRE(*s.itemProblem("T", "asia") == "logical shard 'asia' is not in the shard map");
        REQUIRE(s.fanOutKeys("T") == std::vector<std::string>{"T@db-us", "T@db-eu"});
        REQUIRE_THAT(s.describe(), Catch::Contains("the source value") && Catch::Contains("3 logical -> 2 physical"));
    }
    SECTION("hash onto virtual shards 0..V-1") {
        config.map = parseMap("0,p0\n1,p1\n2,p0\n3,p1\n");
        config.lookupFunction = LookupFunction::Hash;
        const auto s = makeStrategy(config);
        REQUIRE(s.config().shards == 4); // V from the map
        for (const std::string source : {"alice", "bob", "carol", "dave", "eve"}) {
            const auto logical = XXH3_64bits(source.data(), source.size()) % 4;
            const std::string physical = logical % 2 == 0 ? "p0" : "p1";
            REQUIRE(keyFor(s, "U", source) == "U#" + physical);
            REQUIRE_FALSE(s.itemProblem("U", source));
        }
        REQUIRE(s.fanOutKeys("U") == std::vector<std::string>{"U#p0", "U#p1"});
        REQUIRE_THAT(s.describe(),
                     Catch::Contains("xxh3-64(source) mod 4") && Catch::Contains("4 logical -> 2 physical"));
    }
}

TEST_CASE("ShardMap::parse", "[strategy][shardmap]") {
    ShardMap map;
    std::string error;
    SECTION("comments, blank lines, TAB or comma, trimming, CRLF") {
        REQUIRE(ShardMap::parse("# comment\n\n0\tA\n 1 , B \n2,A\r\n   \n", map, error));
        REQUIRE(map.entries() == std::vector<std::pair<std::string, std::string>>{{"0", "A"}, {"1", "B"}, {"2", "A"}});
        REQUIRE(map.physicalShards() == std::vector<std::string>{"A", "B"});
        REQUIRE(*map.physicalOf("1") == "B");
        REQUIRE(map.physicalOf("3") == nullptr);
        REQUIRE(map.physicalOf(" 1") == nullptr);
    }
    SECTION("a TAB wins over a comma") {
        REQUIRE(ShardMap::parse("a,b\tc\n", map, error));
        REQUIRE(map.entries() == std::vector<std::pair<std::string, std::string>>{{"a,b", "c"}});
    }
    SECTION("missing separator") {
        REQUIRE_FALSE(ShardMap::parse("0,A\n\n1 B\n", map, error));
        REQUIRE(error == "shard map line 3: expected LOGICAL,PHYSICAL (or a TAB between them)");
    }
    SECTION("duplicate logical shard") {
        REQUIRE_FALSE(ShardMap::parse("# x\n0,A\n1,B\n0,C\n", map, error));
        REQUIRE(error == "shard map line 4: logical shard '0' is mapped twice");
        // Found by fuzz_shard_map: the lines read before the bad one stayed in the map.
        CHECK(map.entries().empty());
        CHECK(map.physicalShards().empty());
    }
    SECTION("a line with three fields (0,a,b would make 'a,b' a shard name)") {
        REQUIRE_FALSE(ShardMap::parse("0,A\n1,a,b\n", map, error));
        REQUIRE(error ==
                "shard map line 2: expected two fields, LOGICAL,PHYSICAL, found more (a shard name cannot contain the "
                "separator)");
        REQUIRE_FALSE(ShardMap::parse("0\tA\tB\n", map, error, "map.tsv"));
        REQUIRE(error == "map.tsv:1: expected two fields, LOGICAL<TAB>PHYSICAL, found more (a shard name cannot "
                         "contain the separator)");
    }
    SECTION("empty names") {
        REQUIRE_FALSE(ShardMap::parse("0,A\n ,B\n", map, error));
        REQUIRE(error == "shard map line 2: empty logical or physical shard name");
        REQUIRE_FALSE(ShardMap::parse("0,\n", map, error));
        REQUIRE(error == "shard map line 1: empty logical or physical shard name");
    }
    SECTION("no entries") {
        REQUIRE_FALSE(ShardMap::parse("", map, error));
        REQUIRE(error == "shard map has no entries");
        REQUIRE_FALSE(ShardMap::parse("# only a comment\n\n", map, error));
        REQUIRE(error == "shard map has no entries");
    }
    SECTION("load from a file") {
        char name[] = "/tmp/partiscope-map-XXXXXX";
        const int fd = ::mkstemp(name);
        REQUIRE(fd >= 0);
        const std::string text = kIsbnMap;
        REQUIRE(::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size()));
        ::close(fd);
        const bool ok = ShardMap::load(name, map, error);
        std::remove(name);
        REQUIRE(ok);
        REQUIRE(map.entries().size() == 11);
        REQUIRE(*map.physicalOf("10") == "bookdbshard1");
        REQUIRE_FALSE(ShardMap::parse("0,a\n\n0,b\n", map, error, name));
        REQUIRE(error == std::string(name) + ":3: logical shard '0' is mapped twice");
        REQUIRE_FALSE(ShardMap::load("/nonexistent/map.csv", map, error));
        REQUIRE(error == "shard map: cannot open '/nonexistent/map.csv': No such file or directory");
        REQUIRE_FALSE(ShardMap::load("/tmp", map, error));
        REQUIRE(error == "shard map: '/tmp' is a directory");
    }
}

TEST_CASE("ShardStrategy::create rejects bad configurations", "[strategy]") {
    for (auto kind : {StrategyKind::Random, StrategyKind::Calculated, StrategyKind::Mod}) {
        StrategyConfig config;
        config.kind = kind;
        config.shards = 0;
        REQUIRE(createError(config) == "--shards must be a whole number from 1 to 1,000,000 for the " +
                                           std::string(strategyKindName(kind)) + " strategy, got 0");
        config.shards = 1'000'001;
        REQUIRE_THAT(createError(config), Catch::StartsWith("--shards must be a whole number from 1 to 1,000,000"));
        config.shards = 1'000'000;
        makeStrategy(config);
    }
    StrategyConfig range;
    range.kind = StrategyKind::Range;
    REQUIRE(createError(range) == "--boundaries is required by the range strategy (B1,B2,...)");
    range.boundaries = {""};
    REQUIRE(createError(range) == "--boundaries must not hold an empty boundary (boundary 1 of 1 is empty)");
    range.boundaries = {"a", "", "c"};
    REQUIRE(createError(range) == "--boundaries must not hold an empty boundary (boundary 2 of 3 is empty)");
    range.boundaries = {"10", "5"};
    REQUIRE(createError(range) == "--boundaries must be strictly increasing (10 then 5)");
    range.boundaries = {"5", "5"};
    REQUIRE(createError(range) == "--boundaries must be strictly increasing (5 then 5)");
    range.boundaries = {"m", "c"};
    REQUIRE(createError(range) == "--boundaries must be strictly increasing (m then c)");

    StrategyConfig lookup;
    lookup.kind = StrategyKind::Lookup;
    REQUIRE(createError(lookup) == "--map is required by the lookup strategy");
    lookup.lookupFunction = LookupFunction::Hash;
    lookup.map = parseMap("0,a\n1,b\n3,c\n");
    REQUIRE(createError(lookup) == "--map must name logical shards 0..2 with the hash lookup (missing 2)");

    StrategyConfig sep;
    sep.kind = StrategyKind::Mod;
    sep.shards = 10;
    sep.separator = std::string("a\0b", 3);
    REQUIRE(createError(sep) == "--sep must be valid UTF-8 without NUL bytes");
    sep.separator = "\xFF";
    REQUIRE(createError(sep) == "--sep must be valid UTF-8 without NUL bytes");
    sep.separator = "";
    REQUIRE(keyFor(makeStrategy(sep), "k", "12") == "k2");
}

TEST_CASE("itemProblem rejects physical keys over 2048 bytes", "[strategy]") {
    SECTION("mod 10: one-digit suffix plus '#'") {
        StrategyConfig config;
        config.kind = StrategyKind::Mod;
        config.shards = 10;
        const auto s = makeStrategy(config);
        REQUIRE_FALSE(s.itemProblem(std::string(2046, 'k'), "1"));
        REQUIRE(keyFor(s, std::string(2046, 'k'), "1").size() == 2048);
        REQUIRE(*s.itemProblem(std::string(2047, 'k'), "1") ==
                "the sharded key would be up to 2,049 bytes; DynamoDB allows at most 2,048");
    }
    SECTION("mod 11: suffixes 0..10 take two bytes; mod 1 only ever writes suffix 0") {
        StrategyConfig config;
        config.kind = StrategyKind::Mod;
        config.shards = 11;
        const auto s = makeStrategy(config);
        REQUIRE_FALSE(s.itemProblem(std::string(2045, 'k'), "10"));
        REQUIRE(keyFor(s, std::string(2045, 'k'), "10").size() == 2048);
        REQUIRE_THAT(*s.itemProblem(std::string(2046, 'k'), "1"), Catch::Contains("2,049 bytes"));
        config.shards = 1;
        const auto one = makeStrategy(config);
        REQUIRE(keyFor(one, "k", "12345") == "k#0");
        REQUIRE_FALSE(one.itemProblem(std::string(2046, 'k'), "7"));
        REQUIRE(one.itemProblem(std::string(2047, 'k'), "7"));
    }
    SECTION("random 1000: the longest suffix counts (4 digits)") {
        StrategyConfig config;
        config.kind = StrategyKind::Random;
        config.shards = 1000;
        config.separator = "::";
        const auto s = makeStrategy(config);
        REQUIRE_FALSE(s.itemProblem(std::string(2042, 'k'), ""));
        REQUIRE_THAT(*s.itemProblem(std::string(2043, 'k'), ""), Catch::Contains("2,049 bytes"));
    }
    SECTION("lookup: the longest physical shard name counts") {
        StrategyConfig config;
        config.kind = StrategyKind::Lookup;
        config.lookupFunction = LookupFunction::IsbnCheckDigit;
        config.map = parseMap(kIsbnMap);
        const auto s = makeStrategy(config);
        // 2035 + '#' + "bookdbshardN" (12) = 2048
        REQUIRE_FALSE(s.itemProblem(std::string(2035, 'k'), "6"));
        REQUIRE_THAT(*s.itemProblem(std::string(2036, 'k'), "6"), Catch::Contains("2,049 bytes"));
    }
    SECTION("none never adds bytes") {
        const auto s = makeStrategy({});
        REQUIRE_FALSE(s.itemProblem(std::string(2048, 'k'), "x"));
    }
}

TEST_CASE("parseBoundaryLines: one boundary per line, errors name the line", "[strategy][range]") {
    std::vector<std::string> boundaries;
    std::string error;
    REQUIRE(parseBoundaryLines("100\n\n  200 \r\n300\n", boundaries, error));
    CHECK(boundaries == std::vector<std::string>{"100", "200", "300"});

    // Numeric order when every boundary is a number: 9 < 10 although "9" > "10" byte-wise.
    REQUIRE(parseBoundaryLines("9\n10", boundaries, error));

    CHECK_FALSE(parseBoundaryLines("100\n\n50\n", boundaries, error));
    CHECK(error == "line 3: '50' is not greater than '100' on line 1 (numeric order)");
    CHECK(boundaries == std::vector<std::string>{"9", "10"}); // untouched on error

    CHECK_FALSE(parseBoundaryLines("a\nm\nm\n", boundaries, error));
    CHECK(error.rfind("line 3: 'm' is not greater than 'm' on line 2 (byte order", 0) == 0);

    CHECK_FALSE(parseBoundaryLines(" \n\n", boundaries, error));
    CHECK(error == "the range strategy needs at least one boundary");

    // Whatever parses builds a range strategy.
    REQUIRE(parseBoundaryLines("g\nn\nt", boundaries, error));
    StrategyConfig config;
    config.kind = StrategyKind::Range;
    config.boundaries = boundaries;
    ShardStrategy strategy;
    CHECK(ShardStrategy::create(config, strategy, error));
    CHECK(strategy.fanOutKeys("K").size() == 4);
}

TEST_CASE("strategyUsesOption: which options each strategy reads", "[strategy]") {
    CHECK_FALSE(strategyUsesOption(StrategyKind::None, "shards"));
    CHECK_FALSE(strategyUsesOption(StrategyKind::None, "sep"));
    CHECK(strategyUsesOption(StrategyKind::Mod, "shards"));
    CHECK_FALSE(strategyUsesOption(StrategyKind::Mod, "map"));
    CHECK_FALSE(strategyUsesOption(StrategyKind::Mod, "seed"));
    CHECK(strategyUsesOption(StrategyKind::Random, "seed"));
    CHECK(strategyUsesOption(StrategyKind::Lookup, "map"));
    CHECK(strategyUsesOption(StrategyKind::Lookup, "fn"));
    CHECK_FALSE(strategyUsesOption(StrategyKind::Lookup, "shards"));
    CHECK(strategyUsesOption(StrategyKind::Range, "boundaries"));
    CHECK_FALSE(strategyUsesOption(StrategyKind::Range, "fn"));
    CHECK(shardsRangeText() == "a whole number from 1 to 1,000,000");
}

TEST_CASE("firstFanOutKey is fanOutKeys().front() for every kind, without building the others", "[strategy]") {
    StrategyConfig random;
    random.kind = StrategyKind::Random;
    random.shards = 1'000'000;
    StrategyConfig calculated = random;
    calculated.kind = StrategyKind::Calculated;
    calculated.shards = 7;
    StrategyConfig range;
    range.kind = StrategyKind::Range;
    range.boundaries = {"100", "200"};
    StrategyConfig lookup;
    lookup.kind = StrategyKind::Lookup;
    lookup.separator = "@";
    lookup.map = parseMap(kIsbnMap);
    for (const StrategyConfig& config : {StrategyConfig{}, random, calculated, test::modConfig(10), range, lookup}) {
        const auto s = makeStrategy(config);
        INFO(strategyKindName(s.kind()));
        CHECK(s.firstFanOutKey("ORDER#7") == s.fanOutKeys("ORDER#7").front());
    }
    CHECK(makeStrategy(random).firstFanOutKey("d") == "d#1");
    CHECK(makeStrategy(test::modConfig(10)).firstFanOutKey("d") == "d#0");
    CHECK(makeStrategy(lookup).firstFanOutKey("isbn") == "isbn@bookdbshard0");
}
