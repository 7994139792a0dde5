#include "keys/key_editor.h"

#include "jobs/analysis_runner.h"

#include <QHelpEvent>
#include <QMimeData>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>

namespace partiscope::ui {

namespace {

bool holdsLocalFiles(const QMimeData* source) {
    if (!source->hasUrls()) {
        return false;
    }
    const QList<QUrl> urls = source->urls();
    return std::any_of(urls.begin(), urls.end(), [](const QUrl& url) { return url.isLocalFile(); });
}

} // namespace

KeyEditor::KeyEditor(QWidget* parent) : QPlainTextEdit(parent) {}

static_assert(KeyEditor::kMaxMarkedLines == AnalysisRunner::kMaxReportedIssues,
              "an analysis reports as many rejected lines as the editor marks");

void KeyEditor::setRejectedLines(const std::vector<InputIssue>& errors) {
    m_reasons.clear();
    QList<QTextEdit::ExtraSelection> selections;
    // A light tint of the theme's highlight would vanish in dark themes; this red reads on both and is the
    // conventional "error" colour of editors.
    const QColor tint(220, 50, 47, 60);
    QTextDocument* text = document();
    const std::size_t count = std::min(errors.size(), kMaxMarkedLines);
    selections.reserve(static_cast<qsizetype>(count));
    for (std::size_t i = 0; i < count; ++i) {
        const InputIssue& issue = errors[i];
        const QTextBlock block = text->findBlockByNumber(static_cast<int>(issue.line) - 1);
        if (!block.isValid()) {
            continue; // the text changed since the analysis read it; the next analysis brings fresh markers
        }
        QTextEdit::ExtraSelection selection;
        selection.cursor = QTextCursor(block);
        selection.format.setBackground(tint);
        selection.format.setProperty(QTextFormat::FullWidthSelection, true);
        selections.append(selection);
        m_reasons.insert(static_cast<int>(issue.line), QString::fromStdString(issue.message));
    }
    setExtraSelections(selections);
}

bool KeyEditor::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int line = cursorForPosition(help->pos()).blockNumber() + 1;
        const QString reason = m_reasons.value(line);
        if (reason.isEmpty()) {
            QToolTip::hideText();
        } else {
            QToolTip::showText(help->globalPos(), tr("line %1: %2").arg(QString::number(line), reason), viewport());
        }
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

bool KeyEditor::canInsertFromMimeData(const QMimeData* source) const {
    return holdsLocalFiles(source) || QPlainTextEdit::canInsertFromMimeData(source);
}

void KeyEditor::insertFromMimeData(const QMimeData* source) {
    if (holdsLocalFiles(source)) {
        emit filesDropped(source->urls()); // a dropped file is imported, not pasted as "file:///..."
        return;
    }
    QPlainTextEdit::insertFromMimeData(source);
}

} // namespace partiscope::ui
