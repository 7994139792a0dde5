#pragma once

#include "document/lesson_catalog.h"

#include <QDockWidget>

class QTextBrowser;

namespace partiscope::ui {

/// The side panel with the open lesson's guide. Hidden until a lesson opens; a guide belongs to its lesson, so
/// whatever replaces the document closes it.
class LessonDock : public QDockWidget {
    Q_OBJECT
public:
    explicit LessonDock(QWidget* parent = nullptr);

    void showLesson(const Lesson& lesson);
    /// Hides the guide and replaces it with a pointer to the Lessons menu (Lessons > Lesson guide can still
    /// show the panel: it must not bring back a guide whose lesson is gone).
    void closeLesson();
    [[nodiscard]] QTextBrowser* guide() const noexcept { return m_guide; }

private:
    QTextBrowser* m_guide = nullptr;
};

} // namespace partiscope::ui
