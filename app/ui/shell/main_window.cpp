#include "shell/main_window.h"
#include "util/qt_strings.h"

#include "document/app_resources.h"
#include "document/key_spaces.h"
#include "document/scenario_queries.h"
#include "keys/bucket_keys_panel.h"
#include "keys/key_editor.h"
#include "keys/keys_panel.h"
#include "panes/advisor_pane.h"
#include "panes/queries_pane.h"
#include "panes/simulation_panel.h"
#include "panes/strategy_pane.h"
#include "panes/table_pane.h"
#include "shell/lesson_dock.h"
#include "util/analysis_summary_text.h"
#include "views/heatmap_panel.h"
#include "views/key_space_selector.h"
#include "views/partition_time_heatmap.h"
#include "views/status_totals.h"

#include <partiscope/ceiling_share.h>
#include <partiscope/key_list_writer.h>

#include <QCloseEvent>
#include <QDockWidget>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace partiscope::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_keys(
                               m_document, [this] { return m_keysPanel->currentText(); },
                               [this] {
                                   AnalysisOptions options;
                                   options.buckets = m_strategyPane->buckets();
                                   options.model = m_strategyPane->placementModel();
                                   return options;
                               }) {
    setWindowIcon(appIcon());
    setAcceptDrops(true);

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
    m_statistics->setText(tr("Analysing…"));

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->addWidget(createImportNotesBar());
    layout->addWidget(splitter, 1);
    layout->addWidget(m_statistics);
    setCentralWidget(central);
    statusBar()->setSizeGripEnabled(true);
    m_statusTotals = new StatusTotals(*statusBar());
    m_statusTotals->setObjectName(QStringLiteral("statusTotals"));
    // frameApplied comes once per ~30 fps frame with everything simulated since the last one.
    connect(&m_player, &SimulationPlayer::frameApplied, m_statusTotals, [this] {
        m_statusTotals->showSimulation(m_player.metrics(), m_player.timeline().nowS(), m_player.throttlingReasons());
    });

    createDocks();
    connectDocument();
    connectKeys();
    createMenus();

    // The built-in document, shown at once (the window is complete when the constructor returns): its keys as the
    // resource has them, one analysis scheduled, the simulation ready to play.
    m_document.newDocument();
    updateTitle();
    m_built = true;
}

MainWindow::~MainWindow() {
    // The controllers outlive the views they point into by a few statements: not one more signal into them.
    disconnect(&m_document, nullptr, this, nullptr);
    disconnect(&m_keys, nullptr, this, nullptr);
}

QWidget* MainWindow::createImportNotesBar() {
    // What an import's result rests on ("weights are item counts") stays in view, not in a passing status message.
    m_importNotesBar = new QFrame(this);
    m_importNotesBar->setObjectName(QStringLiteral("importNotesBar"));
    m_importNotesBar->setFrameShape(QFrame::StyledPanel);
    m_importNotesBar->setAutoFillBackground(true);
    m_importNotesBar->setBackgroundRole(QPalette::ToolTipBase);
    m_importNotes = new QLabel(m_importNotesBar);
    m_importNotes->setObjectName(QStringLiteral("importNotesLabel"));
    m_importNotes->setWordWrap(true);
    m_importNotes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_importNotes->setForegroundRole(QPalette::ToolTipText);
    auto* close = new QToolButton(m_importNotesBar);
    close->setObjectName(QStringLiteral("importNotesClose"));
    close->setText(QStringLiteral("✕"));
    close->setToolTip(tr("Hide these notes"));
    close->setAutoRaise(true);
    connect(close, &QToolButton::clicked, m_importNotesBar, &QWidget::hide);
    auto* layout = new QHBoxLayout(m_importNotesBar);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_importNotes, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    m_importNotesBar->hide();
    return m_importNotesBar;
}

