#pragma once

#include "jobs/latest_job_queue.h"

#include <partiscope/advisor.h>
#include <partiscope/scenario.h>

#include <QObject>
#include <QString>

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

    std::uint64_t start(Scenario scenario);
    /// Same for a scenario shared with others (no copy of a million keys on the caller's thread).
    std::uint64_t start(std::shared_ptr<const Scenario> scenario);
    void waitForJobs() { m_jobs.waitForJobs(); }
    [[nodiscard]] std::uint64_t latestJobId() const noexcept { return m_jobs.latestJobId(); }

signals:
    void adviceFinished(std::uint64_t jobId, std::shared_ptr<const partiscope::ScenarioAnalysis> analysis);
    void adviceFailed(std::uint64_t jobId, const QString& error);

private:
    // One thread: a scenario analysis simulates the whole run; two in parallel would only compete.
    LatestJobQueue m_jobs{1};
};

} // namespace partiscope::ui
