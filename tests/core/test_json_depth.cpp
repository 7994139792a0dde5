#include <catch2/catch.hpp>

#include "partiscope/dynamodb_limits.h"
#include "partiscope/json_depth.h"
#include "partiscope/scenario.h"

#include <string>

using namespace partiscope;

namespace {

/// A valid scenario whose "name" is replaced by @p depth nested arrays (so the document nests
/// depth + 1 levels).
std::string scenarioNestedArrays(std::size_t depth) {
    return "{\"version\": 1, \"name\": " + std::string(depth, '[') + std::string(depth, ']') +
           ", \"table\": {\"rcu\": 10, \"wcu\": 10}, \"workload\": {\"duration_s\": 1}}";
}

} // namespace

TEST_CASE("JSON nesting deeper than the limit is refused before parsing, with its position", "[scenario][json]") {
    const std::size_t limit = limits::kMaxJsonDepth;
    CHECK_FALSE(jsonNestingProblem(std::string(limit, '[') + std::string(limit, ']')));
    const auto problem = jsonNestingProblem("\n  " + std::string(limit + 1, '{'));
    REQUIRE(problem);
    CHECK(*problem == "line 2, column " + std::to_string(limit + 3) + ": arrays and objects nested more than " +
                          std::to_string(limit) + " levels deep (the most Partiscope reads)");
    // Brackets inside strings (escaped quotes too) are text, not nesting.
    const std::string inString = "[\"" + std::string(limit + 10, '[') + "\\\"" + std::string(limit + 10, '{') + "\"]";
    CHECK_FALSE(jsonNestingProblem(inString));
    CHECK(jsonNestingProblem("[\"\\\\\"" + std::string(limit, '[')));
}

TEST_CASE("A scenario nested 1,000,000 deep is an error, not a stack overflow", "[scenario][json]") {
    Scenario scenario;
    std::string error;
    // At the limit the reader gets to the field itself.
    REQUIRE_FALSE(parseScenario(scenarioNestedArrays(limits::kMaxJsonDepth - 1), scenario, error));
    CHECK(error == "/name: expected a string, got an array");
    // One level more, and a million more (this crashed in the JSON copy), are refused up front.
    for (const std::size_t depth : {limits::kMaxJsonDepth, std::size_t{1'000'000}}) {
        error.clear();
        REQUIRE_FALSE(parseScenario(scenarioNestedArrays(depth), scenario, error));
        CHECK(error == "line 1, column " + std::to_string(23 + limits::kMaxJsonDepth) +
                           ": arrays and objects nested more than " + std::to_string(limits::kMaxJsonDepth) +
                           " levels deep (the most Partiscope reads)");
    }
}
