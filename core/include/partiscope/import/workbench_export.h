#pragma once

#include "partiscope/scenario.h"

#include <cstddef>
#include <string>
#include <string_view>

/// @brief A scenario written as a NoSQL Workbench data model (Version 3.0, the shape Workbench exports and imports:
/// DG "Exporting a data model" / "Importing an existing data model").
namespace partiscope {

/// The most sample items an exported model's TableData holds.
inline constexpr std::size_t kWorkbenchSampleItems = 100;

/// @brief The model of @p scenario's table: TableName, key schema, GSIs (key schema, projection), billing mode and
/// provisioned capacity, and as TableData up to kWorkbenchSampleItems sample items: the hottest keys first, each
/// under every physical key the strategy writes it to (one item per physical key), carrying the hottest index keys
/// (under each index's strategy) in turn. LSIs, on-demand maxima and the workload's rates are not part of a model.
/// @p dateText fills ModelMetadata's DateCreated and DateLastModified (Workbench writes "Nov 30, 2026, 10:05 PM").
std::string scenarioToWorkbenchModel(const Scenario& scenario, std::string_view dateText);

/// @brief The same, dated now (UTC).
std::string scenarioToWorkbenchModel(const Scenario& scenario);

} // namespace partiscope
