// The Help menu: the lessons' index, the keyboard shortcuts (read from the actions when asked), a page on hot
// partitions, and About. The pages are classes of their own; this file only wires them to the window.
#include "shell/main_window.h"

#include "shell/about_dialog.h"
#include "shell/hot_partition_page.h"
#include "shell/keyboard_shortcuts.h"
#include "shell/lessons_index_dialog.h"

#include <QMenuBar>

namespace partiscope::ui {

namespace {

// Non-modal and deleted on close: a help page stays open beside the window while the user tries what it says.
void showHelpPage(QDialog* page) {
    page->setAttribute(Qt::WA_DeleteOnClose);
    page->show();
    page->raise();
    page->activateWindow();
}

} // namespace

void MainWindow::createHelpMenu() {
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));

    // Every menu item has a key (the window's rule); the F1 family keeps the Help menu's together.
    QAction* lessons = help->addAction(tr("&Lessons…"), QKeySequence(Qt::SHIFT | Qt::Key_F1), this, [this] {
        auto* index = new LessonsIndexDialog(builtInLessons(), this);
        connect(index, &LessonsIndexDialog::lessonChosen, this, &MainWindow::openLessonInteractively);
        showHelpPage(index);
    });
    lessons->setObjectName(QStringLiteral("helpLessonsAction"));

    // Ctrl+/ is the common key for a shortcut list (F1 opens the help page below, as it does in most programs).
    QAction* shortcuts =
        help->addAction(tr("&Keyboard shortcuts…"), QKeySequence(Qt::CTRL | Qt::Key_Slash), this,
                        [this] { showHelpPage(new KeyboardShortcutsDialog(windowShortcuts(*this), this)); });
    shortcuts->setObjectName(QStringLiteral("helpShortcutsAction"));

    QAction* hotPartition = help->addAction(tr("&What is a hot partition?"), QKeySequence::HelpContents, this,
                                            [this] { showHelpPage(new HotPartitionPage(m_colourMap, this)); });
    hotPartition->setObjectName(QStringLiteral("helpHotPartitionAction"));

    help->addSeparator();
    QAction* about = help->addAction(tr("&About Partiscope"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F1), this,
                                     [this] { showHelpPage(new AboutDialog(this)); });
    about->setObjectName(QStringLiteral("helpAboutAction"));
    about->setMenuRole(QAction::AboutRole);
}

} // namespace partiscope::ui
