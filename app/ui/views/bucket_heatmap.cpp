#include "views/bucket_heatmap.h"

#include "util/analysis_summary_text.h"
#include "util/qt_strings.h"
#include "views/colour_map.h"
#include "views/view_accessibility.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace partiscope::ui {

namespace {

constexpr int kMargin = 4;
constexpr int kLegendBarHeight = 12;
constexpr int kLegendGap = 8;
// Cells at least this big get a one-pixel gap so neighbours of similar colour stay distinguishable;
// smaller ones would lose too much of their area to it.
constexpr int kMinCellForGap = 8;

} // namespace

BucketHeatmap::BucketHeatmap(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus); // Tab or a click; the arrows then walk the cells
    installHeatmapAccessibility();   // before anything asks for this widget's interface, which is then kept
    setAccessibleName(tr("Bucket heat map"));
}

void BucketHeatmap::setAnalysis(std::shared_ptr<const DistributionAnalysis> analysis) {
    m_analysis = std::move(analysis);
    if (m_analysis) {
        setCellNoun(m_analysis->options.model == PlacementModel::Range
                        ? QCoreApplication::translate("partiscope::ui::Nouns", "partition")
                        : QCoreApplication::translate("partiscope::ui::Nouns", "bucket"));
    }
    m_counts = m_analysis ? m_analysis->buckets : std::vector<std::uint64_t>();
    m_maxCount = m_counts.empty() ? 0 : *std::max_element(m_counts.begin(), m_counts.end());
    m_totalCount = std::accumulate(m_counts.begin(), m_counts.end(), std::uint64_t{0});
    updateGeometryAndInvalidate();
    announceCellsChanged(this);
}

void BucketHeatmap::setBucketCounts(std::vector<std::uint64_t> counts) {
    m_analysis.reset();
    m_counts = std::move(counts);
    m_maxCount = m_counts.empty() ? 0 : *std::max_element(m_counts.begin(), m_counts.end());
    m_totalCount = std::accumulate(m_counts.begin(), m_counts.end(), std::uint64_t{0});
    updateGeometryAndInvalidate();
    announceCellsChanged(this);
}

void BucketHeatmap::setScaleMaximum(std::uint64_t maximum) {
    if (maximum != m_scaleMaximum) {
        m_scaleMaximum = maximum;
        updateGeometryAndInvalidate(); // the legend labels' width follows the maximum
    }
}

void BucketHeatmap::setColourMap(ColourMap map) {
    if (map != m_colourMap) {
        m_colourMap = map;
        updateGeometryAndInvalidate();
    }
}

void BucketHeatmap::setHeatScale(HeatScale scale) {
    if (scale != m_heatScale) {
        m_heatScale = scale;
        updateGeometryAndInvalidate(); // the absolute legend is a line taller
    }
}

void BucketHeatmap::setCeilingScale(std::optional<CeilingScale> scale) {
    if (scale != m_ceilingScale) {
        m_ceilingScale = scale;
        updateGeometryAndInvalidate();
    }
}

double BucketHeatmap::cellFraction(std::uint64_t count) const noexcept {
    if (showsCeilingShare()) {
        return m_ceilingScale->shareOf(count);
    }
    return heatFraction(count, scaleMaximum());
}

void BucketHeatmap::setTitle(const QString& title) {
    if (title != m_title) {
        m_title = title;
        updateGeometryAndInvalidate();
    }
}

void BucketHeatmap::setCellNoun(const QString& noun) {
    if (noun != m_cellNoun) {
        m_cellNoun = noun;
        setAccessibleName(tr("Heat map of writes per ") + noun);
        update();
    }
}

QString BucketHeatmap::legendCaption() const {
    if (showsCeilingShare()) {
        return ceilingLegendCaption(m_ceilingScale->direction);
    }
    if (m_heatScale == HeatScale::CeilingShare) {
        // Asked for the absolute scale without a rate to measure against: say why the colours are relative.
        return tr("Writes per ") + m_cellNoun + tr(" (relative: no request rate)");
    }
    return tr("Writes per ") + m_cellNoun;
}

