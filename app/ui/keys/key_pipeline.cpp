#include "keys/key_pipeline.h"
#include "jobs/release_elsewhere.h"
#include "util/qt_strings.h"

#include "document/document_controller.h"
#include "util/analysis_summary_text.h"

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

void KeyPipeline::newSource() {
    ++m_sourceRevision;
    scheduleAnalysis();
}

void KeyPipeline::noteTextChanged(bool byUser) {
    if (!byUser && m_source != Source::EditorText) {
        return; // the document's keys shown as text: the workload they came from is what is analysed
    }
    if (byUser) {
        m_source = Source::EditorText;
        m_sourceIsDocument = false;
        m_sourceWorkload.reset();
    }
    newSource();
}

void KeyPipeline::showDocumentKeys(std::shared_ptr<const Scenario> keySource, bool editorText) {
    m_source = editorText ? Source::EditorText : Source::Workload;
    m_sourceWorkload = editorText ? nullptr : std::move(keySource);
    m_sourceIsDocument = true;
    newSource();
}

void KeyPipeline::takeKeys(std::vector<WorkloadKey> keys) {
    auto holder = std::make_shared<Scenario>();
    holder->workload.keys = std::move(keys);
    m_source = Source::Workload;
    m_sourceWorkload = std::move(holder);
    m_sourceIsDocument = false;
    newSource();
}

void KeyPipeline::importKeyFile(const QString& path) {
    m_source = Source::File;
    m_sourceFile = path;
    m_sourceWorkload.reset();
    m_sourceIsDocument = false;
    newSource();
}

void KeyPipeline::scheduleAnalysis() {
    m_debounce.start(); // restarts: only the last edit of a burst starts a job
}

void KeyPipeline::startAnalysis() {
    const Scenario& parameters = m_document.parameters();
    AnalysisRequest request;
    if (m_keysRevision == m_sourceRevision && m_keys) {
        request.keys = m_keys; // a strategy or option change: the keys are read already
    } else if (m_source == Source::Workload) {
        request.workload = m_sourceWorkload;
    } else if (m_source == Source::File) {
        request.keyFile = m_sourceFile;
    } else {
        std::optional<QString> text = m_text();
        if (!text) {
            return; // still loading: the last slice reports another change
        }
        request.keyText = std::move(*text);
    }
    request.strategy = parameters.strategy;
    request.options = m_options();
    // The keys are logical keys without a source attribute (a playerId for mod): like the simulation and the
    // advisor, spread each key's writes evenly over its shards rather than reject it.
    request.options.sourceValues = SourceValues::EvenSpread;
    m_requestedRevision = m_sourceRevision;
    m_startedRequest = request;
    m_runner.start(std::move(request));
}

void KeyPipeline::applyAnalysis(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> analysis,
                                std::shared_ptr<const KeyReadResult> keys) {
    // Released at the end, once the views hold the new one: the last owner frees it, on a pool thread.
    std::shared_ptr<const DistributionAnalysis> previous = std::exchange(m_analysis, std::move(analysis));
    std::shared_ptr<const KeyReadResult> previousKeys = std::exchange(m_keys, std::move(keys));
    m_keysRevision = m_requestedRevision;
    m_appliedJobId = jobId;
    // Only the newest job is delivered; later jobs on the same keys (listings, "before") start from what it read.
    m_shownRequest = m_startedRequest;
    m_shownRequest.keys = m_keys;
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
    // The user's keys (typed, imported, generated) become the document's, once per source; the document's own
    // keys shown here do not (a generator would become a list of keys and the document would look edited).
    if (!m_sourceIsDocument && m_keysRevision != m_adoptedRevision) {
        m_adoptedRevision = m_keysRevision;
        QString problem;
        if (!m_document.adoptKeyList(m_keys, problem)) {
            emit typedKeysRefused(problem);
        }
    }
    emit analysisApplied(jobId);
    releaseElsewhere(std::move(previous));
    releaseElsewhere(std::move(previousKeys));
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
    // change alone leaves it as it is, so a million keys are not analysed again for nothing.
    const bool unchanged = m_beforeAnalysis && m_beforeRequest.keys == m_shownRequest.keys &&
                           m_beforeRequest.options.buckets == m_shownRequest.options.buckets &&
                           m_beforeRequest.options.model == m_shownRequest.options.model &&
                           m_beforeRunner.latestJobId() == m_appliedBeforeJobId;
    if (unchanged) {
        return;
    }
    m_beforeRequest = m_shownRequest; // the same keys, read once
    m_beforeRequest.strategy = StrategyConfig{};
    m_beforeRunner.start(m_beforeRequest);
}

void KeyPipeline::applyBefore(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> before,
                              std::shared_ptr<const KeyReadResult> /*keys: the request's own*/) {
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
    AnalysisRequest request = before ? m_beforeRequest : m_shownRequest; // keys read already: none read again
    m_bucketKeysRunner.start(std::move(request), bucket);
}

} // namespace partiscope::ui
