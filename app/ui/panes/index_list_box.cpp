#include "panes/index_list_box.h"

#include "views/secondary_label.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace partiscope::ui {

IndexListBox::IndexListBox(const QString& kind, const QString& objectPrefix, const QString& accessibleName,
                           QWidget* parent)
    : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* listRow = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setObjectName(objectPrefix + QStringLiteral("List"));
    m_list->setAccessibleName(accessibleName);
    m_list->setMaximumHeight(80);
    listRow->addWidget(m_list, 1);
    auto* buttons = new QVBoxLayout;
    const QString capitalised = objectPrefix.left(1).toUpper() + objectPrefix.mid(1);
    m_add = new QPushButton(tr("Add ") + kind, this);
    m_add->setObjectName(QStringLiteral("add") + capitalised + QStringLiteral("Button"));
    m_remove = new QPushButton(tr("Remove ") + kind, this);
    m_remove->setObjectName(QStringLiteral("remove") + capitalised + QStringLiteral("Button"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    listRow->addLayout(buttons);
    layout->addLayout(listRow);
    m_problem = makeProblemLabel(this);
    m_problem->setObjectName(objectPrefix + QStringLiteral("ProblemLabel"));
    layout->addWidget(m_problem);

    connect(m_list, &QListWidget::currentRowChanged, this, &IndexListBox::selected);
    connect(m_add, &QPushButton::clicked, this, &IndexListBox::addRequested);
    connect(m_remove, &QPushButton::clicked, this, &IndexListBox::removeRequested);
}

void IndexListBox::setNames(const QStringList& names) {
    const QSignalBlocker block(m_list);
    m_list->clear();
    m_list->addItems(names);
}

void IndexListBox::setCurrent(int row) {
    const QSignalBlocker block(m_list);
    m_list->setCurrentRow(row);
}

void IndexListBox::setCurrentName(const QString& name) {
    if (auto* item = m_list->currentItem()) {
        item->setText(name);
    }
}

void IndexListBox::showProblem(const QString& text) {
    m_problem->setText(text);
    m_problem->show();
}

void IndexListBox::clearProblem() {
    m_problem->clear();
    m_problem->hide();
}

QString IndexListBox::problem() const {
    return m_problem->isHidden() ? QString() : m_problem->text();
}

} // namespace partiscope::ui
