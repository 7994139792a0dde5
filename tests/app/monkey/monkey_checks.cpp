// The monkey's run loop and its invariants: the status bar shows the analysis on screen, a saved document reads back
// and opens equal, and the command line's simulate of the saved file throttles what the window's run throttled.

#include "monkey/monkey.h"

#include "util/analysis_summary_text.h"
#include "window_parts.h"

#include <partiscope/number_format.h>
#include <partiscope/scenario.h>

#include <QApplication>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <cstdio>
#include <sstream>

namespace partiscope::ui::monkey {

namespace {

/// The window has this long to show an edit's analysis and prepare its simulation (a pasted column of 60,000 keys
/// under the sanitizers included).
constexpr int kSettleTimeoutMs = 120'000;
/// The simulate check runs the whole scenario twice (window and command line): only for documents this small.
constexpr double kMaxSimulatedPartitionSeconds = 4e6;
/// Invariants every this many actions, and a save/open/simulate round trip every kSaveCheckEvery.
constexpr int kCheckEvery = 40;
constexpr int kSaveCheckEvery = 250;

/// The first line where two serialised documents differ, for the failure message.
std::string firstDifference(const Scenario& expected, const Scenario& actual) {
    std::istringstream a(scenarioToJson(expected));
    std::istringstream b(scenarioToJson(actual));
    std::string left;
    std::string right;
    int line = 1;
    while (true) {
        const bool moreLeft = static_cast<bool>(std::getline(a, left));
        const bool moreRight = static_cast<bool>(std::getline(b, right));
        if (!moreLeft && !moreRight) {
            std::string parts;
            const auto differs = [&](bool same, const char* part) {
                if (!same) {
                    parts += std::string(parts.empty() ? "" : ", ") + part;
                }
            };
            differs(expected.table == actual.table, "table");
            differs(expected.capacity == actual.capacity, "capacity");
            differs(expected.workload == actual.workload, "workload");
            differs(expected.strategy == actual.strategy, "strategy");
            differs(expected.candidates == actual.candidates, "candidates");
            return "(the JSON texts are equal; a field the JSON leaves out differs, in: " + parts + ")";
        }
        if (left != right || moreLeft != moreRight) {
            return "line " + std::to_string(line) + ": expected '" + left + "', got '" + right + "'";
        }
        ++line;
    }
}

} // namespace

ModalAnswerer::ModalAnswerer(std::function<void(const QString&)> log) : m_log(std::move(log)) {
    QObject::connect(&m_timer, &QTimer::timeout, [this] { answer(); });
    m_timer.start(10);
}

void ModalAnswerer::answer() {
    QWidget* modal = QApplication::activeModalWidget();
    if (!modal) {
        return;
    }
    if (auto* files = qobject_cast<QFileDialog*>(modal)) {
        if (m_plannedFile.isEmpty()) {
            m_log(QStringLiteral("file dialog '") + files->windowTitle() + QStringLiteral("' cancelled"));
            files->reject();
            return;
        }
        m_log(QStringLiteral("file dialog '") + files->windowTitle() + QStringLiteral("': ") + m_plannedFile);
        files->setOption(QFileDialog::DontConfirmOverwrite);
        // Typed into the name field, as a user does: selectFile() leaves that field alone once it has the focus.
        if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))) {
            name->setText(m_plannedFile);
        } else {
            files->selectFile(m_plannedFile);
        }
        static_cast<QDialog*>(files)->accept(); // QFileDialog::accept() checks the name, as its OK button does
        return;
    }
    if (auto* box = qobject_cast<QMessageBox*>(modal)) {
        m_messages.append(box->windowTitle() + QStringLiteral(": ") + box->text());
        m_log(QStringLiteral("message box closed: ") + m_messages.back());
        box->close();
        return;
    }
    if (auto* dialog = qobject_cast<QDialog*>(modal)) {
        m_log(QStringLiteral("dialog '") + dialog->windowTitle() + QStringLiteral("' accepted"));
        dialog->accept();
        return;
    }
    m_log(QStringLiteral("modal window closed: ") + QString::fromLatin1(modal->metaObject()->className()));
    modal->close();
}

