// Version 2's scenario rules: names and key attributes, the index quotas, each GSI's capacity and strategy, the
// index keys and the access patterns. Each problem names its JSON path and says what DynamoDB would refuse.
#include "scenario_rules.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/key_validation.h"
#include "partiscope/number_format.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace partiscope {

namespace scenario_rules {

std::optional<std::string> tableNameProblem(std::string_view name) {
    const bool validCharacters = std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
               c == '.';
    });
    if (validCharacters && name.size() >= limits::kTableNameMinChars && name.size() <= limits::kTableNameMaxChars) {
        return std::nullopt;
    }
    return "must be " + std::to_string(limits::kTableNameMinChars) + " to " +
           std::to_string(limits::kTableNameMaxChars) +
           " characters of A-Z, a-z, 0-9, '_', '-' and '.' (DynamoDB's naming rules), got \"" +
           std::string(name.substr(0, 60)) + "\"";
}

std::optional<std::string> attributeNameProblem(std::string_view name) {
    if (!name.empty() && name.size() <= limits::kKeyAttributeNameMaxBytes && !firstInvalidUtf8(name)) {
        return std::nullopt;
    }
    return "must be 1 to " + std::to_string(limits::kKeyAttributeNameMaxBytes) +
           " bytes of UTF-8 (a key attribute's name), got " + countOf(name.size(), "byte", "bytes");
}

std::string attributeTypeChoiceProblem(std::string_view got) {
    return "expected one of \"S\", \"N\", \"B\", got \"" + std::string(got) + "\"";
}

std::string sortKeyOperatorChoiceProblem(std::string_view got) {
    return "expected one of \"eq\", \"lt\", \"le\", \"gt\", \"ge\", \"between\", \"begins_with\", got \"" +
           std::string(got) + "\"";
}

