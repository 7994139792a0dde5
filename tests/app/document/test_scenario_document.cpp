#include "document/app_resources.h"
#include "document/scenario_document.h"
#include "shell/main_window.h"
#include "window_parts.h"

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

// While it lives, closes any modal box (a warning) from inside that box's own event loop, and counts them.
class ModalCloser {
public:
    ModalCloser() {
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            if (QWidget* box = QApplication::activeModalWidget()) {
                box->close();
                ++m_closed;
            }
        });
        m_timer.start(20);
    }
    [[nodiscard]] int closed() const noexcept { return m_closed; }

private:
    QTimer m_timer;
    int m_closed = 0;
};

} // namespace

TEST_CASE("Scenario documents: read errors name the file and the JSON path, and change nothing", "[document]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    writeFile(path, R"({"version": 1, "table": {"rcu": 0, "wcu": 10},
        "workload": {"duration_s": 10, "keys": [{"key": "a", "weight": "heavy"}]}})");
    Scenario scenario;
    scenario.name = "untouched";
    QString error;
    CHECK_FALSE(readScenarioDocument(path, scenario, error));
    CHECK(error.startsWith(path + QStringLiteral(": ")));
    CHECK(error.contains(QStringLiteral("/workload/keys/0/weight")));
    CHECK(scenario.name == "untouched");
    CHECK_FALSE(readScenarioDocument(dir.filePath(QStringLiteral("missing.json")), scenario, error));
    CHECK(error.contains(QStringLiteral("missing.json")));
}

TEST_CASE("Main window documents: save, open round-trips, dirty marker", "[document][main-window]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    MainWindow window;
    CHECK(window.windowTitle() == QStringLiteral("Untitled[*] — Partiscope"));
    CHECK_FALSE(window.document().isDirty());

    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Mod)));
    parts::shardsSpinBox(window)->setValue(10);
    CHECK(window.document().isDirty());
    CHECK(window.isWindowModified());
    CHECK(window.windowTitle().contains(QStringLiteral("[*]")));

    const QString path = dir.filePath(QStringLiteral("leaderboard.json"));
    QString error;
    REQUIRE(window.saveScenarioFile(path, error));
    CHECK_FALSE(window.document().isDirty());
    CHECK(window.windowTitle().startsWith(QStringLiteral("leaderboard.json")));
    const std::string saved = scenarioToJson(window.document().scenario());

    MainWindow other;
    REQUIRE(other.openScenarioFile(path, error));
    CHECK(scenarioToJson(other.document().scenario()) == saved);
    CHECK(other.document().scenario().strategy.kind == StrategyKind::Mod);
    CHECK(other.document().scenario().strategy.shards == 10);
    CHECK(parts::strategyComboBox(other)->currentData().toInt() == static_cast<int>(StrategyKind::Mod));
    CHECK(parts::shardsSpinBox(other)->value() == 10);
    CHECK(parts::keyEditor(other)->toPlainText().startsWith(QStringLiteral("BOARD#global\t")));
    CHECK_FALSE(other.document().isDirty());
    CHECK(other.document().path() == path);
}

