#pragma once

#include <partiscope/analysis.h>

#include <QString>
#include <QWidget>

#include <optional>

class QLabel;

namespace partiscope::ui {

class KeyEditor;
class PlainTextStreamer;

/// The Keys pane: the key editor (a large text goes in a slice at a time), the Generate button and the line
/// counts of the last analysis. Tells apart the user's edits from the document's own keys shown in it.
class KeysPanel : public QWidget {
    Q_OBJECT
public:
    explicit KeysPanel(QWidget* parent = nullptr);

    /// Shows the document's own keys: not an edit (textChanged says byUser false). A large text goes in a slice at
    /// a time, unless @p atOnce (the window is being built and must be complete when its constructor returns).
    void showDocumentKeys(const QString& text, bool atOnce = false);
    /// Replaces the text as if the user pasted it (an import, a generator): keysEdited follows, per slice.
    void setUserText(const QString& text);
    /// The editor's whole text, or nullopt while a large text is still going in.
    [[nodiscard]] std::optional<QString> currentText() const;
    /// The line counts, the first rejected line's reason and the rejected-line markers of @p analysis.
    void showAnalysis(const DistributionAnalysis& analysis);

    [[nodiscard]] KeyEditor* editor() const noexcept { return m_editor; }

signals:
    /// The editor's text changed; @p byUser is false while the document's own keys go in.
    void textChanged(bool byUser);
    void generateRequested();

private:
    KeyEditor* m_editor = nullptr;
    PlainTextStreamer* m_streamer = nullptr;
    QLabel* m_summary = nullptr;
    bool m_showingDocumentKeys = false;
    bool m_settingText = false; ///< the document's keys go in at once, not through the streamer
};

} // namespace partiscope::ui
