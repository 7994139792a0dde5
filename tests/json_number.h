#pragma once

// Numbers written into the JSON texts tests build: std::to_string(double) is printf("%f"), which writes "0,5" under
// the German locale the "locale" runs use, so test texts are written as core writes its own.

#include "partiscope/number_format.h"

#include <charconv>
#include <string>

namespace partiscope::testing {

/// @p value as JSON: every digit a double holds, in the "C" locale's notation.
inline std::string jsonNumber(double value) {
    return partiscope::generalNumber(value, 17);
}

/// The number at the start of @p text ("0.125" -> 0.125), in the "C" locale's notation whatever the process's.
inline double parseNumber(const std::string& text) {
    double value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

} // namespace partiscope::testing
