// The monkey's actions: each one is something a user does with the keyboard or the mouse, through the window's own
// menus and widgets (QAction::trigger as a menu click does, QTest key and mouse events on the editors and controls).

#include "monkey/monkey.h"

#include "window_parts.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

#include <algorithm>

namespace partiscope::ui::monkey {

namespace {

bool reachable(const QWidget& widget) {
    return widget.isVisible() && widget.isEnabled() && widget.width() > 0 && widget.height() > 0;
}

template <typename T>
std::vector<T*> reachableChildren(const QWidget& area) {
    std::vector<T*> found;
    for (T* child : area.findChildren<T*>()) {
        if (reachable(*child)) {
            found.push_back(child);
        }
    }
    return found;
}

/// Types @p text into @p widget key by key. QTest::keyClicks() knows ASCII only; anything else comes as a key event
/// that carries its text, as an input method delivers it.
void typeText(QWidget* widget, const QString& text) {
    for (const QChar c : text) {
        if (c.unicode() >= 0x20 && c.unicode() < 0x7f) {
            QTest::keyClick(widget, static_cast<char>(c.unicode()));
        } else if (c == QLatin1Char('\t')) {
            QTest::keyClick(widget, Qt::Key_Tab);
        } else {
            QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(c));
            QApplication::sendEvent(widget, &press);
            QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, QString(c));
            QApplication::sendEvent(widget, &release);
        }
    }
}

void selectAllAndType(QWidget* widget, const QString& text) {
    QTest::keyClick(widget, Qt::Key_A, Qt::ControlModifier);
    if (text.isEmpty()) {
        QTest::keyClick(widget, Qt::Key_Delete);
    } else {
        typeText(widget, text);
    }
}

} // namespace

void Monkey::act() {
    // Weights: the key editor and the panes get most of the attention, as they do from a student.
    struct Choice {
        int weight;
        void (Monkey::*action)();
    };
    static const Choice choices[] = {
        {10, &Monkey::typeKeys},          {8, &Monkey::pasteKeys},          {2, &Monkey::clearKeys},
        {3, &Monkey::undoInEditor},       {6, &Monkey::switchParameterTab}, {5, &Monkey::switchViewTab},
        {6, &Monkey::undoRedoParameters}, {8, &Monkey::simulationControl},  {2, &Monkey::toggleCompare},
        {6, &Monkey::candidateAction},    {3, &Monkey::switchTarget},       {2, &Monkey::openLesson},
        {1, &Monkey::newDocument},        {2, &Monkey::exportSomething},    {3, &Monkey::viewMenuAction},
    };
    int total = 0;
    for (const Choice& choice : choices) {
        total += choice.weight;
    }
    // A quarter of the actions poke a control of the parameter tab or the view on screen.
    if (chance(25)) {
        if (chance(60)) {
            pokeWidget(*parts::parameterTabs(m_window)->currentWidget(), "parameter tab");
        } else {
            pokeWidget(*parts::viewTabs(m_window)->currentWidget(), "view");
        }
        return;
    }
    auto roll = static_cast<int>(pick(static_cast<std::uint64_t>(total)));
    for (const Choice& choice : choices) {
        if (roll < choice.weight) {
            (this->*choice.action)();
            return;
        }
        roll -= choice.weight;
    }
}

