#include "views/decision_path_geometry.h"

#include <algorithm>

#include <QCoreApplication>

namespace partiscope::ui {

namespace {

constexpr int kMargin = 8;
constexpr int kGap = 12;
constexpr int kMinBoxWidth = 40;
constexpr int kMinBoxHeight = 18;

std::size_t indexOf(DecisionBranch branch) noexcept {
    return static_cast<std::size_t>(branch);
}

} // namespace

QString decisionBranchLabel(DecisionBranch branch) {
    switch (branch) {
    case DecisionBranch::Shard:
        return QCoreApplication::translate("partiscope::ui::DecisionPathGeometry", "Shard the key");
    case DecisionBranch::Absorb:
        return QCoreApplication::translate("partiscope::ui::DecisionPathGeometry",
                                           "Let burst + adaptive capacity absorb it");
    case DecisionBranch::Cache:
        return QCoreApplication::translate("partiscope::ui::DecisionPathGeometry", "Cache the hot reads");
    case DecisionBranch::Capacity:
        return QCoreApplication::translate("partiscope::ui::DecisionPathGeometry", "Raise the table's capacity");
    }
    return {};
}

QString decisionPathQuestion() {
    return QCoreApplication::translate("partiscope::ui::DecisionPathGeometry",
                                       "A key is hot or requests throttle: what to do?");
}

std::vector<DecisionBranch> highlightedBranches(const std::vector<Finding>& findings) {
    std::array<bool, kDecisionBranches.size()> on{};
    for (const Finding& finding : findings) {
        if (finding.id == "hot-key" || finding.id == "shard-count" || finding.id == "gsi-back-pressure") {
            on[indexOf(DecisionBranch::Shard)] = true;
        } else if (finding.id == "adaptive-absorbs-it" || finding.id == "partition-share") {
            on[indexOf(DecisionBranch::Absorb)] = true;
        } else if (finding.id == "read-fanout-cost" && finding.severity != Severity::Info) {
            // Only the warning suggests a cache: an info fan-out is the accepted price of sharding.
            on[indexOf(DecisionBranch::Cache)] = true;
        } else if (finding.id == "table-capacity" || finding.id == "on-demand-peak") {
            on[indexOf(DecisionBranch::Capacity)] = true;
        }
    }
    std::vector<DecisionBranch> result;
    for (const DecisionBranch branch : kDecisionBranches) {
        if (on[indexOf(branch)]) {
            result.push_back(branch);
        }
    }
    return result;
}

DecisionPathGeometry DecisionPathGeometry::fit(const QRect& area) {
    DecisionPathGeometry geometry;
    geometry.area = area;
    const QRect inner = area.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    constexpr int kBoxes = static_cast<int>(kDecisionBranches.size());
    const int boxWidth = (inner.width() - (kBoxes - 1) * kGap) / kBoxes;
    // Question box, connector band and branch boxes share the height 2 : 1 : 3.
    const int unit = inner.height() / 6;
    if (boxWidth < kMinBoxWidth || 2 * unit < kMinBoxHeight) {
        return geometry;
    }
    const int questionWidth = std::min(inner.width(), 2 * boxWidth + kGap);
    geometry.question = QRect(inner.left() + (inner.width() - questionWidth) / 2, inner.top(), questionWidth, 2 * unit);
    const int branchTop = inner.top() + 3 * unit;
    const int branchHeight = inner.bottom() + 1 - branchTop;
    for (std::size_t i = 0; i < geometry.branches.size(); ++i) {
        geometry.branches[i] =
            QRect(inner.left() + static_cast<int>(i) * (boxWidth + kGap), branchTop, boxWidth, branchHeight);
    }
    return geometry;
}

QRect DecisionPathGeometry::branchRect(DecisionBranch branch) const noexcept {
    return branches[indexOf(branch)];
}

std::array<QPoint, 4> DecisionPathGeometry::connector(DecisionBranch branch) const noexcept {
    const QRect target = branchRect(branch);
    const QPoint start(question.center().x(), question.bottom() + 1);
    const int elbowY = (question.bottom() + target.top()) / 2;
    const QPoint end(target.center().x(), target.top());
    return {start, QPoint(start.x(), elbowY), QPoint(end.x(), elbowY), end};
}

std::optional<DecisionBranch> DecisionPathGeometry::branchAt(QPoint pixel) const noexcept {
    for (const DecisionBranch branch : kDecisionBranches) {
        if (branchRect(branch).contains(pixel)) {
            return branch;
        }
    }
    return std::nullopt;
}

} // namespace partiscope::ui
