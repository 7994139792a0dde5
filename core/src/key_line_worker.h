#pragma once

// Internal to core's key-list reader (key_input.cpp): the parse of one line range, its checks and counts, and the
// keys it queues for the counter of each hash partition. The reader cuts the text into ranges and hands them to
// its threads; this is what one thread does with one range.

#include "line_blocks.h"
#include "tally_hot_loop.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/key_input.h"
#include "partiscope/key_tally.h"
#include "partiscope/key_validation.h"
#include "partiscope/wide_int.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace partiscope::detail {

/// One pass over a line for the common case: whether it contains a TAB, and whether every byte is
/// ASCII and not NUL. A key made only of such bytes is valid UTF-8 without NUL, so with a valid length
/// it needs no further check (partitionKeyProblem() would accept it).
struct LineScan {
    bool hasTab = false;
    bool plainAscii = false;
};

LineScan scanLine(std::string_view line) {
    constexpr std::uint64_t kOnes = 0x0101010101010101ull;
    constexpr std::uint64_t kHigh = 0x8080808080808080ull;
    constexpr std::uint64_t kTabs = kOnes * '\t';
    std::uint64_t high = 0; // non-ASCII bytes
    std::uint64_t zero = 0; // NUL bytes (exact "has zero byte" test per word)
    std::uint64_t tab = 0;  // TAB bytes (same test on the word XOR TABs)
    auto word = [&](std::uint64_t w) {
        high |= w;
        zero |= (w - kOnes) & ~w;
        const std::uint64_t t = w ^ kTabs;
        tab |= (t - kOnes) & ~t;
    };
    const char* p = line.data();
    std::size_t n = line.size();
    for (; n >= 8; p += 8, n -= 8) {
        std::uint64_t w;
        std::memcpy(&w, p, 8);
        word(w);
    }
    if (n > 0 && line.size() >= 8) {
        std::uint64_t w; // the last 8 bytes, overlapping bytes already seen (harmless)
        std::memcpy(&w, line.data() + line.size() - 8, 8);
        word(w);
    } else if (n > 0) {
        // Assembled in a register: a partial memcpy into a stack word stalls store forwarding.
        std::uint64_t w = kOnes; // padding bytes 0x01: not NUL, not TAB, ASCII
        for (std::size_t i = 0; i < n; ++i) {
            w ^= static_cast<std::uint64_t>(static_cast<unsigned char>(p[i]) ^ 0x01u) << (8 * i);
        }
        word(w);
    }
    return {(tab & kHigh) != 0, ((high | zero) & kHigh) == 0};
}

/// Which of @p partitions counters owns a key: every key is counted in exactly one of them, so the
/// per-thread tables stay disjoint (half the size each with two threads) and are simply concatenated
/// at the end instead of merged by lookup.
std::size_t partitionOf(std::uint64_t hash, std::size_t partitions) {
    return static_cast<std::size_t>(((hash >> 32) * partitions) >> 32);
}

/// Per-thread state that is written in the hot loop lives on cache lines of its own: with
/// neighbouring workers' counters or queue ends on one line, every accepted key would bounce that
/// line between the cores (this halved the two-thread throughput).
constexpr std::size_t kCacheLinePadding = 128;

/// Keys of one hash partition queued while parsing a range, counted after the step's barrier.
struct alignas(kCacheLinePadding) PartitionQueue {
    std::vector<KeyCounter::PendingKey> items;
};

/// A key queued in the current range, found again by its bytes (see LineWorker::recent).
struct RecentKey {
    const char* data = nullptr; ///< the key at its first line in the range
    std::uint32_t item = 0;     ///< index + 1 in its partition's queue
    std::uint16_t size = 0;     ///< 0: empty (a queued key has 1 to 2048 bytes)
    std::uint16_t partition = 0;
};

