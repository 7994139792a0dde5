#include "../../core/worked_example.h"
#include "charts/chart_adapter.h"
#include "jobs/simulation_player.h"
#include "panes/simulation_panel.h"
#include "partition_ticks.h"
#include "views/colour_map.h"
#include "views/heat_scale.h"
#include "views/partition_time_cells.h"
#include "views/partition_time_heatmap.h"

#include <partiscope/throttle_timeline.h>

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QTabWidget>
#include <QTest>

#include <cstdint>
#include <string>
#include <vector>

using namespace partiscope;
using namespace partiscope::ui;
using partiscope::ui::testing::writeTick;

namespace {

/// "" when the images are equal, else where they first differ (Catch prints it).
std::string firstDifference(const QImage& a, const QImage& b) {
    if (a.size() != b.size()) {
        return "sizes differ";
    }
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            if (a.pixel(x, y) != b.pixel(x, y)) {
                return "pixel (" + std::to_string(x) + ", " + std::to_string(y) + ")";
            }
        }
    }
    return {};
}

/// A second of every partition: deterministic pseudo-random use (a third of them steady, so runs of one colour
/// merge), throttling now and then, so cells differ in colour and hatching from second to second.
std::vector<PartitionTick> noisySecond(std::uint64_t atS, std::uint32_t partitions) {
    std::vector<PartitionTick> ticks;
    for (std::uint32_t p = 0; p < partitions; ++p) {
        const std::uint64_t mix = (atS * 2654435761u + p * 40503u) % 1009u;
        const double served = p % 3 == 0 ? 60.0 : static_cast<double>(mix % 1000u);
        const double throttled = mix % 7 == 0 ? 25.0 : 0.0;
        ticks.push_back(writeTick(p, served, 100, throttled));
    }
    return ticks;
}

PartitionTimeGeometry geometryFor(const ThrottleTimeline& timeline, QRect area) {
    return {area, static_cast<std::uint32_t>(timeline.partitions().size()), timeline.durationS()};
}

const PartitionTimeCellStyle kStyle{ColourMap::Viridis, CapacityScale{100, 1000}, qRgb(255, 255, 255)};

} // namespace

TEST_CASE("Partition x time cells: appending frame by frame gives the pixels of a whole repaint",
          "[partition-time][cells]") {
    struct Case {
        const char* name;
        std::uint32_t partitions;
        std::uint64_t durationS;
        QRect area;
    };
    // Narrow: 2000 s on 297 columns (several seconds per column, points narrower than a pixel widened to one) and
    // 37 partitions on 90 rows (rows shared, later partitions on top). Wide: 90 s on 300 columns (a point is
    // 3-4 columns; the open point grows across frames). Offset: an area not at the origin, as in the widget.
    // Crowded: 150 partitions on 40 rows, most of them less than a pixel high.
    const Case cases[] = {{"narrow", 37, 2000, QRect(0, 0, 297, 90)},
                          {"wide", 4, 90, QRect(0, 0, 300, 80)},
                          {"offset", 9, 700, QRect(53, 7, 411, 61)},
                          {"crowded", 150, 1200, QRect(0, 0, 200, 40)}};
    for (const Case& c : cases) {
        DYNAMIC_SECTION(c.name) {
            // 64 points per series (the smallest): the points merge pairwise (ticks per point double) several times.
            ThrottleTimeline timeline(c.durationS, CapacityDirection::Writes, c.partitions, TimelineDetail::Partitions,
                                      6 * 64 * c.partitions);
            PartitionTimeCells cells;
            std::uint64_t expectedWhole = 0;
            std::uint64_t drawnTicksPerPoint = 0;
            std::size_t drawnPartitions = 0;
            std::uint64_t batch = 1;
            std::uint32_t partitions = c.partitions;
            for (std::uint64_t s = 0; s < c.durationS;) {
                // Uneven frames: 1, 2, 3, ... seconds, as a player behind or ahead of its timer delivers them.
                for (std::uint64_t i = 0; i < batch && s < c.durationS; ++i, ++s) {
                    if (s == c.durationS / 2) {
                        ++partitions; // a split adds a row: the geometry changes
                    }
                    timeline.addTick(s, noisySecond(s, partitions));
                }
                batch = batch % 5 + 1;
                const PartitionTimeGeometry geometry = geometryFor(timeline, c.area);
                if (drawnTicksPerPoint != timeline.ticksPerPoint() || drawnPartitions != timeline.partitions().size()) {
                    ++expectedWhole; // the first frame, a coarser point, a new row
                }
                drawnTicksPerPoint = timeline.ticksPerPoint();
                drawnPartitions = timeline.partitions().size();
                const QImage appended = cells.update(timeline, 1, geometry, kStyle);
                PartitionTimeCells whole;
                INFO("at " << timeline.nowS() << " s, " << timeline.ticksPerPoint() << " s per point");
                REQUIRE(firstDifference(appended, whole.update(timeline, std::nullopt, geometry, kStyle)).empty());
            }
            CHECK(timeline.ticksPerPoint() > 1);
            CHECK(cells.wholeRepaints() == expectedWhole);
            CHECK(cells.appends() > 10);
        }
    }
}

