#include "export_command.h"

#include "cli.h"
#include "cli_inputs.h"
#include "cli_outputs.h"
#include "flag_set.h"

#include "partiscope/import/workbench_export.h"

#include <ostream>

namespace partiscope::cli {

int runExport(const std::vector<std::string>& args, int stdinFd, std::ostream& out, const CliContext& context) {
    const FlagSet flags(args, 1, {"to", "scenario", "out"});
    const auto to = flags.get("to");
    const auto path = flags.get("scenario");
    const auto outPath = flags.get("out");
    if (!to || !path || !outPath) {
        throw UsageError{"export needs --to workbench, --scenario FILE and --out FILE (- for standard output)"};
    }
    if (*to != "workbench") {
        throw UsageError{"--to must be workbench, got '" + *to + "'"};
    }
    const std::string model = scenarioToWorkbenchModel(loadScenarioOrThrow(*path, stdinFd));
    if (*outPath == "-") {
        out << model;
        return kExitOk;
    }
    writeOutputFile(*outPath, model, context);
    out << "wrote " << *outPath << " (NoSQL Workbench model, " << model.size() << " bytes)\n";
    return kExitOk;
}

} // namespace partiscope::cli
