#include "advisor_runner.h"

#include <QMetaObject>

#include <string>
#include <utility>

namespace partiscope::ui {

AdvisorRunner::AdvisorRunner(QObject* parent) : QObject(parent) {
    m_pool.setMaxThreadCount(1);
}

AdvisorRunner::~AdvisorRunner() {
    m_pool.waitForDone();
}

std::uint64_t AdvisorRunner::start(Scenario scenario) {
    return start(std::make_shared<const Scenario>(std::move(scenario)));
}

std::uint64_t AdvisorRunner::start(std::shared_ptr<const Scenario> scenario) {
    const std::uint64_t jobId = ++m_latestJobId;
    m_pool.start([this, jobId, scenario = std::move(scenario)]() {
        if (jobId != m_latestJobId.load()) {
            return; // the document changed while this job waited for the thread
        }
        std::string error;
        std::optional<ScenarioAnalysis> result = analyseScenario(*scenario, error);
        std::shared_ptr<const ScenarioAnalysis> analysis;
        if (result) {
            analysis = std::make_shared<const ScenarioAnalysis>(std::move(*result));
        }
        QMetaObject::invokeMethod(
            this,
            [this, jobId, analysis = std::move(analysis), message = QString::fromStdString(error)]() mutable {
                deliver(jobId, std::move(analysis), message);
            },
            Qt::QueuedConnection);
    });
    return jobId;
}

void AdvisorRunner::deliver(std::uint64_t jobId, std::shared_ptr<const ScenarioAnalysis> analysis,
                            const QString& error) {
    if (jobId != m_latestJobId) {
        return; // the document changed since this job started
    }
    if (analysis) {
        emit adviceFinished(jobId, std::move(analysis));
    } else {
        emit adviceFailed(jobId, error);
    }
}

} // namespace partiscope::ui
