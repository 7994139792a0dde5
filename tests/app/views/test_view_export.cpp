#include "../core/worked_example.h"
#include "charts/chart_adapter.h"
#include "image_colours.h"
#include "panes/simulation_panel.h"
#include "shell/main_window.h"
#include "views/bucket_heatmap.h"
#include "views/partition_time_heatmap.h"
#include "views/view_export.h"

#include <partiscope/simulation_report.h>
#include <partiscope/throttle_timeline.h>

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <catch2/catch.hpp>

#include <map>
#include <sstream>

using namespace partiscope;
using namespace partiscope::ui;
using partiscope::test::adaptiveExample;

namespace {

ThrottleTimeline simulatedTimeline(const Scenario& scenario) {
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    ThrottleTimeline timeline(scenario.workload.durationS, CapacityDirection::Writes, simulator->partitionCount());
    simulator->run([&](std::uint64_t atS, const std::vector<PartitionTick>& ticks) { timeline.addTick(atS, ticks); });
    timeline.setSplits(simulator->snapshot().splits);
    return timeline;
}

struct SvgSummary {
    bool wellFormed = false;
    QString root;
    std::map<QString, int> elements;
};

SvgSummary readSvg(const QString& path) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    SvgSummary summary;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            if (summary.root.isEmpty()) {
                summary.root = xml.name().toString();
            }
            ++summary.elements[xml.name().toString()];
        }
    }
    summary.wellFormed = !xml.hasError();
    return summary;
}

} // namespace

TEST_CASE("Export: heat map as SVG is vector cells, as PNG a real picture", "[export]") {
    QTemporaryDir dir;
    BucketHeatmap heatmap;
    heatmap.resize(640, 420);
    heatmap.setBucketCounts({10, 200, 30, 400, 5, 60, 70, 80});
    QString error;

    const QString svgPath = dir.filePath(QStringLiteral("heatmap.svg"));
    REQUIRE(exportBucketHeatmap(heatmap, svgPath, ImageFormat::Svg, error));
    SvgSummary svg = readSvg(svgPath);
    CHECK(svg.wellFormed);
    CHECK(svg.root == QStringLiteral("svg"));
    CHECK(svg.elements[QStringLiteral("image")] == 0); // no embedded bitmap
    // One rectangle per bucket at least (cells, plus background and legend).
    CHECK(svg.elements[QStringLiteral("rect")] + svg.elements[QStringLiteral("path")] >= 8);
    CHECK(svg.elements[QStringLiteral("text")] > 0); // numbers and legend

    const QString pngPath = dir.filePath(QStringLiteral("heatmap.png"));
    REQUIRE(exportBucketHeatmap(heatmap, pngPath, ImageFormat::Png, error));
    const QImage png(pngPath);
    REQUIRE_FALSE(png.isNull());
    CHECK(png.size() == QSize(640, 420));
    CHECK(sampledColours(png, 3) > 8); // cells of several colours, not a blank page
}

TEST_CASE("Export: timeline and partition x time, PNG and SVG", "[export]") {
    QTemporaryDir dir;
    const Scenario scenario = adaptiveExample(900);
    const ThrottleTimeline timeline = simulatedTimeline(scenario);
    SimulationPanel panel(nullptr);
    panel.resize(1000, 800);
    panel.show();
    panel.showTimeline(timeline);
    QCoreApplication::processEvents();
    QString error;

    const QString timelineSvg = dir.filePath(QStringLiteral("timeline.svg"));
    REQUIRE(exportTimeline(*panel.timelineChart(), timelineSvg, ImageFormat::Svg, error));
    SvgSummary chart = readSvg(timelineSvg);
    CHECK(chart.wellFormed);
    CHECK(chart.root == QStringLiteral("svg"));
    CHECK(chart.elements[QStringLiteral("path")] + chart.elements[QStringLiteral("polyline")] > 10);
    QFile svgText(timelineSvg);
    REQUIRE(svgText.open(QIODevice::ReadOnly));
    CHECK(svgText.readAll().contains("throttled")); // the legend is text, not pixels

    const QString timelinePng = dir.filePath(QStringLiteral("timeline.png"));
    REQUIRE(exportTimeline(*panel.timelineChart(), timelinePng, ImageFormat::Png, error));
    CHECK(sampledColours(QImage(timelinePng), 3) > 5);

    const QString cellsSvg = dir.filePath(QStringLiteral("partition-time.svg"));
    REQUIRE(exportPartitionTime(*panel.partitionHeatmap(), cellsSvg, ImageFormat::Svg, error));
    SvgSummary cells = readSvg(cellsSvg);
    CHECK(cells.wellFormed);
    CHECK(cells.elements[QStringLiteral("image")] == 0);
    CHECK(cells.elements[QStringLiteral("rect")] + cells.elements[QStringLiteral("path")] >= 4);
    const QString cellsPng = dir.filePath(QStringLiteral("partition-time.png"));
    REQUIRE(exportPartitionTime(*panel.partitionHeatmap(), cellsPng, ImageFormat::Png, error));
    CHECK(sampledColours(QImage(cellsPng), 3) > 5);
}

