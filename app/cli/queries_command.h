#pragma once

#include "cli.h"

#include <iosfwd>
#include <string>
#include <vector>

/// `partiscope-cli queries`: the per-shard Query requests that read a key back, from flags (--table, --pk-name, ...)
/// or from a scenario's access pattern (--scenario FILE --pattern NAME).
namespace partiscope::cli {

/// Runs `queries` with @p args (args[0] is "queries"); throws UsageError, InputError or OutputError (flag_set.h)
/// like the other commands.
int runQueries(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
               const CliContext& context);

} // namespace partiscope::cli
