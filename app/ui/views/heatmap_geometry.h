#pragma once

#include <QPoint>
#include <QRect>

#include <cstdint>
#include <optional>

namespace partiscope::ui {

/// Where each bucket's cell sits in the heat map: a row-major grid (bucket = row * columns + column)
/// laid over a pixel area. Pure arithmetic, no painting, so it is tested on its own.
///
/// Column and row boundaries are floor(i * size / count), so the slots tile the area exactly: no gaps,
/// no overlaps, every pixel belongs to exactly one slot. With more columns than pixels some slots are
/// zero pixels wide; the painter widens those to one pixel and keeps the hotter bucket there.
struct HeatmapGeometry {
    QRect area;
    std::uint32_t buckets = 0;
    int columns = 0;
    int rows = 0;

    /// Chooses the grid whose cells come closest to square while leaving few empty slots in the last row.
    [[nodiscard]] static HeatmapGeometry fit(const QRect& area, std::uint32_t buckets);

    [[nodiscard]] bool isEmpty() const noexcept { return columns == 0 || rows == 0; }
    /// x of the left edge of @p column; columnLeft(columns) is one past the area's right edge.
    [[nodiscard]] int columnLeft(int column) const noexcept;
    /// y of the top edge of @p row; rowTop(rows) is one past the area's bottom edge.
    [[nodiscard]] int rowTop(int row) const noexcept;
    /// The slot at (@p column, @p row), which may lie past the last bucket; empty when zero pixels wide or high.
    [[nodiscard]] QRect slotRect(int column, int row) const noexcept;
    /// The cell of @p bucket; empty when the bucket does not exist or its cell has no whole pixel.
    [[nodiscard]] QRect cellRect(std::uint32_t bucket) const noexcept;
    /// The bucket whose cell holds @p pixel; nullopt outside the area and on empty trailing slots.
    [[nodiscard]] std::optional<std::uint32_t> bucketAt(QPoint pixel) const noexcept;
};

} // namespace partiscope::ui
