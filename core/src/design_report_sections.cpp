#include "design_report_sections.h"

#include "partiscope/access_pattern_queries.h"
#include "partiscope/design_report.h"
#include "partiscope/hashing.h"
#include "partiscope/number_format.h"
#include "partiscope/table_description.h"

#include <cmath>
#include <cstdio>

namespace partiscope::report {

std::string escapeXml(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string fixed(double value, int decimals) {
    return fixedPoint(value, decimals);
}

namespace {

/// Index keys listed per GSI before "and N more keys".
constexpr std::size_t kIndexKeysListed = 10;

std::string strategyText(const StrategyConfig& config) {
    ShardStrategy strategy;
    std::string error;
    // The scenario ran, so its strategies are valid; the error is shown rather than hidden if not.
    return ShardStrategy::create(config, strategy, error) ? strategy.describe() : "invalid: " + error;
}

std::string count(double value) {
    return groupedNumber(std::round(value));
}

/// A count of requests, whole as in every report (wholeRequests).
std::string requestCount(double requests) {
    return groupedNumber(wholeRequests(requests));
}

/// The per-shard Query requests one logical read of @p pattern makes (planAccessPattern, as `partiscope-cli queries
/// --pattern` prints them), or why none can be generated.
std::string requestsText(const Scenario& s, const AccessPattern& pattern) {
    FanOutPlan plan;
    if (auto problem = planAccessPattern(s, pattern, plan)) {
        return "cannot generate: " + *problem;
    }
    return groupedCount(plan.requests.size()) + " (at least " + groupedNumber(plan.minimumReadUnits) + " RCU)";
}

Block tableRows(const Scenario& s) {
    const TableSpec& t = s.table;
    Block block;
    block.rows.push_back(
        {"table name", t.name.empty() ? reportTableName(s) + " (derived from the scenario's name)" : t.name});
    block.rows.push_back({"partition key", keyAttributeText(t.keySchema.partitionKey)});
    block.rows.push_back({"sort key", t.keySchema.sortKey ? keyAttributeText(*t.keySchema.sortKey) : "none"});
    const std::string size = dataSizeText(t.sizeGb);
    block.rows.push_back({"data size", size.empty() ? "not given" : size + " (a partition holds about 10 GB)"});
    block.rows.push_back({"capacity", tableCapacityText(t)});
    block.rows.push_back({"partitions", tablePartitionsText(t)});
    if (const std::string maximum = maximumThroughputText(t.maxReadRequestUnits, t.maxWriteRequestUnits);
        !maximum.empty()) {
        block.rows.push_back({"on-demand maximum", maximum});
    }
    const bool defaultQuota =
        t.accountMaxRcu == limits::kDefaultAccountMaxRcu && t.accountMaxWcu == limits::kDefaultAccountMaxWcu;
    if (t.mode == CapacityMode::OnDemand || !defaultQuota) {
        block.rows.push_back({"account quota", groupedNumber(t.accountMaxRcu) + " RRU/s and " +
                                                   groupedNumber(t.accountMaxWcu) + " WRU/s per table" +
                                                   (defaultQuota ? " (the default)" : "")});
    }
    block.rows.push_back({"model", std::string(kModelNote) +
                                       "; partition counts follow the historical formula ceil(RCU/3000 + WCU/1000), "
                                       "at least ceil(GB/10)"});
    return block;
}

Block gsiTable(const Scenario& s) {
    Block block;
    block.subheading = "Global secondary indexes";
    block.columns = {"index",   "partition key", "sort key",   "projection",
                     "item KB", "capacity",      "partitions", "strategy"};
    for (const GsiSpec& g : s.table.gsis) {
        const std::string partitions = g.partitions ? groupedCount(*g.partitions) + " (pinned)"
                                                    : groupedCount(derivedPartitionCount(g, s.table)) + " (derived)";
        block.cells.push_back({g.name, keyAttributeText(g.partitionKey),
                               g.sortKey ? keyAttributeText(*g.sortKey) : "none",
                               projectionText(g.projection, g.nonKeyAttributes),
                               groupedNumber(gsiItemKb(g, s.workload)) + (g.itemKb ? "" : " (default)"),
                               indexCapacityText(g, s.table), partitions, strategyText(g.strategy)});
    }
    block.paragraph = "A base-table write whose item carries an index's partition key also writes one item of the "
                      "index's item size there; when the index throttles, those base writes are throttled too "
                      "(back-pressure). Reads of a GSI are eventually consistent.";
    return block;
}

Block indexKeyRows(const Scenario& s) {
    Block block;
    block.subheading = "Index keys (share of the table's writes whose item carries each)";
    for (const GsiSpec& g : s.table.gsis) {
        const auto keys = s.workload.indexKeys.find(g.name);
        block.rows.push_back(
            {g.name, indexKeySharesText(keys == s.workload.indexKeys.end() ? std::vector<WorkloadKey>{} : keys->second,
                                        kIndexKeysListed)});
    }
    return block;
}

Block lsiTable(const Scenario& s) {
    Block block;
    block.subheading = "Local secondary indexes";
    block.columns = {"index", "partition key", "sort key", "projection"};
    for (const LsiSpec& l : s.table.lsis) {
        block.cells.push_back({l.name, keyAttributeText(s.table.keySchema.partitionKey), keyAttributeText(l.sortKey),
                               projectionText(l.projection, l.nonKeyAttributes)});
    }
    block.paragraph = "With an LSI an item collection (one partition-key value) stays on one partition and may not "
                      "pass 10 GB: writes beyond fail (ItemCollectionSizeLimitExceededException).";
    return block;
}

} // namespace

std::optional<Section> tableSection(const ScenarioAnalysis& analysis) {
    const Scenario& s = analysis.scenario;
    if (!tableIsDescribed(s.table)) {
        return std::nullopt;
    }
    Section section{"table", "Table and indexes", {tableRows(s)}};
    if (!s.table.gsis.empty()) {
        section.blocks.push_back(gsiTable(s));
        section.blocks.push_back(indexKeyRows(s));
    }
    if (!s.table.lsis.empty()) {
        section.blocks.push_back(lsiTable(s));
    }
    return section;
}

std::optional<Section> accessPatternSection(const ScenarioAnalysis& analysis) {
    const Scenario& s = analysis.scenario;
    if (s.accessPatterns.empty()) {
        return std::nullopt;
    }
    Block block;
    block.columns = {"pattern",         "target",           "key", "sort-key condition", "consistency", "reads/s",
                     "items per query", "requests per read"};
    for (const AccessPattern& p : s.accessPatterns) {
        const KeySchema keys = targetKeySchema(s.table, p.target);
        const std::string condition = !p.sortKeyCondition ? "none"
                                      : keys.sortKey ? sortKeyConditionText(keys.sortKey->name, *p.sortKeyCondition)
                                                     : sortKeyConditionText("(no sort key)", *p.sortKeyCondition);
        block.cells.push_back({p.name, targetText(s.table, p.target), keys.partitionKey.name + " = " + p.key, condition,
                               std::string(enumName(kConsistencyNames, p.consistency)), groupedNumber(p.readsPerS),
                               groupedNumber(p.itemsPerQuery), requestsText(s, p)});
    }
    block.paragraph = "Each logical read queries every shard of its key under the target's strategy (requests per "
                      "read: what partiscope-cli queries --scenario FILE --pattern NAME prints); the simulator adds "
                      "these reads to the target's partitions.";
    return Section{"access-patterns", "Access patterns", {block}};
}

std::optional<Section> keySpaceSection(const ScenarioAnalysis& analysis) {
    const Scenario& s = analysis.scenario;
    const SimulationSnapshot& snap = *analysis.input.simulation;
    bool anyReason = false;
    for (const double requests : snap.throttlingReasons) {
        anyReason = anyReason || wholeRequests(requests) > 0;
    }
    if (s.table.gsis.empty() && s.table.lsis.empty() && !anyReason &&
        wholeRequests(snap.itemCollectionLimitFailedWrites) == 0) {
        return std::nullopt;
    }
    Block spaces;
    spaces.columns = {"key space",           "partitions (start -> end)",
                      "WriteThrottleEvents", "ReadThrottleEvents",
                      "consumed WCU",        "consumed RCU"};
    auto addRow = [&](const std::string& name, std::uint32_t start, std::size_t end, const ThrottleMetrics& m) {
        spaces.cells.push_back({name, groupedCount(start) + " -> " + groupedCount(end),
                                requestCount(m.writeThrottleEvents), requestCount(m.readThrottleEvents),
                                count(m.consumedWriteCapacityUnits), count(m.consumedReadCapacityUnits)});
    };
    addRow("table", s.table.partitions.value_or(derivedPartitionCount(s.table)), snap.partitions.size(), snap.metrics);
    for (std::size_t i = 0; i < snap.indexes.size() && i < s.table.gsis.size(); ++i) {
        const GsiSpec& g = s.table.gsis[i];
        addRow("GSI " + g.name, g.partitions.value_or(derivedPartitionCount(g, s.table)),
               snap.indexes[i].partitions.size(), snap.indexes[i].metrics);
    }
    spaces.paragraph = "Throttle events count requests (CloudWatch's metrics, per key space); consumed units are "
                       "summed over the run. " +
                       std::string(kModelNote) + ".";

    Block reasons;
    reasons.subheading = "Throttling reasons (requests the application saw throttled) and failed writes";
    for (std::size_t r = 0; r < kThrottlingReasonCount; ++r) {
        if (wholeRequests(snap.throttlingReasons[r]) > 0) {
            reasons.rows.push_back(
                {throttlingReasonName(throttlingReasonAt(r)), requestCount(snap.throttlingReasons[r]) + " requests"});
        }
    }
    if (!s.table.gsis.empty()) {
        reasons.rows.push_back({"base writes refused by GSI back-pressure",
                                requestCount(snap.metrics.writeBackPressureThrottleEvents) +
                                    " (in the table's WriteThrottleEvents, under the index's reason)"});
    }
    if (!s.table.lsis.empty() || snap.itemCollectionLimitFailedWrites >= 0.5) {
        reasons.rows.push_back({"writes failed at the 10 GB item-collection limit (LSI)",
                                requestCount(snap.itemCollectionLimitFailedWrites)});
    }
    if (!anyReason) {
        reasons.paragraph = "No request was throttled.";
    }
    return Section{"key-spaces", "Throttling by key space", {spaces, reasons}};
}

} // namespace partiscope::report
