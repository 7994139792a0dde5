// The price file: parsing (with errors naming the file and line), writing, and the compiled-in default.
#include "partiscope/cost_model.h"
#include "partiscope/input_files.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <optional>
#include <stdexcept>

namespace partiscope {

namespace {

enum class FieldKind { Text, Date, Price, HoursInMonth };

/// The most hours a calendar month has (31 days): a month of more is a typing error.
constexpr double kMaxHoursPerMonth = 744;

constexpr ReadLimit kPriceFileLimit{kMaxPriceFileBytes, "a price file"};

struct PriceField {
    std::string_view name;
    FieldKind kind;
    std::string PriceTable::*text;
    double PriceTable::*number;
    std::string_view comment; ///< written above the line by priceTableToText()
};

// The one list of names: the parser knows these and no others, the writer writes them in this order.
constexpr std::array<PriceField, 11> kFields{{
    {"region", FieldKind::Text, &PriceTable::region, nullptr, "The AWS region these prices are for."},
    {"currency", FieldKind::Text, &PriceTable::currency, nullptr, "The currency of every price below."},
    {"as_of", FieldKind::Date, &PriceTable::asOf, nullptr, "The date the prices were taken (YYYY-MM-DD)."},
    {"source", FieldKind::Text, &PriceTable::source, nullptr, "Where the prices were taken from."},
    {"on_demand_write_per_million", FieldKind::Price, nullptr, &PriceTable::onDemandWritePerMillion,
     "On-demand: price per million write request units."},
    {"on_demand_read_per_million", FieldKind::Price, nullptr, &PriceTable::onDemandReadPerMillion,
     "On-demand: price per million read request units."},
    {"provisioned_wcu_hour", FieldKind::Price, nullptr, &PriceTable::provisionedWcuHour,
     "Provisioned: price per write capacity unit per hour."},
    {"provisioned_rcu_hour", FieldKind::Price, nullptr, &PriceTable::provisionedRcuHour,
     "Provisioned: price per read capacity unit per hour."},
    {"storage_gb_month", FieldKind::Price, nullptr, &PriceTable::storageGbMonth, "Storage: price per GB-month."},
    {"storage_free_gb", FieldKind::Price, nullptr, &PriceTable::storageFreeGb,
     "Storage: GB free each month, taken once off the whole bill."},
    {"hours_per_month", FieldKind::HoursInMonth, nullptr, &PriceTable::hoursPerMonth,
     "Hours in a pricing month (AWS uses 730)."},
}};

// A stray carriage return or form feed counts as a blank: it would otherwise stick to a value unseen.
constexpr std::string_view kBlanks = " \t\r\v\f";

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(kBlanks);
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(kBlanks);
    return text.substr(first, last - first + 1);
}

/// The line without its comment: a '#' that starts the line or follows a blank or '=' starts one, so that a URL's
/// "#fragment" stays (and a value written back after "name = " never turns into a comment).
std::string_view withoutComment(std::string_view line) {
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '#' && (i == 0 || line[i - 1] == '=' || kBlanks.find(line[i - 1]) != std::string_view::npos)) {
            return line.substr(0, i);
        }
    }
    return line;
}

/// A value quoted in an error message: cut at 40 bytes (on a UTF-8 character boundary) so that a stray long line
/// still gives a readable message.
std::string shown(std::string_view value) {
    constexpr std::size_t kMaxShown = 40;
    if (value.size() <= kMaxShown) {
        return "'" + std::string(value) + "'";
    }
    std::size_t cut = kMaxShown;
    while (cut > 0 && (static_cast<unsigned char>(value[cut]) & 0xC0) == 0x80) {
        --cut;
    }
    return "'" + std::string(value.substr(0, cut)) + "...'";
}

bool parseNumber(std::string_view text, double& out) {
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end && std::isfinite(out);
}

bool isLeapYear(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

/// YYYY-MM-DD with a month 01-12 and a day that month has.
bool isDate(std::string_view text) {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') {
        return false;
    }
    int parts[3] = {0, 0, 0};
    const std::array<std::pair<std::size_t, std::size_t>, 3> spans{{{0, 4}, {5, 2}, {8, 2}}};
    for (std::size_t i = 0; i < spans.size(); ++i) {
        const auto [from, length] = spans[i];
        for (std::size_t c = from; c < from + length; ++c) {
            if (text[c] < '0' || text[c] > '9') {
                return false;
            }
            parts[i] = parts[i] * 10 + (text[c] - '0');
        }
    }
    const int year = parts[0];
    const int month = parts[1];
    const int day = parts[2];
    constexpr std::array<int, 12> kDays{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12) {
        return false;
    }
    const int days = month == 2 && isLeapYear(year) ? 29 : kDays[static_cast<std::size_t>(month - 1)];
    return day >= 1 && day <= days;
}

