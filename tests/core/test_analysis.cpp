#include <catch2/catch.hpp>

#include "partiscope/analysis.h"
#include "partiscope/analysis_report.h"
#include "partiscope/csv_items.h"
#include "partiscope/hashing.h"

#include <nlohmann/json.hpp>

#include "../json_number.h"
#include "key_fixtures.h"
#include "strategy_fixtures.h"
#include <algorithm>
#include <atomic>
#include <map>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

using namespace partiscope;
using partiscope::test::makeStrategy;
using partiscope::test::modConfig;
using partiscope::test::readKeys;
using partiscope::testing::jsonNumber;
using partiscope::testing::parseNumber;

namespace {

AnalysisOptions options(PlacementModel model, std::uint32_t buckets, std::uint32_t topK = 10) {
    AnalysisOptions o;
    o.model = model;
    o.buckets = buckets;
    o.topK = topK;
    return o;
}

/// The buckets a list of (key, writes) must produce, placed independently of analyzeDistribution.
std::vector<std::uint64_t> expectedBuckets(const std::vector<std::pair<std::string, std::uint64_t>>& keys,
                                           PlacementModel model, std::uint32_t buckets) {
    const PartitionMap map(model, buckets);
    std::vector<std::uint64_t> out(buckets, 0);
    for (const auto& [key, n] : keys) {
        out[map.bucketOfHash(XXH3_64bits(key.data(), key.size()))] += n;
    }
    return out;
}

std::uint64_t sum(const std::vector<std::uint64_t>& v) {
    return std::accumulate(v.begin(), v.end(), std::uint64_t{0});
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        out.push_back(line);
    }
    return out;
}

const char* const kSmallInput = "a\t5\nb\t3\nc\n\nbad\t0\n";

} // namespace

TEST_CASE("analyzeDistribution without a strategy", "[analysis]") {
    const auto input = readKeys(kSmallInput);
    const auto none = makeStrategy({});
    const auto a = analyzeDistribution(input, none, options(PlacementModel::Mod, 8));

    REQUIRE(a.input.linesRead == 5);
    REQUIRE(a.input.blank == 1);
    REQUIRE(a.input.accepted == 3);
    REQUIRE(a.input.rejected == 1);
    REQUIRE(a.errors.size() == 1);
    REQUIRE(a.errors[0].line == 5);
    REQUIRE(a.keysTotal == 9);
    REQUIRE(a.keysDistinct == 3);
    REQUIRE(a.physicalKeysDistinct == 3);
    REQUIRE(a.strategyKind == "none");
    REQUIRE(a.strategyDescription == none.describe());
    REQUIRE(a.readFanOut == 1);
    REQUIRE(a.pointReadComputable);

    REQUIRE(a.buckets.size() == 8);
    REQUIRE(sum(a.buckets) == 9);
    REQUIRE(a.buckets == expectedBuckets({{"a", 5}, {"b", 3}, {"c", 1}}, PlacementModel::Mod, 8));

    REQUIRE(a.topKeys.size() == 3);
    REQUIRE(a.topKeys[0].key == "a");
    REQUIRE(a.topKeys[0].count == 5);
    REQUIRE(a.topKeys[0].share == Approx(5.0 / 9.0));
    REQUIRE(a.topKeys[1].key == "b");
    REQUIRE(a.topKeys[1].count == 3);
    REQUIRE(a.topKeys[1].share == Approx(3.0 / 9.0));
    REQUIRE(a.topKeys[2].key == "c");
    REQUIRE(a.topKeys[2].share == Approx(1.0 / 9.0));
    REQUIRE(a.topLogicalKeys.size() == 3);
    REQUIRE(a.topLogicalKeys[0].key == "a");

    const auto expectedStats = computeDistributionStats(a.buckets);
    REQUIRE(a.stats.total == 9);
    REQUIRE(a.stats.buckets == 8);
    REQUIRE(a.stats.maxOverMean == Approx(expectedStats.maxOverMean));
    REQUIRE(a.stats.gini == Approx(expectedStats.gini));
    REQUIRE(a.stats.emptyBuckets == expectedStats.emptyBuckets);
    REQUIRE(a.stats.emptyBuckets >= 5); // 3 keys in 8 buckets
}

