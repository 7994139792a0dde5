// Scenario JSON reading: fields checked one by one with their path, and the partition count a table implies.
#include "partiscope/scenario.h"

#include "scenario_insights.h"
#include "scenario_reader.h"

#include "partiscope/capacity_units.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"
#include "partiscope/key_validation.h"
#include "partiscope/shard_strategy.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace partiscope {

namespace scenario_reader {

void rejectFields(const Json& object, const std::string& path, const std::set<std::string>& fields,
                  const std::string& advice) {
    if (!object.is_object()) {
        return; // ObjectReader words the type error
    }
    for (const auto& [name, value] : object.items()) {
        if (fields.count(name)) {
            ObjectReader::fail(path + "/" + name, advice);
        }
    }
}

std::vector<WorkloadKey> readKeys(const Json& keys, const std::string& path) {
    if (!keys.is_array()) {
        ObjectReader::fail(path, std::string("expected an array, got ") + jsonTypeName(keys));
    }
    if (keys.size() > kMaxKeys) {
        ObjectReader::fail(path, "at most " + groupedCount(kMaxKeys) + " keys");
    }
    std::vector<WorkloadKey> out;
    out.reserve(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const std::string keyPath = path + "/" + std::to_string(i);
        const ObjectReader k(keys[i], keyPath, {"key", "weight", "partition", "sort_key", "size_gb"});
        WorkloadKey key;
        key.key = k.string("key", std::nullopt);
        if (auto problem = partitionKeyProblem(key.key)) {
            ObjectReader::fail(keyPath + "/key", *problem);
        }
        key.weight = k.number("weight", 1, 0, kMaxKeyWeight);
        if (k.has("partition")) {
            key.partition = static_cast<std::uint32_t>(k.integer("partition", std::nullopt, 0, kMaxPartitions - 1));
        }
        key.sortKey = k.choice("sort_key", SortKeyShape::Random, kSortKeyShapeNames);
        if (k.has("size_gb")) {
            key.sizeGb = k.number("size_gb", std::nullopt, 0, kMaxSizeGb);
        }
        out.push_back(std::move(key));
    }
    return out;
}

} // namespace scenario_reader

