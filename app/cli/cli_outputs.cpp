#include "cli_outputs.h"

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

Interrupted interruptedWriting(const OutputFile& file, const std::string& where) {
    Interrupted stop{where};
    if (file.writesThrough()) {
        stop.outcome = "part of it was written to '" + file.target() + "'";
    }
    return stop;
}

void failOutputFile(const OutputFile& file, const CliContext& context, const std::string& where) {
    if (file.errorNumber() == EINTR && interrupted(context)) {
        throw interruptedWriting(file, where);
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
