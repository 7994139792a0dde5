// `partiscope-cli queries --scenario FILE [--pattern NAME]`: an access pattern's requests, exactly as core plans
// them, and the list of the patterns.
#include "cli.h"
#include "cli_run.h"

#include "partiscope/access_pattern_queries.h"
#include "partiscope/scenario.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

using namespace partiscope::cli::testing;
using partiscope::FanOutPlan;
using partiscope::QueryFormat;
using partiscope::Scenario;

namespace {

const std::string kOrders = std::string(PARTISCOPE_TEST_SCENARIOS_DIR) + "/orders-access-patterns.json";

Scenario loadOrders() {
    Scenario scenario;
    std::string error;
    INFO(error);
    REQUIRE(partiscope::loadScenarioFile(kOrders, scenario, error));
    return scenario;
}

std::string expectedText(const Scenario& scenario, const std::string& pattern, QueryFormat format) {
    FanOutPlan plan;
    REQUIRE_FALSE(partiscope::planAccessPattern(scenario, pattern, plan));
    std::string text;
    REQUIRE_FALSE(partiscope::formatPlan(plan, format, text));
    return text;
}

} // namespace

TEST_CASE("queries --scenario --pattern prints exactly the pattern's plan, in every format", "[queries]") {
    const Scenario scenario = loadOrders();
    REQUIRE(scenario.accessPatterns.size() == 5);
    const std::pair<const char*, QueryFormat> formats[] = {{"cli-json", QueryFormat::CliJson},
                                                           {"cli", QueryFormat::Cli},
                                                           {"partiql", QueryFormat::PartiQL},
                                                           {"python", QueryFormat::Python},
                                                           {"javascript", QueryFormat::JavaScript}};
    for (const auto& pattern : scenario.accessPatterns) {
        for (const auto& [name, format] : formats) {
            CAPTURE(pattern.name, name);
            const auto r = run({"queries", "--scenario", kOrders, "--pattern", pattern.name, "--format", name});
            REQUIRE(r.code == 0);
            CHECK(r.out == expectedText(scenario, pattern.name, format));
        }
    }
    // Without --format: cli-json, as with the flags.
    const auto json = run({"queries", "--scenario", kOrders, "--pattern", "pending orders this month"});
    REQUIRE(json.code == 0);
    const auto requests = nlohmann::json::parse(json.out);
    REQUIRE(requests.size() == 4);
    nlohmann::json expected;
    expected["TableName"] = "Orders";
    expected["IndexName"] = "ByStatus";
    expected["KeyConditionExpression"] = "#pk = :pk AND begins_with(createdAt, :sk)";
    expected["ExpressionAttributeNames"]["#pk"] = "status";
    expected["ExpressionAttributeValues"][":pk"]["S"] = "PENDING#3";
    expected["ExpressionAttributeValues"][":sk"]["S"] = "2026-11";
    CHECK(requests[3] == expected);
    CHECK(json.err == "partiscope-cli: 4 queries, at least 2 RCU (eventually consistent)\n");

    const auto lsi = run(
        {"queries", "--scenario", kOrders, "--pattern", "customer orders dated before the 10th", "--format", "cli"});
    REQUIRE(lsi.code == 0);
    CHECK(lsi.out.rfind("aws dynamodb query --table-name 'Orders' --index-name 'ByDate' --key-condition-expression "
                        "'PK = :pk AND #sk < :sk' --expression-attribute-names '{\"#sk\":\"date\"}' "
                        "--expression-attribute-values '{\":pk\":{\"S\":\"CUSTOMER#42#1\"},\":sk\":{\"S\":\"2026-11-"
                        "10\"}}' --consistent-read\n",
                        0) == 0);
}

TEST_CASE("queries --scenario without --pattern lists the patterns", "[queries]") {
    const auto r = run({"queries", "--scenario", kOrders});
    REQUIRE(r.code == 0);
    CHECK(r.out == "Access patterns in " + kOrders +
                       " (print one's queries with --pattern NAME):\n"
                       "  customer orders in November: table, PK = 'CUSTOMER#42', SK begins_with 'ORDER#2026-11', "
                       "eventually consistent, 20 reads/s\n"
                       "  customer orders in the first week: table, PK = 'CUSTOMER#42', SK between "
                       "'ORDER#2026-11-01' and 'ORDER#2026-11-07~', strongly consistent, 5 reads/s\n"
                       "  pending orders this month: GSI ByStatus, status = 'PENDING', createdAt begins_with "
                       "'2026-11', eventually consistent, 50 reads/s\n"
                       "  shipped after the 20th: GSI ByStatus, status = 'SHIPPED', createdAt gt '2026-11-20', "
                       "eventually consistent, 2 reads/s\n"
                       "  customer orders dated before the 10th: LSI ByDate, PK = 'CUSTOMER#42', date lt "
                       "'2026-11-10', strongly consistent, 1 reads/s\n");

    // Lesson 8 (on-demand doubling) declares no access pattern.
    const std::string lesson = std::string(PARTISCOPE_LESSONS_DIR) + "/08-on-demand-doubling.json";
    const auto none = run({"queries", "--scenario", lesson});
    REQUIRE(none.code == 0);
    CHECK(none.out == "No access patterns in " + lesson + " (\"access_patterns\" in the scenario file).\n");
}

