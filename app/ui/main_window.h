#pragma once

#include "analysis_runner.h"

#include <partiscope/analysis.h>

#include <QMainWindow>
#include <QTimer>

#include <cstdint>
#include <memory>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;

namespace partiscope::ui {

class BucketBarChart;
class BucketHeatmap;

/// Key editor and model controls on the left, the bucket heat map and bar chart on the right, the
/// statistics line underneath. Every edit re-runs the analysis in the background after a short pause.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    /// Replaces the editor's text (as if pasted) and schedules an analysis.
    void setKeyText(const QString& text);

    /// The analysis currently shown; null until the first result arrives.
    [[nodiscard]] std::shared_ptr<const DistributionAnalysis> analysis() const { return m_analysis; }
    [[nodiscard]] std::uint64_t appliedJobId() const noexcept { return m_appliedJobId; }
    [[nodiscard]] const AnalysisRunner& runner() const noexcept { return m_runner; }

    [[nodiscard]] QPlainTextEdit* keyEditor() const noexcept { return m_keyEditor; }
    [[nodiscard]] BucketHeatmap* heatmap() const noexcept { return m_heatmap; }
    [[nodiscard]] BucketBarChart* barChart() const noexcept { return m_barChart; }
    [[nodiscard]] QLabel* statisticsLabel() const noexcept { return m_statistics; }
    [[nodiscard]] QLabel* inputSummaryLabel() const noexcept { return m_inputSummary; }
    [[nodiscard]] QSpinBox* bucketsSpinBox() const noexcept { return m_buckets; }

    /// Quiet time after the last edit before an analysis starts: typing a key should not start one
    /// job per character, but the view should still feel live.
    static constexpr int kDebounceMs = 100;

signals:
    /// A fresh analysis is on screen.
    void analysisApplied(std::uint64_t jobId);
    /// The newest analysis could not run (e.g. invalid strategy parameters).
    void analysisFailed(std::uint64_t jobId, const QString& error);

private:
    QWidget* createEditorPanel();
    QWidget* createResultPanel();
    void scheduleAnalysis();
    void startAnalysis();
    void updateStrategyControls();
    void applyAnalysis(std::uint64_t jobId, std::shared_ptr<const DistributionAnalysis> analysis);
    void showFailure(std::uint64_t jobId, const QString& error);

    AnalysisRunner m_runner;
    QTimer m_debounce;
    std::shared_ptr<const DistributionAnalysis> m_analysis;
    std::uint64_t m_appliedJobId = 0;

    QPlainTextEdit* m_keyEditor = nullptr;
    QLabel* m_inputSummary = nullptr;
    QComboBox* m_strategyKind = nullptr;
    QSpinBox* m_shards = nullptr;
    QSpinBox* m_buckets = nullptr;
    QComboBox* m_placementModel = nullptr;
    QLabel* m_strategyDescription = nullptr;
    BucketHeatmap* m_heatmap = nullptr;
    QLabel* m_modelNote = nullptr;
    BucketBarChart* m_barChart = nullptr;
    QLabel* m_statistics = nullptr;
};

} // namespace partiscope::ui
