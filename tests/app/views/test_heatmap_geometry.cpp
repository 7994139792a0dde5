#include "views/heatmap_geometry.h"

#include <catch2/catch.hpp>

#include <vector>

using partiscope::ui::HeatmapGeometry;

namespace {

// Pixels of the area not covered by exactly one slot (plus slot pixels outside the area): zero means
// the slots tile the area. Counted rather than asserted per pixel, which would take minutes.
std::size_t tilingErrors(const HeatmapGeometry& geometry) {
    const QRect area = geometry.area;
    std::vector<int> coverage(static_cast<std::size_t>(area.width() * area.height()), 0);
    std::size_t errors = 0;
    for (int row = 0; row < geometry.rows; ++row) {
        for (int column = 0; column < geometry.columns; ++column) {
            const QRect slot = geometry.slotRect(column, row);
            for (int y = slot.top(); y <= slot.bottom(); ++y) {
                for (int x = slot.left(); x <= slot.right(); ++x) {
                    if (!area.contains(x, y)) {
                        ++errors;
                        continue;
                    }
                    ++coverage[static_cast<std::size_t>((y - area.top()) * area.width() + (x - area.left()))];
                }
            }
        }
    }
    for (const int cover : coverage) {
        errors += cover == 1 ? 0 : 1;
    }
    return errors;
}

} // namespace

TEST_CASE("HeatmapGeometry: slots tile the area without gaps or overlaps", "[heatmap]") {
    const auto buckets = GENERATE(1u, 2u, 7u, 8u, 10u, 100u, 1000u, 4096u);
    const auto area = GENERATE(QRect(0, 0, 640, 420), QRect(5, 7, 333, 211), QRect(0, 0, 97, 503));
    const auto geometry = HeatmapGeometry::fit(area, buckets);
    CAPTURE(buckets, area);
    REQUIRE(geometry.columns >= 1);
    REQUIRE(geometry.rows >= 1);
    REQUIRE(static_cast<std::uint64_t>(geometry.columns) * geometry.rows >= buckets);
    // No whole empty row: the last row holds at least one bucket.
    REQUIRE(static_cast<std::uint64_t>(geometry.columns) * (geometry.rows - 1) < buckets);
    CHECK(tilingErrors(geometry) == 0);
    CHECK(geometry.columnLeft(0) == area.left());
    CHECK(geometry.columnLeft(geometry.columns) == area.right() + 1);
    CHECK(geometry.rowTop(0) == area.top());
    CHECK(geometry.rowTop(geometry.rows) == area.bottom() + 1);
}

TEST_CASE("HeatmapGeometry: hit-testing every pixel agrees with the cell rectangles", "[heatmap]") {
    const auto buckets = GENERATE(1u, 3u, 8u, 50u, 999u);
    const QRect area(10, 20, 301, 199);
    const auto geometry = HeatmapGeometry::fit(area, buckets);
    CAPTURE(buckets);
    for (std::uint32_t bucket = 0; bucket < buckets; ++bucket) {
        const QRect cell = geometry.cellRect(bucket);
        REQUIRE_FALSE(cell.isEmpty());
        CHECK(geometry.bucketAt(cell.center()) == bucket);
        CHECK(geometry.bucketAt(cell.topLeft()) == bucket);
        CHECK(geometry.bucketAt(cell.bottomRight()) == bucket);
        CHECK(geometry.bucketAt(cell.topRight()) == bucket);
        CHECK(geometry.bucketAt(cell.bottomLeft()) == bucket);
    }
    // The other direction: each pixel's bucket has a cell that contains the pixel.
    std::size_t misplaced = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            const auto bucket = geometry.bucketAt({x, y});
            if (bucket && !geometry.cellRect(*bucket).contains(x, y)) {
                ++misplaced;
            }
        }
    }
    CHECK(misplaced == 0);
}

