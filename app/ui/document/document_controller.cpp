#include "document/document_controller.h"
#include "document/key_spaces.h"
#include "jobs/release_elsewhere.h"
#include "util/file_output.h"
#include "util/qt_strings.h"

#include "document/app_resources.h"
#include "document/recent_files.h"
#include "document/scenario_document.h"
#include "document/scenario_queries.h"
#include "util/core_text.h"

#include <partiscope/design_report.h>
#include <partiscope/import/access_log_replay.h>
#include <partiscope/number_format.h>
#include <partiscope/workload_keys.h>

#include <QFileInfo>
#include <QUndoStack>

#include <utility>

namespace partiscope::ui {

namespace {

/// What opening a file hands the controller: the checked document in its two parts and the editor's text for it.
bool readOpenedDocument(const QString& path, OpenedDocument& out, QString& error) {
    // The reader applies checkScenario(): what it returns can run.
    Scenario scenario;
    if (!readScenarioDocument(path, scenario, error)) {
        return false;
    }
    out.parts = splitDocument(std::move(scenario));
    out.keyText = editableKeyText(out.parts);
    return true;
}

Scenario builtInScenario() {
    // The built-in scenario cannot fail to parse (a test guards it).
    Scenario builtIn;
    std::string ignored;
    parseScenario(defaultScenarioJson().toStdString(), builtIn, ignored);
    return builtIn;
}

/// The report of @p analysis, its candidates compared at @p prices (a simulation per candidate: callers with
/// candidates run it off the UI thread).
bool writeReport(const ScenarioAnalysis& analysis, const PriceTable& prices, const QString& path, QString& error,
                 const std::atomic<bool>* cancel) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const ReportFormat format = suffix == QStringLiteral("md") || suffix == QStringLiteral("markdown")
                                    ? ReportFormat::Markdown
                                    : ReportFormat::Html;
    std::string problem;
    const std::optional<std::string> report = documentReport(analysis, format, prices, problem, cancel);
    if (!report) {
        error = DocumentController::tr("cannot compare the candidates: ") + fromStd(problem);
        return false;
    }
    return writeFileSafely(path, QByteArray::fromStdString(*report), error);
}

/// The report of @p scenario from @p advice when there is one for it, else from a fresh analysis.
/// The report from @p advice when it is the document's, else from a fresh analysis of the document composed of
/// @p parameters and @p keySource (a whole simulation: callers run it off the UI thread).
bool writeReportOf(std::shared_ptr<const ScenarioAnalysis> advice, const Scenario& parameters,
                   const Scenario& keySource, const PriceTable& prices, const QString& path, QString& error,
                   const std::atomic<bool>* cancel = nullptr) {
    if (!advice) {
        std::string problem;
        std::optional<ScenarioAnalysis> fresh = analyseScenario(composeDocument(parameters, keySource), problem);
        if (!fresh) {
            error = DocumentController::tr("cannot analyse the scenario: ") + fromStd(problem);
            return false;
        }
        advice = std::make_shared<const ScenarioAnalysis>(std::move(*fresh));
    }
    return writeReport(*advice, prices, path, error, cancel);
}

/// An item import: the document's parameters (whose index keys it set) and keys before and after, as one step.
class ItemImportCommand : public QUndoCommand {
public:
    using Apply = std::function<void(const DocumentParts& parts)>;

    ItemImportCommand(DocumentParts before, DocumentParts after, const QString& text, Apply apply)
        : QUndoCommand(text), m_before(std::move(before)), m_after(std::move(after)), m_apply(std::move(apply)) {}

    void undo() override { m_apply(m_before); }
    void redo() override { m_apply(m_after); }

private:
    DocumentParts m_before;
    DocumentParts m_after;
    Apply m_apply;
};

} // namespace

DocumentController::DocumentController(QObject* parent) : QObject(parent) {
    m_history = new QUndoStack(this);
    connect(m_history, &QUndoStack::cleanChanged, this,
            [this](bool clean) { setDirty(!clean || m_keysEditedSinceSave); }); // undo back to the saved state
    m_recoveryTimer.setInterval(kRecoveryIntervalMs);
    connect(&m_recoveryTimer, &QTimer::timeout, this, &DocumentController::writeRecoveryCopy);
    connect(&m_advisorRunner, &AdvisorRunner::adviceFinished, this, &DocumentController::applyAdvice);
    connect(&m_advisorRunner, &AdvisorRunner::adviceFailed, this, [this](std::uint64_t jobId, const QString& error) {
        m_advice.reset();
        emit adviceFailed(jobId, error);
    });
    setParts(splitDocument(builtInScenario()));
}