namespace {

using namespace scenario_reader;

constexpr ReadLimit kScenarioFileLimit{kMaxScenarioFileBytes, "a scenario file"};

CapacitySpec readCapacity(const Json& json) {
    const ObjectReader r(json, "/capacity",
                         {"burst", "burst_start", "adaptive", "adaptive_delay_s", "split_for_heat", "split_after_s"});
    CapacitySpec c;
    c.burst = r.boolean("burst", true);
    c.burstStart = r.choice("burst_start", BurstStart::Full, kBurstStartNames);
    c.adaptive = r.choice("adaptive", AdaptiveMode::Instant, kAdaptiveModeNames);
    c.adaptiveDelayS = r.number("adaptive_delay_s", 300, 0, kMaxDelayS);
    c.splitForHeat = r.boolean("split_for_heat", true);
    c.splitAfterS = r.number("split_after_s", 600, kMinSplitAfterS, kMaxDelayS);
    return c;
}

GeneratorSpec readGenerator(const Json& json) {
    const ObjectReader r(json, "/workload/generator",
                         {"kind", "count", "s", "prefix", "hot_key", "hot_share", "start_date", "sort_key"});
    GeneratorSpec g;
    g.kind = r.choice("kind", GeneratorKind::Uniform, kGeneratorKindNames);
    if (!r.has("kind")) {
        ObjectReader::fail("/workload/generator/kind", "missing (uniform, zipf, hot-key or time-bucket)");
    }
    g.count = static_cast<std::uint32_t>(r.integer("count", 100, 1, kMaxKeys));
    g.s = r.number("s", 1.1, 0, kMaxZipfS);
    g.prefix = r.string("prefix", std::string("KEY#"));
    g.hotKey = r.string("hot_key", std::string("HOT"));
    g.hotShare = r.number("hot_share", 0.5, 0, 1);
    g.startDate = r.string("start_date", std::string("2014-07-09"));
    g.sortKey = r.choice("sort_key", SortKeyShape::Random, kSortKeyShapeNames);
    if (auto problem = generatorProblem(g)) {
        ObjectReader::fail(problem->path, problem->message);
    }
    return g;
}

WorkloadSpec readWorkload(const Json& json, int version) {
    if (version == 1) {
        rejectFields(json, "/workload", {"index_keys", "trace", "operations"}, kVersion2Field);
        if (json.is_object() && json.contains("keys") && json.at("keys").is_array()) {
            const Json& keys = json.at("keys");
            for (std::size_t i = 0; i < keys.size(); ++i) {
                rejectFields(keys[i], "/workload/keys/" + std::to_string(i), {"size_gb"}, kVersion2Field);
            }
        }
    }
    const ObjectReader r(json, "/workload",
                         {"duration_s", "item_kb", "consistency", "writes_per_s", "reads_per_s", "profile", "keys",
                          "generator", "index_keys", "noise", "retries", "seed", "trace", "operations"});
    WorkloadSpec w;
    w.durationS = r.integer("duration_s", std::nullopt, 1, kMaxDurationS);
    w.itemKb = r.number("item_kb", 1, kMinItemKb, limits::kItemMaxKb);
    w.consistency = r.choice("consistency", Consistency::Eventual, kConsistencyNames);
    w.writesPerS = r.number("writes_per_s", 0, 0, kMaxRequestsPerS);
    w.readsPerS = r.number("reads_per_s", 0, 0, kMaxRequestsPerS);
    if (r.has("profile")) {
        const Json& profile = r.at("profile");
        if (!profile.is_array()) {
            ObjectReader::fail("/workload/profile", std::string("expected an array, got ") + jsonTypeName(profile));
        }
        double last = -1;
        for (std::size_t i = 0; i < profile.size(); ++i) {
            const std::string path = "/workload/profile/" + std::to_string(i);
            const ObjectReader step(profile[i], path, {"at_s", "writes_per_s", "reads_per_s"});
            WorkloadStep s;
            s.atS = step.number("at_s", std::nullopt, 0, static_cast<double>(kMaxDurationS));
            if (s.atS <= last) {
                ObjectReader::fail(path + "/at_s", "steps must be in increasing time order");
            }
            last = s.atS;
            if (step.has("writes_per_s")) {
                s.writesPerS = step.number("writes_per_s", std::nullopt, 0, kMaxRequestsPerS);
            }
            if (step.has("reads_per_s")) {
                s.readsPerS = step.number("reads_per_s", std::nullopt, 0, kMaxRequestsPerS);
            }
            w.profile.push_back(s);
        }
    }
    if (r.has("keys") == r.has("generator")) {
        ObjectReader::fail("/workload", "give exactly one of \"keys\" or \"generator\"");
    }
    if (r.has("keys")) {
        if (r.at("keys").is_array() && r.at("keys").empty()) {
            ObjectReader::fail("/workload/keys", "needs at least one key");
        }
        w.keys = readKeys(r.at("keys"), "/workload/keys");
    } else {
        w.generator = readGenerator(r.at("generator"));
    }
    if (r.has("index_keys")) {
        w.indexKeys = readIndexKeys(r.at("index_keys"));
    }
    w.noise = r.choice("noise", NoiseModel::None, kNoiseModelNames);
    w.retries = r.choice("retries", RetryPolicy::None, kRetryPolicyNames);
    w.seed = r.integer("seed", 1, 0, UINT64_MAX);
    if (r.has("trace")) {
        w.trace = r.string("trace", std::nullopt);
        if (auto problem = traceProblem(*w.trace)) {
            ObjectReader::fail("/workload/trace", *problem);
        }
    }
    if (r.has("operations")) {
        w.operations = readWriteOperations(r.at("operations"));
    }
    return w;
}

} // namespace

