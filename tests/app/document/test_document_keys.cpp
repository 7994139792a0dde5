#include "document/document_controller.h"
#include "jobs/analysis_runner.h"
#include "keys/key_editor.h"
#include "panes/strategy_pane.h"
#include "shell/main_window.h"
#include "window_parts.h"

#include <partiscope/scenario.h>
#include <partiscope/workload_keys.h>

#include <catch2/catch.hpp>

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QHelpEvent>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QToolTip>
#include <QUndoStack>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

constexpr int kTimeoutMs = 20'000;

bool waitForIdleAnalysis(const MainWindow& window) {
    return QTest::qWaitFor(
        [&] {
            return window.keys().appliedJobId() > 0 &&
                   window.keys().appliedJobId() == window.keys().runner().latestJobId() &&
                   !parts::keyEditor(window)->isReadOnly();
        },
        kTimeoutMs);
}

// Types @p text into the editor and waits until the document has taken the keys.
bool typeKeys(MainWindow& window, const QString& text) {
    const auto before = window.keys().runner().latestJobId();
    parts::keyEditor(window)->selectAll();
    parts::keyEditor(window)->insertPlainText(text);
    return QTest::qWaitFor(
               [&] {
                   return window.keys().runner().latestJobId() > before &&
                          window.keys().appliedJobId() == window.keys().runner().latestJobId();
               },
               kTimeoutMs) &&
           waitForIdleAnalysis(window);
}

bool simulateSeconds(MainWindow& window, std::uint64_t seconds) {
    window.player().advanceBy(seconds);
    return QTest::qWaitFor([&] { return window.player().timeline().nowS() >= seconds; }, kTimeoutMs);
}

} // namespace

TEST_CASE("Workload keys from a tally: counts become weights, most first, ties by key", "[document-keys]") {
    const KeyReadResult read = readKeyList("b\t2\na\nc\t5\na\nb\n");
    const auto keys = workloadKeysFromTally(read.tally, SortKeyShape::Monotonic);
    REQUIRE(keys.size() == 3);
    CHECK(keys[0].key == "c");
    CHECK(keys[0].weight == 5);
    CHECK(keys[1].key == "b");
    CHECK(keys[1].weight == 3);
    CHECK(keys[2].key == "a");
    CHECK(keys[2].weight == 2);
    CHECK(keys[2].sortKey == SortKeyShape::Monotonic);
}

