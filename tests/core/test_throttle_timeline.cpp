// The one timeline history of a run (core/include/partiscope/throttle_timeline.h): what the app draws and the
// design report charts. Fed here straight from a TableSimulator, as its callers do.
#include "worked_example.h"

#include "partiscope/scenario.h"
#include "partiscope/simulator.h"
#include "partiscope/throttle_timeline.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <vector>

using namespace partiscope;
using partiscope::test::adaptiveExample;

namespace {

ThrottleTimeline simulated(const Scenario& scenario) {
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    INFO(error);
    REQUIRE(simulator);
    ThrottleTimeline timeline(scenario.workload.durationS, timelineDirectionFor(scenario), simulator->partitionCount());
    simulator->run([&](std::uint64_t atS, const std::vector<PartitionTick>& ticks) { timeline.addTick(atS, ticks); });
    timeline.setSplits(simulator->snapshot().splits);
    return timeline;
}

float peakOf(const PeakSeries& series) {
    const auto& points = series.points();
    return points.empty() ? 0.0F : *std::max_element(points.begin(), points.end());
}

} // namespace

TEST_CASE("PeakSeries keeps bounded memory and every spike") {
    PeakSeries series(8);
    for (int i = 0; i < 1000; ++i) {
        series.add(i == 777 ? 100.0f : 1.0f);
    }
    CHECK(series.points().size() <= 8);
    CHECK(series.ticksPerPoint() * series.points().size() >= 1000);
    int spikes = 0;
    for (float v : series.points()) {
        spikes += v == 100.0f ? 1 : 0;
    }
    CHECK(spikes == 1);
}

TEST_CASE("Throttle timeline: fed straight from the simulator, first throttle at second 600", "[timeline]") {
    const Scenario scenario = adaptiveExample(700);
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    ThrottleTimeline timeline(700, timelineDirectionFor(scenario), simulator->partitionCount());
    simulator->run([&](std::uint64_t atS, const std::vector<PartitionTick>& ticks) { timeline.addTick(atS, ticks); });
    CHECK(timeline.nowS() == 700);
    CHECK(timeline.firstThrottleS() == std::optional<std::uint64_t>(600));
    REQUIRE(timeline.throttleOnsets().size() == 1);
    CHECK(timeline.throttleOnsets().front().partition == 3);
    CHECK(timeline.hottestPartitions(2) == std::vector<std::uint32_t>{3, 0});
    REQUIRE(timeline.partitions().size() == 4);
    CHECK(timeline.partitions()[3].consumed.points().front() == Approx(150));     // burst covers the extra 50
    CHECK(timeline.partitions()[3].consumed.points().back() == Approx(100));      // bucket empty: only the allocation
    CHECK(timeline.partitions()[3].utilisation.points().front() == Approx(0.15)); // of the 1000 WCU ceiling
}

TEST_CASE("Throttle timeline: memory stays bounded on a long run", "[timeline]") {
    ThrottleTimeline timeline(1'000'000, CapacityDirection::Writes, 2);
    std::vector<PartitionTick> ticks(2);
    ticks[1].partition = 1;
    for (std::uint64_t s = 0; s < 100'000; ++s) {
        ticks[0].writes.served = s == 54'321 ? 999.0 : 1.0; // one spike
        timeline.addTick(s, ticks);
    }
    const auto& points = timeline.partitions()[0].consumed.points();
    CHECK(points.size() <= timeline.pointsPerSeries());
    CHECK(*std::max_element(points.begin(), points.end()) == Approx(999)); // the spike survives
}

TEST_CASE("Throttle timeline: a partition born from a split lines up with the others", "[timeline]") {
    ThrottleTimeline timeline(100, CapacityDirection::Writes, 1);
    std::vector<PartitionTick> one(1);
    for (std::uint64_t s = 0; s < 10; ++s) {
        timeline.addTick(s, one);
    }
    std::vector<PartitionTick> two(2);
    two[1].partition = 1;
    two[1].writes.served = 5;
    timeline.addTick(10, two);
    REQUIRE(timeline.partitions().size() == 2);
    CHECK(timeline.partitions()[1].consumed.points().size() == timeline.partitions()[0].consumed.points().size());
    CHECK(timeline.partitions()[1].consumed.points().back() == Approx(5));
}

