#include "shell/keyboard_shortcuts.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QShortcut>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace partiscope::ui {

namespace {

QString keysOf(const QAction& action) {
    QStringList keys;
    for (const QKeySequence& sequence : action.shortcuts()) {
        if (!sequence.isEmpty()) {
            keys << sequence.toString(QKeySequence::NativeText);
        }
    }
    return keys.join(QStringLiteral(", "));
}

void collectMenu(const QMenu& menu, const QString& group, const QString& path, QList<ShortcutEntry>& entries,
                 QSet<const QAction*>& seen) {
    for (const QAction* action : menu.actions()) {
        seen.insert(action);
        if (action->isSeparator() || !action->isVisible()) {
            continue;
        }
        const QString text = withoutMnemonic(action->text());
        if (const QMenu* submenu = action->menu()) {
            collectMenu(*submenu, group, path + text + QStringLiteral(" › "), entries, seen);
            continue;
        }
        const QString keys = keysOf(*action);
        if (!keys.isEmpty()) {
            entries.append({group, path + text, keys});
        }
    }
}

} // namespace

QString withoutMnemonic(QString text) {
    const QChar placeholder(0x1);
    text.replace(QStringLiteral("&&"), QString(placeholder));
    text.remove(QLatin1Char('&'));
    text.replace(placeholder, QLatin1Char('&'));
    return text;
}

QList<ShortcutEntry> windowShortcuts(const QMainWindow& window) {
    QList<ShortcutEntry> entries;
    QSet<const QAction*> seen;
    for (const QAction* top : window.menuBar()->actions()) {
        seen.insert(top);
        if (const QMenu* menu = top->menu(); menu && top->isVisible()) {
            collectMenu(*menu, withoutMnemonic(top->text()), QString(), entries, seen);
        }
    }
    // Shortcuts that live outside the menus: added to the window itself or to one of its panes.
    QList<const QAction*> others;
    for (const QAction* action : window.actions()) {
        others << action;
    }
    for (const QWidget* child : window.findChildren<QWidget*>()) {
        if (qobject_cast<const QMenu*>(child) || qobject_cast<const QMenuBar*>(child)) {
            continue; // their actions are the menus' own, listed above (or deliberately hidden)
        }
        for (const QAction* action : child->actions()) {
            others << action;
        }
    }
    const QString other = QCoreApplication::translate("partiscope::ui::KeyboardShortcutsDialog", "Other");
    for (const QAction* action : std::as_const(others)) {
        if (seen.contains(action) || action->isSeparator() || !action->isVisible()) {
            continue;
        }
        seen.insert(action);
        const QString keys = keysOf(*action);
        if (!keys.isEmpty()) {
            entries.append({other, withoutMnemonic(action->text()), keys});
        }
    }
    // Buttons with a key of their own (the Simulation tab's Play, Step, Reset): they act while their pane shows.
    const QString buttons = QCoreApplication::translate("partiscope::ui::KeyboardShortcutsDialog", "Buttons");
    for (const QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
        if (button->shortcut().isEmpty()) {
            continue;
        }
        QString text = withoutMnemonic(button->text());
        if (text.isEmpty()) {
            text = button->toolTip();
        }
        entries.append({buttons, text, button->shortcut().toString(QKeySequence::NativeText)});
    }
    // Bare QShortcuts have no text; one that describes itself (whatsThis) is listed by that description.
    for (const QShortcut* shortcut : window.findChildren<QShortcut*>()) {
        if (shortcut->isEnabled() && !shortcut->key().isEmpty() && !shortcut->whatsThis().isEmpty()) {
            entries.append({other, shortcut->whatsThis(), shortcut->key().toString(QKeySequence::NativeText)});
        }
    }
    return entries;
}

QString shortcutsText(const QList<ShortcutEntry>& entries) {
    qsizetype width = 0;
    for (const ShortcutEntry& entry : entries) {
        width = std::max(width, entry.action.size());
    }
    QString text;
    QString group;
    for (const ShortcutEntry& entry : entries) {
        if (text.isEmpty() || entry.group != group) {
            group = entry.group;
            if (!text.isEmpty()) {
                text += QLatin1Char('\n');
            }
            text += group + QLatin1Char('\n');
        }
        text += QStringLiteral("  ") + entry.action.leftJustified(width) + QStringLiteral("  ") + entry.keys +
                QLatin1Char('\n');
    }
    return text;
}

KeyboardShortcutsDialog::KeyboardShortcutsDialog(QList<ShortcutEntry> entries, QWidget* parent)
    : QDialog(parent), m_entries(std::move(entries)) {
    setObjectName(QStringLiteral("keyboardShortcutsDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    auto* layout = new QVBoxLayout(this);
    auto* tree = new QTreeWidget(this);
    tree->setObjectName(QStringLiteral("keyboardShortcutsList"));
    tree->setHeaderLabels({tr("Action"), tr("Shortcut")});
    tree->setAlternatingRowColors(true);
    QTreeWidgetItem* groupItem = nullptr;
    for (const ShortcutEntry& entry : std::as_const(m_entries)) {
        if (!groupItem || groupItem->text(0) != entry.group) {
            groupItem = new QTreeWidgetItem(tree, {entry.group});
            QFont bold = groupItem->font(0);
            bold.setBold(true);
            groupItem->setFont(0, bold);
            groupItem->setFirstColumnSpanned(true);
        }
        new QTreeWidgetItem(groupItem, {entry.action, entry.keys});
    }
    tree->expandAll();
    tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    layout->addWidget(tree, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyShortcutsButton"));
    copy->setToolTip(tr("Copy the list as plain text"));
    connect(copy, &QPushButton::clicked, this, &KeyboardShortcutsDialog::copyToClipboard);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(680, 720);
}

void KeyboardShortcutsDialog::copyToClipboard() const {
    QApplication::clipboard()->setText(shortcutsText(m_entries));
}

} // namespace partiscope::ui
