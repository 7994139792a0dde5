#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "../test_locale.h"
#include "shell/app_language.h"

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
    // QApplication has adopted the environment's locale already; this checks that a "locale" run got the one it named.
    if (!partiscope::testing::adoptEnvironmentLocale()) {
        return 1;
    }
    QApplication::setOrganizationName(QStringLiteral("PartiscopeTests"));
    QApplication::setApplicationName(QStringLiteral("partiscope-ui-tests"));
    const QTemporaryDir settingsDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    if (qEnvironmentVariableIsSet("PARTISCOPE_TEST_LOCALE")) {
        // A German (French, Italian) desktop whose user chose English in View > Language, as the app applies that
        // choice (gui_startup.cpp): the C library and QLocale::system() stay in the run's locale, where a number
        // formatted through the C library comes out wrong, and the English texts the tests read are the window's.
        partiscope::ui::rememberLanguage(QStringLiteral("en"));
        QLocale::setDefault(QLocale(QStringLiteral("en")));
    }
    return Catch::Session().run(argc, argv);
}
