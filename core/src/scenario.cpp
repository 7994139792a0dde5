// Scenario JSON reading: fields checked one by one with their path, and the partition count a table implies.
#include "partiscope/scenario.h"

#include "scenario_rules.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"
#include "partiscope/key_validation.h"
#include "partiscope/number_format.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <map>
#include <set>

namespace partiscope {

namespace {

using namespace scenario_rules;
using Json = nlohmann::ordered_json;

struct ScenarioError {
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
    case Json::value_t::discarded:
        return "nothing";
    default:
        return "a number";
    }
}

/// Reads one JSON object, tracking its path for messages and rejecting unknown fields (typos).
class ObjectReader {
public:
    ObjectReader(const Json& object, std::string path, std::set<std::string> known)
        : m_object(object), m_path(std::move(path)) {
        if (!object.is_object()) {
            fail(m_path.empty() ? "/" : m_path, std::string("expected an object, got ") + typeName(object));
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
            fail(pathOf(name), std::string("expected a number, got ") + typeName(value));
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
            char shown[64];
            std::snprintf(shown, sizeof shown, "%g", v);
            fail(pathOf(name), "expected a whole number between " + groupedCount(min) + " and " + groupedCount(max) +
                                   ", got " + shown);
        }
        fail(pathOf(name), std::string("expected a whole number, got ") + typeName(value));
    }

