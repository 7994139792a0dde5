// Readability under a high-contrast palette: the custom-painted views draw their text in the palette's colours (never
// a hard-coded black or white), so it keeps WCAG's 4.5:1 contrast on a black window as on a white one.
#include "charts/chart_adapter.h"
#include "charts/timeline_curves.h"
#include "panes/advisor_pane.h"
#include "panes/simulation_panel.h"
#include "partition_ticks.h"
#include "shell/main_window.h"
#include "test_files.h"
#include "views/bucket_heatmap.h"
#include "views/colour_map.h"
#include "views/partition_time_heatmap.h"
#include "window_parts.h"
#include "window_waits.h"

#include <partiscope/throttle_timeline.h>

#include <catch2/catch.hpp>

#include <QApplication>
#include <QLabel>

#include <algorithm>

using namespace partiscope;
using namespace partiscope::ui;
using testing::writeTick;

namespace {

/// WCAG 2's contrast ratio of two colours: (lighter + 0.05) / (darker + 0.05), from 1 to 21.
double contrastRatio(QRgb a, QRgb b) {
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

/// The highest contrast of any pixel of @p area against @p background: text drawn there in a readable colour
/// has pixels of its full colour (the stems), however its edges are smoothed.
double bestContrast(const QImage& image, const QRect& area, QRgb background) {
    double best = 1.0;
    const QRect inside = area.intersected(image.rect());
    for (int y = inside.top(); y <= inside.bottom(); ++y) {
        for (int x = inside.left(); x <= inside.right(); ++x) {
            best = std::max(best, contrastRatio(image.pixel(x, y), background));
        }
    }
    return best;
}

/// A high-contrast palette as the desktops' high-contrast themes set it: black window, white text, yellow
/// highlight (@p dark), or the reverse: white window, black text, dark blue highlight. Every role is set.
QPalette highContrastPalette(bool dark) {
    const QColor background = dark ? QColor(Qt::black) : QColor(Qt::white);
    const QColor text = dark ? QColor(Qt::white) : QColor(Qt::black);
    QPalette palette(text, background, text, text, text, text, text, background, background);
    for (const auto role :
         {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button, QPalette::ToolTipBase}) {
        palette.setColor(role, background);
    }
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::BrightText,
                            QPalette::ToolTipText, QPalette::Mid}) {
        palette.setColor(role, text);
    }
    // Secondary text of high-contrast themes: grey, still 4.5:1 and more (#c0c0c0 on black is 12.6:1).
    palette.setColor(QPalette::PlaceholderText, dark ? QColor(0xc0, 0xc0, 0xc0) : QColor(0x40, 0x40, 0x40));
    palette.setColor(QPalette::Highlight, dark ? QColor(Qt::yellow) : QColor(0x00, 0x00, 0xa0));
    palette.setColor(QPalette::HighlightedText, background);
    return palette;
}

} // namespace

TEST_CASE("Cell labels keep 4.5:1 contrast on every colour of every palette", "[colour][accessibility]") {
    for (const ColourMap map : {ColourMap::Viridis, ColourMap::Cividis, ColourMap::Inferno}) {
        for (int step = 0; step <= 100; ++step) {
            const QRgb cell = colourMapRgb(map, step / 100.0);
            INFO(colourMapTitle(map).toStdString() << " at " << step << " %");
            CHECK(contrastRatio(ui::textColourOn(cell).rgb(), cell) >= 4.5);
        }
    }
}

