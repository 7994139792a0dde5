#pragma once

#include "partiscope/import/import.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

/// @brief Access logs: one line per request (or per batch of requests to one key), as CSV with a header row or as
/// JSON lines. Read by the access-log import (a scenario weighted by the log) and by trace replay (the log played
/// second by second as the workload).
namespace partiscope {

enum class AccessOperation { Write, Read };

/// @brief Longest access-log line (a quoted CSV field may span lines; each counts): a key is at most 2,048 bytes, the
/// other fields a few dozen. The log itself is streamed, so only a line is bounded.
inline constexpr std::size_t kMaxAccessLogLineBytes = std::size_t{1} << 20;

/// @brief One line of an access log. The strings point into the reader's buffer: valid during the callback only.
struct AccessLogRecord {
    double timestamp = 0; ///< epoch seconds (ISO 8601 times converted to UTC)
    std::string_view key;
    AccessOperation operation = AccessOperation::Write;
    /// `count` (requests) or, when `unitsGiven`, `units` (capacity units consumed; see accessRequests()).
    double amount = 1;
    bool unitsGiven = false;
    std::string_view index; ///< empty: the table; else the index the request reads
    std::uint64_t line = 0; ///< 1-based physical line the record starts on
};

/// @brief The requests a record stands for: its `count`, or its `units` divided by what one request costs
/// (@p unitsPerWrite WCU, @p unitsPerRead RCU: the item's size rounded up to 1 KB / 4 KB, times the consistency's
/// factor).
inline double accessRequests(const AccessLogRecord& record, double unitsPerWrite, double unitsPerRead) {
    if (!record.unitsGiven) {
        return record.amount;
    }
    return record.amount / (record.operation == AccessOperation::Write ? unitsPerWrite : unitsPerRead);
}

/// @brief Incremental access-log parser: feed bytes in any chunking. The format is decided by the first non-blank
/// byte: `{` is JSON lines, anything else CSV (RFC 4180, header row first). Columns / members: `timestamp` (epoch
/// seconds, possibly fractional, or ISO 8601 `2024-05-01T12:00:00.5Z` / `...+02:00`), `key`, and optionally
/// `operation` (`read` | `write`, default write), `count` or `units` (default a count of 1), `index`. Other CSV
/// columns and JSON members are ignored. Blank lines are skipped.
class AccessLogReader {
public:
    /// Called once per record; return false to stop reading (feed() then returns false with no problem).
    using RecordSink = std::function<bool(const AccessLogRecord&)>;

    /// @p fileName is only used in problems.
    AccessLogReader(std::string fileName, RecordSink sink);
    ~AccessLogReader();
    AccessLogReader(const AccessLogReader&) = delete;
    AccessLogReader& operator=(const AccessLogReader&) = delete;

    /// Returns false once a problem is found (see problem()) or the sink stopped; later calls do nothing.
    bool feed(std::string_view bytes);
    /// The end of the input: the last line may lack its newline; a log without a single record is a problem.
    bool finish();
    [[nodiscard]] const std::optional<ImportProblem>& problem() const noexcept;
    [[nodiscard]] std::uint64_t records() const noexcept;
    /// Lines completed so far (a last line without its newline is counted by finish()).
    [[nodiscard]] std::uint64_t lines() const noexcept;
    /// True between the start of a quoted CSV field that spans lines and its end.
    [[nodiscard]] bool insideQuotedRecord() const noexcept;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

/// @brief Reads @p path through an AccessLogReader in chunks of 4 MB, calling @p progress after each chunk.
/// Returns false with @p problem set (an unreadable file is a problem at line 0) or @p cancelled set.
bool readAccessLogFile(const std::string& path, const AccessLogReader::RecordSink& sink, const ImportProgress& progress,
                       ImportProblem& problem, bool& cancelled);

/// @brief Parses an access-log timestamp: epoch seconds (`1714564800`, `1714564800.25`) or ISO 8601 with `Z` or an
/// offset (`2024-05-01T12:00:00Z`, `2024-05-01 14:00:00.250+02:00`). Returns false with @p error when it is neither.
bool parseAccessTimestamp(std::string_view text, double& epochSeconds, std::string& error);

} // namespace partiscope
