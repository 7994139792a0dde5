#include "gui_process.h"
#include "shell/gui_startup.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>

using partiscope::ui::parseStartupOptions;

namespace {

/// Four keys, 506 writes: keys.txt in @p dir.
QString writeSmallKeyFile(const QTemporaryDir& dir) {
    const QString keys = dir.filePath(QStringLiteral("keys.txt"));
    QFile file(keys);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("HOT\t500\nA\t1\nB\t2\nC\t3\n");
    return keys;
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
    CHECK_FALSE(parseStartupOptions(
        {QStringLiteral("partiscope"), QStringLiteral("a.partiscope.json"), QStringLiteral("stray")}, error));
    CHECK(error.contains(QStringLiteral("stray")));
    CHECK_FALSE(parseStartupOptions({QStringLiteral("partiscope"), QStringLiteral("a.partiscope.json"),
                                     QStringLiteral("--keys"), QStringLiteral("k.txt")},
                                    error));
    CHECK(error.contains(QStringLiteral("not both")));
}

TEST_CASE("Startup options: a scenario file to open, as the desktop entry's %f passes it", "[startup]") {
    QString error;
    const auto options =
        parseStartupOptions({QStringLiteral("partiscope"), QStringLiteral("/home/u/orders.partiscope.json")}, error);
    REQUIRE(options);
    CHECK(options->scenarioPath == QStringLiteral("/home/u/orders.partiscope.json"));
    CHECK_FALSE(options->renderRequested);
}

TEST_CASE("partiscope --screenshot writes a PNG and exits 0", "[startup][process]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString keys = writeSmallKeyFile(dir);
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

namespace {

/// Runs the window on a four-line key file (506 writes) with @p reportOption.
GuiRun runOnSmallKeyFile(const QString& reportOption) {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    return runGuiProcess({QStringLiteral("--keys"), writeSmallKeyFile(dir), reportOption});
}

} // namespace

TEST_CASE("partiscope --report-first-analysis prints the figures of the key file's analysis and exits 0",
          "[startup][process]") {
    QString error;
    const auto options = parseStartupOptions({QStringLiteral("partiscope"), QStringLiteral("--keys"),
                                              QStringLiteral("k.txt"), QStringLiteral("--report-first-analysis")},
                                             error);
    REQUIRE(options);
    CHECK(options->reportFirstAnalysis);

    const GuiRun run = runOnSmallKeyFile(QStringLiteral("--report-first-analysis"));
    CAPTURE(run.standardError.toStdString());
    REQUIRE(run.finished);
    CHECK(run.exitCode == 0);
    // The analysis on screen is the file's: 4 lines, 506 writes.
    CHECK(run.standardOutput.contains(QStringLiteral("lines-read 4\n")));
    CHECK(run.standardOutput.contains(QStringLiteral("keys-total 506\n")));
    CHECK(run.standardOutput.contains(QStringLiteral("first-analysis-ms ")));
    CHECK(run.standardOutput.contains(QStringLiteral("max-ui-stall-ms ")));
}

TEST_CASE("partiscope --report-document-ready also waits until the document plays the file's keys",
          "[startup][bench-probe]") {
    const GuiRun run = runOnSmallKeyFile(QStringLiteral("--report-document-ready"));
    CAPTURE(run.standardError.toStdString());
    REQUIRE(run.finished);
    CHECK(run.exitCode == 0);
    CHECK(run.standardOutput.contains(QStringLiteral("keys-total 506\n")));
    for (const char* field : {"process-ms ", "peak-rss-kib ", "document-ready-ms ", "peak-rss-kib-until-ready "}) {
        CHECK(run.standardOutput.contains(QString::fromLatin1(field)));
    }
    // The figures are numbers, and the document was ready after its first analysis.
    const auto value = [&](const QString& name) {
        const auto at = run.standardOutput.indexOf(QLatin1Char('\n') + name + QLatin1Char(' '));
        return run.standardOutput.mid(at + name.size() + 2).section(QLatin1Char('\n'), 0, 0).toDouble();
    };
    CHECK(value(QStringLiteral("document-ready-ms")) >= value(QStringLiteral("first-analysis-ms")) - 0.01);
    CHECK(value(QStringLiteral("process-ms")) > 0);
}
