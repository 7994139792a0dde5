#pragma once

#include "views/cell_image.h"
#include "views/heat_scale.h"
#include "views/heatmap_geometry.h"

#include <partiscope/analysis.h>
#include <partiscope/ceiling_share.h>
#include <partiscope/viridis.h>

#include <QImage>
#include <QString>
#include <QWidget>

class QPainter;

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace partiscope::ui {

/// Paints one cell per bucket, coloured by its writes relative to the fullest bucket (or to a shared scale
/// maximum) or, on the absolute scale, by the share of the per-partition ceiling the cell asks at the document's
/// rates (hatched above 100 %), with a numbered legend underneath. Thousands of cells are cheap: they are rendered once
/// into a cached image, which is rebuilt only when the counts, the size, the scale or the palette change.
class BucketHeatmap : public QWidget {
    Q_OBJECT
public:
    explicit BucketHeatmap(QWidget* parent = nullptr);

    /// Shows @p analysis: its bucket counts, each bucket's busiest keys in the tooltip, and "partition"
    /// instead of "bucket" under the range placement model. Null clears the map.
    void setAnalysis(std::shared_ptr<const DistributionAnalysis> analysis);
    [[nodiscard]] const std::shared_ptr<const DistributionAnalysis>& analysis() const noexcept { return m_analysis; }
    /// Counts alone (no keys in the tooltip), e.g. for rendering.
    void setBucketCounts(std::vector<std::uint64_t> counts);
    /// The value the top of the colour scale stands for; 0 (the default) means this map's fullest bucket.
    /// Two maps given the same maximum colour the same count identically (compare mode).
    void setScaleMaximum(std::uint64_t maximum);
    /// The maximum the colours and the legend are relative to.
    [[nodiscard]] std::uint64_t scaleMaximum() const noexcept { return m_scaleMaximum ? m_scaleMaximum : m_maxCount; }
    void setColourMap(ColourMap map);
    [[nodiscard]] ColourMap colourMap() const noexcept { return m_colourMap; }

    /// Relative (the default) or CeilingShare (View > Colour scale). CeilingShare needs setCeilingScale(); without
    /// one the map stays relative and its legend says why.
    void setHeatScale(HeatScale scale);
    [[nodiscard]] HeatScale heatScale() const noexcept { return m_heatScale; }
    /// How a count becomes a share of the per-partition ceiling (core's ceilingScaleFor() of the shown analysis,
    /// key space and document); nullopt when the document gives no rate for this key space. The tooltips name the
    /// share whenever a scale is set, on either heat scale.
    void setCeilingScale(std::optional<CeilingScale> scale);
    [[nodiscard]] const std::optional<CeilingScale>& ceilingScale() const noexcept { return m_ceilingScale; }
    /// The colours show shares of the ceiling now: CeilingShare chosen and a ceiling scale set.
    [[nodiscard]] bool showsCeilingShare() const noexcept {
        return m_heatScale == HeatScale::CeilingShare && m_ceilingScale.has_value();
    }
    /// Where a cell of @p count sits on the colour scale: count / scaleMaximum(), or its share of the ceiling
    /// (above 1 past the ceiling: those cells are hatched).
    [[nodiscard]] double cellFraction(std::uint64_t count) const noexcept;

    /// A line above the cells (compare mode names each side and its hot factor); empty shows none.
    void setTitle(const QString& title);
    [[nodiscard]] const QString& title() const noexcept { return m_title; }
    /// "bucket" for the teaching mod model, "partition" for the range model (set by setAnalysis).
    void setCellNoun(const QString& noun);
    [[nodiscard]] const QString& cellNoun() const noexcept { return m_cellNoun; }
    /// The legend's caption, e.g. "Writes per partition".
    [[nodiscard]] QString legendCaption() const;
    [[nodiscard]] const std::vector<std::uint64_t>& bucketCounts() const noexcept { return m_counts; }
    [[nodiscard]] std::uint64_t maxCount() const noexcept { return m_maxCount; }
    [[nodiscard]] std::uint64_t totalCount() const noexcept { return m_totalCount; }

    /// The cell layout at the current size (what painting and hit-testing use).
    [[nodiscard]] const HeatmapGeometry& cellGeometry() const noexcept { return m_geometry; }
    [[nodiscard]] std::optional<std::uint32_t> bucketAt(QPoint widgetPixel) const {
        return m_geometry.bucketAt(widgetPixel);
    }
    /// Bucket index, writes, share of all writes and the bucket's busiest keys, as the tooltip shows them
    /// (rich text: keys are escaped).
    [[nodiscard]] QString bucketToolTip(std::uint32_t bucket) const;

    /// The cell the keyboard is on: arrows move it, Home and End jump to the first and last bucket, Enter lists
    /// its keys. Outlined while the map has focus; a click moves it too. Nullopt without buckets.
    [[nodiscard]] std::optional<std::uint32_t> focusedBucket() const;

signals:
    /// The user clicked the cell of @p bucket, or pressed Enter on it.
    void bucketClicked(std::uint32_t bucket);

public:
    /// Where the legend sits (under the cells): the relative bar, or the absolute scale's CeilingLegendLayout.
    [[nodiscard]] QRect legendArea() const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    /// Moves the keyboard's cell to @p bucket, and shows its tooltip and tells assistive technology when the
    /// map has focus.
    void moveFocusTo(std::uint32_t bucket);
    void showFocusedToolTip();
    void paintFocusedCell(QPainter& painter) const;
    [[nodiscard]] QRect titleArea() const;
    [[nodiscard]] QRect gridArea() const;
    void updateGeometryAndInvalidate();
    void rebuildCellImage();
    void paintCellRects(QPainter& painter) const;
    void paintCellLabels(QPainter& painter) const;
    void paintLegend(QPainter& painter) const;
    void paintRelativeLegend(QPainter& painter) const;
    /// Hatches the cells above the ceiling, each over its cell (cellRect() less the gap) moved by @p origin.
    void hatchOverCeiling(QPainter& painter, QPoint origin) const;

    std::shared_ptr<const DistributionAnalysis> m_analysis; ///< null when only counts were given
    std::vector<std::uint64_t> m_counts;
    std::uint64_t m_maxCount = 0;
    std::uint64_t m_scaleMaximum = 0;
    ColourMap m_colourMap = ColourMap::Viridis;
    HeatScale m_heatScale = HeatScale::Relative;
    std::optional<CeilingScale> m_ceilingScale;
    QString m_title;
    QString m_cellNoun = QStringLiteral("bucket");
    std::uint64_t m_totalCount = 0;
    HeatmapGeometry m_geometry;
    CellImage m_cellImage;           ///< the grid area's cells, rebuilt when invalid
    std::uint32_t m_focusBucket = 0; ///< clamped to the buckets shown by focusedBucket()
};

} // namespace partiscope::ui
