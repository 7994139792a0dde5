// Contributor Insights import (aws cloudwatch get-insight-rule-report): the fixtures' figures are worked by hand in
// tests/core/import/insights/README.md.
#include "partiscope/import/import.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

using namespace partiscope;

namespace {

const std::string kDir = PARTISCOPE_INSIGHTS_FIXTURES_DIR;
const std::string kPkc = kDir + "/DynamoDBContributorInsights-PKC-Orders-1700000000000.json";
const std::string kPkt = kDir + "/DynamoDBContributorInsights-PKT-Orders-1700000000000.json";
const std::string kSkc = kDir + "/DynamoDBContributorInsights-SKC-Orders-1700000000000.json";
const std::string kGsi = kDir + "/DynamoDBContributorInsights-PKC-Orders-ByStatus-1700000000000.json";

ImportOutcome importFiles(std::vector<std::string> paths, std::string table = {}) {
    ImportRequest request;
    request.format = ImportFormat::ContributorInsights;
    request.paths = std::move(paths);
    request.tableName = std::move(table);
    return importContributorInsights(request, {});
}

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

/// A scratch folder for reports under names the test chooses.
struct ScratchDir {
    std::filesystem::path path;
    ScratchDir() {
        path = std::filesystem::temp_directory_path() /
               ("partiscope-insights-" + std::to_string(reinterpret_cast<std::uintptr_t>(this)));
        std::filesystem::create_directories(path);
    }
    ~ScratchDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
    std::string write(const std::string& name, const std::string& text) const {
        const std::string file = (path / name).string();
        std::ofstream(file, std::ios::binary) << text;
        return file;
    }
};

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

ImportProblem problemOf(const ImportOutcome& outcome) {
    REQUIRE_FALSE(outcome.scenario);
    REQUIRE(outcome.problem);
    return *outcome.problem;
}

} // namespace

TEST_CASE("insights import: the table's most accessed keys set the weights and the per-minute rates",
          "[import][insights]") {
    const ImportOutcome outcome = importFiles({kPkc});
    REQUIRE_FALSE(outcome.problem);
    REQUIRE(outcome.scenario);
    const Scenario& s = *outcome.scenario;
    CHECK(s.table.name == "Orders");
    CHECK(s.table.keySchema.partitionKey.name == "PK");
    CHECK(s.table.mode == CapacityMode::OnDemand);
    REQUIRE(s.workload.keys.size() == 3);
    CHECK(s.workload.keys[0].key == "USER#1");
    CHECK(s.workload.keys[0].weight == 600);
    CHECK(s.workload.keys[1].weight == 240);
    CHECK(s.workload.keys[2].weight == 60);
    // 480 and 420 units per minute as 1 KB writes: 480 / 3 / 60 and 420 / 3 / 60.
    REQUIRE(s.workload.profile.size() == 2);
    CHECK(s.workload.profile[0].atS == 0);
    CHECK(*s.workload.profile[0].writesPerS == Approx(480.0 / 180));
    CHECK(s.workload.profile[1].atS == 60);
    CHECK(*s.workload.profile[1].writesPerS == Approx(420.0 / 180));
    CHECK(s.workload.writesPerS == Approx(2.5));
    CHECK(s.workload.readsPerS == 0);
    CHECK(s.workload.durationS == 120);
    REQUIRE(s.insights.size() == 1);
    const InsightRanking& ranking = s.insights[0];
    CHECK(ranking.kind == InsightKind::Accessed);
    CHECK(ranking.aggregationStatistic == "Sum");
    CHECK(ranking.keyLabels == std::vector<std::string>{"PK"});
    REQUIRE(ranking.perMinute.size() == 2);
    CHECK(ranking.perMinute[0] == InsightRanking::MinutePoint{1699999980, 480});
    CHECK(ranking.perMinute[1] == InsightRanking::MinutePoint{1700000040, 420});
    REQUIRE(s.source);
    CHECK(s.source->format == "contributor-insights");
    CHECK(s.source->weights == WeightBasis::ContributorInsights);
    CHECK(s.source->items == 3);
    CHECK(outcome.records == 3);
    CHECK(outcome.bytesRead == std::filesystem::file_size(kPkc));
    CHECK(outcome.notes.size() == 3);
}

