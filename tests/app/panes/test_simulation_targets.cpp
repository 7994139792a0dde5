#include "charts/chart_adapter.h"
#include "panes/simulation_panel.h"
#include "shell/main_window.h"
#include "shell/window_render.h"
#include "test_files.h"
#include "views/partition_time_heatmap.h"
#include "views/status_totals.h"
#include "window_parts.h"

#include <partiscope/simulator.h>
#include <partiscope/throttle_timeline.h>

#include <catch2/catch.hpp>

#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <string>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

constexpr int kTimeoutMs = 20'000;

// Orders: 3,000 writes/s over 100 order keys on a table of 8,000 WCU (8 partitions, no hot key). Its status index
// has 2,000 WCU (2 partitions of 1,000) and keys-only 1 KB index items: PENDING alone asks 1,500 WCU/s of one index
// partition, whose ceiling is 1,000, so the index throttles from second 0 (burst off) and back-pressures the base
// writes that carry PENDING (and whatever shares its partition).
const char* const kOrdersWithStatusIndex = R"({
  "version": 2, "name": "Orders with a status index",
  "table": {"name": "Orders", "key_schema": {"partition_key": {"name": "PK", "type": "S"}},
            "mode": "provisioned", "rcu": 0, "wcu": 8000,
            "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"},
                      "projection": "keys-only", "rcu": 0, "wcu": 2000}]},
  "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
  "workload": {"duration_s": 120, "item_kb": 1, "writes_per_s": 3000,
               "generator": {"kind": "uniform", "count": 100, "prefix": "ORDER#"},
               "index_keys": {"ByStatus": [{"key": "PENDING", "weight": 0.5}, {"key": "SHIPPED", "weight": 0.3},
                                           {"key": "DELIVERED", "weight": 0.15}]}},
  "strategy": {"kind": "none"}
})";

void openOrders(MainWindow& window, QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("orders.json"));
    testing::writeFile(path, kOrdersWithStatusIndex);
    QString error;
    REQUIRE(window.openScenarioFile(path, error));
    // The opened document is prepared (its simulator built) before the player has it.
    REQUIRE(QTest::qWaitFor(
        [&] { return window.player().scenario() && window.player().scenario()->name == "Orders with a status index"; },
        kTimeoutMs));
}

void runTo(MainWindow& window, std::uint64_t seconds) {
    SimulationPlayer& player = window.player();
    player.advanceBy(seconds - player.timeline().nowS());
    REQUIRE(QTest::qWaitFor([&] { return player.timeline().nowS() == seconds; }, kTimeoutMs));
}

// The same run fed straight from a simulator into a timeline, for key space @p keySpace (0: the table).
ThrottleTimeline directTimeline(const Scenario& scenario, std::size_t keySpace, std::uint64_t seconds) {
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    const std::uint32_t partitions =
        keySpace == 0 ? simulator->partitionCount() : simulator->indexPartitionCount(keySpace - 1);
    ThrottleTimeline timeline(scenario.workload.durationS, CapacityDirection::Writes, partitions);
    for (std::uint64_t atS = 0; atS < seconds; ++atS) {
        simulator->step();
        timeline.addTick(atS, keySpace == 0 ? simulator->lastTick() : simulator->indexLastTick(keySpace - 1));
    }
    return timeline;
}

} // namespace

TEST_CASE("Simulation Target: an index chosen mid-run shows its whole history from second 0",
          "[simulation][window][targets]") {
    QTemporaryDir dir;
    MainWindow window;
    openOrders(window, dir);
    SimulationPanel& panel = *parts::simulationPanel(window);
    QComboBox* combo = parts::targetCombo(window, "simulationTargetSelector");
    REQUIRE(combo->count() == 2);
    CHECK(combo->isEnabled());

    runTo(window, 40); // on the table's view: the index is recorded all the same
    const SimulationPlayer& player = window.player();
    REQUIRE(player.keySpaceCount() == 2);
    CHECK(player.timeline(0).partitions().size() == 8);
    CHECK(player.timeline(1).partitions().size() == 2);
    CHECK(panel.partitionHeatmap()->timeline() == &player.timeline(0));
    CHECK(panel.statusLabel()->text().startsWith(QStringLiteral("Table Orders · t = 40 s")));

    parts::chooseTarget(combo, QStringLiteral("ByStatus"));
    CHECK(window.document().viewTarget() == "ByStatus");
    CHECK(panel.keySpace() == 1);
    CHECK(panel.partitionHeatmap()->timeline() == &player.timeline(1));
    INFO(panel.statusLabel()->text().toStdString());
    CHECK(panel.statusLabel()->text().startsWith(
        QStringLiteral("Index ByStatus · t = 40 s of 2 min (120 s) · 2 partitions")));
    CHECK(panel.statusLabel()->text().contains(QStringLiteral("first throttle at 0 s")));
    // The Heat map tab's selector follows: one target for the document.
    CHECK(parts::targetCombo(window, "heatmapTargetSelector")->currentData().toString() == QStringLiteral("ByStatus"));

    // Every second since 0, exactly as the simulator produced them.
    const ThrottleTimeline expected = directTimeline(*player.scenario(), 1, 40);
    const ThrottleTimeline& shown = player.timeline(1);
    REQUIRE(shown.nowS() == 40);
    for (std::size_t partition = 0; partition < 2; ++partition) {
        CHECK(shown.partitions()[partition].consumed.points() == expected.partitions()[partition].consumed.points());
        CHECK(shown.partitions()[partition].throttled.points() == expected.partitions()[partition].throttled.points());
    }
    CHECK(shown.partitions()[0].consumed.points().size() == 40);
    CHECK(shown.firstThrottleS() == std::optional<std::uint64_t>(0));

    runTo(window, 60); // the view keeps following the index as the run goes on
    CHECK(panel.statusLabel()->text().startsWith(QStringLiteral("Index ByStatus · t = 60 s")));
    CHECK(panel.timelineChart()->pointCount(QStringLiteral("throttled")) > 0);

    parts::chooseTarget(combo, QString());
    CHECK(panel.partitionHeatmap()->timeline() == &player.timeline(0));
    CHECK(player.timeline(0).nowS() == 60);
}

