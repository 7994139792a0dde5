#pragma once

#include <QObject>

class QEvent;
class QWidget;

namespace partiscope::ui {

/// Spin boxes and line edits have their own one-field undo for Ctrl+Z. In a parameter pane that would
/// undo characters of a number the document has already taken; this filter lets the key through to
/// the window's Edit > Undo (the parameter history) instead. Text editors keep their own undo.
class UndoShortcutPassThrough : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    /// Installs the filter on every spin box and line edit inside @p pane.
    static void installOn(QWidget* pane);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace partiscope::ui
