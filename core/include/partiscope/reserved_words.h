#pragma once

#include <span>
#include <string_view>

namespace partiscope {

/// @brief The 573 DynamoDB reserved words, upper case, sorted.
std::span<const std::string_view> reservedWords() noexcept;
/// @brief Case-insensitive: is @p name a DynamoDB reserved word (`status`, `Date`, `NAME`, ...)?
bool isReservedWord(std::string_view name) noexcept;

} // namespace partiscope
