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
    bool renderRequested = false; ///< --render: write the main views as files into renderOutDir and exit
    QString renderScenarioPath;   ///< the scenario to render; empty: the built-in default scenario
    QString renderOutDir;
};

/// Parses the GUI's command line (arguments()[0] is the program). On error returns nullopt and sets @p error.
std::optional<StartupOptions> parseStartupOptions(const QStringList& arguments, QString& error,
                                                  QString* helpText = nullptr);

/// True when @p argv asks for --render, which must not need a display: main() then picks the offscreen
/// platform before the application exists (unless QT_QPA_PLATFORM says otherwise).
bool wantsOffscreenRender(int argc, char** argv);

/// `partiscope --render`: loads the scenario (or the default one) and writes the views. Returns the exit
/// code: 0 written, 1 cannot write, 2 bad scenario file (the message names the JSON path).
int runRender(const StartupOptions& options);

/// Everything `main` does after creating the application: options, window, event loop. Returns the exit code.
int runGui(QApplication& app);

} // namespace partiscope::ui
