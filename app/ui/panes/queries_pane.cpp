#include "panes/queries_pane.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QVBoxLayout>

namespace partiscope::ui {

namespace {

struct FormatChoice {
    QueryFormat format;
    const char* label;
    const char* suffix; ///< file name suffix offered by save-as
};

constexpr FormatChoice kFormats[] = {
    {QueryFormat::CliJson, "cli-json — requests for aws dynamodb query --cli-input-json", "json"},
    {QueryFormat::Cli, "cli — aws dynamodb query commands", "sh"},
    {QueryFormat::PartiQL, "partiql — SELECT statements", "sql"},
    {QueryFormat::Python, "python — boto3 scatter-gather function", "py"},
    {QueryFormat::JavaScript, "javascript — AWS SDK v3 module", "mjs"},
};

} // namespace

QueriesPane::QueriesPane(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout();
    m_heading = new QLabel(this);
    m_heading->setWordWrap(true);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(m_heading, 1);
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("queryFormat"));
    for (const auto& choice : kFormats) {
        m_format->addItem(QString::fromUtf8(choice.label), static_cast<int>(choice.format));
    }
    top->addWidget(m_format);
    layout->addLayout(top);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    m_requestList = new QListWidget(splitter);
    m_requestList->setObjectName(QStringLiteral("queryRequestList"));
    m_requestList->setToolTip(QStringLiteral("One request per shard; double-click to copy it"));
    m_text = new QPlainTextEdit(splitter);
    m_text->setObjectName(QStringLiteral("queryText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({220, 600});
    layout->addWidget(splitter, 1);

    auto* bottom = new QHBoxLayout();
    m_summary = new QLabel(this);
    bottom->addWidget(m_summary, 1);
    m_copySelected = new QPushButton(QStringLiteral("Copy selected"), this);
    m_copySelected->setToolTip(QStringLiteral("Copy the selected shard's request"));
    m_copyAll = new QPushButton(QStringLiteral("Copy all"), this);
    m_copyAll->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+C")));
    m_saveAs = new QPushButton(QStringLiteral("Save as…"), this);
    bottom->addWidget(m_copySelected);
    bottom->addWidget(m_copyAll);
    bottom->addWidget(m_saveAs);
    layout->addLayout(bottom);

    connect(m_format, &QComboBox::currentIndexChanged, this, &QueriesPane::regenerate);
    connect(m_copySelected, &QPushButton::clicked, this, &QueriesPane::copySelected);
    connect(m_requestList, &QListWidget::itemDoubleClicked, this, &QueriesPane::copySelected);
    connect(m_copyAll, &QPushButton::clicked, this, &QueriesPane::copyAll);
    connect(m_saveAs, &QPushButton::clicked, this, &QueriesPane::saveAs);
    regenerate();
}

void QueriesPane::setQuery(const QueryTarget& target, const StrategyConfig& strategy, const std::string& logicalKey) {
    m_target = target;
    m_strategy = strategy;
    m_logicalKey = logicalKey;
    regenerate();
}

void QueriesPane::setFormat(QueryFormat format) {
    m_format->setCurrentIndex(m_format->findData(static_cast<int>(format)));
}

QueryFormat QueriesPane::format() const {
    return static_cast<QueryFormat>(m_format->currentData().toInt());
}

QString QueriesPane::shownText() const {
    return m_text->toPlainText();
}

void QueriesPane::regenerate() {
    if (m_logicalKey.empty()) {
        m_queries = GeneratedQueries{};
        m_queries.error = QStringLiteral("No key yet: the hottest key of the analysis appears here.");
    } else {
        m_queries = generateQueries(m_target, m_strategy, m_logicalKey, format());
    }
    m_heading->setText(
        QStringLiteral("Reading the hottest key <b>") + QString::fromStdString(m_logicalKey).toHtmlEscaped() +
        QStringLiteral("</b> back from table <b>") + QString::fromStdString(m_target.table).toHtmlEscaped() +
        QStringLiteral("</b> (partition key attribute ") +
        QString::fromStdString(m_target.partitionKeyName).toHtmlEscaped() + QLatin1Char(')'));
    const int selected = std::max(0, m_requestList->currentRow());
    m_requestList->clear();
    m_requestList->addItems(m_queries.physicalKeys);
    if (m_requestList->count() > 0) {
        m_requestList->setCurrentRow(std::min(selected, m_requestList->count() - 1));
    }
    const bool ok = m_queries.error.isEmpty();
    m_text->setPlainText(ok ? m_queries.text : m_queries.error);
    m_summary->setText(ok ? m_queries.summary : QString());
    m_copySelected->setEnabled(ok && !m_queries.requests.isEmpty());
    m_copyAll->setEnabled(ok);
    m_saveAs->setEnabled(ok);
}

void QueriesPane::copySelected() {
    if (m_queries.requests.isEmpty()) {
        return;
    }
    const int row = std::clamp(m_requestList->currentRow(), 0, static_cast<int>(m_queries.requests.size()) - 1);
    QApplication::clipboard()->setText(m_queries.requests[row]);
}

void QueriesPane::copyAll() {
    if (m_queries.error.isEmpty()) {
        QApplication::clipboard()->setText(m_queries.text);
    }
}

bool QueriesPane::saveTo(const QString& path, QString& error) const {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        error = file.errorString();
        return false;
    }
    file.write(m_queries.text.toUtf8());
    if (!file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

void QueriesPane::saveAs() {
    QString suffix = QStringLiteral("txt");
    for (const auto& choice : kFormats) {
        if (choice.format == format()) {
            suffix = QString::fromLatin1(choice.suffix);
        }
    }
    const QString path =
        QFileDialog::getSaveFileName(this, QStringLiteral("Save queries"), QStringLiteral("queries.") + suffix);
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!saveTo(path, error)) {
        QMessageBox::warning(this, QStringLiteral("Save queries"),
                             QStringLiteral("Cannot save ") + path + QStringLiteral(": ") + error);
    }
}

} // namespace partiscope::ui