TEST_CASE("Partition x time cells: the pixels of painting every cell one by one", "[partition-time][cells]") {
    // The reference is the plain way: every cell of every partition in order, its colour, then its hatching;
    // the cells merge runs of one colour and leave out rows that later rows cover, which must not show.
    const std::uint32_t partitions = GENERATE(5u, 150u);
    ThrottleTimeline timeline(1500, CapacityDirection::Writes, partitions, TimelineDetail::Partitions,
                              6 * 64 * partitions);
    for (std::uint64_t s = 0; s < 1111; ++s) {
        timeline.addTick(s, noisySecond(s, partitions));
    }
    REQUIRE(timeline.ticksPerPoint() == 32); // 1111 s in at most 64 points: 1, 2, 4 ... 32 s per point
    const QRect area(3, 2, 230, 50);
    const PartitionTimeGeometry geometry = geometryFor(timeline, area);
    QImage reference(area.size(), QImage::Format_RGB32);
    reference.fill(kStyle.background);
    {
        QPainter painter(&reference);
        painter.translate(-area.topLeft());
        const std::uint64_t perPoint = timeline.ticksPerPoint();
        for (std::uint32_t p = 0; p < partitions; ++p) {
            const auto& consumed = timeline.partitions()[p].consumed.points();
            const auto& throttled = timeline.partitions()[p].throttled.points();
            for (std::size_t i = 0; i < consumed.size(); ++i) {
                const std::uint64_t from = i * perPoint;
                const QRect cell =
                    geometry.cellRect(p, from, std::max(std::min(from + perPoint, timeline.nowS()), from + 1));
                painter.fillRect(cell,
                                 QColor::fromRgb(colourMapRgb(kStyle.colourMap, kStyle.scale.position(consumed[i]))));
                if (throttled[i] > 0) {
                    fillThrottleHatch(painter, cell);
                }
            }
        }
    }
    PartitionTimeCells cells;
    CHECK(firstDifference(cells.update(timeline, std::nullopt, geometry, kStyle), reference).empty());
}

TEST_CASE("Partition x time cells: anything but the run going on repaints them whole", "[partition-time][cells]") {
    ThrottleTimeline timeline(600, CapacityDirection::Writes, 6);
    for (std::uint64_t s = 0; s < 100; ++s) {
        timeline.addTick(s, noisySecond(s, 6));
    }
    const QRect area(0, 0, 200, 60);
    PartitionTimeGeometry geometry = geometryFor(timeline, area);
    PartitionTimeCells cells;
    cells.update(timeline, 1, geometry, kStyle);
    cells.update(timeline, 1, geometry, kStyle); // nothing new: nothing painted
    CHECK(cells.wholeRepaints() == 1);
    CHECK(cells.appends() == 0);
    timeline.addTick(100, noisySecond(100, 6));
    cells.update(timeline, 1, geometry, kStyle);
    CHECK(cells.appends() == 1);

    const auto expectWhole = [&](const PartitionTimeCellStyle& style, std::optional<std::uint64_t> run) {
        const std::uint64_t before = cells.wholeRepaints();
        const QImage image = cells.update(timeline, run, geometry, style);
        CHECK(cells.wholeRepaints() == before + 1);
        PartitionTimeCells whole;
        CHECK(firstDifference(image, whole.update(timeline, std::nullopt, geometry, style)).empty());
    };
    PartitionTimeCellStyle style = kStyle;
    style.colourMap = ColourMap::Inferno;
    expectWhole(style, 1);
    style.scale = CapacityScale{50, 1000}; // a split halved the smallest allocation
    expectWhole(style, 1);
    style.background = qRgb(0, 0, 0); // a dark palette
    expectWhole(style, 1);
    geometry.area = QRect(0, 0, 210, 60);
    expectWhole(style, 1);
    expectWhole(style, 2);            // another run
    expectWhole(style, std::nullopt); // no run named: always whole

    // The run restarted in place (same timeline object, same run named by mistake): fewer seconds than drawn.
    timeline = ThrottleTimeline(600, CapacityDirection::Writes, 6);
    timeline.addTick(0, noisySecond(0, 6));
    cells.update(timeline, 3, geometry, style);
    const std::uint64_t before = cells.wholeRepaints();
    timeline = ThrottleTimeline(600, CapacityDirection::Writes, 6);
    cells.update(timeline, 3, geometry, style);
    CHECK(cells.wholeRepaints() == before + 1);
}

