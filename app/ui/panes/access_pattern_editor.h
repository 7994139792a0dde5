#pragma once

#include "document/parameter_edit.h"

#include <partiscope/scenario.h>

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace partiscope::ui {

/// The form of one access pattern in the Queries tab: target (the table, a GSI or an LSI), key, sort-key operator
/// and value(s), consistency (eventual only for a GSI) and rate. Like the parameter panes it only reports changes;
/// the window puts them into the document through its undo history.
class AccessPatternEditor : public QWidget {
    Q_OBJECT
public:
    explicit AccessPatternEditor(QWidget* parent = nullptr);

    /// Shows @p pattern, with the targets and key names of @p scenario's table, without emitting patternEdited.
    void setPattern(const Scenario& scenario, const AccessPattern& pattern);
    /// The pattern the controls show (its name and the fields the form does not edit as last set).
    [[nodiscard]] AccessPattern pattern() const;
    /// The document took the edit: the controls' values become the accepted ones.
    void acceptEdit();
    void showProblem(const QString& problem);
    [[nodiscard]] QString problem() const;

signals:
    void patternEdited(const partiscope::AccessPattern& pattern, const partiscope::ui::ParameterEdit& edit);

private:
    void track(QWidget* control, const QString& label);
    void onControlChanged(const QWidget* control);
    /// Sort-key controls follow the target (enabled only when it has a sort key, the second value only for
    /// BETWEEN); consistency is eventual and fixed for a GSI.
    void updateDependentControls();
    [[nodiscard]] std::optional<KeyAttribute> targetSortKey() const;
    [[nodiscard]] bool targetIsGsi() const;

    Scenario m_scenario;     ///< the table whose targets the form offers
    AccessPattern m_pattern; ///< the pattern as last set
    QFormLayout* m_form = nullptr;
    QComboBox* m_target = nullptr;
    QLineEdit* m_key = nullptr;
    QLabel* m_keyName = nullptr;
    QComboBox* m_sortOperator = nullptr;
    QLineEdit* m_sortValue = nullptr;
    QLineEdit* m_sortValue2 = nullptr;
    QComboBox* m_consistency = nullptr;
    QDoubleSpinBox* m_readsPerS = nullptr;
    QLabel* m_problem = nullptr;
    ParameterEditTracker m_tracker;
    bool m_syncing = false;
};

} // namespace partiscope::ui