DocumentController::~DocumentController() {
    // A QUndoStack emits cleanChanged() while it is destroyed: not into a half-destroyed controller.
    disconnect(m_history, nullptr, this, nullptr);
    discardRecoveryCopy();
}

QString DocumentController::displayName() const {
    if (!m_path.isEmpty()) {
        return QFileInfo(m_path).fileName();
    }
    if (!m_lessonTitle.isEmpty()) {
        return m_lessonTitle;
    }
    if (!m_recoveredFrom.isEmpty()) {
        return QFileInfo(m_recoveredFrom).fileName() + tr(" (recovered)");
    }
    return tr("Untitled");
}

QString DocumentController::suggestedBaseName() const {
    if (m_path.isEmpty()) {
        return tableNameFor(m_parameters);
    }
    // "orders.partiscope.json" (the registered scenario type) suggests "orders" too, e.g. "orders.html".
    const QString base = QFileInfo(m_path).completeBaseName();
    return base.endsWith(kScenarioTypeInfix) ? base.chopped(kScenarioTypeInfix.size()) : base;
}

void DocumentController::setParts(DocumentParts parts) {
    m_parameters = std::move(parts.parameters);
    // The previous keys may be a million that nothing else holds any more.
    releaseElsewhere(std::exchange(m_keySource, std::move(parts.keySource)));
    m_hottestKey = partiscope::hottestKey(m_keySource->workload);
}

void DocumentController::adopt(OpenedDocument opened, const QString& path, bool builtIn) {
    m_lessonTitle.clear();
    if (m_importedItems) {
        m_importedItems.reset(); // they were this document's keys, not the next one's
        emit importedItemsChanged();
    }
    // Keys typed into the previous document, still being prepared, belong to it: they must not land in this one.
    m_keyAdoptions.supersede();
    setParts(std::move(opened.parts));
    m_path = path;
    m_recoveredFrom.clear();
    m_dirty = false;
    m_keysEditedSinceSave = false;
    m_history->clear(); // the history belongs to the document it edited
    discardRecoveryCopy();
    emit documentReplaced(opened.keyText, builtIn);
    keepViewTargetValid(); // another document may have the same index: it stays in view
    prepare();
    emit titleChanged();
}

void DocumentController::adoptScenario(Scenario scenario, const QString& path) {
    OpenedDocument opened;
    opened.parts = splitDocument(std::move(scenario));
    opened.keyText = editableKeyText(opened.parts);
    adopt(std::move(opened), path);
}

void DocumentController::newDocument() {
    OpenedDocument fresh;
    fresh.parts = splitDocument(builtInScenario());
    // The built-in document's keys as the resource has them (its generator's keys with round counts).
    fresh.keyText = defaultScenarioKeys();
    adopt(std::move(fresh), QString(), true);
}

bool DocumentController::openFile(const QString& path, QString& error) {
    OpenedDocument opened;
    if (!readOpenedDocument(path, opened, error)) {
        return false; // nothing changed: the document on screen is still the one the user had
    }
    adopt(std::move(opened), path);
    RecentFiles::add(path);
    return true;
}

void DocumentController::openInBackground(const QString& path) {
    // Reading, checking and listing a million keys for the editor takes about a second: a worker does it.
    struct Outcome {
        OpenedDocument opened;
        bool read = false;
        QString error;
    };
    emit statusMessage(tr("Opening ") + QFileInfo(path).fileName() + QStringLiteral("…"), 0);
    m_opens.start(
        this,
        [path](const std::atomic<bool>& /*cancel*/) {
            Outcome outcome;
            outcome.read = readOpenedDocument(path, outcome.opened, outcome.error);
            return outcome;
        },
        [this, path](std::uint64_t /*jobId*/, Outcome outcome) {
            emit statusMessage(QString(), 0);
            if (outcome.read) {
                adopt(std::move(outcome.opened), path);
                RecentFiles::add(path);
            }
            emit documentOpened(outcome.read, path, outcome.error);
        });
}