QStringList ModalAnswerer::takeMessages() {
    return std::exchange(m_messages, {});
}

Monkey::Monkey(MainWindow& window, std::uint64_t seed)
    : m_window(window), m_seed(seed), m_rng(seed), m_answers(seed ^ 0x9e3779b97f4a7c15ULL),
      m_modals([this](const QString& what) { note("  " + what.toStdString()); }) {
    if (!m_dir.isValid()) {
        throw MonkeyFailure("cannot create a temporary folder");
    }
    m_window.setSavePrompt([this] {
        const auto roll = m_answers() % 10;
        const auto choice = roll < 6   ? MainWindow::UnsavedChoice::Discard
                            : roll < 8 ? MainWindow::UnsavedChoice::Save
                                       : MainWindow::UnsavedChoice::Cancel;
        note(std::string("  unsaved changes: ") + (choice == MainWindow::UnsavedChoice::Discard ? "discard"
                                                   : choice == MainWindow::UnsavedChoice::Save  ? "save"
                                                                                                : "cancel"));
        return choice;
    });
    m_window.setCandidateNamePrompt([this](const QString& title, const QString& suggested) -> std::optional<QString> {
        const auto roll = m_answers() % 10;
        if (roll == 0) {
            note("  " + title.toStdString() + ": cancelled");
            return std::nullopt;
        }
        const QString name = roll < 4 ? suggested : QStringLiteral("design ") + QString::number(m_answers() % 8);
        note("  " + title.toStdString() + ": '" + name.toStdString() + "'");
        return name;
    });
}

void Monkey::note(const std::string& what) {
    std::string line = what;
    // One line per action: typed line ends and tabs shown as the escapes that would retype them.
    for (std::size_t at = line.find_first_of("\n\t"); at != std::string::npos; at = line.find_first_of("\n\t", at)) {
        line.replace(at, 1, line[at] == '\n' ? "\\n" : "\\t");
    }
    m_log.push_back("#" + std::to_string(m_action) + " " + line);
    // As it happens: a crash or a sanitizer's report then follows the action that caused it.
    std::fprintf(stderr, "monkey seed %llu %s\n", static_cast<unsigned long long>(m_seed), m_log.back().c_str());
}

void Monkey::fail(const std::string& what) {
    throw MonkeyFailure("seed " + std::to_string(m_seed) + ", action " + std::to_string(m_action) + ": " + what);
}

void Monkey::run(int count) {
    for (m_action = 1; m_action <= count; ++m_action) {
        act();
        // Now and then the user pauses long enough for the analysis (debounce 100 ms) and the player to catch up.
        if (chance(15)) {
            QTest::qWait(static_cast<int>(pick(150)));
        } else {
            QCoreApplication::processEvents();
        }
        if (m_action % kCheckEvery == 0) {
            settle();
            checkStatusBar();
        }
        if (m_action % kSaveCheckEvery == 0) {
            checkSaveOpenSimulate();
        }
    }
    --m_action;
    settle();
    checkStatusBar();
    checkSaveOpenSimulate();
}

void Monkey::settle() {
    QTest::qWait(KeyPipeline::kDebounceMs + 30); // an edit starts its analysis after the debounce
    const bool settled = QTest::qWaitFor(
        [&] {
            return !QApplication::activeModalWidget() &&
                   m_window.keys().appliedJobId() == m_window.keys().runner().latestJobId() &&
                   m_window.document().isSimulationCurrent() && !m_window.player().isResetting();
        },
        kSettleTimeoutMs);
    if (!settled) {
        fail("the window did not settle (analysis " + std::to_string(m_window.keys().appliedJobId()) + " of " +
             std::to_string(m_window.keys().runner().latestJobId()) + ", simulation current " +
             std::to_string(m_window.document().isSimulationCurrent()) + ")");
    }
    QTest::qWait(50); // an index analysis started with the table's lands, and the player shows its next frame
    for (const QString& message : m_modals.takeMessages()) {
        note("  (message: " + message.toStdString() + ")");
    }
}

