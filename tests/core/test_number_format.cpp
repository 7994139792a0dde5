#include "partiscope/analysis_report.h"
#include "partiscope/design_report.h"
#include "partiscope/number_format.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <limits>
#include <regex>
#include <string>

using namespace partiscope;

TEST_CASE("Counts are grouped by thousands", "[number-format]") {
    CHECK(groupedCount(0) == "0");
    CHECK(groupedCount(999) == "999");
    CHECK(groupedCount(1000) == "1,000");
    CHECK(groupedCount(19996) == "19,996");
    CHECK(groupedCount(1000001) == "1,000,001");
    CHECK(groupedCount(50000000000) == "50,000,000,000");
    CHECK(groupedCount(std::numeric_limits<std::uint64_t>::max()) == "18,446,744,073,709,551,615");
}

TEST_CASE("Measured numbers: grouped, at most two decimals, no trailing zeros", "[number-format]") {
    CHECK(groupedNumber(1234.4) == "1,234");
    CHECK(groupedNumber(-1234567) == "-1,234,567");
    CHECK(groupedNumber(12.5) == "12.5");
    CHECK(groupedNumber(0.333) == "0.33");
    CHECK(groupedNumber(2.0) == "2");
    CHECK(groupedNumber(-0.001) == "0");
    CHECK(groupedNumber(std::nan("")) == "n/a");
}

TEST_CASE("Plurals: the singular for exactly one", "[number-format]") {
    CHECK(countOf(0, "write", "writes") == "0 writes");
    CHECK(countOf(1, "write", "writes") == "1 write");
    CHECK(countOf(2, "throttle onset", "throttle onsets") == "2 throttle onsets");
    CHECK(countOf(1, "finding", "findings") == "1 finding");
    CHECK(countOf(19996, "partition", "partitions") == "19,996 partitions");
    CHECK(pluralNoun(1, "query", "queries") == "query");
}

TEST_CASE("Durations: seconds below a minute, a larger unit with the exact seconds beside it", "[number-format]") {
    CHECK(durationText(0) == "0 s");
    CHECK(durationText(59) == "59 s");
    CHECK(durationText(60) == "1 min (60 s)");
    CHECK(durationText(90) == "1.5 min (90 s)");
    CHECK(durationText(1500) == "25 min (1,500 s)");
    CHECK(durationText(3600) == "1 hour (3,600 s)");
    CHECK(durationText(5400) == "1.5 hours (5,400 s)");
    CHECK(durationText(86400) == "1 day (86,400 s)");
    CHECK(durationText(2678400) == "31 days (2,678,400 s)");
}

TEST_CASE("The reports group the counts of writes and keys", "[number-format][report]") {
    Scenario scenario;
    std::string error;
    REQUIRE(loadScenarioFile(std::string(PARTISCOPE_LESSONS_DIR) + "/04-invoice-121212.json", scenario, error));
    auto analysis = analyseScenario(scenario, error);
    INFO(error);
    REQUIRE(analysis);
    const std::string md = designReport(*analysis, ReportFormat::Markdown);
    const std::string text = analysisToText(analysis->input.distribution);
    // Key weights are scaled to about 10^6 writes: a million shows up with its separators.
    CHECK(md.find(groupedCount(analysis->input.distribution.keysTotal) + " (key weights") != std::string::npos);
    CHECK(text.find("writes:    " + groupedCount(analysis->input.distribution.keysTotal)) != std::string::npos);
    // No count of four digits or more without its separators in the rows that carry counts.
    const std::regex bare("\\| (writes analysed|partitions|WriteThrottleEvents|ReadThrottleEvents|failed requests[^|]*|"
                          "partitions at the end[^|]*|keys|workload) \\| [^|\\n]*\\b[0-9]{4,}\\b");
    std::smatch match;
    CHECK_FALSE(std::regex_search(md, match, bare));
}

TEST_CASE("A run too long for its partitions says so with readable numbers", "[number-format][scenario]") {
    std::ifstream file(std::string(PARTISCOPE_LESSONS_DIR) + "/04-invoice-121212.json");
    REQUIRE(file);
    nlohmann::json doc = nlohmann::json::parse(file);
    doc["table"]["partitions"] = 19996;
    doc["workload"]["duration_s"] = 2678400;
    Scenario scenario;
    std::string error;
    REQUIRE_FALSE(parseScenario(doc.dump(), scenario, error));
    INFO(error);
    CHECK(error.find("50,000,000,000 partition-seconds") != std::string::npos);
    CHECK(error.find("19,996 partitions") != std::string::npos);
    CHECK(error.find("31 days (2,678,400 s)") != std::string::npos);
}
