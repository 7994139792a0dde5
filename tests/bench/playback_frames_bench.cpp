#include "playback_frames_bench.h"
#include "bench_table_scenario.h"
#include "event_loop_wait.h"

#include "charts/chart_adapter.h"
#include "jobs/simulation_player.h"
#include "panes/simulation_panel.h"
#include "shell/main_window.h"
#include "views/partition_time_heatmap.h"
#include "window_parts.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QTabWidget>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <time.h>
#include <vector>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

qint64 threadCpuNs() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<qint64>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

} // namespace

bool TimedApplication::notify(QObject* receiver, QEvent* event) {
    // Worker threads deliver their own events (queued jobs) through here too: only the UI thread's are timed.
    if (!m_observer || QThread::currentThread() != thread()) {
        return QApplication::notify(receiver, event);
    }
    const QEvent::Type type = event->type(); // the event may be gone afterwards (a deferred delete)
    const qint64 start = m_clock.nsecsElapsed();
    const qint64 cpuStart = threadCpuNs();
    ++m_depth;
    const bool handled = QApplication::notify(receiver, event);
    --m_depth;
    m_observer(receiver, type, m_depth, start, m_clock.nsecsElapsed(), threadCpuNs() - cpuStart);
    return handled;
}

namespace {

/// bench_simulate's table (bench_table_scenario.h).
QByteArray benchmarkScenario(std::uint64_t durationS) {
    return QByteArray::fromStdString(benchTableScenarioJson(durationS));
}

/// Nearest rank: the smallest sample with at least @p fraction of them at or below it.
double percentile(const std::vector<double>& sorted, double fraction) {
    const auto rank = static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

double loadAverage() {
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly) ? file.readLine().split(' ').value(0).toDouble() : -1;
}

/// Adds up the UI thread's work per frame: a frame opens with the event loop's delivery in which the player
/// applied staged ticks (frameApplied) and closes with the delivery in which the map was painted; every delivery
/// in between (the worker's batches arriving, layouts) counts too, being work before the frame is on screen.
struct FrameClock {
    const QWidget* map = nullptr;
    const PartitionTimeCells* cells = nullptr;
    std::uint64_t wholeAtOpen = 0;
    bool applied = false; ///< frameApplied during the current delivery
    bool open = false;
    bool mapPainted = false;
    qint64 startNs = 0;
    qint64 busyNs = 0;
    qint64 cpuNs = 0;
    qint64 mapPaintNs = 0;
    int framesApplied = 0; ///< in the open frame (more than one: a frame drawn before the previous one's paint)
    std::vector<double> busyMs;
    std::vector<double> spanMs;
    std::vector<double> cpuMs;      ///< the UI thread's CPU time in the frame's deliveries
    std::vector<double> mapPaintMs; ///< of the frame: the partition x time map's paint event
    std::vector<bool> wholeRepaint; ///< the frame repainted the map's cells whole
    int coalesced = 0;

    void delivered(const QObject* receiver, QEvent::Type type, int depth, qint64 start, qint64 end, qint64 cpu) {
        if (depth > 0) {
            if (receiver == map && type == QEvent::Paint) {
                mapPainted = true;
                mapPaintNs += end - start;
            }
            return;
        }
        if (applied && !open) {
            open = true;
            startNs = start;
            busyNs = 0;
            cpuNs = 0;
            mapPaintNs = 0;
            framesApplied = 0;
            wholeAtOpen = cells->wholeRepaints();
        }
        if (applied) {
            ++framesApplied;
            applied = false;
        }
        if (!open) {
            mapPainted = false;
            mapPaintNs = 0;
            return;
        }
        busyNs += end - start;
        cpuNs += cpu;
        if (mapPainted) {
            busyMs.push_back(static_cast<double>(busyNs) / 1e6);
            cpuMs.push_back(static_cast<double>(cpuNs) / 1e6);
            mapPaintMs.push_back(static_cast<double>(mapPaintNs) / 1e6);
            wholeRepaint.push_back(cells->wholeRepaints() > wholeAtOpen);
            spanMs.push_back(static_cast<double>(end - startNs) / 1e6);
            coalesced += framesApplied - 1;
            open = false;
            mapPainted = false;
        }
    }
};

} // namespace

