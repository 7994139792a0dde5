// The absolute colour scale: heat maps coloured by share of the per-partition ceiling, hatched above it, and the
// View > Colour scale choice.
#include "lesson_walk.h"
#include "shell/colour_scale_choice.h"
#include "shell/main_window.h"
#include "test_files.h"
#include "util/analysis_summary_text.h"
#include "views/bucket_heatmap.h"
#include "views/colour_map.h"
#include "views/compare_heatmaps.h"
#include "views/heat_scale.h"
#include "views/partition_time_heatmap.h"
#include "window_parts.h"
#include "window_waits.h"

#include <partiscope/ceiling_share.h>
#include <partiscope/throttle_timeline.h>

#include <catch2/catch.hpp>

#include <QAction>
#include <QSettings>
#include <QTest>

#include <set>

using namespace partiscope;
using namespace partiscope::ui;
using partiscope::test::LessonWalk;

namespace {

/// A document writing @p writesPerS 1 KB items: one WCU per write.
Scenario writingAt(double writesPerS) {
    Scenario scenario;
    scenario.workload.writesPerS = writesPerS;
    return scenario;
}

CeilingScale scaleOf(const Scenario& scenario, const std::vector<std::uint64_t>& buckets) {
    DistributionAnalysis analysis;
    analysis.buckets = buckets;
    const auto scale = ceilingScaleFor(scenario, "", analysis);
    REQUIRE(scale);
    return *scale;
}

/// The widget as pixels at device pixel ratio 1, so widget coordinates address the image.
QImage grabbed(QWidget& widget) {
    QImage image = widget.grab().toImage();
    REQUIRE(image.devicePixelRatio() == 1.0);
    return image;
}

/// The grey levels (qGray) inside @p area less a border of 2 pixels: what a greyscale print of it shows.
std::multiset<int> greyLevels(const QImage& image, const QRect& area) {
    std::multiset<int> levels;
    const QRect inner = area.adjusted(2, 2, -3, -3);
    for (int y = inner.top(); y <= inner.bottom(); ++y) {
        for (int x = inner.left(); x <= inner.right(); ++x) {
            levels.insert(qGray(image.pixel(x, y)));
        }
    }
    return levels;
}

/// The top-right corner of a bucket map's cell: clear of its labels (the bucket top left, the count in the middle,
/// the share bottom right).
QRect unlabelledCorner(const QRect& cell) {
    return {cell.left() + cell.width() * 7 / 10, cell.top(), cell.width() * 3 / 10, cell.height() * 3 / 10};
}

QAction* actionNamed(const MainWindow& window, const QString& name) {
    auto* action = window.findChild<QAction*>(name);
    REQUIRE(action);
    return action;
}

struct ColourScaleSettingGuard {
    // The choice is remembered across runs; tests leave the default (relative) behind for the next window.
    ~ColourScaleSettingGuard() {
        QSettings(QStringLiteral("Partiscope"), QStringLiteral("Partiscope"))
            .remove(QStringLiteral("view/colourScale"));
    }
};

} // namespace

TEST_CASE("Absolute scale: the same partition load is the same colour whatever the map's maximum",
          "[heatmap][heat-scale]") {
    // Document A writes 2,000/s: buckets of 300 and 700 of 1,000 writes ask 600 and 1,400 WCU/s.
    // Document B writes 1,000/s: buckets of 600 and 400 ask 600 and 400 WCU/s. Both have a 600 WCU/s cell (60 % of
    // the 1,000 WCU/s ceiling), but A's fullest bucket holds 700 writes and B's 600.
    BucketHeatmap a;
    BucketHeatmap b;
    for (BucketHeatmap* map : {&a, &b}) {
        map->resize(400, 260);
        map->setHeatScale(HeatScale::CeilingShare);
    }
    a.setBucketCounts({300, 700});
    a.setCeilingScale(scaleOf(writingAt(2000), {300, 700}));
    b.setBucketCounts({600, 400});
    b.setCeilingScale(scaleOf(writingAt(1000), {600, 400}));
    REQUIRE(a.showsCeilingShare());
    CHECK(a.cellFraction(300) == Approx(0.6));
    CHECK(b.cellFraction(600) == Approx(0.6));

    const QImage imageA = grabbed(a);
    const QImage imageB = grabbed(b);
    const QRgb loadInA = imageA.pixel(a.cellGeometry().cellRect(0).topLeft() + QPoint(2, 2));
    const QRgb loadInB = imageB.pixel(b.cellGeometry().cellRect(0).topLeft() + QPoint(2, 2));
    CHECK(loadInA == colourMapRgb(ColourMap::Viridis, 0.6));
    CHECK(loadInA == loadInB);

    // Relative: 300 of A's 700 (0.43) and 600 of B's 600 (1.0) are far apart.
    a.setHeatScale(HeatScale::Relative);
    b.setHeatScale(HeatScale::Relative);
    const QRgb relativeA = grabbed(a).pixel(a.cellGeometry().cellRect(0).topLeft() + QPoint(2, 2));
    const QRgb relativeB = grabbed(b).pixel(b.cellGeometry().cellRect(0).topLeft() + QPoint(2, 2));
    CHECK(relativeA == colourMapRgb(ColourMap::Viridis, 300.0 / 700.0));
    CHECK(relativeB == colourMapRgb(ColourMap::Viridis, 1.0));
    CHECK(relativeA != relativeB);
}

