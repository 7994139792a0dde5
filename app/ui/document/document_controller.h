#pragma once

#include "document/document_parts.h"
#include "document/document_recovery.h"
#include "document/imported_items.h"
#include "document/lesson_catalog.h"
#include "document/parameter_edit.h"
#include "jobs/advisor_runner.h"
#include "jobs/latest_job_queue.h"

#include <partiscope/advisor.h>
#include <partiscope/cost_model.h>
#include <partiscope/key_input.h>
#include <partiscope/scenario.h>
#include <partiscope/workload_keys.h>

#include <QObject>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

class QUndoStack;

namespace partiscope::ui {

/// The open document and everything that belongs to it rather than to a view: its two parts (parameters and a
/// shared, immutable key source: see DocumentParts), its file and unsaved state, the parameter undo history, the
/// crash-recovery copy, and what is derived from the whole document off the UI thread (the prepared simulation,
/// the advisor's findings, the report). No widgets: the window shows what the signals say, and asks the user.
class DocumentController : public QObject {
    Q_OBJECT
public:
    explicit DocumentController(QObject* parent = nullptr);
    /// Removes the recovery copy: a controller that is destroyed, rather than killed, ended cleanly.
    ~DocumentController() override;

    // The document.
    /// The whole document, composed: a copy of every key (tests, small documents).
    [[nodiscard]] Scenario scenario() const { return composeDocument(m_parameters, *m_keySource); }
    /// The document without its keys: what the Strategy and Table panes edit, compare and keep for undo.
    [[nodiscard]] const Scenario& parameters() const noexcept { return m_parameters; }
    /// The document's keys (or generator): shared, immutable, replaced when the keys change.
    [[nodiscard]] const std::shared_ptr<const Scenario>& keySource() const noexcept { return m_keySource; }
    /// The key with the largest share of the document's traffic (core's hottestKey()): the estimator's and the
    /// strategy preview's default.
    [[nodiscard]] const HottestKey& hottestKey() const noexcept { return m_hottestKey; }
    [[nodiscard]] const QString& path() const noexcept { return m_path; }
    /// The file an untitled document restored from a recovery copy was a copy of; empty otherwise.
    [[nodiscard]] const QString& recoveredFrom() const noexcept { return m_recoveredFrom; }
    [[nodiscard]] bool isDirty() const noexcept { return m_dirty; }
    /// "<file name>", the open lesson's title, "<file> (recovered)" or "Untitled".
    [[nodiscard]] QString displayName() const;
    /// A file name to suggest for Save As and exports, without a directory or extension (nor the ".partiscope"
    /// of a "NAME.partiscope.json").
    [[nodiscard]] QString suggestedBaseName() const;
    /// The extension of scenario files the desktop knows as application/x-partiscope-scenario
    /// (resources/packaging/io.github.partiscope.Partiscope.mime.xml); Save As suggests it.
    static inline const QString kScenarioFileSuffix = QStringLiteral(".partiscope.json");
    static inline const QString kScenarioTypeInfix = QStringLiteral(".partiscope");
    /// Parameter changes (Strategy and Table tabs) as whole-scenario snapshots; the key editor keeps its own.
    [[nodiscard]] QUndoStack* history() const noexcept { return m_history; }
    /// The key space the heat map and the simulation show: "" (the table) or a GSI's name (see key_spaces.h). Not
    /// part of the document: not saved, not undone; a GSI that goes away takes the views back to the table.
    [[nodiscard]] const std::string& viewTarget() const noexcept { return m_viewTarget; }
    /// Shows @p target (ignored when the document has no such GSI); viewTargetChanged() follows a change.
    void setViewTarget(const std::string& target);
    /// Bumped by every change of the document (stale background results compare it).
    [[nodiscard]] std::uint64_t editCount() const noexcept { return m_edits; }

    // Replacing the document (the caller asked about unsaved changes first).
    /// File > New: the built-in scenario.
    void newDocument();
    /// Reads and checks @p path; on error returns false, sets @p error ("<path>: <problem>", naming the JSON path)
    /// and changes nothing.
    bool openFile(const QString& path, QString& error);
    /// openFile() with the reading on a worker thread: documentOpened() follows.
    void openInBackground(const QString& path);
    /// A built-in lesson's scenario as an untitled document named after the lesson.
    bool openLesson(const Lesson& lesson, QString& error);
    /// An imported table (File > Import…) as a new document: untitled and unsaved, so closing asks to save it.
    void adoptImported(OpenedDocument imported);

