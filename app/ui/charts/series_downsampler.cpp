#include "charts/series_downsampler.h"

#include <algorithm>
#include <cmath>

namespace partiscope::ui {

namespace {

// Maps x to its pixel column; out-of-range values are clamped rather than dropped, so nothing a caller
// passes in disappears from the picture.
class ColumnOf {
public:
    ColumnOf(double xMin, double xMax, int columns)
        : m_xMin(xMin), m_scale(static_cast<double>(columns) / (xMax - xMin)), m_last(columns - 1) {}
    int operator()(double x) const {
        const double column = std::floor((x - m_xMin) * m_scale);
        if (!(column >= 0)) { // also NaN
            return 0;
        }
        return column >= m_last ? m_last : static_cast<int>(column);
    }

private:
    double m_xMin;
    double m_scale;
    int m_last;
};

bool usableRange(double xMin, double xMax, int columns) {
    return columns > 0 && std::isfinite(xMin) && std::isfinite(xMax) && xMax > xMin;
}

} // namespace

QList<QPointF> downsampleMinMax(const QList<QPointF>& points, double xMin, double xMax, int columns) {
    if (!usableRange(xMin, xMax, columns) || points.size() <= 2 * static_cast<qsizetype>(columns)) {
        return points;
    }
    const ColumnOf columnOf(xMin, xMax, columns);
    QList<QPointF> out;
    out.reserve(2 * static_cast<qsizetype>(columns));
    qsizetype first = 0;
    while (first < points.size()) {
        const int column = columnOf(points[first].x());
        qsizetype low = first;
        qsizetype high = first;
        qsizetype end = first + 1;
        for (; end < points.size() && columnOf(points[end].x()) == column; ++end) {
            // Strict comparisons: of equal values the first one is kept, so a flat stretch stays one point.
            if (points[end].y() < points[low].y()) {
                low = end;
            }
            if (points[end].y() > points[high].y()) {
                high = end;
            }
        }
        out.append(points[std::min(low, high)]);
        if (low != high) {
            out.append(points[std::max(low, high)]);
        }
        first = end;
    }
    // The line must still end where the data ends: in a flat last column the first point is the one kept, and
    // a coarse plot (a chart laid out narrow, before it was shown) would otherwise stop a column short.
    if (out.back().x() != points.back().x()) {
        out.append(points.back());
    }
    return out;
}

std::vector<double> downsampleEvents(const std::vector<double>& timesS, double xMin, double xMax, int columns) {
    if (!usableRange(xMin, xMax, columns) || timesS.size() <= static_cast<std::size_t>(columns)) {
        return timesS;
    }
    const ColumnOf columnOf(xMin, xMax, columns);
    std::vector<double> out;
    int lastColumn = -1;
    for (const double t : timesS) {
        const int column = columnOf(t);
        if (column != lastColumn) {
            out.push_back(t);
            lastColumn = column;
        }
    }
    return out;
}

void dropFlatInteriorPoints(QList<QPointF>& points) {
    if (points.size() < 3) {
        return;
    }
    qsizetype kept = 1; // the first point always stays
    for (qsizetype i = 1; i + 1 < points.size(); ++i) {
        // Exactly equal: a y that merely rounds to the same pixel might not at another chart height.
        const bool interior = points[i].y() == points[kept - 1].y() && points[i].y() == points[i + 1].y();
        if (!interior) {
            points[kept++] = points[i];
        }
    }
    points[kept++] = points.back();
    points.resize(kept);
}

} // namespace partiscope::ui
