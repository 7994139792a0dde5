#pragma once

#include "jobs/design_comparison_runner.h"

#include <partiscope/cost_model.h>
#include <partiscope/design_comparison.h>
#include <partiscope/scenario.h>

#include <QObject>
#include <QString>
#include <QTimer>

#include <cstddef>
#include <cstdint>
#include <memory>

namespace partiscope::ui {

class DocumentController;

/// The comparison of the document's candidate designs (Design > Compare): what the Compare view shows. It follows
/// the document and the price table, runs the comparison off the UI thread while the view is shown (a change while
/// it is hidden only marks the result out of date), coalesces a burst of changes into one run, and never hands out
/// a result of another document: a document that replaces this one clears it at once.
class DesignComparisonController : public QObject {
    Q_OBJECT
public:
    enum class Status {
        Idle,      ///< not comparing: the view has not been shown, or was hidden before the document's last change
        Waiting,   ///< a change is waiting for the burst of changes to end
        Running,   ///< progress() of the designs are done
        Ready,     ///< comparison() is the document's as it is now
        Failed,    ///< error() says why
        Cancelled, ///< the user stopped it; runAgain() restarts it
    };

    explicit DesignComparisonController(DocumentController& document, QObject* parent = nullptr);

    /// The Compare view is on screen: compare the document when it changed (and until it is hidden, after each
    /// change).
    void setActive(bool active);
    [[nodiscard]] bool isActive() const noexcept { return m_active; }
    /// The prices the monthly costs are estimated at; a different table re-runs the comparison.
    void setPrices(const PriceTable& prices);
    [[nodiscard]] const PriceTable& prices() const noexcept { return m_prices; }
    /// Starts a comparison now (the view's button; tests), whether or not anything changed.
    void runAgain();
    /// Stops the running comparison: nothing it computed is shown.
    void cancel();

    /// The last comparison of this document; null before the first, after another document replaced this one, and
    /// after a failure. isOutOfDate(): the document or the prices changed since it was computed.
    [[nodiscard]] const std::shared_ptr<const DesignComparison>& comparison() const noexcept { return m_comparison; }
    [[nodiscard]] bool isOutOfDate() const noexcept { return m_outOfDate; }
    [[nodiscard]] Status status() const noexcept { return m_status; }
    [[nodiscard]] const QString& error() const noexcept { return m_error; }
    [[nodiscard]] std::size_t designsDone() const noexcept { return m_done; }
    [[nodiscard]] std::size_t designsTotal() const noexcept { return m_total; }
    [[nodiscard]] DesignComparisonRunner& runner() noexcept { return m_runner; }

    /// Changes closer together than this make one comparison.
    static constexpr int kCoalesceMs = 300;

signals:
    /// comparison() or isOutOfDate() changed.
    void comparisonChanged();
    /// status(), error() or the progress changed.
    void statusChanged();

private:
    void noteChanged();
    void run();
    void setStatus(Status status);

    DocumentController& m_document;
    DesignComparisonRunner m_runner;
    QTimer m_coalesce;
    /// The whole document (keys included) as it was last prepared: what the designs are built from.
    std::shared_ptr<const Scenario> m_latestDocument;
    PriceTable m_prices;
    std::shared_ptr<const DesignComparison> m_comparison;
    bool m_active = false;
    bool m_stale = true; ///< changed since the last comparison started
    bool m_outOfDate = false;
    Status m_status = Status::Idle;
    QString m_error;
    std::size_t m_done = 0;
    std::size_t m_total = 0;
};

} // namespace partiscope::ui
