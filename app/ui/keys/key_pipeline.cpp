#include "keys/key_pipeline.h"
#include "jobs/release_elsewhere.h"
#include "util/qt_strings.h"

#include "document/document_controller.h"
#include "document/key_spaces.h"
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
    connect(&m_indexRunner, &AnalysisRunner::analysisFinished, this, &KeyPipeline::applyIndexAnalysis);
    connect(&m_indexRunner, &AnalysisRunner::analysisFailed, this, &KeyPipeline::analysisFailed);
    connect(&m_document, &DocumentController::viewTargetChanged, this, &KeyPipeline::startHeatmapAnalysis);
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
    startHeatmapAnalysis();
}

void KeyPipeline::startHeatmapAnalysis() {
    const Scenario& parameters = m_document.parameters();
    const GsiSpec* gsi = findGsi(parameters, m_document.viewTarget());
    if (!gsi) {
        // The table's analysis is the heat map's: shown now if it is there, else when it lands.
        const bool switched = !m_heatmapTarget.empty();
        m_heatmapTarget.clear();
        m_indexStartedTarget.clear();
        if (switched && m_analysis) {
            startBeforeAnalysis();
            emit heatmapApplied();
        }
        return;
    }
    m_indexStartedTarget = gsi->name;
    auto keys = indexKeySource(parameters, *gsi);
    if (!keys) {
        // Nothing to place: the heat map says which index it is and that it has no keys.
        m_heatmapTarget = gsi->name;
        releaseElsewhere(std::exchange(m_indexAnalysis, nullptr));
        m_indexShownRequest = AnalysisRequest{};
        m_indexShownRequest.strategy = gsi->strategy;
        emit heatmapApplied();
        return;
    }
    AnalysisRequest request;
    request.workload = std::move(keys);
    request.workloadCounts = WorkloadCounts::Proportional;
    request.strategy = gsi->strategy;
    request.options = m_options();
    request.options.sourceValues = SourceValues::EvenSpread; // as the table's keys: logical keys, no source value
    m_indexStartedRequest = request;
    m_indexRunner.start(std::move(request));
}

void KeyPipeline::applyIndexAnalysis(std::uint64_t /*jobId*/, std::shared_ptr<const DistributionAnalysis> analysis,
                                     std::shared_ptr<const KeyReadResult> keys) {
    if (m_indexStartedTarget.empty() || m_indexStartedTarget != m_document.viewTarget()) {
        return; // the view went back to the table (or on to another index) while it ran
    }
    std::shared_ptr<const DistributionAnalysis> previous = std::exchange(m_indexAnalysis, std::move(analysis));
    const bool sameKeySpace = m_heatmapTarget == m_indexStartedTarget;
    m_heatmapTarget = m_indexStartedTarget;
    m_indexShownRequest = m_indexStartedRequest;
    m_indexShownRequest.keys = std::move(keys);
    startBeforeAnalysis();
    if (sameKeySpace) {
        relistAfterNewPicture();
    }
    emit heatmapApplied();
    releaseElsewhere(std::move(previous));
}

void KeyPipeline::relistAfterNewPicture() {
    const auto shown = heatmapAnalysis();
    if (!shown || !m_listedBucket || m_listedBefore || !m_listingOpen || !m_listingOpen()) {
        return;
    }
    if (*m_listedBucket < shown->buckets.size()) {
        listBucket(*m_listedBucket, false);
    } else {
        m_listedBucket.reset();
        emit listedBucketGone();
    }
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
    const bool heatmapShowsTable = m_heatmapTarget.empty() && m_indexStartedTarget.empty();
    if (heatmapShowsTable) {
        startBeforeAnalysis();
        // The open key list follows the picture: the same bucket of the new analysis (while it exists).
        relistAfterNewPicture();
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
    if (heatmapShowsTable) {
        emit heatmapApplied();
    }
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
    const AnalysisRequest& shown = heatmapRequest();
    if (!m_compareMode || !heatmapAnalysis() || !shown.keys) {
        return;
    }
    // Same keys, placement and buckets, no strategy: what the strategy is being compared against. A strategy
    // change alone leaves it as it is, so a million keys are not analysed again for nothing.
    const bool unchanged = m_beforeAnalysis && m_beforeRequest.keys == shown.keys &&
                           m_beforeRequest.options.buckets == shown.options.buckets &&
                           m_beforeRequest.options.model == shown.options.model &&
                           m_beforeRunner.latestJobId() == m_appliedBeforeJobId;
    if (unchanged) {
        return;
    }
    m_beforeRequest = shown; // the same keys, read once
    m_beforeRequest.strategy = StrategyConfig{};
    m_beforeTarget = m_heatmapTarget;
    m_beforeRunner.start(m_beforeRequest);
}

void KeyPipeline::applyBefore(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> before,
                              std::shared_ptr<const KeyReadResult> /*keys: the request's own*/) {
    if (m_beforeTarget != m_heatmapTarget) {
        return; // another key space is in view: its own "before" is on the way
    }
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
    AnalysisRequest request = before ? m_beforeRequest : heatmapRequest(); // keys read already: none read again
    m_bucketKeysRunner.start(std::move(request), bucket);
}

} // namespace partiscope::ui
