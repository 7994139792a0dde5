// Quiet groups: partitions well inside their limits are served as one (under Poisson noise, sharing one draw per
// second), what each is owed is paid in full, looking at a run changes nothing, the group breaks up (paying every
// member) when a rate changes, back-pressure refuses table writes, adaptive capacity runs short or a member's data
// nears 10 GB, and without noise the figures are those of every partition ticked on its own.
#include "partiscope/scenario.h"
#include "partiscope/simulation_report.h"
#include "partiscope/simulator.h"

#include "../json_number.h"
#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

using namespace partiscope;
using partiscope::testing::jsonNumber;
using partiscope::testing::parseNumber;

namespace {

/// 200 partitions, 20,000 Zipf keys (a few hot ones throttle), standard retries, Poisson noise.
Scenario zipfScenario(std::uint64_t durationS) {
    return parsedScenario(R"({"version": 2, "name": "quiet groups",
        "table": {"rcu": 300000, "wcu": 100000, "partitions": 200, "account_max_rcu": 300000,
                  "account_max_wcu": 100000},
        "workload": {"duration_s": )" +
                          std::to_string(durationS) + R"(, "writes_per_s": 40000, "reads_per_s": 80000,
          "noise": "poisson", "retries": "standard", "seed": 3,
          "generator": {"kind": "zipf", "count": 20000, "s": 1.1}}})");
}

/// A GSI of 60 partitions (60,000 WCU) over 3,001 values, one of them taking @p hotShare of the items: it throttles
/// and pushes back on the table's writes.
void addIndexWithHotKey(Scenario& scenario, double hotShare) {
    GsiSpec gsi = provisionedGsi("ByStatus", "ByStatus", 3000, 60000, 60);
    scenario.table.gsis.push_back(gsi);
    // 60,000 WCU is above the default per-table quota, which the scenario then states as raised.
    scenario.table.accountMaxWcu = std::max(scenario.table.accountMaxWcu, gsi.wcu);
    auto& keys = scenario.workload.indexKeys["ByStatus"];
    keys.push_back({"ByStatus#hot", hotShare, std::nullopt, SortKeyShape::Random, std::nullopt});
    for (int i = 0; i < 3000; ++i) {
        keys.push_back(
            {"ByStatus#" + std::to_string(i), (1 - hotShare) / 3000, std::nullopt, SortKeyShape::Random, std::nullopt});
    }
}

/// Every partition's requested and served units, summed over the ticks it was seen in; on the way, checks that a
/// partition within its allocation saved the rest in its burst bucket (up to its cap), quiet or not.
struct Sums {
    std::vector<double> readRequests, readsServed, writeRequests, writesServed;
    std::vector<PartitionTick> previous;
    int savingSeconds = 0;
    void add(const std::vector<PartitionTick>& ticks) {
        for (const PartitionTick& t : ticks) {
            if (t.partition < previous.size()) {
                for (auto [now, before] : {std::pair{&t.reads, &previous[t.partition].reads},
                                           std::pair{&t.writes, &previous[t.partition].writes}}) {
                    if (now->allocated == before->allocated && now->demand < now->allocated && now->throttled == 0) {
                        const double cap = 300 * now->allocated;
                        REQUIRE(now->burstLevel ==
                                Approx(std::min(cap, before->burstLevel + now->allocated - now->demand))
                                    .epsilon(1e-9)
                                    .margin(1e-6));
                        savingSeconds += before->burstLevel < cap ? 1 : 0;
                    }
                }
            }
            for (auto* v : {&readRequests, &readsServed, &writeRequests, &writesServed}) {
                v->resize(std::max<std::size_t>(v->size(), t.partition + 1), 0.0);
            }
            readRequests[t.partition] += t.reads.demand;
            readsServed[t.partition] += t.reads.served;
            writeRequests[t.partition] += t.writes.demand;
            writesServed[t.partition] += t.writes.served;
        }
        previous = ticks;
    }
};

