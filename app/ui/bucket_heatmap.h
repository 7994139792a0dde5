#pragma once

#include "heatmap_geometry.h"

#include <QImage>
#include <QWidget>

class QPainter;

#include <cstdint>
#include <optional>
#include <vector>

namespace partiscope::ui {

/// Paints one cell per bucket, coloured by its writes relative to the fullest bucket, with a numbered
/// legend underneath. Thousands of cells are cheap: they are rendered once into a cached image, which is
/// rebuilt only when the counts, the size or the palette change.
class BucketHeatmap : public QWidget {
    Q_OBJECT
public:
    explicit BucketHeatmap(QWidget* parent = nullptr);

    void setBucketCounts(std::vector<std::uint64_t> counts);
    [[nodiscard]] const std::vector<std::uint64_t>& bucketCounts() const noexcept { return m_counts; }
    [[nodiscard]] std::uint64_t maxCount() const noexcept { return m_maxCount; }
    [[nodiscard]] std::uint64_t totalCount() const noexcept { return m_totalCount; }

    /// The cell layout at the current size (what painting and hit-testing use).
    [[nodiscard]] const HeatmapGeometry& cellGeometry() const noexcept { return m_geometry; }
    [[nodiscard]] std::optional<std::uint32_t> bucketAt(QPoint widgetPixel) const {
        return m_geometry.bucketAt(widgetPixel);
    }
    /// Bucket index, writes and share of all writes, as the tooltip shows them.
    [[nodiscard]] QString bucketToolTip(std::uint32_t bucket) const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    [[nodiscard]] QRect gridArea() const;
    [[nodiscard]] QRect legendArea() const;
    void updateGeometryAndInvalidate();
    void rebuildCellImage();
    void paintCellRects(QPainter& painter) const;
    void paintCellLabels(QPainter& painter) const;
    void paintLegend(QPainter& painter) const;

    std::vector<std::uint64_t> m_counts;
    std::uint64_t m_maxCount = 0;
    std::uint64_t m_totalCount = 0;
    HeatmapGeometry m_geometry;
    QImage m_cellImage; ///< the grid area's cells; null when it must be rebuilt
};

} // namespace partiscope::ui