void Monkey::checkStatusBar() {
    note("check: the status bar shows the analysis on screen");
    StatusTotals* totals = parts::statusTotals(m_window);
    const auto analysis = m_window.keys().heatmapAnalysis();
    const auto expectText = [&](const QLabel* label, const QString& expected, const char* what) {
        if (label->text() != expected) {
            fail(std::string("status bar ") + what + ": '" + label->text().toStdString() + "', the analysis says '" +
                 expected.toStdString() + "'");
        }
    };
    if (analysis) {
        expectText(totals->keysLabel(), countText(analysis->keysDistinct) + QStringLiteral(" keys"), "keys");
        expectText(totals->writesLabel(), countOfText(analysis->keysTotal, "write", "writes"), "writes");
        expectText(totals->hotFactorLabel(),
                   QStringLiteral("hot factor ") + QString::fromStdString(hotFactorText(*analysis)), "hot factor");
    } else {
        // No analysis on screen (an index without keys): no figures of another key space either.
        expectText(totals->keysLabel(), QStringLiteral("– keys"), "keys");
        expectText(totals->writesLabel(), QStringLiteral("– writes"), "writes");
        expectText(totals->hotFactorLabel(), QStringLiteral("hot factor –"), "hot factor");
    }
    if (m_window.keys().heatmapTarget() == std::string() && m_window.document().viewTarget().empty() &&
        !(m_window.keys().shownStrategy() == m_window.document().parameters().strategy)) {
        fail("the analysis on screen was made with another strategy than the document's");
    }
    if (!m_window.player().isPlaying()) {
        const auto throttled =
            static_cast<std::uint64_t>(std::llround(std::max(0.0, m_window.player().metrics().throttledRequests)));
        expectText(totals->throttledLabel(),
                   countText(throttled) + QStringLiteral(" throttled (t = ") +
                       countText(m_window.player().timeline().nowS()) + QStringLiteral(" s)"),
                   "throttled");
    }
}

void Monkey::checkSaveOpenSimulate() {
    settle();
    auto* play = parts::named<QPushButton>(m_window, "playButton");
    if (m_window.player().isPlaying()) {
        note("check: pause the simulation first");
        QTest::mouseClick(play, Qt::LeftButton);
    }
    const Scenario expected = m_window.document().scenario();
    const QString path = m_dir.filePath(QStringLiteral("saved-%1.partiscope.json").arg(m_action));
    note("check: File > Save As " + path.toStdString() + ", read back, File > Open");
    ++m_saveChecks;

    QSignalSpy saved(&m_window.document(), &DocumentController::documentSaved);
    m_modals.planFile(path);
    menuAction("fileMenu", QStringLiteral("Save &As…"))->trigger();
    const bool savedInTime = QTest::qWaitFor([&] { return !saved.isEmpty(); }, kSettleTimeoutMs);
    m_modals.planFile(QString());
    if (!savedInTime || !saved.front().at(0).toBool()) {
        fail("Save As did not write " + path.toStdString() +
             (savedInTime ? ": " + saved.front().at(2).toString().toStdString() : std::string(" in time")));
    }
    Scenario read;
    std::string error;
    if (!loadScenarioFile(path.toStdString(), read, error)) {
        fail("the saved file does not read back: " + error);
    }
    if (!(read == expected)) {
        fail("the saved file differs from the document: " + firstDifference(expected, read));
    }

    QSignalSpy opened(&m_window.document(), &DocumentController::documentOpened);
    m_modals.planFile(path);
    menuAction("fileMenu", QStringLiteral("&Open…"))->trigger();
    const bool openedInTime = QTest::qWaitFor([&] { return !opened.isEmpty(); }, kSettleTimeoutMs);
    m_modals.planFile(QString());
    if (!openedInTime || !opened.front().at(0).toBool()) {
        fail("File > Open did not open " + path.toStdString() +
             (openedInTime ? ": " + opened.front().at(2).toString().toStdString() : std::string(" in time")));
    }
    settle();
    const Scenario reopened = m_window.document().scenario();
    if (!(reopened == expected)) {
        fail("the reopened document differs from the saved one: " + firstDifference(expected, reopened));
    }
    checkStatusBar();
    checkSimulationAgainstCli(path);
}