QString BucketHeatmap::bucketToolTip(std::uint32_t bucket) const {
    if (bucket >= m_counts.size()) {
        return {};
    }
    const std::uint64_t count = m_counts[bucket];
    const double share = m_totalCount ? static_cast<double>(count) / static_cast<double>(m_totalCount) : 0.0;
    QString noun = m_cellNoun;
    if (!noun.isEmpty()) {
        noun[0] = noun[0].toUpper();
    }
    QString text = QStringLiteral("<b>") + noun + QLatin1Char(' ') + QString::number(bucket) +
                   QStringLiteral("</b><br>") +
                   countOfText(count, QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "write"),
                               QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "writes")) +
                   QStringLiteral(", ") + shareText(share) + tr(" of all writes");
    if (m_ceilingScale) {
        const QString unit = capacityUnitName(m_ceilingScale->direction);
        text += QStringLiteral("<br>") +
                countText(static_cast<std::uint64_t>(std::llround(m_ceilingScale->unitsOf(count)))) + QLatin1Char(' ') +
                unit + tr("/s at the peak rates: ") + ceilingShareText(m_ceilingScale->shareOf(count)) +
                tr(" of the per-partition ceiling");
        if (m_ceilingScale->shareOf(count) > 1.0) {
            text += tr(" (throttles)");
        }
    }
    if (!m_analysis || bucket >= m_analysis->bucketTopKeys.size()) {
        return text;
    }
    const auto& top = m_analysis->bucketTopKeys[bucket];
    const std::uint64_t distinct =
        bucket < m_analysis->bucketDistinctKeys.size() ? m_analysis->bucketDistinctKeys[bucket] : top.size();
    text += QStringLiteral("<br>") + countText(distinct) + (distinct == 1 ? tr(" key") : tr(" keys"));
    if (top.empty()) {
        return text;
    }
    text += distinct > top.size() ? tr(", the busiest ") + QString::number(top.size()) + QLatin1Char(':')
                                  : QStringLiteral(":");
    text += tr("<table cellspacing=\"0\" cellpadding=\"1\">");
    for (const KeyShare& key : top) {
        text += QStringLiteral("<tr><td><code>") + fromStd(key.key).toHtmlEscaped() +
                tr("</code></td><td align=\"right\">&nbsp;&nbsp;") + countText(key.count) +
                QStringLiteral("</td></tr>");
    }
    text += tr("</table>Click to list every key.");
    return text;
}

QSize BucketHeatmap::sizeHint() const {
    return {640, 420};
}

QSize BucketHeatmap::minimumSizeHint() const {
    return {240, 160};
}

bool BucketHeatmap::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const auto bucket = bucketAt(help->pos())) {
            QToolTip::showText(help->globalPos(), bucketToolTip(*bucket), this, m_geometry.cellRect(*bucket));
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

void BucketHeatmap::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    updateGeometryAndInvalidate();
}

void BucketHeatmap::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        if (const auto bucket = bucketAt(event->position().toPoint())) {
            m_focusBucket = *bucket;
            update();
            emit bucketClicked(*bucket);
            return;
        }
    }
    QWidget::mouseReleaseEvent(event);
}

void BucketHeatmap::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        updateGeometryAndInvalidate(); // the legend height follows the font, the background the palette
    }
}

QRect BucketHeatmap::legendArea() const {
    const int height =
        showsCeilingShare() ? ceilingLegendHeight(fontMetrics()) : kLegendBarHeight + 4 + fontMetrics().height();
    return {kMargin, this->height() - kMargin - height, width() - 2 * kMargin, height};
}

QRect BucketHeatmap::titleArea() const {
    if (m_title.isEmpty()) {
        return {kMargin, kMargin, width() - 2 * kMargin, 0};
    }
    QFont bold = font();
    bold.setBold(true);
    return {kMargin, kMargin, width() - 2 * kMargin, QFontMetrics(bold).height() + 4};
}

QRect BucketHeatmap::gridArea() const {
    const QRect legend = legendArea();
    const int top = titleArea().bottom() + 1 + (m_title.isEmpty() ? 0 : kLegendGap / 2);
    return QRect(QPoint(kMargin, top), QPoint(width() - kMargin - 1, legend.top() - kLegendGap - 1));
}

void BucketHeatmap::updateGeometryAndInvalidate() {
    m_geometry = HeatmapGeometry::fit(gridArea(), static_cast<std::uint32_t>(m_counts.size()));
    m_cellImage.invalidate();
    update();
}

