#pragma once

// Timing shared by the import benchmarks that run an importer and its peer side by side in one process run.

#include <algorithm>
#include <chrono>
#include <vector>

namespace partiscope::bench {

/// Minimum, median and maximum of a set of timed runs, in seconds.
struct Figures {
    double min = 0, median = 0, max = 0;
};

inline Figures figuresOf(std::vector<double> seconds) {
    std::sort(seconds.begin(), seconds.end());
    return {seconds.front(), seconds[seconds.size() / 2], seconds.back()};
}

/// Wall time of one call of @p run, in seconds.
template <typename Run>
double timed(const Run& run) {
    const auto start = std::chrono::steady_clock::now();
    run();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace partiscope::bench
