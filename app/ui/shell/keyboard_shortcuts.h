#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QMainWindow;

namespace partiscope::ui {

/// One shortcut the window offers: the menu it sits in, the action's text (with the submenu path, without the
/// mnemonic marks) and every key sequence that triggers it.
struct ShortcutEntry {
    QString group;  ///< "File", "View", ...; actions outside the menus are grouped as "Other"
    QString action; ///< "Open…", "Palette › Viridis"
    QString keys;   ///< "Ctrl+O"; several bindings separated by ", "
};

/// The shortcuts of @p window's actions as they are now: every visible action with a shortcut in the menu bar's
/// menus (submenus included, in menu order), then those added to the window or to its child widgets outside the
/// menus (group "Other"), then buttons with a key of their own (group "Buttons") and QShortcuts that describe
/// themselves in whatsThis (group "Other"). Read when asked, so the list follows the actions whatever changes them.
QList<ShortcutEntry> windowShortcuts(const QMainWindow& window);

/// @p entries as plain text, one group heading and one indented "action  keys" line each (the Copy button's text).
QString shortcutsText(const QList<ShortcutEntry>& entries);

/// The action's text without mnemonic marks ("&Open…" -> "Open…", "&&" stays one "&").
QString withoutMnemonic(QString text);

/// Help > Keyboard shortcuts: the window's shortcuts grouped by menu, and a Copy button for the plain text.
class KeyboardShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit KeyboardShortcutsDialog(QList<ShortcutEntry> entries, QWidget* parent = nullptr);

    [[nodiscard]] const QList<ShortcutEntry>& entries() const noexcept { return m_entries; }
    /// Puts shortcutsText() on the clipboard.
    void copyToClipboard() const;

private:
    QList<ShortcutEntry> m_entries;
};

} // namespace partiscope::ui
