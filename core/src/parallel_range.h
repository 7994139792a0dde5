#pragma once

// Internal to core's simulator: a small fixed pool that splits an index range over threads, used for work whose
// result does not depend on which thread does it (the Poisson draws of one tick).

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <thread>
#include <vector>

namespace partiscope::sim {

/// @brief Runs fn(begin, end) over [0, count) in chunks that the calling thread and the helper threads claim in
/// turn; returns when every chunk is done. A helper that is not running (a busy machine) leaves its chunks to the
/// others, so a job never waits for a thread to be scheduled, only for a chunk already started. The helpers start on
/// first use, spin briefly between jobs (a tick comes every few tens of microseconds) and then sleep, so an idle
/// simulator (a paused playback) costs no CPU.
class ParallelRange {
public:
    explicit ParallelRange(unsigned threads) : m_threads(threads < 1 ? 1 : threads) {}
    ~ParallelRange();
    ParallelRange(const ParallelRange&) = delete;
    ParallelRange& operator=(const ParallelRange&) = delete;

    unsigned threads() const { return m_threads; }
    void run(std::size_t count, const std::function<void(std::size_t, std::size_t)>& fn);

    /// run() in two halves: start() hands the chunks of @p fn over [0, count) to the helpers and returns at once;
    /// finish() claims the chunks still left on the calling thread and returns when every chunk is done. Between
    /// the two the caller may do other work, touching nothing @p fn reads or writes. Every start() needs its
    /// finish() before the next start() or run() (the destructor finishes a job still running).
    void start(std::size_t count, std::function<void(std::size_t, std::size_t)> fn);
    void finish();
    /// Whether a start() awaits its finish().
    bool started() const { return m_started; }

private:
    static constexpr std::size_t kChunk = 64;
    static constexpr std::uint32_t kMaxChunks = 0xFFFF; ///< the chunk fields of m_claim are 16 bits
    void work();
    /// Publishes job @p fn over [0, count) to the helpers; returns its generation.
    std::uint32_t publish(std::size_t count, const std::function<void(std::size_t, std::size_t)>& fn);
    /// Claims the chunks of job @p generation left, then waits until all are done.
    void complete(std::uint32_t generation);
    /// Claims and runs chunks of job @p generation until none is left.
    void runChunks(std::uint32_t generation);

    unsigned m_threads;
    std::vector<std::thread> m_helpers;
    const std::function<void(std::size_t, std::size_t)>* m_job = nullptr;
    std::function<void(std::size_t, std::size_t)> m_startedJob; ///< start()'s copy of its job
    bool m_started = false;
    bool m_startedInline = false; ///< start()'s job is too small for the helpers: finish() runs it
    std::size_t m_startedCount = 0;
    std::size_t m_count = 0;           ///< read by a helper only while it holds a claimed chunk of the job
    std::size_t m_chunkSize = 0;       ///< likewise
    std::uint32_t m_chunks = 0;        ///< the caller's copy; helpers read the count from m_claim
    std::uint32_t m_generationNow = 0; ///< the caller's copy of the current job's generation
    /// (generation << 32) | (chunk count << 16) | next unclaimed chunk, in one word: a helper that looks late
    /// sees the job it claims for as a whole, and a claim succeeds only for the job it was meant for.
    std::atomic<std::uint64_t> m_claim{0};
    std::atomic<std::uint32_t> m_generation{0};
    std::atomic<std::uint32_t> m_completed{0}; ///< chunks of the current job finished
    std::atomic<bool> m_stop{false};
};

} // namespace partiscope::sim
