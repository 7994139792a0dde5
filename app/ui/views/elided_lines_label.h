#pragma once

#include <QLabel>
#include <QStringList>

namespace partiscope::ui {

/// A label of whole lines (keys, a heading naming a key) that never wraps and never widens its layout: a line
/// wider than the label is elided in the middle, so its start and its distinguishing end (a shard suffix) stay,
/// and the tooltip then gives every line whole. A 2,048-byte key would otherwise make its pane thousands of
/// pixels wide.
class ElidedLinesLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLinesLabel(QWidget* parent = nullptr);

    /// The lines to show, one a line (plain text). The first @p keptChars characters of each line are never
    /// elided ("Physical keys of " before a key).
    void setLines(const QStringList& lines, qsizetype keptChars = 0);
    [[nodiscard]] const QStringList& lines() const noexcept { return m_lines; }
    /// Whether a line is shown shortened (and the tooltip has it whole).
    [[nodiscard]] bool isElided() const noexcept { return m_elided; }

    /// As wide as the widest line, up to a few dozen characters; as narrow as a few characters: the layout
    /// decides, the label elides.
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void updateShownText();

    QStringList m_lines;
    qsizetype m_keptChars = 0;
    bool m_elided = false;
};

} // namespace partiscope::ui
