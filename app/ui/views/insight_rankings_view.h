#pragma once

#include <partiscope/scenario.h>

#include <QWidget>

#include <vector>

class QLabel;
class QTableWidget;

namespace partiscope::ui {

/// The document's Contributor Insights rankings (Scenario::insights) as AWS reported them: one table, each ranking's
/// top contributors under a "most accessed" or "most throttled" heading with its table or index, so that what the
/// simulation predicts can be read against what DynamoDB saw. Hidden while the document has none.
class InsightRankingsView : public QWidget {
    Q_OBJECT
public:
    /// Contributors listed per ranking (AWS reports up to 100; the top ones are what a hot key looks like).
    static constexpr int kTopContributors = 10;

    explicit InsightRankingsView(QWidget* parent = nullptr);

    void setRankings(const std::vector<InsightRanking>& rankings);

private:
    QLabel* m_heading = nullptr;
    QTableWidget* m_table = nullptr;
};

/// "most accessed partition keys · table Orders" / "most throttled partition + sort keys · GSI ByStatus".
QString insightRankingTitle(const InsightRanking& ranking);

} // namespace partiscope::ui