TEST_CASE("analyzeDistribution: top keys order, ties and truncation", "[analysis]") {
    const auto input = readKeys("y\t2\nx\t2\nz\t1\nw\t2\nhot\t10\n");
    const auto a = analyzeDistribution(input, makeStrategy({}), options(PlacementModel::Mod, 4, 3));
    REQUIRE(a.keysTotal == 17);
    REQUIRE(a.keysDistinct == 5);
    REQUIRE(a.topKeys.size() == 3);
    REQUIRE(a.topKeys[0].key == "hot");
    REQUIRE(a.topKeys[0].share == Approx(10.0 / 17.0));
    REQUIRE(a.topKeys[1].key == "w"); // ties by key bytes, not by reading order
    REQUIRE(a.topKeys[2].key == "x");

    const auto zero = analyzeDistribution(input, makeStrategy({}), options(PlacementModel::Mod, 4, 0));
    REQUIRE(zero.topKeys.empty());
    REQUIRE(zero.keysTotal == 17);
}

TEST_CASE("analyzeDistribution: range placement", "[analysis]") {
    std::string text;
    std::vector<std::pair<std::string, std::uint64_t>> keys;
    for (int i = 0; i < 500; ++i) {
        const std::string key = "user-" + std::to_string(i);
        const std::uint64_t n = static_cast<std::uint64_t>(i % 4 + 1);
        text += key + "\t" + std::to_string(n) + "\n";
        keys.emplace_back(key, n);
    }
    const auto input = readKeys(text);
    const auto a = analyzeDistribution(input, makeStrategy({}), options(PlacementModel::Range, 16));
    REQUIRE(a.keysDistinct == 500);
    REQUIRE(a.keysTotal == 1250); // 125 * (1 + 2 + 3 + 4)
    REQUIRE(a.buckets == expectedBuckets(keys, PlacementModel::Range, 16));
    REQUIRE(a.buckets != expectedBuckets(keys, PlacementModel::Mod, 16));
    REQUIRE(sum(a.buckets) == 1250);
    REQUIRE(a.stats.emptyBuckets == 0);
    REQUIRE(a.stats.maxOverMean < 2.0);
}

TEST_CASE("analyzeDistribution: random suffixes spread one hot key", "[analysis][random]") {
    const auto input = readKeys("hot\t100000\n");
    const auto plain = analyzeDistribution(input, makeStrategy({}), options(PlacementModel::Mod, 16));
    REQUIRE(plain.physicalKeysDistinct == 1);
    REQUIRE(plain.stats.maxOverMean == Approx(16.0)); // everything in one of 16 buckets

    StrategyConfig config;
    config.kind = StrategyKind::Random;
    config.shards = 10;
    const auto random = makeStrategy(config);
    const auto a = analyzeDistribution(input, random, options(PlacementModel::Mod, 16));
    REQUIRE(a.keysTotal == 100000);
    REQUIRE(a.keysDistinct == 1);
    REQUIRE(a.physicalKeysDistinct == 10);
    REQUIRE(a.strategyKind == "random");
    REQUIRE(a.readFanOut == 10);
    REQUIRE_FALSE(a.pointReadComputable);
    REQUIRE(a.topLogicalKeys.size() == 1);
    REQUIRE(a.topLogicalKeys[0].key == "hot");
    REQUIRE(a.topLogicalKeys[0].count == 100000);
    REQUIRE(a.topLogicalKeys[0].share == Approx(1.0));
    REQUIRE(a.topKeys.size() == 10);
    std::uint64_t physicalTotal = 0;
    std::vector<std::pair<std::string, std::uint64_t>> physical;
    for (const auto& share : a.topKeys) {
        REQUIRE_THAT(share.key, Catch::StartsWith("hot#"));
        REQUIRE(share.count > 9000); // about 10000 each
        REQUIRE(share.count < 11000);
        physicalTotal += share.count;
        physical.emplace_back(share.key, share.count);
    }
    REQUIRE(physicalTotal == 100000);
    REQUIRE(a.buckets == expectedBuckets(physical, PlacementModel::Mod, 16));
    REQUIRE(sum(a.buckets) == 100000);
    REQUIRE(a.stats.maxOverMean < plain.stats.maxOverMean);
    REQUIRE(a.stats.maxOverMean < 8.0);

    // Deterministic: the same input and strategy give the same result.
    const auto again = analyzeDistribution(input, random, options(PlacementModel::Mod, 16));
    REQUIRE(again.buckets == a.buckets);
    REQUIRE(again.topKeys.size() == a.topKeys.size());
    for (std::size_t i = 0; i < a.topKeys.size(); ++i) {
        REQUIRE(again.topKeys[i].key == a.topKeys[i].key);
        REQUIRE(again.topKeys[i].count == a.topKeys[i].count);
    }
}

