#include "document/key_spaces.h"
#include "shell/main_window.h"
#include "views/bucket_heatmap.h"
#include "views/compare_heatmaps.h"
#include "views/view_export.h"
#include "window_parts.h"
#include "window_waits.h"

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

constexpr int kTimeoutMs = 10'000;

// An orders table whose status index has three values: PENDING on half the base writes, SHIPPED on 30 %, DELIVERED
// on 15 % (the other 5 % of the items carry no status: a sparse index).
GsiSpec byStatusIndex() {
    GsiSpec gsi;
    gsi.name = "ByStatus";
    gsi.partitionKey = {"status", AttributeType::S};
    gsi.sortKey = KeyAttribute{"createdAt", AttributeType::S};
    gsi.rcu = 100;
    gsi.wcu = 1000;
    return gsi;
}

Scenario withStatusIndex(Scenario parameters) {
    parameters.workload.writesPerS = 1000;
    parameters.workload.durationS = 600;
    parameters.table.gsis = {byStatusIndex()};
    parameters.workload.indexKeys["ByStatus"] = {
        {"PENDING", 0.5, std::nullopt, SortKeyShape::Monotonic, std::nullopt},
        {"SHIPPED", 0.3, std::nullopt, SortKeyShape::Random, std::nullopt},
        {"DELIVERED", 0.15, std::nullopt, SortKeyShape::Random, std::nullopt},
    };
    return parameters;
}

// Each commit is an undo step of its own (consecutive edits of one control would merge).
void commit(MainWindow& window, const Scenario& candidate) {
    static int edits = 0;
    QString problem;
    const ParameterEdit edit{QStringLiteral("test edit ") + QString::number(++edits), {}, {}};
    REQUIRE(window.document().commitParameters(candidate, edit, problem));
}

// Waits until the heat map draws @p target's analysis (for the table: the newest one).
bool waitForHeatmapOf(MainWindow& window, const std::string& target) {
    return QTest::qWaitFor(
        [&] {
            const KeyPipeline& keys = window.keys();
            const bool newest = !target.empty() || keys.appliedJobId() == keys.runner().latestJobId();
            return keys.heatmapTarget() == target && keys.heatmapAnalysis() &&
                   keys.heatmapAnalysis() == parts::heatmap(window)->analysis() && newest;
        },
        kTimeoutMs);
}

} // namespace

TEST_CASE("Heat map Target: one disabled entry without indexes, the table and each GSI with them",
          "[heatmap][window][targets]") {
    MainWindow window;
    QComboBox* combo = parts::targetCombo(window, "heatmapTargetSelector");
    CHECK(combo->count() == 1);
    CHECK_FALSE(combo->isEnabled());
    CHECK(combo->itemData(0).toString().isEmpty());
    CHECK(parts::heatmap(window)->title().isEmpty()); // one key space: the picture is as it always was

    commit(window, withStatusIndex(window.document().parameters()));
    REQUIRE(combo->count() == 2);
    CHECK(combo->isEnabled());
    CHECK(combo->itemText(1) == QStringLiteral("Index ByStatus"));
    CHECK(combo->itemData(1).toString() == QStringLiteral("ByStatus"));
    CHECK(combo->currentIndex() == 0);
}