QWidget* MainWindow::createEditorPanel() {
    // Keys on top, the parameters that act on them underneath: a pasted column and the strategy that re-lands it
    // stay in view together.
    auto* splitter = new QSplitter(Qt::Vertical, this);
    m_keysPanel = new KeysPanel(splitter);
    m_keysPanel->setObjectName(QStringLiteral("keysPanel"));
    splitter->addWidget(m_keysPanel);
    connect(m_keysPanel->editor(), &KeyEditor::filesDropped, this, &MainWindow::openDroppedFiles);
    connect(m_keysPanel, &KeysPanel::generateRequested, this, &MainWindow::openKeyGenerator);
    connect(m_keysPanel, &KeysPanel::editAsTextRequested, this, [this] {
        // The keys on screen as `key TAB count` lines: from then on the editor's text is the keys.
        if (const auto keys = m_keys.keys()) {
            setKeyText(fromStd(writeTalliedKeys(*keys)));
        }
    });

    m_parameterTabs = new QTabWidget(splitter);
    m_parameterTabs->setObjectName(QStringLiteral("parameterTabs"));
    m_strategyPane = new StrategyPane(this);
    m_strategyPane->setObjectName(QStringLiteral("strategyPane"));
    connect(m_strategyPane, &StrategyPane::strategyEdited, this, &MainWindow::commitStrategyEdit);
    connect(m_strategyPane, &StrategyPane::analysisOptionsChanged, &m_keys, &KeyPipeline::scheduleAnalysis);
    addSourceTitledTab(*m_parameterTabs, m_strategyPane, QT_TR_NOOP("S&trategy"));
    m_tablePane = new TablePane(this);
    m_tablePane->setObjectName(QStringLiteral("tablePane"));
    connect(m_tablePane, &TablePane::tableEdited, this, &MainWindow::commitTableEdit);
    connect(&m_document, &DocumentController::importedItemsChanged, this,
            [this] { m_tablePane->setImportedItems(m_document.importedItems()); });
    // Ta&ble, not T&able: Alt+A is the Advisor tab's.
    addSourceTitledTab(*m_parameterTabs, m_tablePane, QT_TR_NOOP("Ta&ble"));
    splitter->addWidget(m_parameterTabs);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setChildrenCollapsible(false);
    splitter->setMinimumWidth(300);
    return splitter;
}

void MainWindow::addSourceTitledTab(QTabWidget& tabs, QWidget* page, const char* title) {
    const int index = tabs.addTab(page, tr(title));
    // The English title names the files --render writes (window-heat-map.png), whatever the language.
    tabs.tabBar()->setTabData(index, QString::fromUtf8(title));
}

QWidget* MainWindow::createResultPanel() {
    m_views = new QTabWidget(this);
    m_views->setObjectName(QStringLiteral("viewTabs"));
    m_heatmapPanel = new HeatmapPanel(m_views);
    m_heatmapPanel->setObjectName(QStringLiteral("heatmapPanel"));
    connect(m_heatmapPanel, &HeatmapPanel::bucketClicked, this, &MainWindow::showBucketKeys);
    connect(m_heatmapPanel->targetSelector(), &KeySpaceSelector::targetChosen, this,
            [this](const QString& target) { m_document.setViewTarget(target.toStdString()); });
    addSourceTitledTab(*m_views, m_heatmapPanel, QT_TR_NOOP("&Heat map"));
    m_simulationPanel = new SimulationPanel(&m_player, m_views);
    m_simulationPanel->setObjectName(QStringLiteral("simulationPanel"));
    connect(m_simulationPanel->targetSelector(), &KeySpaceSelector::targetChosen, this,
            [this](const QString& target) { m_document.setViewTarget(target.toStdString()); });
    addSourceTitledTab(*m_views, m_simulationPanel, QT_TR_NOOP("&Simulation"));
    m_queriesPane = new QueriesPane(m_views);
    m_queriesPane->setObjectName(QStringLiteral("queriesPane"));
    connect(m_queriesPane, &QueriesPane::patternEdited, this, &MainWindow::commitAccessPatternEdit);
    connect(m_queriesPane, &QueriesPane::patternAdded, this, &MainWindow::addAccessPattern);
    addSourceTitledTab(*m_views, m_queriesPane, QT_TR_NOOP("&Queries"));
    m_advisorPane = new AdvisorPane(m_views);
    m_advisorPane->setObjectName(QStringLiteral("advisorPane"));
    addSourceTitledTab(*m_views, m_advisorPane, QT_TR_NOOP("&Advisor"));
    // &Compare: Alt+P and Alt+M belong to the Separator, Pin and Simulation; &Copy (Alt+C) is in a hidden dock.
    addSourceTitledTab(*m_views, createCompareView(), QT_TR_NOOP("&Compare"));
    return m_views;
}

void MainWindow::createDocks() {
    m_lessonDock = new LessonDock(this);
    addDockWidget(Qt::RightDockWidgetArea, m_lessonDock);
    m_bucketKeysPanel = new BucketKeysPanel(this);
    m_bucketKeysPanel->setObjectName(QStringLiteral("bucketKeysPanel"));
    m_bucketKeysDock = new QDockWidget(tr("Bucket keys"), this);
    m_bucketKeysDock->setObjectName(QStringLiteral("bucketKeysDock"));
    m_bucketKeysDock->setWidget(m_bucketKeysPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_bucketKeysDock);
    m_bucketKeysDock->hide();
}

