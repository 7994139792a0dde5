#include "charts/chart_adapter.h"

#include "charts/axis_scale.h"
#include "charts/timeline_chart_accessible.h"
#include "charts/timeline_curves.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsScene>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace partiscope::ui {

namespace {

// Roughly one bar per pixel column of a wide window; more points only cost time without showing more.
constexpr std::size_t kMaxBars = 1024;
// Bars this many or fewer are drawn apart, kBarGap of their width between neighbours.
constexpr std::size_t kMaxBarsWithGaps = 256;
constexpr double kBarGap = 0.2;

// QtCharts creates a graphics item per tick as soon as either value changes, so the order matters: with
// the old interval of 1 and a new range of 65536 buckets it would build 65536 ticks. Whichever of range
// and interval shrinks the tick count goes first.
void setRangeAndTickInterval(QValueAxis& axis, double min, double max, double interval) {
    if (interval >= axis.tickInterval()) {
        axis.setTickInterval(interval);
        axis.setRange(min, max);
    } else {
        axis.setRange(min, max);
        axis.setTickInterval(interval);
    }
}

} // namespace

QList<QPointF> bucketBarOutline(const std::vector<std::uint64_t>& counts, std::size_t maxBars, double gap) {
    QList<QPointF> points;
    if (counts.empty() || maxBars == 0) {
        return points;
    }
    const std::size_t perBar = (counts.size() + maxBars - 1) / maxBars;
    points.reserve(static_cast<qsizetype>((gap > 0 ? 4 : 2) * ((counts.size() + perBar - 1) / perBar)));
    for (std::size_t first = 0; first < counts.size(); first += perBar) {
        const std::size_t end = std::min(counts.size(), first + perBar);
        const auto peak = *std::max_element(counts.begin() + static_cast<std::ptrdiff_t>(first),
                                            counts.begin() + static_cast<std::ptrdiff_t>(end));
        const auto height = static_cast<double>(peak);
        const double inset = gap > 0 ? gap * static_cast<double>(end - first) / 2.0 : 0.0;
        const double left = static_cast<double>(first) - 0.5 + inset;
        const double right = static_cast<double>(end) - 0.5 - inset;
        if (gap > 0) {
            points.append(QPointF(left, 0));
        }
        points.append(QPointF(left, height));
        points.append(QPointF(right, height));
        if (gap > 0) {
            points.append(QPointF(right, 0));
        }
    }
    return points;
}

QChart::ChartTheme chartThemeFor(const QPalette& palette) noexcept {
    return palette.color(QPalette::Window).lightness() < 128 ? QChart::ChartThemeDark : QChart::ChartThemeLight;
}

namespace {

// QtCharts does not follow the widget font; presentation mode scales the window's font, so copy it in.
void applyFonts(QChart& chart, const QFont& font) {
    QFont title = font;
    title.setBold(true);
    chart.setTitleFont(title);
    chart.legend()->setFont(font);
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.9);
    const auto axes = chart.axes();
    for (QAbstractAxis* axis : axes) {
        axis->setLabelsFont(small);
        axis->setTitleFont(font);
    }
}

} // namespace

BucketBarChart::BucketBarChart(QWidget* parent) : QWidget(parent) {
    m_chart = new QChart();
    m_chart->legend()->hide();
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->setBackgroundRoundness(0);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setLocalizeNumbers(true); // "6,000" like the heat map and statistics line, not "6000"

    m_outline = new QLineSeries(m_chart);
    m_bars = new QAreaSeries(m_outline); // no lower series: the bars stand on y = 0
    m_chart->addSeries(m_bars);

    m_bucketAxis = new QValueAxis(m_chart);
    m_bucketAxis->setTitleText(tr("bucket"));
    m_bucketAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_bucketAxis->setTickType(QValueAxis::TicksDynamic);
    m_bucketAxis->setTickAnchor(0);
    m_writesAxis = new QValueAxis(m_chart);
    m_writesAxis->setTitleText(tr("writes"));
    m_writesAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_writesAxis->setTickType(QValueAxis::TicksDynamic);
    m_writesAxis->setTickAnchor(0);
    m_chart->addAxis(m_bucketAxis, Qt::AlignBottom);
    m_chart->addAxis(m_writesAxis, Qt::AlignLeft);
    m_bars->attachAxis(m_bucketAxis);
    m_bars->attachAxis(m_writesAxis);

    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing, false); // axis-aligned bars: crisp edges, faster
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setAccessibleName(tr("Writes per bucket bar chart"));
    applyStyle();
}

