#include <catch2/catch.hpp>

#include "partiscope/viridis.h"

#include <cmath>
#include <limits>

using namespace partiscope;

namespace {

double luminance(std::uint32_t rgb24) {
    auto linear = [](std::uint32_t channel8) {
        const double c = channel8 / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear((rgb24 >> 16) & 0xff) + 0.7152 * linear((rgb24 >> 8) & 0xff) + 0.0722 * linear(rgb24 & 0xff);
}

} // namespace

TEST_CASE("Colour maps: published end points", "[colour]") {
    // Matplotlib's first and last samples, rounded to 8 bits.
    CHECK(colourMapRgb24(ColourMap::Viridis, 0.0) == 0x440154);
    CHECK(colourMapRgb24(ColourMap::Viridis, 1.0) == 0xfde725);
    CHECK(colourMapRgb24(ColourMap::Cividis, 0.0) == 0x00224e);
    CHECK(colourMapRgb24(ColourMap::Cividis, 1.0) == 0xfee838);
    CHECK(colourMapRgb24(ColourMap::Inferno, 0.0) == 0x000004);
    CHECK(colourMapRgb24(ColourMap::Inferno, 1.0) == 0xfcffa4);
    // Inferno's middle sample (index 128: 0.735683, 0.215906, 0.330245).
    CHECK(colourMapRgb24(ColourMap::Inferno, 128.0 / 255.0) == 0xbc3754);
    CHECK(viridisRgb24(0.37) == colourMapRgb24(ColourMap::Viridis, 0.37));
}

TEST_CASE("Colour maps: clamped, and lightness never falls", "[colour]") {
    for (const ColourMap map : kColourMaps) {
        CAPTURE(colourMapName(map));
        CHECK(colourMapRgb24(map, -1.0) == colourMapRgb24(map, 0.0));
        CHECK(colourMapRgb24(map, 2.0) == colourMapRgb24(map, 1.0));
        CHECK(colourMapRgb24(map, std::numeric_limits<double>::quiet_NaN()) == colourMapRgb24(map, 0.0));
        double previous = -1.0;
        for (int i = 0; i < 256; ++i) {
            const double l = luminance(colourMapRgb24(map, i / 255.0));
            CAPTURE(i, l, previous);
            REQUIRE(l >= previous);
            previous = l;
        }
        CHECK(luminance(colourMapRgb24(map, 1.0)) - luminance(colourMapRgb24(map, 0.0)) > 0.6);
    }
}

TEST_CASE("Colour maps: names round-trip", "[colour]") {
    for (const ColourMap map : kColourMaps) {
        ColourMap parsed = ColourMap::Viridis;
        REQUIRE(parseColourMap(colourMapName(map), parsed));
        CHECK(parsed == map);
    }
    ColourMap untouched = ColourMap::Inferno;
    CHECK_FALSE(parseColourMap("jet", untouched));
    CHECK(untouched == ColourMap::Inferno);
}
