// A finding's English text is its phrases filled: the app translates the patterns and fills them with the same
// arguments, so the two must never drift apart. Checked on every finding the lessons (as shipped, without their
// strategy, short of capacity) and the test scenarios produce, and on a key list without rates; the advisor's own
// tests (test_advisor*.cpp, test_lessons.cpp) check every finding they produce as well.
#include "finding_phrase_checks.h"
#include "partiscope/advisor.h"
#include "partiscope/finding_phrase.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <vector>

using namespace partiscope;

namespace {

void checkPhrases(const Finding& f, std::set<std::string>& seenIds) {
    seenIds.insert(f.id);
    testing::checkPhrased(f);
}

std::vector<std::filesystem::path> scenarioFiles() {
    std::vector<std::filesystem::path> files;
    for (const char* dir : {PARTISCOPE_LESSONS_DIR, PARTISCOPE_TEST_SCENARIOS_DIR}) {
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            if (entry.path().extension() == ".json") {
                files.push_back(entry.path());
            }
        }
    }
    return files;
}

} // namespace

TEST_CASE("fillFindingPattern replaces %1..%9 once and leaves other percent signs alone", "[advisor][phrases]") {
    CHECK(fillFindingPattern("'%1' takes %2 of the writes", {"BOARD#global", "60%"}) ==
          "'BOARD#global' takes 60% of the writes");
    // An argument holding a placeholder is not filled again.
    CHECK(fillFindingPattern("%1 and %2", {"%2", "b"}) == "%2 and b");
    CHECK(fillFindingPattern("50% headroom, %3 missing", {"a"}) == "50% headroom, %3 missing");
    CHECK(fillFindingPattern("%2%1", {"x", "y"}) == "yx");
}

TEST_CASE("findingPatterns lists each pattern once", "[advisor][phrases]") {
    const auto& patterns = findingPatterns();
    REQUIRE(patterns.size() > 40);
    CHECK(std::set<std::string_view>(patterns.begin(), patterns.end()).size() == patterns.size());
}

TEST_CASE("Every finding's English text equals its phrases filled, on the lessons and test scenarios",
          "[advisor][phrases]") {
    const std::vector<std::pair<std::string, std::function<void(Scenario&)>>> changes = {
        {"as shipped", {}},
        {"without a strategy", [](Scenario& s) { s.strategy = StrategyConfig{}; }},
        {"one WCU", [](Scenario& s) { s.table.wcu = 1; }},
        {"reads at 3x the writes", [](Scenario& s) { s.workload.readsPerS = 3 * s.workload.writesPerS; }},
        {"one RCU", [](Scenario& s) { s.table.rcu = 1; }},
        {"one WCU and one RCU",
         [](Scenario& s) {
             s.table.wcu = 1;
             s.table.rcu = 1;
         }},
        {"reads at 3x the writes, no burst, adaptive capacity off",
         [](Scenario& s) {
             s.workload.readsPerS = 3 * s.workload.writesPerS;
             s.capacity.burst = false;
             s.capacity.adaptive = AdaptiveMode::Off;
         }},
        {"no burst, adaptive capacity off",
         [](Scenario& s) {
             s.capacity.burst = false;
             s.capacity.adaptive = AdaptiveMode::Off;
         }},
    };
    std::set<std::string> seenIds;
    std::size_t findings = 0;
    for (const auto& file : scenarioFiles()) {
        for (const auto& [label, change] : changes) {
            Scenario scenario;
            std::string error;
            INFO(file.filename().string() << ", " << label << ": " << error);
            REQUIRE(loadScenarioFile(file.string(), scenario, error));
            if (change) {
                change(scenario);
            }
            const auto analysis = analyseScenario(scenario, error);
            if (!analysis) {
                continue; // a change the scenario cannot run with (its own validation says why)
            }
            for (const auto& f : analysis->findings) {
                checkPhrases(f, seenIds);
                ++findings;
            }
        }
    }
    CHECK(findings > 30);
    // The lessons show these; the rest are covered by the key list below and the advisor's own tests.
    for (const char* id :
         {"hot-key", "low-cardinality", "time-bucket-key", "read-fanout-cost", "shard-count", "adaptive-absorbs-it",
          "on-demand-peak", "table-capacity", "partition-share", "gsi-back-pressure", "gsi-low-cardinality"}) {
        INFO(id);
        CHECK(seenIds.count(id) == 1);
    }
}

TEST_CASE("A key list without rates: the top key's finding is phrased too", "[advisor][phrases]") {
    std::string text;
    for (int i = 0; i < 60; ++i) {
        text += "HOT\n";
    }
    for (int i = 0; i < 40; ++i) {
        text += "USER#" + std::to_string(i) + "\n";
    }
    ShardStrategy strategy;
    std::string error;
    REQUIRE(ShardStrategy::create(StrategyConfig{}, strategy, error));
    KeyReadOptions options;
    options.acceptor = acceptorFor(strategy);
    const auto findings =
        adviseOn(analyseKeysForAdvice(readKeyList(text, options), strategy, AnalysisOptions{}, std::nullopt));
    std::set<std::string> seenIds;
    for (const auto& f : findings) {
        checkPhrases(f, seenIds);
    }
    CHECK(seenIds.count("hot-key") == 1);
}
