// One test per lesson: open it from the Lessons menu, follow its guide's steps through the real widgets (found by
// objectName), wait for the background jobs, and check what the guide promises in the window.
#include "advisor_pane.h"
#include "bucket_heatmap.h"
#include "lesson_catalog.h"
#include "main_window.h"
#include "queries_pane.h"
#include "simulation_panel.h"
#include "strategy_pane.h"
#include "table_pane.h"

#include <partiscope/advisor.h>

#include <catch2/catch.hpp>

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>

#include <map>
#include <optional>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

constexpr int kTimeoutMs = 60'000;

template <typename Widget>
Widget* child(const QObject& parent, const char* name) {
    auto* widget = parent.findChild<Widget*>(QString::fromLatin1(name));
    INFO(name);
    REQUIRE(widget);
    return widget;
}

/// A lesson walked through the way its guide says, in a window of a usual size.
class LessonWalk {
public:
    explicit LessonWalk(const char* lessonName) {
        m_window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
        m_window.resize(1400, 860);
        m_window.show();
        // "Lessons > Lesson N: ..." (the menu lists every lesson of the catalogue).
        QAction* open = nullptr;
        for (QAction* action : m_window.lessonsMenu()->actions()) {
            if (action->data().toString() == QLatin1String(lessonName)) {
                open = action;
            }
        }
        REQUIRE(open);
        open->trigger();
        REQUIRE(m_window.lessonDock()->isVisible());
        settle();
    }

    MainWindow& window() { return m_window; }

    /// Waits until the heat map and the advisor show the document as it is now.
    void settle() {
        QTest::qWait(MainWindow::kDebounceMs + 20); // an edit starts its analysis after the debounce
        const bool current = QTest::qWaitFor(
            [&] {
                return m_window.analysis() && m_window.appliedJobId() == m_window.runner().latestJobId() &&
                       m_window.isSimulationCurrent() && m_window.isAdviceCurrent();
            },
            kTimeoutMs);
        REQUIRE(current);
    }

    /// The Advisor tab's findings: id -> severity.
    std::map<std::string, Severity> findings() {
        m_window.viewTabs()->setCurrentWidget(m_window.advisorPane());
        std::map<std::string, Severity> shown;
        for (const Finding& finding : m_window.advice()->findings) {
            shown[finding.id] = finding.severity;
            CHECK(m_window.advisorPane()->findChild<QWidget*>(QStringLiteral("finding:") + fromId(finding.id)));
        }
        return shown;
    }

    /// Strategy tab: picks @p kind ("mod") in the Strategy list.
    void pickStrategy(const char* kind) {
        m_window.parameterTabs()->setCurrentWidget(m_window.strategyPane());
        auto* combo = child<QComboBox>(*m_window.strategyPane(), "strategyKindCombo");
        const int index = combo->findText(QLatin1String(kind));
        REQUIRE(index >= 0);
        combo->setCurrentIndex(index);
        settle();
    }

    void setShards(int shards) {
        child<QSpinBox>(*m_window.strategyPane(), "shardsSpinBox")->setValue(shards);
        settle();
    }

