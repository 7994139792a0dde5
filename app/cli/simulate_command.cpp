#include "simulate_command.h"

#include "cli_inputs.h"
#include "cli_outputs.h"
#include "flag_set.h"
#include "scenario_items.h"

#include "partiscope/import/access_log_replay.h"
#include "partiscope/input_files.h"
#include "partiscope/metric_data.h"
#include "partiscope/number_format.h"
#include "partiscope/simulation_report.h"
#include "partiscope/simulator.h"

#include <optional>
#include <ostream>

namespace partiscope::cli {

bool interrupted(const CliContext& context) {
    return context.interrupted && context.interrupted->load(std::memory_order_relaxed);
}

namespace {

/// Above this many CSV rows (one per partition per second) simulate warns before it starts: at about
/// 100 bytes a row that is a gigabyte.
constexpr double kLargeCsvRows = 1e7;

/// Progress of a simulation on a terminal: one line rewritten in place, at most once per 0.1 %.
class SimulationProgress {
public:
    SimulationProgress(std::ostream& err, bool enabled, std::uint64_t durationS)
        : m_err(err), m_enabled(enabled), m_durationS(durationS) {}

    void at(std::uint64_t nowS) {
        const std::uint64_t permille = m_durationS ? nowS * 1000 / m_durationS : 1000;
        if (!m_enabled || permille == m_shownPermille) {
            return;
        }
        m_shownPermille = permille;
        m_err << "\rpartiscope-cli: simulating " << nowS << " of " << m_durationS << " s (" << permille / 10 << "."
              << permille % 10 << "%; Ctrl+C stops)" << std::flush;
    }

