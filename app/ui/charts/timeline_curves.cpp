#include "charts/timeline_curves.h"

#include "charts/series_downsampler.h"
#include "util/analysis_summary_text.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace partiscope::ui {

namespace {

QList<QPointF> toPoints(const PeakSeries& series) {
    QList<QPointF> points;
    const auto& values = series.points();
    points.reserve(static_cast<qsizetype>(values.size()));
    const auto step = static_cast<double>(series.ticksPerPoint());
    for (std::size_t i = 0; i < values.size(); ++i) {
        points.append(QPointF(static_cast<double>(i) * step, static_cast<double>(values[i])));
    }
    return points;
}

// Adds @p series point by point into @p sum. All traces hold the same number of points (late partitions
// are back-filled with zeros), so point i covers the same seconds everywhere.
void addInto(std::vector<double>& sum, const PeakSeries& series) {
    const auto& values = series.points();
    if (sum.size() < values.size()) {
        sum.resize(values.size(), 0.0);
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        sum[i] += values[i];
    }
}

QList<QPointF> sumToPoints(const std::vector<double>& sum, std::uint64_t ticksPerPoint) {
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(sum.size()));
    for (std::size_t i = 0; i < sum.size(); ++i) {
        points.append(QPointF(static_cast<double>(i * ticksPerPoint), sum[i]));
    }
    return points;
}

// A point stands for the seconds from its x to the next point's, drawn as a line from x: the last one would
// stop at the start of its interval, up to ticksPerPoint seconds short of the partition x time map, which
// paints that interval whole. One more point at the end closes it.
void closeAt(QList<QPointF>& points, double endS) {
    if (!points.isEmpty() && endS > points.back().x()) {
        const double lastY = points.back().y();
        points.append(QPointF(endS, lastY));
    }
}

double maxY(const QList<QPointF>& points) {
    double peak = 0;
    for (const auto& point : points) {
        peak = std::max(peak, point.y());
    }
    return peak;
}

} // namespace

void downsampleForPlot(TimelineCurves& curves, int plotColumns) {
    if (plotColumns <= 0) {
        return;
    }
    const double end = std::max(1.0, curves.durationS);
    // Lines: the lowest and highest point of every two pixels, so about one point per pixel. QtCharts' cost
    // grows with the points it strokes (2 per pixel column missed the frame budget), and within two pixels
    // min and max still draw the same vertical extent, so a one-second spike keeps its full height.
    const int lineColumns = std::max(1, plotColumns / 2);
    auto reduce = [&](QList<QPointF>& points) {
        points = downsampleMinMax(points, 0.0, end, lineColumns);
        dropFlatInteriorPoints(points);
    };
    for (TimelineCurve& curve : curves.curves) {
        reduce(curve.consumed);
        reduce(curve.allocated);
    }
    reduce(curves.throttled);
    reduce(curves.backPressure);
    reduce(curves.hottestBurst);
    // Markers are about 11 px wide: more than one lowest and one highest per marker width only overdraws.
    const int markerColumns = std::max(1, plotColumns / kMarkerWidthPx);
    curves.throttleOnsets = downsampleMinMax(curves.throttleOnsets, 0.0, end, markerColumns);
    curves.splitsS = downsampleEvents(curves.splitsS, 0.0, end, markerColumns);
}

const MetricComparison* timelineComparison(const std::vector<MetricComparison>& comparisons,
                                           CapacityDirection direction) {
    const std::string_view wanted =
        direction == CapacityDirection::Writes ? "ConsumedWriteCapacityUnits" : "ConsumedReadCapacityUnits";
    for (const MetricComparison& comparison : comparisons) {
        if (comparison.metric == wanted) {
            return &comparison;
        }
    }
    return nullptr;
}

void addObservedCurves(TimelineCurves& curves, const MetricComparison& comparison, int plotColumns) {
    curves.observedLabel = QCoreApplication::translate("partiscope::ui::TimelineCurves", "CloudWatch ") +
                           QString::fromStdString(comparison.metric);
    const double period = static_cast<double>(std::max<std::int64_t>(1, comparison.periodS));
    curves.observed.clear();
    curves.observedSimulated.clear();
    for (const MetricComparison::Point& point : comparison.points) {
        const double start = static_cast<double>(point.t);
        const double observed = point.observed / period;
        const double simulated = point.simulated / period;
        curves.observed.append({QPointF(start, observed), QPointF(start + period, observed)});
        curves.observedSimulated.append({QPointF(start, simulated), QPointF(start + period, simulated)});
        curves.maxCapacity = std::max({curves.maxCapacity, observed, simulated});
    }
    if (plotColumns > 0) {
        const double end = std::max(1.0, curves.durationS);
        const int lineColumns = std::max(1, plotColumns / 2); // as downsampleForPlot's lines
        curves.observed = downsampleMinMax(curves.observed, 0.0, end, lineColumns);
        curves.observedSimulated = downsampleMinMax(curves.observedSimulated, 0.0, end, lineColumns);
        dropFlatInteriorPoints(curves.observed);
        dropFlatInteriorPoints(curves.observedSimulated);
    }
}

