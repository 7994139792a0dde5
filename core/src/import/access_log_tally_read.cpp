// Reading a log into a tally, on two threads when the file is large: the first half counted here, the second half
// (from a line boundary on) into a second tally with its own reader, merged in afterwards. The merge is speculative:
// it is taken only when the result is the one a single pass gives (same key order, same sums, same checks);
// otherwise the second half is read again here, after the first, so problems keep their file order and line.
#include "access_log_tally.h"
#include "partiscope/os_error.h"

#include "partiscope/input_files.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <future>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace partiscope::access_log {

namespace {

constexpr std::size_t kChunk = 4u << 20;
/// How far the header line and the first newline after the middle are looked for.
constexpr std::size_t kLookAhead = 64u << 10;
/// Whole numbers are exact in a double up to here: sums that stay below it do not depend on their order.
constexpr double kExactWholeNumbers = 9007199254740992.0; // 2^53

enum class RangeEnd { Done, Stopped, ReadError, Halted };

/// Feeds the bytes of @p fd from @p begin to @p end (or to the end of the file when @p end is UINT64_MAX) to
/// @p reader in chunks, calling @p afterChunk with each chunk's size.
RangeEnd feedRange(int fd, std::uint64_t begin, std::uint64_t end, AccessLogReader& reader,
                   const std::function<bool(std::uint64_t)>& afterChunk, std::string& readError) {
    std::vector<char> buffer(kChunk);
    std::uint64_t at = begin;
    while (at < end) {
        const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(kChunk, end - at));
        const ssize_t got = ::pread(fd, buffer.data(), want, static_cast<off_t>(at));
        if (got < 0) {
            if (errno == EINTR) {
                continue;
            }
            readError = std::string("cannot read: ") + osErrorText(errno);
            return RangeEnd::ReadError;
        }
        if (got == 0) {
            break;
        }
        at += static_cast<std::uint64_t>(got);
        if (!reader.feed(std::string_view(buffer.data(), static_cast<std::size_t>(got)))) {
            return RangeEnd::Stopped;
        }
        if (!afterChunk(static_cast<std::uint64_t>(got))) {
            return RangeEnd::Halted;
        }
    }
    return RangeEnd::Done;
}

bool isBlankLine(std::string_view line) {
    return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

/// Where a second thread may start: the header line of a CSV log (@p header, with the blank lines and byte order
/// mark before it) and the first line boundary after the middle of the file. False when the log is not CSV, the
/// header has a quote, or either is not within kLookAhead bytes.
bool findSplit(int fd, std::uint64_t size, std::string& header, std::uint64_t& split) {
    std::string head(kLookAhead, '\0');
    const ssize_t got = ::pread(fd, head.data(), head.size(), 0);
    if (got <= 0) {
        return false;
    }
    head.resize(static_cast<std::size_t>(got));
    std::size_t lineStart = 0;
    while (true) {
        const std::size_t newline = head.find('\n', lineStart);
        if (newline == std::string::npos) {
            return false;
        }
        std::string_view line = std::string_view(head).substr(lineStart, newline - lineStart);
        if (lineStart == 0 && line.substr(0, 3) == "\xEF\xBB\xBF") {
            line.remove_prefix(3);
        }
        if (!isBlankLine(line)) {
            const std::size_t first = line.find_first_not_of(" \t");
            if (line[first] == '{' || line.find('"') != std::string_view::npos) {
                return false;
            }
            header = head.substr(0, newline + 1);
            break;
        }
        lineStart = newline + 1;
    }
    std::string middle(kLookAhead, '\0');
    const std::uint64_t from = size / 2;
    const ssize_t gotMiddle = ::pread(fd, middle.data(), middle.size(), static_cast<off_t>(from));
    if (gotMiddle <= 0) {
        return false;
    }
    const std::size_t newline = std::string_view(middle.data(), static_cast<std::size_t>(gotMiddle)).find('\n');
    if (newline == std::string_view::npos) {
        return false;
    }
    split = from + newline + 1;
    return split > header.size() && split < size;
}

} // namespace

bool AccessLogTally::canTakeLater(const AccessLogTally& later) const {
    if (!m_wholeAmounts || !later.m_wholeAmounts) {
        return false;
    }
    const double records = static_cast<double>(m_records + later.m_records);
    if (records * std::max(m_maxAmount, later.m_maxAmount) >= kExactWholeNumbers) {
        return false;
    }
    // The later lines were checked against their own latest time; here they are also checked against this one's.
    if (m_records > 0 && later.m_records > 0 && later.m_first < m_latest - kOrderToleranceS) {
        return false;
    }
    std::size_t newKeys = 0;
    for (const AccessLogSpace& from : later.m_spaces) {
        const AccessLogSpace* to = nullptr;
        for (const AccessLogSpace& space : m_spaces) {
            if (space.index == from.index) {
                to = &space;
            }
        }
        for (const std::string& name : from.keys.names()) {
            newKeys += to && to->keys.find(name) ? 0 : 1;
        }
    }
    return m_distinctKeys + newKeys <= kMaxKeys;
}

