// The scenario's `candidates`: designs read with their JSON paths, written back equal, checked as whole designs,
// version 2 only; and the two conversions between a candidate and the current design.
#include "partiscope/scenario.h"

#include <catch2/catch.hpp>

using namespace partiscope;

namespace {

const std::string kHead = R"({"version": 2, "name": "Board",
  "table": {"mode": "provisioned", "rcu": 6000, "wcu": 4000},
  "workload": {"duration_s": 60, "writes_per_s": 3000, "reads_per_s": 600,
               "keys": [{"key": "BOARD#global", "weight": 600}, {"key": "PLAYER#1", "weight": 20}]})";

std::string withCandidates(const std::string& candidates) {
    return kHead + ", \"candidates\": " + candidates + "}";
}

const std::string kThree = R"([
  {"name": "no strategy", "table": {"mode": "provisioned", "rcu": 6000, "wcu": 4000}},
  {"name": "mod 10", "table": {"mode": "provisioned", "rcu": 6000, "wcu": 4000},
   "strategy": {"kind": "mod", "shards": 10}},
  {"name": "on-demand, GSI", "table": {"mode": "on-demand",
     "key_schema": {"partition_key": {"name": "pk", "type": "S"}},
     "gsis": [{"name": "ByPlayer", "partition_key": {"name": "player", "type": "S"}}]},
   "index_keys": {"ByPlayer": [{"key": "P1", "weight": 0.5}]},
   "access_patterns": [{"name": "by player", "target": "ByPlayer", "key": "P1", "reads_per_s": 5}]}])";

std::string errorOf(const std::string& json) {
    Scenario scenario;
    std::string error;
    REQUIRE_FALSE(parseScenario(json, scenario, error));
    return error;
}

std::string candidate(const std::string& name, const std::string& rest = "") {
    return R"({"name": ")" + name + R"(", "table": {"mode": "on-demand"})" + rest + "}";
}

} // namespace

TEST_CASE("scenario candidates: read in order and written back equal", "[scenario][candidates]") {
    Scenario s;
    std::string error;
    REQUIRE(parseScenario(withCandidates(kThree), s, error));
    REQUIRE(s.candidates.size() == 3);
    CHECK(s.candidates[0].name == "no strategy");
    CHECK(s.candidates[0].strategy.kind == StrategyKind::None);
    CHECK(s.candidates[1].strategy.kind == StrategyKind::Mod);
    CHECK(s.candidates[1].strategy.shards == 10);
    const DesignCandidate& third = s.candidates[2];
    CHECK(third.table.mode == CapacityMode::OnDemand);
    REQUIRE(third.table.gsis.size() == 1);
    CHECK(third.indexKeys.at("ByPlayer").front().weight == 0.5);
    REQUIRE(third.accessPatterns.size() == 1);
    CHECK(third.accessPatterns[0].target == "ByPlayer");
    // The document's own design is untouched by its candidates.
    CHECK(s.table.mode == CapacityMode::Provisioned);
    CHECK(s.table.gsis.empty());

    Scenario again;
    REQUIRE(parseScenario(scenarioToJson(s), again, error));
    CHECK(again == s);
}

TEST_CASE("scenario candidates: a document without them writes no candidates field", "[scenario][candidates]") {
    Scenario s;
    std::string error;
    REQUIRE(parseScenario(kHead + "}", s, error));
    CHECK(scenarioToJson(s).find("candidates") == std::string::npos);
}

TEST_CASE("scenario candidates: errors name the candidate's JSON path", "[scenario][candidates]") {
    CHECK(errorOf(withCandidates("{}")) == "/candidates: expected an array, got an object");
    CHECK(errorOf(withCandidates(R"([{"table": {"mode": "on-demand"}}])")) ==
          "/candidates/0/name: missing (a string is required)");
    CHECK(errorOf(withCandidates(R"([{"name": "A"}])")) == "/candidates/0/table: missing (an object is required)");
    CHECK(errorOf(withCandidates("[" + candidate("A") + R"(, {"name": "B", "table": {"mode": "provisioned"}}])")) ==
          "/candidates/1/table/rcu: missing (a number is required)");
    CHECK(errorOf(withCandidates("[" + candidate("A", R"(, "strategy": {"kind": "mod"})") + "]"))
              .rfind("/candidates/0/strategy", 0) == 0);
    CHECK(errorOf(withCandidates("[" + candidate("A", R"(, "colour": 1)") + "]"))
              .rfind("/candidates/0/colour: unknown field", 0) == 0);
    CHECK(errorOf(withCandidates("[" + candidate("A", R"(, "access_patterns": [{"key": "X"}])") + "]")) ==
          "/candidates/0/access_patterns/0/name: missing (a string is required)");
    CHECK(errorOf(withCandidates("[" + candidate("A", R"(, "index_keys": [])") + "]"))
              .rfind("/candidates/0/index_keys: expected an object", 0) == 0);
}

