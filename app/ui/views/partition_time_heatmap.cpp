#include "views/partition_time_heatmap.h"

#include "charts/axis_scale.h"
#include "util/analysis_summary_text.h"
#include "views/colour_map.h"
#include "views/view_accessibility.h"

#include <partiscope/throttle_timeline.h>

#include <QCoreApplication>
#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPaintEngine>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace partiscope::ui {

namespace {

constexpr int kMargin = 4;
constexpr int kLegendBarHeight = 12;
constexpr int kAxisGap = 4;

// Past this many cells an SVG export embeds the cached image instead of rectangles.
constexpr std::size_t kMaxVectorCells = 200'000;

// Capacity units per second as the rest of the UI writes numbers: whole ones grouped, others with one decimal.
QString unitsText(double value) {
    const double whole = std::round(value);
    if (value >= 100 || std::fabs(value - whole) < 0.05) {
        return countText(static_cast<std::uint64_t>(std::max(0.0, whole)));
    }
    return QLocale().toString(value, 'f', 1);
}

} // namespace

PartitionTimeHeatmap::PartitionTimeHeatmap(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus); // Tab or a click; the arrows then walk partitions and time
    installHeatmapAccessibility();   // before anything asks for this widget's interface, which is then kept
    setAccessibleName(tr("Partition by time heat map"));
}

void PartitionTimeHeatmap::setTimeline(const ThrottleTimeline* timeline, std::optional<std::uint64_t> run) {
    const bool replaced = timeline != m_timeline;
    const bool goesOn = !replaced && run && run == m_run;
    m_timeline = timeline;
    m_run = run;
    recomputeGeometry(); // a split adds a row
    if (!goesOn) {
        m_cells.invalidate();
    }
    update();
    if (replaced) {
        announceCellsChanged(this);
    }
}

void PartitionTimeHeatmap::refresh() {
    recomputeGeometry();
    m_cells.invalidate();
    update();
}

QRect PartitionTimeHeatmap::legendArea() const {
    const int height = m_heatScale == HeatScale::CeilingShare ? ceilingLegendHeight(fontMetrics())
                                                              : kLegendBarHeight + 4 + fontMetrics().height();
    return {kMargin, this->height() - kMargin - height, width() - 2 * kMargin, height};
}

QRect PartitionTimeHeatmap::cellArea() const {
    const int labelWidth = fontMetrics().horizontalAdvance(QStringLiteral("P00000")) + kAxisGap;
    const int axisHeight = fontMetrics().height() + kAxisGap;
    const QRect legend = legendArea();
    int left = kMargin + labelWidth;
    int right = width() - kMargin - 1;
    if (m_spanLeft >= left && m_spanRight > m_spanLeft && m_spanRight <= right) {
        left = m_spanLeft;
        right = m_spanRight;
    }
    return QRect(QPoint(left, kMargin), QPoint(right, legend.top() - axisHeight - 2 * kAxisGap));
}

void PartitionTimeHeatmap::setTimeSpan(int left, int right) {
    if (left != m_spanLeft || right != m_spanRight) {
        m_spanLeft = left;
        m_spanRight = right;
        refresh();
    }
}

void PartitionTimeHeatmap::recomputeGeometry() {
    m_geometry.area = cellArea();
    m_geometry.partitions = m_timeline ? static_cast<std::uint32_t>(m_timeline->partitions().size()) : 0;
    m_geometry.durationS = m_timeline ? m_timeline->durationS() : 0;
}

void PartitionTimeHeatmap::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // Not refresh(): the cells repaint whole when their area changed, and a render of a hidden widget (an export,
    // grab()) sends a resize event of the same size each time.
    recomputeGeometry();
    update();
}

void PartitionTimeHeatmap::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        refresh(); // the axis and legend sizes follow the font, the cell background the palette
    }
}

void PartitionTimeHeatmap::setColourMap(ColourMap map) {
    if (map != m_colourMap) {
        m_colourMap = map;
        refresh();
    }
}

