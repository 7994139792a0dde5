// Scenario JSON reading, version 2's parts: the table with its key schema and indexes, the index keys of the
// workload, and the access patterns. Each value's range is checked here with its JSON path; the rules across
// values (names, quotas, targets) are checkScenario()'s.
#include "scenario_reader.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/key_validation.h"

namespace partiscope::scenario_reader {

namespace {

KeyAttribute readKeyAttribute(const Json& json, const std::string& path) {
    const ObjectReader r(json, path, {"name", "type"});
    KeyAttribute attribute;
    attribute.name = r.string("name", std::nullopt);
    const std::string type = r.string("type", std::string("S"));
    if (!parseAttributeType(type, attribute.type)) {
        ObjectReader::fail(path + "/type", attributeTypeChoiceProblem(type));
    }
    return attribute;
}

Projection readProjection(const ObjectReader& r, std::vector<std::string>& nonKeyAttributes) {
    const Projection projection = r.choice("projection", Projection::All, kProjectionNames);
    if (r.has("non_key_attributes")) {
        const Json& list = r.at("non_key_attributes");
        const std::string path = r.pathOf("non_key_attributes");
        if (!list.is_array()) {
            ObjectReader::fail(path, std::string("expected an array, got ") + jsonTypeName(list));
        }
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (!list[i].is_string()) {
                ObjectReader::fail(path + "/" + std::to_string(i),
                                   std::string("expected a string, got ") + jsonTypeName(list[i]));
            }
            nonKeyAttributes.push_back(list[i].get<std::string>());
        }
    }
    return projection;
}

std::optional<double> optionalNumber(const ObjectReader& r, const std::string& name, double min, double max) {
    if (!r.has(name)) {
        return std::nullopt;
    }
    return r.number(name, std::nullopt, min, max);
}

/// JSON `warm_throughput`: {"read_units_per_second": N, "write_units_per_second": N}, either may be left out.
WarmThroughput readWarmThroughput(const ObjectReader& parent) {
    WarmThroughput warm;
    if (!parent.has("warm_throughput")) {
        return warm;
    }
    const ObjectReader r(parent.at("warm_throughput"), parent.pathOf("warm_throughput"),
                         {"read_units_per_second", "write_units_per_second"});
    warm.readUnitsPerSecond = optionalNumber(r, "read_units_per_second", kMinRequestUnits, kMaxRequestUnits);
    warm.writeUnitsPerSecond = optionalNumber(r, "write_units_per_second", kMinRequestUnits, kMaxRequestUnits);
    return warm;
}

/// JSON `auto_scaling`: {"read": {...}, "write": {...}}, each {"min_capacity", "max_capacity",
/// "target_utilization_percent" [70]} (Application Auto Scaling's MinCapacity, MaxCapacity and TargetValue).
AutoScaling readAutoScaling(const ObjectReader& parent) {
    AutoScaling scaling;
    if (!parent.has("auto_scaling")) {
        return scaling;
    }
    const ObjectReader r(parent.at("auto_scaling"), parent.pathOf("auto_scaling"), {"read", "write"});
    auto direction = [&](const char* name) -> std::optional<AutoScalingSpec> {
        if (!r.has(name)) {
            return std::nullopt;
        }
        const ObjectReader d(r.at(name), r.pathOf(name),
                             {"min_capacity", "max_capacity", "target_utilization_percent"});
        AutoScalingSpec spec;
        spec.minCapacity = d.number("min_capacity", std::nullopt, 1, kMaxTableUnits);
        spec.maxCapacity = d.number("max_capacity", std::nullopt, 1, kMaxTableUnits);
        spec.targetUtilizationPercent =
            d.number("target_utilization_percent", limits::kAutoScalingDefaultTargetPercent,
                     limits::kAutoScalingMinTargetPercent, limits::kAutoScalingMaxTargetPercent);
        return spec;
    };
    scaling.read = direction("read");
    scaling.write = direction("write");
    return scaling;
}

/// JSON `capacity_schedule`: [{"at_s", "rcu", "wcu"}], UpdateTable calls during the run.
std::vector<CapacityChange> readCapacitySchedule(const ObjectReader& parent) {
    std::vector<CapacityChange> schedule;
    if (!parent.has("capacity_schedule")) {
        return schedule;
    }
    const Json& list = parent.at("capacity_schedule");
    const std::string path = parent.pathOf("capacity_schedule");
    if (!list.is_array()) {
        ObjectReader::fail(path, std::string("expected an array, got ") + jsonTypeName(list));
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
        const ObjectReader r(list[i], path + "/" + std::to_string(i), {"at_s", "rcu", "wcu"});
        CapacityChange change;
        change.atS = r.number("at_s", std::nullopt, 0, static_cast<double>(kMaxDurationS));
        change.rcu = optionalNumber(r, "rcu", 1, kMaxTableUnits);
        change.wcu = optionalNumber(r, "wcu", 1, kMaxTableUnits);
        schedule.push_back(change);
    }
    return schedule;
}

std::optional<std::uint32_t> optionalPartitions(const ObjectReader& r) {
    if (!r.has("partitions")) {
        return std::nullopt;
    }
    return static_cast<std::uint32_t>(r.integer("partitions", std::nullopt, 1, kMaxPartitions));
}

GsiSpec readGsi(const Json& json, const std::string& path, CapacityMode tableMode) {
    const ObjectReader r(json, path,
                         {"name", "partition_key", "sort_key", "projection", "non_key_attributes", "item_kb", "mode",
                          "rcu", "wcu", "partitions", "previous_peak_rcu", "previous_peak_wcu",
                          "max_read_request_units", "max_write_request_units", "warm_throughput", "auto_scaling",
                          "strategy"});
    GsiSpec g;
    g.name = r.string("name", std::nullopt);
    if (!r.has("partition_key")) {
        ObjectReader::fail(path + "/partition_key", "missing (an object {\"name\", \"type\"} is required)");
    }
    g.partitionKey = readKeyAttribute(r.at("partition_key"), path + "/partition_key");
    if (r.has("sort_key")) {
        g.sortKey = readKeyAttribute(r.at("sort_key"), path + "/sort_key");
    }
    g.projection = readProjection(r, g.nonKeyAttributes);
    g.itemKb = optionalNumber(r, "item_kb", kMinItemKb, limits::kItemMaxKb);
    if (r.has("mode")) {
        g.mode = r.choice("mode", tableMode, kCapacityModeNames);
    }
    // Like the table: a provisioned index states its capacity.
    const bool provisioned = g.mode.value_or(tableMode) == CapacityMode::Provisioned;
    g.rcu = r.number("rcu", provisioned ? std::nullopt : std::optional<double>(0), 0, kMaxTableUnits);
    g.wcu = r.number("wcu", provisioned ? std::nullopt : std::optional<double>(0), 0, kMaxTableUnits);
    g.partitions = optionalPartitions(r);
    g.previousPeakRcu = r.number("previous_peak_rcu", 0, 0, kMaxPreviousPeak);
    g.previousPeakWcu = r.number("previous_peak_wcu", 0, 0, kMaxPreviousPeak);
    g.maxReadRequestUnits = optionalNumber(r, "max_read_request_units", kMinRequestUnits, kMaxRequestUnits);
    g.maxWriteRequestUnits = optionalNumber(r, "max_write_request_units", kMinRequestUnits, kMaxRequestUnits);
    g.warmThroughput = readWarmThroughput(r);
    g.autoScaling = readAutoScaling(r);
    if (r.has("strategy")) {
        g.strategy = readStrategy(r.at("strategy"), path + "/strategy");
    }
    return g;
}

LsiSpec readLsi(const Json& json, const std::string& path) {
    const ObjectReader r(json, path, {"name", "sort_key", "projection", "non_key_attributes"});
    LsiSpec l;
    l.name = r.string("name", std::nullopt);
    if (!r.has("sort_key")) {
        ObjectReader::fail(path + "/sort_key", "missing (an object {\"name\", \"type\"} is required)");
    }
    l.sortKey = readKeyAttribute(r.at("sort_key"), path + "/sort_key");
    l.projection = readProjection(r, l.nonKeyAttributes);
    return l;
}

template <typename Read>
void readArray(const ObjectReader& r, const std::string& name, Read read) {
    if (!r.has(name)) {
        return;
    }
    const Json& list = r.at(name);
    if (!list.is_array()) {
        ObjectReader::fail(r.pathOf(name), std::string("expected an array, got ") + jsonTypeName(list));
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
        read(list[i], r.pathOf(name) + "/" + std::to_string(i));
    }
}

void readVersion1Table(const ObjectReader& r, TableSpec& t) {
    if (r.boolean("lsi", false)) {
        // Version 1's flag: the table has an LSI (and so a composite key); the names are placeholders.
        t.keySchema.sortKey = KeyAttribute{"SK", AttributeType::S};
        t.lsis.push_back(LsiSpec{"LSI", KeyAttribute{"LSISK", AttributeType::S}, Projection::All, {}});
    }
}

void readVersion2Table(const ObjectReader& r, TableSpec& t) {
    t.name = r.string("name", std::string());
    if (r.has("key_schema")) {
        const ObjectReader schema(r.at("key_schema"), "/table/key_schema", {"partition_key", "sort_key"});
        if (!schema.has("partition_key")) {
            ObjectReader::fail("/table/key_schema/partition_key",
                               "missing (an object {\"name\", \"type\"} is required)");
        }
        t.keySchema.partitionKey = readKeyAttribute(schema.at("partition_key"), "/table/key_schema/partition_key");
        if (schema.has("sort_key")) {
            t.keySchema.sortKey = readKeyAttribute(schema.at("sort_key"), "/table/key_schema/sort_key");
        }
    }
    t.sizeGb = r.number("size_gb", 0, 0, kMaxSizeGb);
    readArray(r, "gsis",
              [&](const Json& gsi, const std::string& path) { t.gsis.push_back(readGsi(gsi, path, t.mode)); });
    readArray(r, "lsis", [&](const Json& lsi, const std::string& path) { t.lsis.push_back(readLsi(lsi, path)); });
    t.maxReadRequestUnits = optionalNumber(r, "max_read_request_units", kMinRequestUnits, kMaxRequestUnits);
    t.maxWriteRequestUnits = optionalNumber(r, "max_write_request_units", kMinRequestUnits, kMaxRequestUnits);
    t.accountMaxRcu = r.number("account_max_rcu", limits::kDefaultAccountMaxRcu, kMinRequestUnits, kMaxRequestUnits);
    t.accountMaxWcu = r.number("account_max_wcu", limits::kDefaultAccountMaxWcu, kMinRequestUnits, kMaxRequestUnits);
    t.warmThroughput = readWarmThroughput(r);
    t.autoScaling = readAutoScaling(r);
    t.capacitySchedule = readCapacitySchedule(r);
}

AccessPattern::SortKeyCondition readSortKeyCondition(const Json& json, const std::string& path) {
    const ObjectReader r(json, path, {"op", "value", "value2"});
    AccessPattern::SortKeyCondition c;
    const std::string op = r.string("op", std::nullopt);
    if (!parseSortKeyOperator(op, c.op)) {
        ObjectReader::fail(path + "/op", sortKeyOperatorChoiceProblem(op));
    }
    c.value = r.string("value", std::nullopt);
    if (r.has("value2")) {
        c.value2 = r.string("value2", std::nullopt);
    }
    return c;
}

} // namespace

