#include "shell/lesson_dock.h"

#include <QTextBrowser>

namespace partiscope::ui {

LessonDock::LessonDock(QWidget* parent) : QDockWidget(QStringLiteral("Lesson"), parent) {
    setObjectName(QStringLiteral("lessonDock"));
    m_guide = new QTextBrowser(this);
    m_guide->setObjectName(QStringLiteral("lessonGuide"));
    m_guide->setOpenExternalLinks(true);
    setWidget(m_guide);
    setMinimumWidth(320);
    closeLesson(); // shown when a lesson is opened
}

void LessonDock::showLesson(const Lesson& lesson) {
    m_guide->setMarkdown(readLessonGuide(lesson));
    setWindowTitle(lesson.title);
    show();
}

void LessonDock::closeLesson() {
    hide();
    setWindowTitle(tr("Lesson"));
    m_guide->setMarkdown(tr("No lesson is open. Choose one from the **Lessons** menu."));
}

} // namespace partiscope::ui
