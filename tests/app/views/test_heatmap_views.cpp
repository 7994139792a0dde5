#include "charts/chart_adapter.h"
#include "document/lesson_catalog.h"
#include "keys/bucket_keys_model.h"
#include "keys/bucket_keys_panel.h"
#include "panes/simulation_panel.h"
#include "partition_ticks.h"
#include "shell/main_window.h"
#include "util/analysis_summary_text.h"
#include "views/bucket_heatmap.h"
#include "views/colour_map.h"
#include "views/compare_heatmaps.h"
#include "views/partition_time_heatmap.h"
#include "window_parts.h"
#include "window_waits.h"

#include <partiscope/analysis.h>
#include <partiscope/hashing.h>
#include <partiscope/key_input.h>
#include <partiscope/placement.h>
#include <partiscope/simulator.h>
#include <partiscope/throttle_timeline.h>

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <algorithm>

using namespace partiscope;
using namespace partiscope::ui;
using testing::writeTick;

namespace {

constexpr int kTimeoutMs = 10'000;

DistributionAnalysis analyseDirectly(const QString& keys, const StrategyConfig& config,
                                     const AnalysisOptions& options) {
    ShardStrategy strategy;
    std::string error;
    REQUIRE(ShardStrategy::create(config, strategy, error));
    const QByteArray utf8 = keys.toUtf8();
    KeyReadOptions read;
    read.acceptor = acceptorFor(strategy);
    const KeyReadResult input =
        readKeyList(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), read);
    return analyzeDistribution(input, strategy, options);
}

QAction* actionNamed(const MainWindow& window, const char* name) {
    auto* action = window.findChild<QAction*>(QString::fromLatin1(name));
    REQUIRE(action);
    return action;
}

QComboBox* placementCombo(const MainWindow& window) {
    const auto combos = window.findChildren<QComboBox*>();
    for (QComboBox* combo : combos) {
        if (combo->findData(static_cast<int>(PlacementModel::Range)) >= 0 &&
            combo->itemText(0).startsWith(QStringLiteral("mod"))) {
            return combo;
        }
    }
    FAIL("no placement combo box");
    return nullptr;
}

const QString kKeys =
    QStringLiteral("HOT\t600\nwarm#1\t40\nwarm#2\t30\n<b>bold</b>\t7\nA\t1\nB\t1\nC\t1\nD\t1\nE\t1\n");

struct ViewSettingsGuard {
    // The palette is remembered; tests leave viridis behind for the next window.
    ~ViewSettingsGuard() {
        QSettings(QStringLiteral("Partiscope"), QStringLiteral("Partiscope")).remove(QStringLiteral("view/palette"));
    }
};

} // namespace

TEST_CASE("Heat map tooltip: count, share and the bucket's busiest keys", "[heatmap][window]") {
    MainWindow window;
    const std::uint64_t before = window.keys().appliedJobId();
    window.setKeyText(kKeys);
    REQUIRE(parts::waitForAnalysisAfter(window, before, kTimeoutMs));
    const auto analysis = window.keys().analysis();
    const std::uint32_t hot = PartitionMap(PlacementModel::Mod, 8).bucketOfKey("HOT");
    const QString tip = parts::heatmap(window)->bucketToolTip(hot);
    CHECK(tip.contains(QStringLiteral("Bucket ") + QString::number(hot)));
    CHECK(tip.contains(countText(analysis->buckets[hot]) + QStringLiteral(" writes")));
    CHECK(tip.contains(QStringLiteral("<code>HOT</code>")));
    CHECK(tip.contains(countText(600)));
    // Every bucket's tooltip names its own keys, and keys are escaped, never interpreted as markup.
    const std::uint32_t boldBucket = PartitionMap(PlacementModel::Mod, 8).bucketOfKey("<b>bold</b>");
    CHECK(parts::heatmap(window)->bucketToolTip(boldBucket).contains(QStringLiteral("&lt;b&gt;bold&lt;/b&gt;")));
    for (std::uint32_t b = 0; b < 8; ++b) {
        const auto& top = analysis->bucketTopKeys[b];
        CHECK(top.size() <= 5);
        if (!top.empty()) {
            CHECK(parts::heatmap(window)->bucketToolTip(b).contains(
                QString::fromStdString(top.front().key).toHtmlEscaped()));
        }
    }
}

