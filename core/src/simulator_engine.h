#pragma once

// Internal to core's simulator sources: the engine's state and building blocks; its work is spread over
// simulator.cpp (set-up and key placement), simulator_tick.cpp (one tick, split-for-heat) and
// simulator_retries.cpp (retry delays and scheduling).

#include "partiscope/simulator.h"

#include "partiscope/dynamodb_limits.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace partiscope {

// Named (not anonymous) because TableSimulator::Engine, shared by several sources, holds these types.
namespace sim {

constexpr std::uint32_t kNoPartition = UINT32_MAX;
constexpr std::size_t kRetrySlots = 32; // > the longest retry delay in ticks (20 s cap + 1)
constexpr std::uint64_t kPeakMaturityS = 1800;
constexpr double kHotShareOfCeiling = 0.8; // split-for-heat: "hot" means above 80% of the ceiling // on-demand:
                                           // capacity follows a new peak within 30 minutes

struct SplitMix64 {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    /// Poisson sample: Knuth's product method for small means, a normal approximation above 30.
    double poisson(double mean) {
        if (mean <= 0) {
            return 0;
        }
        if (mean < 30) {
            const double limit = std::exp(-mean);
            double product = uniform();
            double k = 0;
            while (product > limit) {
                product *= uniform();
                ++k;
            }
            return k;
        }
        const double u1 = std::max(uniform(), 1e-300);
        const double u2 = uniform();
        const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
        return std::max(0.0, std::round(mean + std::sqrt(mean) * z));
    }
};

struct PhysicalKey {
    double writeShare = 0;  ///< writes per unit of table write rate
    double readQueries = 0; ///< queries per unit of table read rate
    double rcuPerQuery = 0;
    SortKeyShape sortKey = SortKeyShape::Random;
    std::uint64_t hash = 0;
};

struct Slice {
    std::uint32_t key = 0;
    double fraction = 1; ///< share of the key's traffic held by this partition
};

/// One direction (reads or writes) of one partition.
struct Flow {
    double allocated = 0;
    double tokens = 0;
    double tokenCap = 0;
    double weight = 0;              ///< requests per unit table rate
    double unitsPerRequest = 0;     ///< capacity units per request
    std::vector<double> retryRing;  ///< [slot * levels + level]: requests due for attempt level+1
    std::uint64_t retriesUntil = 0; ///< no retry is scheduled at or after this tick: skip the ring
    bool retriesGathered = false;   ///< this tick's request levels above the first are valid
    // per tick scratch
    double requests = 0;
    double demand = 0;
    double base = 0;
    double need = 0;
};

struct Partition {
    std::vector<Slice> slices;
    Flow reads;
    Flow writes;
    std::uint64_t hotStreak = 0;
    std::uint64_t throttleStreak = 0;
    bool adaptiveOn = false;
    bool splitBlocked = false;
    PartitionTotals totals;
};

} // namespace sim

struct TableSimulator::Engine {
    Scenario scenario; ///< its settings: workload.keys stays empty (the placed keys are `keys`)
    std::vector<sim::PhysicalKey> keys;
    std::vector<sim::Partition> partitions;
    std::vector<PartitionTick> lastTick;
    ThrottleMetrics metrics;
    std::vector<SplitEvent> splits;
    double failed = 0;
    std::uint64_t now = 0;
    sim::SplitMix64 rng{1};

    double wcuPerWrite = 1;
    double rcuPerRead = 0.5;
    double minRcuPerQuery = 0.5;
    double ceilingR = limits::kPartitionMaxRcu;
    double ceilingW = limits::kPartitionMaxWcu;
    int maxAttempts = 1;
    std::size_t levels = 1;
    // retryWeights[attempt-1][k]: share of requests that failed attempt `attempt` retried k ticks later
    std::vector<std::array<double, sim::kRetrySlots>> retryWeights;
    // on-demand peak tracking
    std::vector<double> servedHistoryR, servedHistoryW; // ring of kPeakMaturityS ticks
    double maturedPeakR = 0, maturedPeakW = 0;
    std::size_t profileIndex = 0;
    std::vector<std::uint32_t> splitCandidates;
    double writeRate = 0, readRate = 0;

    bool onDemand() const { return scenario.table.mode == CapacityMode::OnDemand; }

    // simulator_retries.cpp
    void setupRetries();
    void gatherRequests(sim::Flow& flow, double rate, double* levelRequests);
    void scheduleRetries(sim::Flow& flow, const double* levelRequests, double throttledShare, double& failedOut);

    // simulator_tick.cpp
    void recomputeWeights(sim::Partition& p) const;
    void updateRates();
    bool step();
    double sliceHeat(const sim::Slice& slice) const;
    void blockSplit(std::uint32_t index, std::string reason);
    void trySplit(std::uint32_t index);
};

} // namespace partiscope
