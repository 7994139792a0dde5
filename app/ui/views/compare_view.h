#pragma once

#include <partiscope/design_comparison.h>
#include <partiscope/viridis.h>

#include <QWidget>

#include <cstddef>
#include <memory>
#include <vector>

class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace partiscope::ui {

class BucketHeatmap;
class CompareTableModel;
class PartitionTimeHeatmap;

/// The Compare tab: the candidate designs side by side. On top a table (CompareTableModel) with each column's best
/// value marked, the design the findings favour and why, and the prices the costs are estimated at; beneath, small
/// multiples: each design's partition heat map and partition × time map, every map on one shared scale. It draws
/// the comparison it is given and keeps it (and so the analyses whose timelines the maps draw) alive while shown.
class CompareView : public QWidget {
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);
    ~CompareView() override;

    /// Shows @p comparison; null shows no rows and no maps. @p outOfDate: the document changed since it was
    /// computed (a note says so until the new one arrives).
    void setComparison(std::shared_ptr<const DesignComparison> comparison, bool outOfDate);
    [[nodiscard]] const std::shared_ptr<const DesignComparison>& comparison() const noexcept { return m_comparison; }
    /// How many candidates the document holds: without two, a line says how to add them.
    void setCandidateCount(std::size_t candidates);
    /// The state of the run: @p text ("Comparing 2 of 3 designs…"), its progress (@p total 0: none) and whether
    /// Cancel applies.
    void setProgress(const QString& text, std::size_t done, std::size_t total, bool running);
    void setColourMap(ColourMap map);

    [[nodiscard]] CompareTableModel* model() const noexcept { return m_model; }
    /// The maps of each design, in the comparison's order.
    [[nodiscard]] const std::vector<BucketHeatmap*>& heatmaps() const noexcept { return m_heatmaps; }
    [[nodiscard]] const std::vector<PartitionTimeHeatmap*>& partitionMaps() const noexcept { return m_partitionMaps; }

    /// Small multiples per row of the grid.
    static constexpr int kMultiplesPerRow = 3;

signals:
    void cancelRequested();
    void compareAgainRequested();

private:
    void rebuildMultiples();
    void updateScales();
    void updateNotes();

    CompareTableModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_hint = nullptr;
    QLabel* m_status = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_again = nullptr;
    QLabel* m_favoured = nullptr;
    QLabel* m_prices = nullptr;
    QLabel* m_scaleNote = nullptr;
    QGridLayout* m_multiples = nullptr;
    std::vector<QWidget*> m_multipleFrames;
    std::vector<BucketHeatmap*> m_heatmaps;
    std::vector<PartitionTimeHeatmap*> m_partitionMaps;
    std::shared_ptr<const DesignComparison> m_comparison;
    bool m_outOfDate = false;
    std::size_t m_candidates = 0;
    ColourMap m_colourMap = ColourMap::Viridis;
};

} // namespace partiscope::ui
