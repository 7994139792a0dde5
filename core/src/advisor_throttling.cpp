#include "advisor_rules.h"
#include "finding_patterns.h"

#include "partiscope/dynamodb_limits.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace partiscope::advice {

namespace {

/// Throttled events of one direction, split by the simulator's reasons.
struct DirectionThrottles {
    const char* unit; ///< "WCU" / "RCU"
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
    return {{"WCU", m.writeProvisionedThroughputThrottleEvents, m.writeTableCapacityThrottleEvents, table.wcu, peakW},
            {"RCU", m.readProvisionedThroughputThrottleEvents, m.readTableCapacityThrottleEvents, table.rcu, peakR}};
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
    Finding table{"table-capacity", Severity::Critical, "", "", ""};
    Finding share{"partition-share", Severity::Warning, "", "", ""};
    std::optional<double> raiseWcu;
    std::optional<double> raiseRcu;
    bool fanOutReads = false;
    for (const auto& d : provisionedThrottles(in)) {
        const bool writes = d.unit[0] == 'W';
        if (d.tableCapacity >= 1) { // below one request is rounding
            if (!table.evidencePhrases.empty()) {
                sayEvidence(table, pattern::kThenReads);
            }
            sayEvidence(table, writes ? pattern::kTableWritesShort : pattern::kTableReadsShort,
                        {num(d.tableCapacity), num(d.tableUnits), num(d.peakUnitsPerS)});
            if (!writes && in.distribution.readFanOut > 1) {
                sayEvidence(table, pattern::kTableReadFanOut, {std::to_string(in.distribution.readFanOut)});
                fanOutReads = true;
            }
            (writes ? raiseWcu : raiseRcu) = std::ceil(d.peakUnitsPerS);
        }
        const double shareEvents = d.provisioned - d.tableCapacity;
        if (shareEvents < 1) {
            continue;
        }
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
        const double perPartition = d.tableUnits / static_cast<double>(partitions);
        if (share.titlePhrases.empty()) {
            sayTitle(share, sc.capacity.adaptive == AdaptiveMode::Off ? pattern::kShareTitleAdaptiveOff
                                                                      : pattern::kShareTitleAdaptiveLate);
        }
        if (!share.evidencePhrases.empty()) {
            sayEvidence(share, pattern::kThenReads);
        }
        if (listed > 3) {
            sayEvidence(share, writes ? pattern::kShareWritesOnPartitionsMore : pattern::kShareReadsOnPartitionsMore,
                        {num(shareEvents), throttledParts, std::to_string(listed - 3)});
        } else if (listed == 1) {
            sayEvidence(share, writes ? pattern::kShareWritesOnPartition : pattern::kShareReadsOnPartition,
                        {num(shareEvents), throttledParts});
        } else {
            sayEvidence(share, writes ? pattern::kShareWritesOnPartitions : pattern::kShareReadsOnPartitions,
                        {num(shareEvents), throttledParts});
        }
        sayEvidence(share, writes ? pattern::kShareSpareWcu : pattern::kShareSpareRcu,
                    {std::to_string(partitions), num(perPartition), num(d.tableUnits)});
        if (writes && listed >= 1 && in.rates && !in.distribution.buckets.empty() && in.distribution.keysTotal > 0) {
            const auto busiest = std::max_element(in.distribution.buckets.begin(), in.distribution.buckets.end());
            const double need = static_cast<double>(*busiest) / static_cast<double>(in.distribution.keysTotal) *
                                in.rates->peakWritesPerS * wcuPerWrite(*in.rates);
            sayEvidence(share, pattern::kShareBusiestNeeds, {num(need)});
        }
        if (firstS) {
            if (sc.capacity.burst) {
                sayEvidence(share, pattern::kShareBeganBurstEmpty,
                            {std::to_string(*firstS), num(limits::kBurstWindowS)});
            } else {
                sayEvidence(share, pattern::kShareBeganBurstOff, {std::to_string(*firstS)});
            }
        }
    }
    if (!table.evidence.empty()) {
        sayTitle(table, pattern::kTableCapacityTitle);
        if (fanOutReads) {
            if (raiseWcu) {
                sayRecommendation(table, pattern::kTableRaiseBothOrReadLess, {num(*raiseWcu), num(*raiseRcu)});
            } else {
                sayRecommendation(table, pattern::kTableRaiseRcuOrReadLess, {num(*raiseRcu)});
            }
        } else if (raiseWcu && raiseRcu) {
            sayRecommendation(table, pattern::kTableRaiseBoth, {num(*raiseWcu), num(*raiseRcu)});
        } else {
            sayRecommendation(table, raiseWcu ? pattern::kTableRaiseWcu : pattern::kTableRaiseRcu,
                              {num(raiseWcu ? *raiseWcu : *raiseRcu)});
        }
        findings.push_back(std::move(table));
    }
    if (!share.evidence.empty()) {
        if (sim.failedRequests >= 1) {
            share.severity = Severity::Critical; // the application saw errors, not only retries
        }
        if (sc.capacity.adaptive == AdaptiveMode::Off) {
            sayEvidence(share, pattern::kShareAdaptiveOff);
            sayRecommendation(share, pattern::kShareFixAdaptiveOff);
        } else {
            sayEvidence(share, pattern::kShareAdaptiveDelay, {num(sc.capacity.adaptiveDelayS)});
            sayRecommendation(share, pattern::kShareFixAdaptiveDelay);
        }
        findings.push_back(std::move(share));
    }
    return findings;
}

} // namespace partiscope::advice
