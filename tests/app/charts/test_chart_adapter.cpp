#include "charts/chart_adapter.h"

#include <catch2/catch.hpp>

#include <numeric>

using partiscope::ui::BucketBarChart;
using partiscope::ui::bucketBarOutline;

TEST_CASE("Bar outline: one step per bucket, centred on the bucket index", "[chart]") {
    const auto points = bucketBarOutline({3, 0, 7}, 1024);
    REQUIRE(points.size() == 6);
    CHECK(points[0] == QPointF(-0.5, 3));
    CHECK(points[1] == QPointF(0.5, 3));
    CHECK(points[2] == QPointF(0.5, 0));
    CHECK(points[3] == QPointF(1.5, 0));
    CHECK(points[4] == QPointF(1.5, 7));
    CHECK(points[5] == QPointF(2.5, 7));
}

TEST_CASE("Bar outline: merging many buckets keeps the peak", "[chart]") {
    std::vector<std::uint64_t> counts(65536, 1);
    counts[40'000] = 5000;
    const auto points = bucketBarOutline(counts, 1024);
    CHECK(points.size() == 2 * 1024);
    double peak = 0;
    for (const auto& point : points) {
        peak = std::max(peak, point.y());
    }
    CHECK(peak == 5000.0);
    CHECK(points.front().x() == -0.5);
    CHECK(points.back().x() == 65535.5);
}

TEST_CASE("Bar outline with gaps: equal neighbours stay separate bars", "[chart][polish]") {
    const auto points = bucketBarOutline({5, 5}, 1024, 0.2);
    REQUIRE(points.size() == 8);
    CHECK(points[0] == QPointF(-0.4, 0));
    CHECK(points[1] == QPointF(-0.4, 5));
    CHECK(points[2] == QPointF(0.4, 5));
    CHECK(points[3] == QPointF(0.4, 0)); // back to the axis between the bars
    CHECK(points[4] == QPointF(0.6, 0));
    CHECK(points[7] == QPointF(1.4, 0));
}

TEST_CASE("Bar outline: no buckets, no points", "[chart]") {
    CHECK(bucketBarOutline({}, 1024).isEmpty());
}

TEST_CASE("BucketBarChart: updates its single series in bulk", "[chart]") {
    BucketBarChart chart;
    chart.setBucketCounts({1, 2, 3, 4});
    CHECK(chart.pointCount() == 16); // few bars: each its own, apart from its neighbours
    chart.setBucketCounts(std::vector<std::uint64_t>(65536, 2));
    CHECK(chart.pointCount() == 2 * 1024);
}
