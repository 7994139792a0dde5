#pragma once

#include "partiscope/advisor.h"
#include "partiscope/design_comparison.h"
#include "partiscope/key_condition.h"

#include <atomic>
#include <optional>
#include <string>

namespace partiscope {

enum class ReportFormat { Html, Markdown };

/// @brief The design-review report of an analysed scenario: summary, distribution statistics, heat
/// map, throttle timeline, advisor findings, the strategy's read cost and the per-shard queries; with @p candidates
/// (the document's candidate designs compared) also a "Candidate designs" section after the summary: the comparison
/// table, the throttling reasons, which design the findings favour and why, and small multiples of each design's
/// partitions on one absolute scale (their timelines need TimelineDetail::Partitions for the partition x time maps).
/// HTML is one self-contained file (inline SVG and CSS, no external resource); Markdown embeds the
/// same SVGs as data: images and repeats the numbers as text.
std::string designReport(const ScenarioAnalysis& analysis, ReportFormat format,
                         const DesignComparison* candidates = nullptr);

/// @brief The report of @p analysis as `report` and the app's *Export report…* write it: a document with candidates
/// gets them compared (at @p prices, with the partition maps the small multiples draw). nullopt with @p error
/// ("<design>: <problem>", or "cancelled" when @p cancel was set) when a candidate cannot be analysed.
std::optional<std::string> documentReport(const ScenarioAnalysis& analysis, ReportFormat format,
                                          const PriceTable& prices, std::string& error,
                                          const std::atomic<bool>* cancel = nullptr);

/// @brief Writes per partition as an SVG bar chart coloured with viridis, with a numbered legend.
std::string bucketChartSvg(const DistributionAnalysis& distribution);

/// @brief Throttled WCU/s and RCU/s over the run as an SVG line chart (peaks preserved).
std::string throttleTimelineSvg(const ThrottleTimeline& timeline, std::uint64_t durationS);

/// @brief The table name used for a scenario's queries, in the report and the GUI: its name, trimmed, with
/// each character DynamoDB does not allow turned into one '-', cut to 255, or "Table" when fewer than 3 remain.
std::string reportTableName(const Scenario& scenario);

} // namespace partiscope
