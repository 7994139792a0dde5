// MainWindow's menus and the View menu's state (compare mode, palette, colour scale, presentation mode): what the
// window offers, apart from how it lays out its panes (main_window.cpp) and how it asks about documents
// (main_window_documents.cpp).
#include "shell/main_window.h"

#include "keys/key_editor.h"
#include "keys/keys_panel.h"
#include "panes/simulation_panel.h"
#include "panes/strategy_pane.h"
#include "panes/table_pane.h"
#include "shell/app_language.h"
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
#include <QStatusBar>
#include <QTabWidget>
#include <QTranslator>
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
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newDocument);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDocument);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentFilesMenu"));
    rebuildRecentMenu();
    file->addAction(tr("&Save"), QKeySequence::Save, this, [this] { saveDocument(SaveMode::InBackground); });
    // Not every platform binds Save As and Quit (QKeySequence::SaveAs is empty on some): the common keys then.
    file->addAction(tr("Save &As…"), standardOr(QKeySequence::SaveAs, Qt::CTRL | Qt::SHIFT | Qt::Key_S), this,
                    [this] { saveDocumentAs(SaveMode::InBackground); });
    file->addSeparator();
    // A table's own files (scan output, S3 export, Workbench model, Contributor Insights, access log) as a new
    // document. Ctrl+I was Import keys' before this existed, and stays so.
    QAction* importTable = file->addAction(tr("I&mport…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I), this,
                                           &MainWindow::importScenarioInteractively);
    importTable->setObjectName(QStringLiteral("importScenarioAction"));
    importTable->setToolTip(tr("A table's scan output, S3 export, NoSQL Workbench model, Contributor "
                               "Insights report or access log, as a new document"));
    file->addAction(tr("&Import keys…"), QKeySequence(Qt::CTRL | Qt::Key_I), this,
                    &MainWindow::importKeyFileInteractively);
    file->addAction(tr("Import items &CSV…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), this,
                    &MainWindow::importItemCsvInteractively);
    file->addAction(tr("&Generate keys…"), QKeySequence(Qt::CTRL | Qt::Key_G), this, &MainWindow::openKeyGenerator);
    file->addSeparator();
    file->addAction(tr("&Export report…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this,
                    &MainWindow::exportReportInteractively);
    createExportMenu({this, m_heatmapPanel->heatmap(), m_simulationPanel->timelineChart(),
                      m_simulationPanel->partitionHeatmap(), [this] { return m_document.parameters(); },
                      [this] { return m_document.keySource(); }, [this] { return m_document.viewTarget(); }},
                     *file);
    file->addSeparator();
    file->addAction(tr("&Quit"), standardOr(QKeySequence::Quit, Qt::CTRL | Qt::Key_Q), this, &QWidget::close);
}

void MainWindow::createEditMenu() {
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
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
    edit->addAction(tr("Edit s&trategy"), QKeySequence(Qt::CTRL | Qt::Key_1), this, [this] {
        m_parameterTabs->setCurrentWidget(m_strategyPane);
        m_strategyPane->setFocus(Qt::ShortcutFocusReason);
    });
    edit->addAction(tr("Edit t&able"), QKeySequence(Qt::CTRL | Qt::Key_2), this, [this] {
        m_parameterTabs->setCurrentWidget(m_tablePane);
        m_tablePane->setFocus(Qt::ShortcutFocusReason);
    });
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));

    m_compareAction = view->addAction(tr("&Compare before/after"));
    m_compareAction->setObjectName(QStringLiteral("compareAction"));
    m_compareAction->setCheckable(true);
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    m_compareAction->setToolTip(tr("The keys without a strategy beside the current strategy, one scale"));
    connect(m_compareAction, &QAction::toggled, this, &MainWindow::setCompareMode);

    QMenu* palette = view->addMenu(tr("&Palette"));
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

    m_presentationAction = view->addAction(tr("P&resentation mode"));
    m_presentationAction->setObjectName(QStringLiteral("presentationAction"));
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresentationMode);

    createLanguageMenu(*view);

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
    QMenu* scale = view.addMenu(tr("Colour &scale"));
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
    add(HeatScale::Relative, tr("&Relative to the fullest cell"), Qt::Key_R,
        tr("The brightest colour is the busiest cell, whatever its load"));
    add(HeatScale::CeilingShare, tr("Share of partition &ceiling"), Qt::Key_C,
        tr("Colours from 0 % to 100 % of the per-partition ceiling at the document's rates; cells above "
           "it are hatched"));
    // The remembered choice; compare and presentation mode start on the absolute scale whatever it is.
    if (const auto remembered = heatScaleFromKey(viewSettings().value(QStringLiteral("view/colourScale")).toString())) {
        m_heatScale.choose(*remembered);
    }
    applyHeatScale();
}

