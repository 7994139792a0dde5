#pragma once

#include "advisor_runner.h"
#include "analysis_runner.h"
#include "bucket_keys_runner.h"
#include "document_recovery.h"
#include "key_editor.h"
#include "lesson_catalog.h"
#include "parameter_edit.h"
#include "simulation_player.h"
#include "strategy_pane.h"
#include "table_pane.h"

#include <partiscope/scenario.h>

#include <partiscope/analysis.h>
#include <partiscope/viridis.h>

#include <QFont>
#include <QMainWindow>
#include <QTimer>
#include <QUrl>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QStackedWidget;
class QDockWidget;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;
class QTextBrowser;
class QUndoStack;

namespace partiscope::ui {

class AdvisorPane;
class BucketBarChart;
class BucketHeatmap;
class BucketKeysPanel;
class CompareHeatmaps;
class ItemCsvImportDialog;
class KeyGeneratorDialog;
class PlainTextStreamer;
class QueriesPane;
class SimulationPanel;
class StatusTotals;

/// The workload key with the largest share of the traffic: the estimator's and the preview's default.
struct HottestWorkloadKey {
    QString key;
    double share = 0; ///< of the workload's weight, 0..1
};

/// Key editor and model controls on the left, the bucket heat map and bar chart on the right, the
/// statistics line underneath. Every edit re-runs the analysis in the background after a short pause.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    /// Disconnects the parameter history first: a QUndoStack emits cleanChanged() while it is destroyed.
    /// Removes the recovery copy: a window that is destroyed, rather than killed, ended cleanly.
    ~MainWindow() override;

    /// Replaces the editor's text (as if pasted) and schedules an analysis. Like any edit, the keys become the
    /// document's workload once the analysis has read them.
    void setKeyText(const QString& text);

    /// The analysis currently shown; null until the first result arrives.
    [[nodiscard]] std::shared_ptr<const DistributionAnalysis> analysis() const { return m_analysis; }
    [[nodiscard]] std::uint64_t appliedJobId() const noexcept { return m_appliedJobId; }
    [[nodiscard]] const AnalysisRunner& runner() const noexcept { return m_runner; }

    [[nodiscard]] KeyEditor* keyEditor() const noexcept { return m_keyEditor; }
    [[nodiscard]] BucketHeatmap* heatmap() const noexcept { return m_heatmap; }
    [[nodiscard]] BucketBarChart* barChart() const noexcept { return m_barChart; }
    [[nodiscard]] QLabel* statisticsLabel() const noexcept { return m_statistics; }
    [[nodiscard]] QLabel* inputSummaryLabel() const noexcept { return m_inputSummary; }
    [[nodiscard]] QSpinBox* bucketsSpinBox() const noexcept { return m_strategyPane->bucketsSpinBox(); }
    [[nodiscard]] QComboBox* strategyComboBox() const noexcept { return m_strategyPane->kindComboBox(); }
    [[nodiscard]] QSpinBox* shardsSpinBox() const noexcept { return m_strategyPane->shardsSpinBox(); }
    [[nodiscard]] StrategyPane* strategyPane() const noexcept { return m_strategyPane; }
    [[nodiscard]] TablePane* tablePane() const noexcept { return m_tablePane; }
    /// Parameter changes (Strategy and Table tabs) as whole-scenario snapshots; the key editor keeps its own.
    [[nodiscard]] QUndoStack* parameterHistory() const noexcept { return m_parameterHistory; }
    [[nodiscard]] QTabWidget* viewTabs() const noexcept { return m_views; }
    [[nodiscard]] QTabWidget* parameterTabs() const noexcept { return m_parameterTabs; }
    [[nodiscard]] SimulationPanel* simulationPanel() const noexcept { return m_simulationPanel; }
    [[nodiscard]] QueriesPane* queriesPane() const noexcept { return m_queriesPane; }
    [[nodiscard]] SimulationPlayer& player() noexcept { return m_player; }
    [[nodiscard]] AdvisorPane* advisorPane() const noexcept { return m_advisorPane; }
    [[nodiscard]] QDockWidget* lessonDock() const noexcept { return m_lessonDock; }
    [[nodiscard]] QTextBrowser* lessonGuide() const noexcept { return m_lessonGuide; }
    [[nodiscard]] QMenu* lessonsMenu() const noexcept { return m_lessonsMenu; }
    [[nodiscard]] StatusTotals* statusTotals() const noexcept { return m_statusTotals; }

