#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace partiscope {

/// @brief The colour maps a heat map can use: all perceptually uniform, with lightness rising from the
/// low to the high end, and readable with the common colour-vision deficiencies.
enum class ColourMap {
    Viridis, ///< purple to yellow (the default)
    Cividis, ///< blue to yellow, designed for deuteranopia and protanopia
    Inferno, ///< black through red to pale yellow
};

/// @brief Every colour map, in menu order.
inline constexpr std::array<ColourMap, 3> kColourMaps = {ColourMap::Viridis, ColourMap::Cividis, ColourMap::Inferno};

/// @brief "viridis", "cividis" or "inferno".
std::string_view colourMapName(ColourMap map) noexcept;
/// @brief The map named @p name (as colourMapName spells it); false (and @p out unchanged) otherwise.
bool parseColourMap(std::string_view name, ColourMap& out) noexcept;

/// @brief @p map at @p fraction of the scale, as 0xRRGGBB: the nearest of its 256 published samples.
/// Values outside 0..1 (and NaN) are clamped.
std::uint32_t colourMapRgb24(ColourMap map, double fraction) noexcept;

/// @brief Viridis (perceptually uniform, colour-blind safe) at @p fraction of the scale, as 0xRRGGBB.
/// Values outside 0..1 (and NaN) are clamped. The same samples as the UI's colour map, so an exported
/// report colours a bucket exactly as the window does.
std::uint32_t viridisRgb24(double fraction) noexcept;

/// @brief The same colour as a CSS/SVG hex string, "#rrggbb".
std::string viridisHex(double fraction);

/// @brief Black or white (as "#000000"/"#ffffff"), whichever reads better on @p rgb24 (WCAG luminance).
std::string textColourOn(std::uint32_t rgb24);

} // namespace partiscope
