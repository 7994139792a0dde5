#include "document/lesson_catalog.h"
#include "panes/strategy_pane.h"
#include "panes/table_pane.h"
#include "shell/main_window.h"
#include "views/elided_lines_label.h"
#include "window_parts.h"

#include <partiscope/scenario.h>
#include <partiscope/shard_strategy.h>

#include <catch2/catch.hpp>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

constexpr int kTimeoutMs = 10'000;

template <typename Widget>
Widget* child(const QObject& parent, const char* name) {
    auto* widget = parent.findChild<Widget*>(QString::fromLatin1(name));
    REQUIRE(widget);
    return widget;
}

void pickKind(const StrategyPane& pane, StrategyKind kind) {
    auto* combo = child<QComboBox>(pane, "strategyKindCombo");
    combo->setCurrentIndex(combo->findData(static_cast<int>(kind)));
}

void pickData(QComboBox* combo, int value) {
    const int index = combo->findData(value);
    REQUIRE(index >= 0);
    combo->setCurrentIndex(index);
}

StrategyConfig shownStrategy(const StrategyPane& pane) {
    QString error;
    const auto config = pane.strategyFromControls(error);
    INFO(error.toStdString());
    REQUIRE(config);
    return *config;
}

/// The partitions the player's simulation runs: step one second and wait for it to arrive.
std::size_t simulatedPartitions(MainWindow& window) {
    window.player().step();
    const bool arrived = QTest::qWaitFor(
        [&] {
            window.player().applyStagedTicks();
            return !window.player().timeline().partitions().empty();
        },
        kTimeoutMs);
    REQUIRE(arrived);
    return window.player().timeline().partitions().size();
}

} // namespace

TEST_CASE("Strategy pane: each kind's controls give the matching StrategyConfig", "[strategy-pane]") {
    StrategyPane pane;

    pickKind(pane, StrategyKind::None);
    CHECK(shownStrategy(pane).kind == StrategyKind::None);
    CHECK(shownStrategy(pane).shards == 0);

    pickKind(pane, StrategyKind::Random);
    child<QSpinBox>(pane, "shardsSpinBox")->setValue(200);
    child<QLineEdit>(pane, "separatorEdit")->setText(QStringLiteral("."));
    child<QLineEdit>(pane, "seedEdit")->setText(QStringLiteral("42"));
    StrategyConfig config = shownStrategy(pane);
    CHECK(config.kind == StrategyKind::Random);
    CHECK(config.shards == 200);
    CHECK(config.separator == ".");
    CHECK(config.seed == 42);

    pickKind(pane, StrategyKind::Calculated);
    pickData(child<QComboBox>(pane, "suffixFunctionCombo"), static_cast<int>(SuffixFunction::Hash));
    config = shownStrategy(pane);
    CHECK(config.kind == StrategyKind::Calculated);
    CHECK(config.suffixFunction == SuffixFunction::Hash);
    CHECK(config.shards == 200);

    pickKind(pane, StrategyKind::Mod);
    child<QSpinBox>(pane, "shardsSpinBox")->setValue(10);
    config = shownStrategy(pane);
    CHECK(config.kind == StrategyKind::Mod);
    CHECK(config.shards == 10);

    pickKind(pane, StrategyKind::Range);
    child<QPlainTextEdit>(pane, "boundariesEdit")->setPlainText(QStringLiteral("1000\n\n5000\n20000\n"));
    config = shownStrategy(pane);
    CHECK(config.kind == StrategyKind::Range);
    CHECK(config.boundaries == std::vector<std::string>{"1000", "5000", "20000"});
    CHECK(config.shards == 0);

    pickKind(pane, StrategyKind::Lookup);
    child<QPlainTextEdit>(pane, "shardMapEdit")->setPlainText(QStringLiteral("0,db0\n1,db1\n2,db0"));
    pickData(child<QComboBox>(pane, "lookupFunctionCombo"), static_cast<int>(LookupFunction::Hash));
    config = shownStrategy(pane);
    CHECK(config.kind == StrategyKind::Lookup);
    CHECK(config.lookupFunction == LookupFunction::Hash);
    CHECK(config.map.entries().size() == 3);
    CHECK(config.map.physicalShards() == std::vector<std::string>{"db0", "db1"});
    CHECK(config.shards == 3); // virtual shards: the map's logical shards

    // Rows follow the kind: lookup shows its map, not the range boundaries or N.
    CHECK_FALSE(child<QPlainTextEdit>(pane, "shardMapEdit")->isHidden());
    CHECK(child<QPlainTextEdit>(pane, "boundariesEdit")->isHidden());
    CHECK(child<QSpinBox>(pane, "shardsSpinBox")->isHidden());
}

