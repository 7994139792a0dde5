// The values of an access-log line: timestamps (epoch seconds or ISO 8601), counts and operations, parsed by hand
// because the fast path of the reader runs once per line of logs of many millions of lines.
#include "access_log_fields.h"

#include "partiscope/import/access_log.h"

#include <charconv>
#include <cmath>

namespace partiscope::access_log {

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

/// Reads exactly @p width digits at @p pos.
bool fixedDigits(std::string_view text, std::size_t& pos, std::size_t width, int& out) {
    if (pos + width > text.size()) {
        return false;
    }
    int value = 0;
    for (std::size_t i = 0; i < width; ++i) {
        const char c = text[pos + i];
        if (!isDigit(c)) {
            return false;
        }
        value = value * 10 + (c - '0');
    }
    pos += width;
    out = value;
    return true;
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
std::int64_t daysFromCivil(int year, int month, int day) {
    const int y = year - (month <= 2 ? 1 : 0);
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yearOfEra = y - era * 400;
    const int dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return static_cast<std::int64_t>(era) * 146097 + dayOfEra - 719468;
}

int daysInMonth(int year, int month) {
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : kDays[month - 1];
}

bool parseIso(std::string_view text, double& out, std::string& error) {
    std::size_t pos = 0;
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
    const bool shape = fixedDigits(text, pos, 4, year) && pos < text.size() && text[pos++] == '-' &&
                       fixedDigits(text, pos, 2, month) && pos < text.size() && text[pos++] == '-' &&
                       fixedDigits(text, pos, 2, day) && pos < text.size() &&
                       (text[pos] == 'T' || text[pos] == 't' || text[pos] == ' ') &&
                       fixedDigits(text, ++pos, 2, hour) && pos < text.size() && text[pos++] == ':' &&
                       fixedDigits(text, pos, 2, minute) && pos < text.size() && text[pos++] == ':' &&
                       fixedDigits(text, pos, 2, second);
    if (!shape) {
        error = "expected epoch seconds or an ISO 8601 time such as 2024-05-01T12:00:00Z";
        return false;
    }
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 ||
        second > 60) {
        error = "not a calendar date and time";
        return false;
    }
    double fraction = 0;
    if (pos < text.size() && (text[pos] == '.' || text[pos] == ',')) {
        ++pos;
        double scale = 0.1;
        const std::size_t start = pos;
        while (pos < text.size() && isDigit(text[pos])) {
            fraction += (text[pos] - '0') * scale;
            scale /= 10;
            ++pos;
        }
        if (pos == start) {
            error = "a decimal point without digits in the seconds";
            return false;
        }
    }
    if (pos == text.size()) {
        error = "an ISO 8601 time needs a time zone: Z or an offset such as +02:00";
        return false;
    }
    int offsetMinutes = 0;
    if (text[pos] == 'Z' || text[pos] == 'z') {
        ++pos;
    } else if (text[pos] == '+' || text[pos] == '-') {
        const int sign = text[pos] == '-' ? -1 : 1;
        ++pos;
        int offsetHours = 0;
        int offsetMins = 0;
        if (!fixedDigits(text, pos, 2, offsetHours)) {
            error = "a time zone offset is +HH:MM, +HHMM or +HH";
            return false;
        }
        if (pos < text.size() && text[pos] == ':') {
            ++pos;
        }
        if (pos < text.size() && !fixedDigits(text, pos, 2, offsetMins)) {
            error = "a time zone offset is +HH:MM, +HHMM or +HH";
            return false;
        }
        if (offsetHours > 23 || offsetMins > 59) {
            error = "a time zone offset is at most 23:59";
            return false;
        }
        offsetMinutes = sign * (offsetHours * 60 + offsetMins);
    } else {
        error = "unexpected text after the time";
        return false;
    }
    if (pos != text.size()) {
        error = "unexpected text after the time zone";
        return false;
    }
    const std::int64_t seconds =
        daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
    if (seconds < 0) {
        // Epoch seconds are refused below 0 too: both forms name the same instants, from 1970 on.
        error = "a timestamp before 1970";
        return false;
    }
    out = static_cast<double>(seconds) + fraction;
    return true;
}

} // namespace

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) {
        text.remove_prefix(1);
    }
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) {
        text.remove_suffix(1);
    }
    return text;
}