StrategyConfig scenario_reader::readStrategy(const Json& json, const std::string& path) {
    const ObjectReader r(json, path, {"kind", "shards", "fn", "sep", "boundaries", "map", "seed"});
    StrategyConfig c;
    c.kind = r.choice("kind", StrategyKind::None, kStrategyKindNames);
    if (r.has("shards")) {
        const Json& shards = r.at("shards");
        if (!shards.is_number_unsigned() || shards.get<std::uint64_t>() < 1 ||
            shards.get<std::uint64_t>() > kMaxShards) {
            ObjectReader::fail(path + "/shards", "must be " + shardsRangeText() + ", got " + shards.dump());
        }
        c.shards = static_cast<std::uint32_t>(shards.get<std::uint64_t>());
    }
    c.separator = r.string("sep", std::string("#"));
    // Refused here, before a strategy or a simulation builds a sharded key from it for every key and shard.
    if (auto problem = separatorProblem(c.separator)) {
        ObjectReader::fail(path + "/sep", *problem);
    }
    c.seed = r.integer("seed", 1, 0, UINT64_MAX);
    if (r.has("fn")) {
        const std::string fn = r.string("fn", std::nullopt);
        if (!parseStrategyFunction(fn, c)) {
            ObjectReader::fail(path + "/fn",
                               "\"" + fn + "\" does not apply to this kind (" + strategyFunctionList(", ") + ")");
        }
    }
    if (r.has("boundaries")) {
        const Json& list = r.at("boundaries");
        if (!list.is_array()) {
            ObjectReader::fail(path + "/boundaries", std::string("expected an array, got ") + jsonTypeName(list));
        }
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (list[i].is_string()) {
                c.boundaries.push_back(list[i].get<std::string>());
            } else if (list[i].is_number()) {
                c.boundaries.push_back(list[i].dump());
            } else {
                ObjectReader::fail(path + "/boundaries/" + std::to_string(i),
                                   std::string("expected a string or number, got ") + jsonTypeName(list[i]));
            }
        }
    }
    if (r.has("map")) {
        const Json& map = r.at("map");
        if (!map.is_object()) {
            ObjectReader::fail(path + "/map",
                               std::string("expected an object {\"logical\": \"physical\"}, got ") + jsonTypeName(map));
        }
        std::string text;
        for (const auto& [logical, physical] : map.items()) {
            if (!physical.is_string()) {
                ObjectReader::fail(path + "/map/" + logical,
                                   std::string("expected a string, got ") + jsonTypeName(physical));
            }
            if (logical.find_first_of(",\t\n") != std::string::npos ||
                physical.get<std::string>().find_first_of(",\t\n") != std::string::npos) {
                ObjectReader::fail(path + "/map/" + logical, "shard names cannot contain commas, TABs or newlines");
            }
            text += logical + "\t" + physical.get<std::string>() + "\n";
        }
        std::string error;
        if (!ShardMap::parse(text, c.map, error)) {
            ObjectReader::fail(path + "/map", error);
        }
    }
    if (auto problem = strategyProblem(c, path)) {
        ObjectReader::fail(problem->path, problem->message);
    }
    return c;
}

std::string_view sortKeyShapeName(SortKeyShape shape) noexcept {
    return enumName(kSortKeyShapeNames, shape);
}

bool parseScenario(std::string_view text, Scenario& out, std::string& error, const std::atomic<bool>* cancel) {
    Json doc;
    if (!parseJsonStrictly(text, doc, error, cancel)) {
        return false;
    }
    try {
        const ObjectReader r(doc, "",
                             {"version", "name", "table", "capacity", "workload", "strategy", "access_patterns",
                              "source", "contributor_insights", "candidates"});
        Scenario s;
        if (!r.has("version")) {
            ObjectReader::fail("/version", "missing (1 or 2; this build writes version 2)");
        }
        const Json& versionField = r.at("version");
        // 1.0 is the same number as 1 in JSON.
        const double fileVersion = versionField.is_number() ? versionField.get<double>() : 0;
        if (fileVersion != 1.0 && fileVersion != 2.0) {
            ObjectReader::fail("/version",
                               "unsupported version " + versionField.dump() + " (this build reads versions 1 and 2)");
        }
        const int version = static_cast<int>(fileVersion);
        if (version == 1) {
            rejectFields(doc, "", {"access_patterns", "source", "contributor_insights", "candidates"}, kVersion2Field);
        }
        s.name = r.string("name", std::string());
        if (!r.has("table")) {
            ObjectReader::fail("/table", "missing (an object is required)");
        }
        s.table = readTable(r.at("table"), version);
        if (r.has("capacity")) {
            s.capacity = readCapacity(r.at("capacity"));
        }
        if (!r.has("workload")) {
            ObjectReader::fail("/workload", "missing (an object is required)");
        }
        s.workload = readWorkload(r.at("workload"), version);
        if (r.has("strategy")) {
            s.strategy = readStrategy(r.at("strategy"), "/strategy");
        }
        if (r.has("access_patterns")) {
            s.accessPatterns = readAccessPatterns(r.at("access_patterns"));
        }
        if (r.has("source")) {
            s.source = readSource(r.at("source"));
        }
        if (r.has("contributor_insights")) {
            s.insights = readInsightRankings(r.at("contributor_insights"));
        }
        if (r.has("candidates")) {
            s.candidates = readCandidates(r.at("candidates"), version);
        }
        // A version 1 file is upgraded as it is read (its `lsi` flag became a key schema and an LSI): in memory it
        // is a version 2 document, equal to its own re-save.
        s.version = Scenario::kCurrentVersion;
        // Everything read is checked once more as a value: the rules an in-memory scenario must meet too.
        if (auto problem = checkScenario(s)) {
            ObjectReader::fail(problem->path, problem->message);
        }
        out = std::move(s);
        return true;
    } catch (const ScenarioError& e) {
        error = e.message;
        return false;
    }
}

