#include "views/heatmap_geometry.h"

#include <cmath>
#include <limits>

namespace partiscope::ui {

namespace {

// floor(index * extent / count) without overflow: 65536 columns times a 16k-pixel area exceeds 32 bits.
int boundary(int index, int extent, int count) noexcept {
    return static_cast<int>(static_cast<std::int64_t>(index) * extent / count);
}

// The slot holding @p offset (0 <= offset < extent): the largest i with boundary(i) <= offset, i.e.
// ceil((offset + 1) * count / extent) - 1.
int slotOf(int offset, int extent, int count) noexcept {
    const std::int64_t numerator = static_cast<std::int64_t>(offset + 1) * count;
    return static_cast<int>((numerator + extent - 1) / extent) - 1;
}

} // namespace

HeatmapGeometry HeatmapGeometry::fit(const QRect& area, std::uint32_t buckets) {
    HeatmapGeometry geometry;
    geometry.area = area;
    geometry.buckets = buckets;
    if (buckets == 0 || area.width() <= 0 || area.height() <= 0) {
        return geometry;
    }
    const double width = area.width();
    const double height = area.height();
    double bestScore = std::numeric_limits<double>::infinity();
    // At most 65536 candidates, once per resize or bucket change: cheaper than being clever.
    for (std::uint32_t columns = 1; columns <= buckets; ++columns) {
        const std::uint32_t rows = (buckets + columns - 1) / columns;
        const double aspect = (width / columns) / (height / rows);
        const double emptyShare = static_cast<double>(std::uint64_t{columns} * rows - buckets) / buckets;
        const double score = std::abs(std::log(aspect)) + emptyShare;
        if (score < bestScore) {
            bestScore = score;
            geometry.columns = static_cast<int>(columns);
            geometry.rows = static_cast<int>(rows);
        }
    }
    return geometry;
}

int HeatmapGeometry::columnLeft(int column) const noexcept {
    return area.left() + boundary(column, area.width(), columns);
}

int HeatmapGeometry::rowTop(int row) const noexcept {
    return area.top() + boundary(row, area.height(), rows);
}

QRect HeatmapGeometry::slotRect(int column, int row) const noexcept {
    if (isEmpty() || column < 0 || column >= columns || row < 0 || row >= rows) {
        return {};
    }
    const int left = columnLeft(column);
    const int top = rowTop(row);
    return {left, top, columnLeft(column + 1) - left, rowTop(row + 1) - top};
}

QRect HeatmapGeometry::cellRect(std::uint32_t bucket) const noexcept {
    if (isEmpty() || bucket >= buckets) {
        return {};
    }
    const auto column = static_cast<int>(bucket % static_cast<std::uint32_t>(columns));
    const auto row = static_cast<int>(bucket / static_cast<std::uint32_t>(columns));
    return slotRect(column, row);
}

std::optional<std::uint32_t> HeatmapGeometry::bucketAt(QPoint pixel) const noexcept {
    if (isEmpty() || !area.contains(pixel)) {
        return std::nullopt;
    }
    const int column = slotOf(pixel.x() - area.left(), area.width(), columns);
    const int row = slotOf(pixel.y() - area.top(), area.height(), rows);
    const auto bucket =
        static_cast<std::uint64_t>(row) * static_cast<std::uint64_t>(columns) + static_cast<std::uint64_t>(column);
    if (bucket >= buckets) {
        return std::nullopt;
    }
    return static_cast<std::uint32_t>(bucket);
}

} // namespace partiscope::ui
