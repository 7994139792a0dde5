#pragma once

#include <QEvent>
#include <QLabel>
#include <QPalette>

namespace partiscope::ui {

/// A wrapped label in the palette's placeholder colour: notes and descriptions that sit under a control.
inline QLabel* makeSecondaryLabel(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    // A role, not a copied colour: the label follows a later palette change (system dark mode).
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

/// The red inline errors are written in, readable on @p palette's window: a dark red on a light window
/// (#b00020, 7.3:1 on white), a light red on a dark one (#ff8a80, 9.2:1 on black), so high-contrast and dark
/// palettes keep WCAG's 4.5:1.
inline QColor problemTextColour(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128 ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
}

/// A label for inline errors whose red follows the palette: set when created and again whenever the window colour
/// changes (dark mode, a high-contrast theme), since Qt has no palette role for error text.
class ProblemLabel : public QLabel {
public:
    explicit ProblemLabel(QWidget* parent = nullptr) : QLabel(parent) {
        setWordWrap(true);
        applyProblemColour();
    }

protected:
    void changeEvent(QEvent* event) override {
        QLabel::changeEvent(event);
        if (event->type() == QEvent::PaletteChange && !m_applying) {
            applyProblemColour();
        }
    }

private:
    void applyProblemColour() {
        QPalette changed = palette();
        const QColor colour = problemTextColour(changed);
        if (changed.color(QPalette::WindowText) == colour) {
            return;
        }
        changed.setColor(QPalette::WindowText, colour);
        m_applying = true; // setPalette() sends a PaletteChange of its own
        setPalette(changed);
        m_applying = false;
    }

    bool m_applying = false;
};

/// A wrapped label for an inline error: a refused parameter says why right under the controls.
inline QLabel* makeProblemLabel(QWidget* parent) {
    auto* label = new ProblemLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->hide();
    return label;
}

} // namespace partiscope::ui
