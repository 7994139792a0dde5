#include "partiscope/key_input.h"
#include "partiscope/number_format.h"

#include "fresh_memory.h"
#include "key_line_worker.h"
#include "key_reader_detail.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"
#include "partiscope/wide_int.h"

#include <algorithm>
#include <barrier>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <thread>
#include <unistd.h>

namespace partiscope {

std::optional<std::string> countProblem(std::string_view field, std::uint64_t& value) {
    auto quoted = [&] {
        std::string shown(field.substr(0, 40));
        return "'" + shown + (field.size() > 40 ? "...'" : "'");
    };
    if (field.empty()) {
        return std::string("missing count after TAB");
    }
    std::uint64_t v = 0;
    for (const char c : field) {
        if (c < '0' || c > '9') {
            return "count " + quoted() + " is not a positive whole number (text after the last TAB must be a count)";
        }
        if (v > (limits::kMaxKeyCount - static_cast<std::uint64_t>(c - '0')) / 10) {
            return "count " + quoted() + " is too large (at most " + groupedCount(limits::kMaxKeyCount) + ")";
        }
        v = v * 10 + static_cast<std::uint64_t>(c - '0');
    }
    if (v == 0) {
        return std::string("count 0 is not allowed (counts start at 1)");
    }
    value = v;
    return std::nullopt;
}

namespace {

using detail::LineWorker;

/// The counter of one hash partition.
struct alignas(detail::kCacheLinePadding) PartitionCounter {
    KeyCounter counter;
};

/// Splits text into contiguous line-aligned ranges parsed on several threads; each thread then counts
/// the keys of its own hash partition, taking the ranges in order.
class ParallelLineReader {
public:
    explicit ParallelLineReader(const KeyReadOptions& options) : m_options(options) {
        unsigned threads = options.threads ? options.threads : std::thread::hardware_concurrency();
        threads = std::clamp(threads, 1u, 64u);
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
            if (text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0) {
                text.remove_prefix(3);
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
        startHelpers();
        m_go->arrive_and_wait(); // the helpers take m_steps now
        runSteps(0);
    }

    ParallelLineReader(const ParallelLineReader&) = delete;
    ParallelLineReader& operator=(const ParallelLineReader&) = delete;
    ~ParallelLineReader() { stopHelpers(); }

    KeyReadResult finish() {
        stopHelpers();
        KeyReadResult result;
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
            result.fatalError = detail::totalTooLargeMessage();
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

    /// Worker @p w's share of m_steps: parse its range, then count its partition's keys of every range.
    void runSteps(std::size_t w) {
        const std::size_t threads = m_workers.size();
        for (const auto& cuts : m_steps) {
            m_workers[w].processRange(cuts[w].first, cuts[w].second);
            m_step->arrive_and_wait();
            if (w == 0) {
                collectIssues(threads, cuts);
            }
            countQueued(w, threads);
            m_step->arrive_and_wait();
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
        m_step = std::make_unique<std::barrier<>>(threads);
        for (std::size_t w = 1; w < m_workers.size(); ++w) {
            m_helpers.emplace_back([this, w] {
                for (;;) {
                    m_go->arrive_and_wait();
                    if (m_stopping) {
                        return;
                    }
                    runSteps(w);
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
    std::unique_ptr<std::barrier<>> m_go;   ///< a block (or the stop) is ready for the helpers
    std::unique_ptr<std::barrier<>> m_step; ///< parse / count phases of one step
    bool m_stopping = false;                ///< read by the helpers after m_go
};

std::atomic<std::uint64_t> g_keyTextParses{0};

bool cancelled(const KeyReadOptions& options) {
    return options.cancel && options.cancel->load(std::memory_order_relaxed);
}

} // namespace

void detail::noteKeyTextParse() noexcept {
    g_keyTextParses.fetch_add(1, std::memory_order_relaxed);
}

std::string detail::totalTooLargeMessage() {
    return "the counts add up to more than " + groupedCount(limits::kMaxKeyCount) +
           " (2^53-1) here, the largest total Partiscope keeps exact";
}

std::uint64_t keyTextParses() noexcept {
    return g_keyTextParses.load(std::memory_order_relaxed);
}

KeyReadResult readKeyList(std::string_view text, const KeyReadOptions& options) {
    detail::noteKeyTextParse();
    ParallelLineReader reader(options);
    // Feed in blocks so progress and cancellation work for big pastes too.
    const std::size_t block = std::max<std::size_t>(options.blockBytes, 1u << 16);
    std::size_t done = 0;
    while (done < text.size()) {
        if (cancelled(options)) {
            KeyReadResult result;
            result.fatalError = "cancelled";
            return result;
        }
        std::size_t cut = std::min(text.size(), done + block);
        if (cut < text.size()) {
            const auto nl = text.find('\n', cut);
            cut = nl == std::string_view::npos ? text.size() : nl + 1;
        }
        reader.processBlock(text.substr(done, cut - done));
        done = cut;
        if (options.progress) {
            options.progress(done);
        }
    }
    return reader.finish();
}

KeyReadResult readKeyListFd(int fd, const KeyReadOptions& options) {
    detail::noteKeyTextParse(); // readKeyListFile() comes here too: a file counts once
    ParallelLineReader reader(options);
    const std::size_t block = std::max<std::size_t>(options.blockBytes, 1u << 16);
    std::string buffer;
    buffer.reserve(block);
    detail::prepareFreshMemory(buffer.data(), block, block);
    buffer.resize(block);
    std::size_t carry = 0; // bytes of an incomplete last line kept at the buffer start
    std::uint64_t bytesDone = 0;
    for (;;) {
        if (cancelled(options)) {
            KeyReadResult result;
            result.fatalError = "cancelled";
            return result;
        }
        if (buffer.size() - carry < block / 2) {
            // A single line longer than the block: grow instead of splitting it.
            buffer.resize(buffer.size() * 2);
        }
        KeyReadResult failed;
        const std::ptrdiff_t got = readSome(fd, buffer.data() + carry, buffer.size() - carry, failed.fatalError);
        if (got < 0) {
            return failed;
        }
        if (got == 0) {
            reader.processBlock(std::string_view(buffer.data(), carry));
            break;
        }
        bytesDone += static_cast<std::uint64_t>(got);
        const std::size_t filled = carry + static_cast<std::size_t>(got);
        const std::string_view data(buffer.data(), filled);
        // The carried bytes hold no '\n': search only what this read added. Searching the whole
        // buffer again made a long line from a pipe (64 KiB per read) quadratic.
        auto lastNewline = data.substr(carry).rfind('\n');
        if (lastNewline != std::string_view::npos) {
            lastNewline += carry;
        }
        if (lastNewline == std::string_view::npos) {
            carry = filled;
            continue;
        }
        reader.processBlock(data.substr(0, lastNewline + 1));
        carry = filled - (lastNewline + 1);
        std::memmove(buffer.data(), buffer.data() + lastNewline + 1, carry);
        if (options.progress) {
            options.progress(bytesDone);
        }
    }
    return reader.finish();
}

KeyReadResult readKeysFromPath(const std::string& path, const std::function<KeyReadResult(int fd)>& readFd) {
    if (path == "-") {
        return readFd(STDIN_FILENO);
    }
    KeyReadResult result;
    const int fd = openForReading(path, result.fatalError);
    if (fd < 0) {
        return result;
    }
    result = readFd(fd);
    ::close(fd);
    return result;
}

KeyReadResult readKeyListFile(const std::string& path, const KeyReadOptions& options) {
    return readKeysFromPath(path, [&options](int fd) { return readKeyListFd(fd, options); });
}

} // namespace partiscope
