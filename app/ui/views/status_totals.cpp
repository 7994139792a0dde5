#include "views/status_totals.h"
#include "util/core_text.h"

#include "util/analysis_summary_text.h"

#include <QCoreApplication>
#include <QLabel>
#include <QStatusBar>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace partiscope::ui {

namespace {

QLabel* addPermanent(QStatusBar& bar, const QString& objectName, const QString& toolTip) {
    auto* label = new QLabel(&bar);
    label->setObjectName(objectName);
    label->setToolTip(toolTip);
    label->setContentsMargins(8, 0, 8, 0); // permanent widgets sit edge to edge otherwise
    bar.addPermanentWidget(label);
    return label;
}

} // namespace

StatusTotals::StatusTotals(QStatusBar& bar) : QObject(&bar) {
    m_keys = addPermanent(bar, QStringLiteral("statusKeysLabel"), tr("Distinct partition-key values"));
    m_writes = addPermanent(bar, QStringLiteral("statusWritesLabel"), tr("Writes counted over all keys"));
    m_hotFactor = addPermanent(bar, QStringLiteral("statusHotFactorLabel"),
                               tr("Hot factor: the fullest bucket's (or partition's) writes / the mean per "
                                  "bucket, over the heat map's cells (1 = perfectly even)"));
    m_throttled = addPermanent(bar, QStringLiteral("statusThrottledLabel"),
                               tr("Requests the simulation has throttled so far (retries included)"));
    m_reasons = addPermanent(bar, QStringLiteral("statusReasonsLabel"),
                             tr("Throttled requests by the reason DynamoDB reports (ThrottlingReason): "
                                "table or index, read or write, and which limit"));
    clearAnalysis();
    showSimulation(ThrottleMetrics{}, 0);
}

void StatusTotals::clearAnalysis() {
    m_keys->setText(tr("– keys"));
    m_writes->setText(tr("– writes"));
    m_hotFactor->setText(tr("hot factor –"));
}

void StatusTotals::showAnalysis(const DistributionAnalysis& analysis) {
    m_keys->setText(countText(analysis.keysDistinct) + tr(" keys"));
    m_writes->setText(countOfText(analysis.keysTotal, QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "write"),
                                  QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "writes")));
    m_hotFactor->setText(tr("hot factor ") + localizedHotFactor(analysis));
}

QString throttlingReasonsText(const ThrottlingReasonCounts& reasons) {
    QStringList parts;
    for (std::size_t i = 0; i < reasons.size(); ++i) {
        // Fluid (expected-value) counts, rounded as the total is.
        const auto count = static_cast<std::uint64_t>(std::llround(std::max(0.0, reasons[i])));
        if (count > 0) {
            parts.append(QString::fromStdString(throttlingReasonName(throttlingReasonAt(i))) + QLatin1Char(' ') +
                         countText(count));
        }
    }
    return parts.join(QStringLiteral(" · "));
}

void StatusTotals::showSimulation(const ThrottleMetrics& metrics, std::uint64_t nowS,
                                  const ThrottlingReasonCounts& reasons) {
    // The simulator is fluid (expected values), so the count is rounded, not truncated.
    const auto throttled = static_cast<std::uint64_t>(std::llround(std::max(0.0, metrics.throttledRequests)));
    m_throttled->setText(countText(throttled) + tr(" throttled (t = ") + countText(nowS) + QStringLiteral(" s)"));
    const QString byReason = throttlingReasonsText(reasons);
    m_reasons->setText(byReason);
    m_reasons->setVisible(!byReason.isEmpty());
}

} // namespace partiscope::ui
