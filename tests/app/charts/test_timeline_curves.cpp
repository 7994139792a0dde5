#include "../core/worked_example.h"
#include "charts/chart_adapter.h"
#include "charts/timeline_curves.h"
#include "jobs/simulation_player.h"

#include <partiscope/scenario.h>
#include <partiscope/simulator.h>

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>

using namespace partiscope;
using namespace partiscope::ui;
using partiscope::test::adaptiveExample;

namespace {

std::optional<std::uint64_t> coreFirstThrottle(const Scenario& scenario) {
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    simulator->run();
    std::optional<std::uint64_t> first;
    for (const auto& partition : simulator->snapshot().partitions) {
        if (partition.firstThrottleS && (!first || *partition.firstThrottleS < *first)) {
            first = partition.firstThrottleS;
        }
    }
    return first;
}

bool waitUntil(const std::function<bool()>& done, int timeoutMs = 20'000) {
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    return done();
}

} // namespace

TEST_CASE("Throttle timeline curves: top N, the rest aggregated, markers", "[timeline]") {
    const Scenario scenario = adaptiveExample(700);
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    ThrottleTimeline timeline(700, CapacityDirection::Writes, 4);
    simulator->run([&](std::uint64_t atS, const std::vector<PartitionTick>& ticks) { timeline.addTick(atS, ticks); });
    const TimelineCurves curves = timelineCurves(timeline, 2, 0);
    REQUIRE(curves.curves.size() == 3);
    CHECK(curves.curves[0].partition == std::optional<std::uint32_t>(3));
    CHECK_FALSE(curves.curves[2].partition.has_value());
    CHECK(curves.curves[2].label == QStringLiteral("other 2 partitions"));
    CHECK(curves.curves[2].consumed.front().y() == Approx(100)); // two partitions of 50 WCU/s
    CHECK(curves.curves[2].allocated.front().y() == Approx(200));
    REQUIRE(curves.throttleOnsets.size() == 1);
    CHECK(curves.throttleOnsets.front() == QPointF(600, 50)); // on the throttled line
    CHECK(curves.throttled.back().y() == Approx(50));
    CHECK(curves.throttled.front().y() == 0);
    CHECK(curves.maxCapacity == Approx(200));
    CHECK(curves.hottestBurst.front().y() == Approx(30'000 - 50)); // 300 s x 100 WCU, minus the first second

    ThrottleTimelineChart chart;
    chart.setCurves(curves, QStringLiteral("WCU"));
    CHECK(chart.framesApplied() == 1);
    // One point a second, plus the one closing second 699 at 700 s.
    CHECK(chart.pointCount(QStringLiteral("partition 3")) == 701);
    CHECK(chart.pointCount(QStringLiteral("throttling starts")) == 1);
}

TEST_CASE("Throttle timeline curves reach the current second, as the partition x time map does", "[timeline]") {
    // A long run merges many seconds into one point; each line must still end at the current second, not
    // at the start of its last merged interval (an hour's run stopped about 100 s short).
    ThrottleTimeline timeline(3600, CapacityDirection::Writes, 2);
    std::vector<PartitionTick> ticks(2);
    ticks[1].partition = 1;
    for (std::uint64_t s = 0; s < 3600; ++s) {
        ticks[0].writes.served = 100.0;
        ticks[0].writes.allocated = 500.0;
        ticks[1].writes.served = 50.0;
        timeline.addTick(s, ticks);
    }
    REQUIRE(timeline.ticksPerPoint() > 1);
    const TimelineCurves curves = timelineCurves(timeline, 1, 2000);
    REQUIRE(curves.curves.size() == 2); // partition 0 and "other 1 partition"
    for (const TimelineCurve& curve : curves.curves) {
        INFO(curve.label.toStdString());
        REQUIRE_FALSE(curve.consumed.isEmpty());
        CHECK(curve.consumed.back().x() == Approx(3600));
        CHECK(curve.allocated.back().x() == Approx(3600));
    }
    CHECK(curves.curves.front().consumed.back().y() == Approx(100));
    CHECK(curves.throttled.back().x() == Approx(3600));
    CHECK(curves.hottestBurst.back().x() == Approx(3600));
}

TEST_CASE("Simulation player: playing the adaptive-capacity example throttles exactly when the core says",
          "[timeline][player]") {
    const Scenario scenario = adaptiveExample(700);
    const auto expected = coreFirstThrottle(scenario);
    REQUIRE(expected == std::optional<std::uint64_t>(600));

    SimulationPlayer player;
    QString error;
    REQUIRE(player.setScenario(scenario, error));
    int frames = 0;
    QObject::connect(&player, &SimulationPlayer::frameApplied, [&frames] { ++frames; });
    player.advanceBy(599);
    REQUIRE(waitUntil([&] { return player.timeline().nowS() == 599; }));
    CHECK_FALSE(player.timeline().firstThrottleS().has_value());
    player.step();
    REQUIRE(waitUntil([&] { return player.timeline().nowS() == 600; }));
    CHECK_FALSE(player.timeline().firstThrottleS().has_value()); // second 599 still served from the bucket
    player.step();
    REQUIRE(waitUntil([&] { return player.timeline().nowS() == 601; }));
    CHECK(player.timeline().firstThrottleS() == expected);
    CHECK(frames >= 3);

    // Playing runs to the end and stops there.
    player.setSpeed(1000);
    player.play();
    CHECK(player.isPlaying());
    REQUIRE(waitUntil([&] { return player.isFinished(); }));
    CHECK_FALSE(player.isPlaying());
    CHECK(player.timeline().nowS() == 700);
    CHECK(player.timeline().throttleOnsets().size() == 1);

    // Reset rewinds; work queued for the old run never shows up in the new one.
    player.advanceBy(50);
    player.reset();
    CHECK(player.timeline().nowS() == 0);
    player.advanceBy(10);
    REQUIRE(waitUntil([&] { return player.timeline().nowS() == 10; }));
    QCoreApplication::processEvents();
    CHECK(player.timeline().nowS() == 10);
}

TEST_CASE("Simulation player: a scenario that cannot run is refused and the old one stays", "[timeline][player]") {
    SimulationPlayer player;
    QString error;
    REQUIRE(player.setScenario(adaptiveExample(100), error));
    Scenario broken = adaptiveExample(100);
    broken.table.partitions = 0;
    CHECK_FALSE(player.setScenario(broken, error));
    CHECK_FALSE(error.isEmpty());
    CHECK(player.timeline().durationS() == 100);
    CHECK(player.timeline().partitions().size() == 4);
}

TEST_CASE("Simulation player: splits and throttle totals survive frames with nothing new", "[timeline][player]") {
    // A hot key on 2 partitions of a 2000 WCU table: its partition throttles and splits for heat.
    Scenario scenario = test::hotKeySplitExample();
    SimulationPlayer player;
    QString error;
    REQUIRE(player.setScenario(scenario, error));
    player.advanceBy(300);
    REQUIRE(waitUntil([&] {
        player.applyStagedTicks();
        return player.timeline().nowS() == 300;
    }));
    REQUIRE_FALSE(player.timeline().splits().empty());
    const double throttled = player.metrics().throttledRequests;
    REQUIRE(throttled > 0);
    const std::size_t splits = player.timeline().splits().size();

    // The staging area is empty now: taking it again must not wipe what the last batch said.
    CHECK_FALSE(player.applyStagedTicks());
    CHECK(player.timeline().splits().size() == splits);
    CHECK(player.metrics().throttledRequests == throttled);
}

TEST_CASE("Timeline curves: index back-pressure is a series of its own, present only while there is some",
          "[timeline][targets]") {
    ThrottleTimeline timeline(4, CapacityDirection::Writes, 1);
    std::vector<PartitionTick> tick(1);
    timeline.addTick(0, tick);
    CHECK(timelineCurves(timeline, 5, 0).backPressure.isEmpty()); // none yet: no series, no legend entry
    tick[0].writes.throttled = 30;
    tick[0].writes.backPressureThrottled = 20;
    timeline.addTick(1, tick);
    const TimelineCurves curves = timelineCurves(timeline, 5, 0);
    // One point per second, closed at the time cursor (2 s) like every other line.
    REQUIRE(curves.backPressure.size() == 3);
    CHECK(curves.backPressure[0] == QPointF(0, 0));
    CHECK(curves.backPressure[1] == QPointF(1, 20));
    CHECK(curves.backPressure[2] == QPointF(2, 20));
    CHECK(curves.throttled[1].y() == Approx(30)); // the whole throttled line still counts it

    // A reads timeline has no back-pressure to show (it is a write rule).
    ThrottleTimeline reads(4, CapacityDirection::Reads, 1);
    reads.addTick(0, tick);
    CHECK(timelineCurves(reads, 5, 0).backPressure.isEmpty());
}

TEST_CASE("CloudWatch's consumed capacity becomes per-second steps beside the simulation's", "[timeline][cloudwatch]") {
    MetricComparison comparison;
    comparison.metric = "ConsumedWriteCapacityUnits";
    comparison.periodS = 60;
    comparison.points = {{0, 3000, 3000}, {60, 2400, 3000}};
    const std::vector<MetricComparison> all{comparison};
    CHECK(timelineComparison(all, CapacityDirection::Writes) == &all[0]);
    CHECK(timelineComparison(all, CapacityDirection::Reads) == nullptr);

    TimelineCurves curves;
    curves.durationS = 120;
    curves.maxCapacity = 10;
    addObservedCurves(curves, comparison, 0);
    CHECK(curves.observedLabel == QStringLiteral("CloudWatch ConsumedWriteCapacityUnits"));
    // 3000 and 2400 units a minute are 50 and 40 a second, each held over its minute.
    CHECK(curves.observed == QList<QPointF>{QPointF(0, 50), QPointF(60, 50), QPointF(60, 40), QPointF(120, 40)});
    CHECK(curves.observedSimulated ==
          QList<QPointF>{QPointF(0, 50), QPointF(60, 50), QPointF(60, 50), QPointF(120, 50)});
    CHECK(curves.maxCapacity == 50);
    addObservedCurves(curves, comparison, 800); // downsampled: a flat run keeps its ends only
    CHECK(curves.observedSimulated == QList<QPointF>{QPointF(0, 50), QPointF(120, 50)});
}
