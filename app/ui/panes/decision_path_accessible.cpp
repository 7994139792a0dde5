#include "panes/decision_path_accessible.h"

#include "panes/advisor_pane.h"
#include "views/decision_path_geometry.h"
#include "views/view_accessibility.h"

#include <QCoreApplication>

#include <algorithm>

namespace partiscope::ui {

namespace {

// Child 0 is the question, children 1.. the branches in kDecisionBranches order (left to right on screen).
class DecisionPathAccessible : public CellViewAccessible {
public:
    explicit DecisionPathAccessible(DecisionPathView* view)
        : CellViewAccessible(view, QAccessible::Chart, QAccessible::StaticText), m_view(view) {}

    int cellCount() const override { return 1 + static_cast<int>(kDecisionBranches.size()); }
    QString cellText(int cell, QAccessible::Text text) const override {
        if (cell == 0) {
            return text == QAccessible::Name ? decisionPathQuestion() : QString();
        }
        const DecisionBranch branch = kDecisionBranches[static_cast<std::size_t>(cell - 1)];
        const auto& on = m_view->highlighted();
        switch (text) {
        case QAccessible::Name:
            return decisionBranchLabel(branch);
        case QAccessible::Value:
            return std::find(on.begin(), on.end(), branch) != on.end()
                       ? QCoreApplication::translate("DecisionPathView", "highlighted: a finding points here")
                       : QCoreApplication::translate("DecisionPathView", "not highlighted");
        default:
            return {};
        }
    }
    QRect cellRect(int cell) const override {
        const DecisionPathGeometry geometry = DecisionPathGeometry::fit(m_view->rect());
        return cell == 0 ? geometry.question
                         : geometry.branchRect(kDecisionBranches[static_cast<std::size_t>(cell - 1)]);
    }
    QString text(QAccessible::Text text) const override {
        if (text == QAccessible::Name && m_view->accessibleName().isEmpty()) {
            return QCoreApplication::translate("DecisionPathView", "Decision path");
        }
        if (text == QAccessible::Description) {
            return m_view->toolTip(); // which branches are highlighted, and why
        }
        return CellViewAccessible::text(text);
    }

private:
    DecisionPathView* m_view;
};

QAccessibleInterface* decisionPathFactory(const QString& className, QObject* object) {
    if (className == QLatin1String(DecisionPathView::staticMetaObject.className())) {
        return new DecisionPathAccessible(static_cast<DecisionPathView*>(object));
    }
    return nullptr;
}

} // namespace

void installDecisionPathAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(&decisionPathFactory);
        return true;
    }();
    (void)installed;
}

} // namespace partiscope::ui
