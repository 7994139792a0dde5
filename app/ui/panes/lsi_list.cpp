#include "panes/lsi_list.h"

#include "views/secondary_label.h"

#include <partiscope/dynamodb_limits.h>

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace partiscope::ui {

void retargetAccessPatterns(Scenario& scenario, const std::vector<std::string>& documentNames,
                            const std::vector<std::string>& renamed) {
    std::vector<AccessPattern> kept;
    for (AccessPattern& pattern : scenario.accessPatterns) {
        // Each pattern is looked up once, by its name in the document: swapping two names renames it once.
        const auto known = std::find(documentNames.begin(), documentNames.end(), pattern.target);
        if (!pattern.target.empty() && known != documentNames.end()) {
            const std::string& now = renamed[static_cast<std::size_t>(known - documentNames.begin())];
            if (now.empty()) {
                continue; // its index was removed: nothing left to read
            }
            pattern.target = now;
        }
        kept.push_back(std::move(pattern));
    }
    scenario.accessPatterns = std::move(kept);
}

LsiList::LsiList(QWidget* parent) : QWidget(parent) {
    m_syncing = true;
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_needsSortKey = makeSecondaryLabel(
        QStringLiteral("An LSI keeps the table's partition key with another sort key, so it needs a table sort key: "
                       "turn on Sort key above to add one."),
        this);
    m_needsSortKey->setObjectName(QStringLiteral("lsiNeedsSortKeyLabel"));
    layout->addWidget(m_needsSortKey);

    auto* listRow = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("lsiList"));
    m_list->setAccessibleName(QStringLiteral("Local secondary indexes"));
    m_list->setMaximumHeight(80);
    listRow->addWidget(m_list, 1);
    auto* buttons = new QVBoxLayout;
    m_add = new QPushButton(QStringLiteral("Add LSI"), this);
    m_add->setObjectName(QStringLiteral("addLsiButton"));
    m_remove = new QPushButton(QStringLiteral("Remove LSI"), this);
    m_remove->setObjectName(QStringLiteral("removeLsiButton"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    listRow->addLayout(buttons);
    layout->addLayout(listRow);

    m_problem = makeProblemLabel(this);
    m_problem->setObjectName(QStringLiteral("lsiProblemLabel"));
    layout->addWidget(m_problem);

    m_fields = new QWidget(this);
    m_form = new QFormLayout(m_fields);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_name = new QLineEdit(m_fields);
    m_name->setObjectName(QStringLiteral("lsiNameEdit"));
    m_name->setAccessibleName(QStringLiteral("LSI name"));
    m_form->addRow(QStringLiteral("LSI name"), m_name);
    m_sortKey = makeKeyAttributeRow(m_fields, QStringLiteral("lsiSortKey"), QStringLiteral("LSI sort key"));
    m_form->addRow(QStringLiteral("LSI sort key"), m_sortKey.row);
    m_projection = new QComboBox(m_fields);
    m_projection->setObjectName(QStringLiteral("lsiProjectionCombo"));
    m_projection->setAccessibleName(QStringLiteral("LSI projection"));
    fillChoices(m_projection, namesOf(kProjectionNames));
    m_form->addRow(QStringLiteral("LSI projection"), m_projection);
    m_nonKeyAttributes = new QLineEdit(m_fields);
    m_nonKeyAttributes->setObjectName(QStringLiteral("lsiNonKeyAttributesEdit"));
    m_nonKeyAttributes->setAccessibleName(QStringLiteral("LSI non-key attributes"));
    m_nonKeyAttributes->setPlaceholderText(QStringLiteral("attributes, separated by commas"));
    m_form->addRow(QStringLiteral("Projected attributes"), m_nonKeyAttributes);
    layout->addWidget(m_fields);

    const auto field = [this](QWidget* control, const QString& label, std::function<QString()> value) {
        m_tracker.add(control, label, std::move(value));
    };
    field(m_name, QStringLiteral("LSI name"), [this] { return m_name->text(); });
    field(m_sortKey.name, QStringLiteral("sort key"), [this] { return m_sortKey.name->text(); });
    field(m_sortKey.type, QStringLiteral("sort key type"), [this] { return m_sortKey.type->currentText(); });
    field(m_projection, QStringLiteral("projection"), [this] { return m_projection->currentText(); });
    field(m_nonKeyAttributes, QStringLiteral("projected attributes"), [this] { return m_nonKeyAttributes->text(); });
    connect(m_name, &QLineEdit::textEdited, this, [this] { onFieldChanged(m_name); });
    connect(m_sortKey.name, &QLineEdit::textEdited, this, [this] { onFieldChanged(m_sortKey.name); });
    connect(m_sortKey.type, &QComboBox::currentIndexChanged, this, [this] { onFieldChanged(m_sortKey.type); });
    connect(m_projection, &QComboBox::currentIndexChanged, this, [this] { onFieldChanged(m_projection); });
    connect(m_nonKeyAttributes, &QLineEdit::textEdited, this, [this] { onFieldChanged(m_nonKeyAttributes); });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_syncing) {
            select(row);
        }
    });
    connect(m_add, &QPushButton::clicked, this, &LsiList::addLsi);
    connect(m_remove, &QPushButton::clicked, this, &LsiList::removeLsi);
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
    std::vector<std::string> renamed(m_documentNames.size());
    scenario.table.lsis.clear();
    for (const Entry& entry : m_lsis) {
        scenario.table.lsis.push_back(entry.spec);
        const auto known = std::find(m_documentNames.begin(), m_documentNames.end(), entry.documentName);
        if (!entry.documentName.empty() && known != m_documentNames.end()) {
            renamed[static_cast<std::size_t>(known - m_documentNames.begin())] = entry.spec.name;
        }
    }
    retargetAccessPatterns(scenario, m_documentNames, renamed);
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
    m_problem->setText(text);
    m_problem->show();
}

