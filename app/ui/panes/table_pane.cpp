#include "panes/table_pane.h"
#include "panes/auto_scaling_editor.h"
#include "panes/gsi_editor.h"
#include "panes/lsi_list.h"
#include "panes/undo_shortcut_pass_through.h"

#include "util/core_text.h"
#include "util/qt_strings.h"
#include "views/scrolling_pane.h"
#include "views/secondary_label.h"

#include <partiscope/dynamodb_limits.h>

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <array>

namespace partiscope::ui {

namespace {

// The scenario format's own limits (README, "Scenario files"): the controls cannot leave them.
constexpr double kMaxTableUnits = 1e7;
constexpr double kMaxPreviousPeak = 1e8;
constexpr double kMaxRequestsPerS = 1e8;
constexpr double kMaxCapacityDelayS = 86400;
constexpr double kMaxSizeGb = 1e7;

QString adaptiveModeNote(AdaptiveMode mode) {
    switch (mode) {
    case AdaptiveMode::Instant:
        return QCoreApplication::translate("partiscope::ui::TablePane", "since 2019");
    case AdaptiveMode::Delayed:
        return QStringLiteral("2018");
    case AdaptiveMode::Off:
        return QStringLiteral("teaching");
    }
    return {};
}

QString retryPolicyNote(RetryPolicy policy) {
    const int attempts = retryAttempts(policy);
    return attempts > 1
               ? QString::number(attempts) + QCoreApplication::translate("partiscope::ui::TablePane", " attempts")
               : QString();
}

} // namespace

TablePane::TablePane(QWidget* parent) : QWidget(parent) {
    m_syncing = true; // setting up ranges and minimums emits valueChanged before every control exists
    QVBoxLayout* outer = nullptr;
    QVBoxLayout* layout = addScrollingContent(this, &outer);
    layout->addWidget(createTableGroup());
    layout->addWidget(createIndexGroups());
    layout->addWidget(createCapacityGroup());
    layout->addWidget(createWorkloadGroup());
    layout->addStretch(1);
    // Above the scroll area, not in it: the refused control may be scrolled far below the top.
    m_problem = makeProblemLabel(this);
    m_problem->setObjectName(QStringLiteral("tableProblemLabel"));
    m_problem->setContentsMargins(9, 6, 9, 0);
    outer->insertWidget(0, m_problem);

    UndoShortcutPassThrough::installOn(this);
    setFocusProxy(m_tableName); // Edit > Edit table lands on the first control
    m_syncing = false;
    updateDependentControls();
}

QDoubleSpinBox* TablePane::addNumber(QFormLayout* form, const QString& label, const QString& name, double max,
                                     int decimals, const QString& suffix) {
    auto* spin = new QDoubleSpinBox(form->parentWidget());
    spin->setObjectName(name);
    spin->setRange(0, max);
    spin->setDecimals(decimals);
    spin->setGroupSeparatorShown(true);
    spin->setSuffix(suffix);
    // Typing "4000" should be one edit, not four documents (4, 40, 400, 4000) each with a simulation.
    spin->setKeyboardTracking(false);
    form->addRow(label, spin);
    track(spin, QString(label).remove(QLatin1Char('&')));
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { onControlChanged(spin); });
    return spin;
}

QCheckBox* TablePane::addCheck(QFormLayout* form, const QString& label, const QString& name) {
    auto* check = new QCheckBox(label, form->parentWidget());
    check->setObjectName(name);
    form->addRow(check);
    track(check, QString(label).remove(QLatin1Char('&')));
    connect(check, &QCheckBox::toggled, this, [this, check] { onControlChanged(check); });
    return check;
}

QComboBox* TablePane::addChoice(QFormLayout* form, const QString& label, const QString& name,
                                const QStringList& items) {
    auto* combo = new QComboBox(form->parentWidget());
    combo->setObjectName(name);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(8);
    fillChoices(combo, items);
    form->addRow(label, combo);
    track(combo, QString(label).remove(QLatin1Char('&')));
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo] { onControlChanged(combo); });
    return combo;
}

void TablePane::track(QWidget* control, const QString& label) {
    m_tracker.add(control, label, [control] { return controlValueText(control); });
}