TimelineCurves timelineCurves(const ThrottleTimeline& timeline, std::size_t topN, int plotColumns) {
    TimelineCurves out;
    out.nowS = static_cast<double>(timeline.nowS());
    out.durationS = static_cast<double>(timeline.durationS());
    out.maxCapacity = timeline.startCapacity();
    out.maxBurst = timeline.startBurst();
    const auto& traces = timeline.partitions();
    const auto hottest = timeline.hottestPartitions(topN);
    std::vector<bool> isTop(traces.size(), false);
    for (const auto partition : hottest) {
        isTop[partition] = true;
        const PartitionTrace& trace = traces[partition];
        TimelineCurve curve;
        curve.label =
            QCoreApplication::translate("partiscope::ui::TimelineCurves", "partition ") + QString::number(partition);
        curve.partition = partition;
        curve.consumed = toPoints(trace.consumed);
        curve.allocated = toPoints(trace.allocated);
        out.maxCapacity = std::max({out.maxCapacity, maxY(curve.consumed), maxY(curve.allocated)});
        out.curves.push_back(std::move(curve));
    }

    const std::uint64_t ticksPerPoint = timeline.ticksPerPoint();
    std::vector<double> othersConsumed;
    std::vector<double> othersAllocated;
    std::vector<double> throttled;
    std::size_t others = 0;
    for (std::size_t i = 0; i < traces.size(); ++i) {
        addInto(throttled, traces[i].throttled);
        if (!isTop[i]) {
            ++others;
            addInto(othersConsumed, traces[i].consumed);
            addInto(othersAllocated, traces[i].allocated);
        }
    }
    if (others > 0) {
        // A sum of per-interval peaks: exact at one tick per point, an upper bound once points merge.
        TimelineCurve curve;
        curve.label = QCoreApplication::translate("partiscope::ui::TimelineCurves", "other ") +
                      QString::number(others) +
                      (others == 1 ? QCoreApplication::translate("partiscope::ui::TimelineCurves", " partition")
                                   : QCoreApplication::translate("partiscope::ui::TimelineCurves", " partitions"));
        curve.consumed = sumToPoints(othersConsumed, ticksPerPoint);
        curve.allocated = sumToPoints(othersAllocated, ticksPerPoint);
        out.maxCapacity = std::max({out.maxCapacity, maxY(curve.consumed), maxY(curve.allocated)});
        out.curves.push_back(std::move(curve));
    }
    out.throttled = sumToPoints(throttled, ticksPerPoint);
    out.throttledNow = throttled.empty() ? 0.0 : throttled.back();
    out.firstThrottleS = timeline.firstThrottleS();
    out.maxCapacity = std::max(out.maxCapacity, maxY(out.throttled));
    const PeakSeries& backPressure = timeline.table().writeBackPressureThrottled;
    const auto& backPressurePoints = backPressure.points();
    const bool anyBackPressure =
        std::any_of(backPressurePoints.begin(), backPressurePoints.end(), [](float value) { return value > 0; });
    if (timeline.direction() == CapacityDirection::Writes && anyBackPressure) {
        out.backPressure = toPoints(backPressure);
        out.maxCapacity = std::max(out.maxCapacity, maxY(out.backPressure));
    }
    if (!hottest.empty()) {
        out.hottestBurst = toPoints(traces[hottest.front()].burst);
        out.maxBurst = std::max(out.maxBurst, maxY(out.hottestBurst));
    }
    for (const auto& onset : timeline.throttleOnsets()) {
        const auto point = static_cast<std::size_t>(onset.atS / std::max<std::uint64_t>(1, ticksPerPoint));
        const double y = point < throttled.size() ? throttled[point] : 0.0;
        out.throttleOnsets.append(QPointF(static_cast<double>(onset.atS), y));
    }
    for (const auto& split : timeline.splits()) {
        out.splitsS.push_back(static_cast<double>(split.atS));
    }
    for (TimelineCurve& curve : out.curves) {
        closeAt(curve.consumed, out.nowS);
        closeAt(curve.allocated, out.nowS);
    }
    closeAt(out.throttled, out.nowS);
    closeAt(out.backPressure, out.nowS);
    closeAt(out.hottestBurst, out.nowS);
    downsampleForPlot(out, plotColumns);
    return out;
}

QString timelineSummaryText(const TimelineCurves& curves, const QString& unit) {
    const auto seconds = [](double s) { return countText(static_cast<std::uint64_t>(std::max(0.0, s))); };
    QString text = QCoreApplication::translate("ThrottleTimelineChart", "Second %1 of %2")
                       .arg(seconds(curves.nowS), seconds(curves.durationS));
    text += QStringLiteral(" · ") + QCoreApplication::translate("ThrottleTimelineChart", "throttled now: %1 %2/s")
                                        .arg(seconds(std::round(curves.throttledNow)), unit);
    text += QStringLiteral(" · ");
    if (curves.firstThrottleS) {
        text += QCoreApplication::translate("ThrottleTimelineChart", "first throttle at %1 s")
                    .arg(countText(*curves.firstThrottleS));
    } else {
        text += QCoreApplication::translate("ThrottleTimelineChart", "no throttling so far");
    }
    return text;
}

} // namespace partiscope::ui
