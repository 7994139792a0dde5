// UI benchmark (issue 5, Performance): three figures measured offscreen on the real widgets.
//   1. Import of 1M keys into the main window: the largest gap between ticks of a 5 ms timer probe on the UI
//      thread, from setting the text until the analysis is on screen (target: under 50 ms).
//   2. Bucket heat map repaint of 4096 cells after new counts: setBucketCounts() plus a render of the
//      widget into a QImage, which rebuilds the cached cell image (target: under 5 ms).
//   3. Throttle timeline frame with 16 series x 3600 points: what SimulationPanel does with a frame's curves,
//      i.e. the data layer's downsampleForPlot() to the chart's plot width (min/max per pixel column), then
//      ThrottleTimelineChart::setCurves() (one replace() per series), then a render of the shown chart into a
//      QImage (target: under 33 ms). The chart has 14 line series and 2 marker series; the strict figure
//      fills all 16, the second one only the lines (a run has a handful of throttle onsets and splits).
// After each quiet import, three more figures on the loaded document: a parameter edit, File > Save and
// File > Open of the saved file.
// The import is measured twice: as the machine is, and with two `yes >/dev/null` processes competing for the
// cores (the UI thread then loses its core now and then, and every long slice hurts more).
// 4. Large input (issue 12): the 10M-line bench_analyze file in `partiscope-cli analyze` and in the window, side by
//    side as child processes (see large_input_bench.h): time, peak RSS and the longest UI stall against the CLI.
// 5. Playback (issue 17): the 24 h / 1000-partition simulation benchmark played at 1000x in the window, the frame
//    time distribution including the partition x time map (see playback_frames_bench.h; target: every frame < 33 ms).
// A benchmark, not a test: it exits 0 on a miss unless --require-targets is given.
#include "charts/chart_adapter.h"
#include "charts/timeline_curves.h"
#include "event_loop_wait.h"
#include "keys/plain_text_streamer.h"
#include "large_input_bench.h"
#include "playback_frames_bench.h"
#include "shell/main_window.h"
#include "views/bucket_heatmap.h"
#include "window_parts.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

struct Figure {
    const char* name;
    std::vector<double> samplesMs;
    double targetMs;
};

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2.0;
}

double maximum(const std::vector<double>& values) {
    return *std::max_element(values.begin(), values.end());
}

// Records the largest gap between ticks of a fast timer: while the UI thread is busy the ticks stop, so the
// largest gap is the longest the user would have waited for a click or a repaint to be handled.
class StallProbe {
public:
    StallProbe() {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const double now = static_cast<double>(m_clock.nsecsElapsed()) / 1e6;
            m_maxGapMs = std::max(m_maxGapMs, now - m_lastMs);
            m_lastMs = now;
        });
    }
    void start() {
        m_maxGapMs = 0;
        m_clock.start();
        m_lastMs = 0;
        m_timer.start();
    }
    double stop() {
        m_timer.stop();
        const double now = static_cast<double>(m_clock.nsecsElapsed()) / 1e6;
        return std::max(m_maxGapMs, now - m_lastMs);
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_lastMs = 0;
    double m_maxGapMs = 0;
};

