#pragma once

#include "cli.h"

#include <iosfwd>
#include <string>
#include <vector>

/// `partiscope-cli simulate`: the one long-running command, with its progress line, its clean stop on
/// SIGINT/SIGTERM and its CSV stream.
namespace partiscope::cli {

/// True once the run was asked to stop (Ctrl+C or SIGTERM, see CliContext::interrupted).
bool interrupted(const CliContext& context);

/// Runs `simulate` with @p args (args[0] is "simulate"); throws UsageError, InputError, OutputError or
/// Interrupted (flag_set.h) like the other commands.
int runSimulate(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
                const CliContext& context);

} // namespace partiscope::cli
