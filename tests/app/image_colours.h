#pragma once

#include <QImage>

#include <cstddef>
#include <set>

/// Distinct colours on a grid of every @p step-th pixel of @p image: a blank (one-colour) picture has one, so a
/// render or export that drew nothing shows as a small count.
inline std::size_t sampledColours(const QImage& image, int step = 7) {
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += step) {
        for (int x = 0; x < image.width(); x += step) {
            colours.insert(image.pixel(x, y));
        }
    }
    return colours.size();
}
