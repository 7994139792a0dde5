#include "jobs/advisor_runner.h"

#include <string>
#include <utility>

namespace partiscope::ui {

AdvisorRunner::AdvisorRunner(QObject* parent) : QObject(parent) {}

std::uint64_t AdvisorRunner::start(Scenario scenario) {
    return start(std::make_shared<const Scenario>(std::move(scenario)));
}

std::uint64_t AdvisorRunner::start(std::shared_ptr<const Scenario> scenario) {
    struct Outcome {
        std::shared_ptr<const ScenarioAnalysis> analysis;
        QString error;
    };
    return m_jobs.start(
        this,
        [scenario =
             std::move(scenario)](const std::atomic<bool>& /*cancel: analyseScenario has no cancellation point*/) {
            std::string error;
            std::optional<ScenarioAnalysis> result = analyseScenario(*scenario, error);
            Outcome outcome;
            if (result) {
                outcome.analysis = std::make_shared<const ScenarioAnalysis>(std::move(*result));
            }
            outcome.error = QString::fromStdString(error);
            return outcome;
        },
        [this](std::uint64_t jobId, Outcome outcome) {
            if (outcome.analysis) {
                emit adviceFinished(jobId, std::move(outcome.analysis));
            } else {
                emit adviceFailed(jobId, outcome.error);
            }
        });
}

} // namespace partiscope::ui
