#include "panes/table_pane.h"
#include "panes/undo_shortcut_pass_through.h"

#include "util/qt_strings.h"
#include "views/scrolling_pane.h"
#include "views/secondary_label.h"

#include <partiscope/dynamodb_limits.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
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

void setChoice(QComboBox* combo, int value) {
    combo->setCurrentIndex(std::max(0, combo->findData(value)));
}

// A combo's item i is the enum value i: the names are listed in the enum's order. A non-empty @p note of a
// value follows its name in brackets: "standard (3 attempts)".
template <typename Enum, std::size_t N>
QStringList namesOf(const std::array<EnumName<Enum>, N>& names, QString (*note)(Enum) = nullptr) {
    QStringList items;
    for (std::size_t i = 0; i < N; ++i) {
        Q_ASSERT(static_cast<std::size_t>(names[i].value) == i);
        QString item = fromStd(names[i].name);
        if (const QString extra = note ? note(names[i].value) : QString(); !extra.isEmpty()) {
            item += QStringLiteral(" (") + extra + QLatin1Char(')');
        }
        items.append(item);
    }
    return items;
}

QString adaptiveModeNote(AdaptiveMode mode) {
    switch (mode) {
    case AdaptiveMode::Instant:
        return QStringLiteral("since 2019");
    case AdaptiveMode::Delayed:
        return QStringLiteral("2018");
    case AdaptiveMode::Off:
        return QStringLiteral("teaching");
    }
    return {};
}

QString retryPolicyNote(RetryPolicy policy) {
    const int attempts = retryAttempts(policy);
    return attempts > 1 ? QString::number(attempts) + QStringLiteral(" attempts") : QString();
}

template <typename Enum>
Enum choiceOf(const QComboBox* combo) {
    return static_cast<Enum>(combo->currentData().toInt());
}

// The scenario fields this tab edits, by their JSON path: the core names a problem by its path, the tab by the
// field's label.
struct FieldLabel {
    const char* path;
    const char* label;
};
constexpr std::array kFieldLabels{
    FieldLabel{"/table/wcu", "Write capacity (WCU)"},
    FieldLabel{"/table/rcu", "Read capacity (RCU)"},
    FieldLabel{"/table/partitions", "Partitions"},
    FieldLabel{"/table/previous_peak_wcu", "Previous peak WCU/s"},
    FieldLabel{"/table/previous_peak_rcu", "Previous peak RCU/s"},
    FieldLabel{"/capacity/adaptive_delay_s", "Adaptive delay"},
    FieldLabel{"/capacity/split_after_s", "Split after"},
    FieldLabel{"/workload/duration_s", "Duration"},
    FieldLabel{"/workload/writes_per_s", "Writes/s"},
    FieldLabel{"/workload/reads_per_s", "Reads/s"},
    FieldLabel{"/workload/item_kb", "Item size"},
};

} // namespace

QString tableProblemText(const QString& problem) {
    const qsizetype colon = problem.indexOf(QStringLiteral(": "));
    if (!problem.startsWith(QLatin1Char('/')) || colon < 0) {
        return problem;
    }
    const QString path = problem.left(colon);
    const QString message = problem.mid(colon + 2);
    QString label;
    for (const FieldLabel& field : kFieldLabels) {
        if (path == QLatin1String(field.path)) {
            label = QString::fromLatin1(field.label);
        }
    }
    // A key pinned to a partition the table would not have: the partition count is what the edit changed.
    if (label.isEmpty() && path.startsWith(QStringLiteral("/workload/keys/")) &&
        path.endsWith(QStringLiteral("/partition"))) {
        label = QStringLiteral("Partitions");
    }
    if (label.isEmpty()) {
        return problem;
    }
    // "Write capacity (WCU) must be at least 1", but "Partitions: partition 2 does not exist ...".
    if (message.startsWith(QStringLiteral("must "))) {
        return label + QLatin1Char(' ') + message;
    }
    return label + QStringLiteral(": ") + message;
}

