#include "keys/keys_panel.h"

#include "keys/key_editor.h"
#include "keys/key_list_model.h"
#include "keys/plain_text_streamer.h"
#include "util/analysis_summary_text.h"
#include "util/qt_strings.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace partiscope::ui {

KeysPanel::KeysPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* heading = new QLabel(tr("Partition keys — one per line, optional TAB and write count"), this);
    heading->setWordWrap(true);
    layout->addWidget(heading);

    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("keyPages"));
    m_editor = new KeyEditor(m_pages);
    m_editor->setObjectName(QStringLiteral("keyEditor"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setTabStopDistance(m_editor->fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 16);
    m_editor->setPlaceholderText(QStringLiteral("USER#42\t17\nORDER#2024-06-01"));
    m_pages->addWidget(m_editor);
    m_pages->addWidget(createListPage());
    layout->addWidget(m_pages, 1);
    m_streamer = new PlainTextStreamer(m_editor);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        // The streamer's own insertions keep its given text; anything else is the user typing, pasting or undoing.
        if (!m_streamer->holdsGivenText()) {
            m_showingDocumentKeys = false;
        }
        emit textChanged(!m_showingDocumentKeys);
    });

    auto* generate = new QPushButton(tr("Generate…"), this);
    generate->setObjectName(QStringLiteral("generateKeysButton"));
    generate->setToolTip(tr("Uniform, Zipf, hot-key, dated or leaderboard keys (Ctrl+G)"));
    connect(generate, &QPushButton::clicked, this, &KeysPanel::generateRequested);
    layout->addWidget(generate, 0, Qt::AlignRight);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("inputSummaryLabel"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
}

QWidget* KeysPanel::createListPage() {
    m_listPage = new QWidget(m_pages);
    auto* layout = new QVBoxLayout(m_listPage);
    layout->setContentsMargins(0, 0, 0, 0);
    m_listNote = new QLabel(m_listPage);
    m_listNote->setObjectName(QStringLiteral("keyListNote"));
    m_listNote->setWordWrap(true);
    m_listNote->setText(tr("Too many keys to edit as text here: shown read-only, as read. Paste, "
                           "import or generate a new list to replace them."));
    layout->addWidget(m_listNote);
    m_list = new QTableView(m_listPage);
    m_list->setObjectName(QStringLiteral("keyListView"));
    m_listModel = new KeyListModel(m_list);
    ::partiscope::ui::showKeyList(*m_list, *m_listModel);
    layout->addWidget(m_list, 1);
    auto* editAsText = new QPushButton(tr("Edit as text"), m_listPage);
    editAsText->setObjectName(QStringLiteral("editKeysAsTextButton"));
    editAsText->setToolTip(tr("Puts every key in the editor as `key TAB count` lines (slow for millions)"));
    connect(editAsText, &QPushButton::clicked, this, &KeysPanel::editAsTextRequested);
    layout->addWidget(editAsText, 0, Qt::AlignLeft);
    return m_listPage;
}

void KeysPanel::showAsList() {
    m_editor->setRejectedLines({});
    m_showingDocumentKeys = true;
    m_streamer->setText(QString()); // frees a large text the editor may hold
    m_listModel->setKeys(std::shared_ptr<const KeyReadResult>());
    m_pages->setCurrentWidget(m_listPage);
}

void KeysPanel::showKeyList(std::shared_ptr<const KeyReadResult> keys) {
    if (!isShowingList()) {
        return;
    }
    if (keys) {
        // No count in the list exceeds the total: the column is as wide as that, and the keys get the rest (the
        // model's default fits 2^53-1 and cut 20-byte keys short in the default window).
        const QString widest = countText(std::max<std::uint64_t>(keys->tally.totalCount(), 10'000));
        m_list->horizontalHeader()->resizeSection(KeyListModel::CountColumn,
                                                  m_list->fontMetrics().horizontalAdvance(widest) + 16);
    }
    m_listModel->setKeys(std::move(keys));
}

bool KeysPanel::isShowingList() const {
    return m_pages->currentWidget() == m_listPage;
}

void KeysPanel::showDocumentKeys(const QString& text, bool atOnce) {
    m_pages->setCurrentWidget(m_editor);
    // The markers hold cursors into the editor's document, which a large text replaces (and frees elsewhere).
    m_editor->setRejectedLines({});
    m_showingDocumentKeys = true;
    m_streamer->setText(text, atOnce ? PlainTextStreamer::Insertion::AtOnce : PlainTextStreamer::Insertion::Streamed);
}

void KeysPanel::setUserText(const QString& text) {
    m_pages->setCurrentWidget(m_editor);
    m_editor->setRejectedLines({});
    m_showingDocumentKeys = false;
    m_streamer->setText(text); // emits textChanged (per slice)
}

std::optional<QString> KeysPanel::currentText() const {
    if (m_streamer->isStreaming()) {
        return std::nullopt;
    }
    // An imported text as it was given: toPlainText() of a million lines would stall the UI thread.
    QString text = m_streamer->loadedText();
    return text.isNull() ? m_editor->toPlainText() : text;
}

void KeysPanel::showAnalysis(const DistributionAnalysis& analysis) {
    QString summary = inputSummaryText(analysis.input, analysis.keysDistinct);
    if (!analysis.errors.empty()) {
        // The first reason inline, the rest in the tooltip: one is usually enough to see what is wrong. A key the
        // strategy rejects has no line (line 0): its message names the key.
        const InputIssue& first = analysis.errors.front();
        summary += QLatin1Char('\n') +
                   (first.line > 0 ? tr("line ") + countText(first.line) + QStringLiteral(": ") : QString()) +
                   fromStd(first.message);
    }
    m_summary->setText(summary);
    m_summary->setToolTip(inputProblemsText(analysis));
    m_editor->setRejectedLines(analysis.errors);
}

} // namespace partiscope::ui
