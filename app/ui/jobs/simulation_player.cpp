#include "jobs/simulation_player.h"
#include "jobs/release_elsewhere.h"
#include "jobs/worker_priority.h"
#include "partiscope/import/access_log_replay.h"

#include <QMetaObject>

#include <algorithm>
#include <cmath>
#include <utility>

namespace partiscope::ui {

// Shared by the UI thread and the worker thread: everything the worker touches is either its own (the
// simulator, only used inside its jobs, which run one at a time) or guarded by the mutex.
struct SimulationPlayer::Worker {
    std::shared_ptr<TableSimulator> simulator; ///< worker thread only
    std::uint64_t simulatorGeneration = 0;     ///< worker thread only
    std::atomic<bool> busy{false};
    /// Set by the UI thread between runs (setMetricSampleEveryS), read by the worker while it steps.
    std::atomic<std::uint64_t> sampleEveryS{0};

    std::mutex mutex;
    StagedTicks staged; ///< guarded by mutex

    void advance(std::uint64_t generation, std::uint64_t ticks) {
        if (!simulator || generation != simulatorGeneration) {
            busy = false;
            return;
        }
        yieldToUiThread(); // the worker thread's own, once
        StagedTicks batch;
        batch.generation = generation;
        batch.ticks.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(ticks, 4096)));
        const std::size_t indexes = simulator->indexCount();
        for (std::uint64_t i = 0; i < ticks && !simulator->finished(); ++i) {
            KeySpaceTick tick;
            tick.atS = simulator->nowS();
            simulator->step();
            const std::uint64_t every = sampleEveryS.load(std::memory_order_relaxed);
            if (every > 0 && simulator->nowS() % every == 0) {
                batch.metricSamples.emplace_back(simulator->nowS(), simulator->snapshot().metrics);
            }
            tick.keySpaces.reserve(1 + indexes);
            tick.keySpaces.push_back(simulator->lastTick());
            for (std::size_t index = 0; index < indexes; ++index) {
                tick.keySpaces.push_back(simulator->indexLastTick(index));
            }
            batch.ticks.push_back(std::move(tick));
        }
        SimulationSnapshot snapshot = simulator->snapshot(); // cheap: the simulator keeps no history here
        batch.splits.push_back(std::move(snapshot.splits));
        for (IndexSnapshot& index : snapshot.indexes) {
            batch.splits.push_back(std::move(index.splits));
        }
        batch.metrics = snapshot.metrics;
        batch.throttlingReasons = snapshot.throttlingReasons;
        batch.finished = simulator->finished();
        {
            const std::lock_guard lock(mutex);
            // The UI moves the staging area to a new generation before it queues that generation's work,
            // so a mismatch means this batch belongs to a scenario that has since been reset.
            if (staged.generation != generation) {
                busy = false;
                return;
            }
            for (auto& tick : batch.ticks) {
                staged.ticks.push_back(std::move(tick));
            }
            staged.metricSamples.insert(staged.metricSamples.end(), batch.metricSamples.begin(),
                                        batch.metricSamples.end());
            staged.splits = std::move(batch.splits);
            staged.metrics = batch.metrics;
            staged.throttlingReasons = batch.throttlingReasons;
            staged.finished = batch.finished;
            staged.hasBatch = true;
        }
        busy = false;
    }
};

SimulationPlayer::SimulationPlayer(QObject* parent) : QObject(parent), m_worker(std::make_shared<Worker>()) {
    m_thread.setObjectName(QStringLiteral("simulation"));
    m_workerContext = new QObject();
    m_workerContext->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_workerContext, &QObject::deleteLater);
    m_thread.start();

    m_frameTimer.setInterval(kFrameIntervalMs);
    connect(&m_frameTimer, &QTimer::timeout, this, &SimulationPlayer::onFrame);
}

SimulationPlayer::~SimulationPlayer() {
    m_thread.quit();
    m_thread.wait();
}

bool SimulationPlayer::setScenario(const Scenario& scenario, QString& error) {
    // Built here so a bad document is reported at once; the simulator that validated it is the one played.
    std::string problem;
    auto simulator = createScenarioSimulator(scenario, std::string(), problem);
    if (!simulator) {
        error = QString::fromStdString(problem);
        return false;
    }
    releaseElsewhere(std::exchange(m_scenario, std::make_shared<const Scenario>(scenario)));
    restartWith(std::move(simulator));
    return true;
}