void PartitionTimeHeatmap::setHeatScale(HeatScale scale) {
    if (scale != m_heatScale) {
        m_heatScale = scale;
        refresh(); // the absolute legend is a line taller
    }
}

PartitionTimeCellStyle PartitionTimeHeatmap::cellStyle() const {
    return {m_colourMap, mapScale(nullptr), palette().color(QPalette::Base).rgb()};
}

void PartitionTimeHeatmap::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    if (!m_timeline || m_geometry.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("No simulation yet"));
        return;
    }
    const std::size_t cells = m_timeline->partitions().size() * m_timeline->pointsPerSeries();
    if (painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::SVG && cells <= kMaxVectorCells) {
        // An SVG export gets the cells as rectangles (the same painting as the cache), not a bitmap; past
        // kMaxVectorCells the file would be tens of MB of rectangles, so it embeds the image instead.
        painter.save();
        painter.setClipRect(m_geometry.area);
        painter.fillRect(m_geometry.area, palette().color(QPalette::Base));
        PartitionTimeCells::paint(painter, *m_timeline, m_geometry, m_colourMap, mapScale(nullptr));
        painter.restore();
    } else {
        painter.drawImage(m_geometry.area.topLeft(), m_cells.update(*m_timeline, m_run, m_geometry, cellStyle()));
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(m_geometry.area.adjusted(-1, -1, 0, 0));
    // The time cursor: where playback is.
    if (m_timeline->nowS() < m_timeline->durationS()) {
        const int x = m_geometry.xForTime(m_timeline->nowS());
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawLine(x, m_geometry.area.top(), x, m_geometry.area.bottom());
    }
    paintFocusedCell(painter);
    paintAxes(painter);
    paintLegend(painter);
}

void PartitionTimeHeatmap::paintAxes(QPainter& painter) const {
    painter.setPen(palette().color(QPalette::WindowText));
    const QFontMetrics metrics = fontMetrics();
    const QRect area = m_geometry.area;
    // Partition labels only where a row is tall enough to carry one legibly.
    const int labelRight = area.left() - kAxisGap;
    int lastLabelBottom = area.top() - metrics.height();
    for (std::uint32_t partition = 0; partition < m_geometry.partitions; ++partition) {
        const int top = m_geometry.rowTop(partition);
        const int bottom = m_geometry.rowTop(partition + 1);
        const int centre = (top + bottom) / 2;
        if (centre - metrics.height() / 2 < lastLabelBottom + 2) {
            continue;
        }
        const QRect label(kMargin, centre - metrics.height() / 2, labelRight - kMargin, metrics.height());
        painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("P") + QString::number(partition));
        lastLabelBottom = label.bottom();
    }
    const int axisTop = area.bottom() + kAxisGap;
    for (const TimeTick& tick : timeTicks()) {
        const int x = tick.x;
        const QString& label = tick.label;
        const int labelWidth = metrics.horizontalAdvance(label);
        const int left = std::clamp(x - labelWidth / 2, area.left(), area.right() - labelWidth);
        painter.drawLine(x, area.bottom() + 1, x, area.bottom() + 3);
        painter.drawText(QRect(left, axisTop, labelWidth + 1, metrics.height()), Qt::AlignCenter, label);
    }
}

std::vector<PartitionTimeHeatmap::TimeTick> PartitionTimeHeatmap::timeTicks() const {
    std::vector<TimeTick> ticks;
    if (m_geometry.isEmpty()) {
        return ticks;
    }
    // The same unit and ticks as the timeline chart above (TimeAxisScale), so both read the same time at one x.
    const TimeAxisScale scale = TimeAxisScale::forDuration(m_geometry.durationS);
    for (const std::uint64_t atS : scale.ticksS) {
        ticks.push_back({m_geometry.xForTime(atS), scale.label(atS)});
    }
    return ticks;
}