void Monkey::checkSimulationAgainstCli(const QString& path) {
    const Scenario& parameters = m_window.document().parameters();
    const double partitions = parameters.table.partitions.value_or(derivedPartitionCount(parameters.table));
    const double work = partitions * static_cast<double>(parameters.workload.durationS);
    if (parameters.workload.trace || work > kMaxSimulatedPartitionSeconds) {
        note("check: simulate skipped (a trace, or " + std::to_string(work) + " partition-seconds)");
        return;
    }
    note("check: the window's run to the end throttles what `partiscope-cli simulate` of the file throttles");
    ++m_simulateChecks;
    QProcess cli;
    cli.start(QStringLiteral(PARTISCOPE_CLI_PATH), {QStringLiteral("simulate"), QStringLiteral("--scenario"), path,
                                                    QStringLiteral("--format"), QStringLiteral("json")});
    if (!cli.waitForFinished(kSettleTimeoutMs) || cli.exitCode() != 0) {
        fail("partiscope-cli simulate failed: " + cli.readAllStandardError().toStdString());
    }
    const QJsonObject report = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    const double cliThrottled =
        report.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("ThrottledRequests")).toDouble(-1);
    if (cliThrottled < 0) {
        fail("partiscope-cli simulate printed no metrics.ThrottledRequests");
    }

    // The window's player runs the opened document from second 0 to its end. The actions press Play, Step and Reset
    // at every speed; here the run is asked for all its remaining seconds at once, so a check of a one-hour scenario
    // does not take the 3.6 s that Play at 1000x would.
    const auto player = [&]() -> SimulationPlayer& { return m_window.player(); };
    if (player().isPlaying()) {
        QTest::mouseClick(parts::named<QPushButton>(m_window, "playButton"), Qt::LeftButton);
    }
    const std::uint64_t now = player().timeline().nowS();
    player().advanceBy(parameters.workload.durationS > now ? parameters.workload.durationS - now : 0);
    if (!QTest::qWaitFor([&] { return player().isFinished(); }, kSettleTimeoutMs)) {
        fail("the window's simulation did not reach the end (t = " + std::to_string(player().timeline().nowS()) +
             " of " + std::to_string(parameters.workload.durationS) + " s)");
    }
    QTest::qWait(80); // the last frame reaches the status bar
    // The CLI writes whole requests (wholeRequests(), as every report and the status bar do); the player's metrics
    // are the fluid model's expected count, which an operation mix of 1.6 index writes a write leaves fractional.
    const double windowThrottled = wholeRequests(player().metrics().throttledRequests);
    // Both run core's TableSimulator on the same document: equal to the last bits but for summation order.
    if (std::abs(windowThrottled - cliThrottled) > 1e-9 * std::max(1.0, std::abs(cliThrottled))) {
        fail("the window throttled " + std::to_string(windowThrottled) + " requests, partiscope-cli simulate " +
             std::to_string(cliThrottled));
    }
    checkStatusBar();
}

std::vector<std::uint64_t> seedsToRun() {
    const QString given = qEnvironmentVariable("PARTISCOPE_MONKEY_SEED");
    if (given.isEmpty()) {
        return {PARTISCOPE_MONKEY_DEFAULT_SEEDS};
    }
    std::vector<std::uint64_t> seeds;
    for (const QString& part : given.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const std::uint64_t seed = part.trimmed().toULongLong(&ok);
        if (!ok) {
            throw MonkeyFailure("PARTISCOPE_MONKEY_SEED: not a number: " + part.toStdString());
        }
        seeds.push_back(seed);
    }
    return seeds;
}

int actionsPerSeed(int fallback) {
    bool ok = false;
    const int given = qEnvironmentVariableIntValue("PARTISCOPE_MONKEY_ACTIONS", &ok);
    return ok && given > 0 ? given : fallback;
}

} // namespace partiscope::ui::monkey
