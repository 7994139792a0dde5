// MainWindow's menus and the View menu's state (compare mode, palette, colour scale, presentation mode): what the
// window offers, apart from how it lays out its panes (main_window.cpp) and how it asks about documents
// (main_window_documents.cpp).
#include "shell/main_window.h"

#include "keys/key_editor.h"
#include "keys/keys_panel.h"
#include "panes/simulation_panel.h"
#include "panes/strategy_pane.h"
#include "panes/table_pane.h"
#include "shell/lesson_dock.h"
#include "views/colour_map.h"
#include "views/compare_view.h"
#include "views/heatmap_panel.h"
#include "views/partition_time_heatmap.h"
#include "views/view_export.h"

#include <QActionGroup>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QTabWidget>
#include <QUndoStack>

namespace partiscope::ui {

namespace {

QKeySequence standardOr(QKeySequence::StandardKey key, QKeyCombination fallback) {
    const QList<QKeySequence> bindings = QKeySequence::keyBindings(key);
    return bindings.isEmpty() ? QKeySequence(fallback) : bindings.constFirst();
}

/// Where View choices are remembered (an explicit name: the app sets no organisation name).
QSettings viewSettings() {
    return QSettings(QStringLiteral("Partiscope"), QStringLiteral("Partiscope"));
}

} // namespace

void MainWindow::createMenus() {
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createSimulationMenu();
    createDesignMenu();
    createLessonsMenu();
    createHelpMenu();
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
    // A table's own files (scan output, S3 export, Workbench model, Contributor Insights, access log) as a new
    // document. Ctrl+I was Import keys' before this existed, and stays so.
    QAction* importTable = file->addAction(QStringLiteral("I&mport…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I),
                                           this, &MainWindow::importScenarioInteractively);
    importTable->setObjectName(QStringLiteral("importScenarioAction"));
    importTable->setToolTip(QStringLiteral("A table's scan output, S3 export, NoSQL Workbench model, Contributor "
                                           "Insights report or access log, as a new document"));
    file->addAction(QStringLiteral("&Import keys…"), QKeySequence(Qt::CTRL | Qt::Key_I), this,
                    &MainWindow::importKeyFileInteractively);
    file->addAction(QStringLiteral("Import items &CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), this,
                    &MainWindow::importItemCsvInteractively);
    file->addAction(QStringLiteral("&Generate keys…"), QKeySequence(Qt::CTRL | Qt::Key_G), this,
                    &MainWindow::openKeyGenerator);
    file->addSeparator();
    file->addAction(QStringLiteral("&Export report…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this,
                    &MainWindow::exportReportInteractively);
    createExportMenu({this, m_heatmapPanel->heatmap(), m_simulationPanel->timelineChart(),
                      m_simulationPanel->partitionHeatmap(), [this] { return m_document.parameters(); },
                      [this] { return m_document.keySource(); }, [this] { return m_document.viewTarget(); }},
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
    QAction* undo = m_document.history()->createUndoAction(edit);
    undo->setObjectName(QStringLiteral("undoParameterAction"));
    undo->setShortcuts(QKeySequence::Undo);
    edit->addAction(undo);
    QAction* redo = m_document.history()->createRedoAction(edit);
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
    createColourScaleMenu(*view);

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

void MainWindow::createColourScaleMenu(QMenu& view) {
    QMenu* scale = view.addMenu(QStringLiteral("Colour &scale"));
    scale->setObjectName(QStringLiteral("colourScaleMenu"));
    m_colourScaleGroup = new QActionGroup(this);
    m_colourScaleGroup->setExclusive(true);
    const auto add = [&](HeatScale heatScale, const QString& text, Qt::Key key, const QString& toolTip) {
        QAction* action = scale->addAction(text);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | key));
        action->setObjectName(QStringLiteral("colourScaleAction_") + heatScaleKey(heatScale));
        action->setCheckable(true);
        action->setData(heatScaleKey(heatScale));
        action->setToolTip(toolTip);
        m_colourScaleGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, heatScale] { chooseHeatScale(heatScale); });
    };
    add(HeatScale::Relative, QStringLiteral("&Relative to the fullest cell"), Qt::Key_R,
        QStringLiteral("The brightest colour is the busiest cell, whatever its load"));
    add(HeatScale::CeilingShare, QStringLiteral("Share of partition &ceiling"), Qt::Key_C,
        QStringLiteral("Colours from 0 % to 100 % of the per-partition ceiling at the document's rates; cells above "
                       "it are hatched"));
    // The remembered choice; compare and presentation mode start on the absolute scale whatever it is.
    if (const auto remembered = heatScaleFromKey(viewSettings().value(QStringLiteral("view/colourScale")).toString())) {
        m_heatScale.choose(*remembered);
    }
    applyHeatScale();
}

void MainWindow::chooseHeatScale(HeatScale scale) {
    m_heatScale.choose(scale);
    viewSettings().setValue(QStringLiteral("view/colourScale"), heatScaleKey(scale));
    applyHeatScale();
}

void MainWindow::applyHeatScale() {
    const HeatScale scale = m_heatScale.current();
    m_heatmapPanel->setHeatScale(scale);
    m_simulationPanel->partitionHeatmap()->setHeatScale(scale);
    if (m_colourScaleGroup) {
        for (QAction* action : m_colourScaleGroup->actions()) {
            action->setChecked(action->data().toString() == heatScaleKey(scale));
        }
    }
}

void MainWindow::createLessonsMenu() {
    QMenu* lessonsMenu = menuBar()->addMenu(QStringLiteral("&Lessons"));
    lessonsMenu->setObjectName(QStringLiteral("lessonsMenu"));
    const QList<Lesson> lessons = builtInLessons();
    for (const Lesson& lesson : lessons) {
        // "Lesson &3: ...": Alt+L, 3 opens it (a numbered list is reached by its numbers).
        QString text = lesson.title;
        const qsizetype digit = text.indexOf(QRegularExpression(QStringLiteral("[0-9]")));
        if (digit >= 0) {
            text.insert(digit, QLatin1Char('&'));
        }
        QAction* action = lessonsMenu->addAction(text, this, [this, lesson] { openLessonInteractively(lesson); });
        action->setData(lesson.name);
    }
    lessonsMenu->addSeparator();
    QAction* guide = m_lessonDock->toggleViewAction();
    guide->setText(QStringLiteral("Lesson &guide"));
    guide->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    lessonsMenu->addAction(guide);
}

void MainWindow::openLessonInteractively(const Lesson& lesson) {
    if (!maybeSave()) {
        return;
    }
    QString error;
    if (!openLesson(lesson, error)) {
        QMessageBox::warning(this, QStringLiteral("Lesson"), QStringLiteral("Cannot open ") + error);
    }
}

void MainWindow::setCompareMode(bool on) {
    if (m_compareAction && m_compareAction->isChecked() != on) {
        m_compareAction->setChecked(on); // re-enters once with the same value
        return;
    }
    m_heatmapPanel->setCompareMode(on);
    m_keys.setCompareMode(on);
    m_heatScale.setModes(on, m_presentationMode);
    applyHeatScale();
}

void MainWindow::setColourMap(ColourMap map) {
    m_colourMap = map;
    m_heatmapPanel->setColourMap(map);
    m_simulationPanel->partitionHeatmap()->setColourMap(map);
    m_compareView->setColourMap(map);
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
    KeyEditor* editor = m_keysPanel->editor();
    if (on) {
        m_normalFont = font();
        m_normalEditorFont = editor->font();
        // The window's font reaches every child that does not set its own: labels, tables, the heat maps' cells
        // and legends, and the charts (the adapter copies it into QtCharts).
        setFont(scaled(m_normalFont));
        editor->setFont(scaled(m_normalEditorFont));
    } else {
        setFont(m_normalFont);
        editor->setFont(m_normalEditorFont);
    }
    m_heatScale.setModes(isCompareMode(), on);
    applyHeatScale();
}

} // namespace partiscope::ui
