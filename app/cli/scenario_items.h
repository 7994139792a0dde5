#pragma once

#include "cli.h"
#include "flag_set.h"

#include "partiscope/advisor.h"
#include "partiscope/scenario.h"

#include <string>

namespace partiscope::cli {

/// Repeatable: `--index-key NAME=TEMPLATE`, one per GSI.
inline constexpr const char* kIndexKeyFlag = "index-key";

/// `--items FILE.csv --pk TEMPLATE [--index-key NAME=TEMPLATE]...` with a scenario: the items' table keys
/// replace @p scenario's keys (or generator), and each named GSI's index keys are derived from the same items (core's
/// readCsvIndexKeys: an item whose template column is empty writes nothing to that index). Keys take the sort-key
/// shape the scenario's keys had; index keys that of the GSI's previous index keys (else random). A rejected row
/// is an InputError "FILE:LINE: ..." (all or nothing: a simulation of part of a file would mislead), as is a
/// result the scenario's rules refuse. Does nothing without --items.
void applyScenarioItems(const FlagSet& flags, Scenario& scenario, int stdinFd, const CliContext& context);

/// The scenario file @p path (with @p flags' items applied, see applyScenarioItems) analysed end to end: advise's
/// and report's input. InputError naming the file when it cannot be analysed.
ScenarioAnalysis analyseScenarioOrThrow(const std::string& path, int stdinFd, const FlagSet& flags,
                                        const CliContext& context);

} // namespace partiscope::cli
