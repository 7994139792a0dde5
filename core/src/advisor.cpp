// The advisor's findings rules, the unit costs they share (advisor_rules.h) and the findings' text and JSON.
#include "partiscope/advisor.h"

#include "advisor_rules.h"
#include "finding_patterns.h"

#include "partiscope/capacity_units.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/number_format.h"
#include "partiscope/shard_estimate.h"
#include "partiscope/write_operations.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace partiscope {

namespace {

constexpr double kWriteCeiling = limits::kPartitionMaxWcu; // WCU/s one partition (and one item) can serve
constexpr double kReadCeiling = limits::kPartitionMaxRcu;  // RCU/s

} // namespace

// Shared with the other advisor sources (advisor_rules.h).
namespace advice {

/// Numbers for people: thousands separated, at most two decimals, no trailing zeros.
std::string num(double value) {
    return groupedNumber(value);
}

std::string percent(double share) {
    return num(share * 100) + "%";
}

double wcuPerWrite(const WorkloadRates& rates) {
    return tableWcuPerWrite(rates.operations, rates.itemKb, rates.consistency) + rates.lsiWcuPerWrite;
}

double readFactor(Consistency consistency) {
    return units::readFactor(consistency);
}

double rcuPerRead(const WorkloadRates& rates) {
    return units::readUnits(rates.itemKb, rates.consistency);
}

} // namespace advice

