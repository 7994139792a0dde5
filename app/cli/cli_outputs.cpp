#include "cli_outputs.h"

#include "flag_set.h"
#include "simulate_command.h"

#include <cerrno>

namespace partiscope::cli {

void openOutputFile(OutputFile& file, const std::string& path, const CliContext& context) {
    if (!file.open(path, context.interrupted)) {
        if (interrupted(context)) {
            throw Interrupted{"while opening '" + path + "'"};
        }
        throw InputError{file.error()};
    }
}

void failOutputFile(const OutputFile& file, const CliContext& context, const std::string& where) {
    if (file.errorNumber() == EINTR && interrupted(context)) {
        throw Interrupted{where};
    }
    throw OutputError{file.error()};
}

void commitOutputFile(OutputFile& file, const CliContext& context) {
    if (!file.commit()) {
        failOutputFile(file, context, "while writing '" + file.target() + "'");
    }
}

void writeOutputFile(const std::string& path, std::string_view bytes, const CliContext& context) {
    OutputFile file;
    openOutputFile(file, path, context);
    if (!file.write(bytes)) {
        failOutputFile(file, context, "while writing '" + path + "'");
    }
    commitOutputFile(file, context);
}

} // namespace partiscope::cli