void BucketHeatmap::rebuildCellImage() {
    const QRect area = m_geometry.area;
    const QRgb background = palette().color(QPalette::Window).rgb();
    QImage& cells = m_cellImage.restart(area.size(), background);
    if (m_geometry.isEmpty()) {
        return;
    }
    const int width = area.width();
    const int height = area.height();
    if (m_geometry.columns <= width && m_geometry.rows <= height) {
        // Every cell owns its pixels: fill each with its colour, one colour-map lookup per cell. This is the
        // common case and must stay well under the 5 ms repaint budget at 4096 cells.
        for (std::uint32_t bucket = 0; bucket < m_counts.size(); ++bucket) {
            const auto column = static_cast<int>(bucket % static_cast<std::uint32_t>(m_geometry.columns));
            const auto row = static_cast<int>(bucket / static_cast<std::uint32_t>(m_geometry.columns));
            const int x0 = m_geometry.columnLeft(column) - area.left();
            const int y0 = m_geometry.rowTop(row) - area.top();
            int x1 = std::min(m_geometry.columnLeft(column + 1) - area.left(), width);
            int y1 = std::min(m_geometry.rowTop(row + 1) - area.top(), height);
            if (x1 - x0 >= kMinCellForGap && y1 - y0 >= kMinCellForGap) {
                --x1;
                --y1;
            }
            const QRgb colour = colourMapRgb(m_colourMap, cellFraction(m_counts[bucket]));
            for (int y = std::max(y0, 0); y < y1; ++y) {
                auto* pixels = reinterpret_cast<QRgb*>(cells.scanLine(y));
                std::fill(pixels + std::max(x0, 0), pixels + std::max(x1, 0), colour);
            }
        }
        if (showsCeilingShare()) {
            QPainter painter(&cells);
            hatchOverCeiling(painter, -area.topLeft());
        }
        return;
    }
    // Several buckets can share a pixel when there are more buckets than pixels; the pixel shows the
    // hottest of them so a hot bucket can never be hidden by a cool neighbour.
    std::vector<double> heat(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), -1.0);
    for (std::uint32_t bucket = 0; bucket < m_counts.size(); ++bucket) {
        const auto column = static_cast<int>(bucket % static_cast<std::uint32_t>(m_geometry.columns));
        const auto row = static_cast<int>(bucket / static_cast<std::uint32_t>(m_geometry.columns));
        const int x0 = std::min(m_geometry.columnLeft(column) - area.left(), width - 1);
        const int y0 = std::min(m_geometry.rowTop(row) - area.top(), height - 1);
        int x1 = std::max(m_geometry.columnLeft(column + 1) - area.left(), x0 + 1);
        int y1 = std::max(m_geometry.rowTop(row + 1) - area.top(), y0 + 1);
        if (x1 - x0 >= kMinCellForGap && y1 - y0 >= kMinCellForGap) {
            --x1;
            --y1;
        }
        const double fraction = cellFraction(m_counts[bucket]);
        for (int y = y0; y < y1; ++y) {
            double* line = heat.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width);
            for (int x = x0; x < x1; ++x) {
                line[x] = std::max(line[x], fraction);
            }
        }
    }
    for (int y = 0; y < height; ++y) {
        auto* pixels = reinterpret_cast<QRgb*>(cells.scanLine(y));
        const double* line = heat.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(width);
        for (int x = 0; x < width; ++x) {
            pixels[x] = line[x] < 0.0 ? background : colourMapRgb(m_colourMap, line[x]);
        }
    }
    if (showsCeilingShare()) {
        QPainter painter(&cells);
        hatchOverCeiling(painter, -area.topLeft());
    }
}

void BucketHeatmap::hatchOverCeiling(QPainter& painter, QPoint origin) const {
    for (std::uint32_t bucket = 0; bucket < m_counts.size(); ++bucket) {
        if (cellFraction(m_counts[bucket]) <= 1.0) {
            continue;
        }
        QRect cell = m_geometry.cellRect(bucket);
        if (cell.width() >= kMinCellForGap && cell.height() >= kMinCellForGap) {
            cell.adjust(0, 0, -1, -1); // the same one-pixel gap between cells as the colours
        }
        if (!cell.isEmpty()) {
            fillThrottleHatch(painter, cell.translated(origin));
        }
    }
}