void MainWindow::createLanguageMenu(QMenu& view) {
    QMenu* language = view.addMenu(tr("&Language"));
    language->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(language);
    group->setExclusive(true);
    const QString remembered = rememberedLanguage();
    // Each language is named in itself, so a user who cannot read the current language still finds theirs.
    const QList<std::pair<QString, QString>> choices = {{QString(), tr("System default")},
                                                        {QStringLiteral("en"), QStringLiteral("English")},
                                                        {QStringLiteral("de"), QStringLiteral("Deutsch")},
                                                        {QStringLiteral("fr"), QStringLiteral("Français")},
                                                        {QStringLiteral("it"), QStringLiteral("Italiano")}};
    int number = 0;
    for (const auto& [code, title] : choices) {
        // Ctrl+Alt+Shift+0…4: every View action has a key; the digits follow the menu's order.
        QAction* action = language->addAction(QStringLiteral("&%1 ").arg(number) + title);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | static_cast<Qt::Key>(Qt::Key_0 + number++)));
        action->setObjectName(QStringLiteral("languageAction_") + (code.isEmpty() ? QStringLiteral("system") : code));
        action->setCheckable(true);
        action->setChecked(code == remembered);
        action->setData(code);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            if (code == rememberedLanguage()) {
                return;
            }
            rememberLanguage(code);
            // Every widget sets its text once when built, so a new language shows after a restart; the
            // message says so in the language being left and in the one chosen.
            QString message = tr("The language changes when Partiscope restarts.");
            const QLocale chosen = code.isEmpty() ? QLocale::system() : QLocale(code);
            QTranslator translator;
            if (translator.load(QStringLiteral(":/i18n/partiscope_") +
                                QLocale::languageToCode(chosen.language(), QLocale::ISO639Part1))) {
                const QString inChosen = translator.translate("partiscope::ui::MainWindow",
                                                              "The language changes when Partiscope restarts.");
                if (!inChosen.isEmpty() && inChosen != message) {
                    message += QStringLiteral(" · ") + inChosen;
                }
            }
            statusBar()->showMessage(message, 15000);
        });
    }
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
    QMenu* lessonsMenu = menuBar()->addMenu(tr("&Lessons"));
    lessonsMenu->setObjectName(QStringLiteral("lessonsMenu"));
    const QList<Lesson> lessons = builtInLessons();
    for (const Lesson& lesson : lessons) {
        // "Lesson &3: ...": Alt+L, 3 opens it (a numbered list is reached by its numbers); "Lesson 1&0" by its last
        // digit, so that it does not share lesson 1's.
        QString text = lesson.title;
        const QRegularExpressionMatch number = QRegularExpression(QStringLiteral("[0-9]+")).match(text);
        if (number.hasMatch()) {
            text.insert(number.capturedEnd() - 1, QLatin1Char('&'));
        }
        QAction* action = lessonsMenu->addAction(text, this, [this, lesson] { openLessonInteractively(lesson); });
        action->setData(lesson.name);
    }
    lessonsMenu->addSeparator();
    QAction* guide = m_lessonDock->toggleViewAction();
    guide->setText(tr("Lesson &guide"));
    guide->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    lessonsMenu->addAction(guide);
}

void MainWindow::openLessonInteractively(const Lesson& lesson) {
    if (!maybeSave()) {
        return;
    }
    QString error;
    if (!openLesson(lesson, error)) {
        QMessageBox::warning(this, tr("Lesson"), tr("Cannot open ") + error);
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