TEST_CASE("Strategy pane: range and lookup errors name the line and emit nothing", "[strategy-pane]") {
    StrategyPane pane;
    QSignalSpy edits(&pane, &StrategyPane::strategyEdited);
    pickKind(pane, StrategyKind::Range);
    CHECK(pane.problem() == QStringLiteral("Boundaries, the range strategy needs at least one boundary"));
    const auto editsAfterKind = edits.count();
    CHECK(editsAfterKind == 0);

    child<QPlainTextEdit>(pane, "boundariesEdit")->setPlainText(QStringLiteral("100\n200\n150"));
    CHECK(pane.problem() ==
          QStringLiteral("Boundaries, line 3: '150' is not greater than '200' on line 2 (numeric order)"));
    CHECK(edits.count() == 0);
    child<QPlainTextEdit>(pane, "boundariesEdit")->setPlainText(QStringLiteral("100\n200\n250"));
    CHECK(edits.count() == 1);
    pane.acceptEdit();
    CHECK(pane.problem().isEmpty());

    pickKind(pane, StrategyKind::Lookup);
    child<QPlainTextEdit>(pane, "shardMapEdit")->setPlainText(QStringLiteral("0,db0\n# comment\nbroken line"));
    CHECK(pane.problem() == QStringLiteral("Shard map line 3: expected LOGICAL,PHYSICAL (or a TAB between them)"));
    child<QPlainTextEdit>(pane, "shardMapEdit")->setPlainText(QStringLiteral("0,db0\n0,db1"));
    CHECK(pane.problem() == QStringLiteral("Shard map line 2: logical shard '0' is mapped twice"));
}

TEST_CASE("Strategy pane: the preview lists the hottest key's physical keys and the fan-out", "[strategy-pane]") {
    StrategyPane pane;
    pane.setPreviewKey(QStringLiteral("BOARD#global"));
    pickKind(pane, StrategyKind::Mod);
    child<QSpinBox>(pane, "shardsSpinBox")->setValue(3);
    pane.acceptEdit();
    CHECK(child<ElidedLinesLabel>(pane, "previewKeysLabel")->lines().join(QLatin1Char('\n')) ==
          QStringLiteral("BOARD#global#0\nBOARD#global#1\nBOARD#global#2"));
    CHECK(child<QLabel>(pane, "fanOutLabel")->text().startsWith(QStringLiteral("Read fan-out: 3 queries")));

    pickKind(pane, StrategyKind::Random);
    child<QSpinBox>(pane, "shardsSpinBox")->setValue(200);
    child<QLineEdit>(pane, "separatorEdit")->setText(QStringLiteral("."));
    pane.acceptEdit();
    pane.setPreviewKey(QStringLiteral("2014-07-09"));
    StrategyConfig config;
    config.kind = StrategyKind::Random;
    config.shards = 200;
    config.separator = ".";
    ShardStrategy strategy;
    std::string error;
    REQUIRE(ShardStrategy::create(config, strategy, error));
    const auto expected = strategy.fanOutKeys("2014-07-09");
    REQUIRE(expected.size() == 200);
    const QStringList lines =
        child<ElidedLinesLabel>(pane, "previewKeysLabel")->lines().join(QLatin1Char('\n')).split(QLatin1Char('\n'));
    REQUIRE(lines.size() == 7);
    CHECK(lines.front() == QString::fromStdString(expected.front()));
    CHECK(lines.front() == QStringLiteral("2014-07-09.1"));
    CHECK(lines.back() == QStringLiteral("… and 194 more"));
    CHECK(child<QLabel>(pane, "fanOutLabel")->text().contains(QStringLiteral("200 queries")));
    CHECK(child<QLabel>(pane, "fanOutLabel")->text().contains(QStringLiteral("cannot know its shard")));

    pickKind(pane, StrategyKind::None);
    pane.acceptEdit();
    CHECK(child<ElidedLinesLabel>(pane, "previewKeysLabel")->lines().join(QLatin1Char('\n')) ==
          QStringLiteral("2014-07-09"));
    CHECK(child<QLabel>(pane, "fanOutLabel")->text().startsWith(QStringLiteral("Read fan-out: 1 query ")));
}

