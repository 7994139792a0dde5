#pragma once

#include "jobs/analysis_runner.h"
#include "jobs/latest_job_queue.h"

#include <partiscope/analysis.h>

#include <QObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <memory>

namespace partiscope::ui {

/// Lists one bucket's keys off the UI thread, on demand: the analysis keeps only each bucket's busiest
/// few keys, so a click re-reads the same request and keeps that bucket's keys alone (core's
/// listBucketKeys). Like AnalysisRunner, a new start() cancels the previous job and only the newest
/// listing is delivered.
class BucketKeysRunner : public QObject {
    Q_OBJECT
public:
    explicit BucketKeysRunner(QObject* parent = nullptr);

    /// Lists @p bucket's keys under @p request (the request the analysis on screen came from).
    std::uint64_t start(AnalysisRequest request, std::uint32_t bucket);
    void waitForJobs() { m_jobs.waitForJobs(); }
    [[nodiscard]] std::uint64_t latestJobId() const noexcept { return m_jobs.latestJobId(); }

signals:
    void listingFinished(std::uint64_t jobId, std::shared_ptr<const partiscope::BucketKeyListing> listing);
    void listingFailed(std::uint64_t jobId, const QString& error);

private:
    LatestJobQueue m_jobs{1};
};

} // namespace partiscope::ui