TableSpec readTable(const Json& json, int version) {
    const std::set<std::string> version1Only = {"lsi"};
    const std::set<std::string> version2Only = {"name",
                                                "key_schema",
                                                "size_gb",
                                                "gsis",
                                                "lsis",
                                                "max_read_request_units",
                                                "max_write_request_units",
                                                "account_max_rcu",
                                                "account_max_wcu",
                                                "warm_throughput",
                                                "auto_scaling",
                                                "capacity_schedule"};
    std::set<std::string> known = {
        "mode", "rcu", "wcu", "partitions", "streams", "previous_peak_rcu", "previous_peak_wcu"};
    if (version == 1) {
        rejectFields(json, "/table", version2Only, kVersion2Field);
        known.insert(version1Only.begin(), version1Only.end());
    } else {
        rejectFields(json, "/table", version1Only,
                     "a version 1 field: version 2 gives the sort key in \"key_schema\" and each LSI in \"lsis\"");
        known.insert(version2Only.begin(), version2Only.end());
    }
    const ObjectReader r(json, "/table", known);
    TableSpec t;
    t.mode = r.choice("mode", CapacityMode::Provisioned, kCapacityModeNames);
    const bool provisioned = t.mode == CapacityMode::Provisioned;
    t.rcu = r.number("rcu", provisioned ? std::nullopt : std::optional<double>(0), 0, kMaxTableUnits);
    t.wcu = r.number("wcu", provisioned ? std::nullopt : std::optional<double>(0), 0, kMaxTableUnits);
    t.partitions = optionalPartitions(r);
    if (version == 1) {
        readVersion1Table(r, t);
    } else {
        readVersion2Table(r, t);
    }
    t.streams = r.boolean("streams", false);
    t.previousPeakRcu = r.number("previous_peak_rcu", 0, 0, kMaxPreviousPeak);
    t.previousPeakWcu = r.number("previous_peak_wcu", 0, 0, kMaxPreviousPeak);
    return t;
}

