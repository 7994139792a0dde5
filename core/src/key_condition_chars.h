#pragma once

// Internal to core's key-condition sources (key_condition.cpp, key_condition_format.cpp): the character
// classes both the validation and the formatting use.

namespace partiscope::keycondition {

// ASCII-only classification: std::isalnum depends on the locale, and DynamoDB's rules do not.
inline bool isAsciiAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
inline bool isAsciiAlnum(char c) {
    return isAsciiAlpha(c) || (c >= '0' && c <= '9');
}

} // namespace partiscope::keycondition
