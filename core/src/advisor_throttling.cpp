#include "advisor_rules.h"

#include "partiscope/dynamodb_limits.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace partiscope::advice {

namespace {

/// Throttled events of one direction, split by the simulator's reasons.
struct DirectionThrottles {
    const char* requests; ///< "writes" / "reads"
    const char* unit;     ///< "WCU" / "RCU"
    double provisioned = 0;
    double tableCapacity = 0; ///< of `provisioned`: while the table as a whole was short
    double tableUnits = 0;    ///< the table's provisioned capacity of this direction
    double peakUnitsPerS = 0; ///< the workload's peak demand in units
};

std::vector<DirectionThrottles> provisionedThrottles(const AdvisorInput& in) {
    const auto& m = in.simulation->metrics;
    const auto& table = in.scenario->table;
    const double peakW = in.rates ? in.rates->peakWritesPerS * wcuPerWrite(*in.rates) : 0;
    // A logical read of a sharded key is one Query per shard, each at least one read unit (as the simulator
    // charges it): lesson 3's 100 reads/s over 200 shards ask the table for 10,000 RCU/s, not 50.
    const double extraQueries = static_cast<double>(std::max<std::uint64_t>(in.distribution.readFanOut, 1) - 1);
    const double peakR =
        in.rates ? in.rates->peakReadsPerS * (rcuPerRead(*in.rates) + extraQueries * readFactor(in.rates->consistency))
                 : 0;
    return {{"writes", "WCU", m.writeProvisionedThroughputThrottleEvents, m.writeTableCapacityThrottleEvents, table.wcu,
             peakW},
            {"reads", "RCU", m.readProvisionedThroughputThrottleEvents, m.readTableCapacityThrottleEvents, table.rcu,
             peakR}};
}

} // namespace

