#include <catch2/catch.hpp>

#include "partiscope/access_pattern_queries.h"

#include "orders_scenario.h"

#include <string>
#include <utility>
#include <vector>

using namespace partiscope;
using Catch::Matchers::Contains;
using partiscope::test::ordersScenario;

namespace {

FanOutPlan plan(const Scenario& scenario, const std::string& name) {
    FanOutPlan out;
    const auto problem = planAccessPattern(scenario, name, out);
    INFO(problem.value_or(""));
    REQUIRE_FALSE(problem);
    return out;
}

std::string problemOf(const Scenario& scenario, const AccessPattern& pattern) {
    FanOutPlan unused;
    return planAccessPattern(scenario, pattern, unused).value_or("");
}

std::vector<std::string> physicalKeys(const FanOutPlan& p) {
    std::vector<std::string> keys;
    for (const auto& request : p.requests) {
        keys.push_back(request.partitionKeyValue);
    }
    return keys;
}

using Names = std::vector<std::pair<std::string, std::string>>;

} // namespace

TEST_CASE("Access pattern on the table: its key schema, the table's strategy, begins_with", "[queries][patterns]") {
    const FanOutPlan p = plan(ordersScenario(), "customer orders in November");
    CHECK(physicalKeys(p) == std::vector<std::string>{"CUSTOMER#42#1", "CUSTOMER#42#2", "CUSTOMER#42#3"});
    const QueryRequest& first = p.requests.front();
    CHECK(first.tableName == "Orders"); // TableSpec::name, not the scenario's name
    CHECK(first.indexName.empty());
    CHECK(first.keyConditionExpression == "PK = :pk AND begins_with(SK, :sk)");
    CHECK(first.attributeNames.empty());
    CHECK_FALSE(first.consistentRead);
    // Three eventually consistent Queries: at least 3 x 0.5 read units.
    CHECK(p.minimumReadUnits == 1.5);
    CHECK(p.consistency == "eventually consistent");
    CHECK(requestToCliJson(first) == R"request({
  "TableName": "Orders",
  "KeyConditionExpression": "PK = :pk AND begins_with(SK, :sk)",
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CUSTOMER#42#1"
    },
    ":sk": {
      "S": "ORDER#2026-11"
    }
  }
}
)request");
}

TEST_CASE("Access pattern on the table: between, strongly consistent", "[queries][patterns]") {
    const FanOutPlan p = plan(ordersScenario(), "customer orders in the first week");
    REQUIRE(p.requests.size() == 3);
    const QueryRequest& last = p.requests.back();
    CHECK(last.keyConditionExpression == "PK = :pk AND SK BETWEEN :sk AND :sk2");
    CHECK(last.attributeValues.at(2).first == ":sk2");
    CHECK(last.attributeValues.at(2).second.value == "ORDER#2026-11-07~");
    CHECK(last.consistentRead);
    CHECK(p.minimumReadUnits == 3); // three strongly consistent Queries, one unit each
    CHECK(p.consistency == "strongly consistent");
}

TEST_CASE("Access pattern on a GSI: IndexName, the index's own keys and strategy, reserved names",
          "[queries][patterns]") {
    const FanOutPlan p = plan(ordersScenario(), "pending orders this month");
    // The GSI's mod-4 strategy, not the table's random-3.
    CHECK(physicalKeys(p) == std::vector<std::string>{"PENDING#0", "PENDING#1", "PENDING#2", "PENDING#3"});
    const QueryRequest& first = p.requests.front();
    CHECK(first.tableName == "Orders");
    CHECK(first.indexName == "ByStatus");
    // `status` is a reserved word: it goes through a placeholder; `createdAt` does not need one.
    CHECK(first.keyConditionExpression == "#pk = :pk AND begins_with(createdAt, :sk)");
    CHECK(first.attributeNames == Names{{"#pk", "status"}});
    CHECK_FALSE(first.consistentRead);
    CHECK(p.minimumReadUnits == 2);

    const FanOutPlan shipped = plan(ordersScenario(), "shipped after the 20th");
    CHECK(shipped.requests.front().keyConditionExpression == "#pk = :pk AND createdAt > :sk");
    CHECK(shipped.requests.front().partitionKeyValue == "SHIPPED#0");
}

TEST_CASE("Access pattern on an LSI: the table's partition key, the LSI's sort key, strong reads",
          "[queries][patterns]") {
    const FanOutPlan p = plan(ordersScenario(), "customer orders dated before the 10th");
    CHECK(physicalKeys(p) == std::vector<std::string>{"CUSTOMER#42#1", "CUSTOMER#42#2", "CUSTOMER#42#3"});
    const QueryRequest& first = p.requests.front();
    CHECK(first.indexName == "ByDate");
    CHECK(first.keyConditionExpression == "PK = :pk AND #sk < :sk"); // `date` is reserved
    CHECK(first.attributeNames == Names{{"#sk", "date"}});
    CHECK(first.consistentRead); // an LSI supports strongly consistent reads
    CHECK(p.minimumReadUnits == 3);
    CHECK(p.consistency == "strongly consistent");
}

