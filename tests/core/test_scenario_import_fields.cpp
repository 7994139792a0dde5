// Scenario JSON fields that imports set: a key's size_gb (its item collection's measured size) and `source`.
#include "partiscope/scenario.h"

#include <catch2/catch.hpp>

using namespace partiscope;

namespace {

std::string errorOf(const std::string& json) {
    Scenario scenario;
    std::string error;
    REQUIRE_FALSE(parseScenario(json, scenario, error));
    return error;
}

Scenario parsed(const std::string& json) {
    Scenario scenario;
    std::string error;
    INFO(error);
    REQUIRE(parseScenario(json, scenario, error));
    return scenario;
}

/// A version 2 scenario with a GSI, @p keys as workload.keys and @p rest added to the document.
std::string scenarioWith(const std::string& keys, const std::string& indexKeys = "[]", const std::string& rest = "") {
    return R"({"version": 2, "table": {"wcu": 10, "rcu": 10,
        "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"}, "wcu": 5, "rcu": 5}]},
        "workload": {"duration_s": 60, "keys": )" +
           keys + R"(, "index_keys": {"ByStatus": )" + indexKeys + "}}" + rest + "}";
}

} // namespace

TEST_CASE("size_gb on keys and index keys is read, written and read back equal", "[scenario][import]") {
    const Scenario s = parsed(scenarioWith(R"([{"key": "a", "weight": 2, "size_gb": 0.5}, {"key": "b"}])",
                                           R"([{"key": "open", "weight": 0.5, "size_gb": 0}])"));
    REQUIRE(s.workload.keys.size() == 2);
    CHECK(s.workload.keys[0].sizeGb == 0.5);
    CHECK_FALSE(s.workload.keys[1].sizeGb.has_value());
    CHECK(s.workload.indexKeys.at("ByStatus")[0].sizeGb == 0.0);
    const std::string written = scenarioToJson(s);
    CHECK(written.find("\"size_gb\": 0.5") != std::string::npos);
    CHECK(parsed(written) == s);
}

TEST_CASE("size_gb must be a number of at least 0", "[scenario][import]") {
    CHECK(errorOf(scenarioWith(R"([{"key": "a", "size_gb": -1}])")) ==
          "/workload/keys/0/size_gb: must be between 0 and 1e+07, got -1");
    CHECK(errorOf(scenarioWith(R"([{"key": "a", "size_gb": "big"}])")) ==
          "/workload/keys/0/size_gb: expected a number, got a string");
    CHECK(errorOf(scenarioWith(R"([{"key": "a"}])", R"([{"key": "open", "weight": 0.5, "size_gb": -0.5}])")) ==
          "/workload/index_keys/ByStatus/0/size_gb: must be between 0 and 1e+07, got -0.5");

    Scenario s = parsed(scenarioWith(R"([{"key": "a"}, {"key": "b"}])"));
    s.workload.keys[1].sizeGb = -2;
    const auto problem = checkScenario(s);
    REQUIRE(problem);
    CHECK(problem->path == "/workload/keys/1/size_gb");
    CHECK(problem->message == "must be between 0 and 1e+07, got -2");
}

TEST_CASE("a version 1 file refuses size_gb and source", "[scenario][import]") {
    const std::string v1Keys = R"({"version": 1, "table": {"rcu": 10, "wcu": 10},
        "workload": {"duration_s": 60, "keys": [{"key": "a"}, {"key": "b", "size_gb": 1}]}})";
    CHECK(errorOf(v1Keys) == "/workload/keys/1/size_gb: a version 2 field (set \"version\": 2 to use it)");
    const std::string v1Source = R"({"version": 1, "table": {"rcu": 10, "wcu": 10},
        "workload": {"duration_s": 60, "keys": [{"key": "a"}]},
        "source": {"format": "workbench", "weights": "item-count"}})";
    CHECK(errorOf(v1Source) == "/source: a version 2 field (set \"version\": 2 to use it)");
}

TEST_CASE("source is read, written and read back equal", "[scenario][import]") {
    const Scenario s = parsed(
        scenarioWith(R"([{"key": "a"}])", "[]",
                     R"(, "source": {"format": "dynamodb-json", "files": ["page1.json", "page2.json"], "items": 1234,
                        "weights": "item-count"})"));
    REQUIRE(s.source);
    CHECK(s.source->format == "dynamodb-json");
    CHECK(s.source->files == std::vector<std::string>{"page1.json", "page2.json"});
    CHECK(s.source->items == 1234);
    CHECK(s.source->weights == WeightBasis::ItemCount);
    CHECK(parsed(scenarioToJson(s)) == s);
    // A scenario without a source is written without one.
    const Scenario plain = parsed(scenarioWith(R"([{"key": "a"}])"));
    CHECK(scenarioToJson(plain).find("\"source\"") == std::string::npos);
}

TEST_CASE("source: each field's problem at its path", "[scenario][import]") {
    auto withSource = [](const std::string& source) {
        return errorOf(scenarioWith(R"([{"key": "a"}])", "[]", R"(, "source": )" + source));
    };
    CHECK(withSource(R"({"format": "csv", "weights": "stated"})") ==
          "/source/format: expected one of \"dynamodb-json\", \"workbench\", \"contributor-insights\", "
          "\"access-log\", got \"csv\"");
    CHECK(withSource(R"({"weights": "stated"})") == "/source/format: missing (a string is required)");
    CHECK(withSource(R"({"format": "workbench"})") ==
          "/source/weights: missing (stated, item-count, access-log, contributor-insights)");
    CHECK(withSource(R"({"format": "workbench", "weights": "guessed"})") ==
          "/source/weights: expected one of \"stated\", \"item-count\", \"access-log\", \"contributor-insights\", "
          "got \"guessed\"");
    CHECK(withSource(R"({"format": "workbench", "weights": "stated", "files": "a.json"})") ==
          "/source/files: expected an array, got a string");
    CHECK(withSource(R"({"format": "workbench", "weights": "stated", "files": [1]})") ==
          "/source/files/0: expected a string, got a number");
    CHECK(withSource(R"({"format": "workbench", "weights": "stated", "items": -1})") ==
          "/source/items: must be between 0 and 18,446,744,073,709,551,615, got -1");
    CHECK(withSource(R"({"format": "workbench", "weights": "stated", "rows": 1})")
              .rfind("/source/rows: unknown field", 0) == 0);

    Scenario s = parsed(scenarioWith(R"([{"key": "a"}])"));
    s.source = ImportSource{"xml", {}, 0, WeightBasis::Stated};
    const auto problem = checkScenario(s);
    REQUIRE(problem);
    CHECK(problem->path == "/source/format");
}
