#include "export_command.h"

#include "cli.h"
#include "cli_inputs.h"
#include "flag_set.h"

#include "partiscope/import/workbench_export.h"
#include "partiscope/input_files.h"

#include <cerrno>
#include <cstdio>
#include <fstream>
#include <ostream>

namespace partiscope::cli {

int runExport(const std::vector<std::string>& args, int stdinFd, std::ostream& out) {
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
    // Written whole to a file of its own: a failed write leaves no half model under the name asked for.
    const std::string partial = *outPath + ".partial";
    std::ofstream file(partial, std::ios::binary | std::ios::trunc);
    if (!file.is_open()) {
        throw InputError{writeProblem(*outPath, errno)}; // as report: a place that cannot be written is bad input
    }
    file << model;
    file.close();
    if (!file || std::rename(partial.c_str(), outPath->c_str()) != 0) {
        const int error = errno;
        std::remove(partial.c_str());
        throw OutputError{writeProblem(*outPath, error)};
    }
    out << "wrote " << *outPath << " (NoSQL Workbench model, " << model.size() << " bytes)\n";
    return kExitOk;
}

} // namespace partiscope::cli
