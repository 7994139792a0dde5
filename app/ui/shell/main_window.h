#pragma once

#include "document/candidate_list.h"
#include "document/design_comparison_controller.h"
#include "document/document_controller.h"
#include "document/price_settings.h"
#include "jobs/latest_job_queue.h"
#include "jobs/simulation_player.h"
#include "keys/key_pipeline.h"
#include "shell/colour_scale_choice.h"
#include "views/colour_map.h"

#include <QFont>
#include <QMainWindow>
#include <QUrl>

#include <cstdint>
#include <functional>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QFrame;
class QLabel;
class QMenu;
class QTabWidget;

namespace partiscope::ui {

class AdvisorPane;
class BucketKeysPanel;
class CompareView;
class PriceTableDialog;
class HeatmapPanel;
class ItemCsvImportDialog;
class KeyGeneratorDialog;
class KeysPanel;
class LessonDock;
class QueriesPane;
class ScenarioImportDialog;
struct ImportedDocument;
class SimulationPanel;
class StatusTotals;
class StrategyPane;
class TablePane;
struct ParameterEdit;

/// The window: builds the panes and menus and wires the controllers (the document, the key pipeline, the
/// simulation player) to the views. It keeps only what is the window's own: the View menu's state and the
/// questions it asks the user (unsaved changes, recovery, file names).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] DocumentController& document() noexcept { return m_document; }
    [[nodiscard]] const DocumentController& document() const noexcept { return m_document; }
    [[nodiscard]] KeyPipeline& keys() noexcept { return m_keys; }
    [[nodiscard]] const KeyPipeline& keys() const noexcept { return m_keys; }
    [[nodiscard]] SimulationPlayer& player() noexcept { return m_player; }
    /// The document's candidate designs (Design menu) and their comparison (the Compare tab).
    [[nodiscard]] CandidateList& candidates() noexcept { return m_candidates; }
    [[nodiscard]] DesignComparisonController& designComparison() noexcept { return m_designComparison; }
    /// The prices designs are estimated at (Design > Prices…).
    [[nodiscard]] PriceSettings& prices() noexcept { return m_prices; }

    /// Replaces the editor's text as if pasted (an import, a generator); like any edit, the keys become the
    /// document's workload once the analysis has read them.
    void setKeyText(const QString& text);
    /// Keys made as data (a generator, an item import) become the document's, without a text round trip; the
    /// editor shows them as text when they are few enough to edit.
    void setKeys(std::vector<WorkloadKey> keys);

    // View menu: compare mode, palette, presentation mode, the bucket-keys panel.
    /// Shows the before (no strategy) and after (current strategy) heat maps side by side on one scale.
    void setCompareMode(bool on);
    [[nodiscard]] bool isCompareMode() const noexcept { return m_keys.isCompareMode(); }
    /// Applies @p map to every heat map and legend and remembers it (QSettings "view/palette").
    void setColourMap(ColourMap map);
    [[nodiscard]] ColourMap colourMap() const noexcept { return m_colourMap; }
    /// View > Colour scale: the user picks @p scale for every heat map (bucket map, before/after, partition x time),
    /// remembered (QSettings "view/colourScale").
    void chooseHeatScale(HeatScale scale);
    /// The scale the heat maps show now: the absolute one while compare or presentation mode is on, unless chosen
    /// otherwise during it (ColourScaleChoice).
    [[nodiscard]] HeatScale heatScale() const noexcept { return m_heatScale.current(); }
    /// Fonts about 1.5x larger across the window (labels, heat maps, legends, charts); off restores them.
    void setPresentationMode(bool on);
    [[nodiscard]] bool isPresentationMode() const noexcept { return m_presentationMode; }
    static constexpr double kPresentationScale = 1.5;
    /// Lists the keys of @p bucket (of the "before" analysis when @p before) in the bucket-keys panel.
    void showBucketKeys(std::uint32_t bucket, bool before = false);

