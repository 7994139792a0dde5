// The advisor's findings rules, the unit costs they share (advisor_rules.h) and the findings' text and JSON.
#include "partiscope/advisor.h"

#include "advisor_rules.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/number_format.h"
#include "partiscope/shard_estimate.h"

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
    const double transactional = rates.consistency == Consistency::Transactional ? 2.0 : 1.0;
    return std::ceil(rates.itemKb - 1e-12) * transactional;
}

double readFactor(Consistency consistency) {
    switch (consistency) {
    case Consistency::Eventual:
        return 0.5;
    case Consistency::Strong:
        return 1.0;
    case Consistency::Transactional:
        return 2.0;
    }
    return 1.0;
}

double rcuPerRead(const WorkloadRates& rates) {
    return std::ceil(rates.itemKb / 4.0 - 1e-12) * readFactor(rates.consistency);
}

} // namespace advice

namespace {

using advice::num;
using advice::percent;
using advice::rcuPerRead;
using advice::readFactor;
using advice::wcuPerWrite;

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
            Finding f{"hot-key", Severity::Critical,
                      "'" + worst->logicalKey + "' needs more than one partition can serve", "", ""};
            f.evidence = "'" + worst->logicalKey + "' takes " + percent(worst->share) +
                         " of the writes: " + num(worst->writeUnitsPerS) + " WCU/s at peak";
            if (worst->shards > 1) {
                f.evidence += ", spread over " + std::to_string(worst->shards) + " shards";
            }
            f.evidence += "; its busiest physical key '" + worst->busiestPhysicalKey + "' needs " +
                          num(worst->busiestShardWriteUnitsPerS) + " WCU/s and " +
                          num(worst->busiestShardReadUnitsPerS) + " RCU/s, but one partition serves at most " +
                          num(kWriteCeiling) + " WCU/s and " + num(kReadCeiling) + " RCU/s";
            if (in.simulation) {
                const auto& m = in.simulation->metrics;
                f.evidence += "; the simulation counted " +
                              num(m.writeKeyRangeThroughputThrottleEvents + m.readKeyRangeThroughputThrottleEvents) +
                              " requests throttled on the per-partition ceiling";
            }
            const auto needed = static_cast<std::uint32_t>(std::ceil(worst->writeUnitsPerS / kWriteCeiling - 1e-9));
            if (worst->shards >= needed && worst->shards > 1) {
                f.recommendation = "The strategy has " + std::to_string(worst->shards) +
                                   " shards, enough in number, but its busiest shard gets far more than its share: "
                                   "fix the spread (see degenerate-strategy).";
            } else {
                f.recommendation = "Shard '" + worst->logicalKey + "' so that each shard stays under " +
                                   num(kWriteCeiling) + " WCU/s (at least " + std::to_string(std::max(needed, 2u)) +
                                   " shards, see shard-count); if the load is reads, cache the hot reads.";
            }
            return f;
        }
        if (in.simulation && in.simulation->metrics.writeKeyRangeThroughputThrottleEvents +
                                     in.simulation->metrics.readKeyRangeThroughputThrottleEvents >
                                 0) {
            const auto& m = in.simulation->metrics;
            Finding f{"hot-key", Severity::Warning, "Several keys together overload one partition", "", ""};
            f.evidence = "no single key exceeds " + num(kWriteCeiling) + " WCU/s, but the simulation counted " +
                         num(m.writeKeyRangeThroughputThrottleEvents + m.readKeyRangeThroughputThrottleEvents) +
                         " requests throttled on the per-partition ceiling; hot factor " + hotFactorText(dist);
            f.recommendation = "Split-for-heat usually separates them after some minutes; if it cannot (see "
                               "monotonic-sort-key), shard the heaviest keys.";
            return f;
        }
        return std::nullopt;
    }
    if (dist.topKeys.empty() || dist.keysTotal == 0) {
        return std::nullopt;
    }
    const auto& top = dist.topKeys.front();
    if (top.share >= 0.2 && dist.stats.maxOverMean >= 2.0) {
        Finding f{"hot-key", Severity::Warning, "'" + top.key + "' takes " + percent(top.share) + " of the writes", "",
                  ""};
        f.evidence = "'" + top.key + "': " + num(static_cast<double>(top.count)) + " of " +
                     num(static_cast<double>(dist.keysTotal)) + " writes (" + percent(top.share) + "); hot factor " +
                     hotFactorText(dist);
        f.recommendation = "Above " + num(kWriteCeiling / top.share) + " writes/s in total this key alone passes the " +
                           num(kWriteCeiling) +
                           " WCU/s one partition serves: shard it (give --writes-per-s to get the numbers).";
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
    Finding f{"low-cardinality", Severity::Warning,
              "Only " + groupedCount(values) + " partition-key values for " +
                  countOf(partitions, "partition", "partitions"),
              "", ""};
    f.evidence = groupedCount(values) + " distinct partition-key values (after the strategy) on " +
                 countOf(partitions, "partition", "partitions") + ": " +
                 (dist.stats.emptyBuckets > 0
                      ? countOf(dist.stats.emptyBuckets, "partition gets", "partitions get") + " no writes"
                      : std::string("no room to spread")) +
                 ", hot factor " + hotFactorText(dist);
    if (in.rates && !in.logicalKeys.empty()) {
        f.evidence += "; the top value alone receives " + num(in.logicalKeys.front().share * in.rates->peakWritesPerS) +
                      " writes/s";
    }
    f.recommendation = "Use a high-cardinality key (an id, or a composite such as customerid+productid+countrycode); "
                       "for an index on a status-like attribute, add a suffix 1..N to the index key or make the index "
                       "sparse.";
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
    Finding f{"time-bucket-key", Severity::Warning, "Today's key '" + newest->key + "' takes the writes", "", ""};
    f.evidence = "'" + newest->key + "'" +
                 (dateKeys == 1 ? std::string(", the only date key,")
                                : ", the newest of " + std::to_string(dateKeys) + " date keys,") +
                 " takes " + percent(newest->share) + " of the writes";
    if (dateKeys > 1) {
        f.evidence += " (date keys together: " + percent(dateShare) + ")";
    }
    for (const auto& d : in.demands) {
        if (d.logicalKey != newest->key) {
            continue;
        }
        f.evidence += "; " + num(d.writeUnitsPerS) + " WCU/s at peak over " + std::to_string(d.shards) +
                      (d.shards == 1 ? " key" : " shards");
        if (d.busiestShardWriteUnitsPerS > kWriteCeiling) {
            f.severity = Severity::Critical;
        } else if (d.shards > 1) {
            f.severity = Severity::Info;
        }
    }
    if (in.demands.empty() && in.distribution.physicalKeysDistinct > in.distribution.keysDistinct) {
        f.severity = Severity::Info;
    }
    f.recommendation = f.severity == Severity::Info
                           ? "The strategy already spreads today's writes; keep the shard count in line with the daily "
                             "peak (see shard-count) and remember every read of the day queries every shard."
                           : "Append a suffix to the date (random 1..N, or calculated from an attribute such as the "
                             "order id) so one day is written to N keys.";
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
    Finding f{"monotonic-sort-key", Severity::Warning, "Sequential sort keys keep new writes at one end of the range",
              "", ""};
    f.evidence = percent(share) + " of the writes go to item collections with sequential sort keys (heaviest: '" +
                 heaviest + "', " + percent(heaviestShare) + ")";
    if (in.simulation) {
        std::size_t blocked = 0;
        for (const auto& s : in.simulation->splits) {
            if (s.reason.find("monotonic") != std::string::npos) {
                ++blocked;
            }
        }
        if (blocked > 0) {
            f.severity = Severity::Critical;
            f.evidence += "; the simulation could not split " + countOf(blocked, "hot partition", "hot partitions") +
                          " because of it";
        } else {
            f.evidence += "; no hot partition needed a split in this run";
        }
    }
    f.recommendation = "Split-for-heat cannot help: the newest items are always in the last range. Use a sort key "
                       "that does not grow with time (or put a shard suffix on the partition key) for hot collections.";
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
    Finding f{"degenerate-strategy", Severity::Warning,
              "The " + in.distribution.strategyKind + " strategy does not spread '" + s.worstKey + "'", "", ""};
    f.evidence = "'" + s.worstKey + "': " + num(static_cast<double>(s.worstKeyWrites)) + " writes went to " +
                 std::to_string(s.worstShardsUsed) + " of " + std::to_string(s.configuredShards) +
                 " shards; effective shards " + num(s.worstEffectiveShards) + " where an even spread reaches " +
                 num(s.worstExpectedShards) + "; the busiest shard holds " + percent(s.worstTopShardShare);
    f.recommendation = in.distribution.strategyKind == "calculated"
                           ? "The suffix function collapses these source values onto a few suffixes (a product of "
                             "code points is mostly divisible by the shard count): use --fn hash, or a source "
                             "attribute with more distinct values."
                           : "Derive the suffix from an attribute with many evenly spread values, or use random "
                             "suffixes if reads can afford the fan-out.";
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
    Finding f{"read-fanout-cost", Severity::Info, "Reading one logical key takes " + std::to_string(n) + " queries", "",
              ""};
    f.evidence = "one read of a whole logical key = " + std::to_string(n) + " Queries, at least " +
                 num(static_cast<double>(n) * perQuery) + " RCU";
    if (!in.distribution.pointReadComputable) {
        f.evidence += "; random suffixes: even a single item needs all of them";
    } else {
        f.evidence += "; a reader that knows the source value computes its one shard";
    }
    bool heavy = false;
    if (in.rates && in.rates->peakReadsPerS > 0) {
        const double unsharded = in.rates->peakReadsPerS * rcuPerRead(*in.rates);
        const double sharded = in.rates->peakReadsPerS * static_cast<double>(n) * perQuery;
        f.evidence += "; at " + num(in.rates->peakReadsPerS) + " logical reads/s that is at least " + num(sharded) +
                      " RCU/s instead of " + num(unsharded) + " RCU/s unsharded";
        heavy = in.rates->peakReadsPerS >= in.rates->peakWritesPerS && in.rates->itemKb <= 4;
    }
    if (heavy) {
        f.severity = Severity::Warning;
        f.recommendation = "Read-heavy with small items: the per-query minimum dominates. Cache the hot reads "
                           "(DAX or an application cache), serve them from a GSI with a better-distributed key, or "
                           "use fewer shards.";
    } else {
        f.recommendation = "Fine for write-heavy keys; keep N as small as the writes allow and prefer point reads "
                           "with a calculated suffix.";
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
    const double transactional = in.rates->consistency == Consistency::Transactional ? 2.0 : 1.0;
    std::string error;
    const auto estimate =
        estimateShards(hottest->share * in.rates->peakWritesPerS * transactional, in.rates->itemKb, 0.5, error);
    if (!estimate || estimate->minimumShards <= 1) {
        return std::nullopt;
    }
    Finding f{"shard-count", Severity::Info,
              "'" + hottest->logicalKey + "' needs at least " + std::to_string(estimate->minimumShards) + " shards", "",
              ""};
    f.evidence = "'" + hottest->logicalKey + "': " + num(hottest->writeUnitsPerS) + " WCU/s at peak -> minimum " +
                 std::to_string(estimate->minimumShards) + ", recommended " +
                 std::to_string(estimate->recommendedShards) + " with 50% headroom; the strategy gives it " +
                 std::to_string(hottest->shards);
    if (hottest->shards < estimate->minimumShards) {
        f.severity = Severity::Critical;
        f.recommendation = "Shard it " + std::to_string(estimate->recommendedShards) + " ways (" +
                           std::to_string(estimate->minimumShards) + " is the bare minimum).";
    } else if (hottest->shards < estimate->recommendedShards) {
        f.severity = Severity::Warning;
        f.recommendation = "Enough for today; raise it to " + std::to_string(estimate->recommendedShards) +
                           " to leave room for growth.";
    } else {
        f.recommendation = "The shard count is sufficient, with headroom.";
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
    Finding f{"adaptive-absorbs-it", Severity::Info, "Burst and adaptive capacity absorb this skew", "", ""};
    f.evidence = "the busiest partition needs " + num(busiestWcu) + " WCU/s against an even share of " +
                 num(allocation) + " WCU/s (" + percent(busiestWcu / allocation) + " of its share), below the " +
                 num(kWriteCeiling) + " WCU/s ceiling; the simulation of " + std::to_string(in.simulation->durationS) +
                 " s throttled 0 requests";
    f.recommendation = "No change needed: the table has unused capacity the hot partition can borrow. Re-check if "
                       "the hot partition's demand approaches the per-partition ceiling or the table total.";
    return f;
}

std::optional<Finding> onDemandPeak(const AdvisorInput& in) {
    if (!in.simulation || !in.scenario || in.simulation->metrics.onDemandScalingThrottleEvents < 1) {
        return std::nullopt;
    }
    const auto& table = in.scenario->table;
    const double limit = 2 * std::max(table.previousPeakWcu, 2000.0);
    Finding f{"on-demand-peak", Severity::Warning, "Traffic passed twice the on-demand table's previous peak", "", ""};
    f.evidence = num(in.simulation->metrics.onDemandScalingThrottleEvents) +
                 " requests throttled by on-demand scaling: the peak reached " +
                 (in.rates ? num(in.rates->peakWritesPerS * wcuPerWrite(*in.rates)) + " WCU/s" : std::string("?")) +
                 " while the table serves at once up to " + num(limit) + " WCU/s (2 x the previous peak of " +
                 num(table.previousPeakWcu) + ", at least the " + groupedNumber(limits::kOnDemandInitialWcu) +
                 " WCU/s warm throughput); a new peak lifts the limit 30 minutes later";
    f.recommendation = "This is capacity, not key design: ramp traffic up so it at most doubles within 30 minutes, or "
                       "pre-warm the table (raise its warm throughput) before the launch.";
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