/// Where a key goes in the recent-key table (its upper bits): two multiplications over all of a key of up to
/// 32 bytes (the first and last 16 bytes of a longer one). The model hash (XXH3) is only needed for a key that is
/// queued, a third of the lines of a skewed list; it took a fifth of a line's instructions.
inline std::uint64_t recentKeyHash(std::string_view key) {
    auto load = [](const char* p) {
        std::uint64_t w;
        std::memcpy(&w, p, 8);
        return w;
    };
    const char* p = key.data();
    const std::size_t n = key.size();
    std::uint64_t a = n;
    std::uint64_t b = 0;
    if (n >= 16) {
        a ^= load(p) ^ load(p + n - 8);
        b = load(p + 8) ^ load(p + n - 16);
    } else if (n >= 8) {
        a ^= load(p);
        b = load(p + n - 8);
    } else {
        for (std::size_t i = 0; i < n; ++i) {
            b = b << 8 | static_cast<unsigned char>(p[i]);
        }
    }
    return a * 0x9E3779B97F4A7C15ull ^ b * 0xC2B2AE3D27D4EB4Full;
}

/// Parses one line range: counts, issues and, per partition, the accepted keys to be counted.
struct alignas(kCacheLinePadding) LineWorker {
    InputCounts counts;
    Uint128 total = 0;
    Uint128 rangeTotal = 0;             ///< of the current range
    Uint128 watchedTotal = ~Uint128{0}; ///< first line whose range total passes it goes to watchedLine
    std::uint64_t watchedLine = 0;
    // Issues of the current range, with line numbers relative to the range start.
    std::vector<InputIssue> blockErrors;
    std::vector<InputIssue> blockWarnings;
    std::uint64_t blockLines = 0;
    std::vector<PartitionQueue> queues; ///< one per partition
    /// The keys queued in this range, direct-mapped by hash: a key seen again adds to its queued item instead of
    /// queueing another. Key lists are skewed (that is what Partiscope looks for), so most lines repeat a recent
    /// key: on 10M Zipf keys this takes 2 lines in 3 off the counters' table lookups, the slowest part of
    /// a read. The queued item keeps the key's first line's place, so the keys are counted in the same order.
    /// Its size follows the range's (a line per 32 bytes, 64 to 4096 slots), so that a small paste does not clear
    /// 64 KiB per range.
    static constexpr std::size_t kMaxRecentKeys = 4096;
    std::vector<RecentKey> recent;
    int recentShift = 64; ///< 64 - log2 of the slots in use: a slot is the hash's upper bits

    const KeyReadOptions* options = nullptr;

    /// A range's running figures, kept in registers while its lines are parsed (as members they were a load and a
    /// store per line, each waiting on the line before) and added to the worker's at the end of the range.
    struct RangeSums {
        InputCounts counts;
        Uint128 total = 0;
    };

    void reject(RangeSums& sums, std::uint64_t line, std::string message) {
        ++sums.counts.rejected;
        if (blockErrors.size() < options->maxReportedIssues) {
            blockErrors.push_back({line, std::move(message)});
        }
    }

    /// The full check of a line (processRange() counts it as read).
    void processLine(RangeSums& sums, std::string_view line, std::uint64_t lineNo) {
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        // Only blanks (spaces, TABs) is a blank line too: what looks empty in an editor is no key to anyone.
        if (line.empty() || ((line.front() == ' ' || line.front() == '\t') &&
                             line.find_first_not_of(" \t\v\f") == std::string_view::npos)) {
            ++sums.counts.blank;
            return;
        }
        std::string_view key = line;
        std::uint64_t count = 1;
        const LineScan scan = scanLine(line);
        if (scan.hasTab) {
            const auto tab = line.rfind('\t');
            key = line.substr(0, tab);
            if (auto problem = countProblem(line.substr(tab + 1), count)) {
                reject(sums, lineNo, std::move(*problem));
                return;
            }
        }
        // Fast path: a plain-ASCII key without TAB (hence not empty) of valid length is valid.
        const bool plainlyValid = !scan.hasTab && scan.plainAscii && key.size() <= limits::kPartitionKeyMaxBytes;
        if (!plainlyValid) {
            if (auto problem = partitionKeyProblem(key)) {
                reject(sums, lineNo, std::move(*problem));
                return;
            }
        }
        if (options->acceptor) {
            if (auto problem = options->acceptor(key, key)) {
                reject(sums, lineNo, std::move(*problem));
                return;
            }
        }
        if (hasEdgeWhitespace(key)) {
            ++sums.counts.warned;
            if (blockWarnings.size() < options->maxReportedIssues) {
                blockWarnings.push_back({lineNo, std::string(kEdgeWhitespaceWarning)});
            }
        }
        accept(sums, key, count, lineNo);
    }