TEST_CASE("Main window: the estimator proposes N and Apply sets it in the document", "[strategy-pane][main-window]") {
    MainWindow window;
    StrategyPane& pane = *parts::strategyPane(window);
    // The built-in document: BOARD#global takes 70 % of 1500 writes/s of 1 KB items.
    CHECK(child<QDoubleSpinBox>(pane, "estimateWritesSpinBox")->value() == Approx(1050));
    CHECK(pane.recommendedShards() == 2); // 1050 WCU/s: minimum 2, with 50 % headroom ceil(1.575) = 2
    auto* apply = child<QPushButton>(pane, "applyEstimateButton");
    CHECK_FALSE(apply->isEnabled()); // strategy none has no N

    pickKind(pane, StrategyKind::Mod);
    child<QDoubleSpinBox>(pane, "estimateWritesSpinBox")->setValue(5000);
    CHECK(pane.recommendedShards() == 8); // seed 004: 5000 writes/s of 1 KB -> 5, +50 % -> 8
    CHECK(child<QLabel>(pane, "estimateLabel")->text().contains(QStringLiteral("at least 5 shard")));
    REQUIRE(apply->isEnabled());
    apply->click();
    CHECK(parts::shardsSpinBox(window)->value() == 8);
    CHECK(window.document().scenario().strategy.kind == StrategyKind::Mod);
    CHECK(window.document().scenario().strategy.shards == 8);
    CHECK_FALSE(apply->isEnabled()); // already applied
}

TEST_CASE("Main window: an invalid strategy keeps the document's last good one", "[strategy-pane][main-window]") {
    MainWindow window;
    StrategyPane& pane = *parts::strategyPane(window);
    pickKind(pane, StrategyKind::Range);
    CHECK(window.document().scenario().strategy.kind == StrategyKind::None); // no boundaries yet: refused
    CHECK_FALSE(pane.problem().isEmpty());
    child<QPlainTextEdit>(pane, "boundariesEdit")->setPlainText(QStringLiteral("g\nn"));
    CHECK(window.document().scenario().strategy.kind == StrategyKind::Range);
    CHECK(window.document().scenario().strategy.boundaries == std::vector<std::string>{"g", "n"});
    child<QPlainTextEdit>(pane, "boundariesEdit")->setPlainText(QStringLiteral("g\nn\na"));
    CHECK(pane.problem().startsWith(QStringLiteral("Boundaries, line 3:")));
    CHECK(window.document().scenario().strategy.boundaries == std::vector<std::string>{"g", "n"});
}

