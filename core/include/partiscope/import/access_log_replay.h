#pragma once

#include "partiscope/import/import.h"
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"

#include <cstdint>
#include <memory>
#include <string>

/// @brief Replaying an access log as a simulation's workload, second by second (see TraceDemand): second s is the
/// requests with floor(timestamp - first timestamp) == s. Two passes over the file, memory bounded by its distinct
/// keys: the first counts them (the simulator places them once), the second streams the seconds as they are asked.
namespace partiscope {

class AccessLogReplay final : public TraceDemand {
public:
    /// The first pass over @p path. A line's `index` must name a GSI of @p scenario (its reads go to that index) or
    /// an LSI (its reads go to the table's partitions). A line may come up to 1 s earlier than the latest line
    /// before it; further out of order is a problem at that line. Returns null with @p problem or @p cancelled set.
    static std::shared_ptr<AccessLogReplay> open(const std::string& path, const Scenario& scenario,
                                                 const ImportProgress& progress, ImportProblem& problem,
                                                 bool& cancelled);
    ~AccessLogReplay() override;

    [[nodiscard]] const std::vector<std::string>& keyNames(std::size_t space) const override;
    [[nodiscard]] TraceCounts totals(std::size_t space, std::uint32_t key) const override;
    [[nodiscard]] std::uint64_t spanS() const override;
    bool second(std::uint64_t second, std::vector<TraceRequests>& out, std::string& error) override;

    [[nodiscard]] std::uint64_t records() const noexcept;
    [[nodiscard]] double firstTimestamp() const noexcept;

private:
    struct State;
    explicit AccessLogReplay(std::unique_ptr<State> state);
    std::unique_ptr<State> m_state;
};

/// @brief `workload.trace` for a log at @p logPath in a scenario to be saved at @p scenarioPath: the log's path
/// relative to the scenario file's folder; with no @p scenarioPath (not saved yet), the log's absolute path.
std::string traceReference(const std::string& scenarioPath, const std::string& logPath);

/// @brief The file a scenario at @p scenarioPath means by its `workload.trace` @p trace: relative to the scenario
/// file's folder (the working directory when @p scenarioPath is empty); an absolute @p trace as it is.
std::string resolveTracePath(const std::string& scenarioPath, const std::string& trace);

/// @brief The `workload.trace` that names, from a scenario saved at @p toScenarioPath, the log that @p trace names
/// from one at @p fromScenarioPath (empty: not saved yet): Save As to another folder keeps pointing at the same log.
std::string rebaseTraceReference(const std::string& fromScenarioPath, const std::string& toScenarioPath,
                                 const std::string& trace);

/// @brief A simulator replaying the access log @p tracePath as @p scenario's workload. @p spanAsDuration: run for the
/// trace's span instead of the scenario's duration_s (capped at its limits). Null with @p error ("FILE:LINE: ...").
std::unique_ptr<TableSimulator> createTraceSimulator(const Scenario& scenario, const std::string& tracePath,
                                                     bool spanAsDuration, std::string& error,
                                                     const ImportProgress& progress = {});

/// @brief The simulator a scenario at @p scenarioPath runs: a replay of its `workload.trace` (resolved against
/// @p scenarioPath, for the scenario's duration_s) when it has one, else TableSimulator::create(). For the app, which
/// plays a document like the CLI's `simulate`.
std::unique_ptr<TableSimulator> createScenarioSimulator(const Scenario& scenario, const std::string& scenarioPath,
                                                        std::string& error);

} // namespace partiscope
