// File > Import… and drops of a table's own files: the dialog's guess and options, an import end to end into a new
// unsaved document with its notes in view, Cancel that stops the importer, errors that change nothing.
#include "isolated_app_data.h"
#include "message_box_catcher.h"
#include "shell/main_window.h"
#include "shell/scenario_import_dialog.h"
#include "test_files.h"
#include "window_parts.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QComboBox>
#include <QDropEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <thread>

using namespace partiscope;
using namespace partiscope::ui;
using partiscope::ui::testing::MessageBoxCatcher;
using partiscope::ui::testing::saveScreenshot;
using partiscope::ui::testing::writeFile;

namespace {

constexpr int kTimeoutMs = 20'000;

// `aws dynamodb scan --output json` (AWS CLI reference, scan): three items, user#1 twice.
const QByteArray kScanPage = R"({
    "Items": [
        {"PK": {"S": "user#1"}, "SK": {"S": "order#1"}, "total": {"N": "12"}},
        {"PK": {"S": "user#2"}, "SK": {"S": "order#1"}, "total": {"N": "3"}},
        {"PK": {"S": "user#1"}, "SK": {"S": "order#2"}, "total": {"N": "7"}}
    ],
    "Count": 3,
    "ScannedCount": 3,
    "ConsumedCapacity": null
}
)";

void dropFiles(MainWindow& window, const QStringList& paths) {
    QMimeData data;
    QList<QUrl> urls;
    for (const QString& path : paths) {
        urls << QUrl::fromLocalFile(path);
    }
    data.setUrls(urls);
    const QPoint centre = window.rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    REQUIRE(enter.isAccepted());
    QDropEvent drop(QPointF(centre), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    QCoreApplication::processEvents(); // the drop is handled one event-loop turn later
}

ScenarioImportDialog* importDialog(const MainWindow& window) {
    return window.findChild<ScenarioImportDialog*>(QStringLiteral("scenarioImportDialog"));
}

template <typename T>
T* child(const QWidget& parent, const char* name) {
    auto* found = parent.findChild<T*>(QString::fromLatin1(name));
    REQUIRE(found);
    return found;
}

bool rowVisible(const ScenarioImportDialog& dialog, const char* field) {
    return child<QWidget>(dialog, field)->isVisibleTo(&dialog);
}

} // namespace

TEST_CASE("Import dialog: the guessed format, the options it takes, and the key names DynamoDB JSON needs",
          "[import][dialog]") {
    QTemporaryDir dir;
    const QString scan = dir.filePath(QStringLiteral("scan.json"));
    writeFile(scan, kScanPage);
    ScenarioImportDialog dialog({scan});
    REQUIRE(dialog.guessedFormat() == ImportFormat::DynamoDbJson);
    CHECK(dialog.format() == ImportFormat::DynamoDbJson);
    CHECK(child<QLabel>(dialog, "importGuessLabel")->text() == QStringLiteral("guessed from the content"));
    CHECK(child<QLabel>(dialog, "importFilesLabel")->text() == QStringLiteral("scan.json"));
    CHECK(rowVisible(dialog, "importPartitionKeyEdit"));
    CHECK(rowVisible(dialog, "importDescribeEdit"));

    // Without key names nothing starts: the problem is said under the choices.
    dialog.accept();
    CHECK_FALSE(dialog.isImporting());
    auto* problem = child<QLabel>(dialog, "importProblemLabel");
    CHECK(problem->isVisibleTo(&dialog));
    CHECK(problem->text().contains(QStringLiteral("describe-table")));

    // A describe-table file names the keys: the key-name fields step aside.
    child<QLineEdit>(dialog, "importDescribeEdit")->setText(dir.filePath(QStringLiteral("describe.json")));
    CHECK_FALSE(child<QLineEdit>(dialog, "importPartitionKeyEdit")->isEnabled());
    CHECK(dialog.request().describePath == dir.filePath(QStringLiteral("describe.json")).toStdString());
    CHECK(dialog.request().partitionKeyName.empty());

    // Another format: its own options only, and the guess note goes (the choice is the user's now).
    dialog.setFormat(ImportFormat::Workbench);
    CHECK_FALSE(rowVisible(dialog, "importPartitionKeyEdit"));
    CHECK_FALSE(rowVisible(dialog, "importDescribeEdit"));
    CHECK(rowVisible(dialog, "importTableEdit"));
    CHECK_FALSE(child<QLabel>(dialog, "importGuessLabel")->isVisibleTo(&dialog));
    child<QLineEdit>(dialog, "importTableEdit")->setText(QStringLiteral("Orders"));
    const ImportRequest workbench = dialog.request();
    CHECK(workbench.format == ImportFormat::Workbench);
    CHECK(workbench.describePath.empty()); // the hidden DynamoDB JSON option is not sent along
    CHECK(workbench.tableName == "Orders");
    CHECK(workbench.paths == std::vector<std::string>{scan.toStdString()});

    // A file no format fits: the dialog says so and lets the user choose.
    const QString keys = dir.filePath(QStringLiteral("keys.txt"));
    writeFile(keys, "a\nb\n");
    ScenarioImportDialog unknown({keys});
    CHECK_FALSE(unknown.guessedFormat());
    CHECK(child<QLabel>(unknown, "importGuessLabel")->text().contains(QStringLiteral("choose")));
}

