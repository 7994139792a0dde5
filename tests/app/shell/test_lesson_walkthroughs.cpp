// One test per lesson: open it from the Lessons menu, follow its guide's steps through the real widgets (found by
// objectName), wait for the background jobs, and check what the guide promises in the window.
#include "lesson_walk.h"
#include "window_parts.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>
#include <vector>

using namespace partiscope;
using namespace partiscope::test;
using namespace partiscope::ui;

TEST_CASE("Lesson guides fit their panel: every line wraps, nothing is cut off at the side", "[lessons][walkthrough]") {
    MainWindow window;
    window.resize(1400, 860);
    window.show();
    for (const Lesson& lesson : builtInLessons()) {
        INFO(lesson.name.toStdString());
        QString error;
        REQUIRE(window.openLesson(lesson, error));
        window.resizeDocks({parts::lessonDock(window)}, {parts::lessonDock(window)->minimumWidth()}, Qt::Horizontal);
        QTest::qWait(20);
        CHECK(parts::lessonGuide(window)->horizontalScrollBar()->maximum() == 0);
        // The whole guide is there: its last paragraph's last words too.
        const QString guide = readLessonGuide(lesson).trimmed();
        const QString lastWords = guide.section(QLatin1Char(' '), -3).remove(QLatin1Char('*')).remove(QLatin1Char('`'));
        CHECK(parts::lessonGuide(window)->toPlainText().simplified().contains(lastWords.simplified()));
        // Each guide says what to do in the window.
        CHECK(guide.contains(QStringLiteral("## In the window")));
    }
}

TEST_CASE("After File > New, Lessons > Lesson guide no longer shows the previous lesson's guide",
          "[lessons][walkthrough]") {
    LessonWalk walk("01-celebrity-leaderboard");
    MainWindow& window = walk.window();
    CHECK(parts::lessonGuide(window)->toPlainText().contains(QStringLiteral("celebrity leaderboard")));
    window.newDocument();
    CHECK(parts::lessonDock(window)->isHidden());
    QAction* toggle = parts::lessonDock(window)->toggleViewAction();
    toggle->trigger();
    CHECK(parts::lessonDock(window)->isVisible());
    CHECK_FALSE(parts::lessonGuide(window)->toPlainText().contains(QStringLiteral("celebrity")));
    CHECK(parts::lessonGuide(window)->toPlainText().contains(QStringLiteral("No lesson is open")));
    CHECK(parts::lessonDock(window)->windowTitle() == QStringLiteral("Lesson"));
}

