#include "scenario_insights.h"
#include "scenario_rules.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/key_validation.h"
#include "partiscope/number_format.h"

#include <cmath>
#include <cstdio>
#include <string_view>
#include <unordered_map>

namespace partiscope {

namespace scenario_rules {

namespace {

int daysInMonth(int year, int month) {
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : kDays[month - 1];
}

} // namespace

std::optional<std::string> numberProblem(double value, double min, double max) {
    if (std::isfinite(value) && value >= min && value <= max) {
        return std::nullopt;
    }
    return "must be between " + generalNumber(min) + " and " + generalNumber(max) + ", got " + generalNumber(value);
}

std::optional<FieldProblem> warmThroughputProblem(const WarmThroughput& warm, const std::string& parentPath) {
    for (const auto& [field, units] :
         {std::pair<const char*, const std::optional<double>*>{"read_units_per_second", &warm.readUnitsPerSecond},
          {"write_units_per_second", &warm.writeUnitsPerSecond}}) {
        if (*units) {
            if (auto p = at(parentPath + "/warm_throughput/" + field,
                            numberProblem(**units, kMinRequestUnits, kMaxRequestUnits))) {
                return p;
            }
        }
    }
    return std::nullopt;
}

std::optional<std::string> countProblem(std::uint64_t value, std::uint64_t min, std::uint64_t max) {
    if (value >= min && value <= max) {
        return std::nullopt;
    }
    return "must be between " + groupedCount(min) + " and " + groupedCount(max) + ", got " + groupedCount(value);
}

std::optional<std::string> perTableQuotaProblem(double units, double quota, std::string_view unit,
                                                std::string_view quotaField) {
    if (units <= quota) {
        return std::nullopt;
    }
    const bool isDefault = quota == (unit == "RCU" ? limits::kDefaultAccountMaxRcu : limits::kDefaultAccountMaxWcu);
    const std::string source = isDefault ? "Service Quotas' default; state a raised quota in " + std::string(quotaField)
                                         : "as " + std::string(quotaField) + " states";
    return "must be at most " + groupedNumber(quota) + " " + std::string(unit) + ", the per-table quota (" + source +
           "): DynamoDB provisions no more to a table or to any of its GSIs; got " + groupedNumber(units);
}

std::optional<std::string> traceProblem(std::string_view path) {
    if (path.empty()) {
        return "must name an access log (a path relative to the scenario file), got \"\"";
    }
    if (path.find('\0') != std::string_view::npos) {
        return std::string("must not contain a NUL character");
    }
    return std::nullopt;
}

std::optional<FieldProblem> generatorProblem(const GeneratorSpec& g) {
    const std::string path = "/workload/generator/";
    if (auto p = at(path + "count", countProblem(g.count, 1, kMaxKeys))) {
        return p;
    }
    if (auto p = at(path + "s", numberProblem(g.s, 0, kMaxZipfS))) {
        return p;
    }
    if (auto p = at(path + "hot_share", numberProblem(g.hotShare, 0, 1))) {
        return p;
    }
    int y = 0;
    int m = 0;
    int d = 0;
    char tail = 0;
    if (g.startDate.size() != 10 || std::sscanf(g.startDate.c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3) {
        return FieldProblem{path + "start_date", "expected a date YYYY-MM-DD, got \"" + g.startDate + "\""};
    }
    if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) {
        return FieldProblem{path + "start_date", "\"" + g.startDate + "\" is not a date in the calendar"};
    }
    for (const auto& [field, value] :
         {std::pair<const char*, const std::string*>{"prefix", &g.prefix}, {"hot_key", &g.hotKey}}) {
        if (firstInvalidUtf8(*value) || value->size() > kMaxGeneratorTextBytes) {
            return FieldProblem{path + field,
                                "must be valid UTF-8 of at most " + std::to_string(kMaxGeneratorTextBytes) + " bytes"};
        }
    }
    if (g.hotKey.empty()) {
        return FieldProblem{path + "hot_key", "must not be empty"};
    }
    return std::nullopt;
}

std::optional<FieldProblem> strategyProblem(const StrategyConfig& strategy, const std::string& path) {
    if (strategy.shards > kMaxShards) {
        return FieldProblem{path + "/shards",
                            "must be " + shardsRangeText() + ", got " + std::to_string(strategy.shards)};
    }
    ShardStrategy check;
    std::string error;
    if (ShardStrategy::create(strategy, check, error, OptionNaming::ScenarioFields)) {
        return std::nullopt;
    }
    // create() words it "/strategy/<field>: <problem>"; an index's strategy is at its own path.
    const auto colon = error.find(": ");
    if (colon == std::string::npos) {
        return FieldProblem{path, error};
    }
    const std::string field = error.substr(0, colon);
    constexpr std::string_view kCreatePrefix = "/strategy";
    const std::string rest = field.rfind(kCreatePrefix, 0) == 0 ? field.substr(kCreatePrefix.size()) : "/" + field;
    return FieldProblem{path + rest, error.substr(colon + 2)};
}

std::optional<FieldProblem> pinsDisagree(const std::vector<WorkloadKey>& keys, const std::string& path) {
    std::unordered_map<std::string_view, std::size_t> firstEntry;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const auto [it, fresh] = firstEntry.emplace(keys[i].key, i);
        if (fresh || keys[it->second].partition == keys[i].partition) {
            continue;
        }
        auto where = [](const std::optional<std::uint32_t>& pin) {
            return pin ? "pinned to partition " + std::to_string(*pin) : std::string("not pinned");
        };
        return FieldProblem{path + "/" + std::to_string(i) + "/partition",
                            "key \"" + keys[i].key.substr(0, 60) + "\" is " + where(keys[i].partition) + " here but " +
                                where(keys[it->second].partition) + " at " + path + "/" + std::to_string(it->second)};
    }
    return std::nullopt;
}

std::optional<FieldProblem> keyValuesProblem(const std::vector<WorkloadKey>& keys, const std::string& path) {
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const std::string keyPath = path + "/" + std::to_string(i);
        if (auto p = at(keyPath + "/key", partitionKeyProblem(keys[i].key))) {
            return p;
        }
        if (auto p = at(keyPath + "/weight", numberProblem(keys[i].weight, 0, kMaxKeyWeight))) {
            return p;
        }
        if (keys[i].partition) {
            if (auto p = at(keyPath + "/partition", countProblem(*keys[i].partition, 0, kMaxPartitions - 1))) {
                return p;
            }
        }
        if (keys[i].sizeGb) {
            if (auto p = at(keyPath + "/size_gb", numberProblem(*keys[i].sizeGb, 0, kMaxSizeGb))) {
                return p;
            }
        }
    }
    return std::nullopt;
}

} // namespace scenario_rules

