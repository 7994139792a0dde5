#pragma once

#include "document/document_parts.h"
#include "jobs/latest_job_queue.h"

#include <partiscope/analysis.h>
#include <partiscope/key_input.h>
#include <partiscope/scenario.h>
#include <partiscope/shard_strategy.h>
#include <partiscope/simulator.h>
#include <partiscope/workload_keys.h>

#include <QObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <memory>

namespace partiscope::ui {

/// Everything one analysis needs, copied so the job owns its input while the user keeps typing. The keys come from
/// one of four sources, the first that is set: keys already read (a strategy change, compare mode's "before", a
/// bucket's listing: nothing is read again), the document's workload, a key list file, or the editor's text.
struct AnalysisRequest {
    std::shared_ptr<const KeyReadResult> keys; ///< read once, shared by every job that analyses or lists them
    std::shared_ptr<const Scenario> workload;  ///< the document's keys or generator: turned into a key list, not text
    /// How the workload's weights become counts: as listed (the table's keys), or proportional (an index's shares).
    WorkloadCounts workloadCounts = WorkloadCounts::AsListed;
    QString keyFile; ///< a key list file: streamed and read on every core, like the CLI
    QString keyText; ///< implicitly shared: copying it into the job is cheap; UTF-8 conversion happens there
    StrategyConfig strategy;
    AnalysisOptions options;
};

/// What a job hands back: an immutable analysis snapshot and the keys it analysed, or why there is none.
struct AnalysisOutcome {
    std::shared_ptr<const DistributionAnalysis> analysis;
    /// The keys as read, before the strategy's check: what later jobs on the same keys start from, and what the
    /// document adopts when they are the user's.
    std::shared_ptr<const KeyReadResult> keys;
    QString error;
};

/// Runs analyses off the UI thread. Every start() gets a larger job id and cancels the job before it;
/// only the newest job's outcome is delivered (queued, on the runner's thread), older ones are dropped.
class AnalysisRunner : public QObject {
    Q_OBJECT
public:
    /// Keys are read in blocks of this size: small enough that a pasted multi-megabyte list has frequent
    /// cancellation points.
    static constexpr std::size_t kReadBlockBytes = std::size_t{1} << 20;

    explicit AnalysisRunner(QObject* parent = nullptr);

    /// Starts a job for @p request and returns its id.
    std::uint64_t start(AnalysisRequest request);

    /// Blocks until no job is running. Outcomes already posted are still delivered by the event loop.
    void waitForJobs() { m_jobs.waitForJobs(); }

    [[nodiscard]] std::uint64_t latestJobId() const noexcept { return m_jobs.latestJobId(); }
    /// Outcomes that arrived after a newer job had started (what the tests check for).
    [[nodiscard]] std::uint64_t droppedOutcomes() const noexcept { return m_jobs.droppedOutcomes(); }

    /// Rejected and warned lines reported per analysis: as many as the key editor marks.
    static constexpr std::size_t kMaxReportedIssues = 1000;

    /// The whole job, synchronously: read the keys (unless the request has them), check them against the strategy,
    /// analyse. Stops early when @p cancel is set.
    [[nodiscard]] static AnalysisOutcome analyse(const AnalysisRequest& request, const std::atomic<bool>& cancel);
    /// The request's keys: request.keys, or its source read now. Null with @p error set when the source cannot be
    /// read or @p cancel was set.
    [[nodiscard]] static std::shared_ptr<const KeyReadResult> readKeys(const AnalysisRequest& request,
                                                                       const std::atomic<bool>& cancel, QString& error);
    /// Builds the request's strategy and keeps the lines of @p keys it can place: @p keys itself when there is
    /// nothing to check. Null with @p error set when the strategy is invalid or would count too many physical keys.
    [[nodiscard]] static std::shared_ptr<const KeyReadResult> acceptKeys(const AnalysisRequest& request,
                                                                         std::shared_ptr<const KeyReadResult> keys,
                                                                         ShardStrategy& strategy, QString& error);

signals:
    /// @p keys: what was analysed, as read.
    void analysisFinished(std::uint64_t jobId, std::shared_ptr<const partiscope::DistributionAnalysis> analysis,
                          std::shared_ptr<const partiscope::KeyReadResult> keys);
    void analysisFailed(std::uint64_t jobId, const QString& error);

private:
    void deliver(std::uint64_t jobId, AnalysisOutcome outcome);

    // Two threads: a stale job that is past its last cancellation point need not delay the fresh one.
    LatestJobQueue m_jobs{2};
};

} // namespace partiscope::ui
