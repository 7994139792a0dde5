#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdlib>

int main(int argc, char* argv[]) {
    // Respect an explicit choice (e.g. xcb under Xvfb to see the real thing); default to headless.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    // Nothing the window keeps (View > Palette, recent files, recovery copies) may reach the user's
    // settings: data goes to Qt's test locations (~/.qttest/...) under a name of its own, and settings to a
    // directory of this process alone, not shared with test processes running in parallel.
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("PartiscopeTests"));
    QApplication::setApplicationName(QStringLiteral("partiscope-ui-tests"));
    const QTemporaryDir settingsDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    return Catch::Session().run(argc, argv);
}
