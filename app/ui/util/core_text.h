#pragma once

#include <partiscope/advisor.h>
#include <partiscope/analysis.h>
#include <partiscope/distribution_stats.h>
#include <partiscope/shard_strategy.h>

#include <QLocale>
#include <QString>

#include <cstdint>

namespace partiscope::ui {

// The texts core writes in English for the CLI and the reports, worded again through Qt's translation system for
// the window: the English of each is exactly core's (tests/app/util/test_core_text.cpp compares them), so a
// translation says the same thing. Numbers are in the default QLocale's format.

/// kModelNote: placement is a model, DynamoDB's real hash is undocumented.
QString modelNoteText();
/// @p value with @p decimals decimals in @p locale's format, rounded as core's fixedPoint() rounds: an exact tie
/// such as 2.625 is "2.62" there (the binary value, to even) where QLocale::toString makes it "2.63"; the window's
/// figures must read as the CLI's and the report's.
QString localizedFixed(double value, int decimals, const QLocale& locale = QLocale());
/// hotFactorText(): "6.05× over 8 buckets".
QString localizedHotFactor(double factor, std::uint32_t cells, CellKind kind);
QString localizedHotFactor(const DistributionAnalysis& analysis);
/// ShardStrategy::describe(): what the strategy does and what reads cost.
QString strategyDescriptionText(const ShardStrategy& strategy);
/// evenSpreadNote(): keys without source values are spread evenly; empty when the strategy needs none.
QString evenSpreadNoteText(const ShardStrategy& strategy);
/// severityName(): "critical", "warning", "info".
QString severityText(Severity severity);
/// durationText(): "1 hour (3,600 s)", "1.5 days (129,600 s)", "45 s".
QString localizedDurationText(std::uint64_t seconds);
/// groupedCount() in the default QLocale's format: "19,996" in English, "19.996" in German.
QString localizedCount(std::uint64_t count);
/// groupedNumber() in the default QLocale's format: at most two decimals, none past 100, no trailing zeros
/// ("1,234", "12.5", "0.33"; "12,5" in German); "n/a" when not finite.
QString localizedNumber(double value);

} // namespace partiscope::ui