TEST_CASE("Lesson 1 walk-through: mod 10 spreads the board, and every pane agrees", "[lessons][walkthrough]") {
    LessonWalk walk("01-celebrity-leaderboard");
    MainWindow& window = walk.window();
    // Before: one key takes 60 % of the writes; the advisor says hot-key, the simulation throttles.
    auto findings = walk.findings();
    CHECK(has(findings, "hot-key"));
    CHECK(findings["hot-key"] == Severity::Critical);
    checkSays(walk.cardText("hot-key"), "1,800 WCU/s");
    checkSays(walk.cardText("hot-key"), "one partition serves at most 1,000 WCU/s");
    CHECK(has(findings, "shard-count"));
    CHECK(walk.litBranches() == std::vector<DecisionBranch>{DecisionBranch::Shard});
    // Partition keys: BOARD#global with 600 of 1,000 writes, 20 players with 20 each.
    checkSays(window.findChild<QPlainTextEdit*>(QStringLiteral("keyEditor"))->toPlainText(), "BOARD#global");
    CHECK(window.keys().analysis()->keysDistinct == 21);
    CHECK(window.keys().analysis()->keysTotal == 1000);
    CHECK(window.keys().analysis()->topLogicalKeys.front().key == "BOARD#global");
    CHECK(window.keys().analysis()->topLogicalKeys.front().share == Approx(0.6));
    CHECK(window.keys().analysis()->topLogicalKeys.back().count == 20);
    // Heat map: one bucket far hotter than the rest, read off the status bar's hot factor.
    checkSays(walk.statusBarText("statusHotFactorLabel"), "hot factor ");
    CHECK(window.keys().analysis()->stats.maxOverMean > 3);
    const ThrottleMetrics before = walk.playSimulation();
    CHECK(before.writeKeyRangeThroughputThrottleEvents > 0);
    CHECK(before.writeProvisionedThroughputThrottleEvents < 0.5);
    checkSays(walk.simulationStatus(), "first throttle at 0 s"); // from the start
    CHECK_FALSE(walk.evenSpreadNoteShown());

    // Strategy tab: Strategy = mod, Shards (N) = 10.
    walk.pickStrategy("mod");
    walk.setShards(10);
    REQUIRE(window.document().scenario().strategy.kind == StrategyKind::Mod);
    REQUIRE(window.document().scenario().strategy.shards == 10);

    // Heat map: every key accepted, BOARD#global spread over its ten shards, 60 writes each; the assumption shown.
    const DistributionAnalysis& heat = *window.keys().analysis();
    CHECK(heat.input.rejected == 0);
    CHECK(heat.keysTotal == 1000);
    CHECK(heat.physicalKeysDistinct == 210);
    CHECK(heat.topKeys.front().count == 60);
    CHECK(heat.topKeys.front().share == Approx(0.06)); // 6% of the writes
    CHECK(walk.heatMapWrites("BOARD#global#") == 600);
    CHECK(walk.evenSpreadNoteShown());
    CHECK(parts::heatmap(window)->analysis() == window.keys().analysis());
    // The advisor's partitions see the same physical keys.
    CHECK(window.document().advice()->input.distribution.physicalKeysDistinct == heat.physicalKeysDistinct);

    // Queries: 10 Queries read the whole board back.
    CHECK(walk.queryCount() == 10);
    CHECK(parts::queriesPane(window)->queries().physicalKeys.front().startsWith(QStringLiteral("BOARD#global#")));

    // Advisor: hot-key gone, read-fanout-cost appears, shard-count only informs.
    findings = walk.findings();
    CHECK_FALSE(has(findings, "hot-key"));
    CHECK(has(findings, "read-fanout-cost"));
    checkSays(walk.cardText("read-fanout-cost"), "10 Queries, at least 5 RCU");
    checkSays(walk.cardText("read-fanout-cost"), "a reader that knows the source value computes its one shard");
    CHECK(findings["shard-count"] == Severity::Info);
    checkSays(walk.cardText("shard-count"), "recommended 3");
    checkSays(walk.cardText("shard-count"), "the strategy gives it 10");
    CHECK(parts::queriesPane(window)->queries().physicalKeys.contains(QStringLiteral("BOARD#global#9")));

    // Simulation: nothing throttled.
    const ThrottleMetrics after = walk.playSimulation();
    CHECK(after.throttledRequests < 0.5);
    CHECK(walk.simulationStatus().contains(QStringLiteral("no throttling")));
}