TEST_CASE("Drop: a table's files go to the import dialog, a scenario still opens as the document", "[import][drop]") {
    IsolatedAppData isolated("import-drop");
    QTemporaryDir dir;
    MainWindow window;
    const QString page1 = dir.filePath(QStringLiteral("page1.json"));
    const QString page2 = dir.filePath(QStringLiteral("page2.json"));
    writeFile(page1, kScanPage);
    writeFile(page2, kScanPage);
    dropFiles(window, {page1, page2});
    ScenarioImportDialog* dialog = importDialog(window);
    REQUIRE(dialog);
    CHECK(dialog->guessedFormat() == ImportFormat::DynamoDbJson);
    CHECK(dialog->paths() == QStringList{page1, page2}); // scan pages: one import
    dialog->reject();
    QCoreApplication::processEvents();

    const QString log = dir.filePath(QStringLiteral("requests.csv"));
    writeFile(log, "timestamp,key,operation\n1700000000,user#1,write\n");
    dropFiles(window, {log});
    QPointer<ScenarioImportDialog> logDialog = importDialog(window);
    REQUIRE(logDialog);
    CHECK(logDialog->guessedFormat() == ImportFormat::AccessLog);
    logDialog->reject();
    REQUIRE(QTest::qWaitFor([&] { return logDialog.isNull(); }, kTimeoutMs));

    // A dirty document is asked about before the import replaces it.
    int asked = 0;
    window.setSavePrompt([&] {
        ++asked;
        return MainWindow::UnsavedChoice::Cancel;
    });
    window.setKeyText(QStringLiteral("edited\t3\n"));
    REQUIRE(QTest::qWaitFor([&] { return window.document().isDirty(); }, kTimeoutMs));
    dropFiles(window, {page1});
    CHECK(asked == 1);
    CHECK_FALSE(importDialog(window)); // cancelled: no dialog, the document stays
}

TEST_CASE("Import end to end: a scan page becomes a new unsaved document with its notes in view", "[import]") {
    IsolatedAppData isolated("import-end-to-end");
    QTemporaryDir dir;
    const QString scan = dir.filePath(QStringLiteral("scan.json"));
    writeFile(scan, kScanPage);
    MainWindow window;
    window.resize(1200, 800);
    ScenarioImportDialog* dialog = window.openScenarioImport({scan});
    REQUIRE(dialog);
    child<QLineEdit>(*dialog, "importPartitionKeyEdit")->setText(QStringLiteral("PK"));
    child<QLineEdit>(*dialog, "importSortKeyEdit")->setText(QStringLiteral("SK"));
    saveScreenshot(*dialog, QStringLiteral("import-dialog"));
    QPointer<ScenarioImportDialog> watched = dialog;
    MessageBoxCatcher boxes;
    child<QPushButton>(*dialog, "importButton")->click();
    REQUIRE(QTest::qWaitFor([&] { return watched.isNull() || !watched->isVisible(); }, kTimeoutMs));
    INFO(boxes.texts().join(QLatin1Char('\n')).toStdString());
    REQUIRE(boxes.texts().isEmpty());

    const Scenario imported = window.document().scenario();
    REQUIRE(imported.workload.keys.size() == 2);
    std::map<std::string, double> weights;
    for (const WorkloadKey& key : imported.workload.keys) {
        weights[key.key] = key.weight;
    }
    CHECK(weights == std::map<std::string, double>{{"user#1", 2.0}, {"user#2", 1.0}}); // item counts
    CHECK(imported.table.keySchema.partitionKey.name == "PK");
    // New and unsaved: no file, marked dirty, and closing asks.
    CHECK(window.document().path().isEmpty());
    CHECK(window.document().isDirty());
    CHECK(window.windowTitle().startsWith(QStringLiteral("Untitled")));
    int asked = 0;
    window.setSavePrompt([&] {
        ++asked;
        return MainWindow::UnsavedChoice::Cancel;
    });
    window.show();
    CHECK_FALSE(window.close());
    CHECK(asked == 1);

    // The notes stay in view: the weights are item counts, not traffic.
    auto* notes = parts::named<QLabel>(window, "importNotesLabel");
    CHECK(notes->isVisibleTo(&window));
    CHECK(notes->text().contains(QStringLiteral("scan.json")));
    CHECK(notes->text().contains(QStringLiteral("item count"), Qt::CaseInsensitive));
    // Saved and opened again, the document still says what its weights rest on (its `source`).
    const QString saved = dir.filePath(QStringLiteral("imported.json"));
    QString error;
    REQUIRE(window.document().saveFile(saved, error));
    // Another document takes its notes away with it.
    window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
    window.newDocument();
    CHECK_FALSE(notes->isVisibleTo(&window));
    REQUIRE(window.openScenarioFile(saved, error));
    CHECK(notes->isVisibleTo(&window));
    CHECK(notes->text() ==
          QStringLiteral("Imported from dynamodb-json (3 items): the weights are item counts, so traffic "
                         "is assumed proportional to the items until a trace or Contributor Insights "
                         "says otherwise."));
}

