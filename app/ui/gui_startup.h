#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

class QApplication;

namespace partiscope::ui {

/// What the `partiscope` command line asks for.
struct StartupOptions {
    QString keysPath;       ///< load this key list instead of the built-in scenario
    QString screenshotPath; ///< render the window after the first analysis, save it here and exit
    QSize windowSize{1280, 800};
    bool helpRequested = false;
};

/// Parses the GUI's command line (arguments()[0] is the program). On error returns nullopt and sets @p error.
std::optional<StartupOptions> parseStartupOptions(const QStringList& arguments, QString& error,
                                                  QString* helpText = nullptr);

/// Everything `main` does after creating the application: options, window, event loop. Returns the exit code.
int runGui(QApplication& app);

} // namespace partiscope::ui
