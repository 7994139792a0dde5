// Where keys and documents come from: recent files, recovery copies, imports, drops and generators.
#include "document/document_recovery.h"
#include "document/recent_files.h"
#include "isolated_app_data.h"
#include "keys/item_csv_import_dialog.h"
#include "keys/key_editor.h"
#include "keys/key_generator_dialog.h"
#include "shell/main_window.h"
#include "test_files.h"
#include "window_parts.h"

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace partiscope;
using namespace partiscope::ui;
using partiscope::ui::testing::saveScreenshot;
using partiscope::ui::testing::writeFile;

namespace {

constexpr int kTimeoutMs = 20'000;

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool waitForKeysAdopted(const MainWindow& window, std::size_t keys) {
    return QTest::qWaitFor(
        [&] {
            return !window.document().scenario().workload.generator &&
                   window.document().scenario().workload.keys.size() == keys &&
                   window.keys().appliedJobId() == window.keys().runner().latestJobId();
        },
        kTimeoutMs);
}

QStringList recentMenuPaths(const MainWindow& window) {
    QStringList paths;
    const QList<QAction*> actions = parts::named<QMenu>(window, "recentFilesMenu")->actions();
    for (const QAction* action : actions) {
        if (!action->data().toString().isEmpty()) {
            paths << action->data().toString();
        }
    }
    return paths;
}

void dropFile(MainWindow& window, const QString& path) {
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    const QPoint centre = window.rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    REQUIRE(enter.isAccepted());
    QDropEvent drop(QPointF(centre), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    QCoreApplication::processEvents(); // the drop is handled one event-loop turn later
}

// Set PARTISCOPE_TEST_SCREENSHOTS=DIR to look at the dialogs the tests drive.
const QByteArray kOrdersCsv = "status,date,n\nopen,2024-06-01,3\nshut,2024-06-01,1\nopen,2024-06-01,2\n"
                              "open,2024-06-02,1\n";

} // namespace

TEST_CASE("Recent files: most recent first, at most ten, missing ones removed, Clear Recent", "[recent]") {
    IsolatedAppData isolated("recent");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    MainWindow window;
    CHECK(recentMenuPaths(window).isEmpty());

    QString error;
    QStringList saved;
    for (int i = 0; i < 12; ++i) {
        saved.prepend(dir.filePath(QStringLiteral("doc%1.json").arg(i)));
        REQUIRE(window.saveScenarioFile(saved.front(), error));
    }
    CHECK(RecentFiles::list() == saved.mid(0, RecentFiles::kMaxEntries));
    CHECK(recentMenuPaths(window) == saved.mid(0, RecentFiles::kMaxEntries));

    // Opening an older one moves it to the front.
    MainWindow other;
    REQUIRE(other.openScenarioFile(saved[5], error));
    CHECK(RecentFiles::list().front() == saved[5]);
    CHECK(RecentFiles::list().size() == RecentFiles::kMaxEntries);

    // A file that went away: removed, and the status bar says so.
    REQUIRE(QFile::remove(saved[1]));
    other.openRecentFile(saved[1]);
    CHECK_FALSE(RecentFiles::list().contains(saved[1]));
    CHECK_FALSE(recentMenuPaths(other).contains(saved[1]));
    CHECK(other.statusBar()->currentMessage().contains(QStringLiteral("no longer exists")));
    CHECK(other.document().path() == saved[5]);

    // Opening through the menu's action.
    QAction* entry = nullptr;
    for (QAction* action : parts::named<QMenu>(other, "recentFilesMenu")->actions()) {
        if (action->data().toString() == saved[3]) {
            entry = action;
        }
    }
    REQUIRE(entry);
    QSignalSpy opened(&other.document(), &DocumentController::documentOpened);
    entry->trigger(); // read on a worker: the window takes the document when it is ready
    REQUIRE(opened.wait(kTimeoutMs));
    CHECK(opened.front().at(0).toBool());
    CHECK(other.document().path() == saved[3]);

    auto* clear =
        parts::named<QMenu>(other, "recentFilesMenu")->findChild<QAction*>(QStringLiteral("clearRecentAction"));
    REQUIRE(clear);
    clear->trigger();
    CHECK(RecentFiles::list().isEmpty());
    CHECK(recentMenuPaths(other).isEmpty());
}

TEST_CASE("Recovery: a dirty document is copied, offered after a crash, restored, clean ends remove it", "[recovery]") {
    IsolatedAppData isolated("recovery");
    std::string expected;
    QString copyPath;
    {
        MainWindow window;
        window.document().setRecoveryInterval(50);
        window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
        window.setKeyText(QStringLiteral("CRASH#1\t7\nCRASH#2\t3\n"));
        REQUIRE(waitForKeysAdopted(window, 2));
        REQUIRE(window.document().isDirty());
        copyPath = window.document().recoveryCopy().path();
        REQUIRE(QTest::qWaitFor([&] { return QFile::exists(copyPath); }, kTimeoutMs));
        window.document().recoveryCopy().waitForWrites();
        Scenario copied;
        std::string problem;
        const QByteArray json = readFile(copyPath);
        REQUIRE(
            parseScenario(std::string_view(json.constData(), static_cast<std::size_t>(json.size())), copied, problem));
        expected = scenarioToJson(window.document().scenario());
        CHECK(scenarioToJson(copied) == expected);
        REQUIRE(copied.workload.keys.size() == 2);
        CHECK(copied.workload.keys[0].key == "CRASH#1");

        // While its window lives, the copy is not offered to another one.
        MainWindow second;
        int asked = 0;
        second.setRecoveryPrompt([&](const QString&) {
            ++asked;
            return true;
        });
        CHECK_FALSE(second.offerRecovery());
        CHECK(asked == 0);

        // A crash leaves the copy without its lock: simulate it with a copy nobody holds.
        REQUIRE(QFile::copy(copyPath, QDir(RecoveryCopy::directory()).filePath(QStringLiteral("crashed.json"))));

        // A clean close removes the window's own copy.
        QCloseEvent close;
        QCoreApplication::sendEvent(&window, &close);
        CHECK(close.isAccepted());
        CHECK_FALSE(QFile::exists(copyPath));
    }

    MainWindow restarted;
    QString offered;
    restarted.setRecoveryPrompt([&](const QString& path) {
        offered = path;
        return true;
    });
    REQUIRE(restarted.offerRecovery());
    CHECK(offered.endsWith(QStringLiteral("crashed.json")));
    CHECK(scenarioToJson(restarted.document().scenario()) == expected);
    CHECK(restarted.document().isDirty());
    CHECK(restarted.document().path().isEmpty());
    CHECK(parts::keyEditor(restarted)->toPlainText() == QStringLiteral("CRASH#1\t7\nCRASH#2\t3\n"));
    CHECK(RecoveryCopy::orphans().isEmpty()); // offered once, then gone
    CHECK_FALSE(restarted.offerRecovery());

    SECTION("declining removes the copy too") {
        writeFile(QDir(RecoveryCopy::directory()).filePath(QStringLiteral("old.json")),
                  QByteArray::fromStdString(expected));
        MainWindow declining;
        declining.setRecoveryPrompt([](const QString&) { return false; });
        CHECK_FALSE(declining.offerRecovery());
        CHECK(RecoveryCopy::orphans().isEmpty());
        CHECK_FALSE(declining.document().isDirty());
    }
    SECTION("saving removes the copy") {
        restarted.document().setRecoveryInterval(50);
        restarted.setKeyText(QStringLiteral("AFTER\t1\n"));
        REQUIRE(waitForKeysAdopted(restarted, 1));
        REQUIRE(QTest::qWaitFor([&] { return QFile::exists(restarted.document().recoveryCopy().path()); }, kTimeoutMs));
        QTemporaryDir dir;
        QString error;
        REQUIRE(restarted.saveScenarioFile(dir.filePath(QStringLiteral("saved.json")), error));
        CHECK_FALSE(QFile::exists(restarted.document().recoveryCopy().path()));
        QTest::qWait(200); // no timer tick brings it back while the document is clean
        CHECK_FALSE(QFile::exists(restarted.document().recoveryCopy().path()));
    }
}

TEST_CASE("Recovery: a copy of a saved document names its file, Save As suggests it, Save leaves it alone",
          "[recovery]") {
    IsolatedAppData isolated("recovery-origin");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString saved = dir.filePath(QStringLiteral("orders.json"));
    const QString crashed = QDir(RecoveryCopy::directory()).filePath(QStringLiteral("crashed.json"));
    {
        MainWindow window;
        window.document().setRecoveryInterval(50);
        window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
        QString error;
        REQUIRE(window.saveScenarioFile(saved, error));
        window.setKeyText(QStringLiteral("EDITED\t2\n"));
        REQUIRE(waitForKeysAdopted(window, 1));
        const QString copyPath = window.document().recoveryCopy().path();
        REQUIRE(QTest::qWaitFor([&] { return QFile::exists(copyPath); }, kTimeoutMs));
        window.document().recoveryCopy().waitForWrites();
        CHECK(RecoveryCopy::originOf(copyPath) == saved);
        // A crash leaves the copy and its origin note without a lock.
        REQUIRE(QFile::copy(copyPath, crashed));
        REQUIRE(QFile::copy(copyPath + QStringLiteral(".origin"), crashed + QStringLiteral(".origin")));
    }
    const QByteArray savedBytes = readFile(saved);
    MainWindow restarted;
    restarted.setRecoveryPrompt([](const QString&) { return true; });
    REQUIRE(restarted.offerRecovery());
    CHECK(restarted.document().path().isEmpty()); // Save asks where: the file may hold newer work than the copy
    CHECK(restarted.document().recoveredFrom() == saved);
    CHECK(restarted.windowTitle().startsWith(QStringLiteral("orders.json (recovered)")));
    CHECK(restarted.document().isDirty());
    CHECK(parts::keyEditor(restarted)->toPlainText() == QStringLiteral("EDITED\t2\n"));
    CHECK(readFile(saved) == savedBytes);
    CHECK_FALSE(QFile::exists(crashed));
    CHECK_FALSE(QFile::exists(crashed + QStringLiteral(".origin")));

    // Saved somewhere, it is that file's document; New forgets the origin too.
    QString error;
    REQUIRE(restarted.saveScenarioFile(dir.filePath(QStringLiteral("restored.json")), error));
    CHECK(restarted.document().recoveredFrom().isEmpty());
    CHECK(restarted.windowTitle().startsWith(QStringLiteral("restored.json")));
}

// The copy takes the editor's keys from the analysis job's document on its writer thread and only the rest from
// the window: a parameter edit must still land in it, and a document opened afterwards must bring its own keys.
TEST_CASE("Recovery: the copy has parameter edits made after the editor's keys, and a new document's keys",
          "[recovery]") {
    IsolatedAppData isolated("recovery-snapshot");
    MainWindow window;
    window.document().setRecoveryInterval(50);
    window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
    const auto copyMatchesDocument = [&] {
        return QTest::qWaitFor(
            [&] {
                window.document().recoveryCopy().waitForWrites();
                return readFile(window.document().recoveryCopy().path()).toStdString() ==
                       scenarioToJson(window.document().scenario());
            },
            kTimeoutMs);
    };
    window.setKeyText(QStringLiteral("SNAP#1\t5\nSNAP#2\t1\n"));
    REQUIRE(waitForKeysAdopted(window, 2));
    REQUIRE(copyMatchesDocument());

    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Random)));
    parts::shardsSpinBox(window)->setValue(10);
    REQUIRE(window.document().scenario().strategy.kind == StrategyKind::Random);
    REQUIRE(copyMatchesDocument());
    Scenario copied;
    std::string problem;
    const QByteArray json = readFile(window.document().recoveryCopy().path());
    REQUIRE(parseScenario(std::string_view(json.constData(), static_cast<std::size_t>(json.size())), copied, problem));
    CHECK(copied.strategy.kind == StrategyKind::Random);
    REQUIRE(copied.workload.keys.size() == 2);
    CHECK(copied.workload.keys[0].key == "SNAP#1");

    // File > New replaces the keys without the editor: the next copy must not bring back the typed ones.
    window.newDocument();
    REQUIRE(window.document().scenario().workload.keys.size() != 2);
    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Random)));
    parts::shardsSpinBox(window)->setValue(7);
    REQUIRE(window.document().isDirty());
    REQUIRE(copyMatchesDocument());
    CHECK(readFile(window.document().recoveryCopy().path()).indexOf("SNAP#1") < 0);
}

