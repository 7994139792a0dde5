#include "jobs/analysis_runner.h"

#include <partiscope/key_input.h>
#include <partiscope/workload_keys.h>

#include <QByteArray>
#include <QFile>
#include <QMetaObject>

#include <string>
#include <utility>

namespace partiscope::ui {

AnalysisRunner::AnalysisRunner(QObject* parent) : QObject(parent) {}

std::uint64_t AnalysisRunner::start(AnalysisRequest request) {
    return m_jobs.start(
        this, [request = std::move(request)](const std::atomic<bool>& cancel) { return analyse(request, cancel); },
        [this](std::uint64_t jobId, AnalysisOutcome outcome) { deliver(jobId, std::move(outcome)); });
}

void AnalysisRunner::deliver(std::uint64_t jobId, AnalysisOutcome outcome) {
    if (outcome.analysis) {
        emit analysisFinished(jobId, std::move(outcome.analysis), std::move(outcome.keys));
    } else {
        emit analysisFailed(jobId, outcome.error);
    }
}

std::shared_ptr<const KeyReadResult> AnalysisRunner::readKeys(const AnalysisRequest& request,
                                                              const std::atomic<bool>& cancel, QString& error) {
    if (request.keys) {
        return request.keys;
    }
    // Read as typed, without the strategy's check: a key the current strategy cannot place (a non-numeric key
    // under `mod`, a key too long for its suffix) is still one the user has, and the document keeps it. The
    // strategy's check runs on the distinct keys afterwards (acceptKeys), so a strategy change reads nothing again.
    KeyReadOptions options;
    options.cancel = &cancel;
    options.maxReportedIssues = kMaxReportedIssues;
    auto keys = std::make_shared<KeyReadResult>();
    if (request.workload) {
        *keys = keyListFromWorkload(request.workload->workload, options, request.workloadCounts);
    } else if (!request.keyFile.isEmpty()) {
        *keys = readKeyListFile(QFile::encodeName(request.keyFile).toStdString(), options);
    } else {
        // Blocks of a megabyte: a pasted multi-megabyte list has frequent cancellation points.
        options.blockBytes = kReadBlockBytes;
        const QByteArray utf8 = request.keyText.toUtf8();
        *keys = readKeyList(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), options);
    }
    if (!keys->fatalError.empty()) {
        error = QString::fromStdString(keys->fatalError);
        return nullptr;
    }
    if (cancel.load()) {
        error = QStringLiteral("cancelled");
        return nullptr;
    }
    return keys;
}

std::shared_ptr<const KeyReadResult> AnalysisRunner::acceptKeys(const AnalysisRequest& request,
                                                                std::shared_ptr<const KeyReadResult> keys,
                                                                ShardStrategy& strategy, QString& error) {
    std::string problem;
    if (!ShardStrategy::create(request.strategy, strategy, problem)) {
        error = QString::fromStdString(problem);
        return nullptr;
    }
    // Shared, not copied, when every key is accepted (always without a strategy).
    std::shared_ptr<const KeyReadResult> accepted =
        acceptForStrategy(std::move(keys), strategy, request.options.sourceValues, kMaxReportedIssues);
    if (!accepted->fatalError.empty()) {
        error = QString::fromStdString(accepted->fatalError);
        return nullptr;
    }
    // The same bound as the CLI's: a random strategy with a huge shard count would otherwise count one entry per
    // physical key (gigabytes from a few lines).
    if (auto tooMany = analysisSizeProblem(accepted->tally, strategy, request.options.sourceValues)) {
        error = QString::fromStdString(*tooMany);
        return nullptr;
    }
    return accepted;
}

AnalysisOutcome AnalysisRunner::analyse(const AnalysisRequest& request, const std::atomic<bool>& cancel) {
    AnalysisOutcome outcome;
    outcome.keys = readKeys(request, cancel, outcome.error);
    if (!outcome.keys) {
        return outcome;
    }
    ShardStrategy strategy;
    const auto accepted = acceptKeys(request, outcome.keys, strategy, outcome.error);
    if (!accepted) {
        return outcome;
    }
    outcome.analysis =
        std::make_shared<const DistributionAnalysis>(analyzeDistribution(*accepted, strategy, request.options));
    return outcome;
}

} // namespace partiscope::ui
