#pragma once
// bench_analyze's key generator: xoshiro256** random numbers, a Vose alias table over Zipf(s) weights and
// the 20-byte key of a Zipf rank. Deterministic for a given seed, so the cached file can be validated.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace bench {

// ---------------------------------------------------------------------------------------------
// Deterministic generator: xoshiro256** + Vose alias table over Zipf(s) weights
// ---------------------------------------------------------------------------------------------

inline std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

class Xoshiro256 {
public:
    explicit Xoshiro256(std::uint64_t seed) {
        for (auto& word : m_state) {
            word = splitmix64(seed);
        }
    }
    std::uint64_t next() {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::array<std::uint64_t, 4> m_state{};
};

/// O(1) sampling of rank i (0-based) with probability proportional to (i+1)^-s.
class ZipfAlias {
public:
    ZipfAlias(std::uint32_t n, double s) : m_n(n), m_threshold(n), m_alias(n) {
        std::vector<double> scaled(n);
        double sum = 0;
        for (std::uint32_t i = 0; i < n; ++i) {
            scaled[i] = std::pow(static_cast<double>(i) + 1.0, -s);
            sum += scaled[i];
        }
        std::vector<std::uint32_t> small;
        std::vector<std::uint32_t> large;
        for (std::uint32_t i = 0; i < n; ++i) {
            scaled[i] = scaled[i] * n / sum;
            (scaled[i] < 1.0 ? small : large).push_back(i);
        }
        while (!small.empty() && !large.empty()) {
            const std::uint32_t lo = small.back();
            small.pop_back();
            const std::uint32_t hi = large.back();
            m_threshold[lo] = toThreshold(scaled[lo]);
            m_alias[lo] = hi;
            scaled[hi] = (scaled[hi] + scaled[lo]) - 1.0;
            if (scaled[hi] < 1.0) {
                large.pop_back();
                small.push_back(hi);
            }
        }
        for (const auto* rest : {&small, &large}) {
            for (const std::uint32_t i : *rest) { // numerically ~1: always keep the column
                m_threshold[i] = std::uint64_t{1} << 32;
                m_alias[i] = i;
            }
        }
    }

    std::uint32_t sample(std::uint64_t random) const {
        const auto column = static_cast<std::uint32_t>(((random >> 32) * m_n) >> 32);
        return (random & 0xFFFFFFFFull) < m_threshold[column] ? column : m_alias[column];
    }

private:
    static std::uint64_t toThreshold(double p) {
        return static_cast<std::uint64_t>(std::clamp(p, 0.0, 1.0) * 4294967296.0);
    }
    std::uint64_t m_n;
    std::vector<std::uint64_t> m_threshold; ///< keep the column when the low 32 random bits are below
    std::vector<std::uint32_t> m_alias;
};

/// The key of Zipf rank @p rank: "CUST#" + 10-digit customer id + "#" + 4-letter region (20 bytes).
/// The id is an affine bijection of the rank modulo 10^10 (multiplier coprime to 10), so distinct
/// ranks give distinct keys while popular customers do not get small, sorted ids.
inline void formatKey(std::uint64_t rank, char* out) {
    static constexpr std::array<const char*, 8> kRegions = {"EU-W", "EU-C", "EU-N", "US-E",
                                                            "US-W", "AP-S", "AP-N", "SA-E"};
    std::uint64_t id = (rank * 2654435761ull + 1'234'567ull) % 10'000'000'000ull;
    std::memcpy(out, "CUST#", 5);
    for (int i = 14; i >= 5; --i) {
        out[i] = static_cast<char>('0' + id % 10);
        id /= 10;
    }
    out[15] = '#';
    std::uint64_t mix = rank;
    std::memcpy(out + 16, kRegions[splitmix64(mix) >> 61], 4);
}

} // namespace bench
