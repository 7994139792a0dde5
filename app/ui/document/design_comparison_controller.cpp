#include "document/design_comparison_controller.h"

#include "document/document_controller.h"

#include <algorithm>
#include <utility>

namespace partiscope::ui {

DesignComparisonController::DesignComparisonController(DocumentController& document, QObject* parent)
    : QObject(parent), m_document(document), m_prices(defaultPriceTable()) {
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(kCoalesceMs);
    connect(&m_coalesce, &QTimer::timeout, this, [this] {
        if (m_active) {
            run();
        } else {
            setStatus(Status::Idle); // hidden meanwhile: compared when shown again
        }
    });
    // Another document: what was computed for the last one must not stay on screen for a moment under its name.
    connect(&m_document, &DocumentController::documentReplaced, this, [this] {
        m_runner.cancel();
        m_latestDocument.reset();
        if (m_comparison || m_outOfDate) {
            m_comparison.reset();
            m_outOfDate = false;
            emit comparisonChanged();
        }
    });
    // Every change of the document (parameters, keys, another document) is prepared, and the prepared scenario is
    // the whole document with its trace resolved: the designs are built from it.
    connect(&m_document, &DocumentController::documentPrepared, this,
            [this](std::uint64_t /*jobId*/, const PreparedDocumentPtr& prepared) {
                m_latestDocument = prepared->scenario;
                noteChanged();
            });
    connect(&m_runner, &DesignComparisonRunner::progressed, this,
            [this](std::uint64_t /*jobId*/, std::size_t done, std::size_t total) {
                m_done = done;
                m_total = total;
                emit statusChanged();
            });
    connect(&m_runner, &DesignComparisonRunner::comparisonFinished, this,
            [this](std::uint64_t /*jobId*/, std::shared_ptr<const DesignComparison> comparison) {
                m_comparison = std::move(comparison);
                m_outOfDate = false;
                m_error.clear();
                setStatus(Status::Ready);
                emit comparisonChanged();
            });
    connect(&m_runner, &DesignComparisonRunner::comparisonFailed, this,
            [this](std::uint64_t /*jobId*/, const QString& error) {
                // Figures of the design as it was would read as those of the design that cannot run.
                m_comparison.reset();
                m_outOfDate = false;
                m_error = error;
                setStatus(Status::Failed);
                emit comparisonChanged();
            });
}

void DesignComparisonController::setActive(bool active) {
    m_active = active;
    if (m_active && m_stale && m_status != Status::Running && !m_coalesce.isActive()) {
        // Shown after changes made while hidden: once, at once.
        run();
    }
}

void DesignComparisonController::setPrices(const PriceTable& prices) {
    if (prices == m_prices) {
        return;
    }
    m_prices = prices;
    noteChanged();
}

void DesignComparisonController::runAgain() {
    m_coalesce.stop();
    run();
}

void DesignComparisonController::cancel() {
    if (m_status != Status::Running && m_status != Status::Waiting) {
        return;
    }
    m_coalesce.stop();
    m_runner.cancel();
    m_stale = true; // shown again, or changed, it compares again
    setStatus(Status::Cancelled);
}

void DesignComparisonController::noteChanged() {
    m_stale = true;
    if (m_comparison && !m_outOfDate) {
        m_outOfDate = true;
        emit comparisonChanged();
    }
    // A running comparison is of the document as it was: its figures must not arrive as the document's.
    const bool busy = m_status == Status::Running || m_status == Status::Waiting;
    if (busy) {
        m_runner.cancel();
    }
    if (!m_active) {
        m_coalesce.stop();
        if (busy) {
            setStatus(Status::Idle);
        }
        return;
    }
    // One comparison when the burst of edits ends.
    m_coalesce.start();
    setStatus(Status::Waiting);
}

void DesignComparisonController::run() {
    if (!m_latestDocument) {
        // Made after the document's last preparation (not the window's case): compose it here, once.
        m_latestDocument = std::make_shared<const Scenario>(m_document.scenario());
    }
    m_stale = false;
    m_done = 0;
    m_total = std::max<std::size_t>(1, m_latestDocument->candidates.size());
    m_error.clear();
    m_runner.start(m_latestDocument, m_document.displayName().toStdString(), m_prices);
    setStatus(Status::Running);
}

void DesignComparisonController::setStatus(Status status) {
    m_status = status;
    emit statusChanged();
}

} // namespace partiscope::ui
