// The Design menu and the Compare tab in the window: the menu's states follow the document's candidates (at most
// six), its items act through the candidates' controller, and the Compare tab draws one small multiple per design.
#include "candidate_support.h"
#include "isolated_app_data.h"
#include "shell/price_table_dialog.h"
#include "shell/window_render.h"
#include "test_files.h"
#include "views/bucket_heatmap.h"
#include "views/compare_table_model.h"
#include "views/compare_view.h"
#include "views/heat_scale.h"
#include "views/partition_time_heatmap.h"
#include "window_parts.h"

#include <QLabel>
#include <QMenu>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

QAction* namedAction(const MainWindow& window, const char* name) {
    return parts::named<QAction>(window, name);
}

QMenu* namedMenu(const MainWindow& window, const char* name) {
    return parts::named<QMenu>(window, name);
}

bool waitForComparison(MainWindow& window, int timeoutMs = 60'000) {
    using Status = DesignComparisonController::Status;
    return QTest::qWaitFor(
        [&] {
            const Status status = window.designComparison().status();
            return status == Status::Ready || status == Status::Failed;
        },
        timeoutMs);
}

} // namespace

TEST_CASE("Design menu: Add is disabled at six candidates and says why, the submenus list the candidates by name",
          "[shell][candidates]") {
    IsolatedAppData appData("design-menu");
    MainWindow window;
    QStringList asked;
    window.setCandidateNamePrompt([&](const QString& title, const QString& suggested) -> std::optional<QString> {
        asked.append(title + QStringLiteral(": ") + suggested);
        return suggested;
    });
    QAction* add = namedAction(window, "addCandidateAction");
    QMenu* rename = namedMenu(window, "renameCandidateMenu");
    QMenu* remove = namedMenu(window, "removeCandidateMenu");
    QMenu* makeCurrent = namedMenu(window, "makeCandidateCurrentMenu");
    CHECK(add->isEnabled());
    CHECK(add->shortcut() == QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N));
    CHECK_FALSE(rename->isEnabled()); // nothing to rename yet
    CHECK_FALSE(remove->isEnabled());
    CHECK_FALSE(makeCurrent->isEnabled());

    for (std::size_t i = 0; i < kMaxCandidates; ++i) {
        add->trigger();
    }
    CHECK(asked.size() == 6);
    CHECK(asked.front() == QStringLiteral("Add candidate: Design 1"));
    CHECK(asked.back() == QStringLiteral("Add candidate: Design 6"));
    CHECK(window.candidates().count() == 6);
    CHECK(window.isWindowModified());
    CHECK_FALSE(add->isEnabled());
    CHECK(add->toolTip() == QStringLiteral("A document holds at most 6 candidates: remove one first"));
    REQUIRE(rename->actions().size() == 6);
    CHECK(rename->actions().front()->text() == QStringLiteral("&1 Design 1…"));
    CHECK(makeCurrent->actions().back()->text() == QStringLiteral("&6 Design 6"));
    // The Edit menu's undo names the step.
    CHECK(window.document().history()->undoText() == QStringLiteral("Add candidate “Design 6”"));

    window.setCandidateNamePrompt(
        [](const QString&, const QString&) -> std::optional<QString> { return QStringLiteral("Tom & Jerry"); });
    rename->actions()[1]->trigger();
    CHECK(window.candidates().names()[1] == QStringLiteral("Tom & Jerry"));
    CHECK(remove->actions()[1]->text() == QStringLiteral("&2 Tom && Jerry")); // shown with its "&", not a mnemonic
    // A cancelled dialog changes nothing.
    window.setCandidateNamePrompt([](const QString&, const QString&) -> std::optional<QString> { return {}; });
    rename->actions()[0]->trigger();
    CHECK(window.candidates().names()[0] == QStringLiteral("Design 1"));

    // Make current puts the candidate's design in the Strategy and Table tabs too: a sixth candidate sharded mod 10,
    // then the current design back to none.
    remove->actions()[5]->trigger();
    candidate_test::commitStrategy(window.document(), StrategyKind::Mod, 10);
    window.setCandidateNamePrompt(
        [](const QString&, const QString&) -> std::optional<QString> { return QStringLiteral("Sharded"); });
    add->trigger();
    candidate_test::commitStrategy(window.document(), StrategyKind::None, 0);
    REQUIRE(parts::strategyComboBox(window)->currentText() == QStringLiteral("none"));
    makeCurrent->actions()[5]->trigger();
    CHECK(window.document().parameters().strategy.kind == StrategyKind::Mod);
    CHECK(parts::strategyComboBox(window)->currentText() == QStringLiteral("mod"));
    CHECK(parts::shardsSpinBox(window)->value() == 10);

    remove->actions()[5]->trigger();
    CHECK(window.candidates().count() == 5);
    CHECK(add->isEnabled());
    CHECK(remove->actions().size() == 5);
    // Undo brings the sixth back, and Add is disabled again.
    window.document().history()->undo();
    CHECK(window.candidates().count() == 6);
    CHECK_FALSE(add->isEnabled());
}

