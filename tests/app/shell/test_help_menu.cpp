// The Help menu: its four entries, the shortcut list read from the window's actions when it opens, the lessons'
// index opening a lesson, the hot-partition page with core's ceiling and its illustration, and About.
#include "document/scenario_document.h"
#include "isolated_app_data.h"
#include "shell/about_dialog.h"
#include "shell/hot_partition_page.h"
#include "shell/keyboard_shortcuts.h"
#include "shell/lessons_index_dialog.h"
#include "test_files.h"
#include "window_parts.h"

#include <partiscope/dynamodb_limits.h>
#include <partiscope/hashing.h>

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QPushButton>
#include <QTextBrowser>
#include <QTreeWidget>

#include <functional>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

QAction* helpAction(const MainWindow& window, const char* name) {
    return parts::named<QAction>(window, name);
}

/// Every visible action with a shortcut in the menu bar, walked independently of windowShortcuts().
QList<const QAction*> menuActionsWithShortcuts(const QMenu& menu) {
    QList<const QAction*> found;
    for (const QAction* action : menu.actions()) {
        if (action->menu()) {
            found << menuActionsWithShortcuts(*action->menu());
        } else if (action->isVisible() && !action->isSeparator() && !action->shortcut().isEmpty()) {
            found << action;
        }
    }
    return found;
}

bool listed(const QList<ShortcutEntry>& entries, const QString& actionTail, const QString& keys) {
    return std::any_of(entries.begin(), entries.end(), [&](const ShortcutEntry& entry) {
        return entry.action.endsWith(actionTail) && entry.keys.split(QStringLiteral(", ")).contains(keys);
    });
}

} // namespace

TEST_CASE("Help menu: the last menu, with the lessons, the shortcuts, the hot-partition page and About", "[help]") {
    IsolatedAppData appData("help-menu");
    MainWindow window;
    QMenu* help = parts::named<QMenu>(window, "helpMenu");
    CHECK(window.menuBar()->actions().constLast() == help->menuAction());
    QStringList names;
    for (const QAction* action : help->actions()) {
        if (!action->isSeparator()) {
            names << action->objectName();
        }
    }
    CHECK(names == QStringList{QStringLiteral("helpLessonsAction"), QStringLiteral("helpShortcutsAction"),
                               QStringLiteral("helpHotPartitionAction"), QStringLiteral("helpAboutAction")});
    CHECK(helpAction(window, "helpLessonsAction")->shortcut() == QKeySequence(Qt::SHIFT | Qt::Key_F1));
    CHECK(helpAction(window, "helpShortcutsAction")->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_Slash));
    CHECK(helpAction(window, "helpAboutAction")->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F1));
    CHECK(helpAction(window, "helpHotPartitionAction")->shortcuts() ==
          QKeySequence::keyBindings(QKeySequence::HelpContents));
}

