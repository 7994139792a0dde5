// The access-log import: a scenario whose keys are the log's keys weighted by their requests, whose rates are the
// log's means and whose workload references the log as its trace.
#include "access_log_tally.h"

#include "partiscope/capacity_units.h"
#include "partiscope/import/access_log_replay.h"
#include "partiscope/import/import.h"
#include "partiscope/number_format.h"

#include <cmath>
#include <filesystem>

namespace partiscope {

using namespace access_log;

ImportOutcome importAccessLog(const ImportRequest& request, const ImportProgress& progress) {
    ImportOutcome outcome;
    if (request.paths.size() != 1) {
        outcome.problem = ImportProblem{
            {}, 0, {}, "an access-log import reads one file, got " + std::to_string(request.paths.size())};
        return outcome;
    }
    const std::string& path = request.paths.front();
    AccessLogTally tally(path);
    ImportProblem problem;
    bool cancelled = false;
    if (!tally.readFile(path, progress, problem, cancelled)) {
        outcome.cancelled = cancelled;
        if (!cancelled) {
            outcome.problem = problem;
        }
        return outcome;
    }
    std::error_code ignored;
    outcome.bytesRead = std::filesystem::file_size(path, ignored);
    outcome.records = tally.records();

    Scenario s;
    s.name = std::filesystem::path(path).stem().string();
    // A log says nothing of the table's capacity: on-demand lets the replay show the keys' own limits first.
    s.table.mode = CapacityMode::OnDemand;
    WorkloadSpec& w = s.workload;
    // Units become requests at the default item (1 KB, eventually consistent): 1 WCU per write, 0.5 RCU per read.
    const WorkloadSpec defaults;
    const double unitsPerWrite = units::writeUnits(defaults.itemKb);
    const double unitsPerRead = units::readUnits(defaults.itemKb, Consistency::Eventual);
    const AccessLogSpace& table = tally.spaces().front();
    double writes = 0;
    double reads = 0;
    w.keys.reserve(table.keys.size());
    for (std::size_t k = 0; k < table.keys.size(); ++k) {
        const KeyTotals& t = table.totals[k];
        const double keyWrites = t.writes + t.writeUnits / unitsPerWrite;
        const double keyReads = t.reads + t.readUnits / unitsPerRead;
        writes += keyWrites;
        reads += keyReads;
        WorkloadKey key;
        key.key = table.keys.names()[k];
        key.weight = keyWrites + keyReads;
        w.keys.push_back(std::move(key));
    }
    if (w.keys.empty() || writes + reads <= 0) {
        outcome.problem = ImportProblem{path,
                                        0,
                                        {},
                                        "no request reaches the table (every line reads an index, or "
                                        "every count is 0)"};
        return outcome;
    }
    const std::uint64_t span = tally.spanS();
    w.durationS = std::min<std::uint64_t>(span, kMaxDurationS);
    w.writesPerS = writes / static_cast<double>(span);
    w.readsPerS = reads / static_cast<double>(span);
    w.trace = traceReference(request.scenarioPath, path);
    s.source = ImportSource{"access-log", request.paths, tally.records(), WeightBasis::AccessLog};

    outcome.notes.push_back("Weights are each key's requests in the log (" + groupedCount(tally.records()) +
                            " lines over " + durationText(span) +
                            "); the simulation replays the log itself "
                            "second by second (workload.trace).");
    if (span > kMaxDurationS) {
        outcome.notes.push_back("The log spans more than " + durationText(kMaxDurationS) +
                                ": the scenario replays its first " + durationText(kMaxDurationS) + ".");
    }
    if (tally.spaces().size() > 1) {
        std::string names;
        for (std::size_t i = 1; i < tally.spaces().size(); ++i) {
            names += (i > 1 ? ", " : "") + tally.spaces()[i].index;
        }
        outcome.notes.push_back("The log reads the indexes " + names +
                                ": add them to table.gsis (an import of describe-table has them) before replaying.");
    }
    outcome.scenario = std::move(s);
    return outcome;
}

} // namespace partiscope