void BucketBarChart::applyStyle() {
    const QChart::ChartTheme theme = chartThemeFor(palette());
    if (m_chart->theme() != theme) {
        m_chart->setTheme(theme);
    }
    applyFonts(*m_chart, font());
    // Neutral slate, deliberately not from the heat map's colour scale: there, colour means "how hot".
    const QColor barColour = theme == QChart::ChartThemeDark ? QColor(0x9a, 0xa8, 0xba) : QColor(0x5b, 0x6b, 0x7f);
    m_bars->setBrush(barColour);
    m_bars->setPen(QPen(barColour.darker(130), 1));
}

void BucketBarChart::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyStyle();
    }
}

QChart::ChartTheme BucketBarChart::chartTheme() const {
    return m_chart->theme();
}

qreal BucketBarChart::labelPointSize() const {
    return m_bucketAxis->labelsFont().pointSizeF();
}

void BucketBarChart::setCellNoun(const QString& noun) {
    m_bucketAxis->setTitleText(noun);
    setAccessibleName(tr("Writes per ") + noun + tr(" bar chart"));
}

QString BucketBarChart::cellNoun() const {
    return m_bucketAxis->titleText();
}

void BucketBarChart::setBucketCounts(const std::vector<std::uint64_t>& counts) {
    // Gaps only while bars are wide enough to show one (a few hundred at most); thinner bars would alias.
    const std::size_t bars = std::min<std::size_t>(counts.size(), kMaxBars);
    m_outline->replace(bucketBarOutline(counts, kMaxBars, bars <= kMaxBarsWithGaps ? kBarGap : 0.0));
    const std::uint64_t peak = counts.empty() ? 0 : *std::max_element(counts.begin(), counts.end());
    setAxisRanges(static_cast<double>(counts.size()), static_cast<double>(peak));
}

qsizetype BucketBarChart::pointCount() const {
    return m_outline->count();
}

void BucketBarChart::setAxisRanges(double maxX, double maxY) {
    if (maxX != m_maxX) {
        m_maxX = maxX;
        setRangeAndTickInterval(*m_bucketAxis, -0.5, std::max(0.5, maxX - 0.5), niceTickInterval(maxX, 8));
    }
    if (maxY != m_maxY) {
        m_maxY = maxY;
        const double interval = niceTickInterval(maxY, 4);
        // The next tick above the tallest bar, so it never touches the frame.
        setRangeAndTickInterval(*m_writesAxis, 0, (std::floor(maxY / interval) + 1) * interval, interval);
    }
}

namespace {

// Okabe-Ito: distinguishable with every common colour-vision deficiency. Deliberately not viridis, which
// means "how hot" in the heat maps; here colour only tells the partitions apart.
constexpr std::array<QRgb, ThrottleTimelineChart::kMaxCurves> kPartitionColours = {0xe69f00, 0x56b4e9, 0x009e73,
                                                                                   0x0072b2, 0xcc79a7};
constexpr QRgb kOthersColour = 0x999999;
constexpr QRgb kThrottledColour = 0xd55e00;
constexpr QRgb kBurstColour = 0x555555;

// Creating series and axes is the expensive part of QtCharts; pens are built once here, not per frame.
QLineSeries* addLine(QChart& chart, const QString& name, const QPen& pen) {
    auto* series = new QLineSeries(&chart);
    series->setName(name);
    series->setPen(pen);
    chart.addSeries(series);
    return series;
}

void hideLegendMarker(QChart& chart, QAbstractSeries* series) {
    for (QLegendMarker* marker : chart.legend()->markers(series)) {
        marker->setVisible(false);
    }
}

} // namespace