QString Monkey::randomKeyText(int lines, bool valid) {
    static const QStringList weird = {QStringLiteral("\t"),
                                      QStringLiteral("   "),
                                      QStringLiteral("\u00e9t\u00e9"),
                                      QStringLiteral("\U0001F525"),
                                      QStringLiteral("\"quoted\""),
                                      QStringLiteral("a\tb\tc\td"),
                                      QStringLiteral("#"),
                                      QStringLiteral("key\t-3"),
                                      QStringLiteral("key\tNaN"),
                                      QStringLiteral("\u0001\u0002"),
                                      QStringLiteral("key\t1e400"),
                                      QStringLiteral("\\x00")};
    QString text;
    const int style = static_cast<int>(pick(4));
    for (int i = 0; i < lines; ++i) {
        if (!valid && chance(50)) {
            if (chance(10)) {
                text += QString(2100 + static_cast<int>(pick(200)), QLatin1Char('x')); // over the 2,048-byte key limit
            } else {
                text += weird[static_cast<qsizetype>(pick(static_cast<std::uint64_t>(weird.size())))];
            }
        } else {
            const auto n = QString::number(pick(chance(30) ? 5 : 100000));
            switch (style) {
            case 0:
                text += QStringLiteral("user#") + n;
                break;
            case 1:
                text += QStringLiteral("2026-12-0") + QString::number(1 + pick(9)) + QLatin1Char('#') + n;
                break;
            case 2:
                text += QStringLiteral("order-") + n + QLatin1Char('\t') + QString::number(1 + pick(50));
                break;
            default:
                text += n;
                break;
            }
        }
        text += QLatin1Char('\n');
    }
    return text;
}

QString Monkey::randomNumberText() {
    static const QStringList odd = {QStringLiteral("0"), QStringLiteral("-1"),        QStringLiteral("1"),
                                    QStringLiteral("2"), QStringLiteral("999999999"), QStringLiteral("abc"),
                                    QStringLiteral(""),  QStringLiteral("1.5"),       QStringLiteral("4294967296")};
    if (chance(40)) {
        return odd[static_cast<qsizetype>(pick(static_cast<std::uint64_t>(odd.size())))];
    }
    return QString::number(1 + pick(chance(70) ? 20 : 5000));
}

QString Monkey::randomName() {
    static const QStringList names = {QStringLiteral("mod 10"), QStringLiteral(""),          QStringLiteral("   "),
                                      QStringLiteral("A & B"),  QStringLiteral("\u00fcber"), QStringLiteral("x")};
    if (chance(10)) {
        return QString(65 + static_cast<int>(pick(10)), QLatin1Char('n')); // over the 64-character limit
    }
    if (chance(50)) {
        return names[static_cast<qsizetype>(pick(static_cast<std::uint64_t>(names.size())))];
    }
    return QStringLiteral("design ") + QString::number(pick(8));
}

void Monkey::typeKeys() {
    KeyEditor* editor = parts::keyEditor(m_window);
    if (!reachable(*editor)) {
        // A list too long to edit is on screen: its "Edit as text" brings the editor back (when it offers it).
        auto* asText = m_window.findChild<QPushButton*>(QStringLiteral("editKeysAsTextButton"));
        note("click Edit as text");
        if (asText && reachable(*asText)) {
            QTest::mouseClick(asText, Qt::LeftButton);
        }
        return;
    }
    const bool valid = chance(75);
    const QString text = randomKeyText(1 + static_cast<int>(pick(3)), valid);
    note(std::string("type ") + (valid ? "valid" : "mixed") + " keys: " + text.left(60).toStdString());
    editor->setFocus();
    if (chance(30)) {
        editor->moveCursor(QTextCursor::Start);
    } else if (chance(50)) {
        editor->moveCursor(QTextCursor::End);
    }
    for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        typeText(editor, line.left(80));
        QTest::keyClick(editor, Qt::Key_Return);
    }
    if (chance(20)) {
        QTest::keyClick(editor, Qt::Key_Backspace);
    }
}

void Monkey::pasteKeys() {
    KeyEditor* editor = parts::keyEditor(m_window);
    if (!reachable(*editor)) {
        typeKeys(); // brings the editor back
        return;
    }
    // Mostly a handful of lines; now and then a column of tens of thousands (beyond what the editor keeps as text).
    const int kind = static_cast<int>(pick(10));
    const int lines = kind == 0  ? 20'000 + static_cast<int>(pick(40'000))
                      : kind < 3 ? 200 + static_cast<int>(pick(2000))
                                 : 1 + static_cast<int>(pick(40));
    const bool valid = chance(70);
    const bool replace = chance(60);
    note("paste " + std::to_string(lines) + (valid ? " valid" : " mixed") + " lines" + (replace ? " over all" : ""));
    QApplication::clipboard()->setText(randomKeyText(lines, valid));
    editor->setFocus();
    if (replace) {
        QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    }
    QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
}