TEST_CASE("Lesson 2 walk-through: 200 random suffixes on today's date", "[lessons][walkthrough]") {
    LessonWalk walk("02-todays-date-random-suffix");
    MainWindow& window = walk.window();
    auto findings = walk.findings();
    CHECK(findings["time-bucket-key"] == Severity::Critical);
    CHECK(findings["hot-key"] == Severity::Critical);
    checkSays(walk.cardText("hot-key"), "2,250 WCU/s");
    CHECK(window.keys().analysis()->keysDistinct == 30);
    CHECK(window.keys().analysis()->topLogicalKeys.front().key == "2014-07-09");
    CHECK(window.keys().analysis()->topLogicalKeys.front().share == Approx(0.9).margin(0.01));
    CHECK(window.keys().analysis()->stats.maxOverMean > 3); // one hot bucket, the rest nearly empty

    walk.pickStrategy("random");
    walk.setShards(200);
    walk.typeSeparator(".");
    REQUIRE(window.document().scenario().strategy.separator == ".");
    REQUIRE(window.document().scenario().strategy.shards == 200);

    findings = walk.findings();
    CHECK_FALSE(has(findings, "hot-key"));
    CHECK(findings["time-bucket-key"] == Severity::Info);
    CHECK(findings["shard-count"] == Severity::Info);
    checkSays(walk.cardText("shard-count"), "2,250 WCU/s");
    checkSays(walk.cardText("shard-count"), "the strategy gives it 200");
    CHECK(has(findings, "read-fanout-cost"));
    checkSays(walk.cardText("read-fanout-cost"), "200 Queries, at least 100 RCU");
    checkSays(walk.cardText("read-fanout-cost"), "random suffixes: even a single item needs all of them");
    CHECK(walk.queryCount() == 200);
    CHECK(parts::queriesPane(window)->queries().physicalKeys.front() == QStringLiteral("2014-07-09.1"));
    CHECK(parts::queriesPane(window)->queries().physicalKeys.contains(QStringLiteral("2014-07-09.200")));
    CHECK_FALSE(walk.evenSpreadNoteShown()); // random suffixes need no source value
    CHECK(window.keys().analysis()->physicalKeysDistinct > 200);
}

TEST_CASE("Lesson 3 walk-through: a calculated suffix, and the assumption it rests on", "[lessons][walkthrough]") {
    LessonWalk walk("03-calculated-suffix-orders");
    MainWindow& window = walk.window();
    // It opens with the strategy set: calculated, 200 shards, utf8-product, a dot.
    const StrategyConfig& opened = window.document().scenario().strategy;
    CHECK(opened.kind == StrategyKind::Calculated);
    CHECK(opened.shards == 200);
    CHECK(opened.suffixFunction == SuffixFunction::Utf8Product);
    CHECK(opened.separator == ".");
    CHECK(child<QComboBox>(*parts::strategyPane(window), "strategyKindCombo")->currentText() ==
          QStringLiteral("calculated"));
    // The scenario assumes the order ids spread evenly: the window says so, and spreads the day over 200 shards.
    CHECK(walk.evenSpreadNoteShown());
    CHECK(window.keys().analysis()->input.rejected == 0);
    CHECK(window.keys().analysis()->physicalKeysDistinct == 200);
    auto findings = walk.findings();
    CHECK(has(findings, "read-fanout-cost"));
    checkSays(walk.cardText("read-fanout-cost"), "one read of a whole logical key = 200 Queries");
    checkSays(walk.cardText("read-fanout-cost"), "computes its one shard"); // a single order is 1 Query
    CHECK_FALSE(has(findings, "hot-key"));
    CHECK_FALSE(has(findings, "degenerate-strategy"));
    CHECK(window.keys().analysis()->topKeys.front().count * 200 ==
          window.keys().analysis()->keysTotal); // each shard its 1/200
    // The reads' fan-out is more than the table has: table-capacity names it, the path lights the capacity box.
    CHECK(findings["table-capacity"] == Severity::Critical);
    checkSays(walk.cardText("table-capacity"), "the workload's peak is 10,000 RCU/s");
    checkSays(walk.cardText("table-capacity"), "each logical read is 200 Queries");
    checkSays(walk.cardText("table-capacity"), "read one shard");
    CHECK(std::count(walk.litBranches().begin(), walk.litBranches().end(), DecisionBranch::Capacity) == 1);
    CHECK(walk.queryCount() == 200);
    // The writes are not throttled, the reads are: 100 reads of the day a second, 200 Queries each.
    const ThrottleMetrics run = walk.playSimulation();
    CHECK(run.writeThrottleEvents < 0.5);
    CHECK(run.readThrottleEvents > 0);

    // Suffix function = hash: the same picture under the same assumption.
    walk.pick(*parts::strategyPane(window), "suffixFunctionCombo", "hash");
    REQUIRE(window.document().scenario().strategy.suffixFunction == SuffixFunction::Hash);
    CHECK(walk.evenSpreadNoteShown());
    CHECK(window.keys().analysis()->physicalKeysDistinct == 200);
    CHECK_FALSE(has(walk.findings(), "hot-key"));
}

