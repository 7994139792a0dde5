#include "document/document_recovery.h"
#include "document/document_parts.h"
#include "util/file_output.h"
#include "util/user_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <atomic>
#include <utility>

namespace partiscope::ui {

namespace {

/// The note beside a recovery copy holds the document's path.
constexpr std::uint64_t kMaxOriginNoteBytes = std::uint64_t{64} << 10;

QString lockPathFor(const QString& copyPath) {
    return copyPath + QStringLiteral(".lock");
}

// Beside the copy rather than in it: the copy stays a plain scenario file that any Partiscope opens.
QString originPathFor(const QString& copyPath) {
    return copyPath + QStringLiteral(".origin");
}

} // namespace

RecoveryCopy::RecoveryCopy() {
    // Process id and a counter: several windows (and test processes) write copies side by side.
    static std::atomic<int> serial{0};
    m_path = QDir(directory())
                 .filePath(QStringLiteral("session-%1-%2.json")
                               .arg(QString::number(QCoreApplication::applicationPid()), QString::number(++serial)));
}

RecoveryCopy::~RecoveryCopy() {
    m_writer.waitForJobs(); // the newest write lands; only older ones are cancelled
}

QString RecoveryCopy::directory() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

void RecoveryCopy::write(Scenario parameters, std::shared_ptr<const Scenario> keySource) {
    std::uint64_t generation = 0;
    {
        const std::lock_guard guard(m_shared->mutex);
        generation = m_shared->generation;
    }
    m_writer.run([shared = m_shared, generation, path = m_path, origin = m_documentPath,
                  scenario = std::move(parameters),
                  keySource = std::move(keySource)](const std::atomic<bool>& cancel) mutable {
        if (keySource) {
            scenario = composeDocument(scenario, *keySource);
            keySource.reset(); // the last owner of an older document frees its keys here, not on the UI thread
        }
        if (cancel.load()) {
            return; // a newer write follows on this thread: composing was all this one cost
        }
        const QByteArray json = QByteArray::fromStdString(scenarioToJson(scenario));
        // Held while writing: remove() waits for a write in flight instead of racing it.
        const std::lock_guard guard(shared->mutex);
        if (shared->generation != generation) {
            return; // removed (saved, closed, replaced) since this write was asked for
        }
        if (!shared->lock) {
            // Here, not on the caller's thread: creating a lock file syncs it to disk, which stalled the UI
            // thread for 30 ms and more.
            QDir().mkpath(directory());
            shared->lock = std::make_unique<QLockFile>(lockPathFor(path));
            shared->lock->setStaleLockTime(0); // stale only when its process is gone, however old it is
            shared->lock->tryLock(0);
        }
        QString error;
        if (origin.isEmpty()) {
            QFile::remove(originPathFor(path));
        } else if (!writeFileSafely(originPathFor(path), origin.toUtf8(), error)) {
            shared->lastError = error;
        }
        if (!writeFileSafely(path, json, error)) {
            shared->lastError = error;
        }
    });
}

void RecoveryCopy::remove() {
    const std::lock_guard guard(m_shared->mutex);
    ++m_shared->generation;
    QFile::remove(m_path);
    QFile::remove(originPathFor(m_path));
}

void RecoveryCopy::setDocumentPath(const QString& documentPath) {
    m_documentPath = documentPath;
}

QString RecoveryCopy::originOf(const QString& copyPath) {
    // The note holds one path; anything else put there (a huge file, a FIFO) reads as no origin.
    QByteArray bytes;
    QString ignored;
    return readUserFile(originPathFor(copyPath), {kMaxOriginNoteBytes, "a recovery note"}, bytes, ignored)
               ? QString::fromUtf8(bytes)
               : QString();
}

QStringList RecoveryCopy::orphans() {
    const QFileInfoList copies =
        QDir(directory()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time); // newest first
    QStringList found;
    for (const QFileInfo& copy : copies) {
        QLockFile lock(lockPathFor(copy.absoluteFilePath()));
        lock.setStaleLockTime(0);
        if (lock.tryLock(0)) {
            found << copy.absoluteFilePath(); // nobody holds it: its window is gone without cleaning up
        }
    }
    return found;
}

void RecoveryCopy::discardOrphan(const QString& path) {
    QFile::remove(path);
    QFile::remove(lockPathFor(path));
    QFile::remove(originPathFor(path));
}

} // namespace partiscope::ui
