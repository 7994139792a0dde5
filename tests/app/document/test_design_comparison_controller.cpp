// The comparison behind the Compare tab: run off the UI thread only while shown, once per burst of changes, never
// showing one document's figures for another, cancellable, and re-run when the prices change.
#include "candidate_support.h"
#include "document/design_comparison_controller.h"
#include "isolated_app_data.h"

#include <QSignalSpy>
#include <QTest>

using namespace partiscope;
using namespace partiscope::ui;
using Status = DesignComparisonController::Status;

namespace {

bool waitUntilSettled(const DesignComparisonController& comparison, int timeoutMs = 60'000) {
    return QTest::qWaitFor(
        [&] { return comparison.status() == Status::Ready || comparison.status() == Status::Failed; }, timeoutMs);
}

/// Counts the comparisons started (the status entering Running).
struct RunCounter {
    explicit RunCounter(DesignComparisonController& comparison) {
        QObject::connect(&comparison, &DesignComparisonController::statusChanged, [this, &comparison] {
            const bool running = comparison.status() == Status::Running;
            runs += running && !wasRunning ? 1 : 0;
            wasRunning = running;
        });
    }
    int runs = 0;
    bool wasRunning = false;
};

} // namespace

TEST_CASE("Design comparison: runs only while shown, once per burst of edits, and marks older figures out of date",
          "[document][compare]") {
    IsolatedAppData appData("comparison-runs");
    DocumentController document;
    DesignComparisonController comparison(document);
    CandidateList candidates(document);
    RunCounter counter(comparison);
    candidate_test::openLeaderboardWithCandidates(document, candidates);
    QTest::qWait(DesignComparisonController::kCoalesceMs * 2);
    CHECK(counter.runs == 0); // hidden: nothing simulated
    CHECK(comparison.status() == Status::Idle);

    QSignalSpy progressed(&comparison.runner(), &DesignComparisonRunner::progressed);
    comparison.setActive(true);
    CHECK(comparison.status() == Status::Running);
    REQUIRE(waitUntilSettled(comparison));
    REQUIRE(comparison.status() == Status::Ready);
    CHECK(counter.runs == 1);
    REQUIRE(comparison.comparison());
    CHECK(comparison.comparison()->designs.size() == 3);
    CHECK(comparison.comparison()->designs[1].name == "mod 10");
    // Progress after each design: 1, 2 and 3 of 3.
    REQUIRE(progressed.count() == 3);
    CHECK(progressed.last().at(1).value<std::size_t>() == 3);
    CHECK(progressed.last().at(2).value<std::size_t>() == 3);
    CHECK_FALSE(comparison.isOutOfDate());
    const auto first = comparison.comparison();

    // Three quick edits make one comparison; meanwhile the old figures stay, marked out of date.
    candidate_test::commitStrategy(document, StrategyKind::Mod, 4);
    candidate_test::commitStrategy(document, StrategyKind::Mod, 5);
    QString problem;
    REQUIRE(candidates.rename(0, QStringLiteral("Unsharded"), problem));
    CHECK(comparison.status() == Status::Waiting);
    CHECK(comparison.isOutOfDate());
    CHECK(comparison.comparison() == first);
    REQUIRE(waitUntilSettled(comparison));
    CHECK(counter.runs == 2);
    CHECK_FALSE(comparison.isOutOfDate());
    CHECK(comparison.comparison()->designs[0].name == "Unsharded");

    // Hidden, an edit only marks the figures out of date; shown again, they are brought up to date once.
    comparison.setActive(false);
    REQUIRE(candidates.rename(0, QStringLiteral("No strategy"), problem));
    QTest::qWait(DesignComparisonController::kCoalesceMs * 2);
    CHECK(comparison.isOutOfDate());
    CHECK(counter.runs == 2);
    comparison.setActive(true);
    REQUIRE(waitUntilSettled(comparison));
    CHECK(counter.runs == 3);
    CHECK(comparison.comparison()->designs[0].name == "No strategy");
}

TEST_CASE("Design comparison: another document clears the figures at once, a cancelled run delivers nothing",
          "[document][compare]") {
    IsolatedAppData appData("comparison-stale");
    DocumentController document;
    DesignComparisonController comparison(document);
    CandidateList candidates(document);
    comparison.setActive(true);
    candidate_test::openLeaderboardWithCandidates(document, candidates);
    comparison.runAgain();
    CHECK(comparison.status() == Status::Running);
    // The leaderboard's comparison is under way when another document replaces it: its figures never arrive.
    document.newDocument();
    CHECK(comparison.comparison() == nullptr);
    REQUIRE(waitUntilSettled(comparison));
    REQUIRE(comparison.comparison());
    CHECK(comparison.comparison()->designs.size() == 1); // the built-in document has no candidates
    const std::string expectedName =
        document.parameters().name.empty() ? document.displayName().toStdString() : document.parameters().name;
    CHECK(comparison.comparison()->designs[0].name == expectedName);

    const auto shown = comparison.comparison();
    comparison.runAgain();
    comparison.cancel();
    CHECK(comparison.status() == Status::Cancelled);
    comparison.runner().waitForJobs();
    QCoreApplication::processEvents();
    CHECK(comparison.status() == Status::Cancelled);
    CHECK(comparison.comparison() == shown);

    // Hidden while it runs, then changed: that run is of the document as it was, and never lands as current.
    comparison.runAgain();
    comparison.setActive(false);
    candidate_test::commitStrategy(document, StrategyKind::Random, 4);
    CHECK(comparison.status() == Status::Idle);
    comparison.runner().waitForJobs();
    QCoreApplication::processEvents();
    CHECK(comparison.comparison() == shown);
    CHECK(comparison.isOutOfDate());
    comparison.setActive(true);
    REQUIRE(waitUntilSettled(comparison));
    CHECK_FALSE(comparison.isOutOfDate());
    CHECK(comparison.comparison()->designs[0].readQueriesPerLogicalRead == 4); // random 4: a read takes 4 Queries
}

TEST_CASE("Design comparison: another price table compares again, at the new prices", "[document][compare]") {
    IsolatedAppData appData("comparison-prices");
    DocumentController document;
    DesignComparisonController comparison(document);
    CandidateList candidates(document);
    candidate_test::openLeaderboardWithCandidates(document, candidates);
    comparison.setActive(true);
    REQUIRE(waitUntilSettled(comparison));
    const double before = comparison.comparison()->designs[0].monthlyCost.total;
    REQUIRE(before > 0);

    // Every price doubled: every part of the bill doubles (the free storage allowance aside: lesson 01 stores no data).
    PriceTable doubled = comparison.prices();
    doubled.onDemandWritePerMillion *= 2;
    doubled.onDemandReadPerMillion *= 2;
    doubled.provisionedWcuHour *= 2;
    doubled.provisionedRcuHour *= 2;
    doubled.storageGbMonth *= 2;
    comparison.setPrices(doubled);
    CHECK(comparison.status() == Status::Waiting);
    REQUIRE(waitUntilSettled(comparison));
    CHECK(comparison.comparison()->designs[0].monthlyCost.total == Approx(2 * before));
    // The same table again changes nothing.
    comparison.setPrices(doubled);
    CHECK(comparison.status() == Status::Ready);
}