void SimulationPlayer::setPreparedScenario(std::shared_ptr<const Scenario> scenario,
                                           std::unique_ptr<TableSimulator> simulator) {
    // The previous document may be a million keys that nothing else holds any more.
    releaseElsewhere(std::exchange(m_scenario, std::move(scenario)));
    restartWith(std::move(simulator));
}

void SimulationPlayer::restartWith(std::unique_ptr<TableSimulator> simulator) {
    m_resets.supersede(); // a reset of the previous scenario must not land on this one
    m_resetting = false;
    std::vector<std::uint32_t> partitions{simulator ? simulator->partitionCount() : 0};
    for (std::size_t index = 0; simulator && index < simulator->indexCount(); ++index) {
        partitions.push_back(simulator->indexPartitionCount(index));
    }
    rewind(partitions);
    handOver(std::move(simulator));
    emit frameApplied();
}

void SimulationPlayer::rewind(const std::vector<std::uint32_t>& partitions) {
    pause();
    ++m_generation;
    m_owedTicks = 0;
    m_requestedTicks = 0;
    m_tickDebt = 0;
    m_finished = false;
    m_metricSamples = {{0, ThrottleMetrics{}}}; // a fresh run has counted nothing yet
    m_startPartitions = partitions;
    m_metrics = ThrottleMetrics{};
    m_throttlingReasons = ThrottlingReasonCounts{};
    const CapacityDirection direction = timelineDirectionFor(*m_scenario);
    // One memory budget for the run: each key space's timeline gets the share its partitions are of them all, so
    // the table and its indexes together keep what the table alone did.
    std::uint64_t allPartitions = 0;
    for (const std::uint32_t count : partitions) {
        allPartitions += std::max<std::uint32_t>(1, count);
    }
    const auto& gsis = m_scenario->table.gsis;
    m_timelines.clear();
    for (std::size_t keySpace = 0; keySpace < partitions.size(); ++keySpace) {
        const std::uint32_t count = partitions[keySpace];
        const auto budget = static_cast<std::size_t>(kTimelinePointBudget * std::max<std::uint32_t>(1, count) /
                                                     std::max<std::uint64_t>(1, allPartitions));
        ThrottleTimeline& timeline = m_timelines.emplace_back(m_scenario->workload.durationS, direction, count,
                                                              TimelineDetail::Partitions, budget);
        const TimelineStartScale scale = keySpace == 0 || keySpace > gsis.size()
                                             ? timelineStartScale(*m_scenario, direction, count)
                                             : timelineStartScale(*m_scenario, gsis[keySpace - 1], direction, count);
        timeline.setStartScale(scale.capacity, scale.burstTokens);
    }
    const std::lock_guard lock(m_worker->mutex);
    m_worker->staged = StagedTicks{};
    m_worker->staged.generation = m_generation;
}

void SimulationPlayer::handOver(std::shared_ptr<TableSimulator> simulator) {
    // Through the worker's queue, so it cannot replace the simulator under a running batch, and every batch
    // asked for after this runs on it.
    QMetaObject::invokeMethod(
        m_workerContext,
        [worker = m_worker, simulator = std::move(simulator), generation = m_generation] {
            worker->simulator = simulator;
            worker->simulatorGeneration = generation;
        },
        Qt::QueuedConnection);
}

void SimulationPlayer::play() {
    if (!m_scenario || m_finished) {
        return;
    }
    if (!m_playing) {
        m_playing = true;
        m_sinceLastFrame.start();
        m_frameTimer.start();
        emit playingChanged(true);
    }
}

void SimulationPlayer::pause() {
    if (m_playing) {
        m_playing = false;
        m_tickDebt = 0;
        emit playingChanged(false);
    }
}

void SimulationPlayer::step() {
    pause();
    advanceBy(1);
}

