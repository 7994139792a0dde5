#include "shell/gui_startup.h"

#include "document/app_resources.h"
#include "document/lesson_catalog.h"
#include "document/scenario_document.h"
#include "shell/app_language.h"
#include "shell/main_window.h"
#include "shell/scenario_render.h"
#include "shell/window_render.h"
#include "util/file_output.h"
#include "util/finding_text.h"

#include <partiscope/number_format.h>
#include <partiscope/scenario.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QPixmap>
#include <QTimer>

#include <charconv>
#include <cstdint>
#include <ctime>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace partiscope::ui {

namespace {

// A screenshot run must end even if no analysis ever arrives (a bug, or a huge --keys file).
constexpr int kScreenshotTimeoutMs = 60'000;

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;

void printError(const QString& message) {
    std::fprintf(stderr, "partiscope: %s\n", qPrintable(message));
}

void nameApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("Partiscope")); // names the settings and data folders
    QCoreApplication::setApplicationName(QStringLiteral("Partiscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PARTISCOPE_VERSION));
}

/// Answers --help and --version; nullopt when the options ask for something else.
std::optional<int> answerInformation(const StartupOptions& options, const QString& helpText) {
    if (options.helpRequested) {
        std::fputs(qPrintable(helpText), stdout);
        return kExitOk;
    }
    if (options.versionRequested) {
        std::printf("partiscope %s\n", PARTISCOPE_VERSION);
        return kExitOk;
    }
    return std::nullopt;
}

} // namespace

std::optional<StartupOptions> parseStartupOptions(const QStringList& arguments, QString& error, QString* helpText) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Shows how DynamoDB partition keys land in buckets."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption keysOption(QStringLiteral("keys"),
                                        QStringLiteral("Load a key list (one key per line, optional TAB count)."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"), QStringLiteral("Save the window as a PNG after the first analysis, then exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption renderOption(
        QStringLiteral("render"),
        QStringLiteral("Render the heat map, throttle timeline, partition x time view and per-shard queries of "
                       "SCENARIO.json (default: the built-in scenario) into --out DIR, then exit."));
    const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("Output directory of --render."),
                                       QStringLiteral("DIR"), QStringLiteral("partiscope-output"));
    const QCommandLineOption reportOption(
        QStringLiteral("report-first-analysis"),
        QStringLiteral("Print the time until the first analysis is on screen and the longest UI stall, then exit."));
    const QCommandLineOption reportReadyOption(
        QStringLiteral("report-document-ready"),
        QStringLiteral("Like --report-first-analysis, then also wait until the document has adopted the keys and "
                       "their simulation is ready, and print that too."));
    parser.addOption(keysOption);
    parser.addOption(reportOption);
    parser.addOption(reportReadyOption);
    parser.addOption(screenshotOption);
    parser.addOption(renderOption);
    parser.addOption(outOption);
    parser.addPositionalArgument(QStringLiteral("SCENARIO.json"),
                                 QStringLiteral("The scenario to open (a file manager passes it on double-click); "
                                                "with --render, the scenario to render."),
                                 QStringLiteral("[SCENARIO.json]"));
    if (helpText) {
        *helpText = parser.helpText();
    }
    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return std::nullopt;
    }
    const QStringList positional = parser.positionalArguments();
    const bool render = parser.isSet(renderOption);
    if (positional.size() > 1) {
        error = QStringLiteral("unexpected argument '") + positional.at(1) + QLatin1Char('\'');
        return std::nullopt;
    }
    if (!positional.isEmpty() && parser.isSet(keysOption)) {
        error = QStringLiteral("give either a scenario file or --keys FILE, not both");
        return std::nullopt;
    }
    StartupOptions options;
    options.renderRequested = render;
    options.scenarioPath = positional.isEmpty() ? QString() : positional.constFirst();
    options.renderOutDir = parser.value(outOption);
    options.helpRequested = parser.isSet(helpOption);
    options.versionRequested = parser.isSet(versionOption);
    options.keysPath = parser.value(keysOption);
    options.screenshotPath = parser.value(screenshotOption);
    options.reportDocumentReady = parser.isSet(reportReadyOption);
    options.reportFirstAnalysis = parser.isSet(reportOption) || options.reportDocumentReady;
    return options;
}

bool wantsOffscreenRender(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--render") == 0 || std::strcmp(argv[i], "-render") == 0) {
            return true;
        }
    }
    return false;
}

bool wantsInformationOnly(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        for (const char* option : {"--help", "-h", "-?", "--help-all", "--version", "-v"}) {
            if (std::strcmp(argv[i], option) == 0) {
                return true;
            }
        }
    }
    return false;
}