QWidget* TablePane::createTableGroup() {
    auto* group = new QGroupBox(tr("Table"), this);
    m_tableForm = new QFormLayout(group);
    createKeySchemaRows();
    m_mode = addChoice(m_tableForm, tr("&Mode"), QStringLiteral("capacityModeCombo"), namesOf(kCapacityModeNames));
    m_rcu = addNumber(m_tableForm, tr("&RCU"), QStringLiteral("rcuSpinBox"), kMaxTableUnits, 0, {});
    m_wcu = addNumber(m_tableForm, tr("&WCU"), QStringLiteral("wcuSpinBox"), kMaxTableUnits, 0, {});
    m_previousPeakRcu = addNumber(m_tableForm, tr("Previous peak RCU/s"), QStringLiteral("previousPeakRcuSpinBox"),
                                  kMaxPreviousPeak, 0, {});
    m_previousPeakWcu = addNumber(m_tableForm, tr("Previous peak WCU/s"), QStringLiteral("previousPeakWcuSpinBox"),
                                  kMaxPreviousPeak, 0, {});
    createOnDemandRows();
    createWarmThroughputRows();
    m_autoScaling = new AutoScalingEditor(group);
    m_autoScaling->setObjectName(QStringLiteral("autoScalingEditor"));
    m_tableForm->addRow(m_autoScaling);
    for (const auto& [control, label] : m_autoScaling->controls()) {
        track(control, label);
    }
    connect(m_autoScaling, &AutoScalingEditor::edited, this,
            [this](const QWidget* control) { onControlChanged(control); });

    // Partitions: derived from capacity unless pinned; the derived count stays visible either way.
    auto* partitionsRow = new QWidget(group);
    auto* partitionsLayout = new QHBoxLayout(partitionsRow);
    partitionsLayout->setContentsMargins(0, 0, 0, 0);
    m_pinPartitions = new QCheckBox(tr("&Pin"), partitionsRow);
    m_pinPartitions->setObjectName(QStringLiteral("pinPartitionsCheckBox"));
    m_pinPartitions->setToolTip(tr("Pin the partition count instead of deriving it from capacity"));
    m_partitions = new QSpinBox(partitionsRow);
    m_partitions->setObjectName(QStringLiteral("partitionsSpinBox"));
    m_partitions->setRange(1, static_cast<int>(kMaxPartitions));
    m_partitions->setKeyboardTracking(false);
    partitionsLayout->addWidget(m_pinPartitions);
    partitionsLayout->addWidget(m_partitions, 1);
    m_tableForm->addRow(tr("Partitions"), partitionsRow);
    m_derivedPartitions = makeSecondaryLabel(QString(), group);
    m_derivedPartitions->setObjectName(QStringLiteral("derivedPartitionsLabel"));
    m_tableForm->addRow(m_derivedPartitions);
    track(m_pinPartitions, tr("Pin partitions"));
    track(m_partitions, tr("Partitions"));
    connect(m_pinPartitions, &QCheckBox::toggled, this, [this] { onControlChanged(m_pinPartitions); });
    connect(m_partitions, &QSpinBox::valueChanged, this, [this] { onControlChanged(m_partitions); });

    // Short labels, the consequence in the tooltip: the pane must fit beside a lesson guide.
    m_streams = addCheck(m_tableForm, tr("Streams"), QStringLiteral("streamsCheckBox"));
    m_streams->setToolTip(tr("Streams block isolation (split-for-heat) on provisioned tables"));
    return group;
}

QWidget* TablePane::createCapacityGroup() {
    auto* group = new QGroupBox(tr("Capacity behaviour"), this);
    m_capacityForm = new QFormLayout(group);
    m_burst = addCheck(m_capacityForm, tr("B&urst"), QStringLiteral("burstCheckBox"));
    m_burst->setToolTip(
        tr("Each partition banks up to %1 s of its unused capacity").arg(QString::number(limits::kBurstWindowS)));
    m_burstStart =
        addChoice(m_capacityForm, tr("Burst starts"), QStringLiteral("burstStartCombo"), namesOf(kBurstStartNames));
    m_adaptive = addChoice(m_capacityForm, tr("&Adaptive capacity"), QStringLiteral("adaptiveCombo"),
                           namesOf(kAdaptiveModeNames, adaptiveModeNote));
    m_adaptiveDelay = addNumber(m_capacityForm, tr("Adaptive delay"), QStringLiteral("adaptiveDelaySpinBox"),
                                kMaxCapacityDelayS, 0, QStringLiteral(" s"));
    m_splitForHeat = addCheck(m_capacityForm, tr("Spl&it for heat"), QStringLiteral("splitForHeatCheckBox"));
    m_splitAfter = addNumber(m_capacityForm, tr("Split after"), QStringLiteral("splitAfterSpinBox"), kMaxCapacityDelayS,
                             0, QStringLiteral(" s"));
    m_splitAfter->setMinimum(1);
    return group;
}

