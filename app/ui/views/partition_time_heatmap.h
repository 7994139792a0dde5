#pragma once

#include "views/heat_scale.h"
#include "views/partition_time_cells.h"
#include "views/partition_time_geometry.h"

#include <partiscope/viridis.h>

#include <QImage>
#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QPainter;

namespace partiscope {
class ThrottleTimeline;
}

namespace partiscope::ui {

/// A key-visualizer view of the simulation: one row per partition, time across, colour = the capacity the
/// partition used, on one scale for the map that marks the partitions' allocation and the per-partition ceiling
/// (CapacityScale), or on the absolute scale linearly from 0 to the ceiling, hatching where it throttled. The cells are
/// painted into a cached image (PartitionTimeCells) when the map is painted, so a hidden map costs nothing and
/// catches up when shown; while a run plays each frame paints only the new columns.
class PartitionTimeHeatmap : public QWidget {
    Q_OBJECT
public:
    explicit PartitionTimeHeatmap(QWidget* parent = nullptr);

    /// The timeline to draw; it must outlive this widget or be replaced first. Null shows a placeholder.
    /// @p run names the run it holds: passing the same value again says the timeline only went on since the last
    /// call, so the next paint adds the new columns to the cached cells instead of painting them all (nullopt:
    /// paint them all).
    void setTimeline(const ThrottleTimeline* timeline, std::optional<std::uint64_t> run = std::nullopt);
    [[nodiscard]] const ThrottleTimeline* timeline() const noexcept { return m_timeline; }
    /// Paint every cell again on the next paint (the layout, the font or the palette changed).
    void refresh();
    /// The cached cells, with their counts of whole repaints and appends.
    [[nodiscard]] const PartitionTimeCells& cells() const noexcept { return m_cells; }

    /// The colour map of the cells and the legend (View > Palette).
    void setColourMap(ColourMap map);
    [[nodiscard]] ColourMap colourMap() const noexcept { return m_colourMap; }
    /// Relative (the default: the allocation marked mid-scale, then up to the ceiling) or CeilingShare: linear
    /// from 0 to 100 % of the per-partition ceiling, the legend saying so (View > Colour scale).
    void setHeatScale(HeatScale scale);
    [[nodiscard]] HeatScale heatScale() const noexcept { return m_heatScale; }

    /// Puts second 0 .. the run's end between widget x @p left and @p right (the timeline chart's plot area
    /// above, so both cursors sit at one x); (-1, -1) lays the cells out on their own. Ignored where the
    /// partition labels would not fit.
    void setTimeSpan(int left, int right);

    [[nodiscard]] const PartitionTimeGeometry& cellGeometry() const noexcept { return m_geometry; }
    /// Partition, second, capacity used (units/s, against its allocation and the ceiling) and throttled requests
    /// under @p widgetPixel, as the tooltip shows them.
    [[nodiscard]] QString cellToolTip(QPoint widgetPixel) const;
    /// The same for @p partition at second @p atS; empty outside the run so far.
    [[nodiscard]] QString cellToolTip(std::uint32_t partition, std::uint64_t atS) const;

    /// The cell the keyboard is on: Up and Down move between partitions, Left and Right by one stored point of
    /// time, Home goes to second 0 and End back to the latest second, which it then follows as the run plays.
    /// Outlined while the map has focus. Nullopt without partitions, or before the first simulated second.
    [[nodiscard]] std::optional<std::uint32_t> focusedPartition() const;
    [[nodiscard]] std::optional<std::uint64_t> focusedSecond() const;

    /// A label of the time axis under the cells: its x in this widget and its text ("500 s").
    struct TimeTick {
        int x = 0;
        QString label;
    };
    /// The time axis's ticks as painted: TimeAxisScale's, the timeline chart's unit and seconds.
    [[nodiscard]] std::vector<TimeTick> timeTicks() const;

    /// Where the legend sits (under the cells): the relative bar, or the absolute scale's CeilingLegendLayout.
    [[nodiscard]] QRect legendArea() const;

    [[nodiscard]] QSize sizeHint() const override { return {640, 260}; }
    [[nodiscard]] QSize minimumSizeHint() const override { return {240, 120}; }

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    /// After a keyboard move: repaint, show the focus cell's tooltip and tell assistive technology.
    void focusMoved();
    /// Tells assistive technology which cell has the focus, and with @p withToolTip shows that cell's tooltip.
    void tellFocusedCell(bool withToolTip);
    void paintFocusedCell(QPainter& painter) const;
    [[nodiscard]] QRect cellArea() const;
    /// The colour scale of the cells and the legend: the partitions' allocation (the smallest when they differ;
    /// @p uniform, if given: they are all the same) and the ceiling.
    [[nodiscard]] CapacityScale mapScale(bool* uniform) const;
    void recomputeGeometry();
    [[nodiscard]] PartitionTimeCellStyle cellStyle() const;
    void paintAxes(QPainter& painter) const;
    void paintLegend(QPainter& painter) const;

    const ThrottleTimeline* m_timeline = nullptr;
    PartitionTimeGeometry m_geometry;
    std::optional<std::uint64_t> m_run; ///< see setTimeline()
    PartitionTimeCells m_cells;         ///< the grid area's cells, brought up to date when painted
    ColourMap m_colourMap = ColourMap::Viridis;
    HeatScale m_heatScale = HeatScale::Relative;
    int m_spanLeft = -1;
    int m_spanRight = -1;
    std::uint32_t m_focusPartition = 0;    ///< clamped to the partitions by focusedPartition()
    std::optional<std::uint64_t> m_focusS; ///< nullopt: the latest second, following playback
};

} // namespace partiscope::ui
