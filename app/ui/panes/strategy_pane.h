#pragma once

#include "document/parameter_edit.h"

#include <partiscope/placement.h>
#include <partiscope/shard_strategy.h>

#include <QWidget>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace partiscope::ui {

class ElidedLinesLabel;

/// The Strategy tab: every shard strategy with its parameters, a preview of the physical keys and the
/// read fan-out, the shard-count estimator, and the heat map's bucket model. It edits nothing itself:
/// it reports each change (strategyEdited) and the window decides whether the document takes it.
class StrategyPane : public QWidget {
    Q_OBJECT
public:
    explicit StrategyPane(QWidget* parent = nullptr);

    /// Shows @p strategy (the document's) without emitting strategyEdited.
    void setStrategy(const StrategyConfig& strategy);
    /// The strategy the controls describe, checked by ShardStrategy::create; nullopt with @p error
    /// otherwise (range and lookup text errors name the line).
    [[nodiscard]] std::optional<StrategyConfig> strategyFromControls(QString& error) const;
    /// The last change was taken (or refused with @p problem, shown inline until the next good edit).
    void acceptEdit();
    void showProblem(const QString& problem);
    [[nodiscard]] QString problem() const;

    /// The logical key the preview shows (the hottest one).
    void setPreviewKey(const QString& logicalKey);
    /// Estimator inputs from the document: the hottest key's writes per second and the item size.
    void setEstimatorInputs(double writesPerS, double itemKb);
    /// The estimator's recommendation for the current inputs; 0 when they are invalid.
    [[nodiscard]] std::uint32_t recommendedShards() const noexcept { return m_recommendedShards; }

    [[nodiscard]] std::uint32_t buckets() const;
    [[nodiscard]] PlacementModel placementModel() const;

    [[nodiscard]] QComboBox* kindComboBox() const noexcept { return m_kind; }
    [[nodiscard]] QSpinBox* shardsSpinBox() const noexcept { return m_shards; }
    [[nodiscard]] QSpinBox* bucketsSpinBox() const noexcept { return m_buckets; }

signals:
    /// A control changed; @p edit names it. Read the result with strategyFromControls().
    void strategyEdited(const ParameterEdit& edit);
    /// Buckets or placement changed: only the heat map's model, not the document.
    void analysisOptionsChanged();

private:
    QWidget* createStrategyGroup();
    QWidget* createPreviewGroup();
    QWidget* createEstimatorGroup();
    QWidget* createModelGroup();
    void onControlChanged(const QWidget* control);
    void updateRowVisibility();
    void updatePreview();
    void updateEstimate();

    QFormLayout* m_form = nullptr;
    QComboBox* m_kind = nullptr;
    QSpinBox* m_shards = nullptr;
    QComboBox* m_suffixFunction = nullptr;
    QComboBox* m_lookupFunction = nullptr;
    QLineEdit* m_separator = nullptr;
    QLineEdit* m_seed = nullptr;
    QPlainTextEdit* m_boundaries = nullptr;
    QPlainTextEdit* m_shardMap = nullptr;
    QLabel* m_problem = nullptr;
    QLabel* m_description = nullptr;
    QLabel* m_sourceAssumption = nullptr; ///< mod, calculated, range, lookup: the even-spread assumption

    ElidedLinesLabel* m_previewHeading = nullptr;
    ElidedLinesLabel* m_previewKeys = nullptr;
    QLabel* m_fanOut = nullptr;
    QString m_previewKey;

    QDoubleSpinBox* m_estimateWrites = nullptr;
    QDoubleSpinBox* m_estimateItemKb = nullptr;
    QSpinBox* m_estimateHeadroom = nullptr;
    QLabel* m_estimate = nullptr;
    QPushButton* m_applyEstimate = nullptr;
    std::uint32_t m_recommendedShards = 0;

    QSpinBox* m_buckets = nullptr;
    QComboBox* m_placementModel = nullptr;

    StrategyConfig m_shown; ///< the document's strategy as last set or accepted: fields no control covers
    ParameterEditTracker m_tracker;
    bool m_syncing = false;
};

} // namespace partiscope::ui
