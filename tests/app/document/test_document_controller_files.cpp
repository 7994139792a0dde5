// DocumentController alone, without a window: opening, saving, lessons and crash recovery of its document.
#include "document/document_recovery.h"
#include "document/lesson_catalog.h"
#include "document/recent_files.h"
#include "document/scenario_document.h"
#include "document/scenario_queries.h"
#include "document_controller_support.h"
#include "isolated_app_data.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace partiscope;
using namespace partiscope::ui;
using namespace partiscope::ui::controller_test;

namespace {

/// A small document with listed keys, written to @p path; returns it as a reader sees it.
Scenario writeOrdersDocument(const QString& path) {
    Scenario orders = builtInScenario();
    orders.name = "Orders";
    orders.workload.generator.reset();
    orders.workload.keys = weighted({{"ORDER#1", 3}, {"ORDER#2", 1}});
    QString error;
    REQUIRE(writeScenarioDocument(path, orders, error));
    Scenario reread;
    REQUIRE(readScenarioDocument(path, reread, error));
    return reread;
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

TEST_CASE("Document controller: opening a file replaces the document, a broken file changes nothing",
          "[document-controller]") {
    IsolatedAppData isolated("controller-open");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("orders.json"));
    const Scenario orders = writeOrdersDocument(path);
    DocumentController document;
    document.newDocument();
    REQUIRE(setWriteRate(document, 2000));
    REQUIRE(document.isDirty());

    SECTION("here and now") {
        QSignalSpy replaced(&document, &DocumentController::documentReplaced);
        QString error;
        REQUIRE(document.openFile(path, error));
        CHECK(document.scenario() == orders);
        CHECK(document.path() == path);
        CHECK(document.displayName() == QStringLiteral("orders.json"));
        CHECK_FALSE(document.isDirty());
        CHECK(document.history()->count() == 0); // the history belonged to the document it edited
        REQUIRE(replaced.size() == 1);
        CHECK(replaced.front().at(0).toString() == editorKeyText(orders));
        CHECK(document.hottestKey().key == "ORDER#1");
        CHECK(RecentFiles::list().value(0) == path);
        CHECK(document.isSimulationCurrent());

        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        writeFile(broken, R"({"version": 1, "table": {"rcu": 0, "wcu": 10},
            "workload": {"duration_s": 10, "keys": [{"key": "a", "weight": "heavy"}]}})");
        CHECK_FALSE(document.openFile(broken, error));
        CHECK(error.startsWith(broken + QStringLiteral(": ")));
        CHECK(error.contains(QStringLiteral("/workload/keys/0/weight")));
        CHECK(document.scenario() == orders);
        CHECK(document.path() == path);
        CHECK(replaced.size() == 1);
        CHECK(RecentFiles::list().value(0) == path);
    }
    SECTION("on a worker") {
        QSignalSpy opened(&document, &DocumentController::documentOpened);
        document.openInBackground(path);
        CHECK(document.path().isEmpty()); // not yet: the worker reads it
        REQUIRE(opened.wait(kTimeoutMs));
        REQUIRE(opened.size() == 1);
        CHECK(opened.front().at(0).toBool());
        CHECK(opened.front().at(1).toString() == path);
        CHECK(opened.front().at(2).toString().isEmpty());
        CHECK(document.scenario() == orders);
        CHECK(document.path() == path);
        CHECK_FALSE(document.isDirty());
        CHECK(RecentFiles::list().value(0) == path);

        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        document.openInBackground(missing);
        REQUIRE(opened.wait(kTimeoutMs));
        REQUIRE(opened.size() == 2);
        CHECK_FALSE(opened.back().at(0).toBool());
        CHECK(opened.back().at(1).toString() == missing);
        CHECK(opened.back().at(2).toString().startsWith(missing + QStringLiteral(": ")));
        CHECK(document.path() == path);
        CHECK(document.scenario() == orders);
    }
}