TEST_CASE("Absolute scale: a cell above the ceiling reads apart from one at it in greyscale", "[heatmap][heat-scale]") {
    // 1,000 writes/s over 100 counts: 10 WCU/s per count. 120 counts = 1,200 WCU/s (120 %), 100 = 1,000 (100 %),
    // 10 = 100 (10 %).
    BucketHeatmap map;
    map.resize(480, 300);
    map.setBucketCounts({120, 100, 10});
    const CeilingScale scale = scaleOf(writingAt(1000), {100}); // 1,000 x 1 WCU / 100 counts
    REQUIRE(scale.unitsPerCount == Approx(10.0));
    map.setCeilingScale(scale);
    map.setHeatScale(HeatScale::CeilingShare);
    const QImage image = grabbed(map);

    // Both are the top colour; only the hatching tells them apart, and it survives the loss of colour.
    const std::multiset<int> over = greyLevels(image, unlabelledCorner(map.cellGeometry().cellRect(0)));
    const std::multiset<int> full = greyLevels(image, unlabelledCorner(map.cellGeometry().cellRect(1)));
    const int top = qGray(colourMapRgb(ColourMap::Viridis, 1.0));
    const auto dark = [](const std::multiset<int>& levels) {
        return std::distance(levels.begin(), levels.lower_bound(60));
    };
    const auto light = [](const std::multiset<int>& levels) {
        return std::distance(levels.upper_bound(240), levels.end());
    };
    CHECK(full.count(top) == full.size()); // one grey: untouched top colour
    CHECK(dark(full) == 0);
    CHECK(dark(over) > static_cast<long>(over.size() / 20));  // black strokes ...
    CHECK(light(over) > static_cast<long>(over.size() / 20)); // ... beside white ones
    CHECK(over.count(top) > over.size() / 2);                 // on the top colour
    // The quiet cell is neither hatched nor the top colour.
    const std::multiset<int> quiet = greyLevels(image, unlabelledCorner(map.cellGeometry().cellRect(2)));
    CHECK(dark(quiet) == 0);
    CHECK(quiet.count(qGray(colourMapRgb(ColourMap::Viridis, 0.1))) == quiet.size());

    // The tooltip names the share of the ceiling (and that it throttles).
    const QString tip = map.bucketToolTip(0);
    INFO(tip.toStdString());
    CHECK(tip.contains(QStringLiteral("WCU/s at the peak rates: 120 % of the per-partition ceiling (throttles)")));
    CHECK(map.bucketToolTip(1).contains(QStringLiteral(": 100 % of the per-partition ceiling")));
    CHECK_FALSE(map.bucketToolTip(1).contains(QStringLiteral("throttles")));
    // On the relative scale too, as long as the rates are known.
    map.setHeatScale(HeatScale::Relative);
    CHECK(map.bucketToolTip(2).contains(QStringLiteral(": 10 % of the per-partition ceiling")));
}