bool DocumentController::openLesson(const Lesson& lesson, QString& error) {
    Scenario opened;
    if (!readScenarioDocument(lesson.scenarioPath, opened, error)) {
        return false;
    }
    // Untitled: the lesson lives in the resources, so Save asks where to keep the student's version.
    adoptScenario(std::move(opened), QString());
    m_lessonTitle = lesson.title;
    emit titleChanged();
    return true;
}

void DocumentController::adoptImported(OpenedDocument imported) {
    adopt(std::move(imported), QString());
    markDirty(); // no file holds it yet
}

std::optional<std::string> DocumentController::traceReferenceFrom(const QString& path) const {
    if (!m_parameters.workload.trace) {
        return std::nullopt;
    }
    return rebaseTraceReference(m_path.toStdString(), path.toStdString(), *m_parameters.workload.trace);
}

bool DocumentController::saveFile(const QString& path, QString& error) {
    Scenario document = scenario();
    document.workload.trace = traceReferenceFrom(path);
    if (!writeScenarioDocument(path, document, error)) {
        return false;
    }
    m_parameters.workload.trace = document.workload.trace;
    noteSaved(path, m_edits);
    return true;
}

void DocumentController::saveInBackground(const QString& path) {
    // Composing and serialising a million keys takes about 2 s: a worker does it and the window stays usable.
    struct Outcome {
        bool written = false;
        QString error;
    };
    emit statusMessage(tr("Saving ") + QFileInfo(path).fileName() + QStringLiteral("…"), 0);
    // The trace is referenced relative to the file: saved elsewhere, the reference is rewritten for the new folder.
    Scenario parameters = m_parameters;
    parameters.workload.trace = traceReferenceFrom(path);
    m_saves.start(
        this,
        [parameters, keySource = m_keySource, path](const std::atomic<bool>& /*cancel*/) {
            Outcome outcome;
            outcome.written = writeScenarioDocument(path, composeDocument(parameters, *keySource), outcome.error);
            return outcome;
        },
        [this, path, edits = m_edits, savedTrace = parameters.workload.trace,
         trace = m_parameters.workload.trace](std::uint64_t /*jobId*/, Outcome outcome) {
            if (outcome.written) {
                if (m_parameters.workload.trace == trace) {
                    m_parameters.workload.trace = savedTrace;
                }
                noteSaved(path, edits);
                emit statusMessage(tr("Saved ") + path, 5000);
            } else {
                emit statusMessage(QString(), 0);
            }
            emit documentSaved(outcome.written, path, outcome.error);
        });
}

void DocumentController::noteSaved(const QString& path, std::uint64_t editsSaved) {
    m_path = path;
    m_recoveredFrom.clear();
    if (editsSaved == m_edits) {
        m_history->setClean();
        m_keysEditedSinceSave = false;
        m_dirty = false;
        discardRecoveryCopy();
    }
    RecentFiles::add(path);
    emit titleChanged();
}

bool DocumentController::exportReport(const QString& path, QString& error) {
    return writeReportOf(isAdviceCurrent() ? m_advice : nullptr, m_parameters, *m_keySource, m_prices, path, error);
}

void DocumentController::exportReportInBackground(const QString& path) {
    // Without current findings the report analyses the whole document (a simulation): never on the UI thread.
    struct Outcome {
        bool written = false;
        QString error;
    };
    emit statusMessage(tr("Writing the report…"), 0);
    auto advice = isAdviceCurrent() ? m_advice : nullptr;
    m_reports.start(
        this,
        [advice, parameters = m_parameters, keySource = m_keySource, prices = m_prices,
         path](const std::atomic<bool>& cancel) {
            Outcome outcome;
            outcome.written = writeReportOf(advice, parameters, *keySource, prices, path, outcome.error, &cancel);
            return outcome;
        },
        [this, path](std::uint64_t /*jobId*/, Outcome outcome) {
            emit statusMessage(outcome.written ? tr("Report written to ") + path : QString(),
                               outcome.written ? 5000 : 0);
            emit reportExported(outcome.written, path, outcome.error);
        });
}

