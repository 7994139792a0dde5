#pragma once

#include "document/document_recovery.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QString>

namespace partiscope::ui {

/// Gives one test its own settings and application-data folder (the test processes run in parallel) and
/// removes both afterwards: recent files and recovery copies of one test never reach another.
class IsolatedAppData {
public:
    explicit IsolatedAppData(const char* name) : m_previous(QCoreApplication::applicationName()) {
        QCoreApplication::setApplicationName(
            QStringLiteral("partiscope-ui-tests-%1-%2")
                .arg(QString::fromLatin1(name), QString::number(QCoreApplication::applicationPid())));
        wipe();
    }
    ~IsolatedAppData() {
        wipe();
        QCoreApplication::setApplicationName(m_previous);
    }
    IsolatedAppData(const IsolatedAppData&) = delete;
    IsolatedAppData& operator=(const IsolatedAppData&) = delete;

private:
    static void wipe() {
        QSettings().clear();
        QDir(RecoveryCopy::directory()).removeRecursively();
    }
    QString m_previous;
};

} // namespace partiscope::ui
