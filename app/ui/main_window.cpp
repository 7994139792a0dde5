#include "main_window.h"
#include "qt_strings.h"
#include "release_elsewhere.h"

#include "advisor_pane.h"
#include "analysis_summary_text.h"
#include "app_resources.h"
#include "bucket_heatmap.h"
#include "bucket_keys_panel.h"
#include "chart_adapter.h"
#include "colour_map.h"
#include "compare_heatmaps.h"
#include "key_editor.h"
#include "partition_time_heatmap.h"
#include "plain_text_streamer.h"
#include "queries_pane.h"
#include "recent_files.h"
#include "scenario_document.h"
#include "scenario_queries.h"
#include "secondary_label.h"
#include "simulation_panel.h"
#include "status_totals.h"
#include "view_export.h"

#include <partiscope/design_report.h>
#include <partiscope/dynamodb_limits.h>
#include <partiscope/hashing.h>
#include <partiscope/placement.h>
#include <partiscope/shard_strategy.h>

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTime>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

namespace partiscope::ui {

namespace {

QKeySequence standardOr(QKeySequence::StandardKey key, QKeyCombination fallback) {
    const QList<QKeySequence> bindings = QKeySequence::keyBindings(key);
    return bindings.isEmpty() ? QKeySequence(fallback) : bindings.constFirst();
}

/// The estimator's "hottest key": the workload key with the largest share of the traffic.
HottestWorkloadKey hottestOf(const std::vector<WorkloadKey>& keys) {
    double total = 0;
    const WorkloadKey* hottest = nullptr;
    for (const WorkloadKey& key : keys) {
        total += key.weight;
        if (!hottest || key.weight > hottest->weight) {
            hottest = &key;
        }
    }
    if (!hottest || total <= 0) {
        return {};
    }
    return {fromStd(hottest->key), hottest->weight / total};
}

HottestWorkloadKey hottestWorkloadKey(const Scenario& keySource) {
    // Listed keys are read where they are: a million of them are not copied for this.
    return keySource.workload.generator ? hottestOf(expandWorkloadKeys(keySource.workload))
                                        : hottestOf(keySource.workload.keys);
}

/// Where View choices are remembered (an explicit name: the app sets no organisation name).
QSettings viewSettings() {
    return QSettings(QStringLiteral("Partiscope"), QStringLiteral("Partiscope"));
}

/// Reads a document and checks it can run: one that parses but cannot (e.g. too many partition-seconds) is
/// refused the same way as one that does not parse.
bool readRunnableScenario(const QString& path, Scenario& out, QString& error) {
    Scenario opened;
    if (!readScenarioDocument(path, opened, error)) {
        return false;
    }
    std::string problem;
    if (!TableSimulator::create(opened, SimulationOptions{0}, problem)) {
        error = path + QStringLiteral(": ") + QString::fromStdString(problem);
        return false;
    }
    out = std::move(opened);
    return true;
}

/// What opening a file hands the window: the checked document in its two parts and the editor's text for it.
bool readOpenedDocument(const QString& path, OpenedDocument& out, QString& error) {
    Scenario scenario;
    if (!readRunnableScenario(path, scenario, error)) {
        return false;
    }
    out.parts = splitDocument(std::move(scenario));
    out.keyText = editorKeyText(*out.parts.keySource);
    return true;
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(QStringLiteral("Untitled[*] — Partiscope"));
    setWindowIcon(appIcon());

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &MainWindow::startAnalysis);
    connect(&m_runner, &AnalysisRunner::analysisFinished, this, &MainWindow::applyAnalysis);
    connect(&m_runner, &AnalysisRunner::analysisFailed, this, &MainWindow::showFailure);
    connect(&m_advisorRunner, &AdvisorRunner::adviceFinished, this, &MainWindow::applyAdvice);
    connect(&m_advisorRunner, &AdvisorRunner::adviceFailed, this, &MainWindow::showAdviceFailure);
    connect(&m_beforeRunner, &AnalysisRunner::analysisFinished, this,
            [this](std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> before) {
                // Every holder lets go first, so the last owner, on a pool thread, frees a million keys' analysis.
                std::shared_ptr<const DistributionAnalysis> previous =
                    std::exchange(m_beforeAnalysis, std::move(before));
                m_appliedBeforeJobId = jobId;
                m_compare->setBefore(m_beforeAnalysis);
                releaseElsewhere(std::move(previous));
                if (m_listedBucket && m_listedBefore && m_bucketKeysDock->isVisible() &&
                    *m_listedBucket < m_beforeAnalysis->buckets.size()) {
                    showBucketKeys(*m_listedBucket, true);
                }
                emit beforeAnalysisApplied(jobId);
            });
    connect(&m_bucketKeysRunner, &BucketKeysRunner::listingFinished, this,
            [this](std::uint64_t jobId, std::shared_ptr<const BucketKeyListing> listing) {
                m_bucketKeysPanel->showListing(std::move(listing), cellNoun());
                emit bucketKeysListed(jobId);
            });
    connect(&m_bucketKeysRunner, &BucketKeysRunner::listingFailed, this,
            [this](std::uint64_t /*jobId*/, const QString& error) { m_bucketKeysPanel->showProblem(error); });

    m_parameterHistory = new QUndoStack(this);
    connect(m_parameterHistory, &QUndoStack::cleanChanged, this, [this](bool clean) {
        // Undoing back to the saved state makes the document clean again.
        m_dirty = !clean || m_keysEditedSinceSave;
        updateTitle();
    });
    m_recoveryTimer.setInterval(kRecoveryIntervalMs);
    connect(&m_recoveryTimer, &QTimer::timeout, this, &MainWindow::writeRecoveryCopy);
    setAcceptDrops(true);

    // The built-in scenario is the starting document; it cannot fail to parse (a test guards it), but an
    // empty scenario would only leave the simulation tab blank.
    std::string scenarioError;
    Scenario builtIn;
    if (!parseScenario(defaultScenarioJson().toStdString(), builtIn, scenarioError)) {
        statusBar()->showMessage(QStringLiteral("Built-in scenario: ") + QString::fromStdString(scenarioError));
    }
    setDocumentParts(splitDocument(std::move(builtIn)));

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(createEditorPanel());
    splitter->addWidget(createResultPanel());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    m_statistics = new QLabel(this);
    m_statistics->setObjectName(QStringLiteral("statisticsLabel"));
    m_statistics->setWordWrap(true);
    m_statistics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_statistics->setText(QStringLiteral("Analysing…"));

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_statistics);
    setCentralWidget(central);
    statusBar()->setSizeGripEnabled(true);
    m_statusTotals = new StatusTotals(*statusBar());
    // frameApplied comes once per ~30 fps frame with everything simulated since the last one.
    connect(&m_player, &SimulationPlayer::frameApplied, m_statusTotals,
            [this] { m_statusTotals->showSimulation(m_player.metrics(), m_player.timeline().nowS()); });

