// The desktop app as the process-level crash tests (crash_tests.py) drive it: the real MainWindow with its
// DocumentController, recovery copy and File > Save, built the way `partiscope` builds it (same organisation and
// application name, so the same recovery folder), with the edits made through the window's own controls. A test
// cannot click a window in another process; this program makes the clicks and prints what happened, and the
// test kills it with SIGKILL where a crash would.
//
//   crash_window edit INTERVAL_MS EDITS     the key editor and the table's RCU control edited EDITS times (RCU
//                                           1001, 1002, ...), the recovery copy written every INTERVAL_MS; prints
//                                           "copy PATH" first and "edit N" after each edit, then idles until killed
//   crash_window restore OUT                the start-up recovery offer as `partiscope` makes it, answered yes:
//                                           prints "offered PATH" (or "no offer", exit 4) and writes the restored
//                                           document to OUT
//   crash_window save FILE RCU              opens FILE, sets the table's RCU, prints "saving", then File > Save
//                                           (the background save) and prints "saved MS" when it is written
//   crash_window read FILE                  parses FILE with core: prints "rcu R keys K" (exit 2 if it cannot)
#include "document/scenario_document.h"
#include "shell/main_window.h"

#include <partiscope/scenario.h>

#include <QAction>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QKeySequence>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

constexpr int kExitBadUse = 2;
constexpr int kExitNoOffer = 4;
constexpr int kWaitMs = 60'000;

void say(const QString& line) {
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout); // the test reads the lines as they come, and kills the process without a flush
}

QDoubleSpinBox& rcuControl(MainWindow& window) {
    auto* spin = window.findChild<QDoubleSpinBox*>(QStringLiteral("rcuSpinBox"));
    if (!spin) {
        say(QStringLiteral("the window has no rcuSpinBox"));
        std::exit(kExitBadUse);
    }
    return *spin;
}

/// The File > Save action, found by its shortcut as a user presses it.
QAction& saveAction(MainWindow& window) {
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcut() == QKeySequence(QKeySequence::Save)) {
            return *action;
        }
    }
    say(QStringLiteral("the window has no Save action"));
    std::exit(kExitBadUse);
}

QString keyTextFor(int edit) {
    QString text;
    for (int i = 1; i <= edit; ++i) {
        text += QStringLiteral("CRASH#%1\t%2\n").arg(i).arg(i + 1);
    }
    return text;
}

int runEdits(QApplication& app, int intervalMs, int edits) {
    MainWindow window;
    window.document().setRecoveryInterval(intervalMs);
    window.show();
    say(QStringLiteral("copy ") + window.document().recoveryCopy().path());
    // One edit every half interval, so the copy lags the edits the way it does while someone types.
    int done = 0;
    QTimer editor;
    editor.setInterval(std::max(1, intervalMs / 2));
    QObject::connect(&editor, &QTimer::timeout, &window, [&] {
        if (done == edits) {
            editor.stop();
            return;
        }
        ++done;
        window.setKeyText(keyTextFor(done));
        rcuControl(window).setValue(1000 + done);
        say(QStringLiteral("edit %1").arg(done));
    });
    editor.start();
    return app.exec(); // until killed
}

int runRestore(const QString& outPath) {
    MainWindow window;
    window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
    window.setRecoveryPrompt([](const QString& copyPath) {
        say(QStringLiteral("offered ") + copyPath);
        return true;
    });
    window.show();
    if (!window.offerRecovery()) {
        say(QStringLiteral("no offer"));
        return kExitNoOffer;
    }
    QString error;
    if (!writeScenarioDocument(outPath, window.document().scenario(), error)) {
        say(error);
        return kExitBadUse;
    }
    say(QStringLiteral("restored"));
    return 0;
}

int runSave(QApplication& app, const QString& path, double rcu) {
    MainWindow window;
    window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
    window.show();
    QString error;
    if (!window.openScenarioFile(path, error)) {
        say(error);
        return kExitBadUse;
    }
    rcuControl(window).setValue(rcu);
    QElapsedTimer clock;
    QObject::connect(&window.document(), &DocumentController::documentSaved, &window,
                     [&](bool written, const QString&, const QString& saveError) {
                         say(written ? QStringLiteral("saved %1").arg(clock.elapsed()) : saveError);
                         QCoreApplication::exit(written ? 0 : 1);
                     });
    say(QStringLiteral("saving"));
    clock.start();
    saveAction(window).trigger();
    QTimer::singleShot(kWaitMs, &app, [] { QCoreApplication::exit(1); });
    return app.exec();
}

int runRead(const QString& path) {
    Scenario scenario;
    QString error;
    if (!readScenarioDocument(path, scenario, error)) {
        say(error);
        return kExitBadUse;
    }
    say(QStringLiteral("rcu %1 keys %2").arg(scenario.table.rcu).arg(scenario.workload.keys.size()));
    return 0;
}

} // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    // As `partiscope` names itself: the recovery folder and the settings are the app's own (under the
    // XDG_DATA_HOME / XDG_CONFIG_HOME the test gives).
    QCoreApplication::setOrganizationName(QStringLiteral("Partiscope"));
    QCoreApplication::setApplicationName(QStringLiteral("Partiscope"));
    const QStringList args = QCoreApplication::arguments();
    const QString mode = args.value(1);
    if (mode == QStringLiteral("edit") && args.size() == 4) {
        return runEdits(app, args[2].toInt(), args[3].toInt());
    }
    if (mode == QStringLiteral("restore") && args.size() == 3) {
        return runRestore(args[2]);
    }
    if (mode == QStringLiteral("save") && args.size() == 4) {
        return runSave(app, args[2], args[3].toDouble());
    }
    if (mode == QStringLiteral("read") && args.size() == 3) {
        return runRead(args[2]);
    }
    std::fprintf(stderr, "usage: crash_window edit INTERVAL_MS EDITS | restore OUT | save FILE RCU | read FILE\n");
    return kExitBadUse;
}