void MainWindow::connectDocument() {
    connect(&m_document, &DocumentController::documentReplaced, this, [this](const QString& keyText, bool builtIn) {
        // Notes belong to the import they came with; an imported document says again what its weights rest on.
        showSourceNote(m_document.parameters().source);
        syncParameterPanes();
        m_advisorPane->setInsights(m_document.parameters().insights);
        // The document's keys go to the analysis as they are (no text); the editor shows them as text when they
        // are few enough to edit, else as a list.
        m_keys.showDocumentKeys(m_document.keySource(), builtIn);
        updateTargetSelectors();
        if (keyText.isNull()) {
            m_keysPanel->showAsList();
        } else {
            m_keysPanel->showDocumentKeys(keyText, !m_built);
        }
        updateQueries();
    });
    connect(&m_document, &DocumentController::parametersChanged, this, [this](bool fromHistory, bool ratesChanged) {
        if (fromHistory) {
            syncParameterPanes();
        } else if (ratesChanged) {
            // The edited pane shows the change already. The estimator follows the document's rates, but only
            // when they change: what the user typed there is theirs otherwise.
            updateEstimator();
        }
        m_keys.scheduleAnalysis();
        updateQueries();
        updateTargetSelectors(); // an index added, removed or renamed
    });
    connect(&m_document, &DocumentController::viewTargetChanged, this, &MainWindow::updateTargetSelectors);
    // An item import (with index keys) and its undo: the document's keys, as when a document is opened.
    connect(&m_document, &DocumentController::keysReplaced, this, [this](const QString& keyText) {
        m_keys.showDocumentKeys(m_document.keySource());
        if (keyText.isNull()) {
            m_keysPanel->showAsList();
        } else {
            m_keysPanel->showDocumentKeys(keyText);
        }
    });
    // The estimator starts from the hottest key's share of the writes: it follows the keys the user typed.
    connect(&m_document, &DocumentController::keysAdopted, this, [this] {
        updateEstimator();
        updateQueries();
    });
    connect(&m_document, &DocumentController::titleChanged, this, &MainWindow::updateTitle);
    connect(&m_document, &DocumentController::statusMessage, this, [this](const QString& text, int timeoutMs) {
        text.isEmpty() ? statusBar()->clearMessage() : statusBar()->showMessage(text, timeoutMs);
    });
    connect(&m_document, &DocumentController::documentPrepared, this,
            [this](std::uint64_t /*jobId*/, PreparedDocumentPtr prepared) {
                if (prepared->simulator) {
                    m_player.setPreparedScenario(prepared->scenario, std::move(prepared->simulator));
                    updateSimulationKeySpace(); // an index added or removed changes the run's key spaces
                }
            });
    connect(&m_document, &DocumentController::documentOpened, this,
            [this](bool opened, const QString& /*path*/, const QString& error) {
                if (opened) {
                    noteFileOpened();
                } else {
                    QMessageBox::warning(this, tr("Open"), tr("Cannot open ") + error);
                }
            });
    connect(&m_document, &DocumentController::documentSaved, this,
            [this](bool written, const QString& /*path*/, const QString& error) {
                rebuildRecentMenu();
                if (!written) {
                    QMessageBox::warning(this, tr("Save"), tr("Cannot save ") + error);
                }
            });
    connect(&m_document, &DocumentController::reportExported, this,
            [this](bool written, const QString& /*path*/, const QString& error) {
                if (!written) {
                    QMessageBox::warning(this, tr("Export report"), tr("Cannot export: ") + error);
                }
            });
    connect(&m_document, &DocumentController::adviceApplied, this,
            [this] { m_advisorPane->setFindings(m_document.advice()->findings); });
    connect(&m_document, &DocumentController::adviceFailed, this,
            [this](std::uint64_t /*jobId*/, const QString& error) { m_advisorPane->setProblem(error); });
}

