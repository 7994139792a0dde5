#pragma once

// A JSON document read in chunks of any size: its grammar is checked byte by byte (with the line of the first
// error), and the values at the paths the caller asks for are handed over whole, as text, for a real parser. What is
// not asked for is checked and dropped, so memory stays bounded by the largest value asked for, not by the file.

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace partiscope::import_detail {

/// One step of a JSON path: an object member's name (as written, escapes not decoded) or an array index.
using JsonPathStep = std::variant<std::string, std::uint64_t>;

/// "/DataModel/0/TableData/3" for the steps given.
std::string jsonPathText(const std::vector<JsonPathStep>& path);

class JsonStreamScanner {
public:
    /// Asked at the start of every value less than kMaxNamedDepth deep: keep its text whole?
    using WantValue = std::function<bool(const std::vector<JsonPathStep>& path, char firstByte)>;
    /// A value asked for, with the path and line it starts on; return false to stop (with @p error set).
    using TakeValue = std::function<bool(const std::vector<JsonPathStep>& path, std::string_view text,
                                         std::uint64_t line, std::string& error)>;

    /// Names are kept (and values offered) down to this depth; deeper values are only checked.
    static constexpr std::size_t kMaxNamedDepth = 4;
    /// Deeper nesting is refused (DynamoDB nests items 32 levels at most).
    static constexpr std::size_t kMaxDepth = 256;
    /// A value asked for may be this long at most (items are at most 400 KB of DynamoDB JSON; a document is any size).
    static constexpr std::size_t kMaxCapturedValueBytes = std::size_t{16} << 20;

    JsonStreamScanner(WantValue want, TakeValue take);

    /// Reads the next bytes. False on the first error; error() says "LINE: ..." or the taker's error.
    bool feed(std::string_view bytes);
    /// The end of the input: false when the document is incomplete.
    bool finish();

    [[nodiscard]] const std::string& error() const noexcept { return m_error; }
    [[nodiscard]] std::uint64_t line() const noexcept { return m_line; }

private:
    enum class Expect { Value, KeyOrEnd, Key, Colon, CommaOrEnd, ValueOrEnd, Done };
    struct Frame {
        bool isObject = false;
        Expect expect = Expect::Value;
        std::uint64_t index = 0; ///< arrays: the next element's index
    };

    bool startValue(char c);
    /// The value that ends before @p end (a position in the current chunk) is complete.
    bool endValue(std::size_t end);
    bool finishScalar(std::size_t end);
    bool fail(const std::string& message);
    [[nodiscard]] std::size_t depth() const noexcept { return m_frames.size(); }

    WantValue m_want;
    TakeValue m_take;
    std::vector<Frame> m_frames; ///< the open containers; m_frames.empty() at the root
    Expect m_rootExpect = Expect::Value;
    std::vector<JsonPathStep> m_path; ///< the path of the value being read (named depths only)

    bool m_inString = false;
    bool m_stringIsKey = false;
    bool m_escape = false;
    int m_hexLeft = 0;
    std::string m_key;       ///< the member name being read (named depths only)
    bool m_inScalar = false; ///< a number or literal
    std::string m_scalar;

    bool m_capturing = false;
    std::size_t m_captureDepth = 0; ///< depth() when the captured value started
    std::uint64_t m_captureLine = 0;
    std::vector<JsonPathStep> m_capturePath;
    std::string m_capture;
    const char* m_chunk = nullptr; ///< the bytes being fed
    std::size_t m_captureFrom = 0; ///< where the captured value's bytes start in m_chunk
    std::size_t m_position = 0;    ///< the byte being read in m_chunk

    std::uint64_t m_line = 1;
    std::string m_error;
    bool m_failed = false;
};

} // namespace partiscope::import_detail