bool parseNumber(std::string_view text, double& out) {
    // Fast path: digits with an optional fraction, the shape of nearly every count and epoch time.
    std::uint64_t whole = 0;
    std::size_t pos = 0;
    while (pos < text.size() && pos < 15 && isDigit(text[pos])) {
        whole = whole * 10 + static_cast<std::uint64_t>(text[pos] - '0');
        ++pos;
    }
    if (pos > 0 && pos == text.size()) {
        out = static_cast<double>(whole);
        return true;
    }
    if (pos > 0 && pos < 15 && text[pos] == '.') {
        // Powers of ten up to 10^9 are exact doubles: the same divisor as multiplying by 10 once per digit.
        static constexpr double kPowersOfTen[] = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9};
        std::uint64_t fraction = 0;
        std::size_t digits = 0;
        std::size_t at = pos + 1;
        while (at < text.size() && digits < 9 && isDigit(text[at])) {
            fraction = fraction * 10 + static_cast<std::uint64_t>(text[at] - '0');
            ++digits;
            ++at;
        }
        if (digits > 0 && at == text.size()) {
            out = static_cast<double>(whole) + static_cast<double>(fraction) / kPowersOfTen[digits];
            return true;
        }
    }
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    if (begin != end && *begin == '+') {
        ++begin; // from_chars refuses a plus sign that JSON and spreadsheets may write
    }
    const auto [ptr, ec] = std::from_chars(begin, end, out);
    return ec == std::errc() && ptr == end && begin != end && std::isfinite(out);
}

bool parseTimestamp(std::string_view text, double& out, std::string& error) {
    text = trimmed(text);
    if (text.empty()) {
        error = "empty timestamp";
        return false;
    }
    if (text.size() >= 10 && isDigit(text[0]) && text[4] == '-') {
        return parseIso(text, out, error);
    }
    if (!parseNumber(text, out)) {
        error = "expected epoch seconds or an ISO 8601 time such as 2024-05-01T12:00:00Z, got \"" +
                std::string(text.substr(0, 40)) + "\"";
        return false;
    }
    if (out < 0) {
        error = "a timestamp before 1970";
        return false;
    }
    // 9999-12-31T23:59:59Z: spans of later times would not fit the replay's whole seconds.
    if (out > 253402300799.0) {
        error = "a timestamp after the year 9999";
        return false;
    }
    return true;
}

bool parseAmount(std::string_view text, std::string_view column, double& out, std::string& error) {
    text = trimmed(text);
    if (text.empty()) {
        out = 1;
        return true;
    }
    if (!parseNumber(text, out)) {
        error = std::string(column) + " must be a number, got \"" + std::string(text.substr(0, 40)) + "\"";
        return false;
    }
    if (out < 0) {
        error = "negative " + std::string(column) + " " + std::string(text.substr(0, 40));
        return false;
    }
    return true;
}

bool parseOperation(std::string_view text, AccessOperation& out, std::string& error) {
    text = trimmed(text);
    auto equalsIgnoringCase = [&](std::string_view word) {
        if (text.size() != word.size()) {
            return false;
        }
        for (std::size_t i = 0; i < word.size(); ++i) {
            const char c = text[i] >= 'A' && text[i] <= 'Z' ? static_cast<char>(text[i] - 'A' + 'a') : text[i];
            if (c != word[i]) {
                return false;
            }
        }
        return true;
    };
    if (text.empty() || equalsIgnoringCase("write")) {
        out = AccessOperation::Write;
        return true;
    }
    if (equalsIgnoringCase("read")) {
        out = AccessOperation::Read;
        return true;
    }
    error = "unknown operation \"" + std::string(text.substr(0, 40)) + "\" (read or write)";
    return false;
}

} // namespace partiscope::access_log

namespace partiscope {

bool parseAccessTimestamp(std::string_view text, double& epochSeconds, std::string& error) {
    return access_log::parseTimestamp(text, epochSeconds, error);
}

} // namespace partiscope
