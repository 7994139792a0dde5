#include "views/elided_lines_label.h"

#include <QEvent>
#include <QFontMetrics>

#include <algorithm>

namespace partiscope::ui {

namespace {

// The widest the label asks for and the narrowest it accepts, in average character widths.
constexpr int kPreferredChars = 48;
constexpr int kMinimumChars = 8;

} // namespace

ElidedLinesLabel::ElidedLinesLabel(QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
}

void ElidedLinesLabel::setLines(const QStringList& lines, qsizetype keptChars) {
    m_lines = lines;
    m_keptChars = keptChars;
    updateShownText();
    updateGeometry();
}

QSize ElidedLinesLabel::sizeHint() const {
    const QFontMetrics metrics(font());
    int widest = 0;
    for (const QString& line : m_lines) {
        widest = std::max(widest, metrics.horizontalAdvance(line));
    }
    const QMargins margins = contentsMargins();
    const int width = std::min(widest, metrics.averageCharWidth() * kPreferredChars) + margins.left() +
                      margins.right() + 2 * margin();
    const int lines = std::max<qsizetype>(1, m_lines.size());
    return {width, metrics.lineSpacing() * lines + margins.top() + margins.bottom() + 2 * margin()};
}

QSize ElidedLinesLabel::minimumSizeHint() const {
    const QSize preferred = sizeHint();
    return {std::min(preferred.width(), fontMetrics().averageCharWidth() * kMinimumChars), preferred.height()};
}

void ElidedLinesLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    updateShownText();
}

void ElidedLinesLabel::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateShownText();
        updateGeometry();
    }
}

void ElidedLinesLabel::updateShownText() {
    const QFontMetrics metrics(font());
    const int available = contentsRect().width() - 2 * margin();
    QStringList shown;
    m_elided = false;
    for (const QString& line : m_lines) {
        // Before the first layout the label has no width yet: show the lines whole until it has one.
        QString fitted = line;
        if (available > 0 && metrics.horizontalAdvance(line) > available) {
            const QString kept = line.left(m_keptChars);
            fitted = kept + metrics.elidedText(line.mid(kept.size()), Qt::ElideMiddle,
                                               std::max(0, available - metrics.horizontalAdvance(kept)));
        }
        m_elided = m_elided || fitted != line;
        shown << fitted;
    }
    const QString text = shown.join(QLatin1Char('\n'));
    if (text != QLabel::text()) {
        setText(text);
    }
    setToolTip(m_elided ? m_lines.join(QLatin1Char('\n')) : QString());
}

} // namespace partiscope::ui