void AccessLogTally::takeLater(const AccessLogTally& later, std::uint64_t lineOffset) {
    for (const AccessLogSpace& from : later.m_spaces) {
        AccessLogSpace& to = m_spaces[spaceOf(from.index, from.firstLine + lineOffset)];
        const std::vector<KeyTotals> values = from.keys.valuesById();
        for (std::size_t k = 0; k < values.size(); ++k) {
            bool added = false;
            KeyTotals& sum = to.keys.valueOf(from.keys.names()[k], modelHash(from.keys.names()[k]), added);
            m_distinctKeys += added ? 1 : 0;
            sum.writes += values[k].writes;
            sum.writeUnits += values[k].writeUnits;
            sum.reads += values[k].reads;
            sum.readUnits += values[k].readUnits;
        }
    }
    if (later.m_records > 0) {
        if (m_records == 0) {
            m_first = later.m_first;
            m_last = later.m_last;
            m_latest = later.m_latest;
            m_latestLine = later.m_latestLine + lineOffset;
        } else {
            m_first = std::min(m_first, later.m_first);
            m_last = std::max(m_last, later.m_last);
            if (later.m_latest > m_latest) {
                m_latest = later.m_latest;
                m_latestLine = later.m_latestLine + lineOffset;
            }
        }
    }
    m_records += later.m_records;
    m_maxAmount = std::max(m_maxAmount, later.m_maxAmount);
}

bool AccessLogTally::readFile(const std::string& path, const ImportProgress& progress, ImportProblem& problem,
                              bool& cancelled, std::uint64_t twoThreadsFromBytes) {
    cancelled = false;
    m_readInHalves = false;
    std::string ignored;
    const int fd = openForReading(path, ignored); // a FIFO opens without waiting for its writer
    if (fd < 0) {
        return readSequentially(path, progress, problem, cancelled); // which words the problem
    }
    const off_t size = ::lseek(fd, 0, SEEK_END);
    const std::uint64_t total = size > 0 ? static_cast<std::uint64_t>(size) : 0;
    std::string header;
    std::uint64_t split = 0;
    if (total < twoThreadsFromBytes || std::thread::hardware_concurrency() < 2 ||
        !findSplit(fd, total, header, split)) {
        ::close(fd);
        const bool ok = readSequentially(path, progress, problem, cancelled);
        if (ok) {
            settleTotals();
        }
        return ok;
    }

    // The second half: its own reader, told the header first (its line numbers count the header's lines).
    AccessLogTally later(m_fileName);
    AccessLogReader laterReader(path, [&later](const AccessLogRecord& record) { return later.add(record); });
    std::atomic<bool> halt{false};
    std::atomic<std::uint64_t> laterDone{0};
    std::uint64_t headerLines = 0;
    std::string laterReadError;
    std::promise<bool> laterResult;
    std::future<bool> laterFinished = laterResult.get_future();
    std::thread worker([&] {
        bool ok = false;
        try {
            ok = laterReader.feed(header);
            headerLines = laterReader.lines();
            ok = ok &&
                 feedRange(
                     fd, split, UINT64_MAX, laterReader,
                     [&](std::uint64_t bytes) {
                         laterDone += bytes;
                         return !halt.load();
                     },
                     laterReadError) == RangeEnd::Done &&
                 laterReader.finish();
        } catch (...) {
            ok = false; // out of memory here: the second half is read again on the calling thread, which reports it
        }
        laterResult.set_value(ok);
    });

    AccessLogReader reader(path, [this](const AccessLogRecord& record) { return add(record); });
    std::uint64_t done = 0;
    bool countLater = true;
    auto report = [&] { return !progress || progress(done + (countLater ? laterDone.load() : 0), total); };
    std::string readError;
    RangeEnd end = feedRange(
        fd, 0, split, reader,
        [&](std::uint64_t bytes) {
            done += bytes;
            return report();
        },
        readError);
    while (end == RangeEnd::Done &&
           laterFinished.wait_for(std::chrono::milliseconds(50)) == std::future_status::timeout) {
        if (!report()) {
            end = RangeEnd::Halted;
        }
    }
    halt = true;
    worker.join();
    const bool laterOk = laterFinished.get() && later.countPending();
    if (end == RangeEnd::Done && !countPending()) {
        end = RangeEnd::Stopped;
    }

    if (end == RangeEnd::Done) {
        if (laterOk && !reader.insideQuotedRecord() && canTakeLater(later)) {
            takeLater(later, reader.lines() - headerLines);
            m_readInHalves = true;
            ::close(fd);
            settleTotals();
            return true;
        }
        // Not the result of one pass: the second half again, here.
        countLater = false;
        end = feedRange(
            fd, split, UINT64_MAX, reader,
            [&](std::uint64_t bytes) {
                done += bytes;
                return report();
            },
            readError);
        if (end == RangeEnd::Done && (!reader.finish() || !countPending())) {
            end = RangeEnd::Stopped;
        }
    }
    ::close(fd);
    switch (end) {
    case RangeEnd::Done:
        settleTotals();
        return true;
    case RangeEnd::Halted:
        cancelled = true;
        return false;
    case RangeEnd::ReadError:
        problem = ImportProblem{path, 0, {}, readError};
        return false;
    case RangeEnd::Stopped:
        countPending(); // a line before the one the reader stopped at may bring too many keys
        if (m_problem) {
            problem = *m_problem;
        } else if (reader.problem()) {
            problem = *reader.problem();
        }
        return false;
    }
    return false;
}

} // namespace partiscope::access_log
