#include "chart_adapter.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace partiscope::ui {

namespace {

// Roughly one bar per pixel column of a wide window; more points only cost time without showing more.
constexpr std::size_t kMaxBars = 1024;

// A 1-2-5 step giving about @p targetTicks intervals over [0, span].
double niceTickInterval(double span, int targetTicks) {
    if (span <= 0) {
        return 1;
    }
    const double raw = span / targetTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double step : {1.0, 2.0, 5.0, 10.0}) {
        if (raw <= step * magnitude) {
            return std::max(1.0, step * magnitude);
        }
    }
    return std::max(1.0, 10.0 * magnitude);
}

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

QList<QPointF> bucketBarOutline(const std::vector<std::uint64_t>& counts, std::size_t maxBars) {
    QList<QPointF> points;
    if (counts.empty() || maxBars == 0) {
        return points;
    }
    const std::size_t perBar = (counts.size() + maxBars - 1) / maxBars;
    points.reserve(static_cast<qsizetype>(2 * ((counts.size() + perBar - 1) / perBar)));
    for (std::size_t first = 0; first < counts.size(); first += perBar) {
        const std::size_t end = std::min(counts.size(), first + perBar);
        const auto peak = *std::max_element(counts.begin() + static_cast<std::ptrdiff_t>(first),
                                            counts.begin() + static_cast<std::ptrdiff_t>(end));
        const auto height = static_cast<double>(peak);
        points.append(QPointF(static_cast<double>(first) - 0.5, height));
        points.append(QPointF(static_cast<double>(end) - 0.5, height));
    }
    return points;
}

BucketBarChart::BucketBarChart(QWidget* parent) : QWidget(parent) {
    m_chart = new QChart();
    m_chart->legend()->hide();
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->setBackgroundRoundness(0);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->setLocalizeNumbers(true); // "6,000" like the heat map and statistics line, not "6000"

    m_outline = new QLineSeries(m_chart);
    m_bars = new QAreaSeries(m_outline); // no lower series: the bars stand on y = 0
    // Neutral slate, deliberately not from the heat map's colour scale: there, colour means "how hot".
    const QColor barColour(0x5b, 0x6b, 0x7f);
    m_bars->setBrush(barColour);
    m_bars->setPen(QPen(barColour.darker(130), 1));
    m_chart->addSeries(m_bars);

    m_bucketAxis = new QValueAxis(m_chart);
    m_bucketAxis->setTitleText(QStringLiteral("bucket"));
    m_bucketAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_bucketAxis->setTickType(QValueAxis::TicksDynamic);
    m_bucketAxis->setTickAnchor(0);
    m_writesAxis = new QValueAxis(m_chart);
    m_writesAxis->setTitleText(QStringLiteral("writes"));
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
    setAccessibleName(QStringLiteral("Writes per bucket bar chart"));
}

void BucketBarChart::setBucketCounts(const std::vector<std::uint64_t>& counts) {
    m_outline->replace(bucketBarOutline(counts, kMaxBars));
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

} // namespace partiscope::ui