    // View menu: compare mode, palette, presentation mode, the bucket-keys panel.
    /// Shows the before (no strategy) and after (current strategy) heat maps side by side on one scale.
    void setCompareMode(bool on);
    [[nodiscard]] bool isCompareMode() const noexcept { return m_compareMode; }
    [[nodiscard]] CompareHeatmaps* compareHeatmaps() const noexcept { return m_compare; }
    /// The no-strategy analysis of the same keys (compare mode); null until it arrives.
    [[nodiscard]] std::shared_ptr<const DistributionAnalysis> beforeAnalysis() const { return m_beforeAnalysis; }
    [[nodiscard]] const AnalysisRunner& beforeRunner() const noexcept { return m_beforeRunner; }
    /// Applies @p map to every heat map and legend and remembers it (QSettings "view/palette").
    void setColourMap(ColourMap map);
    [[nodiscard]] ColourMap colourMap() const noexcept { return m_colourMap; }
    /// Fonts about 1.5x larger across the window (labels, heat maps, legends, charts); off restores them.
    void setPresentationMode(bool on);
    [[nodiscard]] bool isPresentationMode() const noexcept { return m_presentationMode; }
    /// Lists the keys of @p bucket of the analysis on screen (the "before" one when @p before) in the
    /// bucket-keys panel, computed off the UI thread.
    void showBucketKeys(std::uint32_t bucket, bool before = false);
    [[nodiscard]] BucketKeysPanel* bucketKeysPanel() const noexcept { return m_bucketKeysPanel; }
    [[nodiscard]] QDockWidget* bucketKeysDock() const noexcept { return m_bucketKeysDock; }
    [[nodiscard]] const BucketKeysRunner& bucketKeysRunner() const noexcept { return m_bucketKeysRunner; }
    /// Presentation mode's font factor.
    static constexpr double kPresentationScale = 1.5;

    /// The advisor's analysis of the document; null until the first result arrives.
    [[nodiscard]] std::shared_ptr<const ScenarioAnalysis> advice() const { return m_advice; }
    /// True when the advice on screen is that of the current document (no newer job pending).
    [[nodiscard]] bool isAdviceCurrent() const noexcept {
        return m_advice && m_appliedAdviceJobId == m_advisorRunner.latestJobId();
    }
    [[nodiscard]] const AdvisorRunner& advisorRunner() const noexcept { return m_advisorRunner; }

    /// The whole document, composed: a copy of every key (tests, small documents). The simulation plays it
    /// once the newest preparation arrived (isSimulationCurrent()).
    [[nodiscard]] Scenario scenario() const { return composeDocument(m_scenario, *m_keySource); }
    /// The document without its keys: what the Strategy and Table panes edit.
    [[nodiscard]] const Scenario& parameters() const noexcept { return m_scenario; }
    /// The document's keys (or generator): shared, immutable, replaced when the keys change.
    [[nodiscard]] const std::shared_ptr<const Scenario>& keySource() const noexcept { return m_keySource; }
    /// True when the simulation and the advisor have the document as it is now (no preparation pending).
    [[nodiscard]] bool isSimulationCurrent() const noexcept {
        return m_appliedPreparationId == m_preparations.latestJobId();
    }
    [[nodiscard]] StrategyConfig currentStrategy() const;
    [[nodiscard]] const QString& documentPath() const noexcept { return m_documentPath; }
    /// The file an untitled document restored from a recovery copy was a copy of; empty otherwise.
    [[nodiscard]] const QString& recoveredFrom() const noexcept { return m_recoveredFrom; }
    [[nodiscard]] bool isDirty() const noexcept { return m_dirty; }

    /// Opens a scenario file. On error (unreadable, bad JSON, a scenario that cannot run) returns false,
    /// sets @p error to "<path>: <problem>" naming the JSON path, and leaves the current document as it was.
    bool openScenarioFile(const QString& path, QString& error);
    /// Saves the document atomically to @p path, which becomes its path; clears the unsaved marker.
    bool saveScenarioFile(const QString& path, QString& error);
    /// openScenarioFile() with the reading on a worker thread (File > Open, Open Recent, a dropped .json):
    /// documentOpened() follows; a problem is reported in a message box and changes nothing.
    void openInBackground(const QString& path);
    /// The same on a worker thread (File > Save): documentSaved() follows. Edits made while it writes keep the
    /// document unsaved; the file holds the document as it was when the save started.
    void saveInBackground(const QString& path);
    /// Loads a built-in lesson's scenario as an untitled document and shows its guide in the side panel.
    /// On error returns false and leaves the document as it was.
    bool openLesson(const Lesson& lesson, QString& error);
    /// Writes the design-review report of the document (HTML, or Markdown for *.md / *.markdown)
    /// atomically to @p path. On error returns false and sets @p error.
    bool exportReport(const QString& path, QString& error);
    /// File > New: the built-in scenario (after asking about unsaved changes).
    void newDocument();