void MainWindow::connectKeys() {
    connect(m_keysPanel, &KeysPanel::textChanged, &m_keys, &KeyPipeline::noteTextChanged);
    connect(&m_keys, &KeyPipeline::analysisApplied, this, &MainWindow::showAnalysis);
    connect(&m_keys, &KeyPipeline::heatmapApplied, this, &MainWindow::showHeatmap);
    connect(&m_keys, &KeyPipeline::analysisFailed, this, [this](std::uint64_t /*jobId*/, const QString& error) {
        // The last good picture stays up; the statistics line says it is out of date and why.
        m_statistics->setText(tr("Cannot analyse: ") + error);
        statusBar()->showMessage(error);
    });
    connect(&m_keys, &KeyPipeline::typedKeysRefused, this,
            [this](const QString& reason) { statusBar()->showMessage(reason); });
    connect(&m_keys, &KeyPipeline::beforeAnalysisApplied, this,
            [this] { m_heatmapPanel->showBefore(m_keys.beforeAnalysis()); });
    m_keys.setListingOpen([this] { return m_bucketKeysDock->isVisible(); });
    connect(&m_keys, &KeyPipeline::bucketListingStarted, this, [this](std::uint32_t bucket) {
        m_bucketKeysDock->setWindowTitle(cellNoun().left(1).toUpper() + cellNoun().mid(1) + tr(" keys"));
        m_bucketKeysDock->show();
        m_bucketKeysPanel->showPending(bucket, cellNoun());
    });
    connect(&m_keys, &KeyPipeline::bucketKeysListed, this,
            [this](std::uint64_t /*jobId*/, std::shared_ptr<const BucketKeyListing> listing) {
                m_bucketKeysPanel->showListing(std::move(listing), cellNoun());
            });
    connect(&m_keys, &KeyPipeline::bucketKeysFailed, m_bucketKeysPanel, &BucketKeysPanel::showProblem);
    connect(&m_keys, &KeyPipeline::listedBucketGone, this,
            [this] { m_bucketKeysPanel->showProblem(tr("that ") + cellNoun() + tr(" no longer exists")); });
}

void MainWindow::setKeyText(const QString& text) {
    m_keysPanel->setUserText(text);
}

void MainWindow::setKeys(std::vector<WorkloadKey> keys) {
    if (keys.size() <= kMaxEditableKeys) {
        m_keysPanel->showDocumentKeys(fromStd(writeKeyList(keys)));
    } else {
        m_keysPanel->showAsList();
    }
    m_keys.takeKeys(std::move(keys));
}

void MainWindow::showAnalysis() {
    const DistributionAnalysis& current = *m_keys.analysis();
    m_keysPanel->showAnalysis(current);
    m_keysPanel->showKeyList(m_keys.keys());
    if (!current.topLogicalKeys.empty()) {
        m_strategyPane->setPreviewKey(fromStd(current.topLogicalKeys.front().key));
    }
    updateQueries();
    if (current.input.accepted == 0 && current.input.linesRead > 0) {
        statusBar()->showMessage(tr("No key was accepted — hover the line counts for more reasons"));
    } else {
        statusBar()->clearMessage();
    }
}

void MainWindow::showHeatmap() {
    const Scenario& parameters = m_document.parameters();
    const std::string& target = m_keys.heatmapTarget();
    const GsiSpec* gsi = findGsi(parameters, target);
    const auto pinned = [](const std::vector<WorkloadKey>& keys) {
        return std::any_of(keys.begin(), keys.end(), [](const WorkloadKey& key) { return key.partition.has_value(); });
    };
    HeatmapKeySpace keySpace;
    // One key space needs no heading: the picture looks as it did before tables had indexes.
    if (!parameters.table.gsis.empty()) {
        keySpace.heading = keySpaceHeading(parameters, target);
    }
    keySpace.partitions = keySpacePartitions(parameters, target);
    keySpace.rates = keySpaceRates(parameters, target);
    if (gsi) {
        keySpace.index = tr("the index ") + fromStd(gsi->name);
        const auto found = parameters.workload.indexKeys.find(gsi->name);
        keySpace.keysPinned = found != parameters.workload.indexKeys.end() && pinned(found->second);
    } else {
        keySpace.keysPinned = pinned(m_document.keySource()->workload.keys);
    }
    const auto analysis = m_keys.heatmapAnalysis();
    m_heatmapPanel->showAnalysis(analysis, m_keys.heatmapStrategy(), keySpace);
    if (analysis) {
        m_statistics->setText(statisticsText(*analysis));
        m_statusTotals->showAnalysis(*analysis);
    } else {
        m_statistics->setText(keySpaceLabel(parameters, target) + tr(": no index keys to place"));
        m_statusTotals->clearAnalysis();
    }
}