TEST_CASE("Throttle timeline: a partition born late holds what a value of 0 per second would have left", "[timeline]") {
    // 64 points per series (the smallest: 6 series x 64 points of budget), so 1000 s merge the points pairwise
    // four times: 1000 s at 16 s per point are 63 points (62 full ones, 1000 - 62 x 16 = 8 s in the open one).
    // The born partition must match one fed a zero every second, point for point, and take the next second in
    // the same open point.
    ThrottleTimeline timeline(2000, CapacityDirection::Writes, 2, TimelineDetail::Partitions, 6 * 64 * 2);
    std::vector<PartitionTick> ticks(2);
    ticks[1].partition = 1;
    for (std::uint64_t s = 0; s < 1000; ++s) {
        ticks[0].writes.served = static_cast<double>(s % 37);
        timeline.addTick(s, ticks); // partition 1 takes a 0 every second
    }
    REQUIRE(timeline.ticksPerPoint() == 16);
    REQUIRE(timeline.partitions()[1].consumed.points().size() == 63);
    std::vector<PartitionTick> three(3);
    three[1].partition = 1;
    three[2].partition = 2;
    for (std::uint64_t s = 1000; s < 1010; ++s) {
        three[1].writes.served = 7;
        three[2].writes.served = 7;
        timeline.addTick(s, three);
    }
    const PartitionTrace& fedZeros = timeline.partitions()[1];
    const PartitionTrace& born = timeline.partitions()[2];
    CHECK(born.consumed.points() == fedZeros.consumed.points());
    CHECK(born.consumed.ticksPerPoint() == fedZeros.consumed.ticksPerPoint());
    CHECK(born.throttledRequests.points() == fedZeros.throttledRequests.points());
    CHECK(born.consumed.points().size() == 64); // 1010 s: the open point filled (1008 s) and a new one began
    CHECK(born.consumed.points()[62] == Approx(7));
    CHECK(born.consumed.points()[61] == Approx(0));
}

TEST_CASE("Throttle timeline: the allocation range is kept per tick, zeros left out", "[timeline]") {
    ThrottleTimeline timeline(10, CapacityDirection::Writes, 2);
    CHECK_FALSE(timeline.smallestAllocation());
    std::vector<PartitionTick> ticks(2);
    ticks[1].partition = 1;
    ticks[0].writes.allocated = 1000.0;
    ticks[1].writes.allocated = 0.0; // not provisioned yet: no allocation to scale by
    timeline.addTick(0, ticks);
    CHECK(timeline.smallestAllocation() == Approx(1000));
    CHECK(timeline.largestAllocation() == Approx(1000));
    ticks[0].writes.allocated = 500.0; // a split halves it
    ticks[1].writes.allocated = 500.0;
    timeline.addTick(1, ticks);
    CHECK(timeline.smallestAllocation() == Approx(500));
    CHECK(timeline.largestAllocation() == Approx(1000));
}

TEST_CASE("Throttle timeline: a long run keeps each partition's throttling and allocation, bounded", "[timeline]") {
    // Was "history is kept per partition when asked", when the simulator kept a second history of its own.
    Scenario scenario = adaptiveExample(5000);
    scenario.capacity.burstStart = BurstStart::Empty; // partition 3 asks 150 of its 100 WCU from second 0
    const ThrottleTimeline timeline = simulated(scenario);
    REQUIRE(timeline.partitions().size() == 4);
    const PartitionTrace& hot = timeline.partitions()[3];
    CHECK(hot.throttled.points().size() <= timeline.pointsPerSeries());
    CHECK(hot.throttled.ticksPerPoint() > 1); // 5000 s did not fit one point a second
    CHECK(hot.throttled.points().front() == Approx(50));
    CHECK(hot.allocated.points().front() == Approx(100));
    CHECK(hot.firstThrottleS == std::optional<std::uint64_t>(0));
    CHECK_FALSE(timeline.partitions()[0].firstThrottleS);
}