TEST_CASE("Import keys: a key-list file streams into the editor and becomes the document's keys", "[import]") {
    IsolatedAppData isolated("import-keys");
    QTemporaryDir dir;
    MainWindow window;
    const QString path = dir.filePath(QStringLiteral("keys.txt"));
    writeFile(path, "USER#1\t5\nUSER#2\nUSER#3\t0\n");
    QString error;
    REQUIRE(window.importKeyFile(path, error));
    CHECK(parts::keyEditor(window)->toPlainText() == QStringLiteral("USER#1\t5\nUSER#2\nUSER#3\t0\n"));
    REQUIRE(waitForKeysAdopted(window, 2));
    CHECK(window.keys().analysis()->errors.size() == 1);
    CHECK(parts::keyEditor(window)->rejectionAt(3).contains(QStringLiteral("count")));

    const std::string before = scenarioToJson(window.document().scenario());
    CHECK_FALSE(window.importKeyFile(dir.filePath(QStringLiteral("missing.txt")), error));
    CHECK(error.contains(QStringLiteral("missing.txt")));
    CHECK(scenarioToJson(window.document().scenario()) == before);
}

TEST_CASE("Import items CSV: columns, template, count column, preview, errors with lines", "[import][csv]") {
    ItemCsvImportDialog dialog(QStringLiteral("orders.csv"), kOrdersCsv);
    CHECK(dialog.columns() == QStringList({QStringLiteral("status"), QStringLiteral("date"), QStringLiteral("n")}));
    CHECK(dialog.findChild<QLabel*>(QStringLiteral("csvColumnsLabel"))
              ->text()
              .contains(QStringLiteral("status, date, n")));
    CHECK(dialog.templateEdit()->text() == QStringLiteral("{status}"));
    CHECK(dialog.preview()->toPlainText().startsWith(QStringLiteral("open\t3\nshut\t1\n")));

    dialog.templateEdit()->setText(QStringLiteral("{status}#{date}"));
    dialog.countColumnCombo()->setCurrentIndex(dialog.countColumnCombo()->findData(QStringLiteral("n")));
    CHECK(dialog.preview()->toPlainText().startsWith(
        QStringLiteral("open#2024-06-01\t5\nopen#2024-06-02\t1\nshut#2024-06-01\t1\n")));
    CHECK(dialog.problemLabel()->text().isEmpty());

    dialog.templateEdit()->setText(QStringLiteral("{nope}"));
    CHECK(dialog.problemLabel()->text().contains(QStringLiteral("'nope'")));
    CHECK_FALSE(dialog.readAllItems());

    dialog.templateEdit()->setText(QStringLiteral("{status}#{date}"));
    REQUIRE(dialog.readAllItems());
    CHECK(dialog.keyText() == QStringLiteral("open#2024-06-01\t5\nopen#2024-06-02\t1\nshut#2024-06-01\t1\n"));
    saveScreenshot(dialog, QStringLiteral("item-csv-import"));

    SECTION("a broken row is named by its line and nothing is imported") {
        ItemCsvImportDialog broken(QStringLiteral("broken.csv"), "status,n\nopen,1\nshut\nopen,2\n");
        CHECK(broken.preview()->toPlainText().contains(QStringLiteral("line 3: row has 1 field(s)")));
        CHECK(broken.problemLabel()->text().contains(QStringLiteral("line 3")));
        CHECK_FALSE(broken.readAllItems());
        CHECK(broken.keyText().isEmpty());
        saveScreenshot(broken, QStringLiteral("item-csv-import-broken"));
    }
}