namespace {

using namespace scenario_rules;

std::optional<FieldProblem> tableProblem(const TableSpec& t) {
    if (auto p = at("/table/rcu", numberProblem(t.rcu, 0, kMaxTableUnits))) {
        return p;
    }
    if (auto p = at("/table/wcu", numberProblem(t.wcu, 0, kMaxTableUnits))) {
        return p;
    }
    if (t.partitions) {
        if (auto p = at("/table/partitions", countProblem(*t.partitions, 1, kMaxPartitions))) {
            return p;
        }
    }
    if (auto p = at("/table/previous_peak_rcu", numberProblem(t.previousPeakRcu, 0, kMaxPreviousPeak))) {
        return p;
    }
    if (auto p = at("/table/previous_peak_wcu", numberProblem(t.previousPeakWcu, 0, kMaxPreviousPeak))) {
        return p;
    }
    // Version 2's table values.
    if (auto p = at("/table/name", t.name.empty() ? std::nullopt : tableNameProblem(t.name))) {
        return p;
    }
    if (auto p = at("/table/size_gb", numberProblem(t.sizeGb, 0, kMaxSizeGb))) {
        return p;
    }
    for (const auto& [field, units] :
         {std::pair<const char*, const std::optional<double>*>{"max_read_request_units", &t.maxReadRequestUnits},
          {"max_write_request_units", &t.maxWriteRequestUnits}}) {
        if (*units) {
            if (auto p =
                    at(std::string("/table/") + field, numberProblem(**units, kMinRequestUnits, kMaxRequestUnits))) {
                return p;
            }
        }
    }
    if (auto p = warmThroughputProblem(t.warmThroughput, "/table")) {
        return p;
    }
    if (auto p = at("/table/account_max_rcu", numberProblem(t.accountMaxRcu, kMinRequestUnits, kMaxRequestUnits))) {
        return p;
    }
    if (auto p = at("/table/account_max_wcu", numberProblem(t.accountMaxWcu, kMinRequestUnits, kMaxRequestUnits))) {
        return p;
    }
    for (std::size_t i = 0; i < t.gsis.size(); ++i) {
        if (auto p = gsiValuesProblem(t.gsis[i], "/table/gsis/" + std::to_string(i))) {
            return p;
        }
    }
    return std::nullopt;
}

std::optional<FieldProblem> capacityProblem(const CapacitySpec& c) {
    if (auto p = at("/capacity/adaptive_delay_s", numberProblem(c.adaptiveDelayS, 0, kMaxDelayS))) {
        return p;
    }
    return at("/capacity/split_after_s", numberProblem(c.splitAfterS, kMinSplitAfterS, kMaxDelayS));
}

std::optional<FieldProblem> keysProblem(const std::vector<WorkloadKey>& keys) {
    if (keys.empty()) {
        return FieldProblem{"/workload/keys", "needs at least one key"};
    }
    if (keys.size() > kMaxKeys) {
        return FieldProblem{"/workload/keys", "at most " + groupedCount(kMaxKeys) + " keys"};
    }
    return keyValuesProblem(keys, "/workload/keys");
}

std::optional<FieldProblem> workloadProblem(const WorkloadSpec& w) {
    if (auto p = at("/workload/duration_s", countProblem(w.durationS, 1, kMaxDurationS))) {
        return p;
    }
    if (auto p = at("/workload/item_kb", numberProblem(w.itemKb, kMinItemKb, limits::kItemMaxKb))) {
        return p;
    }
    if (auto p = at("/workload/writes_per_s", numberProblem(w.writesPerS, 0, kMaxRequestsPerS))) {
        return p;
    }
    if (auto p = at("/workload/reads_per_s", numberProblem(w.readsPerS, 0, kMaxRequestsPerS))) {
        return p;
    }
    double last = -1;
    for (std::size_t i = 0; i < w.profile.size(); ++i) {
        const std::string path = "/workload/profile/" + std::to_string(i);
        const WorkloadStep& step = w.profile[i];
        if (auto p = at(path + "/at_s", numberProblem(step.atS, 0, static_cast<double>(kMaxDurationS)))) {
            return p;
        }
        if (step.atS <= last) {
            return FieldProblem{path + "/at_s", "steps must be in increasing time order"};
        }
        last = step.atS;
        for (const auto& [field, rate] :
             {std::pair<const char*, const std::optional<double>*>{"writes_per_s", &step.writesPerS},
              {"reads_per_s", &step.readsPerS}}) {
            if (*rate) {
                if (auto p = at(path + "/" + field, numberProblem(**rate, 0, kMaxRequestsPerS))) {
                    return p;
                }
            }
        }
    }
    if (w.trace) {
        if (auto problem = traceProblem(*w.trace)) {
            return FieldProblem{"/workload/trace", *problem};
        }
    }
    // The file holds the generator or the keys, never both: with a generator the keys are not saved.
    if (auto p = w.generator ? generatorProblem(*w.generator) : keysProblem(w.keys)) {
        return p;
    }
    return writeOperationsProblem(w.operations);
}

/// What a simulation needs beyond each value's range: some traffic to spread, and sharded keys DynamoDB accepts
/// (the longest key with the strategy's longest suffix). A generator's keys are checked by its own rules.
std::optional<FieldProblem> keysFitStrategy(const Scenario& scenario) {
    const WorkloadSpec& w = scenario.workload;
    if (w.generator || w.keys.empty()) {
        return std::nullopt;
    }
    double totalWeight = 0;
    std::size_t longest = 0;
    for (std::size_t i = 0; i < w.keys.size(); ++i) {
        totalWeight += w.keys[i].weight;
        if (w.keys[i].key.size() > w.keys[longest].key.size()) {
            longest = i;
        }
    }
    if (totalWeight <= 0) {
        return FieldProblem{"/workload/keys", "the key weights add up to 0"};
    }
    ShardStrategy strategy;
    std::string ignored; // strategyProblem() reported an invalid strategy already
    if (!ShardStrategy::create(scenario.strategy, strategy, ignored)) {
        return std::nullopt;
    }
    return at("/workload/keys/" + std::to_string(longest) + "/key", strategy.keyProblem(w.keys[longest].key));
}

} // namespace

std::optional<FieldProblem> checkScenario(const Scenario& scenario) {
    if (auto p = tableProblem(scenario.table)) {
        return p;
    }
    if (auto p = capacityProblem(scenario.capacity)) {
        return p;
    }
    if (auto p = workloadProblem(scenario.workload)) {
        return p;
    }
    if (auto p = strategyProblem(scenario.strategy)) {
        return p;
    }
    if (auto p = scenarioProblem(scenario)) {
        return p;
    }
    if (auto p = keysFitStrategy(scenario)) {
        return p;
    }
    if (auto p = scenario.workload.generator ? std::nullopt : pinsDisagree(scenario.workload.keys)) {
        return p;
    }
    // Version 2: the indexes, their keys and the access patterns.
    if (auto p = indexesProblem(scenario.table)) {
        return p;
    }
    if (auto p = indexKeysProblem(scenario)) {
        return p;
    }
    if (auto p = accessPatternsProblem(scenario)) {
        return p;
    }
    if (auto p = sourceProblem(scenario.source)) {
        return p;
    }
    if (auto p = insightRankingsProblem(scenario.insights)) {
        return p;
    }
    return candidatesProblem(scenario, [](const Scenario& design) { return checkScenario(design); });
}

} // namespace partiscope