TEST_CASE("Lesson 4 walk-through: five suffixes for invoice 121212, and none", "[lessons][walkthrough]") {
    LessonWalk walk("04-invoice-121212");
    MainWindow& window = walk.window();
    // It opens with the strategy set: random, 5 shards, separator '-'.
    CHECK(window.document().scenario().strategy.kind == StrategyKind::Random);
    CHECK(window.document().scenario().strategy.shards == 5);
    CHECK(window.document().scenario().strategy.separator == "-");
    CHECK(child<QSpinBox>(*parts::strategyPane(window), "shardsSpinBox")->value() == 5);
    auto findings = walk.findings();
    CHECK(findings["shard-count"] == Severity::Info);
    checkSays(walk.cardText("shard-count"), "3,000 WCU/s at peak -> minimum 3, recommended 5 with 50% headroom");
    // The Strategy tab's "How many shards?" box makes the same estimate for the hottest key.
    checkSays(child<QLabel>(*parts::strategyPane(window), "estimateLabel")->text(), "5");
    CHECK(child<QDoubleSpinBox>(*parts::strategyPane(window), "estimateWritesSpinBox")->value() == Approx(3000));
    CHECK(has(findings, "read-fanout-cost"));
    // Two of the five shards share a partition here: the advisor warns that several keys overload it.
    CHECK(findings["hot-key"] == Severity::Warning);
    checkSays(walk.cardText("hot-key"), "Several keys together overload one partition");
    CHECK(walk.queryCount() == 5);
    CHECK(parts::queriesPane(window)->queries().physicalKeys.front() == QStringLiteral("121212-1"));
    CHECK(parts::queriesPane(window)->queries().physicalKeys.contains(QStringLiteral("121212-5")));
    // Simulation: split-for-heat separates them after ten minutes.
    walk.playSimulation();
    checkSays(walk.simulationStatus(), "split");

    walk.pickStrategy("none");
    findings = walk.findings();
    CHECK(findings["hot-key"] == Severity::Critical);
    checkSays(walk.cardText("hot-key"), "3,000 WCU/s");
    CHECK(walk.queryCount() == 1);

    // Edit > Undo brings the five suffixes back.
    QAction* undo = window.findChild<QAction*>(QStringLiteral("undoParameterAction"));
    REQUIRE(undo);
    undo->trigger();
    walk.settle();
    CHECK(window.document().scenario().strategy.kind == StrategyKind::Random);
    CHECK(walk.queryCount() == 5);
}

TEST_CASE("Lesson 5 walk-through: ISBN check digits on three databases", "[lessons][walkthrough]") {
    LessonWalk walk("05-isbn-lookup");
    MainWindow& window = walk.window();
    // It opens with the strategy set: lookup by isbn-check-digit, with its shard map.
    CHECK(window.document().scenario().strategy.kind == StrategyKind::Lookup);
    CHECK(child<QComboBox>(*parts::strategyPane(window), "lookupFunctionCombo")
              ->currentText()
              .startsWith(QStringLiteral("isbn-check-digit")));
    CHECK(walk.evenSpreadNoteShown());
    CHECK(window.keys().analysis()->input.rejected == 0);
    CHECK(window.keys().analysis()->physicalKeysDistinct == 3);
    auto findings = walk.findings();
    CHECK(findings["shard-count"] == Severity::Info);
    checkSays(walk.cardText("shard-count"), "1,500 WCU/s at peak -> minimum 2, recommended 3");
    CHECK(findings["low-cardinality"] == Severity::Warning);
    checkSays(walk.cardText("low-cardinality"), "on 4 partitions: 1 partition gets no writes");
    CHECK(has(findings, "read-fanout-cost"));
    checkSays(walk.cardText("read-fanout-cost"), "= 3 Queries");
    checkSays(walk.cardText("read-fanout-cost"), "computes its one shard"); // a lookup by ISBN asks one
    CHECK(walk.queryCount() == 3);
    const QStringList databases = parts::queriesPane(window)->queries().physicalKeys;
    for (const char* database : {"BOOKS#bookdbshard0", "BOOKS#bookdbshard1", "BOOKS#bookdbshard2"}) {
        CHECK(databases.contains(QLatin1String(database)));
    }

    walk.pickStrategy("none");
    findings = walk.findings();
    CHECK(findings["hot-key"] == Severity::Critical);
    checkSays(walk.cardText("hot-key"), "1,500 WCU/s");
    CHECK_FALSE(walk.evenSpreadNoteShown());
}

