// The document's candidate designs (Design menu): each operation one undo step with a clear text, the document
// marked unsaved, the rules on names and numbers, and the candidates carried by save and open.
#include "candidate_support.h"
#include "document/candidate_list.h"
#include "document/scenario_document.h"
#include "document_controller_support.h"
#include "isolated_app_data.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace partiscope;
using namespace partiscope::ui;
using namespace partiscope::ui::candidate_test;

TEST_CASE("Candidates: add, rename, remove and make current are one undo step each, named, and mark the document "
          "unsaved",
          "[document][candidates]") {
    IsolatedAppData appData("candidate-steps");
    DocumentController document;
    CandidateList candidates(document);
    QString error;
    document.newDocument(); // the built-in document: no candidates
    REQUIRE(candidates.count() == 0);
    REQUIRE_FALSE(document.isDirty());
    QSignalSpy changed(&candidates, &CandidateList::candidatesChanged);
    QUndoStack& history = *document.history();

    REQUIRE(candidates.addFromCurrent(QStringLiteral("  No strategy "), error)); // trimmed
    CHECK(document.isDirty());
    CHECK(history.undoText() == QStringLiteral("Add candidate “No strategy”"));
    CHECK(changed.count() == 1);
    REQUIRE(candidates.names() == QStringList{QStringLiteral("No strategy")});
    // The candidate is the current design: table and strategy as they are.
    CHECK(candidates.candidates().front().table == document.parameters().table);
    CHECK(candidates.candidates().front().strategy.kind == StrategyKind::None);

    commitStrategy(document, StrategyKind::Mod, 10);
    REQUIRE(candidates.addFromCurrent(QStringLiteral("mod 10"), error));
    CHECK(candidates.candidates()[1].strategy.kind == StrategyKind::Mod);
    CHECK(candidates.candidates()[1].strategy.shards == 10);
    // Changing the current design afterwards leaves the candidate as it was added.
    commitStrategy(document, StrategyKind::None, 0);
    CHECK(candidates.candidates()[1].strategy.kind == StrategyKind::Mod);

    REQUIRE(candidates.rename(1, QStringLiteral("Sharded by player"), error));
    CHECK(history.undoText() == QStringLiteral("Rename candidate “mod 10” → “Sharded by player”"));
    CHECK(candidates.names() == QStringList{QStringLiteral("No strategy"), QStringLiteral("Sharded by player")});

    REQUIRE(candidates.makeCurrent(1, error));
    CHECK(history.undoText() == QStringLiteral("Make “Sharded by player” current"));
    CHECK(document.parameters().strategy.kind == StrategyKind::Mod);
    CHECK(document.parameters().strategy.shards == 10);
    CHECK(candidates.count() == 2); // the candidates stay

    REQUIRE(candidates.remove(0, error));
    CHECK(history.undoText() == QStringLiteral("Remove candidate “No strategy”"));
    CHECK(candidates.names() == QStringList{QStringLiteral("Sharded by player")});

    // Undo walks back through each step, redo forward again.
    history.undo();
    CHECK(candidates.names() == QStringList{QStringLiteral("No strategy"), QStringLiteral("Sharded by player")});
    history.undo();
    CHECK(document.parameters().strategy.kind == StrategyKind::None);
    history.undo();
    CHECK(candidates.names() == QStringList{QStringLiteral("No strategy"), QStringLiteral("mod 10")});
    history.redo();
    history.redo();
    CHECK(document.parameters().strategy.kind == StrategyKind::Mod);
    history.redo();
    CHECK(candidates.names() == QStringList{QStringLiteral("Sharded by player")});
    // Every step that changed the list was announced: add, add, rename, remove, the undos of remove and rename, the
    // redos of rename and remove. Make current and the strategy edits (and their undo and redo) leave it as it was.
    CHECK(changed.count() == 8);
}