TEST_CASE("Heat-map legends, axes and the decision path read under high-contrast palettes",
          "[colour][accessibility][heatmap]") {
    for (const bool dark : {true, false}) {
        INFO((dark ? "black window, white text" : "white window, black text"));
        const QPalette palette = highContrastPalette(dark);
        const QRgb window = palette.color(QPalette::Window).rgb();

        BucketHeatmap buckets;
        buckets.setPalette(palette);
        buckets.resize(480, 320);
        buckets.setBucketCounts({100, 300, 600});
        const QImage bucketImage = buckets.grab().toImage();
        const QRect legend = buckets.legendArea();
        CHECK(bucketImage.pixel(1, 1) == window);
        const int captionWidth = buckets.fontMetrics().horizontalAdvance(buckets.legendCaption());
        CHECK(bestContrast(bucketImage, QRect(legend.topLeft(), QSize(captionWidth, legend.height())), window) >= 4.5);
        // The tick labels under the bar's right end (the maximum, 600).
        const QRect maximumLabel(legend.right() - 60, legend.bottom() - buckets.fontMetrics().height(), 60,
                                 buckets.fontMetrics().height());
        CHECK(bestContrast(bucketImage, maximumLabel, window) >= 4.5);

        ThrottleTimeline timeline(60, CapacityDirection::Writes, 2);
        for (std::uint64_t s = 0; s < 60; ++s) {
            timeline.addTick(s, {writeTick(0, 50, 100, 0), writeTick(1, 100, 100, 20)});
        }
        PartitionTimeHeatmap partitions;
        partitions.setPalette(palette);
        partitions.resize(720, 320);
        partitions.setTimeline(&timeline);
        const QImage partitionImage = partitions.grab().toImage();
        const QRect area = partitions.cellGeometry().area;
        // The partition labels left of the rows, the time labels under them, the legend's caption.
        CHECK(bestContrast(partitionImage, QRect(0, area.top(), area.left() - 2, area.height()), window) >= 4.5);
        CHECK(bestContrast(partitionImage,
                           QRect(area.left(), area.bottom() + 5, area.width(), partitions.fontMetrics().height()),
                           window) >= 4.5);
        const QRect partitionLegend = partitions.legendArea();
        CHECK(bestContrast(partitionImage, QRect(partitionLegend.topLeft(), QSize(60, 12)), window) >= 4.5);

        // The timeline chart takes the light or dark chart theme from the window colour: its axis labels left of the
        // plot must read on the chart's own background.
        ThrottleTimelineChart chart;
        chart.setPalette(palette);
        chart.resize(720, 360);
        chart.setCurves(timelineCurves(timeline, 5, chart.plotColumns()), QStringLiteral("WCU"));
        chart.show();
        QCoreApplication::processEvents(); // the chart lays its plot out on show
        const QImage chartImage = chart.grab().toImage();
        const QRect plot = chart.plotAreaRect();
        REQUIRE(plot.left() > 10);
        CHECK(bestContrast(chartImage, QRect(0, plot.top(), plot.left() - 2, plot.height()), chartImage.pixel(1, 1)) >=
              4.5);
        chart.hide();

        DecisionPathView path;
        path.setPalette(palette);
        path.resize(520, 150);
        path.setHighlighted({DecisionBranch::Shard});
        const QImage pathImage = path.grab().toImage();
        const DecisionPathGeometry geometry = DecisionPathGeometry::fit(path.rect());
        const QRgb base = palette.color(QPalette::Base).rgb();
        CHECK(bestContrast(pathImage, geometry.question.adjusted(4, 4, -4, -4), base) >= 4.5);
        for (const DecisionBranch branch : kDecisionBranches) {
            INFO(decisionBranchLabel(branch).toStdString());
            const QRect box = geometry.branchRect(branch).adjusted(5, 5, -5, -5);
            // The box's own fill (a highlighted box is tinted) is what the text stands on.
            CHECK(bestContrast(pathImage, box, pathImage.pixel(box.topLeft())) >= 4.5);
        }
        testing::saveScreenshot(buckets, dark ? QStringLiteral("high-contrast-dark-heatmap")
                                              : QStringLiteral("high-contrast-light-heatmap"));
    }
}

TEST_CASE("The main window under a high-contrast palette: every label reads at 4.5:1",
          "[colour][accessibility][window]") {
    const QPalette original = QApplication::palette();
    for (const bool dark : {true, false}) {
        INFO((dark ? "black window, white text" : "white window, black text"));
        QApplication::setPalette(highContrastPalette(dark));
        {
            MainWindow window;
            window.resize(1280, 800);
            const std::uint64_t job = window.keys().appliedJobId();
            window.setKeyText(QStringLiteral("USER#1\nUSER#2\nUSER#3\nUSER#1\n"));
            REQUIRE(parts::waitForAnalysisAfter(window, job, 10'000));
            window.show();
            QCoreApplication::processEvents();
            const QImage image = window.grab().toImage();
            int checked = 0;
            const auto labels = window.findChildren<QLabel*>();
            for (const QLabel* label : labels) {
                if (!label->isVisibleTo(&window) || label->text().isEmpty() || label->width() < 8 ||
                    label->height() < 8 || label->visibleRegion().isEmpty()) {
                    continue;
                }
                const QRect onWindow(label->mapTo(&window, QPoint(0, 0)), label->size());
                INFO(label->objectName().toStdString() << ": " << label->text().left(60).toStdString());
                // What the label stands on: its own fill when it has one, the window colour otherwise.
                const QRgb background = label->palette().color(label->backgroundRole()).rgb();
                CHECK(bestContrast(image, onWindow, background) >= 4.5);
                ++checked;
            }
            CHECK(checked >= 5);
            BucketHeatmap& heatmap = *parts::heatmap(window);
            const QRect legend = heatmap.legendArea();
            const QImage heatmapImage = heatmap.grab().toImage();
            CHECK(bestContrast(
                      heatmapImage,
                      QRect(legend.topLeft(),
                            QSize(heatmap.fontMetrics().horizontalAdvance(heatmap.legendCaption()), legend.height())),
                      heatmap.palette().color(QPalette::Window).rgb()) >= 4.5);
            testing::saveScreenshot(window, dark ? QStringLiteral("high-contrast-dark-window")
                                                 : QStringLiteral("high-contrast-light-window"));
        }
        QApplication::setPalette(original);
    }
}
