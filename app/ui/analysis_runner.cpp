#include "analysis_runner.h"

#include <partiscope/key_input.h>

#include <QByteArray>
#include <QMetaObject>

#include <string>
#include <utility>

namespace partiscope::ui {

AnalysisRunner::AnalysisRunner(QObject* parent) : QObject(parent) {
    // Two threads: a stale job that is past its last cancellation point need not delay the fresh one.
    m_pool.setMaxThreadCount(2);
}

AnalysisRunner::~AnalysisRunner() {
    if (m_cancelLatest) {
        m_cancelLatest->store(true);
    }
    m_pool.waitForDone();
}

std::uint64_t AnalysisRunner::start(AnalysisRequest request) {
    if (m_cancelLatest) {
        m_cancelLatest->store(true);
    }
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancelLatest = cancel;
    const std::uint64_t jobId = ++m_latestJobId;
    m_pool.start([this, jobId, cancel, request = std::move(request)]() {
        AnalysisOutcome outcome = analyse(request, *cancel);
        if (cancel->load()) {
            return; // superseded; deliver() would drop it anyway
        }
        QMetaObject::invokeMethod(
            this, [this, jobId, outcome = std::move(outcome)]() mutable { deliver(jobId, std::move(outcome)); },
            Qt::QueuedConnection);
    });
    return jobId;
}

void AnalysisRunner::deliver(std::uint64_t jobId, AnalysisOutcome outcome) {
    if (jobId != m_latestJobId) {
        ++m_droppedOutcomes;
        return;
    }
    if (outcome.analysis) {
        emit analysisFinished(jobId, std::move(outcome.analysis));
    } else {
        emit analysisFailed(jobId, outcome.error);
    }
}

bool AnalysisRunner::readRequest(const AnalysisRequest& request, const std::atomic<bool>& cancel,
                                 ShardStrategy& strategy, KeyReadResult& input, QString& error) {
    std::string problem;
    if (!ShardStrategy::create(request.strategy, strategy, problem)) {
        error = QString::fromStdString(problem);
        return false;
    }
    const QByteArray utf8 = request.keyText.toUtf8();
    KeyReadOptions readOptions;
    readOptions.acceptor = acceptorFor(strategy);
    readOptions.cancel = &cancel;
    // Small blocks give a pasted multi-megabyte list frequent cancellation points.
    readOptions.blockBytes = std::size_t{1} << 20;
    input = readKeyList(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), readOptions);
    if (!input.fatalError.empty()) {
        error = QString::fromStdString(input.fatalError);
        return false;
    }
    if (cancel.load()) {
        error = QStringLiteral("cancelled");
        return false;
    }
    return true;
}

AnalysisOutcome AnalysisRunner::analyse(const AnalysisRequest& request, const std::atomic<bool>& cancel) {
    AnalysisOutcome outcome;
    ShardStrategy strategy;
    KeyReadResult input;
    if (!readRequest(request, cancel, strategy, input, outcome.error)) {
        return outcome;
    }
    outcome.analysis =
        std::make_shared<const DistributionAnalysis>(analyzeDistribution(input, strategy, request.options));
    return outcome;
}

} // namespace partiscope::ui
