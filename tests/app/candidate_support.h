#pragma once

// What the candidate and Compare tests share: lesson 01 (the celebrity leaderboard) with the three candidates the
// issue names (no strategy, mod 10, random 200), made the way the Design menu makes them.

#include "document/candidate_list.h"
#include "document/document_controller.h"
#include "document/lesson_catalog.h"
#include "document/parameter_edit.h"

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QString>

namespace partiscope::ui::candidate_test {

inline Lesson leaderboardLesson() {
    for (const Lesson& lesson : builtInLessons()) {
        if (lesson.name.startsWith(QStringLiteral("01-"))) {
            return lesson;
        }
    }
    FAIL("no lesson 01");
    return {};
}

/// Makes @p kind with @p shards the document's strategy through the undo history, as the Strategy pane does.
inline void commitStrategy(DocumentController& document, StrategyKind kind, std::uint32_t shards) {
    Scenario changed = document.parameters();
    changed.strategy.kind = kind;
    changed.strategy.shards = shards;
    QString problem;
    REQUIRE(document.commitParameters(changed, {QStringLiteral("Strategy"), QString(), QString()}, problem));
}

/// Lesson 01 opened in @p document with the candidates "No strategy", "mod 10" and "random 200", each added from
/// the current design after the strategy was set; the current design is then random 200.
inline void openLeaderboardWithCandidates(DocumentController& document, CandidateList& candidates) {
    QString error;
    REQUIRE(document.openLesson(leaderboardLesson(), error));
    REQUIRE(candidates.addFromCurrent(QStringLiteral("No strategy"), error));
    commitStrategy(document, StrategyKind::Mod, 10);
    REQUIRE(candidates.addFromCurrent(QStringLiteral("mod 10"), error));
    commitStrategy(document, StrategyKind::Random, 200);
    REQUIRE(candidates.addFromCurrent(QStringLiteral("random 200"), error));
    REQUIRE(candidates.count() == 3);
}

} // namespace partiscope::ui::candidate_test
