#pragma once

#include <QString>
#include <QStringList>

namespace partiscope::ui {

class MainWindow;

/// Brings @p window to a settled state for pictures: the current analysis and advice are on screen and the
/// simulation has played to its end. Returns false (with @p error) when that does not happen in @p timeoutMs.
bool settleForScreenshot(MainWindow& window, int timeoutMs, QString& error);

/// Screenshots of the whole window with each pane in front: one `window-<view>.png` per result tab (heat
/// map, simulation, ...) and one `pane-<name>.png` per parameter tab (strategy, table, ...), named after
/// the tab titles so new panes appear without changes here; then, for each GSI of the document, the Heat map and
/// Simulation tabs with that index as the target (`window-heat-map-index-<name>.png`, ...). Appends the written
/// paths to @p written.
bool renderWindowPanes(MainWindow& window, const QString& outDir, QStringList& written, QString& error);

/// A tab title as a file-name part: "Partition × time" -> "partition-time", "S&trategy" -> "strategy".
QString paneFileStem(const QString& tabTitle);

} // namespace partiscope::ui
