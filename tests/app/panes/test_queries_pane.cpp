// The Queries tab with access patterns: pick one, edit it through the document's undo history, and show exactly
// the requests `partiscope-cli queries --scenario FILE --pattern NAME` prints.
#include "panes/access_pattern_editor.h"
#include "panes/queries_pane.h"
#include "shell/main_window.h"
#include "window_parts.h"

#include "../core/orders_scenario.h"

#include <partiscope/access_pattern_queries.h>
#include <partiscope/key_condition.h>
#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace partiscope;
using namespace partiscope::ui;
using partiscope::test::ordersScenario;

namespace {

template <typename T>
T* child(const QWidget& parent, const char* name) {
    T* found = parent.findChild<T*>(QString::fromLatin1(name));
    if (!found) {
        throw std::runtime_error(std::string("no child ") + name);
    }
    return found;
}

std::string expectedPlan(const Scenario& scenario, const AccessPattern& pattern, QueryFormat format) {
    FanOutPlan plan;
    const auto problem = planAccessPattern(scenario, pattern, plan);
    INFO(problem.value_or(""));
    REQUIRE_FALSE(problem);
    std::string text;
    REQUIRE_FALSE(formatPlan(plan, format, text));
    return text;
}

constexpr QueryFormat kFormats[] = {QueryFormat::CliJson, QueryFormat::Cli, QueryFormat::PartiQL, QueryFormat::Python,
                                    QueryFormat::JavaScript};

/// The orders table, its strategies and its access patterns, with the document's own workload (keys stay).
Scenario withOrdersTable(Scenario parameters) {
    const Scenario orders = ordersScenario();
    parameters.table = orders.table;
    parameters.strategy = orders.strategy;
    parameters.accessPatterns = orders.accessPatterns;
    return parameters;
}

} // namespace

TEST_CASE("Queries pane: a picked access pattern shows exactly core's plan, in every format", "[queries][patterns]") {
    QueriesPane pane;
    const Scenario scenario = ordersScenario();
    pane.setScenario(scenario, "CUSTOMER#42");
    auto* choice = child<QComboBox>(pane, "queryPattern");
    REQUIRE(choice->count() == 5);
    CHECK(pane.patternIndex() == 0);
    CHECK(child<QPushButton>(pane, "addAccessPattern")->isHidden()); // there are patterns: nothing to offer
    for (int index = 0; index < choice->count(); ++index) {
        choice->setCurrentIndex(index);
        const AccessPattern& pattern = scenario.accessPatterns[static_cast<std::size_t>(index)];
        for (const auto format : kFormats) {
            pane.setFormat(format);
            CAPTURE(pattern.name, static_cast<int>(format));
            CHECK(pane.shownText().toStdString() == expectedPlan(scenario, pattern, format));
        }
    }
    choice->setCurrentIndex(2); // the GSI
    CHECK(pane.requestList()->count() == 4);
    CHECK(pane.requestList()->item(3)->text() == QStringLiteral("PENDING#3"));
    CHECK(child<QComboBox>(pane, "queryPatternTarget")->currentText() == QStringLiteral("GSI ByStatus"));
    CHECK(child<QLineEdit>(pane, "queryPatternKey")->text() == QStringLiteral("PENDING"));
    CHECK(child<QComboBox>(pane, "queryPatternSortOperator")->currentText() == QStringLiteral("begins_with"));
    CHECK(child<QLineEdit>(pane, "queryPatternSortValue")->text() == QStringLiteral("2026-11"));
    CHECK_FALSE(child<QLineEdit>(pane, "queryPatternSortValue2")->isEnabled());
    auto* consistency = child<QComboBox>(pane, "queryPatternConsistency");
    CHECK_FALSE(consistency->isEnabled()); // a GSI is read eventually consistently only
    CHECK(consistency->currentData().toInt() == static_cast<int>(Consistency::Eventual));

    choice->setCurrentIndex(4); // the LSI, strongly consistent
    CHECK(consistency->isEnabled());
    CHECK(consistency->currentData().toInt() == static_cast<int>(Consistency::Strong));
    CHECK(child<QComboBox>(pane, "queryPatternTarget")->currentText() == QStringLiteral("LSI ByDate"));
}

