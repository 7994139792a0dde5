// The simulator's client retries: each policy's delay spread, and throttled requests rescheduled (gathering them when
// due is in simulator_tick.cpp).
#include "simulator_engine.h"

#include <algorithm>
#include <cmath>

namespace partiscope {

using namespace sim;

void TableSimulator::Engine::setupRetries() {
    const auto policy = scenario.workload.retries;
    maxAttempts = retryAttempts(policy);
    levels = static_cast<std::size_t>(maxAttempts);
    retryWeights.assign(levels, {});
    for (int attempt = 1; attempt < maxAttempts; ++attempt) {
        auto& w = retryWeights[static_cast<std::size_t>(attempt - 1)];
        if (policy == RetryPolicy::Standard) {
            // delay = U(0,1) x 2^(attempt-1) s, capped at 20 s; a request retried d seconds
            // later lands in tick ceil(d) (at least the next tick).
            const double span = std::min(20.0, std::pow(2.0, attempt - 1));
            for (std::size_t k = 1; k < kRetrySlots; ++k) {
                const double lo = static_cast<double>(k - 1);
                const double hi = std::min(static_cast<double>(k), span);
                if (hi > lo) {
                    w[k] = (hi - lo) / span;
                }
            }
        } else {
            // legacy: 50 ms doubling per attempt, no jitter
            const double delay = 0.05 * std::pow(2.0, attempt - 1);
            const auto k = static_cast<std::size_t>(std::max(1.0, std::ceil(delay - 1e-9)));
            w[std::min(k, kRetrySlots - 1)] = 1.0;
        }
    }
}

void TableSimulator::Engine::scheduleRetries(Flow& flow, const double* levelRequests, double throttledShare,
                                             double& failedOut) {
    if (throttledShare <= 0) {
        return;
    }
    const std::size_t validLevels = flow.retriesGathered ? levels : 1;
    for (std::size_t l = 0; l < validLevels; ++l) {
        const double throttled = levelRequests[l] * throttledShare;
        if (throttled <= 0) {
            continue;
        }
        if (l + 1 >= levels) {
            failedOut += throttled;
            continue;
        }
        const auto& weights = retryWeights[l];
        for (std::size_t k = 1; k < kRetrySlots; ++k) {
            if (weights[k] > 0) {
                flow.retryRing[((now + k) % kRetrySlots) * levels + l + 1] += throttled * weights[k];
                flow.retriesUntil = std::max(flow.retriesUntil, now + k + 1);
            }
        }
    }
}

} // namespace partiscope
