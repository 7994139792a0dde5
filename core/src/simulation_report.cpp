#include "partiscope/simulation_report.h"

#include "partiscope/hashing.h"
#include "partiscope/number_format.h"
#include "partiscope/table_description.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <numeric>

namespace partiscope {

namespace {

/// "1 partition at the end", "1065 partitions at the end" (digits ungrouped: scripts read this line).
std::string partitionsAtEnd(std::size_t count) {
    return std::to_string(count) + (count == 1 ? " partition" : " partitions") + " at the end";
}

using Json = nlohmann::ordered_json;

/// A count of requests in the JSON: whole (wholeRequests) and written as an integer, so a script reads 0, not
/// 4.26e-12 or 0.0.
Json requests(double count) {
    return Json(static_cast<std::int64_t>(wholeRequests(count)));
}

/// The metrics under CloudWatch's names: the event counts are requests; consumed capacity is units, which may be
/// fractional (an eventually consistent read of 4 KB is half a unit).
Json metricsJson(const ThrottleMetrics& m) {
    return {{"ReadThrottleEvents", requests(m.readThrottleEvents)},
            {"WriteThrottleEvents", requests(m.writeThrottleEvents)},
            {"ThrottledRequests", requests(m.throttledRequests)},
            {"ReadKeyRangeThroughputThrottleEvents", requests(m.readKeyRangeThroughputThrottleEvents)},
            {"WriteKeyRangeThroughputThrottleEvents", requests(m.writeKeyRangeThroughputThrottleEvents)},
            {"ReadProvisionedThroughputThrottleEvents", requests(m.readProvisionedThroughputThrottleEvents)},
            {"WriteProvisionedThroughputThrottleEvents", requests(m.writeProvisionedThroughputThrottleEvents)},
            {"ConsumedReadCapacityUnits", m.consumedReadCapacityUnits},
            {"ConsumedWriteCapacityUnits", m.consumedWriteCapacityUnits},
            {"ReadAccountLimitThrottleEvents", requests(m.readAccountLimitThrottleEvents)},
            {"WriteAccountLimitThrottleEvents", requests(m.writeAccountLimitThrottleEvents)},
            {"ReadMaxOnDemandThroughputThrottleEvents", requests(m.readMaxOnDemandThroughputThrottleEvents)},
            {"WriteMaxOnDemandThroughputThrottleEvents", requests(m.writeMaxOnDemandThroughputThrottleEvents)}};
}

Json partitionsJson(const std::vector<PartitionTotals>& totals) {
    Json partitions = Json::array();
    for (const auto& p : totals) {
        Json j;
        j["index"] = p.index;
        j["write_requests"] = p.writeRequests;
        j["writes_served"] = p.writesServed;
        j["writes_throttled"] = p.writesThrottled;
        j["read_requests"] = p.readRequests;
        j["reads_served"] = p.readsServed;
        j["reads_throttled"] = p.readsThrottled;
        j["first_throttle_s"] = p.firstThrottleS ? Json(*p.firstThrottleS) : Json(nullptr);
        j["split_from"] = p.parent == UINT32_MAX ? Json(nullptr) : Json(p.parent);
        partitions.push_back(j);
    }
    return partitions;
}

/// The heat splits done and blocked, as two arrays ("splits", "splits_blocked") of @p into.
void splitsJson(const std::vector<SplitEvent>& events, Json& into) {
    Json splits = Json::array();
    Json blocked = Json::array();
    for (const auto& e : events) {
        if (e.newPartition == UINT32_MAX) {
            blocked.push_back({{"at_s", e.atS}, {"partition", e.partition}, {"reason", e.reason}});
        } else {
            splits.push_back(
                {{"at_s", e.atS}, {"partition", e.partition}, {"new_partition", e.newPartition}, {"reason", e.reason}});
        }
    }
    into["splits"] = splits;
    into["splits_blocked"] = blocked;
}

/// The user's table in a few lines (its name, keys, data size, indexes and their keys), when it says more than its
/// capacity (tableIsDescribed); a version 1 table keeps its version 1 text.
template <typename Line>
void describeTable(const Scenario& scenario, const Line& line) {
    const TableSpec& t = scenario.table;
    if (!tableIsDescribed(t)) {
        return;
    }
    const std::string size = dataSizeText(t.sizeGb);
    line("  keys" + (t.name.empty() ? std::string() : " of " + t.name) + ": partition key " +
         keyAttributeText(t.keySchema.partitionKey) + ", sort key " +
         (t.keySchema.sortKey ? keyAttributeText(*t.keySchema.sortKey) : std::string("none")) +
         (size.empty() ? std::string() : "; " + size));
    for (const GsiSpec& g : t.gsis) {
        const auto keys = scenario.workload.indexKeys.find(g.name);
        line("  GSI " + g.name + ": partition key " + keyAttributeText(g.partitionKey) + ", sort key " +
             (g.sortKey ? keyAttributeText(*g.sortKey) : std::string("none")) + "; index keys " +
             indexKeySharesText(keys == scenario.workload.indexKeys.end() ? std::vector<WorkloadKey>{} : keys->second,
                                5));
    }
    for (const LsiSpec& l : t.lsis) {
        line("  LSI " + l.name + ": sort key " + keyAttributeText(l.sortKey));
    }
}

std::string number(double value, int decimals = 0) {
    return fixedPoint(value, decimals);
}

/// A count of requests in the text, whole as in the JSON.
std::string requestsText(double count) {
    return fixedPoint(wholeRequests(count), 0);
}

Json observedJson(const std::vector<MetricComparison>& observed) {
    Json out = Json::array();
    for (const auto& metric : observed) {
        Json points = Json::array();
        for (const auto& p : metric.points) {
            points.push_back({{"t", p.t}, {"observed", p.observed}, {"simulated", p.simulated}});
        }
        out.push_back({{"metric", metric.metric},
                       {"period_s", metric.periodS},
                       {"points", points},
                       {"mean_abs_error", metric.meanAbsError}});
    }
    return out;
}

/// One line per observed metric: its totals both ways and the mean error per period.
template <typename Line>
void describeObserved(const std::vector<MetricComparison>& observed, const Line& line) {
    if (observed.empty()) {
        return;
    }
    line("");
    line("Observed (CloudWatch) vs simulated, per period; t = 0 is the first observed timestamp:");
    for (const auto& metric : observed) {
        double seen = 0;
        double simulated = 0;
        for (const auto& p : metric.points) {
            seen += p.observed;
            simulated += p.simulated;
        }
        line("  " + metric.metric + " (" + std::to_string(metric.periodS) + " s periods, " +
             std::to_string(metric.points.size()) + " compared): observed " + number(seen) + ", simulated " +
             number(simulated) + ", mean absolute error " + number(metric.meanAbsError, 1) + " per period");
    }
}

/// The provisioned capacity at the end and its mean over the run (what is billed); null on demand.
Json provisionedJson(const ProvisionedCapacity& p, std::uint64_t simulatedS) {
    if (p.rcuSeconds <= 0 && p.wcuSeconds <= 0 && p.rcu <= 0 && p.wcu <= 0) {
        return nullptr;
    }
    const double seconds = simulatedS > 0 ? static_cast<double>(simulatedS) : 1.0;
    return Json{
        {"rcu", p.rcu}, {"wcu", p.wcu}, {"mean_rcu", p.rcuSeconds / seconds}, {"mean_wcu", p.wcuSeconds / seconds}};
}

Json capacityChangesJson(const std::vector<CapacityChangeEvent>& changes) {
    Json list = Json::array();
    for (const CapacityChangeEvent& c : changes) {
        list.push_back(Json{{"at_s", c.atS},
                            {"index", c.index.empty() ? Json(nullptr) : Json(c.index)},
                            {"direction", c.operation == ThrottleOperation::Read ? "read" : "write"},
                            {"from", c.from},
                            {"to", c.to},
                            {"reason", c.reason}});
    }
    return list;
}

} // namespace

std::string simulationToJson(const Scenario& scenario, const SimulationSnapshot& s,
                             const std::vector<MetricComparison>& observed) {
    Json doc;
    doc["name"] = scenario.name;
    doc["duration_s"] = s.durationS;
    doc["simulated_s"] = s.nowS;
    doc["mode"] = enumName(kCapacityModeNames, scenario.table.mode);
    doc["initial_partition_count"] = scenario.table.partitions.value_or(derivedPartitionCount(scenario.table));
    doc["partition_count"] = s.partitions.size();
    doc["partitions"] = partitionsJson(s.partitions);
    doc["metrics"] = metricsJson(s.metrics);
    doc["on_demand_scaling_throttle_events"] = requests(s.metrics.onDemandScalingThrottleEvents);
    splitsJson(s.splits, doc);
    doc["failed_requests"] = requests(s.failedRequests);
    doc["write_back_pressure_throttle_events"] = requests(s.metrics.writeBackPressureThrottleEvents);
    doc["item_collection_limit_failed_writes"] = requests(s.itemCollectionLimitFailedWrites);
    Json reasons = Json::object();
    for (std::size_t r = 0; r < kThrottlingReasonCount; ++r) {
        reasons[throttlingReasonName(throttlingReasonAt(r))] = requests(s.throttlingReasons[r]);
    }
    doc["throttling_reasons"] = reasons;
    doc["provisioned"] = provisionedJson(s.provisioned, s.nowS);
    doc["capacity_changes"] = capacityChangesJson(s.capacityChanges);
    Json indexes = Json::array();
    for (const auto& index : s.indexes) {
        Json j;
        j["name"] = index.name;
        j["partition_count"] = index.partitions.size();
        j["partitions"] = partitionsJson(index.partitions);
        j["metrics"] = metricsJson(index.metrics);
        j["provisioned"] = provisionedJson(index.provisioned, s.nowS);
        splitsJson(index.splits, j);
        indexes.push_back(j);
    }
    doc["indexes"] = indexes;
    if (!observed.empty()) {
        doc["observed_vs_simulated"] = observedJson(observed);
    }
    doc["units"] = "partition totals are capacity units (RCU/WCU) summed over the run; metrics count requests";
    doc["model_note"] = std::string(kModelNote) + "; the simulator is a fluid model, see README";
    return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

std::string simulationToText(const Scenario& scenario, const SimulationSnapshot& s,
                             const std::vector<MetricComparison>& observed) {
    std::string out;
    auto line = [&](const std::string& text) { out += text + "\n"; };
    const bool provisioned = scenario.table.mode == CapacityMode::Provisioned;
    line("Partiscope simulation" + (scenario.name.empty() ? std::string() : ": " + scenario.name));
    line("  table: " +
         std::string(provisioned
                         ? "provisioned " + number(scenario.table.rcu) + " RCU / " + number(scenario.table.wcu) + " WCU"
                         : std::string(enumName(kCapacityModeNames, CapacityMode::OnDemand))) +
         ", " + partitionsAtEnd(s.partitions.size()) + ", " + std::to_string(s.nowS) + " s simulated");
    describeTable(scenario, line);
    const auto& m = s.metrics;
    line("  WriteThrottleEvents " + requestsText(m.writeThrottleEvents) + "   ReadThrottleEvents " +
         requestsText(m.readThrottleEvents) + "   ThrottledRequests " + requestsText(m.throttledRequests));
    line("  KeyRange (ceiling): writes " + requestsText(m.writeKeyRangeThroughputThrottleEvents) + ", reads " +
         requestsText(m.readKeyRangeThroughputThrottleEvents) + "   Provisioned: writes " +
         requestsText(m.writeProvisionedThroughputThrottleEvents) + ", reads " +
         requestsText(m.readProvisionedThroughputThrottleEvents));
    line("  consumed: " + number(m.consumedWriteCapacityUnits) + " WCU, " + number(m.consumedReadCapacityUnits) +
         " RCU   failed requests (retries exhausted): " + requestsText(s.failedRequests));
    if (wholeRequests(m.writeBackPressureThrottleEvents) > 0) {
        line("  writes refused by GSI back-pressure: " + requestsText(m.writeBackPressureThrottleEvents));
    }
    if (wholeRequests(s.itemCollectionLimitFailedWrites) > 0) {
        line("  writes failed at the 10 GB item collection limit (LSI): " +
             requestsText(s.itemCollectionLimitFailedWrites));
    }
    for (std::size_t i = 0; i < s.indexes.size(); ++i) {
        const auto& index = s.indexes[i];
        const auto& gsi = scenario.table.gsis;
        const GsiSpec* spec = i < gsi.size() ? &gsi[i] : nullptr;
        const std::string capacity = spec && !provisioned ? "on-demand"
                                     : spec               ? number(spec->rcu) + " RCU / " + number(spec->wcu) + " WCU"
                                                          : std::string("?");
        line("  index " + index.name + ": " + capacity + ", " + partitionsAtEnd(index.partitions.size()) +
             "   WriteThrottleEvents " + requestsText(index.metrics.writeThrottleEvents) + "   ReadThrottleEvents " +
             requestsText(index.metrics.readThrottleEvents) + "   consumed " +
             number(index.metrics.consumedWriteCapacityUnits) + " WCU, " +
             number(index.metrics.consumedReadCapacityUnits) + " RCU");
    }
    if (!s.capacityChanges.empty()) {
        line("  provisioned capacity changed " + countOf(s.capacityChanges.size(), "time", "times") +
             " (mean over the run " + number(s.nowS ? s.provisioned.rcuSeconds / static_cast<double>(s.nowS) : 0) +
             " RCU / " + number(s.nowS ? s.provisioned.wcuSeconds / static_cast<double>(s.nowS) : 0) + " WCU):");
        for (std::size_t i = 0; i < std::min<std::size_t>(s.capacityChanges.size(), 10); ++i) {
            const CapacityChangeEvent& c = s.capacityChanges[i];
            line("    " + std::to_string(c.atS) + " s " + (c.index.empty() ? std::string("table") : c.index) + " " +
                 (c.operation == ThrottleOperation::Read ? "RCU " : "WCU ") + number(c.from) + " -> " + number(c.to) +
                 " (" + c.reason + ")");
        }
        if (s.capacityChanges.size() > 10) {
            line("    (" + countOf(s.capacityChanges.size() - 10, "more change", "more changes") +
                 ", see --format json)");
        }
    }
    for (std::size_t r = 0; r < kThrottlingReasonCount; ++r) {
        if (wholeRequests(s.throttlingReasons[r]) > 0) {
            line("  reason " + throttlingReasonName(throttlingReasonAt(r)) + ": " +
                 requestsText(s.throttlingReasons[r]) + " requests");
        }
    }
    std::vector<std::size_t> order(s.partitions.size());
    std::iota(order.begin(), order.end(), 0);
    auto throttled = [&](std::size_t i) { return s.partitions[i].writesThrottled + s.partitions[i].readsThrottled; };
    std::stable_sort(order.begin(), order.end(), [&](auto a, auto b) { return throttled(a) > throttled(b); });
    line("");
    line("  partition   write WCU req   served  throttled   read RCU req   served  throttled  first throttle");
    for (std::size_t r = 0; r < std::min<std::size_t>(order.size(), 10); ++r) {
        const auto& p = s.partitions[order[r]];
        line("  " + padLeft(std::to_string(p.index), 9) + " " + padLeft(number(p.writeRequests), 15) + " " +
             padLeft(number(p.writesServed), 8) + " " + padLeft(number(p.writesThrottled), 10) + " " +
             padLeft(number(p.readRequests), 14) + " " + padLeft(number(p.readsServed), 8) + " " +
             padLeft(number(p.readsThrottled), 10) + "  " +
             (p.firstThrottleS ? std::to_string(*p.firstThrottleS) + " s" : std::string("never")));
    }
    if (order.size() > 10) {
        line("  (" + countOf(order.size() - 10, "more partition", "more partitions") + ", see --format json)");
    }
    if (!s.splits.empty()) {
        line("");
        for (const auto& e : s.splits) {
            if (e.newPartition == UINT32_MAX) {
                line("  " + std::to_string(e.atS) + " s: partition " + std::to_string(e.partition) +
                     " could not split for heat (" + e.reason + ")");
            } else {
                line("  " + std::to_string(e.atS) + " s: partition " + std::to_string(e.partition) + " split for " +
                     e.reason + " into " + std::to_string(e.partition) + " and " + std::to_string(e.newPartition));
            }
        }
    }
    describeObserved(observed, line);
    line("");
    line("  note: " + std::string(kModelNote) + "; fluid model of documented behaviour (README, Simulator)");
    return out;
}

TickCsvWriter::TickCsvWriter(std::ostream& out) : m_out(out) {
    m_out << "t,partition,write_demand_wcu,write_served_wcu,write_throttled_wcu,write_allocated_wcu,"
             "write_burst_tokens,read_demand_rcu,read_served_rcu,read_throttled_rcu,read_allocated_rcu,"
             "read_burst_tokens\n";
}

void TickCsvWriter::write(std::uint64_t atS, const std::vector<PartitionTick>& ticks) {
    m_buffer.clear();
    // std::to_chars, not printf("%.6g"): the same text in the "C" locale, whatever LC_NUMERIC the process runs with.
    char field[32]; // the longest %.6g of a double, "-1.23457e+308", is 13 characters
    const auto append = [&](auto value, auto... format) {
        const auto written = std::to_chars(field, field + sizeof field, value, format...);
        m_buffer.append(field, static_cast<std::size_t>(written.ptr - field));
    };
    for (const auto& t : ticks) {
        append(atS);
        m_buffer += ',';
        append(t.partition);
        for (const double value :
             {t.writes.demand, t.writes.served, t.writes.throttled, t.writes.allocated, t.writes.burstLevel,
              t.reads.demand, t.reads.served, t.reads.throttled, t.reads.allocated, t.reads.burstLevel}) {
            m_buffer += ',';
            append(value, std::chars_format::general, 6);
        }
        m_buffer += '\n';
    }
    m_out << m_buffer;
}

} // namespace partiscope
