#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

/// @brief Reading and writing the files users name, with messages that say what went wrong.
namespace partiscope {

/// @brief Opens @p path read-only. On failure returns -1 and sets @p error to "'X' is a directory" or
/// "cannot open 'X': <the OS reason>" (e.g. "Permission denied").
int openForReading(const std::string& path, std::string& error);

/// @brief One read(2) of up to @p size bytes into @p into, retried when a signal interrupts it. Returns the
/// bytes read, 0 at the end; on a read error -1 with @p error "read error: <the OS reason>".
std::ptrdiff_t readSome(int fd, char* into, std::size_t size, std::string& error);

/// @brief Reads everything from @p fd (a file, pipe or terminal); false with @p error on a read error.
bool readAllFromFd(int fd, std::string& text, std::string& error);
/// @brief Reads the whole file @p path (no special meaning for "-"); errors as openForReading().
bool readWholeFile(const std::string& path, std::string& text, std::string& error);

/// @brief Why @p path cannot be written, for an open that failed with errno @p osError:
/// "'X' is a directory" or "cannot write 'X': <the OS reason>".
std::string writeProblem(const std::string& path, int osError);

/// @brief Prefixes @p error with the file it is about: "FILE:3:5: ..." when the error starts with
/// LINE:COLUMN, "FILE: ..." otherwise.
std::string inFile(const std::string& file, const std::string& error);

/// @brief Parses JSON text, refusing what nlohmann would let pass silently: an object member given
/// twice (the last one would win), and nesting deeper than limits::kMaxJsonDepth (see jsonNestingProblem).
/// Errors are "LINE:COLUMN: JSON syntax error: ..." or "<json path>: ..." (e.g. "/table/rcu: given twice
/// in the same object").
bool parseJsonStrictly(std::string_view text, nlohmann::ordered_json& out, std::string& error);

} // namespace partiscope
