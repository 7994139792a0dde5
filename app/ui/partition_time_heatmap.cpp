#include "partition_time_heatmap.h"

#include "colour_map.h"
#include "throttle_timeline.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace partiscope::ui {

namespace {

constexpr int kMargin = 4;
constexpr int kLegendBarHeight = 12;
constexpr int kAxisGap = 4;

// Past this many cells an SVG export embeds the cached image instead of rectangles.
constexpr std::size_t kMaxVectorCells = 200'000;

// Throttling is drawn as hatching in the text colour rather than as another hue: it stays visible on every
// viridis colour, in greyscale and for colour-blind viewers, and colour keeps meaning only "utilisation".
QBrush throttleBrush(const QColor& colour) {
    return {colour, Qt::BDiagPattern};
}

QString durationLabel(std::uint64_t seconds) {
    if (seconds >= 3600 && seconds % 60 == 0) {
        return QString::number(static_cast<double>(seconds) / 3600.0, 'g', 3) + QStringLiteral(" h");
    }
    if (seconds >= 120) {
        return QString::number(static_cast<double>(seconds) / 60.0, 'g', 3) + QStringLiteral(" min");
    }
    return QString::number(seconds) + QStringLiteral(" s");
}

} // namespace

PartitionTimeHeatmap::PartitionTimeHeatmap(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(QStringLiteral("Partition by time heat map"));
}

void PartitionTimeHeatmap::setTimeline(const ThrottleTimeline* timeline) {
    m_timeline = timeline;
    refresh();
}

void PartitionTimeHeatmap::refresh() {
    recomputeGeometry();
    m_cellImage.invalidate();
    update();
}

QRect PartitionTimeHeatmap::legendArea() const {
    const int height = kLegendBarHeight + 4 + fontMetrics().height();
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
    refresh();
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

void PartitionTimeHeatmap::rebuildCellImage() {
    const QRect area = m_geometry.area;
    QImage& cells = m_cellImage.restart(area.size(), palette().color(QPalette::Base).rgb());
    if (m_geometry.isEmpty() || !m_timeline) {
        return;
    }
    QPainter painter(&cells);
    painter.translate(-area.topLeft());
    paintCells(painter);
}

void PartitionTimeHeatmap::paintCells(QPainter& painter) const {
    const QBrush hatch = throttleBrush(palette().color(QPalette::Text));
    const std::uint64_t ticksPerPoint = m_timeline->ticksPerPoint();
    const auto& traces = m_timeline->partitions();
    // Neighbouring cells of one colour and throttle state are filled as one rectangle: a steady hour is one
    // rectangle per row instead of a thousand one-pixel slivers (fewer fills, a small SVG without seams).
    QRect run;
    QRgb runColour = 0;
    bool runThrottled = false;
    auto flush = [&] {
        if (!run.isEmpty()) {
            painter.fillRect(run, QColor::fromRgb(runColour));
            if (runThrottled) {
                painter.fillRect(run, hatch);
            }
        }
        run = QRect();
    };
    for (std::uint32_t partition = 0; partition < traces.size(); ++partition) {
        const auto& utilisation = traces[partition].utilisation.points();
        const auto& throttled = traces[partition].throttled.points();
        for (std::size_t i = 0; i < utilisation.size(); ++i) {
            const std::uint64_t from = i * ticksPerPoint;
            // The open last point covers only the ticks simulated so far, not a whole interval.
            const std::uint64_t to = std::min(from + ticksPerPoint, m_timeline->nowS());
            const QRect cell = m_geometry.cellRect(partition, from, std::max(to, from + 1));
            if (cell.isEmpty()) {
                continue;
            }
            const QRgb colour = colourMapRgb(m_colourMap, utilisation[i]);
            const bool isThrottled = i < throttled.size() && throttled[i] > 0;
            const bool continues = !run.isEmpty() && colour == runColour && isThrottled == runThrottled &&
                                   cell.top() == run.top() && cell.bottom() == run.bottom() &&
                                   cell.left() <= run.right() + 1;
            if (continues) {
                run = run.united(cell);
            } else {
                flush();
                run = cell;
                runColour = colour;
                runThrottled = isThrottled;
            }
        }
        flush();
    }
}

void PartitionTimeHeatmap::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    if (!m_timeline || m_geometry.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, QStringLiteral("No simulation yet"));
        return;
    }
    const std::size_t cells = m_timeline->partitions().size() * m_timeline->pointsPerSeries();
    if (painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::SVG && cells <= kMaxVectorCells) {
        // An SVG export gets the cells as rectangles (the same painting as the cache), not a bitmap; past
        // kMaxVectorCells the file would be tens of MB of rectangles, so it embeds the image instead.
        painter.save();
        painter.setClipRect(m_geometry.area);
        painter.fillRect(m_geometry.area, palette().color(QPalette::Base));
        paintCells(painter);
        painter.restore();
    } else {
        if (!m_cellImage.isValid()) {
            rebuildCellImage();
        }
        painter.drawImage(m_geometry.area.topLeft(), m_cellImage.image());
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(m_geometry.area.adjusted(-1, -1, 0, 0));
    // The time cursor: where playback is.
    if (m_timeline->nowS() < m_timeline->durationS()) {
        const int x = m_geometry.xForTime(m_timeline->nowS());
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawLine(x, m_geometry.area.top(), x, m_geometry.area.bottom());
    }
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
    for (int fifth = 0; fifth <= 5; ++fifth) {
        const std::uint64_t at = m_geometry.durationS * static_cast<std::uint64_t>(fifth) / 5;
        const int x = m_geometry.xForTime(at);
        const QString label = durationLabel(at);
        const int labelWidth = metrics.horizontalAdvance(label);
        const int left = std::clamp(x - labelWidth / 2, area.left(), area.right() - labelWidth);
        painter.drawLine(x, area.bottom() + 1, x, area.bottom() + 3);
        painter.drawText(QRect(left, axisTop, labelWidth + 1, metrics.height()), Qt::AlignCenter, label);
    }
}

