#pragma once

// A finding's English text must be its phrases filled, every phrase one of core's listed patterns: the app
// translates the patterns and fills them with the same arguments, so the two must never drift apart. The advisor
// tests run this over every finding they produce.
#include "partiscope/advisor.h"
#include "partiscope/finding_phrase.h"

#include <catch2/catch.hpp>

#include <algorithm>
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

} // namespace partiscope::testing
