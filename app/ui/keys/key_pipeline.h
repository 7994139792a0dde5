#pragma once

#include "jobs/analysis_runner.h"
#include "jobs/bucket_keys_runner.h"

#include <partiscope/analysis.h>

#include <QObject>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace partiscope::ui {

class DocumentController;

/// From the key editor's text to what the views draw: debounces edits, analyses the keys off the UI thread under
/// the document's strategy (and, in compare mode, without one), hands the keys the user typed to the document,
/// and lists one bucket's keys on demand. Only the newest job of each kind lands. No widgets: the window tells it
/// when the text changed and how to read it.
class KeyPipeline : public QObject {
    Q_OBJECT
public:
    /// The editor's text as it is now, or nullopt while a large text is still being loaded into it (the last
    /// slice reports another change).
    using TextSource = std::function<std::optional<QString>()>;
    /// Buckets and placement model of the heat map (the Strategy tab's analysis options).
    using OptionsSource = std::function<AnalysisOptions()>;

    KeyPipeline(DocumentController& document, TextSource text, OptionsSource options, QObject* parent = nullptr);

    /// Quiet time after the last edit before an analysis starts: typing a key should not start one job per
    /// character, but the view should still feel live.
    static constexpr int kDebounceMs = 100;

    /// The editor's text changed. @p byUser: typed, pasted, undone or imported into the editor, as opposed to the
    /// document's own keys shown there; only the user's keys become the document's. The text is read (parsed) once,
    /// after the debounce; every later job (another strategy, compare mode, a bucket's keys) reuses what was read.
    void noteTextChanged(bool byUser);
    /// The document's own keys are now @p keySource's (New, Open, a lesson, a recovery): analysed from its workload
    /// without any text. With @p editorText set, the editor's text is what is analysed instead (the built-in
    /// scenario shows its generator's keys with round counts).
    void showDocumentKeys(std::shared_ptr<const Scenario> keySource, bool editorText = false);
    /// Keys made as data (the generator, the item CSV import) become the keys, and, like an edit, the document's:
    /// analysed from @p keys, not from text.
    void takeKeys(std::vector<WorkloadKey> keys);
    /// A key list file becomes the keys (File > Import keys, --keys, a drop): read by the job, on every core, with no
    /// text in the editor; like an edit, its keys become the document's.
    void importKeyFile(const QString& path);
    /// Analyses again after the debounce (the strategy or the analysis options changed).
    void scheduleAnalysis();
    /// The keys on screen as read (before the strategy's check): what the key list view shows.
    [[nodiscard]] std::shared_ptr<const KeyReadResult> keys() const { return m_keys; }

    /// The analysis currently shown; null until the first result arrives.
    [[nodiscard]] std::shared_ptr<const DistributionAnalysis> analysis() const { return m_analysis; }
    [[nodiscard]] std::uint64_t appliedJobId() const noexcept { return m_appliedJobId; }
    [[nodiscard]] const AnalysisRunner& runner() const noexcept { return m_runner; }
    /// The strategy the analysis on screen was made with.
    [[nodiscard]] const StrategyConfig& shownStrategy() const noexcept { return m_shownRequest.strategy; }

    // The heat map shows one key space, the document's view target: the table (the analysis above) or a GSI, whose
    // keys (workload.index_keys) are analysed under the index's own strategy by a runner of their own.
    /// The key space of heatmapAnalysis(): "" (the table) or a GSI's name.
    [[nodiscard]] const std::string& heatmapTarget() const noexcept { return m_heatmapTarget; }
    /// What the heat map draws: analysis(), or the index keys' analysis; null when there is none (yet, or an index
    /// without keys).
    [[nodiscard]] std::shared_ptr<const DistributionAnalysis> heatmapAnalysis() const {
        return m_heatmapTarget.empty() ? m_analysis : m_indexAnalysis;
    }
    /// The strategy heatmapAnalysis() was made with.
    [[nodiscard]] const StrategyConfig& heatmapStrategy() const noexcept { return heatmapRequest().strategy; }
    [[nodiscard]] const AnalysisRunner& indexRunner() const noexcept { return m_indexRunner; }

    /// Compare mode: the same keys without a strategy, analysed beside the current one.
    void setCompareMode(bool on);
    [[nodiscard]] bool isCompareMode() const noexcept { return m_compareMode; }
    /// The no-strategy analysis of the same keys (compare mode); null until it arrives.
    [[nodiscard]] std::shared_ptr<const DistributionAnalysis> beforeAnalysis() const { return m_beforeAnalysis; }
    [[nodiscard]] const AnalysisRunner& beforeRunner() const noexcept { return m_beforeRunner; }