TEST_CASE("Document controller: a saved file reopens as the document, and saving clears the unsaved marker",
          "[document-controller]") {
    IsolatedAppData isolated("controller-save");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    DocumentController document;
    document.newDocument();
    REQUIRE(setStrategy(document, StrategyKind::Mod, 10));
    REQUIRE(document.isDirty());
    QSignalSpy saved(&document, &DocumentController::documentSaved);

    SECTION("here and now") {
        const QString path = dir.filePath(QStringLiteral("board.json"));
        QString error;
        REQUIRE(document.saveFile(path, error));
        CHECK(reread(path) == document.scenario());
        CHECK_FALSE(document.isDirty());
        CHECK(document.path() == path);
        CHECK(document.displayName() == QStringLiteral("board.json"));
        CHECK(document.suggestedBaseName() == QStringLiteral("board"));
        CHECK(RecentFiles::list().value(0) == path);

        const QString unwritable = dir.filePath(QStringLiteral("missing/dir/board.json"));
        REQUIRE(setStrategy(document, StrategyKind::Mod, 12));
        CHECK_FALSE(document.saveFile(unwritable, error));
        CHECK(error.startsWith(unwritable + QStringLiteral(": ")));
        CHECK(document.isDirty());
        CHECK(document.path() == path);

        // The registered scenario type's double extension is not part of the name exports suggest.
        const QString typed = dir.filePath(QStringLiteral("board.partiscope.json"));
        REQUIRE(document.saveFile(typed, error));
        CHECK(document.suggestedBaseName() == QStringLiteral("board"));
        CHECK(document.displayName() == QStringLiteral("board.partiscope.json"));
    }
    SECTION("on a worker") {
        const QString path = dir.filePath(QStringLiteral("background.json"));
        const Scenario expected = document.scenario();
        document.saveInBackground(path);
        CHECK(document.isDirty()); // not yet: the worker writes it
        REQUIRE(saved.wait(kTimeoutMs));
        REQUIRE(saved.size() == 1);
        CHECK(saved.front().at(0).toBool());
        CHECK(saved.front().at(1).toString() == path);
        CHECK(reread(path) == expected);
        CHECK_FALSE(document.isDirty());
        CHECK(document.path() == path);
    }
    SECTION("an edit made while the worker writes stays unsaved") {
        const QString path = dir.filePath(QStringLiteral("in-flight.json"));
        const Scenario written = document.scenario();
        document.saveInBackground(path);
        REQUIRE(setStrategy(document, StrategyKind::Mod, 20)); // before the save's outcome can be delivered
        REQUIRE(saved.wait(kTimeoutMs));
        CHECK(saved.front().at(0).toBool());
        CHECK(reread(path) == written);
        CHECK(document.path() == path);
        CHECK(document.isDirty());
        CHECK(document.parameters().strategy.shards == 20);
    }
    SECTION("a path that cannot be written") {
        const QString path = dir.filePath(QStringLiteral("missing/dir/board.json"));
        document.saveInBackground(path);
        REQUIRE(saved.wait(kTimeoutMs));
        CHECK_FALSE(saved.front().at(0).toBool());
        CHECK(saved.front().at(1).toString() == path);
        CHECK(saved.front().at(2).toString().startsWith(path + QStringLiteral(": ")));
        CHECK(document.isDirty());
        CHECK(document.path().isEmpty());
        CHECK_FALSE(QFile::exists(path));
    }
}

TEST_CASE("Document controller: a lesson is an untitled document named after it until it is saved",
          "[document-controller]") {
    IsolatedAppData isolated("controller-lesson");
    const QList<Lesson> lessons = builtInLessons();
    REQUIRE_FALSE(lessons.isEmpty());
    const Lesson& lesson = lessons.front();
    DocumentController document;
    document.newDocument();
    QSignalSpy titles(&document, &DocumentController::titleChanged);
    QString error;
    REQUIRE(document.openLesson(lesson, error));
    CHECK(titles.size() >= 1);
    CHECK(document.displayName() == lesson.title);
    CHECK(document.path().isEmpty());
    CHECK_FALSE(document.isDirty());
    Scenario expected;
    REQUIRE(readScenarioDocument(lesson.scenarioPath, expected, error));
    CHECK(document.scenario() == expected);

    QTemporaryDir dir;
    REQUIRE(document.saveFile(dir.filePath(QStringLiteral("my-lesson.json")), error));
    CHECK(document.displayName() == QStringLiteral("my-lesson.json"));
    document.newDocument();
    CHECK(document.displayName() == QStringLiteral("Untitled"));
}