TEST_CASE("analyzeDistribution: CSV items with a source column, mod on playerId", "[analysis][items]") {
    const auto strategy = makeStrategy(modConfig(10));
    ItemReadOptions read;
    read.threads = 1;
    read.keyTemplate = "BOARD#global";
    read.sourceColumn = "playerId";
    read.acceptor = acceptorFor(strategy);
    const auto input = readCsvItems("playerId,score\n12345,1\n7,2\n12345,3\n-3,4\nabc,5\n", read);
    REQUIRE(input.fatalError.empty());
    REQUIRE(input.counts.rejected == 1);

    const auto a = analyzeDistribution(input, strategy, options(PlacementModel::Mod, 8));
    REQUIRE(a.errors.size() == 1);
    REQUIRE(a.errors[0].line == 6);
    REQUIRE(a.errors[0].message == "mod needs a whole-number source value, got 'abc'");
    REQUIRE(a.keysTotal == 4);
    REQUIRE(a.keysDistinct == 1);
    REQUIRE(a.physicalKeysDistinct == 2);
    REQUIRE(a.readFanOut == 10);
    REQUIRE(a.pointReadComputable);
    REQUIRE(a.topLogicalKeys.size() == 1);
    REQUIRE(a.topLogicalKeys[0].key == "BOARD#global");
    REQUIRE(a.topLogicalKeys[0].count == 4);
    REQUIRE(a.topKeys.size() == 2);
    // 12345 mod 10 = 5 (twice); 7 mod 10 = 7 and -3 mod 10 = 7.
    REQUIRE(a.topKeys[0].key == "BOARD#global#5");
    REQUIRE(a.topKeys[0].count == 2);
    REQUIRE(a.topKeys[0].share == Approx(0.5));
    REQUIRE(a.topKeys[1].key == "BOARD#global#7");
    REQUIRE(a.topKeys[1].count == 2);
    REQUIRE(a.buckets == expectedBuckets({{"BOARD#global#5", 2}, {"BOARD#global#7", 2}}, PlacementModel::Mod, 8));

    SECTION("without a strategy the logical keys are placed, not the key+source items") {
        const auto plain = analyzeDistribution(input, makeStrategy({}), options(PlacementModel::Mod, 8));
        REQUIRE(plain.keysDistinct == 1);
        REQUIRE(plain.physicalKeysDistinct == 1);
        REQUIRE(plain.topKeys.size() == 1);
        REQUIRE(plain.topKeys[0].key == "BOARD#global");
        REQUIRE(plain.buckets == expectedBuckets({{"BOARD#global", 4}}, PlacementModel::Mod, 8));
    }
}

namespace {

bool busiestFirst(const std::vector<KeyShare>& keys) {
    for (std::size_t i = 1; i < keys.size(); ++i) {
        const bool ordered =
            keys[i - 1].count > keys[i].count || (keys[i - 1].count == keys[i].count && keys[i - 1].key < keys[i].key);
        if (!ordered) {
            return false;
        }
    }
    return true;
}

} // namespace