TEST_CASE("Simulation: the table's timeline marks index back-pressure, the status bar lists throttles by reason",
          "[simulation][window][targets]") {
    QTemporaryDir dir;
    MainWindow window;
    openOrders(window, dir);
    runTo(window, 30);
    const SimulationPlayer& player = window.player();
    const ThrottleTimelineChart& chart = *parts::simulationPanel(window)->timelineChart();
    const QString backPressure = QString::fromLatin1(ThrottleTimelineChart::kBackPressureName);

    // The table itself has room (375 WCU/s per partition of 1,000): all it throttles is index back-pressure.
    const PeakSeries& refused = player.timeline().table().writeBackPressureThrottled;
    REQUIRE(refused.points().size() == 30);
    CHECK(*std::min_element(refused.points().begin(), refused.points().end()) > 0);
    CHECK(refused.points() == player.timeline().table().writeThrottled.points());
    CHECK(chart.pointCount(backPressure) > 0);

    // The index's own timeline throttles, and shows no back-pressure series (that is the table's).
    parts::chooseTarget(parts::targetCombo(window, "simulationTargetSelector"), QStringLiteral("ByStatus"));
    CHECK(chart.pointCount(backPressure) < 1); // not in the chart at all
    CHECK(chart.pointCount(QStringLiteral("throttled")) > 0);

    // The status bar: the non-zero reasons by DynamoDB's names, each with its rounded count.
    const QLabel& reasons = *parts::statusTotals(window)->reasonsLabel();
    CHECK_FALSE(reasons.isHidden());
    CHECK(reasons.text() == throttlingReasonsText(player.throttlingReasons()));
    CHECK(reasons.text().contains(QStringLiteral("IndexWrite")));
    CHECK_FALSE(reasons.text().contains(QStringLiteral("TableWrite")));
    const double byIndex =
        player.throttlingReasons()[throttlingReasonIndex(
            {ThrottleResource::Index, ThrottleOperation::Write, ThrottleLimit::KeyRangeThroughputExceeded})] +
        player.throttlingReasons()[throttlingReasonIndex(
            {ThrottleResource::Index, ThrottleOperation::Write, ThrottleLimit::ProvisionedThroughputExceeded})];
    CHECK(byIndex > 0);
}

TEST_CASE("Status totals: throttles by reason list the non-zero ones by DynamoDB's name", "[targets]") {
    ThrottlingReasonCounts reasons{};
    CHECK(throttlingReasonsText(reasons).isEmpty());
    reasons[throttlingReasonIndex(
        {ThrottleResource::Index, ThrottleOperation::Write, ThrottleLimit::KeyRangeThroughputExceeded})] = 12'345.4;
    reasons[throttlingReasonIndex(
        {ThrottleResource::Table, ThrottleOperation::Read, ThrottleLimit::ProvisionedThroughputExceeded})] = 2.6;
    reasons[throttlingReasonIndex(
        {ThrottleResource::Table, ThrottleOperation::Write, ThrottleLimit::AccountLimitExceeded})] = 0.4; // rounds to 0
    CHECK(throttlingReasonsText(reasons) ==
          QStringLiteral("TableReadProvisionedThroughputExceeded 3 · IndexWriteKeyRangeThroughputExceeded 12,345"));
}

TEST_CASE("Window render: the heat map and simulation of every index, and the target put back",
          "[simulation][window][targets][render]") {
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1280, 800);
    openOrders(window, dir);
    runTo(window, 20);
    QStringList written;
    QString error;
    const QString out = dir.filePath(QStringLiteral("shots"));
    REQUIRE(renderWindowPanes(window, out, written, error));
    for (const char* name : {"window-heat-map-index-bystatus.png", "window-simulation-index-bystatus.png"}) {
        const QString path = QDir(out).filePath(QString::fromLatin1(name));
        CHECK(written.contains(path));
        CHECK_FALSE(QImage(path).isNull());
    }
    CHECK(window.document().viewTarget().empty()); // the render leaves the document showing what it showed
}
