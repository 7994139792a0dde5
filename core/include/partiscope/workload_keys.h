#pragma once

#include "partiscope/key_input.h"
#include "partiscope/key_tally.h"
#include "partiscope/scenario.h"

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace partiscope {

/// @brief The logical keys of a tallied key list as a workload: one WorkloadKey per distinct key with
/// weight = its count and sort-key shape @p sortKey. Ordered by count (most first), ties by key bytes,
/// so the same text always gives the same document.
std::vector<WorkloadKey> workloadKeysFromTally(const KeyTally& tally, SortKeyShape sortKey = SortKeyShape::Random);

/// @brief Draws @p writes writes over @p keys in proportion to their weights and returns each key's
/// count (same order as @p keys). Deterministic for a seed on every platform (SplitMix64, no
/// std:: distributions). Keys with weight <= 0 get 0.
std::vector<std::uint64_t> sampleKeyCounts(const std::vector<WorkloadKey>& keys, std::uint64_t writes,
                                           std::uint64_t seed);

/// @brief Receives one key-list line: a key and its whole count.
using KeyCountSink = std::function<void(std::string_view key, std::uint64_t count)>;

/// @brief The workload's keys (a generator expanded) each with its share of the scenario's requests as a whole
/// count: weight / total weight x max(writesPerS, readsPerS) x durationS (10^6 requests without a rate), rounded,
/// at least 1 (a key in the workload is a key the table holds). In order.
void forEachProportionalKeyCount(const WorkloadSpec& workload, const KeyCountSink& sink);

/// @brief The key list the key editor shows for @p workload, in order: the weights themselves when there is no
/// generator and every weight is a whole number 1..2^53-1 (a typed or imported key list), otherwise
/// forEachProportionalKeyCount(). The one conversion from a document's weights to counts.
void forEachKeyListCount(const WorkloadSpec& workload, const KeyCountSink& sink);

/// @brief Exactly what readKeyList() gives for the text of forEachKeyListCount()'s lines (`key TAB count`),
/// without writing or parsing that text: same tally (keys, counts, lines; first-seen order), counts, issues
/// (with line numbers) and fatal error. Uses @p options' maxReportedIssues and acceptor; keys holding a line
/// feed, or a first key starting with a UTF-8 BOM, do not survive as one line: then the text is written and
/// read after all.
/// @p counts Proportional: the counts of forEachProportionalKeyCount() instead (each key's expected requests: what
/// a rendered scenario's heat map shows).
enum class WorkloadCounts { AsListed, Proportional };
KeyReadResult keyListFromWorkload(const WorkloadSpec& workload, const KeyReadOptions& options = {},
                                  WorkloadCounts counts = WorkloadCounts::AsListed);

/// @brief The workload key with the largest share of the weight (ties: the first), and that share 0..1; an empty key
/// and share 0 when there is no key or the weights add up to 0. The estimator's and the strategy preview's default.
struct HottestKey {
    std::string key;
    double share = 0;
};
HottestKey hottestKey(const std::vector<WorkloadKey>& keys);
/// @brief The same over @p workload's listed keys (read where they are) or what its generator makes.
HottestKey hottestKey(const WorkloadSpec& workload);

} // namespace partiscope