TEST_CASE("analyzeDistribution: each bucket's busiest keys", "[analysis][buckets]") {
    // 300 keys with distinct-ish counts (and some ties) over 7 buckets, placed independently here.
    std::string text;
    std::vector<std::pair<std::string, std::uint64_t>> keys;
    for (int i = 0; i < 300; ++i) {
        const std::string key = "K" + std::to_string(i);
        const std::uint64_t n = 1 + static_cast<std::uint64_t>((i * 37) % 50);
        keys.emplace_back(key, n);
        text += key + "\t" + std::to_string(n) + "\n";
    }
    const auto model = GENERATE(PlacementModel::Mod, PlacementModel::Range);
    auto o = options(model, 7);
    o.bucketTopK = 5;
    const auto a = analyzeDistribution(readKeys(text), makeStrategy({}), o);
    REQUIRE(a.bucketTopKeys.size() == 7);
    REQUIRE(a.bucketDistinctKeys.size() == 7);
    REQUIRE(sum(a.bucketDistinctKeys) == 300);

    const PartitionMap map(model, 7);
    std::vector<std::vector<KeyShare>> expected(7);
    for (const auto& [key, n] : keys) {
        expected[map.bucketOfKey(key)].push_back({key, n, 0.0});
    }
    for (std::uint32_t b = 0; b < 7; ++b) {
        auto& want = expected[b];
        std::sort(want.begin(), want.end(), [](const KeyShare& x, const KeyShare& y) {
            return x.count != y.count ? x.count > y.count : x.key < y.key;
        });
        CAPTURE(b);
        REQUIRE(a.bucketDistinctKeys[b] == want.size());
        std::uint64_t writes = 0;
        for (const auto& share : want) {
            writes += share.count;
        }
        REQUIRE(a.buckets[b] == writes);
        const auto& got = a.bucketTopKeys[b];
        REQUIRE(got.size() == std::min<std::size_t>(5, want.size()));
        for (std::size_t i = 0; i < got.size(); ++i) {
            CHECK(got[i].key == want[i].key);
            CHECK(got[i].count == want[i].count);
            CHECK(got[i].share == Approx(static_cast<double>(want[i].count) / static_cast<double>(a.keysTotal)));
        }
    }

    SECTION("bucketTopK 0 keeps none but still counts the keys") {
        o.bucketTopK = 0;
        const auto none = analyzeDistribution(readKeys(text), makeStrategy({}), o);
        REQUIRE(sum(none.bucketDistinctKeys) == 300);
        for (const auto& top : none.bucketTopKeys) {
            REQUIRE(top.empty());
        }
    }
}

