#include "views/key_space_selector.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

#include <algorithm>

namespace partiscope::ui {

KeySpaceSelector::KeySpaceSelector(QWidget* parent) : QWidget(parent) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_combo = new QComboBox(this);
    m_combo->setObjectName(QStringLiteral("targetCombo"));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* label = new QLabel(tr("Target"), this);
    label->setBuddy(m_combo);
    layout->addWidget(label);
    layout->addWidget(m_combo);
    layout->addStretch(1);
    connect(m_combo, &QComboBox::activated, this,
            [this](int index) { emit targetChosen(m_combo->itemData(index).toString()); });
}

void KeySpaceSelector::setTargets(const QStringList& targets, const QStringList& labels, const QString& current) {
    const QSignalBlocker block(m_combo);
    m_combo->clear();
    for (qsizetype i = 0; i < targets.size() && i < labels.size(); ++i) {
        m_combo->addItem(labels[i], targets[i]);
    }
    m_combo->setCurrentIndex(std::max(0, m_combo->findData(current)));
    const bool choice = m_combo->count() > 1;
    m_combo->setEnabled(choice);
    m_combo->setToolTip(choice ? tr("The key space shown: the table, or one of its global secondary "
                                    "indexes (each has partitions and a strategy of its own)")
                               : tr("The table has no global secondary index (add one in the Table tab)"));
}

} // namespace partiscope::ui
