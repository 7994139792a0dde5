#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace partiscope {

// The one home for numbers shown to people: the CLI, the reports and the UI all format counts, plurals and
// durations here, so "19,996 partitions" reads the same everywhere. Nothing here depends on the process locale:
// the desktop app runs with the user's LC_NUMERIC (Qt sets it), where printf("%.1f") writes "1,5" on a German
// desktop, so every decimal goes through std::to_chars, which always writes a point.

/// @brief @p value with @p decimals digits after the point, rounded as printf("%.*f") rounds in the "C" locale
/// (1.25 -> "1.2", 2.5 with 0 decimals -> "2"); "inf", "-inf" or "nan" when not finite.
std::string fixedPoint(double value, int decimals);

/// @brief @p value as printf("%.*g") writes it in the "C" locale: @p significant significant digits, trailing zeros
/// dropped, an exponent for very large or small values ("0.5", "1e+19", "12345.7").
std::string generalNumber(double value, int significant = 6);

/// @brief @p text right-aligned in @p width columns, as printf("%*s") aligns it (never cut).
std::string padLeft(std::string text, std::size_t width);

/// @brief A count with its digits grouped by thousands: 1000001 -> "1,000,001".
std::string groupedCount(std::uint64_t count);

/// @brief A measured number: thousands grouped, at most two decimals and no trailing zeros
/// ("1,234", "12.5", "0.33"); "n/a" for NaN or infinity.
std::string groupedNumber(double value);

/// @brief A count of requests as every report writes it (JSON, text, the app): the fluid simulation's expected count
/// rounded to the nearest whole request, halves away from zero, never -0. Its sums carry rounding dust (4.26e-12,
/// 64799999.99999999) that is no request; rounding each count the same way keeps a count that reads 0 in the
/// metrics at 0 in the throttling reasons. Not finite: returned as it is.
double wholeRequests(double requests);

/// @brief @p singular for exactly one, @p plural otherwise ("1 write", "0 writes", "2 writes").
std::string_view pluralNoun(std::uint64_t count, std::string_view singular, std::string_view plural);

/// @brief The grouped count and its noun: countOf(1, "write", "writes") is "1 write",
/// countOf(19996, ...) "19,996 writes".
std::string countOf(std::uint64_t count, std::string_view singular, std::string_view plural);

/// @brief A duration for people, with the exact seconds beside any larger unit: "45 s",
/// "25 min (1,500 s)", "1.5 hours (5,400 s)", "31 days (2,678,400 s)".
std::string durationText(std::uint64_t seconds);

} // namespace partiscope
