// The advisor's rule for item collections on a table with a local secondary index: one partition-key value may not
// hold more than 10 GB (ItemCollectionSizeLimitExceededException).
#include "advisor_rules.h"

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
    Finding f{"lsi-collection-size", failed >= 1 ? Severity::Critical : Severity::Warning,
              "The item collection of '" + heaviest->logicalKey + "' nears the 10 GB an LSI allows", "", ""};
    f.evidence = "'" + heaviest->logicalKey + "' holds " + percent(heaviest->share) + " of the table's " +
                 num(sc.table.sizeGb) + " GB";
    if (heaviest->shards > 1) {
        f.evidence += ", spread over " + std::to_string(heaviest->shards) + " shards ('" +
                      heaviest->busiestPhysicalKey + "' is one)";
    }
    f.evidence += ": " + num(nowGb) + " GB per collection; its " + num(perCollection * runWrites) + " writes of " +
                  num(sc.workload.itemKb) + " KB over the " + num(static_cast<double>(sc.workload.durationS)) +
                  " s run add " + num(addedGb) + " GB if each adds an item: " + num(endGb) + " GB, " +
                  percent(endGb / limits::kItemCollectionMaxGb) + " of the " + num(limits::kItemCollectionMaxGb) +
                  " GB one partition-key value may hold on a table with a local secondary index (" + lsi + ")";
    if (failed >= 1) {
        f.evidence += "; the simulation failed " + num(failed) +
                      " writes that would have passed it (ItemCollectionSizeLimitExceededException)";
    }
    const auto shards = static_cast<std::uint64_t>(
        std::ceil(endGb * static_cast<double>(heaviest->shards) / (kWarnShare * limits::kItemCollectionMaxGb)));
    f.recommendation = "Replace " + lsi +
                       " with a global secondary index on the same sort key (a GSI has no per-key size limit, and "
                       "its collections can split), or spread the collection: shard '" +
                       heaviest->logicalKey + "' " + std::to_string(std::max<std::uint64_t>(shards, 2)) +
                       " ways so each shard's collection stays under " +
                       num(kWarnShare * limits::kItemCollectionMaxGb) + " GB.";
    return f;
}

} // namespace partiscope::advice