TEST_CASE("Clicking a bucket lists its keys: sortable, filterable, copyable", "[heatmap][window][model]") {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    const std::uint64_t before = window.keys().appliedJobId();
    window.setKeyText(kKeys);
    REQUIRE(parts::waitForAnalysisAfter(window, before, kTimeoutMs));
    const auto analysis = window.keys().analysis();
    const std::uint32_t hot = PartitionMap(PlacementModel::Mod, 8).bucketOfKey("HOT");
    BucketHeatmap& heatmap = *parts::heatmap(window);
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    const QRect cell = heatmap.cellGeometry().cellRect(hot);
    REQUIRE_FALSE(cell.isEmpty());

    QSignalSpy listed(&window.keys(), &KeyPipeline::bucketKeysListed);
    QTest::mouseClick(&heatmap, Qt::LeftButton, {}, cell.center());
    REQUIRE(parts::bucketKeysDock(window)->isVisible());
    REQUIRE(listed.wait(kTimeoutMs));

    BucketKeysPanel& panel = *parts::bucketKeysPanel(window);
    QAbstractItemModelTester proxyTester(panel.proxy(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    BucketKeysModel& model = *panel.model();
    REQUIRE(model.listing());
    CHECK(model.listing()->bucket == hot);
    CHECK(model.listing()->writes == analysis->buckets[hot]);
    REQUIRE(static_cast<std::uint64_t>(model.rowCount()) == analysis->bucketDistinctKeys[hot]);
    CHECK(panel.heading()->text().contains(QStringLiteral("Bucket ") + QString::number(hot)));

    // Sorted by writes, busiest first, by default.
    QSortFilterProxyModel& proxy = *panel.proxy();
    CHECK(proxy.index(0, BucketKeysModel::KeyColumn).data().toString() == QStringLiteral("HOT"));
    CHECK(proxy.index(0, BucketKeysModel::WritesColumn).data().toString() == countText(600));

    // Filtering on the key.
    panel.filterField()->setText(QStringLiteral("hot"));
    REQUIRE(proxy.rowCount() == 1);
    panel.filterField()->clear();
    REQUIRE(static_cast<std::uint64_t>(proxy.rowCount()) == analysis->bucketDistinctKeys[hot]);

    // Copy: the selected rows as TSV with raw numbers.
    panel.view()->selectRow(0);
    const QString copied = panel.copySelection();
    const double share = 600.0 / static_cast<double>(analysis->buckets[hot]);
    CHECK(copied == QStringLiteral("HOT\t600\t") + QString::number(share, 'g', 6) + QLatin1Char('\n'));
    CHECK(QApplication::clipboard()->text() == copied);

    // Ctrl+C in the table copies whole selected rows (not just the current cell).
    QApplication::clipboard()->clear();
    panel.view()->selectAll();
    panel.view()->setFocus();
    QTest::keySequence(panel.view(), QKeySequence::Copy);
    const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    CHECK(static_cast<std::uint64_t>(lines.size()) == analysis->bucketDistinctKeys[hot]);
    CHECK(lines.value(0).startsWith(QStringLiteral("HOT\t600\t")));

    // Sorting by key ascending puts the keys in byte order.
    panel.view()->sortByColumn(BucketKeysModel::KeyColumn, Qt::AscendingOrder);
    QStringList keys;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        keys << proxy.index(row, BucketKeysModel::KeyColumn).data().toString();
    }
    QStringList sorted = keys;
    std::sort(sorted.begin(), sorted.end());
    CHECK(keys == sorted);

    // New keys: the open list follows the new analysis of the same bucket.
    const std::uint64_t job = window.keys().appliedJobId();
    window.setKeyText(kKeys + QStringLiteral("HOT\t100\n"));
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    REQUIRE(listed.wait(kTimeoutMs));
    panel.view()->sortByColumn(BucketKeysModel::WritesColumn, Qt::DescendingOrder);
    CHECK(proxy.index(0, BucketKeysModel::WritesColumn).data().toString() == countText(700));
    CHECK(panel.model()->headerData(BucketKeysModel::ShareColumn, Qt::Horizontal).toString() ==
          QStringLiteral("Share of bucket"));
}

TEST_CASE("BucketKeysModel passes QAbstractItemModelTester across resets, sorting and filtering", "[model]") {
    BucketKeysModel model;
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(BucketKeysModel::kRawRole);
    proxy.setFilterKeyColumn(BucketKeysModel::KeyColumn);
    QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);

    auto listing = std::make_shared<BucketKeyListing>();
    listing->bucket = 3;
    listing->writes = 60;
    listing->allWrites = 100;
    listing->keys = {{"b", 30, 0.3}, {"a", 20, 0.2}, {"c", 10, 0.1}};
    model.setListing(listing);
    REQUIRE(model.rowCount() == 3);
    REQUIRE(model.columnCount() == 3);
    CHECK(model.index(1, BucketKeysModel::ShareColumn).data(BucketKeysModel::kRawRole).toDouble() ==
          Approx(20.0 / 60.0));
    CHECK(model.headerData(BucketKeysModel::WritesColumn, Qt::Horizontal).toString() == QStringLiteral("Writes"));

    proxy.sort(BucketKeysModel::WritesColumn, Qt::AscendingOrder);
    CHECK(proxy.index(0, 0).data().toString() == QStringLiteral("c"));
    proxy.sort(BucketKeysModel::KeyColumn, Qt::DescendingOrder);
    CHECK(proxy.index(0, 0).data().toString() == QStringLiteral("c"));
    CHECK(proxy.index(2, 0).data().toString() == QStringLiteral("a"));
    proxy.setFilterFixedString(QStringLiteral("a"));
    CHECK(proxy.rowCount() == 1);
    proxy.setFilterFixedString(QString());

    auto bigger = std::make_shared<BucketKeyListing>();
    bigger->writes = 5;
    bigger->allWrites = 5;
    for (int i = 0; i < 5; ++i) {
        bigger->keys.push_back({"k" + std::to_string(i), 1, 0.2});
    }
    model.setListing(bigger);
    CHECK(proxy.rowCount() == 5);
    model.setListing(nullptr);
    CHECK(model.rowCount() == 0);
    CHECK(proxy.rowCount() == 0);
    CHECK(BucketKeysModel::rowsAsTsv({}).isEmpty());
}

