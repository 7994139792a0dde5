#pragma once

// Internal to core's key-list reader (key_input.cpp): the threads that parse and count a key list. The text is cut
// into line ranges; any thread parses the next range, queuing each key for the counter of the key's hash partition,
// and each thread counts its own partition's keys of every range, in order.

#include "file_line_ranges.h"
#include "key_line_worker.h"
#include "key_reader_detail.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/key_input.h"
#include "partiscope/key_tally.h"
#include "partiscope/wide_int.h"

#include <algorithm>
#include <atomic>
#include <barrier>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

namespace partiscope::detail {

/// A UTF-8 byte-order mark, skipped at the start of a key list.
inline constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

/// The threads a key reader runs with @p options: KeyReadOptions::threads, or one per core; 1 to 64.
inline unsigned readerThreads(const KeyReadOptions& options) {
    const unsigned threads = options.threads ? options.threads : std::thread::hardware_concurrency();
    return std::clamp(threads, 1u, 64u);
}

/// The counter of one hash partition.
struct alignas(kCacheLinePadding) PartitionCounter {
    KeyCounter counter;
};

/// One line range on its way through the reader: parsed by whichever thread takes it, then counted by every
/// partition's thread, then its issues are taken in line order and the slot holds the next range.
struct alignas(kCacheLinePadding) RangeSlot {
    LineWorker worker;  ///< the range's parse: its queued keys per partition, its issues and sums
    FileLineRange file; ///< a file's range is read into the slot's own buffer
    const char* begin = nullptr;
    const char* end = nullptr;
    std::atomic<std::uint64_t> parsed{0};  ///< the index + 1 of the range this slot holds, once it is parsed
    std::atomic<std::uint32_t> toCount{0}; ///< partitions that have not counted it yet
};

/// Splits text into contiguous line-aligned ranges of about 1 MiB. Any thread parses the next range while a slot is
/// free for it; each thread counts its own hash partition's keys of every range, taking the ranges in order. No
/// thread waits for the others at fixed points: a thread only waits when its partition's next range is still being
/// parsed and no slot is free for another. With a barrier after each step's parsing and counting, each thread had
/// waited 24-53 ms of a 0.3 s read of 10M keys for the other's noise (its share of the host's CPU and memory).
class ParallelLineReader {
public:
    explicit ParallelLineReader(const KeyReadOptions& options)
        : m_options(options), m_threads(readerThreads(options)), m_slotCount(m_threads + 2),
          m_slots(std::make_unique<RangeSlot[]>(m_slotCount)) {
        m_counters.resize(m_threads);
        m_nextToCount.assign(m_threads, 0);
        m_rangeErrors.assign(m_threads, std::string());
        for (std::size_t i = 0; i < m_slotCount; ++i) {
            m_slots[i].worker.options = &m_options;
            m_slots[i].worker.queues.resize(m_threads);
        }
    }

    /// @p text must end on a line boundary unless it is the end of the input.
    void processBlock(std::string_view text) {
        if (text.empty()) {
            return;
        }
        if (m_atStart) {
            m_atStart = false;
            if (text.substr(0, kUtf8Bom.size()) == kUtf8Bom) {
                text.remove_prefix(kUtf8Bom.size());
            }
        }
        m_blockRanges.clear();
        const char* const end = text.data() + text.size();
        for (const char* begin = text.data(); begin < end;) {
            const char* rangeEnd = lineBoundaryAfter(begin + std::min<std::size_t>(end - begin, kRangeBytes), end);
            m_blockRanges.emplace_back(begin, rangeEnd);
            begin = rangeEnd;
        }
        m_file = nullptr;
        // Small blocks are not worth the hand-over to the helpers: parse and count them on this thread.
        if (m_threads == 1 || text.size() < kRangeBytes) {
            for (std::uint64_t k = 0; k < m_blockRanges.size(); ++k) {
                RangeSlot& slot = m_slots[0];
                std::tie(slot.begin, slot.end) = m_blockRanges[k];
                slot.worker.processRange(slot.begin, slot.end);
                for (std::size_t p = 0; p < m_threads; ++p) {
                    const auto& queue = slot.worker.queues[p].items;
                    m_counters[p].counter.addBatch(queue.data(), queue.size());
                }
                collectIssues(slot);
            }
            return;
        }
        runJob(m_blockRanges.size());
    }

