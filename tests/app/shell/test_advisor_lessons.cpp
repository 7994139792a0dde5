#include "document/lesson_catalog.h"
#include "panes/advisor_pane.h"
#include "shell/main_window.h"
#include "views/decision_path_geometry.h"
#include "window_parts.h"

#include <partiscope/advisor.h>
#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <algorithm>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

constexpr int kTimeoutMs = 30'000;

Lesson lessonNamed(const QString& name) {
    const QList<Lesson> lessons = builtInLessons();
    const auto found = std::find_if(lessons.begin(), lessons.end(), [&](const Lesson& l) { return l.name == name; });
    REQUIRE(found != lessons.end());
    return *found;
}

std::vector<Finding> findingsOf(const Lesson& lesson) {
    Scenario scenario;
    std::string error;
    REQUIRE(loadScenarioFile(std::string(PARTISCOPE_LESSONS_DIR "/") + lesson.name.toStdString() + ".json", scenario,
                             error));
    const auto analysis = analyseScenario(scenario, error);
    REQUIRE(analysis);
    return analysis->findings;
}

bool waitForCurrentAdvice(const MainWindow& window) {
    return QTest::qWaitFor([&] { return window.document().isAdviceCurrent(); }, kTimeoutMs);
}

QStringList idsOf(const std::vector<Finding>& findings) {
    QStringList ids;
    for (const Finding& finding : findings) {
        ids.append(QString::fromStdString(finding.id));
    }
    return ids;
}

QString readAll(const QString& path) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

} // namespace

TEST_CASE("Decision path geometry: boxes inside the area, side by side, connectors end on their box", "[advisor]") {
    const QRect area(10, 20, 600, 180);
    const DecisionPathGeometry geometry = DecisionPathGeometry::fit(area);
    REQUIRE_FALSE(geometry.isEmpty());
    CHECK(area.contains(geometry.question));
    for (const DecisionBranch branch : kDecisionBranches) {
        const QRect box = geometry.branchRect(branch);
        CHECK(area.contains(box));
        CHECK(box.top() > geometry.question.bottom());
        CHECK(geometry.branchAt(box.center()) == branch);
        const auto points = geometry.connector(branch);
        CHECK(points.front() == QPoint(geometry.question.center().x(), geometry.question.bottom() + 1));
        CHECK(points.back() == QPoint(box.center().x(), box.top()));
    }
    CHECK(geometry.branchRect(DecisionBranch::Shard).right() < geometry.branchRect(DecisionBranch::Absorb).left());
    CHECK(geometry.branchRect(DecisionBranch::Absorb).right() < geometry.branchRect(DecisionBranch::Cache).left());
    CHECK(geometry.branchRect(DecisionBranch::Cache).right() < geometry.branchRect(DecisionBranch::Capacity).left());
    CHECK_FALSE(geometry.branchAt(geometry.question.center()));
    CHECK(DecisionPathGeometry::fit(QRect(0, 0, 60, 20)).isEmpty());
}