TEST_CASE("Partition x time map: a playing run's frames append to the cells, the picture as a whole repaint's",
          "[partition-time][cells]") {
    ThrottleTimeline timeline(3600, CapacityDirection::Writes, 20);
    PartitionTimeHeatmap map;
    map.resize(640, 260);
    PartitionTimeHeatmap fresh;
    fresh.resize(640, 260);
    for (std::uint64_t frame = 0; frame < 12; ++frame) {
        for (std::uint64_t s = frame * 33; s < (frame + 1) * 33; ++s) {
            timeline.addTick(s, noisySecond(s, 20));
        }
        map.setTimeline(&timeline, 5);
        const QImage shown = map.grab().toImage();
        fresh.setTimeline(&timeline);
        INFO("frame " << frame);
        REQUIRE(firstDifference(shown, fresh.grab().toImage()).empty());
    }
    CHECK(map.cells().wholeRepaints() == 1);
    CHECK(map.cells().appends() == 11);
    map.setTimeline(&timeline); // no run named: whole
    map.grab();
    CHECK(map.cells().wholeRepaints() == 2);
    map.setTimeline(&timeline, 5);
    map.refresh(); // the layout changed
    map.grab();
    CHECK(map.cells().wholeRepaints() == 3);
}

TEST_CASE("Simulation panel: behind another tab it skips the chart and the map, and catches up when shown",
          "[partition-time][cells][player]") {
    SimulationPlayer player;
    QString error;
    REQUIRE(player.setScenario(partiscope::test::adaptiveExample(700), error));
    QTabWidget tabs;
    auto* panel = new SimulationPanel(&player);
    tabs.addTab(panel, QStringLiteral("Simulation"));
    tabs.addTab(new QLabel(QStringLiteral("elsewhere")), QStringLiteral("Other"));
    tabs.resize(1000, 700);
    tabs.show();
    REQUIRE(QTest::qWaitForWindowExposed(&tabs));
    const auto advanceTo = [&](std::uint64_t atS) {
        player.advanceBy(atS - player.timeline().nowS());
        return QTest::qWaitFor([&] { return player.timeline().nowS() == atS; }, 20'000);
    };
    REQUIRE(advanceTo(100));
    QTest::qWait(50); // the paint of the frame
    const std::uint64_t chartFrames = panel->timelineChart()->framesApplied();
    const PartitionTimeCells& cells = panel->partitionHeatmap()->cells();
    const std::uint64_t painted = cells.wholeRepaints() + cells.appends();
    CHECK(painted > 0);

    tabs.setCurrentIndex(1);
    REQUIRE(advanceTo(300));
    QTest::qWait(50);
    CHECK(panel->timelineChart()->framesApplied() == chartFrames);
    CHECK(cells.wholeRepaints() + cells.appends() == painted);
    // The status line is cheap and read by assistive technology: it keeps up.
    CHECK(panel->statusLabel()->text().startsWith(QStringLiteral("t = 300 s")));

    tabs.setCurrentIndex(0);
    CHECK(panel->timelineChart()->framesApplied() == chartFrames + 1);
    const QImage shown = panel->partitionHeatmap()->grab().toImage();
    CHECK(cells.appends() + cells.wholeRepaints() == painted + 1);
    PartitionTimeHeatmap fresh;
    fresh.resize(panel->partitionHeatmap()->size());
    fresh.setTimeSpan(panel->partitionHeatmap()->cellGeometry().area.left(),
                      panel->partitionHeatmap()->cellGeometry().area.right());
    fresh.setTimeline(&player.timeline());
    CHECK(firstDifference(shown, fresh.grab().toImage()).empty());
}
