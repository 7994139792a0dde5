#pragma once

#include "cli.h"

#include <iosfwd>
#include <string>
#include <vector>

/// `partiscope-cli export --to workbench`: a scenario written in another tool's format.
namespace partiscope::cli {

/// Runs `export` with @p args (args[0] is "export"); throws UsageError, InputError or OutputError (flag_set.h).
int runExport(const std::vector<std::string>& args, int stdinFd, std::ostream& out, const CliContext& context);

} // namespace partiscope::cli