TablePane::TablePane(QWidget* parent) : QWidget(parent) {
    m_syncing = true; // setting up ranges and minimums emits valueChanged before every control exists
    QVBoxLayout* outer = nullptr;
    QVBoxLayout* layout = addScrollingContent(this, &outer);
    layout->addWidget(createTableGroup());
    layout->addWidget(createCapacityGroup());
    layout->addWidget(createWorkloadGroup());
    layout->addStretch(1);
    // Above the scroll area, not in it: the refused control may be scrolled far below the top.
    m_problem = makeProblemLabel(this);
    m_problem->setObjectName(QStringLiteral("tableProblemLabel"));
    m_problem->setContentsMargins(9, 6, 9, 0);
    outer->insertWidget(0, m_problem);

    UndoShortcutPassThrough::installOn(this);
    setFocusProxy(m_mode); // Edit > Edit table lands on the first control
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
    for (int i = 0; i < items.size(); ++i) {
        combo->addItem(items[i], i); // items are listed in their enum's order
    }
    form->addRow(label, combo);
    track(combo, QString(label).remove(QLatin1Char('&')));
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo] { onControlChanged(combo); });
    return combo;
}

void TablePane::track(QWidget* control, const QString& label) {
    m_tracker.add(control, label, [control]() -> QString {
        if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(control)) {
            return spin->text();
        }
        if (const auto* check = qobject_cast<const QCheckBox*>(control)) {
            return check->isChecked() ? QStringLiteral("on") : QStringLiteral("off");
        }
        if (const auto* combo = qobject_cast<const QComboBox*>(control)) {
            return combo->currentText();
        }
        return QString();
    });
}

QWidget* TablePane::createTableGroup() {
    auto* group = new QGroupBox(QStringLiteral("Table"), this);
    m_tableForm = new QFormLayout(group);
    m_mode = addChoice(m_tableForm, QStringLiteral("&Mode"), QStringLiteral("capacityModeCombo"),
                       namesOf(kCapacityModeNames));
    m_rcu = addNumber(m_tableForm, QStringLiteral("&RCU"), QStringLiteral("rcuSpinBox"), kMaxTableUnits, 0, {});
    m_wcu = addNumber(m_tableForm, QStringLiteral("&WCU"), QStringLiteral("wcuSpinBox"), kMaxTableUnits, 0, {});
    m_previousPeakRcu = addNumber(m_tableForm, QStringLiteral("Previous peak RCU/s"),
                                  QStringLiteral("previousPeakRcuSpinBox"), kMaxPreviousPeak, 0, {});
    m_previousPeakWcu = addNumber(m_tableForm, QStringLiteral("Previous peak WCU/s"),
                                  QStringLiteral("previousPeakWcuSpinBox"), kMaxPreviousPeak, 0, {});

    // Partitions: derived from capacity unless pinned; the derived count stays visible either way.
    auto* partitionsRow = new QWidget(group);
    auto* partitionsLayout = new QHBoxLayout(partitionsRow);
    partitionsLayout->setContentsMargins(0, 0, 0, 0);
    m_pinPartitions = new QCheckBox(QStringLiteral("&Pin"), partitionsRow);
    m_pinPartitions->setObjectName(QStringLiteral("pinPartitionsCheckBox"));
    m_pinPartitions->setToolTip(QStringLiteral("Pin the partition count instead of deriving it from capacity"));
    m_partitions = new QSpinBox(partitionsRow);
    m_partitions->setObjectName(QStringLiteral("partitionsSpinBox"));
    m_partitions->setRange(1, static_cast<int>(kMaxPartitions));
    m_partitions->setKeyboardTracking(false);
    partitionsLayout->addWidget(m_pinPartitions);
    partitionsLayout->addWidget(m_partitions, 1);
    m_tableForm->addRow(QStringLiteral("Partitions"), partitionsRow);
    m_derivedPartitions = makeSecondaryLabel(QString(), group);
    m_derivedPartitions->setObjectName(QStringLiteral("derivedPartitionsLabel"));
    m_tableForm->addRow(m_derivedPartitions);
    track(m_pinPartitions, QStringLiteral("Pin partitions"));
    track(m_partitions, QStringLiteral("Partitions"));
    connect(m_pinPartitions, &QCheckBox::toggled, this, [this] { onControlChanged(m_pinPartitions); });
    connect(m_partitions, &QSpinBox::valueChanged, this, [this] { onControlChanged(m_partitions); });

    // Short labels, the consequence in the tooltip: the pane must fit beside a lesson guide.
    m_lsi = addCheck(m_tableForm, QStringLiteral("Local secondary inde&x"), QStringLiteral("lsiCheckBox"));
    m_lsi->setToolTip(QStringLiteral("An LSI keeps item collections together: split-for-heat cannot help"));
    m_streams = addCheck(m_tableForm, QStringLiteral("Streams"), QStringLiteral("streamsCheckBox"));
    m_streams->setToolTip(QStringLiteral("Streams block isolation (split-for-heat) on provisioned tables"));
    return group;
}

