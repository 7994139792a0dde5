#include "keys/item_csv_import_dialog.h"
#include "util/core_text.h"
#include "util/qt_strings.h"
#include "views/secondary_label.h"

#include <partiscope/csv_items.h>
#include <partiscope/key_list_writer.h>
#include <partiscope/workload_keys.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <string>
#include <string_view>

namespace partiscope::ui {

namespace {

// Permille: a file over 2 GiB would overflow the progress bar's int range in bytes.
constexpr int kProgressSteps = 1000;

std::string_view viewOf(const QByteArray& bytes, qsizetype size) {
    return {bytes.constData(), static_cast<std::size_t>(size)};
}

QString issueText(const InputIssue& issue) {
    return QCoreApplication::translate("partiscope::ui::ItemCsvImportDialog", "line ") + QString::number(issue.line) +
           QStringLiteral(": ") + fromStd(issue.message);
}

// The key table of a read, most writes first, as the editor's "key TAB count" lines (at most @p limit).
QString keyLines(const KeyReadResult& read, std::size_t limit) {
    return fromStd(writeKeyList(workloadKeysFromTally(read.tally), limit));
}

} // namespace

ItemCsvImportDialog::ItemCsvImportDialog(const QString& path, QByteArray csv, const std::vector<GsiSpec>& indexes,
                                         QWidget* parent)
    : QDialog(parent), m_csv(std::move(csv)) {
    setObjectName(QStringLiteral("itemCsvImportDialog"));
    setWindowTitle(tr("Import items — ") + QFileInfo(path).fileName());

    auto* layout = new QVBoxLayout(this);
    m_columnsLabel = new QLabel(this);
    m_columnsLabel->setObjectName(QStringLiteral("csvColumnsLabel"));
    m_columnsLabel->setWordWrap(true);
    m_columnsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_columnsLabel);

    auto* form = new QFormLayout;
    m_template = new QLineEdit(this);
    m_template->setObjectName(QStringLiteral("csvKeyTemplateEdit"));
    m_template->setToolTip(QStringLiteral("Columns in braces, anything else literally: {status}#{date}, "
                                          "BOARD#global, {customerid}+{productid}. {{ and }} are literal braces."));
    form->addRow(tr("Partition &key"), m_template);
    m_countColumn = new QComboBox(this);
    m_countColumn->setObjectName(QStringLiteral("csvCountColumnCombo"));
    m_countColumn->setToolTip(tr("A column holding the number of writes each row stands for"));
    form->addRow(tr("&Count column"), m_countColumn);
    addIndexTemplateFields(indexes, *form);
    layout->addLayout(form);

    auto* previewHeading = new QLabel(tr("Preview (the first rows; most writes first)"), this);
    layout->addWidget(previewHeading);
    m_preview = new QPlainTextEdit(this);
    m_preview->setObjectName(QStringLiteral("csvPreview"));
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // The key editor's tab stops, so the counts line up as they will there.
    m_preview->setTabStopDistance(m_preview->fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 16);
    layout->addWidget(m_preview, 1);

    m_problem = new ProblemLabel(this);
    m_problem->setObjectName(QStringLiteral("csvProblemLabel"));
    layout->addWidget(m_problem);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("csvImportProgress"));
    m_progress->setRange(0, kProgressSteps);
    m_progress->setFormat(tr("Reading the whole file… %p% (Cancel stops)"));
    m_progress->hide();
    layout->addWidget(m_progress);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ItemCsvImportDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ItemCsvImportDialog::reject);
    layout->addWidget(m_buttons);

    readHeader();
    connect(m_template, &QLineEdit::textChanged, this, &ItemCsvImportDialog::updatePreview);
    connect(m_countColumn, &QComboBox::currentIndexChanged, this, &ItemCsvImportDialog::updatePreview);
    for (const IndexTemplateField& field : m_indexFields) {
        connect(field.edit, &QLineEdit::textChanged, this, &ItemCsvImportDialog::updatePreview);
    }
    updatePreview();
    resize(560, 480);
}

