// Trace replay of an access log: the first pass counts the keys (AccessLogTally), the second streams the file again
// and hands the simulator one second at a time, each key's requests of that second summed.
#include "partiscope/import/access_log_replay.h"

#include "access_log_tally.h"
#include "partiscope/os_error.h"

#include "partiscope/input_files.h"
#include "partiscope/number_format.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <deque>
#include <fcntl.h>
#include <filesystem>
#include <unistd.h>

namespace partiscope {

using namespace access_log;

namespace {

/// Small chunks in the second pass: every line of a chunk is buffered by its second until that second is asked for.
constexpr std::size_t kReplayChunk = 1u << 20;
/// A line of second s may come after lines of second s + 1 (kOrderToleranceS), never after second s + 2: once a
/// line of s + 2 is read, second s is whole. The ring of positions per key covers the seconds that may be open.
constexpr std::uint64_t kOpenSeconds = 4;

std::string problemText(const ImportProblem& p) {
    std::string text = p.file;
    if (p.line > 0) {
        text += ":" + std::to_string(p.line);
    }
    if (!p.jsonPath.empty()) {
        text += ": " + p.jsonPath;
    }
    return text + ": " + p.message;
}

struct ReplaySpace {
    KeyIds ids;
    std::vector<TraceCounts> totals;
};

} // namespace

struct AccessLogReplay::State {
    std::string path;
    std::vector<ReplaySpace> spaces;                                ///< the simulator's: [0] the table, [1 + g] GSI g
    std::vector<std::pair<std::string, std::uint32_t>> indexSpaces; ///< index name -> space
    std::vector<std::uint32_t> spaceOffset;                         ///< first global key of each space
    double first = 0;
    std::uint64_t span = 1;
    std::uint64_t records = 0;

    // The second pass, opened on the first second asked for.
    int fd = -1;
    bool atEnd = false;
    std::unique_ptr<AccessLogReader> reader;
    std::string readError;
    std::deque<std::vector<TraceRequests>> seconds; ///< buffered seconds from `base` on
    std::uint64_t base = 0;
    std::uint64_t latestSecond = 0;
    bool anyRead = false;
    /// Per global key and open second (second % kOpenSeconds): the second it was last seen in and its position there.
    std::vector<std::uint64_t> seenSecond;
    std::vector<std::uint32_t> seenAt;
    std::vector<char> chunk;

    ~State() {
        if (fd >= 0) {
            ::close(fd);
        }
    }

    std::optional<std::uint32_t> spaceOf(std::string_view index) const {
        if (index.empty()) {
            return 0;
        }
        for (const auto& [name, space] : indexSpaces) {
            if (name == index) {
                return space;
            }
        }
        return std::nullopt;
    }

    bool take(const AccessLogRecord& record) {
        auto fail = [&](const std::string& message) {
            readError = problemText(ImportProblem{path, record.line, {}, message});
            return false;
        };
        const auto space = spaceOf(record.index);
        const auto key = space ? spaces[*space].ids.find(record.key) : std::nullopt;
        const double offset = record.timestamp - first;
        if (!key || offset < 0) {
            return fail("the trace changed while it was replayed (this line was not in the first pass)");
        }
        const auto second = static_cast<std::uint64_t>(std::floor(offset));
        if (second < base) {
            return fail("the trace changed while it was replayed (a line out of time order)");
        }
        while (base + seconds.size() <= second) {
            seconds.emplace_back();
        }
        latestSecond = std::max(latestSecond, second);
        anyRead = true;
        std::vector<TraceRequests>& bucket = seconds[second - base];
        const std::size_t slot = (spaceOffset[*space] + *key) * kOpenSeconds + second % kOpenSeconds;
        if (seenSecond[slot] != second + 1) {
            seenSecond[slot] = second + 1; // + 1: 0 means never
            seenAt[slot] = static_cast<std::uint32_t>(bucket.size());
            bucket.push_back({*space, *key, {}});
        }
        TraceCounts& counts = bucket[seenAt[slot]].counts;
        if (record.operation == AccessOperation::Write) {
            (record.unitsGiven ? counts.writeUnits : counts.writes) += record.amount;
        } else {
            (record.unitsGiven ? counts.readUnits : counts.reads) += record.amount;
        }
        return true;
    }