TEST_CASE("listBucketKeys: every key of a bucket, as the analysis placed it", "[analysis][buckets]") {
    const auto input = readKeys("hot\t100000\nwarm\t500\ncold\t3\nA\nB\nC\nD\nE\nF\nG\n");
    StrategyConfig random;
    random.kind = StrategyKind::Random;
    random.shards = 10;
    const auto config = GENERATE_COPY(StrategyConfig{}, random, modConfig(4));
    const auto strategy = makeStrategy(config);
    const auto o = options(PlacementModel::Range, 5);
    const auto a = analyzeDistribution(input, strategy, o);

    std::map<std::string, std::uint64_t> everyKey;
    std::uint64_t listed = 0;
    for (std::uint32_t b = 0; b < 5; ++b) {
        CAPTURE(b);
        const auto listing = listBucketKeys(input, strategy, o, b);
        REQUIRE_FALSE(listing.cancelled);
        REQUIRE(listing.bucket == b);
        REQUIRE(listing.allWrites == a.keysTotal);
        REQUIRE(listing.writes == a.buckets[b]);
        REQUIRE(listing.keys.size() == a.bucketDistinctKeys[b]);
        REQUIRE(busiestFirst(listing.keys));
        // The tooltip's keys are the head of the full listing.
        const auto& top = a.bucketTopKeys[b];
        REQUIRE(top.size() <= listing.keys.size());
        for (std::size_t i = 0; i < top.size(); ++i) {
            CHECK(top[i].key == listing.keys[i].key);
            CHECK(top[i].count == listing.keys[i].count);
        }
        for (const auto& share : listing.keys) {
            REQUIRE(everyKey.count(share.key) == 0); // a key lands in exactly one bucket
            everyKey[share.key] = share.count;
            REQUIRE(share.share == Approx(static_cast<double>(share.count) / static_cast<double>(a.keysTotal)));
        }
        listed += listing.writes;
    }
    REQUIRE(listed == a.keysTotal);
    REQUIRE(everyKey.size() == a.physicalKeysDistinct);
    // Placed independently: the listing agrees with hashing each physical key here.
    std::vector<std::pair<std::string, std::uint64_t>> physical(everyKey.begin(), everyKey.end());
    REQUIRE(expectedBuckets(physical, PlacementModel::Range, 5) == a.buckets);
    if (config.kind == StrategyKind::None) {
        REQUIRE(everyKey == std::map<std::string, std::uint64_t>{{"hot", 100000},
                                                                 {"warm", 500},
                                                                 {"cold", 3},
                                                                 {"A", 1},
                                                                 {"B", 1},
                                                                 {"C", 1},
                                                                 {"D", 1},
                                                                 {"E", 1},
                                                                 {"F", 1},
                                                                 {"G", 1}});
    }
}

TEST_CASE("listBucketKeys: out-of-range bucket, cancellation", "[analysis][buckets]") {
    std::string text;
    for (int i = 0; i < 20000; ++i) {
        text += "user#" + std::to_string(i) + "\n";
    }
    const auto input = readKeys(text);
    const auto o = options(PlacementModel::Mod, 4);
    const auto past = listBucketKeys(input, makeStrategy({}), o, 4);
    REQUIRE(past.keys.empty());
    REQUIRE(past.writes == 0);
    REQUIRE_FALSE(past.cancelled);

    const std::atomic<bool> cancelled{true};
    const auto stopped = listBucketKeys(input, makeStrategy({}), o, 0, &cancelled);
    REQUIRE(stopped.cancelled);
    REQUIRE(stopped.keys.empty());

    const std::atomic<bool> running{false};
    const auto whole = listBucketKeys(input, makeStrategy({}), o, 0, &running);
    REQUIRE_FALSE(whole.cancelled);
    REQUIRE(whole.writes == analyzeDistribution(input, makeStrategy({}), o).buckets[0]);
}

TEST_CASE("acceptorFor rejects what the strategy cannot place", "[analysis]") {
    REQUIRE_FALSE(acceptorFor(makeStrategy({})));

    const auto strategy = makeStrategy(modConfig(10));
    const auto input = readKeys("12\nabc\n-4\n1.5\n12\n", acceptorFor(strategy));
    REQUIRE(input.counts.accepted == 3);
    REQUIRE(input.counts.rejected == 2);
    REQUIRE(input.errors.size() == 2);
    REQUIRE(input.errors[0].line == 2);
    REQUIRE(input.errors[0].message == "mod needs a whole-number source value, got 'abc'");
    REQUIRE(input.errors[1].line == 4);

    const auto a = analyzeDistribution(input, strategy, options(PlacementModel::Mod, 4));
    REQUIRE(a.keysTotal == 3);
    REQUIRE(a.keysDistinct == 2);
    REQUIRE(a.topKeys.size() == 2);
    REQUIRE(a.topKeys[0].key == "12#2");
    REQUIRE(a.topKeys[0].count == 2);
    REQUIRE(a.topKeys[1].key == "-4#6");
    REQUIRE(a.topKeys[1].count == 1);
}

