#pragma once

#include "cli.h"
#include "flag_set.h"

#include "partiscope/output_file.h"

#include <string>
#include <string_view>

/// The output files the commands write (--out, --out-dir, --csv), all through core's OutputFile: a regular file is
/// replaced whole or not at all, a device or FIFO is written through, a symbolic link's target is written.
namespace partiscope::cli {

/// Opens @p file for the output @p path. Throws InputError when it cannot be written at all (a directory, a
/// missing folder, a FIFO nobody reads: exit 2, as for an input that cannot be read).
void openOutputFile(OutputFile& file, const std::string& path, const CliContext& context);

/// Commits @p file; throws as failOutputFile() when that fails.
void commitOutputFile(OutputFile& file, const CliContext& context);

/// Throws for a write to @p file that failed: Interrupted (@p where) when SIGINT or SIGTERM stopped a write
/// waiting on a slow reader, else OutputError naming the file and the system's reason (exit 4).
[[noreturn]] void failOutputFile(const OutputFile& file, const CliContext& context, const std::string& where);

/// Interrupted (@p where) while @p file was being written: "nothing written", unless a device or FIFO was already
/// sent part of it.
Interrupted interruptedWriting(const OutputFile& file, const std::string& where);

/// Writes all of @p bytes as the output file @p path: openOutputFile(), a write and commitOutputFile().
void writeOutputFile(const std::string& path, std::string_view bytes, const CliContext& context);

} // namespace partiscope::cli
