#include "panes/pane_controls.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLineEdit>

namespace partiscope::ui {

namespace {

constexpr std::array<EnumName<AttributeType>, 3> kAttributeTypeNames{
    {{AttributeType::S, "S"}, {AttributeType::N, "N"}, {AttributeType::B, "B"}}};

} // namespace

void KeyAttributeRow::show(const KeyAttribute& attribute) const {
    name->setText(fromStd(attribute.name));
    setChoice(type, static_cast<int>(attribute.type));
}

KeyAttribute KeyAttributeRow::attribute() const {
    return KeyAttribute{name->text().trimmed().toStdString(), choiceOf<AttributeType>(type)};
}

KeyAttributeRow makeKeyAttributeRow(QWidget* parent, const QString& objectName, const QString& accessibleName) {
    KeyAttributeRow row;
    row.row = new QWidget(parent);
    auto* layout = new QHBoxLayout(row.row);
    layout->setContentsMargins(0, 0, 0, 0);
    row.name = new QLineEdit(row.row);
    row.name->setObjectName(objectName + QStringLiteral("Edit"));
    row.name->setAccessibleName(accessibleName + QCoreApplication::translate("partiscope::ui::PaneControls", " name"));
    row.type = new QComboBox(row.row);
    row.type->setObjectName(objectName + QStringLiteral("TypeCombo"));
    row.type->setAccessibleName(accessibleName + QCoreApplication::translate("partiscope::ui::PaneControls", " type"));
    row.type->setToolTip(QCoreApplication::translate("partiscope::ui::PaneControls",
                                                     "S string, N number, B binary (AttributeDefinitions)"));
    fillChoices(row.type, namesOf(kAttributeTypeNames));
    layout->addWidget(row.name, 1);
    layout->addWidget(row.type);
    row.row->setFocusProxy(row.name);
    return row;
}

void showOptional(QDoubleSpinBox* spin, const std::optional<double>& value) {
    spin->setValue(value.value_or(spin->minimum()));
}

std::optional<double> optionalValue(const QDoubleSpinBox* spin) {
    return spin->value() == spin->minimum() ? std::nullopt : std::optional<double>(spin->value());
}

QString controlValueText(const QWidget* control) {
    if (const auto* spin = qobject_cast<const QAbstractSpinBox*>(control)) {
        return spin->text();
    }
    if (const auto* check = qobject_cast<const QCheckBox*>(control)) {
        return check->isChecked() ? QStringLiteral("on") : QStringLiteral("off");
    }
    if (const auto* combo = qobject_cast<const QComboBox*>(control)) {
        return combo->currentText();
    }
    if (const auto* edit = qobject_cast<const QLineEdit*>(control)) {
        return edit->text();
    }
    return QString();
}

std::vector<std::string> namesFromText(const QString& text) {
    std::vector<std::string> names;
    for (const QString& part : text.split(QLatin1Char(','))) {
        if (const QString name = part.trimmed(); !name.isEmpty()) {
            names.push_back(name.toStdString());
        }
    }
    return names;
}

QString textFromNames(const std::vector<std::string>& names) {
    QStringList parts;
    for (const std::string& name : names) {
        parts.append(fromStd(name));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace partiscope::ui