namespace {

using advice::num;
using advice::percent;
using advice::rcuPerRead;
using advice::readFactor;
using advice::sayEvidence;
using advice::sayRecommendation;
using advice::sayTitle;
using advice::wcuPerWrite;
namespace pattern = advice::pattern;

/// A YYYY-MM-DD or YYYYMMDD date inside a key, as YYYYMMDD (comparable), or empty.
std::string dateIn(std::string_view key) {
    auto digits = [&](std::size_t at, std::size_t n) {
        if (at + n > key.size()) {
            return false;
        }
        for (std::size_t i = at; i < at + n; ++i) {
            if (key[i] < '0' || key[i] > '9') {
                return false;
            }
        }
        return true;
    };
    auto plausible = [](std::string_view y, std::string_view m, std::string_view d) {
        const int year = std::stoi(std::string(y));
        const int month = std::stoi(std::string(m));
        const int day = std::stoi(std::string(d));
        return year >= 1970 && year <= 2100 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
    };
    for (std::size_t i = 0; i < key.size(); ++i) {
        if (i > 0 && key[i - 1] >= '0' && key[i - 1] <= '9') {
            continue; // a date starts a digit run
        }
        if (digits(i, 4) && i + 10 <= key.size() && key[i + 4] == '-' && digits(i + 5, 2) && key[i + 7] == '-' &&
            digits(i + 8, 2) && plausible(key.substr(i, 4), key.substr(i + 5, 2), key.substr(i + 8, 2))) {
            return std::string(key.substr(i, 4)) + std::string(key.substr(i + 5, 2)) +
                   std::string(key.substr(i + 8, 2));
        }
        if (digits(i, 8) && !digits(i + 8, 1) &&
            plausible(key.substr(i, 4), key.substr(i + 4, 2), key.substr(i + 6, 2))) {
            return std::string(key.substr(i, 8));
        }
    }
    return {};
}

/// The phrase that follows "hot factor ": what hotFactorText() writes, as a pattern and its arguments.
FindingPhrase hotFactorPhrase(const DistributionAnalysis& dist) {
    const std::string number = fixedPoint(dist.stats.maxOverMean, 2);
    const std::uint32_t cells = dist.stats.buckets;
    const bool partitions = dist.options.model == PlacementModel::Range;
    const std::string_view pattern = partitions
                                         ? (cells == 1 ? pattern::kHotFactorPartition : pattern::kHotFactorPartitions)
                                         : (cells == 1 ? pattern::kHotFactorBucket : pattern::kHotFactorBuckets);
    return FindingPhrase{pattern, {number, std::to_string(cells)}};
}

void sayHotFactor(Finding& f, const DistributionAnalysis& dist) {
    const FindingPhrase phrase = hotFactorPhrase(dist);
    sayEvidence(f, phrase.pattern, phrase.args);
}

std::optional<Finding> hotKey(const AdvisorInput& in) {
    const auto& dist = in.distribution;
    if (!in.demands.empty()) {
        const KeyDemand* worst = nullptr;
        double worstRatio = 1.0;
        for (const auto& d : in.demands) {
            const double ratio =
                std::max(d.busiestShardWriteUnitsPerS / kWriteCeiling, d.busiestShardReadUnitsPerS / kReadCeiling);
            if (ratio > worstRatio) {
                worstRatio = ratio;
                worst = &d;
            }
        }
        if (worst) {
            Finding f{"hot-key", Severity::Critical, "", "", ""};
            sayTitle(f, pattern::kHotKeyTitle, {worst->logicalKey});
            sayEvidence(f, pattern::kHotKeyTakes,
                        {worst->logicalKey, percent(worst->share), num(worst->writeUnitsPerS)});
            if (worst->shards > 1) {
                sayEvidence(f, pattern::kSpreadOverShards, {std::to_string(worst->shards)});
            }
            sayEvidence(f, pattern::kHotKeyBusiestShard,
                        {worst->busiestPhysicalKey, num(worst->busiestShardWriteUnitsPerS),
                         num(worst->busiestShardReadUnitsPerS), num(kWriteCeiling), num(kReadCeiling)});
            if (in.simulation) {
                const auto& m = in.simulation->metrics;
                sayEvidence(f, pattern::kHotKeySimulationCounted,
                            {num(m.writeKeyRangeThroughputThrottleEvents + m.readKeyRangeThroughputThrottleEvents)});
            }
            const auto needed = static_cast<std::uint32_t>(std::ceil(worst->writeUnitsPerS / kWriteCeiling - 1e-9));
            if (worst->shards >= needed && worst->shards > 1) {
                sayRecommendation(f, pattern::kHotKeyFixSpread, {std::to_string(worst->shards)});
            } else {
                sayRecommendation(f, pattern::kHotKeyShardIt,
                                  {worst->logicalKey, num(kWriteCeiling), std::to_string(std::max(needed, 2u))});
            }
            return f;
        }
        if (in.simulation && in.simulation->metrics.writeKeyRangeThroughputThrottleEvents +
                                     in.simulation->metrics.readKeyRangeThroughputThrottleEvents >
                                 0) {
            const auto& m = in.simulation->metrics;
            Finding f{"hot-key", Severity::Warning, "", "", ""};
            sayTitle(f, pattern::kSeveralKeysTitle);
            sayEvidence(f, pattern::kSeveralKeysEvidence,
                        {num(kWriteCeiling),
                         num(m.writeKeyRangeThroughputThrottleEvents + m.readKeyRangeThroughputThrottleEvents)});
            sayHotFactor(f, dist);
            sayRecommendation(f, pattern::kSeveralKeysFix);
            return f;
        }
        return std::nullopt;
    }
    if (dist.topKeys.empty() || dist.keysTotal == 0) {
        return std::nullopt;
    }
    const auto& top = dist.topKeys.front();
    if (top.share >= 0.2 && dist.stats.maxOverMean >= 2.0) {
        Finding f{"hot-key", Severity::Warning, "", "", ""};
        sayTitle(f, pattern::kTopKeyTitle, {top.key, percent(top.share)});
        sayEvidence(f, pattern::kTopKeyEvidence,
                    {top.key, num(static_cast<double>(top.count)), num(static_cast<double>(dist.keysTotal)),
                     percent(top.share)});
        sayHotFactor(f, dist);
        sayRecommendation(f, pattern::kTopKeyFix, {num(kWriteCeiling / top.share), num(kWriteCeiling)});
        return f;
    }
    return std::nullopt;
}

std::optional<Finding> lowCardinality(const AdvisorInput& in) {
    const auto& dist = in.distribution;
    const std::uint64_t partitions = dist.options.buckets;
    const std::uint64_t values = dist.physicalKeysDistinct;
    if (dist.keysTotal == 0 || values >= std::max<std::uint64_t>(2 * partitions, 10)) {
        return std::nullopt;
    }
    const bool onePartition = partitions == 1;
    Finding f{"low-cardinality", Severity::Warning, "", "", ""};
    sayTitle(f, onePartition ? pattern::kLowCardinalityTitle1 : pattern::kLowCardinalityTitleN,
             {groupedCount(values), groupedCount(partitions)});
    sayEvidence(f, onePartition ? pattern::kLowCardinalityValues1 : pattern::kLowCardinalityValuesN,
                {groupedCount(values), groupedCount(partitions)});
    if (dist.stats.emptyBuckets > 0) {
        sayEvidence(f, dist.stats.emptyBuckets == 1 ? pattern::kLowCardinalityEmpty1 : pattern::kLowCardinalityEmptyN,
                    {groupedCount(dist.stats.emptyBuckets)});
    } else {
        sayEvidence(f, pattern::kLowCardinalityNoRoom);
    }
    sayEvidence(f, pattern::kCommaHotFactor);
    sayHotFactor(f, dist);
    if (in.rates && !in.logicalKeys.empty()) {
        sayEvidence(f, pattern::kLowCardinalityTopValue,
                    {num(in.logicalKeys.front().share * in.rates->peakWritesPerS)});
    }
    sayRecommendation(f, pattern::kLowCardinalityFix);
    return f;
}

std::optional<Finding> timeBucketKey(const AdvisorInput& in) {
    double dateShare = 0;
    std::size_t dateKeys = 0;
    const KeyShare* newest = nullptr;
    std::string newestDate;
    for (const auto& k : in.logicalKeys) {
        const std::string date = dateIn(k.key);
        if (date.empty()) {
            continue;
        }
        ++dateKeys;
        dateShare += k.share;
        if (!newest || date > newestDate) {
            newest = &k;
            newestDate = date;
        }
    }
    if (!newest || dateShare < 0.5) {
        return std::nullopt;
    }
    const double fair = dateShare / static_cast<double>(dateKeys);
    if (newest->share < 0.2 || (dateKeys > 1 && newest->share < 1.5 * fair)) {
        return std::nullopt;
    }
    Finding f{"time-bucket-key", Severity::Warning, "", "", ""};
    sayTitle(f, pattern::kTimeBucketTitle, {newest->key});
    if (dateKeys == 1) {
        sayEvidence(f, pattern::kTimeBucketOnly, {newest->key, percent(newest->share)});
    } else {
        sayEvidence(f, pattern::kTimeBucketNewest, {newest->key, std::to_string(dateKeys), percent(newest->share)});
        sayEvidence(f, pattern::kTimeBucketTogether, {percent(dateShare)});
    }
    for (const auto& d : in.demands) {
        if (d.logicalKey != newest->key) {
            continue;
        }
        sayEvidence(f, d.shards == 1 ? pattern::kTimeBucketOverKey : pattern::kTimeBucketOverShards,
                    {num(d.writeUnitsPerS), std::to_string(d.shards)});
        if (d.busiestShardWriteUnitsPerS > kWriteCeiling) {
            f.severity = Severity::Critical;
        } else if (d.shards > 1) {
            f.severity = Severity::Info;
        }
    }
    if (in.demands.empty() && in.distribution.physicalKeysDistinct > in.distribution.keysDistinct) {
        f.severity = Severity::Info;
    }
    sayRecommendation(f, f.severity == Severity::Info ? pattern::kTimeBucketSpread : pattern::kTimeBucketFix);
    return f;
}

std::optional<Finding> monotonicSortKey(const AdvisorInput& in) {
    double share = 0;
    std::string heaviest;
    double heaviestShare = 0;
    for (const auto& d : in.demands) {
        if (d.sortKey == SortKeyShape::Monotonic) {
            share += d.share;
            if (d.share > heaviestShare) {
                heaviestShare = d.share;
                heaviest = d.logicalKey;
            }
        }
    }
    if (share < 0.05) {
        return std::nullopt;
    }
    Finding f{"monotonic-sort-key", Severity::Warning, "", "", ""};
    sayTitle(f, pattern::kMonotonicTitle);
    sayEvidence(f, pattern::kMonotonicEvidence, {percent(share), heaviest, percent(heaviestShare)});
    if (in.simulation) {
        std::size_t blocked = 0;
        for (const auto& s : in.simulation->splits) {
            if (s.reason.find("monotonic") != std::string::npos) {
                ++blocked;
            }
        }
        if (blocked > 0) {
            f.severity = Severity::Critical;
            sayEvidence(f, blocked == 1 ? pattern::kMonotonicBlocked1 : pattern::kMonotonicBlockedN,
                        {groupedCount(blocked)});
        } else {
            sayEvidence(f, pattern::kMonotonicNoSplit);
        }
    }
    sayRecommendation(f, pattern::kMonotonicFix);
    return f;
}

std::optional<Finding> degenerateStrategy(const AdvisorInput& in) {
    const auto& s = in.spread;
    if (s.configuredShards <= 1 || s.worstKey.empty() || s.worstExpectedShards <= 0) {
        return std::nullopt;
    }
    if (s.worstEffectiveShards >= 0.5 * s.worstExpectedShards) {
        return std::nullopt;
    }
    Finding f{"degenerate-strategy", Severity::Warning, "", "", ""};
    sayTitle(f, pattern::kDegenerateTitle, {in.distribution.strategyKind, s.worstKey});
    sayEvidence(f, pattern::kDegenerateEvidence,
                {s.worstKey, num(static_cast<double>(s.worstKeyWrites)), std::to_string(s.worstShardsUsed),
                 std::to_string(s.configuredShards), num(s.worstEffectiveShards), num(s.worstExpectedShards),
                 percent(s.worstTopShardShare)});
    sayRecommendation(f, in.distribution.strategyKind == "calculated" ? pattern::kDegenerateCalculated
                                                                      : pattern::kDegenerateOther);
    for (const auto& d : in.demands) {
        if (d.logicalKey == s.worstKey && d.writeUnitsPerS * s.worstTopShardShare > kWriteCeiling) {
            f.severity = Severity::Critical;
        }
    }
    return f;
}

std::optional<Finding> readFanOutCost(const AdvisorInput& in) {
    const std::uint64_t n = in.distribution.readFanOut;
    if (n <= 1) {
        return std::nullopt;
    }
    const double perQuery = in.rates ? readFactor(in.rates->consistency) : 0.5;
    Finding f{"read-fanout-cost", Severity::Info, "", "", ""};
    sayTitle(f, pattern::kFanOutTitle, {std::to_string(n)});
    sayEvidence(f, pattern::kFanOutEvidence, {std::to_string(n), num(static_cast<double>(n) * perQuery)});
    sayEvidence(f, in.distribution.pointReadComputable ? pattern::kFanOutComputable : pattern::kFanOutRandom);
    bool heavy = false;
    if (in.rates && in.rates->peakReadsPerS > 0) {
        const double unsharded = in.rates->peakReadsPerS * rcuPerRead(*in.rates);
        const double sharded = in.rates->peakReadsPerS * static_cast<double>(n) * perQuery;
        sayEvidence(f, pattern::kFanOutRates, {num(in.rates->peakReadsPerS), num(sharded), num(unsharded)});
        heavy = in.rates->peakReadsPerS >= in.rates->peakWritesPerS && in.rates->itemKb <= 4;
    }
    if (heavy) {
        f.severity = Severity::Warning;
        sayRecommendation(f, pattern::kFanOutReadHeavy);
    } else {
        sayRecommendation(f, pattern::kFanOutWriteHeavy);
    }
    return f;
}

std::optional<Finding> shardCount(const AdvisorInput& in) {
    if (!in.rates || in.demands.empty()) {
        return std::nullopt;
    }
    const auto hottest = std::max_element(in.demands.begin(), in.demands.end(), [](const auto& a, const auto& b) {
        return a.writeUnitsPerS < b.writeUnitsPerS;
    });
    // Its write units (LSI writes and the transactional factor included) as writes of 1 KB: one WCU each.
    std::string error;
    const auto estimate = estimateShards(hottest->writeUnitsPerS, 1.0, 0.5, error);
    if (!estimate || estimate->minimumShards <= 1) {
        return std::nullopt;
    }
    const std::string minimum = std::to_string(estimate->minimumShards);
    const std::string recommended = std::to_string(estimate->recommendedShards);
    Finding f{"shard-count", Severity::Info, "", "", ""};
    sayTitle(f, pattern::kShardCountTitle, {hottest->logicalKey, minimum});
    sayEvidence(
        f, pattern::kShardCountEvidence,
        {hottest->logicalKey, num(hottest->writeUnitsPerS), minimum, recommended, std::to_string(hottest->shards)});
    if (hottest->shards < estimate->minimumShards) {
        f.severity = Severity::Critical;
        sayRecommendation(f, pattern::kShardCountTooFew, {recommended, minimum});
    } else if (hottest->shards < estimate->recommendedShards) {
        f.severity = Severity::Warning;
        sayRecommendation(f, pattern::kShardCountRaise, {recommended});
    } else {
        sayRecommendation(f, pattern::kShardCountEnough);
    }
    return f;
}

std::optional<Finding> adaptiveAbsorbsIt(const AdvisorInput& in) {
    if (!in.scenario || !in.simulation || !in.rates) {
        return std::nullopt;
    }
    const Scenario& sc = *in.scenario;
    const auto& m = in.simulation->metrics;
    const double throttled = m.writeThrottleEvents + m.readThrottleEvents;
    if (throttled >= 1 || in.simulation->failedRequests >= 1) { // below one request is rounding
        return std::nullopt;
    }
    const auto& buckets = in.distribution.buckets;
    const double total = static_cast<double>(in.distribution.keysTotal);
    if (buckets.empty() || total <= 0) {
        return std::nullopt;
    }
    const double partitions = static_cast<double>(buckets.size());
    const double busiestShare = static_cast<double>(*std::max_element(buckets.begin(), buckets.end())) / total;
    const double busiestWcu = busiestShare * in.rates->peakWritesPerS * wcuPerWrite(*in.rates);
    double allocation = 0;
    if (sc.table.mode == CapacityMode::Provisioned) {
        allocation = sc.table.wcu / partitions;
    } else {
        allocation = in.rates->peakWritesPerS * wcuPerWrite(*in.rates) / partitions; // even share
    }
    if (busiestWcu <= allocation * 1.05 || busiestWcu > kWriteCeiling) {
        return std::nullopt;
    }
    Finding f{"adaptive-absorbs-it", Severity::Info, "", "", ""};
    sayTitle(f, pattern::kAdaptiveTitle);
    sayEvidence(f, pattern::kAdaptiveEvidence,
                {num(busiestWcu), num(allocation), percent(busiestWcu / allocation), num(kWriteCeiling),
                 std::to_string(in.simulation->durationS)});
    sayRecommendation(f, pattern::kAdaptiveFix);
    return f;
}

std::optional<Finding> onDemandPeak(const AdvisorInput& in) {
    if (!in.simulation || !in.scenario || in.simulation->metrics.onDemandScalingThrottleEvents < 1) {
        return std::nullopt;
    }
    const auto& table = in.scenario->table;
    const std::optional<double>& warmWcu = table.warmThroughput.writeUnitsPerSecond;
    const double limit = onDemandInstantUnits(limits::kOnDemandInitialWcu, warmWcu, table.previousPeakWcu);
    const bool hasRates = in.rates.has_value();
    const double peakWcu = hasRates ? in.rates->peakWritesPerS * wcuPerWrite(*in.rates) : 0.0;
    const std::string peak = hasRates ? num(peakWcu) + " WCU/s" : std::string("?");
    Finding f{"on-demand-peak", Severity::Warning, "", "", ""};
    sayTitle(f, pattern::kOnDemandTitle);
    sayEvidence(f, pattern::kOnDemandEvidence,
                {num(in.simulation->metrics.onDemandScalingThrottleEvents), peak, num(limit),
                 num(table.previousPeakWcu),
                 groupedNumber(std::max(limits::kOnDemandInitialWcu, warmWcu.value_or(0.0)))});
    if (hasRates && peakWcu > limit) {
        sayRecommendation(f, pattern::kOnDemandFixPreWarm, {num(std::ceil(peakWcu))});
    } else {
        sayRecommendation(f, pattern::kOnDemandFix);
    }
    return f;
}

} // namespace

