// `partiscope-cli export --to workbench`: a scenario written as a NoSQL Workbench model.
#include "cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace partiscope::cli::testing;

namespace {

const std::string kOrders = std::string(PARTISCOPE_TEST_SCENARIOS_DIR) + "/orders-access-patterns.json";

} // namespace

TEST_CASE("export --to workbench writes a Workbench 3.0 model of the scenario's table") {
    const TempDir dir;
    const std::string model = (dir.path / "model.json").string();
    const auto r = run({"export", "--to", "workbench", "--scenario", kOrders, "--out", model});
    INFO(r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.rfind("wrote " + model + " (NoSQL Workbench model, ", 0) == 0);
    const auto json = nlohmann::json::parse(readWhole(model));
    CHECK(json["ModelMetadata"]["Version"] == "3.0");
    REQUIRE(json["DataModel"].size() == 1);
    CHECK(json["DataModel"][0]["TableName"] == "Orders");
    CHECK(json["DataModel"][0]["GlobalSecondaryIndexes"][0]["IndexName"] == "ByStatus");
    CHECK_FALSE(json["DataModel"][0]["TableData"].empty());
    CHECK_FALSE(std::filesystem::exists(model + ".partial"));
}

TEST_CASE("export --out - writes the model to standard output") {
    const auto r = run({"export", "--to", "workbench", "--scenario", kOrders, "--out", "-"});
    REQUIRE(r.code == 0);
    CHECK(nlohmann::json::parse(r.out)["ModelName"].is_string());
}

TEST_CASE("export: bad usage and bad input are refused with the reason") {
    const auto wrongFormat = run({"export", "--to", "csv", "--scenario", kOrders, "--out", "-"});
    CHECK(wrongFormat.code == 2);
    CHECK(wrongFormat.err.find("--to must be workbench, got 'csv'") != std::string::npos);
    const auto noOut = run({"export", "--to", "workbench", "--scenario", kOrders});
    CHECK(noOut.code == 2);
    CHECK(noOut.err.find("export needs --to workbench, --scenario FILE and --out FILE") != std::string::npos);
    const TempDir dir;
    const std::string broken = dir.write("broken.json", R"({"version": 2, "table": {}})");
    const auto badScenario = run({"export", "--to", "workbench", "--scenario", broken, "--out", "-"});
    CHECK(badScenario.code == 2);
    CHECK(badScenario.err.find(broken) != std::string::npos);
    const auto unwritable =
        run({"export", "--to", "workbench", "--scenario", kOrders, "--out", "/nonexistent-dir/model.json"});
    CHECK(unwritable.code == 2);
    CHECK(unwritable.err.find("/nonexistent-dir/model.json") != std::string::npos);
    const auto help = run({"export", "--help"});
    CHECK(help.code == 0);
    CHECK(help.out.find("partiscope-cli export --to workbench --scenario FILE --out FILE.json") != std::string::npos);
}

TEST_CASE("export --to workbench then import --from workbench gives the table back") {
    const TempDir dir;
    const std::string model = (dir.path / "model.json").string();
    const std::string scenario = (dir.path / "scenario.json").string();
    REQUIRE(run({"export", "--to", "workbench", "--scenario", kOrders, "--out", model}).code == 0);
    const auto imported = run({"import", "--from", "workbench", model, "--out", scenario});
    INFO(imported.err);
    REQUIRE(imported.code == 0);
    const auto json = nlohmann::json::parse(readWhole(scenario));
    CHECK(json["table"]["name"] == "Orders");
    CHECK(json["table"]["key_schema"]["sort_key"]["name"] == "SK");
    CHECK(json["table"]["rcu"] == 100);
    CHECK(json["table"]["gsis"][0]["name"] == "ByStatus");
    CHECK(json["table"]["gsis"][0]["sort_key"]["name"] == "createdAt");
    CHECK(json["source"]["format"] == "workbench");
}
