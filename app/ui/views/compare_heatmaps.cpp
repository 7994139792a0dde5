#include "views/compare_heatmaps.h"
#include "util/core_text.h"

#include "util/qt_strings.h"
#include "views/bucket_heatmap.h"

#include <QHBoxLayout>

#include <algorithm>

namespace partiscope::ui {

CompareHeatmaps::CompareHeatmaps(QWidget* parent) : QWidget(parent) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_before = new BucketHeatmap(this);
    m_before->setObjectName(QStringLiteral("beforeHeatmap"));
    m_after = new BucketHeatmap(this);
    m_after->setObjectName(QStringLiteral("afterHeatmap"));
    setToolTip(tr("Hot factor: writes of the fullest bucket over the mean (1 = perfectly even). Both maps "
                  "share one colour scale."));
    layout->addWidget(m_before, 1);
    layout->addWidget(m_after, 1);
}

QString CompareHeatmaps::titleFor(const QString& side, const DistributionAnalysis& analysis) {
    const QString strategy = analysis.strategyKind == "none" ? tr("no strategy")
                                                             : fromStd(analysis.strategyKind) + QStringLiteral(", ") +
                                                                   QString::number(analysis.readFanOut) + tr(" shards");
    return side + QStringLiteral(": ") + strategy + tr(" · hot factor ") + localizedHotFactor(analysis);
}

void CompareHeatmaps::setBefore(std::shared_ptr<const DistributionAnalysis> before) {
    if (before) {
        m_before->setTitle(titleFor(tr("Before"), *before));
    }
    m_before->setAnalysis(std::move(before));
    updateScale();
}

void CompareHeatmaps::setAfter(std::shared_ptr<const DistributionAnalysis> after) {
    if (after) {
        m_after->setTitle(titleFor(tr("After"), *after));
    }
    m_after->setAnalysis(std::move(after));
    updateScale();
}

void CompareHeatmaps::setColourMap(ColourMap map) {
    m_before->setColourMap(map);
    m_after->setColourMap(map);
}

void CompareHeatmaps::setHeatScale(HeatScale scale) {
    m_before->setHeatScale(scale);
    m_after->setHeatScale(scale);
}

void CompareHeatmaps::setKeySpaceRates(std::optional<KeySpaceRates> rates) {
    m_rates = rates;
    updateCeilingScales();
}

void CompareHeatmaps::updateCeilingScales() {
    for (BucketHeatmap* side : {m_before, m_after}) {
        const auto& analysis = side->analysis();
        side->setCeilingScale(m_rates && analysis ? ceilingScaleOf(*m_rates, side->totalCount(), analysis->readFanOut)
                                                  : std::nullopt);
    }
}

void CompareHeatmaps::updateScale() {
    // Same colour, same count: the "after" map must look cooler when the strategy helped, not be
    // re-stretched to its own maximum.
    m_sharedMaximum = std::max(m_before->maxCount(), m_after->maxCount());
    m_before->setScaleMaximum(m_sharedMaximum);
    m_after->setScaleMaximum(m_sharedMaximum);
    updateCeilingScales();
}

} // namespace partiscope::ui
