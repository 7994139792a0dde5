#pragma once

#include "partiscope/read_limit.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

/// @brief Reading and writing the files users name, with messages that say what went wrong.
namespace partiscope {

/// @brief Opens @p path read-only without waiting: a named pipe (FIFO) with no writer opens at once (and reads as
/// empty) instead of blocking the open. On failure returns -1 and sets @p error to "'X' is a directory" or
/// "cannot open 'X': <the OS reason>" (e.g. "Permission denied"); with FileKinds::RegularOnly also to
/// notRegularProblem().
int openForReading(const std::string& path, std::string& error, FileKinds kinds = FileKinds::Any);

/// @brief "'X' is a named pipe (FIFO), not a regular file" (or a character device, block device, socket) for a
/// path that exists and is not a regular file or a directory; nullopt otherwise (also when it does not exist:
/// opening it says so).
std::optional<std::string> notRegularProblem(const std::string& path);

/// @brief One read(2) of up to @p size bytes into @p into. A descriptor opened by openForReading() never blocks:
/// without data yet, it waits in slices of 100 ms, checking @p cancel between them; a signal that interrupts the
/// wait stops it when it set @p cancel (the command line's SIGINT/SIGTERM), or always without a @p cancel. Returns the
/// bytes read, 0 at the end; on a read error -1 with @p error "read error: <the OS reason>", cancelled -1 with @p error
/// "interrupted".
std::ptrdiff_t readSome(int fd, char* into, std::size_t size, std::string& error,
                        const std::atomic<bool>* cancel = nullptr);

/// @brief Reads everything from @p fd (a file, pipe, device or terminal), at most @p limit.maxBytes; false with
/// @p error on a read error, a cancel ("interrupted") or more bytes than the limit ("larger than the 64 MiB a
/// scenario file may hold"; the caller names the file).
bool readAllFromFd(int fd, std::string& text, std::string& error, const ReadLimit& limit,
                   const std::atomic<bool>* cancel = nullptr);
/// @brief Reads the whole file @p path (no special meaning for "-"), at most @p limit.maxBytes: a regular file is
/// refused by its size before a byte is read, anything else (a pipe, a device such as /dev/zero) once more than
/// the limit has arrived. Errors as openForReading() and readAllFromFd(), naming the file: "'X' is larger than
/// the 64 MiB a scenario file may hold".
bool readWholeFile(const std::string& path, std::string& text, std::string& error, const ReadLimit& limit,
                   const std::atomic<bool>* cancel = nullptr, FileKinds kinds = FileKinds::Any);

/// @brief Whether @p error is a read stopped by a cancel or a signal (readSome()'s "interrupted", perhaps after the
/// file's name), not a problem of the file.
bool isInterruption(std::string_view error) noexcept;

/// @brief "64 MiB", "1 MiB", "512 KiB" for a limit in messages and the README.
std::string byteLimitText(std::uint64_t bytes);

/// @brief Why @p path cannot be written, for an open that failed with errno @p osError:
/// "'X' is a directory" or "cannot write 'X': <the OS reason>".
std::string writeProblem(const std::string& path, int osError);

/// @brief Prefixes @p error with the file it is about: "FILE:3:5: ..." when the error starts with
/// LINE:COLUMN, "FILE: ..." otherwise.
std::string inFile(const std::string& file, const std::string& error);

/// The memory one parsed JSON document may take, estimated as it is read (16 bytes a value, 24 an array or object, 32
/// an object member's name, a string's characters past 15): a 256 MiB scenario of bare numbers would otherwise
/// take 2-3 GB. A scenario of kMaxKeys keys with every member set takes about 400 MiB.
inline constexpr std::uint64_t kMaxJsonDocumentBytes = std::uint64_t{1} << 30;

/// @brief Parses JSON text, refusing what nlohmann would let pass silently: an object member given
/// twice (the last one would win), nesting deeper than limits::kMaxJsonDepth (see jsonNestingProblem), and a
/// document larger in memory than kMaxJsonDocumentBytes (the error names the JSON path where it passed it).
/// Errors are "LINE:COLUMN: JSON syntax error: ..." or "<json path>: ..." (e.g. "/table/rcu: given twice
/// in the same object").
/// @p cancel, when set, stops the parse with @p error "interrupted".
/// @p maxDocumentBytes: the budget (tests pass a small one).
bool parseJsonStrictly(std::string_view text, nlohmann::ordered_json& out, std::string& error,
                       const std::atomic<bool>* cancel = nullptr,
                       std::uint64_t maxDocumentBytes = kMaxJsonDocumentBytes);

} // namespace partiscope
