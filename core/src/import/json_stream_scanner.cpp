// The chunked JSON grammar check and value capture behind the importers of whole-document formats.
#include "json_stream_scanner.h"

#include <cctype>

namespace partiscope::import_detail {

namespace {

/// A number or literal longer than this is refused (no JSON number of any use is this long).
constexpr std::size_t kMaxScalarBytes = 4096;
/// A member name longer than this is refused: names are attribute and field names (DynamoDB's are at most 64 KB).
constexpr std::size_t kMaxMemberNameBytes = std::size_t{64} << 10;

bool isScalarByte(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '+' || c == '.';
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

/// RFC 8259's number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
bool isJsonNumber(std::string_view s) {
    std::size_t i = 0;
    if (i < s.size() && s[i] == '-') {
        ++i;
    }
    if (i >= s.size() || !isDigit(s[i])) {
        return false;
    }
    if (s[i] == '0') {
        ++i;
    } else {
        while (i < s.size() && isDigit(s[i])) {
            ++i;
        }
    }
    if (i < s.size() && s[i] == '.') {
        ++i;
        if (i >= s.size() || !isDigit(s[i])) {
            return false;
        }
        while (i < s.size() && isDigit(s[i])) {
            ++i;
        }
    }
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
            ++i;
        }
        if (i >= s.size() || !isDigit(s[i])) {
            return false;
        }
        while (i < s.size() && isDigit(s[i])) {
            ++i;
        }
    }
    return i == s.size();
}

} // namespace

std::string jsonPathText(const std::vector<JsonPathStep>& path) {
    std::string text;
    for (const auto& step : path) {
        text += '/';
        if (const auto* name = std::get_if<std::string>(&step)) {
            text += *name;
        } else {
            text += std::to_string(std::get<std::uint64_t>(step));
        }
    }
    return text;
}

JsonStreamScanner::JsonStreamScanner(WantValue want, TakeValue take)
    : m_want(std::move(want)), m_take(std::move(take)) {}

bool JsonStreamScanner::fail(const std::string& message) {
    m_failed = true;
    m_error = std::to_string(m_line) + ": " + message;
    return false;
}

bool JsonStreamScanner::startValue(char c) {
    Expect& expect = m_frames.empty() ? m_rootExpect : m_frames.back().expect;
    if (expect != Expect::Value && expect != Expect::ValueOrEnd) {
        if (expect == Expect::Done) {
            return fail("text after the end of the document");
        }
        return fail(std::string("unexpected '") + c + "'" +
                    (expect == Expect::CommaOrEnd ? " (a ',' is missing)" : ""));
    }
    expect = m_frames.empty() ? Expect::Done : Expect::CommaOrEnd;
    if (!m_frames.empty() && !m_frames.back().isObject) {
        m_path.emplace_back(m_frames.back().index);
    }
    if (!m_capturing && depth() <= kMaxNamedDepth && m_want(m_path, c)) {
        m_capturing = true;
        m_captureDepth = depth();
        m_captureLine = m_line;
        m_capturePath = m_path;
        m_capture.clear();
        m_captureFrom = m_position;
    }
    if (c == '{' || c == '[') {
        if (depth() >= kMaxDepth) {
            return fail("nested more than " + std::to_string(kMaxDepth) + " levels deep");
        }
        m_frames.push_back(Frame{c == '{', c == '{' ? Expect::KeyOrEnd : Expect::ValueOrEnd, 0});
    }
    return true;
}

bool JsonStreamScanner::endValue(std::size_t end) {
    if (m_capturing && depth() == m_captureDepth) {
        m_capture.append(m_chunk + m_captureFrom, end - m_captureFrom);
        m_capturing = false;
        std::string error;
        if (!m_take(m_capturePath, m_capture, m_captureLine, error)) {
            m_failed = true;
            m_error = error;
            return false;
        }
    }
    if (!m_frames.empty()) {
        m_path.pop_back();
    }
    return true;
}

bool JsonStreamScanner::finishScalar(std::size_t end) {
    m_inScalar = false;
    if (m_scalar != "true" && m_scalar != "false" && m_scalar != "null" && !isJsonNumber(m_scalar)) {
        return fail("'" + m_scalar.substr(0, 40) + "' is not a JSON value");
    }
    return endValue(end);
}