void Monkey::clearKeys() {
    KeyEditor* editor = parts::keyEditor(m_window);
    note("clear the key editor");
    if (reachable(*editor)) {
        editor->setFocus();
        selectAllAndType(editor, QString());
    }
}

void Monkey::undoInEditor() {
    KeyEditor* editor = parts::keyEditor(m_window);
    const bool redo = chance(30);
    note(redo ? "Ctrl+Shift+Z in the key editor" : "Ctrl+Z in the key editor");
    if (reachable(*editor)) {
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_Z, redo ? Qt::ControlModifier | Qt::ShiftModifier : Qt::ControlModifier);
    }
}

void Monkey::pokeWidget(QWidget& area, const char* where) {
    std::vector<QWidget*> controls;
    for (QWidget* child : reachableChildren<QWidget>(area)) {
        const bool control = qobject_cast<QAbstractButton*>(child) || qobject_cast<QComboBox*>(child) ||
                             qobject_cast<QAbstractSpinBox*>(child) || qobject_cast<QLineEdit*>(child) ||
                             qobject_cast<QPlainTextEdit*>(child) || qobject_cast<QAbstractItemView*>(child);
        // A spin box's own line edit is the spin box's; the key editor has actions of its own.
        if (control && !qobject_cast<QAbstractSpinBox*>(child->parentWidget()) &&
            !qobject_cast<QComboBox*>(child->parentWidget()) && !qobject_cast<KeyEditor*>(child)) {
            controls.push_back(child);
        }
    }
    if (controls.empty()) {
        note(std::string("nothing to poke in the ") + where);
        return;
    }
    QWidget* widget = controls[pick(controls.size())];
    const std::string name =
        widget->objectName().isEmpty() ? widget->metaObject()->className() : widget->objectName().toStdString();
    if (auto* combo = qobject_cast<QComboBox*>(widget)) {
        const int index = static_cast<int>(pick(static_cast<std::uint64_t>(std::max(1, combo->count()))));
        note(std::string("choose item ") + std::to_string(index) + " of " + name + " (" + where + ")");
        combo->setCurrentIndex(index);
        emit combo->activated(index);
    } else if (auto* spin = qobject_cast<QAbstractSpinBox*>(widget)) {
        spin->setFocus();
        if (chance(30)) {
            const bool up = chance(50);
            note(std::string(up ? "arrow up in " : "arrow down in ") + name);
            QTest::keyClick(spin, up ? Qt::Key_Up : Qt::Key_Down);
        } else {
            const QString number = randomNumberText();
            note("type '" + number.toStdString() + "' + Enter in " + name + " (" + where + ")");
            selectAllAndType(spin, number);
            QTest::keyClick(spin, Qt::Key_Return);
        }
    } else if (auto* line = qobject_cast<QLineEdit*>(widget)) {
        const QString text = chance(50) ? randomName() : randomNumberText();
        note("type '" + text.toStdString() + "' + Enter in " + name + " (" + where + ")");
        line->setFocus();
        selectAllAndType(line, text);
        QTest::keyClick(line, Qt::Key_Return);
    } else if (auto* plain = qobject_cast<QPlainTextEdit*>(widget)) {
        if (plain->isReadOnly()) {
            note("click read-only " + name);
            QTest::mouseClick(plain->viewport(), Qt::LeftButton);
            return;
        }
        const QString text = chance(50) ? randomNumberText() + QLatin1Char('\n') + randomNumberText()
                                        : randomKeyText(1 + static_cast<int>(pick(3)), chance(50));
        note("type '" + text.left(40).toStdString() + "' in " + name + " (" + where + ")");
        plain->setFocus();
        selectAllAndType(plain, text.left(200));
    } else if (auto* view = qobject_cast<QAbstractItemView*>(widget)) {
        const QRect area = view->viewport()->rect();
        const QPoint at(static_cast<int>(pick(static_cast<std::uint64_t>(std::max(1, area.width())))),
                        static_cast<int>(pick(static_cast<std::uint64_t>(std::max(1, area.height())))));
        note("click " + name + " at " + std::to_string(at.x()) + "," + std::to_string(at.y()) + " (" + where + ")");
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    } else {
        note("click " + name + " (" + where + ")");
        QTest::mouseClick(widget, Qt::LeftButton);
    }
}

