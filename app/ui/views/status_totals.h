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
    /// No analysis on screen (an index without keys): dashes, not the figures of the key space shown before.
    void clearAnalysis();
    /// @p reasons: the run's throttled requests by DynamoDB's ThrottlingReason; the non-zero ones are listed by name.
    void showSimulation(const ThrottleMetrics& metrics, std::uint64_t nowS, const ThrottlingReasonCounts& reasons = {});

    [[nodiscard]] QLabel* keysLabel() const noexcept { return m_keys; }
    [[nodiscard]] QLabel* writesLabel() const noexcept { return m_writes; }
    [[nodiscard]] QLabel* hotFactorLabel() const noexcept { return m_hotFactor; }
    [[nodiscard]] QLabel* throttledLabel() const noexcept { return m_throttled; }
    [[nodiscard]] QLabel* reasonsLabel() const noexcept { return m_reasons; }

private:
    QLabel* m_keys = nullptr;
    QLabel* m_writes = nullptr;
    QLabel* m_hotFactor = nullptr;
    QLabel* m_throttled = nullptr;
    QLabel* m_reasons = nullptr; ///< hidden while nothing was throttled
};

/// "IndexWriteKeyRangeThroughputExceeded 12,345 · TableWriteProvisionedThroughputExceeded 3": the reasons with a
/// count that rounds above 0, in throttlingReasonIndex() order; empty when there are none.
QString throttlingReasonsText(const ThrottlingReasonCounts& reasons);

} // namespace partiscope::ui
