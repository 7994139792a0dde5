#include "partiscope/number_format.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace partiscope {

namespace {

/// Inserts a comma every three digits of the integer part of @p text (an optional '-', digits, an optional
/// fraction).
std::string groupDigits(const std::string& text) {
    const std::size_t digitsEnd = std::min(text.find('.'), text.size());
    const std::size_t digitsStart = !text.empty() && text[0] == '-' ? 1 : 0;
    std::string out = text.substr(0, digitsStart);
    for (std::size_t i = digitsStart; i < digitsEnd; ++i) {
        if (i > digitsStart && (digitsEnd - i) % 3 == 0) {
            out += ',';
        }
        out += text[i];
    }
    out += text.substr(digitsEnd);
    return out;
}

/// At most one decimal, none when it is zero: 1.5 -> "1.5", 31.0 -> "31".
std::string oneDecimal(double value) {
    std::string text = fixedPoint(value, 1);
    if (text.size() > 2 && text.compare(text.size() - 2, 2, ".0") == 0) {
        text.resize(text.size() - 2);
    }
    return groupDigits(text);
}

std::string toChars(double value, std::chars_format format, int precision) {
    // 2^1024 written out in full is 309 digits; a precision beyond 17 significant digits adds only zeros.
    char buffer[512];
    const auto [end, failed] = std::to_chars(buffer, buffer + sizeof buffer, value, format, precision);
    return failed == std::errc{} ? std::string(buffer, end) : std::string("n/a");
}

} // namespace

std::string fixedPoint(double value, int decimals) {
    return toChars(value, std::chars_format::fixed, std::clamp(decimals, 0, 100));
}

std::string generalNumber(double value, int significant) {
    return toChars(value, std::chars_format::general, std::clamp(significant, 1, 100));
}

std::string padLeft(std::string text, std::size_t width) {
    if (text.size() < width) {
        text.insert(0, width - text.size(), ' ');
    }
    return text;
}

std::string groupedCount(std::uint64_t count) {
    return groupDigits(std::to_string(count));
}

double wholeRequests(double requests) {
    const double whole = std::round(requests);
    return whole == 0 ? 0.0 : whole; // -0.4 rounds to -0
}

std::string groupedNumber(double value) {
    if (!std::isfinite(value)) {
        return "n/a";
    }
    const double magnitude = std::fabs(value);
    std::string text = fixedPoint(value, magnitude >= 100 ? 0 : (magnitude >= 10 ? 1 : 2));
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0') {
            text.pop_back();
        }
        if (text.back() == '.') {
            text.pop_back();
        }
    }
    if (text == "-0") {
        text = "0";
    }
    return groupDigits(text);
}

std::string_view pluralNoun(std::uint64_t count, std::string_view singular, std::string_view plural) {
    return count == 1 ? singular : plural;
}

std::string countOf(std::uint64_t count, std::string_view singular, std::string_view plural) {
    return groupedCount(count) + " " + std::string(pluralNoun(count, singular, plural));
}

std::string durationText(std::uint64_t seconds) {
    constexpr std::uint64_t kMinute = 60;
    constexpr std::uint64_t kHour = 60 * kMinute;
    constexpr std::uint64_t kDay = 24 * kHour;
    if (seconds < kMinute) {
        return groupedCount(seconds) + " s";
    }
    std::string larger;
    const auto inUnit = [seconds](std::uint64_t unit) {
        return static_cast<double>(seconds) / static_cast<double>(unit);
    };
    if (seconds >= kDay) {
        const std::string days = oneDecimal(inUnit(kDay));
        larger = days + (days == "1" ? " day" : " days");
    } else if (seconds >= kHour) {
        const std::string hours = oneDecimal(inUnit(kHour));
        larger = hours + (hours == "1" ? " hour" : " hours");
    } else {
        larger = oneDecimal(inUnit(kMinute)) + " min";
    }
    return larger + " (" + groupedCount(seconds) + " s)";
}

} // namespace partiscope