/// The problem with @p value for @p field, or "" when it is good (then it is stored in @p out).
std::string storeValue(const PriceField& field, std::string_view value, PriceTable& out) {
    switch (field.kind) {
    case FieldKind::Text:
        if (value.empty()) {
            return "'" + std::string(field.name) + "' needs a value";
        }
        out.*field.text = std::string(value);
        return {};
    case FieldKind::Date:
        if (!isDate(value)) {
            return "expected a date YYYY-MM-DD, got " + shown(value);
        }
        out.*field.text = std::string(value);
        return {};
    case FieldKind::Price: {
        double number = 0;
        if (!parseNumber(value, number) || number < 0) {
            return "expected a number >= 0, got " + shown(value);
        }
        if (number > kMaxPrice) {
            return "expected a number from 0 to 1,000,000 (a larger price could overflow a bill), got " + shown(value);
        }
        out.*field.number = number;
        return {};
    }
    case FieldKind::HoursInMonth: {
        double number = 0;
        if (!parseNumber(value, number) || number <= 0 || number > kMaxHoursPerMonth) {
            return "expected a number > 0 and <= 744, got " + shown(value);
        }
        out.*field.number = number;
        return {};
    }
    }
    return "unknown kind of value";
}

std::string numberText(double value) {
    std::array<char, 64> buffer{};
    // The shortest text that reads back as the same double, so that a written table parses back equal.
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return ec == std::errc() ? std::string(buffer.data(), end) : std::string("0");
}

} // namespace

std::optional<PriceFileProblem> priceTableProblem(std::string_view text, PriceTable& out) {
    PriceTable table;
    std::array<std::size_t, kFields.size()> givenOnLine{}; // 0: not given yet
    std::size_t lineNumber = 0;
    std::size_t position = 0;
    while (position < text.size()) {
        const std::size_t newline = text.find('\n', position);
        std::string_view line =
            text.substr(position, newline == std::string_view::npos ? std::string_view::npos : newline - position);
        position = newline == std::string_view::npos ? text.size() : newline + 1;
        ++lineNumber;
        if (lineNumber == 1 && line.substr(0, 3) == "\xEF\xBB\xBF") {
            line.remove_prefix(3); // a byte-order mark some editors put first
        }
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        if (line.find('\0') != std::string_view::npos) {
            return PriceFileProblem{lineNumber, "a NUL byte (a price file is text; is this a binary file?)"};
        }
        const std::string_view content = trimmed(withoutComment(line));
        if (content.empty()) {
            continue;
        }
        const auto equals = content.find('=');
        if (equals == std::string_view::npos) {
            return PriceFileProblem{lineNumber, "expected 'name = value', got " + shown(content)};
        }
        const std::string_view name = trimmed(content.substr(0, equals));
        const std::string_view value = trimmed(content.substr(equals + 1));
        if (name.empty()) {
            return PriceFileProblem{lineNumber, "expected a name before '='"};
        }
        std::size_t field = 0;
        while (field < kFields.size() && kFields[field].name != name) {
            ++field;
        }
        if (field == kFields.size()) {
            return PriceFileProblem{lineNumber, "unknown name " + shown(name)};
        }
        if (givenOnLine[field] != 0) {
            return PriceFileProblem{lineNumber, "'" + std::string(name) + "' is given twice (first on line " +
                                                    std::to_string(givenOnLine[field]) + ")"};
        }
        givenOnLine[field] = lineNumber;
        if (std::string problem = storeValue(kFields[field], value, table); !problem.empty()) {
            return PriceFileProblem{lineNumber, std::move(problem)};
        }
    }
    for (std::size_t field = 0; field < kFields.size(); ++field) {
        if (givenOnLine[field] == 0) {
            return PriceFileProblem{0, "missing '" + std::string(kFields[field].name) + "'"};
        }
    }
    out = std::move(table);
    return std::nullopt;
}

bool parsePriceTable(std::string_view text, const std::string& fileName, PriceTable& out, std::string& error) {
    const auto problem = priceTableProblem(text, out);
    if (!problem) {
        return true;
    }
    error =
        fileName + (problem->line > 0 ? ":" + std::to_string(problem->line) : std::string()) + ": " + problem->message;
    return false;
}

bool loadPriceTableFile(const std::string& path, PriceTable& out, std::string& error, const std::atomic<bool>* cancel,
                        FileKinds kinds) {
    std::string text;
    if (!readWholeFile(path, text, error, kPriceFileLimit, cancel, kinds)) {
        return false;
    }
    return parsePriceTable(text, path, out, error);
}

// defaultPriceTableText() is in the .cpp that CMake generates from resources/prices/default.prices
// (core/src/default_prices.cpp.in).

const PriceTable& defaultPriceTable() {
    static const PriceTable table = [] {
        PriceTable parsed;
        std::string error;
        if (!parsePriceTable(defaultPriceTableText(), "default.prices", parsed, error)) {
            // The shipped file is checked by the tests; a build whose file does not parse is a broken build.
            throw std::logic_error("the built-in price file does not parse: " + error);
        }
        return parsed;
    }();
    return table;
}

std::string priceTableToText(const PriceTable& prices) {
    std::string text =
        "# Partiscope price file (format: README, \"Cost estimates\"). Every cost computed from it is an "
        "estimate.\n";
    for (const PriceField& field : kFields) {
        text += "\n# ";
        text += field.comment;
        text += "\n";
        text += field.name;
        text += " = ";
        text += field.text != nullptr ? prices.*field.text : numberText(prices.*field.number);
        text += "\n";
    }
    return text;
}

} // namespace partiscope
