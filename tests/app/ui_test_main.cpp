#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>

#include <cstdlib>

int main(int argc, char* argv[]) {
    // Respect an explicit choice (e.g. xcb under Xvfb to see the real thing); default to headless.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    return Catch::Session().run(argc, argv);
}