    /// File > Import keys: a key list file streamed into the editor (then, like any edit, into the document).
    /// On error (unreadable file) returns false, sets @p error and changes nothing.
    bool importKeyFile(const QString& path, QString& error);
    /// File > Import items CSV: opens the column/template dialog for @p path (window-modal, not blocking); its OK
    /// fills the editor. Returns null and sets @p error when the file cannot be read.
    ItemCsvImportDialog* openItemCsvImport(const QString& path, QString& error);
    /// File > Generate keys (also the keys pane's button): opens the generator dialog; its OK fills the editor.
    KeyGeneratorDialog* openKeyGenerator();
    /// What a drop on the window does: *.json opens as the document (after asking about unsaved changes),
    /// *.csv opens the item import, anything else is imported as a key list. The first local file counts.
    void openDroppedFiles(const QList<QUrl>& urls);

    /// File > Open Recent: opens @p path; a file that no longer exists leaves the list, with a message.
    void openRecentFile(const QString& path);
    [[nodiscard]] QMenu* recentFilesMenu() const noexcept { return m_recentMenu; }

    /// The crash-recovery copy of this window's unsaved document.
    [[nodiscard]] RecoveryCopy& recoveryCopy() noexcept { return m_recovery; }
    /// How often an unsaved document is copied for recovery (tests shorten it).
    void setRecoveryInterval(int ms) { m_recoveryTimer.setInterval(ms); }
    static constexpr int kRecoveryIntervalMs = 5000;
    /// Replaces the "restore the unsaved document?" question (tests answer it without a modal loop).
    void setRecoveryPrompt(std::function<bool(const QString& copyPath)> prompt) {
        m_recoveryPrompt = std::move(prompt);
    }
    /// At start-up: if a previous run left a recovery copy (it did not end cleanly), offers to restore it as an
    /// unsaved document. The copy is removed whatever the answer. Returns true if a document was restored.
    bool offerRecovery();

    enum class UnsavedChoice { Save, Discard, Cancel };
    /// Replaces the unsaved-changes dialog (tests answer it without a modal loop).
    void setSavePrompt(std::function<UnsavedChoice()> prompt) { m_savePrompt = std::move(prompt); }

