// A scenario as a NoSQL Workbench model: the table's definition and sample items of its hottest keys, sharded.
#include "partiscope/import/workbench_export.h"

#include "partiscope/access_pattern_queries.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <ctime>

namespace partiscope {

namespace {

using Json = nlohmann::ordered_json;

Json keyAttributeJson(const KeyAttribute& attribute) {
    return {{"AttributeName", attribute.name}, {"AttributeType", std::string(attributeTypeName(attribute.type))}};
}

Json keyAttributesJson(const KeyAttribute& partitionKey, const std::optional<KeyAttribute>& sortKey) {
    Json keys;
    keys["PartitionKey"] = keyAttributeJson(partitionKey);
    if (sortKey) {
        keys["SortKey"] = keyAttributeJson(*sortKey);
    }
    return keys;
}

/// Whether @p text can be a value of @p type: a number for N (digits with an optional sign and decimal point),
/// base64 for B; any text for S. A sharded key may not be (a suffix makes "12#3"): such an item is left out.
bool fitsType(std::string_view text, AttributeType type) {
    if (text.empty()) {
        return false;
    }
    if (type == AttributeType::N) {
        std::size_t i = text.front() == '-' ? 1 : 0;
        bool digits = false;
        bool point = false;
        for (; i < text.size(); ++i) {
            if (text[i] >= '0' && text[i] <= '9') {
                digits = true;
            } else if (text[i] == '.' && !point) {
                point = true;
            } else {
                return false;
            }
        }
        return digits;
    }
    if (type == AttributeType::B) {
        return text.size() % 4 == 0 && std::all_of(text.begin(), text.end(), [](char c) {
                   return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '/' || c == '=';
               });
    }
    return true;
}

Json valueJson(const KeyAttribute& attribute, const std::string& text) {
    return {{std::string(attributeTypeName(attribute.type)), text}};
}

/// A sort-key value for sample items: each sample item is the only one of its partition-key value.
std::string sampleSortValue(AttributeType type) {
    return type == AttributeType::N ? "1" : type == AttributeType::B ? "AQ==" : "ITEM#1";
}

/// @p keys hottest first (stable: listed order among equals), each fanned out by @p config's strategy, at most
/// @p limit physical keys that fit @p type.
std::vector<std::string> hottestPhysicalKeys(std::vector<WorkloadKey> keys, const StrategyConfig& config,
                                             AttributeType type, std::size_t limit) {
    std::stable_sort(keys.begin(), keys.end(),
                     [](const WorkloadKey& a, const WorkloadKey& b) { return a.weight > b.weight; });
    ShardStrategy strategy;
    std::string ignored; // a valid scenario's strategy is valid; else the keys are written as they are
    const bool sharded = ShardStrategy::create(config, strategy, ignored);
    std::vector<std::string> physical;
    for (const WorkloadKey& key : keys) {
        if (physical.size() >= limit || !(key.weight > 0)) {
            break;
        }
        const std::vector<std::string> shards =
            sharded ? strategy.fanOutKeys(key.key) : std::vector<std::string>{key.key};
        for (const std::string& shard : shards) {
            if (physical.size() >= limit) {
                break;
            }
            if (fitsType(shard, type)) {
                physical.push_back(shard);
            }
        }
    }
    return physical;
}

Json sampleItems(const Scenario& scenario) {
    const TableSpec& table = scenario.table;
    const std::vector<std::string> tableKeys =
        hottestPhysicalKeys(expandWorkloadKeys(scenario.workload), scenario.strategy, table.keySchema.partitionKey.type,
                            kWorkbenchSampleItems);
    std::vector<std::vector<std::string>> indexKeys;
    for (const GsiSpec& gsi : table.gsis) {
        const auto found = scenario.workload.indexKeys.find(gsi.name);
        indexKeys.push_back(
            found == scenario.workload.indexKeys.end()
                ? std::vector<std::string>{}
                : hottestPhysicalKeys(found->second, gsi.strategy, gsi.partitionKey.type, kWorkbenchSampleItems));
    }
    Json items = Json::array();
    for (std::size_t i = 0; i < tableKeys.size(); ++i) {
        Json item;
        item[table.keySchema.partitionKey.name] = valueJson(table.keySchema.partitionKey, tableKeys[i]);
        if (const auto& sortKey = table.keySchema.sortKey) {
            item[sortKey->name] = valueJson(*sortKey, sampleSortValue(sortKey->type));
        }
        for (std::size_t g = 0; g < table.gsis.size(); ++g) {
            const GsiSpec& gsi = table.gsis[g];
            // An attribute the item already has (a table key reused by the index) keeps its value.
            if (indexKeys[g].empty() || item.contains(gsi.partitionKey.name)) {
                continue;
            }
            item[gsi.partitionKey.name] = valueJson(gsi.partitionKey, indexKeys[g][i % indexKeys[g].size()]);
            if (gsi.sortKey && !item.contains(gsi.sortKey->name)) {
                item[gsi.sortKey->name] = valueJson(*gsi.sortKey, sampleSortValue(gsi.sortKey->type));
            }
        }
        items.push_back(std::move(item));
    }
    return items;
}

Json tableJson(const Scenario& scenario) {
    const TableSpec& t = scenario.table;
    Json table;
    table["TableName"] = t.name.empty() ? scenarioTableName(scenario) : t.name;
    table["KeyAttributes"] = keyAttributesJson(t.keySchema.partitionKey, t.keySchema.sortKey);
    // The index key attributes that are not the table's, as Workbench lists them.
    Json nonKey = Json::array();
    std::vector<std::string> listed{t.keySchema.partitionKey.name};
    if (t.keySchema.sortKey) {
        listed.push_back(t.keySchema.sortKey->name);
    }
    for (const GsiSpec& gsi : t.gsis) {
        for (const KeyAttribute* attribute : {&gsi.partitionKey, gsi.sortKey ? &*gsi.sortKey : nullptr}) {
            if (attribute && std::find(listed.begin(), listed.end(), attribute->name) == listed.end()) {
                listed.push_back(attribute->name);
                nonKey.push_back(keyAttributeJson(*attribute));
            }
        }
    }
    table["NonKeyAttributes"] = nonKey;
    table["TableFacets"] = Json::array();
    Json gsis = Json::array();
    for (const GsiSpec& gsi : t.gsis) {
        Json index;
        index["IndexName"] = gsi.name;
        index["KeyAttributes"] = keyAttributesJson(gsi.partitionKey, gsi.sortKey);
        Json projection;
        projection["ProjectionType"] = gsi.projection == Projection::All        ? "ALL"
                                       : gsi.projection == Projection::KeysOnly ? "KEYS_ONLY"
                                                                                : "INCLUDE";
        if (gsi.projection == Projection::Include) {
            projection["NonKeyAttributes"] = gsi.nonKeyAttributes;
        }
        index["Projection"] = projection;
        gsis.push_back(index);
    }
    table["GlobalSecondaryIndexes"] = gsis;
    table["TableData"] = sampleItems(scenario);
    table["DataAccess"] = {{"MySql", Json::object()}};
    if (t.mode == CapacityMode::OnDemand) {
        table["BillingMode"] = "PAY_PER_REQUEST";
    } else {
        table["BillingMode"] = "PROVISIONED";
        table["ProvisionedCapacitySettings"] = {
            {"ProvisionedThroughput", {{"ReadCapacityUnits", t.rcu}, {"WriteCapacityUnits", t.wcu}}}};
    }
    return table;
}

} // namespace

std::string scenarioToWorkbenchModel(const Scenario& scenario, std::string_view dateText) {
    Json model;
    const std::string tableName = scenario.table.name.empty() ? scenarioTableName(scenario) : scenario.table.name;
    model["ModelName"] = scenario.name.empty() ? tableName : scenario.name;
    model["ModelMetadata"] = {{"Author", "Partiscope"},
                              {"DateCreated", dateText},
                              {"DateLastModified", dateText},
                              {"Description", "Exported by Partiscope: the table, its indexes and capacity, and "
                                              "sample items of its hottest keys under its sharding strategy"},
                              {"AWSService", "Amazon DynamoDB"},
                              {"Version", "3.0"}};
    model["DataModel"] = Json::array({tableJson(scenario)});
    return model.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

std::string scenarioToWorkbenchModel(const Scenario& scenario) {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    std::array<char, 64> text{};
    // Workbench's own format: "Nov 30, 2026, 10:05 PM".
    const std::size_t length = std::strftime(text.data(), text.size(), "%b %d, %Y, %I:%M %p", &utc);
    return scenarioToWorkbenchModel(scenario, std::string_view(text.data(), length));
}

} // namespace partiscope
