#include "keys_panel.h"

#include "analysis_summary_text.h"
#include "key_editor.h"
#include "plain_text_streamer.h"
#include "qt_strings.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace partiscope::ui {

KeysPanel::KeysPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* heading = new QLabel(QStringLiteral("Partition keys — one per line, optional TAB and write count"), this);
    heading->setWordWrap(true);
    layout->addWidget(heading);

    m_editor = new KeyEditor(this);
    m_editor->setObjectName(QStringLiteral("keyEditor"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setTabStopDistance(m_editor->fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 16);
    m_editor->setPlaceholderText(QStringLiteral("USER#42\t17\nORDER#2024-06-01"));
    layout->addWidget(m_editor, 1);
    m_streamer = new PlainTextStreamer(m_editor);
    connect(m_editor, &QPlainTextEdit::textChanged, this, [this] {
        // The streamer's own insertions keep loadedText(); anything else is the user typing, pasting or undoing.
        const bool streamed = m_streamer->isStreaming() || !m_streamer->loadedText().isNull();
        if (!streamed && !m_settingText) {
            m_showingDocumentKeys = false;
        }
        emit textChanged(!m_showingDocumentKeys);
    });

    auto* generate = new QPushButton(QStringLiteral("Generate…"), this);
    generate->setObjectName(QStringLiteral("generateKeysButton"));
    generate->setToolTip(QStringLiteral("Uniform, Zipf, hot-key, dated or leaderboard keys (Ctrl+G)"));
    connect(generate, &QPushButton::clicked, this, &KeysPanel::generateRequested);
    layout->addWidget(generate, 0, Qt::AlignRight);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("inputSummaryLabel"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
}

void KeysPanel::showDocumentKeys(const QString& text, bool atOnce) {
    // The markers hold cursors into the editor's document, which a large text replaces (and frees elsewhere).
    m_editor->setRejectedLines({});
    m_showingDocumentKeys = true;
    if (atOnce) {
        m_settingText = true;
        m_streamer->setText(QString()); // ends any streaming
        m_editor->setPlainText(text);
        m_settingText = false;
    } else {
        m_streamer->setText(text);
    }
}

void KeysPanel::setUserText(const QString& text) {
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
        // The first reason inline, the rest in the tooltip: one is usually enough to see what is wrong.
        summary += QStringLiteral("\nline ") + countText(analysis.errors.front().line) + QStringLiteral(": ") +
                   fromStd(analysis.errors.front().message);
    }
    m_summary->setText(summary);
    m_summary->setToolTip(inputProblemsText(analysis));
    m_editor->setRejectedLines(analysis.errors);
}

} // namespace partiscope::ui