void BucketHeatmap::paintCellRects(QPainter& painter) const {
    for (std::uint32_t bucket = 0; bucket < m_counts.size(); ++bucket) {
        QRect cell = m_geometry.cellRect(bucket);
        // The same one-pixel gap between cells as the cached image.
        if (cell.width() >= kMinCellForGap && cell.height() >= kMinCellForGap) {
            cell.adjust(0, 0, -1, -1);
        }
        if (!cell.isEmpty()) {
            painter.fillRect(cell, QColor::fromRgb(colourMapRgb(m_colourMap, cellFraction(m_counts[bucket]))));
        }
    }
    if (showsCeilingShare()) {
        hatchOverCeiling(painter, QPoint());
    }
}

void BucketHeatmap::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    if (m_counts.empty() || m_geometry.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(gridArea(), Qt::AlignCenter, tr("No buckets to show yet"));
        return;
    }
    const bool vectorTarget = painter.paintEngine() && painter.paintEngine()->type() == QPaintEngine::SVG;
    if (vectorTarget && m_geometry.columns <= m_geometry.area.width() && m_geometry.rows <= m_geometry.area.height()) {
        // An SVG export gets one rectangle per cell instead of an embedded bitmap, so it scales and stays
        // editable. Only when every cell owns pixels: otherwise the image's keep-the-hotter merging decides.
        paintCellRects(painter);
    } else {
        if (!m_cellImage.isValid()) {
            rebuildCellImage();
        }
        painter.drawImage(m_geometry.area.topLeft(), m_cellImage.image());
    }
    if (!m_title.isEmpty()) {
        QFont bold = font();
        bold.setBold(true);
        painter.setFont(bold);
        painter.setPen(palette().color(QPalette::WindowText));
        const QRect title = titleArea();
        // Elided, not clipped: the hot factor is at the end and must not be cut in half.
        painter.drawText(title, Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetrics(bold).elidedText(m_title, Qt::ElideMiddle, title.width()));
        painter.setFont(font());
    }
    paintCellLabels(painter);
    paintFocusedCell(painter);
    paintLegend(painter);
}

void BucketHeatmap::paintCellLabels(QPainter& painter) const {
    // One decision for the whole grid: a grid where some cells have labels and others not reads as if
    // the unlabelled ones meant something.
    constexpr int kPadding = 6;
    const int cellWidth = m_geometry.area.width() / m_geometry.columns - kPadding;
    const int cellHeight = m_geometry.area.height() / m_geometry.rows - kPadding;
    QFont countFont = font();
    countFont.setBold(true);
    QFont smallFont = font();
    smallFont.setPointSizeF(font().pointSizeF() * 0.85);
    const QFontMetrics countMetrics(countFont);
    const QFontMetrics smallMetrics(smallFont);
    const auto lastBucket = static_cast<std::uint32_t>(m_counts.size() - 1);
    const int widestCount = countMetrics.horizontalAdvance(countText(m_maxCount));
    const QString cellPrefix = m_cellNoun + QLatin1Char(' ');
    // On the absolute scale the corner figure is the cell's share of the ceiling, the legend's unit; otherwise its
    // share of all writes.
    const auto detailText = [&](std::uint64_t count) -> QString {
        if (showsCeilingShare()) {
            return ceilingShareText(m_ceilingScale->shareOf(count)) + tr(" of ceiling");
        }
        return shareText(m_totalCount ? static_cast<double>(count) / static_cast<double>(m_totalCount) : 0.0);
    };
    const int widestDetail = std::max({smallMetrics.horizontalAdvance(cellPrefix + QString::number(lastBucket)),
                                       smallMetrics.horizontalAdvance(shareText(1.0)),
                                       smallMetrics.horizontalAdvance(detailText(m_maxCount))});
    const bool countsFit = cellWidth >= widestCount && cellHeight >= countMetrics.height();
    if (!countsFit) {
        return; // the tooltip still tells
    }
    const bool detailsFit =
        cellWidth >= widestDetail && cellHeight >= countMetrics.height() + 2 * smallMetrics.height() + 4;

    for (std::uint32_t bucket = 0; bucket <= lastBucket; ++bucket) {
        const QRect cell =
            m_geometry.cellRect(bucket).adjusted(kPadding / 2, kPadding / 2, -kPadding / 2, -kPadding / 2);
        const QRgb colour = colourMapRgb(m_colourMap, cellFraction(m_counts[bucket]));
        // On a hatched cell each label sits on a patch of the cell's colour: the strokes would cut through it.
        const bool hatched = showsCeilingShare() && cellFraction(m_counts[bucket]) > 1.0;
        const auto label = [&](int flags, const QString& text) {
            if (hatched) {
                painter.fillRect(painter.boundingRect(cell, flags, text).adjusted(-3, 0, 3, 0),
                                 QColor::fromRgb(colour));
            }
            painter.drawText(cell, flags, text);
        };
        painter.setPen(textColourOn(colour));
        painter.setFont(countFont);
        label(Qt::AlignCenter, countText(m_counts[bucket]));
        if (!detailsFit) {
            continue;
        }
        painter.setFont(smallFont);
        label(Qt::AlignLeft | Qt::AlignTop, cellPrefix + QString::number(bucket));
        label(Qt::AlignRight | Qt::AlignBottom, detailText(m_counts[bucket]));
    }
    painter.setFont(font());
}

