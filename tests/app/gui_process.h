#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

/// What one run of the real `partiscope` binary (PARTISCOPE_GUI_PATH) did, for the end-to-end tests.
struct GuiRun {
    bool finished = false;
    int exitCode = -1;
    QString standardOutput;
    QString standardError;
};

enum class GuiDisplay {
    Offscreen, ///< QT_QPA_PLATFORM=offscreen, as the test process itself runs
    None,      ///< no platform and no display variables: the binary must pick offscreen by itself (--render)
};

inline GuiRun runGuiProcess(const QStringList& arguments, GuiDisplay display = GuiDisplay::Offscreen) {
    QProcess gui;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (display == GuiDisplay::Offscreen) {
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    }
    gui.setProcessEnvironment(environment);
    gui.start(QStringLiteral(PARTISCOPE_GUI_PATH), arguments);
    GuiRun run;
    run.finished = gui.waitForFinished(120'000) && gui.exitStatus() == QProcess::NormalExit;
    run.exitCode = gui.exitCode();
    run.standardOutput = QString::fromLocal8Bit(gui.readAllStandardOutput());
    run.standardError = QString::fromLocal8Bit(gui.readAllStandardError());
    return run;
}
