#pragma once

// Waiting for the window's background work in the UI tests (QTest: not for the benchmark, which links no QtTest).

#include "shell/main_window.h"

#include <QTest>

#include <cstdint>

namespace partiscope::ui::parts {

/// Waits until an analysis newer than @p jobId is on screen and no newer job is pending.
inline bool waitForAnalysisAfter(const MainWindow& window, std::uint64_t jobId, int timeoutMs = 10'000) {
    return QTest::qWaitFor(
        [&] {
            return window.keys().appliedJobId() > jobId &&
                   window.keys().appliedJobId() == window.keys().runner().latestJobId();
        },
        timeoutMs);
}

} // namespace partiscope::ui::parts