TEST_CASE("Compare mode: before and after on one scale, before = the no-strategy analysis", "[heatmap][window]") {
    MainWindow window;
    std::uint64_t job = window.keys().appliedJobId();
    window.setKeyText(kKeys);
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    job = window.keys().appliedJobId();
    QComboBox* strategy = parts::strategyComboBox(window);
    strategy->setCurrentIndex(strategy->findData(static_cast<int>(StrategyKind::Random)));
    parts::shardsSpinBox(window)->setValue(10);
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));

    QSignalSpy beforeApplied(&window.keys(), &KeyPipeline::beforeAnalysisApplied);
    actionNamed(window, "compareAction")->trigger();
    REQUIRE(window.isCompareMode());
    REQUIRE(beforeApplied.wait(kTimeoutMs));
    REQUIRE(beforeApplied.last().at(0).toULongLong() == window.keys().beforeRunner().latestJobId());

    AnalysisOptions options;
    options.buckets = 8;
    const DistributionAnalysis plain = analyseDirectly(kKeys, StrategyConfig{}, options);
    const CompareHeatmaps& compare = *parts::compareHeatmaps(window);
    CHECK(compare.isVisibleTo(&window));
    CHECK_FALSE(parts::heatmap(window)->isVisibleTo(&window));
    CHECK(window.keys().beforeAnalysis()->buckets == plain.buckets);
    CHECK(compare.beforeMap()->bucketCounts() == plain.buckets);
    CHECK(compare.afterMap()->bucketCounts() == window.keys().analysis()->buckets);
    CHECK(window.keys().analysis()->strategyKind == "random");
    CHECK(window.keys().analysis()->buckets != plain.buckets);

    // One scale: both legends top out at the larger maximum (here the before map's hot bucket).
    const std::uint64_t larger = std::max(compare.beforeMap()->maxCount(), compare.afterMap()->maxCount());
    CHECK(larger == plain.stats.maxCount);
    CHECK(compare.sharedMaximum() == larger);
    CHECK(compare.beforeMap()->scaleMaximum() == larger);
    CHECK(compare.afterMap()->scaleMaximum() == larger);
    CHECK(compare.afterMap()->maxCount() < larger);
    CHECK(compare.beforeMap()->title().contains(QStringLiteral("hot factor ") +
                                                QString::fromStdString(hotFactorText(plain))));
    CHECK(compare.afterMap()->title().contains(QStringLiteral("hot factor ") +
                                               QString::fromStdString(hotFactorText(*window.keys().analysis()))));
    CHECK(compare.beforeMap()->title().startsWith(QStringLiteral("Before: no strategy")));
    CHECK(compare.afterMap()->title().startsWith(QStringLiteral("After: random, 10 shards")));

    // The model note stays visible in compare mode.
    const auto* note = window.findChild<QLabel*>(QStringLiteral("modelNoteLabel"));
    REQUIRE(note);
    CHECK(note->isVisibleTo(&window));

    // A strategy change keeps the before side (same keys); a bucket change re-analyses it.
    const std::uint64_t beforeJobs = window.keys().beforeRunner().latestJobId();
    job = window.keys().appliedJobId();
    parts::shardsSpinBox(window)->setValue(5);
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    CHECK(window.keys().beforeRunner().latestJobId() == beforeJobs);
    CHECK(compare.afterMap()->title().startsWith(QStringLiteral("After: random, 5 shards")));
    job = window.keys().appliedJobId();
    parts::bucketsSpinBox(window)->setValue(12);
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    // The before job may already have reported while the after one was awaited.
    REQUIRE(QTest::qWaitFor([&] { return window.keys().beforeAnalysis()->buckets.size() == 12; }, kTimeoutMs));
    options.buckets = 12;
    CHECK(window.keys().beforeAnalysis()->buckets == analyseDirectly(kKeys, StrategyConfig{}, options).buckets);
    CHECK(compare.beforeMap()->bucketCounts().size() == 12);
    CHECK(compare.sharedMaximum() == std::max(compare.beforeMap()->maxCount(), compare.afterMap()->maxCount()));

    // Off again: the single map is back.
    actionNamed(window, "compareAction")->trigger();
    CHECK_FALSE(window.isCompareMode());
    CHECK(parts::heatmap(window)->isVisibleTo(&window));
}

