#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace partiscope {

/// @brief One enum value and the name it has in scenario files, CLI flags and reports.
template <typename Enum>
struct EnumName {
    Enum value;
    std::string_view name;
};

/// @brief The name of @p value in @p table (every enum's table lists all its values), or "" if absent.
template <typename Enum, std::size_t N>
constexpr std::string_view enumName(const std::array<EnumName<Enum>, N>& table, Enum value) noexcept {
    for (const auto& entry : table) {
        if (entry.value == value) {
            return entry.name;
        }
    }
    return {};
}

/// @brief The value named @p name in @p table; false (and @p out untouched) for an unknown name.
template <typename Enum, std::size_t N>
constexpr bool parseEnumName(const std::array<EnumName<Enum>, N>& table, std::string_view name, Enum& out) noexcept {
    for (const auto& entry : table) {
        if (entry.name == name) {
            out = entry.value;
            return true;
        }
    }
    return false;
}

/// @brief Every name of @p table for a message, e.g. `"a", "b"` (quote = "\"", separator = ", ") or `a|b`.
template <typename Enum, std::size_t N>
std::string enumNameList(const std::array<EnumName<Enum>, N>& table, std::string_view quote,
                         std::string_view separator) {
    std::string list;
    for (const auto& entry : table) {
        if (!list.empty()) {
            list += separator;
        }
        list += std::string(quote) + std::string(entry.name) + std::string(quote);
    }
    return list;
}

} // namespace partiscope
