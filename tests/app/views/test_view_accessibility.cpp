// Names, values and keyboard of the custom-painted views, read through the QAccessible API as a screen reader would.
#include "charts/chart_adapter.h"
#include "charts/timeline_curves.h"
#include "panes/advisor_pane.h"
#include "partition_ticks.h"
#include "test_files.h"
#include "util/analysis_summary_text.h"
#include "views/bucket_heatmap.h"
#include "views/heat_scale.h"
#include "views/partition_time_heatmap.h"
#include "views/view_accessibility.h"

#include <partiscope/throttle_timeline.h>

#include <catch2/catch.hpp>

#include <QAccessible>
#include <QApplication>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

#include <vector>

using namespace partiscope;
using namespace partiscope::ui;
using testing::writeTick;

namespace {

/// The cells announced to assistive technology (announceFocusedCell()) while an instance lives.
class FocusEventRecorder {
public:
    FocusEventRecorder() : m_previous(setFocusAnnouncementObserver(&FocusEventRecorder::record)) {
        focusedChildren().clear();
    }
    ~FocusEventRecorder() { setFocusAnnouncementObserver(m_previous); }
    FocusEventRecorder(const FocusEventRecorder&) = delete;
    FocusEventRecorder& operator=(const FocusEventRecorder&) = delete;

    static std::vector<int>& focusedChildren() {
        static std::vector<int> children;
        return children;
    }

private:
    static void record(QWidget* /*widget*/, int cell) { focusedChildren().push_back(cell); }
    FocusAnnouncementObserver m_previous;
};

/// Shows @p widget in a window of its own and gives it keyboard focus as Tab would.
void focusByTab(QWidget& widget) {
    widget.show();
    QApplication::setActiveWindow(&widget);
    REQUIRE(QTest::qWaitForWindowActive(&widget));
    // Activation may have focused it already: take the focus away first, so that it arrives as by Tab.
    widget.clearFocus();
    FocusEventRecorder::focusedChildren().clear(); // what activating the window announced
    widget.setFocus(Qt::TabFocusReason);
    REQUIRE(widget.hasFocus());
}

} // namespace

TEST_CASE("Heat-map cells are accessible children named and valued from their tooltips", "[accessibility][heatmap]") {
    BucketHeatmap map;
    map.resize(480, 320);
    map.setCellNoun(QStringLiteral("partition"));
    map.setBucketCounts({100, 300, 600});
    // Two WCU per counted write against the 1,000 WCU/s ceiling.
    map.setCeilingScale(CeilingScale{CapacityDirection::Writes, 2.0, 1000.0});

    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&map);
    REQUIRE(iface);
    CHECK(iface->role() == QAccessible::Table);
    CHECK(iface->text(QAccessible::Name) == map.accessibleName());
    REQUIRE(iface->childCount() == 3);

    QAccessibleInterface* cell = iface->child(2);
    REQUIRE(cell);
    CHECK(cell->role() == QAccessible::Cell);
    CHECK(cell->parent() == iface);
    CHECK(iface->indexOfChild(cell) == 2);
    CHECK(iface->child(2) == cell); // one interface per cell, kept
    CHECK(cell->text(QAccessible::Name) == QStringLiteral("Partition 2"));
    // 600 of 1,000 writes = 60 %; 600 x 2 = 1,200 WCU/s = 120 % of the 1,000 WCU/s ceiling: it throttles.
    CHECK(cell->text(QAccessible::Value) == QStringLiteral("600 writes, ") + shareText(0.6) +
                                                QStringLiteral(" of all writes; ") + countText(1200) +
                                                QStringLiteral(" WCU/s at the peak rates: 120 % of the per-partition "
                                                               "ceiling (throttles)"));
    // 100 of 1,000 = 10 %; 200 WCU/s = 20 %.
    CHECK(iface->child(0)->text(QAccessible::Value) ==
          QStringLiteral("100 writes, ") + shareText(0.1) +
              QStringLiteral(" of all writes; 200 WCU/s at the peak rates: 20 % of the per-partition ceiling"));

    const QRect onScreen(map.mapToGlobal(map.cellGeometry().cellRect(2).topLeft()),
                         map.cellGeometry().cellRect(2).size());
    CHECK(cell->rect() == onScreen);
    CHECK(iface->childAt(onScreen.center().x(), onScreen.center().y()) == cell);

    // New counts: the children follow, the vanished ones say so.
    map.setBucketCounts({5, 5});
    CHECK(iface->childCount() == 2);
    CHECK_FALSE(cell->isValid());
    CHECK(iface->child(1)->text(QAccessible::Name) == QStringLiteral("Partition 1"));
}

