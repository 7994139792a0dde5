#pragma once

// Internal to the access-log reader: one field's value at a time, with the problem worded for the user.

#include "partiscope/import/access_log.h"

#include <string>
#include <string_view>

namespace partiscope::access_log {

/// @p text without surrounding spaces and tabs.
std::string_view trimmed(std::string_view text);
/// A finite decimal number (digits, fraction, exponent; a leading `+` allowed).
bool parseNumber(std::string_view text, double& out);
bool parseTimestamp(std::string_view text, double& out, std::string& error);
/// `count` or `units` (@p column names it in the problem): empty means 1, negative is a problem.
bool parseAmount(std::string_view text, std::string_view column, double& out, std::string& error);
/// `read` or `write` in any case; empty means write.
bool parseOperation(std::string_view text, AccessOperation& out, std::string& error);

} // namespace partiscope::access_log
