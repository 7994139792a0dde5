#pragma once

// Internal to core's simulator: exact Poisson draws from counter-based random streams. A draw depends only on its
// stream's key (seed, key space, partition, direction, second) and the mean, never on the order of other draws, so
// the partitions of a tick can be drawn on any thread, in any order, with the same result.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace partiscope::sim {

/// SplitMix64's output function: a bijection of 64-bit words that spreads every input bit over the output.
inline std::uint64_t mix64(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/// A SplitMix64 stream from a draw's key: its words (each one mixed by mix64) are the random numbers of that draw.
struct CounterStream {
    std::uint64_t state;
    std::uint64_t next() {
        state += 0x9E3779B97F4A7C15ull;
        return mix64(state);
    }
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
};

/// The key of one second's draws in one key space and direction; a partition's stream adds its index (times an odd
/// constant) to it.
inline std::uint64_t tickStreamKey(std::uint64_t seed, std::uint64_t space, std::uint64_t direction,
                                   std::uint64_t second) {
    return mix64(mix64(seed ^ 0x5851F42D4C957F2Dull) + mix64((space << 1 | direction) + 1) + second);
}

inline CounterStream partitionStream(std::uint64_t tickKey, std::uint64_t partition) {
    return CounterStream{tickKey + partition * 0xD1B54A32D192ED03ull};
}

/// log(Gamma(x)) for x >= 1, by the Stirling series (the form NumPy's PTRS uses): plain arithmetic and log only.
inline double logGamma(double x) {
    static constexpr double kCoefficients[10] = {8.333333333333333e-02,  -2.777777777777778e-03, 7.936507936507937e-04,
                                                 -5.952380952380952e-04, 8.417508417508418e-04,  -1.917526917526918e-03,
                                                 6.410256410256410e-03,  -2.955065359477124e-02, 1.796443723688307e-01,
                                                 -1.39243221690590e+00};
    if (x == 1.0 || x == 2.0) {
        return 0.0;
    }
    // Below 7 the series is not accurate enough: shift up and take the logs of the steps back off.
    const int shift = x < 7.0 ? static_cast<int>(7.0 - x) : 0;
    double x0 = x + shift;
    const double inverseSquare = (1.0 / x0) * (1.0 / x0);
    double series = kCoefficients[9];
    for (int k = 8; k >= 0; --k) {
        series = series * inverseSquare + kCoefficients[k];
    }
    constexpr double kLogTwoPi = 1.8378770664093453e+00;
    double result = series / x0 + 0.5 * kLogTwoPi + (x0 - 0.5) * std::log(x0) - x0;
    for (int k = 1; k <= shift; ++k) {
        result -= std::log(x0 - 1.0);
        x0 -= 1.0;
    }
    return result;
}

/// log(k!) for k = 0 .. kLogFactorialTableSize - 1, computed once and shared by every sampler: the k a partition's
/// draws test lie within a few standard deviations of its mean, so the entries in use stay in the first-level cache,
/// where a probability table per partition (thousands of them) missed it on every test.
inline constexpr std::size_t kLogFactorialTableSize = 1 << 16;
inline const std::vector<double>& logFactorials() {
    static const std::vector<double> table = [] {
        std::vector<double> t(kLogFactorialTableSize);
        for (std::size_t k = 0; k < t.size(); ++k) {
            t[k] = logGamma(static_cast<double>(k) + 1.0);
        }
        return t;
    }();
    return table;
}

/// @brief Exact Poisson sampling for one mean, its constants computed once (a partition's mean changes only when
/// its rate or weight does). Below kPtrsFrom: inversion by sequential search through the cumulative probabilities
/// (one uniform). From kPtrsFrom: Hörmann's PTRS, "The transformed rejection method for generating Poisson random
/// variables" (1993): most draws are accepted from two uniforms at once; the rest are tested against log P(k), with
/// log(k!) from the shared table (logGamma beyond it).
class PoissonSampler {
public:
    static constexpr double kPtrsFrom = 10.0;

    double mean() const { return m_mean; }

    void setMean(double mean) {
        m_mean = mean;
        m_table.clear();
        if (!(mean > 0)) {
            return;
        }
        if (mean < kPtrsFrom) {
            // P(0) = e^-mean, P(k) = P(k-1) * mean / k, summed: past 200 terms (or once the sum stops growing) the
            // rest is far below a double's resolution.
            double p = std::exp(-mean);
            double cdf = p;
            m_table.push_back(cdf);
            for (int k = 1; k < 200; ++k) {
                p *= mean / k;
                if (cdf + p == cdf) {
                    break;
                }
                cdf += p;
                m_table.push_back(cdf);
            }
            return;
        }
        const double rootMean = std::sqrt(mean);
        m_logMean = std::log(mean);
        m_b = 0.931 + 2.53 * rootMean;
        m_a = -0.059 + 0.02483 * m_b;
        m_invAlpha = 1.1239 + 1.1328 / (m_b - 3.4);
        m_vr = 0.9277 - 3.6224 / (m_b - 2);
        m_logFactorials = logFactorials().data();
    }

    double draw(CounterStream& stream) const {
        if (!(m_mean > 0)) {
            return 0;
        }
        if (m_mean < kPtrsFrom) {
            const double u = stream.uniform();
            std::size_t k = 0;
            while (k + 1 < m_table.size() && u > m_table[k]) {
                ++k;
            }
            return static_cast<double>(k);
        }
        for (;;) {
            const std::uint64_t bits = stream.next();
            const double u = static_cast<double>(bits >> 32) * 0x1.0p-32 - 0.5;
            const double v = static_cast<double>(bits & 0xFFFFFFFFu) * 0x1.0p-32;
            const double us = 0.5 - std::fabs(u);
            const double k = std::floor((2 * m_a / us + m_b) * u + m_mean + 0.43);
            if (us >= 0.07 && v <= m_vr) {
                return k;
            }
            if (k < 0 || (us < 0.013 && v > us)) {
                continue;
            }
            // Hörmann's acceptance test: v * invAlpha / (a / us^2 + b) <= P(k), on the logarithms.
            const double hat = v * m_invAlpha / (m_a / (us * us) + m_b);
            if (std::log(hat) <= logProbability(k)) {
                return k;
            }
        }
    }

private:
    /// log P(k) = -mean + k log(mean) - log(k!).
    double logProbability(double k) const {
        const double logFactorial = k < static_cast<double>(kLogFactorialTableSize)
                                        ? m_logFactorials[static_cast<std::size_t>(k)]
                                        : logGamma(k + 1);
        return -m_mean + k * m_logMean - logFactorial;
    }

    double m_mean = 0;
    double m_logMean = 0;
    double m_a = 0;
    double m_b = 0;
    double m_invAlpha = 0;
    double m_vr = 0;
    const double* m_logFactorials = nullptr;
    /// Below kPtrsFrom: P(X <= k) from k = 0.
    std::vector<double> m_table;
};

} // namespace partiscope::sim
