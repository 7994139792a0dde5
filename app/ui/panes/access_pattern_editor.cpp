#include "panes/access_pattern_editor.h"
#include "panes/undo_shortcut_pass_through.h"
#include "util/qt_strings.h"
#include "views/secondary_label.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>

#include <algorithm>

namespace partiscope::ui {

namespace {

constexpr int kNoCondition = -1;

struct OperatorChoice {
    SortKeyOperator op;
    const char* label;
};

constexpr OperatorChoice kOperators[] = {
    {SortKeyOperator::Eq, "="},
    {SortKeyOperator::Lt, "<"},
    {SortKeyOperator::Le, "<="},
    {SortKeyOperator::Gt, ">"},
    {SortKeyOperator::Ge, ">="},
    {SortKeyOperator::Between, "between"},
    {SortKeyOperator::BeginsWith, "begins_with"},
};

void setTextIfChanged(QLineEdit* edit, const QString& text) {
    // Re-setting the same text would move the cursor of a field the user is typing in.
    if (edit->text() != text) {
        edit->setText(text);
    }
}

} // namespace

AccessPatternEditor::AccessPatternEditor(QWidget* parent) : QWidget(parent) {
    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("queryPatternTarget"));
    m_target->setToolTip(tr("The table, or one of its indexes (IndexName)"));
    m_form->addRow(tr("Tar&get"), m_target);
    m_key = new QLineEdit(this);
    m_key->setObjectName(QStringLiteral("queryPatternKey"));
    m_key->setToolTip(tr("The logical partition-key value; the target's strategy shards it"));
    m_keyName = new QLabel(tr("&Key"), this);
    m_keyName->setBuddy(m_key);
    m_form->addRow(m_keyName, m_key);

    auto* sortRow = new QWidget(this);
    auto* sortLayout = new QHBoxLayout(sortRow);
    sortLayout->setContentsMargins(0, 0, 0, 0);
    m_sortOperator = new QComboBox(sortRow);
    m_sortOperator->setObjectName(QStringLiteral("queryPatternSortOperator"));
    m_sortOperator->addItem(tr("(no condition)"), kNoCondition);
    for (const auto& choice : kOperators) {
        m_sortOperator->addItem(QString::fromLatin1(choice.label), static_cast<int>(choice.op));
    }
    m_sortValue = new QLineEdit(sortRow);
    m_sortValue->setObjectName(QStringLiteral("queryPatternSortValue"));
    m_sortValue2 = new QLineEdit(sortRow);
    m_sortValue2->setObjectName(QStringLiteral("queryPatternSortValue2"));
    m_sortValue2->setPlaceholderText(tr("and (between)"));
    sortLayout->addWidget(m_sortOperator);
    sortLayout->addWidget(m_sortValue, 1);
    sortLayout->addWidget(m_sortValue2, 1);
    m_form->addRow(tr("&Sort key"), sortRow);

    m_consistency = new QComboBox(this);
    m_consistency->setObjectName(QStringLiteral("queryPatternConsistency"));
    m_consistency->addItem(tr("eventual"), static_cast<int>(Consistency::Eventual));
    m_consistency->addItem(tr("strong (ConsistentRead)"), static_cast<int>(Consistency::Strong));
    m_form->addRow(tr("C&onsistency"), m_consistency);
    m_readsPerS = new QDoubleSpinBox(this);
    m_readsPerS->setObjectName(QStringLiteral("queryPatternReadsPerS"));
    m_readsPerS->setRange(0, kMaxRequestsPerS);
    m_readsPerS->setDecimals(1);
    m_readsPerS->setSuffix(tr(" reads/s"));
    m_form->addRow(tr("&Rate"), m_readsPerS);
    m_problem = new ProblemLabel(this);
    m_problem->setObjectName(QStringLiteral("queryPatternProblem"));
    m_problem->hide();
    m_form->addRow(m_problem);