namespace {

std::string gsiPath(std::size_t i) {
    return "/table/gsis/" + std::to_string(i);
}

std::string lsiPath(std::size_t i) {
    return "/table/lsis/" + std::to_string(i);
}

std::uint32_t indexPartitions(const GsiSpec& gsi, const TableSpec& table) {
    return gsi.partitions.value_or(derivedPartitionCount(gsi, table));
}

/// DynamoDB declares each key attribute once (AttributeDefinitions): one name, one type, in every key schema.
class AttributeTypes {
public:
    std::optional<FieldProblem> add(const KeyAttribute& attribute, const std::string& path) {
        if (auto p = at(path + "/name", attributeNameProblem(attribute.name))) {
            return p;
        }
        const auto [it, fresh] = m_first.emplace(attribute.name, std::pair{attribute.type, path});
        if (fresh || it->second.first == attribute.type) {
            return std::nullopt;
        }
        return FieldProblem{path + "/type", "attribute \"" + attribute.name + "\" is " +
                                                std::string(attributeTypeName(attribute.type)) + " here but " +
                                                std::string(attributeTypeName(it->second.first)) + " at " +
                                                it->second.second + " (an attribute has one type in every key)"};
    }

private:
    std::map<std::string, std::pair<AttributeType, std::string>> m_first;
};

/// GSIs and LSIs share one namespace; "table" is the access patterns' name for the base table.
class IndexNames {
public:
    std::optional<FieldProblem> add(const std::string& name, const std::string& path) {
        if (auto p = at(path + "/name", tableNameProblem(name))) {
            return p;
        }
        if (name == "table") {
            return FieldProblem{path + "/name", "\"table\" names the base table in access patterns; choose another "
                                                "index name"};
        }
        const auto [it, fresh] = m_first.emplace(name, path);
        if (fresh) {
            return std::nullopt;
        }
        return FieldProblem{path + "/name", "index name \"" + name + "\" is already used by " + it->second +
                                                " (GSIs and LSIs share "
                                                "one namespace)"};
    }

private:
    std::map<std::string, std::string> m_first;
};

std::optional<FieldProblem> projectionProblem(Projection projection, const std::vector<std::string>& attributes,
                                              const std::string& path) {
    if (!attributes.empty() && projection != Projection::Include) {
        return FieldProblem{path + "/non_key_attributes", "only a projection of \"include\" lists non-key attributes"};
    }
    for (std::size_t i = 0; i < attributes.size(); ++i) {
        if (auto p = at(path + "/non_key_attributes/" + std::to_string(i), attributeNameProblem(attributes[i]))) {
            return p;
        }
    }
    return std::nullopt;
}

std::optional<FieldProblem> gsiProblem(const GsiSpec& g, const TableSpec& table, const std::string& path) {
    if (g.mode && *g.mode != table.mode) {
        return FieldProblem{path + "/mode", "must be the table's mode (\"" +
                                                std::string(enumName(kCapacityModeNames, table.mode)) +
                                                "\"): DynamoDB bills an index like its table"};
    }
    if (auto p = projectionProblem(g.projection, g.nonKeyAttributes, path)) {
        return p;
    }
    return strategyProblem(g.strategy, path + "/strategy");
}

bool patternReads(const Scenario& s, const std::string& target) {
    return std::any_of(s.accessPatterns.begin(), s.accessPatterns.end(),
                       [&](const AccessPattern& a) { return a.target == target && a.readsPerS > 0; });
}

std::optional<std::string> sortKeyValueProblem(const std::string& value) {
    if (!value.empty() && value.size() <= limits::kSortKeyMaxBytes && !firstInvalidUtf8(value)) {
        return std::nullopt;
    }
    return "must be 1 to " + groupedCount(limits::kSortKeyMaxBytes) + " bytes of UTF-8 (a sort-key value), got " +
           countOf(value.size(), "byte", "bytes");
}

std::optional<FieldProblem> sortKeyConditionProblem(const AccessPattern& a, bool targetHasSortKey,
                                                    const std::string& path) {
    if (!a.sortKeyCondition) {
        return std::nullopt;
    }
    const std::string conditionPath = path + "/sort_key_condition";
    if (!targetHasSortKey) {
        return FieldProblem{conditionPath, std::string(a.target.empty() ? "the table" : "index \"" + a.target + "\"") +
                                               " has no sort key to compare"};
    }
    const auto& c = *a.sortKeyCondition;
    if (auto p = at(conditionPath + "/value", sortKeyValueProblem(c.value))) {
        return p;
    }
    // value2 is BETWEEN's upper bound; with another operator it is kept but not used.
    if (c.op == SortKeyOperator::Between && !c.value2) {
        return FieldProblem{conditionPath + "/value2", "\"between\" needs value2 (the upper bound)"};
    }
    return c.value2 ? at(conditionPath + "/value2", sortKeyValueProblem(*c.value2)) : std::nullopt;
}

std::optional<FieldProblem> accessPatternProblem(const Scenario& s, std::size_t i) {
    const AccessPattern& a = s.accessPatterns[i];
    const std::string path = "/access_patterns/" + std::to_string(i);
    const GsiSpec* gsi = a.target.empty() ? nullptr : findGsi(s.table, a.target);
    const LsiSpec* lsi = a.target.empty() || gsi ? nullptr : findLsi(s.table, a.target);
    if (!a.target.empty() && !gsi && !lsi) {
        return FieldProblem{path + "/target", "no index named \"" + a.target.substr(0, 60) +
                                                  "\" (\"table\", or the name of a GSI or an LSI)"};
    }
    if (auto p = at(path + "/key", partitionKeyProblem(a.key))) {
        return p;
    }
    if (a.consistency == Consistency::Transactional) {
        return FieldProblem{path + "/consistency",
                            "a Query reads \"eventual\" or \"strong\" (transactional reads are not queries)"};
    }
    if (gsi && a.consistency == Consistency::Strong) {
        return FieldProblem{path + "/consistency", "GSI reads are eventually consistent only"};
    }
    const bool targetHasSortKey = gsi ? gsi->sortKey.has_value() : lsi || s.table.keySchema.sortKey.has_value();
    if (auto p = sortKeyConditionProblem(a, targetHasSortKey, path)) {
        return p;
    }
    if (auto p = at(path + "/reads_per_s", numberProblem(a.readsPerS, 0, kMaxRequestsPerS))) {
        return p;
    }
    return at(path + "/items_per_query", numberProblem(a.itemsPerQuery, kMinItemsPerQuery, kMaxItemsPerQuery));
}

} // namespace

