// MainWindow's side of documents: the questions it asks (unsaved changes, file names, recovery) and the ways in
// besides the editor (Open Recent, imports, generators, drops). The document itself is DocumentController's.
#include "shell/main_window.h"

#include "keys/keys_panel.h"
#include "shell/lesson_dock.h"

#include "document/recent_files.h"
#include "keys/item_csv_import_dialog.h"
#include "keys/key_generator_dialog.h"
#include "shell/scenario_import_dialog.h"
#include "util/core_text.h"
#include "util/qt_strings.h"
#include "util/user_file.h"

#include <partiscope/csv_items.h>
#include <partiscope/import/import.h>
#include <partiscope/number_format.h>

#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace partiscope::ui {

void MainWindow::rebuildRecentMenu() {
    if (!m_recentMenu) {
        return;
    }
    m_recentMenu->clear();
    const QStringList paths = RecentFiles::list();
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const QString& path = paths[i];
        // &1 … &9, &0: each entry has a key while the menu is open.
        const QString label = i < 10 ? QStringLiteral("&%1  %2").arg(QString::number((i + 1) % 10), path) : path;
        QAction* action = m_recentMenu->addAction(label, this, [this, path] { openRecentFile(path); });
        action->setData(path);
    }
    if (!paths.isEmpty()) {
        m_recentMenu->addSeparator();
    }
    QAction* clear = m_recentMenu->addAction(tr("&Clear Recent"), this, [this] {
        RecentFiles::clear();
        rebuildRecentMenu();
    });
    clear->setObjectName(QStringLiteral("clearRecentAction"));
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_R));
    clear->setEnabled(!paths.isEmpty());
}

void MainWindow::openRecentFile(const QString& path) {
    if (!QFileInfo::exists(path)) {
        RecentFiles::remove(path);
        rebuildRecentMenu();
        statusBar()->showMessage(path + tr(" no longer exists; removed from the recent files"), 8000);
        return;
    }
    if (!maybeSave()) {
        return;
    }
    openInBackground(path);
}

void MainWindow::noteFileOpened() {
    m_lessonDock->closeLesson(); // a guide belongs to its lesson, not to whatever is opened next
    rebuildRecentMenu();
}

void MainWindow::newDocument() {
    if (!maybeSave()) {
        return;
    }
    m_document.newDocument();
    m_lessonDock->closeLesson();
}

bool MainWindow::openScenarioFile(const QString& path, QString& error) {
    if (!m_document.openFile(path, error)) {
        return false;
    }
    noteFileOpened();
    return true;
}

void MainWindow::openInBackground(const QString& path) {
    m_document.openInBackground(path); // documentOpened() follows: see the constructor's connection
}

bool MainWindow::saveScenarioFile(const QString& path, QString& error) {
    if (!m_document.saveFile(path, error)) {
        return false;
    }
    rebuildRecentMenu();
    return true;
}

bool MainWindow::openLesson(const Lesson& lesson, QString& error) {
    if (!m_document.openLesson(lesson, error)) {
        return false;
    }
    m_lessonDock->showLesson(lesson);
    return true;
}

void MainWindow::exportReportInteractively() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export report"),
                                                      m_document.suggestedBaseName() + QStringLiteral("-review.html"),
                                                      tr("HTML report (*.html);;Markdown report (*.md)"));
    if (!path.isEmpty()) {
        m_document.exportReportInBackground(path); // reportExported() follows
    }
}

bool MainWindow::offerRecovery() {
    const auto ask = [this](const QString& copy, const QString& origin) {
        if (m_recoveryPrompt) {
            return m_recoveryPrompt(copy);
        }
        const QString when = QLocale().toString(QFileInfo(copy).lastModified(), QLocale::ShortFormat);
        const QString what = origin.isEmpty() ? tr("the unsaved document") : tr("the unsaved changes to ") + origin;
        return QMessageBox::question(this, tr("Restore unsaved document"),
                                     tr("Partiscope did not close cleanly last time. Restore ") + what +
                                         tr(", copied at ") + when + QStringLiteral("?")) == QMessageBox::Yes;
    };
    QString error;
    if (!m_document.offerRecovery(ask, error)) {
        if (!error.isEmpty()) {
            QMessageBox::warning(this, tr("Restore"), tr("Cannot restore ") + error);
        }
        return false;
    }
    m_lessonDock->closeLesson();
    statusBar()->showMessage(tr("Restored the unsaved document"), 5000);
    return true;
}

