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
    m_list->setUniformRowHeights(true);
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
    // A long summary is elided in its row: the selected lesson's shows in full, wrapped, under the list.
    auto* summary = new QLabel(this);
    summary->setObjectName(QStringLiteral("lessonSummaryLabel"));
    summary->setWordWrap(true);
    summary->setTextFormat(Qt::PlainText);
    layout->addWidget(summary);
    const auto showSummary = [this, summary](QTreeWidgetItem* item) {
        const int row = item ? m_list->indexOfTopLevelItem(item) : -1;
        summary->setText(row >= 0 ? m_lessons.at(row).title + QStringLiteral(": ") + m_lessons.at(row).summary
                                  : QString());
    };
    connect(m_list, &QTreeWidget::currentItemChanged, this, showSummary);
    showSummary(m_list->currentItem());

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this,
            [this] { chooseLesson(m_list->indexOfTopLevelItem(m_list->currentItem())); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { chooseLesson(m_list->indexOfTopLevelItem(item)); });
    resize(1000, 420);
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