void ItemCsvImportDialog::addIndexTemplateFields(const std::vector<GsiSpec>& indexes, QFormLayout& form) {
    for (const GsiSpec& index : indexes) {
        const QString name = fromStd(index.name);
        IndexTemplateField field{index.name, new QLineEdit(this), new QLabel(this)};
        field.edit->setObjectName(QStringLiteral("csvIndexKeyTemplateEdit:") + name);
        // Empty by default: the index keys the document has stay unless the user asks for new ones.
        field.edit->setPlaceholderText(QStringLiteral("optional, e.g. {") + fromStd(index.partitionKey.name) +
                                       QLatin1Char('}'));
        field.edit->setToolTip(tr("The partition key of index ") + name +
                               tr(" built from the same columns, as the table's. An item whose column is "
                                  "empty lacks the index key and writes nothing to the index (sparse)."));
        field.share->setObjectName(QStringLiteral("csvIndexShareLabel:") + name);
        field.share->setWordWrap(true);
        form.addRow(name + tr(" key"), field.edit);
        form.addRow(QString(), field.share);
        m_indexFields.push_back(field);
    }
}

QLineEdit* ItemCsvImportDialog::indexTemplateEdit(const QString& index) const {
    for (const IndexTemplateField& field : m_indexFields) {
        if (fromStd(field.index) == index) {
            return field.edit;
        }
    }
    return nullptr;
}

QString ItemCsvImportDialog::indexShareText(const QString& index, const std::string& indexTemplate,
                                            const IndexKeyReadResult& result) {
    KeyTemplate parsed;
    std::string ignored;
    KeyTemplate::parse(indexTemplate, parsed, ignored);
    QStringList attributes;
    for (const std::string& column : parsed.columns()) {
        attributes << fromStd(column);
    }
    const double percent =
        result.items == 0 ? 0.0 : 100.0 * static_cast<double>(result.itemsWithKey) / static_cast<double>(result.items);
    QString text = index + QStringLiteral(": ") + QString::number(result.keys.size()) +
                   (result.keys.size() == 1 ? tr(" key, ") : tr(" keys, ")) + QLocale().toString(percent, 'g', 3) +
                   tr(" % of items carry ") +
                   (attributes.isEmpty() ? QStringLiteral("it") : attributes.join(tr(" and ")));
    if (result.itemsWithKey < result.items) {
        text += tr(" (sparse)");
    }
    return text;
}

ItemCsvImportDialog::IndexReads ItemCsvImportDialog::chosenIndexOptions() const {
    IndexReads chosen;
    for (const IndexTemplateField& field : m_indexFields) {
        if (field.edit->text().isEmpty()) {
            continue;
        }
        IndexKeyReadOptions options;
        options.tableKeyTemplate = m_template->text().toStdString();
        options.indexKeyTemplate = field.edit->text().toStdString();
        options.countColumn = m_countColumn->currentData().toString().toStdString();
        chosen.emplace_back(field.index, std::move(options));
    }
    return chosen;
}

QString ItemCsvImportDialog::previewIndexes(qsizetype size, QString& text) {
    QString problem;
    for (const IndexTemplateField& field : m_indexFields) {
        const std::string indexTemplate = field.edit->text().toStdString();
        if (indexTemplate.empty()) {
            field.share->clear();
            continue;
        }
        IndexKeyReadOptions options;
        options.tableKeyTemplate = m_template->text().toStdString();
        options.indexKeyTemplate = indexTemplate;
        options.countColumn = m_countColumn->currentData().toString().toStdString();
        options.maxReportedIssues = 1;
        const IndexKeyReadResult read = readCsvIndexKeys(viewOf(m_csv, size), options);
        const QString name = fromStd(field.index);
        if (!read.fatalError.empty()) {
            field.share->setText(name + QStringLiteral(": ") + fromStd(read.fatalError));
            problem = problem.isEmpty() ? field.share->text() : problem;
            continue;
        }
        field.share->setText(indexShareText(name, indexTemplate, read));
        if (!read.errors.empty() && problem.isEmpty()) {
            problem = name + QStringLiteral(": ") + QString::number(read.counts.rejected) +
                      tr(" row(s) rejected; the first: ") + issueText(read.errors.front());
        }
        // The index's keys as the Keys pane lists them, their share of all items beside them.
        text += QLatin1Char('\n') + name + tr(" index keys (share of items):\n");
        for (std::size_t k = 0; k < read.keys.size() && k < static_cast<std::size_t>(kPreviewLines); ++k) {
            text += fromStd(read.keys[k].key) + QLatin1Char('\t') +
                    QLocale().toString(read.keys[k].weight * 100, 'g', 3) + QStringLiteral(" %\n");
        }
    }
    return problem;
}