QWidget* TablePane::createWorkloadGroup() {
    auto* group = new QGroupBox(tr("Workload"), this);
    auto* form = new QFormLayout(group);
    m_duration = new QSpinBox(group);
    m_duration->setObjectName(QStringLiteral("durationSpinBox"));
    m_duration->setRange(1, static_cast<int>(kMaxDurationS));
    m_duration->setSuffix(QStringLiteral(" s"));
    m_duration->setGroupSeparatorShown(true);
    m_duration->setKeyboardTracking(false);
    form->addRow(tr("&Duration"), m_duration);
    track(m_duration, tr("Duration"));
    connect(m_duration, &QSpinBox::valueChanged, this, [this] { onControlChanged(m_duration); });
    m_writesPerS =
        addNumber(form, QStringLiteral("Writes/s"), QStringLiteral("writesPerSecondSpinBox"), kMaxRequestsPerS, 0, {});
    m_readsPerS =
        addNumber(form, QStringLiteral("Reads/s"), QStringLiteral("readsPerSecondSpinBox"), kMaxRequestsPerS, 0, {});
    m_itemKb = addNumber(form, tr("Item si&ze"), QStringLiteral("itemKbSpinBox"), limits::kItemMaxKb, 3, tr(" KB"));
    m_itemKb->setMinimum(0.001);
    m_consistency = addChoice(form, tr("C&onsistency"), QStringLiteral("consistencyCombo"), namesOf(kConsistencyNames));
    m_retries = addChoice(form, tr("SD&K retries"), QStringLiteral("retriesCombo"),
                          namesOf(kRetryPolicyNames, retryPolicyNote));
    // Read-only: the mix is set in the scenario file; shown so that the costs the run counts are not a surprise.
    m_operationMix = makeSecondaryLabel(QString(), group);
    m_operationMix->setObjectName(QStringLiteral("operationMixLabel"));
    m_operationMix->setWordWrap(true);
    form->addRow(m_operationMix);
    return group;
}

void TablePane::setScenario(const Scenario& scenario) {
    m_syncing = true; // a sync must not look like an edit (onControlChanged checks it)
    {
        const TableSpec& table = scenario.table;
        m_tableName->setText(fromStd(table.name));
        m_partitionKey.show(table.keySchema.partitionKey);
        m_hasSortKey->setChecked(table.keySchema.sortKey.has_value());
        m_sortKey.show(table.keySchema.sortKey.value_or(KeyAttribute{"SK", AttributeType::S}));
        m_sizeGb->setValue(table.sizeGb);
        setChoice(m_mode, static_cast<int>(table.mode));
        m_rcu->setValue(table.rcu);
        m_wcu->setValue(table.wcu);
        m_previousPeakRcu->setValue(table.previousPeakRcu);
        m_previousPeakWcu->setValue(table.previousPeakWcu);
        showOptional(m_maxReadRequestUnits, table.maxReadRequestUnits);
        showOptional(m_maxWriteRequestUnits, table.maxWriteRequestUnits);
        showOptional(m_warmReadUnits, table.warmThroughput.readUnitsPerSecond);
        showOptional(m_warmWriteUnits, table.warmThroughput.writeUnitsPerSecond);
        m_autoScaling->setAutoScaling(table.autoScaling);
        m_accountMaxRcu->setValue(table.accountMaxRcu);
        m_accountMaxWcu->setValue(table.accountMaxWcu);
        m_pinPartitions->setChecked(table.partitions.has_value());
        m_partitions->setValue(static_cast<int>(table.partitions.value_or(derivedPartitionCount(table))));
        m_streams->setChecked(table.streams);
        m_gsis->setScenario(scenario);
        m_lsis->setScenario(scenario);

        const CapacitySpec& capacity = scenario.capacity;
        m_burst->setChecked(capacity.burst);
        setChoice(m_burstStart, static_cast<int>(capacity.burstStart));
        setChoice(m_adaptive, static_cast<int>(capacity.adaptive));
        m_adaptiveDelay->setValue(capacity.adaptiveDelayS);
        m_splitForHeat->setChecked(capacity.splitForHeat);
        m_splitAfter->setValue(capacity.splitAfterS);

        const WorkloadSpec& workload = scenario.workload;
        m_duration->setValue(static_cast<int>(workload.durationS));
        m_writesPerS->setValue(workload.writesPerS);
        m_readsPerS->setValue(workload.readsPerS);
        m_itemKb->setValue(workload.itemKb);
        setChoice(m_consistency, static_cast<int>(workload.consistency));
        setChoice(m_retries, static_cast<int>(workload.retries));
        m_operationMix->setText(operationMixText(workload));
    }
    m_syncing = false;
    acceptEdit();
}