TEST_CASE("Lesson 6 walk-through: adaptive capacity absorbs it, and without it the partition throttles",
          "[lessons][walkthrough]") {
    LessonWalk walk("06-adaptive-capacity-400wcu");
    MainWindow& window = walk.window();
    auto findings = walk.findings();
    CHECK(findings["adaptive-absorbs-it"] == Severity::Info);
    checkSays(walk.cardText("adaptive-absorbs-it"), "needs 150 WCU/s against an even share of 100 WCU/s");
    checkSays(walk.cardText("adaptive-absorbs-it"), "150% of its share");
    checkSays(walk.cardText("adaptive-absorbs-it"), "below the 1,000 WCU/s ceiling");
    CHECK(findings["low-cardinality"] == Severity::Warning);
    CHECK(walk.litBranches() == std::vector<DecisionBranch>{DecisionBranch::Absorb});
    // Heat map: the hot factor is over the heat map's 8 buckets; the note says the table has 4 partitions.
    CHECK(walk.statusBarText("statusHotFactorLabel").endsWith(QStringLiteral("over 8 buckets")));
    checkSays(child<QLabel>(window, "modelNoteLabel")->text(), "into 8 buckets; the table has 4 partitions");
    CHECK(walk.playSimulation().throttledRequests < 0.5);
    checkSays(walk.simulationStatus(), "no throttling");

    // Table tab: Adaptive capacity = off (teaching). Burst starts full: 600 s on the banked units, then throttles.
    parts::parameterTabs(window)->setCurrentWidget(parts::tablePane(window));
    walk.pick(*parts::tablePane(window), "adaptiveCombo", "off");
    REQUIRE(window.document().scenario().capacity.adaptive == AdaptiveMode::Off);
    findings = walk.findings();
    CHECK_FALSE(has(findings, "adaptive-absorbs-it"));
    // partition-share (critical) comes first, names the cause and the fix; the path still lights "absorb it".
    CHECK(findings["partition-share"] == Severity::Critical);
    CHECK(parts::advisorPane(window)->shownFindingIds().front() == QStringLiteral("partition-share"));
    const QString share = walk.cardText("partition-share");
    checkSays(share, "throttled on partition 3 while the table had capacity to spare");
    checkSays(share, "provisioned 100 WCU/s (400 WCU / 4), the busiest needs 150 WCU/s");
    checkSays(share, "Let adaptive capacity absorb it");
    checkSays(share, "raise the table's capacity");
    checkSays(share, "spread its keys");
    CHECK(walk.litBranches() == std::vector<DecisionBranch>{DecisionBranch::Absorb});
    const ThrottleMetrics full = walk.playSimulation();
    CHECK(full.writeProvisionedThroughputThrottleEvents > 0);
    CHECK(full.writeKeyRangeThroughputThrottleEvents < 0.5);
    CHECK(walk.simulationStatus().contains(QStringLiteral("first throttle at 600 s")));
    // The partition x time map: row P3 hatched from 600 s, at its 100 WCU/s allocation, 50 writes/s throttled.
    const PartitionTimeHeatmap& map = *parts::simulationPanel(window)->partitionHeatmap();
    const PartitionTimeGeometry& cells = map.cellGeometry();
    const QString hot = map.cellToolTip(cells.cellRect(3, 900, 901).center());
    checkSays(hot, "100 % of its 100 WCU/s allocation");
    checkSays(hot, "throttled: 50 writes/s");
    CHECK_FALSE(map.cellToolTip(cells.cellRect(3, 300, 301).center()).contains(QStringLiteral("throttled:")));
    CHECK_FALSE(map.cellToolTip(cells.cellRect(0, 900, 901).center()).contains(QStringLiteral("throttled:")));
    CHECK(CapacityScale{100, 1000}.position(100) == Approx(0.5)); // the allocation in the scale's middle

    // Burst starts = empty: it throttles from the first second.
    walk.pick(*parts::tablePane(window), "burstStartCombo", "empty");
    REQUIRE(window.document().scenario().capacity.burstStart == BurstStart::Empty);
    const ThrottleMetrics empty = walk.playSimulation();
    CHECK(empty.writeProvisionedThroughputThrottleEvents > full.writeProvisionedThroughputThrottleEvents);
    INFO(walk.simulationStatus().toStdString());
    CHECK(walk.simulationStatus().contains(QStringLiteral("first throttle at 0 s")));

    // Then: WCU 200 is short of the 300 WCU/s asked for: table-capacity, and the path lights "Raise the table's
    // capacity".
    auto* wcu = child<QDoubleSpinBox>(*parts::tablePane(window), "wcuSpinBox");
    wcu->setValue(200);
    walk.settle();
    REQUIRE(window.document().scenario().table.wcu == 200);
    findings = walk.findings();
    CHECK(findings["table-capacity"] == Severity::Critical);
    checkSays(walk.cardText("table-capacity"), "raise the table's WCU to at least 300");
    checkSays(walk.cardText("table-capacity"), "switch the table to on-demand");
    checkSays(walk.cardText("table-capacity"), "Sharding keys cannot help");
    CHECK(walk.litBranches() == std::vector<DecisionBranch>{DecisionBranch::Capacity});
    // WCU 0 is not applied, in the field's terms.
    wcu->setValue(0);
    checkSays(parts::tablePane(window)->problem(), "Write capacity (WCU) must be at least 1 on a provisioned table");
    CHECK(child<QLabel>(*parts::tablePane(window), "tableProblemLabel")->isVisible());
    CHECK(window.document().scenario().table.wcu == 200);
}

