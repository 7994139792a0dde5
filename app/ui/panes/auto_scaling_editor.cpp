#include "panes/auto_scaling_editor.h"

#include <partiscope/dynamodb_limits.h>

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QSignalBlocker>

#include <algorithm>

namespace partiscope::ui {

namespace {

/// The largest capacity the editor offers: the reader's limit for provisioned units.
constexpr double kMaxUnits = 1e7;

QDoubleSpinBox* unitsBox(QWidget* parent, const QString& name, const QString& prefix) {
    auto* spin = new QDoubleSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(1, kMaxUnits);
    spin->setDecimals(0);
    spin->setGroupSeparatorShown(true);
    spin->setPrefix(prefix);
    spin->setKeyboardTracking(false); // typing "4000" is one edit, not four
    return spin;
}

} // namespace

AutoScalingEditor::AutoScalingEditor(QWidget* parent) : QWidget(parent) {
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    addDirection(m_write, form, tr("Write auto scaling"), QStringLiteral("write"));
    addDirection(m_read, form, tr("Read auto scaling"), QStringLiteral("read"));
}

void AutoScalingEditor::addDirection(Direction& d, QFormLayout* form, const QString& label, const QString& key) {
    d.on = new QCheckBox(label, this);
    d.on->setObjectName(key + QStringLiteral("AutoScalingCheckBox"));
    d.on->setToolTip(tr("Target tracking: each minute the consumed capacity against the target; out after %1 minutes "
                        "above it, in after %2 below, within the minimum and the maximum. It sees the table's "
                        "consumption, not a partition's: a throttled request consumes nothing.")
                         .arg(limits::kAutoScalingScaleOutMinutes)
                         .arg(limits::kAutoScalingScaleInMinutes));
    d.range = new QWidget(this);
    auto* row = new QHBoxLayout(d.range);
    row->setContentsMargins(0, 0, 0, 0);
    d.min = unitsBox(d.range, key + QStringLiteral("AutoScalingMinSpinBox"), tr("min "));
    d.max = unitsBox(d.range, key + QStringLiteral("AutoScalingMaxSpinBox"), tr("max "));
    d.target = new QDoubleSpinBox(d.range);
    d.target->setObjectName(key + QStringLiteral("AutoScalingTargetSpinBox"));
    d.target->setRange(limits::kAutoScalingMinTargetPercent, limits::kAutoScalingMaxTargetPercent);
    d.target->setDecimals(0);
    d.target->setSuffix(tr(" %"));
    d.target->setToolTip(tr("Target utilisation"));
    d.target->setKeyboardTracking(false);
    for (QWidget* part :
         {static_cast<QWidget*>(d.min), static_cast<QWidget*>(d.max), static_cast<QWidget*>(d.target)}) {
        row->addWidget(part, 1);
    }
    form->addRow(d.on);
    form->addRow(d.range);
    connect(d.on, &QCheckBox::toggled, this, [this, &d](bool on) {
        if (m_syncing) {
            return;
        }
        if (on) {
            switchedOn(d);
        }
        d.range->setEnabled(on);
        emit edited(d.on);
    });
    for (QDoubleSpinBox* spin : {d.min, d.max, d.target}) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] {
            if (!m_syncing) {
                emit edited(spin);
            }
        });
    }
    show(d, std::nullopt);
}

void AutoScalingEditor::switchedOn(Direction& d) {
    const QSignalBlocker blockMin(d.min);
    const QSignalBlocker blockMax(d.max);
    const QSignalBlocker blockTarget(d.target);
    d.min->setValue(std::max(1.0, d.capacity));
    d.max->setValue(std::min(kMaxUnits, std::max(1.0, 4 * d.capacity)));
    d.target->setValue(limits::kAutoScalingDefaultTargetPercent);
}

void AutoScalingEditor::show(Direction& d, const std::optional<AutoScalingSpec>& spec) {
    m_syncing = true;
    d.on->setChecked(spec.has_value());
    d.range->setEnabled(spec.has_value());
    const AutoScalingSpec shown = spec.value_or(AutoScalingSpec{});
    d.min->setValue(shown.minCapacity);
    d.max->setValue(shown.maxCapacity);
    d.target->setValue(shown.targetUtilizationPercent);
    m_syncing = false;
}

void AutoScalingEditor::setAutoScaling(const AutoScaling& scaling) {
    show(m_write, scaling.write);
    show(m_read, scaling.read);
}

std::optional<AutoScalingSpec> AutoScalingEditor::valueOf(const Direction& d) {
    if (!d.on->isChecked()) {
        return std::nullopt;
    }
    return AutoScalingSpec{d.min->value(), d.max->value(), d.target->value()};
}

AutoScaling AutoScalingEditor::autoScaling() const {
    return AutoScaling{valueOf(m_read), valueOf(m_write)};
}

void AutoScalingEditor::setCapacity(double rcu, double wcu) {
    m_read.capacity = rcu;
    m_write.capacity = wcu;
}

std::vector<std::pair<QWidget*, QString>> AutoScalingEditor::controls() const {
    std::vector<std::pair<QWidget*, QString>> all;
    for (const auto& [d, name] : {std::pair{&m_write, tr("Write auto scaling")}, {&m_read, tr("Read auto scaling")}}) {
        all.emplace_back(d->on, name);
        all.emplace_back(d->min, name + tr(" minimum"));
        all.emplace_back(d->max, name + tr(" maximum"));
        all.emplace_back(d->target, name + tr(" target"));
    }
    return all;
}

} // namespace partiscope::ui
