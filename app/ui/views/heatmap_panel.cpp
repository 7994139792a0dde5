#include "views/heatmap_panel.h"
#include "util/core_text.h"

#include "charts/chart_adapter.h"
#include "util/analysis_summary_text.h"
#include "util/qt_strings.h"
#include "views/bucket_heatmap.h"
#include "views/compare_heatmaps.h"
#include "views/key_space_selector.h"
#include "views/secondary_label.h"

#include <partiscope/hashing.h>
#include <partiscope/placement.h>
#include <partiscope/shard_strategy.h>

#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace partiscope::ui {

HeatmapPanel::HeatmapPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_target = new KeySpaceSelector(this);
    m_target->setObjectName(QStringLiteral("heatmapTargetSelector"));
    layout->addWidget(m_target);

    m_stack = new QStackedWidget(this);
    m_stack->setObjectName(QStringLiteral("heatmapStack"));
    m_heatmap = new BucketHeatmap(m_stack);
    m_heatmap->setObjectName(QStringLiteral("bucketHeatmap"));
    m_stack->addWidget(m_heatmap);
    m_compare = new CompareHeatmaps(m_stack);
    m_compare->setObjectName(QStringLiteral("compareHeatmaps"));
    m_stack->addWidget(m_compare);
    layout->addWidget(m_stack, 3);
    connect(m_heatmap, &BucketHeatmap::bucketClicked, this,
            [this](std::uint32_t bucket) { emit bucketClicked(bucket, false); });
    connect(m_compare->afterMap(), &BucketHeatmap::bucketClicked, this,
            [this](std::uint32_t bucket) { emit bucketClicked(bucket, false); });
    connect(m_compare->beforeMap(), &BucketHeatmap::bucketClicked, this,
            [this](std::uint32_t bucket) { emit bucketClicked(bucket, true); });

    m_modelNote = makeSecondaryLabel(tr("Note: ") + modelNoteText() + QLatin1Char('.'), this);
    m_modelNote->setObjectName(QStringLiteral("modelNoteLabel"));
    layout->addWidget(m_modelNote);
    m_evenSpreadNote = makeSecondaryLabel(QString(), this);
    m_evenSpreadNote->setObjectName(QStringLiteral("evenSpreadNoteLabel"));
    m_evenSpreadNote->hide();
    layout->addWidget(m_evenSpreadNote);

    m_barChart = new BucketBarChart(this);
    m_barChart->setObjectName(QStringLiteral("bucketBarChart"));
    m_barChart->setMinimumHeight(180);
    layout->addWidget(m_barChart, 2);
}

void HeatmapPanel::showAnalysis(const std::shared_ptr<const DistributionAnalysis>& analysis,
                                const StrategyConfig& strategy, const HeatmapKeySpace& keySpace) {
    m_heatmap->setTitle(keySpace.heading);
    m_compare->setKeySpaceRates(keySpace.rates);
    if (!analysis) {
        m_heatmap->setAnalysis(nullptr);
        m_heatmap->setCeilingScale(std::nullopt);
        m_barChart->setBucketCounts({});
        m_shown.reset();
        m_evenSpreadNote->hide();
        m_modelNote->setText(tr("No keys to place: workload.index_keys lists none for ") + keySpace.index +
                             tr(" (its shares of the base writes), so nothing is written to it."));
        return;
    }
    m_heatmap->setAnalysis(analysis);
    m_heatmap->setCeilingScale(
        keySpace.rates ? ceilingScaleOf(*keySpace.rates, m_heatmap->totalCount(), analysis->readFanOut) : std::nullopt);
    showEvenSpreadNote(*analysis, strategy);
    m_barChart->setBucketCounts(analysis->buckets);
    m_barChart->setCellNoun(m_heatmap->cellNoun());
    m_shown = analysis;
    if (m_stack->currentWidget() == m_compare) {
        m_compare->setAfter(analysis); // hidden, the pair is not drawn at all
    }
    m_modelNote->setText(heatmapModelNote(*analysis, keySpace.partitions, keySpace.keysPinned, keySpace.index));
}

void HeatmapPanel::showBefore(const std::shared_ptr<const DistributionAnalysis>& before) {
    m_compare->setBefore(before);
}

void HeatmapPanel::setCompareMode(bool on) {
    m_stack->setCurrentWidget(on ? static_cast<QWidget*>(m_compare) : m_heatmap);
    if (on && m_shown) {
        m_compare->setAfter(m_shown);
    }
}

void HeatmapPanel::setColourMap(ColourMap map) {
    m_heatmap->setColourMap(map);
    m_compare->setColourMap(map);
}

void HeatmapPanel::setHeatScale(HeatScale scale) {
    m_heatmap->setHeatScale(scale);
    m_compare->setHeatScale(scale);
}

QString HeatmapPanel::cellNoun() const {
    return m_heatmap->cellNoun();
}

void HeatmapPanel::showEvenSpreadNote(const DistributionAnalysis& analysis, const StrategyConfig& config) {
    ShardStrategy strategy;
    std::string problem;
    const bool assumed = analysis.evenSpreadAssumed && ShardStrategy::create(config, strategy, problem);
    if (assumed) {
        m_evenSpreadNote->setText(tr("Assumed, not measured: ") + evenSpreadNoteText(strategy) + QLatin1Char('.'));
    }
    m_evenSpreadNote->setVisible(assumed);
}

} // namespace partiscope::ui
