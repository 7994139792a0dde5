#pragma once

#include <partiscope/key_input.h>

#include <QHash>
#include <QList>
#include <QPlainTextEdit>
#include <QUrl>

#include <vector>

namespace partiscope::ui {

/// The key list editor: a plain-text editor that marks the lines the last analysis rejected (a tinted line,
/// the reason on hover) and hands dropped files to the window instead of pasting their URLs as keys.
class KeyEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit KeyEditor(QWidget* parent = nullptr);

    /// Marks the lines of @p errors (1-based line numbers, as the readers report them), at most
    /// kMaxMarkedLines of them: an extra selection per line, and a million of them would make every
    /// repaint crawl. Replaces the previous markers.
    void setRejectedLines(const std::vector<InputIssue>& errors);
    /// The reason shown when hovering @p line (1-based); empty if the line is not marked.
    [[nodiscard]] QString rejectionAt(int line) const { return m_reasons.value(line); }
    [[nodiscard]] qsizetype markedLineCount() const noexcept { return m_reasons.size(); }

    static constexpr std::size_t kMaxMarkedLines = 1000;

signals:
    /// Files were dropped on the editor (what each one is, the window decides).
    void filesDropped(const QList<QUrl>& files);

protected:
    bool viewportEvent(QEvent* event) override;
    bool canInsertFromMimeData(const QMimeData* source) const override;
    void insertFromMimeData(const QMimeData* source) override;

private:
    QHash<int, QString> m_reasons; ///< 1-based line -> why it was rejected
};

} // namespace partiscope::ui