    // Saving.
    /// Writes the document atomically to @p path, which becomes its path; clears the unsaved marker.
    bool saveFile(const QString& path, QString& error);
    /// The same on a worker thread: documentSaved() follows. Edits made while it writes keep the document unsaved.
    void saveInBackground(const QString& path);
    /// Writes the design-review report (HTML, or Markdown for *.md / *.markdown) atomically to @p path on a
    /// worker thread, from the advisor's findings when they are current, with the candidates compared at prices():
    /// reportExported() follows.
    void exportReportInBackground(const QString& path);
    /// The same, here and now (tests, the command line).
    bool exportReport(const QString& path, QString& error);
    /// The prices a report's candidates are compared at (the window's Design > Prices…; the shipped ones until set).
    void setPrices(const PriceTable& prices) { m_prices = prices; }
    [[nodiscard]] const PriceTable& prices() const noexcept { return m_prices; }

    // Editing.
    /// Makes @p candidate (parameters, no keys) the document through the undo history if it can run with the
    /// document's keys; false with @p problem (naming the JSON path) if not, and nothing changes.
    bool commitParameters(const Scenario& candidate, const ParameterEdit& edit, QString& problem);
    /// Makes the keys the user typed (or imported, or generated) the document's workload, replacing a generator:
    /// turned into workload keys and prepared on a worker for a large list (here and now for a small one), then
    /// adopted. Refused (false, @p problem) for a list with no key or more than kMaxKeys: the document keeps its
    /// last good keys.
    bool adoptKeyList(std::shared_ptr<const KeyReadResult> keys, QString& problem);
    /// The items the keys were just imported from (kept until another document replaces this one).
    void setImportedItems(std::shared_ptr<const ImportedItems> items);
    [[nodiscard]] const std::shared_ptr<const ImportedItems>& importedItems() const noexcept { return m_importedItems; }
    /// The item CSV import with index key templates: @p keys become the table's keys and, for each GSI in
    /// @p indexKeys, its entry the index's keys (GSIs not named keep theirs), in one undo step named after
    /// @p fileName. The keys take the shapes the document's keys had (as adoptKeyList()), each index's those of its
    /// previous index keys. Refused (false, @p problem) for no key, more than kMaxKeys, or index keys the document's
    /// rules reject (an unknown GSI, shares above 1): nothing changes.
    bool importItems(std::vector<WorkloadKey> keys, std::map<std::string, std::vector<WorkloadKey>> indexKeys,
                     const QString& fileName, QString& problem);
    /// The last step of adoptKeyList(): @p prepared was composed from the parameters of edit count @p preparedAtEdit;
    /// if they changed since, it is prepared again.
    void adoptTypedKeys(PreparedDocument&& prepared, std::uint64_t preparedAtEdit);

    // Derived from the whole document.
    /// True when the simulation and the advisor have the document as it is now (no preparation pending).
    [[nodiscard]] bool isSimulationCurrent() const noexcept {
        return m_appliedPreparationId == m_preparations.latestJobId();
    }
    /// The advisor's analysis of the document; null until the first result arrives.
    [[nodiscard]] std::shared_ptr<const ScenarioAnalysis> advice() const { return m_advice; }
    [[nodiscard]] bool isAdviceCurrent() const noexcept {
        return m_advice && m_appliedAdviceJobId == m_advisorRunner.latestJobId();
    }
    [[nodiscard]] const AdvisorRunner& advisorRunner() const noexcept { return m_advisorRunner; }

    // Crash recovery.
    [[nodiscard]] RecoveryCopy& recoveryCopy() noexcept { return m_recovery; }
    /// How often an unsaved document is copied for recovery (tests shorten it).
    void setRecoveryInterval(int ms) { m_recoveryTimer.setInterval(ms); }
    static constexpr int kRecoveryIntervalMs = 5000;
    /// Writes the recovery copy now if the document changed since the last one.
    void writeRecoveryCopy();
    /// If a previous run left a recovery copy, asks @p restore (with the copy's path and the document it was a copy
    /// of) and restores it as an unsaved, untitled document. The copy is removed whatever the answer. Returns true
    /// if a document was restored; @p error says why one the user wanted could not be.
    bool offerRecovery(const std::function<bool(const QString& copyPath, const QString& origin)>& restore,
                       QString& error);
    /// The document on screen matches a file (or is pristine): no recovery copy is needed any more.
    void discardRecoveryCopy();

