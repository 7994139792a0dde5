#include "partiscope/key_input.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/key_validation.h"
#include "partiscope/wide_int.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
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
            return "count " + quoted() + " is too large (at most " + std::to_string(limits::kMaxKeyCount) + ")";
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

bool isAsciiSpace(char c) {
    return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

/// State of one worker thread; persists across blocks so each worker counts into one table.
struct LineWorker {
    KeyCounter counter;
    InputCounts counts;
    Uint128 total = 0;
    // Issues of the current block, with line numbers relative to the worker's range start.
    std::vector<InputIssue> blockErrors;
    std::vector<InputIssue> blockWarnings;
    std::uint64_t blockLines = 0;

    const KeyReadOptions* options = nullptr;

    void reject(std::uint64_t line, std::string message) {
        ++counts.rejected;
        if (blockErrors.size() < options->maxReportedIssues) {
            blockErrors.push_back({line, std::move(message)});
        }
    }

    void processLine(std::string_view line, std::uint64_t lineNo) {
        ++counts.linesRead;
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        if (line.empty()) {
            ++counts.blank;
            return;
        }
        std::string_view key = line;
        std::uint64_t count = 1;
        if (const auto tab = line.rfind('\t'); tab != std::string_view::npos) {
            key = line.substr(0, tab);
            if (auto problem = countProblem(line.substr(tab + 1), count)) {
                reject(lineNo, std::move(*problem));
                return;
            }
        }
        if (auto problem = partitionKeyProblem(key)) {
            reject(lineNo, std::move(*problem));
            return;
        }
        if (options->acceptor) {
            if (auto problem = options->acceptor(key, key)) {
                reject(lineNo, std::move(*problem));
                return;
            }
        }
        if (isAsciiSpace(key.front()) || isAsciiSpace(key.back())) {
            ++counts.warned;
            if (blockWarnings.size() < options->maxReportedIssues) {
                blockWarnings.push_back({lineNo, "key has leading or trailing whitespace (kept verbatim)"});
            }
        }
        ++counts.accepted;
        total += count;
        counter.add(key, modelHash(key), count);
    }

    /// Processes [begin, end): complete lines, the last one may lack its '\n' only at end of input.
    void processRange(const char* begin, const char* end) {
        blockErrors.clear();
        blockWarnings.clear();
        blockLines = 0;
        const char* p = begin;
        while (p < end) {
            const char* nl = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
            const char* lineEnd = nl ? nl : end;
            ++blockLines;
            processLine(std::string_view(p, static_cast<std::size_t>(lineEnd - p)), blockLines);
            p = nl ? nl + 1 : end;
        }
    }
};

/// Splits text into contiguous line-aligned ranges and counts them on several threads.
class ParallelLineReader {
public:
    explicit ParallelLineReader(const KeyReadOptions& options) : m_options(options) {
        unsigned threads = options.threads ? options.threads : std::thread::hardware_concurrency();
        threads = std::clamp(threads, 1u, 64u);
        m_workers.resize(threads);
        for (auto& worker : m_workers) {
            worker.options = &m_options;
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
        // Small blocks are not worth a thread start.
        const std::size_t parts = text.size() < (1u << 20) ? 1 : m_workers.size();
        std::vector<std::pair<const char*, const char*>> ranges;
        const char* begin = text.data();
        const char* const end = text.data() + text.size();
        for (std::size_t i = 0; i < parts; ++i) {
            const char* cut = end;
            if (i + 1 < parts) {
                cut = text.data() + text.size() * (i + 1) / parts;
                cut = std::max(cut, begin);
                const char* nl = static_cast<const char*>(std::memchr(cut, '\n', static_cast<std::size_t>(end - cut)));
                cut = nl ? nl + 1 : end;
            }
            ranges.emplace_back(begin, cut);
            begin = cut;
        }
        std::vector<std::thread> threads;
        for (std::size_t i = 1; i < ranges.size(); ++i) {
            threads.emplace_back([this, i, &ranges] { m_workers[i].processRange(ranges[i].first, ranges[i].second); });
        }
        m_workers[0].processRange(ranges[0].first, ranges[0].second);
        for (auto& t : threads) {
            t.join();
        }
        for (std::size_t i = 0; i < ranges.size(); ++i) {
            LineWorker& worker = m_workers[i];
            appendIssues(m_errors, worker.blockErrors);
            appendIssues(m_warnings, worker.blockWarnings);
            m_lineBase += worker.blockLines;
        }
    }

    KeyReadResult finish() {
        KeyReadResult result;
        Uint128 total = 0;
        KeyCounter merged = std::move(m_workers[0].counter);
        for (std::size_t i = 0; i < m_workers.size(); ++i) {
            const LineWorker& worker = m_workers[i];
            if (i > 0) {
                merged.mergeFrom(worker.counter);
            }
            total += worker.total;
            result.counts.linesRead += worker.counts.linesRead;
            result.counts.blank += worker.counts.blank;
            result.counts.accepted += worker.counts.accepted;
            result.counts.rejected += worker.counts.rejected;
            result.counts.warned += worker.counts.warned;
        }
        if (total > limits::kMaxKeyCount) {
            result.fatalError = "the counts add up to more than " + std::to_string(limits::kMaxKeyCount) +
                                " (2^53-1), the largest total Partiscope keeps exact";
            return result;
        }
        result.tally = KeyTally(std::move(merged));
        result.errors = std::move(m_errors);
        result.warnings = std::move(m_warnings);
        return result;
    }

private:
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
    std::vector<InputIssue> m_errors;
    std::vector<InputIssue> m_warnings;
    std::uint64_t m_lineBase = 0;
    bool m_atStart = true;
};

bool cancelled(const KeyReadOptions& options) {
    return options.cancel && options.cancel->load(std::memory_order_relaxed);
}

} // namespace

KeyReadResult readKeyList(std::string_view text, const KeyReadOptions& options) {
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
    ParallelLineReader reader(options);
    const std::size_t block = std::max<std::size_t>(options.blockBytes, 1u << 16);
    std::string buffer;
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
        const ssize_t got = ::read(fd, buffer.data() + carry, buffer.size() - carry);
        if (got < 0) {
            if (errno == EINTR) {
                continue;
            }
            KeyReadResult result;
            result.fatalError = std::string("read error: ") + std::strerror(errno);
            return result;
        }
        if (got == 0) {
            reader.processBlock(std::string_view(buffer.data(), carry));
            break;
        }
        bytesDone += static_cast<std::uint64_t>(got);
        const std::size_t filled = carry + static_cast<std::size_t>(got);
        const std::string_view data(buffer.data(), filled);
        const auto lastNewline = data.rfind('\n');
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

KeyReadResult readKeyListFile(const std::string& path, const KeyReadOptions& options) {
    if (path == "-") {
        return readKeyListFd(STDIN_FILENO, options);
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        KeyReadResult result;
        result.fatalError = "cannot open '" + path + "': " + std::strerror(errno);
        return result;
    }
    KeyReadResult result = readKeyListFd(fd, options);
    ::close(fd);
    return result;
}

} // namespace partiscope