TEST_CASE("analysisToJson: the documented contract fields", "[analysis][report]") {
    const auto input = readKeys(kSmallInput);
    const auto a = analyzeDistribution(input, makeStrategy({}), options(PlacementModel::Mod, 8));
    const auto doc = nlohmann::json::parse(analysisToJson(a));

    REQUIRE(doc.at("keys_total").get<std::uint64_t>() == 9);
    REQUIRE(doc.at("keys_distinct").get<std::uint64_t>() == 3);
    REQUIRE(doc.at("physical_keys_distinct").get<std::uint64_t>() == 3);
    REQUIRE(doc.at("rejected").get<std::uint64_t>() == 1);
    REQUIRE(doc.at("lines_read").get<std::uint64_t>() == 5);
    REQUIRE(doc.at("lines_blank").get<std::uint64_t>() == 1);
    REQUIRE(doc.at("lines_accepted").get<std::uint64_t>() == 3);
    REQUIRE(doc.at("warnings_total").get<std::uint64_t>() == 0);
    REQUIRE(doc.at("warnings").empty());

    const auto& errors = doc.at("errors");
    REQUIRE(errors.is_array());
    REQUIRE(errors.size() == 1);
    REQUIRE(errors[0].at("line").get<std::uint64_t>() == 5);
    REQUIRE(errors[0].at("message").get<std::string>() == "count 0 is not allowed (counts start at 1)");

    REQUIRE(doc.at("buckets").get<std::vector<std::uint64_t>>() == a.buckets);

    const auto& stats = doc.at("stats");
    REQUIRE(stats.at("max_over_mean").get<double>() == Approx(a.stats.maxOverMean));
    REQUIRE(stats.at("cv").get<double>() == Approx(a.stats.cv));
    REQUIRE(stats.at("gini").get<double>() == Approx(a.stats.gini));
    REQUIRE(stats.at("entropy_norm").get<double>() == Approx(a.stats.entropyNorm));
    REQUIRE(stats.at("chi2").get<double>() == Approx(a.stats.chi2));
    REQUIRE(stats.at("p_value").get<double>() == Approx(a.stats.pValue));
    REQUIRE(stats.at("empty_buckets").get<std::uint32_t>() == a.stats.emptyBuckets);
    REQUIRE(stats.at("degrees_of_freedom").get<double>() == Approx(7.0));

    const auto& top = doc.at("top_keys");
    REQUIRE(top.size() == 3);
    REQUIRE(top[0].at("key").get<std::string>() == "a");
    REQUIRE(top[0].at("count").get<std::uint64_t>() == 5);
    REQUIRE(top[0].at("share").get<double>() == Approx(5.0 / 9.0));
    REQUIRE(top[2].at("key").get<std::string>() == "c");
    REQUIRE(doc.at("top_logical_keys").size() == 3);

    const auto& model = doc.at("model");
    REQUIRE(model.at("placement").get<std::string>() == "mod");
    REQUIRE(model.at("buckets").get<std::uint32_t>() == 8);
    REQUIRE(model.at("hash").get<std::string>() == "xxh3-64");
    REQUIRE_THAT(model.at("note").get<std::string>(), Catch::Contains("undocumented"));

    const auto& strategy = doc.at("strategy");
    REQUIRE(strategy.at("kind").get<std::string>() == "none");
    REQUIRE(strategy.at("read_fanout").get<std::uint64_t>() == 1);
    REQUIRE(strategy.at("point_read_computable").get<bool>());

    SECTION("keys with control characters survive as JSON strings") {
        const auto tricky =
            analyzeDistribution(readKeys("x\ty\t2\nq\"uote\n"), makeStrategy({}), options(PlacementModel::Range, 2));
        const auto parsed = nlohmann::json::parse(analysisToJson(tricky));
        REQUIRE(parsed.at("top_keys")[0].at("key").get<std::string>() == "x\ty");
        REQUIRE(parsed.at("top_keys")[1].at("key").get<std::string>() == "q\"uote");
        REQUIRE(parsed.at("model").at("placement").get<std::string>() == "range");
    }
}