TEST_CASE("Decision path: which findings highlight which branch", "[advisor]") {
    auto finding = [](const char* id, Severity severity) { return Finding{id, severity, {}, {}, {}}; };
    CHECK(highlightedBranches({}).empty());
    CHECK(highlightedBranches({finding("shard-count", Severity::Critical), finding("hot-key", Severity::Critical)}) ==
          std::vector<DecisionBranch>{DecisionBranch::Shard});
    // A hot index key that back-pressures the table: shard the index key.
    CHECK(highlightedBranches({finding("gsi-back-pressure", Severity::Critical)}) ==
          std::vector<DecisionBranch>{DecisionBranch::Shard});
    CHECK(highlightedBranches({finding("gsi-low-cardinality", Severity::Warning)}).empty());
    CHECK(highlightedBranches({finding("adaptive-absorbs-it", Severity::Info)}) ==
          std::vector<DecisionBranch>{DecisionBranch::Absorb});
    CHECK(highlightedBranches({finding("read-fanout-cost", Severity::Info)}).empty());
    CHECK(
        highlightedBranches({finding("read-fanout-cost", Severity::Warning), finding("hot-key", Severity::Warning)}) ==
        std::vector<DecisionBranch>{DecisionBranch::Shard, DecisionBranch::Cache});
    // Throttling below the per-partition ceiling: the partition's share -> adaptive capacity; the table's whole
    // capacity or the on-demand peak -> raise the capacity.
    CHECK(highlightedBranches({finding("partition-share", Severity::Critical)}) ==
          std::vector<DecisionBranch>{DecisionBranch::Absorb});
    CHECK(highlightedBranches({finding("table-capacity", Severity::Critical)}) ==
          std::vector<DecisionBranch>{DecisionBranch::Capacity});
    CHECK(highlightedBranches({finding("on-demand-peak", Severity::Warning)}) ==
          std::vector<DecisionBranch>{DecisionBranch::Capacity});
}

TEST_CASE("Advisor tab: lesson 6 throttling on its partition's share, then on the table's capacity", "[advisor]") {
    MainWindow window;
    window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
    QString error;
    REQUIRE(window.openLesson(lessonNamed(QStringLiteral("06-adaptive-capacity-400wcu")), error));
    REQUIRE(waitForCurrentAdvice(window));
    auto* adaptive = parts::tablePane(window)->findChild<QComboBox*>(QStringLiteral("adaptiveCombo"));
    auto* burstStart = parts::tablePane(window)->findChild<QComboBox*>(QStringLiteral("burstStartCombo"));
    auto* wcu = parts::tablePane(window)->findChild<QDoubleSpinBox*>(QStringLiteral("wcuSpinBox"));
    REQUIRE(adaptive);
    REQUIRE(burstStart);
    REQUIRE(wcu);
    adaptive->setCurrentIndex(adaptive->findData(static_cast<int>(AdaptiveMode::Off)));
    burstStart->setCurrentIndex(burstStart->findData(static_cast<int>(BurstStart::Empty)));
    REQUIRE(QTest::qWaitFor(
        [&] {
            return window.document().isAdviceCurrent() &&
                   window.document().scenario().capacity.burstStart == BurstStart::Empty;
        },
        kTimeoutMs));
    CHECK(parts::advisorPane(window)->shownFindingIds().front() == QStringLiteral("partition-share"));
    auto* card = parts::advisorPane(window)->findChild<QWidget*>(QStringLiteral("finding:partition-share"));
    REQUIRE(card);
    const auto labels = card->findChildren<QLabel*>();
    CHECK(std::any_of(labels.begin(), labels.end(), [](const QLabel* label) {
        return label->text().contains(QStringLiteral("90,000 writes throttled on partition 3"));
    }));
    CHECK(parts::advisorPane(window)->decisionPath()->highlighted() ==
          std::vector<DecisionBranch>{DecisionBranch::Absorb});

    wcu->setValue(200);
    REQUIRE(QTest::qWaitFor(
        [&] { return window.document().isAdviceCurrent() && window.document().scenario().table.wcu == 200; },
        kTimeoutMs));
    CHECK(parts::advisorPane(window)->shownFindingIds().contains(QStringLiteral("table-capacity")));
    CHECK(parts::advisorPane(window)->decisionPath()->highlighted() ==
          std::vector<DecisionBranch>{DecisionBranch::Capacity});
}