TEST_CASE("scenario candidates: names, count and whole-design rules are checked", "[scenario][candidates]") {
    CHECK(errorOf(withCandidates("[" + candidate("") + "]")) ==
          "/candidates/0/name: must be 1 to 64 characters, got 0");
    CHECK(errorOf(withCandidates("[" + candidate(std::string(65, 'x')) + "]")) ==
          "/candidates/0/name: must be 1 to 64 characters, got 65");
    CHECK(errorOf(withCandidates("[" + candidate("A") + "," + candidate("A") + "]")) ==
          "/candidates/1/name: \"A\" names another candidate already");
    std::string seven = "[";
    for (int i = 0; i < 7; ++i) {
        seven += (i ? "," : "") + candidate("D" + std::to_string(i));
    }
    CHECK(errorOf(withCandidates(seven + "]")) == "/candidates: at most 6 candidates, got 7");
    // Rules that need the whole design: index keys of a GSI the candidate does not have, an access pattern on an
    // index it does not have; both are named under the candidate.
    CHECK(errorOf(withCandidates("[" + candidate("A", R"(, "index_keys": {"Nope": [{"key": "X"}]})") + "]"))
              .rfind("/candidates/0/index_keys/Nope", 0) == 0);
    CHECK(errorOf(
              withCandidates(
                  "[" + candidate("A", R"(, "access_patterns": [{"name": "r", "target": "Nope", "key": "X"}])") + "]"))
              .rfind("/candidates/0/access_patterns/0/target", 0) == 0);
    // A rule on the shared workload that only this candidate's strategy breaks keeps the workload's path and says
    // which candidate.
    const std::string longKey = std::string(2045, 'k');
    const std::string doc = R"({"version": 2, "table": {"mode": "on-demand"}, "workload": {"duration_s": 60,
      "writes_per_s": 10, "keys": [{"key": ")" +
                            longKey + R"("}]}, "candidates": [)" +
                            candidate("sharded", R"(, "strategy": {"kind": "mod", "shards": 100000})") + "]}";
    const std::string error = errorOf(doc);
    CHECK(error.rfind("/workload/keys/0/key: ", 0) == 0);
    CHECK(error.find("(with candidate \"sharded\")") != std::string::npos);
}

TEST_CASE("scenario candidates: a version 1 file may not hold them", "[scenario][candidates]") {
    const std::string v1 = R"({"version": 1, "table": {"mode": "on-demand"},
      "workload": {"duration_s": 60, "writes_per_s": 10, "keys": [{"key": "A"}]}, "candidates": []})";
    CHECK(errorOf(v1) == "/candidates: a version 2 field (set \"version\": 2 to use it)");
}

TEST_CASE("scenario candidates: from the current design and back", "[scenario][candidates]") {
    Scenario s;
    std::string error;
    REQUIRE(parseScenario(withCandidates(kThree), s, error));
    const DesignCandidate current = candidateFromScenario(s, "current");
    CHECK(current.name == "current");
    CHECK(current.table == s.table);
    CHECK(current.strategy == s.strategy);
    CHECK(current.indexKeys == s.workload.indexKeys);
    CHECK(current.accessPatterns == s.accessPatterns);

    const Scenario applied = scenarioWithCandidate(s, s.candidates[2]);
    CHECK(applied.table == s.candidates[2].table);
    CHECK(applied.workload.indexKeys == s.candidates[2].indexKeys);
    CHECK(applied.accessPatterns == s.candidates[2].accessPatterns);
    // The workload, name and candidate list are the document's.
    CHECK(applied.workload.keys == s.workload.keys);
    CHECK(applied.name == s.name);
    CHECK(applied.candidates == s.candidates);
    CHECK_FALSE(checkScenario(applied).has_value());
    // Back again: the candidate made from the applied design is the candidate (its name aside).
    DesignCandidate back = candidateFromScenario(applied, s.candidates[2].name);
    CHECK(back == s.candidates[2]);
}
