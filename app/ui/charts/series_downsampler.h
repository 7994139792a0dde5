#pragma once

#include <QList>
#include <QPointF>

#include <vector>

namespace partiscope::ui {

/// Reduces a line to at most two points per pixel column: [@p xMin, @p xMax] is cut into @p columns equal
/// columns and each column keeps its lowest and its highest point, in their original order. A one-second
/// throttle spike in an hour-long run therefore still reaches its full height, while the chart draws
/// about twice its width in points instead of thousands.
///
/// @p points must have non-decreasing x; the result keeps original points only, so its x is non-decreasing
/// too. A line that already fits (at most 2 × @p columns points), @p columns <= 0, or an empty x range is
/// returned unchanged. Points left of @p xMin or right of @p xMax fall into the first or last column. The
/// last point is always kept, so the line spans the same x range as the data.
QList<QPointF> downsampleMinMax(const QList<QPointF>& points, double xMin, double xMax, int columns);

/// Removes the points inside runs of equal y, keeping each run's first and last point: a line through them
/// draws exactly the same. Allocated capacity, a flat consumption or a full burst bucket are such runs for
/// most of a run, and QtCharts strokes every point it is given (its hit-test outline alone was 40 % of a
/// timeline frame, measured). A dashed line keeps its dash phase too: the path's length is unchanged.
void dropFlatInteriorPoints(QList<QPointF>& points);

/// The same columns for event times (markers drawn at a fixed height): at most one per pixel column, the
/// earliest, since later ones in the same column would be drawn on top of it.
std::vector<double> downsampleEvents(const std::vector<double>& timesS, double xMin, double xMax, int columns);

} // namespace partiscope::ui
