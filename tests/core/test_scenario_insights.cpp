// The scenario's `contributor_insights` rankings: read with JSON paths, written back equal, version 2 only.
#include "partiscope/scenario.h"

#include <catch2/catch.hpp>

using namespace partiscope;

namespace {

const std::string kHead = R"({"version": 2, "table": {"mode": "on-demand"},
  "workload": {"duration_s": 60, "writes_per_s": 10, "keys": [{"key": "A"}]})";

std::string withInsights(const std::string& insights) {
    return kHead + ", \"contributor_insights\": " + insights + "}";
}

const std::string kRanking = R"([{"rule_name": "DynamoDBContributorInsights-SKT-Orders-1700000000000",
  "kind": "throttled", "sort_keys": true, "table": "Orders", "key_labels": ["PK", "SK"],
  "aggregation_statistic": "Sum", "contributors": [{"keys": ["A", "1"], "value": 25}],
  "per_minute": [{"epoch_s": 1700000040, "value": 25}]}])";

std::string errorOf(const std::string& json) {
    Scenario scenario;
    std::string error;
    REQUIRE_FALSE(parseScenario(json, scenario, error));
    return error;
}

} // namespace

TEST_CASE("scenario insights: a ranking is read and written back equal", "[scenario][insights]") {
    Scenario s;
    std::string error;
    REQUIRE(parseScenario(withInsights(kRanking), s, error));
    REQUIRE(s.insights.size() == 1);
    const InsightRanking& r = s.insights[0];
    CHECK(r.kind == InsightKind::Throttled);
    CHECK(r.sortKeys);
    CHECK(r.tableName == "Orders");
    CHECK(r.indexName.empty());
    CHECK(r.contributors[0].keys == std::vector<std::string>{"A", "1"});
    CHECK(r.contributors[0].value == 25);
    CHECK(r.perMinute[0] == InsightRanking::MinutePoint{1700000040, 25});
    Scenario back;
    REQUIRE(parseScenario(scenarioToJson(s), back, error));
    CHECK(back == s);
}

TEST_CASE("scenario insights: a scenario without rankings writes no contributor_insights", "[scenario][insights]") {
    Scenario s;
    std::string error;
    REQUIRE(parseScenario(kHead + "}", s, error));
    CHECK(scenarioToJson(s).find("contributor_insights") == std::string::npos);
}

TEST_CASE("scenario insights: version 1 refuses contributor_insights", "[scenario][insights]") {
    const std::string v1 = R"({"version": 1, "table": {"rcu": 10, "wcu": 10},
      "workload": {"duration_s": 60, "writes_per_s": 1, "keys": [{"key": "A"}]}, "contributor_insights": []})";
    CHECK(errorOf(v1).rfind("/contributor_insights: a version 2 field", 0) == 0);
}

TEST_CASE("scenario insights: each wrong value is reported at its JSON path", "[scenario][insights]") {
    auto ranking = [](const std::string& from, const std::string& to) {
        std::string text = kRanking;
        const auto at = text.find(from);
        REQUIRE(at != std::string::npos);
        return withInsights(text.replace(at, from.size(), to));
    };
    CHECK(errorOf(withInsights("{}")).rfind("/contributor_insights: expected an array", 0) == 0);
    CHECK(errorOf(ranking("\"kind\": \"throttled\"", "\"kind\": \"hot\"")).rfind("/contributor_insights/0/kind", 0) ==
          0);
    CHECK(errorOf(ranking("\"value\": 25}]", "\"value\": \"25\"}]"))
              .rfind("/contributor_insights/0/contributors/0/value: expected a number", 0) == 0);
    CHECK(errorOf(ranking("[\"A\", \"1\"]", "[\"A\"]"))
              .rfind("/contributor_insights/0/contributors/0/keys: needs one value per key label (2), got 1", 0) == 0);
    CHECK(errorOf(ranking("[\"PK\", \"SK\"]", "[\"PK\"]")).rfind("/contributor_insights/0/key_labels", 0) == 0);
    CHECK(errorOf(ranking("\"table\": \"Orders\"", "\"table\": \"\"")).rfind("/contributor_insights/0/table", 0) == 0);
    CHECK(errorOf(ranking("\"rule_name\": \"DynamoDBContributorInsights-SKT-Orders-1700000000000\",", ""))
              .rfind("/contributor_insights/0/rule_name: missing", 0) == 0);
    CHECK(errorOf(ranking("\"per_minute\": [{\"epoch_s\": 1700000040, \"value\": 25}]",
                          "\"per_minute\": [{\"epoch_s\": 60, \"value\": 1}, {\"epoch_s\": 0, \"value\": 1}]"))
              .rfind("/contributor_insights/0/per_minute/1/epoch_s: minutes must be in increasing time order", 0) == 0);
    CHECK(errorOf(ranking("\"sort_keys\": true", "\"sort_keys\": true, \"extra\": 1"))
              .rfind("/contributor_insights/0/extra: unknown field", 0) == 0);
}