TEST_CASE("Main window documents: File > Save writes on a worker, an edit made meanwhile stays unsaved",
          "[document][main-window]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    MainWindow window;
    parts::shardsSpinBox(window)->setValue(10); // while the strategy is none: no edit
    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Random)));
    REQUIRE(window.document().isDirty());
    const std::string expected = scenarioToJson(window.document().scenario());
    const QString path = dir.filePath(QStringLiteral("background.json"));

    QSignalSpy saved(&window.document(), &DocumentController::documentSaved);
    window.document().saveInBackground(path);
    CHECK(window.document().isDirty()); // not yet: the worker writes it
    REQUIRE(saved.wait(20'000));
    REQUIRE(saved.size() == 1);
    CHECK(saved.front().at(0).toBool());
    CHECK_FALSE(window.document().isDirty());
    CHECK(window.document().path() == path);
    CHECK(window.windowTitle().startsWith(QStringLiteral("background.json")));
    Scenario reread;
    QString error;
    REQUIRE(readScenarioDocument(path, reread, error));
    CHECK(scenarioToJson(reread) == expected);

    // An edit between the start of a save and its end: the file has the state the save started with, and the
    // document stays unsaved.
    window.document().saveInBackground(path);
    parts::shardsSpinBox(window)->setValue(parts::shardsSpinBox(window)->value() + 3);
    REQUIRE(saved.wait(20'000));
    CHECK(saved.back().at(0).toBool());
    CHECK(window.document().isDirty());
    REQUIRE(readScenarioDocument(path, reread, error));
    CHECK(scenarioToJson(reread) == expected);

    // A path that cannot be written: reported, and nothing changes.
    window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
    ModalCloser closer;
    window.document().saveInBackground(dir.filePath(QStringLiteral("no/such/dir/x.json")));
    REQUIRE(saved.wait(20'000));
    CHECK(closer.closed() == 1);
    CHECK_FALSE(saved.back().at(0).toBool());
    CHECK(window.document().path() == path);
    CHECK(window.document().isDirty());
}

TEST_CASE("Main window documents: File > Open reads on a worker, a bad file changes nothing",
          "[document][main-window]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    MainWindow source;
    parts::strategyComboBox(source)->setCurrentIndex(
        parts::strategyComboBox(source)->findData(static_cast<int>(StrategyKind::Mod)));
    parts::shardsSpinBox(source)->setValue(9);
    const QString path = dir.filePath(QStringLiteral("opened.json"));
    QString error;
    REQUIRE(source.saveScenarioFile(path, error));

    MainWindow window;
    const std::string before = scenarioToJson(window.document().scenario());
    QSignalSpy opened(&window.document(), &DocumentController::documentOpened);
    window.openInBackground(path);
    CHECK(scenarioToJson(window.document().scenario()) == before); // not yet: the worker reads it
    REQUIRE(opened.wait(20'000));
    CHECK(opened.front().at(0).toBool());
    CHECK(window.document().path() == path);
    CHECK(window.document().scenario() == source.document().scenario());
    CHECK(parts::shardsSpinBox(window)->value() == 9);
    CHECK_FALSE(window.document().isDirty());

    const QString corrupt = dir.filePath(QStringLiteral("corrupt.json"));
    writeFile(corrupt, R"({"version": 1, "table": {"wcu": "lots"}})");
    ModalCloser closer;
    window.openInBackground(corrupt);
    REQUIRE(opened.wait(20'000));
    CHECK(closer.closed() == 1);
    CHECK_FALSE(opened.back().at(0).toBool());
    CHECK(window.document().path() == path);
    CHECK(window.document().scenario() == source.document().scenario());
}

TEST_CASE("Main window documents: a corrupt file leaves the window's document intact", "[document][main-window]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    MainWindow window;
    parts::shardsSpinBox(window)->setValue(7); // an unsaved edit that must survive
    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Random)));
    const std::string before = scenarioToJson(window.document().scenario());
    const QString keysBefore = parts::keyEditor(window)->toPlainText();
    const QString titleBefore = window.windowTitle();

    const QString path = dir.filePath(QStringLiteral("corrupt.json"));
    writeFile(path, R"({"version": 1, "table": {"rcu": "many", "wcu": 10}, "workload": {"duration_s": 10}})");
    QString error;
    CHECK_FALSE(window.openScenarioFile(path, error));
    CHECK(error.contains(QStringLiteral("/table/rcu")));
    writeFile(path, "{not json");
    CHECK_FALSE(window.openScenarioFile(path, error));
    CHECK(error.startsWith(path));

    CHECK(scenarioToJson(window.document().scenario()) == before);
    CHECK(parts::keyEditor(window)->toPlainText() == keysBefore);
    CHECK(window.windowTitle() == titleBefore);
    CHECK(window.document().isDirty());
}

TEST_CASE("Main window documents: closing asks about unsaved changes", "[document][main-window]") {
    MainWindow window;
    int asked = 0;
    auto answer = MainWindow::UnsavedChoice::Cancel;
    window.setSavePrompt([&] {
        ++asked;
        return answer;
    });
    QCloseEvent clean;
    QCoreApplication::sendEvent(&window, &clean);
    CHECK(clean.isAccepted());
    CHECK(asked == 0);

    parts::shardsSpinBox(window)->setValue(9);
    parts::strategyComboBox(window)->setCurrentIndex(
        parts::strategyComboBox(window)->findData(static_cast<int>(StrategyKind::Mod)));
    REQUIRE(window.document().isDirty());
    QCloseEvent cancelled;
    QCoreApplication::sendEvent(&window, &cancelled);
    CHECK_FALSE(cancelled.isAccepted());
    CHECK(asked == 1);

    answer = MainWindow::UnsavedChoice::Discard;
    QCloseEvent discarded;
    QCoreApplication::sendEvent(&window, &discarded);
    CHECK(discarded.isAccepted());

    // New after "discard" is the pristine built-in document again.
    window.newDocument();
    CHECK_FALSE(window.document().isDirty());
    CHECK(window.document().scenario().strategy.kind == StrategyKind::None);
    CHECK(window.windowTitle() == QStringLiteral("Untitled[*] — Partiscope"));
}