std::optional<FieldProblem> gsiValuesProblem(const GsiSpec& g, const std::string& path) {
    if (g.itemKb) {
        if (auto p = at(path + "/item_kb", numberProblem(*g.itemKb, kMinItemKb, limits::kItemMaxKb))) {
            return p;
        }
    }
    if (auto p = at(path + "/rcu", numberProblem(g.rcu, 0, kMaxTableUnits))) {
        return p;
    }
    if (auto p = at(path + "/wcu", numberProblem(g.wcu, 0, kMaxTableUnits))) {
        return p;
    }
    if (g.partitions) {
        if (auto p = at(path + "/partitions", countProblem(*g.partitions, 1, kMaxPartitions))) {
            return p;
        }
    }
    if (auto p = at(path + "/previous_peak_rcu", numberProblem(g.previousPeakRcu, 0, kMaxPreviousPeak))) {
        return p;
    }
    if (auto p = at(path + "/previous_peak_wcu", numberProblem(g.previousPeakWcu, 0, kMaxPreviousPeak))) {
        return p;
    }
    if (auto p = warmThroughputProblem(g.warmThroughput, path)) {
        return p;
    }
    for (const auto& [field, units] :
         {std::pair<const char*, const std::optional<double>*>{"max_read_request_units", &g.maxReadRequestUnits},
          {"max_write_request_units", &g.maxWriteRequestUnits}}) {
        if (*units) {
            if (auto p = at(path + "/" + field, numberProblem(**units, kMinRequestUnits, kMaxRequestUnits))) {
                return p;
            }
        }
    }
    return std::nullopt;
}

std::optional<FieldProblem> indexesProblem(const TableSpec& table) {
    AttributeTypes types;
    if (auto p = types.add(table.keySchema.partitionKey, "/table/key_schema/partition_key")) {
        return p;
    }
    if (table.keySchema.sortKey) {
        if (auto p = types.add(*table.keySchema.sortKey, "/table/key_schema/sort_key")) {
            return p;
        }
    }
    if (table.gsis.size() > limits::kMaxGsis) {
        return FieldProblem{"/table/gsis", "at most " + std::to_string(limits::kMaxGsis) +
                                               " global secondary indexes per table (DynamoDB's quota), got " +
                                               std::to_string(table.gsis.size())};
    }
    if (table.lsis.size() > limits::kMaxLsis) {
        return FieldProblem{"/table/lsis", "at most " + std::to_string(limits::kMaxLsis) +
                                               " local secondary indexes per table (DynamoDB's quota), got " +
                                               std::to_string(table.lsis.size())};
    }
    if (!table.lsis.empty() && !table.keySchema.sortKey) {
        return FieldProblem{"/table/lsis", "a local secondary index needs a table with a sort key "
                                           "(/table/key_schema/sort_key)"};
    }
    IndexNames names;
    for (std::size_t i = 0; i < table.gsis.size(); ++i) {
        const GsiSpec& g = table.gsis[i];
        if (auto p = names.add(g.name, gsiPath(i))) {
            return p;
        }
        if (auto p = types.add(g.partitionKey, gsiPath(i) + "/partition_key")) {
            return p;
        }
        if (g.sortKey) {
            if (auto p = types.add(*g.sortKey, gsiPath(i) + "/sort_key")) {
                return p;
            }
        }
        if (auto p = gsiProblem(g, table, gsiPath(i))) {
            return p;
        }
    }
    for (std::size_t i = 0; i < table.lsis.size(); ++i) {
        const LsiSpec& l = table.lsis[i];
        if (auto p = names.add(l.name, lsiPath(i))) {
            return p;
        }
        if (auto p = types.add(l.sortKey, lsiPath(i) + "/sort_key")) {
            return p;
        }
        if (auto p = projectionProblem(l.projection, l.nonKeyAttributes, lsiPath(i))) {
            return p;
        }
    }
    return std::nullopt;
}