TEST_CASE("Access pattern without a sort-key condition reads the whole collection", "[queries][patterns]") {
    Scenario s = ordersScenario();
    s.accessPatterns[2].sortKeyCondition.reset();
    const FanOutPlan p = plan(s, "pending orders this month");
    CHECK(p.requests.front().keyConditionExpression == "#pk = :pk");
    CHECK(p.requests.front().attributeValues.size() == 1);
}

TEST_CASE("Access pattern table name: TableSpec::name, else derived from the scenario's name", "[queries][patterns]") {
    Scenario s = ordersScenario();
    CHECK(scenarioTableName(s) == "Orders");
    s.table.name.clear();
    CHECK(scenarioTableName(s) == "orders-with-access-patterns");
    CHECK(plan(s, "pending orders this month").requests.front().tableName == "orders-with-access-patterns");
    CHECK(tableReadTarget(s).query.table == "orders-with-access-patterns");
}

TEST_CASE("The table's read target: its partition key, the workload's consistency, the table's strategy",
          "[queries][patterns]") {
    Scenario s = ordersScenario();
    s.table.keySchema.partitionKey = {"customerId", AttributeType::S};
    s.workload.consistency = Consistency::Strong;
    const AccessPatternTarget t = tableReadTarget(s);
    CHECK(t.kind == "table");
    CHECK(t.query.table == "Orders");
    CHECK(t.query.index.empty());
    CHECK(t.query.partitionKeyName == "customerId");
    CHECK_FALSE(t.query.sortKey);
    CHECK(t.query.consistentRead);
    CHECK(t.strategy == s.strategy);
}

TEST_CASE("Access pattern errors: unknown name, unknown target, a pattern that does not fit its target",
          "[queries][patterns]") {
    const Scenario s = ordersScenario();
    FanOutPlan unused;
    CHECK(planAccessPattern(s, "nope", unused).value_or("") ==
          "no access pattern is called 'nope' (it has 'customer orders in November', 'customer orders in the first "
          "week', 'pending orders this month', 'shipped after the 20th', 'customer orders dated before the 10th')");
    Scenario empty = s;
    empty.accessPatterns.clear();
    CHECK(planAccessPattern(empty, "nope", unused).value_or("") == "no access pattern is called 'nope' (it has none)");

    AccessPattern p = s.accessPatterns[2];
    p.target = "ByColour";
    CHECK(problemOf(s, p) == "access pattern 'pending orders this month': its target 'ByColour' is no index of the "
                             "table (the table has GSI ByStatus, LSI ByDate)");

    p = s.accessPatterns[2];
    p.consistency = Consistency::Strong;
    CHECK_THAT(problemOf(s, p), Contains("GSI ByStatus is read eventually consistently only"));
    p.consistency = Consistency::Transactional;
    CHECK_THAT(problemOf(s, p), Contains("a Query cannot be transactional"));

    Scenario noSortKeys = s;
    noSortKeys.table.keySchema.sortKey.reset();
    noSortKeys.table.gsis.front().sortKey.reset();
    CHECK(problemOf(noSortKeys, s.accessPatterns[0]) ==
          "access pattern 'customer orders in November': it has a sort-key condition, but the table has no sort key");
    CHECK(problemOf(noSortKeys, s.accessPatterns[2]) == "access pattern 'pending orders this month': it has a "
                                                        "sort-key condition, but GSI ByStatus has no sort key");

    Scenario numberKey = s;
    numberKey.table.gsis.front().partitionKey.type = AttributeType::N;
    CHECK(problemOf(numberKey, s.accessPatterns[2]) ==
          "access pattern 'pending orders this month': the partition key 'status' of GSI ByStatus is N, but a "
          "sharded key is a string (key + separator + suffix)");

    Scenario brokenStrategy = s;
    brokenStrategy.table.gsis.front().strategy.shards = 0;
    CHECK_THAT(problemOf(brokenStrategy, s.accessPatterns[2]),
               Contains("access pattern 'pending orders this month': the strategy of GSI ByStatus: "));

    AccessPattern noKey = s.accessPatterns[1];
    noKey.key.clear();
    CHECK(problemOf(s, noKey) == "access pattern 'customer orders in the first week': its key is empty");
    AccessPattern reversed = s.accessPatterns[1];
    reversed.sortKeyCondition =
        AccessPattern::SortKeyCondition{SortKeyOperator::Between, "ORDER#2026-11-07", std::string("ORDER#2026-10")};
    CHECK_THAT(problemOf(s, reversed), Contains("between bounds are reversed"));
    AccessPattern oneBound = s.accessPatterns[1];
    oneBound.sortKeyCondition = AccessPattern::SortKeyCondition{SortKeyOperator::Between, "ORDER#2026-11-07", {}};
    CHECK_THAT(problemOf(s, oneBound), Contains("between needs a second value"));
}

