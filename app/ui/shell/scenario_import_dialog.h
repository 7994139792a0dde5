#pragma once

#include "jobs/scenario_import_runner.h"

#include <partiscope/import/import.h>

#include <QDialog>
#include <QStringList>

#include <memory>
#include <optional>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace partiscope::ui {

/// File > Import… (and files dropped on the window): the files, the format guessed from the first one's content
/// (changeable), the options that format takes (the describe-table file or the key names for DynamoDB JSON, the
/// table), and Import. The import runs on a worker with a progress bar; Cancel stops it (the importer's progress
/// callback returns false) and leaves the choices editable. A result closes the dialog with Accepted and imported();
/// a problem is shown in a message box naming the file and the line or JSON path, and the dialog stays open.
class ScenarioImportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ScenarioImportDialog(QStringList paths, QWidget* parent = nullptr);

    [[nodiscard]] const QStringList& paths() const noexcept { return m_paths; }
    /// The format guessed from the first file; nullopt when none fitted (the combo then shows the first format).
    [[nodiscard]] std::optional<ImportFormat> guessedFormat() const noexcept { return m_guessed; }
    [[nodiscard]] ImportFormat format() const;
    void setFormat(ImportFormat format);
    /// The import the choices describe.
    [[nodiscard]] ImportRequest request() const;
    [[nodiscard]] ScenarioImportRunner& runner() noexcept { return m_runner; }
    [[nodiscard]] bool isImporting() const noexcept { return m_runner.isRunning(); }

    /// Import: checks the choices (a problem is shown under them) and starts the import.
    void accept() override;
    /// While importing: stops the import and keeps the dialog open. Otherwise closes it.
    void reject() override;

    /// How an import problem reads in the message box: "Cannot import: FILE:LINE: /json/path: message".
    [[nodiscard]] static QString problemText(const ImportProblem& problem);

signals:
    /// The import succeeded: the dialog closes with Accepted right after.
    void imported(std::shared_ptr<partiscope::ui::ImportedDocument> document);

private:
    void showFormatOptions();
    void setImporting(bool importing);
    void importFinished(std::shared_ptr<ImportedDocument> document);
    void browseDescribeFile();

    QStringList m_paths;
    std::optional<ImportFormat> m_guessed;
    ScenarioImportRunner m_runner;
    QComboBox* m_format = nullptr;
    QLabel* m_guessLabel = nullptr;
    QFormLayout* m_options = nullptr;
    QLineEdit* m_describe = nullptr;
    QPushButton* m_describeBrowse = nullptr;
    QWidget* m_describeRow = nullptr;
    QLineEdit* m_partitionKey = nullptr;
    QLineEdit* m_sortKey = nullptr;
    QLineEdit* m_table = nullptr;
    QLabel* m_formatHint = nullptr;
    QLabel* m_problem = nullptr;
    QProgressBar* m_progress = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace partiscope::ui