TEST_CASE("Decision path: lesson 01 points to sharding, lesson 06 to adaptive capacity", "[advisor][lessons]") {
    CHECK(highlightedBranches(findingsOf(lessonNamed(QStringLiteral("01-celebrity-leaderboard")))) ==
          std::vector<DecisionBranch>{DecisionBranch::Shard});
    CHECK(highlightedBranches(findingsOf(lessonNamed(QStringLiteral("06-adaptive-capacity-400wcu")))) ==
          std::vector<DecisionBranch>{DecisionBranch::Absorb});

    // And the window's diagram shows the same once the background advice arrives.
    MainWindow window;
    for (const auto& [name, branch] :
         {std::pair{QStringLiteral("01-celebrity-leaderboard"), DecisionBranch::Shard},
          std::pair{QStringLiteral("06-adaptive-capacity-400wcu"), DecisionBranch::Absorb}}) {
        QString error;
        REQUIRE(window.openLesson(lessonNamed(name), error));
        REQUIRE(waitForCurrentAdvice(window));
        CHECK(parts::advisorPane(window)->decisionPath()->highlighted() == std::vector<DecisionBranch>{branch});
    }
}

TEST_CASE("Advisor tab lists the findings analyseScenario gives, in its order", "[advisor]") {
    MainWindow window;
    REQUIRE(waitForCurrentAdvice(window));
    std::string error;
    const auto expected = analyseScenario(window.document().scenario(), error);
    REQUIRE(expected);
    CHECK(parts::advisorPane(window)->shownFindingIds() == idsOf(expected->findings));
    CHECK_FALSE(parts::advisorPane(window)->shownFindingIds().isEmpty());
    for (const QString& id : parts::advisorPane(window)->shownFindingIds()) {
        CHECK(parts::advisorPane(window)->findChild<QWidget*>(QStringLiteral("finding:") + id));
    }

    const Lesson lesson = lessonNamed(QStringLiteral("07-status-gsi"));
    QString openError;
    REQUIRE(window.openLesson(lesson, openError));
    REQUIRE(waitForCurrentAdvice(window));
    CHECK(parts::advisorPane(window)->shownFindingIds() == idsOf(findingsOf(lesson)));
    const int tab = parts::viewTabs(window)->indexOf(parts::advisorPane(window));
    CHECK(tab >= 0);
    CHECK(parts::viewTabs(window)->tabText(tab).remove(QLatin1Char('&')) == QStringLiteral("Advisor"));
}

TEST_CASE("Lessons menu: every compiled-in lesson opens and shows its guide", "[lessons]") {
    const QDir sourceDir(QStringLiteral(PARTISCOPE_LESSONS_DIR));
    const QStringList scenarios = sourceDir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    const QList<Lesson> lessons = builtInLessons();
    REQUIRE(lessons.size() == scenarios.size()); // the .qrc lists every lesson of the source tree
    // Every file of the lessons folder (data files too) is compiled in.
    for (const QString& file : sourceDir.entryList(
             {QStringLiteral("*.json"), QStringLiteral("*.md"), QStringLiteral("*.csv")}, QDir::Files)) {
        CHECK(QFile::exists(QStringLiteral(":/lessons/") + file));
    }

    MainWindow window;
    window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
    QList<QAction*> actions;
    for (QAction* action : parts::lessonsMenu(window)->actions()) {
        if (!action->data().toString().isEmpty()) {
            actions.append(action);
        }
    }
    REQUIRE(actions.size() == lessons.size());
    for (qsizetype i = 0; i < lessons.size(); ++i) {
        const Lesson& lesson = lessons[i];
        INFO(lesson.name.toStdString());
        CHECK(lesson.title.startsWith(QStringLiteral("Lesson ")));
        CHECK(actions[i]->text().remove(QLatin1Char('&')) == lesson.title); // "Lesson &1: ..." has a mnemonic
        actions[i]->trigger();
        Scenario expected;
        std::string error;
        REQUIRE(
            loadScenarioFile(sourceDir.filePath(lesson.name + QStringLiteral(".json")).toStdString(), expected, error));
        CHECK(window.document().scenario().name == expected.name);
        CHECK(window.document().scenario() == expected);
        CHECK(window.document().path().isEmpty());
        CHECK_FALSE(parts::lessonDock(window)->isHidden());
        CHECK(parts::lessonDock(window)->windowTitle() == lesson.title);
        CHECK(window.windowTitle().startsWith(lesson.title));
        const QString shown = parts::lessonGuide(window)->toPlainText();
        CHECK(shown.startsWith(lesson.title));
        // A sentence from the guide's first paragraph made it through the Markdown rendering.
        const QString guide = readAll(lesson.guidePath);
        const QString firstWords = guide.section(QLatin1Char('\n'), 2, 2).section(QLatin1Char(' '), 0, 3);
        CHECK_FALSE(firstWords.isEmpty());
        CHECK(shown.contains(firstWords));
    }

    // Leaving the lesson for a new document closes its guide.
    window.newDocument();
    CHECK(parts::lessonDock(window)->isHidden());
    CHECK(window.windowTitle() == QStringLiteral("Untitled[*] — Partiscope"));
}