CapacityScale PartitionTimeHeatmap::mapScale(bool* uniform) const {
    const double ceiling = m_timeline->ceiling();
    if (m_heatScale == HeatScale::CeilingShare) {
        // An allocation at the ceiling makes CapacityScale linear from 0 to the ceiling: the same units per second
        // are the same colour in every document, whatever its capacity.
        if (uniform) {
            *uniform = false;
        }
        return CapacityScale{ceiling, ceiling};
    }
    // One scale for the whole map, so a colour is the same units per second on every row: its middle mark is
    // the partitions' allocation, or the smallest one when they differ (split children get half their
    // parent's); linear to the ceiling when no partition is provisioned below it (on-demand).
    const std::optional<double> smallest = m_timeline->smallestAllocation();
    if (uniform) {
        *uniform = smallest && *smallest == *m_timeline->largestAllocation();
    }
    return CapacityScale{smallest.value_or(ceiling), ceiling};
}

void PartitionTimeHeatmap::paintLegend(QPainter& painter) const {
    const QRect legend = legendArea();
    if (m_heatScale == HeatScale::CeilingShare) {
        paintCeilingLegend(painter, legend, m_colourMap, m_timeline->direction(), {tr("throttled"), tr("throttled")},
                           palette().color(QPalette::WindowText));
        return;
    }
    const QFontMetrics metrics = fontMetrics();
    bool uniform = false;
    const CapacityScale scale = mapScale(&uniform);
    const QString unit = capacityUnitName(m_timeline->direction());
    const QString caption = unit + tr("/s used");
    const QString throttledLabel = tr("throttled");
    const QString ceilingLabel = unitsText(scale.ceiling) + tr(" ceiling");
    const int captionWidth = metrics.horizontalAdvance(caption) + 12;
    const int throttleWidth = metrics.horizontalAdvance(throttledLabel) + kLegendBarHeight * 2 + 16;
    const int endLabel = metrics.horizontalAdvance(ceilingLabel) / 2 + 2;
    const QRect bar(legend.left() + captionWidth + endLabel, legend.top(),
                    legend.width() - captionWidth - throttleWidth - 2 * endLabel, kLegendBarHeight);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(legend.left(), legend.top(), captionWidth, kLegendBarHeight),
                     Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, caption);
    if (bar.width() < 16) {
        return;
    }
    painter.fillRect(bar, colourMapGradient(bar, m_colourMap));
    auto tick = [&](double position, const QString& label, bool strong) {
        const int x = bar.left() + static_cast<int>(std::lround((bar.width() - 1) * position));
        painter.drawLine(x, strong ? bar.top() - 2 : bar.bottom() + 1, x, bar.bottom() + 3);
        if (!label.isEmpty()) {
            const int labelWidth = metrics.horizontalAdvance(label);
            painter.drawText(QRect(x - labelWidth / 2, bar.bottom() + 4, labelWidth + 1, metrics.height()),
                             Qt::AlignCenter, label);
        }
    };
    tick(0, QStringLiteral("0"), false);
    if (const auto at = scale.allocationPosition()) {
        // A tick in the middle of each half: the halves have different units per pixel.
        tick(*at / 2, {}, false);
        tick(*at + (1 - *at) / 2, {}, false);
        const QString allocation = unitsText(scale.allocation);
        tick(*at, allocation + (uniform ? tr(" allocation") : tr(" smallest allocation")), true);
    } else {
        for (const double fraction : {0.25, 0.5, 0.75}) {
            tick(fraction, unitsText(scale.unitsAt(fraction)), false);
        }
    }
    tick(1, ceilingLabel, true);
    const QRect swatch(bar.right() + endLabel + 16, legend.top(), kLegendBarHeight * 2, kLegendBarHeight);
    painter.fillRect(swatch, QColor::fromRgb(colourMapRgb(m_colourMap, 0.5)));
    fillThrottleHatch(painter, swatch);
    painter.drawText(
        QRect(swatch.right() + 6, legend.top(), metrics.horizontalAdvance(throttledLabel) + 2, kLegendBarHeight),
        Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, throttledLabel);
}

