#pragma once

#include <partiscope/analysis.h>
#include <partiscope/simulator.h>

#include <QObject>

class QLabel;
class QStatusBar;

namespace partiscope::ui {

/// The status bar's permanent figures: keys and writes of the analysis on screen, its hot factor
/// (fullest bucket / mean), and the requests the simulation has throttled so far. The owner calls
/// showAnalysis() when an analysis lands and showSimulation() once per simulation frame, never per tick.
class StatusTotals : public QObject {
    Q_OBJECT
public:
    /// Adds the labels to @p bar as permanent widgets (right-aligned, not hidden by messages).
    explicit StatusTotals(QStatusBar& bar);

    void showAnalysis(const DistributionAnalysis& analysis);
    void showSimulation(const ThrottleMetrics& metrics, std::uint64_t nowS);

    [[nodiscard]] QLabel* keysLabel() const noexcept { return m_keys; }
    [[nodiscard]] QLabel* writesLabel() const noexcept { return m_writes; }
    [[nodiscard]] QLabel* hotFactorLabel() const noexcept { return m_hotFactor; }
    [[nodiscard]] QLabel* throttledLabel() const noexcept { return m_throttled; }

private:
    QLabel* m_keys = nullptr;
    QLabel* m_writes = nullptr;
    QLabel* m_hotFactor = nullptr;
    QLabel* m_throttled = nullptr;
};

} // namespace partiscope::ui