    /// Reads the lines of @p cuts' file: each thread reads the ranges it parses (see FileRangeCuts). Calls
    /// @p progress (bytes done) on this thread as ranges are done. False when @p cancel was set; a read error is
    /// finish()'s fatal error.
    bool processFile(const FileRangeCuts& cuts, const std::function<void(std::uint64_t)>& progress,
                     const std::atomic<bool>* cancel) {
        m_atStart = false;
        m_file = &cuts;
        m_fileProgress = &progress;
        m_fileCancel = cancel;
        m_cancelled = false;
        runJob(cuts.rangeCount());
        m_file = nullptr;
        for (std::string& error : m_rangeErrors) {
            if (!error.empty() && m_readError.empty()) {
                m_readError = std::move(error);
            }
        }
        return !m_cancelled;
    }

    ParallelLineReader(const ParallelLineReader&) = delete;
    ParallelLineReader& operator=(const ParallelLineReader&) = delete;
    ~ParallelLineReader() { stopHelpers(); }

    KeyReadResult finish() {
        stopHelpers();
        KeyReadResult result;
        if (!m_readError.empty()) {
            result.fatalError = std::move(m_readError);
            return result;
        }
        Uint128 total = 0;
        for (std::size_t i = 0; i < m_slotCount; ++i) {
            const LineWorker& worker = m_slots[i].worker;
            total += worker.total;
            result.counts.linesRead += worker.counts.linesRead;
            result.counts.blank += worker.counts.blank;
            result.counts.accepted += worker.counts.accepted;
            result.counts.rejected += worker.counts.rejected;
            result.counts.warned += worker.counts.warned;
        }
        if (total > limits::kMaxKeyCount) {
            result.fatalLine = m_overflowLine;
            result.fatalError = totalTooLargeMessage();
            return result;
        }
        // The partitions hold disjoint keys: concatenate them, no lookups needed.
        std::vector<KeyCounter> parts;
        parts.reserve(m_counters.size());
        for (auto& partition : m_counters) {
            parts.push_back(std::move(partition.counter));
        }
        result.tally = KeyTally(std::move(parts));
        result.errors = std::move(m_errors);
        result.warnings = std::move(m_warnings);
        return result;
    }

private:
    static constexpr std::size_t kRangeBytes = 1u << 20;

    /// Parses and counts ranges 0 .. @p ranges - 1 of the current block or file on every thread, and returns when
    /// all are done (or the job stopped).
    void runJob(std::uint64_t ranges) {
        m_reported = 0;
        m_rangeCount = ranges;
        m_nextToParse.store(0, std::memory_order_relaxed);
        m_freed.store(0, std::memory_order_relaxed);
        m_stopJob.store(false, std::memory_order_relaxed);
        std::fill(m_nextToCount.begin(), m_nextToCount.end(), 0);
        for (std::size_t i = 0; i < m_slotCount; ++i) {
            m_slots[i].parsed.store(0, std::memory_order_relaxed);
        }
        startHelpers();
        m_go->arrive_and_wait(); // the helpers take the job now
        runRanges(0);
        m_done->arrive_and_wait(); // every range is counted and its issues taken
        if (m_file != nullptr && !m_stopJob.load(std::memory_order_relaxed)) {
            reportFileProgress(); // the last range may have been freed by another thread
        }
    }