TEST_CASE("Queries pane: the form reports each edit as a whole pattern", "[queries][patterns]") {
    QueriesPane pane;
    pane.setScenario(ordersScenario(), "CUSTOMER#42");
    child<QComboBox>(pane, "queryPattern")->setCurrentIndex(2);
    QSignalSpy edits(&pane, &QueriesPane::patternEdited);

    QTest::keyClicks(child<QLineEdit>(pane, "queryPatternKey"), QStringLiteral("X"));
    REQUIRE(edits.count() == 1);
    CHECK(edits.last().at(0).toInt() == 2);
    auto pattern = edits.last().at(1).value<AccessPattern>();
    CHECK(pattern.key == "PENDINGX");
    CHECK(pattern.target == "ByStatus");
    CHECK(pattern.name == "pending orders this month");
    CHECK(edits.last().at(2).value<ParameterEdit>().text() == QStringLiteral("Pattern key 'PENDING' → 'PENDINGX'"));

    // To the table: strong reads become possible; back to the GSI: eventual again, and fixed.
    auto* target = child<QComboBox>(pane, "queryPatternTarget");
    auto* consistency = child<QComboBox>(pane, "queryPatternConsistency");
    target->setCurrentIndex(target->findData(QString()));
    CHECK(edits.last().at(1).value<AccessPattern>().target.empty());
    REQUIRE(consistency->isEnabled());
    consistency->setCurrentIndex(consistency->findData(static_cast<int>(Consistency::Strong)));
    CHECK(edits.last().at(1).value<AccessPattern>().consistency == Consistency::Strong);
    target->setCurrentIndex(target->findData(QStringLiteral("ByStatus")));
    pattern = edits.last().at(1).value<AccessPattern>();
    CHECK(pattern.consistency == Consistency::Eventual);
    CHECK_FALSE(consistency->isEnabled());

    // BETWEEN takes a second value; no condition reads the whole collection.
    auto* op = child<QComboBox>(pane, "queryPatternSortOperator");
    op->setCurrentIndex(op->findData(static_cast<int>(SortKeyOperator::Between)));
    CHECK(child<QLineEdit>(pane, "queryPatternSortValue2")->isEnabled());
    QTest::keyClicks(child<QLineEdit>(pane, "queryPatternSortValue2"), QStringLiteral("2026-12"));
    pattern = edits.last().at(1).value<AccessPattern>();
    REQUIRE(pattern.sortKeyCondition);
    CHECK(pattern.sortKeyCondition->op == SortKeyOperator::Between);
    CHECK(pattern.sortKeyCondition->value == "2026-11");
    CHECK(pattern.sortKeyCondition->value2 == std::optional<std::string>("2026-12"));
    op->setCurrentIndex(op->findData(-1));
    CHECK_FALSE(edits.last().at(1).value<AccessPattern>().sortKeyCondition);
    CHECK_FALSE(child<QLineEdit>(pane, "queryPatternSortValue")->isEnabled());

    // A target without a sort key offers no condition.
    Scenario noSortKey = ordersScenario();
    noSortKey.table.gsis.front().sortKey.reset();
    noSortKey.accessPatterns[2].sortKeyCondition.reset();
    pane.setScenario(noSortKey, "CUSTOMER#42");
    CHECK_FALSE(op->isEnabled());
}

