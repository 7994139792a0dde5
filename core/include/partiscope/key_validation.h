#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace partiscope {

/// @brief Byte offset of the first invalid UTF-8 sequence, or nullopt when @p text is valid UTF-8
/// (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF).
std::optional<std::size_t> firstInvalidUtf8(std::string_view text) noexcept;

/// @brief Why a value cannot be a DynamoDB partition key value, or nullopt when it can.
/// Checks length (1..2048 bytes), UTF-8 validity, and NUL bytes (rejected because such keys cannot
/// be passed through shell arguments or pasted, and almost always mean a binary file was read).
std::optional<std::string> partitionKeyProblem(std::string_view key);

/// @brief Whether a (non-empty) key list key starts or ends with ASCII whitespace (space, TAB, VT, FF, CR):
/// the readers accept it verbatim with a warning.
inline bool hasEdgeWhitespace(std::string_view key) noexcept {
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r'; };
    return !key.empty() && (space(key.front()) || space(key.back()));
}

/// @brief The warning of a key with leading or trailing whitespace (see hasEdgeWhitespace()).
inline constexpr std::string_view kEdgeWhitespaceWarning = "key has leading or trailing whitespace (kept verbatim)";

/// @brief Decodes valid UTF-8 into code points, calling @p sink for each. Precondition: valid UTF-8.
template <typename Sink>
void forEachCodePoint(std::string_view text, Sink&& sink) {
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const auto* end = p + text.size();
    while (p < end) {
        char32_t cp = *p;
        int extra = 0;
        if (cp >= 0xF0) {
            cp &= 0x07;
            extra = 3;
        } else if (cp >= 0xE0) {
            cp &= 0x0F;
            extra = 2;
        } else if (cp >= 0xC0) {
            cp &= 0x1F;
            extra = 1;
        }
        ++p;
        for (int i = 0; i < extra && p < end; ++i, ++p) {
            cp = (cp << 6) | (*p & 0x3F);
        }
        sink(cp);
    }
}

} // namespace partiscope
