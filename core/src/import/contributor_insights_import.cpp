// Contributor Insights reports -> a scenario. Only the table's most-accessed ranking (PKC, or SKC summed per
// partition key) sets the workload's keys, weights and rate profile; a GSI's most-accessed ranking sets that
// index's keys; throttled rankings are kept beside them, labelled, and never mixed into the weights.
#include "insight_report.h"
#include "json_file.h"

#include "partiscope/number_format.h"

#include <algorithm>
#include <unordered_map>

namespace partiscope {

namespace {

// ConsumedThroughputUnits = 3 x WCU + RCU (DG "contributorinsights_HowItWorks"): a partition's 1,000 WCU/s and
// 3,000 RCU/s ceilings are both 3,000 of these units per second, so a unit is a third of a 1 KB write.
constexpr double kUnitsPerWrite = 3;
// One profile step per report period: a 31-day scenario (kMaxDurationS) of one-minute periods at most.
constexpr std::int64_t kMaxProfileSteps = static_cast<std::int64_t>(kMaxDurationS / 60);

std::vector<WorkloadKey> weightsByPartitionKey(const InsightRanking& ranking) {
    std::vector<WorkloadKey> keys;
    std::unordered_map<std::string, std::size_t> position;
    for (const auto& contributor : ranking.contributors) {
        const auto [it, fresh] = position.emplace(contributor.keys.front(), keys.size());
        if (fresh) {
            keys.push_back(WorkloadKey{contributor.keys.front(), 0, std::nullopt, SortKeyShape::Random, std::nullopt});
        }
        keys[it->second].weight += contributor.value;
    }
    return keys;
}

/// The table the reports are about: the one given, else the shortest "<table>[-<index>]" (a table's own rule
/// names just the table). @p ambiguous: that name has a '-', so part of it may be an index name.
std::string tableOf(const std::vector<InsightReport>& reports, const std::string& given, bool& ambiguous) {
    ambiguous = false;
    if (!given.empty()) {
        return given;
    }
    std::string table = reports.front().rule.tableAndIndex;
    for (const auto& report : reports) {
        if (report.rule.tableAndIndex.size() < table.size()) {
            table = report.rule.tableAndIndex;
        }
    }
    ambiguous = table.find('-') != std::string::npos;
    return table;
}

std::string describe(const InsightRanking& ranking) {
    const std::string what = std::string(ranking.kind == InsightKind::Accessed ? "most accessed" : "most throttled") +
                             (ranking.sortKeys ? " partition + sort keys" : " partition keys");
    return ranking.ruleName + " (" + what + " of " +
           (ranking.indexName.empty() ? "the table" : "GSI " + ranking.indexName) + ", " +
           std::to_string(ranking.contributors.size()) + " contributors)";
}

/// The profile of the table's accessed ranking: one step per report period from the first to the last, in 1 KB
/// writes per second; periods without datapoints had no reported traffic.
void setRates(const InsightReport& report, WorkloadSpec& workload) {
    const std::int64_t period = report.periodS > 0 ? report.periodS : 60;
    const std::int64_t first = report.perPeriod.begin()->first;
    const std::int64_t last = report.perPeriod.rbegin()->first;
    double total = 0;
    for (std::int64_t at = first; at <= last; at += period) {
        const auto it = report.perPeriod.find(at);
        const double units = it == report.perPeriod.end() ? 0 : it->second;
        const double writesPerS = units / kUnitsPerWrite / static_cast<double>(period);
        total += writesPerS;
        workload.profile.push_back({static_cast<double>(at - first), writesPerS, 0.0});
    }
    workload.durationS = static_cast<std::uint64_t>(last - first + period);
    workload.writesPerS = total / static_cast<double>(workload.profile.size());
    workload.readsPerS = 0;
}

} // namespace

ImportOutcome importContributorInsights(const ImportRequest& request, const ImportProgress& progress) {
    ImportOutcome outcome;
    if (request.paths.empty()) {
        outcome.problem = ImportProblem{"", 0, "", "no report given (aws cloudwatch get-insight-rule-report output)"};
        return outcome;
    }
    std::uint64_t total = 0;
    for (const auto& path : request.paths) {
        total += fileSizeOf(path);
    }
    std::vector<InsightReport> reports;
    for (const auto& path : request.paths) {
        std::string error;
        const auto rule = insightRuleFromFileName(path, error);
        if (!rule) {
            outcome.problem = ImportProblem{path, 0, "", error};
            return outcome;
        }
        simdjson::padded_string json;
        const JsonFileRead read = readJsonFile(path, json, outcome.bytesRead, total, progress, error);
        if (read == JsonFileRead::Cancelled) {
            outcome.cancelled = true;
            return outcome;
        }
        if (read == JsonFileRead::Failed) {
            outcome.problem = ImportProblem{path, 0, "", error};
            return outcome;
        }
        reports.emplace_back();
        if (auto problem = readInsightReport(json, path, *rule, reports.back())) {
            outcome.problem = std::move(problem);
            return outcome;
        }
        outcome.records += reports.back().ranking.contributors.size();
    }

    bool ambiguous = false;
    const std::string table = tableOf(reports, request.tableName, ambiguous);
    for (auto& report : reports) {
        const auto index = insightRuleIndex(report.rule.tableAndIndex, table);
        if (!index) {
            outcome.problem = ImportProblem{report.file, 0, "",
                                            "rule " + report.rule.rule + " is not about table " + table +
                                                " (every report of one import must rank the same table or its GSIs)"};
            return outcome;
        }
        report.ranking.tableName = table;
        report.ranking.indexName = *index;
    }

    // The table's most-accessed ranking: partition keys (PKC) if given, else partition + sort keys (SKC).
    const InsightReport* accessed = nullptr;
    for (const auto& report : reports) {
        if (report.ranking.kind == InsightKind::Accessed && report.ranking.indexName.empty() &&
            (!accessed || (accessed->ranking.sortKeys && !report.ranking.sortKeys))) {
            accessed = &report;
        }
    }
    if (!accessed) {
        outcome.problem = ImportProblem{
            request.paths.front(), 0, "",
            "none of the reports ranks the most accessed keys of table " + table +
                " (a DynamoDBContributorInsights-PKC-" + table +
                "-... or SKC rule): the workload's keys cannot be set from throttled or index rankings alone"};
        return outcome;
    }
    if (accessed->perPeriod.empty()) {
        outcome.problem = ImportProblem{accessed->file, 0, "/Contributors",
                                        "no Datapoints: the report gives no traffic over time to set the rates from"};
        return outcome;
    }
    const std::int64_t period = accessed->periodS > 0 ? accessed->periodS : 60;
    const std::int64_t span = accessed->perPeriod.rbegin()->first - accessed->perPeriod.begin()->first + period;
    if (span > static_cast<std::int64_t>(kMaxDurationS) || span / period > kMaxProfileSteps) {
        outcome.problem = ImportProblem{accessed->file, 0, "/Contributors",
                                        "the Datapoints span " + groupedCount(static_cast<std::uint64_t>(span)) +
                                            " s in " + std::to_string(period) +
                                            " s periods: a scenario covers at most 31 days of one-minute periods (" +
                                            groupedCount(static_cast<std::uint64_t>(kMaxProfileSteps)) + " steps)"};
        return outcome;
    }

    Scenario s;
    s.name = table + " (Contributor Insights)";
    s.table.name = table;
    s.table.keySchema.partitionKey = {accessed->ranking.keyLabels.front(), AttributeType::S};
    for (const auto& report : reports) {
        if (report.ranking.indexName.empty() && report.ranking.sortKeys) {
            s.table.keySchema.sortKey = KeyAttribute{report.ranking.keyLabels[1], AttributeType::S};
        }
    }
    s.table.mode = CapacityMode::OnDemand;
    s.workload.itemKb = 1;
    s.workload.keys = weightsByPartitionKey(accessed->ranking);
    setRates(*accessed, s.workload);

    outcome.notes.push_back("Key weights: ApproximateAggregateValue of " + describe(accessed->ranking) +
                            (accessed->ranking.sortKeys ? ", summed per partition key" : "") +
                            "; keys outside the reported top contributors are not in the report, so their traffic "
                            "is missing.");
    outcome.notes.push_back(
        "Rates: " + accessed->ranking.ruleName + "'s Datapoints summed per period (" +
        std::to_string(accessed->periodS > 0 ? accessed->periodS : 60) +
        " s) become one profile step each; they count ConsumedThroughputUnits (3 x WCU + RCU), which do not tell "
        "reads from writes, so every 3 units are taken as one 1 KB write (the same share of a partition's "
        "1,000 WCU / 3,000 RCU ceiling). Set writes_per_s and reads_per_s if you know the split.");
    outcome.notes.push_back("Capacity and key types are not in the reports: the table is on-demand with no previous "
                            "peak and its keys are strings (S); set the mode and capacity your table runs with.");
    if (ambiguous) {
        outcome.notes.push_back("The table name \"" + table +
                                "\" was taken from the rule names as a whole (no index); if part of it is an index "
                                "name, give the table's name to the import.");
    }

    for (const auto& report : reports) {
        const InsightRanking& ranking = report.ranking;
        if (&report == accessed) {
            continue;
        }
        if (ranking.kind == InsightKind::Accessed && !ranking.indexName.empty() &&
            !s.workload.indexKeys.count(ranking.indexName)) {
            std::vector<WorkloadKey> keys = weightsByPartitionKey(ranking);
            double sum = 0;
            for (const auto& key : keys) {
                sum += key.weight;
            }
            if (sum > 0) {
                for (auto& key : keys) {
                    key.weight /= sum;
                }
                GsiSpec gsi;
                gsi.name = ranking.indexName;
                gsi.partitionKey = {ranking.keyLabels.front(), AttributeType::S};
                if (ranking.sortKeys) {
                    gsi.sortKey = KeyAttribute{ranking.keyLabels[1], AttributeType::S};
                }
                s.table.gsis.push_back(gsi);
                s.workload.indexKeys[ranking.indexName] = std::move(keys);
                outcome.notes.push_back(
                    "Index keys of GSI " + ranking.indexName + ": " + describe(ranking) +
                    ", normalised to shares adding up to 1 (a dense index: every base write writes it); the "
                    "report does not say which share of the base writes carries the index key.");
                continue;
            }
        }
        outcome.notes.push_back("Kept for comparison, not used in the weights: " + describe(ranking) + ".");
    }
    for (auto& report : reports) {
        s.insights.push_back(std::move(report.ranking));
    }
    s.source = ImportSource{"contributor-insights", request.paths, outcome.records, WeightBasis::ContributorInsights};
    if (auto problem = checkScenario(s)) {
        outcome.problem = ImportProblem{
            accessed->file, 0, "", "the reports make an invalid scenario: " + problem->path + ": " + problem->message};
        return outcome;
    }
    outcome.scenario = std::move(s);
    return outcome;
}

} // namespace partiscope
