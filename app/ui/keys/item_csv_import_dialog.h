#pragma once

#include "document/imported_items.h"
#include "jobs/latest_job_queue.h"

#include <partiscope/csv_index_keys.h>
#include <partiscope/csv_items.h>
#include <partiscope/scenario.h>

#include <QByteArray>
#include <QDialog>
#include <QString>
#include <QStringList>

#include <map>
#include <string>
#include <utility>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;

namespace partiscope::ui {

/// File > Import items CSV: picks how a partition key is built from a CSV's columns (core's key template,
/// `{status}#{date}`) and, optionally, which column says how many writes a row stands for. The preview reads
/// the first part of the file as the template changes; OK reads the whole file and yields "key TAB count" lines.
/// For each GSI of the document's table an optional index key template over the same columns derives that index's
/// keys from the same items (core's readCsvIndexKeys): an item whose template column is empty writes nothing to
/// the index (a sparse index), and the dialog shows each index's share of items.
class ItemCsvImportDialog : public QDialog {
    Q_OBJECT
public:
    /// @p indexes: the document's GSIs, one index key template each (none: the dialog has only the table's key).
    ItemCsvImportDialog(const QString& path, QByteArray csv, const std::vector<GsiSpec>& indexes = {},
                        QWidget* parent = nullptr);

    [[nodiscard]] const QStringList& columns() const noexcept { return m_columns; }
    [[nodiscard]] QLineEdit* templateEdit() const noexcept { return m_template; }
    [[nodiscard]] QComboBox* countColumnCombo() const noexcept { return m_countColumn; }
    [[nodiscard]] QPlainTextEdit* preview() const noexcept { return m_preview; }
    [[nodiscard]] QLabel* problemLabel() const noexcept { return m_problem; }
    /// Shown while the whole file is read: how much of it has been.
    [[nodiscard]] QProgressBar* progressBar() const noexcept { return m_progress; }

    /// Reads the whole file with the chosen template, here and now. On success fills keyText() and returns true;
    /// otherwise sets problemLabel() to what is wrong (naming the line) and returns false.
    bool readAllItems();
    /// True while OK's read of the whole file runs on a worker thread.
    [[nodiscard]] bool isReading() const noexcept { return m_reading; }
    /// The keys, most writes first, one "key TAB count" per line (valid after readAllItems()).
    [[nodiscard]] const QString& keyText() const noexcept { return m_keyText; }
    /// The same keys as data (key and count), most writes first: what the window hands over, without text.
    [[nodiscard]] const std::vector<WorkloadKey>& keys() const noexcept { return m_keys; }
    /// The file and the choices the keys were read with: the document keeps them so GSIs can derive index keys.
    [[nodiscard]] std::shared_ptr<const ImportedItems> importedItems() const;
    /// Per GSI with a template, its keys as data (weights: absolute shares of the items), valid after the read.
    [[nodiscard]] const std::map<std::string, std::vector<WorkloadKey>>& indexKeys() const noexcept {
        return m_indexKeys;
    }
    /// The template field of the GSI named @p index (objectName "csvIndexKeyTemplateEdit:<index>"); null if none.
    [[nodiscard]] QLineEdit* indexTemplateEdit(const QString& index) const;
    /// "ByStatus: 4 keys, 62.5 % of items carry status (sparse)" for @p result of the template @p indexTemplate.
    [[nodiscard]] static QString indexShareText(const QString& index, const std::string& indexTemplate,
                                                const IndexKeyReadResult& result);

    /// The preview reads this much of the file: enough rows to see the keys, little enough to follow typing.
    static constexpr qsizetype kPreviewBytes = 256 * 1024;
    static constexpr int kPreviewLines = 20;

    /// Import: reads the whole file on a worker thread with a progress bar; closes with Accepted when it could
    /// be read, otherwise stays open with the problem shown.
    void accept() override;
    /// While the file is read: stops the read and leaves the dialog open with the choices editable again.
    /// Otherwise closes the dialog.
    void reject() override;

private:
    struct IndexTemplateField {
        std::string index;
        QLineEdit* edit = nullptr;
        QLabel* share = nullptr;
    };
    /// Per GSI with a template: its name and how its keys are read.
    using IndexReads = std::vector<std::pair<std::string, IndexKeyReadOptions>>;
    struct WholeRead {
        QString keyText; ///< empty when the file cannot be imported
        std::vector<WorkloadKey> keys;
        std::map<std::string, std::vector<WorkloadKey>> indexKeys;
        QStringList indexShares; ///< per index read, its indexShareText()
        QString problem;
    };
    /// The table's keys with @p options, then each index's with @p indexReads (their cancel and progress are
    /// @p options'; progress counts the bytes of every pass together).
    [[nodiscard]] static WholeRead readWholeFile(const QByteArray& csv, const ItemReadOptions& options,
                                                 const IndexReads& indexReads);
    void showProgress(std::uint64_t read, std::uint64_t readId);
    [[nodiscard]] ItemReadOptions chosenOptions() const;
    /// The index key reads the fields ask for: one per GSI whose template is not empty.
    [[nodiscard]] IndexReads chosenIndexOptions() const;
    void addIndexTemplateFields(const std::vector<GsiSpec>& indexes, QFormLayout& form);
    /// Previews every index with a template on @p size bytes: appends its keys to @p text; returns the first
    /// problem (a bad template, a rejected row) or an empty string.
    QString previewIndexes(qsizetype size, QString& text);
    void finishReading(const WholeRead& whole);
    void setReading(bool reading);
    void readHeader();
    void updatePreview();

    QByteArray m_csv;
    QStringList m_columns;
    QString m_keyText;
    std::vector<WorkloadKey> m_keys;
    std::map<std::string, std::vector<WorkloadKey>> m_indexKeys;
    std::vector<IndexTemplateField> m_indexFields;
    std::uint64_t m_passes = 1; ///< of the whole-file read running: the table's, then one per index template
    bool m_reading = false;
    QLabel* m_columnsLabel = nullptr;
    QLineEdit* m_template = nullptr;
    QComboBox* m_countColumn = nullptr;
    QPlainTextEdit* m_preview = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QProgressBar* m_progress = nullptr;
    std::uint64_t m_readId = 0; ///< the whole-file read whose progress is shown
    // Last: destroyed first, so a read still running cannot post into a half-destroyed dialog.
    LatestJobQueue m_reads{1};
};

} // namespace partiscope::ui
