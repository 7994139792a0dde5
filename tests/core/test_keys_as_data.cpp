// Keys are data (issue 12): the pieces that let the app analyse a document's keys without writing and parsing
// them as text again: the parse counter, per-line counts in the tally, acceptForStrategy() and
// keyListFromWorkload().
#include <catch2/catch.hpp>

#include "key_fixtures.h"

#include "partiscope/analysis.h"
#include "partiscope/csv_items.h"
#include "partiscope/hashing.h"
#include "partiscope/key_list_writer.h"
#include "partiscope/scenario.h"
#include "partiscope/workload_keys.h"

#include "strategy_fixtures.h"

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

using namespace partiscope;
using partiscope::test::makeStrategy;
using partiscope::test::modConfig;
using partiscope::test::requireSameCounts;

namespace {

KeyReadResult readKeys(std::string_view text, unsigned threads = 1, KeyAcceptor acceptor = {}) {
    KeyReadOptions options;
    options.threads = threads;
    options.acceptor = std::move(acceptor);
    return readKeyList(text, options);
}

/// key -> (count, lines): the tally without its order (which depends on the thread count).
std::map<std::string, std::pair<std::uint64_t, std::uint32_t>> tallyOf(const KeyReadResult& read) {
    std::map<std::string, std::pair<std::uint64_t, std::uint32_t>> out;
    for (const TalliedKey& entry : read.tally.entries()) {
        out[std::string(read.tally.keyOf(entry))] = {entry.count, entry.lines};
    }
    return out;
}

std::vector<std::tuple<std::uint64_t, std::string>> issuesOf(const std::vector<InputIssue>& issues) {
    std::vector<std::tuple<std::uint64_t, std::string>> out;
    for (const auto& issue : issues) {
        out.emplace_back(issue.line, issue.message);
    }
    return out;
}

std::vector<std::pair<std::string, std::uint64_t>> sharesOf(const std::vector<KeyShare>& shares) {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (const auto& share : shares) {
        out.emplace_back(share.key, share.count);
    }
    return out;
}

/// Every number of two analyses (the issue lists are compared on their own).
void requireSameAnalysis(const DistributionAnalysis& a, const DistributionAnalysis& b) {
    requireSameCounts(a.input, b.input);
    CHECK(a.keysTotal == b.keysTotal);
    CHECK(a.keysDistinct == b.keysDistinct);
    CHECK(a.physicalKeysDistinct == b.physicalKeysDistinct);
    CHECK(a.readFanOut == b.readFanOut);
    CHECK(a.evenSpreadAssumed == b.evenSpreadAssumed);
    CHECK(a.buckets == b.buckets);
    CHECK(a.bucketDistinctKeys == b.bucketDistinctKeys);
    CHECK(a.stats.total == b.stats.total);
    CHECK(a.stats.maxCount == b.stats.maxCount);
    CHECK(a.stats.maxOverMean == b.stats.maxOverMean);
    CHECK(a.stats.gini == b.stats.gini);
    CHECK(a.stats.chi2 == b.stats.chi2);
    CHECK(a.stats.emptyBuckets == b.stats.emptyBuckets);
    CHECK(sharesOf(a.topKeys) == sharesOf(b.topKeys));
    CHECK(sharesOf(a.topLogicalKeys) == sharesOf(b.topLogicalKeys));
    REQUIRE(a.bucketTopKeys.size() == b.bucketTopKeys.size());
    for (std::size_t i = 0; i < a.bucketTopKeys.size(); ++i) {
        CHECK(sharesOf(a.bucketTopKeys[i]) == sharesOf(b.bucketTopKeys[i]));
    }
}

std::vector<WorkloadKey> keysOf(const std::vector<std::pair<std::string, double>>& weights) {
    std::vector<WorkloadKey> keys;
    for (const auto& [key, weight] : weights) {
        WorkloadKey k;
        k.key = key;
        k.weight = weight;
        keys.push_back(k);
    }
    return keys;
}

StrategyConfig calculatedConfig(std::uint32_t shards) {
    StrategyConfig config;
    config.kind = StrategyKind::Calculated;
    config.shards = shards;
    return config;
}

StrategyConfig rangeConfig() {
    StrategyConfig config;
    config.kind = StrategyKind::Range;
    config.boundaries = {"10", "100"};
    return config;
}

StrategyConfig randomConfig() {
    StrategyConfig config;
    config.kind = StrategyKind::Random;
    config.shards = 4;
    return config;
}

/// A key list with everything a reader meets: numbers and words, repeats on several lines, counts, blank lines,
/// CRLF, whitespace (accepted with a warning; mod rejects " 12"), a bad count, an invalid key, and keys near
/// the 2048-byte limit that a suffix pushes over it.
std::string mixedKeyList() {
    std::string text = "12\nabc\n12\t5\n-4\n\n1.5\n12\r\n 12\nabc \t3\nxyz\tnot-a-count\n7\t2\n";
    text += std::string(2040, 'n') + "\n";                  // fits with "#" + a short suffix
    text += std::string(2046, 'm') + "\t2\n";               // "#1" pushes it to 2048, "#10" over
    text += std::string(2047, '9') + "\n";                  // numeric, any suffix pushes it over
    text += std::string(2049, 'z') + "\n";                  // too long even without a strategy
    text += "\xff\xfe\n";                                   // not UTF-8
    text += "12\n999\t7\n" + std::string(2047, '9') + "\n"; // repeats, the long one on a second line
    return text;
}

/// Many keys, most rejected by mod: more rejected lines than the reported issues.
std::string manyKeys() {
    std::string text;
    for (int i = 0; i < 3000; ++i) {
        text += (i % 3 == 0 ? "user-" : "") + std::to_string(i % 700) + (i % 11 == 0 ? "\t3" : "") + "\n";
    }
    return text;
}

} // namespace