    track(m_target, tr("Pattern target"));
    track(m_key, tr("Pattern key"));
    track(m_sortOperator, tr("Sort-key condition"));
    track(m_sortValue, tr("Sort-key value"));
    track(m_sortValue2, tr("Second sort-key value"));
    track(m_consistency, tr("Pattern consistency"));
    track(m_readsPerS, tr("Pattern rate"));
    connect(m_target, &QComboBox::currentIndexChanged, this, [this] { onControlChanged(m_target); });
    connect(m_key, &QLineEdit::textEdited, this, [this] { onControlChanged(m_key); });
    connect(m_sortOperator, &QComboBox::currentIndexChanged, this, [this] { onControlChanged(m_sortOperator); });
    connect(m_sortValue, &QLineEdit::textEdited, this, [this] { onControlChanged(m_sortValue); });
    connect(m_sortValue2, &QLineEdit::textEdited, this, [this] { onControlChanged(m_sortValue2); });
    connect(m_consistency, &QComboBox::currentIndexChanged, this, [this] { onControlChanged(m_consistency); });
    connect(m_readsPerS, &QDoubleSpinBox::valueChanged, this, [this] { onControlChanged(m_readsPerS); });
    UndoShortcutPassThrough::installOn(this);
}

void AccessPatternEditor::track(QWidget* control, const QString& label) {
    m_tracker.add(control, label, [control]() -> QString {
        if (const auto* combo = qobject_cast<const QComboBox*>(control)) {
            return combo->currentText();
        }
        if (const auto* edit = qobject_cast<const QLineEdit*>(control)) {
            return QLatin1Char('\'') + edit->text() + QLatin1Char('\'');
        }
        return QString::number(static_cast<const QDoubleSpinBox*>(control)->value());
    });
}

void AccessPatternEditor::setPattern(const Scenario& scenario, const AccessPattern& pattern) {
    m_syncing = true;
    m_scenario = scenario;
    m_pattern = pattern;
    {
        const QSignalBlocker block(m_target);
        m_target->clear();
        m_target->addItem(tr("Table"), QString());
        for (const auto& gsi : scenario.table.gsis) {
            m_target->addItem(tr("GSI ") + fromStd(gsi.name), fromStd(gsi.name));
        }
        for (const auto& lsi : scenario.table.lsis) {
            m_target->addItem(tr("LSI ") + fromStd(lsi.name), fromStd(lsi.name));
        }
        int index = m_target->findData(fromStd(pattern.target));
        if (index < 0) {
            // Shown as it is, so the user sees what the queries' error names, and can pick another.
            m_target->addItem(fromStd(pattern.target) + tr(" (no such index)"), fromStd(pattern.target));
            index = m_target->count() - 1;
        }
        m_target->setCurrentIndex(index);
    }
    setTextIfChanged(m_key, fromStd(pattern.key));
    {
        const QSignalBlocker block(m_sortOperator);
        const auto& condition = pattern.sortKeyCondition;
        m_sortOperator->setCurrentIndex(
            m_sortOperator->findData(condition ? static_cast<int>(condition->op) : kNoCondition));
    }
    setTextIfChanged(m_sortValue, pattern.sortKeyCondition ? fromStd(pattern.sortKeyCondition->value) : QString());
    setTextIfChanged(m_sortValue2, pattern.sortKeyCondition && pattern.sortKeyCondition->value2
                                       ? fromStd(*pattern.sortKeyCondition->value2)
                                       : QString());
    {
        const QSignalBlocker block(m_consistency);
        m_consistency->setCurrentIndex(m_consistency->findData(static_cast<int>(
            pattern.consistency == Consistency::Eventual ? Consistency::Eventual : Consistency::Strong)));
    }
    {
        const QSignalBlocker block(m_readsPerS);
        m_readsPerS->setValue(pattern.readsPerS);
    }
    updateDependentControls();
    m_tracker.acceptCurrentValues();
    m_syncing = false;
}