    /// Types @p text over the Separator field, as a user does.
    void typeSeparator(const char* text) {
        auto* edit = child<QLineEdit>(*m_window.strategyPane(), "separatorEdit");
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, QLatin1String(text));
        settle();
    }

    /// Picks the entry of a combo box of the pane @p pane whose text starts with @p text.
    void pick(QWidget& pane, const char* comboName, const char* text) {
        auto* combo = child<QComboBox>(pane, comboName);
        int index = -1;
        for (int i = 0; i < combo->count(); ++i) {
            if (combo->itemText(i).startsWith(QLatin1String(text))) {
                index = i;
            }
        }
        INFO(text);
        REQUIRE(index >= 0);
        combo->setCurrentIndex(index);
        settle();
    }

    /// Simulation tab: Speed 1000x, Play, until the run ends. Returns the throttling CloudWatch would count.
    ThrottleMetrics playSimulation() {
        m_window.viewTabs()->setCurrentWidget(m_window.simulationPanel());
        auto* speed = child<QComboBox>(*m_window.simulationPanel(), "speedCombo");
        speed->setCurrentIndex(speed->findText(QStringLiteral("1000×")));
        auto* play = child<QPushButton>(*m_window.simulationPanel(), "playButton");
        REQUIRE(play->isEnabled());
        QTest::mouseClick(play, Qt::LeftButton);
        REQUIRE(QTest::qWaitFor([&] { return m_window.player().isFinished(); }, kTimeoutMs));
        return m_window.player().metrics();
    }

    /// The Simulation tab's status line ("t = 900 s of 900 s · ... · first throttle at 600 s, ...").
    QString simulationStatus() { return child<QLabel>(*m_window.simulationPanel(), "simulationStatus")->text(); }

    /// Queries tab: the requests that read the hottest key back.
    qsizetype queryCount() {
        m_window.viewTabs()->setCurrentWidget(m_window.queriesPane());
        return m_window.queriesPane()->queries().requests.size();
    }

    [[nodiscard]] bool evenSpreadNoteShown() {
        // Not hidden: the label may sit on a tab that is not the current one.
        return !child<QLabel>(m_window, "evenSpreadNoteLabel")->isHidden() &&
               !child<QLabel>(*m_window.strategyPane(), "sourceAssumptionLabel")->isHidden();
    }

    /// Writes of the heat map's busiest physical keys (its top ten) that start with @p prefix.
    std::uint64_t heatMapWrites(const std::string& prefix) {
        std::uint64_t writes = 0;
        for (const KeyShare& key : m_window.analysis()->topKeys) {
            if (key.key.rfind(prefix, 0) == 0) {
                writes += key.count;
            }
        }
        return writes;
    }

private:
    static QString fromId(const std::string& id) { return QString::fromStdString(id); }
    MainWindow m_window;
};

bool has(const std::map<std::string, Severity>& findings, const char* id) {
    return findings.count(id) == 1;
}

} // namespace

TEST_CASE("Lesson guides fit their panel: every line wraps, nothing is cut off at the side", "[lessons][walkthrough]") {
    MainWindow window;
    window.resize(1400, 860);
    window.show();
    for (const Lesson& lesson : builtInLessons()) {
        INFO(lesson.name.toStdString());
        QString error;
        REQUIRE(window.openLesson(lesson, error));
        window.resizeDocks({window.lessonDock()}, {window.lessonDock()->minimumWidth()}, Qt::Horizontal);
        QTest::qWait(20);
        CHECK(window.lessonGuide()->horizontalScrollBar()->maximum() == 0);
        // The whole guide is there: its last paragraph's last words too.
        const QString guide = readLessonGuide(lesson).trimmed();
        const QString lastWords = guide.section(QLatin1Char(' '), -3).remove(QLatin1Char('*')).remove(QLatin1Char('`'));
        CHECK(window.lessonGuide()->toPlainText().simplified().contains(lastWords.simplified()));
        // Each guide says what to do in the window.
        CHECK(guide.contains(QStringLiteral("## In the window")));
    }
}

TEST_CASE("After File > New, Lessons > Lesson guide no longer shows the previous lesson's guide",
          "[lessons][walkthrough]") {
    LessonWalk walk("01-celebrity-leaderboard");
    MainWindow& window = walk.window();
    CHECK(window.lessonGuide()->toPlainText().contains(QStringLiteral("celebrity leaderboard")));
    window.newDocument();
    CHECK(window.lessonDock()->isHidden());
    QAction* toggle = window.lessonDock()->toggleViewAction();
    toggle->trigger();
    CHECK(window.lessonDock()->isVisible());
    CHECK_FALSE(window.lessonGuide()->toPlainText().contains(QStringLiteral("celebrity")));
    CHECK(window.lessonGuide()->toPlainText().contains(QStringLiteral("No lesson is open")));
    CHECK(window.lessonDock()->windowTitle() == QStringLiteral("Lesson"));
}

