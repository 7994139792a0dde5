#pragma once

#include "cli.h"

#include <iosfwd>
#include <string>
#include <vector>

/// `partiscope-cli import`: a table's own files (scan output, S3 exports, Workbench models, Contributor Insights
/// reports, access logs) turned into a scenario file.
namespace partiscope::cli {

/// Runs `import` with @p args (args[0] is "import"); throws UsageError, InputError, OutputError or Interrupted
/// (flag_set.h) like the other commands.
int runImport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const CliContext& context);

} // namespace partiscope::cli
