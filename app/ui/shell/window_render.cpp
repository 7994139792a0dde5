#include "shell/window_render.h"

#include "shell/main_window.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QPixmap>
#include <QTabWidget>
#include <QThread>

namespace partiscope::ui {

namespace {

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
    if (!window.grab().save(path, "PNG")) {
        error = QStringLiteral("cannot write ") + path;
        return false;
    }
    written << path;
    return true;
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
        ok = saveGrab(
            window, dir.filePath(QStringLiteral("window-") + paneFileStem(views->tabText(i)) + QStringLiteral(".png")),
            written, error);
    }
    views->setCurrentIndex(shownView);
    for (int i = 0; ok && i < parameters->count(); ++i) {
        parameters->setCurrentIndex(i);
        ok = saveGrab(
            window,
            dir.filePath(QStringLiteral("pane-") + paneFileStem(parameters->tabText(i)) + QStringLiteral(".png")),
            written, error);
    }
    parameters->setCurrentIndex(shownParameters);
    return ok;
}

} // namespace partiscope::ui