void MainWindow::updateTargetSelectors() {
    const Scenario& parameters = m_document.parameters();
    const QStringList targets = keySpaceTargets(parameters);
    QStringList labels;
    for (const QString& target : targets) {
        labels.append(keySpaceLabel(parameters, target.toStdString()));
    }
    const QString current = fromStd(m_document.viewTarget());
    m_heatmapPanel->targetSelector()->setTargets(targets, labels, current);
    m_simulationPanel->targetSelector()->setTargets(targets, labels, current);
    updateSimulationKeySpace();
}

void MainWindow::updateSimulationKeySpace() {
    const auto& scenario = m_player.scenario();
    if (!scenario) {
        return;
    }
    const std::string& target = m_document.viewTarget();
    const std::size_t keySpace = keySpaceIndex(*scenario, target).value_or(0);
    // One key space needs no name in the status line.
    const QString label =
        scenario->table.gsis.empty() ? QString() : keySpaceLabel(*scenario, keySpace == 0 ? std::string() : target);
    m_simulationPanel->showKeySpace(keySpace, label);
}

void MainWindow::commitStrategyEdit(const ParameterEdit& edit) {
    QString problem;
    const std::optional<StrategyConfig> strategy = m_strategyPane->strategyFromControls(problem);
    if (!strategy) {
        m_strategyPane->showProblem(problem);
        return;
    }
    Scenario candidate = m_document.parameters();
    candidate.strategy = *strategy;
    if (m_document.commitParameters(candidate, edit, problem)) {
        m_strategyPane->acceptEdit();
    } else {
        m_strategyPane->showProblem(problem);
    }
}

void MainWindow::commitTableEdit(const ParameterEdit& edit) {
    Scenario candidate = m_document.parameters();
    m_tablePane->applyTo(candidate);
    QString problem;
    if (m_document.commitParameters(candidate, edit, problem)) {
        m_tablePane->acceptEdit();
    } else {
        m_tablePane->showProblem(problem);
    }
}

void MainWindow::commitAccessPatternEdit(int index, const AccessPattern& pattern, const ParameterEdit& edit) {
    Scenario candidate = m_document.parameters();
    if (index < 0 || static_cast<std::size_t>(index) >= candidate.accessPatterns.size()) {
        return;
    }
    candidate.accessPatterns[static_cast<std::size_t>(index)] = pattern;
    QString problem;
    if (m_document.commitParameters(candidate, edit, problem)) {
        m_queriesPane->patternEditor()->acceptEdit();
    } else {
        m_queriesPane->patternEditor()->showProblem(problem);
    }
}

void MainWindow::addAccessPattern(const AccessPattern& pattern) {
    Scenario candidate = m_document.parameters();
    candidate.accessPatterns.push_back(pattern);
    const QString count = QString::number(m_document.parameters().accessPatterns.size());
    QString problem;
    if (!m_document.commitParameters(
            candidate, {tr("Access patterns"), count, QString::number(candidate.accessPatterns.size())}, problem)) {
        statusBar()->showMessage(tr("Access pattern not added: ") + problem, 10'000);
    }
}

void MainWindow::syncParameterPanes() {
    m_strategyPane->setStrategy(m_document.parameters().strategy);
    m_tablePane->setScenario(m_document.parameters());
    updateEstimator();
    if (!m_keys.analysis()) {
        // Until the analysis names the hottest key of the editor.
        m_strategyPane->setPreviewKey(fromStd(m_document.hottestKey().key));
    }
}

void MainWindow::updateEstimator() {
    const Scenario& parameters = m_document.parameters();
    m_strategyPane->setEstimatorInputs(parameters.workload.writesPerS * m_document.hottestKey().share,
                                       parameters.workload.itemKb);
}

void MainWindow::updateQueries() {
    const auto analysis = m_keys.analysis();
    const std::string hottest =
        analysis && !analysis->topLogicalKeys.empty() ? analysis->topLogicalKeys.front().key : std::string();
    m_queriesPane->setScenario(m_document.parameters(), hottest);
}

void MainWindow::updateTitle() {
    // One scheme for every document, the built-in one too: "<document>[*] — Partiscope", where [*] is where Qt
    // shows the unsaved-changes marker.
    setWindowTitle(m_document.displayName() + tr("[*] — Partiscope"));
    setWindowModified(m_document.isDirty());
}

QString MainWindow::cellNoun() const {
    return m_heatmapPanel->cellNoun();
}

void MainWindow::showBucketKeys(std::uint32_t bucket, bool before) {
    m_keys.listBucket(bucket, before);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (maybeSave()) {
        m_document.discardRecoveryCopy(); // a clean end: nothing to offer at the next start
        event->accept();
    } else {
        event->ignore();
    }
}

} // namespace partiscope::ui
