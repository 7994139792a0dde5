#pragma once

#include "jobs/latest_job_queue.h"

#include <partiscope/scenario.h>

#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <string>

class QMainWindow;
class QMenu;
class QWidget;

namespace partiscope::ui {

class BucketHeatmap;
class PartitionTimeHeatmap;
class ThrottleTimelineChart;

enum class ImageFormat { Png, Svg };

/// The format a path asks for: *.svg is SVG, anything else PNG.
ImageFormat imageFormatFor(const QString& path);

// Each writer draws the view at its current size and writes @p path through writeFileSafely() (util/file_output.h):
// a failed export leaves an existing file as it was. On error they return false and set @p error to "<path>: <reason>".
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
/// (or, for @p target a GSI's name, that index's strategy and capacity) and the placement model note, so a picture
/// pasted into a document still tells what it shows.
QStringList exportHeading(const QString& view, const Scenario& scenario, const std::string& target = {});

/// A menu entry's text as a dialog title: without the mnemonic '&' and the trailing ellipsis.
QString dialogTitleFor(const QString& actionText);

/// Simulates @p scenario from second 0 to its end and writes the same per-tick, per-partition CSV as
/// `partiscope-cli simulate --csv` (core's TickCsvWriter). Runs the whole simulation: call it off the UI
/// thread for long scenarios. When @p cancel becomes true it stops, leaves @p path as it was and fails.
bool exportSimulationCsv(const Scenario& scenario, const QString& path, QString& error,
                         const std::atomic<bool>* cancel = nullptr);

/// The simulation CSV export as a background job: the document is composed, simulated and written on a
/// worker, and the outcome comes back queued as finished(). A newer export supersedes one still running (it
/// stops and leaves its file as it was), and so does cancel(); destroying it cancels and waits.
class SimulationCsvExport : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    /// Writes the document of @p parameters and the keys of @p keySource to @p path. Returns at once.
    void start(Scenario parameters, std::shared_ptr<const Scenario> keySource, const QString& path);
    void cancel();
    [[nodiscard]] bool isRunning() const noexcept { return m_running; }

signals:
    /// The newest export ended: @p error is empty when @p path was written.
    void finished(const QString& path, const QString& error);

private:
    bool m_running = false;
    LatestJobQueue m_jobs{1}; ///< last: destroyed first, so no job posts into a half-destroyed object
};

/// What File > Export works on, without knowing the window's type (the window includes this file).
struct ExportSources {
    QMainWindow* window = nullptr; ///< parent of the dialogs; its status bar reports the outcome
    const BucketHeatmap* heatmap = nullptr;
    const ThrottleTimelineChart* timeline = nullptr;
    const PartitionTimeHeatmap* partitionTime = nullptr;
    std::function<Scenario()> parameters; ///< the document's parameters now (headings, the CSV's scenario)
    std::function<std::shared_ptr<const Scenario>()> keySource; ///< the document's keys now, shared
    std::function<std::string()> target; ///< the key space the views show ("" the table, else a GSI's name)
};

/// File > Export: the views as PNG or SVG and the simulation metrics as CSV, each asking for a file name.
/// The CSV is written by a SimulationCsvExport (a child of the menu); its result lands in the status bar.
QMenu* createExportMenu(const ExportSources& sources, QMenu& parent);

} // namespace partiscope::ui
