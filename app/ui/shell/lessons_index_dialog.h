#pragma once

#include "document/lesson_catalog.h"

#include <QDialog>

class QTreeWidget;

namespace partiscope::ui {

/// Help > Lessons: every built-in lesson with its title and the first sentence of its guide. Open (or a double
/// click, or Enter) hands the chosen lesson to the window, which opens it as the Lessons menu does.
class LessonsIndexDialog : public QDialog {
    Q_OBJECT
public:
    explicit LessonsIndexDialog(QList<Lesson> lessons, QWidget* parent = nullptr);

    [[nodiscard]] const QList<Lesson>& lessons() const noexcept { return m_lessons; }
    /// Selects the lesson at @p row and opens it (what a double click does).
    void chooseLesson(int row);

signals:
    void lessonChosen(const partiscope::ui::Lesson& lesson);

private:
    QList<Lesson> m_lessons;
    QTreeWidget* m_list = nullptr;
};

} // namespace partiscope::ui