TEST_CASE("insights import: throttled rankings are kept apart, a GSI's accessed ranking sets its index keys",
          "[import][insights]") {
    const ImportOutcome outcome = importFiles({kPkt, kGsi, kPkc});
    REQUIRE_FALSE(outcome.problem);
    const Scenario& s = *outcome.scenario;
    // The throttled ranking names USER#1 too; the weights are still the accessed ones.
    CHECK(s.workload.keys[0].weight == 600);
    REQUIRE(s.insights.size() == 3);
    CHECK(s.insights[0].kind == InsightKind::Throttled);
    CHECK(s.insights[0].indexName.empty());
    CHECK(s.insights[1].indexName == "ByStatus");
    CHECK(s.insights[1].tableName == "Orders");
    REQUIRE(s.table.gsis.size() == 1);
    CHECK(s.table.gsis[0].name == "ByStatus");
    CHECK(s.table.gsis[0].partitionKey.name == "Status");
    const auto& indexKeys = s.workload.indexKeys.at("ByStatus");
    REQUIRE(indexKeys.size() == 2);
    CHECK(indexKeys[0].weight == Approx(0.75));
    CHECK(indexKeys[1].weight == Approx(0.25));
    CHECK(std::any_of(outcome.notes.begin(), outcome.notes.end(), [](const std::string& note) {
        return note.find("Kept for comparison") != std::string::npos && note.find("PKT") != std::string::npos;
    }));
}

TEST_CASE("insights import: a sort-key ranking alone sums its contributors per partition key", "[import][insights]") {
    const ImportOutcome outcome = importFiles({kSkc});
    REQUIRE_FALSE(outcome.problem);
    const Scenario& s = *outcome.scenario;
    REQUIRE(s.workload.keys.size() == 2);
    CHECK(s.workload.keys[0].key == "USER#1");
    CHECK(s.workload.keys[0].weight == 400);
    CHECK(s.workload.keys[1].weight == 50);
    REQUIRE(s.table.keySchema.sortKey);
    CHECK(s.table.keySchema.sortKey->name == "SK");
}

TEST_CASE("insights import: the imported scenario round-trips through its JSON", "[import][insights][scenario]") {
    const ImportOutcome outcome = importFiles({kPkc, kPkt, kGsi, kSkc});
    REQUIRE(outcome.scenario);
    const std::string json = scenarioToJson(*outcome.scenario);
    CHECK(json.find("\"contributor_insights\"") != std::string::npos);
    Scenario back;
    std::string error;
    REQUIRE(parseScenario(json, back, error));
    CHECK(back.insights == outcome.scenario->insights);
    CHECK(back.workload.keys == outcome.scenario->workload.keys);
}

TEST_CASE("insights import: a table name with dashes needs the table's name to find the index", "[import][insights]") {
    const ScratchDir dir;
    const std::string table = dir.write("DynamoDBContributorInsights-PKC-My-Orders-1700000000000.json", readText(kPkc));
    const std::string index =
        dir.write("DynamoDBContributorInsights-PKC-My-Orders-By-Status-1700000000000.json", readText(kGsi));
    SECTION("given") {
        const ImportOutcome outcome = importFiles({table, index}, "My-Orders");
        REQUIRE(outcome.scenario);
        CHECK(outcome.scenario->table.name == "My-Orders");
        CHECK(outcome.scenario->insights[1].indexName == "By-Status");
        CHECK(outcome.notes.size() == 4); // weights, rates, capacity, the index's shares
    }
    SECTION("not given: the shortest name is the table, and a note says so") {
        const ImportOutcome outcome = importFiles({index, table});
        REQUIRE(outcome.scenario);
        CHECK(outcome.scenario->table.name == "My-Orders");
        CHECK(outcome.scenario->insights[0].indexName == "By-Status");
        CHECK(std::any_of(outcome.notes.begin(), outcome.notes.end(), [](const std::string& note) {
            return note.find("taken from the rule names") != std::string::npos;
        }));
    }
    SECTION("another table") {
        const ImportProblem problem = problemOf(importFiles({table}, "Orders"));
        CHECK(problem.file == table);
        CHECK(problem.message.find("not about table Orders") != std::string::npos);
    }
}