TEST_CASE("Import items CSV of a large file: read on a worker, then the dialog opens", "[import][csv]") {
    IsolatedAppData isolated("import-large-csv");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("large.csv"));
    std::string csv = "status,n\n";
    while (csv.size() <= static_cast<std::size_t>(MainWindow::kMaxCsvReadHereBytes)) {
        csv += "open,2\nshut,1\n";
    }
    writeFile(path, QByteArray::fromStdString(csv));
    MainWindow window;
    QSignalSpy opened(&window, &MainWindow::csvImportOpened);
    QString error;
    CHECK(window.openItemCsvImport(path, error) == nullptr); // not yet: the worker reads it
    CHECK(error.isEmpty());
    REQUIRE(opened.wait(30'000));
    auto* dialog = opened.front().at(0).value<ItemCsvImportDialog*>();
    REQUIRE(dialog);
    dialog->countColumnCombo()->setCurrentIndex(dialog->countColumnCombo()->findData(QStringLiteral("n")));
    dialog->accept();
    // The document turns dirty as the editor gets the keys; they are adopted a moment later (on a worker), so
    // wait for that, not for the dirty flag (on a busy machine the check below came first: a flaky failure).
    REQUIRE(waitForKeysAdopted(window, 2));
    REQUIRE(window.document().isDirty());
    const auto& keys = window.document().keySource()->workload.keys;
    REQUIRE(keys.size() == 2);
    CHECK(keys[0].key == "open");
    CHECK(keys[0].weight == 2 * keys[1].weight);

    QString missing;
    CHECK(window.openItemCsvImport(dir.filePath(QStringLiteral("nothing.csv")), missing) == nullptr);
    CHECK(missing.contains(QStringLiteral("cannot read")));
}

TEST_CASE("Import items CSV through the window: OK fills the editor, Cancel changes nothing", "[import][csv]") {
    IsolatedAppData isolated("import-csv");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("orders.csv"));
    writeFile(path, kOrdersCsv);
    MainWindow window;
    QString error;
    ItemCsvImportDialog* dialog = window.openItemCsvImport(path, error);
    REQUIRE(dialog);
    CHECK(dialog->objectName() == QStringLiteral("itemCsvImportDialog"));
    const QString before = parts::keyEditor(window)->toPlainText();
    SECTION("OK") {
        dialog->countColumnCombo()->setCurrentIndex(dialog->countColumnCombo()->findData(QStringLiteral("n")));
        dialog->accept();
        CHECK(dialog->isReading()); // on a worker; the dialog stays responsive
        REQUIRE(QTest::qWaitFor(
            [&] { return parts::keyEditor(window)->toPlainText() == QStringLiteral("open\t6\nshut\t1\n"); },
            kTimeoutMs));
        REQUIRE(waitForKeysAdopted(window, 2));
        CHECK(window.document().scenario().workload.keys[0].weight == 6);
    }
    SECTION("Cancel") {
        dialog->reject();
        CHECK(parts::keyEditor(window)->toPlainText() == before);
        CHECK_FALSE(window.document().isDirty());
    }
    SECTION("a broken file: OK stays in the dialog, the document is untouched") {
        writeFile(path, "status\n\"open\n");
        ItemCsvImportDialog* broken = window.openItemCsvImport(path, error);
        REQUIRE(broken);
        broken->accept();
        REQUIRE(QTest::qWaitFor([&] { return !broken->isReading(); }, kTimeoutMs));
        CHECK(broken->problemLabel()->text().contains(QStringLiteral("line 2")));
        CHECK(broken->isVisible()); // still open, for a fix of the template
        CHECK(parts::keyEditor(window)->toPlainText() == before);
        CHECK_FALSE(window.document().isDirty());
    }
}