TEST_CASE("Absolute scale: the legend names the ceiling and marks 100 %", "[heatmap][heat-scale]") {
    BucketHeatmap map;
    map.resize(760, 300);
    map.setBucketCounts({120, 100, 10});
    map.setHeatScale(HeatScale::CeilingShare);
    // No rate: the map stays relative and says so.
    CHECK_FALSE(map.showsCeilingShare());
    CHECK(map.legendCaption() == QStringLiteral("Writes per bucket (relative: no request rate)"));

    map.setCeilingScale(scaleOf(writingAt(1000), {100}));
    CHECK(map.legendCaption() == QStringLiteral("Share of the per-partition ceiling (") + countText(1000) +
                                     QStringLiteral(" WCU/s) at the document's rates"));
    CHECK(ceilingLegendCaption(CapacityDirection::Reads) == QStringLiteral("Share of the per-partition ceiling (") +
                                                                countText(3000) +
                                                                QStringLiteral(" RCU/s) at the document's rates"));

    const CeilingLegendLayout::HatchLabel hatch{QStringLiteral("above 100 %: throttles"), QStringLiteral("throttles")};
    const CeilingLegendLayout layout =
        CeilingLegendLayout::fit(map.legendArea(), map.fontMetrics(), CapacityDirection::Writes, hatch);
    REQUIRE_FALSE(layout.bar.isEmpty());
    CHECK(layout.captionText == map.legendCaption());
    REQUIRE(layout.ticks.size() >= 2);
    CHECK(layout.ticks.front().label == QStringLiteral("0 %"));
    CHECK(layout.ticks.front().x == layout.bar.left());
    const CeilingLegendLayout::Tick& ceiling = layout.ticks.back();
    CHECK(ceiling.ceiling);
    CHECK(ceiling.x == layout.bar.right());
    CHECK(ceiling.label == QStringLiteral("100 % = ") + countText(1000) + QStringLiteral(" WCU/s"));
    CHECK(layout.swatch.left() > layout.bar.right());
    CHECK(layout.swatchText == hatch.full);

    // Painted: the 100 % tick runs up through the bar (text colour above it), the 0 % tick does not.
    const QImage image = grabbed(map);
    const QRgb text = map.palette().color(QPalette::WindowText).rgb();
    const QRgb window = map.palette().color(QPalette::Window).rgb();
    CHECK(image.pixel(ceiling.x, layout.bar.top() - 2) == text);
    CHECK(image.pixel(layout.ticks.front().x, layout.bar.top() - 2) == window);
    // The swatch is hatched: it has dark and light pixels.
    const std::multiset<int> swatch = greyLevels(image, layout.swatch.adjusted(-2, -2, 3, 3));
    CHECK(*swatch.begin() < 60);
    CHECK(*swatch.rbegin() > 240);

    // Half as wide (compare mode): the 100 % label drops its units, which the caption gives, before the bar is cut
    // short; narrower still, the swatch says it briefly.
    const QRect half(0, 0, 380, map.legendArea().height());
    const CeilingLegendLayout narrow =
        CeilingLegendLayout::fit(half, map.fontMetrics(), CapacityDirection::Writes, hatch);
    REQUIRE_FALSE(narrow.bar.isEmpty());
    CHECK(narrow.ticks.back().label == QStringLiteral("100 %"));
    CHECK(narrow.ticks.back().labelRect.right() < narrow.swatch.left());
    CHECK(narrow.swatchLabel.right() <= half.right() + 1);
    const QRect third(0, 0, 260, map.legendArea().height());
    const CeilingLegendLayout narrower =
        CeilingLegendLayout::fit(third, map.fontMetrics(), CapacityDirection::Writes, hatch);
    CHECK(narrower.swatchText == hatch.brief);
    CHECK(narrower.ticks.front().label == QStringLiteral("0 %"));
}

