#pragma once

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>

#include <cstdint>
#include <functional>

/// The application of bench_ui: times every event delivery, so a benchmark can add up what the UI thread spent
/// between two moments (a frame's timer and its paint) without hooks in the app.
class TimedApplication : public QApplication {
public:
    TimedApplication(int& argc, char** argv) : QApplication(argc, argv) { m_clock.start(); }

    /// Called after each delivery with its receiver (compare it, do not use it: it may be gone), the event's type,
    /// the nesting depth (0: handed over by the event loop; deeper: sent while handling another) and its span in
    /// nanoseconds of one clock, and the UI thread's CPU time it took (what the busy cores left of the span).
    using Observer = std::function<void(const QObject* receiver, QEvent::Type type, int depth, qint64 startNs,
                                        qint64 endNs, qint64 cpuNs)>;
    void setObserver(Observer observer) { m_observer = std::move(observer); }

    bool notify(QObject* receiver, QEvent* event) override;

private:
    Observer m_observer;
    QElapsedTimer m_clock;
    int m_depth = 0;
};

struct PlaybackFramesOptions {
    double speed = 1000;              ///< simulated seconds per second, one of the speed box's
    std::uint64_t durationS = 86'400; ///< the scenario's duration (the benchmark's 24 h)
    double targetMs = 33;             ///< every frame must take less
    int timeoutSeconds = 600;
};

/// Plays the simulation benchmark's table (1000 partitions, 100k Zipf keys, 24 h) in the real window (1280 x 800,
/// Simulation tab) at @p options.speed and prints the distribution of frame times: the UI thread's work from the
/// player's frame timer until the timeline chart and the partition x time map are painted. Returns whether every
/// frame met the target.
bool measurePlaybackFrames(TimedApplication& app, const PlaybackFramesOptions& options);
