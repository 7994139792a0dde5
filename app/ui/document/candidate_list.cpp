#include "document/candidate_list.h"

#include "document/document_controller.h"
#include "document/parameter_edit.h"
#include "util/qt_strings.h"

#include <algorithm>
#include <utility>

namespace partiscope::ui {

namespace {

QString quoted(const QString& name) {
    return QStringLiteral("“") + name + QStringLiteral("”");
}

} // namespace

CandidateList::CandidateList(DocumentController& document, QObject* parent)
    : QObject(parent), m_document(document), m_shown(document.parameters().candidates) {
    connect(&m_document, &DocumentController::parametersChanged, this, &CandidateList::noteDocumentChanged);
    connect(&m_document, &DocumentController::documentReplaced, this, &CandidateList::noteDocumentChanged);
}

const std::vector<DesignCandidate>& CandidateList::candidates() const {
    return m_document.parameters().candidates;
}

QStringList CandidateList::names() const {
    QStringList names;
    for (const DesignCandidate& candidate : candidates()) {
        names.append(fromStd(candidate.name));
    }
    return names;
}

QString CandidateList::addBlockedReason() const {
    if (count() >= kMaxCandidates) {
        return tr("A document holds at most ") + QString::number(kMaxCandidates) + tr(" candidates: remove one first");
    }
    return {};
}

QString CandidateList::defaultName() const {
    const QStringList taken = names();
    auto number = static_cast<qsizetype>(count()) + 1;
    QString name;
    do {
        name = tr("Design ") + QString::number(number++);
    } while (taken.contains(name));
    return name;
}

QString CandidateList::nameProblem(const QString& name, std::optional<std::size_t> renaming) const {
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        return tr("A candidate needs a name");
    }
    // Characters as people count them (code points), not UTF-16 units.
    if (static_cast<std::size_t>(trimmed.toUcs4().size()) > kMaxCandidateNameChars) {
        return tr("A candidate's name has at most ") + QString::number(kMaxCandidateNameChars) + tr(" characters");
    }
    const std::vector<DesignCandidate>& all = candidates();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i != renaming && fromStd(all[i].name) == trimmed) {
            return tr("Another candidate is called ") + quoted(trimmed);
        }
    }
    return {};
}

bool CandidateList::addFromCurrent(const QString& name, QString& problem) {
    problem = addBlockedReason();
    if (problem.isEmpty()) {
        problem = nameProblem(name);
    }
    if (!problem.isEmpty()) {
        return false;
    }
    const QString trimmed = name.trimmed();
    Scenario after = m_document.parameters();
    after.candidates.push_back(candidateFromScenario(after, trimmed.toStdString()));
    return commit(after, tr("Add candidate ") + quoted(trimmed), problem);
}

bool CandidateList::rename(std::size_t index, const QString& name, QString& problem) {
    if (!validIndex(index, problem)) {
        return false;
    }
    problem = nameProblem(name, index);
    if (!problem.isEmpty()) {
        return false;
    }
    const QString trimmed = name.trimmed();
    Scenario after = m_document.parameters();
    const QString before = fromStd(after.candidates[index].name);
    after.candidates[index].name = trimmed.toStdString();
    return commit(after, tr("Rename candidate ") + quoted(before) + QStringLiteral(" → ") + quoted(trimmed), problem);
}

bool CandidateList::remove(std::size_t index, QString& problem) {
    if (!validIndex(index, problem)) {
        return false;
    }
    Scenario after = m_document.parameters();
    const QString name = fromStd(after.candidates[index].name);
    after.candidates.erase(after.candidates.begin() + static_cast<std::ptrdiff_t>(index));
    return commit(after, tr("Remove candidate ") + quoted(name), problem);
}

bool CandidateList::makeCurrent(std::size_t index, QString& problem) {
    if (!validIndex(index, problem)) {
        return false;
    }
    const Scenario& before = m_document.parameters();
    const DesignCandidate& candidate = before.candidates[index];
    return commit(scenarioWithCandidate(before, candidate), tr("Make %1 current").arg(quoted(fromStd(candidate.name))),
                  problem);
}

bool CandidateList::commit(const Scenario& after, const QString& undoText, QString& problem) {
    ParameterEdit edit;
    edit.description = undoText;
    edit.mergeable = false; // two candidates added in a row are two steps
    return m_document.commitParameters(after, edit, problem);
}

bool CandidateList::validIndex(std::size_t index, QString& problem) const {
    if (index < count()) {
        return true;
    }
    problem = tr("The document has no candidate ") + QString::number(index + 1);
    return false;
}

void CandidateList::noteDocumentChanged() {
    if (candidates() == m_shown) {
        return;
    }
    m_shown = candidates();
    emit candidatesChanged();
}

} // namespace partiscope::ui
