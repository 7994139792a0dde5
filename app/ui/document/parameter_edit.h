#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QString>
#include <QUndoCommand>

#include <partiscope/scenario.h>

#include <functional>

class QWidget;

namespace partiscope::ui {

/// One change of one parameter control, as the undo stack names it ("Shards 4 → 10").
struct ParameterEdit {
    QString control; ///< the control's label; consecutive edits of the same control merge into one step
    QString before;  ///< the value shown before the edit
    QString after;   ///< the value shown after it
    /// False for a step that must stay one step even right after another of its kind (adding or removing an index).
    bool mergeable = true;
    /// The whole undo text of a step that is no control's change ("Add candidate “Design 2”"); empty: "control
    /// before → after".
    QString description{};

    [[nodiscard]] QString text() const {
        return description.isEmpty() ? control + QLatin1Char(' ') + before + QStringLiteral(" → ") + after
                                     : description;
    }
};

/// Remembers what each control showed when the document last accepted it, so an edit can say
/// "from what to what" even after several rejected values in between (a half-typed boundary list).
class ParameterEditTracker {
public:
    void add(const QWidget* control, const QString& label, std::function<QString()> valueText);
    /// The current values become the accepted ones (after an edit was accepted or the pane was synced).
    void acceptCurrentValues();
    [[nodiscard]] ParameterEdit editOf(const QWidget* control) const;

private:
    struct Entry {
        QString label;
        std::function<QString()> valueText;
        QString accepted;
    };
    QHash<const QWidget*, Entry> m_entries;
};

/// An undoable parameter change: the whole scenario before and after (documents are small, and a
/// snapshot cannot drift out of step with the fields a pane happens to edit).
class ScenarioEditCommand : public QUndoCommand {
public:
    /// Makes @p scenario the document. @p fromHistory is false for the edit as the user just made it (the
    /// controls already show it) and true for undo/redo (the controls must follow).
    using Apply = std::function<void(const Scenario& scenario, bool fromHistory)>;

    /// Edits of one control further apart than this are separate steps, even with nothing in between.
    static constexpr int kMergeWindowMs = 2000;

    ScenarioEditCommand(Scenario before, Scenario after, ParameterEdit edit, Apply apply);

    void undo() override;
    void redo() override;
    [[nodiscard]] int id() const override { return kCommandId; }
    bool mergeWith(const QUndoCommand* other) override;

    [[nodiscard]] const ParameterEdit& edit() const noexcept { return m_edit; }

private:
    static constexpr int kCommandId = 0x5041; // any fixed value: all parameter edits are one kind

    Scenario m_before;
    Scenario m_after;
    ParameterEdit m_edit;
    Apply m_apply;
    QElapsedTimer m_sinceLastEdit;
    bool m_applied = false; ///< the first redo() (QUndoStack::push) is the edit the controls already show
};

} // namespace partiscope::ui