    bool readMore() {
        if (fd < 0) {
            fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
            if (fd < 0) {
                readError = path + ": cannot open: " + osErrorText(errno);
                return false;
            }
            reader = std::make_unique<AccessLogReader>(path, [this](const AccessLogRecord& r) { return take(r); });
            chunk.resize(kReplayChunk);
        }
        ssize_t got = 0;
        do {
            got = ::read(fd, chunk.data(), chunk.size());
        } while (got < 0 && errno == EINTR);
        if (got < 0) {
            readError = path + ": cannot read: " + osErrorText(errno);
            return false;
        }
        const bool ok = got == 0 ? reader->finish() : reader->feed({chunk.data(), static_cast<std::size_t>(got)});
        atEnd = got == 0;
        if (!ok && readError.empty()) {
            readError = reader->problem() ? problemText(*reader->problem()) : path + ": unreadable";
        }
        return ok;
    }
};

AccessLogReplay::AccessLogReplay(std::unique_ptr<State> state) : m_state(std::move(state)) {}
AccessLogReplay::~AccessLogReplay() = default;

std::shared_ptr<AccessLogReplay> AccessLogReplay::open(const std::string& path, const Scenario& scenario,
                                                       const ImportProgress& progress, ImportProblem& problem,
                                                       bool& cancelled) {
    // Read twice (the keys first, then the seconds): a pipe or a device cannot be read again.
    if (auto notRegular = notRegularProblem(path)) {
        problem = ImportProblem{path, 0, {}, *notRegular + " (a trace is read twice: its keys, then its seconds)"};
        return nullptr;
    }
    AccessLogTally tally(path);
    if (!tally.readFile(path, progress, problem, cancelled)) {
        return nullptr;
    }
    if (tally.spanS() > kMaxDurationS) {
        // Each second of the span is buffered while it is replayed: refused before the replay allocates them.
        problem = ImportProblem{path,
                                0,
                                {},
                                "the log spans " + groupedCount(tally.spanS()) +
                                    " s from its first request to its "
                                    "last, more than the " +
                                    groupedCount(kMaxDurationS) + " s (31 days) one simulation runs"};
        return nullptr;
    }
    auto state = std::make_unique<State>();
    state->path = path;
    state->spaces.resize(1 + scenario.table.gsis.size());
    for (const AccessLogSpace& from : tally.spaces()) {
        std::uint32_t space = 0;
        if (!from.index.empty()) {
            const GsiSpec* gsi = findGsi(scenario.table, from.index);
            if (gsi) {
                space = static_cast<std::uint32_t>(1 + (gsi - scenario.table.gsis.data()));
            } else if (!findLsi(scenario.table, from.index)) {
                problem = ImportProblem{
                    path, from.firstLine, {}, "index '" + from.index + "' is not a GSI or LSI of the scenario's table"};
                return nullptr;
            }
            state->indexSpaces.emplace_back(from.index, space);
        }
        ReplaySpace& to = state->spaces[space];
        for (std::size_t k = 0; k < from.keys.size(); ++k) {
            const std::uint32_t id = to.ids.idOf(from.keys.names()[k]);
            if (id == to.totals.size()) {
                to.totals.emplace_back();
            }
            const TraceCounts& add = from.totals[k];
            TraceCounts& sum = to.totals[id];
            sum.writes += add.writes;
            sum.writeUnits += add.writeUnits;
            sum.reads += add.reads;
            sum.readUnits += add.readUnits;
        }
    }
    std::uint32_t offset = 0;
    for (const ReplaySpace& space : state->spaces) {
        state->spaceOffset.push_back(offset);
        offset += static_cast<std::uint32_t>(space.ids.size());
    }
    state->seenSecond.assign(static_cast<std::size_t>(offset) * kOpenSeconds, 0);
    state->seenAt.assign(static_cast<std::size_t>(offset) * kOpenSeconds, 0);
    state->first = tally.firstTimestamp();
    state->span = tally.spanS();
    state->records = tally.records();
    return std::shared_ptr<AccessLogReplay>(new AccessLogReplay(std::move(state)));
}

const std::vector<std::string>& AccessLogReplay::keyNames(std::size_t space) const {
    return m_state->spaces[space].ids.names();
}

TraceCounts AccessLogReplay::totals(std::size_t space, std::uint32_t key) const {
    return m_state->spaces[space].totals[key];
}

std::uint64_t AccessLogReplay::spanS() const {
    return m_state->span;
}

std::uint64_t AccessLogReplay::records() const noexcept {
    return m_state->records;
}

double AccessLogReplay::firstTimestamp() const noexcept {
    return m_state->first;
}

bool AccessLogReplay::second(std::uint64_t second, std::vector<TraceRequests>& out, std::string& error) {
    State& s = *m_state;
    if (second >= s.span) {
        return true;
    }
    while (!s.atEnd && (!s.anyRead || s.latestSecond < second + 2)) {
        if (!s.readMore()) {
            error = s.readError;
            return false;
        }
    }
    while (s.base < second && !s.seconds.empty()) {
        s.seconds.pop_front(); // seconds never asked for (a replay that skipped ahead)
        ++s.base;
    }
    s.base = std::max(s.base, second);
    if (!s.seconds.empty()) {
        std::vector<TraceRequests>& bucket = s.seconds.front();
        out.insert(out.end(), bucket.begin(), bucket.end());
        s.seconds.pop_front();
    }
    s.base = second + 1;
    return true;
}

std::string traceReference(const std::string& scenarioPath, const std::string& logPath) {
    namespace fs = std::filesystem;
    std::error_code ignored;
    const fs::path log = fs::absolute(logPath, ignored).lexically_normal();
    if (scenarioPath.empty()) {
        return log.string();
    }
    const fs::path folder = fs::absolute(scenarioPath, ignored).lexically_normal().parent_path();
    const fs::path relative = log.lexically_relative(folder);
    return relative.empty() ? log.string() : relative.generic_string();
}

std::string resolveTracePath(const std::string& scenarioPath, const std::string& trace) {
    namespace fs = std::filesystem;
    const fs::path path(trace);
    if (path.is_absolute() || scenarioPath.empty()) {
        return trace;
    }
    return (fs::path(scenarioPath).parent_path() / path).lexically_normal().string();
}

std::string rebaseTraceReference(const std::string& fromScenarioPath, const std::string& toScenarioPath,
                                 const std::string& trace) {
    return traceReference(toScenarioPath, resolveTracePath(fromScenarioPath, trace));
}

std::unique_ptr<TableSimulator> createTraceSimulator(const Scenario& scenario, const std::string& tracePath,
                                                     bool spanAsDuration, std::string& error,
                                                     const ImportProgress& progress) {
    ImportProblem problem;
    bool cancelled = false;
    auto replay = AccessLogReplay::open(tracePath, scenario, progress, problem, cancelled);
    if (!replay) {
        error = cancelled ? "cancelled" : problemText(problem);
        return nullptr;
    }
    if (!spanAsDuration) {
        return TableSimulator::create(scenario, replay, error);
    }
    Scenario spanned = scenario;
    spanned.workload.durationS = std::min(replay->spanS(), kMaxDurationS);
    return TableSimulator::create(spanned, replay, error);
}

std::unique_ptr<TableSimulator> createScenarioSimulator(const Scenario& scenario, const std::string& scenarioPath,
                                                        std::string& error) {
    if (!scenario.workload.trace) {
        return TableSimulator::create(scenario, error);
    }
    const std::string path = resolveTracePath(scenarioPath, *scenario.workload.trace);
    auto simulator = createTraceSimulator(scenario, path, false, error);
    if (!simulator) {
        error = "/workload/trace: " + error;
    }
    return simulator;
}

} // namespace partiscope
