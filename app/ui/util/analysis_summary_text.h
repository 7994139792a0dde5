#pragma once

#include <partiscope/analysis.h>

#include <QString>

#include <cstdint>

namespace partiscope::ui {

// Every number the UI shows goes through these, so the heat map, tooltips and statistics line agree.

/// A count in the user's locale, with digit grouping ("6,950").
QString countText(std::uint64_t count);
/// "1 write", "2 writes": the count as countText(), the noun plural unless the count is exactly one.
QString countOfText(std::uint64_t count, const char* singular, const char* plural);
/// A duration with the exact seconds beside any larger unit, "31 days (2,678,400 s)" (core's durationText()).
QString durationText(std::uint64_t seconds);
/// A share 0..1 as a percentage with one decimal ("71.9 %").
QString shareText(double share);

/// "301 lines · 300 accepted · 1 rejected · 0 blank" and, on a second line, "41 distinct keys": the key
/// editor's line accounting (distinct: logical keys, before any strategy).
QString inputSummaryText(const InputCounts& counts, std::uint64_t distinctKeys);
/// The first rejected lines, one per line, for a tooltip; empty when nothing was rejected.
QString inputProblemsText(const DistributionAnalysis& analysis);
/// The one-line statistics summary under the heat map.
QString statisticsText(const DistributionAnalysis& analysis);
/// The note under the heat map: placement is a model (DynamoDB's hash is undocumented) and, when the heat map's
/// cells are not the table's partitions (other count, mod buckets, or keys the scenario pins to partitions),
/// why its hot factor can differ from the simulation's, the advisor's and the report's. @p index: the GSI whose
/// partitions @p tablePartitions counts ("the index ByStatus"); empty for the table.
QString heatmapModelNote(const DistributionAnalysis& shown, std::uint32_t tablePartitions, bool keysPinned,
                         const QString& index = {});

} // namespace partiscope::ui