TEST_CASE("Main window: table controls edit the scenario and restart the simulation", "[table-pane][main-window]") {
    MainWindow window;
    TablePane& pane = *parts::tablePane(window);
    // The built-in table: 4000 WCU -> ceil(4000/1000) = 4 partitions, derived.
    CHECK_FALSE(window.document().scenario().table.partitions.has_value());
    CHECK(pane.partitionCount() == 4);
    CHECK(child<QLabel>(pane, "derivedPartitionsLabel")->text().startsWith(QStringLiteral("Derived: 4")));
    CHECK(simulatedPartitions(window) == 4);

    child<QDoubleSpinBox>(pane, "wcuSpinBox")->setValue(8000);
    CHECK(window.document().scenario().table.wcu == 8000);
    CHECK(window.document().isDirty());
    CHECK(child<QLabel>(pane, "derivedPartitionsLabel")->text().startsWith(QStringLiteral("Derived: 8")));
    CHECK(simulatedPartitions(window) == 8);

    child<QCheckBox>(pane, "pinPartitionsCheckBox")->setChecked(true);
    child<QSpinBox>(pane, "partitionsSpinBox")->setValue(3);
    REQUIRE(window.document().scenario().table.partitions.has_value());
    CHECK(*window.document().scenario().table.partitions == 3);
    CHECK(simulatedPartitions(window) == 3);

    pickData(child<QComboBox>(pane, "adaptiveCombo"), static_cast<int>(AdaptiveMode::Off));
    child<QCheckBox>(pane, "burstCheckBox")->setChecked(false);
    pickData(child<QComboBox>(pane, "retriesCombo"), static_cast<int>(RetryPolicy::Standard));
    // The built-in table has RCU 0 (a write-only shorthand): reads need read capacity first.
    child<QDoubleSpinBox>(pane, "readsPerSecondSpinBox")->setValue(300);
    CHECK(pane.problem().startsWith(QStringLiteral("Not applied: Read capacity (RCU) must be at least 1")));
    CHECK(window.document().scenario().workload.readsPerS == 0);
    child<QDoubleSpinBox>(pane, "rcuSpinBox")->setValue(3000); // takes the reads the control still shows
    CHECK(pane.problem().isEmpty());
    child<QDoubleSpinBox>(pane, "itemKbSpinBox")->setValue(4.5);
    pickData(child<QComboBox>(pane, "consistencyCombo"), static_cast<int>(Consistency::Strong));
    CHECK(window.document().scenario().capacity.adaptive == AdaptiveMode::Off);
    CHECK_FALSE(window.document().scenario().capacity.burst);
    CHECK(window.document().scenario().workload.retries == RetryPolicy::Standard);
    CHECK(window.document().scenario().workload.readsPerS == 300);
    CHECK(window.document().scenario().workload.itemKb == Approx(4.5));
    CHECK(window.document().scenario().workload.consistency == Consistency::Strong);
    // The advisor follows the document.
    CHECK(QTest::qWaitFor([&] { return window.document().isAdviceCurrent(); }, kTimeoutMs));
    CHECK(window.document().advice()->scenario.workload.readsPerS == 300);
}