TEST_CASE("HeatmapGeometry: edge pixels", "[heatmap]") {
    const QRect area(4, 4, 200, 100);
    const auto geometry = HeatmapGeometry::fit(area, 8);
    CHECK(geometry.bucketAt(area.topLeft()) == 0u);
    CHECK(geometry.bucketAt(area.bottomRight()) == 7u);
    CHECK(geometry.bucketAt(area.topRight()) == static_cast<std::uint32_t>(geometry.columns - 1));
    // One pixel outside on every side.
    CHECK_FALSE(geometry.bucketAt(area.topLeft() - QPoint(1, 0)));
    CHECK_FALSE(geometry.bucketAt(area.topLeft() - QPoint(0, 1)));
    CHECK_FALSE(geometry.bucketAt(area.bottomRight() + QPoint(1, 0)));
    CHECK_FALSE(geometry.bucketAt(area.bottomRight() + QPoint(0, 1)));
    // Out-of-range buckets have no cell.
    CHECK(geometry.cellRect(8).isEmpty());
}

TEST_CASE("HeatmapGeometry: empty trailing slots hit no bucket", "[heatmap]") {
    const QRect area(0, 0, 300, 300);
    const auto geometry = HeatmapGeometry::fit(area, 7); // cannot fill a rectangle
    REQUIRE(geometry.columns * geometry.rows > 7);
    const QRect lastSlot = geometry.slotRect(geometry.columns - 1, geometry.rows - 1);
    CHECK_FALSE(geometry.bucketAt(lastSlot.center()));
}

TEST_CASE("HeatmapGeometry: one bucket fills the whole area", "[heatmap]") {
    const QRect area(3, 9, 321, 123);
    const auto geometry = HeatmapGeometry::fit(area, 1);
    CHECK(geometry.columns == 1);
    CHECK(geometry.rows == 1);
    CHECK(geometry.cellRect(0) == area);
    CHECK(geometry.bucketAt(area.center()) == 0u);
}

TEST_CASE("HeatmapGeometry: 65536 buckets", "[heatmap]") {
    SECTION("in an area with room for every cell") {
        const QRect area(0, 0, 700, 520);
        const auto geometry = HeatmapGeometry::fit(area, 65536);
        REQUIRE(static_cast<std::uint64_t>(geometry.columns) * geometry.rows >= 65536u);
        REQUIRE(geometry.columns <= area.width());
        REQUIRE(geometry.rows <= area.height());
        CHECK(tilingErrors(geometry) == 0);
        for (const std::uint32_t bucket : {0u, 1u, 255u, 256u, 30000u, 65535u}) {
            const QRect cell = geometry.cellRect(bucket);
            REQUIRE_FALSE(cell.isEmpty());
            CHECK(geometry.bucketAt(cell.topLeft()) == bucket);
            CHECK(geometry.bucketAt(cell.bottomRight()) == bucket);
        }
        CHECK(geometry.bucketAt(area.topLeft()) == 0u);
    }
    SECTION("in an area smaller than one pixel per bucket") {
        const QRect area(0, 0, 100, 80);
        const auto geometry = HeatmapGeometry::fit(area, 65536);
        REQUIRE(static_cast<std::uint64_t>(geometry.columns) * geometry.rows >= 65536u);
        // Every pixel still names a bucket, and that bucket's slot is where the pixel is.
        std::size_t misplaced = 0;
        for (int y = 0; y < area.height(); ++y) {
            for (int x = 0; x < area.width(); ++x) {
                const auto bucket = geometry.bucketAt({x, y});
                if (!bucket) {
                    continue; // an empty trailing slot
                }
                const auto column = static_cast<int>(*bucket % static_cast<std::uint32_t>(geometry.columns));
                const auto row = static_cast<int>(*bucket / static_cast<std::uint32_t>(geometry.columns));
                const bool inside = geometry.columnLeft(column) <= x && geometry.columnLeft(column + 1) > x &&
                                    geometry.rowTop(row) <= y && geometry.rowTop(row + 1) > y;
                misplaced += inside ? 0 : 1;
            }
        }
        CHECK(misplaced == 0);
        CHECK(geometry.bucketAt({0, 0}).has_value()); // which of the buckets sharing the pixel is a convention
    }
}

TEST_CASE("HeatmapGeometry: degenerate input gives an empty grid", "[heatmap]") {
    CHECK(HeatmapGeometry::fit(QRect(0, 0, 100, 100), 0).isEmpty());
    CHECK(HeatmapGeometry::fit(QRect(0, 0, 0, 100), 8).isEmpty());
    CHECK(HeatmapGeometry::fit(QRect(0, 0, 100, -5), 8).isEmpty());
    CHECK_FALSE(HeatmapGeometry::fit(QRect(0, 0, 0, 100), 8).bucketAt({0, 0}));
}
