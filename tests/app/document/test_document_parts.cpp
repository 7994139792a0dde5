#include "document/document_parts.h"
#include "jobs/latest_job_queue.h"
#include "shell/main_window.h"
#include "views/cell_image.h"
#include "window_parts.h"

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QComboBox>
#include <QObject>
#include <QSpinBox>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

constexpr int kTimeoutMs = 60'000;

Scenario smallDocument() {
    Scenario document;
    document.name = "Orders";
    document.table.wcu = 4000;
    document.workload.durationS = 60;
    document.workload.writesPerS = 100;
    document.workload.keys = {{"ORDER#1", 3, std::nullopt, SortKeyShape::Random, std::nullopt},
                              {"ORDER#2", 1, std::nullopt, SortKeyShape::Random, std::nullopt}};
    return document;
}

} // namespace

TEST_CASE("Document parts: split keeps the keys out of the parameters, compose puts them back", "[document-parts]") {
    const Scenario original = smallDocument();
    const DocumentParts parts = splitDocument(original);
    CHECK(parts.parameters.workload.keys.empty());
    CHECK_FALSE(parts.parameters.workload.generator.has_value());
    CHECK(parts.parameters.name == "Orders");
    CHECK(parts.parameters.table.wcu == 4000);
    REQUIRE(parts.keySource);
    REQUIRE(parts.keySource->workload.keys.size() == 2);
    CHECK(composeDocument(parts.parameters, *parts.keySource) == original);
    CHECK(workloadKeyCount(*parts.keySource) == 2);

    // The parameters change, the keys stay: what a spin-box step does.
    Scenario edited = parts.parameters;
    edited.table.wcu = 8000;
    const Scenario composed = composeDocument(edited, *parts.keySource);
    CHECK(composed.table.wcu == 8000);
    CHECK(composed.workload.keys.size() == 2);

    // A generator is part of the key source too.
    Scenario generated = original;
    generated.workload.keys.clear();
    generated.workload.generator = GeneratorSpec{};
    generated.workload.generator->count = 250;
    const DocumentParts generatedParts = splitDocument(generated);
    CHECK_FALSE(generatedParts.parameters.workload.generator.has_value());
    CHECK(workloadKeyCount(*generatedParts.keySource) == 250);
    CHECK(composeDocument(generatedParts.parameters, *generatedParts.keySource).workload.generator.has_value());
}

TEST_CASE("Prepared document: a simulator for a runnable document, a reason otherwise", "[document-parts]") {
    const PreparedDocumentPtr runnable = prepareDocument(smallDocument());
    REQUIRE(runnable->scenario);
    REQUIRE(runnable->simulator);
    CHECK(runnable->simulator->partitionCount() == derivedPartitionCount(smallDocument().table));
    CHECK(runnable->simulationProblem.isEmpty());

    Scenario empty = smallDocument();
    empty.workload.keys.clear();
    const PreparedDocumentPtr refused = prepareDocument(empty);
    REQUIRE(refused->scenario);
    CHECK_FALSE(refused->simulator);
    CHECK(refused->simulationProblem.contains(QStringLiteral("no key")));
}

TEST_CASE("Latest job queue: work done in place supersedes a job still running", "[document-parts]") {
    QObject receiver;
    LatestJobQueue jobs(1);
    std::atomic<bool> release{false};
    int delivered = 0;
    jobs.start(
        &receiver,
        [&release](const std::atomic<bool>& /*cancel*/) {
            while (!release.load()) {
                QThread::msleep(1);
            }
            return 1;
        },
        [&delivered](std::uint64_t, int) { ++delivered; });
    const std::uint64_t inPlace = jobs.supersede();
    CHECK(inPlace == jobs.latestJobId());
    release = true;
    jobs.waitForJobs();
    QCoreApplication::processEvents();
    CHECK(delivered == 0); // the older job's result would have overwritten what was done in place
}

TEST_CASE("Cell image: the pixels are reused while the size stays", "[document-parts]") {
    CellImage cells;
    CHECK_FALSE(cells.isValid());
    const uchar* first = cells.restart(QSize(64, 32), qRgb(1, 2, 3)).constBits();
    CHECK(cells.isValid());
    CHECK(cells.image().pixel(5, 5) == qRgb(1, 2, 3));
    cells.invalidate();
    CHECK_FALSE(cells.isValid());
    CHECK(cells.restart(QSize(64, 32), qRgb(4, 5, 6)).constBits() == first);
    CHECK(cells.image().pixel(63, 31) == qRgb(4, 5, 6));
    CHECK(cells.restart(QSize(80, 32), qRgb(4, 5, 6)).size() == QSize(80, 32));
}

TEST_CASE("A large document is prepared off the UI thread: an edit returns at once, the run follows",
          "[document-parts][main-window]") {
    MainWindow window;
    QString keys;
    for (int i = 0; i < 30'000; ++i) {
        keys += QStringLiteral("USER#") + QString::number(i) + QLatin1Char('\n');
    }
    window.setKeyText(keys);
    REQUIRE(QTest::qWaitFor(
        [&] {
            return window.document().keySource()->workload.keys.size() == 30'000 &&
                   window.document().isSimulationCurrent();
        },
        kTimeoutMs));
    // The keys exist once: the key source is the document the simulation plays.
    CHECK(window.player().scenario().get() == window.document().keySource().get());

    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Random)));
    parts::shardsSpinBox(window)->setValue(7);
    CHECK(window.document().parameters().strategy.shards == 7);
    CHECK_FALSE(window.document().isSimulationCurrent()); // more than kPrepareInlineKeys: a worker composes it
    REQUIRE(QTest::qWaitFor([&] { return window.document().isSimulationCurrent(); }, kTimeoutMs));
    REQUIRE(window.player().scenario());
    CHECK(window.player().scenario()->strategy.shards == 7);
    CHECK(window.player().scenario()->workload.keys.size() == 30'000);
    CHECK(window.document().keySource()->strategy.shards == 7);
    CHECK(window.player().timeline().nowS() == 0); // the change rewound the run
    REQUIRE(QTest::qWaitFor([&] { return window.document().isAdviceCurrent(); }, kTimeoutMs));
}
