#pragma once

#include "jobs/latest_job_queue.h"

#include <partiscope/cost_model.h>
#include <partiscope/design_comparison.h>
#include <partiscope/scenario.h>

#include <QObject>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace partiscope::ui {

/// Runs core's compareDesigns() on a document's designs (designsOf()) off the UI thread: every design simulated,
/// advised and priced, its timeline kept per partition for the Compare view's small multiples. Only the newest job's
/// result is delivered (queued, on the runner's thread); cancel() or a newer start() stops the running one between,
/// or inside, designs, and it delivers nothing.
class DesignComparisonRunner : public QObject {
    Q_OBJECT
public:
    explicit DesignComparisonRunner(QObject* parent = nullptr);

    /// Compares the designs of @p document (whole, keys included) at @p prices; a document without candidates is
    /// its current design alone, called @p fallbackName when it has no name. Returns the job's id.
    std::uint64_t start(std::shared_ptr<const Scenario> document, std::string fallbackName, PriceTable prices);
    /// Stops the running job: nothing started before is delivered.
    void cancel() { m_jobs.supersede(); }
    void waitForJobs() { m_jobs.waitForJobs(); }
    [[nodiscard]] std::uint64_t latestJobId() const noexcept { return m_jobs.latestJobId(); }
    /// Results that arrived after a newer job had started or the job was cancelled.
    [[nodiscard]] std::uint64_t droppedOutcomes() const noexcept { return m_jobs.droppedOutcomes(); }

signals:
    /// @p done of @p total designs of job @p jobId are analysed (only the newest job's progress is announced).
    void progressed(std::uint64_t jobId, std::size_t done, std::size_t total);
    void comparisonFinished(std::uint64_t jobId, std::shared_ptr<const partiscope::DesignComparison> comparison);
    void comparisonFailed(std::uint64_t jobId, const QString& error);

private:
    // One thread: each design is a whole simulation; a newer comparison waits for the cancelled one to stop (at its
    // next cancellation point) rather than competing with it.
    LatestJobQueue m_jobs{1};
};

} // namespace partiscope::ui