TEST_CASE("Drag and drop: scenarios open, CSVs go to the import dialog, anything else is a key list", "[drop]") {
    IsolatedAppData isolated("drop");
    QTemporaryDir dir;
    MainWindow window;
    int asked = 0;
    window.setSavePrompt([&] {
        ++asked;
        return MainWindow::UnsavedChoice::Discard;
    });

    const QString keys = dir.filePath(QStringLiteral("hot.keys"));
    writeFile(keys, "DROP#1\t4\nDROP#2\n");
    dropFile(window, keys);
    CHECK(parts::keyEditor(window)->toPlainText() == QStringLiteral("DROP#1\t4\nDROP#2\n"));
    REQUIRE(waitForKeysAdopted(window, 2));

    const QString csv = dir.filePath(QStringLiteral("orders.csv"));
    writeFile(csv, kOrdersCsv);
    dropFile(window, csv);
    auto* dialog = window.findChild<ItemCsvImportDialog*>(QStringLiteral("itemCsvImportDialog"));
    REQUIRE(dialog);
    dialog->reject();

    // A scenario: the dirty document is asked about first, then replaced.
    MainWindow source;
    const QString scenario = dir.filePath(QStringLiteral("dropped.json"));
    QString error;
    parts::shardsSpinBox(source)->setValue(6);
    REQUIRE(source.saveScenarioFile(scenario, error));
    REQUIRE(window.document().isDirty());
    QSignalSpy opened(&window.document(), &DocumentController::documentOpened);
    dropFile(window, scenario);
    CHECK(asked == 1);
    REQUIRE(opened.wait(kTimeoutMs));
    CHECK(window.document().path() == scenario);
    CHECK(window.document().scenario() == source.document().scenario());

    SECTION("a file dropped on the key editor is imported, not pasted as a URL") {
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(keys)});
        QWidget* viewport = parts::keyEditor(window)->viewport();
        INFO("viewport accepts drops: " << viewport->acceptDrops());
        // What a real drag delivers: enter, move, drop.
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &enter);
        CHECK(enter.isAccepted());
        QDragMoveEvent move(QPoint(5, 5), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &move);
        QDropEvent drop(QPointF(5, 5), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &drop);
        QCoreApplication::processEvents();
        CHECK(parts::keyEditor(window)->toPlainText() == QStringLiteral("DROP#1\t4\nDROP#2\n"));
    }
}

