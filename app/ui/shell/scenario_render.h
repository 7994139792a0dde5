#pragma once

#include <partiscope/scenario.h>

#include <QString>
#include <QStringList>

namespace partiscope::ui {

/// What `partiscope --render` writes into its output directory.
inline constexpr const char* kRenderedHeatmap = "heatmap.png";
inline constexpr const char* kRenderedTimeline = "timeline.png";
inline constexpr const char* kRenderedPartitionTime = "partition-time.png";
inline constexpr const char* kRenderedQueries = "queries.txt";

/// Analyses @p scenario's keys, simulates the whole run, and writes the heat map, the throttle timeline,
/// the partition x time heat map and the per-shard `aws dynamodb query` commands of every access pattern (core's
/// accessPatternsText(); without patterns, a line saying so and the hottest key's commands) into
/// @p outDir (created when missing). Needs a QApplication; renders offscreen-safe. On error returns false
/// and sets @p error; @p written lists the files written, in order.
bool renderScenario(const Scenario& scenario, const QString& outDir, QStringList& written, QString& error);

} // namespace partiscope::ui