TEST_CASE("insights import: bad input names the file and the JSON path", "[import][insights]") {
    const ScratchDir dir;
    const std::string pkcName = "DynamoDBContributorInsights-PKC-Orders-1700000000000.json";
    const std::string text = readText(kPkc);
    struct Case {
        const char* what;
        std::string text;
        std::string jsonPath;
    };
    const Case cases[] = {
        {"truncated", text.substr(0, text.size() / 2), "/"},
        {"not an object", "[1, 2]", "/"},
        {"a value as a string", replaced(text, "600.0", "\"600\""), "/Contributors/0/ApproximateAggregateValue"},
        {"Keys missing", replaced(text, "\"Keys\": [\n                \"USER#2\"\n            ],", ""),
         "/Contributors/1/Keys"},
        {"a key that is not a string", replaced(text, "\"USER#3\"", "3"), "/Contributors/2/Keys/0"},
        {"an empty key", replaced(text, "\"USER#3\"", "\"\""), "/Contributors/2/Keys/0"},
        {"two key labels for a partition-key rule", replaced(text, "\"PK\"", "\"PK\", \"SK\""), "/KeyLabels"},
        {"a sort key in a partition-key ranking", replaced(text, "\"USER#3\"", "\"USER#3\", \"X\""),
         "/Contributors/2/Keys"},
        {"a bad timestamp", replaced(text, "2023-11-14T22:14:00Z", "yesterday"),
         "/Contributors/2/Datapoints/0/Timestamp"},
        {"a negative value", replaced(text, "60.0,", "-60.0,"), "/Contributors/2/ApproximateAggregateValue"},
        {"no Contributors", replaced(text, "\"Contributors\"", "\"Contributers\""), "/Contributors"},
        {"datapoints two thousand years apart", replaced(text, "2023-11-14T22:14:00Z", "4046-11-14T22:14:00Z"),
         "/Contributors"},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        const std::string path = dir.write(pkcName, c.text);
        const ImportProblem problem = problemOf(importFiles({path}));
        CHECK(problem.file == path);
        CHECK(problem.jsonPath == c.jsonPath);
        CHECK_FALSE(problem.message.empty());
    }
}

TEST_CASE("insights import: the rule must be known and rank the table's accessed keys", "[import][insights]") {
    const ScratchDir dir;
    SECTION("a file not named after its rule") {
        const std::string path = dir.write("report.json", readText(kPkc));
        const ImportProblem problem = problemOf(importFiles({path}));
        CHECK(problem.message.find("name the file after the rule") != std::string::npos);
    }
    SECTION("an unknown rule type") {
        const std::string path = dir.write("DynamoDBContributorInsights-XYZ-Orders-1700000000000.json", "{}");
        CHECK(problemOf(importFiles({path})).message.find("is not a DynamoDB Contributor Insights rule name") !=
              std::string::npos);
    }
    SECTION("no creation time") {
        const std::string path = dir.write("DynamoDBContributorInsights-PKC-Orders.json", "{}");
        CHECK(problemOf(importFiles({path})).message.find("is not a DynamoDB Contributor Insights rule name") !=
              std::string::npos);
    }
    SECTION("only a throttled ranking") {
        const ImportProblem problem = problemOf(importFiles({kPkt}));
        CHECK(problem.message.find("none of the reports ranks the most accessed keys") != std::string::npos);
    }
    SECTION("a missing file") {
        const std::string path = (dir.path / "DynamoDBContributorInsights-PKC-Orders-1.json").string();
        CHECK(problemOf(importFiles({path})).file == path);
    }
    SECTION("no file") {
        CHECK_FALSE(problemOf(importFiles({})).message.empty());
    }
}

TEST_CASE("insights import: a progress callback that returns false cancels the import", "[import][insights]") {
    ImportRequest request;
    request.format = ImportFormat::ContributorInsights;
    request.paths = {kPkc};
    std::uint64_t seenTotal = 0;
    const ImportOutcome outcome = importContributorInsights(request, [&](std::uint64_t, std::uint64_t total) {
        seenTotal = total;
        return false;
    });
    CHECK(outcome.cancelled);
    CHECK_FALSE(outcome.scenario);
    CHECK_FALSE(outcome.problem);
    CHECK(seenTotal == std::filesystem::file_size(kPkc));
}
