#pragma once

// The seeded monkey: random user actions on the real main window (menus, the key editor, the panes' widgets),
// with invariants checked along the way. Every choice comes from one seeded generator, so a seed replays the same
// actions; each action is logged to standard error as it starts, so even a crash (or a sanitizer's report) shows the
// seed and the action that caused it.

#include "shell/main_window.h"

#include <QStringList>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

class QAbstractButton;
class QWidget;

namespace partiscope::ui::monkey {

/// An invariant that did not hold: what was expected and what the window showed.
class MonkeyFailure : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Answers the window's modal dialogs from inside their own event loops, as a user would: a file dialog gets the
/// path the monkey planned (or is cancelled when there is none), a message box is closed, any other dialog (the key
/// generator, the price table, an import) is accepted with what it shows.
class ModalAnswerer {
public:
    explicit ModalAnswerer(std::function<void(const QString&)> log);
    /// The next file dialog selects @p path (empty: it is cancelled).
    void planFile(const QString& path) { m_plannedFile = path; }
    /// What the message boxes said since the last call.
    QStringList takeMessages();

private:
    void answer();
    QTimer m_timer;
    QString m_plannedFile;
    QStringList m_messages;
    std::function<void(const QString&)> m_log;
};

class Monkey {
public:
    Monkey(MainWindow& window, std::uint64_t seed);

    /// Runs @p count random actions, checking the invariants every few and at the end. Throws MonkeyFailure (the
    /// log then holds every action so far).
    void run(int count);
    [[nodiscard]] const std::vector<std::string>& log() const noexcept { return m_log; }
    [[nodiscard]] int saveChecks() const noexcept { return m_saveChecks; }
    [[nodiscard]] int simulateChecks() const noexcept { return m_simulateChecks; }

private:
    // monkey_actions.cpp: one user action each.
    void act();
    void typeKeys();
    void pasteKeys();
    void clearKeys();
    void undoInEditor();
    void pokeWidget(QWidget& area, const char* where);
    void switchParameterTab();
    void switchViewTab();
    void undoRedoParameters();
    void simulationControl();
    void toggleCompare();
    void candidateAction();
    void switchTarget();
    void openLesson();
    void newDocument();
    void exportSomething();
    void viewMenuAction();
    [[nodiscard]] QString randomKeyText(int lines, bool valid);
    [[nodiscard]] QString randomNumberText();
    [[nodiscard]] QString randomName();

    // monkey_checks.cpp: the invariants.
    /// Waits until the analysis and the simulation have the document as it is now.
    void settle();
    void checkStatusBar();
    /// Save As to a temporary file, read it back (core) and open it (File > Open): both equal the document; then the
    /// CLI's simulate of the file gives the window's throttle total.
    void checkSaveOpenSimulate();
    void checkSimulationAgainstCli(const QString& path);

    [[nodiscard]] std::uint64_t pick(std::uint64_t n) { return n == 0 ? 0 : m_rng() % n; }
    [[nodiscard]] bool chance(int percent) { return pick(100) < static_cast<std::uint64_t>(percent); }
    void note(const std::string& what);
    [[noreturn]] void fail(const std::string& what);
    QAction* menuAction(const char* menu, const QString& text);

    MainWindow& m_window;
    std::uint64_t m_seed;
    std::mt19937_64 m_rng;
    /// The answers to the window's questions (unsaved changes, a candidate's name): drawn apart from the actions,
    /// because whether a question comes can depend on timing (an edit adopted before New or not), and the actions
    /// must replay the same either way.
    std::mt19937_64 m_answers;
    int m_action = 0;
    int m_saveChecks = 0;
    int m_simulateChecks = 0;
    std::vector<std::string> m_log;
    QTemporaryDir m_dir;
    ModalAnswerer m_modals;
};

/// The seeds to run: PARTISCOPE_MONKEY_SEED ("7" or "7,8,9") or the fixed list.
std::vector<std::uint64_t> seedsToRun();
/// Actions per seed: PARTISCOPE_MONKEY_ACTIONS or @p fallback.
int actionsPerSeed(int fallback);

} // namespace partiscope::ui::monkey
