#pragma once

#include "views/colour_map.h"
#include "views/heat_scale.h"

#include <partiscope/analysis.h>
#include <partiscope/ceiling_share.h>
#include <partiscope/scenario.h>

#include <QWidget>

#include <cstdint>
#include <memory>

class QLabel;
class QStackedWidget;

namespace partiscope::ui {

class BucketBarChart;
class BucketHeatmap;
class CompareHeatmaps;
class KeySpaceSelector;

/// Which key space a heat map is of, in the words its heading and its note use.
struct HeatmapKeySpace {
    QString heading;              ///< above the cells, e.g. "Index ByStatus · partition key status · ..."
    QString index;                ///< the note's name of a GSI key space ("the index ByStatus"); empty for the table
    std::uint32_t partitions = 0; ///< the key space's partitions
    bool keysPinned = false;      ///< some key is pinned to a partition (the note mentions it)
    /// The key space's requests at the document's peak rates (core's keySpaceRates()): what the absolute colour
    /// scale measures against the per-partition ceiling; nullopt: no rate, the maps stay relative.
    std::optional<KeySpaceRates> rates;
};

/// The Heat map tab: the bucket heat map (or, in compare mode, the before/after pair on one scale), the notes
/// that say what the picture assumes, and the bar chart of the same counts. Draws what it is given.
class HeatmapPanel : public QWidget {
    Q_OBJECT
public:
    explicit HeatmapPanel(QWidget* parent = nullptr);

    /// Shows @p analysis, made with @p strategy, of the keys of @p keySpace; null: that key space has no keys to
    /// place (an index without index keys), which the note says.
    void showAnalysis(const std::shared_ptr<const DistributionAnalysis>& analysis, const StrategyConfig& strategy,
                      const HeatmapKeySpace& keySpace);
    /// The Target selector above the map (see KeySpaceSelector::setTargets).
    [[nodiscard]] KeySpaceSelector* targetSelector() const noexcept { return m_target; }
    void showBefore(const std::shared_ptr<const DistributionAnalysis>& before);
    void setCompareMode(bool on);
    void setColourMap(ColourMap map);
    /// Every heat map of the tab (single and before/after) on @p scale.
    void setHeatScale(HeatScale scale);
    /// The single heat map (what File > Export draws).
    [[nodiscard]] BucketHeatmap* heatmap() const noexcept { return m_heatmap; }
    /// "bucket", or "partition" under the range placement model.
    [[nodiscard]] QString cellNoun() const;

signals:
    /// A cell was clicked: in the "before" map of compare mode when @p before.
    void bucketClicked(std::uint32_t bucket, bool before);

private:
    void showEvenSpreadNote(const DistributionAnalysis& analysis, const StrategyConfig& strategy);

    KeySpaceSelector* m_target = nullptr;
    QStackedWidget* m_stack = nullptr; ///< the single heat map, or the before/after pair
    BucketHeatmap* m_heatmap = nullptr;
    CompareHeatmaps* m_compare = nullptr;
    QLabel* m_modelNote = nullptr;
    QLabel* m_evenSpreadNote = nullptr; ///< shown while the heat map assumes an even spread (no source values)
    BucketBarChart* m_barChart = nullptr;
    std::shared_ptr<const DistributionAnalysis> m_shown;
};

} // namespace partiscope::ui
