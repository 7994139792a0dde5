#pragma once

#include "jobs/latest_job_queue.h"

#include <partiscope/metric_data.h>
#include <partiscope/scenario.h>
#include <partiscope/simulator.h>
#include <partiscope/throttle_timeline.h>

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace partiscope::ui {

/// One simulated second of every key space: the table's partitions, then each GSI's, in the scenario's order.
struct KeySpaceTick {
    std::uint64_t atS = 0;
    std::vector<std::vector<PartitionTick>> keySpaces;
};

/// Ticks the worker has simulated and the UI has not taken yet (PlotJuggler's staging area).
struct StagedTicks {
    std::uint64_t generation = 0; ///< which reset() they belong to; older ones are dropped
    std::vector<KeySpaceTick> ticks;
    /// Per key space (the table, then each GSI), the simulator's whole split list after the last tick.
    std::vector<std::vector<SplitEvent>> splits;
    ThrottleMetrics metrics;                    ///< the simulator's run totals (the table's) after the last tick
    ThrottlingReasonCounts throttlingReasons{}; ///< requests throttled so far, by DynamoDB's reason
    /// The run totals after every multiple of the player's metric-sample interval in this batch (see
    /// SimulationPlayer::setMetricSampleEveryS).
    MetricSamples metricSamples;
    bool finished = false;
    /// A batch arrived since the UI last took the staging area. Without it an empty area (no ticks, no
    /// splits, zero metrics) would look like news whenever the timeline already shows a split.
    bool hasBatch = false;
};

/// Plays a scenario: a worker thread steps the TableSimulator and stages the ticks; one ~30 fps timer on
/// the UI thread moves everything staged into the ThrottleTimelines at once and emits frameApplied(), so
/// the views redraw once per frame however fast the simulation runs. Every key space (the table and each GSI) has
/// a timeline of its own, fed from second 0 whichever one is on screen, so switching the view shows the whole run;
/// together they keep the memory of one (kTimelinePointBudget, shared out by partitions).
class SimulationPlayer : public QObject {
    Q_OBJECT
public:
    static constexpr int kFrameIntervalMs = 33;

    explicit SimulationPlayer(QObject* parent = nullptr);
    /// Stops the worker thread (after its current batch).
    ~SimulationPlayer() override;

    /// Replaces the scenario and rewinds to second 0. On error leaves the player as it was.
    bool setScenario(const Scenario& scenario, QString& error);
    /// Same, with the simulator of @p scenario already built elsewhere: building one for a
    /// million keys takes seconds, which the caller spends on a worker thread instead of the UI thread.
    void setPreparedScenario(std::shared_ptr<const Scenario> scenario, std::unique_ptr<TableSimulator> simulator);
    [[nodiscard]] bool hasScenario() const noexcept { return m_scenario != nullptr; }
    /// The scenario being played (shared with whoever prepared it); null before the first one.
    [[nodiscard]] const std::shared_ptr<const Scenario>& scenario() const noexcept { return m_scenario; }

    void play();
    void pause();
    /// Pauses and simulates exactly one more second.
    void step();
    /// Back to second 0 of the same scenario, paused. The timeline rewinds at once; the fresh simulator is
    /// built on a worker (seconds for a million keys) and lands queued, then resetFinished() is emitted.
    /// Ticks asked for meanwhile are owed and simulated as soon as it lands. A newer reset or scenario
    /// supersedes a reset still building.
    void reset();
    /// True from reset() until its simulator has landed.
    [[nodiscard]] bool isResetting() const noexcept { return m_resetting; }
    /// Simulated seconds per wall-clock second (1 ... 1000).
    void setSpeed(double simulatedSecondsPerSecond);
    [[nodiscard]] double speed() const noexcept { return m_speed; }
    [[nodiscard]] bool isPlaying() const noexcept { return m_playing; }
    [[nodiscard]] bool isFinished() const noexcept { return m_finished; }

    /// Asks the worker for @p ticks more seconds (they arrive with a later frame).
    void advanceBy(std::uint64_t ticks);
    /// Moves staged ticks into the timeline now (what each frame does). Returns true if anything changed.
    bool applyStagedTicks();

    /// The table's history so far. Valid until the next setScenario()/reset().
    [[nodiscard]] const ThrottleTimeline& timeline() const noexcept { return m_timelines.front(); }
    /// The history of key space @p keySpace (0: the table, i: the scenario's (i-1)-th GSI; see key_spaces.h); the
    /// table's when the run has no such key space.
    [[nodiscard]] const ThrottleTimeline& timeline(std::size_t keySpace) const noexcept {
        return keySpace < m_timelines.size() ? m_timelines[keySpace] : m_timelines.front();
    }
    /// Changes whenever the timelines start over (a new scenario, reset()): while it stays, they only go on.
    [[nodiscard]] std::uint64_t runGeneration() const noexcept { return m_generation; }
    /// Key spaces of the run: 1 + its GSIs.
    [[nodiscard]] std::size_t keySpaceCount() const noexcept { return m_timelines.size(); }
    /// The simulator's run totals (throttled requests, throttle events, ...) as of the timeline's last tick.
    [[nodiscard]] const ThrottleMetrics& metrics() const noexcept { return m_metrics; }
    /// Requests throttled so far by DynamoDB's reason (all 16; see throttlingReasonIndex()).
    [[nodiscard]] const ThrottlingReasonCounts& throttlingReasons() const noexcept { return m_throttlingReasons; }

    /// Keep the run totals after every @p everyS simulated seconds (0: none), for comparing the run with CloudWatch
    /// data (compareObserved()). Takes effect from the next reset(), which is when a whole run can be sampled.
    void setMetricSampleEveryS(std::uint64_t everyS);
    /// The run totals sampled so far: after 0 s and every interval up to the timeline's last tick.
    [[nodiscard]] const MetricSamples& metricSamples() const noexcept { return m_metricSamples; }

signals:
    /// The timeline changed: redraw.
    void frameApplied();
    void playingChanged(bool playing);
    /// The simulator of the last reset() has landed: the run can go on from second 0.
    void resetFinished();

private:
    void restartWith(std::unique_ptr<TableSimulator> simulator);
    /// @p partitions: each key space's at second 0 (the table's, then each GSI's).
    void rewind(const std::vector<std::uint32_t>& partitions);
    void handOver(std::shared_ptr<TableSimulator> simulator);
    void onFrame();
    void requestOwedTicks();

    struct Worker;
    QThread m_thread;
    QObject* m_workerContext = nullptr; ///< lives in m_thread; the worker's jobs run in its context
    std::shared_ptr<Worker> m_worker;
    std::shared_ptr<const Scenario> m_scenario;
    std::uint64_t m_generation = 0;
    std::vector<std::uint32_t> m_startPartitions; ///< each key space's partitions at second 0, before any split
    bool m_resetting = false;

    std::vector<ThrottleTimeline> m_timelines{1}; ///< never empty: the table's, then each GSI's
    ThrottleMetrics m_metrics;
    ThrottlingReasonCounts m_throttlingReasons{};
    MetricSamples m_metricSamples;
    QTimer m_frameTimer;
    QElapsedTimer m_sinceLastFrame;
    double m_speed = 10;
    double m_tickDebt = 0;         ///< fractional seconds owed at low speeds
    std::uint64_t m_owedTicks = 0; ///< requested while the worker was busy; sent with the next frame
    std::uint64_t m_requestedTicks = 0;
    bool m_playing = false;
    bool m_finished = false;
    // Last: destroyed first, so a reset still building cannot deliver into a half-destroyed player.
    LatestJobQueue m_resets{1};
};

} // namespace partiscope::ui
