#include "shell/scenario_import_dialog.h"
#include "views/secondary_label.h"

#include "util/qt_strings.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace partiscope::ui {

namespace {

QString formatTitle(ImportFormat format) {
    switch (format) {
    case ImportFormat::DynamoDbJson:
        return QCoreApplication::translate("partiscope::ui::ScenarioImportDialog",
                                           "DynamoDB JSON: scan output or S3 export");
    case ImportFormat::Workbench:
        return QCoreApplication::translate("partiscope::ui::ScenarioImportDialog", "NoSQL Workbench model");
    case ImportFormat::ContributorInsights:
        return QCoreApplication::translate("partiscope::ui::ScenarioImportDialog", "Contributor Insights report");
    case ImportFormat::AccessLog:
        return QCoreApplication::translate("partiscope::ui::ScenarioImportDialog", "Access log: CSV or JSON lines");
    }
    return {};
}

/// Where the files of each format come from, so the user can tell whether the guess is right.
QString formatHint(ImportFormat format) {
    switch (format) {
    case ImportFormat::DynamoDbJson:
        return QCoreApplication::translate(
            "partiscope::ui::ScenarioImportDialog",
            "The output of <tt>aws dynamodb scan --output json</tt> (one or more pages), S3 export "
            "data files (<tt>.json.gz</tt>) or an export folder. Items do not say which "
            "attributes are the keys: give the <tt>aws dynamodb describe-table</tt> output or the "
            "key names.");
    case ImportFormat::Workbench:
        return QCoreApplication::translate(
            "partiscope::ui::ScenarioImportDialog",
            "A NoSQL Workbench data model (versions 2.0 and 3.0): one table per scenario, the "
            "first unless a table is named.");
    case ImportFormat::ContributorInsights:
        return QCoreApplication::translate(
            "partiscope::ui::ScenarioImportDialog",
            "The output of <tt>aws cloudwatch get-insight-rule-report</tt> for a DynamoDB "
            "Contributor Insights rule.");
    case ImportFormat::AccessLog:
        return QCoreApplication::translate(
            "partiscope::ui::ScenarioImportDialog",
            "One request per line: CSV with a header row or JSON lines, with <tt>timestamp</tt> "
            "and <tt>key</tt>, optionally <tt>operation</tt>, <tt>count</tt> or <tt>units</tt>, "
            "<tt>index</tt>.");
    }
    return {};
}

QString fileList(const QStringList& paths) {
    QStringList names;
    for (const QString& path : paths) {
        names << QFileInfo(path).fileName();
    }
    constexpr qsizetype kShown = 4;
    QString list = QStringList(names.mid(0, kShown)).join(QStringLiteral(", "));
    if (names.size() > kShown) {
        list += QCoreApplication::translate("partiscope::ui::ScenarioImportDialog", " and %1 more")
                    .arg(names.size() - kShown);
    }
    return list;
}

} // namespace