bool MainWindow::maybeSave() {
    if (!m_document.isDirty()) {
        return true;
    }
    UnsavedChoice choice = UnsavedChoice::Cancel;
    if (m_savePrompt) {
        choice = m_savePrompt();
    } else {
        const auto answer =
            QMessageBox::warning(this, tr("Unsaved changes"), tr("The document has unsaved changes. Save them?"),
                                 QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        choice = answer == QMessageBox::Save      ? UnsavedChoice::Save
                 : answer == QMessageBox::Discard ? UnsavedChoice::Discard
                                                  : UnsavedChoice::Cancel;
    }
    switch (choice) {
    case UnsavedChoice::Save:
        return saveDocument(SaveMode::Now); // what follows (closing, replacing the document) needs it written
    case UnsavedChoice::Discard:
        return true;
    case UnsavedChoice::Cancel:
        break;
    }
    return false;
}

bool MainWindow::saveDocument(SaveMode mode) {
    const QString& path = m_document.path();
    return path.isEmpty() ? saveDocumentAs(mode) : saveTo(path, mode);
}

bool MainWindow::saveTo(const QString& path, SaveMode mode) {
    if (mode == SaveMode::InBackground) {
        m_document.saveInBackground(path); // documentSaved() follows
        return true;
    }
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool saved = saveScenarioFile(path, error);
    QApplication::restoreOverrideCursor();
    if (!saved) {
        QMessageBox::warning(this, tr("Save"), tr("Cannot save ") + error);
    }
    return saved;
}

bool MainWindow::saveDocumentAs(SaveMode mode) {
    const QString suggested = !m_document.path().isEmpty() ? m_document.path()
                              : !m_document.recoveredFrom().isEmpty()
                                  ? m_document.recoveredFrom()
                                  : m_document.suggestedBaseName() + DocumentController::kScenarioFileSuffix;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save scenario"), suggested,
                                                      tr("Scenarios (*.partiscope.json *.json);;All files (*)"));
    return !path.isEmpty() && saveTo(path, mode);
}

void MainWindow::openDocument() {
    if (!maybeSave()) {
        return;
    }
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), QString(),
                                                      tr("Scenarios (*.partiscope.json *.json);;All files (*)"));
    if (!path.isEmpty()) {
        openInBackground(path);
    }
}

bool MainWindow::importKeyFile(const QString& path, QString& error) {
    // A device or a named pipe has no size to choose by and may never end: refused before it is opened.
    if (const QString kind = userFileKindProblem(path); !kind.isEmpty()) {
        error = tr("cannot read ") + path + QStringLiteral(": ") + kind;
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = tr("cannot read ") + path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    if (file.size() > kMaxEditableFileBytes) {
        // Too large to edit as text: the analysis reads the file itself, on every core, like the CLI (no copy of it
        // in the editor), and the keys pane lists what it read.
        file.close();
        m_keysPanel->showAsList();
        m_keys.importKeyFile(path);
    } else {
        // Small enough to edit: the file's own lines, so a rejected line can be fixed where it is marked.
        file.close();
        QByteArray bytes;
        QString problem;
        if (!readUserFile(path, {kMaxEditableFileBytes, "a key list to edit"}, bytes, problem)) {
            error = tr("cannot read ") + path + QStringLiteral(": ") + problem;
            return false;
        }
        setKeyText(QString::fromUtf8(bytes));
    }
    statusBar()->showMessage(tr("Imported ") + QFileInfo(path).fileName(), 5000);
    return true;
}

void MainWindow::importKeyFileInteractively() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import keys"), QString(),
                                                      tr("Key lists (*.txt *.tsv *.keys);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !importKeyFile(path, error)) {
        QMessageBox::warning(this, tr("Import keys"), error);
    }
}

ItemCsvImportDialog* MainWindow::openItemCsvImport(const QString& path, QString& error) {
    if (const QString kind = userFileKindProblem(path); !kind.isEmpty()) {
        error = tr("cannot read ") + path + QStringLiteral(": ") + kind;
        return nullptr;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = tr("cannot read ") + path + QStringLiteral(": ") + file.errorString();
        return nullptr;
    }
    if (file.size() <= kMaxCsvReadHereBytes) {
        file.close();
        QByteArray bytes;
        QString problem;
        if (!readUserFile(path, {kMaxCsvReadHereBytes, "an items CSV read at once"}, bytes, problem)) {
            error = tr("cannot read ") + path + QStringLiteral(": ") + problem;
            return nullptr;
        }
        return showItemCsvImport(path, std::move(bytes));
    }
    // A large file is read on a worker (hundreds of megabytes take a while, more from a slow disk); the dialog
    // opens when it is in. csvImportOpened() says when.
    file.close();
    struct Read {
        QByteArray bytes;
        QString error;
    };
    statusBar()->showMessage(tr("Reading ") + QFileInfo(path).fileName() + QStringLiteral("…"));
    m_csvReads.start(
        this,
        [path](const std::atomic<bool>& /*cancel*/) {
            Read read;
            QString problem;
            if (!readUserFile(path, {kMaxWholeItemsCsvBytes, "an items CSV"}, read.bytes, problem)) {
                read.error = tr("cannot read ") + path + QStringLiteral(": ") + problem;
            }
            return read;
        },
        [this, path](std::uint64_t /*jobId*/, Read read) {
            statusBar()->clearMessage();
            if (!read.error.isEmpty()) {
                QMessageBox::warning(this, tr("Import items CSV"), read.error);
                return;
            }
            emit csvImportOpened(showItemCsvImport(path, std::move(read.bytes)));
        });
    return nullptr; // error stays empty: the dialog follows
}

