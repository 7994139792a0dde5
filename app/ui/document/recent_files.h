#pragma once

#include <QString>
#include <QStringList>

namespace partiscope::ui {

/// File > Open Recent: the scenario files opened or saved last, most recent first, kept in QSettings
/// (the application's organisation and name pick the store, so tests use their own).
class RecentFiles {
public:
    static constexpr qsizetype kMaxEntries = 10;

    [[nodiscard]] static QStringList list();
    /// Moves @p path to the front (adding it if new), dropping the oldest past kMaxEntries.
    static void add(const QString& path);
    static void remove(const QString& path);
    static void clear();
};

} // namespace partiscope::ui