bool DocumentController::commitParameters(const Scenario& candidate, const ParameterEdit& edit, QString& problem) {
    // The document only ever holds a scenario that runs: a refused value stays in its control, marked, and the
    // last good document keeps playing.
    if (candidate == m_parameters) {
        return true; // a control the current kind does not use (N while the strategy is none): nothing to undo
    }
    // The same rules as opening a file (value ranges, pinned keys on existing partitions, the partition-seconds
    // limit), so whatever is accepted also saves and reopens. Only the keys pinned to a partition take part: the
    // others cannot make a table invalid. A generator's document saves no keys, so none are checked with it.
    Scenario checked = candidate;
    const WorkloadSpec& source = m_keySource->workload;
    checked.workload.generator = source.generator;
    for (const WorkloadKey& key : source.keys) {
        if (key.partition && !checked.workload.generator) {
            checked.workload.keys.push_back(key);
        }
    }
    if (checked.workload.keys.empty() && !checked.workload.generator && !source.keys.empty()) {
        checked.workload.keys.push_back(source.keys.front());
    }
    if (const auto invalid = checkScenario(checked)) {
        problem = fromStd(invalid->path + ": " + invalid->message);
        return false;
    }
    // checked holds only the pinned keys: the sharded-key limit is counted with all of the document's keys, for
    // its own design and every candidate's.
    if (const auto invalid = documentShardedKeysProblem(candidate, workloadKeyCount(*m_keySource))) {
        problem = fromStd(invalid->path + ": " + invalid->message);
        return false;
    }
    m_history->push(
        new ScenarioEditCommand(m_parameters, candidate, edit, [this](const Scenario& parameters, bool fromHistory) {
            applySnapshot(parameters, fromHistory);
        }));
    // push() merged or dropped an edit without moving the clean index: cleanChanged may not fire.
    setDirty(!m_history->isClean() || m_keysEditedSinceSave);
    return true;
}

void DocumentController::setImportedItems(std::shared_ptr<const ImportedItems> items) {
    m_importedItems = std::move(items);
    emit importedItemsChanged();
}

void DocumentController::applySnapshot(const Scenario& parameters, bool fromHistory) {
    const bool ratesChanged = parameters.workload.writesPerS != m_parameters.workload.writesPerS ||
                              parameters.workload.itemKb != m_parameters.workload.itemKb;
    // The snapshot has no keys: they stay as the key editor made them (it has its own undo).
    m_parameters = parameters;
    noteEdit();
    emit parametersChanged(fromHistory, ratesChanged);
    keepViewTargetValid();
    prepare();
}

void DocumentController::setViewTarget(const std::string& target) {
    if (target == m_viewTarget || (!target.empty() && !findGsi(m_parameters, target))) {
        return;
    }
    m_viewTarget = target;
    emit viewTargetChanged();
}

void DocumentController::keepViewTargetValid() {
    if (!m_viewTarget.empty() && !findGsi(m_parameters, m_viewTarget)) {
        m_viewTarget.clear();
        emit viewTargetChanged();
    }
}

bool DocumentController::adoptKeyList(std::shared_ptr<const KeyReadResult> keys, QString& problem) {
    const std::size_t count = keys->tally.distinct();
    if (count == 0 || count > kMaxKeys) {
        // A scenario needs 1 ... kMaxKeys keys; rather than a document that cannot be saved, keep the last good one.
        problem = count == 0 ? tr("No key accepted: the document keeps its previous keys")
                             : tr("More than ") + localizedCount(kMaxKeys) +
                                   tr(" distinct keys: the document keeps its previous keys");
        return false;
    }
    // Each key is placed once per shard of the document's strategy and of each candidate's: a key list that takes
    // one of them past what a simulation places would make a document that does not reopen.
    if (const auto invalid = documentShardedKeysProblem(m_parameters, count)) {
        problem = fromStd(invalid->path + ": " + invalid->message) + tr("; the document keeps its previous keys");
        return false;
    }
    // The typed keys take the shape the document's keys had (a generator's, or its first key's).
    const SortKeyShape shape = currentKeyShape();
    auto work = [keys = std::move(keys), shape, parameters = m_parameters,
                 path = m_path.toStdString()](const std::atomic<bool>& /*cancel*/) {
        Scenario document = parameters; // no keys, no generator
        document.workload.keys = workloadKeysFromTally(keys->tally, shape);
        document.workload.generator.reset();
        return prepareDocument(std::move(document), path);
    };
    // A million keys take a second or two to turn into a document and place: not on the UI thread. A small list is
    // adopted at once, and an older, larger one still being prepared does not land after it.
    m_keyAdoptions.startOrRunHere(count <= kPrepareInlineKeys, this, std::move(work),
                                  [this, edits = m_edits](std::uint64_t /*jobId*/, PreparedDocumentPtr prepared) {
                                      adoptTypedKeys(std::move(*prepared), edits);
                                  });
    return true;
}