TEST_CASE("Range placement says partition in the cells, legend, axis, tooltip and statistics", "[heatmap][window]") {
    MainWindow window;
    std::uint64_t job = window.keys().appliedJobId();
    window.setKeyText(kKeys);
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    CHECK(parts::heatmap(window)->legendCaption() == QStringLiteral("Writes per bucket"));
    CHECK(parts::barChart(window)->cellNoun() == QStringLiteral("bucket"));
    CHECK(parts::statisticsLabel(window)->text().contains(QStringLiteral("empty buckets")));

    job = window.keys().appliedJobId();
    QComboBox* placement = placementCombo(window);
    placement->setCurrentIndex(placement->findData(static_cast<int>(PlacementModel::Range)));
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    CHECK(window.keys().analysis()->options.model == PlacementModel::Range);
    CHECK(parts::heatmap(window)->cellNoun() == QStringLiteral("partition"));
    CHECK(parts::heatmap(window)->legendCaption() == QStringLiteral("Writes per partition"));
    CHECK(parts::barChart(window)->cellNoun() == QStringLiteral("partition"));
    CHECK(parts::heatmap(window)->bucketToolTip(0).startsWith(QStringLiteral("<b>Partition 0</b>")));
    CHECK(parts::statisticsLabel(window)->text().contains(QStringLiteral("empty partitions")));
    const auto* note = window.findChild<QLabel*>(QStringLiteral("modelNoteLabel"));
    REQUIRE(note);
    CHECK(note->isVisibleTo(&window));
    CHECK(note->text().contains(QStringLiteral("DynamoDB's real partition hash is undocumented")));
}

