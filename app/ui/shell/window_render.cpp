#include "shell/window_render.h"

#include "document/key_spaces.h"
#include "shell/main_window.h"
#include "util/file_output.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QPixmap>
#include <QTabBar>
#include <QTabWidget>
#include <QThread>

namespace partiscope::ui {

namespace {

/// A tab's English title (MainWindow keeps it as the tab's data), so file names do not follow the language.
QString sourceTabTitle(const QTabWidget& tabs, int index) {
    const QVariant source = tabs.tabBar()->tabData(index);
    return source.isValid() ? source.toString() : tabs.tabText(index);
}

/// Lesson 01's three candidates compare in well under a second; six large designs may take much longer.
constexpr int kCompareRenderTimeoutMs = 60'000;

/// Spins the event loop until @p done holds or the deadline passes; the analysis, the advisor and the
/// simulation all deliver through queued calls, so nothing arrives without it.
template <typename Condition>
bool waitUntil(Condition done, const QDeadlineTimer& deadline) {
    while (!done()) {
        if (deadline.hasExpired()) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(2);
    }
    return true;
}

bool saveGrab(MainWindow& window, const QString& path, QStringList& written, QString& error) {
    // Posted layout requests (QtCharts relayouts its scene through them) must land before the grab.
    QCoreApplication::processEvents();
    if (!writePngSafely(path, window.grab().toImage(), error)) {
        error = QStringLiteral("cannot write ") + error;
        return false;
    }
    written << path;
    return true;
}

/// The views that have a Target selector, once per GSI with that index in view; the document's target is put back.
bool renderIndexTargets(MainWindow& window, const QDir& dir, QStringList& written, QString& error) {
    DocumentController& document = window.document();
    const std::string shownTarget = document.viewTarget();
    QTabWidget* views = window.findChild<QTabWidget*>(QStringLiteral("viewTabs"));
    const int shownView = views->currentIndex();
    bool ok = true;
    const std::vector<GsiSpec> gsis = document.parameters().table.gsis;
    for (std::size_t i = 0; ok && i < gsis.size(); ++i) {
        const std::string& name = gsis[i].name;
        document.setViewTarget(name);
        // The index's keys are analysed on a worker; its simulation history is there already.
        if (!waitUntil([&] { return window.keys().heatmapTarget() == name; }, QDeadlineTimer(30'000))) {
            error = QStringLiteral("the heat map of index ") + QString::fromStdString(name) +
                    QStringLiteral(" did not arrive in time");
            ok = false;
            break;
        }
        const QString suffix = QStringLiteral("-index-") + paneFileStem(QString::fromStdString(name));
        for (const char* objectName : {"heatmapPanel", "simulationPanel"}) {
            QWidget* tab = views->findChild<QWidget*>(QString::fromLatin1(objectName));
            const int index = views->indexOf(tab);
            if (index < 0) {
                continue;
            }
            views->setCurrentIndex(index);
            ok = ok && saveGrab(window,
                                dir.filePath(QStringLiteral("window-") + paneFileStem(sourceTabTitle(*views, index)) +
                                             suffix + QStringLiteral(".png")),
                                written, error);
        }
    }
    document.setViewTarget(shownTarget);
    views->setCurrentIndex(shownView);
    return ok;
}

} // namespace

QString paneFileStem(const QString& tabTitle) {
    QString stem;
    bool pendingDash = false;
    for (const QChar c : tabTitle) {
        if (c == QLatin1Char('&')) {
            continue; // mnemonic marker
        }
        if (c.isLetterOrNumber() && c.unicode() < 128) {
            if (pendingDash && !stem.isEmpty()) {
                stem += QLatin1Char('-');
            }
            stem += c.toLower();
            pendingDash = false;
        } else {
            pendingDash = true;
        }
    }
    return stem.isEmpty() ? QStringLiteral("pane") : stem;
}

bool settleForScreenshot(MainWindow& window, int timeoutMs, QString& error) {
    const QDeadlineTimer deadline(timeoutMs);
    if (!waitUntil(
            [&] {
                return window.keys().analysis() && window.keys().appliedJobId() == window.keys().runner().latestJobId();
            },
            deadline)) {
        error = QStringLiteral("the analysis did not finish in time");
        return false;
    }
    if (!waitUntil([&] { return window.document().isAdviceCurrent(); }, deadline)) {
        error = QStringLiteral("the advisor did not finish in time");
        return false;
    }
    SimulationPlayer& player = window.player();
    if (player.hasScenario()) {
        player.advanceBy(player.timeline().durationS());
        if (!waitUntil(
                [&] {
                    player.applyStagedTicks();
                    return player.timeline().nowS() >= player.timeline().durationS();
                },
                deadline)) {
            error = QStringLiteral("the simulation did not finish in time");
            return false;
        }
        emit player.frameApplied(); // draw the final frame now, not at the next timer tick
    }
    return true;
}

bool renderWindowPanes(MainWindow& window, const QString& outDir, QStringList& written, QString& error) {
    if (!QDir().mkpath(outDir)) {
        error = QStringLiteral("cannot create ") + outDir;
        return false;
    }
    const QDir dir(outDir);
    QTabWidget* views = window.findChild<QTabWidget*>(QStringLiteral("viewTabs"));
    QTabWidget* parameters = window.findChild<QTabWidget*>(QStringLiteral("parameterTabs"));
    const int shownView = views->currentIndex();
    const int shownParameters = parameters->currentIndex();
    bool ok = true;
    for (int i = 0; ok && i < views->count(); ++i) {
        views->setCurrentIndex(i);
        // The Compare tab compares the designs once it is shown: the picture is of the figures, not of the progress.
        if (views->widget(i)->objectName() == QStringLiteral("compareView")) {
            using Status = DesignComparisonController::Status;
            const DesignComparisonController& comparison = window.designComparison();
            waitUntil([&] { return comparison.status() == Status::Ready || comparison.status() == Status::Failed; },
                      QDeadlineTimer(kCompareRenderTimeoutMs));
        }
        ok = saveGrab(
            window,
            dir.filePath(QStringLiteral("window-") + paneFileStem(sourceTabTitle(*views, i)) + QStringLiteral(".png")),
            written, error);
    }
    views->setCurrentIndex(shownView);
    for (int i = 0; ok && i < parameters->count(); ++i) {
        parameters->setCurrentIndex(i);
        ok = saveGrab(window,
                      dir.filePath(QStringLiteral("pane-") + paneFileStem(sourceTabTitle(*parameters, i)) +
                                   QStringLiteral(".png")),
                      written, error);
    }
    parameters->setCurrentIndex(shownParameters);
    if (ok) {
        ok = renderIndexTargets(window, dir, written, error);
    }
    return ok;
}

} // namespace partiscope::ui
