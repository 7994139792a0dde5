#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdlib>

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

/// Runs the GUI with @p extra added to this process's environment. Under a "locale" run (PARTISCOPE_TEST_LOCALE,
/// tests/CMakeLists.txt) the GUI gets a settings folder of its own in which View > Language is English, as a user on a
/// German desktop who chose English has it: the C library and QLocale::system() stay in the run's locale, and the
/// English texts these tests look for are still the window's. Tests of the translated window pass LANG themselves
/// and an empty XDG_CONFIG_HOME in @p extra.
inline GuiRun runGuiProcess(const QStringList& arguments, GuiDisplay display = GuiDisplay::Offscreen,
                            const QProcessEnvironment& extra = {}) {
    QProcess gui;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const QTemporaryDir englishSettings;
    if (std::getenv("PARTISCOPE_TEST_LOCALE") != nullptr && englishSettings.isValid()) {
        QDir(englishSettings.path()).mkpath(QStringLiteral("Partiscope"));
        QFile conf(englishSettings.filePath(QStringLiteral("Partiscope/Partiscope.conf")));
        if (conf.open(QIODevice::WriteOnly)) {
            conf.write("[view]\nlanguage=en\n");
        }
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), englishSettings.path());
    }
    for (const QString& name : extra.keys()) {
        environment.insert(name, extra.value(name));
    }
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
