#pragma once

#include <QRect>

#include <cstdint>
#include <optional>

namespace partiscope::ui {

/// Where each (partition, second) of the partition x time heat map sits: partitions down (partition 0 on
/// top), the whole run's duration across, so playback fills the image from left to right. Pure
/// arithmetic, tested without painting.
///
/// Boundaries are floor(i * size / count), so rows and time slices tile the area exactly; with more rows
/// than pixels some rows are zero pixels high, and the painter widens them to one pixel.
struct PartitionTimeGeometry {
    QRect area;
    std::uint32_t partitions = 0;
    std::uint64_t durationS = 0;

    [[nodiscard]] bool isEmpty() const noexcept { return partitions == 0 || durationS == 0 || area.isEmpty(); }
    /// x of the left edge of second @p atS; xForTime(durationS) is one past the area's right edge.
    [[nodiscard]] int xForTime(std::uint64_t atS) const noexcept;
    /// y of the top edge of @p partition's row; rowTop(partitions) is one past the bottom edge.
    [[nodiscard]] int rowTop(std::uint32_t partition) const noexcept;
    /// The cell covering seconds [@p fromS, @p toS) of @p partition, at least one pixel wide and high.
    [[nodiscard]] QRect cellRect(std::uint32_t partition, std::uint64_t fromS, std::uint64_t toS) const noexcept;
    /// The second under pixel column @p x; nullopt outside the area.
    [[nodiscard]] std::optional<std::uint64_t> timeAt(int x) const noexcept;
    /// The partition whose row holds pixel row @p y; nullopt outside the area.
    [[nodiscard]] std::optional<std::uint32_t> partitionAt(int y) const noexcept;
};

/// The colour scale of the partition x time map: 0 to the partitions' provisioned allocation fills the lower
/// half of the colour map and the allocation to the per-partition ceiling the upper half. Partitions
/// provisioned far below the ceiling (100 of 1000 WCU) still span the colours, and use above the allocation
/// (burst, adaptive capacity) reads as the upper half. Without an allocation below the ceiling (on-demand
/// tables, or a share at or above the ceiling) the scale runs linearly from 0 to the ceiling.
struct CapacityScale {
    double allocation = 0; ///< the partition's provisioned share, capacity units per second
    double ceiling = 0;    ///< the per-partition ceiling (1000 WCU or 3000 RCU)

    /// Where the allocation sits on the scale (0..1): 0.5, or nullopt when the scale is linear to the ceiling.
    [[nodiscard]] std::optional<double> allocationPosition() const noexcept;
    /// Where @p units per second sit on the scale, 0..1 (clamped).
    [[nodiscard]] double position(double units) const noexcept;
    /// The units per second at scale position @p position (0..1): the inverse of position().
    [[nodiscard]] double unitsAt(double position) const noexcept;
};

} // namespace partiscope::ui
