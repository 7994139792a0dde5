// The advisor's rule for item collections on a table with a local secondary index: one partition-key value may not
// hold more than 10 GB (ItemCollectionSizeLimitExceededException).
#include "advisor_rules.h"
#include "finding_patterns.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/number_format.h"
#include "partiscope/write_operations.h"

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

/// The heaviest item collection against the 10 GB limit, as the simulator grows it: a key's items (its stated
/// size_gb, else its share of the table's data: the data is assumed to be spread like the writes) with their LSI
/// entries, plus what its writes add over the run if each adds an item with its entries.
std::optional<Finding> lsiCollectionSize(const AdvisorInput& in) {
    if (!in.scenario || !in.scenario->table.hasLsi() || in.demands.empty()) {
        return std::nullopt;
    }
    const Scenario& sc = *in.scenario;
    const double runWrites = writesOverRun(sc.workload);
    const double kbPerItem = collectionKbPerItem(sc.table, sc.workload);
    // What a write adds to its collection, net of the operation mix's updates and deletes (the simulator's rule).
    const double kbPerWrite = collectionKbAddedPerWrite(sc.table, sc.workload);
    struct Collection {
        const KeyDemand* key = nullptr;
        double share = 0;   ///< of the writes, per shard
        double itemsGb = 0; ///< the items it starts with, per shard
        double nowGb = 0;   ///< with their LSI entries
        double addedGb = 0;
        double endGb() const { return nowGb + addedGb; }
    };
    std::optional<Collection> heaviest;
    for (const auto& d : in.demands) {
        Collection c;
        c.key = &d;
        const auto shards = static_cast<double>(d.shards);
        c.share = d.share / shards;
        c.itemsGb = d.sizeGb ? *d.sizeGb / shards : c.share * sc.table.sizeGb;
        c.nowGb = c.itemsGb * kbPerItem / sc.workload.itemKb;
        c.addedGb = c.share * runWrites * kbPerWrite / kKbPerGb;
        if (!heaviest || c.endGb() > heaviest->endGb()) {
            heaviest = c;
        }
    }
    const Collection& c = *heaviest;
    const KeyDemand& key = *c.key;
    const double endGb = c.endGb();
    const double failed = in.simulation ? in.simulation->itemCollectionLimitFailedWrites : 0;
    if (endGb < kWarnShare * limits::kItemCollectionMaxGb && failed < 1) {
        return std::nullopt;
    }
    const std::string& lsi = sc.table.lsis.front().name;
    Finding f{"lsi-collection-size", failed >= 1 ? Severity::Critical : Severity::Warning, "", "", ""};
    sayTitle(f, pattern::kLsiTitle, {key.logicalKey});
    if (key.sizeGb && key.shards > 1) {
        sayEvidence(f, pattern::kLsiHoldsStatedSharded,
                    {key.logicalKey, num(*key.sizeGb), std::to_string(key.shards), key.busiestPhysicalKey});
    } else if (key.sizeGb) {
        sayEvidence(f, pattern::kLsiHoldsStated, {key.logicalKey, num(*key.sizeGb)});
    } else if (key.shards > 1) {
        sayEvidence(f, pattern::kLsiHoldsSharded,
                    {key.logicalKey, percent(key.share), num(sc.table.sizeGb), std::to_string(key.shards),
                     key.busiestPhysicalKey});
    } else {
        sayEvidence(f, pattern::kLsiHolds, {key.logicalKey, percent(key.share), num(sc.table.sizeGb)});
    }
    sayEvidence(f, pattern::kLsiEntries, {num(sc.workload.itemKb), num(kbPerItem)});
    sayEvidence(f, pattern::kLsiGrowth,
                {num(c.nowGb), num(c.share * runWrites), num(kbPerWrite),
                 num(static_cast<double>(sc.workload.durationS)), num(c.addedGb), num(endGb),
                 percent(endGb / limits::kItemCollectionMaxGb), num(limits::kItemCollectionMaxGb), lsi});
    if (failed >= 1) {
        sayEvidence(f, pattern::kLsiFailed, {num(failed)});
    }
    const auto shards = static_cast<std::uint64_t>(
        std::ceil(endGb * static_cast<double>(key.shards) / (kWarnShare * limits::kItemCollectionMaxGb)));
    sayRecommendation(f, pattern::kLsiFix,
                      {lsi, key.logicalKey, std::to_string(std::max<std::uint64_t>(shards, 2)),
                       num(kWarnShare * limits::kItemCollectionMaxGb)});
    return f;
}

} // namespace partiscope::advice