SortKeyShape DocumentController::currentKeyShape() const {
    const WorkloadSpec& workload = m_keySource->workload;
    return workload.generator      ? workload.generator->sortKey
           : workload.keys.empty() ? SortKeyShape::Random
                                   : workload.keys.front().sortKey;
}

bool DocumentController::importItems(std::vector<WorkloadKey> keys,
                                     std::map<std::string, std::vector<WorkloadKey>> indexKeys, const QString& fileName,
                                     QString& problem) {
    if (keys.empty() || keys.size() > kMaxKeys) {
        problem = keys.empty() ? tr("No item imported: the document keeps its previous keys")
                               : tr("More than ") + localizedCount(kMaxKeys) +
                                     tr(" distinct keys: the document keeps its previous keys");
        return false;
    }
    const SortKeyShape shape = currentKeyShape();
    for (WorkloadKey& key : keys) {
        key.sortKey = shape;
    }
    DocumentParts after;
    after.parameters = m_parameters;
    for (auto& [index, derived] : indexKeys) {
        const auto& previous = m_parameters.workload.indexKeys;
        const auto old = previous.find(index);
        const SortKeyShape indexShape =
            old != previous.end() && !old->second.empty() ? old->second.front().sortKey : SortKeyShape::Random;
        for (WorkloadKey& key : derived) {
            key.sortKey = indexShape;
        }
        after.parameters.workload.indexKeys[index] = std::move(derived);
    }
    // The index keys against the document's rules; the imported keys carry no pin, so one of them stands for all
    // (checking a million keys here would stall the window).
    Scenario checked = after.parameters;
    checked.workload.keys.push_back(keys.front());
    if (const auto invalid = checkScenario(checked)) {
        problem = fromStd(invalid->path + ": " + invalid->message);
        return false;
    }
    auto keySource = std::make_shared<Scenario>();
    keySource->workload.keys = std::move(keys);
    after.keySource = std::move(keySource);
    m_keyAdoptions.supersede(); // keys typed before the import, still being prepared, must not land after it
    m_history->push(new ItemImportCommand(DocumentParts{m_parameters, m_keySource}, std::move(after),
                                          tr("Import items ") + fileName,
                                          [this](const DocumentParts& parts) { applyImport(parts); }));
    setDirty(!m_history->isClean() || m_keysEditedSinceSave);
    return true;
}

void DocumentController::applyImport(const DocumentParts& parts) {
    const bool ratesChanged = parts.parameters.workload.writesPerS != m_parameters.workload.writesPerS ||
                              parts.parameters.workload.itemKb != m_parameters.workload.itemKb;
    setParts(DocumentParts{parts.parameters, parts.keySource});
    noteEdit();
    emit parametersChanged(true, ratesChanged); // the panes follow the index keys (and the rest) of this step
    keepViewTargetValid();
    emit keysReplaced(editableKeyText(parts));
    emit keysAdopted();
    prepare();
}

void DocumentController::adoptTypedKeys(PreparedDocument&& prepared, std::uint64_t preparedAtEdit) {
    // The job built its document from the parameters as they were when it started; anything changed since
    // means preparing it again with the parameters of now.
    const bool preparedIsCurrent = preparedAtEdit == m_edits;
    m_hottestKey = partiscope::hottestKey(prepared.scenario->workload.keys);
    // The job's document is the key source: the keys exist once. The one it replaces is freed on a pool thread
    // (a million keys take 10-15 ms to free).
    releaseElsewhere(std::exchange(m_keySource, prepared.scenario));
    m_keysEditedSinceSave = true; // undoing parameter changes to the saved state leaves this edit unsaved
    markDirty();
    emit keysAdopted();
    if (!preparedIsCurrent) {
        prepare();
        return;
    }
    applyPrepared(m_preparations.supersede(), std::make_shared<PreparedDocument>(std::move(prepared)));
}