TEST_CASE("Export report writes HTML and Markdown with every section", "[report]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    MainWindow window;
    QString error;
    REQUIRE(window.openLesson(lessonNamed(QStringLiteral("01-celebrity-leaderboard")), error));
    const QStringList sections = {QStringLiteral("Scenario"),         QStringLiteral("Distribution statistics"),
                                  QStringLiteral("Heat map"),         QStringLiteral("Throttle timeline"),
                                  QStringLiteral("Advisor findings"), QStringLiteral("Read cost of the strategy"),
                                  QStringLiteral("Per-shard queries")};

    const auto actions = window.findChildren<QAction*>();
    CHECK(std::any_of(actions.begin(), actions.end(), [](const QAction* action) {
        return action->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E) &&
               action->text().remove(QLatin1Char('&')).startsWith(QStringLiteral("Export report"));
    }));

    // Once before the background advice is in (computed on the spot), once with it.
    const QString html = dir.filePath(QStringLiteral("review.html"));
    REQUIRE(window.document().exportReport(html, error));
    REQUIRE(waitForCurrentAdvice(window));
    const QString markdown = dir.filePath(QStringLiteral("review.md"));
    REQUIRE(window.document().exportReport(markdown, error));

    const QString htmlText = readAll(html);
    const QString markdownText = readAll(markdown);
    CHECK(htmlText.startsWith(QStringLiteral("<!DOCTYPE html>"), Qt::CaseInsensitive));
    for (const QString& section : sections) {
        INFO(section.toStdString());
        CHECK(htmlText.contains(QStringLiteral(">") + section + QStringLiteral("</h2>")));
        CHECK(markdownText.contains(QStringLiteral("\n## ") + section + QLatin1Char('\n')));
    }
    CHECK(markdownText.contains(QStringLiteral("hot-key")));

    CHECK_FALSE(window.document().exportReport(dir.filePath(QStringLiteral("missing/dir/review.html")), error));
    CHECK(error.contains(QStringLiteral("missing/dir")));
}

// Not run by ctest (hidden): renders the README screenshot. Run by hand:
//   ui_tests "[.screenshot]"   (writes /tmp/lesson.png, and $PARTISCOPE_SCREENSHOT_OUT when set)
TEST_CASE("Screenshot: a lesson open with the advisor tab", "[.screenshot]") {
    MainWindow window;
    window.resize(1400, 820);
    window.show();
    QString error;
    REQUIRE(window.openLesson(lessonNamed(QStringLiteral("01-celebrity-leaderboard")), error));
    parts::viewTabs(window)->setCurrentWidget(parts::advisorPane(window));
    REQUIRE(waitForCurrentAdvice(window));
    REQUIRE(QTest::qWaitFor([&] { return window.keys().analysis() != nullptr; }, kTimeoutMs));
    QTest::qWait(200);
    const QPixmap shot = window.grab();
    CHECK(shot.save(QStringLiteral("/tmp/lesson.png")));
    const QString extra = qEnvironmentVariable("PARTISCOPE_SCREENSHOT_OUT");
    if (!extra.isEmpty()) {
        CHECK(shot.save(extra));
    }
}
