#pragma once

#include "document_parts.h"
#include "latest_job_queue.h"

#include <partiscope/analysis.h>
#include <partiscope/key_input.h>
#include <partiscope/scenario.h>
#include <partiscope/shard_strategy.h>
#include <partiscope/simulator.h>

#include <QObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <memory>

namespace partiscope::ui {

/// Everything one analysis needs, copied so the job owns its input while the user keeps typing.
struct AnalysisRequest {
    QString keyText; ///< implicitly shared: copying it into the job is cheap; UTF-8 conversion happens there
    StrategyConfig strategy;
    AnalysisOptions options;
    /// Also turn the keys into the document's workload and prepare its simulation: the job has the tally at
    /// hand, and building (and checking) a million WorkloadKeys on the UI thread would stall it for seconds.
    bool collectWorkloadKeys = false;
    SortKeyShape workloadSortKey = SortKeyShape::Random; ///< the shape the collected keys get
    Scenario document; ///< when collecting: the document the keys go into (its own keys left out)
};

/// What a job hands back: an immutable analysis snapshot, or why there is none.
struct AnalysisOutcome {
    std::shared_ptr<const DistributionAnalysis> analysis;
    /// When the request asked for them: the document with the typed keys as its workload, ready to play.
    PreparedDocumentPtr documentKeys;
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

    /// The whole job, synchronously: build the strategy, read the keys, analyse. Stops early when @p cancel is set.
    [[nodiscard]] static AnalysisOutcome analyse(const AnalysisRequest& request, const std::atomic<bool>& cancel);
    /// The first half of analyse(): builds @p request's strategy and reads its keys into @p input. False with
    /// @p error set when the strategy is invalid, the text unreadable or @p cancel was set.
    [[nodiscard]] static bool readRequest(const AnalysisRequest& request, const std::atomic<bool>& cancel,
                                          ShardStrategy& strategy, KeyReadResult& input, QString& error);
    /// The collecting part of a job: @p keys as the workload of the request's document, its simulator built.
    [[nodiscard]] static PreparedDocumentPtr prepareDocumentKeys(const AnalysisRequest& request,
                                                                 std::vector<WorkloadKey> keys);

signals:
    /// @p documentKeys is null unless the request asked for them (collectWorkloadKeys).
    void analysisFinished(std::uint64_t jobId, std::shared_ptr<const partiscope::DistributionAnalysis> analysis,
                          partiscope::ui::PreparedDocumentPtr documentKeys);
    void analysisFailed(std::uint64_t jobId, const QString& error);

private:
    void deliver(std::uint64_t jobId, AnalysisOutcome outcome);

    // Two threads: a stale job that is past its last cancellation point need not delay the fresh one.
    LatestJobQueue m_jobs{2};
};

} // namespace partiscope::ui
