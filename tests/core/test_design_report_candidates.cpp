// The design report of a document with candidates: lesson 01's three designs compared in a section of their own,
// with the cells `compare` prints, the throttling reasons, the favoured design and small multiples on one absolute
// scale.
#include "partiscope/design_comparison.h"
#include "partiscope/design_report.h"

#include <catch2/catch.hpp>

#include <string>

using namespace partiscope;

namespace {

struct ComparedLesson {
    ScenarioAnalysis analysis;
    DesignComparison comparison;
};

ComparedLesson lessonOneCompared() {
    Scenario scenario;
    std::string error;
    REQUIRE(loadScenarioFile(std::string(PARTISCOPE_LESSONS_DIR) + "/01-celebrity-leaderboard.json", scenario, error));
    REQUIRE(scenario.candidates.size() == 3);
    auto analysis = analyseScenario(scenario, error);
    REQUIRE(analysis);
    CompareOptions options;
    options.timelineDetail = TimelineDetail::Partitions;
    auto comparison = compareDesigns(designsOf(scenario, "lesson"), defaultPriceTable(), error, options);
    INFO(error);
    REQUIRE(comparison);
    return {std::move(*analysis), std::move(*comparison)};
}

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) {
        ++n;
    }
    return n;
}

/// The part of @p html from <h2 id="candidates"> to the next <h2.
std::string candidatesSection(const std::string& html) {
    const auto start = html.find("<h2 id=\"candidates\">");
    REQUIRE(start != std::string::npos);
    const auto end = html.find("<h2", start + 4);
    return html.substr(start, end - start);
}

} // namespace

TEST_CASE("report candidates: lesson 01's designs are compared after the summary", "[report][candidates]") {
    const auto lesson = lessonOneCompared();
    const std::string html = designReport(lesson.analysis, ReportFormat::Html, &lesson.comparison);
    // Right after the scenario summary: a review opens on the choice.
    CHECK(html.find("<h2 id=\"candidates\">") < html.find("<h2 id=\"distribution\">"));
    CHECK(html.find("<h2 id=\"scenario\">") < html.find("<h2 id=\"candidates\">"));
    const std::string section = candidatesSection(html);
    // The table: a header and one row per design, the same cells as `compare`; the best values marked.
    CHECK(occurrences(section.substr(0, section.find("</table>")), "<tr>") == 4);
    CHECK(section.find("<td>no strategy</td><td>3.96× over 6 partitions</td><td>198%</td><td>594,000</td>") !=
          std::string::npos);
    CHECK(section.find("<td>mod 10</td>") != std::string::npos);
    CHECK(section.find("<td>0 *</td>") != std::string::npos);             // mod 10: no throttling, the best
    CHECK(section.find("<td>200</td><td>100</td>") != std::string::npos); // random 200: 200 Queries, 100 RCU
    CHECK(section.find("estimates at us-east-1 list prices of 2024-11-01") != std::string::npos);
    // The reasons side by side, only those that occurred.
    CHECK(section.find("<td>TableWriteKeyRangeThroughputExceeded</td><td>594,000</td><td>0</td><td>0</td>") !=
          std::string::npos);
    CHECK(section.find("TableReadKeyRangeThroughputExceeded") != std::string::npos);
    CHECK(section.find("IndexWrite") == std::string::npos);
    // The verdict, with its numbers.
    CHECK(section.find("The findings favour mod 10: no request throttled") != std::string::npos);
    // One legend and one small multiple per design, the favoured one named.
    CHECK(occurrences(section, "<figure>") == 4);
    CHECK(section.find("mod 10 (favoured)") != std::string::npos);
    CHECK(section.find("real hash is undocumented") != std::string::npos);
}

TEST_CASE("report candidates: one absolute scale marks partitions over their ceiling", "[report][candidates]") {
    const auto lesson = lessonOneCompared();
    const std::string html = designReport(lesson.analysis, ReportFormat::Html, &lesson.comparison);
    const std::string section = candidatesSection(html);
    // Cut the section into its figures: the legend, then the designs in order.
    std::vector<std::string> figures;
    for (auto at = section.find("<figure>"); at != std::string::npos;) {
        const auto next = section.find("<figure>", at + 1);
        figures.push_back(section.substr(at, next == std::string::npos ? std::string::npos : next - at));
        at = next;
    }
    REQUIRE(figures.size() == 4);
    // No strategy: BOARD#global's partition asks 198 % of the 1,000 WCU/s ceiling at peak: hatched, and its
    // partition x time cells throttled: hatched too. Mod 10 asks at most 92.4 %: no cell of its heat strip is
    // hatched, and it never throttled. Random 200's reads fan out to 200 Queries: its read strip is hatched.
    const std::string hatch = "fill=\"url(#over-ceiling)\"><title>partition ";
    CHECK(figures[1].find(hatch) != std::string::npos);
    CHECK(figures[1].find("198% of the 1,000 WCU/s ceiling") != std::string::npos);
    CHECK(figures[2].find(hatch) == std::string::npos);
    CHECK(figures[3].find("reads asked") != std::string::npos);
    CHECK(figures[3].find(hatch) != std::string::npos);
    // The same share gives the same colour in every figure: the scale is shared, not each figure's own maximum.
    CHECK(figures[0].find("1,000 WCU/s for writes, 3,000 RCU/s for reads") != std::string::npos);
}

TEST_CASE("report candidates: Markdown carries the table and the figures", "[report][candidates]") {
    const auto lesson = lessonOneCompared();
    const std::string md = designReport(lesson.analysis, ReportFormat::Markdown, &lesson.comparison);
    CHECK(md.find("## Candidate designs") != std::string::npos);
    CHECK(md.find("| no strategy | 3.96× over 6 partitions | 198% | 594,000 |") != std::string::npos);
    CHECK(md.find("The findings favour mod 10") != std::string::npos);
    CHECK(occurrences(md, "](data:image/svg+xml;base64,") == 2 + 4); // heat map, timeline, legend + 3 designs
}

TEST_CASE("report candidates: without a comparison the report is as before", "[report][candidates]") {
    const auto lesson = lessonOneCompared();
    const std::string html = designReport(lesson.analysis, ReportFormat::Html);
    CHECK(html.find("id=\"candidates\"") == std::string::npos);
    CHECK(html == designReport(lesson.analysis, ReportFormat::Html, nullptr));
}

TEST_CASE("report candidates: documentReport compares a document's candidates, and stops when cancelled",
          "[report][candidates]") {
    const auto lesson = lessonOneCompared();
    std::string error;
    const auto report = documentReport(lesson.analysis, ReportFormat::Html, defaultPriceTable(), error);
    REQUIRE(report);
    CHECK(*report == designReport(lesson.analysis, ReportFormat::Html, &lesson.comparison));

    const std::atomic<bool> cancel{true};
    CHECK_FALSE(documentReport(lesson.analysis, ReportFormat::Html, defaultPriceTable(), error, &cancel));
    CHECK(error == "cancelled");

    // Without candidates it is the plain report.
    ScenarioAnalysis plain = lesson.analysis;
    plain.scenario.candidates.clear();
    const auto single = documentReport(plain, ReportFormat::Markdown, defaultPriceTable(), error);
    REQUIRE(single);
    CHECK(*single == designReport(plain, ReportFormat::Markdown));
}