void PartitionTimeHeatmap::paintLegend(QPainter& painter) const {
    const QRect legend = legendArea();
    const QFontMetrics metrics = fontMetrics();
    const QString unit =
        m_timeline->direction() == CapacityDirection::Writes ? QStringLiteral("1000 WCU") : QStringLiteral("3000 RCU");
    const QString caption = QStringLiteral("Use of the ") + unit + QStringLiteral(" partition ceiling");
    const QString throttledLabel = QStringLiteral("throttled");
    const int captionWidth = metrics.horizontalAdvance(caption) + 12;
    const int throttleWidth = metrics.horizontalAdvance(throttledLabel) + kLegendBarHeight * 2 + 16;
    const int labelHalf = metrics.horizontalAdvance(QStringLiteral("100 %")) / 2 + 2;
    const QRect bar(legend.left() + captionWidth + labelHalf, legend.top(),
                    legend.width() - captionWidth - throttleWidth - 2 * labelHalf, kLegendBarHeight);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(legend.left(), legend.top(), captionWidth, kLegendBarHeight),
                     Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, caption);
    if (bar.width() < 16) {
        return;
    }
    painter.fillRect(bar, colourMapGradient(bar, m_colourMap));
    for (int quarter = 0; quarter <= 4; ++quarter) {
        const int x = bar.left() + (bar.width() - 1) * quarter / 4;
        const QString label = QString::number(quarter * 25) + QStringLiteral(" %");
        const int labelWidth = metrics.horizontalAdvance(label);
        painter.drawLine(x, bar.bottom() + 1, x, bar.bottom() + 3);
        painter.drawText(QRect(x - labelWidth / 2, bar.bottom() + 4, labelWidth + 1, metrics.height()), Qt::AlignCenter,
                         label);
    }
    const QRect swatch(bar.right() + labelHalf + 16, legend.top(), kLegendBarHeight * 2, kLegendBarHeight);
    painter.fillRect(swatch, QColor::fromRgb(colourMapRgb(m_colourMap, 0.5)));
    painter.fillRect(swatch, throttleBrush(palette().color(QPalette::Text)));
    painter.drawText(
        QRect(swatch.right() + 6, legend.top(), metrics.horizontalAdvance(throttledLabel) + 2, kLegendBarHeight),
        Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, throttledLabel);
}

QString PartitionTimeHeatmap::cellToolTip(QPoint widgetPixel) const {
    if (!m_timeline) {
        return {};
    }
    const auto partition = m_geometry.partitionAt(widgetPixel.y());
    const auto atS = m_geometry.timeAt(widgetPixel.x());
    if (!partition || !atS || *atS >= m_timeline->nowS() || *partition >= m_timeline->partitions().size()) {
        return {};
    }
    const PartitionTrace& trace = m_timeline->partitions()[*partition];
    const std::size_t point = static_cast<std::size_t>(*atS / m_timeline->ticksPerPoint());
    if (point >= trace.utilisation.points().size()) {
        return {};
    }
    const double utilisation = trace.utilisation.points()[point];
    const double throttled = trace.throttled.points()[point];
    QString text = QStringLiteral("Partition ") + QString::number(*partition) + QStringLiteral(" at ") +
                   durationLabel(*atS) + QStringLiteral("\n") + QString::number(utilisation * 100.0, 'f', 1) +
                   QStringLiteral(" % of the ceiling (peak)");
    if (throttled > 0) {
        text += QStringLiteral("\nthrottled up to ") + QString::number(throttled, 'f', 1) +
                (m_timeline->direction() == CapacityDirection::Writes ? QStringLiteral(" WCU/s")
                                                                      : QStringLiteral(" RCU/s"));
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
