#pragma once

// A finding's English text must be its phrases filled, every phrase one of core's listed patterns: the app
// translates the patterns and fills them with the same arguments, so the two must never drift apart. The advisor
// tests run this over every finding they produce.
#include "partiscope/advisor.h"
#include "partiscope/finding_phrase.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace partiscope::testing {

inline void checkPhrased(const Finding& f) {
    INFO(f.id << ": " << f.title);
    REQUIRE_FALSE(f.titlePhrases.empty());
    REQUIRE_FALSE(f.evidencePhrases.empty());
    REQUIRE_FALSE(f.recommendationPhrases.empty());
    CHECK(findingPhrasesText(f.titlePhrases) == f.title);
    CHECK(findingPhrasesText(f.evidencePhrases) == f.evidence);
    CHECK(findingPhrasesText(f.recommendationPhrases) == f.recommendation);
    const auto& known = findingPatterns();
    for (const auto* phrases : {&f.titlePhrases, &f.evidencePhrases, &f.recommendationPhrases}) {
        for (const auto& phrase : *phrases) {
            INFO("pattern " << phrase.pattern);
            CHECK(std::find(known.begin(), known.end(), phrase.pattern) != known.end());
        }
    }
}

inline void checkPhrased(const std::vector<Finding>& findings) {
    for (const auto& f : findings) {
        checkPhrased(f);
    }
}

/// The finding @p id among @p findings, or null; every one of them is checked to be written in phrases.
inline const Finding* findPhrased(const std::vector<Finding>& findings, const std::string& id) {
    checkPhrased(findings);
    const auto it = std::find_if(findings.begin(), findings.end(), [&](const Finding& f) { return f.id == id; });
    return it == findings.end() ? nullptr : &*it;
}

/// Checks that @p text says @p phrase, showing both when it does not.
inline void checkSays(const std::string& text, const std::string& phrase) {
    INFO("looking for: " << phrase << "\nin: " << text);
    CHECK(text.find(phrase) != std::string::npos);
}

} // namespace partiscope::testing
