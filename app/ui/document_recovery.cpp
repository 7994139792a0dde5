#include "document_recovery.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include <atomic>
#include <utility>

namespace partiscope::ui {

namespace {

QString lockPathFor(const QString& copyPath) {
    return copyPath + QStringLiteral(".lock");
}

} // namespace

RecoveryCopy::RecoveryCopy() {
    // Process id and a counter: several windows (and test processes) write copies side by side.
    static std::atomic<int> serial{0};
    m_path = QDir(directory())
                 .filePath(QStringLiteral("session-%1-%2.json")
                               .arg(QString::number(QCoreApplication::applicationPid()), QString::number(++serial)));
    m_writer.setMaxThreadCount(1);
}

RecoveryCopy::~RecoveryCopy() {
    m_writer.waitForDone();
}

QString RecoveryCopy::directory() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

void RecoveryCopy::write(Scenario scenario) {
    write(std::move(scenario), nullptr);
}

void RecoveryCopy::write(Scenario parameters, std::shared_ptr<const Scenario> keySource) {
    if (!m_lock) {
        QDir().mkpath(directory());
        m_lock = std::make_unique<QLockFile>(lockPathFor(m_path));
        m_lock->setStaleLockTime(0); // a lock is stale only when its process is gone, however old it is
        m_lock->tryLock(0);
    }
    std::uint64_t generation = 0;
    {
        const std::lock_guard guard(m_shared->mutex);
        generation = m_shared->generation;
    }
    m_writer.start([shared = m_shared, generation, path = m_path, scenario = std::move(parameters),
                    keySource = std::move(keySource)]() mutable {
        if (keySource) {
            scenario.workload.keys = keySource->workload.keys;
            keySource.reset(); // the last owner of an older document frees its keys here, not on the UI thread
        }
        const QByteArray json = QByteArray::fromStdString(scenarioToJson(scenario));
        // Held while writing: remove() waits for a write in flight instead of racing it.
        const std::lock_guard guard(shared->mutex);
        if (shared->generation != generation) {
            return; // removed (saved, closed, replaced) since this write was asked for
        }
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
            shared->lastError = file.errorString();
        }
    });
}

void RecoveryCopy::remove() {
    const std::lock_guard guard(m_shared->mutex);
    ++m_shared->generation;
    QFile::remove(m_path);
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
}

} // namespace partiscope::ui