    void clear() {
        if (m_enabled && m_shownPermille != kNone) {
            m_err << "\r\x1b[K" << std::flush; // erase the progress line
        }
    }

private:
    static constexpr std::uint64_t kNone = ~std::uint64_t{0};
    std::ostream& m_err;
    bool m_enabled;
    std::uint64_t m_durationS;
    std::uint64_t m_shownPermille = kNone;
};

} // namespace

int runSimulate(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
                const CliContext& context) {
    const FlagSet flags(args, 1, {"scenario", "format", "csv", "items", "pk", "trace", "observed"}, {kIndexKeyFlag});
    const auto path = flags.get("scenario");
    if (!path) {
        throw UsageError{"simulate needs --scenario FILE"};
    }
    const std::string format = flags.get("format").value_or("text");
    if (format != "text" && format != "json") {
        throw UsageError{"--format must be text or json, got '" + format + "'"};
    }
    checkOneStdinInput(flags);
    const Scenario scenario = [&] {
        Scenario loaded = loadScenarioOrThrow(*path, stdinFd, context);
        applyScenarioItems(flags, loaded, stdinFd, context);
        return loaded;
    }();
    std::string error;
    // --trace replays that log for its whole span; a scenario's own workload.trace (relative to the scenario file)
    // replays for the scenario's duration_s.
    const auto traceFlag = flags.get("trace");
    if (traceFlag == "-") {
        throw UsageError{"--trace reads its file twice (keys first, then the seconds): give a file, not '-'"};
    }
    if (!traceFlag && scenario.workload.trace && *path == "-") {
        throw UsageError{"a scenario read from standard input cannot resolve its workload.trace: give its file"};
    }
    const std::optional<std::string> tracePath = traceFlag ? traceFlag
                                                 : scenario.workload.trace
                                                     ? std::optional(resolveTracePath(*path, *scenario.workload.trace))
                                                     : std::nullopt;
    // The trace is counted before the run: a large one takes a while, and Ctrl+C or SIGTERM must stop that too.
    const ImportProgress stopWhenInterrupted = [&context](std::uint64_t, std::uint64_t) {
        return !interrupted(context);
    };
    const auto simulator =
        tracePath ? createTraceSimulator(scenario, *tracePath, traceFlag.has_value(), error, stopWhenInterrupted)
                  : TableSimulator::create(scenario, error);
    if (!simulator && interrupted(context)) {
        throw Interrupted{"while reading '" + (tracePath ? *tracePath : *path) + "'"};
    }
    if (!simulator) {
        err << "partiscope-cli: " << (tracePath ? error : inFile(inputName(*path), error)) << "\n";
        return kExitUsage;
    }
    const std::uint64_t durationS = simulator->snapshot().durationS;
    std::optional<ObservedComparison> comparison;
    if (const auto observedPath = flags.get("observed")) {
        ObservedMetrics observed;
        if (auto problem = loadMetricDataFile(*observedPath, observed)) {
            // "FILE: /json/path: message", as ImportProblem::text() words it for the importers.
            err << "partiscope-cli: " << problem->file << ": "
                << (problem->jsonPath.empty() ? "" : problem->jsonPath + ": ") << problem->message << "\n";
            return kExitUsage;
        }
        for (const auto& note : observed.notes) {
            err << "partiscope-cli: --observed: " << note << "\n";
        }
        comparison.emplace(std::move(observed));
        comparison->sample(0, simulator->snapshot().metrics);
    }
    OutputFile csvFile;
    std::optional<OutputFileBuffer> csvBuffer;
    std::optional<std::ostream> csvStream;
    std::optional<TickCsvWriter> csv;
    // `--csv -` streams the ticks to standard output; the report then goes to standard error.
    const auto csvPath = flags.get("csv");
    const bool csvToStdout = csvPath == "-";
    if (csvPath) {
        const double rows = static_cast<double>(durationS) * simulator->partitionCount();
        if (rows > kLargeCsvRows) {
            err << "partiscope-cli: warning: --csv will write " << groupedCount(static_cast<std::uint64_t>(rows))
                << " rows (one per partition per second; about "
                << groupedCount(static_cast<std::uint64_t>(rows * 100 / 1e9)) << " GB); Ctrl+C stops\n";
        }
    }
    if (csvToStdout) {
        csv.emplace(out);
    } else if (csvPath) {
        openOutputFile(csvFile, *csvPath, context);
        csvBuffer.emplace(csvFile);
        csvStream.emplace(&*csvBuffer);
        csv.emplace(*csvStream);
    }
    // Until the run has finished the rows go to a temporary file beside the CSV (see OutputFile): a stopped or
    // failed run leaves an existing file as it was.
    auto stoppedAt = [&] {
        return "simulate at " + groupedCount(simulator->nowS()) + " of " + groupedCount(durationS) + " s" +
               (csvStream && !csvFile.writesThrough() ? "; '" + *csvPath + "' left as it was" : "");
    };
    SimulationProgress progress(err, context.progress, durationS);
    while (!simulator->finished()) {
        if (interrupted(context)) {
            progress.clear();
            csvFile.abandon();
            throw interruptedWriting(csvFile, stoppedAt());
        }
        const std::uint64_t at = simulator->nowS();
        simulator->step();
        if (comparison && comparison->wantsSample(simulator->nowS())) {
            comparison->sample(simulator->nowS(), simulator->snapshot().metrics);
        }
        if (csv) {
            csv->write(at, simulator->lastTick());
            if (csvToStdout && !out) {
                progress.clear();
                return kExitOutputFailed; // runCli names the reason; a long run does not go on into the void
            }
            if (csvStream && !*csvStream) {
                progress.clear();
                csvFile.abandon();
                failOutputFile(csvFile, context, stoppedAt());
            }
        }
        progress.at(simulator->nowS());
    }
    progress.clear();
    if (!simulator->traceProblem().empty()) {
        csvFile.abandon();
        err << "partiscope-cli: " << simulator->traceProblem() << "\n";
        return kExitUsage;
    }
    if (csvStream) {
        csvStream->flush();
        commitOutputFile(csvFile, context);
    }
    const SimulationSnapshot snapshot = simulator->snapshot();
    Scenario reported = scenario; // a replay of --trace ran for the trace's span
    reported.workload.durationS = durationS;
    const std::vector<MetricComparison> observed = comparison ? comparison->results() : std::vector<MetricComparison>{};
    (csvToStdout ? err : out) << (format == "json" ? simulationToJson(reported, snapshot, observed)
                                                   : simulationToText(reported, snapshot, observed));
    return kExitOk;
}

} // namespace partiscope::cli
