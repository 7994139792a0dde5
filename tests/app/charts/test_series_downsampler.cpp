#include "charts/series_downsampler.h"
#include "charts/timeline_curves.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using partiscope::ui::downsampleEvents;
using partiscope::ui::downsampleForPlot;
using partiscope::ui::downsampleMinMax;
using partiscope::ui::dropFlatInteriorPoints;
using partiscope::ui::TimelineCurve;
using partiscope::ui::TimelineCurves;

namespace {

// One point per second for @p seconds, a gentle wave around 100 with a one-second spike at @p spikeAtS.
QList<QPointF> hourWithSpike(int seconds, int spikeAtS, double spike) {
    QList<QPointF> points;
    for (int s = 0; s < seconds; ++s) {
        points.append(QPointF(s, s == spikeAtS ? spike : 100.0 + 10.0 * std::sin(s / 30.0)));
    }
    return points;
}

double maxY(const QList<QPointF>& points) {
    double peak = -1e300;
    for (const auto& point : points) {
        peak = std::max(peak, point.y());
    }
    return peak;
}

double minY(const QList<QPointF>& points) {
    double low = 1e300;
    for (const auto& point : points) {
        low = std::min(low, point.y());
    }
    return low;
}

bool xNonDecreasing(const QList<QPointF>& points) {
    return std::is_sorted(points.begin(), points.end(),
                          [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
}

} // namespace

TEST_CASE("Downsampler: a one-second spike in an hour survives at full height", "[downsample]") {
    const auto hour = hourWithSpike(3600, 1777, 5000.0);
    const auto reduced = downsampleMinMax(hour, 0, 3600, 500);
    CHECK(maxY(reduced) == 5000.0);
    CHECK(std::count(reduced.begin(), reduced.end(), QPointF(1777, 5000.0)) == 1); // the real point, not a copy
    CHECK(minY(reduced) == Approx(minY(hour)));
    // A dip below the line survives too (the column's minimum).
    auto dipped = hour;
    dipped[42].setY(-7.0);
    CHECK(minY(downsampleMinMax(dipped, 0, 3600, 500)) == -7.0);
}

TEST_CASE("Downsampler: at most two points per pixel column, x stays in order", "[downsample]") {
    const auto hour = hourWithSpike(3600, 10, 900.0);
    for (const int columns : {1, 7, 300, 1150, 1799}) {
        const auto reduced = downsampleMinMax(hour, 0, 3600, columns);
        CAPTURE(columns);
        CHECK(reduced.size() <= 2 * columns + 1);                 // two a column, plus the series' last point
        CHECK(reduced.size() >= std::min<qsizetype>(columns, 2)); // every column has points in it
        CHECK(reduced.back() == hour.back());
        CHECK(xNonDecreasing(reduced));
        CHECK(maxY(reduced) == 900.0);
    }
    // Points outside the range land in the edge columns instead of vanishing.
    QList<QPointF> wide = hour;
    wide.prepend(QPointF(-50, 1.0));
    wide.append(QPointF(5000, 2000.0));
    const auto clamped = downsampleMinMax(wide, 0, 3600, 100);
    CHECK(clamped.size() <= 201);
    CHECK(maxY(clamped) == 2000.0);
    CHECK(minY(clamped) == 1.0);
    CHECK(xNonDecreasing(clamped));
}

TEST_CASE("Downsampler: a flat column is one point, min before max keeps their order", "[downsample]") {
    QList<QPointF> points;
    for (int i = 0; i < 100; ++i) {
        points.append(QPointF(i, 5.0));
    }
    points[60].setY(9.0); // max after ...
    points[55].setY(1.0); // ... min, both in the second of two columns
    const auto reduced = downsampleMinMax(points, 0, 100, 2);
    REQUIRE(reduced.size() == 4);
    CHECK(reduced[0] == QPointF(0, 5.0));
    CHECK(reduced[1] == QPointF(55, 1.0));
    CHECK(reduced[2] == QPointF(60, 9.0));
    CHECK(reduced[3] == QPointF(99, 5.0)); // the line still ends where the data ends
}

TEST_CASE("Downsampler: a flat line in coarse columns still reaches its last x", "[downsample]") {
    // An hour at one point per 4 s, closed at 3600 s, drawn in 25 columns of 144 s (a chart laid out narrow
    // before its tab was shown): the line stopped at 3456 s, a column short of the partition x time map.
    QList<QPointF> flat;
    for (int s = 0; s < 3600; s += 4) {
        flat.append(QPointF(s, 100.0));
    }
    flat.append(QPointF(3600, 100.0));
    const auto reduced = downsampleMinMax(flat, 0, 3600, 25);
    CHECK(reduced.size() <= 26);
    CHECK(reduced.front() == QPointF(0, 100.0));
    CHECK(reduced.back() == QPointF(3600, 100.0));
}

namespace {
QList<QPointF> threeFlatEnd() {
    return {{0, 1}, {1, 5}, {2, 1}};
}
} // namespace

TEST_CASE("Downsampler: empty, short and degenerate inputs come back unchanged", "[downsample]") {
    CHECK(downsampleMinMax({}, 0, 3600, 100).isEmpty());
    const QList<QPointF> three{{0, 1}, {1, 5}, {2, 3}};
    CHECK(downsampleMinMax(three, 0, 3600, 100) == three);
    // 3 > 2 per column: reduced to the min and the max, and the last point, which ends the line.
    CHECK(downsampleMinMax(threeFlatEnd(), 0, 3600, 1) == QList<QPointF>{{0, 1}, {1, 5}, {2, 1}});
    const auto hour = hourWithSpike(3600, 5, 50.0);
    CHECK(downsampleMinMax(hour, 0, 3600, 0) == hour);  // no width known
    CHECK(downsampleMinMax(hour, 10, 10, 100) == hour); // empty x range
    CHECK(downsampleMinMax(hour, 0, std::nan(""), 100) == hour);
}

TEST_CASE("Downsampler: events keep one per pixel column", "[downsample]") {
    std::vector<double> times;
    for (int s = 0; s < 3600; s += 2) {
        times.push_back(s);
    }
    const auto reduced = downsampleEvents(times, 0, 3600, 100);
    CHECK(reduced.size() == 100);
    CHECK(reduced.front() == 0);
    CHECK(std::is_sorted(reduced.begin(), reduced.end()));
    CHECK(downsampleEvents({}, 0, 3600, 100).empty());
    CHECK(downsampleEvents({600, 601}, 0, 3600, 100) == std::vector<double>{600, 601}); // fits: unchanged
}

TEST_CASE("Downsampler: a whole frame fits the plot, maxima intact", "[downsample][timeline]") {
    TimelineCurves frame;
    frame.durationS = 3600;
    TimelineCurve curve;
    curve.consumed = hourWithSpike(3600, 3000, 1500.0);
    curve.allocated = hourWithSpike(3600, 100, 400.0);
    frame.curves.push_back(curve);
    frame.throttled = hourWithSpike(3600, 3599, 777.0);
    frame.hottestBurst = hourWithSpike(3600, 0, 2500.0);
    frame.throttleOnsets = hourWithSpike(3600, 1, 333.0);
    for (int s = 0; s < 3600; ++s) {
        frame.splitsS.push_back(s);
    }
    downsampleForPlot(frame, 1000);
    for (const auto* series :
         {&frame.curves[0].consumed, &frame.curves[0].allocated, &frame.throttled, &frame.hottestBurst}) {
        CHECK(series->size() <= 1000); // about one point per pixel
        CHECK(series->size() >= 500);  // but not fewer than one per two pixels
        CHECK(xNonDecreasing(*series));
    }
    CHECK(frame.throttleOnsets.size() <= 2 * (1000 / partiscope::ui::kMarkerWidthPx));
    CHECK(maxY(frame.throttleOnsets) == 333.0);
    CHECK(frame.splitsS.size() == 1000 / partiscope::ui::kMarkerWidthPx);
    CHECK(maxY(frame.curves[0].consumed) == 1500.0);
    CHECK(maxY(frame.curves[0].allocated) == 400.0);
    CHECK(maxY(frame.throttled) == 777.0);
    CHECK(maxY(frame.hottestBurst) == 2500.0);

    TimelineCurves untouched;
    untouched.durationS = 3600;
    untouched.throttled = hourWithSpike(3600, 1, 2.0);
    downsampleForPlot(untouched, 0); // no width known yet: everything drawn
    CHECK(untouched.throttled.size() == 3600);
}

TEST_CASE("Flat runs: only their ends stay, so the line draws the same", "[downsample]") {
    QList<QPointF> points{{0, 5}, {1, 5}, {2, 5}, {3, 7}, {4, 7}, {5, 7}, {6, 7}, {7, 2}, {8, 5}, {9, 5}};
    dropFlatInteriorPoints(points);
    const QList<QPointF> expected{{0, 5}, {2, 5}, {3, 7}, {6, 7}, {7, 2}, {8, 5}, {9, 5}};
    CHECK(points == expected);

    QList<QPointF> flat{{0, 1000}, {1, 1000}, {2, 1000}, {3, 1000}};
    dropFlatInteriorPoints(flat);
    CHECK(flat == QList<QPointF>{{0, 1000}, {3, 1000}});

    QList<QPointF> wave{{0, 1}, {1, 2}, {2, 1}, {3, 2}};
    const QList<QPointF> unchanged = wave;
    dropFlatInteriorPoints(wave);
    CHECK(wave == unchanged);

    QList<QPointF> two{{0, 1}, {1, 1}};
    dropFlatInteriorPoints(two);
    CHECK(two.size() == 2);
    QList<QPointF> none;
    dropFlatInteriorPoints(none);
    CHECK(none.isEmpty());
}
