#pragma once

// Internal to core's key-list reader (key_input.cpp): the threads that parse and count a key list. The text is cut
// into steps of one line range per thread; each thread parses its range, queuing each key for the counter of the
// key's hash partition, then counts its own partition's keys of every range of the step.

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

/// Splits text into contiguous line-aligned ranges parsed on several threads; each thread then counts
/// the keys of its own hash partition, taking the ranges in order.
class ParallelLineReader {
public:
    explicit ParallelLineReader(const KeyReadOptions& options) : m_options(options) {
        const unsigned threads = readerThreads(options);
        m_workers.resize(threads);
        m_counters.resize(threads);
        for (auto& worker : m_workers) {
            worker.options = &m_options;
            worker.queues.resize(threads);
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
        const std::size_t threads = m_workers.size();
        // Small blocks are not worth the hand-over to the helpers: parse and count them on this thread.
        const std::size_t ranges = text.size() < (1u << 20) ? 1 : threads;
        // Steps of about kStepBytes per range bound the queues (~1.5 MiB per thread for short keys);
        // each step costs two barrier waits.
        std::vector<std::vector<std::pair<const char*, const char*>>> steps;
        const char* const end = text.data() + text.size();
        for (const char* begin = text.data(); begin < end;) {
            const std::size_t left = static_cast<std::size_t>(end - begin);
            const char* stepEnd = lineBoundaryAfter(begin + std::min(left, kStepBytes * ranges), end);
            const std::size_t size = static_cast<std::size_t>(stepEnd - begin);
            auto& cuts = steps.emplace_back();
            for (std::size_t i = 0; i < ranges; ++i) {
                const char* rangeBegin = cuts.empty() ? begin : cuts.back().second;
                const char* rangeEnd =
                    i + 1 < ranges ? lineBoundaryAfter(begin + size * (i + 1) / ranges, stepEnd) : stepEnd;
                cuts.emplace_back(rangeBegin, std::max(rangeEnd, rangeBegin));
            }
            begin = stepEnd;
        }
        if (ranges == 1) {
            for (const auto& cuts : steps) {
                m_workers[0].processRange(cuts[0].first, cuts[0].second);
                collectIssues(1, cuts);
                for (std::size_t p = 0; p < threads; ++p) {
                    countQueued(p, 1);
                }
            }
            return;
        }
        m_steps = std::move(steps);
        m_file = nullptr;
        startHelpers();
        m_go->arrive_and_wait(); // the helpers take m_steps now
        runSteps(0);
    }

    /// Reads the lines of @p cuts' file, each thread reading its own ranges (see FileRangeCuts), a range per
    /// thread and step. Calls @p progress (bytes done) on this thread after each step. False when @p cancel was
    /// set; a read error is finish()'s fatal error.
    bool processFile(const FileRangeCuts& cuts, const std::function<void(std::uint64_t)>& progress,
                     const std::atomic<bool>* cancel) {
        m_atStart = false;
        m_file = &cuts;
        m_fileProgress = &progress;
        m_fileCancel = cancel;
        m_fileRanges.resize(m_workers.size());
        m_fileCuts.assign(m_workers.size(), {nullptr, nullptr});
        m_rangeErrors.assign(m_workers.size(), std::string());
        m_stopReading = false;
        m_cancelled = false;
        startHelpers();
        m_go->arrive_and_wait(); // the helpers take m_file now
        runFileSteps(0);
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
        for (const LineWorker& worker : m_workers) {
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
    static constexpr std::size_t kStepBytes = 1u << 20;

    /// Worker @p w's part of one step: parse its range of @p cuts, then, once every range is parsed, count its
    /// partition's keys of every range (worker 0 first takes the step's issues in line order), its table grown
    /// first as planGrowth() decided. The caller ends the step at the step barrier.
    void parseAndCount(std::size_t w, const std::vector<std::pair<const char*, const char*>>& cuts) {
        const std::size_t threads = m_workers.size();
        m_workers[w].processRange(cuts[w].first, cuts[w].second);
        m_parsed->arrive_and_wait();
        if (w == 0) {
            collectIssues(threads, cuts);
        }
        m_counters[w].counter.growTo(m_stepSlots);
        countQueued(w, threads);
    }

    /// Worker @p w's share of m_steps.
    void runSteps(std::size_t w) {
        for (const auto& cuts : m_steps) {
            parseAndCount(w, cuts);
            m_step->arrive_and_wait();
        }
    }

    /// Worker @p w's share of reading m_file: read its range of each step, parse it, then count its partition's keys
    /// of every range. All threads stop after the same step: the stop is decided when the step's last thread
    /// arrives at its barrier (StepEnd), and nobody can change it before everybody has seen it.
    void runFileSteps(std::size_t w) {
        const std::size_t threads = m_workers.size();
        const std::uint64_t ranges = m_file->rangeCount();
        for (std::uint64_t first = 0; first < ranges; first += threads) {
            std::string_view text;
            if (m_fileRanges[w].read(*m_file, first + w, m_rangeErrors[w])) {
                text = m_fileRanges[w].text();
            } else {
                m_stopReading = true;
            }
            m_fileCuts[w] = {text.data(), text.data() + text.size()};
            parseAndCount(w, m_fileCuts);
            if (w == 0) {
                if (*m_fileProgress) {
                    (*m_fileProgress)(
                        std::min(m_file->dataEnd, m_file->dataBegin + (first + threads) * m_file->rangeBytes));
                }
                if (m_fileCancel && m_fileCancel->load(std::memory_order_relaxed)) {
                    m_cancelled = true;
                    m_stopReading = true;
                }
            }
            m_step->arrive_and_wait();
            if (m_stopAfterStep) {
                break;
            }
        }
    }

    /// The helper threads live as long as the reader and wait between blocks: a thread start per
    /// block cost more than the parsing of a small block, and blocks are small so that the read buffer
    /// stays in the CPU caches.
    void startHelpers() {
        if (!m_helpers.empty()) {
            return;
        }
        const auto threads = static_cast<std::ptrdiff_t>(m_workers.size());
        m_go = std::make_unique<std::barrier<>>(threads);
        m_parsed = std::make_unique<std::barrier<ParsedEnd>>(threads, ParsedEnd{this});
        m_step = std::make_unique<std::barrier<StepEnd>>(threads, StepEnd{this});
        for (std::size_t w = 1; w < m_workers.size(); ++w) {
            m_helpers.emplace_back([this, w] {
                for (;;) {
                    m_go->arrive_and_wait();
                    if (m_stopping) {
                        return;
                    }
                    if (m_file != nullptr) {
                        runFileSteps(w);
                    } else {
                        runSteps(w);
                    }
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

    /// Run when a step's ranges are parsed, before any thread counts: the size every partition's table grows to
    /// before this step's keys are counted. The partitions hold about equal shares of the keys, so their tables
    /// need the same size within a step or two of each other. Each grows when the first needs to, all on their
    /// own threads at once. Grown one at a time, each growth was waited out by the other threads at the step's
    /// end: reading 10M keys right after another process, four growths of 12-24 ms each, 70 ms of waiting.
    void planGrowth() noexcept {
        std::size_t slots = 0;
        for (std::size_t p = 0; p < m_counters.size(); ++p) {
            std::size_t queued = 0; // at most this many new keys
            for (const LineWorker& worker : m_workers) {
                queued += worker.queues[p].items.size();
            }
            slots = std::max(slots, m_counters[p].counter.slotsFor(queued));
        }
        m_stepSlots = slots;
    }

    /// Counts partition @p p's keys queued by the first @p ranges workers, in range (= line) order.
    void countQueued(std::size_t p, std::size_t ranges) {
        for (std::size_t r = 0; r < ranges; ++r) {
            const auto& queue = m_workers[r].queues[p].items;
            m_counters[p].counter.addBatch(queue.data(), queue.size());
        }
    }

    /// Appends the issues of the first @p ranges workers' ranges (one step), in line order, and
    /// finds the line where the running total first passes 2^53-1.
    void collectIssues(std::size_t ranges, const std::vector<std::pair<const char*, const char*>>& cuts) {
        for (std::size_t i = 0; i < ranges; ++i) {
            LineWorker& worker = m_workers[i];
            if (m_overflowLine == 0 && m_runningTotal + worker.rangeTotal > limits::kMaxKeyCount) {
                // Rare: parse this range again, watching for the line that passes the limit.
                LineWorker watcher;
                watcher.options = &m_options;
                watcher.queues.resize(1);
                watcher.watchedTotal = limits::kMaxKeyCount - m_runningTotal;
                watcher.processRange(cuts[i].first, cuts[i].second);
                m_overflowLine = m_lineBase + watcher.watchedLine;
            }
            m_runningTotal += worker.rangeTotal;
            appendIssues(m_errors, worker.blockErrors);
            appendIssues(m_warnings, worker.blockWarnings);
            m_lineBase += worker.blockLines;
        }
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
    std::vector<LineWorker> m_workers;
    std::vector<PartitionCounter> m_counters; ///< one per hash partition
    std::vector<InputIssue> m_errors;
    std::vector<InputIssue> m_warnings;
    std::uint64_t m_lineBase = 0;
    Uint128 m_runningTotal = 0;
    std::uint64_t m_overflowLine = 0; ///< 0 while the total fits
    bool m_atStart = true;
    // The block being read, cut into steps of one range per worker (see processBlock).
    std::vector<std::vector<std::pair<const char*, const char*>>> m_steps;
    std::vector<std::thread> m_helpers;
    /// Run by the last thread to finish parsing a step's range, before any is let go.
    struct ParsedEnd {
        ParallelLineReader* reader;
        void operator()() noexcept { reader->planGrowth(); }
    };
    /// Run by the last thread to arrive at a step's barrier, before any is let go.
    struct StepEnd {
        ParallelLineReader* reader;
        void operator()() noexcept { reader->m_stopAfterStep = reader->m_stopReading.load(); }
    };
    std::unique_ptr<std::barrier<>> m_go;              ///< a block, a file (or the stop) is ready for the helpers
    std::unique_ptr<std::barrier<ParsedEnd>> m_parsed; ///< a step's ranges are parsed
    std::unique_ptr<std::barrier<StepEnd>> m_step;     ///< a step's keys are counted
    std::size_t m_stepSlots = 0;                       ///< the table size of every partition this step
    bool m_stopping = false;                           ///< read by the helpers after m_go
    // The file being read by processFile(), and each thread's window on it.
    const FileRangeCuts* m_file = nullptr;
    const std::function<void(std::uint64_t)>* m_fileProgress = nullptr;
    const std::atomic<bool>* m_fileCancel = nullptr;
    std::vector<FileLineRange> m_fileRanges;
    std::vector<std::pair<const char*, const char*>> m_fileCuts; ///< the current step's ranges
    std::vector<std::string> m_rangeErrors;                      ///< each thread's read error
    std::atomic<bool> m_stopReading{false}; ///< set during a step: a read error, or the caller cancelled
    bool m_stopAfterStep = false;           ///< m_stopReading as the step ended, the same for every thread
    bool m_cancelled = false;
    std::string m_readError; ///< a read error: finish()'s fatal error
};

} // namespace partiscope::detail