/// The partitions' totals match what their ticks add up to (to rounding): a quiet member's owed units are paid.
void checkTotalsAreTheTicks(const std::vector<PartitionTotals>& totals, const Sums& sums) {
    REQUIRE(sums.readRequests.size() == totals.size());
    for (const PartitionTotals& p : totals) {
        CAPTURE(p.index);
        CHECK(p.readRequests == Approx(sums.readRequests[p.index]).epsilon(1e-9).margin(1e-6));
        CHECK(p.readsServed == Approx(sums.readsServed[p.index]).epsilon(1e-9).margin(1e-6));
        CHECK(p.writeRequests == Approx(sums.writeRequests[p.index]).epsilon(1e-9).margin(1e-6));
        CHECK(p.writesServed == Approx(sums.writesServed[p.index]).epsilon(1e-9).margin(1e-6));
    }
}

/// Runs @p scenario looking at every tick: the ticks' sums, and the run's JSON.
std::string watchedRun(const Scenario& scenario, Sums& sums, std::vector<Sums>* indexSums = nullptr) {
    auto simulator = simulatorFor(scenario);
    if (indexSums) {
        indexSums->resize(simulator->indexCount());
    }
    while (simulator->step()) {
        sums.add(simulator->lastTick());
        for (std::size_t g = 0; indexSums && g < simulator->indexCount(); ++g) {
            (*indexSums)[g].add(simulator->indexLastTick(g));
        }
    }
    const SimulationSnapshot snapshot = simulator->snapshot();
    checkTotalsAreTheTicks(snapshot.partitions, sums);
    for (std::size_t g = 0; indexSums && g < snapshot.indexes.size(); ++g) {
        CAPTURE(snapshot.indexes[g].name);
        checkTotalsAreTheTicks(snapshot.indexes[g].partitions, (*indexSums)[g]);
    }
    return simulationToJson(scenario, snapshot);
}

/// The same run's JSON with nobody looking until the end.
std::string unwatchedRun(const Scenario& scenario) {
    return simulationToJson(scenario, runToEnd(scenario));
}

} // namespace

TEST_CASE("quiet partitions share one Poisson draw per second, and a hot partition draws its own") {
    auto simulator = simulatorFor(zipfScenario(120));
    // Demands per tick of every partition (writes), and each partition's largest demand.
    std::vector<std::vector<double>> demands;
    while (simulator->step()) {
        std::vector<double> tick;
        for (const PartitionTick& t : simulator->lastTick()) {
            tick.push_back(t.writes.demand);
        }
        demands.push_back(tick);
    }
    const SimulationSnapshot snapshot = simulator->snapshot();
    REQUIRE(snapshot.metrics.throttledRequests > 0); // the hot keys throttle
    // The busiest partition (a hot key's) and two of the least busy ones.
    std::size_t hot = 0;
    std::vector<std::size_t> order(snapshot.partitions.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
        if (snapshot.partitions[i].writeRequests > snapshot.partitions[hot].writeRequests) {
            hot = i;
        }
    }
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return snapshot.partitions[a].writeRequests < snapshot.partitions[b].writeRequests;
    });
    const std::size_t a = order[10];
    const std::size_t b = order[20];
    // Two quiet partitions' demands keep their weights' ratio second after second (one draw moves both); the hot
    // partition's own draw (and its retries) does not follow theirs.
    int sameRatio = 0;
    int hotSameRatio = 0;
    const double ratio = demands[1][a] / demands[1][b];
    const double hotRatio = demands[1][hot] / demands[1][b];
    for (std::size_t t = 1; t < demands.size(); ++t) {
        sameRatio += std::abs(demands[t][a] / demands[t][b] / ratio - 1) < 1e-12 ? 1 : 0;
        hotSameRatio += std::abs(demands[t][hot] / demands[t][b] / hotRatio - 1) < 1e-12 ? 1 : 0;
    }
    CHECK(sameRatio == static_cast<int>(demands.size()) - 1);
    CHECK(hotSameRatio < 5);
    // Their shared draw is noisy: the demand is not the same every second.
    CHECK(demands[5][a] != demands[6][a]);
}