void SimulationPlayer::reset() {
    if (!m_scenario) {
        return;
    }
    // The same scenario starts with the same partitions, so the rewound timeline is right before the
    // simulator exists; building that takes seconds for a million keys, which the UI thread must not spend.
    rewind(m_startPartitions);
    m_resetting = true;
    emit frameApplied();
    const std::uint64_t generation = m_generation;
    m_resets.start(
        this,
        [scenario = m_scenario](const std::atomic<bool>& cancel) -> std::shared_ptr<TableSimulator> {
            if (cancel.load()) {
                return nullptr;
            }
            std::string problem; // it ran before, so it builds again; a failure leaves the run without ticks
            // A trace's path was resolved when the document was prepared.
            return createScenarioSimulator(*scenario, std::string(), problem);
        },
        [this, generation](std::uint64_t /*jobId*/, std::shared_ptr<TableSimulator> simulator) {
            if (generation != m_generation) {
                return; // a newer scenario rewound the player meanwhile
            }
            m_resetting = false;
            handOver(std::move(simulator));
            requestOwedTicks(); // what play() or step() asked for while it was building
            emit resetFinished();
        });
}

void SimulationPlayer::setMetricSampleEveryS(std::uint64_t everyS) {
    m_worker->sampleEveryS = everyS;
}

void SimulationPlayer::setSpeed(double simulatedSecondsPerSecond) {
    m_speed = std::clamp(simulatedSecondsPerSecond, 1.0, 1000.0);
}

void SimulationPlayer::advanceBy(std::uint64_t ticks) {
    if (!m_scenario) {
        return;
    }
    m_owedTicks += ticks;
    requestOwedTicks();
    // The frame timer also collects what the worker delivers, so it runs until everything has arrived.
    if (!m_frameTimer.isActive()) {
        m_frameTimer.start();
    }
}

void SimulationPlayer::requestOwedTicks() {
    // One batch in flight at a time: a slow simulation must not pile up requests in the worker's queue. While
    // a reset builds, the worker has no simulator for this generation yet: the ticks stay owed.
    if (m_owedTicks == 0 || m_resetting || m_worker->busy.exchange(true)) {
        return;
    }
    const std::uint64_t ticks = m_owedTicks;
    m_owedTicks = 0;
    m_requestedTicks += ticks;
    QMetaObject::invokeMethod(
        m_workerContext, [worker = m_worker, generation = m_generation, ticks] { worker->advance(generation, ticks); },
        Qt::QueuedConnection);
}

bool SimulationPlayer::applyStagedTicks() {
    StagedTicks staged;
    {
        const std::lock_guard lock(m_worker->mutex);
        if (m_worker->staged.generation != m_generation || !m_worker->staged.hasBatch) {
            return false;
        }
        staged = std::move(m_worker->staged);
        m_worker->staged = StagedTicks{};
        m_worker->staged.generation = m_generation;
    }
    for (const KeySpaceTick& tick : staged.ticks) {
        for (std::size_t keySpace = 0; keySpace < tick.keySpaces.size() && keySpace < m_timelines.size(); ++keySpace) {
            m_timelines[keySpace].addTick(tick.atS, tick.keySpaces[keySpace]);
        }
    }
    for (std::size_t keySpace = 0; keySpace < staged.splits.size() && keySpace < m_timelines.size(); ++keySpace) {
        m_timelines[keySpace].setSplits(std::move(staged.splits[keySpace]));
    }
    m_metrics = staged.metrics;
    m_throttlingReasons = staged.throttlingReasons;
    m_metricSamples.insert(m_metricSamples.end(), staged.metricSamples.begin(), staged.metricSamples.end());
    if (staged.finished && !m_finished) {
        m_finished = true;
        pause();
    }
    return true;
}

void SimulationPlayer::onFrame() {
    if (applyStagedTicks()) {
        emit frameApplied();
    }
    if (m_playing) {
        // Wall-clock time, not the timer's nominal interval: a late frame still advances the right amount.
        m_tickDebt += m_speed * static_cast<double>(m_sinceLastFrame.restart()) / 1000.0;
        const double whole = std::floor(m_tickDebt);
        m_tickDebt -= whole;
        m_owedTicks += static_cast<std::uint64_t>(whole);
    }
    requestOwedTicks();
    const bool waiting = m_requestedTicks > timeline().nowS() && !m_finished;
    if (!m_playing && !waiting && m_owedTicks == 0) {
        m_frameTimer.stop(); // nothing to show: no timer wake-ups while paused
    }
}

} // namespace partiscope::ui
