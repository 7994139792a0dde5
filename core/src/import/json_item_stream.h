#pragma once

#include "byte_source.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace partiscope::import_detail {

/// Splits a stream of top-level JSON objects into the items they hold, without parsing the items: the DynamoDB JSON
/// files (`aws dynamodb scan --output json` pages, whose `Items` array holds the items, concatenated or not, and S3
/// export data lines `{"Item": {...}}`). It tracks strings, escapes and nesting only, reads @p chunkBytes at a time
/// and keeps only the item being cut out, so memory follows the largest item, not the file. Every item is handed
/// over in place, inside the read buffer, with simdjson's padding readable after it.
class JsonItemStream {
public:
    enum class Event {
        DocumentStart, ///< a top-level object begins
        Item,          ///< an element of its "Items" array or the value of its "Item" member
        Member,        ///< any other member (its text when its name is in Options::capturedMembers)
        DocumentEnd,   ///< the top-level object ends
        End,           ///< the input ends after a whole object (or is empty)
        Error,         ///< error(): the JSON around the items is broken, or the input cannot be read
        Cancelled,     ///< the chunk callback said stop
    };

    struct Options {
        std::size_t chunkBytes = std::size_t{2} << 20;
        /// Members whose text Member events carry (e.g. Count); others are skipped unread.
        std::vector<std::string> capturedMembers;
        std::size_t maxCapturedBytes = std::size_t{1} << 20;
        /// Longest item text accepted: a DynamoDB item is at most 400 KB, its JSON (base64, escapes) a few times that.
        std::size_t maxItemBytes = std::size_t{64} << 20;
    };

    /// @p onChunk is called after every read with the input bytes consumed so far (compressed bytes for gzip);
    /// returning false cancels.
    JsonItemStream(ByteSource& source, Options options, std::function<bool(std::uint64_t)> onChunk = {});

    Event next();

    /// The current Item's or Member's text (valid until the next call to next()); for an Item, itemCapacity() bytes
    /// from text().data() are readable (at least text().size() + SIMDJSON_PADDING).
    [[nodiscard]] std::string_view text() const noexcept;
    [[nodiscard]] std::size_t itemCapacity() const noexcept;
    /// Item: "Items" or "Item"; Member: the member's name (as written, without its quotes).
    [[nodiscard]] const std::string& memberName() const noexcept { return m_memberName; }
    /// Item from "Items": its index in the array.
    [[nodiscard]] std::size_t itemIndex() const noexcept { return m_itemIndex; }
    /// Member: whether text() holds its value (a captured name no longer than maxCapturedBytes).
    [[nodiscard]] bool captured() const noexcept { return m_captured; }
    /// The 1-based line where the current event starts (for Error: where the problem is).
    [[nodiscard]] std::uint64_t eventLine() const;
    [[nodiscard]] const std::string& error() const noexcept { return m_error; }
    /// Whether the Error is the input's (a read error, bad gzip) rather than the JSON's: it has no line.
    [[nodiscard]] bool inputFailed() const noexcept { return m_readFailed && !m_valueTooLong; }
    /// Whether the current top-level object has an "Items" array (empty or not) so far.
    [[nodiscard]] bool documentHasItemsArray() const noexcept { return m_itemsArray; }

private:
    enum class State { TopLevel, MemberKey, AfterMember, ItemsFirst, ItemsNext, Finished };

    bool more();
    int peekNonSpace();
    bool scanString();
    bool scanContainer();
    bool scanScalar();
    bool scanValue(bool keep);
    Event fail(std::string message);
    Event truncated();
    Event itemEvent(std::size_t start);
    [[nodiscard]] std::uint64_t lineAt(std::size_t position) const;
    [[nodiscard]] std::string describeChar(int c) const;

    ByteSource& m_source;
    Options m_options;
    std::function<bool(std::uint64_t)> m_onChunk;
    std::vector<char> m_buffer;
    std::size_t m_end = 0;  ///< valid bytes in m_buffer
    std::size_t m_pos = 0;  ///< the next byte to look at
    std::size_t m_mark = 0; ///< the first byte still needed (the start of the value being cut out)
    bool m_keepMark = false;
    std::uint64_t m_offsetOfBuffer = 0;       ///< stream offset of m_buffer[0]
    std::uint64_t m_lineOfBuffer = 1;         ///< line of m_buffer[0]
    mutable std::size_t m_lineCursor = 0;     ///< a position in m_buffer whose line is known ...
    mutable std::uint64_t m_lineAtCursor = 1; ///< ... this one
    bool m_inputEnded = false;
    bool m_readFailed = false;
    bool m_valueTooLong = false;
    bool m_cancelled = false;
    State m_state = State::TopLevel;
    std::string m_memberName;
    bool m_firstMember = true;
    bool m_itemsArray = false;
    std::size_t m_itemIndex = 0;
    bool m_captured = false;
    std::size_t m_eventStart = 0;
    std::size_t m_eventEnd = 0;
    std::string m_error;
};

} // namespace partiscope::import_detail
