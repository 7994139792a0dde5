#pragma once

#if defined(__linux__)
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace partiscope::ui {

/// How much lower than the UI thread the background work runs (a Linux nice value, per thread).
inline constexpr int kWorkerNice = 5;

/// Lowers the calling worker thread's priority below the UI thread's, once per thread; threads it starts
/// (core's parallel key readers) inherit it. Analysis, preparation and advice keep both cores busy for seconds
/// with a million keys, and a UI thread that wakes for a timer or an input event otherwise queues behind them
/// (measured: 40-80 ms gaps while the UI thread itself was idle). At nice 5 a worker weighs a third of the
/// UI thread and still gets a whole core when the UI thread is idle. No effect elsewhere (QThread priorities
/// do nothing under Linux's default scheduler).
inline void yieldToUiThread() {
#if defined(__linux__)
    thread_local bool lowered = false;
    if (!lowered) {
        // Raising one's own nice value needs no privilege; a failure leaves the thread as it was.
        (void)setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kWorkerNice);
        lowered = true;
    }
#endif
}

} // namespace partiscope::ui
