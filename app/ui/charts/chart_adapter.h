#pragma once

#include <QChart>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QString>
#include <QWidget>

#include <array>

#include <cstddef>
#include <cstdint>
#include <vector>

class QAreaSeries;
class QPainter;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QCategoryAxis;
class QValueAxis;

namespace partiscope::ui {

/// The outline of a bar chart of @p counts as one step line: bucket i spans x in [i - 0.5, i + 0.5] so an
/// axis tick at i sits under its bar. More than @p maxBars buckets are merged into groups of neighbours,
/// each drawn at the group's maximum so a hot bucket keeps its full height. With @p gap > 0 each bar is
/// that fraction of its width narrower and the outline drops to 0 between bars, so bars of equal height
/// stay apart instead of merging into one block.
QList<QPointF> bucketBarOutline(const std::vector<std::uint64_t>& counts, std::size_t maxBars, double gap = 0.0);

/// The chart theme that matches @p palette: dark when the window colour is dark (the system's dark mode).
QChart::ChartTheme chartThemeFor(const QPalette& palette) noexcept;

/// The only place that touches QtCharts (deprecated upstream after Qt 6.10): replacing it means
/// rewriting this class alone. One series, refilled with a single replace() per update; axis ranges are
/// only set when they change, because each change relayouts the whole chart.
class BucketBarChart : public QWidget {
    Q_OBJECT
public:
    explicit BucketBarChart(QWidget* parent = nullptr);

    void setBucketCounts(const std::vector<std::uint64_t>& counts);
    /// The x axis title: "bucket", or "partition" under the range placement model.
    void setCellNoun(const QString& noun);
    [[nodiscard]] QString cellNoun() const;
    /// Points currently in the series (for tests).
    [[nodiscard]] qsizetype pointCount() const;
    /// The chart's current theme and label font size (for tests: they follow the palette and the font).
    [[nodiscard]] QChart::ChartTheme chartTheme() const;
    [[nodiscard]] qreal labelPointSize() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void setAxisRanges(double maxX, double maxY);
    /// Theme from the palette, fonts from the widget's font, then the series' own colours again
    /// (setTheme() resets them).
    void applyStyle();

    QChart* m_chart = nullptr;
    QChartView* m_view = nullptr;
    QLineSeries* m_outline = nullptr;
    QAreaSeries* m_bars = nullptr;
    QValueAxis* m_bucketAxis = nullptr;
    QValueAxis* m_writesAxis = nullptr;
    double m_maxX = -1;
    double m_maxY = -1;
};

struct TimelineCurves;

/// The throttle timeline: consumed (solid) and allocated (dashed) capacity of the hottest partitions and of
/// the rest, throttled capacity (and the part of it that index back-pressure refused), the hottest partition's burst
/// bucket (right axis), throttle onsets and splits as markers, a time cursor, and CloudWatch's observed consumption
/// (dashed) over the simulation's for the same periods when data is attached. Like BucketBarChart, all QtCharts use
/// stays in this file; every series is created once and refilled with one replace() per frame.
class ThrottleTimelineChart : public QWidget {
    Q_OBJECT
public:
    /// Hot partitions drawn individually; the rest are one aggregate curve.
    static constexpr std::size_t kMaxCurves = 5;
    /// The legend's name of the back-pressure series (TimelineCurves::backPressure).
    static constexpr const char* kBackPressureName =
        QT_TRANSLATE_NOOP("partiscope::ui::ThrottleTimelineChart", "throttled by index back-pressure");
    /// The legend's name of the simulation summed over CloudWatch's periods (TimelineCurves::observedSimulated);
    /// the observed line is called "<TimelineCurves::observedLabel>, observed".
    static constexpr const char* kObservedSimulatedName =
        QT_TRANSLATE_NOOP("partiscope::ui::ThrottleTimelineChart", "simulated, same periods");

    explicit ThrottleTimelineChart(QWidget* parent = nullptr);

    /// One frame: replaces every series' points. @p unit is "WCU" or "RCU".
    void setCurves(const TimelineCurves& curves, const QString& unit);

    /// Frames applied so far, and the points of the series named @p name (for tests).
    [[nodiscard]] std::uint64_t framesApplied() const noexcept { return m_framesApplied; }
    [[nodiscard]] qsizetype pointCount(const QString& seriesName) const;
    [[nodiscard]] QChart::ChartTheme chartTheme() const;
    [[nodiscard]] qreal labelPointSize() const;

    /// Pixel columns of the plot area (the width the data layer downsamples to); before the first layout,
    /// an estimate from the widget's width.
    [[nodiscard]] int plotColumns() const;

    /// Draws the chart as it is on screen into @p painter's @p target: vector paths on a QSvgGenerator,
    /// pixels on an image (the export's way in, so no one else needs to know about QChartView).
    void renderChart(QPainter& painter, const QRectF& target) const;

    /// The plot area (where second 0 .. the run's end lie) in this widget's coordinates.
    [[nodiscard]] QRect plotAreaRect() const;

    /// The last frame in one line (timelineSummaryText()): the chart's accessible value.
    [[nodiscard]] const QString& summaryText() const noexcept { return m_summary; }

signals:
    /// The plot area moved or changed size (a relayout: new axis labels, a resize, a font).
    void plotAreaChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void setAxisRanges(double duration, double maxCapacity, double maxBurst);
    /// Puts @p series (with its @p pen) in the chart or takes it out: a series only some runs have.
    void showOptional(QLineSeries* series, const QPen& pen, bool shown);
    /// As BucketBarChart::applyStyle.
    void applyStyle();

    struct CurveSeries {
        QLineSeries* consumed = nullptr;
        QLineSeries* allocated = nullptr;
    };

    QChart* m_chart = nullptr;
    QChartView* m_view = nullptr;
    std::array<CurveSeries, kMaxCurves + 1> m_curves{}; ///< the top partitions, then "others"
    QLineSeries* m_throttled = nullptr;
    QLineSeries* m_backPressure = nullptr; ///< in the chart only while there is some
    QPen m_backPressurePen;
    QLineSeries* m_observed = nullptr;          ///< in the chart only while CloudWatch data is attached
    QLineSeries* m_observedSimulated = nullptr; ///< likewise
    QPen m_observedPen;
    QPen m_observedSimulatedPen;
    QLineSeries* m_burst = nullptr;
    QScatterSeries* m_throttleOnsets = nullptr;
    QScatterSeries* m_splits = nullptr;
    QLineSeries* m_cursor = nullptr;
    QCategoryAxis* m_timeAxis = nullptr;
    QValueAxis* m_capacityAxis = nullptr;
    QValueAxis* m_burstAxis = nullptr;
    QString m_unit;
    QString m_summary;
    double m_duration = -1;
    double m_maxCapacity = -1;
    double m_maxBurst = -1;
    std::uint64_t m_framesApplied = 0;
};

} // namespace partiscope::ui
