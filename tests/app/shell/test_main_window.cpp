#include "document/app_resources.h"
#include "shell/main_window.h"
#include "util/analysis_summary_text.h"
#include "views/bucket_heatmap.h"
#include "views/colour_map.h"
#include "window_parts.h"
#include "window_waits.h"

#include <partiscope/analysis.h>
#include <partiscope/hashing.h>
#include <partiscope/key_input.h>
#include <partiscope/placement.h>

#include <catch2/catch.hpp>

#include <QAction>
#include <QHash>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTest>

#include <algorithm>
#include <set>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

constexpr int kTimeoutMs = 10'000;

bool waitForFirstAnalysis(const MainWindow& window) {
    return QTest::qWaitFor([&] { return window.keys().analysis() != nullptr; }, kTimeoutMs);
}

DistributionAnalysis analyseDirectly(const QString& keys, std::uint32_t buckets) {
    const QByteArray utf8 = keys.toUtf8();
    const KeyReadResult input = readKeyList(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    AnalysisOptions options;
    options.buckets = buckets;
    return analyzeDistribution(input, ShardStrategy(), options);
}

} // namespace

TEST_CASE("MainWindow analyses the default scenario on start", "[window]") {
    MainWindow window;
    CHECK(window.windowTitle() == QStringLiteral("Untitled[*] — Partiscope"));
    REQUIRE(waitForFirstAnalysis(window));

    const QString scenario = defaultScenarioKeys();
    REQUIRE(scenario.startsWith(QStringLiteral("BOARD#global\t5000\n")));
    const DistributionAnalysis expected = analyseDirectly(scenario, 8);
    CHECK(expected.keysTotal == 6950); // the teaching scenario: 5000 leaderboard writes + 1950 player writes

    const auto shown = window.keys().analysis();
    CHECK(shown->keysTotal == expected.keysTotal);
    CHECK(shown->buckets == expected.buckets);
    CHECK(parts::statisticsLabel(window)->text().contains(QStringLiteral("Total ") + countText(expected.keysTotal)));
    CHECK(parts::inputSummaryLabel(window)->text().startsWith(countText(301) + QStringLiteral(" lines")));
    // The keys pane counts lines, distinct keys and rejected lines as the issue asks.
    CHECK(parts::inputSummaryLabel(window)->text().contains(countText(expected.keysDistinct) +
                                                            QStringLiteral(" distinct")));
    CHECK(parts::inputSummaryLabel(window)->text().contains(QStringLiteral("0 rejected")));

    const BucketHeatmap& heatmap = *parts::heatmap(window);
    CHECK(heatmap.bucketCounts() == expected.buckets);
    CHECK(heatmap.totalCount() == expected.keysTotal);
    // The leaderboard key's bucket is the hot one.
    const auto hotBucket = PartitionMap(PlacementModel::Mod, 8).bucketOfKey("BOARD#global");
    const auto& counts = heatmap.bucketCounts();
    CHECK(static_cast<std::size_t>(std::max_element(counts.begin(), counts.end()) - counts.begin()) == hotBucket);
    CHECK(heatmap.maxCount() == counts[hotBucket]);
    CHECK(heatmap.maxCount() >= 5000);
    CHECK(heatmap.bucketToolTip(hotBucket).contains(countText(counts[hotBucket])));

    const auto* note = window.findChild<QLabel*>(QStringLiteral("modelNoteLabel"));
    REQUIRE(note);
    CHECK(note->text().contains(QString::fromUtf8(kModelNote.data(), static_cast<qsizetype>(kModelNote.size()))));
}

TEST_CASE("MainWindow re-analyses after edits, debounced, and shows only the newest result", "[window]") {
    MainWindow window;
    REQUIRE(waitForFirstAnalysis(window));
    const auto firstJob = window.keys().appliedJobId();
    std::vector<std::uint64_t> appliedJobs;
    QObject::connect(&window.keys(), &KeyPipeline::analysisApplied,
                     [&](std::uint64_t jobId) { appliedJobs.push_back(jobId); });

    SECTION("replacing the text") {
        window.setKeyText(QStringLiteral("A\t1\nB\t2\n"));
        REQUIRE(parts::waitForAnalysisAfter(window, firstJob, kTimeoutMs));
        CHECK(window.keys().analysis()->keysTotal == 3);
        CHECK(parts::heatmap(window)->totalCount() == 3);
        CHECK(parts::statisticsLabel(window)->text().contains(QStringLiteral("Total 3 writes")));
    }

    SECTION("a burst of keystrokes starts one job") {
        parts::keyEditor(window)->setPlainText(QString());
        for (const char* key : {"K1\n", "K2\n", "K3\n", "K4\n", "K5\n"}) {
            parts::keyEditor(window)->insertPlainText(QString::fromLatin1(key));
        }
        REQUIRE(parts::waitForAnalysisAfter(window, firstJob, kTimeoutMs));
        CHECK(window.keys().runner().latestJobId() == firstJob + 1);
        CHECK(window.keys().analysis()->keysTotal == 5);
    }

    SECTION("changes while a job runs: the last one wins") {
        window.setKeyText(QStringLiteral("first\t100\n"));
        // Let the debounce fire and that job start, then change again before its result is handled.
        REQUIRE(QTest::qWaitFor([&] { return window.keys().runner().latestJobId() > firstJob; }, kTimeoutMs));
        parts::bucketsSpinBox(window)->setValue(16);
        window.setKeyText(QStringLiteral("second\t7\nthird\t5\n"));
        REQUIRE(parts::waitForAnalysisAfter(window, firstJob + 1, kTimeoutMs));
        QTest::qWait(3 * KeyPipeline::kDebounceMs); // a late stale result would show up now
        CHECK(window.keys().appliedJobId() == window.keys().runner().latestJobId());
        CHECK(window.keys().analysis()->keysTotal == 12);
        CHECK(window.keys().analysis()->buckets.size() == 16);
        CHECK(parts::heatmap(window)->bucketCounts().size() == 16);
        CHECK(std::is_sorted(appliedJobs.begin(), appliedJobs.end()));
    }
}