TEST_CASE("Lesson 1 walk-through: mod 10 spreads the board, and every pane agrees", "[lessons][walkthrough]") {
    LessonWalk walk("01-celebrity-leaderboard");
    MainWindow& window = walk.window();
    // Before: one key takes 60 % of the writes; the advisor says hot-key, the simulation throttles.
    auto findings = walk.findings();
    CHECK(has(findings, "hot-key"));
    CHECK(findings["hot-key"] == Severity::Critical);
    CHECK(has(findings, "shard-count"));
    CHECK(window.analysis()->topLogicalKeys.front().key == "BOARD#global");
    CHECK(window.analysis()->topLogicalKeys.front().share == Approx(0.6));
    const ThrottleMetrics before = walk.playSimulation();
    CHECK(before.writeKeyRangeThroughputThrottleEvents > 0);
    CHECK(before.writeProvisionedThroughputThrottleEvents < 0.5);
    CHECK_FALSE(walk.evenSpreadNoteShown());

    // Strategy tab: Strategy = mod, Shards (N) = 10.
    walk.pickStrategy("mod");
    walk.setShards(10);
    REQUIRE(window.scenario().strategy.kind == StrategyKind::Mod);
    REQUIRE(window.scenario().strategy.shards == 10);

    // Heat map: every key accepted, BOARD#global spread over its ten shards, 60 writes each; the assumption shown.
    const DistributionAnalysis& heat = *window.analysis();
    CHECK(heat.input.rejected == 0);
    CHECK(heat.keysTotal == 1000);
    CHECK(heat.physicalKeysDistinct == 210);
    CHECK(heat.topKeys.front().count == 60);
    CHECK(walk.heatMapWrites("BOARD#global#") == 600);
    CHECK(walk.evenSpreadNoteShown());
    CHECK(window.heatmap()->analysis() == window.analysis());
    // The advisor's partitions see the same physical keys.
    CHECK(window.advice()->input.distribution.physicalKeysDistinct == heat.physicalKeysDistinct);

    // Queries: 10 Queries read the whole board back.
    CHECK(walk.queryCount() == 10);
    CHECK(window.queriesPane()->queries().physicalKeys.front().startsWith(QStringLiteral("BOARD#global#")));

    // Advisor: hot-key gone, read-fanout-cost appears, shard-count only informs.
    findings = walk.findings();
    CHECK_FALSE(has(findings, "hot-key"));
    CHECK(has(findings, "read-fanout-cost"));
    CHECK(findings["shard-count"] == Severity::Info);

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
    CHECK(window.analysis()->keysDistinct == 30);
    CHECK(window.analysis()->topLogicalKeys.front().share == Approx(0.9).margin(0.01));

    walk.pickStrategy("random");
    walk.setShards(200);
    walk.typeSeparator(".");
    REQUIRE(window.scenario().strategy.separator == ".");
    REQUIRE(window.scenario().strategy.shards == 200);

    findings = walk.findings();
    CHECK_FALSE(has(findings, "hot-key"));
    CHECK(findings["time-bucket-key"] == Severity::Info);
    CHECK(findings["shard-count"] == Severity::Info);
    CHECK(has(findings, "read-fanout-cost"));
    CHECK(walk.queryCount() == 200);
    CHECK(window.queriesPane()->queries().physicalKeys.front().endsWith(QStringLiteral(".1")));
    CHECK_FALSE(walk.evenSpreadNoteShown()); // random suffixes need no source value
    CHECK(window.analysis()->physicalKeysDistinct > 200);
}

TEST_CASE("Lesson 3 walk-through: a calculated suffix, and the assumption it rests on", "[lessons][walkthrough]") {
    LessonWalk walk("03-calculated-suffix-orders");
    MainWindow& window = walk.window();
    // The scenario assumes the order ids spread evenly: the window says so, and spreads the day over 200 shards.
    CHECK(walk.evenSpreadNoteShown());
    CHECK(window.analysis()->input.rejected == 0);
    CHECK(window.analysis()->physicalKeysDistinct == 200);
    auto findings = walk.findings();
    CHECK(has(findings, "read-fanout-cost"));
    CHECK_FALSE(has(findings, "hot-key"));
    CHECK_FALSE(has(findings, "degenerate-strategy"));
    CHECK(walk.queryCount() == 200);
    // The writes are not throttled, the reads are: 100 reads of the day a second, 200 Queries each.
    const ThrottleMetrics run = walk.playSimulation();
    CHECK(run.writeThrottleEvents < 0.5);
    CHECK(run.readThrottleEvents > 0);

    // Suffix function = hash: the same picture under the same assumption.
    walk.pick(*window.strategyPane(), "suffixFunctionCombo", "hash");
    REQUIRE(window.scenario().strategy.suffixFunction == SuffixFunction::Hash);
    CHECK(walk.evenSpreadNoteShown());
    CHECK(window.analysis()->physicalKeysDistinct == 200);
    CHECK_FALSE(has(walk.findings(), "hot-key"));
}