TEST_CASE("View > Palette recolours every heat map and is remembered", "[heatmap][window][colour]") {
    ViewSettingsGuard guard;
    MainWindow window;
    window.resize(1000, 700);
    std::uint64_t job = window.keys().appliedJobId();
    window.setKeyText(kKeys);
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    CHECK(window.colourMap() == ColourMap::Viridis);

    actionNamed(window, "paletteAction_inferno")->trigger();
    CHECK(window.colourMap() == ColourMap::Inferno);
    CHECK(parts::heatmap(window)->colourMap() == ColourMap::Inferno);
    CHECK(parts::compareHeatmaps(window)->beforeMap()->colourMap() == ColourMap::Inferno);
    CHECK(parts::compareHeatmaps(window)->afterMap()->colourMap() == ColourMap::Inferno);
    CHECK(parts::simulationPanel(window)->partitionHeatmap()->colourMap() == ColourMap::Inferno);
    CHECK(actionNamed(window, "paletteAction_inferno")->isChecked());
    CHECK_FALSE(actionNamed(window, "paletteAction_viridis")->isChecked());

    // The hottest cell is painted in inferno's top colour.
    BucketHeatmap& heatmap = *parts::heatmap(window);
    heatmap.resize(600, 400);
    const QImage image = heatmap.grab().toImage();
    const auto& counts = heatmap.bucketCounts();
    const auto hot = static_cast<std::uint32_t>(std::max_element(counts.begin(), counts.end()) - counts.begin());
    const QPoint corner = heatmap.cellGeometry().cellRect(hot).topLeft() + QPoint(1, 1);
    const qreal dpr = image.devicePixelRatio();
    CHECK(image.pixel(QPoint(static_cast<int>(corner.x() * dpr), static_cast<int>(corner.y() * dpr))) ==
          colourMapRgb(ColourMap::Inferno, 1.0));

    MainWindow next; // a new window starts with the remembered palette
    CHECK(next.colourMap() == ColourMap::Inferno);
    CHECK(actionNamed(next, "paletteAction_inferno")->isChecked());
    actionNamed(next, "paletteAction_cividis")->trigger();
    CHECK(parts::heatmap(next)->colourMap() == ColourMap::Cividis);
}

TEST_CASE("Presentation mode scales fonts across the window and restores them", "[window]") {
    MainWindow window;
    const QFont normal = parts::heatmap(window)->font();
    const qreal normalChart = parts::barChart(window)->labelPointSize();
    const qreal normalTimeline = parts::simulationPanel(window)->timelineChart()->labelPointSize();
    const qreal normalEditor = parts::keyEditor(window)->font().pointSizeF();
    REQUIRE(normal.pointSizeF() > 0);

    QAction* presentation = actionNamed(window, "presentationAction");
    CHECK(presentation->shortcuts().contains(QKeySequence(Qt::Key_F5)));
    presentation->trigger();
    CHECK(window.isPresentationMode());
    CHECK(parts::heatmap(window)->font().pointSizeF() == Approx(normal.pointSizeF() * MainWindow::kPresentationScale));
    CHECK(parts::statisticsLabel(window)->font().pointSizeF() ==
          Approx(normal.pointSizeF() * MainWindow::kPresentationScale));
    CHECK(parts::keyEditor(window)->font().pointSizeF() == Approx(normalEditor * MainWindow::kPresentationScale));
    CHECK(parts::barChart(window)->labelPointSize() == Approx(normalChart * MainWindow::kPresentationScale));
    CHECK(parts::simulationPanel(window)->timelineChart()->labelPointSize() ==
          Approx(normalTimeline * MainWindow::kPresentationScale));

    presentation->trigger();
    CHECK_FALSE(window.isPresentationMode());
    CHECK(parts::heatmap(window)->font().pointSizeF() == Approx(normal.pointSizeF()));
    CHECK(parts::keyEditor(window)->font().pointSizeF() == Approx(normalEditor));
    CHECK(parts::barChart(window)->labelPointSize() == Approx(normalChart));
}