void TablePane::applyTo(Scenario& scenario) const {
    TableSpec& table = scenario.table;
    table.name = m_tableName->text().trimmed().toStdString();
    table.keySchema.partitionKey = m_partitionKey.attribute();
    table.keySchema.sortKey =
        m_hasSortKey->isChecked() ? std::optional<KeyAttribute>(m_sortKey.attribute()) : std::nullopt;
    table.sizeGb = m_sizeGb->value();
    table.mode = choiceOf<CapacityMode>(m_mode);
    table.rcu = m_rcu->value();
    table.wcu = m_wcu->value();
    table.previousPeakRcu = m_previousPeakRcu->value();
    table.previousPeakWcu = m_previousPeakWcu->value();
    table.maxReadRequestUnits = optionalValue(m_maxReadRequestUnits);
    table.maxWriteRequestUnits = optionalValue(m_maxWriteRequestUnits);
    table.warmThroughput.readUnitsPerSecond = optionalValue(m_warmReadUnits);
    table.warmThroughput.writeUnitsPerSecond = optionalValue(m_warmWriteUnits);
    // Auto scaling adjusts provisioned capacity only: an on-demand table keeps none.
    table.autoScaling = table.mode == CapacityMode::Provisioned ? m_autoScaling->autoScaling() : AutoScaling{};
    table.accountMaxRcu = m_accountMaxRcu->value();
    table.accountMaxWcu = m_accountMaxWcu->value();
    table.partitions = m_pinPartitions->isChecked()
                           ? std::optional<std::uint32_t>(static_cast<std::uint32_t>(m_partitions->value()))
                           : std::nullopt;
    table.streams = m_streams->isChecked();
    m_gsis->applyTo(scenario);
    m_lsis->applyTo(scenario);

    CapacitySpec& capacity = scenario.capacity;
    capacity.burst = m_burst->isChecked();
    capacity.burstStart = choiceOf<BurstStart>(m_burstStart);
    capacity.adaptive = choiceOf<AdaptiveMode>(m_adaptive);
    capacity.adaptiveDelayS = m_adaptiveDelay->value();
    capacity.splitForHeat = m_splitForHeat->isChecked();
    capacity.splitAfterS = m_splitAfter->value();

    WorkloadSpec& workload = scenario.workload;
    workload.durationS = static_cast<std::uint64_t>(m_duration->value());
    workload.writesPerS = m_writesPerS->value();
    workload.readsPerS = m_readsPerS->value();
    workload.itemKb = m_itemKb->value();
    workload.consistency = choiceOf<Consistency>(m_consistency);
    workload.retries = choiceOf<RetryPolicy>(m_retries);
}

QString TablePane::operationMixText(const WorkloadSpec& workload) const {
    if (workload.operations.empty()) {
        return tr("Operation mix: every write is a put of a new item (workload.operations in the scenario file sets "
                  "a mix)");
    }
    QStringList parts;
    for (const WriteOperation& op : workload.operations) {
        // Shares as the scenario file gives them ("40 %", "33.33 %"), not rounded to shareText()'s one decimal.
        parts << QStringLiteral("%1 % %2").arg(localizedNumber(op.share * 100),
                                               fromStd(enumName(kWriteOperationKindNames, op.kind)));
    }
    return tr("Operation mix: %1 (workload.operations, set in the scenario file)")
        .arg(parts.join(QStringLiteral(", ")));
}