bool loadScenarioFile(const std::string& path, Scenario& out, std::string& error, const std::atomic<bool>* cancel,
                      FileKinds kinds) {
    std::string text;
    if (!readWholeFile(path, text, error, kScenarioFileLimit, cancel, kinds)) {
        return false;
    }
    if (!parseScenario(text, out, error, cancel)) {
        error = inFile(path, error);
        return false;
    }
    return true;
}

std::optional<FieldProblem> scenarioProblem(const Scenario& s) {
    const TableSpec& table = s.table;
    if (table.mode == CapacityMode::Provisioned) {
        if (table.wcu < 1) {
            return FieldProblem{"/table/wcu", "must be at least 1 on a provisioned table (DynamoDB's minimum)"};
        }
        bool reads = s.workload.readsPerS > 0;
        for (const auto& step : s.workload.profile) {
            reads = reads || step.readsPerS.value_or(0) > 0;
        }
        if (reads && table.rcu < 1) {
            return FieldProblem{"/table/rcu", "must be at least 1 on a provisioned table that is read (DynamoDB's "
                                              "minimum; 0 is accepted only for a write-only workload)"};
        }
        if (auto p = at("/table/wcu",
                        perTableQuotaProblem(table.wcu, table.accountMaxWcu, "WCU", "/table/account_max_wcu"))) {
            return p;
        }
        if (auto p = at("/table/rcu",
                        perTableQuotaProblem(table.rcu, table.accountMaxRcu, "RCU", "/table/account_max_rcu"))) {
            return p;
        }
    }
    if (auto p = capacityOverTimeProblem(table)) {
        return p;
    }
    const std::uint32_t partitions = table.partitions.value_or(derivedPartitionCount(table));
    for (std::size_t i = 0; i < s.workload.keys.size(); ++i) {
        const auto& key = s.workload.keys[i];
        if (key.partition && *key.partition >= partitions) {
            return FieldProblem{"/workload/keys/" + std::to_string(i) + "/partition",
                                "partition " + std::to_string(*key.partition) + " does not exist: key '" +
                                    key.key.substr(0, 40) + "' is pinned to it, but the table has " +
                                    countOf(partitions, "partition", "partitions") +
                                    (table.partitions ? "" : " (derived from its capacity)")};
        }
    }
    // The table's and every GSI's partitions are simulated each second.
    std::uint64_t simulated = partitions;
    for (const auto& gsi : table.gsis) {
        simulated += gsi.partitions.value_or(derivedPartitionCount(gsi, table));
    }
    if (static_cast<double>(simulated) * static_cast<double>(s.workload.durationS) > kMaxPartitionTicks) {
        return FieldProblem{"/workload/duration_s", "duration x partitions (" + durationText(s.workload.durationS) +
                                                        " x " + countOf(simulated, "partition", "partitions") +
                                                        (table.gsis.empty() ? "" : " of the table and its indexes") +
                                                        ") is more than " +
                                                        groupedCount(static_cast<std::uint64_t>(kMaxPartitionTicks)) +
                                                        " partition-seconds; shorten the run or use fewer partitions"};
    }
    const auto& generator = s.workload.generator;
    const std::uint64_t tableKeys =
        generator ? std::uint64_t{generator->count} + (generator->kind == GeneratorKind::HotKey ? 1 : 0)
                  : s.workload.keys.size();
    if (auto problem = shardedKeysProblem(s, tableKeys)) {
        return problem;
    }
    // Version 2: the indexes' capacity and pins, after the table's.
    return indexCapacityProblem(s);
}

