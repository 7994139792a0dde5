#pragma once

#include "views/cell_image.h"
#include "views/colour_map.h"
#include "views/partition_time_geometry.h"

#include <QImage>
#include <QRgb>

#include <cstddef>
#include <cstdint>
#include <optional>

class QPainter;

namespace partiscope {
class ThrottleTimeline;
}

namespace partiscope::ui {

/// What the cells of the partition x time map are painted with, besides the timeline and the geometry.
struct PartitionTimeCellStyle {
    ColourMap colourMap = ColourMap::Viridis;
    CapacityScale scale;
    QRgb background = 0;

    [[nodiscard]] bool operator==(const PartitionTimeCellStyle& other) const noexcept {
        return colourMap == other.colourMap && scale.allocation == other.scale.allocation &&
               scale.ceiling == other.scale.ceiling && background == other.background;
    }
};

/// The partition x time map's cached cell image, kept up to date as a run plays: a frame that only adds seconds
/// repaints the columns from the last drawn (still open) point on, so a frame costs the new columns, not the
/// whole run. Anything else (another run or timeline, the geometry, the colour scale, a coarser point because
/// the timeline merged its points) repaints it whole. Either way the pixels are those of a whole repaint.
class PartitionTimeCells {
public:
    /// Paints the cells of @p timeline from point @p firstPoint on into @p painter (widget coordinates), in
    /// partition order. Neighbouring cells of one colour and throttle state are filled as one rectangle: a steady
    /// hour is one rectangle per row instead of a thousand one-pixel slivers (fewer fills, a small SVG).
    static void paint(QPainter& painter, const ThrottleTimeline& timeline, const PartitionTimeGeometry& geometry,
                      ColourMap colourMap, const CapacityScale& scale, std::size_t firstPoint = 0);

    /// Brings the image (the size of @p geometry's area) up to date with @p timeline. @p run names the run the
    /// timeline holds: the same value as last time says the timeline only went on since (new columns are
    /// appended); nullopt always repaints the whole image.
    const QImage& update(const ThrottleTimeline& timeline, std::optional<std::uint64_t> run,
                         const PartitionTimeGeometry& geometry, const PartitionTimeCellStyle& style);
    /// The next update() repaints the whole image.
    void invalidate() noexcept { m_drawn.reset(); }

    [[nodiscard]] const QImage& image() const noexcept { return m_image.image(); }
    /// Whole repaints and appends so far (the tests and the frame benchmark tell the two paths apart).
    [[nodiscard]] std::uint64_t wholeRepaints() const noexcept { return m_wholeRepaints; }
    [[nodiscard]] std::uint64_t appends() const noexcept { return m_appends; }

private:
    /// What the image shows: an append is right only while all of it but nowS stays the same.
    struct Drawn {
        const ThrottleTimeline* timeline = nullptr;
        std::optional<std::uint64_t> run;
        PartitionTimeGeometry geometry;
        std::uint64_t ticksPerPoint = 1;
        PartitionTimeCellStyle style;
        std::uint64_t nowS = 0;
    };
    [[nodiscard]] bool canAppend(const Drawn& now) const noexcept;
    /// paint()'s pixels straight into the image, from point @p firstPoint on and in columns from @p firstColumn
    /// (image coordinates) on: a frame after a split repaints every cell, and a thousand QPainter fills per row
    /// cost more than the frame has.
    static void paintPixels(QImage& cells, const ThrottleTimeline& timeline, const Drawn& now, std::size_t firstPoint,
                            int firstColumn);
    void repaintWhole(const ThrottleTimeline& timeline, const Drawn& now);
    void append(const ThrottleTimeline& timeline, const Drawn& now);

    CellImage m_image;
    std::optional<Drawn> m_drawn;
    std::uint64_t m_wholeRepaints = 0;
    std::uint64_t m_appends = 0;
};

} // namespace partiscope::ui
