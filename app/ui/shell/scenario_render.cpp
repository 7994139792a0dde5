#include "shell/scenario_render.h"
#include "util/core_text.h"
#include "util/file_output.h"
#include "util/qt_strings.h"

#include "charts/chart_adapter.h"
#include "document/scenario_queries.h"
#include "jobs/analysis_runner.h"
#include "panes/simulation_panel.h"
#include "views/bucket_heatmap.h"
#include "views/partition_time_heatmap.h"

#include <partiscope/access_pattern_queries.h>
#include <partiscope/hashing.h>
#include <partiscope/simulator.h>
#include <partiscope/throttle_timeline.h>
#include <partiscope/workload_keys.h>

#include <QCoreApplication>
#include <QDir>
#include <QLabel>
#include <QVBoxLayout>

#include <atomic>
#include <memory>

namespace partiscope::ui {

namespace {

// Projector-friendly 16:10 images.
const QSize kImageSize(1280, 800);
const QSize kStripSize(1280, 480);

bool saveBytes(const QString& path, const QByteArray& bytes, QString& error) {
    if (!writeFileSafely(path, bytes, error)) {
        error = QStringLiteral("cannot write ") + error;
        return false;
    }
    return true;
}

// Shown, laid out and painted like a window (the offscreen platform paints like any other), then grabbed.
bool saveWidget(QWidget& widget, const QSize& size, const QString& path, QString& error) {
    widget.resize(size);
    // Laid out and polished as if shown, but never put on a screen, even when a display exists.
    widget.setAttribute(Qt::WA_DontShowOnScreen);
    widget.show();
    // QtCharts relayouts through posted events; two rounds let the scene settle before the grab.
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    if (!writePngSafely(path, widget.grab().toImage(), error)) {
        error = QStringLiteral("cannot write ") + error;
        return false;
    }
    widget.hide();
    return true;
}

QWidget* titled(const QString& title, const QString& note, QWidget* content) {
    auto* frame = new QWidget();
    auto* layout = new QVBoxLayout(frame);
    auto* heading = new QLabel(title, frame);
    QFont font = heading->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    font.setBold(true);
    heading->setFont(font);
    heading->setWordWrap(true); // a long strategy description must not widen the image
    layout->addWidget(heading);
    content->setParent(frame);
    layout->addWidget(content, 1);
    if (!note.isEmpty()) {
        auto* label = new QLabel(note, frame);
        label->setWordWrap(true);
        layout->addWidget(label);
    }
    return frame;
}

} // namespace

bool renderScenario(const Scenario& scenario, const QString& outDir, QStringList& written, QString& error) {
    const QDir dir(outDir);
    if (!dir.mkpath(QStringLiteral("."))) {
        error = QStringLiteral("cannot create the output directory ") + outDir;
        return false;
    }
    const QString name = scenario.name.empty()
                             ? QCoreApplication::translate("partiscope::ui::ScenarioRender", "Scenario")
                             : fromStd(scenario.name);

    // The key analysis: the scenario's keys, weighted by their expected requests, placed by the range model
    // on the table's partitions (what the simulator does too).
    const std::uint32_t partitions = scenario.table.partitions.value_or(derivedPartitionCount(scenario.table));
    AnalysisRequest request;
    // Its keys as their expected requests, straight from the workload (no text to write and read back).
    request.keys = std::make_shared<const KeyReadResult>(
        keyListFromWorkload(scenario.workload, KeyReadOptions{}, WorkloadCounts::Proportional));
    request.strategy = scenario.strategy;
    request.options.model = PlacementModel::Range;
    request.options.buckets = std::max<std::uint32_t>(1, partitions);
    const std::atomic<bool> notCancelled{false};
    const AnalysisOutcome outcome = AnalysisRunner::analyse(request, notCancelled);
    if (!outcome.analysis) {
        error = QStringLiteral("cannot analyse the scenario's keys: ") + outcome.error;
        return false;
    }
    const DistributionAnalysis& analysis = *outcome.analysis;
    // The analysis succeeded, so the scenario's strategy is valid; its description in the installed language.
    ShardStrategy strategy;
    std::string strategyProblem;
    const QString strategyText = ShardStrategy::create(scenario.strategy, strategy, strategyProblem)
                                     ? strategyDescriptionText(strategy)
                                     : fromStd(analysis.strategyDescription);

    std::string problem;
    auto simulator = TableSimulator::create(scenario, problem);
    if (!simulator) {
        error = QStringLiteral("cannot simulate the scenario: ") + fromStd(problem);
        return false;
    }
    ThrottleTimeline timeline(scenario.workload.durationS, timelineDirectionFor(scenario), simulator->partitionCount());
    simulator->run(
        [&timeline](std::uint64_t atS, const std::vector<PartitionTick>& ticks) { timeline.addTick(atS, ticks); });
    timeline.setSplits(simulator->snapshot().splits);

    auto* heatmap = new BucketHeatmap();
    heatmap->setAnalysis(outcome.analysis); // range placement: labelled "partition", with top keys

    std::unique_ptr<QWidget> heatmapPage(titled(
        name + QCoreApplication::translate("partiscope::ui::ScenarioRender", " — expected writes per partition (") +
            strategyText + QLatin1Char(')'),
        QCoreApplication::translate("partiscope::ui::ScenarioRender", "Note: ") + modelNoteText() + QLatin1Char('.'),
        heatmap));
    const QString heatmapPath = dir.filePath(QString::fromLatin1(kRenderedHeatmap));
    if (!saveWidget(*heatmapPage, kImageSize, heatmapPath, error)) {
        return false;
    }
    written << heatmapPath;

    SimulationPanel panel(nullptr);
    panel.showTimeline(timeline);
    const QString status = panel.statusLabel()->text();
    std::unique_ptr<QWidget> timelinePage(
        titled(name + QCoreApplication::translate("partiscope::ui::ScenarioRender", " — throttle timeline"), status,
               panel.timelineChart()));
    const QString timelinePath = dir.filePath(QString::fromLatin1(kRenderedTimeline));
    if (!saveWidget(*timelinePage, kImageSize, timelinePath, error)) {
        return false;
    }
    written << timelinePath;

    std::unique_ptr<QWidget> partitionPage(
        titled(name + QCoreApplication::translate("partiscope::ui::ScenarioRender", " — partitions over time"), status,
               panel.partitionHeatmap()));
    const QString partitionPath = dir.filePath(QString::fromLatin1(kRenderedPartitionTime));
    if (!saveWidget(*partitionPage, kStripSize, partitionPath, error)) {
        return false;
    }
    written << partitionPath;

    // Every access pattern's requests; without any, the hottest key's (what the Queries tab shows then).
    std::string queriesText = accessPatternsText(scenario);
    if (scenario.accessPatterns.empty()) {
        const std::string hottest =
            analysis.topLogicalKeys.empty() ? std::string() : analysis.topLogicalKeys.front().key;
        if (hottest.empty()) {
            error = QStringLiteral("the scenario has no keys to query");
            return false;
        }
        const GeneratedQueries queries =
            generateQueries(queryTargetFor(scenario), scenario.strategy, hottest, QueryFormat::Cli);
        if (!queries.error.isEmpty()) {
            error = QStringLiteral("cannot generate the queries: ") + queries.error;
            return false;
        }
        queriesText += "# Instead, the workload's hottest key read back from the table:\n" + queries.text.toStdString();
    }
    const QString queriesPath = dir.filePath(QString::fromLatin1(kRenderedQueries));
    if (!saveBytes(queriesPath, QByteArray::fromStdString(queriesText), error)) {
        return false;
    }
    written << queriesPath;
    return true;
}

} // namespace partiscope::ui