TEST_CASE("keyTextParses counts every key text parse once, a file once", "[keys-as-data]") {
    const std::uint64_t before = keyTextParses();
    (void)readKeyList("a\nb\n");
    CHECK(keyTextParses() == before + 1);
    (void)readKeyListFile("/nonexistent/partiscope/keys.txt"); // nothing read, nothing parsed
    CHECK(keyTextParses() == before + 1);
    ItemReadOptions csv;
    csv.keyTemplate = "{pk}";
    (void)readCsvItems("pk\nA\n", csv);
    CHECK(keyTextParses() == before + 2);
    // Applying a strategy to what was read and turning a workload into a key list parse nothing.
    const KeyReadResult typed = readKeys("12\nabc\n");
    const std::uint64_t afterRead = keyTextParses();
    (void)acceptForStrategy(typed, makeStrategy(modConfig(4)));
    WorkloadSpec workload;
    workload.keys = keysOf({{"A", 2}, {"B", 1.5}});
    (void)keyListFromWorkload(workload);
    CHECK(keyTextParses() == afterRead);
}

TEST_CASE("The tally counts each key's input lines", "[keys-as-data]") {
    const std::string text = "a\nb\ta\t4\na\n\nb\na\t2\n";
    for (unsigned threads : {1u, 2u}) {
        const auto tally = tallyOf(readKeys(text, threads));
        CHECK(tally.at("a") == std::pair<std::uint64_t, std::uint32_t>{4, 3});
        CHECK(tally.at("b\ta") == std::pair<std::uint64_t, std::uint32_t>{4, 1});
        CHECK(tally.at("b") == std::pair<std::uint64_t, std::uint32_t>{1, 1});
    }
    KeyCounter left;
    left.add("x", modelHash("x"), 3);
    left.add("x", modelHash("x"), 1, 4);
    KeyCounter right;
    right.add("x", modelHash("x"), 2, 2);
    right.add("y", modelHash("y"), 1);
    left.mergeFrom(right);
    const KeyTally merged(std::move(left));
    std::map<std::string, std::uint32_t> lines;
    for (const auto& entry : merged.entries()) {
        lines[std::string(merged.keyOf(entry))] = entry.lines;
    }
    CHECK(lines == std::map<std::string, std::uint32_t>{{"x", 7}, {"y", 1}});
    KeyCounter saturated;
    saturated.add("s", modelHash("s"), 1, UINT32_MAX - 1);
    saturated.add("s", modelHash("s"), 1, 5);
    CHECK(saturated.entries().front().lines == UINT32_MAX);
}