TEST_CASE("analysisToText: summary, bars and issues", "[analysis][report]") {
    const auto input = readKeys(std::string(kSmallInput) + " padded\n");
    const auto a = analyzeDistribution(input, makeStrategy({}), options(PlacementModel::Mod, 8));
    const std::string text = analysisToText(a);
    const auto rows = lines(text);
    REQUIRE(rows.at(0) == "Partiscope key distribution (" + std::string(kModelNote) + ")");
    REQUIRE(rows.at(1) == "  input:     6 lines read, 4 accepted, 1 rejected, 1 blank, 1 with warnings");
    REQUIRE(rows.at(2) == "  writes:    10 over 4 distinct logical keys, 4 distinct physical keys");
    REQUIRE(rows.at(3) == "  strategy:  " + a.strategyDescription);
    REQUIRE(rows.at(4) == "  placement: mod, 8 buckets");
    REQUIRE_THAT(text, Catch::Contains("hot factor (max/mean)"));

    // One bar row per bucket when there are at most 64 buckets.
    std::size_t header = 0;
    for (; header < rows.size(); ++header) {
        if (rows[header] == "  bucket        writes  share") {
            break;
        }
    }
    REQUIRE(header < rows.size());
    std::uint64_t barTotal = 0;
    for (std::size_t i = 0; i < 8; ++i) {
        const auto& row = rows.at(header + 1 + i);
        std::istringstream fields(row);
        std::size_t bucket = 0;
        std::uint64_t writes = 0;
        fields >> bucket >> writes;
        REQUIRE(bucket == i);
        REQUIRE(writes == a.buckets[i]);
        barTotal += writes;
    }
    REQUIRE(barTotal == 10);
    REQUIRE(rows.at(header + 9).empty());

    REQUIRE_THAT(text, Catch::Contains("  top keys\n"));
    REQUIRE_THAT(text, Catch::Contains("50.00%  a\n"));
    REQUIRE_THAT(text, Catch::Contains("  rejected lines:\n    line 5: count 0 is not allowed (counts start at 1)\n"));
    REQUIRE_THAT(text, Catch::Contains("  warnings:\n    line 6: key has leading or trailing whitespace"));

    SECTION("control characters are escaped, buckets merge into 64 rows") {
        const auto tricky =
            analyzeDistribution(readKeys("x\ty\t2\n"), makeStrategy({}), options(PlacementModel::Mod, 1000));
        const std::string out = analysisToText(tricky);
        REQUIRE_THAT(out, Catch::Contains("x\\x09y"));
        REQUIRE_THAT(out, Catch::Contains("  buckets (1,000 merged into 64 rows)"));
        REQUIRE_THAT(out, !Catch::Contains("rejected lines"));
    }
}

TEST_CASE("analysisToCsv: one row per bucket", "[analysis][report]") {
    const auto input = readKeys(kSmallInput);
    SECTION("mod model") {
        const auto a = analyzeDistribution(input, makeStrategy({}), options(PlacementModel::Mod, 8));
        const auto rows = lines(analysisToCsv(a));
        REQUIRE(rows.size() == 9);
        REQUIRE(rows[0] == "bucket,count,share");
        for (std::size_t i = 0; i < 8; ++i) {
            std::istringstream row(rows[i + 1]);
            std::string bucket, count, share;
            std::getline(row, bucket, ',');
            std::getline(row, count, ',');
            std::getline(row, share, ',');
            REQUIRE(bucket == std::to_string(i));
            REQUIRE(count == std::to_string(a.buckets[i]));
            REQUIRE(parseNumber(share) == Approx(static_cast<double>(a.buckets[i]) / 9.0));
            REQUIRE(row.eof());
        }
    }
    SECTION("range model adds the first hash of each bucket") {
        const auto a = analyzeDistribution(input, makeStrategy({}), options(PlacementModel::Range, 4));
        const auto rows = lines(analysisToCsv(a));
        REQUIRE(rows.size() == 5);
        REQUIRE(rows[0] == "bucket,count,share,range_start");
        REQUIRE_THAT(rows[1], Catch::StartsWith("0,") && Catch::EndsWith(",0x0000000000000000"));
        REQUIRE_THAT(rows[2], Catch::StartsWith("1,") && Catch::EndsWith(",0x4000000000000000"));
        REQUIRE_THAT(rows[3], Catch::StartsWith("2,") && Catch::EndsWith(",0x8000000000000000"));
        REQUIRE_THAT(rows[4], Catch::StartsWith("3,") && Catch::EndsWith(",0xc000000000000000"));
        REQUIRE_THAT(rows[2], Catch::StartsWith("1," + std::to_string(a.buckets[1]) + ","));
    }
}