ScenarioImportDialog::ScenarioImportDialog(QStringList paths, QWidget* parent)
    : QDialog(parent), m_paths(std::move(paths)) {
    setObjectName(QStringLiteral("scenarioImportDialog"));
    setWindowTitle(tr("Import table"));
    if (!m_paths.isEmpty()) {
        std::string ignored; // an unreadable file is reported by the import itself, with its reason
        m_guessed = guessImportFormatOfPath(m_paths.front().toStdString(), ignored);
    }

    auto* files = new QLabel(fileList(m_paths), this);
    files->setObjectName(QStringLiteral("importFilesLabel"));
    files->setToolTip(m_paths.join(QLatin1Char('\n')));
    files->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("importFormatCombo"));
    for (const auto& [format, name] : kImportFormatNames) {
        m_format->addItem(formatTitle(format), fromStd(std::string(name)));
    }
    m_guessLabel = new QLabel(this);
    m_guessLabel->setObjectName(QStringLiteral("importGuessLabel"));
    m_guessLabel->setText(m_guessed ? tr("guessed from the content")
                                    : tr("could not be guessed from the content: please choose"));
    auto* formatRow = new QWidget(this);
    auto* formatLayout = new QHBoxLayout(formatRow);
    formatLayout->setContentsMargins(0, 0, 0, 0);
    formatLayout->addWidget(m_format, 1);
    formatLayout->addWidget(m_guessLabel);

    m_formatHint = new QLabel(this);
    m_formatHint->setObjectName(QStringLiteral("importFormatHint"));
    m_formatHint->setWordWrap(true);
    m_formatHint->setTextFormat(Qt::RichText);
    // A wrapped label asks for the height of its narrowest layout: a width of its own keeps the row to its lines.
    m_formatHint->setMinimumWidth(420);
    m_formatHint->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    m_describe = new QLineEdit(this);
    m_describe->setObjectName(QStringLiteral("importDescribeEdit"));
    m_describe->setPlaceholderText(tr("describe-table.json (optional with key names)"));
    m_describe->setClearButtonEnabled(true);
    m_describeBrowse = new QPushButton(tr("&Browse…"), this);
    m_describeBrowse->setObjectName(QStringLiteral("importDescribeBrowse"));
    connect(m_describeBrowse, &QPushButton::clicked, this, &ScenarioImportDialog::browseDescribeFile);
    m_describeRow = new QWidget(this);
    auto* describeLayout = new QHBoxLayout(m_describeRow);
    describeLayout->setContentsMargins(0, 0, 0, 0);
    describeLayout->addWidget(m_describe, 1);
    describeLayout->addWidget(m_describeBrowse);
    m_partitionKey = new QLineEdit(this);
    m_partitionKey->setObjectName(QStringLiteral("importPartitionKeyEdit"));
    m_partitionKey->setPlaceholderText(tr("attribute name, e.g. PK"));
    m_sortKey = new QLineEdit(this);
    m_sortKey->setObjectName(QStringLiteral("importSortKeyEdit"));
    m_sortKey->setPlaceholderText(tr("optional, e.g. SK"));
    m_table = new QLineEdit(this);
    m_table->setObjectName(QStringLiteral("importTableEdit"));

    m_options = new QFormLayout;
    m_options->addRow(tr("Files:"), files);
    m_options->addRow(tr("&Format:"), formatRow);
    m_options->addRow(QString(), m_formatHint);
    m_options->addRow(tr("&Describe-table file:"), m_describeRow);
    m_options->addRow(tr("&Partition key:"), m_partitionKey);
    m_options->addRow(tr("&Sort key:"), m_sortKey);
    m_options->addRow(tr("&Table:"), m_table);

    m_problem = new ProblemLabel(this);
    m_problem->setObjectName(QStringLiteral("importProblemLabel"));
    m_problem->hide();
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("importProgressBar"));
    m_progress->setRange(0, 1000);
    m_progress->setFormat(QStringLiteral("%p %"));
    m_progress->hide();

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("importButton"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("importCancelButton"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ScenarioImportDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ScenarioImportDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(m_options);
    layout->addWidget(m_problem);
    layout->addWidget(m_progress);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    if (m_guessed) {
        setFormat(*m_guessed);
    }
    connect(m_format, &QComboBox::currentIndexChanged, this, &ScenarioImportDialog::showFormatOptions);
    // A describe-table file names the keys: the key-name fields then have nothing to say.
    connect(m_describe, &QLineEdit::textChanged, this, &ScenarioImportDialog::showFormatOptions);
    showFormatOptions();

    connect(&m_runner, &ScenarioImportRunner::progressed, this, [this](std::uint64_t done, std::uint64_t total) {
        if (total == 0) {
            m_progress->setRange(0, 0); // busy: the size is not known (a folder being listed)
            return;
        }
        m_progress->setRange(0, 1000);
        m_progress->setValue(static_cast<int>(std::min<std::uint64_t>(1000, done * 1000 / total)));
    });
    connect(&m_runner, &ScenarioImportRunner::finished, this, &ScenarioImportDialog::importFinished);
    resize(560, sizeHint().height());
}

ImportFormat ScenarioImportDialog::format() const {
    ImportFormat format = ImportFormat::DynamoDbJson;
    parseEnumName(kImportFormatNames, m_format->currentData().toString().toStdString(), format);
    return format;
}

void ScenarioImportDialog::setFormat(ImportFormat format) {
    m_format->setCurrentIndex(m_format->findData(fromStd(std::string(enumName(kImportFormatNames, format)))));
}

void ScenarioImportDialog::showFormatOptions() {
    const ImportFormat chosen = format();
    const bool keysAsked = chosen == ImportFormat::DynamoDbJson;
    m_options->setRowVisible(m_describeRow, keysAsked);
    m_options->setRowVisible(m_partitionKey, keysAsked);
    m_options->setRowVisible(m_sortKey, keysAsked);
    const bool describeGiven = !m_describe->text().trimmed().isEmpty();
    m_partitionKey->setEnabled(!describeGiven);
    m_sortKey->setEnabled(!describeGiven);
    m_formatHint->setText(formatHint(chosen));
    m_table->setPlaceholderText(chosen == ImportFormat::Workbench ? tr("the model's first table")
                                                                  : tr("from the input"));
    m_guessLabel->setVisible(!m_guessed || *m_guessed == chosen);
    m_problem->hide();
}

ImportRequest ScenarioImportDialog::request() const {
    ImportRequest request;
    request.format = format();
    for (const QString& path : m_paths) {
        request.paths.push_back(path.toStdString());
    }
    if (request.format == ImportFormat::DynamoDbJson) {
        request.describePath = m_describe->text().trimmed().toStdString();
        if (request.describePath.empty()) {
            request.partitionKeyName = m_partitionKey->text().trimmed().toStdString();
            request.sortKeyName = m_sortKey->text().trimmed().toStdString();
        }
    }
    request.tableName = m_table->text().trimmed().toStdString();
    return request;
}

void ScenarioImportDialog::browseDescribeFile() {
    const QString start = m_paths.isEmpty() ? QString() : QFileInfo(m_paths.front()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("describe-table output"), start,
                                                      tr("JSON files (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        m_describe->setText(path);
    }
}

void ScenarioImportDialog::accept() {
    if (m_runner.isRunning()) {
        return;
    }
    const ImportRequest wanted = request();
    if (const auto problem = importRequestProblem(wanted)) {
        m_problem->setText(fromStd(*problem));
        m_problem->show();
        return;
    }
    m_problem->hide();
    setImporting(true);
    m_runner.start(wanted);
}

void ScenarioImportDialog::reject() {
    if (m_runner.isRunning()) {
        m_runner.cancel();
        setImporting(false);
        return;
    }
    QDialog::reject();
}

void ScenarioImportDialog::setImporting(bool importing) {
    for (QWidget* choice :
         {static_cast<QWidget*>(m_format), static_cast<QWidget*>(m_describeRow), static_cast<QWidget*>(m_partitionKey),
          static_cast<QWidget*>(m_sortKey), static_cast<QWidget*>(m_table)}) {
        choice->setEnabled(!importing);
    }
    if (!importing) {
        showFormatOptions(); // the key-name fields follow the describe file again
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!importing);
    m_buttons->button(QDialogButtonBox::Cancel)->setText(importing ? tr("&Stop import") : tr("&Cancel"));
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setVisible(importing);
}

QString ScenarioImportDialog::problemText(const ImportProblem& problem) {
    return tr("Cannot import: ") + fromStd(problem.text());
}

void ScenarioImportDialog::importFinished(std::shared_ptr<ImportedDocument> document) {
    setImporting(false);
    if (document->problem) {
        // Modal, over the dialog: the choices stay as they were, for another try with another format or option.
        QMessageBox::warning(this, tr("Import"), problemText(*document->problem));
        return;
    }
    emit imported(std::move(document));
    QDialog::accept();
}

} // namespace partiscope::ui
