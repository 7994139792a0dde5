#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace partiscope {

/// @brief Checks, before a JSON library builds a document from @p text, that its arrays and objects
/// nest at most limits::kMaxJsonDepth levels (brackets inside strings do not count). One linear pass,
/// no recursion. Returns nullopt, or "line L, column C: ..." naming the first bracket too deep. Other
/// syntax errors are left to the parser.
std::optional<std::string> jsonNestingProblem(std::string_view text);

} // namespace partiscope