QWidget* TablePane::createCapacityGroup() {
    auto* group = new QGroupBox(QStringLiteral("Capacity behaviour"), this);
    m_capacityForm = new QFormLayout(group);
    m_burst = addCheck(m_capacityForm, QStringLiteral("B&urst"), QStringLiteral("burstCheckBox"));
    m_burst->setToolTip(QStringLiteral("Each partition banks up to %1 s of its unused capacity")
                            .arg(QString::number(limits::kBurstWindowS)));
    m_burstStart = addChoice(m_capacityForm, QStringLiteral("Burst starts"), QStringLiteral("burstStartCombo"),
                             namesOf(kBurstStartNames));
    m_adaptive = addChoice(m_capacityForm, QStringLiteral("&Adaptive capacity"), QStringLiteral("adaptiveCombo"),
                           namesOf(kAdaptiveModeNames, adaptiveModeNote));
    m_adaptiveDelay = addNumber(m_capacityForm, QStringLiteral("Adaptive delay"),
                                QStringLiteral("adaptiveDelaySpinBox"), kMaxCapacityDelayS, 0, QStringLiteral(" s"));
    m_splitForHeat =
        addCheck(m_capacityForm, QStringLiteral("Spl&it for heat"), QStringLiteral("splitForHeatCheckBox"));
    m_splitAfter = addNumber(m_capacityForm, QStringLiteral("Split after"), QStringLiteral("splitAfterSpinBox"),
                             kMaxCapacityDelayS, 0, QStringLiteral(" s"));
    m_splitAfter->setMinimum(1);
    return group;
}

QWidget* TablePane::createWorkloadGroup() {
    auto* group = new QGroupBox(QStringLiteral("Workload"), this);
    auto* form = new QFormLayout(group);
    m_duration = new QSpinBox(group);
    m_duration->setObjectName(QStringLiteral("durationSpinBox"));
    m_duration->setRange(1, static_cast<int>(kMaxDurationS));
    m_duration->setSuffix(QStringLiteral(" s"));
    m_duration->setGroupSeparatorShown(true);
    m_duration->setKeyboardTracking(false);
    form->addRow(QStringLiteral("&Duration"), m_duration);
    track(m_duration, QStringLiteral("Duration"));
    connect(m_duration, &QSpinBox::valueChanged, this, [this] { onControlChanged(m_duration); });
    m_writesPerS =
        addNumber(form, QStringLiteral("Writes/s"), QStringLiteral("writesPerSecondSpinBox"), kMaxRequestsPerS, 0, {});
    m_readsPerS =
        addNumber(form, QStringLiteral("Reads/s"), QStringLiteral("readsPerSecondSpinBox"), kMaxRequestsPerS, 0, {});
    m_itemKb = addNumber(form, QStringLiteral("Item si&ze"), QStringLiteral("itemKbSpinBox"), limits::kItemMaxKb, 3,
                         QStringLiteral(" KB"));
    m_itemKb->setMinimum(0.001);
    m_consistency =
        addChoice(form, QStringLiteral("C&onsistency"), QStringLiteral("consistencyCombo"), namesOf(kConsistencyNames));
    m_retries = addChoice(form, QStringLiteral("SD&K retries"), QStringLiteral("retriesCombo"),
                          namesOf(kRetryPolicyNames, retryPolicyNote));
    return group;
}

