#include "views/colour_map.h"

#include <catch2/catch.hpp>

#include <limits>

using namespace partiscope::ui;

TEST_CASE("Colour map: viridis endpoints", "[colour]") {
    CHECK(viridisRgb(0.0) == qRgb(0x44, 0x01, 0x54)); // dark purple
    CHECK(viridisRgb(1.0) == qRgb(0xfd, 0xe7, 0x25)); // yellow
    CHECK(viridisRgb(0.5) == qRgb(0x21, 0x91, 0x8c)); // teal in the middle
    // Out of range and NaN clamp instead of reading outside the table.
    CHECK(viridisRgb(-3.0) == viridisRgb(0.0));
    CHECK(viridisRgb(7.0) == viridisRgb(1.0));
    CHECK(viridisRgb(std::numeric_limits<double>::quiet_NaN()) == viridisRgb(0.0));
    CHECK(qAlpha(viridisRgb(0.3)) == 255);
}

TEST_CASE("Colour map: luminance rises monotonically", "[colour]") {
    // Perceptual uniformity's visible promise: more writes always look brighter, also in greyscale.
    double previous = -1.0;
    for (int step = 0; step <= 1000; ++step) {
        const double luminance = relativeLuminance(viridisRgb(step / 1000.0));
        CAPTURE(step, luminance, previous);
        REQUIRE(luminance >= previous);
        previous = luminance;
    }
    CHECK(relativeLuminance(viridisRgb(1.0)) - relativeLuminance(viridisRgb(0.0)) > 0.7);
}

TEST_CASE("Colour map: counts are relative to the maximum", "[colour]") {
    CHECK(heatFraction(0, 100) == 0.0);
    CHECK(heatFraction(50, 100) == Approx(0.5));
    CHECK(heatFraction(100, 100) == 1.0);
    CHECK(heatFraction(0, 0) == 0.0); // no writes at all: everything is "cold"
    CHECK(heatRgb(100, 100) == viridisRgb(1.0));
    CHECK(heatRgb(0, 100) == viridisRgb(0.0));
}

TEST_CASE("Colour map: label text contrasts with the cell", "[colour]") {
    CHECK(textColourOn(viridisRgb(0.0)) == QColor(Qt::white));
    CHECK(textColourOn(viridisRgb(1.0)) == QColor(Qt::black));
    CHECK(relativeLuminance(qRgb(255, 255, 255)) == Approx(1.0));
    CHECK(relativeLuminance(qRgb(0, 0, 0)) == Approx(0.0));
}