TEST_CASE("acceptForStrategy after reading analyses like reading with the strategy's acceptor",
          "[keys-as-data][analysis]") {
    const std::vector<std::pair<const char*, StrategyConfig>> strategies = {{"none", StrategyConfig{}},
                                                                            {"random", randomConfig()},
                                                                            {"calculated", calculatedConfig(8)},
                                                                            {"calculated 12", calculatedConfig(12)},
                                                                            {"mod", modConfig(10)},
                                                                            {"range", rangeConfig()}};
    for (const std::string& text : {mixedKeyList(), manyKeys(), std::string("12\n13\t2\n")}) {
        for (const auto& [name, config] : strategies) {
            const ShardStrategy strategy = makeStrategy(config);
            for (const SourceValues sourceValues : {SourceValues::FromKey, SourceValues::EvenSpread}) {
                for (unsigned threads : {1u, 2u}) {
                    INFO(name << (sourceValues == SourceValues::EvenSpread ? " even spread" : " from key") << ", "
                              << threads << " threads, " << text.size() << " bytes");
                    const KeyReadResult direct = readKeys(text, threads, acceptorFor(strategy, sourceValues));
                    const KeyReadResult typed = readKeys(text, threads);
                    const KeyReadResult accepted = acceptForStrategy(typed, strategy, sourceValues);
                    REQUIRE(direct.fatalError.empty());
                    REQUIRE(accepted.fatalError.empty());
                    CHECK(tallyOf(accepted) == tallyOf(direct));
                    CHECK(accepted.tally.totalCount() == direct.tally.totalCount());
                    requireSameCounts(accepted.counts, direct.counts);

                    AnalysisOptions options;
                    options.buckets = 16;
                    options.topK = 50;
                    options.sourceValues = sourceValues;
                    requireSameAnalysis(analyzeDistribution(accepted, strategy, options),
                                        analyzeDistribution(direct, strategy, options));

                    // Issues: the reader's own (with lines) stay; a strategy rejection is one issue per key,
                    // line 0 (unknown), the acceptor's message naming the key and its lines.
                    std::vector<InputIssue> parseErrors;
                    std::size_t strategyErrors = 0;
                    for (const auto& issue : accepted.errors) {
                        if (issue.line > 0) {
                            parseErrors.push_back(issue);
                            continue;
                        }
                        ++strategyErrors;
                        CHECK(parseErrors.empty()); // line 0 first: the list stays in line order
                        const auto cut = issue.message.find(" (key '");
                        REQUIRE(cut != std::string::npos);
                        CHECK(issue.message.find("line unknown)") != std::string::npos);
                        const std::string problem = issue.message.substr(0, cut);
                        const bool reportedDirectly =
                            std::any_of(direct.errors.begin(), direct.errors.end(),
                                        [&](const InputIssue& d) { return d.message == problem; });
                        CHECK((reportedDirectly || direct.errors.size() == KeyReadOptions{}.maxReportedIssues));
                    }
                    CHECK(accepted.errors.size() <= KeyReadOptions{}.maxReportedIssues);
                    const std::size_t rejectedKeys = typed.tally.distinct() - accepted.tally.distinct();
                    CHECK(strategyErrors == std::min(rejectedKeys, KeyReadOptions{}.maxReportedIssues));
                    const std::size_t parseShown =
                        std::min(typed.errors.size(), KeyReadOptions{}.maxReportedIssues - strategyErrors);
                    CHECK(issuesOf(parseErrors) ==
                          issuesOf(std::vector<InputIssue>(typed.errors.begin(),
                                                           typed.errors.begin() + static_cast<long>(parseShown))));
                    if (rejectedKeys == 0) {
                        CHECK(issuesOf(accepted.errors) == issuesOf(direct.errors));
                        CHECK(issuesOf(accepted.warnings) == issuesOf(direct.warnings));
                    }
                }
            }
        }
    }
}

TEST_CASE("acceptForStrategy names the rejected key and its lines", "[keys-as-data]") {
    const KeyReadResult typed = readKeys("12\nabc\nabc\t4\n 7\n");
    const KeyReadResult accepted = acceptForStrategy(typed, makeStrategy(modConfig(4)));
    CHECK(accepted.counts.accepted == 1);
    CHECK(accepted.counts.rejected == 3);
    CHECK(accepted.counts.warned == 0); // " 7" was warned about, then rejected
    REQUIRE(accepted.errors.size() == 2);
    CHECK(accepted.errors[0].line == 0);
    CHECK(accepted.errors[0].message ==
          "mod needs a whole-number source value, got ' 7' (key ' 7', 1 line; line unknown)");
    CHECK(accepted.errors[1].message ==
          "mod needs a whole-number source value, got 'abc' (key 'abc', 2 lines; line unknown)");
}