TEST_CASE("Main window: a table that cannot run is refused and the last good document stays",
          "[table-pane][main-window]") {
    MainWindow window;
    TablePane& pane = *parts::tablePane(window);
    // A one-second run keeps 20000 partitions cheap for the simulation and the advisor.
    child<QSpinBox>(pane, "durationSpinBox")->setValue(1);
    child<QCheckBox>(pane, "pinPartitionsCheckBox")->setChecked(true);
    child<QSpinBox>(pane, "partitionsSpinBox")->setValue(20'000);
    REQUIRE(window.document().scenario().table.partitions == std::optional<std::uint32_t>(20'000));
    CHECK(pane.problem().isEmpty());
    const auto historyBefore = window.document().history()->count();

    // 31 days x 20000 partitions is past the simulator's 5e10 partition-seconds.
    child<QSpinBox>(pane, "durationSpinBox")->setValue(static_cast<int>(kMaxDurationS));
    CHECK(pane.problem().startsWith(QStringLiteral("Not applied: ")));
    CHECK(window.document().scenario().workload.durationS == 1);
    CHECK(window.document().history()->count() == historyBefore);

    // A runnable value is a good edit again and clears the message.
    child<QSpinBox>(pane, "durationSpinBox")->setValue(2);
    CHECK(pane.problem().isEmpty());
    CHECK(window.document().scenario().workload.durationS == 2);
}

TEST_CASE("Main window: undo and redo parameter changes, merging one control's drag", "[undo][main-window]") {
    MainWindow window;
    QUndoStack& history = *window.document().history();
    CHECK(history.count() == 0);
    CHECK_FALSE(window.document().isDirty());

    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Mod)));
    CHECK(history.count() == 1);
    CHECK(history.undoText() == QStringLiteral("Strategy none → mod"));
    // A drag of the spin box: many values, one step.
    for (int shards = 5; shards <= 10; ++shards) {
        parts::shardsSpinBox(window)->setValue(shards);
    }
    CHECK(history.count() == 2);
    CHECK(history.undoText() == QStringLiteral("Shards 4 → 10"));
    auto* undo = window.findChild<QAction*>(QStringLiteral("undoParameterAction"));
    REQUIRE(undo);
    CHECK(undo->text() == QStringLiteral("Undo Shards 4 → 10"));
    CHECK(undo->shortcut() == QKeySequence(QKeySequence::Undo));
    CHECK(window.document().isDirty());

    // Another control is another step.
    child<QDoubleSpinBox>(*parts::tablePane(window), "wcuSpinBox")->setValue(6000);
    CHECK(history.count() == 3);
    CHECK(history.undoText() == QStringLiteral("WCU 4,000 → 6,000"));

    undo->trigger();
    CHECK(window.document().scenario().table.wcu == 4000);
    CHECK(child<QDoubleSpinBox>(*parts::tablePane(window), "wcuSpinBox")->value() == 4000);
    undo->trigger();
    CHECK(window.document().scenario().strategy.shards == 4);
    CHECK(parts::shardsSpinBox(window)->value() == 4);
    undo->trigger();
    CHECK(window.document().scenario().strategy.kind == StrategyKind::None);
    CHECK(parts::strategyComboBox(window)->currentData().toInt() == static_cast<int>(StrategyKind::None));
    CHECK_FALSE(window.document().isDirty()); // back at the saved (pristine) state
    CHECK(window.windowTitle() == QStringLiteral("Untitled[*] — Partiscope"));

    auto* redo = window.findChild<QAction*>(QStringLiteral("redoParameterAction"));
    REQUIRE(redo);
    CHECK(redo->text() == QStringLiteral("Redo Strategy none → mod"));
    redo->trigger();
    redo->trigger();
    CHECK(window.document().scenario().strategy.kind == StrategyKind::Mod);
    CHECK(window.document().scenario().strategy.shards == 10);
    CHECK(parts::shardsSpinBox(window)->value() == 10);
    CHECK(window.document().isDirty());

    // A new edit replaces what could be redone; dragging back to where a step started leaves no step.
    auto* wcu = child<QDoubleSpinBox>(*parts::tablePane(window), "wcuSpinBox");
    wcu->setValue(5000);
    CHECK(history.count() == 3);
    CHECK(history.undoText() == QStringLiteral("WCU 4,000 → 5,000"));
    wcu->setValue(4000);
    CHECK(history.count() == 2);
    CHECK(history.undoText() == QStringLiteral("Shards 4 → 10"));
    CHECK(window.document().scenario().table.wcu == 4000);
}

TEST_CASE("Main window: Ctrl+Z in a parameter spin box undoes the parameter, in the key editor the typing",
          "[undo][main-window]") {
    MainWindow window;
    window.show();
    REQUIRE(QTest::qWaitForWindowActive(&window));
    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Mod)));
    parts::shardsSpinBox(window)->setValue(6);
    REQUIRE(window.document().history()->count() == 2);

    parts::shardsSpinBox(window)->setFocus();
    QTest::keyClick(parts::shardsSpinBox(window), Qt::Key_Z, Qt::ControlModifier);
    CHECK(window.document().scenario().strategy.shards == 4);
    CHECK(window.document().history()->index() == 1);

    QPlainTextEdit* keys = parts::keyEditor(window);
    keys->setFocus();
    QTest::keyClicks(keys, QStringLiteral("X"));
    REQUIRE(keys->toPlainText().contains(QLatin1Char('X')));
    QTest::keyClick(keys, Qt::Key_Z, Qt::ControlModifier);
    CHECK_FALSE(keys->toPlainText().contains(QLatin1Char('X')));
    CHECK(window.document().history()->index() == 1); // the parameter history was not touched
}