std::uint32_t TablePane::partitionCount() const {
    Scenario scenario;
    applyTo(scenario);
    return scenario.table.partitions.value_or(derivedPartitionCount(scenario.table));
}

void TablePane::onControlChanged(const QWidget* control) {
    if (m_syncing) {
        return;
    }
    updateDependentControls();
    if (!m_hasSortKey->isChecked() && !m_lsis->isEmpty()) {
        // Said here rather than left to the core: the fix (remove the LSIs first) is in this tab.
        m_problem->setText(tr("Not applied: an LSI needs the table's sort key (it keeps the partition key "
                              "with another sort key): remove the LSIs first"));
        m_problem->show();
        return;
    }
    emit tableEdited(m_tracker.editOf(control));
}

void TablePane::onIndexEdited(const ParameterEdit& edit) {
    if (m_syncing) {
        return;
    }
    updateDependentControls();
    emit tableEdited(edit);
}

void TablePane::acceptEdit() {
    m_tracker.acceptCurrentValues();
    m_gsis->acceptEdit();
    m_lsis->acceptEdit();
    m_problem->clear();
    m_problem->hide();
    updateDependentControls();
}

void TablePane::showProblem(const QString& problem) {
    // A GSI's or an LSI's problem is shown beside its fields, named by what the controls show.
    Scenario shown;
    applyTo(shown);
    const QString text = tr("Not applied: ") + tableProblemText(problem, &shown.table);
    const TableProblemPlace place = tableProblemPlace(problem, shown.table);
    m_problem->hide();
    m_gsis->clearProblem();
    m_lsis->clearProblem();
    if (place.part == TableProblemPlace::Part::Gsi) {
        m_gsis->showProblem(place.index, text);
    } else if (place.part == TableProblemPlace::Part::Lsi) {
        m_lsis->showProblem(place.index, text);
    } else {
        m_problem->setText(text);
        m_problem->show();
    }
}

void TablePane::setImportedItems(std::shared_ptr<const ImportedItems> items) {
    m_gsis->setImportedItems(std::move(items));
}

QString TablePane::problem() const {
    if (!m_problem->isHidden()) {
        return m_problem->text();
    }
    return !m_gsis->problem().isEmpty() ? m_gsis->problem() : m_lsis->problem();
}

void TablePane::updateDependentControls() {
    const bool onDemand = choiceOf<CapacityMode>(m_mode) == CapacityMode::OnDemand;
    m_tableForm->setRowVisible(m_rcu, !onDemand);
    m_tableForm->setRowVisible(m_wcu, !onDemand);
    m_tableForm->setRowVisible(m_previousPeakRcu, onDemand);
    m_tableForm->setRowVisible(m_previousPeakWcu, onDemand);
    for (QWidget* row : {m_maxReadRequestUnits, m_maxWriteRequestUnits}) {
        m_tableForm->setRowVisible(row, onDemand);
    }
    m_tableForm->setRowVisible(m_autoScaling, !onDemand);
    m_autoScaling->setCapacity(m_rcu->value(), m_wcu->value());
    // The per-table quota bounds both modes: what an on-demand table serves, what a provisioned one may be given.
    for (QWidget* row : {m_accountMaxRcu, m_accountMaxWcu}) {
        m_tableForm->setRowVisible(row, true);
    }
    m_sortKey.row->setEnabled(m_hasSortKey->isChecked());
    m_gsis->setTableCapacity(choiceOf<CapacityMode>(m_mode), m_rcu->value(), m_wcu->value());
    m_lsis->setTableHasSortKey(m_hasSortKey->isChecked());
    m_partitions->setEnabled(m_pinPartitions->isChecked());
    m_burstStart->setEnabled(m_burst->isChecked());
    m_adaptiveDelay->setEnabled(choiceOf<AdaptiveMode>(m_adaptive) == AdaptiveMode::Delayed);
    m_splitAfter->setEnabled(m_splitForHeat->isChecked());

    Scenario shown;
    applyTo(shown);
    const std::uint32_t derived = derivedPartitionCount(shown.table);
    m_derivedPartitions->setText(derivedPartitionsText(shown.table));
    if (!m_pinPartitions->isChecked() && !m_syncing) {
        // Unpinned, the spin box shows what the table gets, so pinning starts from that count.
        const QSignalBlocker block(m_partitions);
        m_partitions->setValue(static_cast<int>(derived));
    }
}

