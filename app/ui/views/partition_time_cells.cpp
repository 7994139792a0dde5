#include "views/partition_time_cells.h"

#include "views/heat_scale.h"

#include <partiscope/throttle_timeline.h>

#include <QPainter>

#include <algorithm>

namespace partiscope::ui {

namespace {

/// fillThrottleHatch()'s pattern as it lands on the cell image: 0 where it leaves the cell's colour, else the
/// colour it leaves. Qt's pattern brushes repeat every 8 pixels from the painter's origin, so an 8 x 8 tile
/// painted by fillThrottleHatch() itself, with the painter placed as for the cells, gives every pixel.
struct HatchTile {
    QRgb pixels[8][8] = {};

    explicit HatchTile(QPoint areaTopLeft) {
        // A colour the hatch does not paint: its pixels stay it.
        constexpr QRgb kUntouched = 0xff010203;
        QImage tile(8, 8, QImage::Format_RGB32);
        tile.fill(kUntouched);
        {
            QPainter painter(&tile);
            painter.translate(-areaTopLeft);
            fillThrottleHatch(painter, QRect(areaTopLeft, QSize(8, 8)));
        }
        for (int y = 0; y < 8; ++y) {
            for (int x = 0; x < 8; ++x) {
                const QRgb pixel = tile.pixel(x, y);
                pixels[y][x] = pixel == kUntouched ? 0 : pixel;
            }
        }
    }
};

/// More partitions than pixel rows: a row less than a pixel high is widened onto the next row's pixel row, and
/// the next partition, painted later over the same cells (every trace has a point per second since 0), covers it
/// whole. Skipping it leaves the same pixels for a quarter of the work at 1000 partitions on 250 rows.
bool coveredByNextRow(const ThrottleTimeline& timeline, const PartitionTimeGeometry& geometry,
                      std::uint32_t partition) {
    const auto& traces = timeline.partitions();
    const std::uint32_t next = partition + 1;
    return next < traces.size() && geometry.rowTop(next) == geometry.rowTop(partition) &&
           traces[next].consumed.points().size() >= traces[partition].consumed.points().size();
}

/// Point @p point's cell (widget coordinates); the open last point covers only the ticks simulated so far, not a
/// whole interval.
QRect pointCell(const ThrottleTimeline& timeline, const PartitionTimeGeometry& geometry, std::uint32_t partition,
                std::size_t point) {
    const std::uint64_t from = point * timeline.ticksPerPoint();
    const std::uint64_t to = std::min(from + timeline.ticksPerPoint(), timeline.nowS());
    return geometry.cellRect(partition, from, std::max(to, from + 1));
}

bool sameGeometry(const PartitionTimeGeometry& a, const PartitionTimeGeometry& b) noexcept {
    return a.area == b.area && a.partitions == b.partitions && a.durationS == b.durationS;
}

} // namespace

void PartitionTimeCells::paint(QPainter& painter, const ThrottleTimeline& timeline,
                               const PartitionTimeGeometry& geometry, ColourMap colourMap, const CapacityScale& scale,
                               std::size_t firstPoint) {
    const auto& traces = timeline.partitions();
    QRect run;
    QRgb runColour = 0;
    bool runThrottled = false;
    auto flush = [&] {
        if (!run.isEmpty()) {
            painter.fillRect(run, QColor::fromRgb(runColour));
            if (runThrottled) {
                fillThrottleHatch(painter, run);
            }
        }
        run = QRect();
    };
    for (std::uint32_t partition = 0; partition < traces.size(); ++partition) {
        if (coveredByNextRow(timeline, geometry, partition)) {
            continue;
        }
        const auto& consumed = traces[partition].consumed.points();
        const auto& throttled = traces[partition].throttled.points();
        for (std::size_t i = firstPoint; i < consumed.size(); ++i) {
            const QRect cell = pointCell(timeline, geometry, partition, i);
            if (cell.isEmpty()) {
                continue;
            }
            const QRgb colour = colourMapRgb(colourMap, scale.position(consumed[i]));
            const bool isThrottled = i < throttled.size() && throttled[i] > 0;
            const bool continues = !run.isEmpty() && colour == runColour && isThrottled == runThrottled &&
                                   cell.top() == run.top() && cell.bottom() == run.bottom() &&
                                   cell.left() <= run.right() + 1;
            if (continues) {
                run = run.united(cell);
            } else {
                flush();
                run = cell;
                runColour = colour;
                runThrottled = isThrottled;
            }
        }
        flush();
    }
}

const QImage& PartitionTimeCells::update(const ThrottleTimeline& timeline, std::optional<std::uint64_t> run,
                                         const PartitionTimeGeometry& geometry, const PartitionTimeCellStyle& style) {
    const Drawn now{&timeline, run, geometry, timeline.ticksPerPoint(), style, timeline.nowS()};
    if (canAppend(now)) {
        if (now.nowS != m_drawn->nowS) {
            append(timeline, now);
        }
    } else {
        repaintWhole(timeline, now);
    }
    m_drawn = now;
    return m_image.image();
}

bool PartitionTimeCells::canAppend(const Drawn& now) const noexcept {
    // A run restarted in place holds fewer seconds than drawn; one that went on past them is told by its run.
    return m_drawn && m_image.isValid() && now.run && m_drawn->run == now.run && m_drawn->timeline == now.timeline &&
           sameGeometry(m_drawn->geometry, now.geometry) && m_drawn->ticksPerPoint == now.ticksPerPoint &&
           m_drawn->style == now.style && now.nowS >= m_drawn->nowS;
}

void PartitionTimeCells::repaintWhole(const ThrottleTimeline& timeline, const Drawn& now) {
    ++m_wholeRepaints;
    const QRect area = now.geometry.area;
    QImage& cells = m_image.restart(area.size(), now.style.background);
    if (now.geometry.isEmpty()) {
        return;
    }
    paintPixels(cells, timeline, now, 0, 0);
}

void PartitionTimeCells::append(const ThrottleTimeline& timeline, const Drawn& now) {
    ++m_appends;
    const PartitionTimeGeometry& geometry = now.geometry;
    if (geometry.isEmpty()) {
        return;
    }
    const std::uint64_t ticksPerPoint = now.ticksPerPoint;
    // The point that was still open when drawn has grown (its peak, and its cell up to the new now); every
    // point after it is new. The columns from its left edge on are painted again, clipped to them, in the
    // order of a whole repaint, so every pixel ends as the whole repaint leaves it.
    std::size_t firstPoint = m_drawn->nowS == 0 ? 0 : static_cast<std::size_t>((m_drawn->nowS - 1) / ticksPerPoint);
    const int firstX = geometry.xForTime(firstPoint * ticksPerPoint);
    // Earlier points narrower than a pixel are widened to one, onto that first column: paint them again too.
    while (firstPoint > 0 && geometry.xForTime((firstPoint - 1) * ticksPerPoint) == firstX) {
        --firstPoint;
    }
    const QRect area = geometry.area;
    const QRect columns(QPoint(firstX, area.top()), area.bottomRight());
    if (columns.isEmpty()) {
        return;
    }
    QImage& cells = m_image.imageForAppend();
    const int firstColumn = firstX - area.left();
    const QRgb background = 0xff000000 | now.style.background;
    for (int y = 0; y < cells.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(cells.scanLine(y));
        std::fill(line + firstColumn, line + cells.width(), background);
    }
    paintPixels(cells, timeline, now, firstPoint, firstColumn);
}

void PartitionTimeCells::paintPixels(QImage& cells, const ThrottleTimeline& timeline, const Drawn& now,
                                     std::size_t firstPoint, int firstColumn) {
    const PartitionTimeGeometry& geometry = now.geometry;
    const QRect area = geometry.area;
    const QRect columns(QPoint(firstColumn, 0), QPoint(cells.width() - 1, cells.height() - 1));
    const HatchTile hatch(area.topLeft());
    const auto& traces = timeline.partitions();
    for (std::uint32_t partition = 0; partition < traces.size(); ++partition) {
        if (coveredByNextRow(timeline, geometry, partition)) {
            continue;
        }
        const auto& consumed = traces[partition].consumed.points();
        const auto& throttled = traces[partition].throttled.points();
        for (std::size_t i = firstPoint; i < consumed.size(); ++i) {
            const QRect cell = pointCell(timeline, geometry, partition, i).translated(-area.topLeft()) & columns;
            if (cell.isEmpty()) {
                continue;
            }
            // What QPainter::fillRect() leaves on an RGB32 image: the colour, opaque.
            const QRgb colour = 0xff000000 | colourMapRgb(now.style.colourMap, now.style.scale.position(consumed[i]));
            const bool isThrottled = i < throttled.size() && throttled[i] > 0;
            for (int y = cell.top(); y <= cell.bottom(); ++y) {
                auto* line = reinterpret_cast<QRgb*>(cells.scanLine(y));
                std::fill(line + cell.left(), line + cell.right() + 1, colour);
                if (isThrottled) {
                    const QRgb* pattern = hatch.pixels[y & 7];
                    for (int x = cell.left(); x <= cell.right(); ++x) {
                        if (pattern[x & 7] != 0) {
                            line[x] = pattern[x & 7];
                        }
                    }
                }
            }
        }
    }
}

} // namespace partiscope::ui
