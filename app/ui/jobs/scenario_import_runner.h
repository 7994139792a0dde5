#pragma once

#include "document/document_parts.h"
#include "jobs/latest_job_queue.h"

#include <partiscope/import/import.h>

#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

namespace partiscope::ui {

/// What an import hands the window: the document in its two parts with the editor's text (made on the worker, as
/// File > Open does for a large file), or the problem; the notes and counts either way.
struct ImportedDocument {
    OpenedDocument opened;                ///< valid when problem is empty
    std::optional<ImportProblem> problem; ///< where the input is wrong (or why the result cannot be a document)
    std::vector<std::string> notes;
    std::uint64_t bytesRead = 0;
    std::uint64_t records = 0;
};

/// Runs core's importScenario() on a worker thread (through a LatestJobQueue, like every background job of the
/// app). Progress in input bytes comes back coalesced, at most every kProgressIntervalMs; cancel() makes the
/// importer's progress callback return false, so it stops at its next chunk and nothing is delivered.
class ScenarioImportRunner : public QObject {
    Q_OBJECT
public:
    explicit ScenarioImportRunner(QObject* parent = nullptr);
    ~ScenarioImportRunner() override;

    /// Starts importing @p request; an import still running is cancelled first.
    void start(ImportRequest request);
    /// Stops the running import (nothing is delivered; cancelled() follows at once).
    void cancel();
    [[nodiscard]] bool isRunning() const noexcept { return m_running; }
    void waitForJobs() { m_jobs.waitForJobs(); }
    /// Imports that stopped because their progress callback said so (read on the UI thread after waitForJobs()).
    [[nodiscard]] std::uint64_t stoppedImports() const noexcept { return m_stoppedImports->load(); }
    /// Tests: called on the worker thread with every progress report, before the cancel flag is read (a test
    /// can hold the import mid-file while it presses Cancel).
    void setProgressObserver(std::function<void(std::uint64_t doneBytes, std::uint64_t totalBytes)> observer) {
        m_observer = std::move(observer);
    }

    static constexpr int kProgressIntervalMs = 100;

signals:
    void progressed(std::uint64_t doneBytes, std::uint64_t totalBytes);
    void finished(std::shared_ptr<partiscope::ui::ImportedDocument> imported);
    void cancelled();

private:
    /// Written by the worker, read by the progress timer.
    struct Progress {
        std::atomic<std::uint64_t> done{0};
        std::atomic<std::uint64_t> total{0};
    };

    void showProgress();

    LatestJobQueue m_jobs{1};
    std::shared_ptr<Progress> m_progress;
    std::shared_ptr<std::atomic<std::uint64_t>> m_stoppedImports = std::make_shared<std::atomic<std::uint64_t>>(0);
    std::function<void(std::uint64_t, std::uint64_t)> m_observer;
    QTimer m_progressTimer;
    std::uint64_t m_shownDone = ~std::uint64_t{0};
    bool m_running = false;
};

} // namespace partiscope::ui
