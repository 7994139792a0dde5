#include "partiscope/workload_keys.h"

#include <algorithm>
#include <numeric>

namespace partiscope {

std::vector<WorkloadKey> workloadKeysFromTally(const KeyTally& tally, SortKeyShape sortKey) {
    std::vector<const TalliedKey*> order;
    order.reserve(tally.distinct());
    for (const TalliedKey& entry : tally.entries()) {
        order.push_back(&entry);
    }
    std::sort(order.begin(), order.end(), [&](const TalliedKey* a, const TalliedKey* b) {
        if (a->count != b->count) {
            return a->count > b->count;
        }
        return tally.keyOf(*a) < tally.keyOf(*b);
    });
    std::vector<WorkloadKey> keys;
    keys.reserve(order.size());
    for (const TalliedKey* entry : order) {
        WorkloadKey key;
        // Key lists carry no separate source value, so the tallied item is the logical key itself.
        key.key = std::string(splitTalliedItem(tally.keyOf(*entry)).key);
        key.weight = static_cast<double>(entry->count);
        key.sortKey = sortKey;
        keys.push_back(std::move(key));
    }
    return keys;
}

std::vector<std::uint64_t> sampleKeyCounts(const std::vector<WorkloadKey>& keys, std::uint64_t writes,
                                           std::uint64_t seed) {
    std::vector<std::uint64_t> counts(keys.size(), 0);
    std::vector<double> cumulative(keys.size(), 0.0);
    double total = 0;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        total += std::max(0.0, keys[i].weight);
        cumulative[i] = total;
    }
    if (total <= 0) {
        return counts;
    }
    std::uint64_t state = seed;
    auto next = [&state] {
        // SplitMix64: tiny, well mixed and identical everywhere, unlike std::uniform_real_distribution.
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    };
    for (std::uint64_t i = 0; i < writes; ++i) {
        const double point = static_cast<double>(next() >> 11) * 0x1.0p-53 * total;
        auto it = std::upper_bound(cumulative.begin(), cumulative.end(), point);
        if (it == cumulative.end()) {
            --it; // point == total after rounding
        }
        ++counts[static_cast<std::size_t>(it - cumulative.begin())];
    }
    return counts;
}

} // namespace partiscope
