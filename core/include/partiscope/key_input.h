#pragma once

#include "partiscope/key_tally.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace partiscope {

/// @brief A problem found on one input line (1-based physical line number).
struct InputIssue {
    std::uint64_t line = 0;
    std::string message;

    bool operator==(const InputIssue&) const = default;
};

/// @brief Line accounting shared by every reader: lines_read == accepted + rejected + blank.
struct InputCounts {
    std::uint64_t linesRead = 0; ///< physical lines (key lists) or records (CSV, header excluded)
    std::uint64_t blank = 0;
    std::uint64_t accepted = 0;
    std::uint64_t rejected = 0;
    std::uint64_t warned = 0; ///< accepted lines that carried a warning
};

/// @brief Everything a key reader produces; an immutable value once returned.
struct KeyReadResult {
    KeyTally tally;
    InputCounts counts;
    std::vector<InputIssue> errors;   ///< first `maxReportedIssues` rejected lines, in line order
    std::vector<InputIssue> warnings; ///< first `maxReportedIssues` warnings, in line order
    std::string fatalError;           ///< set when the input could not be read at all (I/O error)
    std::uint64_t fatalLine = 0;      ///< the line the fatal error is about (the counts' total), or 0
};

/// @brief Extra per-item check a caller may add (e.g. a strategy that needs a numeric source, or a
/// suffix that would push the physical key over 2048 bytes). Gets the logical key and the source
/// value (the key itself for key lists). Returns an error message for items it cannot use.
/// Called from several threads at once: must be thread-safe.
using KeyAcceptor = std::function<std::optional<std::string>(std::string_view key, std::string_view source)>;

struct KeyReadOptions {
    unsigned threads = 0;                                  ///< 0 = std::thread::hardware_concurrency()
    std::size_t maxReportedIssues = 100;                   ///< per list (errors, warnings)
    std::size_t blockBytes = 4u << 20;                     ///< read granularity for streams (cache-sized)
    KeyAcceptor acceptor;                                  ///< optional
    std::function<void(std::uint64_t bytesDone)> progress; ///< called from the reading thread
    const std::atomic<bool>* cancel = nullptr;             ///< checked between blocks
};

/// @brief Longest key-list line read: a key is at most 2,048 bytes and its count 16 digits, so a long line that ends
/// is rejected as one line, and one that has not ended by this many bytes is no key list (/dev/zero, a binary file):
/// the read stops with kKeyLineTooLong instead of holding ever more of it.
inline constexpr std::size_t kMaxKeyLineBytes = std::size_t{64} << 20;
inline constexpr const char* kKeyLineTooLong =
    "a line longer than 64 MiB (a key-list line holds a key of at most 2,048 bytes and a count): not a key list";

/// @brief Parses a count field: decimal digits only, 1..2^53-1. Returns an error message otherwise.
std::optional<std::string> countProblem(std::string_view field, std::uint64_t& value);

/// @brief Reads a plain key list: one key per line, verbatim, optional `<TAB>count` after the last
/// TAB. CRLF and a leading UTF-8 BOM are accepted; empty lines are skipped (and counted). Lines with
/// leading/trailing whitespace are accepted with a warning.
KeyReadResult readKeyList(std::string_view text, const KeyReadOptions& options = {});
/// @brief Same, streaming from a file descriptor (file, pipe, stdin) in blocks; any size.
KeyReadResult readKeyListFd(int fd, const KeyReadOptions& options = {});
/// @brief Same, from a path; "-" means standard input.
KeyReadResult readKeyListFile(const std::string& path, const KeyReadOptions& options = {});

/// @brief How many times this process has parsed key text: every readKeyList(), readKeyListFd() and
/// readKeyListFile() call that reads, and every readCsvItems*() call, adds one (a file read counts once).
/// Process-wide and atomic, for tests: the app's tests prove with it that one edit parses its text once and
/// that opening a document, whose keys are already data, parses nothing.
std::uint64_t keyTextParses() noexcept;

/// @brief Runs @p readFd on the file at @p path ("-" means standard input) and closes it: the path form of
/// every streaming key reader. A file that cannot be opened is the result's fatal error.
KeyReadResult readKeysFromPath(const std::string& path, const std::function<KeyReadResult(int fd)>& readFd);

} // namespace partiscope
