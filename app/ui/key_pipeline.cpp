#include "key_pipeline.h"
#include "qt_strings.h"
#include "release_elsewhere.h"

#include "analysis_summary_text.h"
#include "document_controller.h"

#include <partiscope/scenario.h>

#include <utility>

namespace partiscope::ui {

KeyPipeline::KeyPipeline(DocumentController& document, TextSource text, OptionsSource options, QObject* parent)
    : QObject(parent), m_document(document), m_text(std::move(text)), m_options(std::move(options)) {
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &KeyPipeline::startAnalysis);
    connect(&m_runner, &AnalysisRunner::analysisFinished, this, &KeyPipeline::applyAnalysis);
    connect(&m_runner, &AnalysisRunner::analysisFailed, this, &KeyPipeline::analysisFailed);
    connect(&m_beforeRunner, &AnalysisRunner::analysisFinished, this, &KeyPipeline::applyBefore);
    connect(&m_bucketKeysRunner, &BucketKeysRunner::listingFinished, this, &KeyPipeline::bucketKeysListed);
    connect(&m_bucketKeysRunner, &BucketKeysRunner::listingFailed, this,
            [this](std::uint64_t /*jobId*/, const QString& error) { emit bucketKeysFailed(error); });
}

void KeyPipeline::noteTextChanged(bool byUser) {
    ++m_textRevision;
    if (byUser) {
        m_editorShowsDocumentKeys = false;
    }
    scheduleAnalysis();
}

void KeyPipeline::showingDocumentKeys() {
    m_editorShowsDocumentKeys = true;
}

void KeyPipeline::scheduleAnalysis() {
    m_debounce.start(); // restarts: only the last edit of a burst starts a job
}

void KeyPipeline::startAnalysis() {
    std::optional<QString> text = m_text();
    if (!text) {
        return; // still loading: the last slice reports another change
    }
    const Scenario& parameters = m_document.parameters();
    AnalysisRequest request;
    request.keyText = std::move(*text);
    request.strategy = parameters.strategy;
    request.options = m_options();
    // The editor's keys are logical keys without a source attribute (a playerId for mod): like the simulation
    // and the advisor, spread each key's writes evenly over its shards rather than reject it.
    request.options.sourceValues = SourceValues::EvenSpread;
    // Only an edit the document has not taken yet: a strategy change re-analyses the same keys.
    request.collectWorkloadKeys = !m_editorShowsDocumentKeys && m_textRevision != m_adoptedTextRevision;
    if (request.collectWorkloadKeys) {
        const WorkloadSpec& workload = m_document.keySource()->workload;
        request.workloadSortKey = workload.generator      ? workload.generator->sortKey
                                  : workload.keys.empty() ? SortKeyShape::Random
                                                          : workload.keys.front().sortKey;
        request.document = parameters; // the parameters: the job adds the keys it reads
        m_requestedDocumentEdits = m_document.editCount();
    }
    m_requestedTextRevision = m_textRevision;
    m_startedRequest = request;
    m_runner.start(std::move(request));
}

void KeyPipeline::applyAnalysis(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> analysis,
                                PreparedDocumentPtr documentKeys) {
    // Released at the end, once the views hold the new one: the last owner frees it, on a pool thread.
    std::shared_ptr<const DistributionAnalysis> previous = std::exchange(m_analysis, std::move(analysis));
    m_appliedJobId = jobId;
    m_shownRequest = m_startedRequest; // only the newest job is delivered
    if (m_compareMode) {
        startBeforeAnalysis();
    }
    // The open key list follows the picture: the same bucket of the new analysis (while it exists).
    if (m_listedBucket && !m_listedBefore && m_listingOpen && m_listingOpen()) {
        if (*m_listedBucket < m_analysis->buckets.size()) {
            listBucket(*m_listedBucket, false);
        } else {
            m_listedBucket.reset();
            emit listedBucketGone();
        }
    }
    // A document opened while this job ran put its own keys in the editor; the job's keys are then stale.
    if (documentKeys && !m_editorShowsDocumentKeys) {
        m_adoptedTextRevision = m_requestedTextRevision;
        const std::size_t count = documentKeys->scenario->workload.keys.size();
        if (count == 0 || count > kMaxKeys) {
            // A scenario needs 1 ... kMaxKeys keys; rather than a document that cannot be saved, keep the last good.
            emit typedKeysRefused(count == 0 ? QStringLiteral("No key accepted: the document keeps its previous keys")
                                             : QStringLiteral("More than ") + countText(kMaxKeys) +
                                                   QStringLiteral(" distinct keys: the document keeps its previous "
                                                                  "keys"));
        } else {
            m_document.adoptTypedKeys(std::move(*documentKeys), m_requestedDocumentEdits);
        }
    }
    emit analysisApplied(jobId);
    releaseElsewhere(std::move(previous));
}

void KeyPipeline::setCompareMode(bool on) {
    m_compareMode = on;
    if (on) {
        startBeforeAnalysis();
    }
}

void KeyPipeline::startBeforeAnalysis() {
    if (!m_compareMode || !m_analysis) {
        return;
    }
    // Same keys, placement and buckets, no strategy: what the strategy is being compared against. A strategy
    // change alone leaves it as it is, so a million keys are not re-read for nothing.
    const bool unchanged = m_beforeAnalysis && m_beforeRequest.keyText == m_shownRequest.keyText &&
                           m_beforeRequest.options.buckets == m_shownRequest.options.buckets &&
                           m_beforeRequest.options.model == m_shownRequest.options.model &&
                           m_beforeRunner.latestJobId() == m_appliedBeforeJobId;
    if (unchanged) {
        return;
    }
    m_beforeRequest = m_shownRequest;
    m_beforeRequest.strategy = StrategyConfig{};
    m_beforeRequest.collectWorkloadKeys = false;
    m_beforeRunner.start(m_beforeRequest);
}

void KeyPipeline::applyBefore(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> before) {
    // Every holder lets go first, so the last owner, on a pool thread, frees a million keys' analysis.
    std::shared_ptr<const DistributionAnalysis> previous = std::exchange(m_beforeAnalysis, std::move(before));
    m_appliedBeforeJobId = jobId;
    emit beforeAnalysisApplied(jobId);
    releaseElsewhere(std::move(previous));
    if (m_listedBucket && m_listedBefore && m_listingOpen && m_listingOpen() &&
        *m_listedBucket < m_beforeAnalysis->buckets.size()) {
        listBucket(*m_listedBucket, true);
    }
}

void KeyPipeline::listBucket(std::uint32_t bucket, bool before) {
    m_listedBucket = bucket;
    m_listedBefore = before;
    emit bucketListingStarted(bucket);
    AnalysisRequest request = before ? m_beforeRequest : m_shownRequest;
    request.collectWorkloadKeys = false;
    m_bucketKeysRunner.start(std::move(request), bucket);
}

} // namespace partiscope::ui
