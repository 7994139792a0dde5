#include "partiscope/analysis_report.h"
#include "partiscope/design_report.h"
#include "partiscope/number_format.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <clocale>
#include <cmath>
#include <cstdio>
#include <cstdlib>
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

namespace {

/// Switches LC_NUMERIC to the first available locale that writes a decimal comma, for one test; restores it after.
class CommaLocale {
public:
    CommaLocale() : m_previous(std::setlocale(LC_NUMERIC, nullptr)) {
        for (const char* name : {"de_DE.UTF-8", "fr_FR.UTF-8", "it_IT.UTF-8", "de_DE.utf8"}) {
            if (std::setlocale(LC_NUMERIC, name) != nullptr && *std::localeconv()->decimal_point == ',') {
                m_active = true;
                return;
            }
        }
        std::setlocale(LC_NUMERIC, m_previous.c_str());
    }
    ~CommaLocale() { std::setlocale(LC_NUMERIC, m_previous.c_str()); }
    CommaLocale(const CommaLocale&) = delete;
    CommaLocale& operator=(const CommaLocale&) = delete;
    [[nodiscard]] bool active() const { return m_active; }

private:
    std::string m_previous;
    bool m_active = false;
};

} // namespace

TEST_CASE("Decimals are written as printf writes them in the C locale", "[number-format]") {
    CHECK(fixedPoint(1.5, 1) == "1.5");
    CHECK(fixedPoint(2.625, 2) == "2.62"); // the binary value is just below the tie, as printf rounds it
    CHECK(fixedPoint(0.125, 2) == "0.12");
    CHECK(fixedPoint(2.5, 0) == "2");
    CHECK(fixedPoint(-0.04, 1) == "-0.0");
    CHECK(fixedPoint(1e20, 0) == "100000000000000000000");
    CHECK(fixedPoint(std::numeric_limits<double>::max(), 2).size() == 312);
    CHECK(fixedPoint(std::numeric_limits<double>::infinity(), 2) == "inf");
    CHECK(generalNumber(0.5) == "0.5");
    CHECK(generalNumber(1e19) == "1e+19");
    CHECK(generalNumber(12345.678) == "12345.7");
    CHECK(generalNumber(100000000) == "1e+08");
    CHECK(generalNumber(0.000123456789, 9) == "0.000123456789");
    CHECK(generalNumber(1.0 / 3.0, 3) == "0.333");
    CHECK(padLeft("1.5", 5) == "  1.5");
    CHECK(padLeft("123456", 3) == "123456");
}

TEST_CASE("Numbers, messages and reports read the same under a locale that writes a decimal comma", "[locale]") {
    const CommaLocale comma;
    if (!comma.active()) {
        // The "locale" runs of ctest generate de_DE/fr_FR/it_IT; a machine without any cannot show the difference.
        REQUIRE(std::getenv("PARTISCOPE_TEST_LOCALE") == nullptr);
        WARN("no locale with a decimal comma is installed here: only the C locale was checked");
    } else {
        char printed[16];
        std::snprintf(printed, sizeof printed, "%.1f", 1.5);
        REQUIRE(std::string(printed) == "1,5"); // what the formatting must not depend on
    }
    CHECK(fixedPoint(1.5, 1) == "1.5");
    CHECK(generalNumber(0.25) == "0.25");
    CHECK(groupedNumber(1234.6) == "1,235");
    CHECK(groupedNumber(12.5) == "12.5");
    CHECK(durationText(5400) == "1.5 hours (5,400 s)");
}

// Requests are whole: the fluid model's expected counts are rounded to whole requests wherever they are written, and
// its sums' dust is no request.
TEST_CASE("wholeRequests rounds to the nearest whole request and never writes -0", "[number-format]") {
    CHECK(wholeRequests(4.26e-12) == 0);
    CHECK_FALSE(std::signbit(wholeRequests(-0.4)));
    CHECK(wholeRequests(64799999.99999999) == 64800000);
    CHECK(wholeRequests(2.5) == 3);
    CHECK(wholeRequests(1234.4) == 1234);
}