TEST_CASE("MainWindow renders a non-blank picture with the hot bucket in the top colour", "[window]") {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    REQUIRE(waitForFirstAnalysis(window));

    const QImage image = window.grab().toImage();
    REQUIRE_FALSE(image.isNull());
    std::set<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            colours.insert(image.pixel(x, y));
        }
    }
    CHECK(colours.size() > 20);

    const BucketHeatmap& heatmap = *parts::heatmap(window);
    const auto& counts = heatmap.bucketCounts();
    const auto hotBucket = static_cast<std::uint32_t>(std::max_element(counts.begin(), counts.end()) - counts.begin());
    const QImage heatmapImage = parts::heatmap(window)->grab().toImage();
    const QPoint insideHotCell = heatmap.cellGeometry().cellRect(hotBucket).topLeft() + QPoint(1, 1);
    CHECK(heatmapImage.pixel(insideHotCell) == viridisRgb(1.0));
}

TEST_CASE("MainWindow keeps a single hot bucket visible among 65536", "[window]") {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    REQUIRE(waitForFirstAnalysis(window));
    const auto firstJob = window.keys().appliedJobId();
    parts::bucketsSpinBox(window)->setValue(65536);
    REQUIRE(parts::waitForAnalysisAfter(window, firstJob, kTimeoutMs));
    REQUIRE(parts::heatmap(window)->bucketCounts().size() == 65536);

    const QImage image = parts::heatmap(window)->grab().toImage();
    const QRect area = parts::heatmap(window)->cellGeometry().area;
    bool hotPixelFound = false;
    for (int y = area.top(); y <= area.bottom() && !hotPixelFound; ++y) {
        for (int x = area.left(); x <= area.right(); ++x) {
            if (image.pixel(x, y) == viridisRgb(1.0)) {
                hotPixelFound = true;
                break;
            }
        }
    }
    CHECK(hotPixelFound);
}

namespace {

/// Every action reachable from the menu bar, with the menu path that leads to it.
void collectMenuActions(const QMenu* menu, const QString& path, QList<QPair<QString, QAction*>>& out) {
    const QList<QAction*> actions = menu->actions();
    for (QAction* action : actions) {
        if (action->isSeparator()) {
            continue;
        }
        const QString name = path + QStringLiteral(" > ") + action->text().remove(QLatin1Char('&'));
        if (action->menu()) {
            collectMenuActions(action->menu(), name, out);
        } else {
            out.append({name, action});
        }
    }
}

} // namespace

TEST_CASE("Every menu action has a keyboard shortcut, and no two share one", "[main-window][shortcuts]") {
    MainWindow window;
    QList<QPair<QString, QAction*>> actions;
    const QList<QMenu*> menus = window.menuBar()->findChildren<QMenu*>(QString(), Qt::FindDirectChildrenOnly);
    for (const QMenu* menu : menus) {
        collectMenuActions(menu, menu->title().remove(QLatin1Char('&')), actions);
    }
    REQUIRE(actions.size() > 20);
    QHash<QString, QString> owners;
    for (const auto& [name, action] : actions) {
        INFO(name.toStdString());
        // Numbered lists (lessons, recent files) are reached through their menu's numbered mnemonics.
        const bool listEntry = action->text().contains(QRegularExpression(QStringLiteral("&[0-9]")));
        if (listEntry) {
            continue;
        }
        CHECK_FALSE(action->shortcuts().isEmpty());
        const QList<QKeySequence> shortcuts = action->shortcuts();
        for (const QKeySequence& shortcut : shortcuts) {
            const QString key = shortcut.toString();
            INFO(key.toStdString() + " is also " + owners.value(key).toStdString());
            CHECK_FALSE(owners.contains(key));
            owners.insert(key, name);
        }
    }
}