TEST_CASE("Throttle timeline: the table series add up every partition per second, both directions", "[timeline]") {
    ThrottleTimeline timeline(4000, CapacityDirection::Writes, 2);
    std::vector<PartitionTick> ticks(2);
    ticks[1].partition = 1;
    for (std::uint64_t s = 0; s < 4000; ++s) {
        // The partitions throttle in alternate seconds: a sum of per-partition peaks would double the peak once
        // points merge; the table's own series keeps the true per-second peak of 30 WCU/s.
        ticks[0].writes.throttled = s % 2 == 0 ? 30.0 : 0.0;
        ticks[1].writes.throttled = s % 2 == 0 ? 0.0 : 30.0;
        ticks[0].writes.demand = 200.0;
        ticks[1].writes.demand = 100.0;
        ticks[0].reads.throttled = s == 3210 ? 7.0 : 0.0; // reads are kept though the timeline follows writes
        timeline.addTick(s, ticks);
    }
    const TableTrace& table = timeline.table();
    CHECK(table.writeThrottled.points().size() <= kTableTracePoints);
    REQUIRE(table.writeThrottled.ticksPerPoint() > 1);
    CHECK(peakOf(table.writeThrottled) == Approx(30));
    CHECK(table.writeThrottled.points().front() == Approx(30));
    CHECK(peakOf(table.readThrottled) == Approx(7));
    CHECK(peakOf(table.writeDemand) == Approx(300));
    CHECK(timeline.partitions()[0].throttled.points().front() == Approx(30));
}

TEST_CASE("Throttle timeline: it follows reads only for a scenario that only reads", "[timeline]") {
    Scenario scenario = adaptiveExample(10);
    CHECK(timelineDirectionFor(scenario) == CapacityDirection::Writes);
    scenario.workload.readsPerS = 100;
    CHECK(timelineDirectionFor(scenario) == CapacityDirection::Writes); // writes win when there are both
    scenario.workload.writesPerS = 0;
    CHECK(timelineDirectionFor(scenario) == CapacityDirection::Reads);
}

