#pragma once

#include <partiscope/advisor.h>
#include <partiscope/scenario.h>

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <cstdint>
#include <memory>

namespace partiscope::ui {

/// Runs core's analyseScenario (distribution, simulation, findings) off the UI thread. Every start()
/// gets a larger job id; only the newest job's result is delivered (queued, on the runner's thread).
/// analyseScenario has no cancellation point: a stale job that has not started is skipped, one that has runs
/// to its end and its result is dropped.
class AdvisorRunner : public QObject {
    Q_OBJECT
public:
    explicit AdvisorRunner(QObject* parent = nullptr);
    /// Waits for running jobs: a job must not post to a destroyed runner.
    ~AdvisorRunner() override;

    std::uint64_t start(Scenario scenario);
    /// Same for a scenario shared with others (no copy of a million keys on the caller's thread).
    std::uint64_t start(std::shared_ptr<const Scenario> scenario);
    void waitForJobs() { m_pool.waitForDone(); }
    [[nodiscard]] std::uint64_t latestJobId() const noexcept { return m_latestJobId.load(); }

signals:
    void adviceFinished(std::uint64_t jobId, std::shared_ptr<const partiscope::ScenarioAnalysis> analysis);
    void adviceFailed(std::uint64_t jobId, const QString& error);

private:
    void deliver(std::uint64_t jobId, std::shared_ptr<const ScenarioAnalysis> analysis, const QString& error);

    // One thread: a scenario analysis simulates the whole run; two in parallel would only compete.
    QThreadPool m_pool;
    std::atomic<std::uint64_t> m_latestJobId{0}; // read by queued jobs to skip themselves when stale
};

} // namespace partiscope::ui