std::string_view severityName(Severity severity) noexcept {
    switch (severity) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Critical:
        return "critical";
    }
    return "info";
}

std::vector<Finding> adviseOn(const AdvisorInput& input) {
    std::vector<Finding> findings;
    for (auto rule : {hotKey, lowCardinality, timeBucketKey, monotonicSortKey, degenerateStrategy, readFanOutCost,
                      shardCount, adaptiveAbsorbsIt, onDemandPeak}) {
        if (auto finding = rule(input)) {
            findings.push_back(std::move(*finding));
        }
    }
    for (auto& finding : advice::provisionedThrottling(input)) {
        findings.push_back(std::move(finding));
    }
    for (auto& finding : advice::limitThrottling(input)) {
        findings.push_back(std::move(finding));
    }
    if (auto finding = advice::accountLevelQuota(input)) {
        findings.push_back(std::move(*finding));
    }
    if (auto finding = advice::autoScalingHotPartition(input)) {
        findings.push_back(std::move(*finding));
    }
    for (auto& finding : advice::indexFindings(input)) {
        findings.push_back(std::move(finding));
    }
    if (auto finding = advice::lsiCollectionSize(input)) {
        findings.push_back(std::move(*finding));
    }
    std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
        return static_cast<int>(a.severity) > static_cast<int>(b.severity);
    });
    return findings;
}

std::string findingsToText(const std::vector<Finding>& findings) {
    if (findings.empty()) {
        return "No findings: nothing in this distribution or simulation needs a change.\n";
    }
    std::string text;
    for (const auto& f : findings) {
        text += "[" + std::string(severityName(f.severity)) + "] " + f.id + ": " + f.title + "\n";
        text += "  evidence: " + f.evidence + "\n";
        text += "  recommendation: " + f.recommendation + "\n";
    }
    return text;
}

std::string findingsToJson(const std::vector<Finding>& findings) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto& f : findings) {
        nlohmann::ordered_json item;
        item["id"] = f.id;
        item["severity"] = std::string(severityName(f.severity));
        item["title"] = f.title;
        item["evidence"] = f.evidence;
        item["recommendation"] = f.recommendation;
        list.push_back(std::move(item));
    }
    nlohmann::ordered_json doc;
    doc["findings"] = std::move(list);
    return doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

} // namespace partiscope