    /// Counts an accepted line and queues its key for the counter of the key's hash partition.
    void accept(RangeSums& sums, std::string_view key, std::uint64_t count, std::uint64_t lineNo) {
        ++sums.counts.accepted;
        sums.total += count;
        if (sums.total > watchedTotal && watchedLine == 0) {
            watchedLine = lineNo;
        }
        queueKey(key, count);
    }

    /// Queues an accepted key, of @p count items, for the counter of the key's hash partition. Inlined into the
    /// common line's path, where a call saved and restored registers on every line.
    [[gnu::always_inline]] inline void queueKey(std::string_view key, std::uint64_t count) {
        RecentKey& seen = recent[recentKeyHash(key) >> recentShift];
        if (seen.size == key.size() && sameBytes(seen.data, key.data(), key.size())) {
            KeyCounter::PendingKey& queued = queues[seen.partition].items[seen.item - 1];
            queued.count = addCount(queued.count, count);
            ++queued.lines; // a range has far fewer than 2^32 lines
            return;
        }
        const std::uint64_t hash = modelHash(key);
        const std::size_t partition = partitionOf(hash, queues.size());
        auto& items = queues[partition].items;
        items.push_back({key.data(), static_cast<std::uint32_t>(key.size()), 1, hash, count});
        // A key seen twice or more keeps its slot: on a skewed list it is likely to come again, the newcomer that
        // collides with it likely not (on 10M Zipf keys, 8 % fewer keys reach the counters this way).
        if (seen.size != 0 && queues[seen.partition].items[seen.item - 1].lines >= 2) {
            return;
        }
        seen = {key.data(), static_cast<std::uint32_t>(items.size()), static_cast<std::uint16_t>(key.size()),
                static_cast<std::uint16_t>(partition)};
    }

    /// Processes [begin, end): complete lines, the last one may lack its '\n' only at end of input.
    void processRange(const char* begin, const char* end) {
        blockErrors.clear();
        blockWarnings.clear();
        for (auto& queue : queues) {
            queue.items.clear();
        }
        const std::size_t slots =
            std::clamp<std::size_t>(std::bit_ceil(static_cast<std::size_t>(end - begin) / 32), 64, kMaxRecentKeys);
        if (recent.size() < slots) {
            recent.resize(slots);
        }
        std::fill_n(recent.begin(), slots, RecentKey{});
        recentShift = 64 - std::countr_zero(slots);
        RangeSums sums; // of the lines that take the full check
        std::uint64_t lines = 0;
        std::uint64_t plainLines = 0; // the common lines: each accepted, with a count of 1
        // A line-by-line total (watching for a line) or an acceptor takes every line through the full check.
        const bool checkEach = static_cast<bool>(options->acceptor) || watchedTotal != ~Uint128{0};
        forEachLine(
            begin, end, [&](const char* lineBegin, const char* lineEnd, bool plain) __attribute__((always_inline)) {
                ++lines;
                std::string_view line(lineBegin, static_cast<std::size_t>(lineEnd - lineBegin));
                // The common line, taken here: a plain key (ASCII, no TAB or NUL) of valid length without edge
                // whitespace, optionally ending in CR. Anything else goes through processLine's checks.
                std::string_view key = line;
                // Every byte hasEdgeWhitespace() looks for is ' ' or below: a last byte above ' ' is no CR to strip
                // and no trailing whitespace, and only the first byte is left to look at.
                bool edgeWhitespace = false;
                if (!key.empty() && static_cast<unsigned char>(key.back()) <= ' ') {
                    if (key.back() == '\r') {
                        key.remove_suffix(1);
                    }
                    edgeWhitespace = hasEdgeWhitespace(key);
                }
                if (!plain || key.empty() || key.size() > limits::kPartitionKeyMaxBytes || checkEach ||
                    edgeWhitespace || static_cast<unsigned char>(key.front()) <= ' ') {
                    processLine(sums, line, lines);
                    return;
                }
                ++plainLines;
                queueKey(key, 1);
            });
        sums.counts.linesRead = lines;
        sums.counts.accepted += plainLines;
        sums.total += plainLines;
        blockLines = lines;
        rangeTotal = sums.total;
        total += sums.total;
        counts.linesRead += sums.counts.linesRead;
        counts.blank += sums.counts.blank;
        counts.accepted += sums.counts.accepted;
        counts.rejected += sums.counts.rejected;
        counts.warned += sums.counts.warned;
    }
};

} // namespace partiscope::detail
