#include "views/heat_scale.h"

#include "util/analysis_summary_text.h"
#include "views/colour_map.h"

#include <QFontMetrics>
#include <QLocale>
#include <QPainter>

#include <cmath>

namespace partiscope::ui {

namespace {

constexpr int kBarHeight = 12;
constexpr int kLineGap = 4;
constexpr int kSwatchGap = 16;
// Below this the bar's quarter labels start to drop out: shorter labels are tried first.
constexpr int kComfortableBarWidth = 200;

} // namespace

QString heatScaleKey(HeatScale scale) {
    return scale == HeatScale::CeilingShare ? QStringLiteral("ceiling-share") : QStringLiteral("relative");
}

std::optional<HeatScale> heatScaleFromKey(const QString& key) {
    for (const HeatScale scale : {HeatScale::Relative, HeatScale::CeilingShare}) {
        if (key == heatScaleKey(scale)) {
            return scale;
        }
    }
    return std::nullopt;
}

QString capacityUnitName(CapacityDirection direction) {
    return direction == CapacityDirection::Writes ? QStringLiteral("WCU") : QStringLiteral("RCU");
}

QString ceilingLegendCaption(CapacityDirection direction) {
    const auto ceiling = static_cast<std::uint64_t>(std::llround(partitionCeiling(direction)));
    return QStringLiteral("Share of the per-partition ceiling (") + countText(ceiling) + QLatin1Char(' ') +
           capacityUnitName(direction) + QStringLiteral("/s) at the document's rates");
}

QString ceilingShareText(double share) {
    return QLocale().toString(std::max(0.0, share) * 100.0, 'f', 0) + QStringLiteral(" %");
}

void fillThrottleHatch(QPainter& painter, const QRect& area) {
    const QPoint origin = painter.brushOrigin();
    painter.fillRect(area, QBrush(Qt::black, Qt::BDiagPattern));
    painter.setBrushOrigin(origin + QPoint(1, 0));
    painter.fillRect(area, QBrush(Qt::white, Qt::BDiagPattern));
    painter.setBrushOrigin(origin);
}

int ceilingLegendHeight(const QFontMetrics& metrics) {
    return metrics.height() + kLineGap + kBarHeight + kLineGap + metrics.height();
}

CeilingLegendLayout CeilingLegendLayout::fit(const QRect& area, const QFontMetrics& metrics,
                                             CapacityDirection direction, const HatchLabel& hatch) {
    CeilingLegendLayout layout;
    layout.caption = QRect(area.left(), area.top(), area.width(), metrics.height());
    layout.captionText = metrics.elidedText(ceilingLegendCaption(direction), Qt::ElideRight, layout.caption.width());

    const int barTop = layout.caption.bottom() + 1 + kLineGap;
    const QString withUnits = QStringLiteral("100 % = ") +
                              countText(static_cast<std::uint64_t>(std::llround(partitionCeiling(direction)))) +
                              QLatin1Char(' ') + capacityUnitName(direction) + QStringLiteral("/s");
    const QString bare = ceilingShareText(1.0);
    const int swatchWidth = 2 * kBarHeight;
    // The bar is inset by half the end labels so they sit centred under its ends, unclipped.
    const int leftInset = metrics.horizontalAdvance(QStringLiteral("0 %")) / 2 + 2;
    QString ceilingLabel;
    int barWidth = 0;
    int rightInset = 0;
    // The fullest labels that leave the bar a comfortable width; the briefest ones otherwise.
    const std::pair<const QString*, const QString*> variants[] = {
        {&withUnits, &hatch.full}, {&bare, &hatch.full}, {&bare, &hatch.brief}};
    for (const auto& [ceilingText, swatchText] : variants) {
        ceilingLabel = *ceilingText;
        layout.swatchText = *swatchText;
        rightInset = metrics.horizontalAdvance(ceilingLabel) / 2 + 2;
        const int hatchWidth = swatchWidth + 6 + metrics.horizontalAdvance(layout.swatchText) + 2;
        barWidth = area.width() - leftInset - rightInset - hatchWidth - kSwatchGap;
        if (barWidth >= kComfortableBarWidth) {
            break;
        }
    }
    if (barWidth < 16) {
        return layout;
    }
    layout.bar = QRect(area.left() + leftInset, barTop, barWidth, kBarHeight);
    const int labelTop = layout.bar.bottom() + kLineGap;
    const auto tickAt = [&](int quarter) {
        Tick tick;
        tick.x = layout.bar.left() + static_cast<int>(std::lround((layout.bar.width() - 1) * quarter / 4.0));
        tick.ceiling = quarter == 4;
        tick.label = tick.ceiling ? ceilingLabel : ceilingShareText(quarter / 4.0);
        const int labelWidth = metrics.horizontalAdvance(tick.label);
        tick.labelRect = QRect(tick.x - labelWidth / 2, labelTop, labelWidth + 1, metrics.height());
        return tick;
    };
    const Tick ceilingTick = tickAt(4);
    for (int quarter = 0; quarter < 4; ++quarter) {
        Tick tick = tickAt(quarter);
        // A quarter whose label would run into its neighbour or into the 100 % label is left out.
        const bool apart = layout.ticks.empty() || layout.ticks.back().labelRect.right() + 6 < tick.labelRect.left();
        if (apart && tick.labelRect.right() + 6 < ceilingTick.labelRect.left()) {
            layout.ticks.push_back(std::move(tick));
        }
    }
    layout.ticks.push_back(ceilingTick);
    layout.swatch = QRect(layout.bar.right() + rightInset + kSwatchGap, barTop, swatchWidth, kBarHeight);
    layout.swatchLabel =
        QRect(layout.swatch.right() + 6, barTop, metrics.horizontalAdvance(layout.swatchText) + 2, kBarHeight);
    return layout;
}

void paintCeilingLegend(QPainter& painter, const QRect& area, ColourMap map, CapacityDirection direction,
                        const CeilingLegendLayout::HatchLabel& hatch, const QColor& text) {
    const CeilingLegendLayout layout = CeilingLegendLayout::fit(area, painter.fontMetrics(), direction, hatch);
    painter.setPen(text);
    painter.drawText(layout.caption, Qt::AlignLeft | Qt::AlignVCenter, layout.captionText);
    if (layout.bar.isEmpty()) {
        return;
    }
    painter.fillRect(layout.bar, colourMapGradient(layout.bar, map));
    for (const CeilingLegendLayout::Tick& tick : layout.ticks) {
        // 100 % is the ceiling itself: its tick runs through the bar, the others hang below it.
        const int top = tick.ceiling ? layout.bar.top() - 3 : layout.bar.bottom() + 1;
        painter.drawLine(tick.x, top, tick.x, layout.bar.bottom() + 3);
        painter.drawText(tick.labelRect, Qt::AlignCenter, tick.label);
    }
    painter.fillRect(layout.swatch, QColor::fromRgb(colourMapRgb(map, 1.0)));
    fillThrottleHatch(painter, layout.swatch);
    painter.setPen(text);
    painter.drawText(layout.swatchLabel, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, layout.swatchText);
}

} // namespace partiscope::ui