TEST_CASE("a quiet group's draw has the Poisson mean and variance of its members' requests") {
    // No hot key: every partition is quiet, so the table's write requests per second are the group's draw.
    Scenario scenario = parsedScenario(R"({"version": 2, "table": {"rcu": 300000, "wcu": 100000, "partitions": 50,
        "account_max_rcu": 300000, "account_max_wcu": 100000},
        "workload": {"duration_s": 4000, "writes_per_s": 20000, "reads_per_s": 0, "noise": "poisson", "seed": 11,
          "retries": "standard", "generator": {"kind": "uniform", "count": 5000}}})");
    auto simulator = simulatorFor(scenario);
    double sum = 0;
    double sumSquares = 0;
    double n = 0;
    while (simulator->step()) {
        double requests = 0;
        for (const PartitionTick& t : simulator->lastTick()) {
            requests += t.writes.demand; // one WCU per write
        }
        sum += requests;
        sumSquares += requests * requests;
        n += 1;
    }
    const double mean = sum / n;
    const double variance = (sumSquares - n * mean * mean) / (n - 1);
    CHECK(mean == Approx(20000).epsilon(0.002));   // the mean's standard error is 0.035 %
    CHECK(variance == Approx(20000).epsilon(0.1)); // the variance's is 2.2 %
}

TEST_CASE("looking at a noisy run every second changes nothing, and every partition is paid what its ticks say") {
    Scenario scenario = zipfScenario(600);
    scenario.capacity.splitAfterS = 60;               // hot partitions split during the run
    scenario.capacity.burstStart = BurstStart::Empty; // the buckets fill during the run
    Sums sums;
    const std::string watched = watchedRun(scenario, sums);
    CHECK(watched == unwatchedRun(scenario));
    CHECK(sums.savingSeconds > 10000);
}

TEST_CASE("a quiet group breaks up and pays its members when the rates change, back-pressure refuses writes, "
          "adaptive capacity runs short or a member's data nears 10 GB") {
    SECTION("a profile step") {
        Scenario scenario = zipfScenario(300);
        for (const double at : {100.0, 200.0}) {
            WorkloadStep step;
            step.atS = at;
            step.writesPerS = at == 100.0 ? 90000 : 20000; // the second step brings them back to quiet
            scenario.workload.profile.push_back(step);
        }
        Sums sums;
        CHECK(watchedRun(scenario, sums) == unwatchedRun(scenario));
    }
    SECTION("back-pressure from a GSI with a hot key") {
        Scenario scenario = zipfScenario(300);
        addIndexWithHotKey(scenario, 0.1);
        Sums sums;
        std::vector<Sums> indexSums;
        const std::string watched = watchedRun(scenario, sums, &indexSums);
        CHECK(watched == unwatchedRun(scenario));
        CHECK(runToEnd(scenario).metrics.writeBackPressureThrottleEvents > 0);
    }
    SECTION("adaptive capacity runs short") {
        // The table's capacity is just above its demand: the hot keys' need exhausts the pool in some seconds.
        Scenario scenario = zipfScenario(300);
        scenario.table.wcu = 42000;
        scenario.table.rcu = 45000;
        Sums sums;
        CHECK(watchedRun(scenario, sums) == unwatchedRun(scenario));
    }
    SECTION("data grows past 10 GB: the size splits come as they do without the group") {
        Scenario scenario = zipfScenario(400);
        scenario.table.sizeGb = 200 * 9.97; // 9.97 GB a partition; 40,000 writes/s of 1 KB add 0.2 MB a second each
        scenario.capacity.splitForHeat = false;
        Sums sums;
        const std::string watched = watchedRun(scenario, sums);
        CHECK(watched == unwatchedRun(scenario));
        Scenario fluid = scenario;
        fluid.workload.noise = NoiseModel::None;
        const SimulationSnapshot noisy = runToEnd(scenario);
        const SimulationSnapshot expected = runToEnd(fluid);
        REQUIRE(expected.splits.size() > 50);
        // The noise moves each split by a few seconds at most; none is missed or made early by the group.
        REQUIRE(noisy.splits.size() == expected.splits.size());
        std::vector<std::uint64_t> noisyAt(noisy.partitions.size(), 0);
        for (const SplitEvent& e : noisy.splits) {
            noisyAt[e.partition] = e.atS;
        }
        for (const SplitEvent& e : expected.splits) {
            CAPTURE(e.partition);
            CHECK(std::abs(static_cast<double>(noisyAt[e.partition]) - static_cast<double>(e.atS)) <= 30.0);
        }
    }
}

