#include "document/parameter_edit.h"

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QUndoStack>

using namespace partiscope;
using namespace partiscope::ui;

TEST_CASE("a merged parameter edit is dropped only when every field is back where it started", "[ui][undo]") {
    Scenario before;
    before.table.rcu = 100;
    before.table.wcu = 100;
    before.workload.durationS = 60;
    // A provisioned table's previous peaks are not written to JSON: a text comparison took this for no change.
    Scenario middle = before;
    middle.table.wcu = 200;
    Scenario after = before;
    after.table.previousPeakRcu = 500;

    Scenario applied;
    const auto apply = [&applied](const Scenario& scenario, bool) { applied = scenario; };
    const ParameterEdit edit{QStringLiteral("WCU"), QStringLiteral("100"), QStringLiteral("200")};
    QUndoStack stack;
    stack.push(new ScenarioEditCommand(before, middle, edit, apply));
    stack.push(new ScenarioEditCommand(middle, after, edit, apply));
    REQUIRE(stack.count() == 1);
    CHECK(applied == after);
    stack.undo();
    CHECK(applied == before);

    SECTION("really back where it started: the step disappears") {
        stack.redo();
        stack.push(new ScenarioEditCommand(after, before, edit, apply));
        CHECK(stack.count() == 0);
    }
}