    // At once, not streamed: the window is complete when the constructor returns. This is the document's own text
    // (m_editorShowsDocumentKeys starts true), and textChanged is not connected yet.
    m_keyEditor->setPlainText(defaultScenarioKeys());
    syncParameterPanes(); // setDocumentParts() above measured the hottest key
    // Connected after the initial text so construction schedules exactly one analysis.
    connect(m_keyEditor, &QPlainTextEdit::textChanged, this, &MainWindow::onKeyTextChanged);
    scheduleAnalysis();
    createLessonPanel();
    createBucketKeysDock();
    createMenus();
    restartSimulation();
}

MainWindow::~MainWindow() {
    // Otherwise the stack's last cleanChanged() would update the title of a half-destroyed window.
    disconnect(m_parameterHistory, nullptr, this, nullptr);
    discardRecoveryCopy();
}

StrategyConfig MainWindow::currentStrategy() const {
    return m_scenario.strategy;
}

void MainWindow::commitStrategyEdit(const ParameterEdit& edit) {
    QString problem;
    const std::optional<StrategyConfig> strategy = m_strategyPane->strategyFromControls(problem);
    if (!strategy) {
        m_strategyPane->showProblem(problem);
        return;
    }
    Scenario candidate = parameterSnapshot();
    candidate.strategy = *strategy;
    if (commitParameterEdit(candidate, edit, problem)) {
        m_strategyPane->acceptEdit();
    } else {
        m_strategyPane->showProblem(problem);
    }
}

void MainWindow::commitTableEdit(const ParameterEdit& edit) {
    Scenario candidate = parameterSnapshot();
    m_tablePane->applyTo(candidate);
    QString problem;
    if (commitParameterEdit(candidate, edit, problem)) {
        m_tablePane->acceptEdit();
    } else {
        m_tablePane->showProblem(problem);
    }
}

bool MainWindow::commitParameterEdit(const Scenario& candidate, const ParameterEdit& edit, QString& problem) {
    // The document only ever holds a scenario that runs: a refused value stays in its control, marked,
    // and the last good document keeps playing.
    const Scenario current = parameterSnapshot();
    if (candidate == current) {
        return true; // a control the current kind does not use (N while the strategy is none): nothing to undo
    }
    // The same rules as opening a file (value ranges, pinned keys on existing partitions, the
    // partition-seconds limit), so whatever is accepted also saves and reopens; then the simulator's own.
    // Only the keys pinned to a partition take part: the others cannot make a table invalid. A generator's
    // document saves no keys, so none are checked with it.
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
    std::string reason;
    if (const auto invalid = checkScenario(checked)) {
        problem = fromStd(invalid->path + ": " + invalid->message);
        return false;
    }
    if (!TableSimulator::create(checked, SimulationOptions{0}, reason)) {
        problem = fromStd(reason);
        return false;
    }
    m_parameterHistory->push(
        new ScenarioEditCommand(current, candidate, edit, [this](const Scenario& scenario, bool fromHistory) {
            applyParameterSnapshot(scenario, fromHistory);
        }));
    // push() merged or dropped an edit without moving the clean index: cleanChanged may not fire.
    m_dirty = !m_parameterHistory->isClean() || m_keysEditedSinceSave;
    updateTitle();
    return true;
}

void MainWindow::setDocumentParts(DocumentParts parts) {
    m_scenario = std::move(parts.parameters);
    // The previous keys may be a million that nothing else holds any more.
    releaseElsewhere(std::exchange(m_keySource, std::move(parts.keySource)));
    m_hottestWorkloadKey = hottestWorkloadKey(*m_keySource);
}

void MainWindow::applyParameterSnapshot(const Scenario& scenario, bool fromHistory) {
    const bool ratesChanged = scenario.workload.writesPerS != m_scenario.workload.writesPerS ||
                              scenario.workload.itemKb != m_scenario.workload.itemKb;
    // The snapshot has no keys: they stay as the key editor made them (it has its own undo).
    m_scenario = scenario;
    noteDocumentEdit();
    if (fromHistory) {
        syncParameterPanes();
    } else if (ratesChanged) {
        // The edited pane shows the change already (its caller accepts it). The estimator follows the
        // document's rates, but only when they change: what the user typed there is theirs otherwise.
        m_strategyPane->setEstimatorInputs(m_scenario.workload.writesPerS * m_hottestWorkloadKey.share,
                                           m_scenario.workload.itemKb);
    }
    scheduleAnalysis();
    restartSimulation();
}

void MainWindow::syncParameterPanes() {
    m_strategyPane->setStrategy(m_scenario.strategy);
    m_tablePane->setScenario(m_scenario);
    m_strategyPane->setEstimatorInputs(m_scenario.workload.writesPerS * m_hottestWorkloadKey.share,
                                       m_scenario.workload.itemKb);
    if (!m_analysis) {
        // Until the analysis names the hottest key of the editor.
        m_strategyPane->setPreviewKey(m_hottestWorkloadKey.key);
    }
}

void MainWindow::restartSimulation() {
    // The simulation plays the document, so "pick 10 shards, press play" shows the throttling go away;
    // every change rewinds the run. Composing the document copies its keys and building the simulator places
    // them: for a million keys that is a second or two, so a small document is prepared here and now (the run
    // is ready when the change returns) and a large one on a worker, which hands it back queued.
    updateQueries();
    auto prepare = [parameters = m_scenario, keySource = m_keySource](const std::atomic<bool>& /*cancel*/) {
        return prepareDocument(composeDocument(parameters, *keySource));
    };
    if (workloadKeyCount(*m_keySource) <= kPrepareInlineKeys) {
        playPreparedNow(prepare(std::atomic<bool>(false)));
        return;
    }
    m_preparations.start(this, std::move(prepare), [this](std::uint64_t jobId, PreparedDocumentPtr prepared) {
        playPreparedDocument(jobId, std::move(prepared));
    });
}

void MainWindow::playPreparedNow(PreparedDocumentPtr prepared) {
    // A preparation still running has an older document and must not land after this one.
    playPreparedDocument(m_preparations.supersede(), std::move(prepared));
}

