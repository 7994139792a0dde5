// Saving the document where the name is not a plain new file: a symbolic link (its target is written, the link
// kept), a device node that is full (a clear error, the document as it was), an existing file (its mode kept).
#include "document/scenario_document.h"
#include "document_controller_support.h"
#include "isolated_app_data.h"
#include "message_box_catcher.h"
#include "shell/main_window.h"
#include "special_files.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace partiscope;
using namespace partiscope::ui;
using namespace partiscope::ui::controller_test;
using namespace partiscope::ui::testing;

TEST_CASE("Document controller: saving to a symbolic link writes its target and keeps the link",
          "[document-controller][output]") {
    IsolatedAppData isolated("save-link");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("real")));
    const QString target = dir.filePath(QStringLiteral("real/board.json"));
    const QString link = dir.filePath(QStringLiteral("board.json"));
    REQUIRE(QFile::link(QStringLiteral("real/board.json"), link)); // relative: from the link's own folder
    DocumentController document;
    document.newDocument();
    REQUIRE(setStrategy(document, StrategyKind::Mod, 10));
    QString error;
    SECTION("here and now") {
        REQUIRE(document.saveFile(link, error));
    }
    SECTION("on a worker") {
        QSignalSpy saved(&document, &DocumentController::documentSaved);
        document.saveInBackground(link);
        REQUIRE(saved.wait(kTimeoutMs));
        REQUIRE(saved.front().at(0).toBool());
    }
    CHECK(isLink(link));
    CHECK(QFile::symLinkTarget(link) == target);
    CHECK(reread(target) == document.scenario());
    CHECK(document.path() == link); // the name the user chose
    CHECK_FALSE(document.isDirty());
    CHECK(QDir(dir.filePath(QStringLiteral("real"))).entryList(QDir::Files | QDir::Hidden) ==
          QStringList{QStringLiteral("board.json")}); // no temporary file left beside it
}

TEST_CASE("Document controller: saving to a full device fails with the reason and leaves the document as it was",
          "[document-controller][output]") {
    IsolatedAppData isolated("save-full");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString full = dir.filePath(QStringLiteral("full"));
    REQUIRE(makeDevice(full, 7));
    const QString saved = dir.filePath(QStringLiteral("saved.json"));
    DocumentController document;
    document.newDocument();
    QString error;
    REQUIRE(document.saveFile(saved, error));
    const Scenario lastSaved = document.scenario();
    REQUIRE(setStrategy(document, StrategyKind::Mod, 12));
    const Scenario edited = document.scenario();
    SECTION("here and now") {
        CHECK_FALSE(document.saveFile(full, error));
        CHECK(error == full + QStringLiteral(": No space left on device"));
    }
    SECTION("on a worker") {
        QSignalSpy outcome(&document, &DocumentController::documentSaved);
        document.saveInBackground(full);
        REQUIRE(outcome.wait(kTimeoutMs));
        CHECK_FALSE(outcome.front().at(0).toBool());
        CHECK(outcome.front().at(2).toString() == full + QStringLiteral(": No space left on device"));
    }
    SECTION("through a link to it") {
        const QString link = dir.filePath(QStringLiteral("link.json"));
        REQUIRE(QFile::link(full, link));
        CHECK_FALSE(document.saveFile(link, error));
        CHECK(error == link + QStringLiteral(": No space left on device"));
        CHECK(isLink(link));
    }
    CHECK(isCharDevice(full)); // written through, never replaced by a regular file
    CHECK(document.isDirty());
    CHECK(document.path() == saved);
    CHECK(document.scenario() == edited);
    CHECK(reread(saved) == lastSaved); // the last good save is untouched
}

TEST_CASE("Document controller: a file saved over keeps its mode, a report goes through a link too",
          "[document-controller][output]") {
    IsolatedAppData isolated("save-mode");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("private.json"));
    DocumentController document;
    document.newDocument();
    QString error;
    REQUIRE(document.saveFile(path, error));
    REQUIRE(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    REQUIRE(setStrategy(document, StrategyKind::Mod, 8));
    REQUIRE(document.saveFile(path, error));
    CHECK(QFile::permissions(path) == (QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser));
    CHECK(reread(path).strategy.shards == 8);

    const QString reportTarget = dir.filePath(QStringLiteral("report-real.md"));
    const QString reportLink = dir.filePath(QStringLiteral("report.md"));
    REQUIRE(QFile::link(QStringLiteral("report-real.md"), reportLink));
    REQUIRE(document.exportReport(reportLink, error));
    CHECK(isLink(reportLink));
    CHECK(readFile(reportTarget).startsWith("# "));
}

TEST_CASE("MainWindow: a save that fails says why in the window and leaves the document as it was",
          "[window][output]") {
    IsolatedAppData isolated("window-save-full");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString full = dir.filePath(QStringLiteral("full"));
    REQUIRE(makeDevice(full, 7));
    MainWindow window;
    window.show();
    const QString title = window.windowTitle();
    const Scenario before = window.document().scenario();
    MessageBoxCatcher boxes;
    QSignalSpy saved(&window.document(), &DocumentController::documentSaved);
    window.document().saveInBackground(full);
    REQUIRE(saved.wait(kTimeoutMs));
    REQUIRE(QTest::qWaitFor([&] { return !boxes.texts().isEmpty(); }, kTimeoutMs));
    CHECK(boxes.texts().front() == QStringLiteral("Cannot save ") + full + QStringLiteral(": No space left on device"));
    CHECK(isCharDevice(full));
    CHECK(window.document().path().isEmpty());
    CHECK(window.document().scenario() == before);
    CHECK(window.windowTitle() == title);
}