QString PartitionTimeHeatmap::cellToolTip(QPoint widgetPixel) const {
    const auto partition = m_geometry.partitionAt(widgetPixel.y());
    const auto atS = m_geometry.timeAt(widgetPixel.x());
    if (!partition || !atS) {
        return {};
    }
    return cellToolTip(*partition, *atS);
}

QString PartitionTimeHeatmap::cellToolTip(std::uint32_t partition, std::uint64_t atS) const {
    if (!m_timeline || atS >= m_timeline->nowS() || partition >= m_timeline->partitions().size()) {
        return {};
    }
    const PartitionTrace& trace = m_timeline->partitions()[partition];
    const std::size_t point = static_cast<std::size_t>(atS / m_timeline->ticksPerPoint());
    if (point >= trace.consumed.points().size()) {
        return {};
    }
    const auto valueAt = [point](const PeakSeries& series) {
        return point < series.points().size() ? static_cast<double>(series.points()[point]) : 0.0;
    };
    const double consumed = valueAt(trace.consumed);
    const double throttled = valueAt(trace.throttled);
    const CapacityScale scale{valueAt(trace.allocated), m_timeline->ceiling()};
    const QString unit = capacityUnitName(m_timeline->direction());
    const QString requests = m_timeline->direction() == CapacityDirection::Writes
                                 ? QCoreApplication::translate("partiscope::ui::Nouns", "writes")
                                 : QCoreApplication::translate("partiscope::ui::Nouns", "reads");
    const QLocale locale;
    const auto percentOf = [&](double part, double whole) -> QString {
        return locale.toString(whole > 0 ? 100.0 * part / whole : 0.0, 'f', 0) + QStringLiteral(" %");
    };
    const TimeAxisScale timeScale = TimeAxisScale::forDuration(m_geometry.durationS);
    QString text = tr("Partition ") + QString::number(partition) + tr(" at ") + timeScale.label(atS);
    if (timeScale.secondsPerUnit > 1) {
        text += QStringLiteral(" (") + countText(atS) + QStringLiteral(" s)");
    }
    if (m_timeline->ticksPerPoint() > 1) {
        text += tr(" (peak of ") + QString::number(m_timeline->ticksPerPoint()) + QStringLiteral(" s)");
    }
    text += QLatin1Char('\n') + unitsText(consumed) + QLatin1Char(' ') + unit + tr("/s used: ");
    if (scale.allocationPosition()) {
        text += percentOf(consumed, scale.allocation) + tr(" of its ") + unitsText(scale.allocation) +
                QLatin1Char(' ') + unit + tr("/s allocation, ");
    }
    text += percentOf(consumed, scale.ceiling) + tr(" of the ") + unitsText(scale.ceiling) + QLatin1Char(' ') + unit +
            tr(" ceiling");
    if (throttled > 0) {
        // What the partition was asked: served plus refused, as a share of the ceiling (above 100 % it cannot serve).
        // A point of several seconds holds each series' peak, so their sum is a bound, not a second's demand.
        text += (m_timeline->ticksPerPoint() > 1 ? tr("\nasked up to ") : tr("\nasked ")) +
                unitsText(consumed + throttled) + QLatin1Char(' ') + unit + QStringLiteral("/s: ") +
                ceilingShareText((consumed + throttled) / scale.ceiling) + tr(" of the ceiling");
        text += tr("\nthrottled: ") + unitsText(valueAt(trace.throttledRequests)) + QLatin1Char(' ') + requests +
                QStringLiteral("/s (") + unitsText(throttled) + QLatin1Char(' ') + unit + QStringLiteral("/s)");
    }
    if (trace.totalThrottledRequests >= 0.5) {
        text += QStringLiteral("\n") +
                countText(static_cast<std::uint64_t>(std::llround(trace.totalThrottledRequests))) + QLatin1Char(' ') +
                requests + tr(" throttled on this partition so far");
    }
    return text;
}

bool PartitionTimeHeatmap::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString text = cellToolTip(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace partiscope::ui
