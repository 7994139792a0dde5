#include "panes/gsi_editor.h"

#include "panes/index_keys_from_items.h"
#include "panes/index_keys_table.h"
#include "panes/index_list_box.h"
#include "panes/index_names.h"
#include "views/secondary_label.h"

#include <partiscope/dynamodb_limits.h>
#include <partiscope/shard_strategy.h>

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace partiscope::ui {

namespace {

// The scenario format's own limits (README, "Scenario files"), as the Table tab's controls have them.
constexpr double kMaxIndexUnits = 1e7;
constexpr double kMaxPreviousPeak = 1e8;
constexpr int kMaxShards = 4096;

} // namespace

GsiEditor::GsiEditor(QWidget* parent) : QWidget(parent) {
    m_syncing = true; // ranges and minimums emit valueChanged before every control exists
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_list = new IndexListBox(QStringLiteral("GSI"), QStringLiteral("gsi"), tr("Global secondary indexes"), this);
    m_list->addButton()->setToolTip(tr("At most %1 GSIs per table (default quota)").arg(limits::kMaxGsis));
    m_list->removeButton()->setToolTip(tr("Removes the GSI, its index keys and the access patterns that read it"));
    layout->addWidget(m_list);
    layout->addWidget(createFields());

    connect(m_list, &IndexListBox::selected, this, &GsiEditor::select);
    connect(m_list, &IndexListBox::addRequested, this, &GsiEditor::addGsi);
    connect(m_list, &IndexListBox::removeRequested, this, &GsiEditor::removeGsi);
    m_syncing = false;
    updateRows();
}

QDoubleSpinBox* GsiEditor::addUnits(const QString& label, const QString& name, const QString& unsetText) {
    auto* spin = new QDoubleSpinBox(m_fields);
    spin->setObjectName(name);
    spin->setAccessibleName(tr("GSI ") + label);
    spin->setRange(0, kMaxIndexUnits);
    spin->setDecimals(0);
    spin->setGroupSeparatorShown(true);
    spin->setSpecialValueText(unsetText);
    spin->setKeyboardTracking(false); // typing "4000" is one edit, not four
    m_form->addRow(label, spin);
    track(spin, label);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { onFieldChanged(spin); });
    return spin;
}

void GsiEditor::track(QWidget* control, const QString& label) {
    m_tracker.add(control, label, [control] {
        if (const auto* keys = qobject_cast<const IndexKeysTable*>(control)) {
            return keys->summary();
        }
        return controlValueText(control);
    });
}

