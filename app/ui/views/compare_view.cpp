#include "views/compare_view.h"
#include "util/core_text.h"

#include "util/qt_strings.h"
#include "views/bucket_heatmap.h"
#include "views/compare_table_model.h"
#include "views/heat_scale.h"
#include "views/partition_time_heatmap.h"
#include "views/scrolling_pane.h"
#include "views/secondary_label.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>

#include <partiscope/ceiling_share.h>

#include <algorithm>
#include <string>
#include <utility>

namespace partiscope::ui {

CompareView::CompareView(QWidget* parent) : QWidget(parent) {
    QVBoxLayout* layout = addScrollingContent(this);

    m_hint = makeSecondaryLabel(QString(), this);
    m_hint->setObjectName(QStringLiteral("compareHint"));
    layout->addWidget(m_hint);

    auto* statusRow = new QHBoxLayout;
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("compareProgress"));
    m_progress->setMaximumWidth(200);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("compareCancel"));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, this, &CompareView::cancelRequested);
    m_again = new QPushButton(tr("Compare again"), this);
    m_again->setObjectName(QStringLiteral("compareAgain"));
    connect(m_again, &QPushButton::clicked, this, &CompareView::compareAgainRequested);
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_progress);
    statusRow->addWidget(m_cancel);
    statusRow->addWidget(m_again);
    layout->addLayout(statusRow);

    m_model = new CompareTableModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setModel(m_model);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setWordWrap(false);
    // The finding's title may be long: the rest of the row's width, elided (its tooltip has it whole).
    m_table->setTextElideMode(Qt::ElideRight);
    // At most six rows: the table is as tall as its rows, and the page scrolls, not the table.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(static_cast<int>(CompareColumn::MostSevereFinding),
                                                      QHeaderView::Interactive);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table);

    m_favoured = new QLabel(this);
    m_favoured->setObjectName(QStringLiteral("compareFavoured"));
    m_favoured->setWordWrap(true);
    m_favoured->setTextFormat(Qt::RichText);
    m_favoured->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_favoured);
    m_prices = makeSecondaryLabel(QString(), this);
    m_prices->setObjectName(QStringLiteral("comparePrices"));
    layout->addWidget(m_prices);
    m_scaleNote = makeSecondaryLabel(QString(), this);
    m_scaleNote->setObjectName(QStringLiteral("compareScaleNote"));
    layout->addWidget(m_scaleNote);

    m_multiples = new QGridLayout;
    m_multiples->setHorizontalSpacing(12);
    m_multiples->setVerticalSpacing(12);
    layout->addLayout(m_multiples);
    layout->addStretch(1);
    setProgress(QString(), 0, 0, false);
    updateNotes();
}

CompareView::~CompareView() {
    // The partition maps point into the comparison's timelines: they go first.
    qDeleteAll(m_multipleFrames);
    m_multipleFrames.clear();
}

void CompareView::setComparison(std::shared_ptr<const DesignComparison> comparison, bool outOfDate) {
    m_outOfDate = outOfDate;
    if (comparison != m_comparison) {
        // The old maps draw the old timelines: replaced before the comparison holding them is let go.
        auto previous = std::exchange(m_comparison, std::move(comparison));
        m_model->setComparison(m_comparison);
        rebuildMultiples();
        previous.reset();
    }
    updateNotes();
}

void CompareView::setCandidateCount(std::size_t candidates) {
    m_candidates = candidates;
    updateNotes();
}

void CompareView::setProgress(const QString& text, std::size_t done, std::size_t total, bool running) {
    m_status->setText(text);
    m_progress->setVisible(running && total > 0);
    m_progress->setRange(0, static_cast<int>(total));
    m_progress->setValue(static_cast<int>(std::min(done, total)));
    m_cancel->setVisible(running);
    m_again->setVisible(!running);
}

void CompareView::setColourMap(ColourMap map) {
    m_colourMap = map;
    for (BucketHeatmap* heatmap : m_heatmaps) {
        heatmap->setColourMap(map);
    }
    for (PartitionTimeHeatmap* partitions : m_partitionMaps) {
        partitions->setColourMap(map);
    }
}

