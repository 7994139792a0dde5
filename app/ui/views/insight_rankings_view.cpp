#include "views/insight_rankings_view.h"

#include "views/secondary_label.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace partiscope::ui {

QString insightRankingTitle(const InsightRanking& ranking) {
    const QString what = ranking.kind == InsightKind::Accessed
                             ? QCoreApplication::translate("partiscope::ui::InsightRankingsView", "most accessed")
                             : QCoreApplication::translate("partiscope::ui::InsightRankingsView", "most throttled");
    const QString keys =
        ranking.sortKeys ? QCoreApplication::translate("partiscope::ui::InsightRankingsView", "partition + sort keys")
                         : QCoreApplication::translate("partiscope::ui::InsightRankingsView", "partition keys");
    const QString where = ranking.indexName.empty()
                              ? QCoreApplication::translate("partiscope::ui::InsightRankingsView", "table ") +
                                    QString::fromStdString(ranking.tableName)
                              : QCoreApplication::translate("partiscope::ui::InsightRankingsView", "GSI ") +
                                    QString::fromStdString(ranking.indexName);
    return what + QLatin1Char(' ') + keys + QStringLiteral(" · ") + where;
}

InsightRankingsView::InsightRankingsView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_heading = new QLabel(tr("<b>Contributor Insights</b>: most accessed / most throttled"), this);
    layout->addWidget(m_heading);
    layout->addWidget(
        makeSecondaryLabel(tr("As CloudWatch reported them (ApproximateAggregateValue over the report's time range: "
                              "ConsumedThroughputUnits for accessed keys, throttle counts for throttled ones)."),
                           this));
    m_table = new QTableWidget(0, 3, this);
    m_table->setObjectName(QStringLiteral("insightRankingsTable"));
    m_table->setHorizontalHeaderLabels({tr("Ranking"), tr("Key"), tr("Value")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->setMinimumHeight(120);
    layout->addWidget(m_table);
    setAccessibleName(tr("Contributor Insights rankings"));
    hide();
}

void InsightRankingsView::setRankings(const std::vector<InsightRanking>& rankings) {
    m_table->setRowCount(0);
    for (const InsightRanking& ranking : rankings) {
        const QString title = insightRankingTitle(ranking);
        const int shown = static_cast<int>(std::min<std::size_t>(ranking.contributors.size(), kTopContributors));
        for (int i = 0; i < shown; ++i) {
            const auto& contributor = ranking.contributors[static_cast<std::size_t>(i)];
            QStringList keys;
            for (const std::string& key : contributor.keys) {
                keys << QString::fromStdString(key);
            }
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            // The ranking's title on its first row only: the rows under it read as its list.
            m_table->setItem(row, 0, new QTableWidgetItem(i == 0 ? title : QString()));
            m_table->setItem(row, 1, new QTableWidgetItem(keys.join(QStringLiteral(" / "))));
            auto* value = new QTableWidgetItem(QString::number(contributor.value, 'f', 0));
            value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, 2, value);
        }
    }
    m_table->resizeColumnToContents(0);
    setVisible(!rankings.empty());
}

} // namespace partiscope::ui
