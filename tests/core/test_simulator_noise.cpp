// Poisson noise: the sampler draws a correct Poisson distribution for small and large means, and a noisy run gives
// the same numbers, bit for bit, whether its draws are made on one thread or several.
#include "partiscope/scenario.h"
#include "partiscope/simulation_report.h"
#include "partiscope/simulator.h"

#include "parallel_range.h"
#include "poisson_sampler.h"
#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace partiscope;

namespace {

struct Moments {
    double mean = 0;
    double variance = 0;
    double zeroShare = 0;
};

Moments sampleMoments(double mean, int samples) {
    sim::PoissonSampler sampler;
    sampler.setMean(mean);
    double sum = 0;
    double sumSquares = 0;
    double zeros = 0;
    for (int i = 0; i < samples; ++i) {
        // A stream per draw, as the simulator keys them (here: second 7 of key space 0's reads, partition i).
        sim::CounterStream stream =
            sim::partitionStream(sim::tickStreamKey(42, 0, 0, 7), static_cast<std::uint64_t>(i));
        const double k = sampler.draw(stream);
        REQUIRE(k >= 0);
        REQUIRE(k == std::floor(k));
        sum += k;
        sumSquares += k * k;
        zeros += k == 0 ? 1 : 0;
    }
    const double n = samples;
    Moments m;
    m.mean = sum / n;
    m.variance = (sumSquares - n * m.mean * m.mean) / (n - 1);
    m.zeroShare = zeros / n;
    return m;
}

} // namespace

TEST_CASE("Poisson noise draws have the Poisson mean and variance for small and large means") {
    // For Poisson(m): the sample mean of n draws has standard error sqrt(m / n); the sample variance has standard
    // error about sqrt((m + 2 m^2) / n) (fourth central moment m + 3 m^2, minus m^2). The bounds are 5 standard
    // errors: a correct sampler passes (the draws are fixed by the seed), a biased one (the old normal
    // approximation rounded at 30 and up, or a wrong branch) misses the variance or the zero share by far more.
    const int n = 400000;
    for (const double m : {0.5, 7.0, 9.99, 10.0, 40.0, 400.0, 1e4}) {
        CAPTURE(m);
        const Moments got = sampleMoments(m, n);
        CHECK(std::fabs(got.mean - m) < 5 * std::sqrt(m / n));
        CHECK(std::fabs(got.variance - m) < 5 * std::sqrt((m + 2 * m * m) / n));
        // P(0) = e^-m; its share of n draws has standard error sqrt(p (1 - p) / n).
        const double p0 = std::exp(-m);
        CHECK(std::fabs(got.zeroShare - p0) < 5 * std::sqrt(p0 * (1 - p0) / n) + 1e-12);
    }
}

TEST_CASE("Poisson noise draws: a zero mean draws zero, and each draw depends only on its stream") {
    sim::PoissonSampler sampler;
    sampler.setMean(0);
    sim::CounterStream stream{123};
    CHECK(sampler.draw(stream) == 0);
    sampler.setMean(250);
    sim::CounterStream a = sim::partitionStream(sim::tickStreamKey(1, 0, 1, 3600), 17);
    sim::CounterStream b = sim::partitionStream(sim::tickStreamKey(1, 0, 1, 3600), 17);
    CHECK(sampler.draw(a) == sampler.draw(b));
    // Another second, partition, direction, key space or seed is another stream.
    const std::uint64_t key = sim::tickStreamKey(1, 0, 1, 3600);
    for (const std::uint64_t other : {sim::tickStreamKey(1, 0, 1, 3601), sim::tickStreamKey(1, 0, 0, 3600),
                                      sim::tickStreamKey(1, 1, 1, 3600), sim::tickStreamKey(2, 0, 1, 3600)}) {
        CHECK(other != key);
    }
    CHECK(sim::partitionStream(key, 17).state != sim::partitionStream(key, 18).state);
}

namespace {

/// 300 table partitions with Zipf keys, standard retries, split-for-heat, Poisson noise, and a GSI of 200
/// partitions: enough partitions that the draws are shared among threads.
Scenario noisyScenario() {
    Scenario s = parsedScenario(R"({"version": 2, "name": "noise threads",
        "table": {"rcu": 900000, "wcu": 300000, "account_max_rcu": 900000, "account_max_wcu": 300000},
        "workload": {"duration_s": 400, "writes_per_s": 120000, "reads_per_s": 240000, "noise": "poisson",
          "retries": "standard", "seed": 9, "generator": {"kind": "zipf", "count": 20000, "s": 1.1}}})");
    s.table.partitions = 300;
    s.capacity.splitAfterS = 60; // splits within the run (the default waits 10 minutes)
    GsiSpec gsi = provisionedGsi("ByStatus", "ByStatus", 3000, 199000, 200);
    s.table.gsis.push_back(gsi);
    AccessPattern pattern;
    pattern.name = "read ByStatus";
    pattern.target = "ByStatus";
    pattern.key = "ByStatus#1";
    pattern.readsPerS = 1000;
    s.accessPatterns.push_back(pattern);
    for (int i = 0; i < 2000; ++i) {
        s.workload.indexKeys["ByStatus"].push_back(
            {"ByStatus#" + std::to_string(i), 1.0 / 2000, std::nullopt, SortKeyShape::Random, std::nullopt});
    }
    return s;
}