std::optional<FieldProblem> indexCapacityProblem(const Scenario& s) {
    const TableSpec& table = s.table;
    for (std::size_t i = 0; i < table.gsis.size(); ++i) {
        const GsiSpec& g = table.gsis[i];
        // Only a provisioned table's provisioned index has capacity to check; a mode other than the table's is
        // indexesProblem()'s to name.
        if (table.mode != CapacityMode::Provisioned || g.mode.value_or(table.mode) != table.mode) {
            continue;
        }
        if (g.wcu < 1) {
            return FieldProblem{gsiPath(i) + "/wcu", "must be at least 1 on a provisioned index (DynamoDB's minimum)"};
        }
        if (g.rcu < 1 && patternReads(s, g.name)) {
            return FieldProblem{gsiPath(i) + "/rcu", "must be at least 1 on a provisioned index that an access "
                                                     "pattern reads (DynamoDB's minimum; 0 is accepted only for an "
                                                     "index nothing reads)"};
        }
        if (auto p = at(gsiPath(i) + "/wcu",
                        perTableQuotaProblem(g.wcu, table.accountMaxWcu, "WCU", "/table/account_max_wcu"))) {
            return p;
        }
        if (auto p = at(gsiPath(i) + "/rcu",
                        perTableQuotaProblem(g.rcu, table.accountMaxRcu, "RCU", "/table/account_max_rcu"))) {
            return p;
        }
    }
    for (const auto& [name, keys] : s.workload.indexKeys) {
        const GsiSpec* gsi = findGsi(table, name);
        if (!gsi) {
            continue; // indexKeysProblem() names it
        }
        const std::uint32_t partitions = indexPartitions(*gsi, table);
        for (std::size_t j = 0; j < keys.size(); ++j) {
            if (keys[j].partition && *keys[j].partition >= partitions) {
                return FieldProblem{"/workload/index_keys/" + name + "/" + std::to_string(j) + "/partition",
                                    "partition " + std::to_string(*keys[j].partition) + " does not exist: key '" +
                                        keys[j].key.substr(0, 40) + "' is pinned to it, but index \"" + name +
                                        "\" has " + countOf(partitions, "partition", "partitions") +
                                        (gsi->partitions ? "" : " (derived from its capacity)")};
            }
        }
    }
    return std::nullopt;
}

std::optional<FieldProblem> indexKeysProblem(const Scenario& s) {
    for (const auto& [name, keys] : s.workload.indexKeys) {
        const std::string path = "/workload/index_keys/" + name;
        const GsiSpec* gsi = findGsi(s.table, name);
        if (!gsi) {
            return FieldProblem{path, "no global secondary index named \"" + name.substr(0, 60) +
                                          "\" in /table/gsis (an LSI is keyed by the table's keys)"};
        }
        if (keys.size() > kMaxKeys) {
            return FieldProblem{path, "at most " + groupedCount(kMaxKeys) + " keys"};
        }
        if (auto p = keyValuesProblem(keys, path)) {
            return p;
        }
        double share = 0;
        std::size_t longest = 0;
        for (std::size_t j = 0; j < keys.size(); ++j) {
            share += keys[j].weight;
            longest = keys[j].key.size() > keys[longest].key.size() ? j : longest;
        }
        if (share > 1 + kIndexShareTolerance) {
            return FieldProblem{path, "the weights add up to " + generalNumber(share) +
                                          "; each is the share of base-table writes whose item carries that key, so "
                                          "together they are at most 1"};
        }
        if (auto p = pinsDisagree(keys, path)) {
            return p;
        }
        ShardStrategy strategy;
        std::string ignored; // indexesProblem() reported an invalid strategy already
        if (!keys.empty() && ShardStrategy::create(gsi->strategy, strategy, ignored)) {
            if (auto p = at(path + "/" + std::to_string(longest) + "/key", strategy.keyProblem(keys[longest].key))) {
                return p;
            }
        }
    }
    return std::nullopt;
}

std::optional<FieldProblem> accessPatternsProblem(const Scenario& s) {
    std::map<std::string, std::size_t> firstNamed;
    for (std::size_t i = 0; i < s.accessPatterns.size(); ++i) {
        const std::string& name = s.accessPatterns[i].name;
        const std::string path = "/access_patterns/" + std::to_string(i) + "/name";
        if (name.empty()) {
            return FieldProblem{path, "must not be empty (an access pattern is picked by its name)"};
        }
        const auto [it, fresh] = firstNamed.emplace(name, i);
        if (!fresh) {
            return FieldProblem{path, "\"" + name.substr(0, 60) + "\" is already the name of /access_patterns/" +
                                          std::to_string(it->second)};
        }
        if (auto p = accessPatternProblem(s, i)) {
            return p;
        }
    }
    return std::nullopt;
}

} // namespace scenario_rules

} // namespace partiscope
