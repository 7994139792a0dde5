// MainWindow's ways in for documents and keys besides the editor: Open Recent, imports, generators and drops.
// A file of its own so the window's layout code and this do not have to change together.
#include "main_window.h"

#include "item_csv_import_dialog.h"
#include "key_generator_dialog.h"
#include "recent_files.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>

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
    QAction* clear = m_recentMenu->addAction(QStringLiteral("&Clear Recent"), this, [this] {
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
        statusBar()->showMessage(path + QStringLiteral(" no longer exists; removed from the recent files"), 8000);
        return;
    }
    if (!maybeSave()) {
        return;
    }
    openInBackground(path);
}

bool MainWindow::importKeyFile(const QString& path, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read ") + path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    setKeyText(QString::fromUtf8(file.readAll()));
    statusBar()->showMessage(QStringLiteral("Imported ") + QFileInfo(path).fileName(), 5000);
    return true;
}

void MainWindow::importKeyFileInteractively() {
    const QString path = QFileDialog::getOpenFileName(this, QStringLiteral("Import keys"), QString(),
                                                      QStringLiteral("Key lists (*.txt *.tsv *.keys);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !importKeyFile(path, error)) {
        QMessageBox::warning(this, QStringLiteral("Import keys"), error);
    }
}

ItemCsvImportDialog* MainWindow::openItemCsvImport(const QString& path, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot read ") + path + QStringLiteral(": ") + file.errorString();
        return nullptr;
    }
    auto* dialog = new ItemCsvImportDialog(path, file.readAll(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { setKeyText(dialog->keyText()); });
    dialog->open();
    return dialog;
}

void MainWindow::importItemCsvInteractively() {
    const QString path = QFileDialog::getOpenFileName(this, QStringLiteral("Import items CSV"), QString(),
                                                      QStringLiteral("CSV files (*.csv);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !openItemCsvImport(path, error)) {
        QMessageBox::warning(this, QStringLiteral("Import items CSV"), error);
    }
}

KeyGeneratorDialog* MainWindow::openKeyGenerator() {
    auto* dialog = new KeyGeneratorDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { setKeyText(dialog->keyText()); });
    dialog->open();
    return dialog;
}

void MainWindow::openDroppedFiles(const QList<QUrl>& urls) {
    const auto local = std::find_if(urls.begin(), urls.end(), [](const QUrl& url) { return url.isLocalFile(); });
    if (local == urls.end()) {
        return;
    }
    const QString path = local->toLocalFile();
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
        done = openItemCsvImport(path, error) != nullptr;
    } else {
        done = importKeyFile(path, error);
    }
    if (!done) {
        QMessageBox::warning(this, QStringLiteral("Drop"), QStringLiteral("Cannot open ") + error);
    }
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
