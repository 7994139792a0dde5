#pragma once

#include <partiscope/metric_data.h>
#include <partiscope/throttle_timeline.h>

#include <QList>
#include <QPointF>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

// The timeline's history (ThrottleTimeline, PartitionTrace, ...) is core's; this part turns it into the
// curves the chart draws.
namespace partiscope::ui {

/// One line pair of the timeline: a hot partition, or all the others added up.
struct TimelineCurve {
    QString label;
    std::optional<std::uint32_t> partition; ///< nullopt: the aggregate of the other partitions
    QList<QPointF> consumed;
    QList<QPointF> allocated;
};

/// Everything the timeline chart draws in one frame; x in seconds.
struct TimelineCurves {
    std::vector<TimelineCurve> curves; ///< the top-N partitions, then "others" when there are any
    QList<QPointF> throttled;          ///< all partitions together
    /// Of `throttled`, the base-table writes refused because an index they write to throttled (GSI back-pressure);
    /// empty while there were none (a table without GSIs, an index's own timeline, reads).
    QList<QPointF> backPressure;
    QList<QPointF> hottestBurst;   ///< burst tokens of the hottest partition
    QList<QPointF> throttleOnsets; ///< (second, all partitions' throttled capacity there): on the throttled line
    std::vector<double> splitsS;
    /// CloudWatch data beside the run (addObservedCurves): empty label and lists without any.
    QString observedLabel;
    QList<QPointF> observed;          ///< the observed metric, per second over each CloudWatch period (steps)
    QList<QPointF> observedSimulated; ///< the simulation summed over the same periods, per second (steps)
    double maxCapacity = 0;           ///< largest consumed/allocated/throttled value: the left axis
    double maxBurst = 0;
    double nowS = 0;
    double durationS = 0;
    /// All partitions' throttled capacity at the latest stored point (its peak when a point holds several seconds),
    /// kept apart from `throttled`, whose downsampled end may merge it with earlier points.
    double throttledNow = 0;
    std::optional<std::uint64_t> firstThrottleS; ///< the run's first throttled second, before any downsampling
};

/// What the timeline shows now, in one line for assistive technology: the current second of the run, the capacity
/// throttled at it and the first throttle ("Second 120 of 600 · throttled now: 50 WCU/s · first throttle at 42 s").
QString timelineSummaryText(const TimelineCurves& curves, const QString& unit);

/// Marker columns of downsampleForPlot(): about the width of the chart's event markers.
inline constexpr int kMarkerWidthPx = 11;

/// Reduces every series of @p curves to what a plot @p plotColumns pixels wide can show (downsampleMinMax()
/// over [0, durationS]): lines keep the lowest and highest point of every two pixels (about one point per
/// pixel), markers of every kMarkerWidthPx pixels, whatever the run's length. Maxima are kept, so maxCapacity
/// and maxBurst stay valid. @p plotColumns <= 0 leaves @p curves as they are.
void downsampleForPlot(TimelineCurves& curves, int plotColumns);

/// The comparison the timeline can draw for @p direction: ConsumedWriteCapacityUnits for writes,
/// ConsumedReadCapacityUnits for reads (the timeline's unit; throttle events count requests, not units). Null when
/// @p comparisons has none.
const MetricComparison* timelineComparison(const std::vector<MetricComparison>& comparisons,
                                           CapacityDirection direction);

/// Adds @p comparison to @p curves as two step lines in units per second (each period's sum over its length), so
/// that they share the consumed curves' axis, downsampled like them for @p plotColumns; raises maxCapacity to fit.
void addObservedCurves(TimelineCurves& curves, const MetricComparison& comparison, int plotColumns);

/// Builds the frame's curves: the @p topN hottest partitions and one aggregate of the rest, downsampled
/// for a plot @p plotColumns pixels wide (0: every stored point).
TimelineCurves timelineCurves(const ThrottleTimeline& timeline, std::size_t topN, int plotColumns);

} // namespace partiscope::ui