TEST_CASE("Help menu: the shortcut list is read from the actions when it opens, every menu shortcut included",
          "[help]") {
    IsolatedAppData appData("help-shortcuts");
    MainWindow window;
    // Added after the window was built: a list written at build time would miss both.
    auto* extra = new QAction(QStringLiteral("&Frobnicate"), &window);
    extra->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_J));
    window.addAction(extra);
    QMenu* view = parts::named<QMenu>(window, "viewMenu");
    QAction* late = view->addAction(QStringLiteral("Late && great"));
    late->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_U));

    helpAction(window, "helpShortcutsAction")->trigger();
    auto* dialog = window.findChild<KeyboardShortcutsDialog*>(QStringLiteral("keyboardShortcutsDialog"));
    REQUIRE(dialog);
    const QList<ShortcutEntry>& entries = dialog->entries();
    const auto native = [](const QKeySequence& keys) { return keys.toString(QKeySequence::NativeText); };
    CHECK(listed(entries, QStringLiteral("Frobnicate"), native(extra->shortcut())));
    CHECK(listed(entries, QStringLiteral("Late & great"), native(late->shortcut())));
    // Grouped by menu: the late action under View, the window's own under Other.
    CHECK(std::any_of(entries.begin(), entries.end(), [](const ShortcutEntry& e) {
        return e.group == QStringLiteral("View") && e.action == QStringLiteral("Late & great");
    }));
    CHECK(std::any_of(entries.begin(), entries.end(), [](const ShortcutEntry& e) {
        return e.group == QStringLiteral("Other") && e.action == QStringLiteral("Frobnicate");
    }));
    // Submenus keep their path: View > Palette's first palette is listed as "Palette › ...".
    CHECK(std::any_of(entries.begin(), entries.end(),
                      [](const ShortcutEntry& e) { return e.action.startsWith(QStringLiteral("Palette › ")); }));

    int menuShortcuts = 0;
    for (const QAction* top : window.menuBar()->actions()) {
        for (const QAction* action : menuActionsWithShortcuts(*top->menu())) {
            ++menuShortcuts;
            INFO(action->text().toStdString());
            CHECK(listed(entries, withoutMnemonic(action->text()), native(action->shortcut())));
        }
    }
    CHECK(menuShortcuts > 20);
    // The Simulation tab's buttons have keys of their own, not actions: Play is Ctrl+Space.
    CHECK(std::any_of(entries.begin(), entries.end(), [&](const ShortcutEntry& e) {
        return e.group == QStringLiteral("Buttons") && e.action == QStringLiteral("Play") &&
               e.keys == native(QKeySequence(Qt::CTRL | Qt::Key_Space));
    })); // File, Edit, View, Simulation, Design, Lessons and Help all have some

    // The tree shows every entry under its group; Copy puts the same list as plain text on the clipboard.
    auto* tree = dialog->findChild<QTreeWidget*>(QStringLiteral("keyboardShortcutsList"));
    REQUIRE(tree);
    int rows = 0;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        rows += tree->topLevelItem(i)->childCount();
    }
    CHECK(rows == entries.size());
    dialog->findChild<QPushButton*>(QStringLiteral("copyShortcutsButton"))->click();
    const QString copied = QApplication::clipboard()->text();
    CHECK(copied == shortcutsText(entries));
    CHECK(copied.contains(QStringLiteral("Frobnicate")));
    CHECK(copied.startsWith(QStringLiteral("File\n")));
    testing::saveScreenshot(*dialog, QStringLiteral("help-shortcuts"));
}

TEST_CASE("Help menu: mnemonic marks leave the action text, a doubled ampersand stays one", "[help]") {
    CHECK(withoutMnemonic(QStringLiteral("&Open…")) == QStringLiteral("Open…"));
    CHECK(withoutMnemonic(QStringLiteral("Save &As…")) == QStringLiteral("Save As…"));
    CHECK(withoutMnemonic(QStringLiteral("R&&D")) == QStringLiteral("R&D"));
}

TEST_CASE("Help menu: the lessons' index lists every lesson with its summary and opens the chosen one", "[help]") {
    IsolatedAppData appData("help-lessons");
    MainWindow window;
    helpAction(window, "helpLessonsAction")->trigger();
    auto* index = window.findChild<LessonsIndexDialog*>(QStringLiteral("lessonsIndexDialog"));
    REQUIRE(index);
    const QList<Lesson> lessons = builtInLessons();
    REQUIRE(lessons.size() >= 9);
    auto* list = index->findChild<QTreeWidget*>(QStringLiteral("lessonsIndexList"));
    REQUIRE(list->topLevelItemCount() == lessons.size());
    for (int row = 0; row < lessons.size(); ++row) {
        CHECK(list->topLevelItem(row)->text(0) == lessons.at(row).title);
        CHECK(list->topLevelItem(row)->text(1) == lessons.at(row).summary);
        CHECK_FALSE(lessons.at(row).summary.isEmpty());
    }
    // Lesson 1's guide opens "A game keeps one global leaderboard under the partition key `BOARD#global`, and ...".
    CHECK(lessons.front().summary == QStringLiteral("A game keeps one global leaderboard under the partition key "
                                                    "BOARD#global, and every score update writes to it."));

    auto* summary = index->findChild<QLabel*>(QStringLiteral("lessonSummaryLabel"));
    REQUIRE(summary);
    CHECK(summary->text().endsWith(lessons.front().summary));
    list->setCurrentItem(list->topLevelItem(2));
    CHECK(summary->text() == lessons.at(2).title + QStringLiteral(": ") + lessons.at(2).summary);
    testing::saveScreenshot(*index, QStringLiteral("help-lessons"));
    const Lesson& chosen = lessons.at(3);
    index->chooseLesson(3);
    CHECK(window.document().displayName() == chosen.title);
    Scenario expected;
    QString error;
    REQUIRE(readScenarioDocument(chosen.scenarioPath, expected, error));
    CHECK(window.document().scenario() == expected);
    CHECK(parts::named<QDockWidget>(window, "lessonDock")->isVisibleTo(&window));
}