ThrottleTimelineChart::ThrottleTimelineChart(QWidget* parent) : QWidget(parent) {
    installTimelineChartAccessibility();
    m_chart = new QChart();
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->setBackgroundRoundness(0);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setLocalizeNumbers(true);
    // Beside the plot, one entry a line: along the bottom the ten entries shared one line and QtCharts cut
    // their labels ("partitio…").
    m_chart->legend()->setAlignment(Qt::AlignRight);

    // Seconds along x, labelled in the unit the partition x time map uses too (TimeAxisScale): a category axis
    // prints any text at any value, where a value axis could only print the seconds.
    m_timeAxis = new QCategoryAxis(m_chart);
    m_timeAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_timeAxis->setTitleText(TimeAxisScale{}.title());
    m_capacityAxis = new QValueAxis(m_chart);
    m_capacityAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_capacityAxis->setTickType(QValueAxis::TicksDynamic);
    m_capacityAxis->setTickAnchor(0);
    m_burstAxis = new QValueAxis(m_chart);
    m_burstAxis->setTitleText(tr("burst tokens"));
    m_burstAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_burstAxis->setTickType(QValueAxis::TicksDynamic);
    m_burstAxis->setTickAnchor(0);
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_capacityAxis, Qt::AlignLeft);
    m_chart->addAxis(m_burstAxis, Qt::AlignRight);

    auto attach = [this](QAbstractSeries* series, QValueAxis* y) {
        series->attachAxis(m_timeAxis);
        series->attachAxis(y);
    };
    for (std::size_t i = 0; i < m_curves.size(); ++i) {
        m_curves[i].consumed = addLine(*m_chart, QString(), QPen());
        m_curves[i].allocated = addLine(*m_chart, QString(), QPen());
        attach(m_curves[i].consumed, m_capacityAxis);
        attach(m_curves[i].allocated, m_capacityAxis);
        hideLegendMarker(*m_chart, m_curves[i].allocated);
    }
    m_throttled = addLine(*m_chart, tr("throttled"), QPen());
    attach(m_throttled, m_capacityAxis);
    // In the chart only while there is some (most tables never see back-pressure): even hidden, a series in the
    // chart narrows its plot enough to elide the axis labels in presentation mode.
    m_backPressure = new QLineSeries(this);
    m_backPressure->setName(tr(kBackPressureName));
    // CloudWatch data, likewise only while some is attached.
    m_observed = new QLineSeries(this);
    m_observedSimulated = new QLineSeries(this);
    m_observedSimulated->setName(tr(kObservedSimulatedName));
    m_burst = addLine(*m_chart, tr("burst bucket (hottest)"), QPen());
    attach(m_burst, m_burstAxis);

    m_throttleOnsets = new QScatterSeries(m_chart);
    m_throttleOnsets->setName(tr("throttling starts"));
    m_throttleOnsets->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    m_throttleOnsets->setMarkerSize(kMarkerWidthPx); // the data layer keeps two markers per marker width
    m_throttleOnsets->setBorderColor(Qt::black);
    m_chart->addSeries(m_throttleOnsets);
    attach(m_throttleOnsets, m_capacityAxis);
    m_splits = new QScatterSeries(m_chart);
    m_splits->setName(tr("split"));
    m_splits->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_splits->setMarkerSize(10);
    m_chart->addSeries(m_splits);
    attach(m_splits, m_capacityAxis);

    m_cursor = addLine(*m_chart, tr("now"), QPen());
    attach(m_cursor, m_capacityAxis);
    hideLegendMarker(*m_chart, m_cursor);

    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing, true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setAccessibleName(tr("Throttle timeline"));
    connect(m_chart, &QChart::plotAreaChanged, this, &ThrottleTimelineChart::plotAreaChanged);
    setMinimumHeight(220);
    applyStyle();
}

