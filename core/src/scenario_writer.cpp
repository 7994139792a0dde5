// Scenario JSON writing: a Scenario as the version 2 document that parseScenario() reads back equal.
#include "partiscope/scenario.h"
#include "scenario_insights.h"

#include "scenario_reader.h"

#include <nlohmann/json.hpp>

namespace partiscope {

namespace {

using Json = nlohmann::ordered_json;

Json keyAttributeJson(const KeyAttribute& attribute) {
    return {{"name", attribute.name}, {"type", std::string(attributeTypeName(attribute.type))}};
}

void putProjection(Json& index, Projection projection, const std::vector<std::string>& nonKeyAttributes) {
    index["projection"] = enumName(kProjectionNames, projection);
    if (projection == Projection::Include || !nonKeyAttributes.empty()) {
        index["non_key_attributes"] = nonKeyAttributes;
    }
}

void putOptional(Json& object, const char* name, const std::optional<double>& value) {
    if (value) {
        object[name] = *value;
    }
}

Json strategyJson(const StrategyConfig& st) {
    Json strategy;
    strategy["kind"] = std::string(strategyKindName(st.kind));
    if (st.shards) {
        strategy["shards"] = st.shards;
    }
    if (st.kind == StrategyKind::Calculated || st.kind == StrategyKind::Lookup) {
        strategy["fn"] = strategyFunctionName(st);
    }
    if (st.kind == StrategyKind::Lookup) {
        Json map = Json::object();
        for (const auto& [logical, physical] : st.map.entries()) {
            map[logical] = physical;
        }
        strategy["map"] = map;
    }
    if (!st.boundaries.empty()) {
        strategy["boundaries"] = st.boundaries;
    }
    strategy["sep"] = st.separator;
    strategy["seed"] = st.seed;
    return strategy;
}

void putWarmThroughput(Json& object, const WarmThroughput& warm) {
    if (!warm.isSet()) {
        return;
    }
    Json json = Json::object();
    putOptional(json, "read_units_per_second", warm.readUnitsPerSecond);
    putOptional(json, "write_units_per_second", warm.writeUnitsPerSecond);
    object["warm_throughput"] = json;
}

void putAutoScaling(Json& object, const AutoScaling& scaling) {
    if (!scaling.isSet()) {
        return;
    }
    Json json = Json::object();
    for (const auto& [name, spec] :
         {std::pair<const char*, const std::optional<AutoScalingSpec>*>{"read", &scaling.read},
          {"write", &scaling.write}}) {
        if (*spec) {
            json[name] = Json{{"min_capacity", (*spec)->minCapacity},
                              {"max_capacity", (*spec)->maxCapacity},
                              {"target_utilization_percent", (*spec)->targetUtilizationPercent}};
        }
    }
    object["auto_scaling"] = json;
}

Json gsiJson(const GsiSpec& g) {
    Json gsi;
    gsi["name"] = g.name;
    gsi["partition_key"] = keyAttributeJson(g.partitionKey);
    if (g.sortKey) {
        gsi["sort_key"] = keyAttributeJson(*g.sortKey);
    }
    putProjection(gsi, g.projection, g.nonKeyAttributes);
    putOptional(gsi, "item_kb", g.itemKb);
    if (g.mode) {
        gsi["mode"] = enumName(kCapacityModeNames, *g.mode);
    }
    gsi["rcu"] = g.rcu;
    gsi["wcu"] = g.wcu;
    if (g.partitions) {
        gsi["partitions"] = *g.partitions;
    }
    gsi["previous_peak_rcu"] = g.previousPeakRcu;
    gsi["previous_peak_wcu"] = g.previousPeakWcu;
    putOptional(gsi, "max_read_request_units", g.maxReadRequestUnits);
    putOptional(gsi, "max_write_request_units", g.maxWriteRequestUnits);
    putWarmThroughput(gsi, g.warmThroughput);
    putAutoScaling(gsi, g.autoScaling);
    gsi["strategy"] = strategyJson(g.strategy);
    return gsi;
}

Json tableJson(const TableSpec& t) {
    Json table;
    table["name"] = t.name;
    Json schema;
    schema["partition_key"] = keyAttributeJson(t.keySchema.partitionKey);
    if (t.keySchema.sortKey) {
        schema["sort_key"] = keyAttributeJson(*t.keySchema.sortKey);
    }
    table["key_schema"] = schema;
    table["mode"] = enumName(kCapacityModeNames, t.mode);
    table["rcu"] = t.rcu;
    table["wcu"] = t.wcu;
    if (t.partitions) {
        table["partitions"] = *t.partitions;
    }
    table["size_gb"] = t.sizeGb;
    table["streams"] = t.streams;
    // A provisioned table ignores its previous peaks; they are written when set so that the document reopens equal.
    if (t.mode == CapacityMode::OnDemand || t.previousPeakRcu != 0 || t.previousPeakWcu != 0) {
        table["previous_peak_rcu"] = t.previousPeakRcu;
        table["previous_peak_wcu"] = t.previousPeakWcu;
    }
    putOptional(table, "max_read_request_units", t.maxReadRequestUnits);
    putOptional(table, "max_write_request_units", t.maxWriteRequestUnits);
    table["account_max_rcu"] = t.accountMaxRcu;
    table["account_max_wcu"] = t.accountMaxWcu;
    putWarmThroughput(table, t.warmThroughput);
    putAutoScaling(table, t.autoScaling);
    if (!t.capacitySchedule.empty()) {
        Json schedule = Json::array();
        for (const CapacityChange& change : t.capacitySchedule) {
            Json entry;
            entry["at_s"] = change.atS;
            putOptional(entry, "rcu", change.rcu);
            putOptional(entry, "wcu", change.wcu);
            schedule.push_back(entry);
        }
        table["capacity_schedule"] = schedule;
    }
    Json gsis = Json::array();
    for (const auto& g : t.gsis) {
        gsis.push_back(gsiJson(g));
    }
    table["gsis"] = gsis;
    Json lsis = Json::array();
    for (const auto& l : t.lsis) {
        Json lsi;
        lsi["name"] = l.name;
        lsi["sort_key"] = keyAttributeJson(l.sortKey);
        putProjection(lsi, l.projection, l.nonKeyAttributes);
        lsis.push_back(lsi);
    }
    table["lsis"] = lsis;
    return table;
}

Json keysJson(const std::vector<WorkloadKey>& keys) {
    Json list = Json::array();
    for (const auto& k : keys) {
        Json j;
        j["key"] = k.key;
        j["weight"] = k.weight;
        if (k.partition) {
            j["partition"] = *k.partition;
        }
        j["sort_key"] = std::string(sortKeyShapeName(k.sortKey));
        if (k.sizeGb) {
            j["size_gb"] = *k.sizeGb;
        }
        list.push_back(j);
    }
    return list;
}

Json accessPatternsJson(const std::vector<AccessPattern>& patterns) {
    Json list = Json::array();
    for (const auto& a : patterns) {
        Json j;
        j["name"] = a.name;
        j["target"] = a.target.empty() ? std::string("table") : a.target;
        j["key"] = a.key;
        if (a.sortKeyCondition) {
            Json condition;
            condition["op"] = std::string(sortKeyOperatorName(a.sortKeyCondition->op));
            condition["value"] = a.sortKeyCondition->value;
            if (a.sortKeyCondition->value2) {
                condition["value2"] = *a.sortKeyCondition->value2;
            }
            j["sort_key_condition"] = condition;
        }
        j["consistency"] = enumName(kConsistencyNames, a.consistency);
        j["reads_per_s"] = a.readsPerS;
        j["items_per_query"] = a.itemsPerQuery;
        list.push_back(j);
    }
    return list;
}

} // namespace

std::string scenarioToJson(const Scenario& s) {
    Json doc;
    doc["version"] = Scenario::kCurrentVersion;
    doc["name"] = s.name;
    doc["table"] = tableJson(s.table);
    const auto& c = s.capacity;
    doc["capacity"] = {{"burst", c.burst},
                       {"burst_start", enumName(kBurstStartNames, c.burstStart)},
                       {"adaptive", enumName(kAdaptiveModeNames, c.adaptive)},
                       {"adaptive_delay_s", c.adaptiveDelayS},
                       {"split_for_heat", c.splitForHeat},
                       {"split_after_s", c.splitAfterS}};
    const auto& w = s.workload;
    Json workload;
    workload["duration_s"] = w.durationS;
    workload["item_kb"] = w.itemKb;
    workload["consistency"] = enumName(kConsistencyNames, w.consistency);
    workload["writes_per_s"] = w.writesPerS;
    workload["reads_per_s"] = w.readsPerS;
    if (!w.profile.empty()) {
        Json profile = Json::array();
        for (const auto& step : w.profile) {
            Json j;
            j["at_s"] = step.atS;
            if (step.writesPerS) {
                j["writes_per_s"] = *step.writesPerS;
            }
            if (step.readsPerS) {
                j["reads_per_s"] = *step.readsPerS;
            }
            profile.push_back(j);
        }
        workload["profile"] = profile;
    }
    if (w.generator) {
        const auto& g = *w.generator;
        workload["generator"] = {{"kind", enumName(kGeneratorKindNames, g.kind)},
                                 {"count", g.count},
                                 {"s", g.s},
                                 {"prefix", g.prefix},
                                 {"hot_key", g.hotKey},
                                 {"hot_share", g.hotShare},
                                 {"start_date", g.startDate},
                                 {"sort_key", std::string(sortKeyShapeName(g.sortKey))}};
    } else {
        workload["keys"] = keysJson(w.keys);
    }
    if (!w.indexKeys.empty()) {
        Json indexKeys = Json::object();
        for (const auto& [name, keys] : w.indexKeys) {
            indexKeys[name] = keysJson(keys);
        }
        workload["index_keys"] = indexKeys;
    }
    workload["noise"] = enumName(kNoiseModelNames, w.noise);
    workload["retries"] = enumName(kRetryPolicyNames, w.retries);
    workload["seed"] = w.seed;
    if (w.trace) {
        workload["trace"] = *w.trace;
    }
    if (!w.operations.empty()) {
        workload["operations"] = scenario_reader::writeOperationsJson(w.operations);
    }
    doc["workload"] = workload;
    doc["strategy"] = strategyJson(s.strategy);
    doc["access_patterns"] = accessPatternsJson(s.accessPatterns);
    if (s.source) {
        doc["source"] = scenario_reader::sourceJson(*s.source);
    }
    if (!s.insights.empty()) {
        doc["contributor_insights"] = insightRankingsJson(s.insights);
    }
    if (!s.candidates.empty()) {
        Json candidates = Json::array();
        for (const auto& c : s.candidates) {
            Json j;
            j["name"] = c.name;
            j["table"] = tableJson(c.table);
            j["strategy"] = strategyJson(c.strategy);
            if (!c.indexKeys.empty()) {
                Json indexKeys = Json::object();
                for (const auto& [name, keys] : c.indexKeys) {
                    indexKeys[name] = keysJson(keys);
                }
                j["index_keys"] = indexKeys;
            }
            j["access_patterns"] = accessPatternsJson(c.accessPatterns);
            candidates.push_back(j);
        }
        doc["candidates"] = candidates;
    }
    return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

} // namespace partiscope
