#pragma once

#include <QObject>
#include <QString>

#include <algorithm>

class QPlainTextEdit;

namespace partiscope::ui {

/// Makes every allocation above 1 MiB its own memory mapping, for the life of the process; call once at
/// startup, before any window exists. A QTextDocument keeps its text and blocks in arrays that double as an
/// import grows; glibc's default raises its mapping threshold to 32 MiB after large frees (e.g. the previous
/// import's document), and then each doubling below that is a fresh heap block plus a copy plus page faults,
/// measured at 40-160 ms within a single 5 KB slice. Mapped, realloc() moves pages instead (mremap). The cost:
/// large short-lived buffers are mapped afresh each time, so whatever is redrawn per frame keeps its buffer
/// (the heat maps' CellImage). No effect on other C libraries.
void keepLargeAllocationsMapped();

/// How many characters the next slice of an import may take, so that inserting it takes about kTargetMs
/// whatever the machine's speed or load: a fixed size that costs 1-2 ms on a quiet machine costs 5-10 ms on
/// a loaded one, and the event loop stalls by that much more. Pure, so the adaptation is tested directly.
struct SliceSizer {
    static constexpr double kTargetMs = 1.5;
    static constexpr qsizetype kMinChars = 256;
    static constexpr qsizetype kMaxChars = 64 * 1024;
    static constexpr qsizetype kStartChars = 4 * 1024;

    qsizetype chars = kStartChars;

    /// A slice of @p sliceChars took @p ms: aim the next one at kTargetMs, at most doubling per step (one fast
    /// slice is no proof) and shrinking at once (a slow one already hurt).
    void record(qsizetype sliceChars, double ms) {
        const double perChar = ms / static_cast<double>(std::max<qsizetype>(1, sliceChars));
        const double ideal = perChar > 0 ? kTargetMs / perChar : static_cast<double>(kMaxChars);
        const double capped = std::min(ideal, 2.0 * static_cast<double>(chars));
        chars = std::clamp(static_cast<qsizetype>(capped), kMinChars, kMaxChars);
    }
};

/// Puts a large text into a QPlainTextEdit a slice at a time, one slice per event-loop turn, so importing a
/// million keys never freezes the window: a single setPlainText() of that size blocks the UI thread for
/// seconds. Small texts still go in at once, exactly like setPlainText().
///
/// Still needed now that keys travel as data (issue 12): a document's keys, a large key file and generated keys no
/// longer go into the editor as text (over 50,000 keys or 2 MiB they are listed read-only), but a document of up to
/// 50,000 keys, a key file up to 2 MiB, "Edit as text" and, above all, a paste of any size do, and a 2 MiB text
/// inserted at once still takes 100-200 ms. The same holds for keepLargeAllocationsMapped(): a pasted million
/// lines grow the editor's arrays exactly as an import did.
class PlainTextStreamer : public QObject {
    Q_OBJECT
public:
    explicit PlainTextStreamer(QPlainTextEdit* editor);

    /// Slices (a large text), or everything in one go (a window being built must be complete when its
    /// constructor returns).
    enum class Insertion { Streamed, AtOnce };
    /// Replaces the editor's text (and its undo history, like setPlainText()). Cancels a text still streaming.
    void setText(const QString& text, Insertion insertion = Insertion::Streamed);

    [[nodiscard]] bool isStreaming() const noexcept { return m_offset < m_text.size(); }
    /// The editor's whole text, without walking its document, while the editor holds exactly what setText()
    /// was given; null once the user edited it (or while it is still streaming).
    [[nodiscard]] QString loadedText() const { return m_textValid && !isStreaming() ? m_text : QString(); }
    /// True while the editor holds (or is receiving) what setText() was given, an empty text included; false once
    /// anyone else changed it. Connected before anyone else to the editor's textChanged, so a receiver of that
    /// signal can tell the streamer's insertions from the user's edits.
    [[nodiscard]] bool holdsGivenText() const noexcept { return m_textValid; }

    /// Texts up to this size go in at once; larger ones in slices sized by SliceSizer (about 1.5 ms each,
    /// measured), as many per event-loop turn as fit in kTurnBudgetMs.
    static constexpr qsizetype kSliceChars = SliceSizer::kStartChars;
    static constexpr double kTurnBudgetMs = 5;

    /// The slice size the streamer currently uses (for tests).
    [[nodiscard]] qsizetype sliceChars() const noexcept { return m_sizer.chars; }

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
    SliceSizer m_sizer;
};

} // namespace partiscope::ui