TEST_CASE("Key generator: deterministic shapes from core's generators, OK fills the editor", "[generator]") {
    KeyGeneratorDialog dialog;
    dialog.setToday(QDate(2024, 6, 30));
    auto pick = [&](KeyGeneratorDialog::Shape shape) {
        dialog.shapeCombo()->setCurrentIndex(dialog.shapeCombo()->findData(static_cast<int>(shape)));
    };
    dialog.keyCountSpinBox()->setValue(50);
    dialog.writesSpinBox()->setValue(10'000);

    pick(KeyGeneratorDialog::Shape::Uniform);
    const QString uniform = dialog.keyText();
    CHECK(uniform == dialog.keyText()); // same settings, same list
    CHECK(uniform.count(QLatin1Char('\n')) == 50);
    dialog.seedSpinBox()->setValue(2);
    CHECK(dialog.keyText() != uniform);
    CHECK(dialog.generatorSpec().kind == GeneratorKind::Uniform);

    pick(KeyGeneratorDialog::Shape::Zipf);
    dialog.zipfExponentSpinBox()->setValue(1.5);
    CHECK(dialog.generatorSpec().s == Approx(1.5));
    CHECK(dialog.keyText().startsWith(QStringLiteral("KEY#1\t")));

    pick(KeyGeneratorDialog::Shape::Today);
    const GeneratorSpec dated = dialog.generatorSpec();
    CHECK(dated.kind == GeneratorKind::TimeBucket);
    CHECK(dated.startDate == "2024-05-12"); // 50 days ending 2024-06-30
    CHECK(dialog.keyText().contains(QStringLiteral("2024-06-30\t")));
    CHECK_FALSE(dialog.keyText().contains(QStringLiteral("2024-07-01")));

    pick(KeyGeneratorDialog::Shape::Leaderboard);
    const QString board = dialog.keyText();
    CHECK(board.startsWith(QStringLiteral("BOARD#global\t")));
    const long long boardWrites = board.section(QLatin1Char('\n'), 0, 0).section(QLatin1Char('\t'), 1).toLongLong();
    CHECK(boardWrites == Approx(4200).epsilon(0.05)); // 42 % of 10,000
    CHECK(board.contains(QStringLiteral("PLAYER#1\t")));
    CHECK(dialog.preview()->toPlainText() ==
          board.section(QLatin1Char('\n'), 0, KeyGeneratorDialog::kPreviewLines - 1));
    saveScreenshot(dialog, QStringLiteral("key-generator"));

    pick(KeyGeneratorDialog::Shape::HotKey);
    dialog.hotKeyEdit()->setText(QStringLiteral("CELEB#1"));
    dialog.hotShareSpinBox()->setValue(0.9);
    CHECK(dialog.keyText().startsWith(QStringLiteral("CELEB#1\t")));

    SECTION("through the window") {
        IsolatedAppData isolated("generator");
        MainWindow window;
        auto* button = window.findChild<QPushButton*>(QStringLiteral("generateKeysButton"));
        REQUIRE(button);
        button->click();
        auto* opened = window.findChild<KeyGeneratorDialog*>(QStringLiteral("keyGeneratorDialog"));
        REQUIRE(opened);
        opened->setToday(QDate(2024, 6, 30));
        opened->shapeCombo()->setCurrentIndex(
            opened->shapeCombo()->findData(static_cast<int>(KeyGeneratorDialog::Shape::Leaderboard)));
        const QString expected = opened->keyText();
        opened->accept();
        CHECK(parts::keyEditor(window)->toPlainText() == expected);
        REQUIRE(
            QTest::qWaitFor([&] { return !window.document().scenario().workload.generator.has_value(); }, kTimeoutMs));
        CHECK(window.document().scenario().workload.keys.front().key == "BOARD#global");
    }
}