QWidget* GsiEditor::createFields() {
    m_fields = new QWidget(this);
    m_form = new QFormLayout(m_fields);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_name = new QLineEdit(m_fields);
    m_name->setObjectName(QStringLiteral("gsiNameEdit"));
    m_name->setAccessibleName(tr("GSI name"));
    m_form->addRow(tr("GSI name"), m_name);
    track(m_name, tr("GSI name"));
    connect(m_name, &QLineEdit::textEdited, this, [this] { onFieldChanged(m_name); });

    m_partitionKey = makeKeyAttributeRow(m_fields, QStringLiteral("gsiPartitionKey"), tr("GSI partition key"));
    m_form->addRow(tr("Partition key"), m_partitionKey.row);
    m_hasSortKey = new QCheckBox(tr("Sort key"), m_fields);
    m_hasSortKey->setObjectName(QStringLiteral("gsiSortKeyCheckBox"));
    m_hasSortKey->setAccessibleName(tr("GSI has a sort key"));
    m_sortKey = makeKeyAttributeRow(m_fields, QStringLiteral("gsiSortKey"), tr("GSI sort key"));
    m_form->addRow(m_hasSortKey, m_sortKey.row);
    for (QWidget* control : {static_cast<QWidget*>(m_partitionKey.name), static_cast<QWidget*>(m_sortKey.name)}) {
        track(control, control == m_sortKey.name ? tr("sort key name") : tr("partition key"));
        connect(static_cast<QLineEdit*>(control), &QLineEdit::textEdited, this,
                [this, control] { onFieldChanged(control); });
    }
    for (QComboBox* type : {m_partitionKey.type, m_sortKey.type}) {
        track(type, type == m_sortKey.type ? tr("sort key type") : tr("partition key type"));
        connect(type, &QComboBox::currentIndexChanged, this, [this, type] { onFieldChanged(type); });
    }
    track(m_hasSortKey, tr("sort key"));
    connect(m_hasSortKey, &QCheckBox::toggled, this, [this] { onFieldChanged(m_hasSortKey); });

    m_projection = new QComboBox(m_fields);
    m_projection->setObjectName(QStringLiteral("gsiProjectionCombo"));
    m_projection->setAccessibleName(tr("GSI projection"));
    fillChoices(m_projection, namesOf(kProjectionNames));
    m_form->addRow(tr("Projection"), m_projection);
    track(m_projection, QStringLiteral("projection"));
    connect(m_projection, &QComboBox::currentIndexChanged, this, [this] { onFieldChanged(m_projection); });
    m_nonKeyAttributes = new QLineEdit(m_fields);
    m_nonKeyAttributes->setObjectName(QStringLiteral("gsiNonKeyAttributesEdit"));
    m_nonKeyAttributes->setAccessibleName(tr("GSI projected non-key attributes"));
    m_nonKeyAttributes->setPlaceholderText(tr("attributes, separated by commas"));
    m_form->addRow(tr("Projected attributes"), m_nonKeyAttributes);
    track(m_nonKeyAttributes, tr("projected attributes"));
    connect(m_nonKeyAttributes, &QLineEdit::textEdited, this, [this] { onFieldChanged(m_nonKeyAttributes); });

    m_itemKb = addUnits(tr("Index item size"), QStringLiteral("gsiItemKbSpinBox"),
                        tr("default (all: the table's; else 1 KB)"));
    m_itemKb->setRange(0, limits::kItemMaxKb);
    m_itemKb->setDecimals(3);
    m_itemKb->setSuffix(tr(" KB"));
    m_rcu = addUnits(QStringLiteral("RCU"), QStringLiteral("gsiRcuSpinBox"), {});
    m_wcu = addUnits(QStringLiteral("WCU"), QStringLiteral("gsiWcuSpinBox"), {});
    m_previousPeakRcu = addUnits(tr("Previous peak RCU/s"), QStringLiteral("gsiPreviousPeakRcuSpinBox"), {});
    m_previousPeakWcu = addUnits(tr("Previous peak WCU/s"), QStringLiteral("gsiPreviousPeakWcuSpinBox"), {});
    m_previousPeakRcu->setMaximum(kMaxPreviousPeak);
    m_previousPeakWcu->setMaximum(kMaxPreviousPeak);
    m_maxRead = addUnits(tr("Max read request units"), QStringLiteral("gsiMaxReadSpinBox"), QStringLiteral("none"));
    m_maxWrite = addUnits(tr("Max write request units"), QStringLiteral("gsiMaxWriteSpinBox"), QStringLiteral("none"));
    m_warmRead = addUnits(tr("Warm read units/s"), QStringLiteral("gsiWarmReadSpinBox"), tr("none"));
    m_warmWrite = addUnits(tr("Warm write units/s"), QStringLiteral("gsiWarmWriteSpinBox"), tr("none"));
    for (QDoubleSpinBox* spin : {m_warmRead, m_warmWrite}) {
        spin->setToolTip(tr("The index's warm throughput (pre-warming): what it serves at once; it starts with the "
                            "partitions for it. none: its mode's own"));
    }

    m_partitions = new QSpinBox(m_fields);
    m_partitions->setObjectName(QStringLiteral("gsiPartitionsSpinBox"));
    m_partitions->setAccessibleName(tr("GSI partitions (0: derived from its capacity)"));
    m_partitions->setRange(0, static_cast<int>(kMaxPartitions));
    m_partitions->setSpecialValueText(tr("derived from its capacity"));
    m_partitions->setKeyboardTracking(false);
    m_form->addRow(tr("Index partitions"), m_partitions);
    m_derivedPartitions = makeSecondaryLabel(QString(), m_fields);
    m_derivedPartitions->setObjectName(QStringLiteral("gsiDerivedPartitionsLabel"));
    m_form->addRow(m_derivedPartitions);
    track(m_partitions, QStringLiteral("partitions"));
    connect(m_partitions, &QSpinBox::valueChanged, this, [this] { onFieldChanged(m_partitions); });

    m_form->addRow(tr("Index strategy"), createStrategyRow(m_fields));

    m_indexKeys = new IndexKeysTable(m_fields);
    m_indexKeys->setObjectName(QStringLiteral("gsiIndexKeys"));
    m_form->addRow(tr("Index keys"), m_indexKeys);
    track(m_indexKeys, tr("index keys"));
    connect(m_indexKeys, &IndexKeysTable::changed, this, [this](bool rowsChanged) {
        m_indexKeyRowsChanged = rowsChanged;
        onFieldChanged(m_indexKeys);
    });

    m_fromItems = new IndexKeysFromItems(m_fields);
    m_form->addRow(tr("From items"), m_fromItems);
    connect(m_fromItems, &IndexKeysFromItems::deriveRequested, this, &GsiEditor::deriveIndexKeys);
    connect(m_fromItems, &IndexKeysFromItems::derived, this, &GsiEditor::takeDerivedKeys);
    connect(m_fromItems, &IndexKeysFromItems::failed, this, [this](const QString& problem) {
        if (m_selected >= 0) {
            showProblem(m_selected, tr("Not applied: ") +
                                        fromStd(m_gsis[static_cast<std::size_t>(m_selected)].spec.name) +
                                        tr(" index keys from items: ") + problem);
        }
    });
    return m_fields;
}