void ItemCsvImportDialog::readHeader() {
    bool haveHeader = false;
    std::string headerError;
    CsvRecordReader reader([&](const std::vector<std::string>& fields, std::uint64_t line, const std::string& error) {
        if (haveHeader || fields.empty()) {
            return;
        }
        haveHeader = true;
        if (!error.empty()) {
            headerError = "line " + std::to_string(line) + ": " + error;
            return;
        }
        for (const auto& field : fields) {
            m_columns << fromStd(field);
        }
    });
    // The header is the first record; a few kilobytes hold it unless a column name is absurdly long.
    reader.feed(viewOf(m_csv, std::min<qsizetype>(m_csv.size(), kPreviewBytes)));
    reader.finish();

    m_countColumn->addItem(tr("(none — one write per row)"), QString());
    for (const QString& column : std::as_const(m_columns)) {
        m_countColumn->addItem(column, column);
    }
    if (m_columns.isEmpty()) {
        m_columnsLabel->setText(headerError.empty() ? tr("The file has no header row.")
                                                    : tr("The header cannot be read: ") + fromStd(headerError));
        return;
    }
    m_columnsLabel->setText(tr("Columns: ") + m_columns.join(QStringLiteral(", ")));
    m_template->setText(QLatin1Char('{') + m_columns.front() + QLatin1Char('}'));
}

void ItemCsvImportDialog::updatePreview() {
    ItemReadOptions options;
    options.keyTemplate = m_template->text().toStdString();
    options.countColumn = m_countColumn->currentData().toString().toStdString();
    options.maxReportedIssues = kPreviewLines;
    qsizetype size = m_csv.size();
    if (size > kPreviewBytes) {
        // Whole lines only, so the last previewed row is not reported as broken.
        size = m_csv.lastIndexOf('\n', kPreviewBytes - 1) + 1;
    }
    const KeyReadResult read = readCsvItems(viewOf(m_csv, size), options);
    QString text;
    if (!read.fatalError.empty()) {
        m_problem->setText(fromStd(read.fatalError));
    } else if (read.counts.rejected > 0) {
        m_problem->setText(QString::number(read.counts.rejected) + tr(" row(s) rejected; the first: ") +
                           issueText(read.errors.front()));
    } else {
        m_problem->clear();
    }
    if (read.fatalError.empty()) {
        text = keyLines(read, kPreviewLines);
        if (!read.errors.empty()) {
            text += tr("\nRejected rows:\n");
        }
        for (const InputIssue& issue : read.errors) {
            text += issueText(issue) + QLatin1Char('\n');
        }
        if (size < m_csv.size()) {
            text += tr("… (previewing the first ") + QString::number(read.counts.linesRead) + tr(" rows)\n");
        }
    }
    QString indexProblem;
    if (read.fatalError.empty()) {
        indexProblem = previewIndexes(size, text);
    } else {
        for (const IndexTemplateField& field : m_indexFields) {
            field.share->clear(); // no items to share out while the table's template is wrong
        }
    }
    if (m_problem->text().isEmpty()) {
        m_problem->setText(indexProblem);
    }
    m_preview->setPlainText(text);
    const bool indexTemplatesValid = std::all_of(m_indexFields.begin(), m_indexFields.end(), [&](const auto& field) {
        KeyTemplate parsed;
        std::string ignored;
        return field.edit->text().isEmpty() || KeyTemplate::parse(field.edit->text().toStdString(), parsed, ignored);
    });
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(read.fatalError.empty() && read.counts.accepted > 0 && indexTemplatesValid);
}

ItemCsvImportDialog::WholeRead ItemCsvImportDialog::readWholeFile(const QByteArray& csv, const ItemReadOptions& options,
                                                                  const IndexReads& indexReads) {
    WholeRead whole;
    const KeyReadResult read = readCsvItems(viewOf(csv, csv.size()), options);
    if (!read.fatalError.empty()) {
        whole.problem = fromStd(read.fatalError);
    } else if (!read.errors.empty()) {
        // All or nothing: half an import would look like the whole file.
        whole.problem = QString::number(read.counts.rejected) +
                        tr(" row(s) cannot be imported; fix the file or the template. The first: ") +
                        issueText(read.errors.front());
    } else if (read.counts.accepted == 0) {
        whole.problem = tr("The file has no data rows.");
    } else {
        whole.keys = workloadKeysFromTally(read.tally);
        whole.keyText = fromStd(writeKeyList(whole.keys));
    }
    for (std::size_t pass = 0; pass < indexReads.size() && !whole.keyText.isEmpty(); ++pass) {
        const std::string& indexName = indexReads[pass].first;
        IndexKeyReadOptions index = indexReads[pass].second;
        index.cancel = options.cancel;
        if (options.progress) {
            // The table's pass was the first: each index's bytes come after the passes before it.
            const std::uint64_t before = static_cast<std::uint64_t>(csv.size()) * (pass + 1);
            index.progress = [before, progress = options.progress](std::uint64_t done) { progress(before + done); };
        }
        const IndexKeyReadResult indexRead = readCsvIndexKeys(viewOf(csv, csv.size()), index);
        const QString name = fromStd(indexName);
        if (!indexRead.fatalError.empty() || !indexRead.errors.empty()) {
            // All or nothing, as for the table's keys: no half-imported index.
            whole.problem =
                name + QStringLiteral(": ") +
                (indexRead.fatalError.empty() ? QString::number(indexRead.counts.rejected) +
                                                    tr(" row(s) cannot be imported; fix the file or the template. "
                                                       "The first: ") +
                                                    issueText(indexRead.errors.front())
                                              : fromStd(indexRead.fatalError));
            whole.keyText.clear();
            whole.keys.clear();
            whole.indexKeys.clear();
            break;
        }
        whole.indexShares << indexShareText(name, index.indexKeyTemplate, indexRead);
        whole.indexKeys[indexName] = indexRead.keys;
    }
    return whole;
}