void ThrottleTimelineChart::applyStyle() {
    const QChart::ChartTheme theme = chartThemeFor(palette());
    if (m_chart->theme() != theme) {
        m_chart->setTheme(theme);
    }
    applyFonts(*m_chart, font());
    // Marks that are black on a light chart take the text colour, so they stay visible on a dark one.
    const QColor ink = palette().color(QPalette::WindowText);
    const QColor burst = theme == QChart::ChartThemeDark ? QColor(0xbb, 0xbb, 0xbb) : QColor::fromRgb(kBurstColour);
    for (std::size_t i = 0; i < m_curves.size(); ++i) {
        const QColor colour = QColor::fromRgb(i < kPartitionColours.size() ? kPartitionColours[i] : kOthersColour);
        m_curves[i].consumed->setPen(QPen(colour, 2));
        m_curves[i].allocated->setPen(QPen(colour, 1, Qt::DashLine));
    }
    m_throttled->setPen(QPen(QColor::fromRgb(kThrottledColour), 2));
    // In the text colour, dash-dotted: it usually runs on top of the throttled line (back-pressure is often all a
    // table throttles), and the orange showing through the gaps says it is part of that line.
    m_backPressurePen = QPen(ink, 2, Qt::DashDotLine);
    m_backPressure->setPen(m_backPressurePen);
    // Observed dashed over the simulation summed the same way (solid), both in the text colour: they are the
    // table's totals, not a partition's, so they take none of the partitions' colours.
    m_observedPen = QPen(ink, 2, Qt::DashLine);
    m_observedSimulatedPen = QPen(ink, 1);
    m_observed->setPen(m_observedPen);
    m_observedSimulated->setPen(m_observedSimulatedPen);
    m_burst->setPen(QPen(burst, 1, Qt::DotLine));
    // In the text colour, not the throttled line's orange: the marks sit on that line and must stand out.
    m_throttleOnsets->setColor(ink);
    m_throttleOnsets->setBorderColor(ink);
    m_splits->setColor(ink);
    m_splits->setBorderColor(ink);
    m_cursor->setPen(QPen(palette().color(QPalette::Highlight), 2));
}

void ThrottleTimelineChart::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyStyle();
    }
}

QChart::ChartTheme ThrottleTimelineChart::chartTheme() const {
    return m_chart->theme();
}

qreal ThrottleTimelineChart::labelPointSize() const {
    return m_timeAxis->labelsFont().pointSizeF();
}

void ThrottleTimelineChart::setCurves(const TimelineCurves& curves, const QString& unit) {
    // Read when a screen reader asks, not announced per frame: thirty value changes a second would drown it.
    m_summary = timelineSummaryText(curves, unit);
    if (unit != m_unit) {
        m_unit = unit;
        m_capacityAxis->setTitleText(unit + QStringLiteral("/s"));
    }
    // The thick dashed line is CloudWatch's only when observed data is attached: the title says so then.
    const QString title = tr("Solid: ") + unit + tr(" consumed · dashed: allocated · ▲ throttling starts · ■ split") +
                          (curves.observedLabel.isEmpty() ? QString() : tr(" · thick dashed: CloudWatch"));
    if (m_chart->title() != title) {
        m_chart->setTitle(title);
    }
    // timelineCurves() lists the hot partitions first and "others" last; the last slot is for "others".
    const bool hasOthers = !curves.curves.empty() && !curves.curves.back().partition.has_value();
    const std::size_t hotCount = curves.curves.size() - (hasOthers ? 1 : 0);
    for (std::size_t slot = 0; slot < m_curves.size(); ++slot) {
        const TimelineCurve* curve = nullptr;
        if (slot < kMaxCurves && slot < hotCount) {
            curve = &curves.curves[slot];
        } else if (slot == kMaxCurves && hasOthers) {
            curve = &curves.curves.back();
        }
        CurveSeries& series = m_curves[slot];
        const bool visible = curve != nullptr;
        if (series.consumed->isVisible() != visible) {
            series.consumed->setVisible(visible);
            series.allocated->setVisible(visible);
            hideLegendMarker(*m_chart, series.allocated);
        }
        if (visible && series.consumed->name() != curve->label) {
            series.consumed->setName(curve->label);
        }
        series.consumed->replace(visible ? curve->consumed : QList<QPointF>());
        series.allocated->replace(visible ? curve->allocated : QList<QPointF>());
    }
    m_throttled->replace(curves.throttled);
    showOptional(m_backPressure, m_backPressurePen, !curves.backPressure.isEmpty());
    m_backPressure->replace(curves.backPressure);
    const bool observed = !curves.observedLabel.isEmpty();
    const QString observedName = curves.observedLabel + tr(", observed");
    if (observed && m_observed->name() != observedName) {
        m_observed->setName(observedName);
    }
    showOptional(m_observed, m_observedPen, observed);
    showOptional(m_observedSimulated, m_observedSimulatedPen, observed);
    m_observed->replace(curves.observed);
    m_observedSimulated->replace(curves.observedSimulated);
    m_burst->replace(curves.hottestBurst);

    const double top = std::max(1.0, curves.maxCapacity) * 1.1;
    m_throttleOnsets->replace(curves.throttleOnsets);
    setAxisRanges(curves.durationS, top, curves.maxBurst);
    QList<QPointF> splits;
    for (const double atS : curves.splitsS) {
        splits.append(QPointF(atS, m_maxCapacity * 0.97)); // along the top edge, clear of the curves
    }
    m_splits->replace(splits);
    // No cursor once the run is complete: a line on the right edge would only hide the last values.
    m_cursor->replace(curves.nowS < curves.durationS
                          ? QList<QPointF>{QPointF(curves.nowS, 0), QPointF(curves.nowS, m_maxCapacity)}
                          : QList<QPointF>{});
    ++m_framesApplied;
}