/// Throttling below the per-partition ceiling on a provisioned table, named by its cause: the table's whole
/// capacity is short (table-capacity), or one partition needed more than its even share while the table had
/// capacity to spare that adaptive capacity did not lend (partition-share). Computed from the simulator's
/// throttle reasons, so the advisor and the simulation agree.
std::vector<Finding> provisionedThrottling(const AdvisorInput& in) {
    std::vector<Finding> findings;
    if (!in.simulation || !in.scenario || in.scenario->table.mode != CapacityMode::Provisioned) {
        return findings;
    }
    const Scenario& sc = *in.scenario;
    const auto& sim = *in.simulation;
    const std::uint32_t partitions = sc.table.partitions.value_or(derivedPartitionCount(sc.table));
    Finding table{"table-capacity", Severity::Critical, "The table's provisioned capacity is below its demand", "", ""};
    Finding share{"partition-share", Severity::Warning, "", "", ""};
    std::string raise;
    bool fanOutReads = false;
    for (const auto& d : provisionedThrottles(in)) {
        if (d.tableCapacity >= 1) { // below one request is rounding
            table.evidence += std::string(table.evidence.empty() ? "" : "; ") + num(d.tableCapacity) + " " +
                              d.requests + " throttled while the table was asked for more than its " +
                              num(d.tableUnits) + " " + d.unit + "/s: the workload's peak is " + num(d.peakUnitsPerS) +
                              " " + d.unit + "/s (CloudWatch: " +
                              (d.unit[0] == 'W' ? "WriteProvisionedThroughputThrottleEvents, reason "
                                                  "TableWriteProvisionedThroughputExceeded)"
                                                : "ReadProvisionedThroughputThrottleEvents, reason "
                                                  "TableReadProvisionedThroughputExceeded)");
            if (d.unit[0] == 'R' && in.distribution.readFanOut > 1) {
                table.evidence +=
                    "; each logical read is " + std::to_string(in.distribution.readFanOut) + " Queries, one per shard";
                fanOutReads = true;
            }
            raise += std::string(raise.empty() ? "" : " and ") + d.unit + " to at least " +
                     num(std::ceil(d.peakUnitsPerS)) + " (more for headroom)";
        }
        const double shareEvents = d.provisioned - d.tableCapacity;
        if (shareEvents < 1) {
            continue;
        }
        const bool writes = d.unit[0] == 'W';
        std::string throttledParts;
        std::optional<std::uint64_t> firstS;
        std::uint32_t listed = 0;
        for (const auto& p : sim.partitions) {
            if ((writes ? p.writesThrottled : p.readsThrottled) > 1e-6) {
                if (listed < 3) {
                    throttledParts += std::string(listed == 0 ? "" : ", ") + std::to_string(p.index);
                }
                ++listed;
                if (p.firstThrottleS && (!firstS || *p.firstThrottleS < *firstS)) {
                    firstS = p.firstThrottleS;
                }
            }
        }
        if (listed > 3) {
            throttledParts += " and " + std::to_string(listed - 3) + " more";
        }
        const double perPartition = d.tableUnits / static_cast<double>(partitions);
        if (share.title.empty()) {
            share.title = std::string("A partition needs more than its share of the table, and adaptive capacity ") +
                          (sc.capacity.adaptive == AdaptiveMode::Off ? "is off" : "did not lend it in time");
        }
        share.evidence += std::string(share.evidence.empty() ? "" : "; ") + num(shareEvents) + " " + d.requests +
                          " throttled on partition" + (listed == 1 ? " " : "s ") + throttledParts +
                          " while the table had capacity to spare: each of the " + std::to_string(partitions) +
                          " partitions is provisioned " + num(perPartition) + " " + d.unit + "/s (" +
                          num(d.tableUnits) + " " + d.unit + " / " + std::to_string(partitions) + ")";
        if (writes && listed >= 1 && in.rates && !in.distribution.buckets.empty() && in.distribution.keysTotal > 0) {
            const auto busiest = std::max_element(in.distribution.buckets.begin(), in.distribution.buckets.end());
            const double need = static_cast<double>(*busiest) / static_cast<double>(in.distribution.keysTotal) *
                                in.rates->peakWritesPerS * wcuPerWrite(*in.rates);
            share.evidence += ", the busiest needs " + num(need) + " WCU/s";
        }
        if (firstS) {
            share.evidence += "; throttling began at " + std::to_string(*firstS) + " s" +
                              (sc.capacity.burst ? ", when the burst bucket (up to " + num(limits::kBurstWindowS) +
                                                       " s of unused share) was empty"
                                                 : std::string(" (burst capacity is off)"));
        }
    }
    if (!table.evidence.empty()) {
        table.recommendation =
            fanOutReads ? "Raise the table's " + raise +
                              ", or switch the table to on-demand; or read less: the shards' fan-out multiplies every "
                              "read, so read one shard where the reader can compute its suffix, or use fewer shards."
                        : "This is capacity, not key design: raise the table's " + raise +
                              ", or switch the table to on-demand. Sharding keys cannot help while the whole table "
                              "is short.";
        findings.push_back(std::move(table));
    }
    if (!share.evidence.empty()) {
        if (sim.failedRequests >= 1) {
            share.severity = Severity::Critical; // the application saw errors, not only retries
        }
        if (sc.capacity.adaptive == AdaptiveMode::Off) {
            share.evidence += "; adaptive capacity is off in this scenario";
            share.recommendation = "Let adaptive capacity absorb it: it lends a hot partition the table's unused "
                                   "capacity (DynamoDB applies it instantly since 2019; it is off here only to teach). "
                                   "Otherwise raise the table's capacity until the even share covers the busiest "
                                   "partition, or spread its keys.";
        } else {
            share.evidence += "; adaptive capacity engages after " + num(sc.capacity.adaptiveDelayS) +
                              " s of throttling (2018 model)";
            share.recommendation = "Let adaptive capacity absorb it: once engaged it serves the load (DynamoDB applies "
                                   "it instantly since 2019). To avoid the throttling before it engages, raise the "
                                   "table's capacity until the even share covers the busiest partition, or spread its "
                                   "keys.";
        }
        findings.push_back(std::move(share));
    }
    return findings;
}

} // namespace partiscope::advice