TEST_CASE("Lesson 4 walk-through: five suffixes for invoice 121212, and none", "[lessons][walkthrough]") {
    LessonWalk walk("04-invoice-121212");
    MainWindow& window = walk.window();
    auto findings = walk.findings();
    CHECK(findings["shard-count"] == Severity::Info);
    CHECK(has(findings, "read-fanout-cost"));
    CHECK(walk.queryCount() == 5);
    CHECK(window.queriesPane()->queries().physicalKeys.contains(QStringLiteral("121212-5")));

    walk.pickStrategy("none");
    findings = walk.findings();
    CHECK(findings["hot-key"] == Severity::Critical);
    CHECK(walk.queryCount() == 1);

    // Edit > Undo brings the five suffixes back.
    QAction* undo = window.findChild<QAction*>(QStringLiteral("undoParameterAction"));
    REQUIRE(undo);
    undo->trigger();
    walk.settle();
    CHECK(window.scenario().strategy.kind == StrategyKind::Random);
    CHECK(walk.queryCount() == 5);
}

TEST_CASE("Lesson 5 walk-through: ISBN check digits on three databases", "[lessons][walkthrough]") {
    LessonWalk walk("05-isbn-lookup");
    MainWindow& window = walk.window();
    CHECK(walk.evenSpreadNoteShown());
    CHECK(window.analysis()->input.rejected == 0);
    CHECK(window.analysis()->physicalKeysDistinct == 3);
    auto findings = walk.findings();
    CHECK(findings["shard-count"] == Severity::Info);
    CHECK(findings["low-cardinality"] == Severity::Warning);
    CHECK(has(findings, "read-fanout-cost"));
    CHECK(walk.queryCount() == 3);

    walk.pickStrategy("none");
    findings = walk.findings();
    CHECK(findings["hot-key"] == Severity::Critical);
    CHECK_FALSE(walk.evenSpreadNoteShown());
}

TEST_CASE("Lesson 6 walk-through: adaptive capacity absorbs it, and without it the partition throttles",
          "[lessons][walkthrough]") {
    LessonWalk walk("06-adaptive-capacity-400wcu");
    MainWindow& window = walk.window();
    auto findings = walk.findings();
    CHECK(findings["adaptive-absorbs-it"] == Severity::Info);
    CHECK(findings["low-cardinality"] == Severity::Warning);
    CHECK(walk.playSimulation().throttledRequests < 0.5);

    // Table tab: Adaptive capacity = off (teaching). Burst starts full: 600 s on the banked units, then throttles.
    window.parameterTabs()->setCurrentWidget(window.tablePane());
    walk.pick(*window.tablePane(), "adaptiveCombo", "off");
    REQUIRE(window.scenario().capacity.adaptive == AdaptiveMode::Off);
    CHECK_FALSE(has(walk.findings(), "adaptive-absorbs-it"));
    const ThrottleMetrics full = walk.playSimulation();
    CHECK(full.writeProvisionedThroughputThrottleEvents > 0);
    CHECK(full.writeKeyRangeThroughputThrottleEvents < 0.5);
    CHECK(walk.simulationStatus().contains(QStringLiteral("first throttle at 600 s")));

    // Burst starts = empty: it throttles from the first second.
    walk.pick(*window.tablePane(), "burstStartCombo", "empty");
    REQUIRE(window.scenario().capacity.burstStart == BurstStart::Empty);
    const ThrottleMetrics empty = walk.playSimulation();
    CHECK(empty.writeProvisionedThroughputThrottleEvents > full.writeProvisionedThroughputThrottleEvents);
    INFO(walk.simulationStatus().toStdString());
    CHECK(walk.simulationStatus().contains(QStringLiteral("first throttle at 0 s")));
}

