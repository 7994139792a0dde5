// Split-for-heat: which partitions may split, where they are cut, and the partition weights a split recomputes;
// the item collections that writes grow (and that stop taking writes at 10 GB, which changes the weights too).
#include "simulator_engine.h"

#include "partiscope/number_format.h"

#include <algorithm>
#include <cmath>

namespace partiscope {

using namespace sim;

void TableSimulator::Engine::recomputeWeights(const KeySpace& s, Partition& p) {
    double writes = 0;
    double reads = 0;
    double rcu = 0;
    double patternQueries = 0;
    double patternRcu = 0;
    double growing = 0;
    for (const auto& slice : p.slices) {
        const auto& key = s.keys[slice.key];
        if (!key.collectionFull) {
            writes += key.writeShare * slice.fraction;
            // A write to a one-item key overwrites it; the other keys' writes add items.
            if (key.sortKey != SortKeyShape::Single) {
                growing += key.writeShare * slice.fraction;
            }
        }
        reads += key.readQueries * slice.fraction;
        rcu += key.readQueries * key.rcuPerQuery * slice.fraction;
        patternQueries += key.patternQueries * slice.fraction;
        patternRcu += key.patternRcu * slice.fraction;
    }
    p.writes.weight = writes;
    p.writes.unitsPerRequest = s.wcuPerWrite;
    p.reads.weight = reads;
    p.reads.unitsPerRequest = reads > 0 ? rcu / reads : s.rcuPerRead;
    p.reads.rateUnitsPerRequest = p.reads.unitsPerRequest;
    p.reads.fixedRequests = patternQueries;
    p.reads.fixedUnits = patternRcu;
    p.gbPerServedWcu =
        writes > 0 && s.wcuPerWrite > 0 ? growing / writes / s.wcuPerWrite * s.kbAddedPerWrite / kKbPerGb : 0.0;
}

void TableSimulator::Engine::growCollections(KeySpace& s) {
    constexpr double kLimitGb = limits::kItemCollectionMaxGb;
    for (std::size_t i = 0; i < s.partitions.size(); ++i) {
        Partition& p = s.partitions[i];
        const double served = s.lastTick[i].writes.served;
        if (served <= 0 || p.writes.weight <= 0) {
            continue;
        }
        // The written items with their LSI entries (net of the mix's updates and deletes), shared among the
        // partition's keys like its writes; a one-item key only overwrites.
        const double gbPerWeight =
            served / p.writes.unitsPerRequest / p.writes.weight * s.collectionKbAddedPerWrite / kKbPerGb;
        bool changed = false;
        for (const Slice& slice : p.slices) {
            PhysicalKey& key = s.keys[slice.key];
            if (key.collectionFull || key.sortKey == SortKeyShape::Single) {
                continue;
            }
            const double addedGb = gbPerWeight * key.writeShare * slice.fraction;
            key.collectionGb += addedGb;
            if (key.collectionGb > kLimitGb) {
                // The writes that would take it past 10 GB fail (ItemCollectionSizeLimitExceededException), and
                // every later write to it: they are errors, not throttles, and are not retried. A collection stated
                // above 10 GB fails this second's writes, not the data it already holds.
                const double overGb = std::min(addedGb, key.collectionGb - kLimitGb);
                if (s.collectionKbAddedPerWrite > 0) {
                    itemCollectionFailed += overGb * kKbPerGb / s.collectionKbAddedPerWrite;
                }
                key.collectionGb = kLimitGb;
                key.collectionFull = true;
                s.fullCollectionsWriteShare += key.writeShare * slice.fraction;
                changed = true;
            }
        }
        if (changed) {
            recomputeWeights(s, p);
        }
    }
}

double TableSimulator::Engine::sliceHeat(const KeySpace& s, const Slice& slice) const {
    // Contributor Insights' ConsumedThroughputUnits weighting: 3 x WCU + RCU.
    const auto& key = s.keys[slice.key];
    return slice.fraction * (3.0 * s.writeRate * key.writeShare * s.wcuPerWrite +
                             s.readRate * key.readQueries * key.rcuPerQuery + key.patternRcu);
}

void TableSimulator::Engine::blockSplit(KeySpace& s, std::uint32_t index, std::string reason) {
    s.partitions[index].splitBlocked = true;
    s.splits.push_back({now, index, kNoPartition, std::move(reason)});
}

namespace {

/// Cuts @p slices (in hash order) in two at the median of @p weight: between keys, or, when one key carries most of
/// the weight and @p collectionSplits, through that key's item collection (by sort-key range, half each).
/// Returns false when no cut exists (one key that cannot be cut); @p heaviest is its position.
bool cutSlices(const std::vector<Slice>& slices, const std::vector<double>& weight, bool collectionSplits,
               std::vector<Slice>& left, std::vector<Slice>& right, std::size_t& heaviest) {
    double total = 0;
    heaviest = 0;
    for (std::size_t i = 0; i < slices.size(); ++i) {
        total += weight[i];
        if (weight[i] > weight[heaviest]) {
            heaviest = i;
        }
    }
    double running = 0;
    std::size_t cut = 0;
    double bestImbalance = total;
    for (std::size_t c = 1; c < slices.size(); ++c) {
        running += weight[c - 1];
        const double imbalance = std::fabs(total - 2.0 * running);
        if (imbalance < bestImbalance) {
            bestImbalance = imbalance;
            cut = c;
        }
    }
    const bool dominant = weight[heaviest] > 0.5 * total;
    if ((cut == 0 || dominant) && collectionSplits) {
        for (std::size_t i = 0; i < slices.size(); ++i) {
            Slice slice = slices[i];
            if (i == heaviest) {
                slice.fraction /= 2;
                left.push_back(slice);
                right.push_back(slice);
            } else if (i < heaviest) {
                left.push_back(slice);
            } else {
                right.push_back(slice);
            }
        }
        return true;
    }
    if (cut == 0) {
        return false;
    }
    left.assign(slices.begin(), slices.begin() + static_cast<std::ptrdiff_t>(cut));
    right.assign(slices.begin() + static_cast<std::ptrdiff_t>(cut), slices.end());
    return true;
}

} // namespace

void TableSimulator::Engine::trySplit(KeySpace& s, std::uint32_t index) {
    Partition& p = s.partitions[index];
    if (!s.onDemand() && s.streams) {
        blockSplit(s, index, "streams: isolation is unavailable on provisioned tables with Streams");
        return;
    }
    if (s.partitions.size() >= kMaxPartitions) {
        blockSplit(s, index, "partition limit of the simulator reached");
        return;
    }
    if (p.slices.empty()) {
        p.hotStreak = 0;
        return;
    }
    std::vector<double> heat(p.slices.size());
    for (std::size_t i = 0; i < p.slices.size(); ++i) {
        heat[i] = sliceHeat(s, p.slices[i]);
    }
    std::size_t hottest = 0;
    for (std::size_t i = 1; i < heat.size(); ++i) {
        if (heat[i] > heat[hottest]) {
            hottest = i;
        }
    }
    const SortKeyShape hottestShape = s.keys[p.slices[hottest].key].sortKey;
    // An item collection can be cut by sort-key range unless an LSI keeps it whole or its writes follow a monotonic
    // sort key (both block only that collection: other keys on the partition can still be moved off, FACTS "LSI",
    // "Monotonic sort key").
    const bool collectionSplits = !s.hasLsi && hottestShape == SortKeyShape::Random;
    std::vector<Slice> left;
    std::vector<Slice> right;
    if (!cutSlices(p.slices, heat, collectionSplits, left, right, hottest)) {
        if (s.hasLsi) {
            blockSplit(s, index, "lsi: an item collection never splits");
        } else if (hottestShape == SortKeyShape::Monotonic) {
            blockSplit(s, index, "monotonic sort key: new writes always land at the end of the range");
        } else {
            blockSplit(s, index,
                       "single item: one item cannot be split (capped at " + groupedNumber(limits::kPartitionMaxRcu) +
                           " RCU / " + groupedNumber(limits::kPartitionMaxWcu) + " WCU)");
        }
        return;
    }
    splitPartition(s, index, std::move(left), std::move(right), "heat");
}

void TableSimulator::Engine::trySizeSplit(KeySpace& s, std::uint32_t index) {
    Partition& p = s.partitions[index];
    if (s.partitions.size() >= kMaxPartitions || p.slices.empty()) {
        p.sizeSplitBlocked = true;
        return;
    }
    // New data follows the writes: cut where the written items divide in two. Any collection may be cut by sort key
    // for size, except under an LSI (and there one collection stops at 10 GB before it could fill a partition).
    std::vector<double> growth(p.slices.size());
    for (std::size_t i = 0; i < p.slices.size(); ++i) {
        const auto& key = s.keys[p.slices[i].key];
        growth[i] = key.sortKey == SortKeyShape::Single ? 0.0 : key.writeShare * p.slices[i].fraction;
    }
    std::vector<Slice> left;
    std::vector<Slice> right;
    std::size_t heaviest = 0;
    if (!cutSlices(p.slices, growth, !s.hasLsi, left, right, heaviest)) {
        p.sizeSplitBlocked = true;
        return;
    }
    splitPartition(s, index, std::move(left), std::move(right), "size");
}

void TableSimulator::Engine::growOnDemandPartitions(KeySpace& s) {
    // The peak that counts as the previous one in the next tick (what was served kPeakMaturityS ago matures then), so
    // the partitions are there when its double is served.
    double peakR = std::max(s.previousPeakRcu, s.maturedPeakR);
    double peakW = std::max(s.previousPeakWcu, s.maturedPeakW);
    if (now + 1 >= kPeakMaturityS) {
        const std::size_t slot = (now + 1) % kPeakMaturityS;
        peakR = std::max(peakR, s.servedHistoryR[slot]);
        peakW = std::max(peakW, s.servedHistoryW[slot]);
    }
    // The partitions at the start were made for the stated previous peak (or the partition count stated). A peak
    // that creeps up is looked at again once it has grown by kGrowthStep, with the partitions made for that much more.
    constexpr double kGrowthStep = 1.005;
    // A warm throughput's partitions serve twice half of it.
    s.grownForPeakR =
        std::max({s.grownForPeakR, s.previousPeakRcu, s.warmThroughput.readUnitsPerSecond.value_or(0) / 2});
    s.grownForPeakW =
        std::max({s.grownForPeakW, s.previousPeakWcu, s.warmThroughput.writeUnitsPerSecond.value_or(0) / 2});
    if (peakR <= s.grownForPeakR && peakW <= s.grownForPeakW) {
        return;
    }
    s.grownForPeakR = std::max(s.grownForPeakR, peakR * kGrowthStep);
    s.grownForPeakW = std::max(s.grownForPeakW, peakW * kGrowthStep);
    // Each partition must serve its share of twice that peak within its ceilings: the busiest one past them splits
    // (splitBusiest), until none is.
    auto unitsOf = [&](const Partition& p) {
        return std::pair{s.readRate * p.reads.weight * p.reads.rateUnitsPerRequest + p.reads.fixedUnits,
                         s.writeRate * p.writes.weight * p.writes.unitsPerRequest};
    };
    double totalR = 0;
    double totalW = 0;
    for (const Partition& p : s.partitions) {
        const auto [r, w] = unitsOf(p);
        totalR += r;
        totalW += w;
    }
    // A partition's load as a share of its ceilings at twice the peak: above 1, it splits.
    const double perUnitR = totalR > 0 ? 2.0 * s.grownForPeakR / totalR / s.ceilingR : 0.0;
    const double perUnitW = totalW > 0 ? 2.0 * s.grownForPeakW / totalW / s.ceilingW : 0.0;
    auto loadOf = [&](const Partition& p) {
        const auto [r, w] = unitsOf(p);
        return std::max(r * perUnitR, w * perUnitW);
    };
    splitBusiest(s, loadOf, 1.0 + 1e-9, kMaxPartitions, "on-demand peak");
}

void TableSimulator::Engine::splitBusiest(KeySpace& s, const std::function<double(const Partition&)>& load,
                                          double above, std::size_t upTo, const char* reason) {
    std::vector<bool> uncuttable(s.partitions.size(), false);
    while (s.partitions.size() < std::min<std::size_t>(upTo, kMaxPartitions)) {
        std::size_t busiest = SIZE_MAX;
        double most = above;
        for (std::size_t i = 0; i < s.partitions.size(); ++i) {
            if (const double l = load(s.partitions[i]); !uncuttable[i] && l > most) {
                most = l;
                busiest = i;
            }
        }
        if (busiest == SIZE_MAX) {
            return;
        }
        Partition& p = s.partitions[busiest];
        std::vector<double> heat(p.slices.size());
        for (std::size_t i = 0; i < p.slices.size(); ++i) {
            heat[i] = sliceHeat(s, p.slices[i]);
        }
        std::vector<Slice> left;
        std::vector<Slice> right;
        std::size_t heaviest = 0;
        if (p.slices.empty() || !cutSlices(p.slices, heat, false, left, right, heaviest)) {
            uncuttable[busiest] = true;
            continue;
        }
        splitPartition(s, static_cast<std::uint32_t>(busiest), std::move(left), std::move(right), reason);
        uncuttable.push_back(false);
    }
}

void TableSimulator::Engine::splitPartition(KeySpace& s, std::uint32_t index, std::vector<Slice> left,
                                            std::vector<Slice> right, const char* reason) {
    Partition& p = s.partitions[index];
    const auto child = static_cast<std::uint32_t>(s.partitions.size());
    Partition next;
    next.slices = std::move(right);
    p.slices = std::move(left);
    for (Flow* flow : {&p.reads, &p.writes}) {
        // Children share the parent's allocation and burst bucket equally (as size splits do).
        flow->allocated /= 2;
        flow->tokens /= 2;
        flow->tokenCap /= 2;
    }
    // Each child holds half the parent's data (a size split cuts at the middle; a heat split's halves are assumed
    // alike in size).
    p.sizeGb /= 2;
    next.sizeGb = p.sizeGb;
    next.reads = p.reads;
    next.writes = p.writes;
    std::fill(next.reads.retryRing.begin(), next.reads.retryRing.end(), 0.0);
    std::fill(next.writes.retryRing.begin(), next.writes.retryRing.end(), 0.0);
    p.hotStreak = 0;
    p.throttleStreak = 0;
    next.adaptiveOn = p.adaptiveOn;
    next.totals.index = child;
    next.totals.parent = index;
    recomputeWeights(s, p);
    recomputeWeights(s, next);
    s.partitions.push_back(std::move(next));
    s.lastTick.emplace_back();
    s.splits.push_back({now, index, child, reason});
}

} // namespace partiscope