namespace {

/// Every tick's figures of every key space, and the end's snapshot, of @p scenario with the quiet groups on or off.
struct Reference {
    std::vector<double> ticks;
    SimulationSnapshot snapshot;
};

Reference runWithGroups(const Scenario& scenario, bool groups) {
    auto simulator = simulatorFor(scenario);
    simulator->setQuietGroups(groups);
    Reference r;
    auto add = [&r](const std::vector<PartitionTick>& ticks) {
        for (const PartitionTick& t : ticks) {
            r.ticks.push_back(t.partition);
            for (const FlowTick* f : {&t.reads, &t.writes}) {
                for (const double v :
                     {f->demand, f->served, f->throttled, f->allocated, f->burstLevel, f->keyRangeThrottled,
                      f->provisionedThrottled, f->throttledRequests, f->backPressureThrottled}) {
                    r.ticks.push_back(v);
                }
            }
        }
    };
    while (simulator->step()) {
        add(simulator->lastTick());
        for (std::size_t g = 0; g < simulator->indexCount(); ++g) {
            add(simulator->indexLastTick(g));
        }
    }
    r.snapshot = simulator->snapshot();
    return r;
}

void checkSameTotals(const std::vector<PartitionTotals>& a, const std::vector<PartitionTotals>& b) {
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        CAPTURE(i);
        for (auto field :
             {&PartitionTotals::readRequests, &PartitionTotals::readsServed, &PartitionTotals::readsThrottled,
              &PartitionTotals::writeRequests, &PartitionTotals::writesServed, &PartitionTotals::writesThrottled}) {
            REQUIRE(a[i].*field == Approx(b[i].*field).epsilon(1e-9).margin(1e-6));
        }
        REQUIRE(a[i].firstThrottleS == b[i].firstThrottleS);
        REQUIRE(a[i].parent == b[i].parent);
    }
}

void checkSameSplits(const std::vector<SplitEvent>& a, const std::vector<SplitEvent>& b) {
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        CHECK(a[i].atS == b[i].atS);
        CHECK(a[i].partition == b[i].partition);
        CHECK(a[i].newPartition == b[i].newPartition);
        CHECK(a[i].reason == b[i].reason);
    }
}