void TablePane::setScenario(const Scenario& scenario) {
    m_syncing = true; // a sync must not look like an edit (onControlChanged checks it)
    {
        const TableSpec& table = scenario.table;
        setChoice(m_mode, static_cast<int>(table.mode));
        m_rcu->setValue(table.rcu);
        m_wcu->setValue(table.wcu);
        m_previousPeakRcu->setValue(table.previousPeakRcu);
        m_previousPeakWcu->setValue(table.previousPeakWcu);
        m_pinPartitions->setChecked(table.partitions.has_value());
        m_partitions->setValue(static_cast<int>(table.partitions.value_or(derivedPartitionCount(table))));
        m_lsi->setChecked(table.hasLsi());
        m_streams->setChecked(table.streams);

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
    }
    m_syncing = false;
    acceptEdit();
}

void TablePane::applyTo(Scenario& scenario) const {
    TableSpec& table = scenario.table;
    table.mode = choiceOf<CapacityMode>(m_mode);
    table.rcu = m_rcu->value();
    table.wcu = m_wcu->value();
    table.previousPeakRcu = m_previousPeakRcu->value();
    table.previousPeakWcu = m_previousPeakWcu->value();
    table.partitions = m_pinPartitions->isChecked()
                           ? std::optional<std::uint32_t>(static_cast<std::uint32_t>(m_partitions->value()))
                           : std::nullopt;
    if (!m_lsi->isChecked()) {
        table.lsis.clear();
    } else if (table.lsis.empty()) {
        table.keySchema.sortKey = table.keySchema.sortKey.value_or(KeyAttribute{"SK", AttributeType::S});
        table.lsis.push_back(LsiSpec{"LSI", KeyAttribute{"LSISK", AttributeType::S}, Projection::All, {}});
    }
    table.streams = m_streams->isChecked();

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
    emit tableEdited(m_tracker.editOf(control));
}

void TablePane::acceptEdit() {
    m_tracker.acceptCurrentValues();
    m_problem->clear();
    m_problem->hide();
    updateDependentControls();
}

void TablePane::showProblem(const QString& problem) {
    m_problem->setText(QStringLiteral("Not applied: ") + tableProblemText(problem));
    m_problem->show();
}

QString TablePane::problem() const {
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void TablePane::updateDependentControls() {
    const bool onDemand = choiceOf<CapacityMode>(m_mode) == CapacityMode::OnDemand;
    m_tableForm->setRowVisible(m_rcu, !onDemand);
    m_tableForm->setRowVisible(m_wcu, !onDemand);
    m_tableForm->setRowVisible(m_previousPeakRcu, onDemand);
    m_tableForm->setRowVisible(m_previousPeakWcu, onDemand);
    m_partitions->setEnabled(m_pinPartitions->isChecked());
    m_burstStart->setEnabled(m_burst->isChecked());
    m_adaptiveDelay->setEnabled(choiceOf<AdaptiveMode>(m_adaptive) == AdaptiveMode::Delayed);
    m_splitAfter->setEnabled(m_splitForHeat->isChecked());

    Scenario shown;
    applyTo(shown);
    const std::uint32_t derived = derivedPartitionCount(shown.table);
    const QString maxRcu = QString::number(limits::kPartitionMaxRcu);
    const QString maxWcu = QString::number(limits::kPartitionMaxWcu);
    const QString formula = onDemand ? QStringLiteral("ceil(max(%1, 2 × peak RCU)/%2 + max(%3, 2 × peak WCU)/%4)")
                                           .arg(QString::number(limits::kOnDemandInitialRcu), maxRcu,
                                                QString::number(limits::kOnDemandInitialWcu), maxWcu)
                                     : QStringLiteral("ceil(RCU/%1 + WCU/%2)").arg(maxRcu, maxWcu);
    m_derivedPartitions->setText(
        QStringLiteral("Derived: %1 (%2)").arg(derived).arg(formula) +
        (m_pinPartitions->isChecked() ? QStringLiteral("; pinned to %1").arg(m_partitions->value()) : QString()));
    if (!m_pinPartitions->isChecked() && !m_syncing) {
        // Unpinned, the spin box shows what the table gets, so pinning starts from that count.
        const QSignalBlocker block(m_partitions);
        m_partitions->setValue(static_cast<int>(derived));
    }
}

} // namespace partiscope::ui