TEST_CASE("Export: metrics CSV is byte for byte the CLI's (core's writer)", "[export]") {
    QTemporaryDir dir;
    const Scenario scenario = adaptiveExample(120);
    const QString path = dir.filePath(QStringLiteral("metrics.csv"));
    QString error;
    REQUIRE(exportSimulationCsv(scenario, path, error));

    std::ostringstream expected;
    {
        std::string problem;
        auto simulator = TableSimulator::create(scenario, problem);
        REQUIRE(simulator);
        TickCsvWriter writer(expected);
        simulator->run([&](std::uint64_t atS, const std::vector<PartitionTick>& ticks) { writer.write(atS, ticks); });
    }
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    CHECK(written.toStdString() == expected.str());
    const QList<QByteArray> lines = written.trimmed().split('\n');
    CHECK(lines.size() == 1 + 120 * 4); // header, then one row per partition per second
    CHECK(lines.front().startsWith("t"));
}

TEST_CASE("Export: a path that cannot be written is a clear error, and no file appears", "[export]") {
    QTemporaryDir dir;
    BucketHeatmap heatmap;
    heatmap.resize(300, 200);
    heatmap.setBucketCounts({1, 2, 3});
    const QString bad = dir.filePath(QStringLiteral("no-such-dir/heatmap.png"));
    QString error;
    CHECK_FALSE(exportBucketHeatmap(heatmap, bad, ImageFormat::Png, error));
    CHECK(error.startsWith(bad + QStringLiteral(": ")));
    CHECK(error.size() > bad.size() + 2);
    error.clear();
    CHECK_FALSE(exportSimulationCsv(adaptiveExample(10), bad, error));
    CHECK(error.startsWith(bad));
    CHECK_FALSE(QFile::exists(bad));
    CHECK(imageFormatFor(QStringLiteral("a/b.SVG")) == ImageFormat::Svg);
    CHECK(imageFormatFor(QStringLiteral("a/b.png")) == ImageFormat::Png);
}

TEST_CASE("Export: the File menu has the export submenu with shortcuts", "[export][mainwindow]") {
    MainWindow window;
    auto* exportMenu = window.menuBar()->findChild<QMenu*>(QStringLiteral("exportMenu"));
    REQUIRE(exportMenu);
    QStringList texts;
    for (QAction* action : exportMenu->actions()) {
        if (!action->isSeparator()) {
            texts << action->text();
        }
    }
    CHECK(texts == QStringList{QStringLiteral("&Heat map as PNG…"), QStringLiteral("&Timeline as PNG…"),
                               QStringLiteral("&Partition × time as PNG…"), QStringLiteral("&Heat map as SVG…"),
                               QStringLiteral("&Timeline as SVG…"), QStringLiteral("&Partition × time as SVG…"),
                               QStringLiteral("Simulation &metrics as CSV…")});
    auto* csv = exportMenu->findChild<QAction*>(QStringLiteral("metrics-csv"));
    REQUIRE(csv);
    CHECK(csv->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
}