QString TablePane::derivedPartitionsText(const TableSpec& table) const {
    const QString maxRcu = QString::number(limits::kPartitionMaxRcu);
    const QString maxWcu = QString::number(limits::kPartitionMaxWcu);
    const bool warm = table.warmThroughput.isSet();
    QString formula;
    if (table.mode == CapacityMode::OnDemand) {
        formula = (warm ? tr("ceil(max(%1, warm, 2 × peak RCU)/%2 + max(%3, warm, 2 × peak WCU)/%4)")
                        : tr("ceil(max(%1, 2 × peak RCU)/%2 + max(%3, 2 × peak WCU)/%4)"))
                      .arg(QString::number(limits::kOnDemandInitialRcu), maxRcu,
                           QString::number(limits::kOnDemandInitialWcu), maxWcu);
    } else {
        formula = (warm ? tr("ceil(max(RCU, warm)/%1 + max(WCU, warm)/%2)") : tr("ceil(RCU/%1 + WCU/%2)"))
                      .arg(maxRcu, maxWcu);
    }
    if (table.sizeGb > 0) {
        // A partition holds about 10 GB: the data needs its own count when it is larger.
        formula = tr("max(%1, ceil(size/%2 GB))").arg(formula, QString::number(limits::kPartitionMaxGb));
    }
    return tr("Derived: %1 (%2)").arg(derivedPartitionCount(table)).arg(formula) +
           (table.partitions ? tr("; pinned to %1").arg(*table.partitions) : QString());
}

void TablePane::createKeySchemaRows() {
    QWidget* parent = m_tableForm->parentWidget();
    m_tableName = new QLineEdit(parent);
    m_tableName->setObjectName(QStringLiteral("tableNameEdit"));
    m_tableName->setAccessibleName(tr("Table name"));
    m_tableName->setPlaceholderText(tr("optional: the scenario's name"));
    m_tableForm->addRow(tr("Table &name"), m_tableName);
    track(m_tableName, tr("Table name"));
    connect(m_tableName, &QLineEdit::textEdited, this, [this] { onControlChanged(m_tableName); });

    m_partitionKey = makeKeyAttributeRow(parent, QStringLiteral("partitionKey"), tr("Partition key"));
    m_tableForm->addRow(tr("Partition key"), m_partitionKey.row);
    m_hasSortKey = new QCheckBox(tr("Sort key"), parent);
    m_hasSortKey->setObjectName(QStringLiteral("sortKeyCheckBox"));
    m_hasSortKey->setAccessibleName(tr("Table has a sort key"));
    m_sortKey = makeKeyAttributeRow(parent, QStringLiteral("sortKey"), tr("Sort key"));
    m_tableForm->addRow(m_hasSortKey, m_sortKey.row);
    track(m_partitionKey.name, tr("Partition key"));
    track(m_partitionKey.type, tr("Partition key type"));
    track(m_hasSortKey, tr("Sort key"));
    track(m_sortKey.name, tr("Sort key name"));
    track(m_sortKey.type, tr("Sort key type"));
    for (QLineEdit* name : {m_partitionKey.name, m_sortKey.name}) {
        connect(name, &QLineEdit::textEdited, this, [this, name] { onControlChanged(name); });
    }
    for (QComboBox* type : {m_partitionKey.type, m_sortKey.type}) {
        connect(type, &QComboBox::currentIndexChanged, this, [this, type] { onControlChanged(type); });
    }
    connect(m_hasSortKey, &QCheckBox::toggled, this, [this] { onControlChanged(m_hasSortKey); });

    m_sizeGb = addNumber(m_tableForm, tr("Data size"), QStringLiteral("sizeGbSpinBox"), kMaxSizeGb, 1, tr(" GB"));
    auto* note =
        makeSecondaryLabel(tr("Partitions = max(capacity formula, ceil(size / %1 GB)): a partition holds about %1 GB")
                               .arg(QString::number(limits::kPartitionMaxGb)),
                           parent);
    note->setObjectName(QStringLiteral("sizeNoteLabel"));
    m_tableForm->addRow(note);
}

