#pragma once

#include <cstdint>
#include <string>

namespace partiscope {

/// @brief Viridis (perceptually uniform, colour-blind safe) at @p fraction of the scale, as 0xRRGGBB.
/// Values outside 0..1 (and NaN) are clamped. The same samples as the UI's colour map, so an exported
/// report colours a bucket exactly as the window does.
std::uint32_t viridisRgb24(double fraction) noexcept;

/// @brief The same colour as a CSS/SVG hex string, "#rrggbb".
std::string viridisHex(double fraction);

/// @brief Black or white (as "#000000"/"#ffffff"), whichever reads better on @p rgb24 (WCAG luminance).
std::string textColourOn(std::uint32_t rgb24);

} // namespace partiscope