void Monkey::switchParameterTab() {
    QTabWidget* tabs = parts::parameterTabs(m_window);
    const int index = static_cast<int>(pick(static_cast<std::uint64_t>(tabs->count())));
    note("parameter tab " + tabs->tabText(index).toStdString());
    tabs->setCurrentIndex(index);
}

void Monkey::switchViewTab() {
    QTabWidget* tabs = parts::viewTabs(m_window);
    const int index = static_cast<int>(pick(static_cast<std::uint64_t>(tabs->count())));
    note("view tab " + tabs->tabText(index).toStdString());
    tabs->setCurrentIndex(index);
}

void Monkey::undoRedoParameters() {
    const char* name = chance(60) ? "undoParameterAction" : "redoParameterAction";
    auto* action = parts::named<QAction>(m_window, name);
    note(std::string(name) + (action->isEnabled() ? ": " + action->text().toStdString() : " (disabled)"));
    if (action->isEnabled()) {
        action->trigger();
    }
}

void Monkey::simulationControl() {
    SimulationPanel* panel = parts::simulationPanel(m_window);
    parts::viewTabs(m_window)->setCurrentWidget(panel);
    const int what = static_cast<int>(pick(4));
    if (what == 3) {
        auto* speed = parts::named<QComboBox>(m_window, "speedCombo");
        const int index = static_cast<int>(pick(static_cast<std::uint64_t>(speed->count())));
        note("speed " + speed->itemText(index).toStdString());
        speed->setCurrentIndex(index);
        return;
    }
    // Play/Pause, Step, Reset: the panel's push buttons, by what they say.
    static const char* const texts[] = {"play", "step", "reset"};
    QPushButton* button = nullptr;
    for (QPushButton* candidate : panel->findChildren<QPushButton*>()) {
        const QString text = candidate->text().toLower();
        if (what == 0 ? candidate->objectName() == QStringLiteral("playButton")
                      : text.contains(QLatin1String(texts[what]))) {
            button = candidate;
        }
    }
    const std::string label = button ? button->text().toStdString() : texts[what];
    note("simulation: " + label + (button && button->isEnabled() ? "" : " (disabled)"));
    if (button && button->isEnabled()) {
        QTest::mouseClick(button, Qt::LeftButton);
    }
}

void Monkey::toggleCompare() {
    auto* action = parts::named<QAction>(m_window, "compareAction");
    note(action->isChecked() ? "compare before/after off" : "compare before/after on");
    action->trigger();
}

void Monkey::candidateAction() {
    const int what = static_cast<int>(pick(6));
    const auto fromMenu = [&](const char* menuName, const char* verb) {
        const QList<QAction*> actions = parts::named<QMenu>(m_window, menuName)->actions();
        if (actions.isEmpty()) {
            note(std::string(verb) + ": no candidate");
            return;
        }
        QAction* action = actions[static_cast<qsizetype>(pick(static_cast<std::uint64_t>(actions.size())))];
        note(std::string(verb) + " " + action->text().toStdString());
        action->trigger();
    };
    switch (what) {
    case 0: {
        auto* add = parts::named<QAction>(m_window, "addCandidateAction");
        note(add->isEnabled() ? "Design > Add candidate" : "Design > Add candidate (disabled)");
        if (add->isEnabled()) {
            add->trigger();
        }
        break;
    }
    case 1:
        fromMenu("renameCandidateMenu", "rename candidate");
        break;
    case 2:
        fromMenu("removeCandidateMenu", "remove candidate");
        break;
    case 3:
        fromMenu("makeCandidateCurrentMenu", "make current");
        break;
    case 4:
        note("Design > Compare");
        parts::named<QAction>(m_window, "compareDesignsAction")->trigger();
        break;
    default:
        note("Design > Prices (accepted)");
        parts::named<QAction>(m_window, "pricesAction")->trigger();
        break;
    }
}

