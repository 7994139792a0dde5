#include "views/partition_time_geometry.h"

#include <catch2/catch.hpp>

using partiscope::ui::PartitionTimeGeometry;

TEST_CASE("Partition x time geometry: rows and time slices tile the area exactly", "[partition-time]") {
    const PartitionTimeGeometry geometry{QRect(10, 20, 300, 100), 4, 3600};
    CHECK(geometry.xForTime(0) == 10);
    CHECK(geometry.xForTime(3600) == 310); // one past the right edge
    CHECK(geometry.xForTime(1800) == 160);
    CHECK(geometry.xForTime(99999) == 310); // clamped
    CHECK(geometry.rowTop(0) == 20);
    CHECK(geometry.rowTop(2) == 70);
    CHECK(geometry.rowTop(4) == 120);
    CHECK(geometry.cellRect(1, 0, 1800) == QRect(10, 45, 150, 25));
    CHECK(geometry.cellRect(3, 1800, 3600) == QRect(160, 95, 150, 25));
}

TEST_CASE("Partition x time geometry: tiny cells still get a pixel, outside gets nothing", "[partition-time]") {
    const PartitionTimeGeometry geometry{QRect(0, 0, 100, 10), 40, 86400};
    const QRect cell = geometry.cellRect(39, 5, 6);
    CHECK(cell.width() == 1);
    CHECK(cell.height() == 1);
    CHECK(QRect(0, 0, 100, 10).contains(cell));
    CHECK(geometry.cellRect(40, 0, 10).isEmpty());       // no such partition
    CHECK(geometry.cellRect(0, 10, 10).isEmpty());       // empty interval
    CHECK(geometry.cellRect(0, 86400, 90000).isEmpty()); // past the end
    CHECK(PartitionTimeGeometry{QRect(0, 0, 100, 10), 0, 10}.isEmpty());
    CHECK(PartitionTimeGeometry{QRect(0, 0, 100, 10), 4, 0}.isEmpty());
}

TEST_CASE("Partition x time geometry: hit-testing inverts the mapping", "[partition-time]") {
    const PartitionTimeGeometry geometry{QRect(7, 3, 333, 97), 7, 3601};
    for (int x = geometry.area.left(); x <= geometry.area.right(); ++x) {
        const auto t = geometry.timeAt(x);
        REQUIRE(t);
        CHECK(geometry.xForTime(*t) <= x);
        CHECK((*t + 1 == geometry.durationS || geometry.xForTime(*t + 1) > x));
    }
    for (int y = geometry.area.top(); y <= geometry.area.bottom(); ++y) {
        const auto partition = geometry.partitionAt(y);
        REQUIRE(partition);
        CHECK(geometry.rowTop(*partition) <= y);
        CHECK(geometry.rowTop(*partition + 1) > y);
    }
    CHECK_FALSE(geometry.timeAt(6));
    CHECK_FALSE(geometry.timeAt(340));
    CHECK_FALSE(geometry.partitionAt(2));
    CHECK_FALSE(geometry.partitionAt(100));
}

TEST_CASE("Capacity scale: the allocation in the middle, the ceiling at the top", "[partition-time]") {
    using partiscope::ui::CapacityScale;
    // Lesson 6: 100 WCU/s per partition under the 1000 WCU ceiling. On a scale to the ceiling 50 and 150 WCU/s
    // were 5 % and 15 %: all dark. Here they are a quarter and just above the middle.
    const CapacityScale lesson6{100, 1000};
    REQUIRE(lesson6.allocationPosition());
    CHECK(*lesson6.allocationPosition() == Approx(0.5));
    CHECK(lesson6.position(0) == 0.0);
    CHECK(lesson6.position(50) == Approx(0.25));
    CHECK(lesson6.position(100) == Approx(0.5));
    CHECK(lesson6.position(150) == Approx(0.5 + 0.5 * 50.0 / 900.0));
    CHECK(lesson6.position(1000) == Approx(1.0));
    CHECK(lesson6.position(5000) == 1.0); // clamped
    CHECK(lesson6.position(-1) == 0.0);
    for (const double units : {0.0, 25.0, 100.0, 400.0, 1000.0}) {
        CHECK(lesson6.unitsAt(lesson6.position(units)) == Approx(units));
    }
    // On-demand (the allocation is the ceiling) or a share above the ceiling: linear to the ceiling.
    for (const CapacityScale linear : {CapacityScale{1000, 1000}, CapacityScale{0, 1000}, CapacityScale{4000, 1000}}) {
        CHECK_FALSE(linear.allocationPosition());
        CHECK(linear.position(250) == Approx(0.25));
        CHECK(linear.unitsAt(0.75) == Approx(750));
    }
    CHECK(CapacityScale{}.position(10) == 0.0);
}