void CompareView::rebuildMultiples() {
    qDeleteAll(m_multipleFrames);
    m_multipleFrames.clear();
    m_heatmaps.clear();
    m_partitionMaps.clear();
    if (!m_comparison) {
        return;
    }
    int position = 0;
    for (const DesignSummary& design : m_comparison->designs) {
        auto* frame = new QWidget(this);
        frame->setObjectName(QStringLiteral("compareSmallMultiple"));
        auto* column = new QVBoxLayout(frame);
        column->setContentsMargins(0, 0, 0, 0);
        auto* title = new QLabel(frame);
        title->setTextFormat(Qt::PlainText);
        QFont bold = title->font();
        bold.setBold(true);
        title->setFont(bold);
        title->setText(fromStd(design.name));
        column->addWidget(title);
        auto* heatmap = new BucketHeatmap(frame);
        heatmap->setObjectName(QStringLiteral("compareHeatmap"));
        heatmap->setColourMap(m_colourMap);
        heatmap->setHeatScale(HeatScale::CeilingShare);
        // Short enough that a design's two maps fit on a laptop screen under the table without scrolling.
        heatmap->setMinimumHeight(150);
        heatmap->setMaximumHeight(210);
        auto* partitions = new PartitionTimeHeatmap(frame);
        partitions->setObjectName(QStringLiteral("comparePartitionTime"));
        partitions->setColourMap(m_colourMap);
        partitions->setHeatScale(HeatScale::CeilingShare);
        partitions->setMinimumHeight(200);
        if (design.analysis) {
            // The analysis owns the distribution and the timeline: the maps share it (aliasing, no copy).
            heatmap->setAnalysis(
                std::shared_ptr<const DistributionAnalysis>(design.analysis, &design.analysis->input.distribution));
            heatmap->setTitle(tr("Hot factor ") +
                              localizedHotFactor(design.hotFactor, design.hotFactorCells, design.hotFactorCellKind));
            // The absolute scale: each cell's share of the per-partition ceiling at the design's own rates and
            // fan-out, so the same load is the same colour in every design (the relative scale stays underneath
            // for a design without a rate).
            heatmap->setCeilingScale(
                ceilingScaleFor(design.analysis->scenario, std::string(), design.analysis->input.distribution));
            partitions->setTimeline(&design.analysis->timeline);
        }
        column->addWidget(heatmap, 1);
        column->addWidget(partitions, 1);
        m_multiples->addWidget(frame, position / kMultiplesPerRow, position % kMultiplesPerRow);
        ++position;
        m_multipleFrames.push_back(frame);
        m_heatmaps.push_back(heatmap);
        m_partitionMaps.push_back(partitions);
    }
    updateScales();
}

void CompareView::updateScales() {
    // Without a rate (a design that only reads, say) a map falls back to the relative scale: then one shared maximum,
    // so even those maps compare.
    std::uint64_t shared = 0;
    for (const BucketHeatmap* heatmap : m_heatmaps) {
        shared = std::max(shared, heatmap->maxCount());
    }
    for (BucketHeatmap* heatmap : m_heatmaps) {
        heatmap->setScaleMaximum(shared);
    }
}

void CompareView::updateNotes() {
    if (m_candidates == 0) {
        m_hint->setText(
            tr("This document has no candidate designs, so its current design is shown alone. To compare designs, use "
               "Design › Add candidate from current, change the strategy or the table, and add another."));
    } else if (m_candidates == 1) {
        m_hint->setText(tr("One candidate: change the strategy or the table and use Design › Add "
                           "candidate from current to add another to compare with."));
    } else {
        m_hint->clear();
    }
    m_hint->setVisible(m_candidates < 2);

    if (!m_comparison) {
        m_favoured->clear();
        m_prices->clear();
        m_scaleNote->clear();
        return;
    }
    QString favoured;
    if (m_comparison->favoured) {
        const QString name = fromStd(m_comparison->designs[*m_comparison->favoured].name);
        const QString reason = fromStd(m_comparison->favouredWhy);
        favoured = tr("Favoured: <b>") + name.toHtmlEscaped() + QStringLiteral("</b> — ") + reason.toHtmlEscaped();
    }
    if (m_outOfDate) {
        favoured += (favoured.isEmpty() ? QString() : QStringLiteral("<br>")) +
                    tr("<i>Out of date: the document changed since these figures were computed.</i>");
    }
    m_favoured->setText(favoured);
    m_favoured->setVisible(!favoured.isEmpty());
    QString prices;
    if (!m_comparison->designs.empty()) {
        const MonthlyCost& cost = m_comparison->designs.front().monthlyCost;
        prices = tr("Monthly costs are estimates at ") + fromStd(cost.region) + tr(" list prices of ") +
                 fromStd(cost.pricesAsOf) + QStringLiteral(". ") + CompareTableModel::kBestMarker +
                 tr(" and bold: the best value of a column.");
    }
    m_prices->setText(prices);
    m_scaleNote->setText(tr(
        "Beneath: each design's load per partition and its partitions over time, every map on one absolute scale: the "
        "share of the per-partition ceiling at the design's rates, hatched above 100 % (where it throttles)."));
}

} // namespace partiscope::ui
