// One pass over an access log: per-key totals for an import, and the keys and span a replay places before it plays.
#include "access_log_tally.h"

#include "partiscope/number_format.h"
#include "partiscope/scenario.h"

#include <cmath>

namespace partiscope::access_log {

AccessLogTally::AccessLogTally(std::string fileName) : m_fileName(std::move(fileName)) {
    m_spaces.emplace_back();
}

std::uint64_t AccessLogTally::spanS() const noexcept {
    if (m_records == 0) {
        return 1;
    }
    return static_cast<std::uint64_t>(std::floor(m_last - m_first)) + 1;
}

std::size_t AccessLogTally::spaceOf(std::string_view index, std::uint64_t line) {
    if (index.empty()) {
        return 0;
    }
    for (std::size_t s = 1; s < m_spaces.size(); ++s) {
        if (m_spaces[s].index == index) {
            return s;
        }
    }
    AccessLogSpace space;
    space.index = std::string(index);
    space.firstLine = line;
    m_spaces.push_back(std::move(space));
    return m_spaces.size() - 1;
}

bool AccessLogTally::add(const AccessLogRecord& record) {
    auto fail = [&](std::string message) {
        if (!countPending()) {
            return false; // an earlier line's problem
        }
        m_problem = ImportProblem{m_fileName, record.line, {}, std::move(message)};
        return false;
    };
    if (m_records == 0) {
        m_first = m_last = m_latest = record.timestamp;
        m_latestLine = record.line;
    } else if (record.timestamp < m_latest - kOrderToleranceS) {
        return fail("out of time order: " + groupedNumber(m_latest - record.timestamp) + " s before line " +
                    std::to_string(m_latestLine) +
                    " (a trace may be out of order by at most 1 s; sort it by timestamp first)");
    }
    if (record.timestamp > m_latest) {
        m_latest = record.timestamp;
        m_latestLine = record.line;
    }
    m_first = std::min(m_first, record.timestamp);
    m_last = std::max(m_last, record.timestamp);
    if (record.operation == AccessOperation::Write && !record.index.empty()) {
        return fail("a write names index '" + std::string(record.index.substr(0, 255)) +
                    "': writes go to the table (index is for reads only)");
    }
    const std::size_t space = spaceOf(record.index, record.line);
    if (m_pendingCount == kCountLag && !countOldest()) {
        return false;
    }
    PendingCount& pending = m_pending[(m_pendingStart + m_pendingCount++) % kCountLag];
    pending.space = space;
    pending.hash = modelHash(record.key);
    pending.key.assign(record.key);
    pending.operation = record.operation;
    pending.unitsGiven = record.unitsGiven;
    pending.amount = record.amount;
    pending.line = record.line;
    m_spaces[space].keys.prefetch(pending.hash);
    m_wholeAmounts = m_wholeAmounts && record.amount == std::floor(record.amount);
    m_maxAmount = std::max(m_maxAmount, record.amount);
    ++m_records;
    return true;
}

bool AccessLogTally::countOldest() {
    const PendingCount& pending = m_pending[m_pendingStart];
    m_pendingStart = (m_pendingStart + 1) % kCountLag;
    --m_pendingCount;
    bool added = false;
    KeyTotals& totals = m_spaces[pending.space].keys.valueOf(pending.key, pending.hash, added);
    if (added && ++m_distinctKeys > kMaxKeys) {
        m_pendingCount = 0;
        m_problem =
            ImportProblem{m_fileName, pending.line, {}, "more than " + groupedCount(kMaxKeys) + " distinct keys"};
        return false;
    }
    if (pending.operation == AccessOperation::Write) {
        (pending.unitsGiven ? totals.writeUnits : totals.writes) += pending.amount;
    } else {
        (pending.unitsGiven ? totals.readUnits : totals.reads) += pending.amount;
    }
    return true;
}

bool AccessLogTally::countPending() {
    while (m_pendingCount > 0) {
        if (!countOldest()) {
            return false;
        }
    }
    return true;
}

bool AccessLogTally::readSequentially(const std::string& path, const ImportProgress& progress, ImportProblem& problem,
                                      bool& cancelled) {
    bool ok = readAccessLogFile(
        path, [this](const AccessLogRecord& record) { return add(record); }, progress, problem, cancelled);
    if (!cancelled && !countPending()) {
        ok = false;
    }
    if (!ok && m_problem) {
        problem = *m_problem;
    }
    return ok;
}

void AccessLogTally::settleTotals() {
    for (AccessLogSpace& space : m_spaces) {
        space.totals = space.keys.valuesById();
    }
}

} // namespace partiscope::access_log