TEST_CASE("Compare tab: lesson 01's three candidates, one row and one small multiple each, on one scale",
          "[shell][compare]") {
    IsolatedAppData appData("compare-tab");
    MainWindow window;
    window.resize(1600, 1000); // the README's picture: the table and three small multiples without scrolling
    window.show();
    candidate_test::openLeaderboardWithCandidates(window.document(), window.candidates());
    auto* view = parts::named<CompareView>(window, "compareView");
    // Nothing is compared while the tab is hidden.
    CHECK(window.designComparison().status() == DesignComparisonController::Status::Idle);
    namedAction(window, "compareDesignsAction")->trigger();
    CHECK(parts::viewTabs(window)->currentWidget() == view);
    REQUIRE(waitForComparison(window));
    REQUIRE(window.designComparison().status() == DesignComparisonController::Status::Ready);

    auto* table = parts::named<QTableView>(window, "compareTable");
    REQUIRE(table->model()->rowCount() == 3);
    CHECK(table->model()->headerData(1, Qt::Vertical).toString() == QStringLiteral("mod 10"));
    const auto multiples = view->findChildren<QWidget*>(QStringLiteral("compareSmallMultiple"));
    CHECK(multiples.size() == 3);
    REQUIRE(view->heatmaps().size() == 3);
    REQUIRE(view->partitionMaps().size() == 3);
    // The partition x time maps draw each design's own timeline, kept alive by the view.
    const auto& designs = view->comparison()->designs;
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(view->partitionMaps()[i]->timeline() == &designs[i].analysis->timeline);
        // One absolute scale: shares of the 1,000 WCU/s ceiling of a partition (the lesson writes).
        REQUIRE(view->heatmaps()[i]->showsCeilingShare());
        CHECK(view->heatmaps()[i]->ceilingScale()->ceiling == 1000);
        CHECK(view->partitionMaps()[i]->heatScale() == HeatScale::CeilingShare);
    }
    // Without a strategy BOARD#global's partition holds 660,000 of the 10^6 counted writes: at 3,000 writes/s of
    // 1 KB that is 0.66 x 3,000 = 1,980 WCU/s, 198 % of the 1,000 WCU/s ceiling (the table's "Peak partition use").
    CHECK(view->heatmaps()[0]->maxCount() == 660'000);
    CHECK(view->heatmaps()[0]->ceilingScale()->shareOf(660'000) == Approx(1.98));
    CHECK(parts::named<QLabel>(window, "compareFavoured")->text().startsWith(QStringLiteral("Favoured: <b>")));
    CHECK(parts::named<QLabel>(window, "comparePrices")->text().contains(QStringLiteral("list prices of")));
    CHECK(parts::named<QLabel>(window, "compareHint")->isHidden());
    // The rest of the window settled too (its analysis, advice and run), as in the README's picture.
    QString problem;
    REQUIRE(settleForScreenshot(window, 60'000, problem));
    testing::saveScreenshot(window, QStringLiteral("compare-view"));

    // Another document: the figures go at once, and the new one is compared alone, with a hint how to add more.
    window.document().newDocument();
    CHECK(view->comparison() == nullptr);
    REQUIRE(waitForComparison(window));
    CHECK(view->comparison()->designs.size() == 1);
    CHECK(view->findChildren<QWidget*>(QStringLiteral("compareSmallMultiple")).size() == 1);
    CHECK(parts::named<QLabel>(window, "compareHint")->isVisible());
}

TEST_CASE("Design > Prices opens the price dialog, and other prices reach the comparison", "[shell][compare]") {
    IsolatedAppData appData("design-prices");
    MainWindow window;
    CHECK(window.designComparison().prices() == window.prices().prices());
    QAction* prices = namedAction(window, "pricesAction");
    CHECK(prices->shortcut() == QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P));
    prices->trigger();
    auto* dialog = parts::named<PriceTableDialog>(window, "priceTableDialog");
    CHECK(dialog->isVisible());
    dialog->reject();

    // A 720-hour month instead of 730: the comparison is priced at the new table.
    const QString shorterMonth = PriceSettings::defaultText().replace(QStringLiteral("hours_per_month = 730"),
                                                                      QStringLiteral("hours_per_month = 720"));
    REQUIRE(shorterMonth != PriceSettings::defaultText());
    REQUIRE(window.prices().setText(shorterMonth));
    CHECK(window.designComparison().prices().hoursPerMonth == 720);
}
