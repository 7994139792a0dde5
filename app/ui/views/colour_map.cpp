#include "views/colour_map.h"

#include "partiscope/viridis.h"

#include <cmath>

namespace partiscope::ui {

namespace {

double linearChannel(int channel8) noexcept {
    const double c = channel8 / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

} // namespace

QRgb colourMapRgb(ColourMap map, double fraction) noexcept {
    // One set of tables for the whole product (core/src/viridis.cpp): the window and the exported report
    // colour a bucket identically.
    return partiscope::colourMapRgb24(map, fraction) | 0xff000000u;
}

QRgb viridisRgb(double fraction) noexcept {
    return colourMapRgb(ColourMap::Viridis, fraction);
}

QString colourMapTitle(ColourMap map) {
    const std::string_view name = colourMapName(map);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

double heatFraction(std::uint64_t count, std::uint64_t maxCount) noexcept {
    if (maxCount == 0) {
        return 0.0;
    }
    return static_cast<double>(count) / static_cast<double>(maxCount);
}

QRgb heatRgb(std::uint64_t count, std::uint64_t maxCount, ColourMap map) noexcept {
    return colourMapRgb(map, heatFraction(count, maxCount));
}

QLinearGradient viridisGradient(const QRect& bar) {
    return colourMapGradient(bar, ColourMap::Viridis);
}

QLinearGradient colourMapGradient(const QRect& bar, ColourMap map) {
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    // 16 linear segments are indistinguishable from the 256-entry table at legend sizes.
    constexpr int kStops = 16;
    for (int i = 0; i <= kStops; ++i) {
        const double fraction = static_cast<double>(i) / kStops;
        gradient.setColorAt(fraction, QColor::fromRgb(colourMapRgb(map, fraction)));
    }
    return gradient;
}

double relativeLuminance(QRgb rgb) noexcept {
    return 0.2126 * linearChannel(qRed(rgb)) + 0.7152 * linearChannel(qGreen(rgb)) + 0.0722 * linearChannel(qBlue(rgb));
}

QColor textColourOn(QRgb background) noexcept {
    // Crossover where black and white text have equal WCAG contrast against the background.
    return relativeLuminance(background) > 0.179 ? QColor(Qt::black) : QColor(Qt::white);
}

} // namespace partiscope::ui