ItemCsvImportDialog* MainWindow::showItemCsvImport(const QString& path, QByteArray csv) {
    auto* dialog = new ItemCsvImportDialog(path, std::move(csv), m_document.parameters().table.gsis, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, path] {
        if (dialog->indexKeys().empty()) {
            setKeys(dialog->keys()); // the table's keys only: as typed keys
        } else {
            // With index keys: the table's keys and the indexes' in one undo step.
            QString problem;
            if (!m_document.importItems(dialog->keys(), dialog->indexKeys(), QFileInfo(path).fileName(), problem)) {
                QMessageBox::warning(this, tr("Import items CSV"), problem);
                return;
            }
        }
        // The document keeps the items so a GSI can derive its index keys from them later (Table pane).
        m_document.setImportedItems(dialog->importedItems());
    });
    dialog->open();
    return dialog;
}

void MainWindow::importItemCsvInteractively() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import items CSV"), QString(), tr("CSV files (*.csv);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !openItemCsvImport(path, error) && !error.isEmpty()) {
        QMessageBox::warning(this, tr("Import items CSV"), error);
    }
}

KeyGeneratorDialog* MainWindow::openKeyGenerator() {
    auto* dialog = new KeyGeneratorDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { setKeys(dialog->keys()); });
    dialog->open();
    return dialog;
}

void MainWindow::openDroppedFiles(const QList<QUrl>& urls) {
    QStringList paths;
    for (const QUrl& url : urls) {
        if (url.isLocalFile()) {
            paths << url.toLocalFile();
        }
    }
    if (paths.isEmpty()) {
        return;
    }
    const QString path = paths.front();
    // The content decides before the name: a scan page or a Workbench model is a .json that is no scenario, an
    // access log a .csv that is no item list. Several files (scan pages, export parts) go to one import.
    std::string unreadable;
    if (QFileInfo(path).isDir() || guessImportFormatOfPath(path.toStdString(), unreadable)) {
        if (maybeSave()) {
            openScenarioImport(paths);
        }
        return;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    QString error;
    bool done = true;
    if (suffix == QStringLiteral("json")) {
        if (!maybeSave()) {
            return;
        }
        openInBackground(path); // reports a problem itself
        return;
    } else if (suffix == QStringLiteral("csv")) {
        done = openItemCsvImport(path, error) != nullptr || error.isEmpty(); // empty: a large file still reading
    } else {
        done = importKeyFile(path, error);
    }
    if (!done) {
        QMessageBox::warning(this, tr("Drop"), tr("Cannot open ") + error);
    }
}

ScenarioImportDialog* MainWindow::openScenarioImport(const QStringList& paths) {
    auto* dialog = new ScenarioImportDialog(paths, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ScenarioImportDialog::imported, this, [this, paths](std::shared_ptr<ImportedDocument> imported) {
        m_document.adoptImported(std::move(imported->opened));
        m_lessonDock->closeLesson(); // a guide belongs to its lesson, not to an imported table
        showImportNotes(*imported, paths);
    });
    dialog->open();
    return dialog;
}

void MainWindow::importScenarioInteractively() {
    if (!maybeSave()) {
        return;
    }
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Import a table"), QString(), tr("Table files (*.json *.json.gz *.jsonl *.csv *.log);;All files (*)"));
    if (!paths.isEmpty()) {
        openScenarioImport(paths);
    }
}

void MainWindow::showImportNotes(const ImportedDocument& imported, const QStringList& paths) {
    const QString from =
        paths.size() == 1 ? QFileInfo(paths.front()).fileName() : QString::number(paths.size()) + tr(" files");
    QString text = tr("<b>Imported from ") + from.toHtmlEscaped() + QStringLiteral("</b> (") +
                   localizedCount(imported.records) + tr(" records, not saved yet).");
    for (const std::string& note : imported.notes) {
        text += QLatin1Char(' ') + fromStd(note).toHtmlEscaped();
    }
    m_importNotes->setText(text);
    m_importNotesBar->show();
    statusBar()->showMessage(tr("Imported ") + from, 8000);
}

void MainWindow::showSourceNote(const std::optional<ImportSource>& source) {
    const std::string note = source ? importSourceNote(*source) : std::string();
    if (note.empty()) {
        m_importNotesBar->hide();
        return;
    }
    m_importNotes->setText(fromStd(note).toHtmlEscaped());
    m_importNotesBar->show();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (std::any_of(urls.cbegin(), urls.cend(), [](const QUrl& url) { return url.isLocalFile(); })) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
    event->acceptProposedAction();
    // Queued: a modal question (unsaved changes) inside the drop handler would block the dragging application.
    const QList<QUrl> urls = event->mimeData()->urls();
    QTimer::singleShot(0, this, [this, urls] { openDroppedFiles(urls); });
}

} // namespace partiscope::ui
