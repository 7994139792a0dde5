#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QStandardPaths>

#include <cstdlib>

int main(int argc, char* argv[]) {
    // Respect an explicit choice (e.g. xcb under Xvfb to see the real thing); default to headless.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    // Recent files, recovery copies and anything else the window keeps go to Qt's test locations
    // (~/.qttest/...) under a name of their own, never into the user's Partiscope settings.
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("PartiscopeTests"));
    QApplication::setApplicationName(QStringLiteral("partiscope-ui-tests"));
    return Catch::Session().run(argc, argv);
}