TEST_CASE("Lesson 7 walk-through: sharding a four-value status index", "[lessons][walkthrough]") {
    LessonWalk walk("07-status-gsi");
    MainWindow& window = walk.window();
    auto findings = walk.findings();
    CHECK(findings["gsi-low-cardinality"] == Severity::Warning);
    const QString card = walk.cardText("gsi-low-cardinality");
    checkSays(card, "4 distinct values of its partition key `status` (after its strategy) on 4 partitions: 1 "
                    "partition gets no writes");
    checkSays(card, "its busiest partition 3 takes 800 WCU/s ('PENDING', 50% of the base-table writes)");
    // 1,000 writes/s, 40% puts and 60% status changes: 1.6 index writes each, 800 of them a second on PENDING; the
    // ceiling is reached at 1,000 x 1,000 / 800 = 1,250 writes/s.
    checkSays(card, "the table's writes can grow to 1,250/s before that partition reaches the 1,000 WCU/s ceiling");
    // The table's own keys are fine, and nothing throttles today.
    for (const char* id : {"hot-key", "low-cardinality", "gsi-back-pressure"}) {
        INFO(id);
        CHECK_FALSE(has(findings, id));
    }
    CHECK(window.document().advice()->input.simulation->metrics.throttledRequests < 0.5);

    walk.shardIndex("ByStatus", "random", 10);
    REQUIRE(window.document().scenario().table.gsis.at(0).strategy.shards == 10);
    // ByStatus: 3,500 WCU on 4 partitions (ceil(1000/3000 + 3500/1000)).
    checkSays(child<QLabel>(*parts::tablePane(window), "gsiDerivedPartitionsLabel")->text(),
              "Derived from its capacity: 4");
    findings = walk.findings();
    CHECK_FALSE(has(findings, "gsi-low-cardinality"));
    CHECK_FALSE(has(findings, "gsi-back-pressure"));
    // Queries tab: the access pattern "pending orders" reads PENDING's 10 shards of ByStatus.
    CHECK(walk.queryCount() == 10);
    CHECK(parts::queriesPane(window)->patternIndex() == 0);
    CHECK(parts::queriesPane(window)->queries().physicalKeys.front() == QStringLiteral("PENDING#1"));
    CHECK(parts::queriesPane(window)->queries().physicalKeys.contains(QStringLiteral("PENDING#10")));
    checkSays(parts::queriesPane(window)->shownText(), "\"IndexName\": \"ByStatus\"");
    // 40 index key values reach every one of ByStatus's partitions.
    const SimulationSnapshot& run = *window.document().advice()->input.simulation;
    REQUIRE(run.indexes.size() == 1);
    REQUIRE(run.indexes.front().partitions.size() == 4);
    for (const PartitionTotals& partition : run.indexes.front().partitions) {
        CHECK(partition.writeRequests > 0);
    }
}

