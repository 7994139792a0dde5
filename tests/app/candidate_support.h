#pragma once

// What the candidate and Compare tests share: lesson 01 (the celebrity leaderboard), which holds the three candidates
// the issue names (no strategy, mod 10, random 200).

#include "document/candidate_list.h"
#include "document/document_controller.h"
#include "document/lesson_catalog.h"
#include "document/parameter_edit.h"

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QString>
#include <QStringList>

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

/// Lesson 01 opened in @p document: it comes with the candidates "no strategy", "mod 10" and "random 200" (its
/// current design is the first).
inline void openLeaderboardWithCandidates(DocumentController& document, CandidateList& candidates) {
    QString error;
    REQUIRE(document.openLesson(leaderboardLesson(), error));
    REQUIRE(candidates.names() ==
            QStringList{QStringLiteral("no strategy"), QStringLiteral("mod 10"), QStringLiteral("random 200")});
}

} // namespace partiscope::ui::candidate_test
