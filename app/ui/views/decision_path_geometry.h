#pragma once

#include <partiscope/advisor.h>

#include <QPoint>
#include <QRect>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace partiscope::ui {

/// The ways out of a hot key or a throttling table that the lessons teach, in the order the diagram shows them.
enum class DecisionBranch { Shard, Absorb, Cache, Capacity };

inline constexpr std::array<DecisionBranch, 4> kDecisionBranches{DecisionBranch::Shard, DecisionBranch::Absorb,
                                                                 DecisionBranch::Cache, DecisionBranch::Capacity};

/// Short label of a branch as the diagram prints it.
QString decisionBranchLabel(DecisionBranch branch);
/// The question in the diagram's top box.
QString decisionPathQuestion();

/// Which branches the advisor's findings point to: hot-key, shard-count or gsi-back-pressure (a hot index key
/// throttling the table) -> shard the key;
/// adaptive-absorbs-it or partition-share -> let burst and adaptive capacity absorb it; a read-fanout-cost
/// warning -> cache the hot reads; table-capacity or on-demand-peak -> raise the table's capacity. Kept in
/// kDecisionBranches order, without duplicates; empty when nothing applies.
std::vector<DecisionBranch> highlightedBranches(const std::vector<Finding>& findings);

/// Where the decision-path diagram's boxes and connectors go: a question box on top and one box per
/// branch in a row underneath, joined by elbow connectors. Pure arithmetic, tested without painting.
struct DecisionPathGeometry {
    QRect area;
    QRect question;
    std::array<QRect, kDecisionBranches.size()> branches{};

    /// Lays the diagram out inside @p area (margins included); all boxes are empty when it is too small.
    [[nodiscard]] static DecisionPathGeometry fit(const QRect& area);

    [[nodiscard]] bool isEmpty() const noexcept { return question.isEmpty(); }
    [[nodiscard]] QRect branchRect(DecisionBranch branch) const noexcept;
    /// The connector from the question box to @p branch: start, elbow points, end (on the box's top edge).
    [[nodiscard]] std::array<QPoint, 4> connector(DecisionBranch branch) const noexcept;
    /// The branch whose box holds @p pixel, if any.
    [[nodiscard]] std::optional<DecisionBranch> branchAt(QPoint pixel) const noexcept;
};

} // namespace partiscope::ui
