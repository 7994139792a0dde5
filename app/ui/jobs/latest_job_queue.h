#pragma once

#include "jobs/worker_priority.h"

#include <QMetaObject>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <cstdint>
#include <memory>
#include <utility>

namespace partiscope::ui {

/// Background jobs of which only the newest matters (hotspot's job tracker): every start() gets a larger id
/// and sets the cancel flag of the job before it; a result goes back to the receiver's thread through a
/// queued call and is delivered only while no newer job has started. Every background job of the app uses it
/// (the runners, Reset, the CSV import and export, the recovery copy), so stale work is dropped the same way
/// everywhere.
class LatestJobQueue {
public:
    /// @p threads: more than one lets a stale job that is past its last cancellation point run out without
    /// delaying the fresh one.
    explicit LatestJobQueue(int threads) { m_pool.setMaxThreadCount(threads); }
    /// Cancels the newest job and waits for all: a job must not post to a destroyed receiver.
    ~LatestJobQueue() {
        cancelLatest();
        m_pool.waitForDone();
    }
    LatestJobQueue(const LatestJobQueue&) = delete;
    LatestJobQueue& operator=(const LatestJobQueue&) = delete;

    /// Runs `work(const std::atomic<bool>& cancel)` on a pool thread; its result goes to
    /// `deliver(jobId, result)` on @p receiver's thread, unless a newer job started meanwhile. A job
    /// superseded before it runs, or while it runs, posts nothing. Returns the job's id.
    template <typename Work, typename Deliver>
    std::uint64_t start(QObject* receiver, Work work, Deliver deliver) {
        cancelLatest();
        auto cancel = std::make_shared<std::atomic<bool>>(false);
        m_cancelLatest = cancel;
        const std::uint64_t jobId = ++m_latestJobId;
        m_pool.start([this, receiver, jobId, cancel, work = std::move(work), deliver = std::move(deliver)]() mutable {
            if (cancel->load()) {
                return; // superseded while it waited for a thread
            }
            yieldToUiThread();
            auto result = work(*cancel);
            if (cancel->load()) {
                return; // superseded while it ran; it would be dropped anyway
            }
            QMetaObject::invokeMethod(
                receiver,
                [this, jobId, result = std::move(result), deliver = std::move(deliver)]() mutable {
                    if (jobId != m_latestJobId.load()) {
                        ++m_droppedOutcomes;
                        return;
                    }
                    deliver(jobId, std::move(result));
                },
                Qt::QueuedConnection);
        });
        return jobId;
    }

    /// Runs `work(const std::atomic<bool>& cancel)` on a pool thread for its effect alone (a file written,
    /// say): nothing goes back. A newer job cancels it as start() does; with one thread, jobs run in order.
    template <typename Work>
    std::uint64_t run(Work work) {
        cancelLatest();
        auto cancel = std::make_shared<std::atomic<bool>>(false);
        m_cancelLatest = cancel;
        const std::uint64_t jobId = ++m_latestJobId;
        m_pool.start([cancel, work = std::move(work)]() mutable {
            if (cancel->load()) {
                return; // superseded while it waited for a thread
            }
            yieldToUiThread();
            work(*cancel);
        });
        return jobId;
    }

    /// For work the caller did itself, at once: cancels the newest job and takes a new id, so nothing started
    /// before is delivered after it. Returns that id.
    std::uint64_t supersede() {
        cancelLatest();
        return ++m_latestJobId;
    }

    /// Work that is cheap when small: with @p here, runs it and delivers its result now, on the caller's thread (the
    /// result is in place when the call returns); otherwise start(). Either way nothing started before is delivered
    /// after it. Returns the job's id.
    template <typename Work, typename Deliver>
    std::uint64_t startOrRunHere(bool here, QObject* receiver, Work work, Deliver deliver) {
        if (!here) {
            return start(receiver, std::move(work), std::move(deliver));
        }
        const std::uint64_t jobId = supersede();
        const std::atomic<bool> notCancelled{false};
        deliver(jobId, work(notCancelled));
        return jobId;
    }

    /// Blocks until no job is running. Results already posted are still delivered by the event loop.
    void waitForJobs() { m_pool.waitForDone(); }
    [[nodiscard]] std::uint64_t latestJobId() const noexcept { return m_latestJobId.load(); }
    /// Results that arrived after a newer job had started.
    [[nodiscard]] std::uint64_t droppedOutcomes() const noexcept { return m_droppedOutcomes; }

private:
    void cancelLatest() {
        if (m_cancelLatest) {
            m_cancelLatest->store(true);
        }
    }

    // A private pool: the destructor waits for exactly these jobs, and a slow job cannot starve the global
    // pool others use.
    QThreadPool m_pool;
    std::shared_ptr<std::atomic<bool>> m_cancelLatest;
    std::atomic<std::uint64_t> m_latestJobId{0};
    std::uint64_t m_droppedOutcomes = 0; ///< only touched on the receiver's thread
};

} // namespace partiscope::ui