TEST_CASE("A dark application palette darkens the heat map and the charts", "[window][colour]") {
    MainWindow window;
    std::uint64_t job = window.keys().appliedJobId();
    window.setKeyText(kKeys);
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    CHECK(parts::barChart(window)->chartTheme() == QChart::ChartThemeLight);

    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Window, QColor(0x20, 0x22, 0x26));
    dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Base, QColor(0x18, 0x1a, 0x1d));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    QApplication::setPalette(dark);
    QCoreApplication::processEvents(); // the change reaches child widgets through posted events
    REQUIRE(parts::heatmap(window)->palette().color(QPalette::Window) == QColor(0x20, 0x22, 0x26));
    CHECK(parts::barChart(window)->chartTheme() == QChart::ChartThemeDark);
    CHECK(parts::simulationPanel(window)->timelineChart()->chartTheme() == QChart::ChartThemeDark);
    BucketHeatmap& heatmap = *parts::heatmap(window);
    heatmap.resize(600, 400);
    const QImage image = heatmap.grab().toImage();
    CHECK(image.pixel(1, 1) == QColor(0x20, 0x22, 0x26).rgb()); // the margin is the window colour

    QApplication::setPalette(light);
    QCoreApplication::processEvents();
    CHECK(parts::barChart(window)->chartTheme() == QChart::ChartThemeLight);
    CHECK(heatmap.grab().toImage().pixel(1, 1) == light.color(QPalette::Window).rgb());
}

TEST_CASE("Every View menu action has a keyboard shortcut, and they are distinct", "[window]") {
    MainWindow window;
    auto* view = window.findChild<QMenu*>(QStringLiteral("viewMenu"));
    REQUIRE(view);
    QList<QAction*> actions;
    const auto top = view->actions();
    for (QAction* action : top) {
        if (action->menu()) {
            actions += action->menu()->actions();
        } else if (!action->isSeparator()) {
            actions += action;
        }
    }
    REQUIRE(actions.size() >= 6); // compare, three palettes, presentation, bucket keys
    QSet<QString> seen;
    for (QAction* action : actions) {
        CAPTURE(action->text().toStdString());
        REQUIRE_FALSE(action->shortcut().isEmpty());
        CHECK_FALSE(seen.contains(action->shortcut().toString()));
        seen.insert(action->shortcut().toString());
    }
}

namespace {

/// Pixels of @p cell darker than 60 and lighter than 195 (of 255, by grey value).
std::pair<int, int> darkAndLightPixels(const QImage& image, const QRect& cell) {
    int dark = 0;
    int light = 0;
    for (int y = cell.top(); y <= cell.bottom(); ++y) {
        for (int x = cell.left(); x <= cell.right(); ++x) {
            const int grey = qGray(image.pixel(x, y));
            dark += grey < 60 ? 1 : 0;
            light += grey > 195 ? 1 : 0;
        }
    }
    return {dark, light};
}

} // namespace

