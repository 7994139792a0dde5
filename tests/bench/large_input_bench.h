#pragma once

#include <cstdint>
#include <string>

/// The large-input figures of issue 12, measured side by side in one run on the bench_analyze data set:
/// `partiscope-cli analyze --keys F` against `partiscope --keys F` in the window (offscreen), each a child
/// process so its wall time and peak RSS (wait4's ru_maxrss) are its own.
struct LargeInputOptions {
    std::uint64_t lines = 10'000'000; ///< size of the generated key list (bench_analyze --generate-only --lines)
    int timeoutSeconds = 900;         ///< a child still running then is killed and reported as such
};

/// Runs both children, prints their figures, the targets (window time <= 3x the CLI's, peak RSS <= 2x, longest
/// UI stall <= 50 ms) and PASS/MISS. Returns true when every target is met.
bool measureLargeInput(const LargeInputOptions& options);