void GsiEditor::setImportedItems(std::shared_ptr<const ImportedItems> items) {
    m_fromItems->setItems(std::move(items));
    updateRows();
}

void GsiEditor::deriveIndexKeys() {
    if (m_selected < 0) {
        return;
    }
    Entry& entry = m_gsis[static_cast<std::size_t>(m_selected)];
    entry.itemTemplate = m_fromItems->templateText();
    // The derived keys keep the shape the index's keys have (they are the same attribute's values).
    m_fromItems->derive(entry.indexKeys.empty() ? SortKeyShape::Random : entry.indexKeys.front().sortKey);
}

void GsiEditor::takeDerivedKeys(const std::vector<WorkloadKey>& keys) {
    if (m_selected < 0) {
        return;
    }
    Entry& entry = m_gsis[static_cast<std::size_t>(m_selected)];
    const QString before = m_indexKeys->summary();
    entry.indexKeys = keys;
    m_syncing = true;
    m_indexKeys->setKeys(keys);
    m_syncing = false;
    clearProblem();
    emit edited(ParameterEdit{fromStd(entry.spec.name) + tr(" index keys"), before, m_indexKeys->summary(), false});
}

// A compact strategy editor: kind, N, separator and the calculated kind's function. Range boundaries and lookup
// maps keep what the file gave them (the Strategy tab edits the table's strategy in full).
QWidget* GsiEditor::createStrategyRow(QWidget* parent) {
    m_strategyRow = new QWidget(parent);
    auto* row = new QHBoxLayout(m_strategyRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_strategyKind = new QComboBox(m_strategyRow);
    m_strategyKind->setObjectName(QStringLiteral("gsiStrategyKindCombo"));
    m_strategyKind->setAccessibleName(tr("GSI strategy"));
    fillChoices(m_strategyKind, namesOf(kStrategyKindNames));
    m_shards = new QSpinBox(m_strategyRow);
    m_shards->setObjectName(QStringLiteral("gsiShardsSpinBox"));
    m_shards->setAccessibleName(tr("GSI shards"));
    m_shards->setRange(1, kMaxShards);
    m_shards->setPrefix(QStringLiteral("N "));
    m_shards->setKeyboardTracking(false);
    m_separator = new QLineEdit(m_strategyRow);
    m_separator->setObjectName(QStringLiteral("gsiSeparatorEdit"));
    m_separator->setAccessibleName(tr("GSI shard separator"));
    m_separator->setMaximumWidth(40);
    m_suffixFunction = new QComboBox(m_strategyRow);
    m_suffixFunction->setObjectName(QStringLiteral("gsiSuffixFunctionCombo"));
    m_suffixFunction->setAccessibleName(QStringLiteral("GSI suffix function"));
    fillChoices(m_suffixFunction, namesOf(kSuffixFunctionNames));
    row->addWidget(m_strategyKind);
    row->addWidget(m_shards);
    row->addWidget(m_separator);
    row->addWidget(m_suffixFunction);
    row->addStretch(1);
    track(m_strategyKind, QStringLiteral("strategy"));
    track(m_shards, QStringLiteral("shards"));
    track(m_separator, QStringLiteral("separator"));
    track(m_suffixFunction, QStringLiteral("suffix function"));
    connect(m_strategyKind, &QComboBox::currentIndexChanged, this, [this] { onFieldChanged(m_strategyKind); });
    connect(m_shards, &QSpinBox::valueChanged, this, [this] { onFieldChanged(m_shards); });
    connect(m_separator, &QLineEdit::textEdited, this, [this] { onFieldChanged(m_separator); });
    connect(m_suffixFunction, &QComboBox::currentIndexChanged, this, [this] { onFieldChanged(m_suffixFunction); });
    return m_strategyRow;
}

void GsiEditor::setScenario(const Scenario& scenario) {
    m_gsis.clear();
    m_documentNames.clear();
    for (const GsiSpec& gsi : scenario.table.gsis) {
        const auto keys = scenario.workload.indexKeys.find(gsi.name);
        m_gsis.push_back(
            {gsi, keys == scenario.workload.indexKeys.end() ? std::vector<WorkloadKey>{} : keys->second, gsi.name, {}});
        m_documentNames.push_back(gsi.name);
    }
    updateList();
    select(std::clamp(m_selected, m_gsis.empty() ? -1 : 0, static_cast<int>(m_gsis.size()) - 1));
    acceptEdit();
}

void GsiEditor::applyTo(Scenario& scenario) const {
    auto& indexKeys = scenario.workload.indexKeys;
    for (const std::string& name : m_documentNames) {
        indexKeys.erase(name); // each GSI shown writes its own back, under its name now
    }
    scenario.table.gsis.clear();
    for (const Entry& entry : m_gsis) {
        scenario.table.gsis.push_back(entry.spec);
        if (GsiSpec& gsi = scenario.table.gsis.back(); gsi.mode) {
            gsi.mode = scenario.table.mode; // an index is billed like its table: a mode set in the file follows it
        }
        if (!entry.indexKeys.empty()) {
            indexKeys[entry.spec.name] = entry.indexKeys;
        }
    }
    retargetAccessPatterns(scenario, m_documentNames, namesNow(m_documentNames, entryDocumentNames(), names()));
}

void GsiEditor::acceptEdit() {
    m_documentNames.clear();
    for (Entry& entry : m_gsis) {
        entry.documentName = entry.spec.name;
        m_documentNames.push_back(entry.spec.name);
    }
    m_tracker.acceptCurrentValues();
    clearProblem();
}

void GsiEditor::setTableCapacity(CapacityMode mode, double rcu, double wcu) {
    m_onDemand = mode == CapacityMode::OnDemand;
    m_tableRcu = rcu;
    m_tableWcu = wcu;
    updateRows();
}

void GsiEditor::showProblem(int index, const QString& text) {
    if (index >= 0 && index < static_cast<int>(m_gsis.size()) && index != m_selected) {
        select(index);
    }
    m_list->showProblem(text);
}

void GsiEditor::clearProblem() {
    m_list->clearProblem();
}

QString GsiEditor::problem() const {
    return m_list->problem();
}

std::vector<std::string> GsiEditor::names() const {
    std::vector<std::string> names;
    for (const Entry& entry : m_gsis) {
        names.push_back(entry.spec.name);
    }
    return names;
}

std::vector<std::string> GsiEditor::entryDocumentNames() const {
    std::vector<std::string> names;
    for (const Entry& entry : m_gsis) {
        names.push_back(entry.documentName);
    }
    return names;
}

void GsiEditor::addGsi() {
    if (m_gsis.size() >= limits::kMaxGsis) {
        return;
    }
    const QString before = indexNamesText(names());
    const std::string name = firstFreeIndexName("GSI", names());
    GsiSpec gsi;
    gsi.name = name;
    gsi.partitionKey = KeyAttribute{name + "PK", AttributeType::S};
    // The table's capacity: an index that takes every base write needs as much write capacity as the table.
    gsi.rcu = m_tableRcu;
    gsi.wcu = m_tableWcu;
    m_gsis.push_back({gsi, {}, {}, {}});
    updateList();
    select(static_cast<int>(m_gsis.size()) - 1);
    emit edited(ParameterEdit{QStringLiteral("GSIs"), before, indexNamesText(names()), false});
}

void GsiEditor::removeGsi() {
    if (m_selected < 0) {
        return;
    }
    const QString before = indexNamesText(names());
    m_gsis.erase(m_gsis.begin() + m_selected);
    updateList();
    select(std::min(m_selected, static_cast<int>(m_gsis.size()) - 1));
    emit edited(ParameterEdit{QStringLiteral("GSIs"), before, indexNamesText(names()), false});
}

void GsiEditor::select(int index) {
    m_selected = index;
    m_list->setCurrent(index);
    if (index >= 0) {
        showEntry(m_gsis[static_cast<std::size_t>(index)]);
    }
    // The fields now show another GSI: an edit of one says "from what it was".
    m_tracker.acceptCurrentValues();
    updateRows();
}

void GsiEditor::showEntry(const Entry& entry) {
    m_syncing = true;
    const GsiSpec& gsi = entry.spec;
    m_name->setText(fromStd(gsi.name));
    m_partitionKey.show(gsi.partitionKey);
    m_hasSortKey->setChecked(gsi.sortKey.has_value());
    m_sortKey.show(gsi.sortKey.value_or(KeyAttribute{"SK", AttributeType::S}));
    setChoice(m_projection, static_cast<int>(gsi.projection));
    m_nonKeyAttributes->setText(textFromNames(gsi.nonKeyAttributes));
    showOptional(m_itemKb, gsi.itemKb);
    m_rcu->setValue(gsi.rcu);
    m_wcu->setValue(gsi.wcu);
    m_previousPeakRcu->setValue(gsi.previousPeakRcu);
    m_previousPeakWcu->setValue(gsi.previousPeakWcu);
    showOptional(m_maxRead, gsi.maxReadRequestUnits);
    showOptional(m_maxWrite, gsi.maxWriteRequestUnits);
    showOptional(m_warmRead, gsi.warmThroughput.readUnitsPerSecond);
    showOptional(m_warmWrite, gsi.warmThroughput.writeUnitsPerSecond);
    m_partitions->setValue(static_cast<int>(gsi.partitions.value_or(0)));
    setChoice(m_strategyKind, static_cast<int>(gsi.strategy.kind));
    m_shards->setValue(static_cast<int>(std::max<std::uint32_t>(gsi.strategy.shards, 1)));
    m_separator->setText(fromStd(gsi.strategy.separator));
    setChoice(m_suffixFunction, static_cast<int>(gsi.strategy.suffixFunction));
    m_indexKeys->setKeys(entry.indexKeys);
    m_fromItems->setTemplate(entry.itemTemplate.isEmpty()
                                 ? QLatin1Char('{') + fromStd(gsi.partitionKey.name) + QLatin1Char('}')
                                 : entry.itemTemplate);
    m_syncing = false;
}

void GsiEditor::onFieldChanged(const QWidget* control) {
    if (m_syncing || m_selected < 0) {
        return;
    }
    Entry& entry = m_gsis[static_cast<std::size_t>(m_selected)];
    const QString shownName = fromStd(entry.spec.name);
    GsiSpec& gsi = entry.spec;
    gsi.name = m_name->text().trimmed().toStdString();
    gsi.partitionKey = m_partitionKey.attribute();
    gsi.sortKey = m_hasSortKey->isChecked() ? std::optional<KeyAttribute>(m_sortKey.attribute()) : std::nullopt;
    gsi.projection = choiceOf<Projection>(m_projection);
    gsi.nonKeyAttributes =
        gsi.projection == Projection::Include ? namesFromText(m_nonKeyAttributes->text()) : std::vector<std::string>{};
    gsi.itemKb = optionalValue(m_itemKb);
    gsi.rcu = m_rcu->value();
    gsi.wcu = m_wcu->value();
    gsi.previousPeakRcu = m_previousPeakRcu->value();
    gsi.previousPeakWcu = m_previousPeakWcu->value();
    gsi.maxReadRequestUnits = optionalValue(m_maxRead);
    gsi.maxWriteRequestUnits = optionalValue(m_maxWrite);
    gsi.warmThroughput.readUnitsPerSecond = optionalValue(m_warmRead);
    gsi.warmThroughput.writeUnitsPerSecond = optionalValue(m_warmWrite);
    gsi.partitions = m_partitions->value() > 0
                         ? std::optional<std::uint32_t>(static_cast<std::uint32_t>(m_partitions->value()))
                         : std::nullopt;
    StrategyConfig& strategy = gsi.strategy;
    strategy.kind = choiceOf<StrategyKind>(m_strategyKind);
    const bool takesShards = strategy.kind == StrategyKind::Random || strategy.kind == StrategyKind::Calculated ||
                             strategy.kind == StrategyKind::Mod;
    // N only where the kind has one; lookup keeps its virtual shard count from the file, none and range have 0.
    if (takesShards) {
        strategy.shards = static_cast<std::uint32_t>(m_shards->value());
    } else if (strategy.kind != StrategyKind::Lookup) {
        strategy.shards = 0;
    }
    strategy.separator = m_separator->text().toStdString();
    strategy.suffixFunction = choiceOf<SuffixFunction>(m_suffixFunction);
    strategy = withoutUnusedOptions(strategy); // what a save keeps, so save and open give the same document
    m_list->setCurrentName(fromStd(gsi.name));
    updateRows();

    const QString who = control == m_name ? QString() : shownName + QLatin1Char(' ');
    QString error;
    if (auto keys = m_indexKeys->keys(error)) {
        entry.indexKeys = std::move(*keys);
    } else {
        showProblem(m_selected, tr("Not applied: ") + who + error);
        return;
    }
    if (strategy.kind != StrategyKind::None) {
        // The strategy is checked here, as the Strategy tab checks the table's, so its message names the field.
        ShardStrategy checked;
        std::string reason;
        if (!ShardStrategy::create(strategy, checked, reason, OptionNaming::ScenarioFields)) {
            showProblem(m_selected, tr("Not applied: ") + who + tr("strategy: ") + fromStd(reason));
            return;
        }
    }
    ParameterEdit edit = m_tracker.editOf(control);
    edit.control = who + edit.control;
    // Adding or removing an index key is a step of its own; typing in a cell merges like any field.
    edit.mergeable = !(control == m_indexKeys && m_indexKeyRowsChanged);
    emit edited(edit);
}

void GsiEditor::updateList() {
    QStringList shown;
    for (const std::string& name : names()) {
        shown.append(fromStd(name));
    }
    m_list->setNames(shown);
}

void GsiEditor::updateRows() {
    m_list->addButton()->setEnabled(m_gsis.size() < limits::kMaxGsis);
    m_list->removeButton()->setEnabled(m_selected >= 0);
    m_fields->setVisible(m_selected >= 0);
    m_sortKey.row->setEnabled(m_hasSortKey->isChecked());
    m_form->setRowVisible(m_nonKeyAttributes, choiceOf<Projection>(m_projection) == Projection::Include);
    m_form->setRowVisible(m_rcu, !m_onDemand);
    m_form->setRowVisible(m_wcu, !m_onDemand);
    m_form->setRowVisible(m_previousPeakRcu, m_onDemand);
    m_form->setRowVisible(m_previousPeakWcu, m_onDemand);
    m_form->setRowVisible(m_maxRead, m_onDemand);
    m_form->setRowVisible(m_maxWrite, m_onDemand);
    m_form->setRowVisible(m_fromItems, m_fromItems->hasItems());
    if (m_selected >= 0) {
        // The index's own count, from its own capacity (core's formula), shown whether pinned or not.
        TableSpec table;
        table.mode = m_onDemand ? CapacityMode::OnDemand : CapacityMode::Provisioned;
        const GsiSpec& gsi = m_gsis[static_cast<std::size_t>(m_selected)].spec;
        m_derivedPartitions->setText(tr("Derived from its capacity: %1").arg(derivedPartitionCount(gsi, table)) +
                                     (gsi.partitions ? tr("; pinned to %1").arg(*gsi.partitions) : QString()));
    }
    const auto kind = choiceOf<StrategyKind>(m_strategyKind);
    m_shards->setVisible(kind == StrategyKind::Random || kind == StrategyKind::Calculated || kind == StrategyKind::Mod);
    m_separator->setVisible(kind != StrategyKind::None);
    m_suffixFunction->setVisible(kind == StrategyKind::Calculated);
}

} // namespace partiscope::ui