void BucketHeatmap::paintLegend(QPainter& painter) const {
    if (showsCeilingShare()) {
        paintCeilingLegend(painter, legendArea(), m_colourMap, m_ceilingScale->direction,
                           {tr("above 100 %: throttles"), QStringLiteral("throttles")},
                           palette().color(QPalette::WindowText));
        return;
    }
    paintRelativeLegend(painter);
}

void BucketHeatmap::paintRelativeLegend(QPainter& painter) const {
    const QRect legend = legendArea();
    const QFontMetrics metrics = fontMetrics();
    const QString caption = legendCaption();
    const std::uint64_t maximum = scaleMaximum();
    const int captionWidth = metrics.horizontalAdvance(caption) + 12;
    // The bar is inset by half the widest label so the end labels sit centred under the ends, unclipped.
    const int labelHalf = metrics.horizontalAdvance(countText(maximum)) / 2 + 2;
    const QRect bar(legend.left() + captionWidth + labelHalf, legend.top(),
                    legend.width() - captionWidth - 2 * labelHalf, kLegendBarHeight);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(legend.left(), legend.top(), captionWidth, kLegendBarHeight),
                     Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, caption);
    if (bar.width() < 8) {
        return;
    }
    painter.fillRect(bar, colourMapGradient(bar, m_colourMap));

    // Ticks at 0, 1/4, 1/2, 3/4 and the maximum. Labels that would collide are skipped, but 0 and the
    // maximum always show: the maximum is the number every colour is relative to.
    struct Tick {
        int x;
        QRect labelRect;
        QString label;
    };
    const int labelTop = bar.bottom() + 4;
    auto tickFor = [&](std::uint64_t value) {
        const int x = bar.left() + static_cast<int>(heatFraction(value, maximum) * (bar.width() - 1) + 0.5);
        QString label = countText(value);
        const int labelWidth = metrics.horizontalAdvance(label);
        return Tick{x, QRect(x - labelWidth / 2, labelTop, labelWidth + 1, metrics.height()), std::move(label)};
    };
    constexpr int kLabelSpacing = 8;
    auto apart = [](const Tick& left, const Tick& right) {
        return left.labelRect.right() + kLabelSpacing < right.labelRect.left();
    };
    const Tick maxTick = tickFor(maximum);
    std::vector<Tick> ticks{tickFor(0)};
    for (int quarter = 1; quarter < 4; ++quarter) {
        const auto value = static_cast<std::uint64_t>(static_cast<double>(maximum) * quarter / 4.0 + 0.5);
        Tick tick = tickFor(value);
        if (apart(ticks.back(), tick) && apart(tick, maxTick)) {
            ticks.push_back(std::move(tick));
        }
    }
    if (maximum > 0) {
        ticks.push_back(maxTick);
    }
    for (const Tick& tick : ticks) {
        painter.drawLine(tick.x, bar.bottom() + 1, tick.x, bar.bottom() + 3);
        painter.drawText(tick.labelRect, Qt::AlignCenter, tick.label);
    }
}

} // namespace partiscope::ui
