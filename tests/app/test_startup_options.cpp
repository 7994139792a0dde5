#include "gui_startup.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

using partiscope::ui::parseStartupOptions;

namespace {

struct GuiRun {
    bool finished = false;
    int exitCode = -1;
    QString standardError;
};

GuiRun runGuiProcess(const QStringList& arguments) {
    QProcess gui;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    gui.setProcessEnvironment(environment);
    gui.start(QStringLiteral(PARTISCOPE_GUI_PATH), arguments);
    GuiRun run;
    run.finished = gui.waitForFinished(60'000) && gui.exitStatus() == QProcess::NormalExit;
    run.exitCode = gui.exitCode();
    run.standardError = QString::fromLocal8Bit(gui.readAllStandardError());
    return run;
}

} // namespace

TEST_CASE("Startup options: defaults", "[startup]") {
    QString error;
    const auto options = parseStartupOptions({QStringLiteral("partiscope")}, error);
    REQUIRE(options);
    CHECK(options->keysPath.isEmpty());
    CHECK(options->screenshotPath.isEmpty());
    CHECK(options->windowSize == QSize(1280, 800));
    CHECK_FALSE(options->helpRequested);
}

TEST_CASE("Startup options: --keys and --screenshot", "[startup]") {
    QString error;
    const auto options =
        parseStartupOptions({QStringLiteral("partiscope"), QStringLiteral("--keys"), QStringLiteral("k.txt"),
                             QStringLiteral("--screenshot"), QStringLiteral("/tmp/shot.png")},
                            error);
    REQUIRE(options);
    CHECK(options->keysPath == QStringLiteral("k.txt"));
    CHECK(options->screenshotPath == QStringLiteral("/tmp/shot.png"));
}

TEST_CASE("Startup options: mistakes are reported", "[startup]") {
    QString error;
    CHECK_FALSE(parseStartupOptions({QStringLiteral("partiscope"), QStringLiteral("--bogus")}, error));
    CHECK(error.contains(QStringLiteral("bogus")));
    CHECK_FALSE(parseStartupOptions({QStringLiteral("partiscope"), QStringLiteral("--keys")}, error));
    CHECK_FALSE(parseStartupOptions({QStringLiteral("partiscope"), QStringLiteral("stray")}, error));
    CHECK(error.contains(QStringLiteral("stray")));
}

TEST_CASE("partiscope --screenshot writes a PNG and exits 0", "[startup][process]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString keys = dir.filePath(QStringLiteral("keys.txt"));
    {
        QFile file(keys);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("HOT\t500\nA\t1\nB\t2\nC\t3\n");
    }
    const QString shot = dir.filePath(QStringLiteral("shot.png"));
    const GuiRun run = runGuiProcess({QStringLiteral("--keys"), keys, QStringLiteral("--screenshot"), shot});
    CAPTURE(run.standardError.toStdString());
    REQUIRE(run.finished);
    CHECK(run.exitCode == 0);
    const QImage image(shot);
    REQUIRE_FALSE(image.isNull());
    CHECK(image.size() == QSize(1280, 800));
}

TEST_CASE("partiscope --keys with a missing file fails", "[startup][process]") {
    const GuiRun run = runGuiProcess({QStringLiteral("--keys"), QStringLiteral("/nonexistent/keys.txt"),
                                      QStringLiteral("--screenshot"), QStringLiteral("/tmp/x.png")});
    REQUIRE(run.finished);
    CHECK(run.exitCode == 1);
    CHECK(run.standardError.contains(QStringLiteral("cannot read")));
}