    /// Quiet time after the last edit before an analysis starts: typing a key should not start one
    /// job per character, but the view should still feel live.
    static constexpr int kDebounceMs = 100;

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

signals:
    /// A fresh analysis is on screen.
    void analysisApplied(std::uint64_t jobId);
    /// The newest analysis could not run (e.g. invalid strategy parameters).
    void analysisFailed(std::uint64_t jobId, const QString& error);
    /// An openInBackground() ended: @p opened (the document is on screen), or a message box said why not.
    void documentOpened(bool opened, const QString& path);
    /// A saveInBackground() ended: @p written, or a message box said why not.
    void documentSaved(bool written, const QString& path);
    /// The document as it is now plays in the simulation (it was composed and its simulator built).
    void documentPrepared(std::uint64_t jobId);
    /// The advisor's findings of the document are on screen.
    void adviceApplied(std::uint64_t jobId);
    /// Compare mode's "before" analysis is on screen.
    void beforeAnalysisApplied(std::uint64_t jobId);
    /// The bucket-keys panel shows a new listing.
    void bucketKeysListed(std::uint64_t jobId);

private:
    QWidget* createEditorPanel();
    QWidget* createKeysPane();
    QWidget* createStrategyPane();
    QWidget* createTablePane();
    QWidget* createResultPanel();
    void scheduleAnalysis();
    void startAnalysis();
    void applyAnalysis(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> analysis,
                       PreparedDocumentPtr documentKeys);
    void onKeyTextChanged();
    /// Says so under the heat map when @p analysis spread keys evenly for want of a source value.
    void updateEvenSpreadNote(const DistributionAnalysis& analysis);
    /// Fills the editor from the document's workload; such text is not an edit and does not change the document.
    void showDocumentKeys(const QString& text);
    /// Makes the keys the user typed the document's workload (replacing a generator) and plays them.
    void adoptEditorKeys(PreparedDocument&& prepared);
    void showFailure(std::uint64_t jobId, const QString& error);
    void commitStrategyEdit(const ParameterEdit& edit);
    void commitTableEdit(const ParameterEdit& edit);
    /// Makes @p candidate the document through the undo history if it can run; false with @p problem if not.
    bool commitParameterEdit(const Scenario& candidate, const ParameterEdit& edit, QString& problem);
    /// What an edit, undo or redo does once the history has a scenario for the document.
    void applyParameterSnapshot(const Scenario& scenario, bool fromHistory);
    /// Shows the document in the Strategy and Table tabs (after New, Open, a lesson, undo/redo).
    void syncParameterPanes();
    void restartSimulation();
    void createMenus();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createLessonsMenu();
    void markDirty();
    /// Counts the change (stale background results check it) and keeps the recovery copy coming.
    void noteDocumentEdit();
    /// The document without its workload keys: what parameter edits compare, check and keep for undo (the
    /// keys belong to the key editor, and copying a million of them per spin-box step would stall typing).
    [[nodiscard]] const Scenario& parameterSnapshot() const noexcept { return m_scenario; }
    /// Makes @p parts the window's document, without copying its keys.
    void setDocumentParts(DocumentParts parts);
    void adoptDocument(OpenedDocument opened, const QString& path);
    /// adoptDocument() for a file the user opened: it goes to the recent files, a lesson guide closes.
    void adoptOpenedFile(OpenedDocument opened, const QString& path);
    /// Plays a document composed off the UI thread (restartSimulation) and hands it to the advisor.
    void playPreparedDocument(std::uint64_t jobId, PreparedDocumentPtr prepared);
    /// The same for a document prepared on the UI thread: it supersedes any preparation still running.
    void playPreparedNow(PreparedDocumentPtr prepared);
    /// The document on screen matches a file (or is pristine): no recovery copy is needed any more.
    void discardRecoveryCopy();
    void writeRecoveryCopy();
    void rebuildRecentMenu();
    void importKeyFileInteractively();
    void importItemCsvInteractively();
    void updateTitle();
    /// Asks what to do with unsaved changes; false means "stay" (the user cancelled or saving failed).
    bool maybeSave();
    /// Now: written when the call returns (closing, replacing the document). InBackground: File > Save.
    enum class SaveMode { Now, InBackground };
    bool saveDocument(SaveMode mode);
    bool saveDocumentAs(SaveMode mode);
    bool saveTo(const QString& path, SaveMode mode);
    /// The document at @p path holds the state of @p documentEditsSaved: clean, unless it changed since.
    void noteSaved(const QString& path, std::uint64_t documentEditsSaved);
    void openDocument();
    void updateQueries();
    /// Makes @p scenario the document (already checked to run); @p path empty means untitled.
    void adoptDocument(Scenario scenario, const QString& path);
    void applyAdvice(std::uint64_t jobId, std::shared_ptr<const ScenarioAnalysis> analysis);
    void showAdviceFailure(std::uint64_t jobId, const QString& error);
    void createLessonPanel();
    /// Leaves the open lesson: hides its guide and replaces it with a pointer to the Lessons menu.
    void closeLessonGuide();
    void exportReportInteractively();
    void createBucketKeysDock();
    void startBeforeAnalysis();
    [[nodiscard]] QString cellNoun() const;

    AnalysisRunner m_runner;
    QTimer m_debounce;
    std::shared_ptr<const DistributionAnalysis> m_analysis;
    std::uint64_t m_appliedJobId = 0;

    KeyEditor* m_keyEditor = nullptr;
    /// True while the editor holds the text showDocumentKeys() put there: analysing it must not rewrite the
    /// document (a generator would become a list of a thousand keys and the document would look edited).
    bool m_editorShowsDocumentKeys = true;
    std::uint64_t m_keyTextRevision = 0;        ///< bumped by every change of the editor's text
    std::uint64_t m_requestedKeysRevision = 0;  ///< the revision the newest analysis job read
    std::uint64_t m_adoptedKeysRevision = 0;    ///< the revision whose keys are the document's workload
    std::uint64_t m_requestedDocumentEdits = 0; ///< m_documentEdits when the newest job copied the document
    PlainTextStreamer* m_keyStreamer = nullptr; ///< large imports go into m_keyEditor a slice at a time
    QLabel* m_inputSummary = nullptr;
    StrategyPane* m_strategyPane = nullptr;
    TablePane* m_tablePane = nullptr;
    QUndoStack* m_parameterHistory = nullptr;
    HottestWorkloadKey m_hottestWorkloadKey; ///< measured per document: the panes never change the keys
    QTabWidget* m_parameterTabs = nullptr;   ///< Strategy, Table, ...: what acts on the keys
    BucketHeatmap* m_heatmap = nullptr;
    QLabel* m_modelNote = nullptr;
    QLabel* m_evenSpreadNote = nullptr; ///< shown while the heat map assumes an even spread (no source values)
    BucketBarChart* m_barChart = nullptr;
    QLabel* m_statistics = nullptr;

