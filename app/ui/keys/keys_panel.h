#pragma once

#include <partiscope/analysis.h>

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace partiscope::ui {

class KeyEditor;
class KeyListModel;
class PlainTextStreamer;

/// The Keys pane: the key editor (a large text goes in a slice at a time), the Generate button and the line
/// counts of the last analysis. Tells apart the user's edits from the document's own keys shown in it. Keys too
/// many to edit as text (over kMaxEditableKeys, or a large imported file) are shown as a read-only list instead:
/// a QPlainTextEdit holding millions of lines costs gigabytes and seconds per change, a list model nothing.
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
    /// Switches to the read-only list (its keys arrive with showKeyList()).
    void showAsList();
    /// The keys the list shows, as read (the pipeline's keys()); ignored while the editor is shown.
    void showKeyList(std::shared_ptr<const KeyReadResult> keys);
    [[nodiscard]] bool isShowingList() const;

    [[nodiscard]] KeyEditor* editor() const noexcept { return m_editor; }

signals:
    /// The editor's text changed; @p byUser is false while the document's own keys go in.
    void textChanged(bool byUser);
    void generateRequested();
    /// The list's "Edit as text": the window puts the list's keys in the editor (it knows what they are).
    void editAsTextRequested();

private:
    QWidget* createListPage();

    QStackedWidget* m_pages = nullptr; ///< the editor, or the read-only list
    KeyEditor* m_editor = nullptr;
    QWidget* m_listPage = nullptr;
    QTableView* m_list = nullptr;
    KeyListModel* m_listModel = nullptr;
    QLabel* m_listNote = nullptr;
    PlainTextStreamer* m_streamer = nullptr;
    QLabel* m_summary = nullptr;
    bool m_showingDocumentKeys = false;
};

} // namespace partiscope::ui
