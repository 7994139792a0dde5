#pragma once

// Small pieces the Table tab and its index editors share: combos listing an enum by its scenario names, and the
// "name + type" row of a key attribute.

#include "util/qt_strings.h"

#include <partiscope/enum_names.h>
#include <partiscope/key_schema.h>

#include <QComboBox>
#include <QStringList>

#include <array>
#include <optional>

class QDoubleSpinBox;
class QLineEdit;
class QWidget;

namespace partiscope::ui {

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

inline void fillChoices(QComboBox* combo, const QStringList& items) {
    for (int i = 0; i < items.size(); ++i) {
        combo->addItem(items[i], i); // items are listed in their enum's order
    }
}

inline void setChoice(QComboBox* combo, int value) {
    combo->setCurrentIndex(std::max(0, combo->findData(value)));
}

template <typename Enum>
Enum choiceOf(const QComboBox* combo) {
    return static_cast<Enum>(combo->currentData().toInt());
}

/// A key attribute's controls: its name and its type (S, N or B), side by side.
struct KeyAttributeRow {
    QWidget* row = nullptr;
    QLineEdit* name = nullptr;
    QComboBox* type = nullptr;

    void show(const KeyAttribute& attribute) const;
    [[nodiscard]] KeyAttribute attribute() const;
};

/// Builds a KeyAttributeRow named `<objectName>Edit` / `<objectName>TypeCombo`, with accessible names
/// "<accessibleName> name" and "<accessibleName> type".
KeyAttributeRow makeKeyAttributeRow(QWidget* parent, const QString& objectName, const QString& accessibleName);

/// An optional number in a spin box whose minimum means "unset" (it shows the spin box's special value text).
void showOptional(QDoubleSpinBox* spin, const std::optional<double>& value);
[[nodiscard]] std::optional<double> optionalValue(const QDoubleSpinBox* spin);

/// What a spin box, check box, combo or line edit shows, as an undo step names it ("4,000", "on", "mod").
[[nodiscard]] QString controlValueText(const QWidget* control);

/// "a, b, c" as a list of trimmed, non-empty names (projected non-key attributes), and back.
[[nodiscard]] std::vector<std::string> namesFromText(const QString& text);
[[nodiscard]] QString textFromNames(const std::vector<std::string>& names);

} // namespace partiscope::ui
