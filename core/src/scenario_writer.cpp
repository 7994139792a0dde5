// Scenario JSON writing: a Scenario back to the version 1 document that parseScenario() reads.
#include "partiscope/scenario.h"

#include <nlohmann/json.hpp>

namespace partiscope {

namespace {

using Json = nlohmann::ordered_json;

} // namespace

std::string scenarioToJson(const Scenario& s) {
    Json doc;
    doc["version"] = 1;
    doc["name"] = s.name;
    Json table;
    table["mode"] = enumName(kCapacityModeNames, s.table.mode);
    table["rcu"] = s.table.rcu;
    table["wcu"] = s.table.wcu;
    if (s.table.partitions) {
        table["partitions"] = *s.table.partitions;
    }
    table["lsi"] = s.table.hasLsi();
    table["streams"] = s.table.streams;
    if (s.table.mode == CapacityMode::OnDemand) {
        table["previous_peak_rcu"] = s.table.previousPeakRcu;
        table["previous_peak_wcu"] = s.table.previousPeakWcu;
    }
    doc["table"] = table;
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
        Json keys = Json::array();
        for (const auto& k : w.keys) {
            Json j;
            j["key"] = k.key;
            j["weight"] = k.weight;
            if (k.partition) {
                j["partition"] = *k.partition;
            }
            j["sort_key"] = std::string(sortKeyShapeName(k.sortKey));
            keys.push_back(j);
        }
        workload["keys"] = keys;
    }
    workload["noise"] = enumName(kNoiseModelNames, w.noise);
    workload["retries"] = enumName(kRetryPolicyNames, w.retries);
    workload["seed"] = w.seed;
    doc["workload"] = workload;
    const auto& st = s.strategy;
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
    doc["strategy"] = strategy;
    return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

} // namespace partiscope