bool JsonStreamScanner::feed(std::string_view bytes) {
    if (m_failed) {
        return false;
    }
    const char* d = bytes.data();
    const std::size_t n = bytes.size();
    m_chunk = d;
    m_captureFrom = 0;
    std::size_t i = 0;
    while (i < n) {
        m_position = i;
        char c = d[i];
        if (m_inString) {
            const bool keepKey = m_stringIsKey && depth() <= kMaxNamedDepth;
            if (m_hexLeft > 0) {
                if (!std::isxdigit(static_cast<unsigned char>(c))) {
                    return fail("\\u must be followed by 4 hexadecimal digits");
                }
                --m_hexLeft;
                if (keepKey) {
                    m_key.push_back(c);
                }
                ++i;
                continue;
            }
            if (m_escape) {
                if (std::string_view("\"\\/bfnrtu").find(c) == std::string_view::npos) {
                    return fail(std::string("invalid escape '\\") + c + "' in a string");
                }
                m_escape = false;
                m_hexLeft = c == 'u' ? 4 : 0;
                if (keepKey) {
                    m_key.push_back(c);
                }
                ++i;
                continue;
            }
            std::size_t j = i;
            while (j < n) {
                const auto u = static_cast<unsigned char>(d[j]);
                if (u == '"' || u == '\\' || u < 0x20) {
                    break;
                }
                ++j;
            }
            if (keepKey) {
                if (m_key.size() + (j - i) > kMaxMemberNameBytes) {
                    return fail("a member name longer than " + std::to_string(kMaxMemberNameBytes) + " bytes");
                }
                m_key.append(d + i, j - i);
            }
            i = j;
            if (i == n) {
                break;
            }
            c = d[i];
            if (c == '\\') {
                m_escape = true;
                if (keepKey) {
                    m_key.push_back(c);
                }
                ++i;
                continue;
            }
            if (c != '"') {
                return fail(c == '\n' ? "line break inside a string" : "control character inside a string");
            }
            m_inString = false;
            ++i;
            if (m_stringIsKey) {
                m_frames.back().expect = Expect::Colon;
            } else if (!endValue(i)) {
                return false;
            }
            continue;
        }
        if (m_inScalar) {
            if (isScalarByte(c)) {
                if (m_scalar.size() >= kMaxScalarBytes) {
                    return fail("a number or literal longer than " + std::to_string(kMaxScalarBytes) + " bytes");
                }
                m_scalar.push_back(c);
                ++i;
                continue;
            }
            if (!finishScalar(i)) {
                return false;
            }
        }
        switch (c) {
        case ' ':
        case '\t':
        case '\r':
            break;
        case '\n':
            ++m_line;
            break;
        case '"': {
            const Expect expect = m_frames.empty() ? m_rootExpect : m_frames.back().expect;
            if (expect == Expect::Key || expect == Expect::KeyOrEnd) {
                m_stringIsKey = true;
                m_key.clear();
            } else {
                if (!startValue(c)) {
                    return false;
                }
                m_stringIsKey = false;
            }
            m_inString = true;
            break;
        }
        case '{':
        case '[':
            if (!startValue(c)) {
                return false;
            }
            break;
        case '}':
        case ']': {
            const bool object = c == '}';
            if (m_frames.empty() || m_frames.back().isObject != object) {
                return fail(std::string("unexpected '") + c + "'");
            }
            const Expect expect = m_frames.back().expect;
            if (expect != Expect::CommaOrEnd && expect != (object ? Expect::KeyOrEnd : Expect::ValueOrEnd)) {
                return fail(std::string("unexpected '") + c + "'" +
                            (expect == Expect::Key || expect == Expect::Value ? " after ','" : ""));
            }
            m_frames.pop_back();
            if (!endValue(i + 1)) {
                return false;
            }
            break;
        }
        case ':':
            if (m_frames.empty() || m_frames.back().expect != Expect::Colon) {
                return fail("unexpected ':'");
            }
            m_frames.back().expect = Expect::Value;
            m_path.emplace_back(depth() <= kMaxNamedDepth ? std::move(m_key) : std::string());
            m_key.clear();
            break;
        case ',':
            if (m_frames.empty() || m_frames.back().expect != Expect::CommaOrEnd) {
                return fail("unexpected ','");
            }
            if (m_frames.back().isObject) {
                m_frames.back().expect = Expect::Key;
            } else {
                m_frames.back().expect = Expect::Value;
                ++m_frames.back().index;
            }
            break;
        default:
            if (c == '-' || isDigit(c) || c == 't' || c == 'f' || c == 'n') {
                if (!startValue(c)) {
                    return false;
                }
                m_inScalar = true;
                m_scalar.assign(1, c);
                break;
            }
            if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) {
                return fail("unexpected byte " + std::to_string(static_cast<unsigned char>(c)));
            }
            return fail(std::string("unexpected '") + c + "'");
        }
        ++i;
    }
    if (m_capturing) {
        if (m_capture.size() + (n - m_captureFrom) > kMaxCapturedValueBytes) {
            // One value is what a taker parses at once (an item, a table): bounded, unlike the document.
            return fail("a value longer than " + std::to_string(kMaxCapturedValueBytes >> 20) +
                        " MiB (an item is at most 400 KB)");
        }
        m_capture.append(d + m_captureFrom, n - m_captureFrom);
    }
    m_chunk = nullptr;
    m_captureFrom = 0;
    return true;
}

bool JsonStreamScanner::finish() {
    if (m_failed) {
        return false;
    }
    if (m_inString) {
        return fail("the document ends inside a string");
    }
    m_chunk = "";
    m_captureFrom = 0;
    if (m_inScalar && !finishScalar(0)) {
        return false;
    }
    if (!m_frames.empty()) {
        return fail("the document ends early: " + std::to_string(m_frames.size()) +
                    (m_frames.size() == 1 ? " bracket is" : " brackets are") + " not closed");
    }
    if (m_rootExpect != Expect::Done) {
        return fail("the document is empty");
    }
    return true;
}

} // namespace partiscope::import_detail
