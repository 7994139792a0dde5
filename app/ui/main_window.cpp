#include "main_window.h"
#include "qt_strings.h"

#include "advisor_pane.h"
#include "analysis_summary_text.h"
#include "app_resources.h"
#include "bucket_heatmap.h"
#include "chart_adapter.h"
#include "key_editor.h"
#include "plain_text_streamer.h"
#include "queries_pane.h"
#include "recent_files.h"
#include "scenario_document.h"
#include "scenario_queries.h"
#include "simulation_panel.h"

#include <partiscope/design_report.h>
#include <partiscope/dynamodb_limits.h>
#include <partiscope/hashing.h>
#include <partiscope/placement.h>
#include <partiscope/shard_strategy.h>

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
#include <QSaveFile>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace partiscope::ui {

namespace {

QLabel* makeSecondaryLabel(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::PlaceholderText));
    label->setPalette(palette);
    return label;
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

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(QStringLiteral("Partiscope"));
    setWindowIcon(appIcon());

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &MainWindow::startAnalysis);
    connect(&m_runner, &AnalysisRunner::analysisFinished, this, &MainWindow::applyAnalysis);
    connect(&m_runner, &AnalysisRunner::analysisFailed, this, &MainWindow::showFailure);
    connect(&m_advisorRunner, &AdvisorRunner::adviceFinished, this, &MainWindow::applyAdvice);
    connect(&m_advisorRunner, &AdvisorRunner::adviceFailed, this, &MainWindow::showAdviceFailure);
    m_recoveryTimer.setInterval(kRecoveryIntervalMs);
    connect(&m_recoveryTimer, &QTimer::timeout, this, &MainWindow::writeRecoveryCopy);
    setAcceptDrops(true);

    // The built-in scenario is the starting document; it cannot fail to parse (a test guards it), but an
    // empty scenario would only leave the simulation tab blank.
    std::string scenarioError;
    if (!parseScenario(defaultScenarioJson().toStdString(), m_scenario, scenarioError)) {
        statusBar()->showMessage(QStringLiteral("Built-in scenario: ") + QString::fromStdString(scenarioError));
    }

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

    // At once, not streamed: the window is complete when the constructor returns. This is the document's own text
    // (m_editorShowsDocumentKeys starts true), and textChanged is not connected yet.
    m_keyEditor->setPlainText(defaultScenarioKeys());
    updateStrategyControls();
    // Connected after the initial text so construction schedules exactly one analysis.
    connect(m_keyEditor, &QPlainTextEdit::textChanged, this, &MainWindow::onKeyTextChanged);
    scheduleAnalysis();
    createLessonPanel();
    createMenus();
    restartSimulation();
}

MainWindow::~MainWindow() {
    discardRecoveryCopy();
}

StrategyConfig MainWindow::currentStrategy() const {
    return m_scenario.strategy;
}

void MainWindow::applyStrategyControls() {
    // The controls edit the document's strategy; what they do not show (separator, seed, ...) is kept.
    StrategyConfig& strategy = m_scenario.strategy;
    strategy.kind = static_cast<StrategyKind>(m_strategyKind->currentData().toInt());
    strategy.shards = strategy.kind == StrategyKind::None ? 0 : static_cast<std::uint32_t>(m_shards->value());
    markDirty();
    scheduleAnalysis();
    restartSimulation();
}

void MainWindow::syncStrategyControls() {
    const QSignalBlocker blockKind(m_strategyKind);
    const QSignalBlocker blockShards(m_shards);
    const int index = m_strategyKind->findData(static_cast<int>(m_scenario.strategy.kind));
    if (index >= 0) {
        m_strategyKind->setCurrentIndex(index);
    } else {
        statusBar()->showMessage(QStringLiteral("The document's ") +
                                 fromStd(strategyKindName(m_scenario.strategy.kind)) +
                                 QStringLiteral(" strategy is used as it is; it has no controls here yet"));
    }
    if (m_scenario.strategy.shards > 0) {
        m_shards->setValue(static_cast<int>(m_scenario.strategy.shards));
    }
    updateStrategyControls();
}

void MainWindow::restartSimulation() {
    // The simulation plays the document, so "pick 10 shards, press play" shows the throttling go away;
    // every change rewinds the run.
    QString error;
    if (!m_player.setScenario(m_scenario, error)) {
        statusBar()->showMessage(QStringLiteral("Cannot simulate: ") + error);
    }
    updateQueries();
    startAdvice();
}

void MainWindow::startAdvice() {
    m_advisorRunner.start(m_scenario);
}

