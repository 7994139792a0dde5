#include "jobs/scenario_import_runner.h"

#include <partiscope/input_files.h>
#include <partiscope/scenario.h>

#include <utility>

namespace partiscope::ui {

namespace {

/// The app imports regular files (and export folders) only: a device or a named pipe picked in the dialog may never
/// end, and the worker reading it has no signal to wake it.
std::optional<ImportProblem> notRegularInput(const ImportRequest& request) {
    std::vector<std::string> paths = request.paths;
    if (!request.describePath.empty()) {
        paths.push_back(request.describePath);
    }
    for (const std::string& path : paths) {
        if (auto problem = notRegularProblem(path)) {
            return ImportProblem{path, 0, {}, *problem};
        }
    }
    return std::nullopt;
}

/// The import as a document: checked by the rules a file opened is (an importer's scenario that could not be
/// saved and reopened must not become the document), split, and listed for the editor.
void makeDocument(ImportOutcome outcome, const std::string& firstFile, ImportedDocument& imported) {
    imported.notes = std::move(outcome.notes);
    imported.bytesRead = outcome.bytesRead;
    imported.records = outcome.records;
    if (outcome.problem) {
        imported.problem = std::move(outcome.problem);
        return;
    }
    if (!outcome.scenario) {
        imported.problem = ImportProblem{firstFile, 0, {}, "the import gave no scenario"};
        return;
    }
    if (const auto invalid = checkScenario(*outcome.scenario)) {
        imported.problem =
            ImportProblem{firstFile, 0, invalid->path, "the imported scenario cannot be used: " + invalid->message};
        return;
    }
    imported.opened.parts = splitDocument(std::move(*outcome.scenario));
    imported.opened.keyText = editableKeyText(imported.opened.parts);
}

} // namespace

ScenarioImportRunner::ScenarioImportRunner(QObject* parent) : QObject(parent) {
    m_progressTimer.setInterval(kProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this, &ScenarioImportRunner::showProgress);
}

ScenarioImportRunner::~ScenarioImportRunner() {
    m_jobs.supersede(); // the running import stops at its next chunk; the queue's destructor waits for it
}

void ScenarioImportRunner::start(ImportRequest request) {
    m_progress = std::make_shared<Progress>();
    m_shownDone = ~std::uint64_t{0};
    m_running = true;
    m_progressTimer.start();
    m_jobs.start(
        this,
        [request = std::move(request), progress = m_progress, stopped = m_stoppedImports,
         observer = m_observer](const std::atomic<bool>& cancel) {
            ImportOutcome outcome;
            if (auto refused = notRegularInput(request)) {
                outcome.problem = std::move(refused);
            } else {
                outcome = importScenario(request, [&](std::uint64_t done, std::uint64_t total) {
                    progress->done.store(done);
                    progress->total.store(total);
                    if (observer) {
                        observer(done, total);
                    }
                    return !cancel.load();
                });
            }
            if (outcome.cancelled) {
                ++*stopped;
            }
            auto imported = std::make_shared<ImportedDocument>();
            makeDocument(std::move(outcome), request.paths.empty() ? std::string() : request.paths.front(), *imported);
            return imported;
        },
        [this](std::uint64_t /*jobId*/, std::shared_ptr<ImportedDocument> imported) {
            m_running = false;
            m_progressTimer.stop();
            showProgress();
            emit finished(std::move(imported));
        });
}

void ScenarioImportRunner::cancel() {
    if (!m_running) {
        return;
    }
    m_jobs.supersede(); // the job's cancel flag: its progress callback returns false from now on
    m_running = false;
    m_progressTimer.stop();
    emit cancelled();
}

void ScenarioImportRunner::showProgress() {
    if (!m_progress) {
        return;
    }
    const std::uint64_t done = m_progress->done.load();
    if (done != m_shownDone) {
        m_shownDone = done;
        emit progressed(done, m_progress->total.load());
    }
}

} // namespace partiscope::ui