void ThrottleTimelineChart::showOptional(QLineSeries* series, const QPen& pen, bool shown) {
    const bool inChart = series->chart() != nullptr;
    if (shown == inChart) {
        return;
    }
    if (shown) {
        m_chart->addSeries(series);
        series->attachAxis(m_timeAxis);
        series->attachAxis(m_capacityAxis);
        series->setPen(pen); // addSeries() gives it the theme's colour
    } else {
        m_chart->removeSeries(series);
        series->setParent(this); // removeSeries() gives up the chart's ownership
    }
}

qsizetype ThrottleTimelineChart::pointCount(const QString& seriesName) const {
    for (QAbstractSeries* series : m_chart->series()) {
        if (series->name() == seriesName) {
            if (auto* xy = qobject_cast<QXYSeries*>(series)) {
                return xy->count();
            }
        }
    }
    return -1;
}

QRect ThrottleTimelineChart::plotAreaRect() const {
    const QRectF inScene = m_chart->mapRectToScene(m_chart->plotArea());
    return m_view->mapFromScene(inScene).boundingRect().translated(m_view->viewport()->mapTo(this, QPoint(0, 0)));
}

void ThrottleTimelineChart::renderChart(QPainter& painter, const QRectF& target) const {
    // The scene, not the view: a view renders its viewport's cached background as a bitmap.
    m_chart->scene()->render(&painter, target, m_view->mapToScene(m_view->viewport()->rect()).boundingRect());
}

int ThrottleTimelineChart::plotColumns() const {
    const auto plotWidth = static_cast<int>(std::ceil(m_chart->plotArea().width()));
    // Axes, their labels and the margins take some 150 px; overestimating only costs a few points.
    return plotWidth > 0 ? plotWidth : std::max(1, width());
}

void ThrottleTimelineChart::setAxisRanges(double duration, double maxCapacity, double maxBurst) {
    if (duration != m_duration) {
        m_duration = duration;
        const TimeAxisScale scale = TimeAxisScale::forDuration(static_cast<std::uint64_t>(std::max(1.0, duration)));
        const QStringList old = m_timeAxis->categoriesLabels();
        for (const QString& label : old) {
            m_timeAxis->remove(label);
        }
        m_timeAxis->setStartValue(0);
        for (const std::uint64_t atS : scale.ticksS) {
            m_timeAxis->append(scale.number(atS), static_cast<double>(atS));
        }
        m_timeAxis->setTitleText(scale.title());
        m_timeAxis->setRange(0, std::max(1.0, duration));
    }
    // Axis changes relayout the whole chart, so the capacity axis moves in whole 1-2-5 ticks only.
    const double interval = niceTickInterval(maxCapacity, 4);
    const double capacityTop = interval * std::ceil(maxCapacity / interval);
    if (capacityTop != m_maxCapacity) {
        m_maxCapacity = capacityTop;
        setRangeAndTickInterval(*m_capacityAxis, 0, capacityTop, interval);
    }
    const double burstInterval = niceTickInterval(std::max(1.0, maxBurst), 4);
    const double burstTop = burstInterval * std::ceil(std::max(1.0, maxBurst) / burstInterval);
    if (burstTop != m_maxBurst) {
        m_maxBurst = burstTop;
        setRangeAndTickInterval(*m_burstAxis, 0, burstTop, burstInterval);
    }
}

} // namespace partiscope::ui
