// The window's rough edges from a new user's first hour: shortcuts that stop working, a window that widens,
// cut labels and numbers without their separators or plurals.

#include "charts/axis_scale.h"
#include "charts/chart_adapter.h"
#include "gui_process.h"
#include "jobs/simulation_player.h"
#include "keys/bucket_keys_model.h"
#include "keys/bucket_keys_panel.h"
#include "panes/simulation_panel.h"
#include "panes/strategy_pane.h"
#include "panes/table_pane.h"
#include "shell/main_window.h"
#include "util/analysis_summary_text.h"
#include "views/partition_time_heatmap.h"
#include "views/view_export.h"
#include "window_parts.h"

#include <partiscope/throttle_timeline.h>

#include <catch2/catch.hpp>

#include <QAbstractItemModel>
#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFontMetrics>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

/// A shown window with its first analysis (and so the built-in scenario in the player).
void showAnalysed(MainWindow& window) {
    window.resize(1280, 800);
    window.show();
    QSignalSpy applied(&window.keys(), &KeyPipeline::analysisApplied);
    REQUIRE(applied.wait(10'000));
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&window));
}

} // namespace

TEST_CASE("Ctrl+Space plays, pauses, and plays again after Reset", "[polish][timeline]") {
    MainWindow window;
    showAnalysed(window);
    parts::viewTabs(window)->setCurrentWidget(parts::simulationPanel(window));
    QCoreApplication::processEvents();
    SimulationPlayer& player = window.player();
    REQUIRE(player.hasScenario());
    REQUIRE_FALSE(player.isPlaying());

    // A button's shortcut clicks it through animateClick(), a moment later.
    auto press = [&](Qt::Key key, bool playingAfter) {
        QTest::keyClick(&window, key, Qt::ControlModifier);
        return QTest::qWaitFor([&] { return player.isPlaying() == playingAfter; }, 2'000);
    };
    CHECK(press(Qt::Key_Space, true));
    // The button now reads "Pause"; the shortcut must have survived the new text.
    CHECK(press(Qt::Key_Space, false));
    CHECK(press(Qt::Key_Space, true));
    CHECK(press(Qt::Key_Home, false)); // Reset
    CHECK(press(Qt::Key_Space, true));
    player.pause();
}

TEST_CASE("A long simulation status line does not widen the window", "[polish][timeline]") {
    MainWindow window;
    showAnalysed(window);
    parts::viewTabs(window)->setCurrentWidget(parts::simulationPanel(window));
    QCoreApplication::processEvents();
    const int width = window.width();
    QString longLine;
    for (int i = 0; i < 12; ++i) {
        longLine += QStringLiteral("t = 2,678,400 s of 31 days (2,678,400 s) · 19,996 partitions · ");
    }
    parts::simulationPanel(window)->statusLabel()->setText(longLine);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    CHECK(window.width() == width);
    CHECK(window.minimumSizeHint().width() <= width);
    // The whole line stays readable: wrapped, not cut.
    CHECK(parts::simulationPanel(window)->statusLabel()->wordWrap());
}

TEST_CASE("The bucket keys panel shows whole keys, also in presentation mode", "[polish][bucket-keys]") {
    MainWindow window;
    showAnalysed(window);
    auto listing = std::make_shared<BucketKeyListing>();
    listing->bucket = 3;
    const std::string longKey = "BOARD#2024-06-01#region-eu-west-1#game-000017";
    listing->keys = {KeyShare{longKey, 900, 0.9}, KeyShare{"BOARD#2", 100, 0.1}};
    listing->writes = 1000;
    listing->allWrites = 1000;
    BucketKeysPanel* panel = parts::bucketKeysPanel(window);
    parts::bucketKeysDock(window)->show();
    panel->showListing(listing, QStringLiteral("bucket"));
    auto* view = panel->findChild<QTableView*>(QStringLiteral("bucketKeysView"));
    REQUIRE(view != nullptr);
    const QString shown = QString::fromStdString(longKey);
    for (const bool presentation : {false, true}) {
        window.setPresentationMode(presentation);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        INFO("presentation mode " << presentation);
        CHECK(view->columnWidth(BucketKeysModel::KeyColumn) >= view->fontMetrics().horizontalAdvance(shown));
        // Set PARTISCOPE_TEST_SCREENSHOTS=DIR to look at the panel.
        const QString screenshots = qEnvironmentVariable("PARTISCOPE_TEST_SCREENSHOTS");
        if (!screenshots.isEmpty()) {
            window.grab().save(QDir(screenshots)
                                   .filePath(presentation ? QStringLiteral("bucket-keys-presentation.png")
                                                          : QStringLiteral("bucket-keys.png")));
        }
    }
    CHECK(panel->findChild<QLabel*>(QStringLiteral("bucketKeysHeading"))
              ->text()
              .contains(QStringLiteral("1,000 writes")));
}

TEST_CASE("UI counts: plurals and durations", "[polish]") {
    CHECK(countOfText(1, "write", "writes") == QStringLiteral("1 write"));
    CHECK(countOfText(0, "write", "writes") == QStringLiteral("0 writes"));
    CHECK(countOfText(1, "throttle onset", "throttle onsets") == QStringLiteral("1 throttle onset"));
    CHECK(durationText(2'678'400).endsWith(QStringLiteral("(2,678,400 s)")));
    CHECK(durationText(2'678'400).startsWith(QStringLiteral("31 days")));
}

TEST_CASE("The simulation status line: plurals, a readable duration, and no 'so far' at the end",
          "[polish][timeline]") {
    ThrottleTimeline timeline(120, CapacityDirection::Writes, 1);
    for (std::uint64_t s = 0; s < 120; ++s) {
        PartitionTick tick;
        tick.partition = 0;
        tick.writes.allocated = 100;
        tick.writes.served = 10;
        timeline.addTick(s, {tick});
    }
    SimulationPanel panel(nullptr);
    panel.showTimeline(timeline);
    const QString status = panel.statusLabel()->text();
    INFO(status.toStdString());
    CHECK(status.contains(QStringLiteral(" of 2 min (120 s)")));
    CHECK(status.contains(QStringLiteral("1 partition ")));
    CHECK_FALSE(status.contains(QStringLiteral("so far")));
    CHECK(status.contains(QStringLiteral("no throttling in the whole run")));
}

namespace {

QChart* timelineChartOf(MainWindow& window) {
    auto* view = parts::simulationPanel(window)->timelineChart()->findChild<QChartView*>();
    REQUIRE(view != nullptr);
    return view->chart();
}

double axisTop(QChart* chart, Qt::Alignment side) {
    const QList<QAbstractAxis*> axes = chart->axes(Qt::Vertical);
    for (QAbstractAxis* axis : axes) {
        if (axis->alignment() == side) {
            return qobject_cast<QValueAxis*>(axis)->max();
        }
    }
    return -1;
}

} // namespace

TEST_CASE("At second 0 and after Reset the timeline's axes have the run's scale", "[polish][timeline]") {
    MainWindow window;
    showAnalysed(window);
    parts::viewTabs(window)->setCurrentWidget(parts::simulationPanel(window));
    QCoreApplication::processEvents();
    const Scenario scenario = window.document().parameters();
    REQUIRE(scenario.table.mode == CapacityMode::Provisioned);
    const std::uint32_t partitions = window.player().timeline().partitions().size();
    const TimelineStartScale scale = timelineStartScale(scenario, CapacityDirection::Writes, partitions);
    CHECK(scale.capacity == Approx(std::min(1000.0, scenario.table.wcu / partitions)));
    CHECK(scale.burstTokens == Approx(300.0 * scenario.table.wcu / partitions));

    QChart* chart = timelineChartOf(window);
    for (const bool afterReset : {false, true}) {
        INFO("after reset " << afterReset);
        if (afterReset) {
            window.player().advanceBy(30);
            REQUIRE(QTest::qWaitFor([&] { return window.player().timeline().nowS() == 30; }, 10'000));
            window.player().reset();
            QCoreApplication::processEvents();
        }
        REQUIRE(window.player().timeline().nowS() == 0);
        CHECK(axisTop(chart, Qt::AlignLeft) >= scale.capacity);
        CHECK(axisTop(chart, Qt::AlignRight) >= scale.burstTokens);
    }
}

TEST_CASE("The timeline's legend and labels are not cut, and each mark has its own colour", "[polish][timeline]") {
    MainWindow window;
    showAnalysed(window);
    parts::viewTabs(window)->setCurrentWidget(parts::simulationPanel(window));
    window.player().advanceBy(1500);
    REQUIRE(QTest::qWaitFor([&] { return window.player().timeline().nowS() == 1500; }, 20'000));
    QCoreApplication::processEvents();
    QChart* chart = timelineChartOf(window);
    for (const bool presentation : {false, true}) {
        window.setPresentationMode(presentation);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        INFO("presentation mode " << presentation);
        int legendTexts = 0;
        const QList<QGraphicsItem*> items = chart->scene()->items();
        for (QGraphicsItem* item : items) {
            QString text;
            if (auto* rich = dynamic_cast<QGraphicsTextItem*>(item)) {
                text = rich->toPlainText();
            } else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
                text = simple->text();
            }
            if (!item->isVisible() || text.isEmpty()) {
                continue;
            }
            ++legendTexts;
            INFO(text.toStdString());
            CHECK_FALSE(text.contains(QChar(0x2026)));
            CHECK_FALSE(text.endsWith(QStringLiteral("...")));
        }
        CHECK(legendTexts > 5);
    }

    QColor throttledLine;
    QColor onsetMarks;
    const QList<QAbstractSeries*> series = chart->series();
    for (QAbstractSeries* s : series) {
        if (s->name() == QStringLiteral("throttled")) {
            throttledLine = qobject_cast<QLineSeries*>(s)->pen().color();
        } else if (s->name() == QStringLiteral("throttling starts")) {
            onsetMarks = qobject_cast<QScatterSeries*>(s)->color();
        }
    }
    REQUIRE(throttledLine.isValid());
    REQUIRE(onsetMarks.isValid());
    CHECK(throttledLine != onsetMarks);
}

TEST_CASE("Exported pictures carry a title, the scenario, the strategy and the model note", "[polish][export]") {
    MainWindow window;
    showAnalysed(window);
    parts::viewTabs(window)->setCurrentWidget(parts::simulationPanel(window));
    window.player().advanceBy(600);
    REQUIRE(QTest::qWaitFor([&] { return window.player().timeline().nowS() == 600; }, 20'000));
    QCoreApplication::processEvents();

    const Scenario scenario = window.document().parameters();
    const QStringList heading = exportHeading(QStringLiteral("Throttle timeline"), scenario);
    REQUIRE(heading.size() >= 3);
    CHECK(heading.front() == QStringLiteral("Throttle timeline — ") + QString::fromStdString(scenario.name));
    CHECK(heading.join(QLatin1Char('\n')).contains(QStringLiteral("Strategy: ")));
    CHECK(heading.join(QLatin1Char('\n')).contains(QStringLiteral("DynamoDB's real partition hash is undocumented")));

    QTemporaryDir dir;
    const ThrottleTimelineChart& chart = *parts::simulationPanel(window)->timelineChart();
    const QString png = dir.filePath(QStringLiteral("timeline.png"));
    QString error;
    REQUIRE(exportTimeline(chart, png, ImageFormat::Png, error, heading));
    const QImage image(png);
    REQUIRE_FALSE(image.isNull());
    CHECK(image.width() == chart.width());
    CHECK(image.height() > chart.height() + 3 * QFontMetrics(QFont()).height());
    // The band above the chart holds dark text on white.
    int dark = 0;
    for (int y = 0; y < image.height() - chart.height(); ++y) {
        for (int x = 0; x < image.width() / 2; ++x) {
            dark += qGray(image.pixel(x, y)) < 100 ? 1 : 0;
        }
    }
    CHECK(dark > 50);
    // Set PARTISCOPE_TEST_SCREENSHOTS=DIR to look at the exported picture.
    const QString screenshots = qEnvironmentVariable("PARTISCOPE_TEST_SCREENSHOTS");
    if (!screenshots.isEmpty()) {
        image.save(QDir(screenshots).filePath(QStringLiteral("export-timeline.png")));
    }

    const QString svg = dir.filePath(QStringLiteral("timeline.svg"));
    REQUIRE(exportTimeline(chart, svg, ImageFormat::Svg, error, heading));
    QFile svgFile(svg);
    REQUIRE(svgFile.open(QIODevice::ReadOnly));
    const QString svgText = QString::fromUtf8(svgFile.readAll());
    CHECK(svgText.contains(QString::fromStdString(scenario.name)));
    CHECK(svgText.contains(QStringLiteral("Strategy: ")));
}

TEST_CASE("Export dialogs are titled without the menu's mnemonic and ellipsis", "[polish][export]") {
    CHECK(dialogTitleFor(QStringLiteral("&Heat map as PNG…")) == QStringLiteral("Heat map as PNG"));
    CHECK(dialogTitleFor(QStringLiteral("Simulation &metrics as CSV...")) ==
          QStringLiteral("Simulation metrics as CSV"));
    CHECK(dialogTitleFor(QStringLiteral("Keys && values")) == QStringLiteral("Keys & values"));
}

TEST_CASE("partiscope --help and --version need no display", "[polish][startup][process]") {
    const GuiRun help = runGuiProcess({QStringLiteral("--help")}, GuiDisplay::None);
    REQUIRE(help.finished);
    INFO(help.standardError.toStdString());
    CHECK(help.exitCode == 0);
    CHECK(help.standardOutput.contains(QStringLiteral("--render")));
    CHECK_FALSE(help.standardError.contains(QStringLiteral("platform")));

    const GuiRun version = runGuiProcess({QStringLiteral("--version")}, GuiDisplay::None);
    REQUIRE(version.finished);
    CHECK(version.exitCode == 0);
    CHECK(version.standardOutput.startsWith(QStringLiteral("partiscope ")));
}

TEST_CASE("Reset takes a tooltip about the old run off the screen", "[polish][timeline]") {
    MainWindow window;
    showAnalysed(window);
    parts::viewTabs(window)->setCurrentWidget(parts::simulationPanel(window));
    window.player().advanceBy(120);
    REQUIRE(QTest::qWaitFor([&] { return window.player().timeline().nowS() == 120; }, 10'000));
    QWidget* heatmap = parts::simulationPanel(window)->partitionHeatmap();
    QToolTip::showText(heatmap->mapToGlobal(QPoint(20, 20)), QStringLiteral("Partition 0 at 60 s"), heatmap);
    REQUIRE(QTest::qWaitFor([] { return QToolTip::isVisible(); }, 2'000));
    // Not through a key or a click (those hide any tooltip anyway): the run starts over by itself.
    window.player().reset();
    CHECK(QTest::qWaitFor([] { return !QToolTip::isVisible(); }, 2'000));
    CHECK(window.player().timeline().nowS() == 0);
}

TEST_CASE("One window title scheme: the built-in document is Untitled too", "[polish][document]") {
    MainWindow window;
    CHECK(window.windowTitle() == QStringLiteral("Untitled[*] — Partiscope"));
}

TEST_CASE("The partition x time map's seconds sit under the chart's", "[polish][timeline]") {
    MainWindow window;
    showAnalysed(window);
    parts::viewTabs(window)->setCurrentWidget(parts::simulationPanel(window));
    window.player().advanceBy(900);
    REQUIRE(QTest::qWaitFor([&] { return window.player().timeline().nowS() == 900; }, 20'000));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    SimulationPanel* panel = parts::simulationPanel(window);
    const QRect plot = panel->timelineChart()->plotAreaRect();
    REQUIRE(plot.width() > 100);
    const PartitionTimeGeometry& cells = panel->partitionHeatmap()->cellGeometry();
    REQUIRE(cells.durationS > 0);
    auto chartX = [&](double seconds) {
        return panel->timelineChart()->mapTo(panel, QPoint(0, 0)).x() + plot.left() +
               seconds / static_cast<double>(cells.durationS) * plot.width();
    };
    auto mapX = [&](std::uint64_t seconds) {
        return panel->partitionHeatmap()->mapTo(panel, QPoint(0, 0)).x() + cells.xForTime(seconds);
    };
    INFO("plot " << plot.left() << ".." << plot.right() << " cells " << cells.area.left() << ".." << cells.area.right()
                 << " chart at " << panel->timelineChart()->mapTo(panel, QPoint(0, 0)).x() << " map at "
                 << panel->partitionHeatmap()->mapTo(panel, QPoint(0, 0)).x() << " map width "
                 << panel->partitionHeatmap()->width());
    for (const std::uint64_t at : {std::uint64_t{0}, std::uint64_t{900}, cells.durationS}) {
        INFO("second " << at);
        CHECK(std::abs(mapX(at) - chartX(static_cast<double>(at))) <= 2.0);
    }
}

TEST_CASE("The chart and the partition x time map label time in one unit, at the same seconds", "[polish][timeline]") {
    MainWindow window;
    showAnalysed(window);
    parts::viewTabs(window)->setCurrentWidget(parts::simulationPanel(window));
    SimulationPanel* panel = parts::simulationPanel(window);
    QChart* chart = timelineChartOf(window);
    // The built-in run (seconds), then one of two hours (minutes): the chart used to say seconds and the map
    // minutes for the same run.
    for (const int durationS : {0, 7200}) {
        if (durationS > 0) {
            auto* duration = parts::tablePane(window)->findChild<QSpinBox*>(QStringLiteral("durationSpinBox"));
            REQUIRE(duration);
            duration->setValue(durationS);
            REQUIRE(QTest::qWaitFor([&] { return window.player().timeline().durationS() == 7200u; }, 20'000));
        }
        window.player().advanceBy(60);
        REQUIRE(QTest::qWaitFor([&] { return window.player().timeline().nowS() == 60; }, 20'000));
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const std::uint64_t runS = window.player().timeline().durationS();
        const TimeAxisScale scale = TimeAxisScale::forDuration(runS);
        INFO("run of " << runS << " s, unit " << scale.unit.toStdString());
        CHECK(scale.unit == (durationS == 0 ? QStringLiteral("s") : QStringLiteral("min")));

        const QList<QAbstractAxis*> axes = chart->axes(Qt::Horizontal);
        REQUIRE(axes.size() == 1);
        auto* timeAxis = qobject_cast<QCategoryAxis*>(axes.front());
        REQUIRE(timeAxis);
        CHECK(timeAxis->titleText() == QStringLiteral("simulated time (") + scale.unit + QLatin1Char(')'));
        const QStringList chartLabels = timeAxis->categoriesLabels();
        const auto mapTicks = panel->partitionHeatmap()->timeTicks();
        REQUIRE(mapTicks.size() == static_cast<std::size_t>(chartLabels.size()));
        REQUIRE(mapTicks.size() >= 3);
        const QRect plot = panel->timelineChart()->plotAreaRect();
        const int chartLeft = panel->timelineChart()->mapTo(panel, QPoint(0, 0)).x() + plot.left();
        const int mapLeft = panel->partitionHeatmap()->mapTo(panel, QPoint(0, 0)).x();
        for (std::size_t i = 0; i < mapTicks.size(); ++i) {
            const QString& number = chartLabels[static_cast<qsizetype>(i)];
            INFO("tick " << i << ": chart '" << number.toStdString() << "', map '" << mapTicks[i].label.toStdString()
                         << "'");
            // The same number in the same unit...
            CHECK(mapTicks[i].label == number + QLatin1Char(' ') + scale.unit);
            CHECK(number == scale.number(scale.ticksS[i]));
            // ...at the same second, so at the same x.
            CHECK(timeAxis->endValue(number) == Approx(static_cast<double>(scale.ticksS[i])));
            const double chartX =
                chartLeft + static_cast<double>(scale.ticksS[i]) / static_cast<double>(runS) * plot.width();
            CHECK(std::abs(mapLeft + mapTicks[i].x - chartX) <= 2.0);
        }
    }
}

TEST_CASE("Time axis scale: one unit from the run's length, ticks at whole 1-2-5 steps of it", "[polish][timeline]") {
    const TimeAxisScale half = TimeAxisScale::forDuration(1800);
    CHECK(half.unit == QStringLiteral("s"));
    CHECK(half.ticksS == std::vector<std::uint64_t>{0, 500, 1000, 1500});
    CHECK(half.label(1500) == countText(1500) + QStringLiteral(" s"));
    CHECK(half.title() == QStringLiteral("simulated time (s)"));
    CHECK(TimeAxisScale::forDuration(3600).unit == QStringLiteral("s"));
    const TimeAxisScale twoHours = TimeAxisScale::forDuration(7200);
    CHECK(twoHours.unit == QStringLiteral("min"));
    CHECK(twoHours.ticksS == std::vector<std::uint64_t>{0, 1200, 2400, 3600, 4800, 6000, 7200});
    CHECK(twoHours.label(1200) == QStringLiteral("20 min"));
    CHECK(twoHours.number(90) == QLocale().toString(1.5, 'f', 1));
    const TimeAxisScale day = TimeAxisScale::forDuration(86'400);
    CHECK(day.unit == QStringLiteral("h"));
    CHECK(day.ticksS == std::vector<std::uint64_t>{0, 5 * 3600, 10 * 3600, 15 * 3600, 20 * 3600});
    const TimeAxisScale month = TimeAxisScale::forDuration(31 * 86'400);
    CHECK(month.unit == QStringLiteral("days"));
    CHECK(month.label(month.ticksS.back()) == QStringLiteral("30 days"));
    // Short runs: whole seconds, never a step below one.
    CHECK(TimeAxisScale::forDuration(3).ticksS == std::vector<std::uint64_t>{0, 1, 2, 3});
    for (const std::uint64_t run : {1ull, 59ull, 61ull, 3601ull, 21'601ull, 345'601ull, 2'678'400ull}) {
        const TimeAxisScale scale = TimeAxisScale::forDuration(run);
        INFO(run);
        CHECK(scale.ticksS.front() == 0);
        CHECK(scale.ticksS.back() <= run);
        CHECK(scale.ticksS.size() >= 2);
        CHECK(scale.ticksS.size() <= 11);
    }
}

TEST_CASE("Presentation mode: the parameter panes scroll rather than cut their combo boxes", "[polish][presentation]") {
    MainWindow window;
    showAnalysed(window);
    window.setPresentationMode(true);
    for (QWidget* pane :
         {static_cast<QWidget*>(parts::strategyPane(window)), static_cast<QWidget*>(parts::tablePane(window))}) {
        parts::parameterTabs(window)->setCurrentWidget(pane);
        QTest::qWait(100);
        auto* scroll = pane->findChild<QScrollArea*>();
        REQUIRE(scroll);
        const QList<QComboBox*> combos = pane->findChildren<QComboBox*>();
        REQUIRE_FALSE(combos.isEmpty());
        for (QComboBox* combo : combos) {
            if (!combo->isVisible()) {
                continue;
            }
            INFO(combo->objectName().toStdString());
            const int right = combo->mapTo(scroll->viewport(), QPoint(combo->width(), 0)).x();
            // Either the whole combo box is in view, or a scroll bar leads to it.
            CHECK((right <= scroll->viewport()->width() || scroll->horizontalScrollBar()->isVisible()));
        }
    }
}