bool measurePlaybackFrames(TimedApplication& app, const PlaybackFramesOptions& options) {
    const QString path = QDir::temp().filePath(QStringLiteral("partiscope-bench-playback.json"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            file.write(benchmarkScenario(options.durationS)) < 0) {
            std::fprintf(stderr, "playback: cannot write %s\n", qPrintable(path));
            return false;
        }
    }
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    bool opened = false;
    QObject::connect(&window.document(), &DocumentController::documentOpened, [&opened](bool ok) { opened = ok; });
    window.openInBackground(path);
    const bool ready = spinUntil(
        [&] {
            return opened && window.document().isSimulationCurrent() && window.player().hasScenario() &&
                   window.player().timeline().partitions().size() >= 1000 && !window.player().isResetting();
        },
        120'000);
    QFile::remove(path);
    if (!ready) {
        std::fprintf(stderr, "playback: the scenario was not ready within 120 s\n");
        return false;
    }
    SimulationPanel* panel = parts::simulationPanel(window);
    QTabWidget* tabs = parts::viewTabs(window);
    for (int i = 0; i < tabs->count(); ++i) {
        if (tabs->widget(i)->isAncestorOf(panel) || tabs->widget(i) == panel) {
            tabs->setCurrentIndex(i);
        }
    }
    auto* speed = panel->findChild<QComboBox*>(QStringLiteral("speedCombo"));
    speed->setCurrentIndex(speed->findData(options.speed));
    spinUntil([] { return false; }, 300); // the tab's first layout and paint, outside the frames measured

    FrameClock frames;
    frames.map = panel->partitionHeatmap();
    frames.cells = &panel->partitionHeatmap()->cells();
    const QMetaObject::Connection connection =
        QObject::connect(&window.player(), &SimulationPlayer::frameApplied, [&frames] { frames.applied = true; });
    app.setObserver([&frames](const QObject* receiver, QEvent::Type type, int depth, qint64 start, qint64 end,
                              qint64 cpu) { frames.delivered(receiver, type, depth, start, end, cpu); });
    const PartitionTimeCells& cells = panel->partitionHeatmap()->cells();
    const std::uint64_t wholeBefore = cells.wholeRepaints();
    const std::uint64_t appendsBefore = cells.appends();
    const double loadBefore = loadAverage();
    QElapsedTimer wall;
    wall.start();
    window.player().play();
    const bool finished = spinUntil([&] { return window.player().isFinished(); }, options.timeoutSeconds * 1000);
    spinUntil([] { return false; }, 200); // the last frame's paint
    const double wallS = static_cast<double>(wall.nsecsElapsed()) / 1e9;
    app.setObserver({});
    QObject::disconnect(connection);
    const double loadAfter = loadAverage();

    std::vector<double> sorted = frames.busyMs;
    std::sort(sorted.begin(), sorted.end());
    const auto over = static_cast<std::size_t>(
        std::count_if(sorted.begin(), sorted.end(), [&](double ms) { return ms >= options.targetMs; }));
    std::printf("playback: %zu partitions, %llu s at %.0fx, %s in %.1f s wall (load average %.2f before, %.2f after)\n",
                window.player().timeline().partitions().size(),
                static_cast<unsigned long long>(window.player().timeline().nowS()), options.speed,
                finished ? "finished" : "NOT finished", wallS, loadBefore, loadAfter);
    std::printf("playback: map cells %llu whole repaints, %llu appends; %d frames applied before the previous "
                "one was painted\n",
                static_cast<unsigned long long>(cells.wholeRepaints() - wholeBefore),
                static_cast<unsigned long long>(cells.appends() - appendsBefore), frames.coalesced);
    if (sorted.empty()) {
        std::printf("playback: no frame was painted\n");
        return false;
    }
    const bool met = over == 0 && finished;
    std::printf("%-46s %6s %7s %7s %7s %7s %7s %6s  %s\n", "frame time (ms)", "frames", "min", "median", "p90", "p99",
                "max", ">=33", "result");
    const auto row = [](const char* name, std::vector<double> samples, const char* overText, const char* result) {
        std::sort(samples.begin(), samples.end());
        std::printf("%-46s %6zu %7.2f %7.2f %7.2f %7.2f %7.2f %6s  %s\n", name, samples.size(), samples.front(),
                    percentile(samples, 0.5), percentile(samples, 0.9), percentile(samples, 0.99), samples.back(),
                    overText, result);
    };
    const std::string overText = std::to_string(over);
    row("playback 24 h, 1000 partitions: UI work", frames.busyMs, overText.c_str(), met ? "PASS" : "MISS");
    row("  same frames: timer to painted, wall", frames.spanMs, "-", "info");
    row("  same frames: UI thread CPU time", frames.cpuMs, "-", "info");
    row("  same frames: partition x time map's paint", frames.mapPaintMs, "-", "info");
    std::vector<double> wholeCpu;
    std::vector<double> appendCpu;
    for (std::size_t i = 0; i < frames.cpuMs.size(); ++i) {
        (frames.wholeRepaint[i] ? wholeCpu : appendCpu).push_back(frames.cpuMs[i]);
    }
    if (!wholeCpu.empty()) {
        row("  CPU time, frames repainting the map whole", wholeCpu, "-", "info");
    }
    if (!appendCpu.empty()) {
        row("  CPU time, frames appending to the map", appendCpu, "-", "info");
    }
    // The slowest frames by CPU time, with their place in the run: the first frames lay the chart out.
    std::vector<std::size_t> order(frames.cpuMs.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
    }
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return frames.cpuMs[a] > frames.cpuMs[b]; });
    for (std::size_t k = 0; k < std::min<std::size_t>(5, order.size()); ++k) {
        const std::size_t i = order[k];
        std::printf("  slowest by CPU: frame %zu of %zu: %.2f ms CPU, %.2f ms wall, map %.2f ms%s\n", i + 1,
                    order.size(), frames.cpuMs[i], frames.busyMs[i], frames.mapPaintMs[i],
                    frames.wholeRepaint[i] ? " (whole repaint)" : "");
    }
    return met;
}
