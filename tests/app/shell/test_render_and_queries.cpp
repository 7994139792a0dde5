#include "charts/chart_adapter.h"
#include "document/app_resources.h"
#include "document/scenario_queries.h"
#include "gui_process.h"
#include "image_colours.h"
#include "panes/queries_pane.h"
#include "panes/simulation_panel.h"
#include "shell/main_window.h"
#include "shell/scenario_render.h"
#include "shell/window_render.h"
#include "window_parts.h"

#include "../core/orders_scenario.h"

#include <partiscope/access_pattern_queries.h>
#include <partiscope/key_condition.h>
#include <partiscope/scenario.h>
#include <partiscope/shard_strategy.h>

#include <catch2/catch.hpp>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

Scenario defaultScenario() {
    Scenario scenario;
    std::string error;
    INFO(error);
    REQUIRE(parseScenario(defaultScenarioJson().toStdString(), scenario, error));
    return scenario;
}

std::string expectedPlan(const QueryTarget& target, const StrategyConfig& config, const std::string& key,
                         QueryFormat format) {
    ShardStrategy strategy;
    std::string error;
    REQUIRE(ShardStrategy::create(config, strategy, error));
    FanOutPlan plan;
    REQUIRE_FALSE(planFanOut(target, strategy, key, std::nullopt, plan));
    std::string text;
    REQUIRE_FALSE(formatPlan(plan, format, text));
    return text;
}

/// --render must pick the offscreen platform by itself.
GuiRun runGui(const QStringList& arguments) {
    return runGuiProcess(arguments, GuiDisplay::None);
}

} // namespace

TEST_CASE("The built-in scenario parses and throttles", "[render]") {
    const Scenario scenario = defaultScenario();
    CHECK(scenario.name == "Leaderboard");
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    simulator->run();
    const auto snapshot = simulator->snapshot();
    // The table has capacity to spare; the one key over the 1000 WCU partition ceiling is what throttles.
    CHECK(snapshot.metrics.writeKeyRangeThroughputThrottleEvents > 0);
    CHECK(snapshot.metrics.writeProvisionedThroughputThrottleEvents == 0);
    CHECK_FALSE(snapshot.splits.empty());
}

TEST_CASE("Table names for queries come from the scenario name", "[queries]") {
    Scenario scenario;
    scenario.name = "Leaderboard";
    CHECK(tableNameFor(scenario) == QStringLiteral("Leaderboard"));
    scenario.name = "adaptive capacity example";
    CHECK(tableNameFor(scenario) == QStringLiteral("adaptive-capacity-example"));
    scenario.name = "";
    CHECK(tableNameFor(scenario) == QStringLiteral("Table"));
    scenario.name = "é";
    CHECK(tableNameFor(scenario) == QStringLiteral("Table"));
    CHECK(queryTargetFor(scenario).table == "Table");
}

TEST_CASE("Generated queries are exactly formatPlan's output, one request per shard", "[queries]") {
    QueryTarget target;
    target.table = "Leaderboard";
    target.partitionKeyName = "PK";
    StrategyConfig strategy;
    strategy.kind = StrategyKind::Random;
    strategy.shards = 10;
    const auto queries = generateQueries(target, strategy, "BOARD#global", QueryFormat::Cli);
    REQUIRE(queries.error.isEmpty());
    CHECK(queries.text.toStdString() == expectedPlan(target, strategy, "BOARD#global", QueryFormat::Cli));
    REQUIRE(queries.requests.size() == 10);
    CHECK(queries.physicalKeys.front() == QStringLiteral("BOARD#global#1"));
    CHECK(queries.text.contains(queries.requests.front().trimmed()));
    CHECK(queries.summary == QStringLiteral("10 queries, at least 5 RCU (eventually consistent)"));

    StrategyConfig broken;
    broken.kind = StrategyKind::Mod; // no shard count
    CHECK_FALSE(generateQueries(target, broken, "BOARD#global", QueryFormat::Cli).error.isEmpty());
}

