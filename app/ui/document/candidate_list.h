#pragma once

#include <partiscope/scenario.h>

#include <QObject>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>
#include <vector>

namespace partiscope::ui {

class DocumentController;

/// The document's candidate designs (Scenario::candidates) and the Design menu's operations on them: add the current
/// design, rename, remove, make one current. Each operation is one step of the document's undo history (named after
/// it) and marks the document unsaved; the candidates are part of the scenario, so saving, opening and the recovery
/// copy carry them. No widgets: the window asks for names and shows the problems these return.
class CandidateList : public QObject {
    Q_OBJECT
public:
    explicit CandidateList(DocumentController& document, QObject* parent = nullptr);

    [[nodiscard]] const std::vector<DesignCandidate>& candidates() const;
    [[nodiscard]] QStringList names() const;
    [[nodiscard]] std::size_t count() const { return candidates().size(); }

    /// Why no candidate can be added now (the document holds kMaxCandidates), or empty when one can.
    [[nodiscard]] QString addBlockedReason() const;
    /// "Design N" for the next candidate: N is one more than the candidates there are, raised past names taken.
    [[nodiscard]] QString defaultName() const;
    /// What is wrong with @p name (trimmed) as the name of a candidate, or empty: 1 to kMaxCandidateNameChars
    /// characters, not the name of another candidate (@p renaming: the position of the one being renamed).
    [[nodiscard]] QString nameProblem(const QString& name, std::optional<std::size_t> renaming = {}) const;

    // Each returns false with @p problem, changing nothing, when the operation is refused.
    /// The document's current design (table, strategy, index keys, access patterns) as a new candidate @p name.
    bool addFromCurrent(const QString& name, QString& problem);
    bool rename(std::size_t index, const QString& name, QString& problem);
    bool remove(std::size_t index, QString& problem);
    /// Replaces the current design with candidate @p index's (scenarioWithCandidate()); the candidates stay.
    bool makeCurrent(std::size_t index, QString& problem);

signals:
    /// The document's candidates changed: an operation, its undo or redo, or another document.
    void candidatesChanged();

private:
    bool commit(const Scenario& after, const QString& undoText, QString& problem);
    [[nodiscard]] bool validIndex(std::size_t index, QString& problem) const;
    void noteDocumentChanged();

    DocumentController& m_document;
    std::vector<DesignCandidate> m_shown; ///< the candidates as last announced: unchanged ones announce nothing
};

} // namespace partiscope::ui
