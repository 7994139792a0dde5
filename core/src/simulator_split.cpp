// Split-for-heat: which partitions may split, where they are cut, and the partition weights a split recomputes.
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
    for (const auto& slice : p.slices) {
        const auto& key = s.keys[slice.key];
        if (!key.collectionFull) {
            writes += key.writeShare * slice.fraction;
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
    double total = 0;
    std::size_t hottest = 0;
    for (std::size_t i = 0; i < p.slices.size(); ++i) {
        heat[i] = sliceHeat(s, p.slices[i]);
        total += heat[i];
        if (heat[i] > heat[hottest]) {
            hottest = i;
        }
    }
    const SortKeyShape hottestShape = s.keys[p.slices[hottest].key].sortKey;
    std::vector<Slice> left;
    std::vector<Slice> right;
    // Cut at the traffic median between keys, keeping the slices in hash order.
    double running = 0;
    std::size_t cut = 0;
    double bestImbalance = total;
    for (std::size_t c = 1; c < p.slices.size(); ++c) {
        running += heat[c - 1];
        const double imbalance = std::fabs(total - 2.0 * running);
        if (imbalance < bestImbalance) {
            bestImbalance = imbalance;
            cut = c;
        }
    }
    const bool dominant = heat[hottest] > 0.5 * total;
    // An item collection can be cut by sort-key range unless an LSI keeps it whole or its writes follow a monotonic
    // sort key (both block only that collection: other keys on the partition can still be moved off, FACTS "LSI",
    // "Monotonic sort key").
    const bool collectionSplits = !s.hasLsi && hottestShape == SortKeyShape::Random;
    if ((cut == 0 || dominant) && collectionSplits) {
        // One item collection carries most of the heat: split it by sort-key range.
        for (std::size_t i = 0; i < p.slices.size(); ++i) {
            Slice slice = p.slices[i];
            if (i == hottest) {
                slice.fraction /= 2;
                left.push_back(slice);
                right.push_back(slice);
            } else if (i < hottest) {
                left.push_back(slice);
            } else {
                right.push_back(slice);
            }
        }
    } else if (cut == 0) {
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
    } else {
        left.assign(p.slices.begin(), p.slices.begin() + static_cast<std::ptrdiff_t>(cut));
        right.assign(p.slices.begin() + static_cast<std::ptrdiff_t>(cut), p.slices.end());
    }
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
    s.splits.push_back({now, index, child, "heat"});
}

} // namespace partiscope