// One key per line, a Zipf-ish mix of a few hot keys and many distinct ones; @p seed varies the text so
// every repetition is a real change.
QString millionKeys(int seed) {
    constexpr int kKeys = 1'000'000;
    QString text;
    text.reserve(kKeys * 16);
    for (int i = 0; i < kKeys; ++i) {
        if (i % 10 == 0) {
            text += QStringLiteral("BOARD#global\n");
        } else {
            text += QStringLiteral("USER#") + QString::number((i * 7919 + seed) % 250'000) + QLatin1Char('\n');
        }
    }
    return text;
}

// Import: from setKeyText() until the analysis of that text is applied and a frame was painted.
// The longest stalls of what a user does next with the million keys loaded (measured after each import).
struct LoadedDocumentStalls {
    std::vector<double> edit; ///< a parameter edit, until analysis, simulation and advice follow it
    std::vector<double> save; ///< File > Save, until the file is written
    std::vector<double> open; ///< File > Open of that file, until it is read, shown, analysed and prepared
};

std::vector<double> measureImport(int runs, std::vector<double>& totalMs, LoadedDocumentStalls* editStalls = nullptr) {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    spinUntil([&] { return window.keys().appliedJobId() != 0; }, 10'000);

    if (editStalls) {
        // A strategy whose shard count matters, so the edit below re-places every key.
        parts::strategyComboBox(window)->setCurrentIndex(
            parts::strategyComboBox(window)->findText(QStringLiteral("random")));
        spinUntil([&] { return window.keys().appliedJobId() == window.keys().runner().latestJobId(); }, 10'000);
    }
    std::vector<double> stalls;
    for (int run = 0; run < runs; ++run) {
        const QString keys = millionKeys(run);
        const std::uint64_t before = window.keys().runner().latestJobId();
        StallProbe probe;
        QElapsedTimer clock;
        probe.start();
        clock.start();
        // Posted like a paste or a file drop would be: the probe is already ticking when it runs.
        QTimer::singleShot(0, &window, [&window, &keys] { window.setKeyText(keys); });
        const bool applied = spinUntil(
            [&] {
                return window.keys().appliedJobId() > before &&
                       window.keys().appliedJobId() == window.keys().runner().latestJobId() &&
                       window.keys().analysis() && window.keys().analysis()->input.linesRead >= 1'000'000;
            },
            60'000);
        const double total = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        // A little longer so the repaint of the result and any deferred layout are inside the window.
        spinUntil([] { return false; }, 100);
        stalls.push_back(probe.stop());
        totalMs.push_back(total);
        if (!applied) {
            std::fprintf(stderr, "import run %d: the analysis did not arrive within 60 s\n", run);
        }
        if (editStalls) {
            // A parameter edit on the million-key document: the shard count, which re-places every key, rewinds
            // the simulation and re-runs the advisor, as a click on the spin box's arrow would.
            const std::uint64_t beforeEdit = window.keys().runner().latestJobId();
            probe.start();
            QTimer::singleShot(0, &window, [&window] {
                parts::shardsSpinBox(window)->setValue(parts::shardsSpinBox(window)->value() == 4 ? 5 : 4);
            });
            const bool edited = spinUntil(
                [&] {
                    return window.keys().appliedJobId() > beforeEdit &&
                           window.keys().appliedJobId() == window.keys().runner().latestJobId() &&
                           window.document().isSimulationCurrent() && window.document().isAdviceCurrent();
                },
                60'000);
            spinUntil([] { return false; }, 100);
            editStalls->edit.push_back(probe.stop());
            if (!edited) {
                std::fprintf(stderr, "edit run %d: the new analysis and advice did not arrive within 60 s\n", run);
            }

            // File > Save: 25 MB of JSON, composed and written by a worker.
            bool written = false;
            const QMetaObject::Connection connection = QObject::connect(
                &window.document(), &DocumentController::documentSaved, [&written](bool ok) { written = ok; });
            const QString path = QDir::temp().filePath(QStringLiteral("partiscope-bench-save.json"));
            probe.start();
            QTimer::singleShot(0, &window, [&window, &path] { window.document().saveInBackground(path); });
            const bool saved = spinUntil([&] { return written; }, 60'000);
            spinUntil([] { return false; }, 100);
            editStalls->save.push_back(probe.stop());
            QObject::disconnect(connection);
            if (!saved) {
                std::fprintf(stderr, "save run %d: the document was not written within 60 s\n", run);
            }

            // File > Open of the file just written: read and checked by a worker, its million keys streamed into
            // the editor, analysed, and the simulation prepared.
            bool read = false;
            const QMetaObject::Connection openConnection = QObject::connect(
                &window.document(), &DocumentController::documentOpened, [&read](bool ok) { read = ok; });
            const std::uint64_t beforeOpen = window.keys().runner().latestJobId();
            probe.start();
            QTimer::singleShot(0, &window, [&window, &path] { window.openInBackground(path); });
            const bool shown = spinUntil(
                [&] {
                    return read && window.keys().runner().latestJobId() > beforeOpen &&
                           window.keys().appliedJobId() == window.keys().runner().latestJobId() &&
                           window.document().isSimulationCurrent() && !parts::keyEditor(window)->isReadOnly();
                },
                60'000);
            spinUntil([] { return false; }, 100);
            editStalls->open.push_back(probe.stop());
            QObject::disconnect(openConnection);
            QFile::remove(path);
            if (!shown) {
                std::fprintf(stderr, "open run %d: the document was not on screen within 60 s\n", run);
            }
        }
    }
    return stalls;
}

// Two CPU hogs for the "under load" figure, stopped (and reaped) when it goes out of scope.
class CpuLoad {
public:
    explicit CpuLoad(int processes) {
        for (int i = 0; i < processes; ++i) {
            auto& process = m_processes.emplace_back(std::make_unique<QProcess>());
            process->setStandardOutputFile(QProcess::nullDevice());
            process->start(QStringLiteral("yes"), {});
            if (!process->waitForStarted(5000)) {
                std::fprintf(stderr, "cannot start 'yes' for the load figure\n");
            }
        }
    }
    ~CpuLoad() {
        for (auto& process : m_processes) {
            process->kill();
            process->waitForFinished(5000);
        }
    }
    CpuLoad(const CpuLoad&) = delete;
    CpuLoad& operator=(const CpuLoad&) = delete;

private:
    std::vector<std::unique_ptr<QProcess>> m_processes;
};

std::vector<double> measureHeatmap(int runs, bool rebuild) {
    BucketHeatmap heatmap;
    heatmap.resize(1280, 800);
    QImage image(heatmap.size(), QImage::Format_RGB32);
    std::vector<std::uint64_t> counts(4096);
    std::vector<double> samples;
    for (int run = -3; run < runs; ++run) { // three warm-up frames (fonts, glyph caches)
        for (std::size_t i = 0; i < counts.size(); ++i) {
            counts[i] = (i * 2654435761u + static_cast<std::size_t>(run + 3) * 97u) % 100'000u;
        }
        QElapsedTimer clock;
        if (rebuild || run == -3) {
            clock.start();
            heatmap.setBucketCounts(counts);
        } else {
            clock.start();
            heatmap.update();
        }
        heatmap.render(&image);
        const double ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        if (run >= 0) {
            samples.push_back(ms);
        }
    }
    return samples;
}

// A frame as the simulation could produce it at its worst: every series of the chart full, 3600 points each.
// With @p fullMarkers the two marker series carry @p points each too (16 full series); otherwise a run's
// realistic handful of throttle onsets and splits.
TimelineCurves timelineFrame(int frame, std::size_t points, bool fullMarkers) {
    TimelineCurves curves;
    auto wave = [&](double phase, double amplitude) {
        QList<QPointF> line;
        line.reserve(static_cast<qsizetype>(points));
        for (std::size_t i = 0; i < points; ++i) {
            const double t = static_cast<double>(i);
            line.append(QPointF(t, amplitude * (1.1 + std::sin(t / 60.0 + phase + frame * 0.1))));
        }
        return line;
    };
    for (std::size_t c = 0; c <= ThrottleTimelineChart::kMaxCurves; ++c) {
        TimelineCurve curve;
        const bool others = c == ThrottleTimelineChart::kMaxCurves;
        curve.label = others ? QStringLiteral("others") : QStringLiteral("partition ") + QString::number(c);
        if (!others) {
            curve.partition = static_cast<std::uint32_t>(c);
        }
        curve.consumed = wave(static_cast<double>(c), 400.0);
        curve.allocated = wave(static_cast<double>(c) + 0.5, 450.0);
        curves.curves.push_back(std::move(curve));
    }
    curves.throttled = wave(2.0, 100.0);
    curves.hottestBurst = wave(3.0, 1000.0);
    const std::size_t markers = fullMarkers ? points : 20;
    curves.throttleOnsets = wave(4.0, 100.0).first(static_cast<qsizetype>(markers));
    for (std::size_t i = 0; i < markers; ++i) {
        curves.splitsS.push_back(static_cast<double>(i * (points / markers)));
    }
    curves.maxCapacity = 1000;
    curves.maxBurst = 2500;
    curves.durationS = static_cast<double>(points);
    curves.nowS = static_cast<double>(points) / 2;
    return curves;
}

std::vector<double> measureTimeline(int runs, std::size_t points, bool fullMarkers) {
    ThrottleTimelineChart chart;
    chart.resize(1280, 720);
    chart.show();
    QImage image(chart.size(), QImage::Format_ARGB32_Premultiplied);
    // Frames are built before timing: producing them is the data layer's (worker's) job, not the frame's.
    std::vector<TimelineCurves> frames;
    for (int run = -2; run < runs; ++run) {
        frames.push_back(timelineFrame(run, points, fullMarkers));
    }
    const QString unit = QStringLiteral("WCU");
    std::vector<double> samples;
    for (int run = -2; run < runs; ++run) { // two warm-up frames: the first one lays out the axes
        QElapsedTimer clock;
        clock.start();
        TimelineCurves frame = frames[static_cast<std::size_t>(run + 2)]; // implicitly shared: no deep copy
        downsampleForPlot(frame, chart.plotColumns());
        chart.setCurves(frame, unit);
        QCoreApplication::sendPostedEvents(); // deferred chart layout, as the event loop would run it
        image.fill(Qt::white);
        chart.render(&image);
        const double ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        if (run >= 0) {
            samples.push_back(ms);
        }
    }
    std::printf("timeline %zu points per series in: %d plot columns, %lld points drawn for \"throttled\"\n", points,
                chart.plotColumns(), static_cast<long long>(chart.pointCount(QStringLiteral("throttled"))));
    return samples;
}

} // namespace

int main(int argc, char* argv[]) {
    bool requireTargets = false;
    int runs = 5;
    std::string only; // empty: every group
    LargeInputOptions large;
    PlaybackFramesOptions playback;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--require-targets") == 0) {
            requireTargets = true;
        } else if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (std::strcmp(argv[i], "--only") == 0 && i + 1 < argc &&
                   (std::strcmp(argv[i + 1], "import") == 0 || std::strcmp(argv[i + 1], "heatmap") == 0 ||
                    std::strcmp(argv[i + 1], "timeline") == 0 || std::strcmp(argv[i + 1], "large") == 0 ||
                    std::strcmp(argv[i + 1], "playback") == 0)) {
            only = argv[++i];
        } else if (std::strcmp(argv[i], "--large-lines") == 0 && i + 1 < argc) {
            large.lines = std::max<std::uint64_t>(1, std::strtoull(argv[++i], nullptr, 10));
        } else if (std::strcmp(argv[i], "--playback-duration") == 0 && i + 1 < argc) {
            playback.durationS = std::max<std::uint64_t>(1, std::strtoull(argv[++i], nullptr, 10));
        } else if (std::strcmp(argv[i], "--large-timeout") == 0 && i + 1 < argc) {
            large.timeoutSeconds = std::max(1, std::atoi(argv[++i]));
        } else {
            std::fprintf(stderr, "usage: bench_ui [--runs N] [--only import|heatmap|timeline|large|playback] "
                                 "[--large-lines N] [--large-timeout S] [--playback-duration S] [--require-targets]\n");
            return 2;
        }
    }
    const auto measures = [&only](const char* group) { return only.empty() || only == group; };
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    keepLargeAllocationsMapped(); // as the app's main() does
    TimedApplication app(argc, argv);

    // First, while this process is small: a child's peak RSS (ru_maxrss) includes what its parent held when it
    // forked, so after the 1M-key imports below both children would show this process's gigabyte.
    bool allMet = true;
    if (measures("large")) {
        allMet = measureLargeInput(large) && allMet;
    }

    std::vector<double> importTotal;
    std::vector<double> loadedTotal;
    std::vector<Figure> figures;
    if (measures("import")) {
        LoadedDocumentStalls loaded;
        figures.push_back({"import 1M keys: max UI stall", measureImport(runs, importTotal, &loaded), 50.0});
        figures.push_back({"shard count edit, 1M keys loaded: max UI stall", loaded.edit, 50.0});
        figures.push_back({"File > Save, 1M keys loaded: max UI stall", loaded.save, 50.0});
        figures.push_back({"File > Open of that 1M-key file: max UI stall", loaded.open, 50.0});
        const CpuLoad load(2);
        figures.push_back({"import 1M keys, 2x yes running: max UI stall", measureImport(runs, loadedTotal), 50.0});
    }
    if (measures("playback")) {
        // Before the imports: their million keys would stay in this process's allocator meanwhile.
        allMet = measurePlaybackFrames(app, playback) && allMet;
    }
    if (measures("heatmap")) {
        figures.push_back({"heat map 4096 cells: new counts + repaint", measureHeatmap(runs * 4, true), 5.0});
        figures.push_back({"heat map 4096 cells: cached repaint", measureHeatmap(runs * 4, false), 5.0});
    }
    if (measures("timeline")) {
        figures.push_back({"timeline 16 series x 3600 points: frame", measureTimeline(runs * 2, 3600, true), 33.0});
        figures.push_back(
            {"timeline 14 lines x 3600 + 20 markers: frame", measureTimeline(runs * 2, 3600, false), 33.0});
        // ThrottleTimeline caps every series at 1024 points (peaks kept), so this is the app's worst real frame.
        figures.push_back(
            {"timeline 14 lines x 1024 + 20 markers: frame", measureTimeline(runs * 2, 1024, false), 33.0});
    }

    std::printf("platform %s, %d import runs\n", qPrintable(QGuiApplication::platformName()), runs);
    if (!figures.empty()) {
        std::printf("%-46s %6s %10s %10s %10s  %s\n", "figure", "runs", "median ms", "max ms", "target ms", "result");
    }
    for (const Figure& figure : figures) {
        const double worst = maximum(figure.samplesMs);
        const bool met = worst < figure.targetMs;
        allMet = allMet && met;
        std::printf("%-46s %6zu %10.2f %10.2f %10.1f  %s\n", figure.name, figure.samplesMs.size(),
                    median(figure.samplesMs), worst, figure.targetMs, met ? "PASS" : "MISS");
    }
    if (!importTotal.empty()) {
        std::printf("%-46s %6zu %10.1f %10.1f %10s  %s\n", "import 1M keys: until analysis on screen",
                    importTotal.size(), median(importTotal), maximum(importTotal), "-", "info");
        std::printf("%-46s %6zu %10.1f %10.1f %10s  %s\n", "import 1M keys, 2x yes: until analysis shown",
                    loadedTotal.size(), median(loadedTotal), maximum(loadedTotal), "-", "info");
    }
    return requireTargets && !allMet ? 1 : 0;
}
