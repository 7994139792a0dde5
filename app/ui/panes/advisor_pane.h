#pragma once

#include "views/decision_path_geometry.h"

#include <partiscope/advisor.h>

#include <QColor>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QVBoxLayout;

namespace partiscope::ui {

class InsightRankingsView;

/// Colour of a severity, the same in every view: Okabe-Ito vermillion, orange and blue (colour-blind
/// safe); the icon's shape tells them apart too.
QColor severityColour(Severity severity);

/// The decision path from the seeds (shard the key / let capacity absorb it / cache the hot reads / raise the
/// table's capacity), with the branches the findings point to highlighted.
class DecisionPathView : public QWidget {
    Q_OBJECT
public:
    explicit DecisionPathView(QWidget* parent = nullptr);

    void setHighlighted(std::vector<DecisionBranch> branches);
    [[nodiscard]] const std::vector<DecisionBranch>& highlighted() const noexcept { return m_highlighted; }
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<DecisionBranch> m_highlighted;
};

/// The advisor's findings of the current document (one card each: severity icon and colour, title,
/// evidence, recommendation) above the decision-path diagram.
class AdvisorPane : public QWidget {
    Q_OBJECT
public:
    explicit AdvisorPane(QWidget* parent = nullptr);

    void setFindings(const std::vector<Finding>& findings);
    /// Shown instead of the findings when the scenario cannot be analysed.
    void setProblem(const QString& message);
    /// The document's Contributor Insights rankings, under the decision path (hidden without any).
    void setInsights(const std::vector<InsightRanking>& rankings);

    /// The ids of the finding cards on screen, in order.
    [[nodiscard]] QStringList shownFindingIds() const { return m_shownIds; }
    [[nodiscard]] DecisionPathView* decisionPath() const noexcept { return m_decisionPath; }

private:
    void clearCards();

    QLabel* m_status = nullptr;
    QVBoxLayout* m_cards = nullptr;
    DecisionPathView* m_decisionPath = nullptr;
    InsightRankingsView* m_insights = nullptr;
    QStringList m_shownIds;
};

} // namespace partiscope::ui
