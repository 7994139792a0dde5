#pragma once

#include <QColor>
#include <QLinearGradient>
#include <QRect>
#include <QRgb>
#include <QString>

#include <partiscope/viridis.h>

#include <cstdint>

namespace partiscope::ui {

// The one colour-map module of the UI, over core's tables (core/src/viridis.cpp). Every map offered
// (viridis, cividis, inferno) is perceptually uniform, readable by the common forms of colour blindness
// and in greyscale, so "brighter" always means "more writes" in every view. Views take the map as a value
// (the View > Palette choice); nothing here holds a current palette.

/// Colour of @p map at @p fraction of the scale; values outside 0..1 (and NaN) are clamped.
QRgb colourMapRgb(ColourMap map, double fraction) noexcept;

/// Viridis at @p fraction (colourMapRgb(ColourMap::Viridis, fraction)).
QRgb viridisRgb(double fraction) noexcept;

/// The name shown in menus and stored in settings ("viridis", ...).
QString colourMapTitle(ColourMap map);

/// Where a bucket with @p count writes sits on the scale when the fullest bucket has @p maxCount.
/// Linear on purpose: the question is "how much hotter than the rest", and a log scale would flatten it.
double heatFraction(std::uint64_t count, std::uint64_t maxCount) noexcept;

/// Colour of a bucket with @p count writes when the fullest bucket has @p maxCount.
QRgb heatRgb(std::uint64_t count, std::uint64_t maxCount, ColourMap map = ColourMap::Viridis) noexcept;

/// The colour scale of @p map from the left to the right edge of @p bar, for heat-map legends.
QLinearGradient colourMapGradient(const QRect& bar, ColourMap map);
/// colourMapGradient(bar, ColourMap::Viridis).
QLinearGradient viridisGradient(const QRect& bar);

/// WCAG relative luminance (0 = black, 1 = white) of an sRGB colour.
double relativeLuminance(QRgb rgb) noexcept;

/// Black or white, whichever reads better on @p background.
QColor textColourOn(QRgb background) noexcept;

} // namespace partiscope::ui
