#include "views/partition_time_geometry.h"

#include <algorithm>

namespace partiscope::ui {

int PartitionTimeGeometry::xForTime(std::uint64_t atS) const noexcept {
    if (durationS == 0) {
        return area.left();
    }
    const std::uint64_t clamped = std::min(atS, durationS);
    return area.left() + static_cast<int>(clamped * static_cast<std::uint64_t>(area.width()) / durationS);
}

int PartitionTimeGeometry::rowTop(std::uint32_t partition) const noexcept {
    if (partitions == 0) {
        return area.top();
    }
    const std::uint64_t clamped = std::min(partition, partitions);
    return area.top() + static_cast<int>(clamped * static_cast<std::uint64_t>(area.height()) / partitions);
}

QRect PartitionTimeGeometry::cellRect(std::uint32_t partition, std::uint64_t fromS, std::uint64_t toS) const noexcept {
    if (isEmpty() || partition >= partitions || fromS >= toS || fromS >= durationS) {
        return {};
    }
    const int left = xForTime(fromS);
    const int top = rowTop(partition);
    const int width = std::max(1, xForTime(toS) - left);
    const int height = std::max(1, rowTop(partition + 1) - top);
    return QRect(left, top, width, height).intersected(area);
}

std::optional<std::uint64_t> PartitionTimeGeometry::timeAt(int x) const noexcept {
    if (isEmpty() || x < area.left() || x > area.right()) {
        return std::nullopt;
    }
    // The largest t with xForTime(t) <= x; a multiply-then-divide inverse can be off by one, so correct it.
    const auto offset = static_cast<std::uint64_t>(x - area.left());
    const auto width = static_cast<std::uint64_t>(area.width());
    std::uint64_t t = offset * durationS / width;
    while (t + 1 < durationS && xForTime(t + 1) <= x) {
        ++t;
    }
    while (t > 0 && xForTime(t) > x) {
        --t;
    }
    return t;
}

std::optional<std::uint32_t> PartitionTimeGeometry::partitionAt(int y) const noexcept {
    if (isEmpty() || y < area.top() || y > area.bottom()) {
        return std::nullopt;
    }
    const auto offset = static_cast<std::uint64_t>(y - area.top());
    auto row = static_cast<std::uint32_t>(offset * partitions / static_cast<std::uint64_t>(area.height()));
    while (row + 1 < partitions && rowTop(row + 1) <= y) {
        ++row;
    }
    while (row > 0 && rowTop(row) > y) {
        --row;
    }
    return row;
}

namespace {
constexpr double kAllocationPosition = 0.5;
}

std::optional<double> CapacityScale::allocationPosition() const noexcept {
    if (allocation > 0 && allocation < ceiling) {
        return kAllocationPosition;
    }
    return std::nullopt;
}

double CapacityScale::position(double units) const noexcept {
    if (ceiling <= 0) {
        return 0;
    }
    const double clamped = std::clamp(units, 0.0, ceiling);
    if (!allocationPosition()) {
        return clamped / ceiling;
    }
    if (clamped <= allocation) {
        return kAllocationPosition * clamped / allocation;
    }
    return kAllocationPosition + (1 - kAllocationPosition) * (clamped - allocation) / (ceiling - allocation);
}

double CapacityScale::unitsAt(double position) const noexcept {
    const double p = std::clamp(position, 0.0, 1.0);
    if (!allocationPosition()) {
        return p * ceiling;
    }
    if (p <= kAllocationPosition) {
        return allocation * p / kAllocationPosition;
    }
    return allocation + (ceiling - allocation) * (p - kAllocationPosition) / (1 - kAllocationPosition);
}

} // namespace partiscope::ui
