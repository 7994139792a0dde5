#pragma once

#include "cli.h"

#include "partiscope/cost_model.h"

#include <iosfwd>
#include <string>
#include <vector>

/// `partiscope-cli compare`: candidate designs side by side (core's design comparison), from several scenario files
/// or from one file's candidates.
namespace partiscope::cli {

/// Runs `compare` with @p args (args[0] is "compare"); throws UsageError, InputError, OutputError or Interrupted
/// (flag_set.h) like the other commands.
class FlagSet;

/// The prices `--prices FILE` names (its line errors thrown as InputError), or the shipped ones: `compare` and
/// `report` price designs alike.
PriceTable pricesFromFlags(const FlagSet& flags);

int runCompare(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
               const CliContext& context);

} // namespace partiscope::cli
