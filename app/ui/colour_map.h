#pragma once

#include <QColor>
#include <QLinearGradient>
#include <QRect>
#include <QRgb>

#include <cstdint>

namespace partiscope::ui {

// The one colour map of the UI. Viridis: perceptually uniform, readable by the common forms of colour
// blindness and in greyscale, so "brighter" always means "more writes" in every view.

/// Colour at @p fraction of the scale; values outside 0..1 (and NaN) are clamped.
QRgb viridisRgb(double fraction) noexcept;

/// Where a bucket with @p count writes sits on the scale when the fullest bucket has @p maxCount.
/// Linear on purpose: the question is "how much hotter than the rest", and a log scale would flatten it.
double heatFraction(std::uint64_t count, std::uint64_t maxCount) noexcept;

/// Colour of a bucket with @p count writes when the fullest bucket has @p maxCount.
QRgb heatRgb(std::uint64_t count, std::uint64_t maxCount) noexcept;

/// The colour scale from the left to the right edge of @p bar, for heat-map legends.
QLinearGradient viridisGradient(const QRect& bar);

/// WCAG relative luminance (0 = black, 1 = white) of an sRGB colour.
double relativeLuminance(QRgb rgb) noexcept;

/// Black or white, whichever reads better on @p background.
QColor textColourOn(QRgb background) noexcept;

} // namespace partiscope::ui