void Monkey::switchTarget() {
    const char* selector = chance(50) ? "heatmapTargetSelector" : "simulationTargetSelector";
    QComboBox* combo = parts::targetCombo(m_window, selector);
    const int index = static_cast<int>(pick(static_cast<std::uint64_t>(combo->count())));
    note(std::string(selector) + ": " + combo->itemText(index).toStdString());
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

void Monkey::openLesson() {
    std::vector<QAction*> lessons;
    for (QAction* action : parts::lessonsMenu(m_window)->actions()) {
        if (!action->data().toString().isEmpty()) {
            lessons.push_back(action);
        }
    }
    QAction* lesson = lessons[pick(lessons.size())];
    note("open " + lesson->text().toStdString());
    m_modals.planFile(m_dir.filePath(QStringLiteral("before-lesson-%1.partiscope.json").arg(m_action)));
    lesson->trigger();
    m_modals.planFile(QString());
}

void Monkey::newDocument() {
    note("File > New");
    m_modals.planFile(m_dir.filePath(QStringLiteral("before-new-%1.partiscope.json").arg(m_action)));
    menuAction("fileMenu", QStringLiteral("&New"))->trigger();
    m_modals.planFile(QString());
}

void Monkey::exportSomething() {
    std::vector<QAction*> exports;
    for (QAction* action : parts::named<QMenu>(m_window, "exportMenu")->actions()) {
        if (!action->isSeparator() && action->isEnabled() && !action->menu()) {
            exports.push_back(action);
        }
    }
    const bool report = exports.empty() || chance(30);
    QAction* action =
        report ? menuAction("fileMenu", QStringLiteral("&Export report…")) : exports[pick(exports.size())];
    const QString text = action->text();
    const QString suffix = report ? (chance(50) ? QStringLiteral(".html") : QStringLiteral(".md"))
                           : text.contains(QLatin1String("CSV"), Qt::CaseInsensitive) ? QStringLiteral(".csv")
                           : chance(50)                                               ? QStringLiteral(".svg")
                                                                                      : QStringLiteral(".png");
    const QString path = m_dir.filePath(QStringLiteral("export-%1").arg(m_action) + suffix);
    note("export " + text.toStdString() + " to " + path.toStdString());
    m_modals.planFile(path);
    action->trigger();
    m_modals.planFile(QString());
}

void Monkey::viewMenuAction() {
    std::vector<QAction*> actions;
    const auto collect = [&](const QMenu* menu, const auto& self) -> void {
        for (QAction* action : menu->actions()) {
            if (action->menu()) {
                // Languages only change at the next start (and are remembered): not a monkey's business.
                if (action->menu()->objectName() != QStringLiteral("languageMenu")) {
                    self(action->menu(), self);
                }
            } else if (!action->isSeparator()) {
                actions.push_back(action);
            }
        }
    };
    collect(parts::named<QMenu>(m_window, "viewMenu"), collect);
    QAction* action = actions[pick(actions.size())];
    note("View > " + action->text().toStdString());
    action->trigger();
}

QAction* Monkey::menuAction(const char* menu, const QString& text) {
    for (QAction* action : parts::named<QMenu>(m_window, menu)->actions()) {
        if (action->text() == text) {
            return action;
        }
    }
    fail(std::string("no action '") + text.toStdString() + "' in " + menu);
}

} // namespace partiscope::ui::monkey
