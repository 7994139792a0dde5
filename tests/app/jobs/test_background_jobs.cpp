// Work that can take seconds runs on a LatestJobQueue and lands queued: Reset of the simulation, the item CSV
// import and the simulation CSV export. These tests check that each call returns before the work is done,
// that the result arrives through the event loop, and that a newer request or a cancel drops the old one.
#include "../core/worked_example.h"
#include "jobs/latest_job_queue.h"
#include "jobs/simulation_player.h"
#include "keys/item_csv_import_dialog.h"
#include "views/view_export.h"

#include <partiscope/scenario.h>
#include <partiscope/simulator.h>

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <string>
#include <vector>

using namespace partiscope;
using namespace partiscope::ui;
using partiscope::test::adaptiveExample;

namespace {

/// The worked example with many more keys: building its simulator takes long enough to notice on the UI thread.
Scenario manyKeyScenario(std::size_t keys) {
    Scenario scenario = adaptiveExample(100);
    scenario.workload.keys.clear();
    scenario.workload.keys.reserve(keys);
    for (std::size_t i = 0; i < keys; ++i) {
        scenario.workload.keys.push_back(
            WorkloadKey{"key#" + std::to_string(i), 1, std::nullopt, SortKeyShape::Random, std::nullopt});
    }
    return scenario;
}

double millisecondsToBuild(const Scenario& scenario) {
    QElapsedTimer timer;
    timer.start();
    std::string problem;
    REQUIRE(TableSimulator::create(scenario, problem));
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

} // namespace

TEST_CASE("Reset of a large scenario returns at once and its simulator lands queued", "[jobs][player]") {
    const Scenario scenario = manyKeyScenario(400'000);
    SimulationPlayer player;
    QString error;
    REQUIRE(player.setScenario(scenario, error));
    player.advanceBy(20);
    REQUIRE(QTest::qWaitFor([&] { return player.timeline().nowS() == 20; }, 20'000));
    const std::size_t partitions = player.timeline().partitions().size();

    const double buildMs = millisecondsToBuild(scenario);
    QSignalSpy finished(&player, &SimulationPlayer::resetFinished);
    QElapsedTimer timer;
    timer.start();
    player.reset();
    const double resetMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    INFO("building the simulator " << buildMs << " ms, reset() " << resetMs << " ms");
    CHECK(resetMs < buildMs / 4);
    // Rewound already, but the new simulator comes through the event loop.
    CHECK(player.timeline().nowS() == 0);
    CHECK(player.timeline().partitions().size() == partitions);
    CHECK(player.isResetting());
    CHECK(finished.count() == 0);

    // Ticks asked for while it builds are owed, not lost, and come from the new run.
    player.advanceBy(5);
    REQUIRE(finished.wait(20'000));
    CHECK_FALSE(player.isResetting());
    REQUIRE(QTest::qWaitFor([&] { return player.timeline().nowS() == 5; }, 20'000));
    QTest::qWait(3 * SimulationPlayer::kFrameIntervalMs);
    CHECK(player.timeline().nowS() == 5);
}

TEST_CASE("A newer reset or scenario supersedes a reset still building", "[jobs][player]") {
    SimulationPlayer player;
    QString error;
    REQUIRE(player.setScenario(manyKeyScenario(100'000), error));
    QSignalSpy finished(&player, &SimulationPlayer::resetFinished);

    player.reset();
    player.reset();
    REQUIRE(finished.wait(20'000));
    QTest::qWait(200);
    CHECK(finished.count() == 1); // the first reset's simulator was dropped

    player.reset();
    REQUIRE(player.isResetting());
    REQUIRE(player.setScenario(adaptiveExample(700), error)); // an edit lands before the reset does
    CHECK_FALSE(player.isResetting());
    QTest::qWait(500);
    CHECK(finished.count() == 1);
    CHECK(player.timeline().durationS() == 700);
    CHECK(player.timeline().partitions().size() == 4);
    player.advanceBy(3);
    REQUIRE(QTest::qWaitFor([&] { return player.timeline().nowS() == 3; }, 20'000));
}

namespace {

/// An item CSV of @p rows rows over a few hundred keys: tens of megabytes, many of the reader's blocks.
QByteArray largeItemCsv(int rows) {
    QByteArray csv = "status,date,n\n";
    csv.reserve(rows * 24);
    for (int i = 0; i < rows; ++i) {
        csv += "s" + QByteArray::number(i % 300) + ",2024-06-" + QByteArray::number(1 + i % 28) + ",1\n";
    }
    return csv;
}

} // namespace

TEST_CASE("Item CSV import: a big file is read on a worker with progress, and Cancel stops it", "[jobs][import][csv]") {
    const QByteArray csv = largeItemCsv(1'500'000);
    REQUIRE(csv.size() > 20 * (1 << 20));
    ItemCsvImportDialog dialog(QStringLiteral("big.csv"), csv);
    dialog.show();
    QProgressBar* progress = dialog.progressBar();
    REQUIRE(progress);
    CHECK_FALSE(progress->isVisible());

    SECTION("Cancel while reading keeps the dialog open and imports nothing") {
        dialog.accept();
        CHECK(dialog.isReading());
        CHECK(progress->isVisible());
        dialog.reject(); // before the event loop ran: whatever the worker posts is dropped
        CHECK_FALSE(dialog.isReading());
        CHECK_FALSE(progress->isVisible());
        CHECK(dialog.problemLabel()->text().contains(QStringLiteral("cancelled")));
        QTest::qWait(500);
        CHECK(dialog.isVisible());
        CHECK(dialog.keyText().isEmpty());
        CHECK(dialog.templateEdit()->isEnabled());
    }
    SECTION("the whole read shows progress on the way and lands queued") {
        std::vector<int> shown;
        QObject::connect(progress, &QProgressBar::valueChanged, [&shown](int value) { shown.push_back(value); });
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        dialog.accept();
        CHECK(accepted.count() == 0);
        REQUIRE(accepted.wait(30'000));
        CHECK(dialog.keyText().count(QLatin1Char('\n')) == 300);
        const bool partway = std::any_of(shown.begin(), shown.end(),
                                         [&](int value) { return value > 0 && value < progress->maximum(); });
        CHECK(partway);
    }
}

TEST_CASE("Simulation CSV export: a job that lands queued, superseded by a newer one, cancellable", "[jobs][export]") {
    QTemporaryDir dir;
    const auto keySource = std::make_shared<const Scenario>(manyKeyScenario(50'000));
    Scenario parameters = *keySource;
    parameters.workload.keys.clear(); // the window's parameters carry no keys; the job composes the document
    SimulationCsvExport csvExport;
    QSignalSpy finished(&csvExport, &SimulationCsvExport::finished);
    const QString first = dir.filePath(QStringLiteral("first.csv"));
    const QString second = dir.filePath(QStringLiteral("second.csv"));

    SECTION("the newest export is the one that lands") {
        csvExport.start(parameters, keySource, first);
        CHECK(csvExport.isRunning());
        csvExport.start(parameters, keySource, second);
        CHECK(finished.count() == 0);
        REQUIRE(finished.wait(30'000));
        QTest::qWait(200);
        REQUIRE(finished.count() == 1);
        CHECK(finished.front().at(0).toString() == second);
        CHECK(finished.front().at(1).toString().isEmpty());
        CHECK_FALSE(csvExport.isRunning());
        CHECK_FALSE(QFile::exists(first)); // stopped before its commit: nothing was written there
        QFile written(second);
        REQUIRE(written.open(QIODevice::ReadOnly));
        CHECK(written.readLine().startsWith("t,partition,"));
    }
    SECTION("a cancelled export reports nothing and writes nothing") {
        csvExport.start(parameters, keySource, first);
        csvExport.cancel();
        CHECK_FALSE(csvExport.isRunning());
        QTest::qWait(500);
        CHECK(finished.count() == 0);
        CHECK_FALSE(QFile::exists(first));
    }
}

TEST_CASE("Latest job queue: jobs run for their effect in order, a newer one cancels the one before", "[jobs]") {
    LatestJobQueue queue(1);
    std::atomic<bool> started{false};
    std::atomic<bool> release{false};
    std::vector<int> finished; // only touched by the queue's one thread until waitForJobs()
    bool firstSawCancel = false;
    queue.run([&](const std::atomic<bool>& cancel) {
        started = true;
        while (!release.load()) {
            QThread::msleep(1);
        }
        firstSawCancel = cancel.load();
        finished.push_back(1);
    });
    REQUIRE(QTest::qWaitFor([&] { return started.load(); }, 10'000));
    queue.run([&](const std::atomic<bool>&) { finished.push_back(2); });
    release = true;
    queue.waitForJobs();
    // The first was running when the second came: it ran out, told it was stale; the second ran after it.
    CHECK(firstSawCancel);
    CHECK(finished == std::vector<int>{1, 2});

    // One that has not started when a newer one comes does not run at all.
    release = false;
    started = false;
    queue.run([&](const std::atomic<bool>&) {
        started = true;
        while (!release.load()) {
            QThread::msleep(1);
        }
        finished.push_back(3);
    });
    REQUIRE(QTest::qWaitFor([&] { return started.load(); }, 10'000));
    queue.run([&](const std::atomic<bool>&) { finished.push_back(4); });
    queue.run([&](const std::atomic<bool>&) { finished.push_back(5); });
    release = true;
    queue.waitForJobs();
    CHECK(finished == std::vector<int>{1, 2, 3, 5});
}

TEST_CASE("Latest job queue: small work runs here and now, and an older job started before does not land after it",
          "[jobs]") {
    QObject receiver;
    LatestJobQueue queue(1);
    std::atomic<bool> release{false};
    std::vector<int> delivered;
    // A large job on the worker, held until released.
    queue.startOrRunHere(
        false, &receiver,
        [&](const std::atomic<bool>&) {
            while (!release.load()) {
                QThread::msleep(1);
            }
            return 1;
        },
        [&](std::uint64_t, int value) { delivered.push_back(value); });
    // A small one: delivered before the call returns.
    queue.startOrRunHere(
        true, &receiver, [](const std::atomic<bool>&) { return 2; },
        [&](std::uint64_t, int value) { delivered.push_back(value); });
    CHECK(delivered == std::vector<int>{2});
    release = true;
    queue.waitForJobs();
    QCoreApplication::processEvents();
    CHECK(delivered == std::vector<int>{2}); // the older, larger job's result was dropped

    // Not here: delivered queued, through the event loop.
    queue.startOrRunHere(
        false, &receiver, [](const std::atomic<bool>&) { return 3; },
        [&](std::uint64_t, int value) { delivered.push_back(value); });
    CHECK(delivered == std::vector<int>{2});
    REQUIRE(QTest::qWaitFor([&] { return delivered.size() == 2; }, 10'000));
    CHECK(delivered.back() == 3);
}