TEST_CASE("Arrow keys walk the heat map, Enter lists the keys, focus moves are announced", "[accessibility][heatmap]") {
    BucketHeatmap map;
    map.resize(480, 320);
    map.setBucketCounts({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12});
    const int columns = map.cellGeometry().columns;
    REQUIRE(columns > 1);
    REQUIRE(columns < 12); // more than one row, so Down has somewhere to go

    const FocusEventRecorder recorder;
    focusByTab(map);
    REQUIRE(map.focusedBucket() == 0u);
    // Tab onto the map tells the screen reader which cell it is on, and shows that cell's tooltip.
    CHECK(FocusEventRecorder::focusedChildren() == std::vector<int>{0});
    CHECK(QToolTip::text() == map.bucketToolTip(0));

    QTest::keyClick(&map, Qt::Key_Right);
    CHECK(map.focusedBucket() == 1u);
    QTest::keyClick(&map, Qt::Key_Down);
    CHECK(map.focusedBucket() == static_cast<std::uint32_t>(1 + columns));
    CHECK(QToolTip::text() == map.bucketToolTip(static_cast<std::uint32_t>(1 + columns)));
    QTest::keyClick(&map, Qt::Key_End);
    CHECK(map.focusedBucket() == 11u);
    QTest::keyClick(&map, Qt::Key_Right); // past the last cell: stays
    CHECK(map.focusedBucket() == 11u);
    QTest::keyClick(&map, Qt::Key_Home);
    CHECK(map.focusedBucket() == 0u);
    QTest::keyClick(&map, Qt::Key_Up); // above the top row: stays
    CHECK(map.focusedBucket() == 0u);
    CHECK(FocusEventRecorder::focusedChildren() == std::vector<int>{0, 1, 1 + columns, 11, 0});

    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&map);
    REQUIRE(iface);
    QTest::keyClick(&map, Qt::Key_Right);
    CHECK(iface->focusChild() == iface->child(1));
    CHECK(iface->child(1)->state().focused);
    CHECK_FALSE(iface->child(0)->state().focused);

    QSignalSpy clicked(&map, &BucketHeatmap::bucketClicked);
    QTest::keyClick(&map, Qt::Key_Return);
    REQUIRE(clicked.count() == 1);
    CHECK(clicked.front().front().value<std::uint32_t>() == 1u);

    // The outline: white just inside the cell's left edge, black just outside, only while the map has focus.
    const QRect cell = map.cellGeometry().cellRect(1);
    const QPoint inside(cell.left(), cell.center().y());
    const QPoint outside(cell.left() - 1, cell.center().y());
    const QImage focused = map.grab().toImage();
    CHECK(focused.pixel(inside) == qRgb(255, 255, 255));
    CHECK(focused.pixel(outside) == qRgb(0, 0, 0));
    map.clearFocus();
    REQUIRE_FALSE(map.hasFocus());
    const QImage unfocused = map.grab().toImage();
    // Two pixels in, left of the centred count: the cell's own colour, with or without focus.
    CHECK(unfocused.pixel(inside) == focused.pixel(QPoint(cell.left() + 2, cell.center().y())));
    CHECK(unfocused.pixel(inside) != qRgb(255, 255, 255));

    // A click moves the keyboard's cell there too.
    QTest::mouseClick(&map, Qt::LeftButton, {}, map.cellGeometry().cellRect(5).center());
    CHECK(map.focusedBucket() == 5u);
}

