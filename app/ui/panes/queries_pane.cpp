#include "panes/queries_pane.h"
#include "util/file_output.h"

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
#include <QSignalBlocker>
#include <QSplitter>
#include <QVBoxLayout>

#include <partiscope/access_pattern_queries.h>

#include <algorithm>

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

    m_patternRow = new QWidget(this);
    auto* patternLayout = new QHBoxLayout(m_patternRow);
    patternLayout->setContentsMargins(0, 0, 0, 0);
    m_patternChoice = new QComboBox(m_patternRow);
    m_patternChoice->setObjectName(QStringLiteral("queryPattern"));
    m_patternChoice->setToolTip(tr("The document's access patterns (\"access_patterns\" in the file)"));
    m_patternLabel = new QLabel(tr("Access &pattern"), m_patternRow);
    m_patternLabel->setBuddy(m_patternChoice);
    patternLayout->addWidget(m_patternLabel);
    patternLayout->addWidget(m_patternChoice, 1);
    m_addPattern = new QPushButton(tr("Add as access pattern"), m_patternRow);
    m_addPattern->setObjectName(QStringLiteral("addAccessPattern"));
    m_addPattern->setToolTip(tr("Keep this read in the document as an access pattern, to edit it"));
    patternLayout->addWidget(m_addPattern);
    layout->addWidget(m_patternRow);
    m_editor = new AccessPatternEditor(this);
    m_editor->setObjectName(QStringLiteral("accessPatternEditor"));
    layout->addWidget(m_editor);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    m_requestList = new QListWidget(splitter);
    m_requestList->setObjectName(QStringLiteral("queryRequestList"));
    m_requestList->setToolTip(tr("One request per shard; double-click to copy it"));
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
    m_copySelected = new QPushButton(tr("Copy selected"), this);
    m_copySelected->setToolTip(tr("Copy the selected shard's request"));
    m_copyAll = new QPushButton(tr("Copy all"), this);
    m_copyAll->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+C")));
    m_saveAs = new QPushButton(tr("Save as…"), this);
    bottom->addWidget(m_copySelected);
    bottom->addWidget(m_copyAll);
    bottom->addWidget(m_saveAs);
    layout->addLayout(bottom);

    connect(m_format, &QComboBox::currentIndexChanged, this, &QueriesPane::regenerate);
    connect(m_copySelected, &QPushButton::clicked, this, &QueriesPane::copySelected);
    connect(m_requestList, &QListWidget::itemDoubleClicked, this, &QueriesPane::copySelected);
    connect(m_copyAll, &QPushButton::clicked, this, &QueriesPane::copyAll);
    connect(m_saveAs, &QPushButton::clicked, this, &QueriesPane::saveAs);
    connect(m_addPattern, &QPushButton::clicked, this, &QueriesPane::addHottestKeyAsPattern);
    connect(m_patternChoice, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_scenario || index < 0) {
            return;
        }
        m_pattern = index;
        m_editor->setPattern(*m_scenario, m_scenario->accessPatterns[static_cast<std::size_t>(index)]);
        regenerate();
    });
    connect(m_editor, &AccessPatternEditor::patternEdited, this,
            [this](const AccessPattern& pattern, const ParameterEdit& edit) {
                if (m_pattern >= 0) {
                    emit patternEdited(m_pattern, pattern, edit);
                }
            });
    m_patternRow->hide();
    m_editor->hide();
    regenerate();
}

void QueriesPane::setScenario(const Scenario& parameters, const std::string& hottestKey) {
    m_scenario = parameters;
    m_target = queryTargetFor(parameters);
    m_strategy = parameters.strategy;
    m_logicalKey = hottestKey;
    const auto& patterns = parameters.accessPatterns;
    const int count = static_cast<int>(patterns.size());
    m_pattern = count == 0 ? -1 : std::clamp(m_pattern, 0, count - 1);
    {
        const QSignalBlocker block(m_patternChoice);
        QStringList names;
        for (const auto& pattern : patterns) {
            names.append(QString::fromStdString(pattern.name));
        }
        QStringList shown;
        for (int i = 0; i < m_patternChoice->count(); ++i) {
            shown.append(m_patternChoice->itemText(i));
        }
        if (shown != names) {
            m_patternChoice->clear();
            m_patternChoice->addItems(names);
        }
        m_patternChoice->setCurrentIndex(m_pattern);
    }
    m_patternRow->show();
    m_patternChoice->setVisible(count > 0);
    m_patternLabel->setVisible(count > 0);
    m_addPattern->setVisible(count == 0);
    m_addPattern->setEnabled(!hottestKey.empty());
    m_editor->setVisible(count > 0);
    if (m_pattern >= 0) {
        m_editor->setPattern(parameters, patterns[static_cast<std::size_t>(m_pattern)]);
    }
    regenerate();
}

void QueriesPane::setQuery(const QueryTarget& target, const StrategyConfig& strategy, const std::string& logicalKey) {
    m_scenario.reset();
    m_pattern = -1;
    m_patternRow->hide();
    m_editor->hide();
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

int QueriesPane::patternIndex() const {
    return m_pattern;
}

void QueriesPane::addHottestKeyAsPattern() {
    if (!m_scenario || m_logicalKey.empty()) {
        return;
    }
    // The read shown, as it is: the table, the hottest key, the workload's consistency. No rate yet: a pattern's
    // reads add to the workload's, and this one is already among them.
    AccessPattern pattern;
    pattern.name = "read " + m_logicalKey;
    pattern.key = m_logicalKey;
    pattern.consistency =
        m_scenario->workload.consistency == Consistency::Eventual ? Consistency::Eventual : Consistency::Strong;
    emit patternAdded(pattern);
}

void QueriesPane::regenerate() {
    if (m_scenario && m_pattern >= 0) {
        const AccessPattern& pattern = m_scenario->accessPatterns[static_cast<std::size_t>(m_pattern)];
        m_queries = generatePatternQueries(*m_scenario, pattern, format());
        m_heading->setText(tr("Access pattern <b>") + QString::fromStdString(pattern.name).toHtmlEscaped() +
                           QStringLiteral("</b>: ") +
                           QString::fromStdString(describeAccessPattern(*m_scenario, pattern)).toHtmlEscaped());
        showQueries();
        return;
    }
    if (m_logicalKey.empty()) {
        m_queries = GeneratedQueries{};
        m_queries.error = tr("No key yet: the hottest key of the analysis appears here.");
    } else {
        m_queries = generateQueries(m_target, m_strategy, m_logicalKey, format());
    }
    m_heading->setText(tr("Reading the hottest key <b>") + QString::fromStdString(m_logicalKey).toHtmlEscaped() +
                       tr("</b> back from table <b>") + QString::fromStdString(m_target.table).toHtmlEscaped() +
                       tr("</b> (partition key attribute ") +
                       QString::fromStdString(m_target.partitionKeyName).toHtmlEscaped() + QLatin1Char(')'));
    showQueries();
}

void QueriesPane::showQueries() {
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
    return writeFileSafely(path, m_queries.text.toUtf8(), error);
}

void QueriesPane::saveAs() {
    QString suffix = QStringLiteral("txt");
    for (const auto& choice : kFormats) {
        if (choice.format == format()) {
            suffix = QString::fromLatin1(choice.suffix);
        }
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Save queries"), QStringLiteral("queries.") + suffix);
    if (path.isEmpty()) {
        return;
    }
    QString error;
    if (!saveTo(path, error)) {
        QMessageBox::warning(this, tr("Save queries"), tr("Cannot save ") + error);
    }
}

} // namespace partiscope::ui