std::optional<KeyAttribute> AccessPatternEditor::targetSortKey() const {
    const std::string target = m_target->currentData().toString().toStdString();
    if (target.empty()) {
        return m_scenario.table.keySchema.sortKey;
    }
    for (const auto& gsi : m_scenario.table.gsis) {
        if (gsi.name == target) {
            return gsi.sortKey;
        }
    }
    for (const auto& lsi : m_scenario.table.lsis) {
        if (lsi.name == target) {
            return lsi.sortKey;
        }
    }
    return std::nullopt;
}

bool AccessPatternEditor::targetIsGsi() const {
    const std::string target = m_target->currentData().toString().toStdString();
    const auto& gsis = m_scenario.table.gsis;
    return std::any_of(gsis.begin(), gsis.end(), [&](const GsiSpec& gsi) { return gsi.name == target; });
}

AccessPattern AccessPatternEditor::pattern() const {
    AccessPattern p = m_pattern;
    p.target = m_target->currentData().toString().toStdString();
    p.key = m_key->text().toStdString();
    const int op = m_sortOperator->currentData().toInt();
    if (op == kNoCondition || !targetSortKey()) {
        p.sortKeyCondition.reset();
    } else {
        AccessPattern::SortKeyCondition condition;
        condition.op = static_cast<SortKeyOperator>(op);
        condition.value = m_sortValue->text().toStdString();
        if (condition.op == SortKeyOperator::Between) {
            condition.value2 = m_sortValue2->text().toStdString();
        }
        p.sortKeyCondition = condition;
    }
    // DynamoDB reads a GSI eventually consistently only.
    p.consistency =
        targetIsGsi() ? Consistency::Eventual : static_cast<Consistency>(m_consistency->currentData().toInt());
    p.readsPerS = m_readsPerS->value();
    return p;
}

void AccessPatternEditor::updateDependentControls() {
    const auto sortKey = targetSortKey();
    const std::string target = m_target->currentData().toString().toStdString();
    std::string partitionKey = m_scenario.table.keySchema.partitionKey.name;
    for (const auto& gsi : m_scenario.table.gsis) {
        if (gsi.name == target) {
            partitionKey = gsi.partitionKey.name;
        }
    }
    m_keyName->setText(tr("&Key (") + fromStd(partitionKey) + QLatin1Char(')'));
    auto* sortLabel = qobject_cast<QLabel*>(m_form->labelForField(m_sortOperator->parentWidget()));
    if (sortLabel) {
        sortLabel->setText(sortKey ? tr("&Sort key (") + fromStd(sortKey->name) + QLatin1Char(')')
                                   : tr("&Sort key (none)"));
    }
    m_sortOperator->setEnabled(sortKey.has_value());
    const bool condition = sortKey && m_sortOperator->currentData().toInt() != kNoCondition;
    m_sortValue->setEnabled(condition);
    m_sortValue2->setEnabled(condition &&
                             m_sortOperator->currentData().toInt() == static_cast<int>(SortKeyOperator::Between));
    const bool gsi = targetIsGsi();
    if (gsi) {
        const QSignalBlocker block(m_consistency);
        m_consistency->setCurrentIndex(m_consistency->findData(static_cast<int>(Consistency::Eventual)));
    }
    m_consistency->setEnabled(!gsi);
    m_consistency->setToolTip(gsi ? tr("A global secondary index is read eventually consistently only")
                                  : tr("Strongly consistent reads cost twice the read units"));
}

void AccessPatternEditor::onControlChanged(const QWidget* control) {
    if (m_syncing) {
        return;
    }
    updateDependentControls();
    emit patternEdited(pattern(), m_tracker.editOf(control));
}

void AccessPatternEditor::acceptEdit() {
    m_tracker.acceptCurrentValues();
    m_problem->clear();
    m_problem->hide();
}

void AccessPatternEditor::showProblem(const QString& problem) {
    m_problem->setText(tr("Not applied: ") + problem);
    m_problem->show();
}

QString AccessPatternEditor::problem() const {
    return m_problem->isHidden() ? QString() : m_problem->text();
}

} // namespace partiscope::ui
