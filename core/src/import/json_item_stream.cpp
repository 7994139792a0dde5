#include "json_item_stream.h"

#include "dynamodb_item_reader.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>

namespace partiscope::import_detail {

namespace {

enum CharClass : std::uint8_t { kPlain = 0, kQuote, kBackslash, kOpen, kClose };

constexpr std::array<std::uint8_t, 256> makeClasses() {
    std::array<std::uint8_t, 256> classes{};
    classes['"'] = kQuote;
    classes['\\'] = kBackslash;
    classes['{'] = kOpen;
    classes['['] = kOpen;
    classes['}'] = kClose;
    classes[']'] = kClose;
    return classes;
}
constexpr auto kClasses = makeClasses();

/// The '\n' bytes in [begin, end), eight at a time: a byte of w ^ 0x0A.. is zero exactly where w holds '\n'.
std::uint64_t countNewlines(const char* begin, const char* end) {
    constexpr std::uint64_t kNewlines = 0x0A0A0A0A0A0A0A0Aull;
    constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
    std::uint64_t count = 0;
    for (; end - begin >= 8; begin += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, begin, 8);
        const std::uint64_t x = word ^ kNewlines;
        count += static_cast<std::uint64_t>(__builtin_popcountll(~(((x & kLow7) + kLow7) | x | kLow7)));
    }
    for (; begin < end; ++begin) {
        count += *begin == '\n' ? 1 : 0;
    }
    return count;
}

bool isSpace(int c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

} // namespace

JsonItemStream::JsonItemStream(ByteSource& source, Options options, std::function<bool(std::uint64_t)> onChunk)
    : m_source(source), m_options(std::move(options)), m_onChunk(std::move(onChunk)) {
    m_options.chunkBytes = std::max<std::size_t>(1, m_options.chunkBytes);
    m_buffer.resize(m_options.chunkBytes + itemPaddingBytes());
}

std::string_view JsonItemStream::text() const noexcept {
    return {m_buffer.data() + m_eventStart, m_eventEnd - m_eventStart};
}

std::size_t JsonItemStream::itemCapacity() const noexcept {
    return m_buffer.size() - m_eventStart;
}

std::uint64_t JsonItemStream::lineAt(std::size_t position) const {
    // Lines are counted on demand from the last position asked for, so asking for each item's line costs the bytes
    // in between, not the buffer from its start.
    position = std::min(position, m_end);
    if (position < m_lineCursor) {
        m_lineCursor = 0;
        m_lineAtCursor = m_lineOfBuffer;
    }
    m_lineAtCursor += countNewlines(m_buffer.data() + m_lineCursor, m_buffer.data() + position);
    m_lineCursor = position;
    return m_lineAtCursor;
}

std::uint64_t JsonItemStream::eventLine() const {
    return lineAt(m_eventStart);
}

bool JsonItemStream::more() {
    if (m_inputEnded || m_readFailed || m_cancelled) {
        return false;
    }
    // Drop what is no longer needed; its newlines move into the line of the buffer's first byte.
    const std::size_t keepFrom = m_keepMark ? m_mark : m_pos;
    if (keepFrom > 0) {
        m_lineOfBuffer = lineAt(keepFrom);
        m_lineCursor = 0;
        m_lineAtCursor = m_lineOfBuffer;
        std::memmove(m_buffer.data(), m_buffer.data() + keepFrom, m_end - keepFrom);
        m_end -= keepFrom;
        m_pos -= keepFrom;
        m_mark = m_keepMark ? m_mark - keepFrom : m_pos;
        m_offsetOfBuffer += keepFrom;
    }
    const std::size_t padding = itemPaddingBytes();
    if (m_buffer.size() - padding - m_end < std::max<std::size_t>(1, m_options.chunkBytes / 2)) {
        if (m_end > m_options.maxItemBytes) {
            m_readFailed = true;
            m_valueTooLong = true;
            m_error = "a value longer than " + std::to_string(m_options.maxItemBytes >> 20) +
                      " MB (a DynamoDB item is at most 400 KB): not DynamoDB JSON";
            return false;
        }
        m_buffer.resize(m_end + m_options.chunkBytes + padding);
    }
    const std::ptrdiff_t n = m_source.read(m_buffer.data() + m_end, m_buffer.size() - padding - m_end, m_error);
    if (n < 0) {
        m_readFailed = true;
        return false;
    }
    if (m_onChunk && !m_onChunk(m_source.inputBytesConsumed())) {
        m_cancelled = true;
        return false;
    }
    if (n == 0) {
        m_inputEnded = true;
        return false;
    }
    m_end += static_cast<std::size_t>(n);
    return true;
}

int JsonItemStream::peekNonSpace() {
    for (;;) {
        while (m_pos < m_end) {
            const auto c = static_cast<unsigned char>(m_buffer[m_pos]);
            if (!isSpace(c)) {
                // A UTF-8 byte order mark at the very start of the input is not content.
                if (c == 0xEF && m_offsetOfBuffer + m_pos == 0) {
                    if (m_end - m_pos < 3 && !m_inputEnded) {
                        m_keepMark = true;
                        m_mark = m_pos;
                        const bool got = more();
                        m_keepMark = false;
                        if (got) {
                            continue;
                        }
                    }
                    if (m_end - m_pos >= 3 && std::memcmp(m_buffer.data() + m_pos, "\xEF\xBB\xBF", 3) == 0) {
                        m_pos += 3;
                        continue;
                    }
                }
                return c;
            }
            ++m_pos;
        }
        if (!more()) {
            return -1;
        }
    }
}

bool JsonItemStream::scanString() {
    ++m_pos; // the opening quote
    bool escaped = false;
    for (;;) {
        const char* data = m_buffer.data();
        std::size_t i = m_pos;
        if (escaped && i < m_end) {
            ++i;
            escaped = false;
        }
        while (i < m_end) {
            const char c = data[i++];
            if (c == '"') {
                m_pos = i;
                return true;
            }
            if (c == '\\') {
                if (i == m_end) {
                    escaped = true;
                    break;
                }
                ++i;
            }
        }
        m_pos = i;
        if (!more()) {
            return false;
        }
    }
}

bool JsonItemStream::scanContainer() {
    std::size_t depth = 0;
    bool inString = false;
    bool escaped = false;
    for (;;) {
        const char* data = m_buffer.data();
        std::size_t i = m_pos;
        const std::size_t end = m_end;
        if (escaped && i < end) {
            ++i;
            escaped = false;
        }
        while (i < end) {
            const std::uint8_t kind = kClasses[static_cast<unsigned char>(data[i++])];
            if (kind == kPlain) {
                continue;
            }
            if (inString) {
                if (kind == kQuote) {
                    inString = false;
                } else if (kind == kBackslash) {
                    if (i == end) {
                        escaped = true;
                        break;
                    }
                    ++i;
                }
            } else if (kind == kQuote) {
                inString = true;
            } else if (kind == kOpen) {
                ++depth;
            } else if (kind == kClose && --depth == 0) {
                m_pos = i;
                return true;
            }
        }
        m_pos = i;
        if (!more()) {
            return false;
        }
    }
}

bool JsonItemStream::scanScalar() {
    for (;;) {
        while (m_pos < m_end) {
            const char c = m_buffer[m_pos];
            if (c == ',' || c == '}' || c == ']' || isSpace(c)) {
                return true;
            }
            ++m_pos;
        }
        if (!more()) {
            // A scalar may end with the input; what follows (nothing) is then reported by the caller.
            return !m_readFailed && !m_cancelled;
        }
    }
}

/// Advances over the value starting at m_pos. With @p keep, the buffer keeps it whole (m_mark at its start).
bool JsonItemStream::scanValue(bool keep) {
    m_keepMark = keep;
    m_mark = m_pos;
    const char c = m_buffer[m_pos];
    const bool ok = c == '"' ? scanString() : (c == '{' || c == '[') ? scanContainer() : scanScalar();
    m_keepMark = false;
    return ok;
}

std::string JsonItemStream::describeChar(int c) const {
    if (c < 0) {
        return "the end of the file";
    }
    if (c >= 0x20 && c < 0x7f) {
        return std::string("'") + static_cast<char>(c) + "'";
    }
    char hex[16];
    std::snprintf(hex, sizeof hex, "byte 0x%02X", static_cast<unsigned>(c));
    return hex;
}

JsonItemStream::Event JsonItemStream::fail(std::string message) {
    m_state = State::Finished;
    m_eventStart = m_eventEnd = std::min(m_pos, m_end);
    m_error = std::move(message);
    return Event::Error;
}

JsonItemStream::Event JsonItemStream::truncated() {
    if (m_cancelled) {
        m_state = State::Finished;
        return Event::Cancelled;
    }
    if (m_readFailed) {
        return fail(m_error);
    }
    return fail("the file ends inside a JSON object (truncated file?)");
}

JsonItemStream::Event JsonItemStream::itemEvent(std::size_t start) {
    m_eventStart = start;
    m_eventEnd = m_pos;
    return Event::Item;
}

JsonItemStream::Event JsonItemStream::next() {
    for (;;) {
        switch (m_state) {
        case State::Finished:
            return m_cancelled ? Event::Cancelled : m_error.empty() ? Event::End : Event::Error;
        case State::TopLevel: {
            const int c = peekNonSpace();
            if (c < 0) {
                if (m_cancelled || m_readFailed) {
                    return truncated();
                }
                m_state = State::Finished;
                return Event::End;
            }
            if (c != '{') {
                return fail("expected a JSON object (a scan page or an export line), got " + describeChar(c));
            }
            m_eventStart = m_eventEnd = m_pos;
            ++m_pos;
            m_state = State::MemberKey;
            m_firstMember = true;
            m_itemsArray = false;
            return Event::DocumentStart;
        }
        case State::MemberKey: {
            const int c = peekNonSpace();
            if (c == '}' && m_firstMember) { // an empty object
                m_eventStart = m_eventEnd = m_pos++;
                m_state = State::TopLevel;
                return Event::DocumentEnd;
            }
            if (c != '"') {
                return c < 0 ? truncated() : fail("expected a member name in quotes, got " + describeChar(c));
            }
            if (!scanValue(true)) {
                return truncated();
            }
            m_memberName.assign(m_buffer.data() + m_mark + 1, m_pos - m_mark - 2);
            m_firstMember = false;
            const int colon = peekNonSpace();
            if (colon != ':') {
                return colon < 0 ? truncated() : fail("expected ':' after a member name, got " + describeChar(colon));
            }
            ++m_pos;
            const int v = peekNonSpace();
            if (v < 0) {
                return truncated();
            }
            if (v == ',' || v == '}' || v == ']' || v == ':') {
                return fail("expected a value, got " + describeChar(v));
            }
            const std::size_t start = m_pos;
            if (m_memberName == "Items" && v == '[') {
                ++m_pos;
                m_itemIndex = 0;
                m_itemsArray = true;
                m_state = State::ItemsFirst;
                continue;
            }
            m_state = State::AfterMember;
            if (m_memberName == "Item") {
                if (!scanValue(true)) {
                    return truncated();
                }
                m_itemIndex = 0;
                return itemEvent(m_mark);
            }
            const auto& names = m_options.capturedMembers;
            const bool wanted = std::find(names.begin(), names.end(), m_memberName) != names.end();
            if (!scanValue(wanted)) {
                return truncated();
            }
            m_captured = wanted && m_pos - m_mark <= m_options.maxCapturedBytes;
            m_eventStart = wanted ? m_mark : start;
            m_eventEnd = m_captured ? m_pos : m_eventStart;
            if (!wanted) {
                m_eventStart = m_eventEnd = m_pos;
            }
            return Event::Member;
        }
        case State::AfterMember: {
            const int c = peekNonSpace();
            if (c == ',') {
                ++m_pos;
                m_state = State::MemberKey;
                continue;
            }
            if (c == '}') {
                m_eventStart = m_eventEnd = m_pos++;
                m_state = State::TopLevel;
                return Event::DocumentEnd;
            }
            return c < 0 ? truncated() : fail("expected ',' or '}' after a member, got " + describeChar(c));
        }
        case State::ItemsFirst:
        case State::ItemsNext: {
            int c = peekNonSpace();
            if (c == ']') {
                ++m_pos;
                m_state = State::AfterMember;
                continue;
            }
            if (m_state == State::ItemsNext) {
                if (c != ',') {
                    return c < 0 ? truncated() : fail("expected ',' or ']' between items, got " + describeChar(c));
                }
                ++m_pos;
                c = peekNonSpace();
                ++m_itemIndex;
            }
            if (c < 0) {
                return truncated();
            }
            if (c == ',' || c == ']' || c == '}' || c == ':') {
                return fail("expected an item, got " + describeChar(c));
            }
            m_state = State::ItemsNext;
            if (!scanValue(true)) {
                return truncated();
            }
            m_memberName = "Items";
            return itemEvent(m_mark);
        }
        }
    }
}

} // namespace partiscope::import_detail