TEST_CASE("Main window: opening a document syncs both panes and clears the history", "[undo][document][main-window]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("range.json"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(R"({"version": 1, "name": "orders",
        "table": {"rcu": 3000, "wcu": 1000, "partitions": 3, "lsi": true},
        "capacity": {"burst": false, "adaptive": "delayed", "adaptive_delay_s": 120, "split_for_heat": false},
        "workload": {"duration_s": 600, "item_kb": 2, "consistency": "strong", "writes_per_s": 900,
                     "reads_per_s": 50, "retries": "legacy", "keys": [{"key": "ORDER#1", "weight": 3}, {"key": "ORDER#2"}]},
        "strategy": {"kind": "range", "boundaries": ["g", "n"], "sep": "-"}})");
    file.close();

    MainWindow window;
    parts::shardsSpinBox(window)->setValue(9);
    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Mod)));
    REQUIRE(window.document().history()->count() == 1); // history that must not survive the open
    QString error;
    REQUIRE(window.openScenarioFile(path, error));
    CHECK(window.document().history()->count() == 0);
    CHECK_FALSE(window.document().isDirty());

    const StrategyPane& strategy = *parts::strategyPane(window);
    CHECK(parts::strategyComboBox(window)->currentData().toInt() == static_cast<int>(StrategyKind::Range));
    CHECK(child<QPlainTextEdit>(strategy, "boundariesEdit")->toPlainText() == QStringLiteral("g\nn"));
    CHECK(child<QLineEdit>(strategy, "separatorEdit")->text() == QStringLiteral("-"));
    CHECK(child<QDoubleSpinBox>(strategy, "estimateWritesSpinBox")->value() == Approx(900 * 0.75));
    CHECK(child<QDoubleSpinBox>(strategy, "estimateItemKbSpinBox")->value() == Approx(2));

    const TablePane& table = *parts::tablePane(window);
    CHECK(child<QCheckBox>(table, "pinPartitionsCheckBox")->isChecked());
    CHECK(child<QSpinBox>(table, "partitionsSpinBox")->value() == 3);
    CHECK(child<QLabel>(table, "derivedPartitionsLabel")->text().startsWith(QStringLiteral("Derived: 2")));
    // v1's "lsi": true is a sort key SK and one LSI.
    CHECK(child<QCheckBox>(table, "sortKeyCheckBox")->isChecked());
    CHECK(child<QListWidget>(table, "lsiList")->count() == 1);
    CHECK_FALSE(child<QCheckBox>(table, "burstCheckBox")->isChecked());
    CHECK(child<QComboBox>(table, "adaptiveCombo")->currentData().toInt() == static_cast<int>(AdaptiveMode::Delayed));
    CHECK(child<QDoubleSpinBox>(table, "adaptiveDelaySpinBox")->value() == 120);
    CHECK_FALSE(child<QCheckBox>(table, "splitForHeatCheckBox")->isChecked());
    CHECK(child<QSpinBox>(table, "durationSpinBox")->value() == 600);
    CHECK(child<QDoubleSpinBox>(table, "readsPerSecondSpinBox")->value() == 50);
    CHECK(child<QComboBox>(table, "consistencyCombo")->currentData().toInt() == static_cast<int>(Consistency::Strong));
    CHECK(child<QComboBox>(table, "retriesCombo")->currentData().toInt() == static_cast<int>(RetryPolicy::Legacy));

    // An edit after opening, undone, gives back exactly the opened document and a clean title.
    child<QCheckBox>(table, "burstCheckBox")->setChecked(true);
    CHECK(window.document().isDirty());
    window.document().history()->undo();
    CHECK_FALSE(window.document().isDirty());
    CHECK(scenarioToJson(window.document().scenario()) == [&] {
        Scenario opened;
        std::string problem;
        REQUIRE(loadScenarioFile(path.toStdString(), opened, problem));
        return scenarioToJson(opened);
    }());

    // Saving makes the current state the clean one.
    child<QPushButton>(table, "removeLsiButton")->click();
    REQUIRE(window.document().scenario().table.lsis.empty());
    REQUIRE(window.saveScenarioFile(dir.filePath(QStringLiteral("saved.json")), error));
    CHECK_FALSE(window.document().isDirty());
    window.document().history()->undo();
    CHECK(window.document().isDirty());
}

