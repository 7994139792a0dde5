#pragma once

#include "advisor_runner.h"
#include "analysis_runner.h"
#include "document_recovery.h"
#include "key_editor.h"
#include "lesson_catalog.h"
#include "simulation_player.h"

#include <partiscope/scenario.h>

#include <partiscope/analysis.h>

#include <QMainWindow>
#include <QTimer>
#include <QUrl>

#include <cstdint>
#include <functional>
#include <memory>

class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;
class QTextBrowser;

namespace partiscope::ui {

class AdvisorPane;
class BucketBarChart;
class BucketHeatmap;
class ItemCsvImportDialog;
class KeyGeneratorDialog;
class PlainTextStreamer;
class QueriesPane;
class SimulationPanel;

/// Key editor and model controls on the left, the bucket heat map and bar chart on the right, the
/// statistics line underneath. Every edit re-runs the analysis in the background after a short pause.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
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
    [[nodiscard]] QSpinBox* bucketsSpinBox() const noexcept { return m_buckets; }
    [[nodiscard]] QComboBox* strategyComboBox() const noexcept { return m_strategyKind; }
    [[nodiscard]] QSpinBox* shardsSpinBox() const noexcept { return m_shards; }
    [[nodiscard]] QTabWidget* viewTabs() const noexcept { return m_views; }
    [[nodiscard]] QTabWidget* parameterTabs() const noexcept { return m_parameterTabs; }
    [[nodiscard]] SimulationPanel* simulationPanel() const noexcept { return m_simulationPanel; }
    [[nodiscard]] QueriesPane* queriesPane() const noexcept { return m_queriesPane; }
    [[nodiscard]] SimulationPlayer& player() noexcept { return m_player; }
    [[nodiscard]] AdvisorPane* advisorPane() const noexcept { return m_advisorPane; }
    [[nodiscard]] QDockWidget* lessonDock() const noexcept { return m_lessonDock; }
    [[nodiscard]] QTextBrowser* lessonGuide() const noexcept { return m_lessonGuide; }
    [[nodiscard]] QMenu* lessonsMenu() const noexcept { return m_lessonsMenu; }

    /// The advisor's analysis of the document; null until the first result arrives.
    [[nodiscard]] std::shared_ptr<const ScenarioAnalysis> advice() const { return m_advice; }
    /// True when the advice on screen is that of the current document (no newer job pending).
    [[nodiscard]] bool isAdviceCurrent() const noexcept {
        return m_advice && m_appliedAdviceJobId == m_advisorRunner.latestJobId();
    }
    [[nodiscard]] const AdvisorRunner& advisorRunner() const noexcept { return m_advisorRunner; }

    /// The document: the scenario the simulation plays; the strategy controls edit its strategy.
    [[nodiscard]] const Scenario& scenario() const noexcept { return m_scenario; }
    [[nodiscard]] StrategyConfig currentStrategy() const;
    [[nodiscard]] const QString& documentPath() const noexcept { return m_documentPath; }
    [[nodiscard]] bool isDirty() const noexcept { return m_dirty; }

    /// Opens a scenario file. On error (unreadable, bad JSON, a scenario that cannot run) returns false,
    /// sets @p error to "<path>: <problem>" naming the JSON path, and leaves the current document as it was.
    bool openScenarioFile(const QString& path, QString& error);
    /// Saves the document atomically to @p path, which becomes its path; clears the unsaved marker.
    bool saveScenarioFile(const QString& path, QString& error);
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
    /// The advisor's findings of the document are on screen.
    void adviceApplied(std::uint64_t jobId);

private:
    QWidget* createEditorPanel();
    QWidget* createKeysPane();
    QWidget* createStrategyPane();
    QWidget* createResultPanel();
    void scheduleAnalysis();
    void startAnalysis();
    void updateStrategyControls();
    void applyAnalysis(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> analysis,
                       DocumentKeysPtr documentKeys);
    void onKeyTextChanged();
    /// Fills the editor from the document's workload; such text is not an edit and does not change the document.
    void showDocumentKeys(const QString& text);
    /// Makes the keys the user typed the document's workload (replacing a generator) and plays them.
    void adoptEditorKeys(DocumentKeys&& prepared);
    void showFailure(std::uint64_t jobId, const QString& error);
    void applyStrategyControls();
    void syncStrategyControls();
    void restartSimulation();
    void createMenus();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createLessonsMenu();
    void markDirty();
    /// The document on screen matches a file (or is pristine): no recovery copy is needed any more.
    void discardRecoveryCopy();
    void writeRecoveryCopy();
    void rebuildRecentMenu();
    void importKeyFileInteractively();
    void importItemCsvInteractively();
    void updateTitle();
    /// Asks what to do with unsaved changes; false means "stay" (the user cancelled or saving failed).
    bool maybeSave();
    bool saveDocument();
    bool saveDocumentAs();
    void openDocument();
    void updateQueries();
    /// Makes @p scenario the document (already checked to run); @p path empty means untitled.
    void adoptDocument(Scenario scenario, const QString& path);
    void startAdvice();
    void applyAdvice(std::uint64_t jobId, std::shared_ptr<const ScenarioAnalysis> analysis);
    void showAdviceFailure(std::uint64_t jobId, const QString& error);
    void createLessonPanel();
    void exportReportInteractively();

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
    QComboBox* m_strategyKind = nullptr;
    QSpinBox* m_shards = nullptr;
    QSpinBox* m_buckets = nullptr;
    QComboBox* m_placementModel = nullptr;
    QLabel* m_strategyDescription = nullptr;
    QTabWidget* m_parameterTabs = nullptr; ///< Strategy, Table, ...: what acts on the keys
    BucketHeatmap* m_heatmap = nullptr;
    QLabel* m_modelNote = nullptr;
    BucketBarChart* m_barChart = nullptr;
    QLabel* m_statistics = nullptr;

    Scenario m_scenario;
    QString m_documentPath; ///< empty: never saved
    bool m_dirty = false;
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
};

} // namespace partiscope::ui
