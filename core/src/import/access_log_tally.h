#pragma once

// Internal to the access-log import and replay: one pass over a log, counting each key's requests per key space
// (the table, or the index a read names) and checking what a replay relies on (time order, the number of keys).

#include "access_key_ids.h"

#include "partiscope/import/access_log.h"
#include "partiscope/simulator.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace partiscope::access_log {

/// A line may be this much earlier than the latest line before it: logs merged from several writers interleave
/// by a little. Further out of order is an error (sort the log first); see AccessLogReplay.
inline constexpr double kOrderToleranceS = 1.0;

/// One key's requests over the whole log: counts and capacity units apart, because what a unit is worth in requests
/// depends on the item size and consistency of the scenario it is replayed in.
using KeyTotals = TraceCounts;

struct AccessLogSpace {
    std::string index;           ///< "" for the table
    std::uint64_t firstLine = 0; ///< where the log first names this index
    KeyIds ids;
    std::vector<KeyTotals> totals; ///< by key id
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

    /// Reads @p path into this tally (see readAccessLogFile()).
    bool readFile(const std::string& path, const ImportProgress& progress, ImportProblem& problem, bool& cancelled);

    /// The space of @p index: 0 for "", else its position (added when new, at @p line).
    std::size_t spaceOf(std::string_view index, std::uint64_t line);

private:
    std::string m_fileName;
    std::vector<AccessLogSpace> m_spaces;
    std::optional<ImportProblem> m_problem;
    double m_first = 0;
    double m_last = 0;
    double m_latest = 0; ///< the latest timestamp so far (m_last is the same; named for the order check)
    std::uint64_t m_latestLine = 0;
    std::uint64_t m_records = 0;
    std::size_t m_distinctKeys = 0;
};

} // namespace partiscope::access_log