TEST_CASE("Sampled key counts: deterministic per seed, proportional, all writes placed", "[document-keys]") {
    std::vector<WorkloadKey> keys(3);
    keys[0].weight = 6;
    keys[1].weight = 3;
    keys[2].weight = 1;
    const auto counts = sampleKeyCounts(keys, 100'000, 42);
    CHECK(counts == sampleKeyCounts(keys, 100'000, 42));
    CHECK(counts != sampleKeyCounts(keys, 100'000, 43));
    CHECK(counts[0] + counts[1] + counts[2] == 100'000);
    CHECK(counts[0] == Approx(60'000).epsilon(0.02));
    CHECK(counts[2] == Approx(10'000).epsilon(0.05));
    keys[1].weight = 0;
    CHECK(sampleKeyCounts(keys, 1000, 1)[1] == 0);
}

TEST_CASE("Adopted key lists become the document's workload, with its simulator built", "[document-keys]") {
    DocumentController document;
    document.newDocument(); // the built-in document: a generator
    PreparedDocumentPtr played;
    QObject::connect(&document, &DocumentController::documentPrepared,
                     [&](std::uint64_t, PreparedDocumentPtr prepared) { played = std::move(prepared); });
    const Scenario parameters = document.parameters();
    auto keys = std::make_shared<const KeyReadResult>(readKeyList("HOT\t9\nCOLD\nnot\t0\n"));
    QString problem;
    REQUIRE(document.adoptKeyList(keys, problem)); // small: adopted here and now
    const std::vector<WorkloadKey>& adopted = document.keySource()->workload.keys;
    REQUIRE(adopted.size() == 2);
    CHECK(adopted[0].key == "HOT");
    CHECK(adopted[0].weight == 9);
    // The keys take the shape of the generator they replace.
    CHECK(adopted[0].sortKey == parameters.workload.generator.value_or(GeneratorSpec{}).sortKey);
    CHECK_FALSE(document.keySource()->workload.generator.has_value());
    CHECK(document.keySource()->name == parameters.name);
    CHECK(document.isDirty());
    REQUIRE(played);
    REQUIRE(played->simulator);
    CHECK(played->simulator->partitionCount() ==
          parameters.table.partitions.value_or(derivedPartitionCount(parameters.table)));

    // No key at all: refused, and the document keeps its keys.
    auto none = std::make_shared<const KeyReadResult>(readKeyList("not\t0\n"));
    CHECK_FALSE(document.adoptKeyList(none, problem));
    CHECK(problem.contains(QStringLiteral("keeps its previous keys")));
    CHECK(document.keySource()->workload.keys.size() == 2);
}

TEST_CASE("A key list that takes a candidate's strategy past the sharded-key limit is refused", "[document-keys]") {
    // Found by the monkey test (seed 1): a strategy of 200 shards became candidate 'design 5', then 33,022 keys were
    // pasted; the window kept them and saved a file that would not reopen (/candidates/2/strategy: 33,022 table keys
    // x 200 shards make 6,604,400 sharded keys). Each key is placed once per shard of every design, so the keys are
    // refused as they are for the document's own strategy.
    DocumentController document;
    document.newDocument();
    Scenario scenario = document.parameters();
    scenario.workload.generator = document.keySource()->workload.generator; // the built-in 300 generated keys
    DesignCandidate wide = candidateFromScenario(scenario, "wide");
    wide.strategy.kind = StrategyKind::Random;
    wide.strategy.shards = 10'000;
    scenario.candidates = {wide};
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("wide.partiscope.json"));
    {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(scenarioToJson(scenario)));
    }
    QString error;
    const bool opened = document.openFile(path, error);
    INFO(error.toStdString());
    REQUIRE(opened);
    const std::size_t keysBefore = expandWorkloadKeys(document.keySource()->workload).size();
    std::string text;
    for (int i = 1; i <= 600; ++i) {
        text += "USER#" + std::to_string(i) + "\n";
    }
    QString problem;
    CHECK_FALSE(document.adoptKeyList(std::make_shared<const KeyReadResult>(readKeyList(text)), problem));
    CHECK(problem == QStringLiteral("/candidates/0/strategy: 600 table keys x 10,000 shards make 6,000,000 sharded "
                                    "keys, more than the 5,000,000 one simulation places; use fewer shards or fewer "
                                    "keys; the document keeps its previous keys"));
    CHECK(expandWorkloadKeys(document.keySource()->workload).size() == keysBefore);
    // 400 keys fit (4,000,000 sharded keys).
    text.clear();
    for (int i = 1; i <= 400; ++i) {
        text += "USER#" + std::to_string(i) + "\n";
    }
    CHECK(document.adoptKeyList(std::make_shared<const KeyReadResult>(readKeyList(text)), problem));
}

TEST_CASE("A large key list still being prepared does not land in a document opened meanwhile", "[document-keys]") {
    // Found by the monkey test (seed 4): 37,924 pasted keys, then File > Open; the pasted keys replaced the opened
    // file's and marked it unsaved. Over kPrepareInlineKeys keys the list is prepared on a worker, and its result is
    // delivered through the event loop, so it always arrives after an openFile() called right away.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("saved.partiscope.json"));
    DocumentController document;
    document.newDocument();
    QString error;
    REQUIRE(document.saveFile(path, error));
    const Scenario saved = document.scenario();

    std::string typed;
    for (std::size_t i = 0; i <= DocumentController::kPrepareInlineKeys; ++i) {
        typed += "pasted#" + std::to_string(i) + '\n';
    }
    QString problem;
    REQUIRE(document.adoptKeyList(std::make_shared<const KeyReadResult>(readKeyList(typed)), problem));
    REQUIRE(document.openFile(path, error));
    // Long enough for the worker (about 50 ms for 20,001 keys) and its queued delivery.
    QTest::qWait(1000);
    CHECK(document.scenario() == saved);
    CHECK_FALSE(document.isDirty());

    // Without an open in between, the same list is adopted: the wait above was long enough for it to land.
    REQUIRE(document.adoptKeyList(std::make_shared<const KeyReadResult>(readKeyList(typed)), problem));
    REQUIRE(QTest::qWaitFor([&] { return document.isDirty(); }, kTimeoutMs));
    CHECK(document.keySource()->workload.keys.size() == DocumentController::kPrepareInlineKeys + 1);
}

TEST_CASE("Typed keys become the document's workload: dirty, saved, reopened", "[document-keys][main-window]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    MainWindow window;
    REQUIRE(waitForIdleAnalysis(window));
    // Filling the editor from the document is not an edit: the built-in generator stays.
    CHECK(window.document().scenario().workload.generator.has_value());
    CHECK_FALSE(window.document().isDirty());

    REQUIRE(typeKeys(window, QStringLiteral("ORDER#1\t3\nORDER#2\nORDER#1\nbad\t0\n")));
    const Scenario document = window.document().scenario(); // composed: a copy
    const WorkloadSpec& workload = document.workload;
    CHECK_FALSE(workload.generator.has_value());
    REQUIRE(workload.keys.size() == 2);
    CHECK(workload.keys[0].key == "ORDER#1");
    CHECK(workload.keys[0].weight == 4);
    CHECK(workload.keys[1].key == "ORDER#2");
    CHECK(workload.keys[1].weight == 1);
    CHECK(window.document().isDirty());

    const QString path = dir.filePath(QStringLiteral("orders.json"));
    QString error;
    REQUIRE(window.saveScenarioFile(path, error));
    MainWindow reopened;
    REQUIRE(reopened.openScenarioFile(path, error));
    CHECK(reopened.document().scenario() == window.document().scenario());
    // The editor shows the counts as they were typed, not rescaled to the run's requests.
    CHECK(parts::keyEditor(reopened)->toPlainText() == QStringLiteral("ORDER#1\t4\nORDER#2\t1\n"));
    REQUIRE(waitForIdleAnalysis(reopened));
    CHECK_FALSE(reopened.document().isDirty()); // analysing the opened keys did not make it an edit
}

TEST_CASE("Document keys: what the strategy rejects is kept, an empty editor keeps the last keys", "[document-keys]") {
    MainWindow window;
    REQUIRE(waitForIdleAnalysis(window));
    // Under `mod` a 2047-byte key would become a physical key over DynamoDB's 2048 bytes, so the analysis
    // rejects these keys; they are still what the user typed.
    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Mod)));
    const QString longA(2047, QLatin1Char('A'));
    const QString longB(2047, QLatin1Char('B'));
    REQUIRE(typeKeys(window, longA + QStringLiteral("\t2\n") + longB + QLatin1Char('\n')));
    CHECK(window.keys().analysis()->input.accepted == 0);
    REQUIRE(window.document().scenario().workload.keys.size() == 2);
    CHECK(window.document().scenario().workload.keys[0].key == longA.toStdString());

    REQUIRE(typeKeys(window, QString()));
    CHECK(window.document().scenario().workload.keys.size() == 2);
}

TEST_CASE("The simulation plays the pasted keys: one hot board key throttles, 10 shards do not",
          "[document-keys][main-window]") {
    MainWindow window;
    REQUIRE(waitForIdleAnalysis(window));
    // The issue's walk-through: paste BOARD#global a thousand times. All of the built-in document's 1500
    // writes/s land on it, over the 1000 WCU one partition serves; ten random shards of 150 WCU/s fit.
    QString keys;
    for (int i = 0; i < 1000; ++i) {
        keys += QStringLiteral("BOARD#global\n");
    }
    window.setKeyText(keys);
    REQUIRE(QTest::qWaitFor([&] { return !window.document().scenario().workload.generator.has_value(); }, kTimeoutMs));
    REQUIRE(window.document().scenario().workload.keys.size() == 1);
    CHECK(window.document().scenario().workload.keys[0].key == "BOARD#global");
    // The estimator follows the pasted keys: all 1500 writes/s are on the board key now.
    CHECK(parts::strategyPane(window)->findChild<QDoubleSpinBox*>(QStringLiteral("estimateWritesSpinBox"))->value() ==
          Approx(1500));
    CHECK(window.document().scenario().workload.keys[0].weight == 1000);
    REQUIRE(simulateSeconds(window, 120));
    CHECK_FALSE(window.player().timeline().throttleOnsets().empty());

    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Random)));
    parts::shardsSpinBox(window)->setValue(10);
    REQUIRE(window.player().timeline().nowS() == 0); // the change rewound the run
    REQUIRE(simulateSeconds(window, 120));
    CHECK(window.player().timeline().throttleOnsets().empty());
    REQUIRE(window.document().scenario().workload.keys.size() == 1); // still the pasted keys
}

TEST_CASE("Rejected lines are marked in the editor with their reasons", "[document-keys][key-editor]") {
    MainWindow window;
    REQUIRE(waitForIdleAnalysis(window));
    REQUIRE(typeKeys(window, QStringLiteral("good\nbad\t0\nfine\t2\nworse\tx\n")));
    const auto analysis = window.keys().analysis();
    REQUIRE(analysis->errors.size() == 2);
    const QList<QTextEdit::ExtraSelection> selections = parts::keyEditor(window)->extraSelections();
    REQUIRE(selections.size() == 2);
    for (std::size_t i = 0; i < analysis->errors.size(); ++i) {
        const auto line = static_cast<int>(analysis->errors[i].line);
        CHECK(selections[static_cast<qsizetype>(i)].cursor.blockNumber() + 1 == line);
        CHECK(parts::keyEditor(window)->rejectionAt(line) == QString::fromStdString(analysis->errors[i].message));
    }
    CHECK(selections[0].cursor.blockNumber() == 1);
    CHECK(selections[1].cursor.blockNumber() == 3);
    CHECK(parts::keyEditor(window)->rejectionAt(1).isEmpty());
    window.resize(1280, 800);
    window.show();
    QCoreApplication::processEvents();
    // Set PARTISCOPE_TEST_SCREENSHOTS=DIR to look at the markers.
    const QString screenshots = qEnvironmentVariable("PARTISCOPE_TEST_SCREENSHOTS");
    if (!screenshots.isEmpty()) {
        window.grab().save(QDir(screenshots).filePath(QStringLiteral("key-editor-markers.png")));
    }

    // Hovering a marked line shows its reason; an unmarked line shows nothing.
    auto hover = [&](int blockNumber) {
        QTextCursor cursor(parts::keyEditor(window)->document()->findBlockByNumber(blockNumber));
        const QPoint at = parts::keyEditor(window)->cursorRect(cursor).center() + QPoint(4, 0);
        QHelpEvent help(QEvent::ToolTip, at, parts::keyEditor(window)->viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(parts::keyEditor(window)->viewport(), &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    };
    CHECK(hover(1) == QStringLiteral("line 2: ") + QString::fromStdString(analysis->errors[0].message));
    hover(0);
    CHECK(QTest::qWaitFor([] { return !QToolTip::isVisible(); }, kTimeoutMs)); // hidden (Qt fades it out)

    SECTION("fixing the lines removes the markers") {
        REQUIRE(typeKeys(window, QStringLiteral("good\n")));
        CHECK(parts::keyEditor(window)->extraSelections().isEmpty());
    }
    SECTION("many bad lines: only the first ones are marked") {
        QString many;
        many.reserve(4 * 200'000);
        for (int i = 0; i < 200'000; ++i) {
            many += QStringLiteral("\t0\n");
        }
        window.setKeyText(many);
        REQUIRE(QTest::qWaitFor([&] { return window.keys().analysis()->input.rejected == 200'000; }, 60'000));
        CHECK(parts::keyEditor(window)->extraSelections().size() == static_cast<qsizetype>(KeyEditor::kMaxMarkedLines));
        CHECK(parts::keyEditor(window)->markedLineCount() == static_cast<qsizetype>(KeyEditor::kMaxMarkedLines));
    }
}

TEST_CASE("Undoing a parameter change keeps the typed keys, and they stay unsaved", "[document-keys][undo]") {
    MainWindow window;
    REQUIRE(waitForIdleAnalysis(window));
    QComboBox* kind = parts::strategyPane(window)->kindComboBox();
    kind->setCurrentIndex(kind->findData(static_cast<int>(StrategyKind::Random)));
    REQUIRE(window.document().scenario().strategy.kind == StrategyKind::Random);
    REQUIRE(typeKeys(window, QStringLiteral("ORDER#1\t3\nORDER#2\n")));
    REQUIRE(window.document().scenario().workload.keys.size() == 2);

    // The undo step's snapshot is from before the keys were typed; the keys belong to the editor.
    window.document().history()->undo();
    CHECK(window.document().scenario().strategy.kind == StrategyKind::None);
    REQUIRE(window.document().scenario().workload.keys.size() == 2);
    CHECK(window.document().scenario().workload.keys[0].key == "ORDER#1");
    CHECK_FALSE(window.document().scenario().workload.generator.has_value());
    CHECK(window.document().history()->isClean());
    CHECK(window.document().isDirty()); // the history is back where it started, the typed keys are not saved

    window.document().history()->redo();
    CHECK(window.document().scenario().strategy.kind == StrategyKind::Random);
    CHECK(window.document().scenario().workload.keys.size() == 2);
}

TEST_CASE("More shards than a simulation can place for the typed keys are refused in the strategy pane",
          "[document-keys][main-window]") {
    MainWindow window;
    REQUIRE(waitForIdleAnalysis(window));
    // Seed 13 of the monkey: keys typed in, then a random strategy's shards raised to the pane's 10,000. Every key
    // is placed once per shard: 600 x 10,000 is 6,000,000 sharded keys, past the 5,000,000 one simulation places
    // (it once grew a background job to 21 GB).
    QString keys;
    for (int i = 1; i <= 600; ++i) {
        keys += QStringLiteral("USER#%1\n").arg(i);
    }
    REQUIRE(typeKeys(window, keys));
    REQUIRE(window.document().scenario().workload.keys.size() == 600);
    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Random)));
    parts::shardsSpinBox(window)->setValue(100);
    REQUIRE(window.document().scenario().strategy.shards == 100);
    CHECK(parts::strategyPane(window)->problem().isEmpty());

    parts::shardsSpinBox(window)->setValue(10'000);
    CHECK(window.document().scenario().strategy.shards == 100); // the last good document stays
    INFO(parts::strategyPane(window)->problem().toStdString());
    CHECK(parts::strategyPane(window)->problem() ==
          QStringLiteral("/strategy: 600 table keys x 10,000 shards make 6,000,000 sharded keys, more "
                         "than the 5,000,000 one simulation places; use fewer shards or fewer keys"));
    parts::shardsSpinBox(window)->setValue(200);
    CHECK(window.document().scenario().strategy.shards == 200);
    CHECK(parts::strategyPane(window)->problem().isEmpty());
}