TEST_CASE("Generated queries: the Strategy pane's largest shard count is formatted in a moment", "[queries]") {
    // Found by the monkey test (seed 13): 10,000 shards froze the window for minutes, because each of the 10,000
    // single-request texts copied the whole plan (10^8 request copies). Each edit regenerates the Queries tab.
    QueryTarget target;
    target.table = "Leaderboard";
    target.partitionKeyName = "PK";
    StrategyConfig strategy;
    strategy.kind = StrategyKind::Random;
    strategy.shards = 10'000; // the Strategy pane's maximum
    QElapsedTimer timer;
    timer.start();
    const auto queries = generateQueries(target, strategy, "BOARD#global", QueryFormat::Cli);
    // Linear: tens of milliseconds here, well under a second under the sanitizers; the quadratic copy took 20 s+.
    CHECK(timer.elapsed() < 5000);
    REQUIRE(queries.requests.size() == 10'000);
    CHECK(queries.physicalKeys.back() == QStringLiteral("BOARD#global#10000"));
    CHECK(queries.requests.back().contains(QStringLiteral("BOARD#global#10000")));
    CHECK_FALSE(queries.requests.back().contains(QStringLiteral("BOARD#global#9999")));
    CHECK(queries.text.contains(queries.requests.back().trimmed()));
}

TEST_CASE("Generated queries: a scenario file's 1,000,000 shards show the first 10,000", "[queries]") {
    // A scenario file may give up to 1,000,000 shards (the Strategy pane up to 10,000): formatting every request
    // would take gigabytes, so the tab formats the first 10,000 and its summary says how many there are.
    QueryTarget target;
    target.table = "Leaderboard";
    target.partitionKeyName = "PK";
    StrategyConfig strategy;
    strategy.kind = StrategyKind::Random;
    strategy.shards = 1'000'000;
    const auto queries = generateQueries(target, strategy, "BOARD#global", QueryFormat::Cli);
    REQUIRE(queries.error.isEmpty());
    CHECK(queries.requests.size() == 10'000);
    CHECK(queries.physicalKeys.back() == QStringLiteral("BOARD#global#10000"));
    CHECK_FALSE(queries.text.contains(QStringLiteral("BOARD#global#10001")));
    // 1,000,000 queries, each at least 0.5 RCU (eventually consistent): 500,000 RCU.
    CHECK(queries.summary.startsWith(QStringLiteral("1000000 queries, at least 500000 RCU")));
    CHECK(queries.summary.contains(QStringLiteral("the first 10,000 shown")));
}

TEST_CASE("Queries pane: content, formats, copy and save", "[queries]") {
    QueriesPane pane;
    QueryTarget target;
    target.table = "Leaderboard";
    target.partitionKeyName = "PK";
    StrategyConfig strategy;
    strategy.kind = StrategyKind::Random;
    strategy.shards = 4;
    pane.setQuery(target, strategy, "BOARD#global");
    for (const auto format :
         {QueryFormat::CliJson, QueryFormat::Cli, QueryFormat::PartiQL, QueryFormat::Python, QueryFormat::JavaScript}) {
        pane.setFormat(format);
        CHECK(pane.shownText().toStdString() == expectedPlan(target, strategy, "BOARD#global", format));
    }
    CHECK(pane.requestList()->count() == 4);

    pane.setFormat(QueryFormat::Cli);
    pane.copyAll();
    CHECK(QApplication::clipboard()->text() == pane.shownText());
    pane.requestList()->setCurrentRow(2);
    pane.copySelected();
    CHECK(QApplication::clipboard()->text().contains(QStringLiteral("BOARD#global#3")));
    CHECK_FALSE(QApplication::clipboard()->text().contains(QStringLiteral("BOARD#global#1")));

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QString error;
    const QString path = dir.filePath(QStringLiteral("queries.sh"));
    REQUIRE(pane.saveTo(path, error));
    QFile saved(path);
    REQUIRE(saved.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(saved.readAll()) == pane.shownText());

    // A changed strategy regenerates at once.
    strategy.shards = 6;
    pane.setQuery(target, strategy, "BOARD#global");
    CHECK(pane.requestList()->count() == 6);
}

TEST_CASE("Main window: the queries tab follows the hottest key and the strategy", "[queries][main-window]") {
    MainWindow window;
    QSignalSpy applied(&window.keys(), &KeyPipeline::analysisApplied);
    REQUIRE(applied.wait(10'000));
    REQUIRE(window.keys().analysis());
    const std::string hottest = window.keys().analysis()->topLogicalKeys.front().key;
    const QueryTarget target = queryTargetFor(window.document().scenario());
    CHECK(target.table == "Leaderboard");
    CHECK(parts::queriesPane(window)->shownText().toStdString() ==
          expectedPlan(target, window.document().parameters().strategy, hottest, parts::queriesPane(window)->format()));

    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Random)));
    parts::shardsSpinBox(window)->setValue(10);
    REQUIRE(applied.wait(10'000));
    CHECK(parts::queriesPane(window)->requestList()->count() == 10);
    CHECK(window.document().scenario().strategy.kind == StrategyKind::Random); // the controls edit the document ...
    CHECK(window.document().scenario().strategy.shards == 10);
    CHECK(window.document().isDirty());
    CHECK(window.player().timeline().nowS() == 0); // ... and the simulation rewinds with it
}

TEST_CASE("renderScenario writes non-blank PNGs, and without access patterns the hottest key's queries", "[render]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Scenario scenario = defaultScenario();
    QStringList written;
    QString error;
    REQUIRE(renderScenario(scenario, dir.path(), written, error));
    CHECK(written.size() == 4);
    for (const char* name : {kRenderedHeatmap, kRenderedTimeline, kRenderedPartitionTime}) {
        const QImage image(dir.filePath(QString::fromLatin1(name)));
        INFO(name);
        REQUIRE_FALSE(image.isNull());
        CHECK(image.width() == 1280);
        CHECK(sampledColours(image) > 20);
    }
    QFile queries(dir.filePath(QString::fromLatin1(kRenderedQueries)));
    REQUIRE(queries.open(QIODevice::ReadOnly));
    CHECK(queries.readAll().toStdString() ==
          "# The scenario has no access patterns (\"access_patterns\" in the scenario file).\n"
          "# Instead, the workload's hottest key read back from the table:\n" +
              expectedPlan(queryTargetFor(scenario), scenario.strategy, "BOARD#global", QueryFormat::Cli));
}

TEST_CASE("renderScenario writes every access pattern's queries under a heading", "[render][patterns]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Scenario scenario = test::ordersScenario();
    QStringList written;
    QString error;
    INFO(error.toStdString());
    REQUIRE(renderScenario(scenario, dir.path(), written, error));
    QFile queries(dir.filePath(QString::fromLatin1(kRenderedQueries)));
    REQUIRE(queries.open(QIODevice::ReadOnly));
    const std::string text = queries.readAll().toStdString();
    CHECK(text == accessPatternsText(scenario));
    // One heading per pattern, then its commands: the GSI's with IndexName and its own sharded key.
    CHECK(text.rfind("# customer orders in November: table, PK = 'CUSTOMER#42', SK begins_with 'ORDER#2026-11', "
                     "eventually consistent, 20 reads/s\n# 3 queries, at least 1.5 RCU (eventually consistent)\n"
                     "aws dynamodb query --table-name 'Orders' --key-condition-expression 'PK = :pk AND "
                     "begins_with(SK, :sk)'",
                     0) == 0);
    CHECK(text.find("\n\n# pending orders this month: GSI ByStatus, status = 'PENDING', createdAt begins_with "
                    "'2026-11', eventually consistent, 50 reads/s\n# 4 queries, at least 2 RCU (eventually "
                    "consistent)\naws dynamodb query --table-name 'Orders' --index-name 'ByStatus' ") !=
          std::string::npos);
    std::size_t commands = 0;
    for (std::size_t at = text.find("aws dynamodb query"); at != std::string::npos;
         at = text.find("aws dynamodb query", at + 1)) {
        ++commands;
    }
    CHECK(commands == 3 + 3 + 4 + 4 + 3);
}

TEST_CASE("partiscope --render: default scenario, a file, and a bad file", "[render][process]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("out"));
    GuiRun run = runGui({QStringLiteral("--render"), QStringLiteral("--out"), out});
    CAPTURE(run.standardError.toStdString());
    REQUIRE(run.finished);
    CHECK(run.exitCode == 0);
    CHECK(run.standardOutput.contains(QStringLiteral("heatmap.png")));
    CHECK(QFile::exists(out + QStringLiteral("/timeline.png")));
    CHECK(QFile::exists(out + QStringLiteral("/partition-time.png")));
    CHECK(QFile::exists(out + QStringLiteral("/queries.txt")));
    // The whole window with each pane in front: what the README's screenshots are made of.
    for (const char* name : {"window-heat-map.png", "window-simulation.png", "window-queries.png", "window-advisor.png",
                             "pane-strategy.png"}) {
        INFO(name);
        CHECK(run.standardOutput.contains(QString::fromLatin1(name)));
        const QImage image(out + QLatin1Char('/') + QString::fromLatin1(name));
        REQUIRE_FALSE(image.isNull());
        CHECK(sampledColours(image) > 20);
    }

    const QString scenarioPath = dir.filePath(QStringLiteral("bad.json"));
    {
        QFile file(scenarioPath);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(R"({"version": 1, "table": {"rcu": 0, "wcu": "lots"}, "workload": {"duration_s": 10}})");
    }
    run = runGui(
        {QStringLiteral("--render"), scenarioPath, QStringLiteral("--out"), dir.filePath(QStringLiteral("bad"))});
    REQUIRE(run.finished);
    CHECK(run.exitCode == 2);
    CHECK(run.standardError.contains(QStringLiteral("/table/wcu")));
    CHECK_FALSE(QFile::exists(dir.filePath(QStringLiteral("bad/heatmap.png"))));
}

TEST_CASE("partiscope --render of a scenario file with access patterns writes their queries", "[render][process]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = QStringLiteral(PARTISCOPE_TEST_SCENARIOS_DIR "/orders-access-patterns.json");
    const QString out = dir.filePath(QStringLiteral("out"));
    const GuiRun run = runGui({QStringLiteral("--render"), file, QStringLiteral("--out"), out});
    CAPTURE(run.standardError.toStdString());
    REQUIRE(run.finished);
    CHECK(run.exitCode == 0);
    Scenario scenario;
    std::string error;
    REQUIRE(loadScenarioFile(file.toStdString(), scenario, error));
    QFile queries(out + QStringLiteral("/queries.txt"));
    REQUIRE(queries.open(QIODevice::ReadOnly));
    CHECK(queries.readAll().toStdString() == accessPatternsText(scenario));
    CHECK(accessPatternsText(scenario) == accessPatternsText(test::ordersScenario())); // the file is the fixture
}

TEST_CASE("Main window: the simulation tab plays, and every tab paints", "[main-window][timeline]") {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QSignalSpy applied(&window.keys(), &KeyPipeline::analysisApplied);
    REQUIRE(applied.wait(10'000));
    parts::viewTabs(window)->setCurrentWidget(parts::simulationPanel(window));
    window.player().advanceBy(1500);
    QElapsedTimer timer;
    timer.start();
    while (window.player().timeline().nowS() < 1500 && timer.elapsed() < 20'000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    REQUIRE(window.player().timeline().nowS() == 1500);
    CHECK(parts::simulationPanel(window)->timelineChart()->pointCount(QStringLiteral("now")) == 2); // the cursor
    CHECK(parts::simulationPanel(window)->statusLabel()->text().contains(QStringLiteral("first throttle at 0 s")));

    // Set PARTISCOPE_TEST_SCREENSHOTS=DIR to look at what the tests see.
    const QString screenshots = qEnvironmentVariable("PARTISCOPE_TEST_SCREENSHOTS");
    for (int tab = 0; tab < parts::viewTabs(window)->count(); ++tab) {
        parts::viewTabs(window)->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        const QImage image = window.grab().toImage();
        CHECK(sampledColours(image) > 10);
        if (!screenshots.isEmpty()) {
            image.save(QDir(screenshots).filePath(QStringLiteral("main-window-tab%1.png").arg(tab)));
        }
    }
}

TEST_CASE("The built-in scenario: a 10-shard suffix removes the throttling", "[render]") {
    Scenario scenario = defaultScenario();
    scenario.strategy.kind = StrategyKind::Random;
    scenario.strategy.shards = 10;
    std::string error;
    auto simulator = TableSimulator::create(scenario, error);
    REQUIRE(simulator);
    simulator->run();
    CHECK(simulator->snapshot().metrics.throttledRequests == 0);
}

TEST_CASE("Pane screenshots are named after their tabs", "[render]") {
    CHECK(paneFileStem(QStringLiteral("&Heat map")) == QStringLiteral("heat-map"));
    CHECK(paneFileStem(QStringLiteral("S&trategy")) == QStringLiteral("strategy"));
    CHECK(paneFileStem(QStringLiteral("Partition × time")) == QStringLiteral("partition-time"));
    CHECK(paneFileStem(QStringLiteral("  Queries (CLI)  ")) == QStringLiteral("queries-cli"));
    CHECK(paneFileStem(QStringLiteral("×")) == QStringLiteral("pane"));
}
