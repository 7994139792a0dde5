#include "parallel_range.h"

#include <algorithm>

namespace partiscope::sim {

namespace {

// Roughly 20 microseconds of spinning (about the gap between two ticks' jobs); then sleep: on a busy machine a
// spinning helper would take the CPU from the thread it waits for, and a paused simulation costs nothing.
constexpr int kSpins = 1000;

inline void relax() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#else
    std::this_thread::yield();
#endif
}

} // namespace

ParallelRange::~ParallelRange() {
    finish();
    if (m_helpers.empty()) {
        return;
    }
    m_stop.store(true, std::memory_order_relaxed);
    m_generation.fetch_add(1, std::memory_order_release);
    m_generation.notify_all();
    for (auto& helper : m_helpers) {
        helper.join();
    }
}

void ParallelRange::run(std::size_t count, const std::function<void(std::size_t, std::size_t)>& fn) {
    if (m_threads == 1 || count <= kChunk) {
        fn(0, count);
        return;
    }
    complete(publish(count, fn));
}

void ParallelRange::start(std::size_t count, std::function<void(std::size_t, std::size_t)> fn) {
    m_startedJob = std::move(fn);
    m_started = true;
    // Nothing worth a hand-over: finish() runs it on the calling thread.
    m_startedInline = m_threads == 1 || count <= kChunk;
    m_startedCount = count;
    if (!m_startedInline) {
        publish(count, m_startedJob);
    }
}

void ParallelRange::finish() {
    if (!m_started) {
        return;
    }
    if (m_startedInline) {
        m_startedJob(0, m_startedCount);
    } else {
        complete(m_generationNow);
    }
    m_started = false;
}

std::uint32_t ParallelRange::publish(std::size_t count, const std::function<void(std::size_t, std::size_t)>& fn) {
    if (m_helpers.empty()) {
        for (unsigned helper = 1; helper < m_threads; ++helper) {
            m_helpers.emplace_back([this] { work(); });
        }
    }
    // The previous job is complete (every chunk), so no helper reads these while they change.
    m_job = &fn;
    m_count = count;
    m_chunkSize = std::max(kChunk, (count + kMaxChunks - 1) / kMaxChunks);
    m_chunks = static_cast<std::uint32_t>((count + m_chunkSize - 1) / m_chunkSize);
    m_completed.store(0, std::memory_order_relaxed);
    const std::uint32_t generation = ++m_generationNow;
    m_claim.store(static_cast<std::uint64_t>(generation) << 32 | static_cast<std::uint64_t>(m_chunks) << 16,
                  std::memory_order_release);
    m_generation.store(generation, std::memory_order_release);
    m_generation.notify_all();
    return generation;
}

void ParallelRange::complete(std::uint32_t generation) {
    runChunks(generation);
    int spins = 0;
    for (std::uint32_t done = m_completed.load(std::memory_order_acquire); done != m_chunks;
         done = m_completed.load(std::memory_order_acquire)) {
        if (++spins < kSpins) {
            relax();
        } else {
            m_completed.wait(done, std::memory_order_acquire);
        }
    }
}

void ParallelRange::runChunks(std::uint32_t generation) {
    std::uint64_t claim = m_claim.load(std::memory_order_acquire);
    for (;;) {
        if (static_cast<std::uint32_t>(claim >> 32) != generation) {
            return; // a later job: this one is done
        }
        const auto chunk = static_cast<std::uint32_t>(claim & 0xFFFF);
        if (chunk >= static_cast<std::uint32_t>(claim >> 16 & 0xFFFF)) {
            return;
        }
        if (!m_claim.compare_exchange_weak(claim, claim + 1, std::memory_order_acq_rel, std::memory_order_acquire)) {
            continue;
        }
        // Claimed: the job cannot change before this chunk is counted complete.
        const std::size_t begin = chunk * m_chunkSize;
        (*m_job)(begin, std::min(m_count, begin + m_chunkSize));
        m_completed.fetch_add(1, std::memory_order_acq_rel);
        m_completed.notify_one();
        claim = m_claim.load(std::memory_order_acquire);
    }
}

void ParallelRange::work() {
    std::uint32_t seen = 0;
    for (;;) {
        int spins = 0;
        std::uint32_t generation = m_generation.load(std::memory_order_acquire);
        while (generation == seen) {
            if (++spins < kSpins) {
                relax();
            } else {
                m_generation.wait(seen, std::memory_order_acquire);
            }
            generation = m_generation.load(std::memory_order_acquire);
        }
        seen = generation;
        if (m_stop.load(std::memory_order_relaxed)) {
            return;
        }
        runChunks(generation);
    }
}

} // namespace partiscope::sim
