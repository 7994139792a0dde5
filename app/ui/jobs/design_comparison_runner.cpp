#include "jobs/design_comparison_runner.h"

#include <QMetaObject>

#include <optional>
#include <utility>

namespace partiscope::ui {

DesignComparisonRunner::DesignComparisonRunner(QObject* parent) : QObject(parent) {}

std::uint64_t DesignComparisonRunner::start(std::shared_ptr<const Scenario> document, std::string fallbackName,
                                            PriceTable prices) {
    struct Outcome {
        std::shared_ptr<const DesignComparison> comparison;
        QString error;
    };
    // The job's id is known once start() returns: the progress, posted to this (the UI) thread, reads it there.
    auto jobId = std::make_shared<std::atomic<std::uint64_t>>(0);
    const std::uint64_t id = m_jobs.start(
        this,
        [this, jobId, document = std::move(document), fallbackName = std::move(fallbackName),
         prices = std::move(prices)](const std::atomic<bool>& cancel) {
            CompareOptions options;
            // The small multiples draw every partition over time.
            options.timelineDetail = TimelineDetail::Partitions;
            options.cancel = &cancel;
            options.progress = [this, jobId](std::size_t done, std::size_t total) {
                QMetaObject::invokeMethod(
                    this,
                    [this, jobId, done, total] {
                        const std::uint64_t job = jobId->load();
                        if (job == m_jobs.latestJobId()) {
                            emit progressed(job, done, total);
                        }
                    },
                    Qt::QueuedConnection);
            };
            Outcome outcome;
            std::string error;
            std::optional<DesignComparison> comparison =
                compareDesigns(designsOf(*document, fallbackName), prices, error, options);
            if (comparison) {
                outcome.comparison = std::make_shared<const DesignComparison>(std::move(*comparison));
            }
            outcome.error = QString::fromStdString(error);
            return outcome;
        },
        [this](std::uint64_t job, Outcome outcome) {
            if (outcome.comparison) {
                emit comparisonFinished(job, std::move(outcome.comparison));
            } else {
                emit comparisonFailed(job, outcome.error);
            }
        });
    jobId->store(id);
    return id;
}

} // namespace partiscope::ui