void LsiList::clearProblem() {
    m_problem->clear();
    m_problem->hide();
}

QString LsiList::problem() const {
    return m_problem->isHidden() ? QString() : m_problem->text();
}

QString LsiList::namesText() const {
    QStringList names;
    for (const Entry& entry : m_lsis) {
        names.append(fromStd(entry.spec.name));
    }
    return names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "));
}

void LsiList::addLsi() {
    if (!m_tableHasSortKey || m_lsis.size() >= limits::kMaxLsis) {
        return;
    }
    const QString before = namesText();
    // The first free "LSI<n>" (3 to 255 characters, as IndexName requires).
    std::string name;
    for (int n = 1; name.empty(); ++n) {
        const std::string candidate = "LSI" + std::to_string(n);
        if (std::none_of(m_lsis.begin(), m_lsis.end(), [&](const Entry& e) { return e.spec.name == candidate; })) {
            name = candidate;
        }
    }
    m_lsis.push_back({LsiSpec{name, KeyAttribute{name + "SK", AttributeType::S}, Projection::All, {}}, {}});
    updateList();
    select(static_cast<int>(m_lsis.size()) - 1);
    emit edited(ParameterEdit{QStringLiteral("LSIs"), before, namesText(), false});
}

void LsiList::removeLsi() {
    if (m_selected < 0) {
        return;
    }
    const QString before = namesText();
    m_lsis.erase(m_lsis.begin() + m_selected);
    updateList();
    select(std::min(m_selected, static_cast<int>(m_lsis.size()) - 1));
    emit edited(ParameterEdit{QStringLiteral("LSIs"), before, namesText(), false});
}

void LsiList::select(int index) {
    m_selected = index;
    m_syncing = true;
    {
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(index);
    }
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
    if (auto* item = m_list->item(m_selected)) {
        item->setText(fromStd(entry.spec.name));
    }
    updateEnabled();
    ParameterEdit edit = m_tracker.editOf(control);
    if (control != m_name) {
        edit.control = shownName + QLatin1Char(' ') + edit.control;
    }
    emit edited(edit);
}

void LsiList::updateList() {
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const Entry& entry : m_lsis) {
        m_list->addItem(fromStd(entry.spec.name));
    }
}

void LsiList::updateEnabled() {
    m_needsSortKey->setVisible(!m_tableHasSortKey);
    m_add->setEnabled(m_tableHasSortKey && m_lsis.size() < limits::kMaxLsis);
    m_add->setToolTip(m_tableHasSortKey ? QStringLiteral("At most %1 LSIs per table").arg(limits::kMaxLsis)
                                        : m_needsSortKey->text());
    m_remove->setEnabled(m_selected >= 0);
    m_fields->setVisible(m_selected >= 0);
    m_form->setRowVisible(m_nonKeyAttributes, choiceOf<Projection>(m_projection) == Projection::Include);
}

} // namespace partiscope::ui
