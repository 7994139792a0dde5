#pragma once

#include "jobs/latest_job_queue.h"

#include <partiscope/scenario.h>

#include <QLockFile>
#include <QString>
#include <QStringList>

#include <memory>
#include <mutex>

namespace partiscope::ui {

/// A window's crash-recovery copy of its unsaved document, in AppDataLocation/recovery/. While the window
/// lives it holds a lock next to the copy; a copy whose lock nobody holds was left by a run that did not end
/// cleanly, and is offered at the next start.
class RecoveryCopy {
public:
    RecoveryCopy();
    /// Waits for a write in flight; does not remove the copy (the owner decides what a clean end is).
    ~RecoveryCopy();
    RecoveryCopy(const RecoveryCopy&) = delete;
    RecoveryCopy& operator=(const RecoveryCopy&) = delete;

    /// Writes the document of @p parameters and the keys of @p keySource (DocumentParts) to the copy atomically,
    /// on a worker thread: composing and serialising a million keys costs the caller (the UI thread) nothing.
    void write(Scenario parameters, std::shared_ptr<const Scenario> keySource);
    /// The file the document was last opened from or saved to (empty: untitled); written beside the copy with
    /// the next write, so a restored document can say what it was.
    void setDocumentPath(const QString& documentPath);
    /// Removes the copy; a write still in flight is discarded, not committed after the removal.
    void remove();
    /// Blocks until no write is in flight (tests, and the destructor).
    void waitForWrites() { m_writer.waitForJobs(); }

    [[nodiscard]] const QString& path() const noexcept { return m_path; }

    [[nodiscard]] static QString directory();
    /// Recovery copies nobody holds a lock for (left by a run that ended badly), most recent first.
    [[nodiscard]] static QStringList orphans();
    /// Removes an orphan copy, its stale lock and its origin note.
    static void discardOrphan(const QString& path);
    /// The document path an orphan copy was made of (setDocumentPath()); empty for an untitled document.
    [[nodiscard]] static QString originOf(const QString& copyPath);

private:
    struct Shared {
        std::mutex mutex;
        std::uint64_t generation = 0; ///< bumped by remove(): older writes must not land
        QString lastError;
        std::unique_ptr<QLockFile> lock; ///< taken by the first write, held while the copy's owner lives
    };
    QString m_documentPath;
    std::shared_ptr<Shared> m_shared = std::make_shared<Shared>();
    QString m_path;
    /// One thread, so writes land in order; a newer write cancels an older one not yet on disk.
    LatestJobQueue m_writer{1};
};

} // namespace partiscope::ui