TEST_CASE("Main window: without access patterns the Queries tab reads the hottest key and offers to add it",
          "[queries][patterns][main-window]") {
    MainWindow window;
    QSignalSpy applied(&window.keys(), &KeyPipeline::analysisApplied);
    REQUIRE(applied.wait(10'000));
    QueriesPane& pane = *parts::queriesPane(window);
    const std::string hottest = window.keys().analysis()->topLogicalKeys.front().key;
    CHECK(pane.patternIndex() == -1);
    CHECK(child<QComboBox>(pane, "queryPattern")->isHidden());
    CHECK(child<AccessPatternEditor>(pane, "accessPatternEditor")->isHidden());
    const QString hottestText = pane.shownText();
    CHECK(hottestText.contains(QString::fromStdString(hottest)));

    QUndoStack& history = *window.document().history();
    auto* add = child<QPushButton>(pane, "addAccessPattern");
    REQUIRE_FALSE(add->isHidden());
    REQUIRE(add->isEnabled());
    add->click();
    const Scenario& document = window.document().parameters();
    REQUIRE(document.accessPatterns.size() == 1);
    const AccessPattern& added = document.accessPatterns.front();
    CHECK(added.name == "read " + hottest);
    CHECK(added.key == hottest);
    CHECK(added.target.empty());
    CHECK(history.undoText() == QStringLiteral("Access patterns 0 → 1"));
    CHECK(pane.patternIndex() == 0);
    CHECK(add->isHidden());
    CHECK(pane.shownText().toStdString() == expectedPlan(document, added, pane.format()));
    // The same read: the pattern's requests are the hottest key's.
    CHECK(pane.shownText() == hottestText);

    // An edit is one undoable step; the form follows undo.
    QTest::keyClicks(child<QLineEdit>(pane, "queryPatternKey"), QStringLiteral("Z"));
    CHECK(window.document().parameters().accessPatterns.front().key == hottest + "Z");
    CHECK(history.undoText() == QStringLiteral("Pattern key '") + QString::fromStdString(hottest) +
                                    QStringLiteral("' → '") + QString::fromStdString(hottest) + QStringLiteral("Z'"));
    CHECK(pane.shownText().contains(QString::fromStdString(hottest + "Z")));
    history.undo();
    CHECK(window.document().parameters().accessPatterns.front().key == hottest);
    CHECK(child<QLineEdit>(pane, "queryPatternKey")->text() == QString::fromStdString(hottest));
    history.undo();
    CHECK(window.document().parameters().accessPatterns.empty());
    CHECK(pane.patternIndex() == -1);
    CHECK_FALSE(add->isHidden());
    CHECK(pane.shownText() == hottestText);
}

TEST_CASE("Main window: editing a GSI access pattern in the Queries tab edits the document, undoably",
          "[queries][patterns][main-window]") {
    MainWindow window;
    QSignalSpy applied(&window.keys(), &KeyPipeline::analysisApplied);
    REQUIRE(applied.wait(10'000));
    QString problem;
    INFO(problem.toStdString());
    REQUIRE(window.document().commitParameters(withOrdersTable(window.document().parameters()),
                                               {QStringLiteral("Table"), QStringLiteral("v1"), QStringLiteral("v2")},
                                               problem));
    QueriesPane& pane = *parts::queriesPane(window);
    auto* choice = child<QComboBox>(pane, "queryPattern");
    REQUIRE(choice->count() == 5);
    choice->setCurrentIndex(2);
    CHECK(pane.shownText().toStdString() == expectedPlan(window.document().parameters(),
                                                         window.document().parameters().accessPatterns[2],
                                                         pane.format()));

    auto* value = child<QLineEdit>(pane, "queryPatternSortValue");
    value->selectAll();
    QTest::keyClicks(value, QStringLiteral("2026-12"));
    const AccessPattern& edited = window.document().parameters().accessPatterns[2];
    REQUIRE(edited.sortKeyCondition);
    CHECK(edited.sortKeyCondition->value == "2026-12");
    CHECK(pane.patternIndex() == 2); // the picked pattern stays picked across the document's change
    CHECK(pane.shownText().toStdString() == expectedPlan(window.document().parameters(), edited, pane.format()));
    CHECK(pane.shownText().contains(QStringLiteral("2026-12")));
    CHECK(pane.patternEditor()->problem().isEmpty());

    window.document().history()->undo();
    CHECK(window.document().parameters().accessPatterns[2].sortKeyCondition->value == "2026-11");
    CHECK(value->text() == QStringLiteral("2026-11"));
    CHECK(pane.shownText().contains(QStringLiteral("2026-11")));
    CHECK_FALSE(pane.shownText().contains(QStringLiteral("2026-12")));
}

TEST_CASE("Queries tab: every access pattern of a scenario file shows what partiscope-cli queries prints",
          "[queries][patterns][process]") {
    const QString file = QStringLiteral(PARTISCOPE_TEST_SCENARIOS_DIR "/orders-access-patterns.json");
    Scenario scenario;
    std::string error;
    INFO(error);
    REQUIRE(loadScenarioFile(file.toStdString(), scenario, error));
    QueriesPane pane;
    pane.setScenario(scenario, "CUSTOMER#42");
    const std::pair<const char*, QueryFormat> formats[] = {{"cli-json", QueryFormat::CliJson},
                                                           {"cli", QueryFormat::Cli},
                                                           {"partiql", QueryFormat::PartiQL},
                                                           {"python", QueryFormat::Python},
                                                           {"javascript", QueryFormat::JavaScript}};
    for (int index = 0; index < static_cast<int>(scenario.accessPatterns.size()); ++index) {
        child<QComboBox>(pane, "queryPattern")->setCurrentIndex(index);
        for (const auto& [name, format] : formats) {
            const QString pattern =
                QString::fromStdString(scenario.accessPatterns[static_cast<std::size_t>(index)].name);
            CAPTURE(pattern.toStdString(), name);
            QProcess cli;
            cli.start(QStringLiteral(PARTISCOPE_CLI_PATH),
                      {QStringLiteral("queries"), QStringLiteral("--scenario"), file, QStringLiteral("--pattern"),
                       pattern, QStringLiteral("--format"), QString::fromLatin1(name)});
            REQUIRE(cli.waitForFinished(30'000));
            CHECK(cli.exitCode() == 0);
            pane.setFormat(format);
            CHECK(pane.shownText() == QString::fromUtf8(cli.readAllStandardOutput()));
        }
    }
}