TEST_CASE("Heat map Target: an index shows its keys, weighted by their share of the base writes, under its strategy",
          "[heatmap][window][targets]") {
    MainWindow window;
    std::uint64_t job = window.keys().appliedJobId();
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    job = window.keys().appliedJobId();
    commit(window, withStatusIndex(window.document().parameters()));
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    REQUIRE(waitForHeatmapOf(window, ""));
    const std::vector<std::uint64_t> tableCells = parts::heatmap(window)->bucketCounts();
    CHECK(parts::heatmap(window)->title().startsWith(QStringLiteral("Table · partition key PK")));

    QComboBox* combo = parts::targetCombo(window, "heatmapTargetSelector");
    parts::chooseTarget(combo, QStringLiteral("ByStatus"));
    CHECK(window.document().viewTarget() == "ByStatus"); // the document holds the choice, not the view
    REQUIRE(waitForHeatmapOf(window, "ByStatus"));

    // 1000 base writes/s for 600 s: PENDING on 0.5 of them = 300,000 index writes, SHIPPED 180,000,
    // DELIVERED 90,000; the 5 % without a status write nothing to the index.
    const BucketHeatmap& map = *parts::heatmap(window);
    CHECK(map.totalCount() == 300'000 + 180'000 + 90'000);
    CHECK(map.maxCount() >= 300'000);
    CHECK(map.bucketCounts() != tableCells);
    CHECK(window.keys().heatmapAnalysis()->keysDistinct == 3);
    CHECK(map.title().startsWith(QStringLiteral("Index ByStatus · partition key status · 3 index keys")));
    CHECK(map.title().contains(QStringLiteral("95.0 %")));
    const QString note = window.findChild<QLabel*>(QStringLiteral("modelNoteLabel"))->text();
    CHECK(note.contains(QStringLiteral("undocumented")));
    CHECK(note.contains(QStringLiteral("the index ByStatus has 2 partitions")));
    CHECK(note.contains(QStringLiteral("The simulation uses the index's partitions")));
    // The table's own analysis (the key editor's) is untouched.
    CHECK(window.keys().analysis()->buckets == tableCells);

    // The index's strategy: random suffixes over 10 shards spread each status over ten keys.
    Scenario sharded = window.document().parameters();
    sharded.table.gsis[0].strategy.kind = StrategyKind::Random;
    sharded.table.gsis[0].strategy.shards = 10;
    const std::uint64_t indexJob = window.keys().indexRunner().latestJobId();
    commit(window, sharded);
    REQUIRE(QTest::qWaitFor([&] { return window.keys().indexRunner().latestJobId() > indexJob; }, kTimeoutMs));
    REQUIRE(QTest::qWaitFor(
        [&] { return window.keys().heatmapAnalysis() && window.keys().heatmapAnalysis()->strategyKind == "random"; },
        kTimeoutMs));
    REQUIRE(waitForHeatmapOf(window, "ByStatus"));
    CHECK(window.keys().heatmapAnalysis()->physicalKeysDistinct == 30);
    CHECK(map.totalCount() == 300'000 + 180'000 + 90'000);
    CHECK(map.maxCount() < 300'000);                        // PENDING's 300,000 no longer land on one cell
    CHECK(window.keys().analysis()->buckets == tableCells); // the table's strategy did not change

    // Back to the table: its picture at once, from the analysis already made.
    parts::chooseTarget(combo, QString());
    REQUIRE(waitForHeatmapOf(window, ""));
    CHECK(map.bucketCounts() == tableCells);
    CHECK(map.title().startsWith(QStringLiteral("Table")));
}

TEST_CASE("Heat map Target: removing the index shown takes the views back to the table", "[heatmap][window][targets]") {
    MainWindow window;
    commit(window, withStatusIndex(window.document().parameters()));
    parts::chooseTarget(parts::targetCombo(window, "heatmapTargetSelector"), QStringLiteral("ByStatus"));
    REQUIRE(waitForHeatmapOf(window, "ByStatus"));

    QSignalSpy targetChanged(&window.document(), &DocumentController::viewTargetChanged);
    Scenario without = window.document().parameters();
    without.table.gsis.clear();
    without.workload.indexKeys.clear();
    commit(window, without);
    CHECK(targetChanged.count() == 1);
    CHECK(window.document().viewTarget().empty());
    REQUIRE(waitForHeatmapOf(window, ""));
    QComboBox* combo = parts::targetCombo(window, "heatmapTargetSelector");
    CHECK(combo->count() == 1);
    CHECK_FALSE(combo->isEnabled());

    // Undo brings the index back, but the view stays where the user is: on the table.
    window.document().history()->undo();
    CHECK(combo->count() == 2);
    CHECK(combo->currentIndex() == 0);
}

TEST_CASE("Heat map Target: an index without keys shows no figures of the table in the status bar",
          "[heatmap][window][targets]") {
    // The monkey test checks that the status bar agrees with the analysis on screen: with no index keys there is
    // none, and the table's keys, writes and hot factor must not stay beside "no index keys to place".
    MainWindow window;
    Scenario withoutKeys = withStatusIndex(window.document().parameters());
    withoutKeys.workload.indexKeys.clear();
    const std::uint64_t job = window.keys().appliedJobId();
    commit(window, withoutKeys);
    REQUIRE(parts::waitForAnalysisAfter(window, job, kTimeoutMs));
    REQUIRE(waitForHeatmapOf(window, ""));
    const StatusTotals& totals = *parts::statusTotals(window);
    const QString tableKeys = totals.keysLabel()->text();
    CHECK(tableKeys != QStringLiteral("– keys"));

    parts::chooseTarget(parts::targetCombo(window, "heatmapTargetSelector"), QStringLiteral("ByStatus"));
    REQUIRE(QTest::qWaitFor([&] { return window.keys().heatmapTarget() == "ByStatus"; }, kTimeoutMs));
    CHECK_FALSE(window.keys().heatmapAnalysis());
    CHECK(parts::statisticsLabel(window)->text().endsWith(QStringLiteral("no index keys to place")));
    CHECK(totals.keysLabel()->text() == QStringLiteral("– keys"));
    CHECK(totals.writesLabel()->text() == QStringLiteral("– writes"));
    CHECK(totals.hotFactorLabel()->text() == QStringLiteral("hot factor –"));

    parts::chooseTarget(parts::targetCombo(window, "heatmapTargetSelector"), QString());
    REQUIRE(waitForHeatmapOf(window, ""));
    CHECK(totals.keysLabel()->text() == tableKeys);
}

TEST_CASE("Key spaces: partitions of an index from its own capacity, or pinned", "[targets]") {
    Scenario scenario;
    scenario.table.wcu = 1000;
    scenario.table.rcu = 3000;
    GsiSpec gsi = byStatusIndex();
    gsi.wcu = 2500; // ceil(100 / 3000 + 2500 / 1000) = 3
    scenario.table.gsis = {gsi};
    CHECK(keySpacePartitions(scenario, "") == 2);
    CHECK(keySpacePartitions(scenario, "ByStatus") == 3);
    scenario.table.gsis[0].partitions = 7;
    CHECK(keySpacePartitions(scenario, "ByStatus") == 7);
    CHECK(keySpaceIndex(scenario, "ByStatus") == 1);
    CHECK_FALSE(keySpaceIndex(scenario, "Missing").has_value());
    CHECK(keySpaceTargets(scenario) == QStringList{QString(), QStringLiteral("ByStatus")});
}

TEST_CASE("Exported pictures of an index name the index, its strategy and its capacity", "[targets][export]") {
    Scenario scenario;
    scenario.name = "orders";
    scenario.table.wcu = 4000;
    scenario.table.rcu = 3000;
    GsiSpec gsi = byStatusIndex(); // 100 RCU / 1,000 WCU: ceil(100 / 3000 + 1000 / 1000) = 2 partitions
    gsi.strategy.kind = StrategyKind::Random;
    gsi.strategy.shards = 10;
    scenario.table.gsis = {gsi};
    const QStringList table = exportHeading(QStringLiteral("Writes per bucket"), scenario);
    CHECK(table[1].startsWith(QStringLiteral("Strategy: none")));
    CHECK(table[2] == QStringLiteral("Table: provisioned, 3,000 RCU / 4,000 WCU, 5 partitions"));
    const QStringList index = exportHeading(QStringLiteral("Writes per bucket"), scenario, "ByStatus");
    CHECK(index[1].startsWith(QStringLiteral("Strategy: random")));
    CHECK(index[2] == QStringLiteral("Index ByStatus: provisioned, 100 RCU / 1,000 WCU, 2 partitions"));
}

TEST_CASE("Heat map Target: a cell's key list and compare mode work on the index's keys",
          "[heatmap][window][targets]") {
    MainWindow window;
    commit(window, withStatusIndex(window.document().parameters()));
    parts::chooseTarget(parts::targetCombo(window, "heatmapTargetSelector"), QStringLiteral("ByStatus"));
    REQUIRE(waitForHeatmapOf(window, "ByStatus"));

    // PENDING's cell lists PENDING with its 300,000 index writes (0.5 x 1000 writes/s x 600 s).
    const auto& top = window.keys().heatmapAnalysis()->topLogicalKeys;
    REQUIRE_FALSE(top.empty());
    REQUIRE(top.front().key == "PENDING");
    const auto& buckets = window.keys().heatmapAnalysis()->buckets;
    const auto hottest = static_cast<std::uint32_t>(std::max_element(buckets.begin(), buckets.end()) - buckets.begin());
    QSignalSpy listed(&window.keys(), &KeyPipeline::bucketKeysListed);
    window.showBucketKeys(hottest);
    REQUIRE(listed.wait(kTimeoutMs));
    const auto listing = listed.last().at(1).value<std::shared_ptr<const BucketKeyListing>>();
    REQUIRE(listing);
    REQUIRE_FALSE(listing->keys.empty());
    CHECK(listing->keys.front().key == "PENDING");
    CHECK(listing->keys.front().count == 300'000);
    CHECK(listing->allWrites == 570'000);

    // Compare mode: the index's keys without a strategy beside the index's strategy (here none: the same counts).
    QSignalSpy beforeApplied(&window.keys(), &KeyPipeline::beforeAnalysisApplied);
    window.setCompareMode(true);
    REQUIRE(beforeApplied.wait(kTimeoutMs));
    CHECK(window.keys().beforeAnalysis()->keysTotal == 570'000);
    CHECK(parts::compareHeatmaps(window)->afterMap()->bucketCounts() == buckets);
}
