#pragma once

#include <QObject>
#include <QString>

class QPlainTextEdit;

namespace partiscope::ui {

/// Puts a large text into a QPlainTextEdit a slice at a time, one slice per event-loop turn, so importing a
/// million keys never freezes the window: a single setPlainText() of that size blocks the UI thread for
/// seconds. Small texts still go in at once, exactly like setPlainText().
class PlainTextStreamer : public QObject {
    Q_OBJECT
public:
    explicit PlainTextStreamer(QPlainTextEdit* editor);

    /// Replaces the editor's text (and its undo history, like setPlainText()). Cancels a text still streaming.
    void setText(const QString& text);

    [[nodiscard]] bool isStreaming() const noexcept { return m_offset < m_text.size(); }
    /// The editor's whole text, without walking its document, while the editor holds exactly what setText()
    /// was given; null once the user edited it (or while it is still streaming).
    [[nodiscard]] QString loadedText() const { return m_textValid && !isStreaming() ? m_text : QString(); }

    /// Texts up to this size go in at once; larger ones in slices of this size, as many per event-loop turn
    /// as fit in kTurnBudgetMs. QTextDocument needs some 5 us per line, so a slice (about 300 keys) is a millisecond or
    /// two.
    static constexpr qsizetype kSliceChars = 4 * 1024;
    static constexpr int kTurnBudgetMs = 5;

signals:
    /// The last slice is in the editor.
    void finished();

private:
    void insertNextSlice();
    void replaceDocument();

    /// Past this many lines, a new text goes into a new document instead of clearing the old one.
    static constexpr int kFreshDocumentBlocks = 10'000;
    void onTextChanged();

    QPlainTextEdit* m_editor;
    QString m_text;
    qsizetype m_offset = 0;
    bool m_textValid = false;
    bool m_inserting = false;
};

} // namespace partiscope::ui