    /// The document in two parts (see DocumentParts): m_scenario holds its parameters (no keys, no generator),
    /// m_keySource its keys or generator. Whatever needs both composes them on a worker thread.
    Scenario m_scenario;
    std::shared_ptr<const Scenario> m_keySource;
    /// Composes the document and builds its simulator after every change (a million keys take a second).
    LatestJobQueue m_preparations{1};
    std::uint64_t m_appliedPreparationId = 0;
    LatestJobQueue m_opens{1}; ///< File > Open's reading; only the file opened last lands
    LatestJobQueue m_saves{1}; ///< File > Save's writes; a newer save makes an older one's outcome moot
    /// Up to this many keys the document is prepared on the UI thread, at once (about 5 ms, measured).
    static constexpr std::size_t kPrepareInlineKeys = 20'000;
    QString m_documentPath; ///< empty: never saved
    /// A restored recovery copy of this file: the title names it and Save As suggests it, but Save never
    /// overwrites it unasked (the copy may be older than what was saved there since).
    QString m_recoveredFrom;
    bool m_dirty = false;
    bool m_keysEditedSinceSave = false; ///< the editor's keys changed the document since it was saved/opened
    std::function<UnsavedChoice()> m_savePrompt;
    QMenu* m_recentMenu = nullptr;
    RecoveryCopy m_recovery;
    QTimer m_recoveryTimer;
    std::function<bool(const QString&)> m_recoveryPrompt;
    std::uint64_t m_documentEdits = 0;  ///< bumped by markDirty()
    std::uint64_t m_recoveredEdits = 0; ///< the edit count the recovery copy holds
    SimulationPlayer m_player;
    QTabWidget* m_views = nullptr;
    SimulationPanel* m_simulationPanel = nullptr;
    QueriesPane* m_queriesPane = nullptr;

    AdvisorRunner m_advisorRunner;
    std::shared_ptr<const ScenarioAnalysis> m_advice;
    std::uint64_t m_appliedAdviceJobId = 0;
    AdvisorPane* m_advisorPane = nullptr;
    QMenu* m_lessonsMenu = nullptr;
    QDockWidget* m_lessonDock = nullptr;
    QTextBrowser* m_lessonGuide = nullptr;
    QString m_lessonTitle; ///< the open lesson's title while its document is still untitled

    AnalysisRequest m_startedRequest; ///< of the newest analysis job
    AnalysisRequest m_shownRequest;   ///< of the analysis on screen: what a bucket's key listing re-reads
    AnalysisRunner m_beforeRunner;    ///< compare mode: the same keys without a strategy
    std::shared_ptr<const DistributionAnalysis> m_beforeAnalysis;
    AnalysisRequest m_beforeRequest; ///< of the newest "before" job
    std::uint64_t m_appliedBeforeJobId = 0;
    bool m_compareMode = false;
    QStackedWidget* m_heatmapStack = nullptr; ///< the single heat map, or the before/after pair
    CompareHeatmaps* m_compare = nullptr;
    BucketKeysRunner m_bucketKeysRunner;
    QDockWidget* m_bucketKeysDock = nullptr;
    BucketKeysPanel* m_bucketKeysPanel = nullptr;
    std::optional<std::uint32_t> m_listedBucket; ///< the bucket the keys panel lists, re-listed on new analyses
    bool m_listedBefore = false;
    ColourMap m_colourMap = ColourMap::Viridis;
    QActionGroup* m_paletteGroup = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_presentationAction = nullptr;
    bool m_presentationMode = false;
    QFont m_normalFont;       ///< the window's font before presentation mode
    QFont m_normalEditorFont; ///< the key editor sets its own (fixed-pitch) font
    StatusTotals* m_statusTotals = nullptr;
};

} // namespace partiscope::ui
