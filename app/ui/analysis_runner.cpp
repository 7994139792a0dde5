#include "analysis_runner.h"
#include "key_editor.h"

#include <partiscope/key_input.h>
#include <partiscope/workload_keys.h>

#include <QByteArray>
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
        emit analysisFinished(jobId, std::move(outcome.analysis), std::move(outcome.documentKeys));
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
    readOptions.acceptor = acceptorFor(strategy, request.options.sourceValues);
    readOptions.cancel = &cancel;
    // Enough for the editor to mark every rejected line it shows markers for.
    readOptions.maxReportedIssues = KeyEditor::kMaxMarkedLines;
    readOptions.blockBytes = kReadBlockBytes;
    input = readKeyList(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), readOptions);
    if (!input.fatalError.empty()) {
        error = QString::fromStdString(input.fatalError);
        return false;
    }
    if (cancel.load()) {
        error = QStringLiteral("cancelled");
        return false;
    }
    // The same bound as the CLI's: a random strategy with a huge shard count would otherwise count one
    // entry per physical key (gigabytes from a few lines).
    if (auto tooMany = analysisSizeProblem(input.tally, strategy, request.options.sourceValues)) {
        error = QString::fromStdString(*tooMany);
        return false;
    }
    return true;
}

PreparedDocumentPtr AnalysisRunner::prepareDocumentKeys(const AnalysisRequest& request, std::vector<WorkloadKey> keys) {
    Scenario document = request.document; // the parameters: no keys, no generator
    document.workload.keys = std::move(keys);
    document.workload.generator.reset();
    return prepareDocument(std::move(document));
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
    if (request.collectWorkloadKeys && !cancel.load()) {
        // Read again without the strategy's check: a key the current strategy cannot place (e.g. a
        // non-numeric key under `mod`) is still one the user typed, and the document keeps it.
        const QByteArray utf8 = request.keyText.toUtf8();
        KeyReadOptions documentOptions;
        documentOptions.cancel = &cancel;
        documentOptions.blockBytes = kReadBlockBytes;
        documentOptions.maxReportedIssues = 0;
        const KeyReadResult typed =
            readKeyList(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), documentOptions);
        if (!cancel.load()) {
            outcome.documentKeys =
                prepareDocumentKeys(request, workloadKeysFromTally(typed.tally, request.workloadSortKey));
        }
    }
    return outcome;
}

} // namespace partiscope::ui