void MainWindow::playPreparedDocument(std::uint64_t jobId, PreparedDocumentPtr prepared) {
    m_appliedPreparationId = jobId;
    if (prepared->simulator) {
        m_player.setPreparedScenario(prepared->scenario, std::move(prepared->simulator));
    } else {
        statusBar()->showMessage(QStringLiteral("Cannot simulate: ") + prepared->simulationProblem);
    }
    // The same keys with the parameters of now: the older source (and its memory) can go.
    releaseElsewhere(std::exchange(m_keySource, prepared->scenario));
    m_advisorRunner.start(std::move(prepared->scenario)); // shared, not copied
    emit documentPrepared(jobId);
}

void MainWindow::applyAdvice(std::uint64_t jobId, std::shared_ptr<const ScenarioAnalysis> analysis) {
    // The advice of a million-key document takes 30-50 ms to free: not here.
    releaseElsewhere(std::exchange(m_advice, std::move(analysis)));
    m_appliedAdviceJobId = jobId;
    m_advisorPane->setFindings(m_advice->findings);
    emit adviceApplied(jobId);
}

void MainWindow::showAdviceFailure(std::uint64_t /*jobId*/, const QString& error) {
    m_advice.reset();
    m_advisorPane->setProblem(error);
}

bool MainWindow::openScenarioFile(const QString& path, QString& error) {
    OpenedDocument opened;
    if (!readOpenedDocument(path, opened, error)) {
        return false; // nothing changed: the document on screen is still the one the user had
    }
    adoptOpenedFile(std::move(opened), path);
    return true;
}

void MainWindow::openInBackground(const QString& path) {
    // Reading, checking and listing a million keys for the editor takes about a second: a worker does it.
    struct Outcome {
        OpenedDocument opened;
        bool read = false;
        QString error;
    };
    statusBar()->showMessage(QStringLiteral("Opening ") + QFileInfo(path).fileName() + QStringLiteral("…"));
    m_opens.start(
        this,
        [path](const std::atomic<bool>& /*cancel*/) {
            Outcome outcome;
            outcome.read = readOpenedDocument(path, outcome.opened, outcome.error);
            return outcome;
        },
        [this, path](std::uint64_t /*jobId*/, Outcome outcome) {
            if (outcome.read) {
                adoptOpenedFile(std::move(outcome.opened), path);
                statusBar()->clearMessage();
            } else {
                statusBar()->clearMessage();
                QMessageBox::warning(this, QStringLiteral("Open"), QStringLiteral("Cannot open ") + outcome.error);
            }
            emit documentOpened(outcome.read, path);
        });
}

void MainWindow::adoptOpenedFile(OpenedDocument opened, const QString& path) {
    adoptDocument(std::move(opened), path);
    closeLessonGuide(); // a guide belongs to its lesson, not to whatever is opened next
    RecentFiles::add(path);
    rebuildRecentMenu();
}

void MainWindow::adoptDocument(Scenario scenario, const QString& path) {
    OpenedDocument opened;
    opened.parts = splitDocument(std::move(scenario));
    opened.keyText = editorKeyText(*opened.parts.keySource);
    adoptDocument(std::move(opened), path);
}

void MainWindow::adoptDocument(OpenedDocument opened, const QString& path) {
    m_lessonTitle.clear();
    setDocumentParts(std::move(opened.parts));
    m_documentPath = path;
    m_recoveredFrom.clear();
    m_dirty = false;
    m_keysEditedSinceSave = false;
    m_parameterHistory->clear(); // the history belongs to the document it edited
    discardRecoveryCopy();
    syncParameterPanes();
    showDocumentKeys(opened.keyText);
    restartSimulation();
    updateTitle();
}

bool MainWindow::openLesson(const Lesson& lesson, QString& error) {
    Scenario opened;
    if (!readRunnableScenario(lesson.scenarioPath, opened, error)) {
        return false;
    }
    // Untitled: the lesson lives in the resources, so Save asks where to keep the student's version.
    adoptDocument(std::move(opened), QString());
    m_lessonGuide->setMarkdown(readLessonGuide(lesson));
    m_lessonDock->setWindowTitle(lesson.title);
    m_lessonDock->show();
    m_lessonTitle = lesson.title;
    updateTitle();
    return true;
}