    /// Up to this many keys the document is prepared on the UI thread, at once (about 5 ms, measured).
    static constexpr std::size_t kPrepareInlineKeys = 20'000;

signals:
    /// New, Open, a lesson or a recovery replaced the whole document: the panes and the key editor show it.
    /// @p keyText is the editor's text for its keys (null: too many to edit as text). @p builtIn: File > New's
    /// built-in scenario, whose text (its generator's keys with round counts) is what the heat map analyses.
    void documentReplaced(const QString& keyText, bool builtIn);
    /// The parameters changed (an edit, undo or redo). @p fromHistory: undo/redo, the controls must follow.
    void parametersChanged(bool fromHistory, bool ratesChanged);
    /// The keys the user typed became the document's: the hottest key may have changed.
    void keysAdopted();
    /// importedItems() changed (an import, or a document without items replaced this one).
    void importedItemsChanged();
    /// An item import, or its undo or redo, replaced the document's keys: the key editor and the analysis show
    /// keySource()'s keys (@p keyText: the editor's text for them, null when too many to edit as text).
    void keysReplaced(const QString& keyText);
    /// The name, path or unsaved state changed: the title follows.
    void titleChanged();
    void documentOpened(bool opened, const QString& path, const QString& error);
    void documentSaved(bool written, const QString& path, const QString& error);
    void reportExported(bool written, const QString& path, const QString& error);
    /// The document as it is now was composed and its simulator built; the receiver takes the simulator.
    void documentPrepared(std::uint64_t jobId, partiscope::ui::PreparedDocumentPtr prepared);
    void adviceApplied(std::uint64_t jobId);
    void adviceFailed(std::uint64_t jobId, const QString& error);
    /// viewTarget() changed (chosen, or its GSI removed or renamed).
    void viewTargetChanged();
    /// Something the status bar should say for @p timeoutMs (0: until replaced).
    void statusMessage(const QString& text, int timeoutMs);

private:
    void setParts(DocumentParts parts);
    void adopt(OpenedDocument opened, const QString& path, bool builtIn = false);
    void adoptScenario(Scenario scenario, const QString& path);
    void applySnapshot(const Scenario& parameters, bool fromHistory);
    /// An item import's undo or redo: the parameters (with their index keys) and the keys of @p parts.
    void applyImport(const DocumentParts& parts);
    /// The sort-key shape typed or imported keys take: the document's generator's, or its first key's.
    [[nodiscard]] SortKeyShape currentKeyShape() const;
    void noteEdit();
    /// Back to the table when the document no longer has the GSI shown.
    void keepViewTargetValid();
    void markDirty();
    void setDirty(bool dirty);
    /// The document's `workload.trace` as a file saved at @p path must write it (relative to that file's folder).
    [[nodiscard]] std::optional<std::string> traceReferenceFrom(const QString& path) const;
    void noteSaved(const QString& path, std::uint64_t editsSaved);
    /// Composes and prepares the document after every change (on a worker for a large one) and plays it.
    void prepare();
    void applyPrepared(std::uint64_t jobId, PreparedDocumentPtr prepared);
    void applyAdvice(std::uint64_t jobId, std::shared_ptr<const ScenarioAnalysis> advice);

    Scenario m_parameters;
    std::shared_ptr<const Scenario> m_keySource;
    HottestKey m_hottestKey; ///< measured per key source: the panes never change the keys
    QString m_path;          ///< empty: never saved
    /// A restored recovery copy of this file: the title names it and Save As suggests it, but Save never
    /// overwrites it unasked (the copy may be older than what was saved there since).
    QString m_recoveredFrom;
    std::string m_viewTarget;
    std::shared_ptr<const ImportedItems> m_importedItems;
    QString m_lessonTitle; ///< the open lesson's title while its document is still untitled
    bool m_dirty = false;
    bool m_keysEditedSinceSave = false; ///< typed keys changed the document since it was saved or opened
    std::uint64_t m_edits = 0;
    std::uint64_t m_recoveredEdits = 0; ///< the edit count the recovery copy holds
    QUndoStack* m_history = nullptr;
    RecoveryCopy m_recovery;
    QTimer m_recoveryTimer;

    LatestJobQueue m_preparations{1};
    std::uint64_t m_appliedPreparationId = 0;
    LatestJobQueue m_keyAdoptions{1}; ///< typed keys turned into the document; only the newest list lands
    LatestJobQueue m_opens{1};        ///< File > Open's reading; only the file opened last lands
    LatestJobQueue m_saves{1};        ///< a newer save makes an older one's outcome moot
    LatestJobQueue m_reports{1};      ///< likewise for report exports
    AdvisorRunner m_advisorRunner;
    std::shared_ptr<const ScenarioAnalysis> m_advice;
    std::uint64_t m_appliedAdviceJobId = 0;
    PriceTable m_prices = defaultPriceTable();
};

} // namespace partiscope::ui
