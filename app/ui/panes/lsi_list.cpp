#include "panes/lsi_list.h"

#include "panes/index_list_box.h"
#include "panes/index_names.h"
#include "views/secondary_label.h"

#include <partiscope/dynamodb_limits.h>

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace partiscope::ui {

LsiList::LsiList(QWidget* parent) : QWidget(parent) {
    m_syncing = true;
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_needsSortKey = makeSecondaryLabel(
        tr("An LSI keeps the table's partition key with another sort key, so it needs a table sort key: "
           "turn on Sort key above to add one."),
        this);
    m_needsSortKey->setObjectName(QStringLiteral("lsiNeedsSortKeyLabel"));
    layout->addWidget(m_needsSortKey);

    m_list = new IndexListBox(QStringLiteral("LSI"), QStringLiteral("lsi"), tr("Local secondary indexes"), this);
    layout->addWidget(m_list);

    m_fields = new QWidget(this);
    m_form = new QFormLayout(m_fields);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_name = new QLineEdit(m_fields);
    m_name->setObjectName(QStringLiteral("lsiNameEdit"));
    m_name->setAccessibleName(tr("LSI name"));
    m_form->addRow(tr("LSI name"), m_name);
    m_sortKey = makeKeyAttributeRow(m_fields, QStringLiteral("lsiSortKey"), tr("LSI sort key"));
    m_form->addRow(tr("LSI sort key"), m_sortKey.row);
    m_projection = new QComboBox(m_fields);
    m_projection->setObjectName(QStringLiteral("lsiProjectionCombo"));
    m_projection->setAccessibleName(tr("LSI projection"));
    fillChoices(m_projection, namesOf(kProjectionNames));
    m_form->addRow(tr("LSI projection"), m_projection);
    m_nonKeyAttributes = new QLineEdit(m_fields);
    m_nonKeyAttributes->setObjectName(QStringLiteral("lsiNonKeyAttributesEdit"));
    m_nonKeyAttributes->setAccessibleName(tr("LSI non-key attributes"));
    m_nonKeyAttributes->setPlaceholderText(tr("attributes, separated by commas"));
    m_form->addRow(tr("Projected attributes"), m_nonKeyAttributes);
    layout->addWidget(m_fields);

    const auto field = [this](QWidget* control, const QString& label, std::function<QString()> value) {
        m_tracker.add(control, label, std::move(value));
    };
    field(m_name, tr("LSI name"), [this] { return m_name->text(); });
    field(m_sortKey.name, tr("sort key"), [this] { return m_sortKey.name->text(); });
    field(m_sortKey.type, tr("sort key type"), [this] { return m_sortKey.type->currentText(); });
    field(m_projection, QStringLiteral("projection"), [this] { return m_projection->currentText(); });
    field(m_nonKeyAttributes, tr("projected attributes"), [this] { return m_nonKeyAttributes->text(); });
    connect(m_name, &QLineEdit::textEdited, this, [this] { onFieldChanged(m_name); });
    connect(m_sortKey.name, &QLineEdit::textEdited, this, [this] { onFieldChanged(m_sortKey.name); });
    connect(m_sortKey.type, &QComboBox::currentIndexChanged, this, [this] { onFieldChanged(m_sortKey.type); });
    connect(m_projection, &QComboBox::currentIndexChanged, this, [this] { onFieldChanged(m_projection); });
    connect(m_nonKeyAttributes, &QLineEdit::textEdited, this, [this] { onFieldChanged(m_nonKeyAttributes); });
    connect(m_list, &IndexListBox::selected, this, &LsiList::select);
    connect(m_list, &IndexListBox::addRequested, this, &LsiList::addLsi);
    connect(m_list, &IndexListBox::removeRequested, this, &LsiList::removeLsi);
    m_syncing = false;
    updateEnabled();
}

void LsiList::setScenario(const Scenario& scenario) {
    m_lsis.clear();
    m_documentNames.clear();
    for (const LsiSpec& lsi : scenario.table.lsis) {
        m_lsis.push_back({lsi, lsi.name});
        m_documentNames.push_back(lsi.name);
    }
    m_tableHasSortKey = scenario.table.keySchema.sortKey.has_value();
    updateList();
    select(std::clamp(m_selected, m_lsis.empty() ? -1 : 0, static_cast<int>(m_lsis.size()) - 1));
    acceptEdit();
}

void LsiList::applyTo(Scenario& scenario) const {
    scenario.table.lsis.clear();
    std::vector<std::string> entryDocumentNames;
    for (const Entry& entry : m_lsis) {
        scenario.table.lsis.push_back(entry.spec);
        entryDocumentNames.push_back(entry.documentName);
    }
    retargetAccessPatterns(scenario, m_documentNames, namesNow(m_documentNames, entryDocumentNames, names()));
}

void LsiList::acceptEdit() {
    m_documentNames.clear();
    for (Entry& entry : m_lsis) {
        entry.documentName = entry.spec.name;
        m_documentNames.push_back(entry.spec.name);
    }
    m_tracker.acceptCurrentValues();
    clearProblem();
}

void LsiList::setTableHasSortKey(bool hasSortKey) {
    m_tableHasSortKey = hasSortKey;
    updateEnabled();
}

void LsiList::showProblem(int index, const QString& text) {
    if (index >= 0 && index < static_cast<int>(m_lsis.size()) && index != m_selected) {
        select(index);
    }
    m_list->showProblem(text);
}

void LsiList::clearProblem() {
    m_list->clearProblem();
}

QString LsiList::problem() const {
    return m_list->problem();
}

std::vector<std::string> LsiList::names() const {
    std::vector<std::string> names;
    for (const Entry& entry : m_lsis) {
        names.push_back(entry.spec.name);
    }
    return names;
}

void LsiList::addLsi() {
    if (!m_tableHasSortKey || m_lsis.size() >= limits::kMaxLsis) {
        return;
    }
    const QString before = indexNamesText(names());
    const std::string name = firstFreeIndexName("LSI", names());
    m_lsis.push_back({LsiSpec{name, KeyAttribute{name + "SK", AttributeType::S}, Projection::All, {}}, {}});
    updateList();
    select(static_cast<int>(m_lsis.size()) - 1);
    emit edited(ParameterEdit{QStringLiteral("LSIs"), before, indexNamesText(names()), false});
}

void LsiList::removeLsi() {
    if (m_selected < 0) {
        return;
    }
    const QString before = indexNamesText(names());
    m_lsis.erase(m_lsis.begin() + m_selected);
    updateList();
    select(std::min(m_selected, static_cast<int>(m_lsis.size()) - 1));
    emit edited(ParameterEdit{QStringLiteral("LSIs"), before, indexNamesText(names()), false});
}

void LsiList::select(int index) {
    m_selected = index;
    m_syncing = true;
    m_list->setCurrent(index);
    if (index >= 0) {
        const LsiSpec& lsi = m_lsis[static_cast<std::size_t>(index)].spec;
        m_name->setText(fromStd(lsi.name));
        m_sortKey.show(lsi.sortKey);
        setChoice(m_projection, static_cast<int>(lsi.projection));
        m_nonKeyAttributes->setText(textFromNames(lsi.nonKeyAttributes));
    }
    m_syncing = false;
    // The fields now show another LSI: an edit of one says "from what it was".
    m_tracker.acceptCurrentValues();
    updateEnabled();
}

void LsiList::onFieldChanged(const QWidget* control) {
    if (m_syncing || m_selected < 0) {
        return;
    }
    Entry& entry = m_lsis[static_cast<std::size_t>(m_selected)];
    const QString shownName = fromStd(entry.spec.name);
    entry.spec.name = m_name->text().trimmed().toStdString();
    entry.spec.sortKey = m_sortKey.attribute();
    entry.spec.projection = choiceOf<Projection>(m_projection);
    entry.spec.nonKeyAttributes = entry.spec.projection == Projection::Include
                                      ? namesFromText(m_nonKeyAttributes->text())
                                      : std::vector<std::string>{};
    m_list->setCurrentName(fromStd(entry.spec.name));
    updateEnabled();
    ParameterEdit edit = m_tracker.editOf(control);
    if (control != m_name) {
        edit.control = shownName + QLatin1Char(' ') + edit.control;
    }
    emit edited(edit);
}

void LsiList::updateList() {
    QStringList shown;
    for (const std::string& name : names()) {
        shown.append(fromStd(name));
    }
    m_list->setNames(shown);
}

void LsiList::updateEnabled() {
    m_needsSortKey->setVisible(!m_tableHasSortKey);
    m_list->addButton()->setEnabled(m_tableHasSortKey && m_lsis.size() < limits::kMaxLsis);
    m_list->addButton()->setToolTip(m_tableHasSortKey ? tr("At most %1 LSIs per table").arg(limits::kMaxLsis)
                                                      : m_needsSortKey->text());
    m_list->removeButton()->setEnabled(m_selected >= 0);
    m_fields->setVisible(m_selected >= 0);
    m_form->setRowVisible(m_nonKeyAttributes, choiceOf<Projection>(m_projection) == Projection::Include);
}

} // namespace partiscope::ui
