#pragma once

// Device nodes and links the UI tests write to, made in a test's own temporary folder (never /dev's).

#include <QFile>
#include <QFileInfo>
#include <QString>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace partiscope::ui::testing {

/// A character device at @p path: @p minor 3 is like /dev/null, 7 like /dev/full (every write fails with ENOSPC).
/// False when mknod is refused (the tests run as root).
inline bool makeDevice(const QString& path, unsigned minor) {
    return ::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0666, makedev(1, minor)) == 0;
}

inline bool isCharDevice(const QString& path) {
    struct stat info {};
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 && S_ISCHR(info.st_mode);
}

inline bool isLink(const QString& path) {
    return QFileInfo(path).isSymLink();
}

} // namespace partiscope::ui::testing
