#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace partiscope {

/// @brief One piece of a finding's text: an English pattern with the placeholders %1..%9 and the arguments that
/// fill them (keys and numbers exactly as the English text shows them). A finding's English text is its phrases
/// filled and joined, built by the same call, so a translation of each pattern filled with the same arguments
/// says the same thing in another language.
struct FindingPhrase {
    std::string_view pattern; ///< one of findingPatterns() (static storage)
    std::vector<std::string> args;

    bool operator==(const FindingPhrase&) const = default;
};

/// @brief @p pattern with each %1..%9 replaced by its argument, in one pass (an argument that itself holds "%1"
/// stays as it is); a placeholder without an argument, and "%" before anything but 1..9, stay literal.
std::string fillFindingPattern(std::string_view pattern, const std::vector<std::string>& args);

/// @brief The phrases filled and joined: the English text they stand for.
std::string findingPhrasesText(const std::vector<FindingPhrase>& phrases);

/// @brief Every pattern the advisor's findings are built from, in a fixed order (for translators and tests).
const std::vector<std::string_view>& findingPatterns();

} // namespace partiscope