void TablePane::createOnDemandRows() {
    m_maxReadRequestUnits = addNumber(m_tableForm, tr("Max read request units"),
                                      QStringLiteral("maxReadRequestUnitsSpinBox"), kMaxTableUnits, 0, {});
    m_maxWriteRequestUnits = addNumber(m_tableForm, tr("Max write request units"),
                                       QStringLiteral("maxWriteRequestUnitsSpinBox"), kMaxTableUnits, 0, {});
    for (QDoubleSpinBox* spin : {m_maxReadRequestUnits, m_maxWriteRequestUnits}) {
        spin->setSpecialValueText(tr("none")); // 0: no maximum set (the account quota still applies)
        spin->setToolTip(tr("On-demand maximum throughput per second: above it requests fail with "
                            "...MaxOnDemandThroughputExceeded"));
    }
    m_accountMaxRcu =
        addNumber(m_tableForm, tr("Account quota RCU"), QStringLiteral("accountMaxRcuSpinBox"), kMaxTableUnits, 0, {});
    m_accountMaxWcu =
        addNumber(m_tableForm, tr("Account quota WCU"), QStringLiteral("accountMaxWcuSpinBox"), kMaxTableUnits, 0, {});
    for (QDoubleSpinBox* spin : {m_accountMaxRcu, m_accountMaxWcu}) {
        spin->setMinimum(1);
        spin->setToolTip(tr("Per-table quota (Service Quotas, default %1): an on-demand table or GSI serves no more "
                            "a second (above it requests fail with ...AccountLimitExceeded), and a provisioned table "
                            "or GSI may be provisioned no more")
                             .arg(QLocale().toString(limits::kDefaultAccountMaxRcu, 'f', 0)));
    }
}

void TablePane::createWarmThroughputRows() {
    m_warmReadUnits =
        addNumber(m_tableForm, tr("Warm read units/s"), QStringLiteral("warmReadUnitsSpinBox"), kMaxTableUnits, 0, {});
    m_warmWriteUnits = addNumber(m_tableForm, tr("Warm write units/s"), QStringLiteral("warmWriteUnitsSpinBox"),
                                 kMaxTableUnits, 0, {});
    for (QDoubleSpinBox* spin : {m_warmReadUnits, m_warmWriteUnits}) {
        spin->setSpecialValueText(tr("none")); // 0: not set, the mode's own
        spin->setToolTip(tr("Warm throughput (pre-warming): what the table serves at once. It starts with the "
                            "partitions for it, and on demand it serves up to it at once, as it serves twice its "
                            "previous peak. none: the mode's own (a new on-demand table's %1 read / %2 write units, a "
                            "provisioned table's capacity)")
                             .arg(QLocale().toString(limits::kOnDemandInitialRcu, 'f', 0),
                                  QLocale().toString(limits::kOnDemandInitialWcu, 'f', 0)));
    }
}

QWidget* TablePane::createIndexGroups() {
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* gsiGroup = new QGroupBox(tr("Global secondary indexes"), box);
    auto* gsiLayout = new QVBoxLayout(gsiGroup);
    m_gsis = new GsiEditor(gsiGroup);
    m_gsis->setObjectName(QStringLiteral("gsiEditor"));
    gsiLayout->addWidget(m_gsis);
    layout->addWidget(gsiGroup);
    auto* lsiGroup = new QGroupBox(tr("Local secondary indexes"), box);
    auto* lsiLayout = new QVBoxLayout(lsiGroup);
    m_lsis = new LsiList(lsiGroup);
    m_lsis->setObjectName(QStringLiteral("lsiEditor"));
    lsiLayout->addWidget(m_lsis);
    layout->addWidget(lsiGroup);
    connect(m_gsis, &GsiEditor::edited, this, &TablePane::onIndexEdited);
    connect(m_lsis, &LsiList::edited, this, &TablePane::onIndexEdited);
    return box;
}

} // namespace partiscope::ui
