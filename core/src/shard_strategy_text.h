#pragma once

// Internal to core's strategy sources (shard_strategy.cpp, shard_strategy_options.cpp): reading a number and
// quoting a value in messages, the same way in both.

#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>

namespace partiscope::strategy_text {

inline std::optional<double> parseNumber(std::string_view text) {
    double value = 0;
    const auto* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

inline std::string shown(std::string_view value) {
    // Built with append() rather than operator+: GCC 12 reports a false -Wrestrict on the latter.
    std::string text("'");
    text.append(value.substr(0, 60));
    text.append(value.size() > 60 ? "...'" : "'");
    return text;
}

} // namespace partiscope::strategy_text