TEST_CASE("Absolute scale: the partition x time map runs linearly to the ceiling", "[heatmap][heat-scale]") {
    // Partitions provisioned 100 WCU/s each: on the relative scale 50 WCU/s sits a quarter up (half the
    // allocation), on the absolute one at 5 % of the 1,000 WCU/s ceiling; 1,000 WCU/s is the top either way.
    ThrottleTimeline timeline(30, CapacityDirection::Writes, 2);
    for (std::uint64_t s = 0; s < 30; ++s) {
        PartitionTick quiet;
        quiet.partition = 0;
        quiet.writes.served = 50;
        quiet.writes.demand = 50;
        quiet.writes.allocated = 100;
        PartitionTick hot;
        hot.partition = 1;
        hot.writes.served = 1000;
        hot.writes.demand = 1200;
        hot.writes.allocated = 100;
        hot.writes.throttled = 200;
        hot.writes.throttledRequests = 200;
        timeline.addTick(s, {quiet, hot});
    }
    PartitionTimeHeatmap map;
    map.resize(720, 300);
    map.setTimeline(&timeline);
    const QPoint quietCell = map.cellGeometry().cellRect(0, 0, 30).center();
    CHECK(grabbed(map).pixel(quietCell) == colourMapRgb(ColourMap::Viridis, 0.25));

    map.setHeatScale(HeatScale::CeilingShare);
    const QImage image = grabbed(map);
    CHECK(image.pixel(map.cellGeometry().cellRect(0, 0, 30).center()) == colourMapRgb(ColourMap::Viridis, 0.05));
    const std::multiset<int> hot = greyLevels(image, map.cellGeometry().cellRect(1, 0, 30));
    CHECK(*hot.begin() < 60); // hatched: it throttled
    CHECK(*hot.rbegin() > 240);
    const QString tip = map.cellToolTip(map.cellGeometry().cellRect(1, 0, 30).center());
    INFO(tip.toStdString());
    CHECK(tip.contains(QStringLiteral("asked ") + countText(1200) + QStringLiteral(" WCU/s: 120 % of the ceiling")));
    const CeilingLegendLayout layout =
        CeilingLegendLayout::fit(map.legendArea(), map.fontMetrics(), CapacityDirection::Writes,
                                 {QStringLiteral("throttled"), QStringLiteral("throttled")});
    REQUIRE_FALSE(layout.bar.isEmpty());
    CHECK(image.pixel(layout.ticks.back().x, layout.bar.top() - 2) == map.palette().color(QPalette::WindowText).rgb());
}

TEST_CASE("Colour scale choice: absolute by default in compare and presentation mode", "[heat-scale]") {
    ColourScaleChoice choice;
    CHECK(choice.current() == HeatScale::Relative);
    choice.setModes(true, false); // compare mode on
    CHECK(choice.current() == HeatScale::CeilingShare);
    choice.setModes(true, true); // and presentation: still absolute
    CHECK(choice.current() == HeatScale::CeilingShare);
    choice.choose(HeatScale::Relative); // the user prefers relative while presenting
    CHECK(choice.current() == HeatScale::Relative);
    choice.setModes(false, true); // compare off, still presenting: the choice holds
    CHECK(choice.current() == HeatScale::Relative);
    choice.setModes(true, true); // compare on again: absolute again
    CHECK(choice.current() == HeatScale::CeilingShare);
    choice.setModes(false, false); // both off: the user's choice
    CHECK(choice.current() == HeatScale::Relative);
    choice.choose(HeatScale::CeilingShare);
    CHECK(choice.current() == HeatScale::CeilingShare);
    CHECK(choice.chosen() == HeatScale::CeilingShare);
    CHECK(heatScaleFromKey(heatScaleKey(HeatScale::CeilingShare)) == HeatScale::CeilingShare);
    CHECK(heatScaleFromKey(heatScaleKey(HeatScale::Relative)) == HeatScale::Relative);
    CHECK_FALSE(heatScaleFromKey(QStringLiteral("log")));
}