// Not run by ctest (hidden): renders the Strategy and Table tabs at 1280x800 to look at by hand:
//   ui_tests "[.screenshot-panes]"   (writes /tmp/strategy-pane.png, /tmp/lookup-pane.png, /tmp/table-pane.png,
//   /tmp/table-refused.png)
TEST_CASE("Screenshot: the Strategy and Table tabs", "[.screenshot-panes]") {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Mod)));
    parts::shardsSpinBox(window)->setValue(10);
    REQUIRE(QTest::qWaitFor([&] { return window.keys().analysis() != nullptr; }, kTimeoutMs));
    QTest::qWait(300);
    CHECK(window.grab().save(QStringLiteral("/tmp/strategy-pane.png")));

    pickKind(*parts::strategyPane(window), StrategyKind::Lookup);
    child<QPlainTextEdit>(*parts::strategyPane(window), "shardMapEdit")
        ->setPlainText(QStringLiteral("0,bookdbshard0\n1,bookdbshard0\n2,bookdbshard1\n3,oops"));
    child<QPlainTextEdit>(*parts::strategyPane(window), "shardMapEdit")->appendPlainText(QStringLiteral("3,dup"));
    QTest::qWait(300);
    CHECK(window.grab().save(QStringLiteral("/tmp/lookup-pane.png")));

    parts::parameterTabs(window)->setCurrentWidget(parts::tablePane(window));
    child<QDoubleSpinBox>(*parts::tablePane(window), "wcuSpinBox")->setValue(6000);
    QTest::qWait(300);
    CHECK(window.grab().save(QStringLiteral("/tmp/table-pane.png")));

    QString error;
    const QList<Lesson> lessons = builtInLessons();
    const auto adaptive = std::find_if(lessons.begin(), lessons.end(), [](const Lesson& lesson) {
        return lesson.name == QStringLiteral("06-adaptive-capacity-400wcu");
    });
    REQUIRE(adaptive != lessons.end());
    window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
    REQUIRE(window.openLesson(*adaptive, error));
    child<QSpinBox>(*parts::tablePane(window), "partitionsSpinBox")->setValue(2);
    QTest::qWait(300);
    CHECK(window.grab().save(QStringLiteral("/tmp/table-refused.png")));
}

