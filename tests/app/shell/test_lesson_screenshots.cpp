// Hidden screenshot tests of the lessons (not run by ctest): PNGs in /tmp to look at.
#include "lesson_walk.h"
#include "window_parts.h"

#include <QDockWidget>
#include <QScrollBar>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>

using namespace partiscope;
using namespace partiscope::test;
using namespace partiscope::ui;

namespace {

/// One PNG of the whole window per view tab: @p prefix + the tab's name + ".png".
void grabViewTabs(MainWindow& window, const char* prefix) {
    for (int tab = 0; tab < parts::viewTabs(window)->count(); ++tab) {
        parts::viewTabs(window)->setCurrentIndex(tab);
        QTest::qWait(100);
        const QString name =
            parts::viewTabs(window)->tabText(tab).remove(QLatin1Char('&')).replace(QLatin1Char(' '), QLatin1Char('-'));
        CHECK(window.grab().save(QLatin1String(prefix) + name + QStringLiteral(".png")));
    }
}

} // namespace

// Not run by ctest (hidden): lesson 1 after its mod step, one PNG per view tab, to look at.
//   ui_tests "[.screenshot-lesson1]"   (writes /tmp/lesson1-<tab>.png)
TEST_CASE("Screenshot: lesson 1 after the mod step", "[.screenshot-lesson1]") {
    LessonWalk walk("01-celebrity-leaderboard");
    walk.pickStrategy("mod");
    walk.setShards(10);
    walk.playSimulation();
    MainWindow& window = walk.window();
    grabViewTabs(window, "/tmp/lesson1-");
}

// Not run by ctest (hidden): lesson 3's guide at the panel's narrowest, scrolled to its long terminal command.
//   ui_tests "[.screenshot-guide]"   (writes /tmp/lesson3-guide.png)
TEST_CASE("Screenshot: lesson 3's guide in a narrow panel", "[.screenshot-guide]") {
    LessonWalk walk("03-calculated-suffix-orders");
    MainWindow& window = walk.window();
    window.resizeDocks({parts::lessonDock(window)}, {parts::lessonDock(window)->minimumWidth()}, Qt::Horizontal);
    QTest::qWait(50);
    parts::lessonGuide(window)->scrollToAnchor(QString());
    parts::lessonGuide(window)->verticalScrollBar()->setValue(
        parts::lessonGuide(window)->verticalScrollBar()->maximum() / 2);
    QTest::qWait(50);
    CHECK(parts::lessonDock(window)->grab().save(QStringLiteral("/tmp/lesson3-guide.png")));
}

// Not run by ctest (hidden): lesson 6 with adaptive capacity off after a run, one PNG per view tab, to look at.
//   ui_tests "[.screenshot-lesson6]"   (writes /tmp/lesson6-<tab>.png)
TEST_CASE("Screenshot: lesson 6 with adaptive capacity off", "[.screenshot-lesson6]") {
    LessonWalk walk("06-adaptive-capacity-400wcu");
    MainWindow& window = walk.window();
    parts::parameterTabs(window)->setCurrentWidget(parts::tablePane(window));
    walk.pick(*parts::tablePane(window), "adaptiveCombo", "off");
    walk.playSimulation();
    grabViewTabs(window, "/tmp/lesson6-");
}