void MainWindow::applyAdvice(std::uint64_t jobId, std::shared_ptr<const ScenarioAnalysis> analysis) {
    m_advice = std::move(analysis);
    m_appliedAdviceJobId = jobId;
    m_advisorPane->setFindings(m_advice->findings);
    emit adviceApplied(jobId);
}

void MainWindow::showAdviceFailure(std::uint64_t /*jobId*/, const QString& error) {
    m_advice.reset();
    m_advisorPane->setProblem(error);
}

bool MainWindow::openScenarioFile(const QString& path, QString& error) {
    Scenario opened;
    if (!readRunnableScenario(path, opened, error)) {
        return false; // nothing changed: the document on screen is still the one the user had
    }
    adoptDocument(std::move(opened), path);
    m_lessonDock->hide(); // a guide belongs to its lesson, not to whatever is opened next
    RecentFiles::add(path);
    rebuildRecentMenu();
    return true;
}

void MainWindow::adoptDocument(Scenario scenario, const QString& path) {
    m_lessonTitle.clear();
    m_scenario = std::move(scenario);
    m_documentPath = path;
    m_dirty = false;
    discardRecoveryCopy();
    syncStrategyControls();
    showDocumentKeys(editorKeyText(m_scenario));
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
        std::optional<ScenarioAnalysis> fresh = analyseScenario(m_scenario, problem);
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
    m_lessonDock->hide(); // shown when a lesson is opened
}

bool MainWindow::saveScenarioFile(const QString& path, QString& error) {
    if (!writeScenarioDocument(path, m_scenario, error)) {
        return false;
    }
    m_documentPath = path;
    m_dirty = false;
    discardRecoveryCopy();
    updateTitle();
    RecentFiles::add(path);
    rebuildRecentMenu();
    return true;
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
    m_scenario = std::move(fresh);
    m_documentPath.clear();
    m_dirty = false;
    discardRecoveryCopy();
    m_lessonTitle.clear();
    m_lessonDock->hide();
    syncStrategyControls();
    // The built-in document's keys as the resource has them (its generator's keys with round counts).
    showDocumentKeys(defaultScenarioKeys());
    restartSimulation();
    updateTitle();
}

void MainWindow::markDirty() {
    ++m_documentEdits;
    if (!m_recoveryTimer.isActive()) {
        m_recoveryTimer.start();
    }
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
    m_recovery.write(m_scenario); // serialised and written on the copy's own thread
}

bool MainWindow::offerRecovery() {
    const QStringList orphans = RecoveryCopy::orphans();
    if (orphans.isEmpty()) {
        return false;
    }
    const QString copy = orphans.front();
    bool restore = false;
    if (m_recoveryPrompt) {
        restore = m_recoveryPrompt(copy);
    } else {
        const QString when = QLocale().toString(QFileInfo(copy).lastModified(), QLocale::ShortFormat);
        restore = QMessageBox::question(this, QStringLiteral("Restore unsaved document"),
                                        QStringLiteral("Partiscope did not close cleanly last time. Restore the "
                                                       "unsaved document copied at ") +
                                            when + QStringLiteral("?")) == QMessageBox::Yes;
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
    // Untitled and unsaved: where the document was saved before is not recorded, and Save must not silently
    // overwrite a file with an older state.
    adoptDocument(std::move(recovered), QString());
    m_lessonDock->hide();
    markDirty();
    statusBar()->showMessage(QStringLiteral("Restored the unsaved document"), 5000);
    return true;
}

void MainWindow::updateTitle() {
    // A pristine built-in document is just "Partiscope"; anything else names the document, and [*] is
    // where Qt shows the unsaved-changes marker.
    if (m_documentPath.isEmpty() && !m_dirty && m_lessonTitle.isEmpty()) {
        setWindowTitle(QStringLiteral("Partiscope"));
    } else {
        // An unsaved lesson is named after the lesson, so the title still says what is open.
        const QString untitled = m_lessonTitle.isEmpty() ? QStringLiteral("Untitled") : m_lessonTitle;
        const QString name = m_documentPath.isEmpty() ? untitled : QFileInfo(m_documentPath).fileName();
        setWindowTitle(name + QStringLiteral("[*] — Partiscope"));
    }
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
        return saveDocument();
    case UnsavedChoice::Discard:
        return true;
    case UnsavedChoice::Cancel:
        break;
    }
    return false;
}

bool MainWindow::saveDocument() {
    if (m_documentPath.isEmpty()) {
        return saveDocumentAs();
    }
    QString error;
    if (!saveScenarioFile(m_documentPath, error)) {
        QMessageBox::warning(this, QStringLiteral("Save"), QStringLiteral("Cannot save ") + error);
        return false;
    }
    return true;
}

