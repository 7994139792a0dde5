#include "file_line_ranges.h"

#include "fresh_memory.h"
#include "partiscope/os_error.h"

#include "partiscope/key_input.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace partiscope::detail {

namespace {

/// Bytes read past a range's nominal end at once: enough for the line that crosses it, unless it is very long.
constexpr std::size_t kLookAhead = 4096;

} // namespace

bool FileLineRange::fill(const FileRangeCuts& cuts, std::size_t bytes, std::string& error) {
    const std::uint64_t available = cuts.dataEnd - m_windowBegin;
    bytes = static_cast<std::size_t>(std::min<std::uint64_t>(bytes, available));
    if (bytes > m_buffer.size()) {
        // Long lines double the window: a line of n bytes costs O(n) copies in all, not O(n^2 / window).
        const std::size_t size = std::max(bytes, 2 * m_buffer.size());
        if (m_buffer.empty()) {
            m_buffer.reserve(size);
            prepareFreshMemory(m_buffer.data(), size, size); // before resize() writes it page by page
        }
        m_buffer.resize(size);
    }
    while (m_filled < bytes) {
        const ssize_t got = ::pread(cuts.fd, m_buffer.data() + m_filled, bytes - m_filled,
                                    static_cast<off_t>(m_windowBegin + m_filled));
        if (got < 0) {
            if (errno == EINTR) {
                continue;
            }
            error = std::string("read error: ") + osErrorText(errno);
            return false;
        }
        if (got == 0) {
            break; // the file shrank while it was read: its data ends here
        }
        m_filled += static_cast<std::size_t>(got);
    }
    return true;
}

std::size_t FileLineRange::lineStartAfter(const FileRangeCuts& cuts, std::size_t from, std::string& error) {
    const std::size_t start = from;
    for (;;) {
        if (from < m_filled) {
            const void* newline = std::memchr(m_buffer.data() + from, '\n', m_filled - from);
            if (newline != nullptr) {
                return static_cast<std::size_t>(static_cast<const char*>(newline) - m_buffer.data()) + 1;
            }
        }
        const std::size_t searched = std::max(from, m_filled);
        if (searched - start > kMaxKeyLineBytes) {
            // No line end this far on: a binary or sparse file, which every range would otherwise scan to its end.
            error = kKeyLineTooLong;
            return std::string::npos;
        }
        if (!fill(cuts, std::max(2 * m_filled, m_filled + kLookAhead), error)) {
            return std::string::npos;
        }
        if (m_filled <= searched) {
            return m_filled; // no '\n' up to the end of the data
        }
        from = searched;
    }
}

bool FileLineRange::read(const FileRangeCuts& cuts, std::uint64_t k, std::string& error) {
    m_begin = m_end = m_filled = 0;
    const std::uint64_t cut = cuts.dataBegin + k * cuts.rangeBytes;
    if (cut >= cuts.dataEnd) {
        return true;
    }
    const std::uint64_t nextCut = std::min(cuts.dataEnd, cut + cuts.rangeBytes);
    // A cut is a line start when the byte before it is a '\n': the window starts one byte early to see it.
    m_windowBegin = cut == cuts.dataBegin ? cut : cut - 1;
    if (!fill(cuts, static_cast<std::size_t>(nextCut - m_windowBegin) + kLookAhead, error)) {
        return false;
    }
    m_begin = cut == cuts.dataBegin ? 0 : lineStartAfter(cuts, 0, error);
    if (m_begin == std::string::npos) {
        return false;
    }
    const std::size_t nextCutAt = static_cast<std::size_t>(nextCut - m_windowBegin);
    if (nextCut == cuts.dataEnd) {
        m_end = m_filled; // the last range: to the end of the data
    } else {
        // When a line crosses both cuts, this finds the '\n' that m_begin follows: the range is empty.
        m_end = lineStartAfter(cuts, nextCutAt - 1, error);
        if (m_end == std::string::npos) {
            return false;
        }
    }
    return true;
}

} // namespace partiscope::detail