    /// Thread @p w's share of the job: counts its partition's keys of each range in order, and parses the next
    /// range whenever its partition's next one is not parsed yet.
    void runRanges(std::size_t w) {
        while (m_nextToCount[w] < m_rangeCount) {
            // Read before the state it stands for: whatever changes after this read also changes m_events, so the
            // wait below cannot miss it.
            const std::uint32_t events = m_events.load(std::memory_order_acquire);
            if (m_stopJob.load(std::memory_order_acquire)) {
                break;
            }
            const std::uint64_t k = m_nextToCount[w];
            RangeSlot& slot = slotOf(k);
            if (slot.parsed.load(std::memory_order_acquire) == k + 1) {
                countRange(w, slot);
            } else if (!takeRangeToParse(w)) {
                m_events.wait(events, std::memory_order_acquire); // until a range is parsed or freed
            }
            if (w == 0 && m_file != nullptr) {
                reportFileProgress();
            }
        }
    }

    RangeSlot& slotOf(std::uint64_t range) { return m_slots[range % m_slotCount]; }

    /// Parses the next range if its slot is free; false when there is none to take.
    bool takeRangeToParse(std::size_t w) {
        std::uint64_t k = m_nextToParse.load(std::memory_order_relaxed);
        if (k >= m_rangeCount || k >= m_freed.load(std::memory_order_acquire) + m_slotCount ||
            !m_nextToParse.compare_exchange_strong(k, k + 1, std::memory_order_relaxed)) {
            return false;
        }
        RangeSlot& slot = slotOf(k);
        if (m_file != nullptr) {
            if (!slot.file.read(*m_file, k, m_rangeErrors[w])) {
                stopJob();
                return true;
            }
            const std::string_view text = slot.file.text();
            slot.begin = text.data();
            slot.end = text.data() + text.size();
        } else {
            std::tie(slot.begin, slot.end) = m_blockRanges[k];
        }
        slot.worker.processRange(slot.begin, slot.end);
        slot.toCount.store(static_cast<std::uint32_t>(m_threads), std::memory_order_relaxed);
        slot.parsed.store(k + 1, std::memory_order_release);
        publish();
        return true;
    }

    /// Counts partition @p w's keys of the range in @p slot; the last partition to count it takes its issues and
    /// frees the slot. Ranges are freed in order: each partition counts them in order.
    void countRange(std::size_t w, RangeSlot& slot) {
        const auto& queue = slot.worker.queues[w].items;
        m_counters[w].counter.addBatch(queue.data(), queue.size());
        const std::uint64_t k = m_nextToCount[w]++;
        if (slot.toCount.fetch_sub(1, std::memory_order_acq_rel) == 1) {
            collectIssues(slot);
            m_freed.store(k + 1, std::memory_order_release);
            publish();
        }
    }

    /// Wakes the threads waiting for a range to be parsed or freed.
    void publish() {
        m_events.fetch_add(1, std::memory_order_release);
        m_events.notify_all();
    }

    void stopJob() {
        m_stopJob.store(true, std::memory_order_release);
        publish();
    }

    /// On the calling thread, after each range it parsed or counted: reports the ranges freed since the last report
    /// (as bytes of the file) and stops the job when the caller cancelled.
    void reportFileProgress() {
        const std::uint64_t freed = m_freed.load(std::memory_order_acquire);
        if (freed != m_reported && *m_fileProgress) {
            (*m_fileProgress)(std::min(m_file->dataEnd, m_file->dataBegin + freed * m_file->rangeBytes));
        }
        m_reported = freed;
        if (m_fileCancel && m_fileCancel->load(std::memory_order_relaxed) && !m_cancelled) {
            m_cancelled = true;
            stopJob();
        }
    }

    /// The helper threads live as long as the reader and wait between jobs: a thread start per block cost more
    /// than the parsing of a small block.
    void startHelpers() {
        if (!m_helpers.empty()) {
            return;
        }
        const auto threads = static_cast<std::ptrdiff_t>(m_threads);
        m_go = std::make_unique<std::barrier<>>(threads);
        m_done = std::make_unique<std::barrier<>>(threads);
        for (std::size_t w = 1; w < m_threads; ++w) {
            m_helpers.emplace_back([this, w] {
                for (;;) {
                    m_go->arrive_and_wait();
                    if (m_stopping) {
                        return;
                    }
                    runRanges(w);
                    m_done->arrive_and_wait();
                }
            });
        }
    }