TEST_CASE("Help menu: a guide's first sentence is its summary, without Markdown marks", "[help]") {
    CHECK(firstSentence(QStringLiteral("# Title\n\nOne *key* `K` takes\nall writes. Then more.\n\n## Next\nNo.")) ==
          QStringLiteral("One key K takes all writes."));
    CHECK(firstSentence(QStringLiteral("# Title\n\nNo full stop here\n")) == QStringLiteral("No full stop here"));
    CHECK(firstSentence(QStringLiteral("# Title only\n")).isEmpty());
}

TEST_CASE("Help menu: the hot-partition page states core's ceiling, the model note, and shows two heat maps",
          "[help]") {
    IsolatedAppData appData("help-hot-partition");
    MainWindow window;
    helpAction(window, "helpHotPartitionAction")->trigger();
    auto* page = window.findChild<HotPartitionPage*>(QStringLiteral("hotPartitionPage"));
    REQUIRE(page);
    const QString text = page->browser()->toPlainText();
    const QLocale locale;
    CHECK(text.contains(locale.toString(static_cast<qlonglong>(limits::kPartitionMaxWcu))));
    CHECK(text.contains(locale.toString(static_cast<qlonglong>(limits::kPartitionMaxRcu))));
    CHECK(text.contains(QString::fromUtf8(kModelNote.data(), static_cast<qsizetype>(kModelNote.size()))));

    // Lesson 1: 3,000 writes/s of 1 KB items (1 WCU each), BOARD#global 600 of 1,000 weight, on a 6,000 RCU /
    // 4,000 WCU table: ceil(6000/3000 + 4000/1000) = 6 partitions. Unsharded, the board's partition takes at least
    // 600/1000 x 3,000 = 1,800 WCU/s of its 1,000: 1.8 times the ceiling. Mod 10 splits the board into ten shards of
    // 180 WCU/s; the lesson's guide promises no throttling then, so no partition reaches the ceiling.
    const QList<HelpIllustration>& pictures = page->illustrations();
    REQUIRE(pictures.size() == 2);
    for (const HelpIllustration& picture : pictures) {
        CHECK_FALSE(picture.image.isNull());
        CHECK(picture.image.width() >= 400);
        CHECK(picture.caption.contains(locale.toString(static_cast<qlonglong>(limits::kPartitionMaxWcu))));
    }
    CHECK(pictures.at(0).busiestShareOfCeiling >= 1.8);
    CHECK(pictures.at(1).busiestShareOfCeiling < 1.0);
    // The images are in the page's document, where the text browser draws them.
    const QVariant image = page->browser()->document()->resource(
        QTextDocument::ImageResource, QUrl(QStringLiteral("partiscope-help:/illustration-0.png")));
    CHECK(image.value<QImage>().size() == pictures.at(0).image.size());
    CHECK(page->html().contains(QStringLiteral("partiscope-help:/illustration-1.png")));

    page->resize(960, 900);
    testing::saveScreenshot(*page, QStringLiteral("help-hot-partition"));
}

TEST_CASE("Help menu: About names the version, every linked library's licence and the model note", "[help]") {
    IsolatedAppData appData("help-about");
    MainWindow window;
    helpAction(window, "helpAboutAction")->trigger();
    auto* about = window.findChild<AboutDialog*>(QStringLiteral("aboutDialog"));
    REQUIRE(about);
    const QString text = about->findChild<QTextBrowser*>(QStringLiteral("aboutText"))->toPlainText();
    CHECK(partiscopeVersion() == QStringLiteral(PARTISCOPE_TEST_PROJECT_VERSION));
    CHECK(text.contains(QStringLiteral("Partiscope ") + partiscopeVersion()));
    for (const QString& library :
         {QStringLiteral("Qt 6"), QStringLiteral("Qt Charts"), QStringLiteral("nlohmann/json"),
          QStringLiteral("simdjson"), QStringLiteral("xxHash"), QStringLiteral("zlib"), QStringLiteral("Catch2")}) {
        INFO(library.toStdString());
        CHECK(text.contains(library));
    }
    for (const BundledLicence& licence : bundledLicences()) {
        CHECK(text.contains(licence.licence));
    }
    CHECK(text.contains(QStringLiteral("GPL-3+")));
    CHECK(text.contains(QStringLiteral("LGPL-3 or GPL-2")));
    CHECK(text.contains(QString::fromUtf8(kModelNote.data(), static_cast<qsizetype>(kModelNote.size()))));
    CHECK(about->findChild<QPushButton*>(QStringLiteral("aboutQtButton")));
    testing::saveScreenshot(*about, QStringLiteral("help-about"));
}
