#include "shell/lessons_index_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace partiscope::ui {

LessonsIndexDialog::LessonsIndexDialog(QList<Lesson> lessons, QWidget* parent)
    : QDialog(parent), m_lessons(std::move(lessons)) {
    setObjectName(QStringLiteral("lessonsIndexDialog"));
    setWindowTitle(tr("Lessons"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Each lesson is a scenario and a guide. Opening one replaces the current document "
                                "(you are asked about unsaved changes first)."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("lessonsIndexList"));
    m_list->setHeaderLabels({tr("Lesson"), tr("What it is about")});
    m_list->setRootIsDecorated(false);
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    for (const Lesson& lesson : std::as_const(m_lessons)) {
        auto* item = new QTreeWidgetItem(m_list, {lesson.title, lesson.summary});
        item->setToolTip(1, lesson.summary);
    }
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    if (!m_lessons.isEmpty()) {
        m_list->setCurrentItem(m_list->topLevelItem(0));
    }
    layout->addWidget(m_list, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this,
            [this] { chooseLesson(m_list->indexOfTopLevelItem(m_list->currentItem())); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { chooseLesson(m_list->indexOfTopLevelItem(item)); });
    resize(900, 420);
}

void LessonsIndexDialog::chooseLesson(int row) {
    if (row < 0 || row >= m_lessons.size()) {
        return;
    }
    m_list->setCurrentItem(m_list->topLevelItem(row));
    // Closed first: the window may ask about unsaved changes, and that question belongs above the window.
    accept();
    emit lessonChosen(m_lessons.at(row));
}

} // namespace partiscope::ui
