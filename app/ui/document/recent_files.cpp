#include "document/recent_files.h"

#include <QFileInfo>
#include <QSettings>

namespace partiscope::ui {

namespace {

const QString& settingsKey() {
    static const QString key = QStringLiteral("recentFiles");
    return key;
}

void store(const QStringList& paths) {
    QSettings().setValue(settingsKey(), paths);
}

} // namespace

QStringList RecentFiles::list() {
    return QSettings().value(settingsKey()).toStringList();
}

void RecentFiles::add(const QString& path) {
    // Absolute, so the same file opened through two relative paths is one entry.
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList paths = list();
    paths.removeAll(absolute);
    paths.prepend(absolute);
    while (paths.size() > kMaxEntries) {
        paths.removeLast();
    }
    store(paths);
}

void RecentFiles::remove(const QString& path) {
    QStringList paths = list();
    paths.removeAll(path);
    store(paths);
}

void RecentFiles::clear() {
    store({});
}

} // namespace partiscope::ui