namespace {

/// --report-first-analysis: the UI thread is probed by a 5 ms timer from before the key file is read; the largest
/// gap between its ticks (or between the start and the first tick: reading the file blocks the thread) is the
/// longest the window would have ignored a click. Exits once the first analysis is painted.
class FirstAnalysisReport {
public:
    void watch(MainWindow& window) {
        m_clock.start();
        m_heartbeat.setTimerType(Qt::PreciseTimer);
        m_heartbeat.setInterval(5);
        QObject::connect(&m_heartbeat, &QTimer::timeout, &window, [this] { beat(); });
        m_heartbeat.start();
        QObject::connect(
            &window.keys(), &KeyPipeline::analysisApplied, &window,
            [this, &window] {
                // Queued once more, as for --screenshot, so the chart's relayout is painted too.
                QTimer::singleShot(0, &window, [this, &window] {
                    beat();
                    const auto analysis = window.keys().analysis();
                    // fixedPoint, not printf: the benchmark reads these lines whatever locale the app runs in.
                    const std::string report =
                        "first-analysis-ms " + fixedPoint(static_cast<double>(m_clock.nsecsElapsed()) / 1e6, 1) +
                        "\nmax-ui-stall-ms " + fixedPoint(m_maxGapMs, 1) + "\nlines-read " +
                        std::to_string(analysis ? analysis->input.linesRead : 0) + "\nkeys-total " +
                        std::to_string(analysis ? analysis->keysTotal : 0) + "\npeak-rss-kib " +
                        std::to_string(peakRssKiB()) + "\nprocess-ms " + fixedPoint(msSinceProcessStart(), 1) + "\n";
                    std::fputs(report.c_str(), stdout);
                    std::fflush(stdout);
                    if (!m_untilReady) {
                        QCoreApplication::exit(kExitOk);
                        return;
                    }
                    m_distinct = analysis ? analysis->keysDistinct : 0;
                    waitUntilReady(window);
                });
            },
            Qt::SingleShotConnection);
    }
    /// Also wait, after the first analysis, until the document has adopted its keys and their simulation is ready
    /// to play (the rest of what an import costs), and report that too.
    void setUntilReady(bool untilReady) { m_untilReady = untilReady; }

private:
    void waitUntilReady(MainWindow& window) {
        auto* poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [this, &window, poll] {
            beat();
            const DocumentController& document = window.document();
            if (document.keySource()->workload.keys.size() != m_distinct || !document.isSimulationCurrent()) {
                return;
            }
            poll->stop();
            const std::string report = "document-ready-ms " +
                                       fixedPoint(static_cast<double>(m_clock.nsecsElapsed()) / 1e6, 1) +
                                       "\nmax-ui-stall-ms-until-ready " + fixedPoint(m_maxGapMs, 1) +
                                       "\npeak-rss-kib-until-ready " + std::to_string(peakRssKiB()) + "\n";
            std::fputs(report.c_str(), stdout);
            std::fflush(stdout);
            QCoreApplication::exit(kExitOk);
        });
        poll->start(5);
    }
    /// Since the process started (the kernel's start time, 10 ms resolution): start-up included, as a user sees it.
    static double msSinceProcessStart() {
        std::ifstream stat("/proc/self/stat");
        std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
        // Field 22 (starttime, in clock ticks since boot) counts from after the command name's closing parenthesis.
        std::istringstream fields(text.substr(text.rfind(')') + 2));
        std::string field;
        for (int i = 3; i <= 22 && fields >> field; ++i) {
        }
        timespec now{};
        clock_gettime(CLOCK_BOOTTIME, &now);
        const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
        std::uint64_t startTicks = 0;
        std::from_chars(field.data(), field.data() + field.size(), startTicks);
        return (static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) / 1e9 -
                static_cast<double>(startTicks) / ticks) *
               1000.0;
    }
    /// This process image's peak RSS (VmHWM): unlike getrusage(), not what the parent held when it forked us.
    static long peakRssKiB() {
        std::ifstream status("/proc/self/status");
        for (std::string line; std::getline(status, line);) {
            if (line.rfind("VmHWM:", 0) == 0) {
                return std::stol(line.substr(6));
            }
        }
        return 0;
    }

    void beat() {
        const double now = static_cast<double>(m_clock.nsecsElapsed()) / 1e6;
        m_maxGapMs = std::max(m_maxGapMs, now - m_lastMs);
        m_lastMs = now;
    }

    QElapsedTimer m_clock;
    QTimer m_heartbeat;
    double m_lastMs = 0;
    double m_maxGapMs = 0;
    bool m_untilReady = false;
    std::uint64_t m_distinct = 0;
};

} // namespace

int printInformation() {
    nameApplication();
    QString error;
    QString helpText;
    const auto options = parseStartupOptions(QCoreApplication::arguments(), error, &helpText);
    if (!options) {
        printError(error);
        return kExitUsage;
    }
    return answerInformation(*options, helpText).value_or(kExitUsage);
}

