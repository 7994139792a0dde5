// A NoSQL Workbench model's table definition to a TableSpec, each problem at its JSON path in the model.
#include "workbench_model.h"

#include "partiscope/input_files.h"

#include <nlohmann/json.hpp>

#include <cstdlib>

namespace partiscope::import_detail {

namespace {

using Json = nlohmann::ordered_json;

/// Thrown by the readers below, caught in the entry points: the problem at its path.
struct ModelError {
    std::string path;
    std::string message;
};

const char* typeName(const Json& value) {
    switch (value.type()) {
    case Json::value_t::null:
        return "null";
    case Json::value_t::boolean:
        return "a boolean";
    case Json::value_t::string:
        return "a string";
    case Json::value_t::array:
        return "an array";
    case Json::value_t::object:
        return "an object";
    default:
        return "a number";
    }
}

const Json& member(const Json& object, const std::string& path, const char* name, const char* what) {
    if (!object.is_object()) {
        throw ModelError{path, std::string("expected an object, got ") + typeName(object)};
    }
    if (!object.contains(name)) {
        throw ModelError{path + "/" + name, std::string("missing (") + what + ")"};
    }
    return object.at(name);
}

std::string stringOf(const Json& value, const std::string& path) {
    if (!value.is_string()) {
        throw ModelError{path, std::string("expected a string, got ") + typeName(value)};
    }
    return value.get<std::string>();
}

KeyAttribute readKeyAttribute(const Json& json, const std::string& path) {
    KeyAttribute attribute;
    attribute.name = stringOf(member(json, path, "AttributeName", "the attribute's name"), path + "/AttributeName");
    const std::string type = stringOf(member(json, path, "AttributeType", "S, N or B"), path + "/AttributeType");
    if (!parseAttributeType(type, attribute.type)) {
        throw ModelError{path + "/AttributeType", "a key attribute is S, N or B, got \"" + type + "\""};
    }
    return attribute;
}

KeySchema readKeyAttributes(const Json& json, const std::string& path) {
    KeySchema schema;
    schema.partitionKey = readKeyAttribute(
        member(json, path, "PartitionKey", "an object {AttributeName, AttributeType}"), path + "/PartitionKey");
    if (json.contains("SortKey") && !json.at("SortKey").is_null()) {
        schema.sortKey = readKeyAttribute(json.at("SortKey"), path + "/SortKey");
    }
    return schema;
}

double capacityUnits(const Json& throughput, const std::string& path, const char* name) {
    const Json& value = member(throughput, path, name, "a number");
    if (!value.is_number() || value.get<double>() < 0) {
        throw ModelError{path + "/" + name, std::string("expected a number of at least 0, got ") +
                                                (value.is_number() ? value.dump() : typeName(value))};
    }
    return value.get<double>();
}

void readProjection(const Json& json, const std::string& path, GsiSpec& gsi) {
    const std::string type =
        stringOf(member(json, path, "ProjectionType", "ALL, KEYS_ONLY or INCLUDE"), path + "/ProjectionType");
    if (type == "ALL") {
        gsi.projection = Projection::All;
    } else if (type == "KEYS_ONLY") {
        gsi.projection = Projection::KeysOnly;
    } else if (type == "INCLUDE") {
        gsi.projection = Projection::Include;
    } else {
        throw ModelError{path + "/ProjectionType", "expected ALL, KEYS_ONLY or INCLUDE, got \"" + type + "\""};
    }
    if (json.contains("NonKeyAttributes") && gsi.projection == Projection::Include) {
        const Json& names = json.at("NonKeyAttributes");
        if (!names.is_array()) {
            throw ModelError{path + "/NonKeyAttributes", std::string("expected an array, got ") + typeName(names)};
        }
        for (std::size_t i = 0; i < names.size(); ++i) {
            gsi.nonKeyAttributes.push_back(stringOf(names[i], path + "/NonKeyAttributes/" + std::to_string(i)));
        }
    }
}

GsiSpec readGsi(const Json& json, const std::string& path) {
    GsiSpec gsi;
    gsi.name = stringOf(member(json, path, "IndexName", "the index's name"), path + "/IndexName");
    const KeySchema keys = readKeyAttributes(member(json, path, "KeyAttributes", "an object {PartitionKey, SortKey}"),
                                             path + "/KeyAttributes");
    gsi.partitionKey = keys.partitionKey;
    gsi.sortKey = keys.sortKey;
    if (json.contains("Projection")) {
        readProjection(json.at("Projection"), path + "/Projection", gsi);
    }
    return gsi;
}

/// Parses one captured member; a JSON problem is reported at its line in the file.
Json parseMember(const MemberText& text, const std::string& path) {
    Json json;
    std::string error;
    if (!parseJsonStrictly(text.text, json, error)) {
        // "LINE:COLUMN: ..." counts from the member's first byte; other errors are about a path inside it.
        char* end = nullptr;
        const unsigned long line = std::strtoul(error.c_str(), &end, 10);
        if (end != error.c_str() && *end == ':') {
            throw ModelError{"", std::to_string(text.line + line - 1) + error.substr(end - error.c_str())};
        }
        throw ModelError{path, error};
    }
    return json;
}

ModelProblem problemOf(const ModelError& e, std::uint64_t line) {
    if (e.path.empty()) {
        // "LINE:COLUMN: message" already placed in the file.
        const auto colon = e.message.find(':');
        return ModelProblem{std::strtoull(e.message.c_str(), nullptr, 10), "", e.message.substr(colon + 1)};
    }
    return ModelProblem{line, e.path, e.message};
}

} // namespace

bool isReadTableMember(const std::string& name) {
    return name == "TableName" || name == "KeyAttributes" || name == "GlobalSecondaryIndexes" ||
           name == "BillingMode" || name == "ProvisionedCapacitySettings";
}

std::optional<std::string> workbenchTableName(const WorkbenchTable& table, const std::string& path,
                                              ModelProblem& problem) {
    const auto found = table.members.find("TableName");
    if (found == table.members.end()) {
        problem = ModelProblem{0, path + "/TableName", "missing (the table's name)"};
        return std::nullopt;
    }
    try {
        return stringOf(parseMember(found->second, path + "/TableName"), path + "/TableName");
    } catch (const ModelError& e) {
        problem = problemOf(e, found->second.line);
        return std::nullopt;
    }
}

bool readWorkbenchTable(const WorkbenchTable& table, const std::string& path, TableSpec& out,
                        std::vector<std::string>& notes, ModelProblem& problem) {
    std::uint64_t line = 0;
    try {
        TableSpec spec;
        auto parsed = [&](const char* name) -> std::optional<Json> {
            const auto found = table.members.find(name);
            if (found == table.members.end()) {
                return std::nullopt;
            }
            line = found->second.line;
            return parseMember(found->second, path + "/" + name);
        };
        const auto name = parsed("TableName");
        if (!name) {
            throw ModelError{path + "/TableName", "missing (the table's name)"};
        }
        spec.name = stringOf(*name, path + "/TableName");
        const auto keys = parsed("KeyAttributes");
        if (!keys) {
            throw ModelError{path + "/KeyAttributes", "missing (an object {PartitionKey, SortKey})"};
        }
        spec.keySchema = readKeyAttributes(*keys, path + "/KeyAttributes");
        if (const auto gsis = parsed("GlobalSecondaryIndexes")) {
            if (!gsis->is_array()) {
                throw ModelError{path + "/GlobalSecondaryIndexes",
                                 std::string("expected an array, got ") + typeName(*gsis)};
            }
            for (std::size_t i = 0; i < gsis->size(); ++i) {
                spec.gsis.push_back(readGsi((*gsis)[i], path + "/GlobalSecondaryIndexes/" + std::to_string(i)));
            }
        }
        // DynamoDB's default billing mode is PROVISIONED (API CreateTable BillingMode).
        std::string mode = "PROVISIONED";
        if (const auto billing = parsed("BillingMode")) {
            mode = stringOf(*billing, path + "/BillingMode");
        }
        if (mode == "PAY_PER_REQUEST") {
            spec.mode = CapacityMode::OnDemand;
        } else if (mode == "PROVISIONED") {
            spec.mode = CapacityMode::Provisioned;
            const auto settings = parsed("ProvisionedCapacitySettings");
            if (!settings) {
                throw ModelError{path + "/ProvisionedCapacitySettings",
                                 "missing (a provisioned table needs its ProvisionedThroughput)"};
            }
            const std::string settingsPath = path + "/ProvisionedCapacitySettings";
            const Json& throughput = member(*settings, settingsPath, "ProvisionedThroughput",
                                            "an object {ReadCapacityUnits, WriteCapacityUnits}");
            const std::string throughputPath = settingsPath + "/ProvisionedThroughput";
            spec.rcu = capacityUnits(throughput, throughputPath, "ReadCapacityUnits");
            spec.wcu = capacityUnits(throughput, throughputPath, "WriteCapacityUnits");
            if (settings->contains("AutoScalingRead") || settings->contains("AutoScalingWrite")) {
                notes.push_back("The model's auto scaling settings are not simulated: the capacity is its "
                                "ProvisionedThroughput, fixed.");
            }
            // A model states no capacity for an index: the scenario gives each GSI the table's (a simplification).
            for (GsiSpec& gsi : spec.gsis) {
                gsi.rcu = spec.rcu;
                gsi.wcu = spec.wcu;
            }
            if (!spec.gsis.empty()) {
                notes.push_back("Each index gets the table's provisioned capacity (the model states none of its "
                                "own).");
            }
        } else {
            throw ModelError{path + "/BillingMode", "expected PROVISIONED or PAY_PER_REQUEST, got \"" + mode + "\""};
        }
        out = std::move(spec);
        return true;
    } catch (const ModelError& e) {
        problem = problemOf(e, line);
        return false;
    }
}

std::optional<std::string> workbenchModelName(const MemberText& name, ModelProblem& problem) {
    try {
        return stringOf(parseMember(name, "/ModelName"), "/ModelName");
    } catch (const ModelError& e) {
        problem = problemOf(e, name.line);
        return std::nullopt;
    }
}

std::optional<ModelProblem> workbenchMetadataProblem(const MemberText& metadata) {
    try {
        const Json json = parseMember(metadata, "/ModelMetadata");
        const std::string version =
            stringOf(member(json, "/ModelMetadata", "Version", "\"2.0\" or \"3.0\""), "/ModelMetadata/Version");
        if (version != "2.0" && version != "3.0") {
            throw ModelError{"/ModelMetadata/Version",
                             "unsupported version \"" + version + "\" (this build reads 2.0 and 3.0)"};
        }
        if (json.contains("AWSService")) {
            const std::string service = stringOf(json.at("AWSService"), "/ModelMetadata/AWSService");
            if (service != "Amazon DynamoDB") {
                throw ModelError{"/ModelMetadata/AWSService",
                                 "a model for \"" + service + "\"; only Amazon DynamoDB models can be imported"};
            }
        }
        return std::nullopt;
    } catch (const ModelError& e) {
        return problemOf(e, metadata.line);
    }
}

} // namespace partiscope::import_detail
