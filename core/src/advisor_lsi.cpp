// The advisor's rule for item collections on a table with a local secondary index: one partition-key value may not
// hold more than 10 GB (ItemCollectionSizeLimitExceededException).
#include "advisor_rules.h"
#include "finding_patterns.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/number_format.h"

#include <algorithm>
#include <cmath>

namespace partiscope::advice {

namespace {

using limits::kKbPerGb;
constexpr double kWarnShare = 0.8; // of the 10 GB an item collection may hold

/// Writes over the whole run: the base rate, changed by the profile's steps at the first tick at or after each
/// step's time (as the simulator applies them).
double writesOverRun(const WorkloadSpec& w) {
    double total = 0;
    double rate = w.writesPerS;
    double from = 0;
    const auto duration = static_cast<double>(w.durationS);
    for (const auto& step : w.profile) {
        const double at = std::min(std::ceil(step.atS), duration);
        if (!step.writesPerS) {
            continue;
        }
        total += rate * std::max(0.0, at - from);
        from = std::max(from, at);
        rate = *step.writesPerS;
    }
    return total + rate * std::max(0.0, duration - from);
}

} // namespace

/// The heaviest item collection against the 10 GB limit: a key's share of the table's data (its share of the writes:
/// the data is assumed to be spread like the writes), plus what its writes add over the run if each adds an item.
std::optional<Finding> lsiCollectionSize(const AdvisorInput& in) {
    if (!in.scenario || !in.scenario->table.hasLsi() || in.demands.empty()) {
        return std::nullopt;
    }
    const Scenario& sc = *in.scenario;
    const double runWrites = writesOverRun(sc.workload);
    const KeyDemand* heaviest = &in.demands.front();
    for (const auto& d : in.demands) {
        if (d.share / d.shards > heaviest->share / heaviest->shards) {
            heaviest = &d;
        }
    }
    const double perCollection = heaviest->share / static_cast<double>(heaviest->shards);
    const double nowGb = perCollection * sc.table.sizeGb;
    const double addedGb = perCollection * runWrites * sc.workload.itemKb / kKbPerGb;
    const double endGb = nowGb + addedGb;
    const double failed = in.simulation ? in.simulation->itemCollectionLimitFailedWrites : 0;
    if (endGb < kWarnShare * limits::kItemCollectionMaxGb && failed < 1) {
        return std::nullopt;
    }
    const std::string& lsi = sc.table.lsis.front().name;
    Finding f{"lsi-collection-size", failed >= 1 ? Severity::Critical : Severity::Warning, "", "", ""};
    sayTitle(f, pattern::kLsiTitle, {heaviest->logicalKey});
    if (heaviest->shards > 1) {
        sayEvidence(f, pattern::kLsiHoldsSharded,
                    {heaviest->logicalKey, percent(heaviest->share), num(sc.table.sizeGb),
                     std::to_string(heaviest->shards), heaviest->busiestPhysicalKey});
    } else {
        sayEvidence(f, pattern::kLsiHolds, {heaviest->logicalKey, percent(heaviest->share), num(sc.table.sizeGb)});
    }
    sayEvidence(f, pattern::kLsiGrowth,
                {num(nowGb), num(perCollection * runWrites), num(sc.workload.itemKb),
                 num(static_cast<double>(sc.workload.durationS)), num(addedGb), num(endGb),
                 percent(endGb / limits::kItemCollectionMaxGb), num(limits::kItemCollectionMaxGb), lsi});
    if (failed >= 1) {
        sayEvidence(f, pattern::kLsiFailed, {num(failed)});
    }
    const auto shards = static_cast<std::uint64_t>(
        std::ceil(endGb * static_cast<double>(heaviest->shards) / (kWarnShare * limits::kItemCollectionMaxGb)));
    sayRecommendation(f, pattern::kLsiFix,
                      {lsi, heaviest->logicalKey, std::to_string(std::max<std::uint64_t>(shards, 2)),
                       num(kWarnShare * limits::kItemCollectionMaxGb)});
    return f;
}

} // namespace partiscope::advice