std::optional<FieldProblem> shardedKeysProblem(const Scenario& s, std::uint64_t tableKeys) {
    std::uint64_t placed = 0;
    // keys x shards, counted in double: a scenario file allows 1,000,000 shards and 2,000,000 keys.
    auto add = [&](const StrategyConfig& spec, std::uint64_t keys, const std::string& path,
                   const std::string& whose) -> std::optional<FieldProblem> {
        ShardStrategy strategy;
        std::string unused;
        if (keys == 0 || !ShardStrategy::create(spec, strategy, unused)) {
            return std::nullopt;
        }
        const std::uint64_t shards = strategy.shardCount();
        const double sharded = static_cast<double>(keys) * static_cast<double>(shards);
        if (static_cast<double>(placed) + sharded <= static_cast<double>(kMaxShardedKeys)) {
            placed += keys * shards;
            return std::nullopt;
        }
        return FieldProblem{
            path, countOf(keys, whose + " key", whose + " keys") + " x " + countOf(shards, "shard", "shards") +
                      " make " + groupedCount(static_cast<std::uint64_t>(sharded)) + " sharded keys" +
                      (placed > 0 ? " (" + groupedCount(placed) + " more before them)" : "") + ", more than the " +
                      groupedCount(kMaxShardedKeys) + " one simulation places; use fewer shards or fewer keys"};
    };
    if (auto problem = add(s.strategy, tableKeys, "/strategy", "table")) {
        return problem;
    }
    for (std::size_t g = 0; g < s.table.gsis.size(); ++g) {
        const GsiSpec& gsi = s.table.gsis[g];
        const auto keys = s.workload.indexKeys.find(gsi.name);
        if (keys == s.workload.indexKeys.end()) {
            continue;
        }
        if (auto problem =
                add(gsi.strategy, keys->second.size(), "/table/gsis/" + std::to_string(g) + "/strategy", "index")) {
            return problem;
        }
    }
    return std::nullopt;
}

const GsiSpec* findGsi(const TableSpec& table, std::string_view name) {
    const auto it =
        std::find_if(table.gsis.begin(), table.gsis.end(), [&](const GsiSpec& g) { return g.name == name; });
    return it == table.gsis.end() ? nullptr : &*it;
}

const LsiSpec* findLsi(const TableSpec& table, std::string_view name) {
    const auto it =
        std::find_if(table.lsis.begin(), table.lsis.end(), [&](const LsiSpec& l) { return l.name == name; });
    return it == table.lsis.end() ? nullptr : &*it;
}

double onDemandInstantUnits(double initialUnits, const std::optional<double>& warmUnits, double previousPeak) {
    return std::max({initialUnits, warmUnits.value_or(0.0), 2.0 * previousPeak});
}

std::uint32_t derivedPartitionCount(const TableSpec& table) {
    const WarmThroughput& warm = table.warmThroughput;
    double rcu = std::max(table.rcu, warm.readUnitsPerSecond.value_or(0.0));
    double wcu = std::max(table.wcu, warm.writeUnitsPerSecond.value_or(0.0));
    if (table.mode == CapacityMode::OnDemand) {
        rcu = onDemandInstantUnits(limits::kOnDemandInitialRcu, warm.readUnitsPerSecond, table.previousPeakRcu);
        wcu = onDemandInstantUnits(limits::kOnDemandInitialWcu, warm.writeUnitsPerSecond, table.previousPeakWcu);
    }
    // ceil(R/3000 + W/1000) == ceil((R + 3W) / 3000), computed on the combined numerator so that
    // 1000/1000 gives exactly 2 and not 2.0000000001.
    constexpr double kWcuInRcu = limits::kPartitionMaxRcu / limits::kPartitionMaxWcu;
    const double units = std::ceil((rcu + kWcuInRcu * wcu) / limits::kPartitionMaxRcu - 1e-12);
    // A partition holds about 10 GB: data alone needs ceil(size / 10 GB) of them.
    const double forSize = std::ceil(table.sizeGb / limits::kPartitionMaxGb - 1e-12);
    return static_cast<std::uint32_t>(std::clamp(std::max(units, forSize), 1.0, static_cast<double>(kMaxPartitions)));
}

std::uint32_t derivedPartitionCount(const GsiSpec& gsi, const TableSpec& table) {
    TableSpec asTable;
    asTable.mode = gsi.mode.value_or(table.mode);
    asTable.rcu = gsi.rcu;
    asTable.wcu = gsi.wcu;
    asTable.previousPeakRcu = gsi.previousPeakRcu;
    asTable.previousPeakWcu = gsi.previousPeakWcu;
    asTable.warmThroughput = gsi.warmThroughput;
    // No size term: the index's data size is not modelled (size_gb is the table's).
    asTable.sizeGb = 0;
    return derivedPartitionCount(asTable);
}

} // namespace partiscope