TEST_CASE("Lesson 9 walk-through: a status index that throttles the orders table", "[lessons][walkthrough]") {
    LessonWalk walk("09-status-index-back-pressure");
    MainWindow& window = walk.window();
    auto findings = walk.findings();
    CHECK(findings["gsi-back-pressure"] == Severity::Critical);
    CHECK(parts::advisorPane(window)->shownFindingIds().front() == QStringLiteral("gsi-back-pressure"));
    const QString card = walk.cardText("gsi-back-pressure");
    // 1,500 writes/s x 50% x 1.6 index writes (40% puts, 60% status changes) = 1,200 WCU/s.
    checkSays(card, "'PENDING' (ByStatus's partition key `status`) is on 50% of the base-table writes: 1,200 WCU/s "
                    "of index writes");
    checkSays(card, "ByStatus's partition 4 is asked 1,200 WCU/s, against the 1,000 WCU/s one partition serves and "
                    "its allocation of 900 WCU/s (4,500 WCU / 5 partitions)");
    checkSays(card, "above the ceiling 16.7% of its writes are refused: about 125 base-table writes/s throttled by "
                    "back-pressure (IndexWriteKeyRangeThroughputExceeded)");
    CHECK(walk.litBranches() == std::vector<DecisionBranch>{DecisionBranch::Shard});
    // The fix: 4 shards (2 by the estimate, but the shards of one key can share a partition); not a sparse index.
    checkSays(card, "give its strategy 4 shards ('PENDING#1' … 'PENDING#4'; 1,200 WCU/s needs at least 2 shards");
    checkSays(card, "4 is the fewest with which no partition of ByStatus is asked more than 1,000 WCU/s");
    checkSays(card, "A sparse index would not help");
    // The table itself is fine; the index has too few key values.
    for (const char* id : {"hot-key", "table-capacity", "partition-share", "sparse-index"}) {
        INFO(id);
        CHECK_FALSE(has(findings, id));
    }
    CHECK(findings["gsi-low-cardinality"] == Severity::Warning);
    checkSays(walk.cardText("gsi-low-cardinality"), "4 distinct values of its partition key `status` (after its "
                                                    "strategy) on 5 partitions: 2 partitions get no writes");
    // Simulation: 200 / 1.6 = 125 writes/s refused by back-pressure from the first second, 112,500 in 900 s;
    // split-for-heat is blocked by the monotonic createdAt.
    const ThrottleMetrics before = walk.playSimulation();
    CHECK(before.writeBackPressureThrottleEvents == Approx(112500).epsilon(0.02));
    CHECK(before.writeThrottleEvents == Approx(before.writeBackPressureThrottleEvents).epsilon(0.001));
    CHECK(walk.simulationStatus().contains(QStringLiteral("first throttle at 0 s")));
    // Queries tab: one Query of ByStatus, status (a reserved word) as #pk, the sort-key condition.
    CHECK(walk.queryCount() == 1);
    const QString query = parts::queriesPane(window)->shownText();
    checkSays(query, "\"IndexName\": \"ByStatus\"");
    checkSays(query, "#pk = :pk AND begins_with(createdAt, :sk)");
    checkSays(query, "\"#pk\": \"status\"");
    CHECK(parts::queriesPane(window)->queries().physicalKeys == QStringList{QStringLiteral("PENDING")});

    walk.shardIndex("ByStatus", "random", 10);
    REQUIRE(window.document().scenario().table.gsis.at(0).strategy.shards == 10);
    // ByStatus: 4,500 WCU on 5 partitions (ceil(1500/3000 + 4500/1000)).
    checkSays(child<QLabel>(*parts::tablePane(window), "gsiDerivedPartitionsLabel")->text(),
              "Derived from its capacity: 5");
    findings = walk.findings();
    CHECK_FALSE(has(findings, "gsi-back-pressure"));
    CHECK_FALSE(has(findings, "gsi-low-cardinality"));
    CHECK(walk.playSimulation().throttledRequests < 0.5);
    // The price: 10 Queries, PENDING#1 … PENDING#10, at least 5 RCU.
    CHECK(walk.queryCount() == 10);
    CHECK(parts::queriesPane(window)->queries().physicalKeys.front() == QStringLiteral("PENDING#1"));
    CHECK(parts::queriesPane(window)->queries().physicalKeys.back() == QStringLiteral("PENDING#10"));
    checkSays(parts::queriesPane(window)->queries().summary, "10 queries, at least 5 RCU");
}

