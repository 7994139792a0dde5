#pragma once

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

/// A wrapped label for an inline error: a refused parameter says why right under the controls.
inline QLabel* makeProblemLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    label->setPalette(palette);
    label->hide();
    return label;
}

} // namespace partiscope::ui
