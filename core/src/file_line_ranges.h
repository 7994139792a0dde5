#pragma once

// Internal to core's key-list reader (key_input.cpp): the line ranges of a regular file, each read by the thread
// that parses it. A pipe can only be read in order, by one thread, while the other waits; a file can be read
// anywhere at once, so each thread copies its own part of it out of the page cache.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace partiscope::detail {

/// @brief Where a file's lines are cut into ranges: range k holds the lines that start in
/// [dataBegin + k * rangeBytes, dataBegin + (k + 1) * rangeBytes). Every line is in exactly one range, whole,
/// and any thread finds a range's ends from the file alone: the first line start at or after each cut.
struct FileRangeCuts {
    int fd = -1;
    std::uint64_t dataBegin = 0; ///< file offset of the first line (after a byte-order mark)
    std::uint64_t dataEnd = 0;   ///< file size when the reading began: the end of the last line
    std::uint64_t rangeBytes = 1;

    [[nodiscard]] std::uint64_t rangeCount() const noexcept {
        return dataEnd > dataBegin ? (dataEnd - dataBegin + rangeBytes - 1) / rangeBytes : 0;
    }
};

/// @brief One thread's window on a file: reads range k of @ref FileRangeCuts with pread(), reusing its buffer.
class FileLineRange {
public:
    /// Reads range @p k: false (and @p error set) on a read error. A range past the end is empty.
    bool read(const FileRangeCuts& cuts, std::uint64_t k, std::string& error);
    /// The range's lines, valid until the next read(). The last line may lack its '\n' only at the end of the data.
    [[nodiscard]] std::string_view text() const noexcept { return {m_buffer.data() + m_begin, m_end - m_begin}; }

private:
    /// Reads until the window holds @p bytes (or the data ends). False on a read error.
    bool fill(const FileRangeCuts& cuts, std::size_t bytes, std::string& error);
    /// The window index just past the first '\n' at or after window index @p from, reading on as needed; the
    /// end of the data when no '\n' follows. std::string::npos on a read error.
    std::size_t lineStartAfter(const FileRangeCuts& cuts, std::size_t from, std::string& error);

    std::string m_buffer;            ///< the window: file bytes from m_windowBegin on
    std::uint64_t m_windowBegin = 0; ///< file offset of m_buffer[0]
    std::size_t m_filled = 0;        ///< bytes of m_buffer read
    std::size_t m_begin = 0;         ///< the range in the window
    std::size_t m_end = 0;
};

} // namespace partiscope::detail
