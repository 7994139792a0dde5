#include "partiscope/workload_keys.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/key_list_writer.h"
#include "partiscope/key_validation.h"
#include "partiscope/number_format.h"
#include "partiscope/wide_int.h"

#include "key_reader_detail.h"

#include <charconv>
#include <cmath>

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

namespace partiscope {

namespace {

// Analysis counts for a scenario without any request rate: enough writes that the shares are visible.
constexpr double kFallbackTotalRequests = 1e6;

void forEachProportionalCount(const std::vector<WorkloadKey>& keys, const WorkloadSpec& workload,
                              const KeyCountSink& sink) {
    const double totalWeight = std::accumulate(keys.begin(), keys.end(), 0.0,
                                               [](double sum, const WorkloadKey& key) { return sum + key.weight; });
    const double rate = std::max(workload.writesPerS, workload.readsPerS);
    const double totalRequests = rate > 0 ? rate * static_cast<double>(workload.durationS) : kFallbackTotalRequests;
    for (const auto& key : keys) {
        const double share = totalWeight > 0 ? key.weight / totalWeight : 0.0;
        const auto count = std::max<long long>(1, std::llround(share * totalRequests));
        sink(key.key, static_cast<std::uint64_t>(count));
    }
}

bool hasWholeCounts(const WorkloadSpec& workload) {
    // Above 2^53 a double no longer holds every whole number, and the reader refuses such counts anyway.
    constexpr auto kLargestCount = static_cast<double>(limits::kMaxKeyCount);
    const auto& keys = workload.keys;
    return !workload.generator && !keys.empty() && std::all_of(keys.begin(), keys.end(), [&](const WorkloadKey& key) {
        return key.weight >= 1 && key.weight <= kLargestCount && key.weight == std::floor(key.weight);
    });
}

} // namespace

void forEachProportionalKeyCount(const WorkloadSpec& workload, const KeyCountSink& sink) {
    if (workload.generator) {
        forEachProportionalCount(expandWorkloadKeys(workload), workload, sink);
    } else {
        forEachProportionalCount(workload.keys, workload, sink); // no copy of a million keys
    }
}

void forEachKeyListCount(const WorkloadSpec& workload, const KeyCountSink& sink) {
    if (!hasWholeCounts(workload)) {
        forEachProportionalKeyCount(workload, sink);
        return;
    }
    for (const auto& key : workload.keys) {
        sink(key.key, static_cast<std::uint64_t>(key.weight));
    }
}

KeyReadResult keyListFromWorkload(const WorkloadSpec& workload, const KeyReadOptions& options, WorkloadCounts counts) {
    const auto forEachCount =
        counts == WorkloadCounts::Proportional ? forEachProportionalKeyCount : forEachKeyListCount;
    // A key holding a line feed, or a first key starting with a BOM, does not survive as one line of text: then the
    // text is written and read after all. Found on the way, so the common case walks the keys (and expands a
    // generator) once.
    bool oneLineEach = true;
    // The checks of readKeyList()'s line parser, in its order: count, key, acceptor, whitespace warning.
    KeyReadResult result;
    KeyCounter counter;
    Uint128 total = 0;
    std::uint64_t overflowLine = 0;
    auto reject = [&](std::uint64_t line, std::string message) {
        ++result.counts.rejected;
        if (result.errors.size() < options.maxReportedIssues) {
            result.errors.push_back({line, std::move(message)});
        }
    };
    forEachCount(workload, [&](std::string_view key, std::uint64_t count) {
        if (!oneLineEach) {
            return;
        }
        if (key.find('\n') != std::string_view::npos ||
            (result.counts.linesRead == 0 && key.substr(0, 3) == "\xEF\xBB\xBF")) {
            oneLineEach = false;
            return;
        }
        const std::uint64_t line = ++result.counts.linesRead;
        if (count > limits::kMaxKeyCount) {
            char digits[20];
            const auto end = std::to_chars(std::begin(digits), std::end(digits), count).ptr;
            std::uint64_t unused = 0;
            reject(line, *countProblem(std::string_view(digits, static_cast<std::size_t>(end - digits)), unused));
            return;
        }
        if (auto problem = partitionKeyProblem(key)) {
            reject(line, std::move(*problem));
            return;
        }
        if (options.acceptor) {
            if (auto problem = options.acceptor(key, key)) {
                reject(line, std::move(*problem));
                return;
            }
        }
        if (hasEdgeWhitespace(key)) {
            ++result.counts.warned;
            if (result.warnings.size() < options.maxReportedIssues) {
                result.warnings.push_back({line, std::string(kEdgeWhitespaceWarning)});
            }
        }
        ++result.counts.accepted;
        total += count;
        if (total > limits::kMaxKeyCount && overflowLine == 0) {
            overflowLine = line;
        }
        counter.add(key, modelHash(key), count);
    });
    if (!oneLineEach) {
        std::string text;
        forEachCount(workload, [&](std::string_view key, std::uint64_t count) { appendKeyListLine(text, key, count); });
        return readKeyList(text, options);
    }
    if (overflowLine != 0) {
        KeyReadResult fatal;
        fatal.counts = result.counts;
        fatal.fatalLine = overflowLine;
        fatal.fatalError = detail::totalTooLargeMessage();
        return fatal;
    }
    result.tally = KeyTally(std::move(counter));
    return result;
}

HottestKey hottestKey(const std::vector<WorkloadKey>& keys) {
    double total = 0;
    const WorkloadKey* hottest = nullptr;
    for (const WorkloadKey& key : keys) {
        total += key.weight;
        if (!hottest || key.weight > hottest->weight) {
            hottest = &key;
        }
    }
    if (!hottest || total <= 0) {
        return {};
    }
    return {hottest->key, hottest->weight / total};
}

HottestKey hottestKey(const WorkloadSpec& workload) {
    return workload.generator ? hottestKey(expandWorkloadKeys(workload)) : hottestKey(workload.keys);
}

} // namespace partiscope