/// Without noise the groups are exact: the same ticks, totals, metrics and splits as every partition on its own.
void checkGroupsChangeNothing(const Scenario& scenario) {
    REQUIRE(scenario.workload.noise == NoiseModel::None);
    const Reference alone = runWithGroups(scenario, false);
    const Reference grouped = runWithGroups(scenario, true);
    REQUIRE(alone.ticks.size() == grouped.ticks.size());
    std::size_t differing = 0;
    for (std::size_t i = 0; i < alone.ticks.size(); ++i) {
        differing += alone.ticks[i] == Approx(grouped.ticks[i]).epsilon(1e-9).margin(1e-6) ? 0 : 1;
    }
    CHECK(differing == 0);
    checkSameTotals(alone.snapshot.partitions, grouped.snapshot.partitions);
    checkSameSplits(alone.snapshot.splits, grouped.snapshot.splits);
    const auto& m = alone.snapshot.metrics;
    const auto& n = grouped.snapshot.metrics;
    CHECK(m.consumedReadCapacityUnits == Approx(n.consumedReadCapacityUnits).epsilon(1e-9));
    CHECK(m.consumedWriteCapacityUnits == Approx(n.consumedWriteCapacityUnits).epsilon(1e-9));
    CHECK(m.throttledRequests == Approx(n.throttledRequests).epsilon(1e-9).margin(1e-6));
    CHECK(m.writeBackPressureThrottleEvents == Approx(n.writeBackPressureThrottleEvents).epsilon(1e-9).margin(1e-6));
    CHECK(alone.snapshot.failedRequests == Approx(grouped.snapshot.failedRequests).epsilon(1e-9).margin(1e-6));
    REQUIRE(alone.snapshot.indexes.size() == grouped.snapshot.indexes.size());
    for (std::size_t g = 0; g < alone.snapshot.indexes.size(); ++g) {
        checkSameTotals(alone.snapshot.indexes[g].partitions, grouped.snapshot.indexes[g].partitions);
        checkSameSplits(alone.snapshot.indexes[g].splits, grouped.snapshot.indexes[g].splits);
    }
}

Scenario withoutNoise(Scenario scenario) {
    scenario.workload.noise = NoiseModel::None;
    return scenario;
}

} // namespace

TEST_CASE("without noise, the quiet groups give the figures of every partition ticked on its own") {
    SECTION("hot keys, retries and split-for-heat") {
        Scenario scenario = withoutNoise(zipfScenario(600));
        scenario.capacity.splitAfterS = 60;
        scenario.capacity.burstStart = BurstStart::Empty;
        checkGroupsChangeNothing(scenario);
    }
    SECTION("profile steps, delayed adaptive capacity") {
        Scenario scenario = withoutNoise(zipfScenario(400));
        scenario.capacity.adaptive = AdaptiveMode::Delayed;
        scenario.capacity.adaptiveDelayS = 30;
        for (const double at : {100.0, 250.0}) {
            WorkloadStep step;
            step.atS = at;
            step.writesPerS = at == 100.0 ? 90000 : 20000;
            step.readsPerS = at == 100.0 ? 50000 : 150000;
            scenario.workload.profile.push_back(step);
        }
        checkGroupsChangeNothing(scenario);
    }
    SECTION("a GSI pushing back, with data past 10 GB") {
        Scenario scenario = withoutNoise(zipfScenario(400));
        scenario.table.sizeGb = 200 * 9.97;
        addIndexWithHotKey(scenario, 0.03);
        const Reference grouped = runWithGroups(scenario, true);
        CHECK(grouped.snapshot.metrics.writeBackPressureThrottleEvents > 0);
        CHECK(grouped.snapshot.splits.size() > 20);
        checkGroupsChangeNothing(scenario);
    }
    SECTION("data past 10 GB: size splits") {
        Scenario scenario = withoutNoise(zipfScenario(400));
        scenario.table.sizeGb = 200 * 9.97;
        scenario.capacity.splitForHeat = false;
        const Reference grouped = runWithGroups(scenario, true);
        CHECK(grouped.snapshot.splits.size() > 50);
        checkGroupsChangeNothing(scenario);
    }
    SECTION("the table asks for more than its capacity: adaptive capacity cannot lend all") {
        // 40,000 writes/s (less the hot keys above their ceilings) against 20,000 WCU: the partitions above their
        // allocation lack what the pool has not.
        Scenario scenario = withoutNoise(zipfScenario(200));
        scenario.table.wcu = 20000;
        scenario.capacity.burstStart = BurstStart::Empty; // no saved capacity to hide the shortage
        const Reference grouped = runWithGroups(scenario, true);
        CHECK(grouped.snapshot.metrics.writeProvisionedThroughputThrottleEvents > 0);
        checkGroupsChangeNothing(scenario);
    }
    SECTION("adaptive capacity off") {
        Scenario scenario = withoutNoise(zipfScenario(300));
        scenario.capacity.adaptive = AdaptiveMode::Off;
        checkGroupsChangeNothing(scenario);
    }
}