    void stopHelpers() {
        if (m_helpers.empty()) {
            return;
        }
        m_stopping = true;
        m_go->arrive_and_wait();
        for (auto& helper : m_helpers) {
            helper.join();
        }
        m_helpers.clear();
    }

    /// The position just after the first '\n' at or after @p from, or @p end.
    static const char* lineBoundaryAfter(const char* from, const char* end) {
        if (from >= end) {
            return end;
        }
        const char* nl = static_cast<const char*>(std::memchr(from, '\n', static_cast<std::size_t>(end - from)));
        return nl ? nl + 1 : end;
    }

    /// Appends the issues of the range in @p slot, whose ranges before it are all taken, in line order, and finds
    /// the line where the running total first passes 2^53-1.
    void collectIssues(RangeSlot& slot) {
        LineWorker& worker = slot.worker;
        if (m_overflowLine == 0 && m_runningTotal + worker.rangeTotal > limits::kMaxKeyCount) {
            // Rare: parse this range again, watching for the line that passes the limit.
            LineWorker watcher;
            watcher.options = &m_options;
            watcher.queues.resize(1);
            watcher.watchedTotal = limits::kMaxKeyCount - m_runningTotal;
            watcher.processRange(slot.begin, slot.end);
            m_overflowLine = m_lineBase + watcher.watchedLine;
        }
        m_runningTotal += worker.rangeTotal;
        appendIssues(m_errors, worker.blockErrors);
        appendIssues(m_warnings, worker.blockWarnings);
        m_lineBase += worker.blockLines;
    }

    void appendIssues(std::vector<InputIssue>& into, std::vector<InputIssue>& from) const {
        for (auto& issue : from) {
            if (into.size() >= m_options.maxReportedIssues) {
                break;
            }
            issue.line += m_lineBase;
            into.push_back(std::move(issue));
        }
    }

    const KeyReadOptions& m_options;
    const std::size_t m_threads;
    const std::size_t m_slotCount; ///< ranges parsed ahead of the slowest partition's counting, at most
    std::unique_ptr<RangeSlot[]> m_slots;
    std::vector<PartitionCounter> m_counters; ///< one per hash partition, counted on the thread of its index
    // Issues and the running total, taken range by range in line order (by the thread that frees the range).
    std::vector<InputIssue> m_errors;
    std::vector<InputIssue> m_warnings;
    std::uint64_t m_lineBase = 0;
    Uint128 m_runningTotal = 0;
    std::uint64_t m_overflowLine = 0; ///< 0 while the total fits
    bool m_atStart = true;
    // The job: ranges 0 .. m_rangeCount - 1 of the current block (m_blockRanges) or file (m_file).
    std::vector<std::pair<const char*, const char*>> m_blockRanges;
    std::uint64_t m_rangeCount = 0;
    std::atomic<std::uint64_t> m_nextToParse{0};
    std::atomic<std::uint64_t> m_freed{0};    ///< ranges counted by every partition, their slots free again
    std::vector<std::uint64_t> m_nextToCount; ///< per partition, written only by its thread
    std::atomic<std::uint32_t> m_events{0};   ///< bumped when a range is parsed or freed, or the job stops
    std::atomic<bool> m_stopJob{false};       ///< a read error, or the caller cancelled
    std::vector<std::thread> m_helpers;
    std::unique_ptr<std::barrier<>> m_go;   ///< a job (or the stop) is ready for the helpers
    std::unique_ptr<std::barrier<>> m_done; ///< every thread is done with the job
    bool m_stopping = false;                ///< read by the helpers after m_go
    // The file being read by processFile().
    const FileRangeCuts* m_file = nullptr;
    const std::function<void(std::uint64_t)>* m_fileProgress = nullptr;
    const std::atomic<bool>* m_fileCancel = nullptr;
    std::vector<std::string> m_rangeErrors; ///< each thread's read error
    std::uint64_t m_reported = 0;           ///< ranges freed as of the last progress report
    bool m_cancelled = false;
    std::string m_readError; ///< a read error: finish()'s fatal error
};

} // namespace partiscope::detail