TEST_CASE("Main window: a lesson syncs the panes, its pinned keys keep a too-small table out",
          "[undo][lessons][main-window]") {
    const QList<Lesson> lessons = builtInLessons();
    const auto named = [&](const QString& name) {
        const auto found =
            std::find_if(lessons.begin(), lessons.end(), [&](const Lesson& lesson) { return lesson.name == name; });
        REQUIRE(found != lessons.end());
        return *found;
    };
    MainWindow window;
    QString error;
    REQUIRE(window.openLesson(named(QStringLiteral("05-isbn-lookup")), error));
    const StrategyPane& strategy = *parts::strategyPane(window);
    CHECK(parts::strategyComboBox(window)->currentData().toInt() == static_cast<int>(StrategyKind::Lookup));
    CHECK(child<QComboBox>(strategy, "lookupFunctionCombo")->currentData().toInt() ==
          static_cast<int>(LookupFunction::IsbnCheckDigit));
    CHECK(child<QPlainTextEdit>(strategy, "shardMapEdit")->toPlainText().split(QLatin1Char('\n')).size() == 11);
    CHECK(strategy.problem().isEmpty());
    // One query per physical database: the three of seed 002.
    CHECK(child<ElidedLinesLabel>(strategy, "previewKeysLabel")->lines().join(QLatin1Char('\n')) ==
          QStringLiteral("BOOKS#bookdbshard0\nBOOKS#bookdbshard1\nBOOKS#bookdbshard2"));
    CHECK(child<QLabel>(strategy, "fanOutLabel")->text().startsWith(QStringLiteral("Read fan-out: 3 queries")));

    REQUIRE(window.openLesson(named(QStringLiteral("06-adaptive-capacity-400wcu")), error));
    const TablePane& table = *parts::tablePane(window);
    CHECK(parts::strategyComboBox(window)->currentData().toInt() == static_cast<int>(StrategyKind::None));
    CHECK(child<QCheckBox>(table, "pinPartitionsCheckBox")->isChecked());
    CHECK(child<QSpinBox>(table, "partitionsSpinBox")->value() == 4);
    CHECK_FALSE(child<QCheckBox>(table, "splitForHeatCheckBox")->isChecked());
    // Its keys are pinned to partitions 0..3, so 2 partitions cannot hold them.
    child<QSpinBox>(table, "partitionsSpinBox")->setValue(2);
    CHECK(table.problem() == QStringLiteral("Not applied: Partitions: partition 2 does not exist: key 'p2' is pinned "
                                            "to it, but the table has 2 partitions"));
    CHECK(window.document().scenario().table.partitions == std::optional<std::uint32_t>(4));
    CHECK(window.document().history()->count() == 0);
}

TEST_CASE("Table tab: WCU 0 is refused in the field's terms, pinned partitions or not", "[lessons][main-window]") {
    const QList<Lesson> lessons = builtInLessons();
    const auto lesson = std::find_if(lessons.begin(), lessons.end(), [](const Lesson& l) {
        return l.name == QStringLiteral("06-adaptive-capacity-400wcu");
    });
    REQUIRE(lesson != lessons.end());
    MainWindow window;
    QString error;
    REQUIRE(window.openLesson(*lesson, error));
    const TablePane& table = *parts::tablePane(window);
    const QString refused = QStringLiteral(
        "Not applied: Write capacity (WCU) must be at least 1 on a provisioned table (DynamoDB's minimum)");
    // Pinned to 4 partitions: WCU 0 used to be accepted (every write throttled).
    REQUIRE(child<QCheckBox>(table, "pinPartitionsCheckBox")->isChecked());
    child<QDoubleSpinBox>(table, "wcuSpinBox")->setValue(0);
    CHECK(table.problem() == refused);
    CHECK(window.document().scenario().table.wcu == 400);
    // Unpinned, the derived count drops to 1: still the capacity is blamed, not the keys pinned to 1..3.
    child<QDoubleSpinBox>(table, "wcuSpinBox")->setValue(400);
    CHECK(table.problem().isEmpty());
    child<QCheckBox>(table, "pinPartitionsCheckBox")->setChecked(false);
    CHECK(table.problem().startsWith(QStringLiteral("Not applied: Partitions: partition 1 does not exist: key 'p1'")));
    child<QDoubleSpinBox>(table, "wcuSpinBox")->setValue(0);
    CHECK(table.problem() == refused);
    CHECK(window.document().scenario().table.wcu == 400);

    CHECK(tableProblemText(QStringLiteral("/workload/duration_s: must be between 1 and 2678400")) ==
          QStringLiteral("Duration must be between 1 and 2678400"));
    CHECK(tableProblemText(QStringLiteral("/strategy: --shards must be between 1 and 4096")) ==
          QStringLiteral("/strategy: --shards must be between 1 and 4096"));
}