TEST_CASE("Access patterns described in one line", "[queries][patterns]") {
    const Scenario s = ordersScenario();
    CHECK(describeAccessPattern(s, s.accessPatterns[2]) ==
          "GSI ByStatus, status = 'PENDING', createdAt begins_with '2026-11', eventually consistent, 50 reads/s");
    CHECK(describeAccessPattern(s, s.accessPatterns[1]) ==
          "table, PK = 'CUSTOMER#42', SK between 'ORDER#2026-11-01' and 'ORDER#2026-11-07~', strongly consistent, "
          "5 reads/s");
    CHECK(describeAccessPattern(s, s.accessPatterns[4]) ==
          "LSI ByDate, PK = 'CUSTOMER#42', date lt '2026-11-10', strongly consistent, 1 reads/s");
    AccessPattern unknown = s.accessPatterns[0];
    unknown.target = "Gone";
    unknown.readsPerS = 0;
    CHECK(describeAccessPattern(s, unknown) == "index Gone, key 'CUSTOMER#42', eventually consistent");
}

TEST_CASE("Every access pattern's commands under a heading, or a line saying there are none", "[queries][patterns]") {
    Scenario s = ordersScenario();
    const std::string text = accessPatternsText(s);
    std::string expected;
    for (const auto& pattern : s.accessPatterns) {
        FanOutPlan p = plan(s, pattern.name);
        std::string commands;
        REQUIRE_FALSE(formatPlan(p, QueryFormat::Cli, commands));
        expected += (expected.empty() ? "" : "\n") + std::string("# ") + pattern.name + ": " +
                    describeAccessPattern(s, pattern) + "\n";
        expected += "# " + std::to_string(p.requests.size()) + " queries, at least " +
                    (p.minimumReadUnits == 1.5 ? std::string("1.5") : std::to_string(int(p.minimumReadUnits))) +
                    " RCU (" + p.consistency + ")\n" + commands;
    }
    CHECK(text == expected);
    CHECK_THAT(text, Contains("# 4 queries, at least 2 RCU (eventually consistent)\naws dynamodb query --table-name "
                              "'Orders' --index-name 'ByStatus' --key-condition-expression '#pk = :pk AND "
                              "begins_with(createdAt, :sk)' --expression-attribute-names '{\"#pk\":\"status\"}' "
                              "--expression-attribute-values "
                              "'{\":pk\":{\"S\":\"PENDING#0\"},\":sk\":{\"S\":\"2026-11\"}}'\n"));

    // A pattern that cannot be planned says why where its commands would be; a line break in a name cannot end
    // the comment (the next line of the file would run as a command).
    s.accessPatterns[0].name = "bad\nrm -rf ~";
    s.accessPatterns[0].target = "Gone";
    const std::string broken = accessPatternsText(s);
    CHECK_THAT(broken, Contains("# bad rm -rf ~: index Gone, key 'CUSTOMER#42', eventually consistent, 20 reads/s\n"
                                "# cannot generate: access pattern 'bad rm -rf ~': its target 'Gone' is no index"));
    for (std::size_t at = broken.find('\n'); at != std::string::npos; at = broken.find('\n', at + 1)) {
        const std::string next = broken.substr(at + 1, 5);
        CHECK((next.empty() || next.front() == '\n' || next.front() == '#' || next.rfind("aws d", 0) == 0));
    }

    s.accessPatterns.clear();
    CHECK(accessPatternsText(s) ==
          "# The scenario has no access patterns (\"access_patterns\" in the scenario file).\n");
}

TEST_CASE("The orders scenario file under tests/ reads as the C++ fixture's table and access patterns",
          "[queries][patterns]") {
    Scenario file;
    std::string error;
    INFO(error);
    REQUIRE(loadScenarioFile(PARTISCOPE_TEST_SCENARIOS_DIR "/orders-access-patterns.json", file, error));
    const Scenario fixture = ordersScenario();
    CHECK(file.table.name == fixture.table.name);
    CHECK(file.table.keySchema == fixture.table.keySchema);
    CHECK(file.table.lsis == fixture.table.lsis);
    CHECK(file.strategy == fixture.strategy);
    REQUIRE(file.table.gsis.size() == 1);
    CHECK(file.table.gsis.front().strategy == fixture.table.gsis.front().strategy);
    CHECK(file.accessPatterns == fixture.accessPatterns);
    CHECK(accessPatternsText(file) == accessPatternsText(fixture));
}
