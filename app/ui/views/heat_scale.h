#pragma once

#include <partiscope/throttle_timeline.h>
#include <partiscope/viridis.h>

#include <QColor>
#include <QRect>
#include <QString>

#include <optional>
#include <vector>

class QFontMetrics;
class QPainter;

namespace partiscope::ui {

/// What a heat map's colours measure (View > Colour scale).
enum class HeatScale {
    /// Relative to the fullest cell (or a shared maximum): the brightest colour is the busiest cell, whatever its load.
    Relative,
    /// The share of the per-partition ceiling (1,000 WCU/s or 3,000 RCU/s) at the document's rates: 0 % .. 100 % of
    /// the colour map, so the same load is the same colour in every document; cells above 100 % are hatched.
    CeilingShare,
};

/// "relative" or "ceiling-share": how View > Colour scale is stored in the settings.
QString heatScaleKey(HeatScale scale);
/// The scale stored as @p key; nullopt for anything else.
std::optional<HeatScale> heatScaleFromKey(const QString& key);

/// "WCU" or "RCU".
QString capacityUnitName(CapacityDirection direction);

/// The absolute scale's legend caption: "Share of the per-partition ceiling (1,000 WCU/s) at the document's rates".
QString ceilingLegendCaption(CapacityDirection direction);

/// A share of the ceiling as the legend and tooltips write it: "120 %" (whole percent).
QString ceilingShareText(double share);

/// Marks throttling (a cell above 100 % of the ceiling, or a throttled second) without another hue, so colour keeps
/// meaning only load: dense diagonal strokes, each a black line beside a white one, so one of the two contrasts with
/// every colour of every palette (black vanishes on viridis' dark purple, white on its yellow) and in greyscale too.
void fillThrottleHatch(QPainter& painter, const QRect& area);

/// Where the absolute scale's legend puts its parts: the caption on a line of its own, below it the colour bar from
/// 0 % to 100 % of the ceiling with ticks at the quarters whose labels fit (100 % always, marked by a tick through
/// the bar and labelled with its units, "100 % = 1,000 WCU/s"), and a hatched swatch with its label at the bar's
/// right. Where that leaves the bar short (compare mode's half width), the 100 % label drops its units (the caption
/// has them), then the swatch takes its brief label.
struct CeilingLegendLayout {
    struct Tick {
        int x = 0;
        QString label;
        QRect labelRect;
        bool ceiling = false; ///< the 100 % mark: drawn through the bar
    };
    QRect caption;
    QString captionText;
    QRect bar; ///< empty when the area is too narrow for a bar
    std::vector<Tick> ticks;
    QRect swatch;
    QRect swatchLabel;
    QString swatchText;

    /// What the hatched swatch says: in full ("above 100 %: throttles") and, where space is short, briefly.
    struct HatchLabel {
        QString full;
        QString brief;
    };
    /// The layout within @p area (ceilingLegendHeight() high) at @p metrics.
    [[nodiscard]] static CeilingLegendLayout fit(const QRect& area, const QFontMetrics& metrics,
                                                 CapacityDirection direction, const HatchLabel& hatch);
};

/// Paints the absolute scale's legend (CeilingLegendLayout) within @p area in @p map's colours and @p text.
void paintCeilingLegend(QPainter& painter, const QRect& area, ColourMap map, CapacityDirection direction,
                        const CeilingLegendLayout::HatchLabel& hatch, const QColor& text);
/// The height of the absolute scale's legend at @p metrics.
int ceilingLegendHeight(const QFontMetrics& metrics);

} // namespace partiscope::ui