TEST_CASE("Document controller: an unsaved document is copied for recovery, offered once its controller is gone",
          "[document-controller][recovery]") {
    IsolatedAppData isolated("controller-recovery");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString saved = dir.filePath(QStringLiteral("orders.json"));
    const QString crashed = QDir(RecoveryCopy::directory()).filePath(QStringLiteral("crashed.json"));
    Scenario edited;
    QString copyPath;
    {
        DocumentController document;
        document.newDocument();
        document.setRecoveryInterval(50);
        QString error;
        REQUIRE(document.saveFile(saved, error));
        REQUIRE(setWriteRate(document, 2500));
        edited = document.scenario();
        copyPath = document.recoveryCopy().path();
        REQUIRE(QTest::qWaitFor([&] { return QFile::exists(copyPath); }, kTimeoutMs));
        document.recoveryCopy().waitForWrites();
        CHECK(reread(copyPath) == edited);
        CHECK(RecoveryCopy::originOf(copyPath) == saved);

        // While its controller lives, the copy is not offered to another one.
        DocumentController second;
        int asked = 0;
        CHECK_FALSE(second.offerRecovery(
            [&](const QString&, const QString&) {
                ++asked;
                return true;
            },
            error));
        CHECK(asked == 0);
        CHECK(QFile::exists(copyPath));

        // A crash leaves the copy and its origin note without a lock: a copy nobody holds stands for it.
        REQUIRE(QFile::copy(copyPath, crashed));
        REQUIRE(QFile::copy(copyPath + QStringLiteral(".origin"), crashed + QStringLiteral(".origin")));
    }
    // A controller that is destroyed ended cleanly: its own copy went with it, the crashed one is left.
    CHECK_FALSE(QFile::exists(copyPath));
    CHECK(RecoveryCopy::orphans() == QStringList{crashed});

    DocumentController restarted;
    restarted.newDocument();
    QSignalSpy replaced(&restarted, &DocumentController::documentReplaced);
    QString offeredCopy;
    QString offeredOrigin;
    QString error;
    REQUIRE(restarted.offerRecovery(
        [&](const QString& copy, const QString& origin) {
            offeredCopy = copy;
            offeredOrigin = origin;
            return true;
        },
        error));
    CHECK(offeredCopy == crashed);
    CHECK(offeredOrigin == saved);
    CHECK(restarted.scenario() == edited);
    CHECK(restarted.isDirty());
    CHECK(restarted.path().isEmpty()); // Save asks where: the file may hold newer work than the copy
    CHECK(restarted.recoveredFrom() == saved);
    CHECK(restarted.displayName() == QStringLiteral("orders.json (recovered)"));
    CHECK(replaced.size() == 1);
    CHECK_FALSE(QFile::exists(crashed));
    CHECK_FALSE(QFile::exists(crashed + QStringLiteral(".origin")));
    CHECK(RecoveryCopy::orphans().isEmpty()); // offered once, then gone

    SECTION("declining removes the copy and keeps the document") {
        writeFile(crashed, QByteArray::fromStdString(scenarioToJson(builtInScenario())));
        CHECK_FALSE(restarted.offerRecovery([](const QString&, const QString&) { return false; }, error));
        CHECK_FALSE(QFile::exists(crashed));
        CHECK(restarted.scenario() == edited);
        CHECK(restarted.recoveredFrom() == saved);
    }
    SECTION("a copy that cannot be read says why, and is removed") {
        writeFile(crashed, "{ not a scenario");
        error.clear();
        CHECK_FALSE(restarted.offerRecovery([](const QString&, const QString&) { return true; }, error));
        CHECK(error.startsWith(crashed + QStringLiteral(": ")));
        CHECK_FALSE(QFile::exists(crashed));
        CHECK(restarted.scenario() == edited);
    }
}
