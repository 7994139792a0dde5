#pragma once

#include "views/colour_map.h"

#include <partiscope/analysis.h>
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

/// The Heat map tab: the bucket heat map (or, in compare mode, the before/after pair on one scale), the notes
/// that say what the picture assumes, and the bar chart of the same counts. Draws what it is given.
class HeatmapPanel : public QWidget {
    Q_OBJECT
public:
    explicit HeatmapPanel(QWidget* parent = nullptr);

    /// Shows @p analysis, made with @p strategy, of the keys of @p parameters (@p keysPinned: some key is pinned
    /// to a partition, which the model note mentions).
    void showAnalysis(const std::shared_ptr<const DistributionAnalysis>& analysis, const StrategyConfig& strategy,
                      const Scenario& parameters, bool keysPinned);
    void showBefore(const std::shared_ptr<const DistributionAnalysis>& before);
    void setCompareMode(bool on);
    void setColourMap(ColourMap map);
    /// The single heat map (what File > Export draws).
    [[nodiscard]] BucketHeatmap* heatmap() const noexcept { return m_heatmap; }
    /// "bucket", or "partition" under the range placement model.
    [[nodiscard]] QString cellNoun() const;

signals:
    /// A cell was clicked: in the "before" map of compare mode when @p before.
    void bucketClicked(std::uint32_t bucket, bool before);

private:
    void showEvenSpreadNote(const DistributionAnalysis& analysis, const StrategyConfig& strategy);

    QStackedWidget* m_stack = nullptr; ///< the single heat map, or the before/after pair
    BucketHeatmap* m_heatmap = nullptr;
    CompareHeatmaps* m_compare = nullptr;
    QLabel* m_modelNote = nullptr;
    QLabel* m_evenSpreadNote = nullptr; ///< shown while the heat map assumes an even spread (no source values)
    BucketBarChart* m_barChart = nullptr;
    std::shared_ptr<const DistributionAnalysis> m_shown;
};

} // namespace partiscope::ui
