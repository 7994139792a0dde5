#pragma once

#include <QList>
#include <QPointF>
#include <QWidget>

#include <cstddef>
#include <cstdint>
#include <vector>

class QAreaSeries;
class QChart;
class QChartView;
class QLineSeries;
class QValueAxis;

namespace partiscope::ui {

/// The outline of a bar chart of @p counts as one step line: bucket i spans x in [i - 0.5, i + 0.5] so an
/// axis tick at i sits under its bar. More than @p maxBars buckets are merged into groups of neighbours,
/// each drawn at the group's maximum so a hot bucket keeps its full height.
QList<QPointF> bucketBarOutline(const std::vector<std::uint64_t>& counts, std::size_t maxBars);

/// The only place that touches QtCharts (deprecated upstream after Qt 6.10): replacing it means
/// rewriting this class alone. One series, refilled with a single replace() per update; axis ranges are
/// only set when they change, because each change relayouts the whole chart.
class BucketBarChart : public QWidget {
    Q_OBJECT
public:
    explicit BucketBarChart(QWidget* parent = nullptr);

    void setBucketCounts(const std::vector<std::uint64_t>& counts);
    /// Points currently in the series (for tests).
    [[nodiscard]] qsizetype pointCount() const;

private:
    void setAxisRanges(double maxX, double maxY);

    QChart* m_chart = nullptr;
    QChartView* m_view = nullptr;
    QLineSeries* m_outline = nullptr;
    QAreaSeries* m_bars = nullptr;
    QValueAxis* m_bucketAxis = nullptr;
    QValueAxis* m_writesAxis = nullptr;
    double m_maxX = -1;
    double m_maxY = -1;
};

} // namespace partiscope::ui
