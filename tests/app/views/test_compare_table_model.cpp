// The Compare view's table model: cells formatted from core's DesignComparison, each column's best value marked
// (bold and a star, not colour alone), tooltips that break the figures down; on a hand-made comparison and on a
// real one of lesson 01's three candidates.
#include "candidate_support.h"
#include "isolated_app_data.h"
#include "views/compare_table_model.h"

#include <partiscope/cost_model.h>
#include <partiscope/design_comparison.h>

#include <QAbstractItemModelTester>
#include <QFont>

#include <memory>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

QString cell(const CompareTableModel& model, int row, CompareColumn column, int role = Qt::DisplayRole) {
    return model.data(model.index(row, static_cast<int>(column)), role).toString();
}

bool bold(const CompareTableModel& model, int row, CompareColumn column) {
    const QVariant font = model.data(model.index(row, static_cast<int>(column)), Qt::FontRole);
    return font.isValid() && font.value<QFont>().bold();
}

DesignSummary summary(const std::string& name, double throttled, double queries, double cost) {
    DesignSummary design;
    design.name = name;
    design.hotFactor = 2;
    design.hotFactorText = "2.00× over 6 partitions";
    design.hotFactorCells = 6;
    design.hotFactorCellKind = CellKind::Partitions;
    design.peakPartitionUtilisation = 2.5;
    design.throttledRequests = throttled;
    design.readQueriesPerLogicalRead = queries;
    design.minRcuPerLogicalRead = queries * 0.5;
    design.writeUnitsPerLogicalWrite = 1;
    design.monthlyCost.total = cost;
    design.monthlyCost.currency = "USD";
    design.monthlyCost.region = "us-east-1";
    design.monthlyCost.pricesAsOf = "2024-11-01";
    return design;
}

} // namespace

TEST_CASE("Compare table model: formats each figure, marks the best of each column with bold and a star, ties "
          "included",
          "[views][compare]") {
    auto comparison = std::make_shared<DesignComparison>();
    comparison->designs.push_back(summary("No strategy", 1234.4, 1, 1234.5));
    comparison->designs.push_back(summary("mod 10", 0, 10, 99));
    comparison->designs[0].throttlingReasons[throttlingReasonIndex(
        {ThrottleResource::Table, ThrottleOperation::Write, ThrottleLimit::KeyRangeThroughputExceeded})] = 1200.2;
    comparison->designs[0].throttlingReasons[throttlingReasonIndex(
        {ThrottleResource::Table, ThrottleOperation::Write, ThrottleLimit::ProvisionedThroughputExceeded})] = 34.2;
    comparison->designs[0].findings.push_back(
        Finding{"hot-partition", Severity::Critical, "A hot partition", "1,800 WCU/s on one key", "shard it"});
    comparison->best[static_cast<std::size_t>(CompareColumn::ThrottledRequests)] = {1};
    comparison->best[static_cast<std::size_t>(CompareColumn::ReadQueriesPerLogicalRead)] = {0};
    comparison->best[static_cast<std::size_t>(CompareColumn::WriteUnitsPerLogicalWrite)] = {0, 1};
    comparison->best[static_cast<std::size_t>(CompareColumn::MonthlyCost)] = {1};
    comparison->favoured = 1;
    comparison->favouredReason = "It throttles nothing.";

    CompareTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setComparison(comparison);
    REQUIRE(model.rowCount() == 2);
    REQUIRE(model.columnCount() == 8);
    CHECK(model.headerData(0, Qt::Vertical).toString() == QStringLiteral("No strategy"));
    CHECK(model.headerData(1, Qt::Vertical, Qt::ToolTipRole).toString() == QStringLiteral("It throttles nothing."));
    CHECK(model.headerData(static_cast<int>(CompareColumn::MonthlyCost), Qt::Horizontal).toString() ==
          QStringLiteral("Monthly cost\n(estimate)"));

    CHECK(cell(model, 0, CompareColumn::HotFactor) == QStringLiteral("2.00× over 6 partitions"));
    CHECK(cell(model, 0, CompareColumn::PeakPartitionUtilisation) == QStringLiteral("250 %")); // 2.5 x 100
    // 1234.4 requests round to 1,234; 0 is the best.
    CHECK(cell(model, 0, CompareColumn::ThrottledRequests) == QStringLiteral("1,234"));
    CHECK(cell(model, 1, CompareColumn::ThrottledRequests) == QStringLiteral("0 ★"));
    CHECK(cell(model, 0, CompareColumn::ReadQueriesPerLogicalRead) == QStringLiteral("1 ★"));
    CHECK(cell(model, 1, CompareColumn::MinRcuPerLogicalRead) == QStringLiteral("5 RCU")); // 10 x 0.5
    // A tie: both are marked.
    CHECK(cell(model, 0, CompareColumn::WriteUnitsPerLogicalWrite) == QStringLiteral("1 WCU ★"));
    CHECK(cell(model, 1, CompareColumn::WriteUnitsPerLogicalWrite) == QStringLiteral("1 WCU ★"));
    CHECK(cell(model, 0, CompareColumn::MonthlyCost) == QStringLiteral("≈ $1,234.50 /month (estimate)"));
    CHECK(cell(model, 1, CompareColumn::MonthlyCost) == QStringLiteral("≈ $99.00 /month (estimate) ★"));
    CHECK(cell(model, 0, CompareColumn::MostSevereFinding) == QStringLiteral("critical: A hot partition"));
    CHECK(cell(model, 1, CompareColumn::MostSevereFinding) == QStringLiteral("none"));

    CHECK(bold(model, 1, CompareColumn::ThrottledRequests));
    CHECK_FALSE(bold(model, 0, CompareColumn::ThrottledRequests));
    CHECK(model.data(model.index(1, static_cast<int>(CompareColumn::MonthlyCost)), CompareTableModel::kBestRole)
              .toBool());
    CHECK_FALSE(model.data(model.index(0, static_cast<int>(CompareColumn::MonthlyCost)), CompareTableModel::kBestRole)
                    .toBool());
    // No best value: nothing marked (a column core left empty).
    CHECK_FALSE(bold(model, 0, CompareColumn::HotFactor));

    // The reasons, in DynamoDB's names, rounded like the total.
    CHECK(cell(model, 0, CompareColumn::ThrottledRequests, Qt::ToolTipRole) ==
          QStringLiteral("Throttled by reason:\nTableWriteProvisionedThroughputExceeded: 34\n"
                         "TableWriteKeyRangeThroughputExceeded: 1,200"));
    CHECK(cell(model, 1, CompareColumn::ThrottledRequests, Qt::ToolTipRole) ==
          QStringLiteral("Nothing was throttled\n★ The best of the designs in this column"));
    CHECK(cell(model, 0, CompareColumn::MonthlyCost, Qt::ToolTipRole)
              .startsWith(QStringLiteral("Estimate at us-east-1 list prices of 2024-11-01\nReads: $0.00")));

    CHECK(CompareTableModel::moneyText(3, "EUR") == QStringLiteral("3.00 EUR"));
    model.setComparison(nullptr);
    CHECK(model.rowCount() == 0);
}