    // Documents, with the questions a window asks (main_window_documents.cpp).
    /// File > New: the built-in scenario (after asking about unsaved changes).
    void newDocument();
    /// Opens a scenario file now; on error returns false with @p error and leaves the document as it was.
    bool openScenarioFile(const QString& path, QString& error);
    /// File > Open's reading on a worker thread; a problem is reported in a message box.
    void openInBackground(const QString& path);
    bool saveScenarioFile(const QString& path, QString& error);
    /// Loads a built-in lesson's scenario as an untitled document and shows its guide.
    bool openLesson(const Lesson& lesson, QString& error);
    /// File > Import keys: a key list file into the editor, or, above kMaxEditableFileBytes, read by the analysis
    /// and listed read-only. On error returns false and sets @p error.
    bool importKeyFile(const QString& path, QString& error);
    /// About kMaxEditableKeys lines of typical keys.
    static constexpr qint64 kMaxEditableFileBytes = 2 * 1024 * 1024;
    /// File > Import items CSV: opens the column/template dialog for @p path (window-modal); its OK fills the editor.
    /// A file over kMaxCsvReadHereBytes is read on a worker first: then null with @p error empty, and
    /// csvImportOpened() brings the dialog. Null with @p error set when the file cannot be read.
    ItemCsvImportDialog* openItemCsvImport(const QString& path, QString& error);
    static constexpr qint64 kMaxCsvReadHereBytes = 4 * 1024 * 1024; ///< a few milliseconds from the page cache
    /// Simulation > Compare with CloudWatch data: reads @p path (`aws cloudwatch get-metric-data` output) and draws
    /// it over the table's timeline (main_window_cloudwatch.cpp). On error returns false with @p error (the file and
    /// the JSON path) and keeps what was attached before.
    bool compareWithCloudWatchData(const QString& path, QString& error);
    /// File > Generate keys (also the keys pane's button): opens the generator dialog; its OK fills the editor.
    KeyGeneratorDialog* openKeyGenerator();
    /// File > Import…: the import dialog for @p paths (window-modal), with the format guessed from the first file;
    /// its result becomes a new unsaved document and its notes are shown above the views.
    ScenarioImportDialog* openScenarioImport(const QStringList& paths);
    /// A drop: files in a format the import knows (scan output, S3 export, Workbench model, Contributor Insights
    /// report, access log) and folders go to the import dialog; otherwise *.json opens as the document, *.csv opens
    /// the item import, anything else is a key list.
    void openDroppedFiles(const QList<QUrl>& urls);
    /// File > Open Recent: opens @p path; a file that no longer exists leaves the list, with a message.
    void openRecentFile(const QString& path);
    /// At start-up: offers to restore the recovery copy a previous run left. True if a document was restored.
    bool offerRecovery();
    /// Replaces the "restore the unsaved document?" question (tests answer it without a modal loop).
    void setRecoveryPrompt(std::function<bool(const QString& copyPath)> prompt) {
        m_recoveryPrompt = std::move(prompt);
    }
    enum class UnsavedChoice { Save, Discard, Cancel };
    /// Replaces the unsaved-changes dialog (tests answer it without a modal loop).
    void setSavePrompt(std::function<UnsavedChoice()> prompt) { m_savePrompt = std::move(prompt); }
    /// Asks for a candidate's name: (dialog title, suggested name) -> the name, or nullopt when cancelled.
    using CandidateNamePrompt = std::function<std::optional<QString>(const QString& title, const QString& suggested)>;
    /// Replaces the Design menu's name dialog (tests answer it without a modal loop).
    void setCandidateNamePrompt(CandidateNamePrompt prompt) { m_candidateNamePrompt = std::move(prompt); }
    /// Design > Compare: the Compare tab.
    void showCompareView();
    /// Design > Prices…: the price table dialog (window-modal); its OK re-prices the comparison.
    PriceTableDialog* openPriceTable();

signals:
    /// The dialog of an item CSV import whose file was read on a worker (openItemCsvImport()) is open.
    void csvImportOpened(partiscope::ui::ItemCsvImportDialog* dialog);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QWidget* createImportNotesBar();
    QWidget* createEditorPanel();
    QWidget* createResultPanel();
    void createDocks();
    void connectDocument();
    void connectKeys();
    // Menus (main_window_menus.cpp).
    void createMenus();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createColourScaleMenu(QMenu& view);
    void createLanguageMenu(QMenu& view);
    void addSourceTitledTab(QTabWidget& tabs, QWidget* page, const char* title);
    /// Shows ColourScaleChoice's current scale in every heat map and in the menu's check marks.
    void applyHeatScale();
    void createLessonsMenu();
    /// Opens @p lesson after asking about unsaved changes; a problem is reported in a message box.
    void openLessonInteractively(const Lesson& lesson);
    // The Help menu (main_window_help.cpp).
    void createHelpMenu();
    void createSimulationMenu();
    // The Design menu and the Compare tab (main_window_design.cpp).
    QWidget* createCompareView();
    void createDesignMenu();
    void rebuildCandidateMenus();
    void showComparisonStatus();
    [[nodiscard]] std::optional<QString> askCandidateName(const QString& title, const QString& suggested);
    void rebuildRecentMenu();

