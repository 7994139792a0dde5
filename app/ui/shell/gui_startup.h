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
    /// --report-first-analysis: print how long until the first analysis was on screen and the longest UI-thread
    /// stall until then, then exit (the large-input benchmark runs the window this way as a child process)
    bool reportFirstAnalysis = false;
    /// --report-document-ready: the same, then also until the document plays the keys (implies the above).
    bool reportDocumentReady = false;
    QSize windowSize{1280, 800};
    bool helpRequested = false;
    bool versionRequested = false;
    bool renderRequested = false; ///< --render: write the main views as files into renderOutDir and exit
    /// the scenario to open (or, with --render, to render); empty: the built-in default scenario
    QString scenarioPath;
    QString renderOutDir;
};

/// Parses the GUI's command line (arguments()[0] is the program). On error returns nullopt and sets @p error.
std::optional<StartupOptions> parseStartupOptions(const QStringList& arguments, QString& error,
                                                  QString* helpText = nullptr);

/// True when @p argv asks for --render, which must not need a display: main() then picks the offscreen
/// platform before the application exists (unless QT_QPA_PLATFORM says otherwise).
bool wantsOffscreenRender(int argc, char** argv);

/// True when @p argv asks only for --help or --version: main() answers them with a QCoreApplication, so
/// they work without a display (a QApplication would fail to find a platform first).
bool wantsInformationOnly(int argc, char** argv);

/// Prints the help text or the version for `partiscope --help` / `--version`; returns the exit code (0, or 2
/// for a bad command line). Needs a QCoreApplication, not a QApplication.
int printInformation();

/// `partiscope --render`: loads the scenario (or the default one) and writes the views. Returns the exit
/// code: 0 written, 1 cannot write, 2 bad scenario file (the message names the JSON path).
int runRender(const StartupOptions& options);

/// Everything `main` does after creating the application: options, window, event loop. Returns the exit code.
int runGui(QApplication& app);

} // namespace partiscope::ui