bool MainWindow::saveDocumentAs() {
    const QString suggested =
        m_documentPath.isEmpty() ? tableNameFor(m_scenario) + QStringLiteral(".json") : m_documentPath;
    const QString path = QFileDialog::getSaveFileName(this, QStringLiteral("Save scenario"), suggested,
                                                      QStringLiteral("Scenarios (*.json);;All files (*)"));
    if (path.isEmpty()) {
        return false;
    }
    QString error;
    if (!saveScenarioFile(path, error)) {
        QMessageBox::warning(this, QStringLiteral("Save"), QStringLiteral("Cannot save ") + error);
        return false;
    }
    return true;
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
    QString error;
    if (!openScenarioFile(path, error)) {
        QMessageBox::warning(this, QStringLiteral("Open"), QStringLiteral("Cannot open ") + error);
    }
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
    file->addAction(QStringLiteral("&Save"), QKeySequence::Save, this, [this] { saveDocument(); });
    file->addAction(QStringLiteral("Save &As…"), QKeySequence::SaveAs, this, [this] { saveDocumentAs(); });
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
    file->addSeparator();
    file->addAction(QStringLiteral("&Quit"), QKeySequence::Quit, this, &QWidget::close);
}

void MainWindow::createEditMenu() {
    QMenu* edit = menuBar()->addMenu(QStringLiteral("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(QStringLiteral("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
}

void MainWindow::createLessonsMenu() {
    m_lessonsMenu = menuBar()->addMenu(QStringLiteral("&Lessons"));
    m_lessonsMenu->setObjectName(QStringLiteral("lessonsMenu"));
    const QList<Lesson> lessons = builtInLessons();
    for (const Lesson& lesson : lessons) {
        QAction* action = m_lessonsMenu->addAction(lesson.title, this, [this, lesson] {
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
    m_lessonsMenu->addAction(m_lessonDock->toggleViewAction());
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
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);

    auto* controls = new QGroupBox(QStringLiteral("Model"), panel);
    auto* form = new QFormLayout(controls);

    m_strategyKind = new QComboBox(controls);
    for (const auto kind : {StrategyKind::None, StrategyKind::Random, StrategyKind::Calculated, StrategyKind::Mod}) {
        m_strategyKind->addItem(fromStd(strategyKindName(kind)), static_cast<int>(kind));
    }
    m_strategyKind->setToolTip(QStringLiteral("Write sharding: how a suffix is appended to each key"));
    form->addRow(QStringLiteral("Write sharding"), m_strategyKind);

    m_shards = new QSpinBox(controls);
    // The core accepts up to a million; past a few thousand the teaching view shows nothing new and a
    // random strategy only multiplies the physical keys.
    m_shards->setRange(1, 10'000);
    m_shards->setValue(4);
    m_shards->setToolTip(QStringLiteral("Number of suffixes (N) the strategy spreads a key over"));
    form->addRow(QStringLiteral("Shards"), m_shards);

    m_buckets = new QSpinBox(controls);
    m_buckets->setObjectName(QStringLiteral("bucketsSpinBox"));
    m_buckets->setRange(1, static_cast<int>(limits::kMaxBuckets));
    m_buckets->setValue(8);
    m_buckets->setToolTip(QStringLiteral("Buckets (model partitions) the keys are placed into"));
    form->addRow(QStringLiteral("Buckets"), m_buckets);

    m_placementModel = new QComboBox(controls);
    m_placementModel->addItem(QStringLiteral("mod — hash mod buckets"), static_cast<int>(PlacementModel::Mod));
    m_placementModel->addItem(QStringLiteral("range — equal hash ranges"), static_cast<int>(PlacementModel::Range));
    m_placementModel->setToolTip(QStringLiteral("Range is closer to DynamoDB: each partition owns a contiguous "
                                                "range of the hash space"));
    form->addRow(QStringLiteral("Placement"), m_placementModel);

    layout->addWidget(controls);
    // Outside the form: a wrapped label inside a QFormLayout row does not get the height it needs.
    m_strategyDescription = makeSecondaryLabel(QString(), panel);
    layout->addWidget(m_strategyDescription);

    connect(m_strategyKind, &QComboBox::currentIndexChanged, this, [this] {
        updateStrategyControls();
        applyStrategyControls();
    });
    connect(m_shards, &QSpinBox::valueChanged, this, &MainWindow::applyStrategyControls);
    connect(m_buckets, &QSpinBox::valueChanged, this, &MainWindow::scheduleAnalysis);
    connect(m_placementModel, &QComboBox::currentIndexChanged, this, &MainWindow::scheduleAnalysis);
    layout->addStretch(1);
    return panel;
}

QWidget* MainWindow::createResultPanel() {
    m_views = new QTabWidget(this);
    m_views->setObjectName(QStringLiteral("viewTabs"));
    auto* panel = new QWidget(m_views);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);

    m_heatmap = new BucketHeatmap(panel);
    m_heatmap->setObjectName(QStringLiteral("bucketHeatmap"));
    layout->addWidget(m_heatmap, 3);

    m_modelNote = makeSecondaryLabel(QStringLiteral("Note: ") + fromStd(kModelNote) + QLatin1Char('.'), panel);
    m_modelNote->setObjectName(QStringLiteral("modelNoteLabel"));
    layout->addWidget(m_modelNote);

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

void MainWindow::adoptEditorKeys(DocumentKeys&& prepared) {
    std::vector<WorkloadKey>& keys = prepared.keys;
    if (keys.empty() || keys.size() > kMaxKeys) {
        // A scenario needs 1 ... kMaxKeys keys; rather than a document that cannot be saved, keep the last good one.
        statusBar()->showMessage(keys.empty() ? QStringLiteral("No key accepted: the document keeps its previous keys")
                                              : QStringLiteral("More than ") + countText(kMaxKeys) +
                                                    QStringLiteral(" distinct keys: the document keeps its previous "
                                                                   "keys"));
        return;
    }
    // The job built its scenario from the document as it was when the job started; anything changed since
    // (an edit that did not re-analyse) means rebuilding here instead.
    const bool preparedIsCurrent = m_documentEdits == m_requestedDocumentEdits;
    m_scenario.workload.keys = std::move(keys);
    m_scenario.workload.generator.reset();
    markDirty();
    if (!preparedIsCurrent) {
        restartSimulation();
        return;
    }
    if (prepared.simulator) {
        m_player.setPreparedScenario(prepared.scenario, std::move(prepared.simulator));
    } else {
        statusBar()->showMessage(QStringLiteral("Cannot simulate: ") + prepared.simulationProblem);
    }
    updateQueries();
    m_advisorRunner.start(std::move(prepared.scenario)); // the same document, shared rather than copied
}

void MainWindow::scheduleAnalysis() {
    m_debounce.start(); // restarts: only the last edit of a burst starts a job
}

void MainWindow::updateStrategyControls() {
    const auto kind = static_cast<StrategyKind>(m_strategyKind->currentData().toInt());
    m_shards->setEnabled(kind != StrategyKind::None);
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
    request.options.buckets = static_cast<std::uint32_t>(m_buckets->value());
    request.options.model = static_cast<PlacementModel>(m_placementModel->currentData().toInt());
    // Only an edit the document has not taken yet: a strategy change re-analyses the same keys.
    request.collectWorkloadKeys = !m_editorShowsDocumentKeys && m_keyTextRevision != m_adoptedKeysRevision;
    if (request.collectWorkloadKeys) {
        WorkloadSpec& workload = m_scenario.workload;
        request.workloadSortKey = workload.generator      ? workload.generator->sortKey
                                  : workload.keys.empty() ? SortKeyShape::Random
                                                          : workload.keys.front().sortKey;
        // Everything but the keys the job replaces anyway: copying a million of them here would stall typing.
        std::vector<WorkloadKey> keys = std::move(workload.keys);
        request.document = m_scenario;
        workload.keys = std::move(keys);
        m_requestedDocumentEdits = m_documentEdits;
    }
    m_requestedKeysRevision = m_keyTextRevision;
    m_runner.start(std::move(request));
}

void MainWindow::applyAnalysis(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> analysis,
                               DocumentKeysPtr documentKeys) {
    m_analysis = std::move(analysis);
    m_appliedJobId = jobId;
    const DistributionAnalysis& current = *m_analysis;

    QString summary = inputSummaryText(current.input);
    if (!current.errors.empty()) {
        // The first reason inline, the rest in the tooltip: one is usually enough to see what is wrong.
        summary += QStringLiteral("\nline ") + countText(current.errors.front().line) + QStringLiteral(": ") +
                   QString::fromStdString(current.errors.front().message);
    }
    m_inputSummary->setText(summary);
    m_inputSummary->setToolTip(inputProblemsText(current));
    m_keyEditor->setRejectedLines(current.errors);
    m_strategyDescription->setText(fromStd(current.strategyDescription));
    m_heatmap->setBucketCounts(current.buckets);
    m_barChart->setBucketCounts(current.buckets);
    m_statistics->setText(statisticsText(current));
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
    emit analysisApplied(jobId);
}

void MainWindow::showFailure(std::uint64_t jobId, const QString& error) {
    // The last good picture stays up; the statistics line says it is out of date and why.
    m_statistics->setText(QStringLiteral("Cannot analyse: ") + error);
    statusBar()->showMessage(error);
    emit analysisFailed(jobId, error);
}

} // namespace partiscope::ui
