#pragma once

#include <partiscope/scenario.h>

#include <QString>
#include <QStringList>

class QMenu;
class QWidget;

namespace partiscope::ui {

class BucketHeatmap;
class MainWindow;
class PartitionTimeHeatmap;
class ThrottleTimelineChart;

enum class ImageFormat { Png, Svg };

/// The format a path asks for: *.svg is SVG, anything else PNG.
ImageFormat imageFormatFor(const QString& path);

// Each writer draws the view at its current size and writes @p path atomically (QSaveFile): a failed export
// leaves an existing file as it was. On error they return false and set @p error to "<path>: <reason>".
// SVG output is vector: the heat maps paint one rectangle per cell, the timeline its paths and text.

// @p heading is drawn above the view: its first line as the picture's title, the others smaller (see
// exportHeading()); an empty heading exports the view alone, at exactly the view's size.

bool exportBucketHeatmap(const BucketHeatmap& heatmap, const QString& path, ImageFormat format, QString& error,
                         const QStringList& heading = {});
bool exportPartitionTime(const PartitionTimeHeatmap& heatmap, const QString& path, ImageFormat format, QString& error,
                         const QStringList& heading = {});
bool exportTimeline(const ThrottleTimelineChart& chart, const QString& path, ImageFormat format, QString& error,
                    const QStringList& heading = {});

/// What an exported picture of @p view says about itself: "<view> — <scenario>", then the strategy, the table
/// and the placement model note, so a picture pasted into a document still tells what it shows.
QStringList exportHeading(const QString& view, const Scenario& scenario);

/// A menu entry's text as a dialog title: without the mnemonic '&' and the trailing ellipsis.
QString dialogTitleFor(const QString& actionText);

/// Simulates @p scenario from second 0 to its end and writes the same per-tick, per-partition CSV as
/// `partiscope-cli simulate --csv` (core's TickCsvWriter). Runs the whole simulation: call it off the UI
/// thread for long scenarios.
bool exportSimulationCsv(const Scenario& scenario, const QString& path, QString& error);

/// File > Export: the views as PNG or SVG and the simulation metrics as CSV, each asking for a file name.
/// The CSV is written on a pool thread; its result lands in the window's status bar.
QMenu* createExportMenu(MainWindow& window, QMenu& parent);

} // namespace partiscope::ui