    /// Lists the keys of @p bucket of the analysis on screen (the "before" one when @p before), off the UI thread.
    void listBucket(std::uint32_t bucket, bool before);
    /// The bucket last listed, re-listed when a new analysis arrives (while @p keepListing says the list is open).
    [[nodiscard]] std::optional<std::uint32_t> listedBucket() const noexcept { return m_listedBucket; }
    [[nodiscard]] bool listedBefore() const noexcept { return m_listedBefore; }
    void setListingOpen(std::function<bool()> open) { m_listingOpen = std::move(open); }
    [[nodiscard]] const BucketKeysRunner& bucketKeysRunner() const noexcept { return m_bucketKeysRunner; }

signals:
    /// A fresh analysis of the table's keys is on screen (analysis()).
    void analysisApplied(std::uint64_t jobId);
    /// The heat map's picture changed (heatmapAnalysis(), heatmapTarget()): a fresh analysis of its key space, or
    /// another key space.
    void heatmapApplied();
    /// The newest analysis could not run (e.g. invalid strategy parameters).
    void analysisFailed(std::uint64_t jobId, const QString& error);
    /// Compare mode's "before" analysis arrived (beforeAnalysis()).
    void beforeAnalysisApplied(std::uint64_t jobId);
    /// A bucket's keys are being listed (the panel says so until they arrive).
    void bucketListingStarted(std::uint32_t bucket);
    void bucketKeysListed(std::uint64_t jobId, std::shared_ptr<const partiscope::BucketKeyListing> listing);
    void bucketKeysFailed(const QString& error);
    /// The listed bucket no longer exists in the new analysis.
    void listedBucketGone();
    /// The keys the user typed were refused as the document's workload (none, or too many).
    void typedKeysRefused(const QString& reason);

private:
    void startAnalysis();
    /// The heat map follows the document's view target: the index's keys analysed, or the table's shown.
    void startHeatmapAnalysis();
    void applyIndexAnalysis(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> analysis,
                            std::shared_ptr<const KeyReadResult> keys);
    /// The request of heatmapAnalysis(): what compare mode and a cell's key listing start from.
    [[nodiscard]] const AnalysisRequest& heatmapRequest() const noexcept {
        return m_heatmapTarget.empty() ? m_shownRequest : m_indexShownRequest;
    }
    /// The listed cell follows a new picture of the same key space (while the list is open and the cell exists).
    void relistAfterNewPicture();
    void applyAnalysis(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> analysis,
                       std::shared_ptr<const KeyReadResult> keys);
    /// A new source of keys: the next analysis reads it.
    void newSource();
    void startBeforeAnalysis();
    void applyBefore(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> before,
                     std::shared_ptr<const KeyReadResult> keys);

    DocumentController& m_document;
    TextSource m_text;
    OptionsSource m_options;
    QTimer m_debounce;

    AnalysisRunner m_runner;
    std::shared_ptr<const DistributionAnalysis> m_analysis;
    std::uint64_t m_appliedJobId = 0;
    // Where the keys come from. Every new source bumps m_sourceRevision; m_keys holds what was read of revision
    // m_keysRevision, so an analysis reads its source only when the two differ.
    enum class Source { EditorText, Workload, File };
    Source m_source = Source::EditorText;
    std::shared_ptr<const Scenario> m_sourceWorkload;
    QString m_sourceFile;
    /// The source is the document's own keys: analysing them must not rewrite the document (a generator would
    /// become a list of keys and the document would look edited).
    bool m_sourceIsDocument = true;
    std::uint64_t m_sourceRevision = 1;
    std::uint64_t m_keysRevision = 0;
    std::uint64_t m_requestedRevision = 0; ///< the source revision the newest analysis job read
    std::uint64_t m_adoptedRevision = 0;   ///< the source revision whose keys are the document's workload
    std::shared_ptr<const KeyReadResult> m_keys;
    AnalysisRequest m_startedRequest; ///< of the newest analysis job
    AnalysisRequest m_shownRequest;   ///< of the analysis on screen: what a bucket's key listing re-reads

    std::string m_heatmapTarget; ///< "": the table
    AnalysisRunner m_indexRunner;
    std::shared_ptr<const DistributionAnalysis> m_indexAnalysis;
    std::string m_indexStartedTarget;      ///< the GSI of the newest index job
    AnalysisRequest m_indexStartedRequest; ///< of the newest index job
    AnalysisRequest m_indexShownRequest;   ///< of m_indexAnalysis

    bool m_compareMode = false;
    AnalysisRunner m_beforeRunner;
    std::shared_ptr<const DistributionAnalysis> m_beforeAnalysis;
    AnalysisRequest m_beforeRequest; ///< of the newest "before" job
    std::string m_beforeTarget;      ///< the key space of the newest "before" job
    std::uint64_t m_appliedBeforeJobId = 0;

    BucketKeysRunner m_bucketKeysRunner;
    std::optional<std::uint32_t> m_listedBucket;
    bool m_listedBefore = false;
    std::function<bool()> m_listingOpen;
};

} // namespace partiscope::ui
