#pragma once

// The window's parts as the tests reach them: widgets by their objectName (as an accessibility tool or a
// screenshot script would), state through the controllers. MainWindow has no getters for its children.

#include "charts/chart_adapter.h"
#include "keys/bucket_keys_panel.h"
#include "keys/key_editor.h"
#include "panes/advisor_pane.h"
#include "panes/queries_pane.h"
#include "panes/simulation_panel.h"
#include "panes/strategy_pane.h"
#include "panes/table_pane.h"
#include "shell/main_window.h"
#include "views/bucket_heatmap.h"
#include "views/compare_heatmaps.h"
#include "views/status_totals.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUndoStack>

#include <stdexcept>
#include <string>

namespace partiscope::ui::parts {

/// The child of @p window named @p name; throws (the test fails, saying which) when there is none.
template <typename T>
T* named(const MainWindow& window, const char* name) {
    T* found = window.findChild<T*>(QString::fromLatin1(name));
    if (!found) {
        throw std::runtime_error(std::string("the window has no ") + name);
    }
    return found;
}

inline KeyEditor* keyEditor(const MainWindow& w) {
    return named<KeyEditor>(w, "keyEditor");
}
inline BucketHeatmap* heatmap(const MainWindow& w) {
    return named<BucketHeatmap>(w, "bucketHeatmap");
}
inline BucketBarChart* barChart(const MainWindow& w) {
    return named<BucketBarChart>(w, "bucketBarChart");
}
inline QLabel* statisticsLabel(const MainWindow& w) {
    return named<QLabel>(w, "statisticsLabel");
}
inline QLabel* inputSummaryLabel(const MainWindow& w) {
    return named<QLabel>(w, "inputSummaryLabel");
}
inline StrategyPane* strategyPane(const MainWindow& w) {
    return named<StrategyPane>(w, "strategyPane");
}
inline QSpinBox* bucketsSpinBox(const MainWindow& w) {
    return strategyPane(w)->bucketsSpinBox();
}
inline QComboBox* strategyComboBox(const MainWindow& w) {
    return strategyPane(w)->kindComboBox();
}
inline QSpinBox* shardsSpinBox(const MainWindow& w) {
    return strategyPane(w)->shardsSpinBox();
}
inline TablePane* tablePane(const MainWindow& w) {
    return named<TablePane>(w, "tablePane");
}
inline QTabWidget* viewTabs(const MainWindow& w) {
    return named<QTabWidget>(w, "viewTabs");
}
inline QTabWidget* parameterTabs(const MainWindow& w) {
    return named<QTabWidget>(w, "parameterTabs");
}
inline SimulationPanel* simulationPanel(const MainWindow& w) {
    return named<SimulationPanel>(w, "simulationPanel");
}
inline QueriesPane* queriesPane(const MainWindow& w) {
    return named<QueriesPane>(w, "queriesPane");
}
inline AdvisorPane* advisorPane(const MainWindow& w) {
    return named<AdvisorPane>(w, "advisorPane");
}
inline QDockWidget* lessonDock(const MainWindow& w) {
    return named<QDockWidget>(w, "lessonDock");
}
inline QTextBrowser* lessonGuide(const MainWindow& w) {
    return named<QTextBrowser>(w, "lessonGuide");
}
inline QMenu* lessonsMenu(const MainWindow& w) {
    return named<QMenu>(w, "lessonsMenu");
}
inline StatusTotals* statusTotals(const MainWindow& w) {
    return named<StatusTotals>(w, "statusTotals");
}
inline CompareHeatmaps* compareHeatmaps(const MainWindow& w) {
    return named<CompareHeatmaps>(w, "compareHeatmaps");
}
/// The Target combo of the Heat map tab ("heatmapTargetSelector") or the Simulation tab ("simulationTargetSelector").
inline QComboBox* targetCombo(const MainWindow& w, const char* selector) {
    QComboBox* combo = named<QWidget>(w, selector)->findChild<QComboBox*>(QStringLiteral("targetCombo"));
    if (!combo) {
        throw std::runtime_error(std::string(selector) + " has no targetCombo");
    }
    return combo;
}
/// Picks @p target in @p combo as a user would ("" the table).
inline void chooseTarget(QComboBox* combo, const QString& target) {
    const int index = combo->findData(target);
    if (index < 0) {
        throw std::runtime_error("no such target: " + target.toStdString());
    }
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}
inline BucketKeysPanel* bucketKeysPanel(const MainWindow& w) {
    return named<BucketKeysPanel>(w, "bucketKeysPanel");
}
inline QDockWidget* bucketKeysDock(const MainWindow& w) {
    return named<QDockWidget>(w, "bucketKeysDock");
}

} // namespace partiscope::ui::parts
