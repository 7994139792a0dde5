#include "partiscope/finding_phrase.h"

#include "advisor_rules.h"
#include "finding_patterns.h"

namespace partiscope {

std::string fillFindingPattern(std::string_view pattern, const std::vector<std::string>& args) {
    std::string text;
    text.reserve(pattern.size() + 16 * args.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto index = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (index < args.size()) {
                text += args[index];
                ++i;
                continue;
            }
        }
        text += pattern[i];
    }
    return text;
}

std::string findingPhrasesText(const std::vector<FindingPhrase>& phrases) {
    std::string text;
    for (const auto& phrase : phrases) {
        text += fillFindingPattern(phrase.pattern, phrase.args);
    }
    return text;
}

const std::vector<std::string_view>& findingPatterns() {
    static const std::vector<std::string_view> patterns(advice::pattern::kAll.begin(), advice::pattern::kAll.end());
    return patterns;
}

namespace advice {

void say(std::string& text, std::vector<FindingPhrase>& phrases, std::string_view pattern,
         std::vector<std::string> args) {
    text += fillFindingPattern(pattern, args);
    phrases.push_back(FindingPhrase{pattern, std::move(args)});
}

} // namespace advice

} // namespace partiscope