TEST_CASE("Compare table model: lesson 01's three candidates, compared by core, read as the hand calculation says",
          "[views][compare]") {
    IsolatedAppData appData("compare-model");
    DocumentController document;
    CandidateList candidates(document);
    candidate_test::openLeaderboardWithCandidates(document, candidates);
    std::string error;
    const auto compared = compareDesigns(designsOf(document.scenario(), "Leaderboard"), defaultPriceTable(), error);
    REQUIRE(compared);
    CompareTableModel model;
    model.setComparison(std::make_shared<const DesignComparison>(*compared));
    REQUIRE(model.rowCount() == 3);
    CHECK(model.headerData(2, Qt::Vertical).toString() == QStringLiteral("random 200"));

    // A logical read fans out to one Query per shard: 1, 10 and 200; the unsharded design is the only best.
    CHECK(cell(model, 0, CompareColumn::ReadQueriesPerLogicalRead) == QStringLiteral("1 ★"));
    CHECK(cell(model, 1, CompareColumn::ReadQueriesPerLogicalRead) == QStringLiteral("10"));
    CHECK(cell(model, 2, CompareColumn::ReadQueriesPerLogicalRead) == QStringLiteral("200"));
    // 3,000 writes/s, BOARD#global 600 of 1,000 weight: 1,800 WCU/s on one key, above the 1,000 WCU ceiling of a
    // partition, so the unsharded design throttles; sharded 10 ways it is 180 WCU/s a shard.
    CHECK(compared->designs[0].throttledRequests > 0);
    CHECK_FALSE(model.isBest(0, CompareColumn::ThrottledRequests));
    CHECK(model.isBest(1, CompareColumn::ThrottledRequests));
    CHECK(cell(model, 0, CompareColumn::ThrottledRequests, Qt::ToolTipRole)
              .contains(QStringLiteral("TableWriteKeyRangeThroughputExceeded")));
    // The marks are core's best values, cell for cell.
    for (int row = 0; row < 3; ++row) {
        for (std::size_t column = 0; column < kCompareColumnCount; ++column) {
            const auto& best = compared->best[column];
            const bool expected = std::find(best.begin(), best.end(), static_cast<std::size_t>(row)) != best.end();
            CHECK(bold(model, row, static_cast<CompareColumn>(column)) == expected);
            CHECK(cell(model, row, static_cast<CompareColumn>(column)).endsWith(QStringLiteral(" ★")) == expected);
        }
        CHECK(cell(model, row, CompareColumn::MonthlyCost).endsWith(QStringLiteral("/month (estimate)")) ==
              !model.isBest(row, CompareColumn::MonthlyCost));
    }
    REQUIRE(compared->favoured);
    CHECK(*compared->favoured != 0);
}
