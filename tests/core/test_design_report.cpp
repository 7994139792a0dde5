#include "partiscope/design_report.h"
#include "partiscope/hashing.h"

#include <catch2/catch.hpp>

#include <string>

using namespace partiscope;

namespace {

ScenarioAnalysis analysedLesson(const std::string& file, const std::string& rename = "") {
    Scenario scenario;
    std::string error;
    REQUIRE(loadScenarioFile(std::string(PARTISCOPE_LESSONS_DIR) + "/" + file, scenario, error));
    if (!rename.empty()) {
        scenario.name = rename;
    }
    auto analysis = analyseScenario(scenario, error);
    INFO(error);
    REQUIRE(analysis);
    return std::move(*analysis);
}

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) {
        ++n;
    }
    return n;
}

} // namespace

TEST_CASE("the HTML report has every section, inline SVG and no external resource") {
    const auto analysis = analysedLesson("04-invoice-121212.json");
    const std::string html = designReport(analysis, ReportFormat::Html);
    for (const char* id :
         {"scenario", "distribution", "heat-map", "throttle-timeline", "findings", "read-cost", "queries"}) {
        CHECK(html.find(std::string("<h2 id=\"") + id + "\">") != std::string::npos);
    }
    CHECK(occurrences(html, "<svg ") == 2);
    CHECK(html.find("<script") == std::string::npos);
    CHECK(html.find("<link") == std::string::npos);
    CHECK(html.find("src=") == std::string::npos);
    CHECK(html.find("url(") == std::string::npos);
    // Findings, read cost and the five per-shard queries of the invoice.
    CHECK(html.find("shard-count") != std::string::npos);
    CHECK(html.find("queries per logical read</th><td>5<") != std::string::npos);
    CHECK(occurrences(html, "aws dynamodb query") == 5);
    CHECK(html.find("121212-5") != std::string::npos);
    CHECK(html.find("model only: placement uses XXH3-64") != std::string::npos);
}

TEST_CASE("the Markdown report has every section and embeds the charts as data images") {
    const auto analysis = analysedLesson("02-todays-date-random-suffix.json");
    const std::string md = designReport(analysis, ReportFormat::Markdown);
    for (const char* title : {"## Scenario", "## Distribution statistics", "## Heat map", "## Throttle timeline",
                              "## Advisor findings", "## Read cost of the strategy", "## Per-shard queries"}) {
        CHECK(md.find(title) != std::string::npos);
    }
    CHECK(occurrences(md, "](data:image/svg+xml;base64,") == 2);
    CHECK(md.find("`time-bucket-key`") != std::string::npos);
    CHECK(md.find("aws dynamodb query") != std::string::npos);
}

TEST_CASE("report text from the scenario is escaped") {
    const auto analysis = analysedLesson("06-adaptive-capacity-400wcu.json", "<b>R&D</b> | test");
    const std::string html = designReport(analysis, ReportFormat::Html);
    CHECK(html.find("<b>R&D") == std::string::npos);
    CHECK(html.find("&lt;b&gt;R&amp;D&lt;/b&gt;") != std::string::npos);
    const std::string md = designReport(analysis, ReportFormat::Markdown);
    // Markdown renders inline HTML and emphasis: the name is escaped, in the title and in the table.
    CHECK(md.find("<b>") == std::string::npos);
    CHECK(md.rfind("# Partiscope design review: \\<b\\>R&amp;D\\</b\\> \\| test\n", 0) == 0);
    CHECK(md.find("| name | \\<b\\>R&amp;D\\</b\\> \\| test |") != std::string::npos);
    CHECK(reportTableName(analysis.scenario) == "-b-R-D--b----test");
}

TEST_CASE("the table name: trimmed, one '-' per character DynamoDB does not allow, 3 to 255 characters") {
    Scenario scenario;
    scenario.name = "  adaptive capacity example\t";
    CHECK(reportTableName(scenario) == "adaptive-capacity-example");
    scenario.name = "caf\xc3\xa9 \xe2\x82\xac"; // "café €": two characters of two and three bytes
    CHECK(reportTableName(scenario) == "caf---");
    scenario.name = "\xc3\xa9"; // one character is too short a name
    CHECK(reportTableName(scenario) == "Table");
    scenario.name = std::string(300, 'x');
    CHECK(reportTableName(scenario) == std::string(255, 'x'));
}

TEST_CASE("the throttle timeline says so when nothing throttled, and the heat map carries a legend") {
    const auto analysis = analysedLesson("06-adaptive-capacity-400wcu.json");
    CHECK(throttleTimelineSvg(analysis.timeline, 1800).find("no request was throttled") != std::string::npos);
    const std::string heat = bucketChartSvg(analysis.input.distribution);
    CHECK(occurrences(heat, "<title>partition ") == 4);
    CHECK(heat.find("writes per partition:") != std::string::npos);
    CHECK(heat.find("#fde725") != std::string::npos); // the fullest partition is the brightest colour
}

TEST_CASE("the report's queries read the scenario's table by its name and partition key") {
    Scenario scenario;
    std::string error;
    REQUIRE(
        loadScenarioFile(std::string(PARTISCOPE_LESSONS_DIR) + "/06-adaptive-capacity-400wcu.json", scenario, error));
    scenario.table.name = "Orders";
    scenario.table.keySchema.partitionKey = {"status", AttributeType::S};
    auto analysis = analyseScenario(scenario, error);
    INFO(error);
    REQUIRE(analysis);
    const std::string md = designReport(*analysis, ReportFormat::Markdown);
    CHECK(md.find("from table 'Orders' (partition key attribute status):") != std::string::npos);
    // `status` is a reserved word: the commands name it through a placeholder.
    CHECK(md.find("aws dynamodb query --table-name 'Orders' --key-condition-expression '#pk = :pk' "
                  "--expression-attribute-names '{\"#pk\":\"status\"}'") != std::string::npos);
}
