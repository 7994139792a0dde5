#pragma once

// Internal to the access-log import and replay: one pass over a log, counting each key's requests per key space
// (the table, or the index a read names) and checking what a replay relies on (time order, the number of keys).

#include "access_key_ids.h"

#include "partiscope/import/access_log.h"
#include "partiscope/simulator.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace partiscope::access_log {

/// A line may be this much earlier than the latest line before it: logs merged from several writers interleave
/// by a little. Further out of order is an error (sort the log first); see AccessLogReplay.
inline constexpr double kOrderToleranceS = 1.0;

/// Below this size a second thread costs more than it saves.
inline constexpr std::uint64_t kTwoThreadsFromBytes = 16u << 20;

/// One key's requests over the whole log: counts and capacity units apart, because what a unit is worth in requests
/// depends on the item size and consistency of the scenario it is replayed in.
using KeyTotals = TraceCounts;

struct AccessLogSpace {
    std::string index;             ///< "" for the table
    std::uint64_t firstLine = 0;   ///< where the log first names this index
    KeyTable<KeyTotals> keys;      ///< the totals while the log is read
    std::vector<KeyTotals> totals; ///< by key id, once the whole log is read
};

class AccessLogTally {
public:
    explicit AccessLogTally(std::string fileName);

    /// Counts @p record; false (and problem() set) when it breaks the time order, names an index for a write or
    /// brings the distinct keys past kMaxKeys.
    bool add(const AccessLogRecord& record);
    [[nodiscard]] const std::optional<ImportProblem>& problem() const noexcept { return m_problem; }

    /// [0] the table, then one per index name in order of first appearance.
    [[nodiscard]] const std::vector<AccessLogSpace>& spaces() const noexcept { return m_spaces; }
    [[nodiscard]] double firstTimestamp() const noexcept { return m_first; }
    [[nodiscard]] double lastTimestamp() const noexcept { return m_last; }
    /// Seconds of replay: floor(last - first) + 1 (the log's second 0 to its last second).
    [[nodiscard]] std::uint64_t spanS() const noexcept;
    [[nodiscard]] std::uint64_t records() const noexcept { return m_records; }

    /// Reads @p path into this tally (see readAccessLogFile()). A CSV file of @p twoThreadsFromBytes or more is
    /// read in two halves on two threads, with the same result and the same first problem as one pass.
    bool readFile(const std::string& path, const ImportProgress& progress, ImportProblem& problem, bool& cancelled,
                  std::uint64_t twoThreadsFromBytes = kTwoThreadsFromBytes);
    /// Whether the last readFile() counted the second half on a thread of its own and took its tally (false when it
    /// read the file in one pass, or read the second half again after the first because the two would differ).
    [[nodiscard]] bool readInHalves() const noexcept { return m_readInHalves; }

    /// The space of @p index: 0 for "", else its position (added when new, at @p line).
    std::size_t spaceOf(std::string_view index, std::uint64_t line);

private:
    bool readSequentially(const std::string& path, const ImportProgress& progress, ImportProblem& problem,
                          bool& cancelled);
    /// Whether @p later (the tally of the lines after this one's, from its own reader) adds to this tally exactly as
    /// reading its lines here would have: see readFile().
    [[nodiscard]] bool canTakeLater(const AccessLogTally& later) const;
    /// Adds @p later, whose line numbers are @p lineOffset less than the file's.
    void takeLater(const AccessLogTally& later, std::uint64_t lineOffset);
    /// Fills each space's totals by key id from its key table.
    void settleTotals();

    /// A record whose key is not counted yet while its slot is loaded (see KeyTable::prefetch()): the key of each
    /// line is looked up kCountLag lines later. Only the check for too many keys waits with it.
    struct PendingCount {
        std::size_t space = 0;
        std::uint64_t hash = 0;
        std::string key;
        AccessOperation operation = AccessOperation::Write;
        bool unitsGiven = false;
        double amount = 0;
        std::uint64_t line = 0;
    };
    static constexpr std::size_t kCountLag = 8;
    bool countOldest();
    /// Counts every pending record; false (and problem() set) when one brings the keys past kMaxKeys.
    bool countPending();

    std::string m_fileName;
    std::vector<AccessLogSpace> m_spaces;
    std::optional<ImportProblem> m_problem;
    double m_first = 0;
    double m_last = 0;
    double m_latest = 0; ///< the latest timestamp so far (m_last is the same; named for the order check)
    std::uint64_t m_latestLine = 0;
    std::uint64_t m_records = 0;
    std::size_t m_distinctKeys = 0;
    bool m_readInHalves = false;
    bool m_wholeAmounts = true; ///< every count or units so far a whole number (sums exact up to 2^53)
    double m_maxAmount = 0;
    std::array<PendingCount, kCountLag> m_pending;
    std::size_t m_pendingStart = 0;
    std::size_t m_pendingCount = 0;
};

} // namespace partiscope::access_log