TEST_CASE("queries --scenario: unknown patterns and flags that do not apply", "[queries]") {
    const auto unknown = run({"queries", "--scenario", kOrders, "--pattern", "all orders"});
    CHECK(unknown.code == 2);
    CHECK(unknown.out.empty());
    CHECK(unknown.err == "partiscope-cli: " + kOrders +
                             ": no access pattern is called 'all orders' (it has 'customer orders in November', "
                             "'customer orders in the first week', 'pending orders this month', 'shipped after the "
                             "20th', 'customer orders dated before the 10th')\n");

    // Lesson 8 (on-demand doubling) declares no access pattern.
    const std::string lesson = std::string(PARTISCOPE_LESSONS_DIR) + "/08-on-demand-doubling.json";
    const auto none = run({"queries", "--scenario", lesson, "--pattern", "x"});
    CHECK(none.code == 2);
    CHECK(none.err == "partiscope-cli: " + lesson + ": no access pattern is called 'x' (it has none)\n");

    const auto table = run({"queries", "--scenario", kOrders, "--pattern", "x", "--table", "T"});
    CHECK(table.code == 2);
    CHECK(table.err.rfind("partiscope-cli: --table does not apply with --scenario", 0) == 0);
    const auto strategy = run({"queries", "--scenario", kOrders, "--strategy", "random"});
    CHECK(strategy.code == 2);
    CHECK(strategy.err.rfind("partiscope-cli: --strategy does not apply with --scenario", 0) == 0);
    const auto noScenario = run({"queries", "--pattern", "x", "--table", "T", "--pk-name", "id"});
    CHECK(noScenario.code == 2);
    CHECK(noScenario.err.rfind("partiscope-cli: --pattern needs --scenario FILE\n", 0) == 0);
    const auto formatOnly = run({"queries", "--scenario", kOrders, "--format", "cli"});
    CHECK(formatOnly.code == 2);
    CHECK(formatOnly.err.rfind("partiscope-cli: --format and --out-dir need --pattern NAME", 0) == 0);
    const auto badFormat =
        run({"queries", "--scenario", kOrders, "--pattern", "shipped after the 20th", "--format", "yaml"});
    CHECK(badFormat.code == 2);
    CHECK(badFormat.err.rfind("partiscope-cli: --format must be cli-json, cli, partiql, python or javascript", 0) == 0);
}

TEST_CASE("queries --scenario --pattern --out-dir writes one request file per shard", "[queries]") {
    TempDir dir;
    const auto out = (dir.path / "requests").string();
    const auto r = run({"queries", "--scenario", kOrders, "--pattern", "pending orders this month", "--out-dir", out});
    REQUIRE(r.code == 0);
    CHECK(r.out == "wrote 4 request file(s) to " + out + "\n");
    const auto fourth = nlohmann::json::parse(readWhole(out + "/query-0004.json"));
    CHECK(fourth["ExpressionAttributeValues"][":pk"]["S"] == "PENDING#3");
    CHECK_FALSE(std::filesystem::exists(out + "/query-0005.json"));
}

TEST_CASE("queries --scenario --pattern through the real binary, the scenario on a file and on standard input",
          "[queries]") {
    const std::string pattern = "'customer orders in the first week'";
    const auto inProcess =
        run({"queries", "--scenario", kOrders, "--pattern", "customer orders in the first week", "--format", "cli"});
    REQUIRE(inProcess.code == 0);
    const auto fromFile = runBinary("queries --scenario " + kOrders + " --pattern " + pattern + " --format cli");
    CHECK(fromFile.code == 0);
    CHECK(fromFile.out == inProcess.out);
    CHECK(fromFile.err == "partiscope-cli: 3 queries, at least 3 RCU (strongly consistent)\n");
    const auto fromStdin = runBinary("queries --scenario - --pattern " + pattern + " --format cli", readWhole(kOrders));
    CHECK(fromStdin.code == 0);
    CHECK(fromStdin.out == inProcess.out);
    const auto unknown = runBinary("queries --scenario " + kOrders + " --pattern nope");
    CHECK(unknown.code == 2);
    CHECK(unknown.out.empty());
}