bool MainWindow::exportReport(const QString& path, QString& error) {
    std::shared_ptr<const ScenarioAnalysis> analysis = isAdviceCurrent() ? m_advice : nullptr;
    if (!analysis) {
        // The background job is still running (or failed): export what the document says now.
        std::string problem;
        std::optional<ScenarioAnalysis> fresh = analyseScenario(scenario(), problem);
        if (!fresh) {
            error = QStringLiteral("cannot analyse the scenario: ") + QString::fromStdString(problem);
            return false;
        }
        analysis = std::make_shared<const ScenarioAnalysis>(std::move(*fresh));
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    const ReportFormat format = suffix == QStringLiteral("md") || suffix == QStringLiteral("markdown")
                                    ? ReportFormat::Markdown
                                    : ReportFormat::Html;
    const QByteArray bytes = QByteArray::fromStdString(designReport(*analysis, format));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    return true;
}

void MainWindow::exportReportInteractively() {
    const QString base =
        m_documentPath.isEmpty() ? tableNameFor(m_scenario) : QFileInfo(m_documentPath).completeBaseName();
    const QString path =
        QFileDialog::getSaveFileName(this, QStringLiteral("Export report"), base + QStringLiteral("-review.html"),
                                     QStringLiteral("HTML report (*.html);;Markdown report (*.md)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool written = exportReport(path, error);
    QApplication::restoreOverrideCursor();
    if (written) {
        statusBar()->showMessage(QStringLiteral("Report written to ") + path, 5000);
    } else {
        QMessageBox::warning(this, QStringLiteral("Export report"), QStringLiteral("Cannot export: ") + error);
    }
}

void MainWindow::createLessonPanel() {
    m_lessonDock = new QDockWidget(QStringLiteral("Lesson"), this);
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    m_lessonGuide = new QTextBrowser(m_lessonDock);
    m_lessonGuide->setObjectName(QStringLiteral("lessonGuide"));
    m_lessonGuide->setOpenExternalLinks(true);
    m_lessonDock->setWidget(m_lessonGuide);
    m_lessonDock->setMinimumWidth(320);
    addDockWidget(Qt::RightDockWidgetArea, m_lessonDock);
    closeLessonGuide(); // shown when a lesson is opened
}

void MainWindow::closeLessonGuide() {
    m_lessonTitle.clear();
    m_lessonDock->hide();
    // Lessons > Lesson guide can still show the panel: it must not bring back a guide whose lesson is gone.
    m_lessonDock->setWindowTitle(QStringLiteral("Lesson"));
    m_lessonGuide->setMarkdown(QStringLiteral("No lesson is open. Choose one from the **Lessons** menu."));
}

bool MainWindow::saveScenarioFile(const QString& path, QString& error) {
    if (!writeScenarioDocument(path, scenario(), error)) {
        return false;
    }
    noteSaved(path, m_documentEdits);
    return true;
}

void MainWindow::saveInBackground(const QString& path) {
    // Composing and serialising a million keys takes about 2 s: a worker does it and the window stays usable.
    // What is written is the document as it is now; edits made meanwhile keep it unsaved (noteSaved).
    struct Outcome {
        bool written = false;
        QString error;
    };
    statusBar()->showMessage(QStringLiteral("Saving ") + QFileInfo(path).fileName() + QStringLiteral("…"));
    m_saves.start(
        this,
        [parameters = m_scenario, keySource = m_keySource, path](const std::atomic<bool>& /*cancel*/) {
            Outcome outcome;
            outcome.written = writeScenarioDocument(path, composeDocument(parameters, *keySource), outcome.error);
            return outcome;
        },
        [this, path, edits = m_documentEdits](std::uint64_t /*jobId*/, Outcome outcome) {
            if (outcome.written) {
                noteSaved(path, edits);
                statusBar()->showMessage(QStringLiteral("Saved ") + path, 5000);
            } else {
                statusBar()->clearMessage();
                QMessageBox::warning(this, QStringLiteral("Save"), QStringLiteral("Cannot save ") + outcome.error);
            }
            emit documentSaved(outcome.written, path);
        });
}

void MainWindow::noteSaved(const QString& path, std::uint64_t documentEditsSaved) {
    m_documentPath = path;
    m_recoveredFrom.clear();
    if (documentEditsSaved == m_documentEdits) {
        m_parameterHistory->setClean();
        m_dirty = false;
        m_keysEditedSinceSave = false;
        discardRecoveryCopy();
    }
    updateTitle();
    RecentFiles::add(path);
    rebuildRecentMenu();
}

void MainWindow::newDocument() {
    if (!maybeSave()) {
        return;
    }
    Scenario fresh;
    std::string problem;
    if (!parseScenario(defaultScenarioJson().toStdString(), fresh, problem)) {
        return; // the built-in scenario always parses (tests/app guard it)
    }
    setDocumentParts(splitDocument(std::move(fresh)));
    m_documentPath.clear();
    m_recoveredFrom.clear();
    m_dirty = false;
    m_keysEditedSinceSave = false;
    discardRecoveryCopy();
    closeLessonGuide();
    m_parameterHistory->clear();
    syncParameterPanes();
    // The built-in document's keys as the resource has them (its generator's keys with round counts).
    showDocumentKeys(defaultScenarioKeys());
    restartSimulation();
    updateTitle();
}

void MainWindow::noteDocumentEdit() {
    ++m_documentEdits;
    if (!m_recoveryTimer.isActive()) {
        m_recoveryTimer.start();
    }
}

void MainWindow::markDirty() {
    noteDocumentEdit();
    if (!m_dirty) {
        m_dirty = true;
        updateTitle();
    }
}

void MainWindow::discardRecoveryCopy() {
    m_recoveryTimer.stop();
    m_recovery.remove();
    m_recoveredEdits = m_documentEdits;
}

void MainWindow::writeRecoveryCopy() {
    if (!m_dirty) {
        m_recoveryTimer.stop();
        return;
    }
    if (m_recoveredEdits == m_documentEdits) {
        return; // nothing new since the last copy
    }
    m_recoveredEdits = m_documentEdits;
    // Composed and serialised on the copy's own thread: copying a million keys here stalled the UI for ~80 ms.
    m_recovery.setDocumentPath(m_documentPath.isEmpty() ? m_recoveredFrom : m_documentPath);
    m_recovery.write(m_scenario, m_keySource);
}

bool MainWindow::offerRecovery() {
    const QStringList orphans = RecoveryCopy::orphans();
    if (orphans.isEmpty()) {
        return false;
    }
    const QString copy = orphans.front();
    const QString origin = RecoveryCopy::originOf(copy);
    bool restore = false;
    if (m_recoveryPrompt) {
        restore = m_recoveryPrompt(copy);
    } else {
        const QString when = QLocale().toString(QFileInfo(copy).lastModified(), QLocale::ShortFormat);
        const QString what = origin.isEmpty() ? QStringLiteral("the unsaved document")
                                              : QStringLiteral("the unsaved changes to ") + origin;
        restore =
            QMessageBox::question(this, QStringLiteral("Restore unsaved document"),
                                  QStringLiteral("Partiscope did not close cleanly last time. Restore ") + what +
                                      QStringLiteral(", copied at ") + when + QStringLiteral("?")) == QMessageBox::Yes;
    }
    Scenario recovered;
    QString error;
    const bool restored = restore && readRunnableScenario(copy, recovered, error);
    RecoveryCopy::discardOrphan(copy);
    if (!restored) {
        if (restore) {
            QMessageBox::warning(this, QStringLiteral("Restore"), QStringLiteral("Cannot restore ") + error);
        }
        return false;
    }
    // Untitled and unsaved: Save must not silently overwrite a file with a state that may be older than what
    // was saved there since. The title names that file, and Save As suggests it.
    adoptDocument(std::move(recovered), QString());
    m_recoveredFrom = origin;
    closeLessonGuide();
    markDirty();
    statusBar()->showMessage(QStringLiteral("Restored the unsaved document"), 5000);
    return true;
}

void MainWindow::updateTitle() {
    // One scheme for every document, the built-in one too: "<document>[*] — Partiscope", where [*] is where
    // Qt shows the unsaved-changes marker. An unsaved lesson is named after the lesson.
    const QString untitled = !m_lessonTitle.isEmpty() ? m_lessonTitle
                             : !m_recoveredFrom.isEmpty()
                                 ? QFileInfo(m_recoveredFrom).fileName() + QStringLiteral(" (recovered)")
                                 : QStringLiteral("Untitled");
    const QString name = m_documentPath.isEmpty() ? untitled : QFileInfo(m_documentPath).fileName();
    setWindowTitle(name + QStringLiteral("[*] — Partiscope"));
    setWindowModified(m_dirty);
}

bool MainWindow::maybeSave() {
    if (!m_dirty) {
        return true;
    }
    UnsavedChoice choice = UnsavedChoice::Cancel;
    if (m_savePrompt) {
        choice = m_savePrompt();
    } else {
        const auto answer = QMessageBox::warning(
            this, QStringLiteral("Unsaved changes"), QStringLiteral("The document has unsaved changes. Save them?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        choice = answer == QMessageBox::Save      ? UnsavedChoice::Save
                 : answer == QMessageBox::Discard ? UnsavedChoice::Discard
                                                  : UnsavedChoice::Cancel;
    }
    switch (choice) {
    case UnsavedChoice::Save:
        return saveDocument(SaveMode::Now); // what follows (closing, replacing the document) needs it written
    case UnsavedChoice::Discard:
        return true;
    case UnsavedChoice::Cancel:
        break;
    }
    return false;
}

bool MainWindow::saveDocument(SaveMode mode) {
    if (m_documentPath.isEmpty()) {
        return saveDocumentAs(mode);
    }
    return saveTo(m_documentPath, mode);
}

bool MainWindow::saveTo(const QString& path, SaveMode mode) {
    if (mode == SaveMode::InBackground) {
        saveInBackground(path);
        return true;
    }
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool saved = saveScenarioFile(path, error);
    QApplication::restoreOverrideCursor();
    if (!saved) {
        QMessageBox::warning(this, QStringLiteral("Save"), QStringLiteral("Cannot save ") + error);
    }
    return saved;
}

bool MainWindow::saveDocumentAs(SaveMode mode) {
    const QString suggested = !m_documentPath.isEmpty()    ? m_documentPath
                              : !m_recoveredFrom.isEmpty() ? m_recoveredFrom
                                                           : tableNameFor(m_scenario) + QStringLiteral(".json");
    const QString path = QFileDialog::getSaveFileName(this, QStringLiteral("Save scenario"), suggested,
                                                      QStringLiteral("Scenarios (*.json);;All files (*)"));
    if (path.isEmpty()) {
        return false;
    }
    return saveTo(path, mode);
}

void MainWindow::openDocument() {
    if (!maybeSave()) {
        return;
    }
    const QString path = QFileDialog::getOpenFileName(this, QStringLiteral("Open scenario"), QString(),
                                                      QStringLiteral("Scenarios (*.json);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    openInBackground(path);
}

void MainWindow::createMenus() {
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createLessonsMenu();
}

void MainWindow::createFileMenu() {
    QMenu* file = menuBar()->addMenu(QStringLiteral("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(QStringLiteral("&New"), QKeySequence::New, this, &MainWindow::newDocument);
    file->addAction(QStringLiteral("&Open…"), QKeySequence::Open, this, &MainWindow::openDocument);
    m_recentMenu = file->addMenu(QStringLiteral("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentFilesMenu"));
    rebuildRecentMenu();
    file->addAction(QStringLiteral("&Save"), QKeySequence::Save, this,
                    [this] { saveDocument(SaveMode::InBackground); });
    // Not every platform binds Save As and Quit (QKeySequence::SaveAs is empty on some): the common keys then.
    file->addAction(QStringLiteral("Save &As…"), standardOr(QKeySequence::SaveAs, Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                    this, [this] { saveDocumentAs(SaveMode::InBackground); });
    file->addSeparator();
    file->addAction(QStringLiteral("&Import keys…"), QKeySequence(Qt::CTRL | Qt::Key_I), this,
                    &MainWindow::importKeyFileInteractively);
    file->addAction(QStringLiteral("Import items &CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), this,
                    &MainWindow::importItemCsvInteractively);
    file->addAction(QStringLiteral("&Generate keys…"), QKeySequence(Qt::CTRL | Qt::Key_G), this,
                    &MainWindow::openKeyGenerator);
    file->addSeparator();
    file->addAction(QStringLiteral("&Export report…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this,
                    &MainWindow::exportReportInteractively);
    createExportMenu({this, m_heatmap, m_simulationPanel->timelineChart(), m_simulationPanel->partitionHeatmap(),
                      [this] { return m_scenario; }, [this] { return m_keySource; }},
                     *file);
    file->addSeparator();
    file->addAction(QStringLiteral("&Quit"), standardOr(QKeySequence::Quit, Qt::CTRL | Qt::Key_Q), this,
                    &QWidget::close);
}

void MainWindow::createEditMenu() {
    QMenu* edit = menuBar()->addMenu(QStringLiteral("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    // Ctrl+Z: a text editor with focus (keys, range boundaries, shard map) undoes its own typing, as text
    // editors do; everywhere else it undoes the last parameter change. The menu items always act on the
    // parameter history, and name the step ("Undo Shards 4 → 10").
    QAction* undo = m_parameterHistory->createUndoAction(edit);
    undo->setObjectName(QStringLiteral("undoParameterAction"));
    undo->setShortcuts(QKeySequence::Undo);
    edit->addAction(undo);
    QAction* redo = m_parameterHistory->createRedoAction(edit);
    redo->setObjectName(QStringLiteral("redoParameterAction"));
    redo->setShortcuts(QKeySequence::Redo); // every platform binding: Ctrl+Shift+Z and Ctrl+Y
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(QStringLiteral("Edit s&trategy"), QKeySequence(Qt::CTRL | Qt::Key_1), this, [this] {
        m_parameterTabs->setCurrentWidget(m_strategyPane);
        m_strategyPane->setFocus(Qt::ShortcutFocusReason);
    });
    edit->addAction(QStringLiteral("Edit t&able"), QKeySequence(Qt::CTRL | Qt::Key_2), this, [this] {
        m_parameterTabs->setCurrentWidget(m_tablePane);
        m_tablePane->setFocus(Qt::ShortcutFocusReason);
    });
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(QStringLiteral("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));

    m_compareAction = view->addAction(QStringLiteral("&Compare before/after"));
    m_compareAction->setObjectName(QStringLiteral("compareAction"));
    m_compareAction->setCheckable(true);
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_compareAction->setToolTip(QStringLiteral("The keys without a strategy beside the current strategy, one scale"));
    connect(m_compareAction, &QAction::toggled, this, &MainWindow::setCompareMode);

    QMenu* palette = view->addMenu(QStringLiteral("&Palette"));
    palette->setObjectName(QStringLiteral("paletteMenu"));
    m_paletteGroup = new QActionGroup(this);
    m_paletteGroup->setExclusive(true);
    int number = 1;
    for (const ColourMap map : kColourMaps) {
        QAction* action = palette->addAction(colourMapTitle(map));
        action->setObjectName(QStringLiteral("paletteAction_") + colourMapTitle(map));
        action->setCheckable(true);
        action->setChecked(map == m_colourMap);
        action->setData(static_cast<int>(map));
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | static_cast<Qt::Key>(Qt::Key_0 + number++)));
        m_paletteGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, map] { setColourMap(map); });
    }

    m_presentationAction = view->addAction(QStringLiteral("P&resentation mode"));
    m_presentationAction->setObjectName(QStringLiteral("presentationAction"));
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresentationMode);

    view->addSeparator();
    QAction* keys = m_bucketKeysDock->toggleViewAction();
    keys->setObjectName(QStringLiteral("bucketKeysAction"));
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    view->addAction(keys);

    // The remembered palette, applied now that its action exists to show the check mark.
    ColourMap remembered = ColourMap::Viridis;
    if (parseColourMap(viewSettings().value(QStringLiteral("view/palette")).toString().toStdString(), remembered)) {
        setColourMap(remembered);
    }
}

void MainWindow::createBucketKeysDock() {
    m_bucketKeysPanel = new BucketKeysPanel(this);
    m_bucketKeysPanel->setObjectName(QStringLiteral("bucketKeysPanel"));
    m_bucketKeysDock = new QDockWidget(QStringLiteral("Bucket keys"), this);
    m_bucketKeysDock->setObjectName(QStringLiteral("bucketKeysDock"));
    m_bucketKeysDock->setWidget(m_bucketKeysPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_bucketKeysDock);
    m_bucketKeysDock->hide();
}

QString MainWindow::cellNoun() const {
    return m_heatmap->cellNoun();
}

void MainWindow::showBucketKeys(std::uint32_t bucket, bool before) {
    m_listedBucket = bucket;
    m_listedBefore = before;
    const AnalysisRequest& request = before ? m_beforeRequest : m_shownRequest;
    m_bucketKeysDock->setWindowTitle(cellNoun().left(1).toUpper() + cellNoun().mid(1) + QStringLiteral(" keys"));
    m_bucketKeysDock->show();
    m_bucketKeysPanel->showPending(bucket, cellNoun());
    m_bucketKeysRunner.start(request, bucket);
}

void MainWindow::setCompareMode(bool on) {
    m_compareMode = on;
    if (m_compareAction && m_compareAction->isChecked() != on) {
        m_compareAction->setChecked(on); // re-enters once with the same value
        return;
    }
    m_heatmapStack->setCurrentWidget(on ? static_cast<QWidget*>(m_compare) : m_heatmap);
    if (on) {
        m_compare->setAfter(m_analysis);
        startBeforeAnalysis();
    }
}

void MainWindow::startBeforeAnalysis() {
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
    m_beforeRunner.start(m_beforeRequest);
}

void MainWindow::setColourMap(ColourMap map) {
    m_colourMap = map;
    m_heatmap->setColourMap(map);
    m_compare->setColourMap(map);
    m_simulationPanel->partitionHeatmap()->setColourMap(map);
    if (m_paletteGroup) {
        for (QAction* action : m_paletteGroup->actions()) {
            action->setChecked(action->data().toInt() == static_cast<int>(map));
        }
    }
    viewSettings().setValue(QStringLiteral("view/palette"), colourMapTitle(map));
}

void MainWindow::setPresentationMode(bool on) {
    if (m_presentationAction && m_presentationAction->isChecked() != on) {
        m_presentationAction->setChecked(on); // re-enters once with the same value
        return;
    }
    if (on == m_presentationMode) {
        return;
    }
    m_presentationMode = on;
    auto scaled = [](QFont font) {
        if (font.pointSizeF() > 0) {
            font.setPointSizeF(font.pointSizeF() * kPresentationScale);
        } else {
            font.setPixelSize(static_cast<int>(font.pixelSize() * kPresentationScale + 0.5));
        }
        return font;
    };
    if (on) {
        m_normalFont = font();
        m_normalEditorFont = m_keyEditor->font();
        // The window's font reaches every child that does not set its own: labels, tables, the heat maps'
        // cells and legends, and the charts (the adapter copies it into QtCharts).
        setFont(scaled(m_normalFont));
        m_keyEditor->setFont(scaled(m_normalEditorFont));
    } else {
        setFont(m_normalFont);
        m_keyEditor->setFont(m_normalEditorFont);
    }
}

void MainWindow::createLessonsMenu() {
    m_lessonsMenu = menuBar()->addMenu(QStringLiteral("&Lessons"));
    m_lessonsMenu->setObjectName(QStringLiteral("lessonsMenu"));
    const QList<Lesson> lessons = builtInLessons();
    for (const Lesson& lesson : lessons) {
        // "Lesson &3: ...": Alt+L, 3 opens it (a numbered list is reached by its numbers).
        QString text = lesson.title;
        const qsizetype digit = text.indexOf(QRegularExpression(QStringLiteral("[0-9]")));
        if (digit >= 0) {
            text.insert(digit, QLatin1Char('&'));
        }
        QAction* action = m_lessonsMenu->addAction(text, this, [this, lesson] {
            if (!maybeSave()) {
                return;
            }
            QString error;
            if (!openLesson(lesson, error)) {
                QMessageBox::warning(this, QStringLiteral("Lesson"), QStringLiteral("Cannot open ") + error);
            }
        });
        action->setData(lesson.name);
    }
    m_lessonsMenu->addSeparator();
    QAction* guide = m_lessonDock->toggleViewAction();
    guide->setText(QStringLiteral("Lesson &guide"));
    guide->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_lessonsMenu->addAction(guide);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (maybeSave()) {
        discardRecoveryCopy(); // a clean end: nothing to offer at the next start
        event->accept();
    } else {
        event->ignore();
    }
}

void MainWindow::updateQueries() {
    const std::string hottest =
        m_analysis && !m_analysis->topLogicalKeys.empty() ? m_analysis->topLogicalKeys.front().key : std::string();
    m_queriesPane->setQuery(queryTargetFor(m_scenario), currentStrategy(), hottest);
}

QWidget* MainWindow::createEditorPanel() {
    // Keys on top, the parameters that act on them underneath: a pasted column and the strategy that
    // re-lands it stay in view together.
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(createKeysPane());
    m_parameterTabs = new QTabWidget(splitter);
    m_parameterTabs->setObjectName(QStringLiteral("parameterTabs"));
    m_parameterTabs->addTab(createStrategyPane(), QStringLiteral("S&trategy"));
    // Ta&ble, not T&able: Alt+A is the Advisor tab's.
    m_parameterTabs->addTab(createTablePane(), QStringLiteral("Ta&ble"));
    splitter->addWidget(m_parameterTabs);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setChildrenCollapsible(false);
    splitter->setMinimumWidth(300);
    return splitter;
}

QWidget* MainWindow::createKeysPane() {
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* heading = new QLabel(QStringLiteral("Partition keys — one per line, optional TAB and write count"), panel);
    heading->setWordWrap(true);
    layout->addWidget(heading);

    m_keyEditor = new KeyEditor(panel);
    m_keyEditor->setObjectName(QStringLiteral("keyEditor"));
    m_keyEditor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_keyEditor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_keyEditor->setTabStopDistance(m_keyEditor->fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 16);
    m_keyEditor->setPlaceholderText(QStringLiteral("USER#42\t17\nORDER#2024-06-01"));
    layout->addWidget(m_keyEditor, 1);
    m_keyStreamer = new PlainTextStreamer(m_keyEditor);
    connect(m_keyEditor, &KeyEditor::filesDropped, this, &MainWindow::openDroppedFiles);

    auto* generate = new QPushButton(QStringLiteral("Generate…"), panel);
    generate->setObjectName(QStringLiteral("generateKeysButton"));
    generate->setToolTip(QStringLiteral("Uniform, Zipf, hot-key, dated or leaderboard keys (Ctrl+G)"));
    connect(generate, &QPushButton::clicked, this, &MainWindow::openKeyGenerator);
    layout->addWidget(generate, 0, Qt::AlignRight);

    m_inputSummary = new QLabel(panel);
    m_inputSummary->setObjectName(QStringLiteral("inputSummaryLabel"));
    m_inputSummary->setWordWrap(true);
    layout->addWidget(m_inputSummary);
    return panel;
}

QWidget* MainWindow::createStrategyPane() {
    m_strategyPane = new StrategyPane(this);
    m_strategyPane->setObjectName(QStringLiteral("strategyPane"));
    connect(m_strategyPane, &StrategyPane::strategyEdited, this, &MainWindow::commitStrategyEdit);
    connect(m_strategyPane, &StrategyPane::analysisOptionsChanged, this, &MainWindow::scheduleAnalysis);
    return m_strategyPane;
}

QWidget* MainWindow::createTablePane() {
    m_tablePane = new TablePane(this);
    m_tablePane->setObjectName(QStringLiteral("tablePane"));
    connect(m_tablePane, &TablePane::tableEdited, this, &MainWindow::commitTableEdit);
    return m_tablePane;
}

QWidget* MainWindow::createResultPanel() {
    m_views = new QTabWidget(this);
    m_views->setObjectName(QStringLiteral("viewTabs"));
    auto* panel = new QWidget(m_views);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);

    m_heatmapStack = new QStackedWidget(panel);
    m_heatmapStack->setObjectName(QStringLiteral("heatmapStack"));
    m_heatmap = new BucketHeatmap(m_heatmapStack);
    m_heatmap->setObjectName(QStringLiteral("bucketHeatmap"));
    m_heatmapStack->addWidget(m_heatmap);
    m_compare = new CompareHeatmaps(m_heatmapStack);
    m_compare->setObjectName(QStringLiteral("compareHeatmaps"));
    m_heatmapStack->addWidget(m_compare);
    layout->addWidget(m_heatmapStack, 3);
    connect(m_heatmap, &BucketHeatmap::bucketClicked, this, [this](std::uint32_t bucket) { showBucketKeys(bucket); });
    connect(m_compare->afterMap(), &BucketHeatmap::bucketClicked, this,
            [this](std::uint32_t bucket) { showBucketKeys(bucket); });
    connect(m_compare->beforeMap(), &BucketHeatmap::bucketClicked, this,
            [this](std::uint32_t bucket) { showBucketKeys(bucket, true); });

    m_modelNote = makeSecondaryLabel(QStringLiteral("Note: ") + fromStd(kModelNote) + QLatin1Char('.'), panel);
    m_modelNote->setObjectName(QStringLiteral("modelNoteLabel"));
    layout->addWidget(m_modelNote);
    m_evenSpreadNote = makeSecondaryLabel(QString(), panel);
    m_evenSpreadNote->setObjectName(QStringLiteral("evenSpreadNoteLabel"));
    m_evenSpreadNote->hide();
    layout->addWidget(m_evenSpreadNote);

    m_barChart = new BucketBarChart(panel);
    m_barChart->setMinimumHeight(180);
    layout->addWidget(m_barChart, 2);
    m_views->addTab(panel, QStringLiteral("&Heat map"));

    m_simulationPanel = new SimulationPanel(&m_player, m_views);
    m_views->addTab(m_simulationPanel, QStringLiteral("&Simulation"));
    m_queriesPane = new QueriesPane(m_views);
    m_views->addTab(m_queriesPane, QStringLiteral("&Queries"));
    m_advisorPane = new AdvisorPane(m_views);
    m_advisorPane->setObjectName(QStringLiteral("advisorPane"));
    m_views->addTab(m_advisorPane, QStringLiteral("&Advisor"));
    return m_views;
}

void MainWindow::setKeyText(const QString& text) {
    m_editorShowsDocumentKeys = false;
    // The markers hold cursors into the editor's document, which a large text replaces (and frees elsewhere).
    m_keyEditor->setRejectedLines({});
    m_keyStreamer->setText(text); // emits textChanged (per slice), which schedules the analysis
}

void MainWindow::showDocumentKeys(const QString& text) {
    m_keyEditor->setRejectedLines({});
    m_keyStreamer->setText(text);
    m_editorShowsDocumentKeys = true;
}

void MainWindow::onKeyTextChanged() {
    ++m_keyTextRevision;
    // The streamer's own insertions keep loadedText(); anything else is the user typing, pasting or undoing.
    if (!m_keyStreamer->isStreaming() && m_keyStreamer->loadedText().isNull()) {
        m_editorShowsDocumentKeys = false;
    }
    scheduleAnalysis();
}

void MainWindow::adoptEditorKeys(PreparedDocument&& prepared) {
    const std::vector<WorkloadKey>& keys = prepared.scenario->workload.keys;
    if (keys.empty() || keys.size() > kMaxKeys) {
        // A scenario needs 1 ... kMaxKeys keys; rather than a document that cannot be saved, keep the last good one.
        statusBar()->showMessage(keys.empty() ? QStringLiteral("No key accepted: the document keeps its previous keys")
                                              : QStringLiteral("More than ") + countText(kMaxKeys) +
                                                    QStringLiteral(" distinct keys: the document keeps its previous "
                                                                   "keys"));
        return;
    }
    // The job built its scenario from the document as it was when the job started; anything changed since
    // (an edit that did not re-analyse) means preparing it again with the parameters of now.
    const bool preparedIsCurrent = m_documentEdits == m_requestedDocumentEdits;
    // The estimator starts from the hottest key's share of the writes: follow the keys the user typed.
    m_hottestWorkloadKey = hottestOf(keys);
    m_strategyPane->setEstimatorInputs(m_scenario.workload.writesPerS * m_hottestWorkloadKey.share,
                                       m_scenario.workload.itemKb);
    // The job's document is the key source: the keys exist once. The one it replaces is freed on a pool
    // thread (a million keys take 10-15 ms to free).
    releaseElsewhere(std::exchange(m_keySource, prepared.scenario));
    m_keysEditedSinceSave = true; // undoing parameter changes to the saved state leaves this edit unsaved
    markDirty();
    if (!preparedIsCurrent) {
        restartSimulation();
        return;
    }
    updateQueries();
    playPreparedNow(std::make_shared<PreparedDocument>(std::move(prepared))); // ready to play as it is
}

void MainWindow::scheduleAnalysis() {
    m_debounce.start(); // restarts: only the last edit of a burst starts a job
}

void MainWindow::startAnalysis() {
    if (m_keyStreamer->isStreaming()) {
        return; // the last slice's textChanged schedules it again
    }
    AnalysisRequest request;
    // An imported text as it was given: toPlainText() of a million lines would stall the UI thread.
    request.keyText = m_keyStreamer->loadedText();
    if (request.keyText.isNull()) {
        request.keyText = m_keyEditor->toPlainText();
    }
    request.strategy = m_scenario.strategy;
    request.options.buckets = m_strategyPane->buckets();
    request.options.model = m_strategyPane->placementModel();
    // The editor's keys are logical keys without a source attribute (a playerId for mod): like the simulation
    // and the advisor, spread each key's writes evenly over its shards rather than reject it.
    request.options.sourceValues = SourceValues::EvenSpread;
    // Only an edit the document has not taken yet: a strategy change re-analyses the same keys.
    request.collectWorkloadKeys = !m_editorShowsDocumentKeys && m_keyTextRevision != m_adoptedKeysRevision;
    if (request.collectWorkloadKeys) {
        const WorkloadSpec& workload = m_keySource->workload;
        request.workloadSortKey = workload.generator      ? workload.generator->sortKey
                                  : workload.keys.empty() ? SortKeyShape::Random
                                                          : workload.keys.front().sortKey;
        request.document = m_scenario; // the parameters: the job adds the keys it reads
        m_requestedDocumentEdits = m_documentEdits;
    }
    m_requestedKeysRevision = m_keyTextRevision;
    m_startedRequest = request;
    m_runner.start(std::move(request));
}

void MainWindow::applyAnalysis(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> analysis,
                               PreparedDocumentPtr documentKeys) {
    // Released at the end, once the views hold the new one: the last owner frees it, on a pool thread.
    std::shared_ptr<const DistributionAnalysis> previous = std::exchange(m_analysis, std::move(analysis));
    m_appliedJobId = jobId;
    const DistributionAnalysis& current = *m_analysis;

    QString summary = inputSummaryText(current.input, current.keysDistinct);
    if (!current.errors.empty()) {
        // The first reason inline, the rest in the tooltip: one is usually enough to see what is wrong.
        summary += QStringLiteral("\nline ") + countText(current.errors.front().line) + QStringLiteral(": ") +
                   QString::fromStdString(current.errors.front().message);
    }
    m_inputSummary->setText(summary);
    m_inputSummary->setToolTip(inputProblemsText(current));
    m_keyEditor->setRejectedLines(current.errors);
    if (!current.topLogicalKeys.empty()) {
        m_strategyPane->setPreviewKey(fromStd(current.topLogicalKeys.front().key));
    }
    m_shownRequest = m_startedRequest; // only the newest job is delivered
    m_heatmap->setAnalysis(m_analysis);
    updateEvenSpreadNote(current);
    m_barChart->setBucketCounts(current.buckets);
    m_barChart->setCellNoun(m_heatmap->cellNoun());
    if (m_compareMode) {
        m_compare->setAfter(m_analysis);
        startBeforeAnalysis();
    }
    // The open key list follows the picture: the same bucket of the new analysis (while it exists).
    if (m_listedBucket && m_bucketKeysDock->isVisible() && !m_listedBefore) {
        if (*m_listedBucket < current.buckets.size()) {
            showBucketKeys(*m_listedBucket);
        } else {
            m_listedBucket.reset();
            m_bucketKeysPanel->showProblem(QStringLiteral("that ") + cellNoun() + QStringLiteral(" no longer exists"));
        }
    }
    m_statistics->setText(statisticsText(current));
    const bool keysPinned = std::any_of(m_keySource->workload.keys.begin(), m_keySource->workload.keys.end(),
                                        [](const WorkloadKey& key) { return key.partition.has_value(); });
    m_modelNote->setText(heatmapModelNote(
        current, m_scenario.table.partitions.value_or(derivedPartitionCount(m_scenario.table)), keysPinned));
    m_statusTotals->showAnalysis(current);
    updateQueries();
    if (current.input.accepted == 0 && current.input.linesRead > 0) {
        statusBar()->showMessage(QStringLiteral("No key was accepted — hover the line counts for more reasons"));
    } else {
        statusBar()->clearMessage();
    }
    // A document opened while this job ran put its own keys in the editor; the job's keys are then stale.
    if (documentKeys && !m_editorShowsDocumentKeys) {
        m_adoptedKeysRevision = m_requestedKeysRevision;
        adoptEditorKeys(std::move(*documentKeys));
    }
    releaseElsewhere(std::move(previous));
    emit analysisApplied(jobId);
}

void MainWindow::updateEvenSpreadNote(const DistributionAnalysis& analysis) {
    ShardStrategy strategy;
    std::string problem;
    const bool assumed =
        analysis.evenSpreadAssumed && ShardStrategy::create(m_shownRequest.strategy, strategy, problem);
    if (assumed) {
        m_evenSpreadNote->setText(QStringLiteral("Assumed, not measured: ") + fromStd(evenSpreadNote(strategy)) +
                                  QLatin1Char('.'));
    }
    m_evenSpreadNote->setVisible(assumed);
}

void MainWindow::showFailure(std::uint64_t jobId, const QString& error) {
    // The last good picture stays up; the statistics line says it is out of date and why.
    m_statistics->setText(QStringLiteral("Cannot analyse: ") + error);
    statusBar()->showMessage(error);
    emit analysisFailed(jobId, error);
}

} // namespace partiscope::ui
