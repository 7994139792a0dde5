// Simulation > Compare with CloudWatch data: get-metric-data over the simulated timeline; and the document's
// Contributor Insights rankings in the Advisor tab.
#include "test_files.h"
#include "views/insight_rankings_view.h"
#include "window_parts.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

// 50 WCU, burst off, 100 writes/s of 1 KB: the simulation serves 3,000 WCU a minute (50 per second).
const QByteArray kScenario = R"({"version": 2, "name": "cloudwatch", "table": {"rcu": 10, "wcu": 50, "partitions": 1},
  "capacity": {"burst": false}, "workload": {"duration_s": 180, "writes_per_s": 100, "keys": [{"key": "A"}]}})";

// Observed (oldest first) 3000, 2400, 3600 WCU a minute: errors 0, 600, 600, mean 400.
const QByteArray kMetricData = R"({"MetricDataResults": [{"Id": "wcu", "Label": "ConsumedWriteCapacityUnits",
  "Timestamps": ["2023-11-14T22:15:00Z", "2023-11-14T22:14:00Z", "2023-11-14T22:13:00Z"],
  "Values": [3600, 2400, 3000], "StatusCode": "Complete"}], "Messages": []})";

const QString kObservedSeries = QStringLiteral("CloudWatch ConsumedWriteCapacityUnits, observed");

bool waitFor(const std::function<bool()>& done, int timeoutMs = 20'000) {
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    return done();
}

} // namespace

TEST_CASE("Compare with CloudWatch data: the observed series is drawn dashed over the simulation's",
          "[main-window][cloudwatch]") {
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("s.json"));
    const QString metricData = dir.filePath(QStringLiteral("metric-data.json"));
    testing::writeFile(scenario, kScenario);
    testing::writeFile(metricData, kMetricData);

    MainWindow window;
    window.resize(1280, 800);
    REQUIRE(window.findChild<QAction*>(QStringLiteral("compareWithCloudWatchAction")) != nullptr);
    QString error;
    REQUIRE(window.openScenarioFile(scenario, error));
    REQUIRE(waitFor([&] { return window.player().hasScenario() && window.player().timeline().durationS() == 180; }));
    SimulationPanel* panel = parts::simulationPanel(window);
    ThrottleTimelineChart* chart = panel->timelineChart();
    CHECK(chart->pointCount(kObservedSeries) == -1); // not in the chart before data is attached

    REQUIRE(window.compareWithCloudWatchData(metricData, error));
    CHECK(parts::viewTabs(window)->currentWidget() == panel);
    CHECK(panel->hasObserved());
    window.player().advanceBy(180);
    REQUIRE(waitFor([&] { return window.player().timeline().nowS() == 180; }));
    QCoreApplication::processEvents();

    const std::vector<MetricComparison> comparison = panel->observedComparison();
    REQUIRE(comparison.size() == 1);
    REQUIRE(comparison[0].points.size() == 3);
    CHECK(comparison[0].points[1].simulated == Approx(3000));
    CHECK(comparison[0].meanAbsError == Approx(400));
    CHECK(chart->pointCount(kObservedSeries) > 0);
    CHECK(chart->pointCount(QString::fromLatin1(ThrottleTimelineChart::kObservedSimulatedName)) > 0);
    testing::saveScreenshot(window, QStringLiteral("simulation-cloudwatch"));

    SECTION("a wrong file is refused with its JSON path and keeps the data attached") {
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        testing::writeFile(bad, R"({"MetricDataResults": [{"Id": "wcu", "Label": "ConsumedWriteCapacityUnits",
            "Timestamps": ["2023-11-14T22:13:00Z", "2023-11-14T22:14:00Z"], "Values": [1, "x"]}]})");
        CHECK_FALSE(window.compareWithCloudWatchData(bad, error));
        CHECK(error.contains(QStringLiteral("/MetricDataResults/0/Values/1")));
        CHECK(panel->hasObserved());
    }
    SECTION("Clear CloudWatch data takes the series out") {
        window.findChild<QAction*>(QStringLiteral("clearCloudWatchAction"))->trigger();
        CHECK_FALSE(panel->hasObserved());
        CHECK(chart->pointCount(kObservedSeries) == -1);
    }
}

TEST_CASE("The Advisor tab lists the document's Contributor Insights rankings", "[main-window][insights]") {
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("plain.json"));
    const QString ranked = dir.filePath(QStringLiteral("ranked.json"));
    testing::writeFile(plain, kScenario);
    QByteArray withInsights = kScenario;
    withInsights.chop(1);
    withInsights += R"(, "contributor_insights": [
      {"rule_name": "DynamoDBContributorInsights-PKC-Orders-1700000000000", "kind": "accessed", "table": "Orders",
       "key_labels": ["PK"], "contributors": [{"keys": ["USER#1"], "value": 600}, {"keys": ["USER#2"], "value": 240}]},
      {"rule_name": "DynamoDBContributorInsights-SKT-Orders-ByStatus-1700000000000", "kind": "throttled",
       "sort_keys": true, "table": "Orders", "index": "ByStatus", "key_labels": ["Status", "SK"],
       "contributors": [{"keys": ["OPEN", "2026"], "value": 25}]}]})";
    testing::writeFile(ranked, withInsights);

    MainWindow window;
    auto* view = window.findChild<InsightRankingsView*>(QStringLiteral("insightRankings"));
    REQUIRE(view != nullptr);
    auto* table = view->findChild<QTableWidget*>(QStringLiteral("insightRankingsTable"));
    REQUIRE(table != nullptr);
    QString error;
    REQUIRE(window.openScenarioFile(ranked, error));
    CHECK_FALSE(view->isHidden());
    REQUIRE(table->rowCount() == 3);
    CHECK(table->item(0, 0)->text() == QStringLiteral("most accessed partition keys · table Orders"));
    CHECK(table->item(0, 1)->text() == QStringLiteral("USER#1"));
    CHECK(table->item(0, 2)->text() == QStringLiteral("600"));
    CHECK(table->item(1, 0)->text().isEmpty());
    CHECK(table->item(2, 0)->text() == QStringLiteral("most throttled partition + sort keys · GSI ByStatus"));
    CHECK(table->item(2, 1)->text() == QStringLiteral("OPEN / 2026"));

    REQUIRE(window.openScenarioFile(plain, error));
    CHECK(view->isHidden());
    CHECK(table->rowCount() == 0);
}