ItemReadOptions ItemCsvImportDialog::chosenOptions() const {
    ItemReadOptions options;
    options.keyTemplate = m_template->text().toStdString();
    options.countColumn = m_countColumn->currentData().toString().toStdString();
    return options;
}

std::shared_ptr<const ImportedItems> ItemCsvImportDialog::importedItems() const {
    const ItemReadOptions options = chosenOptions();
    return std::make_shared<const ImportedItems>(ImportedItems{m_csv, options.keyTemplate, options.countColumn});
}

bool ItemCsvImportDialog::readAllItems() {
    m_reads.supersede(); // a read still running on a worker would otherwise land after this one
    finishReading(readWholeFile(m_csv, chosenOptions(), chosenIndexOptions()));
    return !m_keyText.isEmpty();
}

void ItemCsvImportDialog::setReading(bool reading) {
    // The choices are frozen while reading so the result matches what is on screen.
    m_reading = reading;
    m_template->setEnabled(!reading);
    m_countColumn->setEnabled(!reading);
    for (const IndexTemplateField& field : m_indexFields) {
        field.edit->setEnabled(!reading);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!reading);
    m_progress->setValue(0);
    m_progress->setVisible(reading);
}

void ItemCsvImportDialog::finishReading(const WholeRead& whole) {
    setReading(false);
    m_keyText = whole.keyText;
    m_keys = whole.keys;
    m_indexKeys = whole.indexKeys;
    m_problem->setText(whole.problem);
}

void ItemCsvImportDialog::showProgress(std::uint64_t read, std::uint64_t readId) {
    if (!m_reading || readId != m_readId || m_csv.isEmpty()) {
        return; // a cancelled read's last report
    }
    const double share =
        static_cast<double>(read) / (static_cast<double>(m_csv.size()) * static_cast<double>(m_passes));
    m_progress->setValue(static_cast<int>(share * kProgressSteps));
}

void ItemCsvImportDialog::accept() {
    if (m_reading) {
        return;
    }
    // A million-row file takes a second or two to read: on a worker, with the dialog still painting.
    setReading(true);
    m_problem->clear();
    const std::uint64_t readId = ++m_readId;
    IndexReads indexReads = chosenIndexOptions();
    m_passes = 1 + indexReads.size();
    m_reads.start(
        this,
        [this, readId, csv = m_csv, options = chosenOptions(),
         indexReads = std::move(indexReads)](const std::atomic<bool>& cancel) mutable {
            options.cancel = &cancel;
            options.progress = [this, readId](std::uint64_t read) {
                QMetaObject::invokeMethod(
                    this, [this, read, readId] { showProgress(read, readId); }, Qt::QueuedConnection);
            };
            return readWholeFile(csv, options, indexReads);
        },
        [this](std::uint64_t /*jobId*/, const WholeRead& whole) {
            finishReading(whole);
            if (!whole.keyText.isEmpty()) {
                QDialog::accept();
            }
        });
}

void ItemCsvImportDialog::reject() {
    if (!m_reading) {
        QDialog::reject();
        return;
    }
    m_reads.supersede(); // the read stops at its next block and posts nothing
    WholeRead cancelled;
    cancelled.problem = tr("Import cancelled; the document is unchanged.");
    finishReading(cancelled);
}

} // namespace partiscope::ui