TEST_CASE("Partition x time rows are accessible, the arrows walk partitions and time",
          "[accessibility][partition-time]") {
    // Partition 1 throttles 50 WCU/s from second 10 on; partition 0 uses 50 of its 100 WCU/s throughout.
    ThrottleTimeline timeline(60, CapacityDirection::Writes, 2);
    for (std::uint64_t s = 0; s < 30; ++s) {
        timeline.addTick(s, {writeTick(0, 50, 100, 0), writeTick(1, 100, 100, s >= 10 ? 50 : 0)});
    }
    PartitionTimeHeatmap map;
    map.resize(720, 320);
    map.setTimeline(&timeline);

    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&map);
    REQUIRE(iface);
    CHECK(iface->role() == QAccessible::Table);
    REQUIRE(iface->childCount() == 2);
    QAccessibleInterface* row = iface->child(1);
    REQUIRE(row);
    CHECK(row->role() == QAccessible::Row);
    // Before any key the focus follows the latest second, 29.
    REQUIRE(map.focusedSecond() == 29u);
    const QString tip = map.cellToolTip(1, 29);
    CHECK(row->text(QAccessible::Name) == tip.section(QLatin1Char('\n'), 0, 0));
    CHECK(row->text(QAccessible::Name).startsWith(QStringLiteral("Partition 1 at ")));
    CHECK(
        row->text(QAccessible::Value).startsWith(QStringLiteral("100 WCU/s used: 100 % of its 100 WCU/s allocation")));
    CHECK(row->text(QAccessible::Value).contains(QStringLiteral("throttled: 50 writes/s (50 WCU/s)")));
    CHECK_FALSE(iface->child(0)->text(QAccessible::Value).contains(QStringLiteral("throttled")));

    const FocusEventRecorder recorder;
    focusByTab(map);
    CHECK(map.focusedPartition() == 0u);
    QTest::keyClick(&map, Qt::Key_Down);
    CHECK(map.focusedPartition() == 1u);
    QTest::keyClick(&map, Qt::Key_Down); // the last row: stays
    CHECK(map.focusedPartition() == 1u);
    QTest::keyClick(&map, Qt::Key_Home);
    CHECK(map.focusedSecond() == 0u);
    // Second 0 of partition 1: before it throttled (the run's total so far is still named).
    CHECK_FALSE(row->text(QAccessible::Value).contains(QStringLiteral("throttled: ")));
    QTest::keyClick(&map, Qt::Key_Right);
    CHECK(map.focusedSecond() == 1u);
    CHECK(QToolTip::text() == map.cellToolTip(1, 1));
    QTest::keyClick(&map, Qt::Key_Left);
    QTest::keyClick(&map, Qt::Key_Left); // at second 0: stays
    CHECK(map.focusedSecond() == 0u);
    QTest::keyClick(&map, Qt::Key_End);
    CHECK(map.focusedSecond() == 29u);
    CHECK(iface->focusChild() == row);
    testing::saveScreenshot(map, QStringLiteral("partition-time-keyboard-focus"));
    CHECK(FocusEventRecorder::focusedChildren() == std::vector<int>{0, 1, 1, 1, 1, 1, 1, 1});

    // End follows playback: a new second moves the focus with it.
    timeline.addTick(30, {writeTick(0, 50, 100, 0), writeTick(1, 100, 100, 50)});
    map.refresh();
    CHECK(map.focusedSecond() == 30u);
}

TEST_CASE("The decision path's boxes are accessible, the highlighted branches say so", "[accessibility][advisor]") {
    DecisionPathView view;
    view.resize(520, 150);
    view.setHighlighted({DecisionBranch::Shard, DecisionBranch::Capacity});
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&view);
    REQUIRE(iface);
    REQUIRE(iface->childCount() == 5);
    CHECK(iface->child(0)->text(QAccessible::Name) == decisionPathQuestion());
    const QString highlighted = QStringLiteral("highlighted: a finding points here");
    for (std::size_t i = 0; i < kDecisionBranches.size(); ++i) {
        const DecisionBranch branch = kDecisionBranches[i];
        QAccessibleInterface* box = iface->child(static_cast<int>(i) + 1);
        INFO("branch " << i);
        CHECK(box->text(QAccessible::Name) == decisionBranchLabel(branch));
        const bool on = branch == DecisionBranch::Shard || branch == DecisionBranch::Capacity;
        CHECK((box->text(QAccessible::Value) == highlighted) == on);
        const QRect local = DecisionPathGeometry::fit(view.rect()).branchRect(branch);
        CHECK(box->rect() == QRect(view.mapToGlobal(local.topLeft()), local.size()));
    }
}

TEST_CASE("The timeline chart's accessible value is the current second, throttling now and the first throttle",
          "[accessibility][timeline]") {
    ThrottleTimeline timeline(60, CapacityDirection::Writes, 2);
    for (std::uint64_t s = 0; s < 30; ++s) {
        // From second 12 on, partition 0 throttles 20 WCU/s and partition 1 30: 50 WCU/s throttled in all.
        const double extra = s >= 12 ? 1.0 : 0.0;
        timeline.addTick(s, {writeTick(0, 100, 100, 20 * extra), writeTick(1, 100, 100, 30 * extra)});
    }
    ThrottleTimelineChart chart;
    chart.resize(640, 360);
    chart.setCurves(timelineCurves(timeline, 5, chart.plotColumns()), QStringLiteral("WCU"));
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&chart);
    REQUIRE(iface);
    CHECK(iface->role() == QAccessible::Chart);
    CHECK(iface->text(QAccessible::Name) == QStringLiteral("Throttle timeline"));
    CHECK(iface->text(QAccessible::Value) ==
          QStringLiteral("Second 30 of 60 · throttled now: 50 WCU/s · first throttle at 12 s"));

    ThrottleTimeline calm(60, CapacityDirection::Writes, 1);
    calm.addTick(0, {writeTick(0, 10, 100, 0)});
    chart.setCurves(timelineCurves(calm, 5, chart.plotColumns()), QStringLiteral("WCU"));
    CHECK(iface->text(QAccessible::Value) ==
          QStringLiteral("Second 1 of 60 · throttled now: 0 WCU/s · no throttling so far"));
}
