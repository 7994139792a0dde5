#include "document/parameter_edit.h"

namespace partiscope::ui {

void ParameterEditTracker::add(const QWidget* control, const QString& label, std::function<QString()> valueText) {
    Entry entry{label, std::move(valueText), QString()};
    entry.accepted = entry.valueText();
    m_entries.insert(control, std::move(entry));
}

void ParameterEditTracker::acceptCurrentValues() {
    for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
        it->accepted = it->valueText();
    }
}

ParameterEdit ParameterEditTracker::editOf(const QWidget* control) const {
    const auto it = m_entries.constFind(control);
    if (it == m_entries.cend()) {
        return {};
    }
    return {it->label, it->accepted, it->valueText()};
}

ScenarioEditCommand::ScenarioEditCommand(Scenario before, Scenario after, ParameterEdit edit, Apply apply)
    : m_before(std::move(before)), m_after(std::move(after)), m_edit(std::move(edit)), m_apply(std::move(apply)) {
    setText(m_edit.text());
    m_sinceLastEdit.start();
}

void ScenarioEditCommand::undo() {
    m_apply(m_before, true);
}

void ScenarioEditCommand::redo() {
    m_apply(m_after, m_applied);
    m_applied = true;
}

bool ScenarioEditCommand::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const ScenarioEditCommand*>(other); // same id() means same class
    if (!m_edit.mergeable || !next->m_edit.mergeable || next->m_edit.control != m_edit.control ||
        m_sinceLastEdit.elapsed() > kMergeWindowMs) {
        return false;
    }
    m_after = next->m_after;
    m_edit.after = next->m_edit.after;
    setText(m_edit.text());
    m_sinceLastEdit.restart();
    // Dragged back to where it started: nothing left to undo, so the step disappears.
    setObsolete(m_before == m_after);
    return true;
}

} // namespace partiscope::ui
