#include "panes/undo_shortcut_pass_through.h"

#include <QAbstractSpinBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QWidget>

namespace partiscope::ui {

void UndoShortcutPassThrough::installOn(QWidget* pane) {
    auto* filter = new UndoShortcutPassThrough(pane);
    // A spin box forwards keys to its inner line edit, so both get the filter.
    for (QAbstractSpinBox* spin : pane->findChildren<QAbstractSpinBox*>()) {
        spin->installEventFilter(filter);
    }
    for (QLineEdit* edit : pane->findChildren<QLineEdit*>()) {
        edit->installEventFilter(filter);
    }
}

bool UndoShortcutPassThrough::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            // Not accepting the override is what lets the window's shortcut fire.
            key->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace partiscope::ui
