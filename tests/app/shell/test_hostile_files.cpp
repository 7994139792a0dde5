// The window's file open and import paths on files a hostile tester picks: a device that never ends (a /dev/zero
// made with mknod in a temporary folder), named pipes with and without a writer, a huge sparse file, a folder.
// Each is refused at once with a message that says why, and the current document stays as it was.
#include "document/document_controller.h"
#include "document_controller_support.h"
#include "isolated_app_data.h"
#include "shell/main_window.h"
#include "shell/price_table_dialog.h"
#include "test_files.h"
#include "window_parts.h"

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace partiscope;
using namespace partiscope::ui;
using namespace partiscope::ui::controller_test;

namespace {

/// The hostile files of one folder, and the reason the window gives for each.
struct HostileFiles {
    QTemporaryDir dir;
    QString zero;   ///< a character device reading zeros forever
    QString fifo;   ///< a named pipe without a writer
    QString held;   ///< a named pipe whose writer (this test) sends nothing
    QString sparse; ///< 300 MiB of nothing on disk
    QString folder;
    int heldWriteEnd = -1;

    HostileFiles() {
        REQUIRE(dir.isValid());
        zero = dir.filePath(QStringLiteral("zero.json"));
        REQUIRE(::mknod(QFile::encodeName(zero).constData(), S_IFCHR | 0644, makedev(1, 5)) == 0);
        fifo = dir.filePath(QStringLiteral("fifo.json"));
        REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0644) == 0);
        held = dir.filePath(QStringLiteral("held.json"));
        REQUIRE(::mkfifo(QFile::encodeName(held).constData(), 0644) == 0);
        heldWriteEnd = ::open(QFile::encodeName(held).constData(), O_RDWR | O_CLOEXEC); // never blocks (Linux)
        REQUIRE(heldWriteEnd >= 0);
        sparse = dir.filePath(QStringLiteral("sparse.json"));
        QFile file(sparse);
        REQUIRE(file.open(QIODevice::WriteOnly));
        REQUIRE(file.resize(qint64{300} << 20));
        folder = dir.filePath(QStringLiteral("folder.json"));
        REQUIRE(QDir().mkpath(folder));
    }
    ~HostileFiles() { ::close(heldWriteEnd); }
    HostileFiles(const HostileFiles&) = delete;
    HostileFiles& operator=(const HostileFiles&) = delete;

    /// Each file with the words its refusal must hold.
    std::vector<std::pair<QString, QString>> each(const QString& sizeLimit) const {
        return {{zero, QStringLiteral("a character device, not a regular file")},
                {fifo, QStringLiteral("a named pipe (FIFO), not a regular file")},
                {held, QStringLiteral("a named pipe (FIFO), not a regular file")},
                {sparse, QStringLiteral("larger than the ") + sizeLimit},
                {folder, QStringLiteral("a directory")}};
    }
};

} // namespace

TEST_CASE("Opening a device, a FIFO, a huge file or a folder as a scenario leaves the document as it was",
          "[hostile][document-controller]") {
    IsolatedAppData isolated("hostile-open");
    HostileFiles files;
    DocumentController document;
    document.newDocument();
    REQUIRE(setWriteRate(document, 2000));
    const Scenario before = document.scenario();
    for (const auto& [path, reason] : files.each(QStringLiteral("256 MiB a scenario file may hold"))) {
        INFO(path.toStdString());
        QElapsedTimer timer;
        timer.start();
        QString error;
        CHECK_FALSE(document.openFile(path, error));
        CHECK(error.startsWith(path + QStringLiteral(": ")));
        CHECK(error.contains(reason));
        CHECK(timer.elapsed() < 5000);

        QSignalSpy opened(&document, &DocumentController::documentOpened);
        document.openInBackground(path);
        REQUIRE(opened.wait(kTimeoutMs));
        CHECK_FALSE(opened.back().at(0).toBool());
        CHECK(opened.back().at(2).toString().contains(reason));
        CHECK(document.scenario() == before);
        CHECK(document.isDirty());
    }
}

TEST_CASE("The window refuses hostile key lists, item CSVs and CloudWatch data with a message", "[hostile][import]") {
    IsolatedAppData isolated("hostile-import");
    HostileFiles files;
    MainWindow window;
    const QString keyText = parts::keyEditor(window)->toPlainText();
    const std::string before = scenarioToJson(window.document().scenario());
    for (const auto& [path, reason] : files.each(QString())) {
        if (path == files.sparse || path == files.folder) {
            continue; // a large key list is listed, not read here; a folder is the open's to refuse
        }
        INFO(path.toStdString());
        QString error;
        CHECK_FALSE(window.importKeyFile(path, error));
        CHECK(error.contains(reason));
        CHECK(window.openItemCsvImport(path, error) == nullptr);
        CHECK(error.contains(reason));
        CHECK_FALSE(window.compareWithCloudWatchData(path, error));
        CHECK(error.contains(reason));
    }
    CHECK(parts::keyEditor(window)->toPlainText() == keyText);
    CHECK(scenarioToJson(window.document().scenario()) == before);
}

TEST_CASE("Prices > Load file refuses a device, a FIFO or a huge file and keeps the text", "[hostile][prices]") {
    IsolatedAppData isolated("hostile-prices");
    HostileFiles files;
    PriceSettings settings;
    PriceTableDialog dialog(settings);
    auto* editor = dialog.findChild<QPlainTextEdit*>(QStringLiteral("priceText"));
    auto* problem = dialog.findChild<QLabel*>(QStringLiteral("priceProblem"));
    REQUIRE(editor != nullptr);
    REQUIRE(problem != nullptr);
    const QString text = editor->toPlainText();
    for (const auto& [path, reason] : files.each(QStringLiteral("1 MiB a price file may hold"))) {
        INFO(path.toStdString());
        CHECK_FALSE(dialog.loadFile(path));
        CHECK(problem->text().startsWith(QStringLiteral("Cannot read ")));
        CHECK(problem->text().contains(reason));
        CHECK(editor->toPlainText() == text);
    }
}
