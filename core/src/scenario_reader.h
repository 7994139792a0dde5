#pragma once

// The JSON reader's tools, shared by the files that read a scenario (scenario.cpp: the document, capacity, workload
// and strategy; scenario_tables.cpp: the table with its indexes, index keys and access patterns).

#include "scenario_rules.h"

#include "partiscope/number_format.h"
#include "partiscope/scenario.h"

#include "json_type_name.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <set>
#include <string>

namespace partiscope::scenario_reader {

using namespace scenario_rules;
using Json = nlohmann::ordered_json;

struct ScenarioError {
    std::string message;
};

/// Reads one JSON object, tracking its path for messages and rejecting unknown fields (typos).
class ObjectReader {
public:
    ObjectReader(const Json& object, std::string path, std::set<std::string> known)
        : m_object(object), m_path(std::move(path)) {
        if (!object.is_object()) {
            fail(m_path.empty() ? "/" : m_path, std::string("expected an object, got ") + jsonTypeName(object));
        }
        for (const auto& [name, value] : object.items()) {
            if (!known.count(name)) {
                std::string list;
                for (const auto& k : known) {
                    list += (list.empty() ? "" : ", ") + k;
                }
                fail(pathOf(name), "unknown field (expected one of: " + list + ")");
            }
        }
    }

    [[noreturn]] static void fail(const std::string& path, const std::string& message) {
        throw ScenarioError{path + ": " + message};
    }

    std::string pathOf(const std::string& name) const { return m_path + "/" + name; }
    bool has(const std::string& name) const { return m_object.contains(name) && !m_object.at(name).is_null(); }
    const Json& at(const std::string& name) const { return m_object.at(name); }

    double number(const std::string& name, std::optional<double> fallback, double min, double max) const {
        if (!has(name)) {
            if (!fallback) {
                fail(pathOf(name), "missing (a number is required)");
            }
            return *fallback;
        }
        const Json& value = at(name);
        if (!value.is_number()) {
            fail(pathOf(name), std::string("expected a number, got ") + jsonTypeName(value));
        }
        const double v = value.get<double>();
        if (auto problem = numberProblem(v, min, max)) {
            fail(pathOf(name), *problem);
        }
        return v;
    }

    std::uint64_t integer(const std::string& name, std::optional<std::uint64_t> fallback, std::uint64_t min,
                          std::uint64_t max) const {
        if (!has(name)) {
            if (!fallback) {
                fail(pathOf(name), "missing (a whole number is required)");
            }
            return *fallback;
        }
        const Json& value = at(name);
        if (value.is_number_unsigned()) {
            const auto v = value.get<std::uint64_t>();
            if (auto problem = countProblem(v, min, max)) {
                fail(pathOf(name), *problem);
            }
            return v;
        }
        if (value.is_number_integer()) {
            fail(pathOf(name), "must be between " + groupedCount(min) + " and " + groupedCount(max) + ", got " +
                                   std::to_string(value.get<std::int64_t>()));
        }
        if (value.is_number_float()) {
            const double v = value.get<double>();
            if (std::isfinite(v) && v == std::floor(v) && v >= static_cast<double>(min) &&
                v <= static_cast<double>(max)) {
                return static_cast<std::uint64_t>(v);
            }
            fail(pathOf(name), "expected a whole number between " + groupedCount(min) + " and " + groupedCount(max) +
                                   ", got " + generalNumber(v));
        }
        fail(pathOf(name), std::string("expected a whole number, got ") + jsonTypeName(value));
    }

    bool boolean(const std::string& name, bool fallback) const {
        if (!has(name)) {
            return fallback;
        }
        if (!at(name).is_boolean()) {
            fail(pathOf(name), std::string("expected true or false, got ") + jsonTypeName(at(name)));
        }
        return at(name).get<bool>();
    }

    std::string string(const std::string& name, std::optional<std::string> fallback) const {
        if (!has(name)) {
            if (!fallback) {
                fail(pathOf(name), "missing (a string is required)");
            }
            return *fallback;
        }
        if (!at(name).is_string()) {
            fail(pathOf(name), std::string("expected a string, got ") + jsonTypeName(at(name)));
        }
        return at(name).get<std::string>();
    }

    template <typename Enum, std::size_t N>
    Enum choice(const std::string& name, Enum fallback, const std::array<EnumName<Enum>, N>& names) const {
        if (!has(name)) {
            return fallback;
        }
        const std::string value = string(name, std::string());
        Enum e = fallback;
        if (!parseEnumName(names, value, e)) {
            fail(pathOf(name), "expected one of " + enumNameList(names, "\"", ", ") + ", got \"" + value + "\"");
        }
        return e;
    }

private:
    const Json& m_object;
    std::string m_path;
};

/// What a version 1 file is told about a field only version 2 has.
inline constexpr const char* kVersion2Field = "a version 2 field (set \"version\": 2 to use it)";

/// Fails when @p object holds a field of the other format version: @p fields are those fields, @p advice says what
/// to do instead (e.g. "a version 2 field: set \"version\": 2 to use it").
void rejectFields(const Json& object, const std::string& path, const std::set<std::string>& fields,
                  const std::string& advice);
/// The workload's keys and each GSI's index keys: `[{key, weight, partition, sort_key, size_gb}]` at @p path.
std::vector<WorkloadKey> readKeys(const Json& keys, const std::string& path);
/// A strategy object at @p path ("/strategy", "/table/gsis/0/strategy").
StrategyConfig readStrategy(const Json& json, const std::string& path);
/// The table: version 1 (`lsi` flag) or version 2 (key schema, size, indexes, on-demand maxima, account quota).
TableSpec readTable(const Json& json, int version);
/// `workload.index_keys`: per GSI name, its keys.
std::map<std::string, std::vector<WorkloadKey>> readIndexKeys(const Json& json);
std::vector<AccessPattern> readAccessPatterns(const Json& json);
/// `workload.operations` (scenario_operations.cpp), and its JSON for the writer.
std::vector<WriteOperation> readWriteOperations(const Json& json);
Json writeOperationsJson(const std::vector<WriteOperation>& operations);
/// `source`: what an import made the scenario from (scenario_source.cpp), and its JSON for the writer.
ImportSource readSource(const Json& json);
Json sourceJson(const ImportSource& source);
/// `candidates`: the designs to compare (scenario_candidates.cpp); messages name /candidates/<i>/... paths.
std::vector<DesignCandidate> readCandidates(const Json& json, int version);

} // namespace partiscope::scenario_reader