struct Run {
    std::vector<double> ticks; ///< every flow number of every partition of every key space, tick by tick
    std::string report;        ///< the run's JSON: totals, per-partition figures, splits, reasons
    double throttledRequests = 0;
    std::size_t partitions = 0;
};

void appendTicks(const std::vector<PartitionTick>& ticks, std::vector<double>& out) {
    for (const PartitionTick& t : ticks) {
        out.push_back(t.partition);
        for (const FlowTick* f : {&t.reads, &t.writes}) {
            for (const double v :
                 {f->demand, f->served, f->throttled, f->allocated, f->burstLevel, f->keyRangeThrottled,
                  f->provisionedThrottled, f->throttledRequests, f->backPressureThrottled}) {
                out.push_back(v);
            }
        }
    }
}

Run runWithThreads(const Scenario& scenario, unsigned threads) {
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    INFO(error);
    REQUIRE(simulator);
    simulator->setNoiseThreads(threads);
    Run run;
    while (simulator->step()) {
        appendTicks(simulator->lastTick(), run.ticks);
        for (std::size_t g = 0; g < simulator->indexCount(); ++g) {
            appendTicks(simulator->indexLastTick(g), run.ticks);
        }
    }
    const SimulationSnapshot snapshot = simulator->snapshot();
    run.report = simulationToJson(scenario, snapshot);
    run.throttledRequests = snapshot.metrics.throttledRequests;
    run.partitions = snapshot.partitions.size();
    return run;
}

bool sameBits(const std::vector<double>& a, const std::vector<double>& b) {
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0;
}

} // namespace

TEST_CASE("a noisy run gives bit-identical results on one thread and on several") {
    const Scenario scenario = noisyScenario();
    const Run one = runWithThreads(scenario, 1);
    // The run is one worth comparing: it throttles, retries and splits.
    REQUIRE(one.throttledRequests > 0);
    REQUIRE(one.partitions > 300);
    for (const unsigned threads : {2u, 3u}) {
        CAPTURE(threads);
        const Run many = runWithThreads(scenario, threads);
        CHECK(sameBits(one.ticks, many.ticks));
        CHECK(one.report == many.report);
    }
}

TEST_CASE("draws made ahead are redrawn when the rates change before their second") {
    // A profile changes both rates at seconds the draws ahead were made for with the old rates; a split changes
    // the means of the partitions it touches. One thread draws every second when it comes.
    Scenario scenario = noisyScenario();
    scenario.workload.durationS = 300;
    for (const double at : {37.0, 38.0, 150.0}) {
        WorkloadStep step;
        step.atS = at;
        step.writesPerS = 60000 + at * 100;
        step.readsPerS = 200000 - at * 100;
        scenario.workload.profile.push_back(step);
    }
    const Run one = runWithThreads(scenario, 1);
    REQUIRE(one.partitions > 300);
    const Run two = runWithThreads(scenario, 2);
    CHECK(sameBits(one.ticks, two.ticks));
    CHECK(one.report == two.report);
}

namespace {

/// Runs 2,000 jobs of counts below, at and above one chunk (64), so the caller alone and the helpers both take
/// parts, on 1, 2 and 3 threads, each through @p runJob(pool, job, count, mark); checks that every job marked each
/// index below its count exactly once and none above.
template <typename RunJob>
void checkEveryIndexOnce(const RunJob& runJob) {
    for (const unsigned threads : {1u, 2u, 3u}) {
        CAPTURE(threads);
        sim::ParallelRange pool(threads);
        std::vector<int> runs(5000);
        bool allOnce = true;
        for (int job = 0; job < 2000; ++job) {
            const std::size_t count = static_cast<std::size_t>(1 + job * 37 % 4999);
            std::fill(runs.begin(), runs.end(), 0);
            const std::function<void(std::size_t, std::size_t)> mark = [&runs](std::size_t begin, std::size_t end) {
                for (std::size_t i = begin; i < end; ++i) {
                    ++runs[i];
                }
            };
            runJob(pool, job, count, mark);
            for (std::size_t i = 0; i < runs.size(); ++i) {
                allOnce = allOnce && runs[i] == (i < count ? 1 : 0);
            }
        }
        CHECK(allOnce);
        CHECK_FALSE(pool.started());
    }
}

} // namespace

TEST_CASE("a parallel range started and finished later runs every index exactly once") {
    checkEveryIndexOnce([](sim::ParallelRange& pool, int job, std::size_t count,
                           const std::function<void(std::size_t, std::size_t)>& mark) {
        pool.start(count, mark);
        CHECK(pool.started());
        // Between start and finish the caller works on something else; odd jobs go straight to finish.
        if (job % 2 == 0) {
            volatile double busy = 0;
            for (int k = 0; k < 2000; ++k) {
                busy = busy + k;
            }
        }
        pool.finish();
        pool.finish(); // nothing started any more: nothing to do
    });
}

TEST_CASE("a parallel range runs every index exactly once, job after job, on any number of threads") {
    checkEveryIndexOnce([](sim::ParallelRange& pool, int, std::size_t count,
                           const std::function<void(std::size_t, std::size_t)>& mark) { pool.run(count, mark); });
}
