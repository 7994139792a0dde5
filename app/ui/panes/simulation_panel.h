#pragma once

#include <partiscope/metric_data.h>

#include <QWidget>

#include <cstdint>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace partiscope {
class ThrottleTimeline;
}

namespace partiscope::ui {

class KeySpaceSelector;
class PartitionTimeHeatmap;
class SimulationPlayer;
class ThrottleTimelineChart;

/// The "Simulation" view: transport controls, the throttle timeline and the partition x time heat map,
/// redrawn once per frame of @p player (or once, for a finished timeline, via showTimeline()).
class SimulationPanel : public QWidget {
    Q_OBJECT
public:
    /// Without a player the controls are hidden (the offscreen --render shows a finished run).
    explicit SimulationPanel(SimulationPlayer* player, QWidget* parent = nullptr);

    /// Draws @p timeline (which must outlive the panel or be replaced) as one frame.
    void showTimeline(const ThrottleTimeline& timeline);
    /// Shows the player's key space @p keySpace (0: the table, i: its (i-1)-th GSI), called @p label in the status
    /// line ("Index ByStatus"; empty: no prefix), and redraws at once from its whole history.
    void showKeySpace(std::size_t keySpace, const QString& label);
    [[nodiscard]] std::size_t keySpace() const noexcept { return m_keySpace; }
    /// The Target selector above the controls (see KeySpaceSelector::setTargets).
    [[nodiscard]] KeySpaceSelector* targetSelector() const noexcept { return m_target; }

    /// Draws CloudWatch's @p observed data (from `aws cloudwatch get-metric-data`, read from @p fileName) over the
    /// table's timeline: the consumed capacity of the timeline's direction, dashed, over the simulation summed the
    /// same periods. The run restarts, so that all of it is sampled for the comparison.
    void setObserved(ObservedMetrics observed, const QString& fileName);
    void clearObserved();
    [[nodiscard]] bool hasObserved() const noexcept { return m_observed.has_value(); }
    /// The comparison so far (empty without observed data or a player).
    [[nodiscard]] std::vector<MetricComparison> observedComparison() const;

    [[nodiscard]] ThrottleTimelineChart* timelineChart() const noexcept { return m_chart; }
    [[nodiscard]] PartitionTimeHeatmap* partitionHeatmap() const noexcept { return m_heatmap; }
    [[nodiscard]] QLabel* statusLabel() const noexcept { return m_status; }

    /// Hot partitions drawn individually on the timeline.
    static constexpr std::size_t kTopPartitions = 5;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void updateControls();
    void alignTimeAxes();

    SimulationPlayer* m_player = nullptr;
    KeySpaceSelector* m_target = nullptr;
    std::size_t m_keySpace = 0;
    QString m_keySpaceLabel;
    QPushButton* m_play = nullptr;
    QPushButton* m_step = nullptr;
    QPushButton* m_reset = nullptr;
    QComboBox* m_speed = nullptr;
    QLabel* m_status = nullptr;
    std::optional<ObservedMetrics> m_observed;
    QString m_observedFile;
    std::uint64_t m_shownNowS = 0; ///< the second shown last, to notice a run that started over
    /// The chart skipped frames while the panel was hidden in a shown window (another tab): catch up when shown.
    bool m_chartBehind = false;
    ThrottleTimelineChart* m_chart = nullptr;
    PartitionTimeHeatmap* m_heatmap = nullptr;
};

} // namespace partiscope::ui