TEST_CASE("Candidates: names default to Design N, must be unique and at most 64 characters, and a document holds at "
          "most 6",
          "[document][candidates]") {
    IsolatedAppData appData("candidate-rules");
    DocumentController document;
    CandidateList candidates(document);
    QString error;
    CHECK(candidates.defaultName() == QStringLiteral("Design 1"));
    REQUIRE(candidates.addFromCurrent(candidates.defaultName(), error));
    CHECK(candidates.defaultName() == QStringLiteral("Design 2"));
    // "Design 2" taken by a rename of the first: the next free number.
    REQUIRE(candidates.rename(0, QStringLiteral("Design 2"), error));
    CHECK(candidates.defaultName() == QStringLiteral("Design 3"));
    // Renaming a candidate to its own name is no clash.
    CHECK(candidates.nameProblem(QStringLiteral("Design 2"), 0).isEmpty());

    CHECK_FALSE(candidates.addFromCurrent(QStringLiteral("Design 2"), error));
    CHECK(error == QStringLiteral("Another candidate is called “Design 2”"));
    CHECK_FALSE(candidates.addFromCurrent(QStringLiteral("   "), error));
    CHECK(error == QStringLiteral("A candidate needs a name"));
    // 64 characters are accepted, 65 are not; "é" counts as one character.
    CHECK(candidates.nameProblem(QString(64, QChar(0x00e9))).isEmpty());
    CHECK_FALSE(candidates.addFromCurrent(QString(65, QLatin1Char('x')), error));
    CHECK(error == QStringLiteral("A candidate's name has at most 64 characters"));
    CHECK_FALSE(candidates.rename(7, QStringLiteral("Other"), error));
    CHECK(error == QStringLiteral("The document has no candidate 8"));
    CHECK(candidates.count() == 1);

    while (candidates.count() < kMaxCandidates) {
        REQUIRE(candidates.addFromCurrent(candidates.defaultName(), error));
    }
    CHECK(candidates.addBlockedReason() == QStringLiteral("A document holds at most 6 candidates: remove one first"));
    const int steps = document.history()->count();
    CHECK_FALSE(candidates.addFromCurrent(QStringLiteral("Seventh"), error));
    CHECK(error == candidates.addBlockedReason());
    CHECK(document.history()->count() == steps);
    REQUIRE(candidates.remove(5, error));
    CHECK(candidates.addBlockedReason().isEmpty());
}

TEST_CASE("Candidates: saved in the scenario file and read back by open", "[document][candidates]") {
    IsolatedAppData appData("candidate-files");
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("leaderboard.json"));
    DocumentController document;
    CandidateList candidates(document);
    openLeaderboardWithCandidates(document, candidates);
    QString error;
    // One more, so the file holds what the menu made too.
    commitStrategy(document, StrategyKind::Mod, 4);
    REQUIRE(candidates.addFromCurrent(QStringLiteral("mod 4"), error));
    const std::vector<DesignCandidate> added = candidates.candidates();
    REQUIRE(document.saveFile(path, error));
    CHECK_FALSE(document.isDirty());
    // The file holds them, as the scenario reader sees it.
    Scenario onDisk;
    REQUIRE(readScenarioDocument(path, onDisk, error));
    CHECK(onDisk.candidates == added);

    DocumentController reopened;
    CandidateList reopenedCandidates(reopened);
    QSignalSpy changed(&reopenedCandidates, &CandidateList::candidatesChanged);
    REQUIRE(reopened.openFile(path, error));
    CHECK_FALSE(reopened.isDirty());
    CHECK(changed.count() == 1);
    CHECK(reopenedCandidates.candidates() == added);
    CHECK(reopenedCandidates.names() == QStringList{QStringLiteral("no strategy"), QStringLiteral("mod 10"),
                                                    QStringLiteral("random 200"), QStringLiteral("mod 4")});
    // Another document replaces them.
    reopened.newDocument();
    CHECK(reopenedCandidates.count() == 0);
}

TEST_CASE("Candidates: the crash-recovery copy of an unsaved document holds them", "[document][candidates]") {
    IsolatedAppData appData("candidate-recovery");
    DocumentController document;
    CandidateList candidates(document);
    document.setRecoveryInterval(50);
    openLeaderboardWithCandidates(document, candidates);
    QString error;
    REQUIRE(candidates.remove(1, error)); // unsaved now: copied for recovery
    const QString copyPath = document.recoveryCopy().path();
    REQUIRE(QTest::qWaitFor([&] { return QFile::exists(copyPath); }, 30'000));
    document.recoveryCopy().waitForWrites();
    Scenario copy;
    REQUIRE(readScenarioDocument(copyPath, copy, error));
    CHECK(copy.candidates == candidates.candidates());
    CHECK(copy.candidates.size() == 2);
}

TEST_CASE("Candidates: the exported report compares them at the prices set", "[document][candidates]") {
    IsolatedAppData appData("candidate-report");
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    DocumentController document;
    CandidateList candidates(document);
    openLeaderboardWithCandidates(document, candidates);
    PriceTable prices = document.prices();
    CHECK(prices == defaultPriceTable());
    prices.region = "eu-test-1";
    document.setPrices(prices);
    const QString path = folder.filePath(QStringLiteral("review.md"));
    QString error;
    REQUIRE(document.exportReport(path, error));
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QString report = QString::fromUtf8(file.readAll());
    CHECK(report.contains(QStringLiteral("Candidate designs")));
    CHECK(report.contains(QStringLiteral("random 200")));
    CHECK(report.contains(QStringLiteral("estimates at eu-test-1")));
}