std::map<std::string, std::vector<WorkloadKey>> readIndexKeys(const Json& json) {
    if (!json.is_object()) {
        ObjectReader::fail("/workload/index_keys",
                           std::string("expected an object {\"<GSI name>\": [keys]}, got ") + jsonTypeName(json));
    }
    std::map<std::string, std::vector<WorkloadKey>> out;
    for (const auto& [name, keys] : json.items()) {
        out[name] = readKeys(keys, "/workload/index_keys/" + name);
    }
    return out;
}

std::vector<AccessPattern> readAccessPatterns(const Json& json) {
    if (!json.is_array()) {
        ObjectReader::fail("/access_patterns", std::string("expected an array, got ") + jsonTypeName(json));
    }
    std::vector<AccessPattern> out;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const std::string path = "/access_patterns/" + std::to_string(i);
        const ObjectReader r(
            json[i], path,
            {"name", "target", "key", "sort_key_condition", "consistency", "reads_per_s", "items_per_query"});
        AccessPattern a;
        a.name = r.string("name", std::nullopt);
        // "table" names the base table; it is stored as "" (no index).
        a.target = r.string("target", std::string("table"));
        if (a.target == "table") {
            a.target.clear();
        }
        a.key = r.string("key", std::nullopt);
        if (r.has("sort_key_condition")) {
            a.sortKeyCondition = readSortKeyCondition(r.at("sort_key_condition"), path + "/sort_key_condition");
        }
        a.consistency = r.choice("consistency", Consistency::Eventual, kConsistencyNames);
        a.readsPerS = r.number("reads_per_s", 0, 0, kMaxRequestsPerS);
        a.itemsPerQuery = r.number("items_per_query", 1, kMinItemsPerQuery, kMaxItemsPerQuery);
        out.push_back(std::move(a));
    }
    return out;
}

} // namespace partiscope::scenario_reader