TEST_CASE("Lesson 8 walk-through: an on-demand launch past twice the previous peak", "[lessons][walkthrough]") {
    LessonWalk walk("08-on-demand-doubling");
    MainWindow& window = walk.window();
    auto findings = walk.findings();
    CHECK(findings["on-demand-peak"] == Severity::Warning);
    checkSays(walk.cardText("on-demand-peak"), "serves at once up to 6,000 WCU/s");
    checkSays(walk.cardText("on-demand-peak"), "30 minutes");
    CHECK_FALSE(has(findings, "hot-key"));
    CHECK_FALSE(has(findings, "low-cardinality"));
    const ThrottleMetrics launch = walk.playSimulation();
    CHECK(launch.onDemandScalingThrottleEvents > 0);
    // Neither a key range nor provisioned throughput: CloudWatch has only the generic WriteThrottleEvents.
    CHECK(launch.writeThrottleEvents > 0);
    CHECK(launch.writeKeyRangeThroughputThrottleEvents < 0.5);
    CHECK(launch.writeProvisionedThroughputThrottleEvents < 0.5);
    // About 2,000 requests a second above the 6,000 WCU/s it serves at once, from 600 s until the new peak has
    // held for 30 minutes.
    CHECK(launch.onDemandScalingThrottleEvents == Approx(2000.0 * 1800).epsilon(0.1));
    CHECK(walk.simulationStatus().contains(QStringLiteral("first throttle at 600 s")));
    checkSays(walk.statusBarText("statusThrottledLabel"), "throttled");

    // Table tab: Previous peak WCU/s = 4000.
    parts::parameterTabs(window)->setCurrentWidget(parts::tablePane(window));
    child<QDoubleSpinBox>(*parts::tablePane(window), "previousPeakWcuSpinBox")->setValue(4000);
    walk.settle();
    REQUIRE(window.document().scenario().table.previousPeakWcu == 4000);
    CHECK_FALSE(has(walk.findings(), "on-demand-peak"));
    CHECK(walk.playSimulation().throttledRequests < 0.5);
}