void DocumentController::noteEdit() {
    ++m_edits;
    if (!m_recoveryTimer.isActive()) {
        m_recoveryTimer.start();
    }
}

void DocumentController::markDirty() {
    noteEdit();
    setDirty(true);
}

void DocumentController::setDirty(bool dirty) {
    if (dirty != m_dirty) {
        m_dirty = dirty;
        emit titleChanged();
    }
}

void DocumentController::prepare() {
    // Composing the document copies its keys and building the simulator places them: for a million keys that is
    // a second or two, so a small document is prepared here and now (the run is ready when the change returns)
    // and a large one on a worker, which hands it back queued.
    // A trace (workload.trace) is found relative to the document's file.
    auto work = [parameters = m_parameters, keySource = m_keySource,
                 path = m_path.toStdString()](const std::atomic<bool>& /*cancel*/) {
        return prepareDocument(composeDocument(parameters, *keySource), path);
    };
    m_preparations.startOrRunHere(
        workloadKeyCount(*m_keySource) <= kPrepareInlineKeys, this, std::move(work),
        [this](std::uint64_t jobId, PreparedDocumentPtr prepared) { applyPrepared(jobId, std::move(prepared)); });
}

void DocumentController::applyPrepared(std::uint64_t jobId, PreparedDocumentPtr prepared) {
    m_appliedPreparationId = jobId;
    if (!prepared->simulator) {
        emit statusMessage(tr("Cannot simulate: ") + prepared->simulationProblem, 0);
    }
    // The same keys with the parameters of now: the older source (and its memory) can go.
    releaseElsewhere(std::exchange(m_keySource, prepared->scenario));
    m_advisorRunner.start(prepared->scenario); // shared, not copied
    emit documentPrepared(jobId, std::move(prepared));
}

void DocumentController::applyAdvice(std::uint64_t jobId, std::shared_ptr<const ScenarioAnalysis> advice) {
    // The advice of a million-key document takes 30-50 ms to free: not here.
    releaseElsewhere(std::exchange(m_advice, std::move(advice)));
    m_appliedAdviceJobId = jobId;
    emit adviceApplied(jobId);
}

void DocumentController::discardRecoveryCopy() {
    m_recoveryTimer.stop();
    m_recovery.remove();
    m_recoveredEdits = m_edits;
}

void DocumentController::writeRecoveryCopy() {
    if (!m_dirty) {
        m_recoveryTimer.stop();
        return;
    }
    if (m_recoveredEdits == m_edits) {
        return; // nothing new since the last copy
    }
    m_recoveredEdits = m_edits;
    // Composed and serialised on the copy's own thread: copying a million keys here stalled the UI for ~80 ms.
    m_recovery.setDocumentPath(m_path.isEmpty() ? m_recoveredFrom : m_path);
    m_recovery.write(m_parameters, m_keySource);
}

bool DocumentController::offerRecovery(
    const std::function<bool(const QString& copyPath, const QString& origin)>& restore, QString& error) {
    const QStringList orphans = RecoveryCopy::orphans();
    if (orphans.isEmpty()) {
        return false;
    }
    const QString copy = orphans.front();
    const QString origin = RecoveryCopy::originOf(copy);
    const bool wanted = restore(copy, origin);
    Scenario recovered;
    const bool restored = wanted && readScenarioDocument(copy, recovered, error);
    RecoveryCopy::discardOrphan(copy);
    if (!restored) {
        return false;
    }
    // Untitled and unsaved: Save must not silently overwrite a file with a state that may be older than what was
    // saved there since. The title names that file, and Save As suggests it.
    adoptScenario(std::move(recovered), QString());
    m_recoveredFrom = origin;
    markDirty();
    emit titleChanged();
    return true;
}

} // namespace partiscope::ui