TEST_CASE("Import errors: a message box names the file and where, and the document stays as it was", "[import]") {
    IsolatedAppData isolated("import-error");
    QTemporaryDir dir;
    const QString scan = dir.filePath(QStringLiteral("broken.json"));
    // The third item has no PK: the import must name it and import nothing.
    writeFile(scan, R"({"Items": [{"PK": {"S": "a"}}, {"PK": {"S": "b"}}, {"other": {"S": "c"}}], "Count": 3})");
    MainWindow window;
    window.setKeyText(QStringLiteral("edited\t3\n")); // a document with unsaved work, which must survive
    REQUIRE(QTest::qWaitFor([&] { return window.document().isDirty(); }, kTimeoutMs));
    const Scenario before = window.document().scenario();

    ScenarioImportDialog* dialog = window.openScenarioImport({scan});
    child<QLineEdit>(*dialog, "importPartitionKeyEdit")->setText(QStringLiteral("PK"));
    MessageBoxCatcher boxes;
    dialog->accept();
    REQUIRE(QTest::qWaitFor([&] { return !boxes.texts().isEmpty(); }, kTimeoutMs));
    const QString message = boxes.texts().front();
    INFO(message.toStdString());
    CHECK(message.startsWith(QStringLiteral("Cannot import: ") + scan));
    CHECK((message.contains(QStringLiteral("/Items/2")) || message.contains(scan + QStringLiteral(":1:"))));
    CHECK(dialog->isVisible()); // open for another try
    CHECK(child<QPushButton>(*dialog, "importButton")->isEnabled());
    CHECK(window.document().scenario() == before);
    CHECK(window.document().isDirty());
    CHECK_FALSE(parts::named<QLabel>(window, "importNotesLabel")->isVisibleTo(&window));
    dialog->reject();
}

TEST_CASE("Import Cancel: the importer's progress callback says stop, nothing is delivered", "[import][cancel]") {
    IsolatedAppData isolated("import-cancel");
    QTemporaryDir dir;
    // An S3 export data file of 16 MB (DG "DynamoDB table export output format": one {"Item": ...} per line):
    // several of the importer's chunks, so progress is reported before the end.
    const QString exportFile = dir.filePath(QStringLiteral("export.json"));
    {
        QByteArray lines;
        lines.reserve(17 * 1024 * 1024);
        for (int i = 0; lines.size() < 16 * 1024 * 1024; ++i) {
            lines += R"({"Item":{"PK":{"S":"user#)" + QByteArray::number(i % 5000) + R"("},"n":{"N":")" +
                     QByteArray::number(i) + "\"}}}\n";
        }
        writeFile(exportFile, lines);
    }
    MainWindow window;
    const Scenario before = window.document().scenario();
    ScenarioImportDialog* dialog = window.openScenarioImport({exportFile});
    REQUIRE(dialog->guessedFormat() == ImportFormat::DynamoDbJson);
    child<QLineEdit>(*dialog, "importPartitionKeyEdit")->setText(QStringLiteral("PK"));

    // The worker waits at its first progress report until the test has pressed Cancel: the stop cannot come
    // too late to be seen, however fast the importer is.
    std::atomic<bool> reported{false};
    std::atomic<bool> released{false};
    dialog->runner().setProgressObserver([&](std::uint64_t done, std::uint64_t total) {
        if (done < total && !reported.exchange(true)) {
            for (int waited = 0; !released.load() && waited < kTimeoutMs; waited += 5) {
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            }
        }
    });
    MessageBoxCatcher boxes; // none expected: a box would say the import ended some other way
    dialog->accept();
    CHECK(dialog->isImporting());
    CHECK(child<QProgressBar>(*dialog, "importProgressBar")->isVisibleTo(dialog));
    REQUIRE(QTest::qWaitFor([&] { return reported.load(); }, kTimeoutMs));
    child<QPushButton>(*dialog, "importCancelButton")->click(); // "Stop import" while importing
    released = true;
    CHECK_FALSE(dialog->isImporting());
    dialog->runner().waitForJobs();
    CHECK(dialog->runner().stoppedImports() == 1); // the callback's false reached the importer, which stopped
    QTest::qWait(50);                              // nothing posted arrives
    CHECK(dialog->isVisible());                    // open again, with the choices editable
    CHECK(child<QPushButton>(*dialog, "importButton")->isEnabled());
    CHECK_FALSE(child<QProgressBar>(*dialog, "importProgressBar")->isVisibleTo(dialog));
    CHECK(window.document().scenario() == before);
    CHECK(window.document().path().isEmpty());
    CHECK(boxes.texts().isEmpty());
    dialog->reject();
}