TEST_CASE("physical-key bound: random spreads a key over min(count, shards) keys, and too many are refused",
          "[analysis][limits]") {
    StrategyConfig random;
    random.kind = StrategyKind::Random;
    random.shards = 100;
    const auto input = readKeys("a\t5\nb\nc\t2000\n");
    CHECK(physicalKeysUpperBound(input.tally, makeStrategy(random)) == 5 + 1 + 100);
    CHECK_FALSE(analysisSizeProblem(input.tally, makeStrategy(random)));
    // The bound holds: the analysis counts no more physical keys than that.
    CHECK(analyzeDistribution(input, makeStrategy(random), options(PlacementModel::Mod, 8)).physicalKeysDistinct <=
          106);

    std::string lines;
    for (int i = 0; i < 30; ++i) {
        lines += "key-" + std::to_string(i) + "\t1000000000\n";
    }
    const auto heavy = readKeys(lines);
    random.shards = 1'000'000;
    const auto problem = analysisSizeProblem(heavy.tally, makeStrategy(random));
    REQUIRE(problem);
    CHECK(*problem == "random suffixes over 1,000,000 shards would spread these 30 keys over more than 20,000,000 "
                      "distinct physical keys, the most one analysis counts; use fewer shards or smaller counts");
    random.shards = 1000;
    CHECK_FALSE(analysisSizeProblem(heavy.tally, makeStrategy(random)));
    // Strategies that give each item one physical key never multiply the input.
    StrategyConfig mod;
    mod.kind = StrategyKind::Mod;
    mod.shards = 1'000'000;
    CHECK(physicalKeysUpperBound(heavy.tally, makeStrategy(mod)) == 30);
    CHECK_FALSE(analysisSizeProblem(heavy.tally, makeStrategy(mod)));
}

TEST_CASE("top keys: the short list and the long list agree, ties by key bytes", "[analysis]") {
    // Counts: c 5, a 3, b 3, e 3, d 1 (TAB counts). Busiest first, equal counts by key bytes: c, a, b, e, d.
    const KeyReadResult input = readKeys("b\t3\na\t3\nc\t5\nd\t1\ne\t3\n");
    const ShardStrategy none = makeStrategy(StrategyConfig{});
    auto keysOf = [](const std::vector<KeyShare>& shares) {
        std::vector<std::string> keys;
        for (const auto& share : shares) {
            keys.push_back(share.key);
        }
        return keys;
    };
    // topK 3 takes the one-pass selection, topK 100 (above its limit of 64) the full partial sort.
    const auto shortList = analyzeDistribution(input, none, options(PlacementModel::Mod, 4, 3));
    const auto longList = analyzeDistribution(input, none, options(PlacementModel::Mod, 4, 100));
    CHECK(keysOf(shortList.topLogicalKeys) == std::vector<std::string>{"c", "a", "b"});
    CHECK(keysOf(longList.topLogicalKeys) == std::vector<std::string>{"c", "a", "b", "e", "d"});
    CHECK(keysOf(shortList.topKeys) == keysOf(shortList.topLogicalKeys));
    // 3 of 15 writes.
    CHECK(shortList.topLogicalKeys[1].share == Approx(0.2));
    const auto noTopKeys = analyzeDistribution(input, none, options(PlacementModel::Mod, 4, 0));
    CHECK(noTopKeys.topLogicalKeys.empty());
}
