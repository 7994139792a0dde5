#include "advisor_rules.h"
#include "finding_patterns.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/number_format.h"

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

/// One key space's requests of one direction throttled by one limit, phrased with DynamoDB's reason: the reason says
/// table or index and read or write; an index is named. Below one whole request is the fluid model's dust.
void sayLimitThrottle(Finding& f, const std::string* indexName, ThrottleOperation operation, ThrottleLimit limit,
                      double requests, double limitUnits) {
    const double whole = wholeRequests(requests);
    if (whole < 1) {
        return;
    }
    if (!f.evidencePhrases.empty()) {
        sayEvidence(f, pattern::kThenReads);
    }
    const std::string reason =
        throttlingReasonName({indexName ? ThrottleResource::Index : ThrottleResource::Table, operation, limit});
    if (indexName) {
        sayEvidence(f, pattern::kReasonOnIndex, {num(whole), *indexName, reason, num(limitUnits)});
    } else {
        sayEvidence(f, pattern::kReasonOnTable, {num(whole), reason, num(limitUnits)});
    }
}

} // namespace

std::optional<Finding> accountLevelQuota(const AdvisorInput& in) {
    if (!in.scenario || in.scenario->table.mode != CapacityMode::Provisioned) {
        return std::nullopt;
    }
    const TableSpec& t = in.scenario->table;
    double gsiRcu = 0;
    double gsiWcu = 0;
    for (const GsiSpec& gsi : t.gsis) {
        gsiRcu += gsi.rcu;
        gsiWcu += gsi.wcu;
    }
    const bool writes = t.wcu + gsiWcu > limits::kDefaultAccountLevelMaxWcu;
    const bool reads = t.rcu + gsiRcu > limits::kDefaultAccountLevelMaxRcu;
    if (!writes && !reads) {
        return std::nullopt;
    }
    Finding f{"account-level-quota", Severity::Warning, "", "", ""};
    sayTitle(f, pattern::kAccountLevelTitle);
    if (writes) {
        sayEvidence(f, pattern::kAccountLevelWrites,
                    {num(t.wcu), num(gsiWcu), num(t.wcu + gsiWcu), num(limits::kDefaultAccountLevelMaxWcu)});
    }
    if (reads) {
        if (writes) {
            sayEvidence(f, pattern::kThenReads);
        }
        sayEvidence(f, pattern::kAccountLevelReads,
                    {num(t.rcu), num(gsiRcu), num(t.rcu + gsiRcu), num(limits::kDefaultAccountLevelMaxRcu)});
    }
    sayRecommendation(f, pattern::kAccountLevelFix);
    return f;
}

std::vector<Finding> limitThrottling(const AdvisorInput& in) {
    std::vector<Finding> findings;
    if (!in.simulation || !in.scenario) {
        return findings;
    }
    const auto& sim = *in.simulation;
    const TableSpec& t = in.scenario->table;
    constexpr auto kRead = ThrottleOperation::Read;
    constexpr auto kWrite = ThrottleOperation::Write;
    constexpr auto kAccount = ThrottleLimit::AccountLimitExceeded;
    constexpr auto kMaximum = ThrottleLimit::MaxOnDemandThroughputExceeded;
    Finding account{"account-limit", Severity::Critical, "", "", ""};
    Finding maximum{"max-on-demand-throughput", Severity::Warning, "", "", ""};
    const auto& m = sim.metrics;
    sayLimitThrottle(account, nullptr, kWrite, kAccount, m.writeAccountLimitThrottleEvents, t.accountMaxWcu);
    sayLimitThrottle(account, nullptr, kRead, kAccount, m.readAccountLimitThrottleEvents, t.accountMaxRcu);
    sayLimitThrottle(maximum, nullptr, kWrite, kMaximum, m.writeMaxOnDemandThroughputThrottleEvents,
                     t.maxWriteRequestUnits.value_or(0));
    sayLimitThrottle(maximum, nullptr, kRead, kMaximum, m.readMaxOnDemandThroughputThrottleEvents,
                     t.maxReadRequestUnits.value_or(0));
    std::vector<Finding> indexReads;
    for (const IndexSnapshot& index : sim.indexes) {
        const GsiSpec* gsi = findGsi(t, index.name);
        if (!gsi) {
            continue;
        }
        const auto& im = index.metrics;
        // The per-table quota applies to each GSI apart (DG ServiceQuotas).
        sayLimitThrottle(account, &index.name, kWrite, kAccount, im.writeAccountLimitThrottleEvents, t.accountMaxWcu);
        sayLimitThrottle(account, &index.name, kRead, kAccount, im.readAccountLimitThrottleEvents, t.accountMaxRcu);
        sayLimitThrottle(maximum, &index.name, kWrite, kMaximum, im.writeMaxOnDemandThroughputThrottleEvents,
                         gsi->maxWriteRequestUnits.value_or(0));
        sayLimitThrottle(maximum, &index.name, kRead, kMaximum, im.readMaxOnDemandThroughputThrottleEvents,
                         gsi->maxReadRequestUnits.value_or(0));
        // An index's write throttles reach the application as back-pressure (gsi-back-pressure); its reads' own.
        const double keyRange = wholeRequests(im.readKeyRangeThroughputThrottleEvents);
        const double provisioned = wholeRequests(im.readProvisionedThroughputThrottleEvents);
        if (keyRange + provisioned >= 1) {
            Finding reads{"gsi-read-throttling", Severity::Warning, "", "", ""};
            sayTitle(reads, pattern::kGsiReadTitle, {index.name});
            sayEvidence(reads, pattern::kGsiReadThrottled,
                        {num(keyRange + provisioned), index.name, num(keyRange), num(limits::kPartitionMaxRcu),
                         num(provisioned)});
            sayRecommendation(reads, pattern::kGsiReadFix, {index.name});
            indexReads.push_back(std::move(reads));
        }
    }
    // Throttles the application could not retry away are errors it saw.
    const bool failures = wholeRequests(sim.failedRequests) >= 1;
    if (!account.evidence.empty()) {
        sayTitle(account, pattern::kAccountLimitTitle);
        sayRecommendation(account, pattern::kAccountLimitFix);
        findings.push_back(std::move(account));
    }
    if (!maximum.evidence.empty()) {
        maximum.severity = failures ? Severity::Critical : Severity::Warning;
        sayTitle(maximum, pattern::kMaxOnDemandTitle);
        sayRecommendation(maximum, pattern::kMaxOnDemandFix);
        findings.push_back(std::move(maximum));
    }
    for (auto& reads : indexReads) {
        reads.severity = failures ? Severity::Critical : Severity::Warning;
        findings.push_back(std::move(reads));
    }
    return findings;
}

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
