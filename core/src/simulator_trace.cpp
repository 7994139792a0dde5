// Trace replay: the keys of a trace placed like listed keys, then each second's requests per key spread over the
// partitions their shards live in (TraceDemand in simulator.h).
#include "simulator_engine.h"

#include "partiscope/hashing.h"
#include "partiscope/placement.h"

#include <cmath>
#include <unordered_map>

namespace partiscope {

using namespace sim;

namespace {

/// Requests from counts and units: a unit is worth 1 / (units one request costs) requests.
double writesOf(const TraceCounts& c, const KeySpace& s) {
    // An index the operation mix never writes costs nothing a request: its units make no requests either.
    return c.writes + (s.wcuPerWrite > 0 ? c.writeUnits / s.wcuPerWrite : 0.0);
}

double readsOf(const TraceCounts& c, const KeySpace& s) {
    return c.reads + c.readUnits / s.rcuPerRead;
}

/// Where each physical key of @p s is, for spreading a second's requests; rebuilt when a split moved keys.
void locateKeys(const KeySpace& s, TracePlacement& placement) {
    placement.partitionOf.assign(s.keys.size(), kNoPartition);
    placement.spread.clear(); // sized only once a key is cut in two: most tables never cut one
    for (std::uint32_t i = 0; i < s.partitions.size(); ++i) {
        for (const Slice& slice : s.partitions[i].slices) {
            if (slice.fraction == 1.0) {
                placement.partitionOf[slice.key] = i;
            } else {
                placement.spread.resize(s.keys.size());
                placement.spread[slice.key].emplace_back(i, slice.fraction);
            }
        }
    }
    placement.partitionsSeen = s.partitions.size();
}

} // namespace

std::vector<WorkloadKey> TableSimulator::Engine::traceKeys(std::size_t space,
                                                           const std::vector<WorkloadKey>& listed) const {
    std::unordered_map<std::string_view, const WorkloadKey*> byName;
    for (const WorkloadKey& k : listed) {
        byName.emplace(k.key, &k);
    }
    const KeySpace& s = spaces[space];
    const std::vector<std::string>& names = trace->keyNames(space);
    std::vector<WorkloadKey> keys(names.size());
    for (std::uint32_t k = 0; k < names.size(); ++k) {
        keys[k].key = names[k];
        const TraceCounts counts = trace->totals(space, k);
        keys[k].weight = writesOf(counts, s) + readsOf(counts, s);
        if (const auto found = byName.find(names[k]); found != byName.end()) {
            keys[k].partition = found->second->partition;
            keys[k].sortKey = found->second->sortKey;
        }
    }
    return keys;
}

void TableSimulator::Engine::traceShares(std::size_t space) {
    KeySpace& s = spaces[space];
    const TracePlacement& placement = tracePlacements[space];
    const std::size_t count = placement.firstPhysical.size() - 1;
    double writes = 0;
    double reads = 0;
    for (std::uint32_t k = 0; k < count; ++k) {
        const TraceCounts c = trace->totals(space, k);
        writes += writesOf(c, s);
        reads += readsOf(c, s);
    }
    // Split-for-heat and LSI growth judge a key by its mean over the trace: shares of the mean rates.
    const double span = static_cast<double>(std::max<std::uint64_t>(1, trace->spanS()));
    s.writeRate = writes / span;
    s.readRate = reads / span;
    for (std::uint32_t k = 0; k < count; ++k) {
        const TraceCounts c = trace->totals(space, k);
        const std::uint32_t first = placement.firstPhysical[k];
        const std::uint32_t end = placement.firstPhysical[k + 1];
        const double n = static_cast<double>(end - first);
        for (std::uint32_t p = first; p < end; ++p) {
            s.keys[p].writeShare = writes > 0 ? writesOf(c, s) / writes / n : 0.0;
            s.keys[p].readQueries = reads > 0 ? readsOf(c, s) / reads : 0.0;
        }
    }
}

void TableSimulator::Engine::placeTraceIndexReads(std::size_t space, const ShardStrategy& strategy) {
    KeySpace& s = spaces[space];
    TracePlacement& placement = tracePlacements[space];
    const std::vector<std::string>& names = trace->keyNames(space);
    // The index keys its writes placed already: a read of the same value meets them.
    std::unordered_map<std::uint64_t, std::uint32_t> byHash;
    for (std::uint32_t i = 0; i < s.keys.size(); ++i) {
        byHash.emplace(s.keys[i].hash, i);
    }
    std::vector<std::uint32_t> partitionOfPlaced(s.keys.size(), 0);
    for (std::uint32_t i = 0; i < s.partitions.size(); ++i) {
        for (const Slice& slice : s.partitions[i].slices) {
            partitionOfPlaced[slice.key] = i;
        }
    }
    const PartitionMap map(PlacementModel::Range, static_cast<std::uint32_t>(s.partitions.size()));
    double reads = 0;
    for (std::uint32_t k = 0; k < names.size(); ++k) {
        reads += readsOf(trace->totals(space, k), s);
    }
    s.readRate = reads / static_cast<double>(std::max<std::uint64_t>(1, trace->spanS()));
    // Each logical key's shards, consecutive: an index key already placed is copied to the end, so that the
    // partition's slices hold both (the copy only reads, the original only takes writes).
    for (std::uint32_t k = 0; k < names.size(); ++k) {
        placement.firstPhysical.push_back(static_cast<std::uint32_t>(s.keys.size()));
        const std::vector<std::string> physical = strategy.fanOutKeys(names[k]);
        const double n = static_cast<double>(physical.size());
        const double rcuPerQuery =
            physical.size() == 1 ? s.rcuPerRead : (s.rcuPerRead + (n - 1) * s.minRcuPerQuery) / n;
        const double share = reads > 0 ? readsOf(trace->totals(space, k), s) / reads : 0.0;
        for (const std::string& name : physical) {
            PhysicalKey key;
            key.hash = modelHash(name);
            key.rcuPerQuery = rcuPerQuery;
            key.readQueries = share;
            std::uint32_t partition = map.bucketOfHash(key.hash);
            if (const auto found = byHash.find(key.hash); found != byHash.end()) {
                key.sortKey = s.keys[found->second].sortKey;
                partition = partitionOfPlaced[found->second]; // a pinned index key stays where it was pinned
            }
            s.partitions[partition].slices.push_back({static_cast<std::uint32_t>(s.keys.size()), 1.0});
            s.keys.push_back(key);
        }
    }
    placement.firstPhysical.push_back(static_cast<std::uint32_t>(s.keys.size()));
}

bool TableSimulator::Engine::applyTraceSecond() {
    for (std::size_t sp = 0; sp < spaces.size(); ++sp) {
        KeySpace& s = spaces[sp];
        for (Partition& p : s.partitions) {
            p.reads.traceRequests = p.reads.traceUnits = 0;
            p.writes.traceRequests = p.writes.traceUnits = 0;
        }
        if (tracePlacements[sp].partitionsSeen != s.partitions.size()) {
            locateKeys(s, tracePlacements[sp]);
        }
    }
    traceSecond.clear();
    if (!trace->second(now, traceSecond, traceProblem)) {
        return false;
    }
    for (const TraceRequests& r : traceSecond) {
        KeySpace& s = spaces[r.space];
        const TracePlacement& placement = tracePlacements[r.space];
        const std::uint32_t first = placement.firstPhysical[r.key];
        const std::uint32_t end = placement.firstPhysical[r.key + 1];
        if (first == end) {
            continue;
        }
        // Writes spread evenly over the shards; a logical read queries every shard once (as placeKeys models).
        const double writes = r.space == 0 ? writesOf(r.counts, s) / static_cast<double>(end - first) : 0.0;
        const double reads = readsOf(r.counts, s);
        for (std::uint32_t k = first; k < end; ++k) {
            PhysicalKey& key = s.keys[k];
            double keyWrites = writes;
            if (key.collectionFull && keyWrites > 0) {
                // LSI: its item collection is at 10 GB; the write fails at once and is not sent.
                itemCollectionFailed += keyWrites;
                keyWrites = 0;
            }
            auto add = [&](Partition& p, double fraction) {
                p.writes.traceRequests += keyWrites * fraction;
                p.writes.traceUnits += keyWrites * fraction * s.wcuPerWrite;
                p.reads.traceRequests += reads * fraction;
                p.reads.traceUnits += reads * fraction * key.rcuPerQuery;
            };
            const std::uint32_t partition = placement.partitionOf[k];
            if (partition != kNoPartition) {
                add(s.partitions[partition], 1.0);
            } else if (!placement.spread.empty()) {
                for (const auto& [at, fraction] : placement.spread[k]) {
                    add(s.partitions[at], fraction);
                }
            }
        }
    }
    return true;
}

} // namespace partiscope