TEST_CASE("with noise, the quiet groups keep every partition's totals within its own noise of ticking it alone") {
    const Scenario scenario = zipfScenario(600);
    const Reference alone = runWithGroups(scenario, false);
    const Reference grouped = runWithGroups(scenario, true);
    REQUIRE(alone.snapshot.partitions.size() == grouped.snapshot.partitions.size());
    for (std::size_t i = 0; i < alone.snapshot.partitions.size(); ++i) {
        CAPTURE(i);
        // Over 600 s a partition's requests differ by the two runs' noise: a few of their standard deviations.
        const double requests = alone.snapshot.partitions[i].writeRequests;
        CHECK(std::abs(grouped.snapshot.partitions[i].writeRequests - requests) <= 6 * std::sqrt(requests) + 1);
    }
    CHECK(grouped.snapshot.metrics.throttledRequests == Approx(alone.snapshot.metrics.throttledRequests).epsilon(0.01));
}

TEST_CASE("without noise, the quiet groups give the figures of every partition alone on random scenarios") {
    std::mt19937_64 random(20261201);
    const char* adaptive[] = {"instant", "delayed", "off"};
    const char* retries[] = {"none", "standard", "legacy"};
    for (int round = 0; round < 40; ++round) {
        const int partitions = 10 + static_cast<int>(random() % 110);
        const double wcu = 50.0 * partitions + static_cast<double>(random() % 300) * partitions;
        const double rcu = 150.0 * partitions + static_cast<double>(random() % 1000) * partitions;
        const std::string json =
            R"({"version": 2, "table": {"rcu": )" + jsonNumber(rcu) + R"(, "wcu": )" + jsonNumber(wcu) +
            R"(, "partitions": )" + jsonNumber(partitions) + R"(, "size_gb": )" +
            jsonNumber(partitions * (random() % 2 ? 9.98 : 1.0)) +
            // Up to 136,000 RCU: above the default per-table quota, so a raised one is stated.
            R"(, "account_max_rcu": 1000000, "account_max_wcu": 1000000},
            "capacity": {"adaptive": ")" +
            adaptive[random() % 3] + R"(", "adaptive_delay_s": 20, "split_after_s": )" +
            jsonNumber(10 + random() % 90) + R"(, "burst_start": ")" + (random() % 2 ? "full" : "empty") +
            R"("},
            "workload": {"duration_s": 150, "writes_per_s": )" +
            jsonNumber(wcu * (0.2 + static_cast<double>(random() % 100) / 100.0)) + R"(, "reads_per_s": )" +
            jsonNumber(rcu * (0.2 + static_cast<double>(random() % 150) / 100.0)) + R"(, "retries": ")" +
            retries[random() % 3] + R"(", "noise": "none",
              "generator": {"kind": "zipf", "count": )" +
            jsonNumber(500 + random() % 20000) + R"(, "s": )" +
            jsonNumber(0.6 + static_cast<double>(random() % 80) / 100.0) + "}}}";
        CAPTURE(round, json);
        Scenario scenario = parsedScenario(json);
        if (random() % 2) {
            WorkloadStep step;
            step.atS = static_cast<double>(20 + random() % 100);
            step.writesPerS = scenario.workload.writesPerS * (0.5 + static_cast<double>(random() % 100) / 100.0);
            scenario.workload.profile.push_back(step);
        }
        if (random() % 3 == 0) {
            addIndexWithHotKey(scenario, static_cast<double>(random() % 10) / 100.0);
        }
        checkGroupsChangeNothing(scenario);
    }
}