TEST_CASE("Throttle timeline: the start scale is a partition's provisioned share and its burst bucket", "[timeline]") {
    const Scenario scenario = adaptiveExample(10); // 400 WCU over 4 partitions
    const TimelineStartScale writes = timelineStartScale(scenario, CapacityDirection::Writes, 4);
    CHECK(writes.capacity == Approx(100));
    CHECK(writes.burstTokens == Approx(30'000)); // 300 s of the share
    Scenario onDemand = scenario;
    onDemand.table.mode = CapacityMode::OnDemand;
    const TimelineStartScale ceiling = timelineStartScale(onDemand, CapacityDirection::Writes, 4);
    CHECK(ceiling.capacity == Approx(1000)); // the per-partition ceiling
    CHECK(ceiling.burstTokens == 0);
}

TEST_CASE("Throttle timeline: the design report's run carries the splits and both directions", "[timeline]") {
    // A hot key on 2 partitions of a 2000 WCU table: its partition throttles and splits for heat.
    Scenario scenario = test::hotKeySplitExample();
    const ThrottleTimeline timeline = simulated(scenario);
    REQUIRE_FALSE(timeline.splits().empty());
    CHECK(timeline.partitions().size() > 2); // the split's new partition has a trace of its own
    REQUIRE(timeline.firstThrottleS());
    CHECK(peakOf(timeline.table().writeThrottled) > 0);
    CHECK(timeline.nowS() == 300);
}

TEST_CASE("Throttle timeline: table only keeps the same table series and first throttle, no partition traces",
          "[timeline]") {
    const Scenario scenario = adaptiveExample(700);
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    ThrottleTimeline full(700, CapacityDirection::Writes, 4);
    ThrottleTimeline table(700, CapacityDirection::Writes, 4, TimelineDetail::TableOnly);
    simulator->run([&](std::uint64_t atS, const std::vector<PartitionTick>& ticks) {
        full.addTick(atS, ticks);
        table.addTick(atS, ticks);
    });
    CHECK(table.partitions().empty());
    CHECK(table.throttleOnsets().empty());
    CHECK_FALSE(table.largestAllocation());
    CHECK(table.nowS() == 700);
    CHECK(table.firstThrottleS() == std::optional<std::uint64_t>(600));
    CHECK(table.firstThrottleS() == full.firstThrottleS());
    CHECK(table.table().writeThrottled.points() == full.table().writeThrottled.points());
    CHECK(table.table().writeDemand.points() == full.table().writeDemand.points());
    CHECK(peakOf(table.table().writeThrottled) == Approx(50));
}

TEST_CASE("Throttle timeline: an index's start scale is its own capacity's share and burst bucket", "[timeline]") {
    Scenario scenario = adaptiveExample(10); // the table: 400 WCU over 4 partitions
    GsiSpec index;
    index.name = "ByStatus";
    index.wcu = 600;
    scenario.table.gsis = {index};
    const TimelineStartScale writes = timelineStartScale(scenario, index, CapacityDirection::Writes, 2);
    CHECK(writes.capacity == Approx(300));       // 600 WCU over 2 partitions
    CHECK(writes.burstTokens == Approx(90'000)); // 300 s of the share
    scenario.capacity.burst = false;
    CHECK(timelineStartScale(scenario, index, CapacityDirection::Writes, 2).burstTokens == 0);
    index.wcu = 5000; // one partition's share above the per-partition ceiling: the ceiling
    CHECK(timelineStartScale(scenario, index, CapacityDirection::Writes, 2).capacity == Approx(1000));
}

TEST_CASE("Throttle timeline: the table's back-pressure series sums the partitions' writes refused for an index",
          "[timeline]") {
    ThrottleTimeline timeline(3, CapacityDirection::Writes, 2);
    std::vector<PartitionTick> tick(2);
    tick[0].partition = 0;
    tick[1].partition = 1;
    tick[0].writes.throttled = 40; // 25 of them for the index, 15 above the partition's own share
    tick[0].writes.backPressureThrottled = 25;
    tick[1].writes.throttled = 10;
    tick[1].writes.backPressureThrottled = 10;
    timeline.addTick(0, tick);
    tick[0].writes = FlowTick{};
    tick[1].writes = FlowTick{};
    timeline.addTick(1, tick);
    CHECK(timeline.table().writeBackPressureThrottled.points() == std::vector<float>{35.0F, 0.0F});
    CHECK(timeline.table().writeThrottled.points() == std::vector<float>{50.0F, 0.0F});

    // The table-only detail (the design report's) keeps it too.
    ThrottleTimeline tableOnly(3, CapacityDirection::Writes, 2, TimelineDetail::TableOnly);
    tick[0].writes.throttled = 7;
    tick[0].writes.backPressureThrottled = 7;
    tableOnly.addTick(0, tick);
    CHECK(tableOnly.table().writeBackPressureThrottled.points() == std::vector<float>{7.0F});
}

TEST_CASE("Throttle timeline: a smaller point budget lowers the resolution of each series", "[timeline]") {
    // 600,000 values over 1000 partitions x 6 series: 100 points per series.
    const ThrottleTimeline shared(86'400, CapacityDirection::Writes, 1000, TimelineDetail::Partitions, 600'000);
    CHECK(shared.pointsPerSeries() == 100);
    // The whole budget: 4,000,000 / 6,000 = 666 points.
    const ThrottleTimeline whole(86'400, CapacityDirection::Writes, 1000);
    CHECK(whole.pointsPerSeries() == 666);
    // Never below 64 points, however small the share.
    const ThrottleTimeline tiny(86'400, CapacityDirection::Writes, 1000, TimelineDetail::Partitions, 1000);
    CHECK(tiny.pointsPerSeries() == 64);
}
