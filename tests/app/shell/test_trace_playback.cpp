// The window plays a document whose workload is an access log (workload.trace, relative to the document's file).
#include "shell/main_window.h"
#include "util/analysis_summary_text.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

TEST_CASE("A document with a trace plays the log: 500 writes throttled each second on a 1,000 WCU partition",
          "[trace]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(QDir(dir.path()).mkdir(QStringLiteral("logs")));
    // One partition of 1,000 WCU, burst, adaptive capacity and split for heat off, no retries; the log has HOT at
    // 1,500 writes a second for 100 s. The listed keys are not what plays: the log is.
    QByteArray log = "timestamp,key,count\n";
    for (int s = 0; s < 100; ++s) {
        log += QByteArray::number(1714564800 + s) + ",HOT,1500\n";
    }
    writeFile(dir.filePath(QStringLiteral("logs/hot.csv")), log);
    const QString scenario = dir.filePath(QStringLiteral("traced.json"));
    writeFile(scenario, R"({"version": 2, "name": "traced",
        "table": {"mode": "provisioned", "rcu": 1000, "wcu": 1000, "partitions": 1},
        "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
        "workload": {"duration_s": 100, "writes_per_s": 1, "keys": [{"key": "COLD"}], "retries": "none",
                     "trace": "logs/hot.csv"}})");

    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QString error;
    REQUIRE(window.openScenarioFile(scenario, error));
    SimulationPlayer& player = window.player();
    REQUIRE(QTest::qWaitFor(
        [&] {
            return player.hasScenario() && player.scenario()->workload.trace &&
                   QDir::isAbsolutePath(QString::fromStdString(*player.scenario()->workload.trace));
        },
        10'000));
    player.advanceBy(20);
    REQUIRE(QTest::qWaitFor([&] { return player.timeline().nowS() >= 20; }, 20'000));
    QTest::qWait(2 * SimulationPlayer::kFrameIntervalMs);
    CHECK(player.metrics().writeThrottleEvents == 10000);
    auto* label = window.statusBar()->findChild<QLabel*>(QStringLiteral("statusThrottledLabel"));
    REQUIRE(label);
    CHECK(label->text().startsWith(countText(10'000) + QStringLiteral(" throttled (t = 20 s")));

    // A rewind rebuilds the replay from the resolved path and plays the same seconds again.
    player.reset();
    player.advanceBy(5);
    REQUIRE(QTest::qWaitFor([&] { return player.timeline().nowS() >= 5; }, 20'000));
    QTest::qWait(2 * SimulationPlayer::kFrameIntervalMs);
    CHECK(player.metrics().writeThrottleEvents == 2500);
}

TEST_CASE("Saving a document with a trace in another folder rewrites the trace for that folder", "[trace]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("a/logs")));
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("b/deeper")));
    QByteArray log = "timestamp,key,count\n";
    for (int s = 0; s < 10; ++s) {
        log += QByteArray::number(1714564800 + s) + ",HOT,1500\n";
    }
    writeFile(dir.filePath(QStringLiteral("a/logs/hot.csv")), log);
    const QString scenario = dir.filePath(QStringLiteral("a/traced.json"));
    writeFile(scenario, R"({"version": 2, "name": "traced",
        "table": {"mode": "provisioned", "rcu": 1000, "wcu": 1000, "partitions": 1},
        "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
        "workload": {"duration_s": 10, "writes_per_s": 1, "keys": [{"key": "COLD"}], "retries": "none",
                     "trace": "logs/hot.csv"}})");
    MainWindow window;
    QString error;
    REQUIRE(window.openScenarioFile(scenario, error));
    const QString moved = dir.filePath(QStringLiteral("b/deeper/moved.json"));
    REQUIRE(window.document().saveFile(moved, error));
    Scenario saved;
    std::string problem;
    REQUIRE(loadScenarioFile(moved.toStdString(), saved, problem));
    REQUIRE(saved.workload.trace);
    CHECK(*saved.workload.trace == "../../a/logs/hot.csv");
    // Saved again in place, the reference stays as it is now.
    REQUIRE(window.document().saveFile(moved, error));
    REQUIRE(loadScenarioFile(moved.toStdString(), saved, problem));
    CHECK(*saved.workload.trace == "../../a/logs/hot.csv");
}