namespace {

Scenario scenarioFromFile(const std::string& path) {
    std::ifstream in(path);
    REQUIRE(in);
    std::stringstream json;
    json << in.rdbuf();
    Scenario scenario;
    std::string error;
    INFO(error);
    REQUIRE(parseScenario(json.str(), scenario, error));
    return scenario;
}

std::string keyListText(const WorkloadSpec& workload) {
    std::string text;
    forEachKeyListCount(workload,
                        [&](std::string_view key, std::uint64_t count) { appendKeyListLine(text, key, count); });
    return text;
}

void requireSameAsTextRoundTrip(const WorkloadSpec& workload, const KeyReadOptions& options = {}) {
    const KeyReadResult fromText = readKeyList(keyListText(workload), options);
    const KeyReadResult fromData = keyListFromWorkload(workload, options);
    CHECK(fromData.fatalError == fromText.fatalError);
    CHECK(fromData.fatalLine == fromText.fatalLine);
    requireSameCounts(fromData.counts, fromText.counts);
    CHECK(tallyOf(fromData) == tallyOf(fromText));
    CHECK(fromData.tally.totalCount() == fromText.tally.totalCount());
    CHECK(issuesOf(fromData.errors) == issuesOf(fromText.errors));
    CHECK(issuesOf(fromData.warnings) == issuesOf(fromText.warnings));
}

} // namespace

TEST_CASE("keyListFromWorkload gives what reading the editor's key text gives", "[keys-as-data]") {
    SECTION("the built-in scenario") {
        const Scenario scenario = scenarioFromFile(PARTISCOPE_SCENARIOS_DIR "/default.json");
        REQUIRE(scenario.workload.generator); // the built-in scenario is a hot-key generator
        requireSameAsTextRoundTrip(scenario.workload);
    }
    SECTION("a zipf generator") {
        WorkloadSpec workload;
        workload.durationS = 600;
        workload.writesPerS = 250;
        GeneratorSpec generator;
        generator.kind = GeneratorKind::Zipf;
        generator.count = 5000;
        workload.generator = generator;
        requireSameAsTextRoundTrip(workload);
        workload.writesPerS = 0; // no rate: the fallback total
        requireSameAsTextRoundTrip(workload);
    }
    SECTION("fractional weights, whole weights, and keys the reader warns about or rejects") {
        WorkloadSpec workload;
        workload.durationS = 60;
        workload.readsPerS = 10;
        workload.keys =
            keysOf({{"A", 0.25}, {"B", 3}, {"A", 0.5}, {" padded", 1}, {"", 1}, {std::string(2049, 'L'), 1}});
        requireSameAsTextRoundTrip(workload);
        workload.keys = keysOf({{"A", 2}, {"B", 3}, {"A", 5}, {"tab\tinside", 7}, {" padded", 1}, {"", 4}});
        requireSameAsTextRoundTrip(workload); // whole weights: the counts themselves
        KeyReadOptions withAcceptor;
        withAcceptor.acceptor = acceptorFor(makeStrategy(modConfig(4)));
        workload.keys = keysOf({{"12", 2}, {"abc", 3}, {"7", 5}});
        requireSameAsTextRoundTrip(workload, withAcceptor);
    }
    SECTION("counts too large, and a total over 2^53-1") {
        WorkloadSpec workload;
        workload.durationS = 1;
        workload.writesPerS = 1e17; // every share above 2^53-1: each line's count is refused
        workload.keys = keysOf({{"A", 0.5}, {"B", 0.5}});
        requireSameAsTextRoundTrip(workload);
        workload.writesPerS = 0;
        const double big = static_cast<double>(std::uint64_t{1} << 52);
        workload.keys = keysOf({{"A", big}, {"B", big}, {"C", 1}});
        requireSameAsTextRoundTrip(workload);
    }
    SECTION("keys that are not one line each fall back to the text") {
        WorkloadSpec workload;
        workload.keys = keysOf({{"\xEF\xBB\xBF"
                                 "bom",
                                 2},
                                {"two\nlines", 3}});
        requireSameAsTextRoundTrip(workload);
    }
}

TEST_CASE("hottestKey: the key with the largest share of the weight, over listed or generated keys", "[workload]") {
    CHECK(hottestKey(std::vector<WorkloadKey>{}).key.empty());
    std::vector<WorkloadKey> keys(3);
    keys[0].key = "A";
    keys[0].weight = 1;
    keys[1].key = "B";
    keys[1].weight = 3;
    keys[2].key = "C";
    keys[2].weight = 3; // a tie: the first of the two
    const HottestKey hottest = hottestKey(keys);
    CHECK(hottest.key == "B");
    CHECK(hottest.share == Approx(3.0 / 7.0));
    for (auto& key : keys) {
        key.weight = 0;
    }
    CHECK(hottestKey(keys).share == 0);
    CHECK(hottestKey(keys).key.empty());

    WorkloadSpec generated;
    generated.generator = GeneratorSpec{};
    generated.generator->count = 10;
    generated.generator->kind = GeneratorKind::HotKey;
    generated.generator->hotShare = 0.6;
    const HottestKey hot = hottestKey(generated);
    CHECK(hot.key == "HOT");
    CHECK(hot.share == Approx(0.6)); // the hot key carries its share; the other keys split the rest
}