TEST_CASE("Partition x time map: colour on the allocation-and-ceiling scale, hatching on every colour",
          "[heatmap][partition-time]") {
    // Lesson 6's partitions are provisioned 100 WCU/s of the 1000 WCU ceiling. Partition 0 uses 50, partition 1
    // its 100 and throttles 50, partition 2 nothing and throttles (darkest colour), partition 3 the ceiling and
    // throttles (brightest colour).
    ThrottleTimeline timeline(60, CapacityDirection::Writes, 4);
    for (std::uint64_t s = 0; s < 60; ++s) {
        timeline.addTick(s, {writeTick(0, 50, 100, 0), writeTick(1, 100, 100, 50), writeTick(2, 0, 100, 50),
                             writeTick(3, 1000, 100, 200)});
    }
    PartitionTimeHeatmap heatmap;
    heatmap.resize(720, 320);
    heatmap.setTimeline(&timeline);
    const QImage image = heatmap.grab().toImage();
    const PartitionTimeGeometry& geometry = heatmap.cellGeometry();
    REQUIRE_FALSE(geometry.isEmpty());

    // Half the allocation sits a quarter up the scale (it was 5 % of the ceiling: nearly black), the allocation
    // in the middle, the ceiling at the top.
    const QRect quiet = geometry.cellRect(0, 0, 60);
    CHECK(image.pixel(quiet.center()) == colourMapRgb(ColourMap::Viridis, 0.25));
    CHECK(image.pixel(quiet.center()) != colourMapRgb(ColourMap::Viridis, 0.05));

    for (const std::uint32_t partition : {1u, 2u, 3u}) {
        INFO("partition " << partition);
        const auto [dark, light] =
            darkAndLightPixels(image, geometry.cellRect(partition, 0, 60).adjusted(2, 2, -2, -2));
        CHECK(dark > 20);
        CHECK(light > 20);
    }
    const auto [quietDark, quietLight] = darkAndLightPixels(image, quiet.adjusted(2, 2, -2, -2));
    CHECK(quietDark == 0); // no hatching where nothing throttled
    CHECK(quietLight == 0);

    // The tooltip gives units per second against the allocation and the ceiling, and throttled writes.
    const QString tip = heatmap.cellToolTip(geometry.cellRect(1, 0, 60).center());
    INFO(tip.toStdString());
    CHECK(tip.startsWith(QStringLiteral("Partition 1 at ")));
    CHECK(tip.contains(QStringLiteral("100 WCU/s used: 100 % of its 100 WCU/s allocation, 10 % of the ") +
                       countText(1000) + QStringLiteral(" WCU ceiling")));
    CHECK(tip.contains(QStringLiteral("throttled: 50 writes/s (50 WCU/s)")));
    CHECK(tip.contains(countText(3000) + QStringLiteral(" writes throttled on this partition so far")));
    CHECK_FALSE(heatmap.cellToolTip(quiet.center()).contains(QStringLiteral("throttled")));

    // One scale per map: partitions with different allocations (a split halves them) show the same units per
    // second in the same colour, on the scale of the smallest allocation.
    ThrottleTimeline mixed(10, CapacityDirection::Writes, 2);
    for (std::uint64_t s = 0; s < 10; ++s) {
        mixed.addTick(s, {writeTick(0, 100, 1000, 0), writeTick(1, 100, 100, 0)});
    }
    heatmap.setTimeline(&mixed);
    const QImage mixedImage = heatmap.grab().toImage();
    const QRgb wide = mixedImage.pixel(heatmap.cellGeometry().cellRect(0, 0, 10).center());
    CHECK(wide == mixedImage.pixel(heatmap.cellGeometry().cellRect(1, 0, 10).center()));
    CHECK(wide == colourMapRgb(ColourMap::Viridis, 0.5));
    CHECK(heatmap.cellToolTip(heatmap.cellGeometry().cellRect(0, 0, 10).center())
              .contains(QStringLiteral("100 WCU/s used: 10 % of the ") + countText(1000) +
                        QStringLiteral(" WCU ceiling")));
}

TEST_CASE("Lesson 6: the heat map's hot factor says it is over 8 buckets, and why the table's 4 partitions differ",
          "[heatmap][window][lessons]") {
    MainWindow window;
    const QList<Lesson> lessons = builtInLessons();
    const auto lesson = std::find_if(lessons.begin(), lessons.end(), [](const Lesson& l) {
        return l.name == QStringLiteral("06-adaptive-capacity-400wcu");
    });
    REQUIRE(lesson != lessons.end());
    const std::uint64_t job = window.keys().appliedJobId();
    QString error;
    REQUIRE(window.openLesson(*lesson, error));
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    REQUIRE(window.keys().analysis()->options.buckets == 8);
    const auto* status = window.findChild<QLabel*>(QStringLiteral("statusHotFactorLabel"));
    REQUIRE(status);
    CHECK(status->text() ==
          QStringLiteral("hot factor ") + QString::fromStdString(hotFactorText(*window.keys().analysis())));
    CHECK(status->text().endsWith(QStringLiteral("\u00d7 over 8 buckets")));
    CHECK(parts::statisticsLabel(window)->text().contains(QStringLiteral("\u00d7 over 8 buckets")));
    const auto* note = window.findChild<QLabel*>(QStringLiteral("modelNoteLabel"));
    REQUIRE(note);
    CHECK(note->text().contains(QStringLiteral("DynamoDB's real partition hash is undocumented")));
    CHECK(note->text().contains(QStringLiteral("into 8 buckets; the table has 4 partitions and the scenario pins its "
                                               "keys to them")));
    // The default document's heat map is not the table's partitions either (mod buckets), but pins nothing.
    CHECK(
        heatmapModelNote(*window.keys().analysis(), 8, false).contains(QStringLiteral("the table has 8 partitions.")));
    AnalysisOptions range;
    range.model = PlacementModel::Range;
    range.buckets = 4;
    DistributionAnalysis same;
    same.options = range;
    CHECK(heatmapModelNote(same, 4, false) ==
          QStringLiteral("Note: ") + QString::fromUtf8(kModelNote.data()) + QLatin1Char('.'));
}
