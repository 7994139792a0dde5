#include "keys/plain_text_streamer.h"
#include "jobs/release_elsewhere.h"

#include <QElapsedTimer>
#include <QPlainTextDocumentLayout>
#include <QPlainTextEdit>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace partiscope::ui {

namespace {

// Where the slice starting at @p offset ends: after the last line break within @p chars, so no key is
// split over two insertions (a line longer than a slice is cut; the next slice continues it).
qsizetype sliceEnd(const QString& text, qsizetype offset, qsizetype chars) {
    const qsizetype limit = offset + chars;
    if (limit >= text.size()) {
        return text.size();
    }
    const qsizetype lineBreak = text.lastIndexOf(QLatin1Char('\n'), limit - 1);
    return lineBreak >= offset ? lineBreak + 1 : limit;
}

} // namespace

void keepLargeAllocationsMapped() {
#if defined(__GLIBC__)
    // Setting the threshold also turns off its adjustment after frees, which is what made it grow. 1 MiB: a
    // block that grows past it is moved to a mapping while still small. Between 4 and 16 MiB it was still 30 ms:
    // a block on the heap can grow in place into free heap at its end, and when that runs out realloc() copies
    // all of it (measured: a 20-odd MB text buffer, 25-45 ms). The heat maps reuse their cell images
    // (CellImage), so per-frame buffers above 1 MiB no longer come and go.
    mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
    // Fixing the threshold also fixes the trim threshold at 128 KiB. 1 MiB keeps a frame's freed heap for the
    // next frame while leaving little free heap for a block to grow in place into (see above).
    mallopt(M_TRIM_THRESHOLD, 1024 * 1024);
#endif
}

PlainTextStreamer::PlainTextStreamer(QPlainTextEdit* editor) : QObject(editor), m_editor(editor) {
    connect(m_editor, &QPlainTextEdit::textChanged, this, &PlainTextStreamer::onTextChanged);
}

void PlainTextStreamer::setText(const QString& text, Insertion insertion) {
    if (isStreaming()) {
        // A new text replaces one still streaming: the editor gets back what streaming took away, or a small
        // text (which goes in at once) would leave it read-only.
        m_editor->document()->setUndoRedoEnabled(true);
        m_editor->setReadOnly(false);
    }
    m_text = text;
    m_textValid = true;
    const qsizetype first = insertion == Insertion::AtOnce ? m_text.size() : sliceEnd(m_text, 0, kSliceChars);
    m_offset = first;
    m_inserting = true;
    if (m_editor->document()->blockCount() > kFreshDocumentBlocks) {
        replaceDocument();
    }
    m_editor->setPlainText(first == m_text.size() ? m_text : m_text.first(first));
    m_inserting = false;
    if (!isStreaming()) {
        emit finished();
        return;
    }
    // Read-only while streaming: an edit between two slices would land in the middle of the imported keys.
    // No undo steps per slice either; like setPlainText(), an import starts a fresh undo history.
    m_editor->setReadOnly(true);
    m_editor->document()->setUndoRedoEnabled(false);
    QTimer::singleShot(0, this, &PlainTextStreamer::insertNextSlice);
}

void PlainTextStreamer::replaceDocument() {
    // Clearing or deleting a document of a million lines takes 200-300 ms. The editor gets a new document
    // instead and the old one, detached from everything (QTextDocument is reentrant), is freed on a pool thread.
    QTextDocument* old = m_editor->document();
    auto* fresh = new QTextDocument(m_editor);
    fresh->setDocumentLayout(new QPlainTextDocumentLayout(fresh));
    fresh->setDefaultFont(old->defaultFont());
    fresh->setDefaultTextOption(old->defaultTextOption());
    old->setParent(nullptr); // the editor would delete the document it created itself, here and now
    m_editor->setDocument(fresh);
    old->moveToThread(nullptr);
    releaseElsewhere(std::unique_ptr<QTextDocument>(old));
}

void PlainTextStreamer::insertNextSlice() {
    if (!isStreaming()) {
        return; // a second setText() or an outside edit ended this stream
    }
    QElapsedTimer turn;
    turn.start();
    QTextCursor cursor(m_editor->document());
    cursor.movePosition(QTextCursor::End);
    QElapsedTimer slice;
    double turnMs = 0;
    // Another slice only if it is expected to end within the turn's budget: the sizer aims each at kTargetMs.
    do {
        const qsizetype end = sliceEnd(m_text, m_offset, m_sizer.chars);
        slice.start();
        m_inserting = true;
        cursor.insertText(m_text.sliced(m_offset, end - m_offset));
        m_inserting = false;
        m_sizer.record(end - m_offset, static_cast<double>(slice.nsecsElapsed()) / 1e6);
        m_offset = end;
        turnMs = static_cast<double>(turn.nsecsElapsed()) / 1e6;
    } while (isStreaming() && turnMs + SliceSizer::kTargetMs <= kTurnBudgetMs);
    if (isStreaming()) {
        // One slice per event-loop turn: input, painting and the other timers get their turn in between.
        QTimer::singleShot(0, this, &PlainTextStreamer::insertNextSlice);
        return;
    }
    m_editor->document()->setUndoRedoEnabled(true);
    m_editor->document()->setModified(false);
    m_editor->setReadOnly(false);
    emit finished();
}

void PlainTextStreamer::onTextChanged() {
    if (m_inserting) {
        return;
    }
    // Someone else changed the editor: what it holds is no longer m_text, and a stream must not continue.
    m_textValid = false;
    if (isStreaming()) {
        m_offset = m_text.size();
        m_editor->document()->setUndoRedoEnabled(true);
        m_editor->setReadOnly(false);
    }
}

} // namespace partiscope::ui