    bool boolean(const std::string& name, bool fallback) const {
        if (!has(name)) {
            return fallback;
        }
        if (!at(name).is_boolean()) {
            fail(pathOf(name), std::string("expected true or false, got ") + typeName(at(name)));
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
            fail(pathOf(name), std::string("expected a string, got ") + typeName(at(name)));
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

TableSpec readTable(const Json& json) {
    const ObjectReader r(
        json, "/table",
        {"mode", "rcu", "wcu", "partitions", "lsi", "streams", "previous_peak_rcu", "previous_peak_wcu"});
    TableSpec t;
    t.mode = r.choice("mode", CapacityMode::Provisioned, kCapacityModeNames);
    const bool provisioned = t.mode == CapacityMode::Provisioned;
    t.rcu = r.number("rcu", provisioned ? std::nullopt : std::optional<double>(0), 0, kMaxTableUnits);
    t.wcu = r.number("wcu", provisioned ? std::nullopt : std::optional<double>(0), 0, kMaxTableUnits);
    if (r.has("partitions")) {
        t.partitions = static_cast<std::uint32_t>(r.integer("partitions", std::nullopt, 1, kMaxPartitions));
    }
    if (r.boolean("lsi", false)) {
        // Version 1's flag: the table has an LSI (and so a composite key); the names are placeholders.
        t.keySchema.sortKey = KeyAttribute{"SK", AttributeType::S};
        t.lsis.push_back(LsiSpec{"LSI", KeyAttribute{"LSISK", AttributeType::S}, Projection::All, {}});
    }
    t.streams = r.boolean("streams", false);
    t.previousPeakRcu = r.number("previous_peak_rcu", 0, 0, kMaxPreviousPeak);
    t.previousPeakWcu = r.number("previous_peak_wcu", 0, 0, kMaxPreviousPeak);
    return t;
}

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

WorkloadSpec readWorkload(const Json& json) {
    const ObjectReader r(json, "/workload",
                         {"duration_s", "item_kb", "consistency", "writes_per_s", "reads_per_s", "profile", "keys",
                          "generator", "noise", "retries", "seed"});
    WorkloadSpec w;
    w.durationS = r.integer("duration_s", std::nullopt, 1, kMaxDurationS);
    w.itemKb = r.number("item_kb", 1, kMinItemKb, limits::kItemMaxKb);
    w.consistency = r.choice("consistency", Consistency::Eventual, kConsistencyNames);
    w.writesPerS = r.number("writes_per_s", 0, 0, kMaxRequestsPerS);
    w.readsPerS = r.number("reads_per_s", 0, 0, kMaxRequestsPerS);
    if (r.has("profile")) {
        const Json& profile = r.at("profile");
        if (!profile.is_array()) {
            ObjectReader::fail("/workload/profile", std::string("expected an array, got ") + typeName(profile));
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
        const Json& keys = r.at("keys");
        if (!keys.is_array()) {
            ObjectReader::fail("/workload/keys", std::string("expected an array, got ") + typeName(keys));
        }
        if (keys.empty()) {
            ObjectReader::fail("/workload/keys", "needs at least one key");
        }
        if (keys.size() > kMaxKeys) {
            ObjectReader::fail("/workload/keys", "at most " + groupedCount(kMaxKeys) + " keys");
        }
        w.keys.reserve(keys.size());
        for (std::size_t i = 0; i < keys.size(); ++i) {
            const std::string path = "/workload/keys/" + std::to_string(i);
            const ObjectReader k(keys[i], path, {"key", "weight", "partition", "sort_key"});
            WorkloadKey key;
            key.key = k.string("key", std::nullopt);
            if (auto problem = partitionKeyProblem(key.key)) {
                ObjectReader::fail(path + "/key", *problem);
            }
            key.weight = k.number("weight", 1, 0, kMaxKeyWeight);
            if (k.has("partition")) {
                key.partition = static_cast<std::uint32_t>(k.integer("partition", std::nullopt, 0, kMaxPartitions - 1));
            }
            key.sortKey = k.choice("sort_key", SortKeyShape::Random, kSortKeyShapeNames);
            w.keys.push_back(std::move(key));
        }
    } else {
        w.generator = readGenerator(r.at("generator"));
    }
    w.noise = r.choice("noise", NoiseModel::None, kNoiseModelNames);
    w.retries = r.choice("retries", RetryPolicy::None, kRetryPolicyNames);
    w.seed = r.integer("seed", 1, 0, UINT64_MAX);
    return w;
}

StrategyConfig readStrategy(const Json& json) {
    const ObjectReader r(json, "/strategy", {"kind", "shards", "fn", "sep", "boundaries", "map", "seed"});
    StrategyConfig c;
    c.kind = r.choice("kind", StrategyKind::None, kStrategyKindNames);
    if (r.has("shards")) {
        const Json& shards = r.at("shards");
        if (!shards.is_number_unsigned() || shards.get<std::uint64_t>() < 1 ||
            shards.get<std::uint64_t>() > kMaxShards) {
            ObjectReader::fail("/strategy/shards", "must be " + shardsRangeText() + ", got " + shards.dump());
        }
        c.shards = static_cast<std::uint32_t>(shards.get<std::uint64_t>());
    }
    c.separator = r.string("sep", std::string("#"));
    c.seed = r.integer("seed", 1, 0, UINT64_MAX);
    if (r.has("fn")) {
        const std::string fn = r.string("fn", std::nullopt);
        if (!parseStrategyFunction(fn, c)) {
            ObjectReader::fail("/strategy/fn",
                               "\"" + fn + "\" does not apply to this kind (" + strategyFunctionList(", ") + ")");
        }
    }
    if (r.has("boundaries")) {
        const Json& list = r.at("boundaries");
        if (!list.is_array()) {
            ObjectReader::fail("/strategy/boundaries", std::string("expected an array, got ") + typeName(list));
        }
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (list[i].is_string()) {
                c.boundaries.push_back(list[i].get<std::string>());
            } else if (list[i].is_number()) {
                c.boundaries.push_back(list[i].dump());
            } else {
                ObjectReader::fail("/strategy/boundaries/" + std::to_string(i),
                                   std::string("expected a string or number, got ") + typeName(list[i]));
            }
        }
    }
    if (r.has("map")) {
        const Json& map = r.at("map");
        if (!map.is_object()) {
            ObjectReader::fail("/strategy/map",
                               std::string("expected an object {\"logical\": \"physical\"}, got ") + typeName(map));
        }
        std::string text;
        for (const auto& [logical, physical] : map.items()) {
            if (!physical.is_string()) {
                ObjectReader::fail("/strategy/map/" + logical,
                                   std::string("expected a string, got ") + typeName(physical));
            }
            if (logical.find_first_of(",\t\n") != std::string::npos ||
                physical.get<std::string>().find_first_of(",\t\n") != std::string::npos) {
                ObjectReader::fail("/strategy/map/" + logical, "shard names cannot contain commas, TABs or newlines");
            }
            text += logical + "\t" + physical.get<std::string>() + "\n";
        }
        std::string error;
        if (!ShardMap::parse(text, c.map, error)) {
            ObjectReader::fail("/strategy/map", error);
        }
    }
    if (auto problem = strategyProblem(c)) {
        ObjectReader::fail(problem->path, problem->message);
    }
    return c;
}

} // namespace

std::string_view sortKeyShapeName(SortKeyShape shape) noexcept {
    return enumName(kSortKeyShapeNames, shape);
}

bool parseScenario(std::string_view text, Scenario& out, std::string& error) {
    Json doc;
    if (!parseJsonStrictly(text, doc, error)) {
        return false;
    }
    try {
        const ObjectReader r(doc, "", {"version", "name", "table", "capacity", "workload", "strategy"});
        Scenario s;
        if (!r.has("version")) {
            ObjectReader::fail("/version", "missing (this format is version 1)");
        }
        const Json& version = r.at("version");
        // 1.0 is the same number as 1 in JSON.
        if (!version.is_number() || version.get<double>() != 1.0) {
            ObjectReader::fail("/version", "unsupported version " + version.dump() + " (this build reads version 1)");
        }
        s.name = r.string("name", std::string());
        if (!r.has("table")) {
            ObjectReader::fail("/table", "missing (an object is required)");
        }
        s.table = readTable(r.at("table"));
        if (r.has("capacity")) {
            s.capacity = readCapacity(r.at("capacity"));
        }
        if (!r.has("workload")) {
            ObjectReader::fail("/workload", "missing (an object is required)");
        }
        s.workload = readWorkload(r.at("workload"));
        if (r.has("strategy")) {
            s.strategy = readStrategy(r.at("strategy"));
        }
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

bool loadScenarioFile(const std::string& path, Scenario& out, std::string& error) {
    std::string text;
    if (!readWholeFile(path, text, error)) {
        return false;
    }
    if (!parseScenario(text, out, error)) {
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
    if (static_cast<double>(partitions) * static_cast<double>(s.workload.durationS) > kMaxPartitionTicks) {
        return FieldProblem{"/workload/duration_s", "duration x partitions (" + durationText(s.workload.durationS) +
                                                        " x " + countOf(partitions, "partition", "partitions") +
                                                        ") is more than " +
                                                        groupedCount(static_cast<std::uint64_t>(kMaxPartitionTicks)) +
                                                        " partition-seconds; shorten the run or use fewer partitions"};
    }
    return std::nullopt;
}

std::uint32_t derivedPartitionCount(const TableSpec& table) {
    double rcu = table.rcu;
    double wcu = table.wcu;
    if (table.mode == CapacityMode::OnDemand) {
        // A new on-demand table's warm throughput is 12,000 RCU / 4,000 WCU; it serves 2x its peak.
        rcu = std::max(limits::kOnDemandInitialRcu, 2.0 * table.previousPeakRcu);
        wcu = std::max(limits::kOnDemandInitialWcu, 2.0 * table.previousPeakWcu);
    }
    // ceil(R/3000 + W/1000) == ceil((R + 3W) / 3000), computed on the combined numerator so that
    // 1000/1000 gives exactly 2 and not 2.0000000001.
    constexpr double kWcuInRcu = limits::kPartitionMaxRcu / limits::kPartitionMaxWcu;
    const double units = std::ceil((rcu + kWcuInRcu * wcu) / limits::kPartitionMaxRcu - 1e-12);
    // A partition holds about 10 GB: data alone needs ceil(size / 10 GB) of them.
    const double forSize = std::ceil(table.sizeGb / limits::kPartitionMaxGb - 1e-12);
    return static_cast<std::uint32_t>(std::clamp(std::max(units, forSize), 1.0, static_cast<double>(kMaxPartitions)));
}

} // namespace partiscope