int runRender(const StartupOptions& options) {
    // The offscreen platform warns that it cannot pass size hints to a window manager it does not have;
    // that says nothing to someone who asked for files, so only that warning is dropped.
    static QtMessageHandler previousHandler = nullptr;
    previousHandler =
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& text) {
            if (text.contains(QLatin1String("does not support propagateSizeHints"))) {
                return;
            }
            if (previousHandler) {
                previousHandler(type, context, text);
            }
        });
    Scenario scenario;
    QString error;
    if (options.scenarioPath.isEmpty()) {
        std::string problem;
        if (!parseScenario(defaultScenarioJson().toStdString(), scenario, problem)) {
            printError(QStringLiteral("the built-in scenario: ") + QString::fromStdString(problem));
            return kExitUsage;
        }
    } else if (!readScenarioDocument(options.scenarioPath, scenario, error)) {
        printError(error);
        return kExitUsage;
    }
    QStringList written;
    if (!renderScenario(scenario, options.renderOutDir, written, error)) {
        printError(error);
        return kExitFailure;
    }
    // The whole window with each pane in front, as a user sees it (the README's screenshots).
    MainWindow window;
    if (!options.scenarioPath.isEmpty() && !window.openScenarioFile(options.scenarioPath, error)) {
        printError(error);
        return kExitUsage;
    }
    window.resize(options.windowSize);
    window.show();
    if (!settleForScreenshot(window, kScreenshotTimeoutMs, error) ||
        !renderWindowPanes(window, options.renderOutDir, written, error)) {
        printError(error);
        return kExitFailure;
    }
    for (const QString& path : written) {
        std::printf("%s\n", qPrintable(path));
    }
    return kExitOk;
}

int runGui(QApplication& app) {
    nameApplication();
    // Lets the desktop match the window to the installed entry
    // (resources/packaging/io.github.partiscope.Partiscope.desktop).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.partiscope.Partiscope"));
    // View > Language, when chosen, is the default locale, so the guides, findings and numbers follow it too.
    if (const QString chosen = rememberedLanguage(); !chosen.isEmpty()) {
        QLocale::setDefault(QLocale(chosen));
    }
    // The findings in the guides' language; the language setting installs them again when it changes.
    installFindingTranslations(guideLanguage());
    QApplication::setWindowIcon(appIcon());

    QString error;
    QString helpText;
    const auto options = parseStartupOptions(QApplication::arguments(), error, &helpText);
    if (!options) {
        printError(error);
        return kExitUsage;
    }
    if (const auto code = answerInformation(*options, helpText)) {
        return *code;
    }
    // Before any widget exists: every widget sets its text once, when built. --render follows it too.
    installTranslations(effectiveUiLocale());
    if (options->renderRequested) {
        return runRender(*options);
    }

    MainWindow window;
    FirstAnalysisReport report;
    if (options->reportFirstAnalysis) {
        report.setUntilReady(options->reportDocumentReady);
        report.watch(window);
    }
    if (!options->keysPath.isEmpty()) {
        if (!window.importKeyFile(options->keysPath, error)) {
            printError(error);
            return kExitFailure;
        }
    }
    window.resize(options->windowSize);
    window.show();
    if (!options->scenarioPath.isEmpty()) {
        // After the first paint, like a file dropped on the window: a file that cannot be read is reported in
        // a message box over the window rather than on a terminal a double-click never shows.
        const QString path = options->scenarioPath;
        QTimer::singleShot(0, &window, [&window, path] { window.openInBackground(path); });
    } else if (options->screenshotPath.isEmpty() && !options->reportFirstAnalysis) {
        // After the first paint, so the question appears over the window it concerns.
        QTimer::singleShot(0, &window, [&window] { window.offerRecovery(); });
    }

    if (!options->screenshotPath.isEmpty()) {
        const QString path = options->screenshotPath;
        QObject::connect(
            &window.keys(), &KeyPipeline::analysisApplied, &window,
            [&window, path] {
                // Queued once more so the chart's scene, which relayouts through posted events, is current.
                QTimer::singleShot(0, &window, [&window, path] {
                    QString error;
                    const bool saved = writePngSafely(path, window.grab().toImage(), error);
                    if (!saved) {
                        printError(QStringLiteral("cannot write the screenshot to ") + error);
                    }
                    QCoreApplication::exit(saved ? kExitOk : kExitFailure);
                });
            },
            Qt::SingleShotConnection);
        QTimer::singleShot(kScreenshotTimeoutMs, &window, [] {
            printError(QStringLiteral("no analysis result arrived; no screenshot taken"));
            QCoreApplication::exit(kExitFailure);
        });
    }
    return app.exec();
}

} // namespace partiscope::ui