    void commitStrategyEdit(const ParameterEdit& edit);
    void commitTableEdit(const ParameterEdit& edit);
    void commitAccessPatternEdit(int index, const AccessPattern& pattern, const ParameterEdit& edit);
    void addAccessPattern(const AccessPattern& pattern);
    /// Shows the document's parameters in the Strategy and Table tabs (New, Open, a lesson, undo/redo).
    void syncParameterPanes();
    void updateEstimator();
    void showAnalysis();
    /// The heat map, its statistics and the status bar's totals: the key space the document's view target names.
    void showHeatmap();
    /// The Target selectors list the document's key spaces and show its view target.
    void updateTargetSelectors();
    /// The Simulation tab shows the view target's key space of the run being played (the table while the run
    /// does not have it yet).
    void updateSimulationKeySpace();
    void updateQueries();
    void updateTitle();
    [[nodiscard]] QString cellNoun() const;

    // Documents (main_window_documents.cpp).
    /// Asks what to do with unsaved changes; false means "stay" (the user cancelled or saving failed).
    bool maybeSave();
    /// Now: written when the call returns (closing, replacing the document). InBackground: File > Save.
    enum class SaveMode { Now, InBackground };
    bool saveDocument(SaveMode mode);
    bool saveDocumentAs(SaveMode mode);
    bool saveTo(const QString& path, SaveMode mode);
    void openDocument();
    void importKeyFileInteractively();
    void importItemCsvInteractively();
    void compareWithCloudWatchInteractively();
    void importScenarioInteractively();
    /// What the user should know about an imported document (weights counted from items, ...), above the views
    /// until another document replaces it.
    void showImportNotes(const ImportedDocument& imported, const QStringList& paths);
    /// An opened document made by an import: what its weights rest on (importSourceNote), above the views.
    void showSourceNote(const std::optional<ImportSource>& source);
    ItemCsvImportDialog* showItemCsvImport(const QString& path, QByteArray csv);
    void exportReportInteractively();
    /// A file the user opened: it goes to the recent files, a lesson guide closes.
    void noteFileOpened();

    DocumentController m_document;
    KeyPipeline m_keys;
    SimulationPlayer m_player;
    CandidateList m_candidates{m_document};
    PriceSettings m_prices;
    DesignComparisonController m_designComparison{m_document};
    LatestJobQueue m_csvReads{1}; ///< a large item CSV read before its dialog opens
    KeysPanel* m_keysPanel = nullptr;
    QTabWidget* m_parameterTabs = nullptr; ///< Strategy, Table, ...: what acts on the keys
    StrategyPane* m_strategyPane = nullptr;
    TablePane* m_tablePane = nullptr;
    QTabWidget* m_views = nullptr;
    HeatmapPanel* m_heatmapPanel = nullptr;
    SimulationPanel* m_simulationPanel = nullptr;
    QueriesPane* m_queriesPane = nullptr;
    AdvisorPane* m_advisorPane = nullptr;
    CompareView* m_compareView = nullptr;
    QLabel* m_statistics = nullptr;
    QFrame* m_importNotesBar = nullptr;
    QLabel* m_importNotes = nullptr;
    StatusTotals* m_statusTotals = nullptr;
    LessonDock* m_lessonDock = nullptr;
    QDockWidget* m_bucketKeysDock = nullptr;
    BucketKeysPanel* m_bucketKeysPanel = nullptr;

    QMenu* m_recentMenu = nullptr;
    QActionGroup* m_paletteGroup = nullptr;
    QActionGroup* m_colourScaleGroup = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_presentationAction = nullptr;
    QAction* m_addCandidateAction = nullptr;
    QMenu* m_renameCandidateMenu = nullptr;
    QMenu* m_removeCandidateMenu = nullptr;
    QMenu* m_makeCandidateCurrentMenu = nullptr;
    ColourMap m_colourMap = ColourMap::Viridis;
    ColourScaleChoice m_heatScale;
    bool m_presentationMode = false;
    bool m_built = false;     ///< the constructor has returned
    QFont m_normalFont;       ///< the window's font before presentation mode
    QFont m_normalEditorFont; ///< the key editor sets its own (fixed-pitch) font
    std::function<UnsavedChoice()> m_savePrompt;
    std::function<bool(const QString&)> m_recoveryPrompt;
    CandidateNamePrompt m_candidateNamePrompt;
};

} // namespace partiscope::ui