TEST_CASE("Lesson 7 walk-through: sharding a four-value status index", "[lessons][walkthrough]") {
    LessonWalk walk("07-status-gsi");
    MainWindow& window = walk.window();
    auto findings = walk.findings();
    CHECK(findings["low-cardinality"] == Severity::Warning);
    CHECK(findings["hot-key"] == Severity::Critical);
    CHECK(has(findings, "shard-count"));
    CHECK(window.analysis()->keysDistinct == 4);

    walk.pickStrategy("random");
    walk.setShards(10);
    findings = walk.findings();
    CHECK_FALSE(has(findings, "hot-key"));
    CHECK_FALSE(has(findings, "low-cardinality"));
    CHECK(findings["shard-count"] == Severity::Info);
    CHECK(has(findings, "read-fanout-cost"));
    CHECK(walk.queryCount() == 10);
    CHECK(window.queriesPane()->queries().physicalKeys.front().startsWith(QStringLiteral("PENDING#")));
}

TEST_CASE("Lesson 8 walk-through: an on-demand launch past twice the previous peak", "[lessons][walkthrough]") {
    LessonWalk walk("08-on-demand-doubling");
    MainWindow& window = walk.window();
    auto findings = walk.findings();
    CHECK(findings["on-demand-peak"] == Severity::Warning);
    CHECK_FALSE(has(findings, "hot-key"));
    CHECK_FALSE(has(findings, "low-cardinality"));
    const ThrottleMetrics launch = walk.playSimulation();
    CHECK(launch.onDemandScalingThrottleEvents > 0);
    CHECK(walk.simulationStatus().contains(QStringLiteral("first throttle at 600 s")));

    // Table tab: Previous peak WCU/s = 4000.
    window.parameterTabs()->setCurrentWidget(window.tablePane());
    child<QDoubleSpinBox>(*window.tablePane(), "previousPeakWcuSpinBox")->setValue(4000);
    walk.settle();
    REQUIRE(window.scenario().table.previousPeakWcu == 4000);
    CHECK_FALSE(has(walk.findings(), "on-demand-peak"));
    CHECK(walk.playSimulation().throttledRequests < 0.5);
}

// Not run by ctest (hidden): lesson 1 after its mod step, one PNG per view tab, to look at.
//   ui_tests "[.screenshot-lesson1]"   (writes /tmp/lesson1-<tab>.png)
TEST_CASE("Screenshot: lesson 1 after the mod step", "[.screenshot-lesson1]") {
    LessonWalk walk("01-celebrity-leaderboard");
    walk.pickStrategy("mod");
    walk.setShards(10);
    walk.playSimulation();
    MainWindow& window = walk.window();
    for (int tab = 0; tab < window.viewTabs()->count(); ++tab) {
        window.viewTabs()->setCurrentIndex(tab);
        QTest::qWait(100);
        const QString name =
            window.viewTabs()->tabText(tab).remove(QLatin1Char('&')).replace(QLatin1Char(' '), QLatin1Char('-'));
        CHECK(window.grab().save(QStringLiteral("/tmp/lesson1-") + name + QStringLiteral(".png")));
    }
}

// Not run by ctest (hidden): lesson 3's guide at the panel's narrowest, scrolled to its long terminal command.
//   ui_tests "[.screenshot-guide]"   (writes /tmp/lesson3-guide.png)
TEST_CASE("Screenshot: lesson 3's guide in a narrow panel", "[.screenshot-guide]") {
    LessonWalk walk("03-calculated-suffix-orders");
    MainWindow& window = walk.window();
    window.resizeDocks({window.lessonDock()}, {window.lessonDock()->minimumWidth()}, Qt::Horizontal);
    QTest::qWait(50);
    window.lessonGuide()->scrollToAnchor(QString());
    window.lessonGuide()->verticalScrollBar()->setValue(window.lessonGuide()->verticalScrollBar()->maximum() / 2);
    QTest::qWait(50);
    CHECK(window.lessonDock()->grab().save(QStringLiteral("/tmp/lesson3-guide.png")));
}
