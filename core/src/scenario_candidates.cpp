// The scenario's `candidates`: named designs a review compares. Each one reuses the readers and checks of the
// document's own table, strategy, index keys and access patterns; only the JSON paths in messages differ, so they
// are rewritten here rather than threading a prefix through every reader.
#include "scenario_reader.h"

#include <set>
#include <string_view>

namespace partiscope {

namespace {

using scenario_reader::Json;
using scenario_reader::ObjectReader;
using scenario_reader::ScenarioError;

/// Where a document-level path of a candidate's part lives under /candidates/<i>: "/table/wcu" becomes
/// "/candidates/1/table/wcu", "/workload/index_keys/ByStatus" becomes "/candidates/1/index_keys/ByStatus". Other
/// paths (the shared workload) stay as they are: nullopt.
std::optional<std::string> candidatePath(std::string_view path, const std::string& prefix) {
    struct Move {
        std::string_view from;
        std::string_view to;
    };
    static constexpr Move kMoves[] = {{"/table", "/table"},
                                      {"/strategy", "/strategy"},
                                      {"/access_patterns", "/access_patterns"},
                                      {"/workload/index_keys", "/index_keys"}};
    for (const auto& move : kMoves) {
        if (path.substr(0, move.from.size()) == move.from &&
            (path.size() == move.from.size() || path[move.from.size()] == '/')) {
            return prefix + std::string(move.to) + std::string(path.substr(move.from.size()));
        }
    }
    return std::nullopt;
}

/// Runs @p read, moving the path at the front of a failure's message under @p prefix.
template <typename Read>
auto readUnder(const std::string& prefix, Read read) {
    try {
        return read();
    } catch (const ScenarioError& e) {
        const auto colon = e.message.find(": ");
        if (colon != std::string::npos) {
            if (auto moved = candidatePath(std::string_view(e.message).substr(0, colon), prefix)) {
                throw ScenarioError{*moved + e.message.substr(colon)};
            }
        }
        throw;
    }
}

std::optional<std::string> nameProblem(const std::string& name) {
    if (name.empty() || name.size() > kMaxCandidateNameChars) {
        return "must be 1 to " + std::to_string(kMaxCandidateNameChars) + " characters, got " +
               std::to_string(name.size());
    }
    if (name.find_first_not_of(" \t") == std::string::npos) {
        return "must not be blank";
    }
    return std::nullopt;
}

} // namespace

std::vector<DesignCandidate> scenario_reader::readCandidates(const Json& json, int version) {
    if (!json.is_array()) {
        ObjectReader::fail("/candidates", std::string("expected an array, got ") + jsonTypeName(json));
    }
    if (json.size() > kMaxCandidates) {
        ObjectReader::fail("/candidates", "at most " + std::to_string(kMaxCandidates) + " candidates, got " +
                                              std::to_string(json.size()));
    }
    std::vector<DesignCandidate> out;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const std::string prefix = "/candidates/" + std::to_string(i);
        const ObjectReader r(json[i], prefix, {"name", "table", "strategy", "index_keys", "access_patterns"});
        DesignCandidate c;
        c.name = r.string("name", std::nullopt);
        if (!r.has("table")) {
            ObjectReader::fail(prefix + "/table", "missing (an object is required)");
        }
        c.table = readUnder(prefix, [&] { return readTable(r.at("table"), version); });
        if (r.has("strategy")) {
            c.strategy = readStrategy(r.at("strategy"), prefix + "/strategy");
        }
        if (r.has("index_keys")) {
            c.indexKeys = readUnder(prefix, [&] { return readIndexKeys(r.at("index_keys")); });
        }
        if (r.has("access_patterns")) {
            c.accessPatterns = readUnder(prefix, [&] { return readAccessPatterns(r.at("access_patterns")); });
        }
        out.push_back(std::move(c));
    }
    return out;
}

std::optional<FieldProblem> scenario_rules::candidatesProblem(const Scenario& scenario,
                                                              const std::function<CheckFn>& check) {
    if (scenario.candidates.size() > kMaxCandidates) {
        return FieldProblem{"/candidates", "at most " + std::to_string(kMaxCandidates) + " candidates, got " +
                                               std::to_string(scenario.candidates.size())};
    }
    std::set<std::string> names;
    for (std::size_t i = 0; i < scenario.candidates.size(); ++i) {
        const DesignCandidate& c = scenario.candidates[i];
        const std::string prefix = "/candidates/" + std::to_string(i);
        if (auto problem = at(prefix + "/name", nameProblem(c.name))) {
            return problem;
        }
        if (!names.insert(c.name).second) {
            return FieldProblem{prefix + "/name", "\"" + c.name + "\" names another candidate already"};
        }
        Scenario design = scenarioWithCandidate(scenario, c);
        design.candidates.clear();
        if (auto problem = check(design)) {
            if (auto moved = candidatePath(problem->path, prefix)) {
                problem->path = *moved;
            } else {
                problem->message += " (with candidate \"" + c.name + "\")";
            }
            return problem;
        }
    }
    return std::nullopt;
}

std::optional<FieldProblem> documentShardedKeysProblem(const Scenario& document, std::uint64_t tableKeys) {
    if (auto problem = shardedKeysProblem(document, tableKeys)) {
        return problem;
    }
    for (std::size_t i = 0; i < document.candidates.size(); ++i) {
        if (auto problem = shardedKeysProblem(scenarioWithCandidate(document, document.candidates[i]), tableKeys)) {
            problem->path =
                candidatePath(problem->path, "/candidates/" + std::to_string(i)).value_or(std::move(problem->path));
            return problem;
        }
    }
    return std::nullopt;
}

DesignCandidate candidateFromScenario(const Scenario& scenario, std::string name) {
    DesignCandidate c;
    c.name = std::move(name);
    c.table = scenario.table;
    c.strategy = scenario.strategy;
    c.indexKeys = scenario.workload.indexKeys;
    c.accessPatterns = scenario.accessPatterns;
    return c;
}

Scenario scenarioWithCandidate(const Scenario& document, const DesignCandidate& candidate) {
    Scenario s = document;
    s.table = candidate.table;
    s.strategy = candidate.strategy;
    s.workload.indexKeys = candidate.indexKeys;
    s.accessPatterns = candidate.accessPatterns;
    return s;
}

} // namespace partiscope