TEST_CASE("View > Colour scale reaches every heat map, follows the modes and is remembered",
          "[heatmap][heat-scale][window]") {
    ColourScaleSettingGuard guard;
    QSettings(QStringLiteral("Partiscope"), QStringLiteral("Partiscope")).remove(QStringLiteral("view/colourScale"));
    MainWindow window;
    const auto everyMapOn = [&](HeatScale scale) {
        return parts::heatmap(window)->heatScale() == scale &&
               parts::compareHeatmaps(window)->beforeMap()->heatScale() == scale &&
               parts::compareHeatmaps(window)->afterMap()->heatScale() == scale &&
               parts::simulationPanel(window)->partitionHeatmap()->heatScale() == scale;
    };
    QAction* relative = actionNamed(window, QStringLiteral("colourScaleAction_relative"));
    QAction* absolute = actionNamed(window, QStringLiteral("colourScaleAction_ceiling-share"));
    CHECK(window.heatScale() == HeatScale::Relative);
    CHECK(relative->isChecked());
    CHECK(everyMapOn(HeatScale::Relative));

    // The document's rates reach the map: the default document writes, so its cells have shares of the ceiling.
    std::uint64_t job = window.keys().appliedJobId();
    window.setKeyText(QStringLiteral("HOT\t600\nA\t1\nB\t1\n"));
    REQUIRE(parts::waitForAnalysisAfter(window, job, 10'000));
    REQUIRE(parts::heatmap(window)->ceilingScale());
    CHECK(*parts::heatmap(window)->ceilingScale() ==
          *ceilingScaleFor(window.document().parameters(), "", *window.keys().analysis()));

    // Compare mode and presentation mode start on the absolute scale; off again, the user's choice is back.
    actionNamed(window, QStringLiteral("compareAction"))->trigger();
    CHECK(window.heatScale() == HeatScale::CeilingShare);
    CHECK(absolute->isChecked());
    CHECK(everyMapOn(HeatScale::CeilingShare));
    actionNamed(window, QStringLiteral("compareAction"))->trigger();
    CHECK(window.heatScale() == HeatScale::Relative);
    actionNamed(window, QStringLiteral("presentationAction"))->trigger();
    CHECK(window.heatScale() == HeatScale::CeilingShare);
    actionNamed(window, QStringLiteral("presentationAction"))->trigger();
    CHECK(window.heatScale() == HeatScale::Relative);
    CHECK(everyMapOn(HeatScale::Relative));

    absolute->trigger();
    CHECK(window.heatScale() == HeatScale::CeilingShare);
    CHECK(everyMapOn(HeatScale::CeilingShare));
    CHECK_FALSE(relative->isChecked());
    {
        MainWindow next; // a new window starts with the remembered choice
        CHECK(next.heatScale() == HeatScale::CeilingShare);
        CHECK(actionNamed(next, QStringLiteral("colourScaleAction_ceiling-share"))->isChecked());
        actionNamed(next, QStringLiteral("colourScaleAction_relative"))->trigger();
    }
    MainWindow third;
    CHECK(third.heatScale() == HeatScale::Relative);
}

// The README's screenshot: lesson 01 on the absolute scale, its leaderboard partition above the ceiling, hatched.
//   PARTISCOPE_TEST_SCREENSHOTS=DIR ui_tests "[heat-scale]"   (writes DIR/heat-map-absolute.png)
TEST_CASE("Lesson 1 on the absolute scale: the leaderboard's cell is above the ceiling",
          "[heatmap][heat-scale][lessons]") {
    ColourScaleSettingGuard guard;
    LessonWalk walk("01-celebrity-leaderboard");
    MainWindow& window = walk.window();
    window.chooseHeatScale(HeatScale::CeilingShare);
    BucketHeatmap& map = *parts::heatmap(window);
    REQUIRE(map.showsCeilingShare());
    // 3,000 writes/s of 1 KB; BOARD#global takes 600 of the 1,000 weight: 1,800 WCU/s on its cell alone (180 %).
    const auto& counts = map.bucketCounts();
    const auto hot = static_cast<std::uint32_t>(std::max_element(counts.begin(), counts.end()) - counts.begin());
    CHECK(map.ceilingScale()->shareOf(counts[hot]) >= 1.8);
    std::size_t over = 0;
    for (const std::uint64_t count : counts) {
        over += map.ceilingScale()->shareOf(count) > 1.0 ? 1 : 0;
    }
    CHECK(over == 1);
    CHECK(map.bucketToolTip(hot).contains(QStringLiteral("of the per-partition ceiling (throttles)")));
    map.resize(760, 420);
    testing::saveScreenshot(map, QStringLiteral("heat-map-absolute"));
}

// Not run by ctest (hidden): lesson 1 in compare mode and its partition x time map after a run, both on the absolute
// scale, to look at.   ui_tests "[.screenshot-absolute]"   (writes /tmp/absolute-compare.png, /tmp/absolute-time.png)
TEST_CASE("Screenshot: lesson 1's compare mode and partition x time map on the absolute scale",
          "[.screenshot-absolute]") {
    ColourScaleSettingGuard guard;
    LessonWalk walk("01-celebrity-leaderboard");
    MainWindow& window = walk.window();
    walk.pickStrategy("mod");
    walk.setShards(10);
    window.setCompareMode(true);
    REQUIRE(QTest::qWaitFor([&] { return window.keys().beforeAnalysis() != nullptr; }, 10'000));
    QTest::qWait(100);
    CHECK(window.heatScale() == HeatScale::CeilingShare);
    CHECK(parts::compareHeatmaps(window)->grab().save(QStringLiteral("/tmp/absolute-compare.png")));
    walk.playSimulation();
    CHECK(parts::simulationPanel(window)->partitionHeatmap()->grab().save(QStringLiteral("/tmp/absolute-time.png")));
}
