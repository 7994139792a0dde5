#pragma once

// LessonWalk: a lesson opened from the Lessons menu and walked through the real widgets (found by objectName),
// as its guide says. Shared by the walk-through tests and the hidden screenshot tests.
#include "document/lesson_catalog.h"
#include "panes/advisor_pane.h"
#include "panes/queries_pane.h"
#include "panes/simulation_panel.h"
#include "panes/strategy_pane.h"
#include "panes/table_pane.h"
#include "shell/main_window.h"
#include "views/bucket_heatmap.h"
#include "views/partition_time_heatmap.h"
#include "window_parts.h"

#include <partiscope/advisor.h>

#include <catch2/catch.hpp>

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

#include <algorithm>
#include <map>
#include <optional>

namespace partiscope::test {

using namespace partiscope::ui;

inline constexpr int kLessonTimeoutMs = 60'000;

template <typename Widget>
Widget* child(const QObject& parent, const char* name) {
    auto* widget = parent.findChild<Widget*>(QString::fromLatin1(name));
    INFO(name);
    REQUIRE(widget);
    return widget;
}

/// A lesson walked through the way its guide says, in a window of a usual size.
class LessonWalk {
public:
    explicit LessonWalk(const char* lessonName) {
        m_window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
        m_window.resize(1400, 860);
        m_window.show();
        // "Lessons > Lesson N: ..." (the menu lists every lesson of the catalogue).
        QAction* open = nullptr;
        for (QAction* action : parts::lessonsMenu(m_window)->actions()) {
            if (action->data().toString() == QLatin1String(lessonName)) {
                open = action;
            }
        }
        REQUIRE(open);
        open->trigger();
        REQUIRE(parts::lessonDock(m_window)->isVisible());
        settle();
    }

    MainWindow& window() { return m_window; }

    /// Waits until the heat map and the advisor show the document as it is now.
    void settle() {
        QTest::qWait(KeyPipeline::kDebounceMs + 20); // an edit starts its analysis after the debounce
        const bool current = QTest::qWaitFor(
            [&] {
                return m_window.keys().analysis() &&
                       m_window.keys().appliedJobId() == m_window.keys().runner().latestJobId() &&
                       m_window.document().isSimulationCurrent() && m_window.document().isAdviceCurrent();
            },
            kLessonTimeoutMs);
        REQUIRE(current);
    }

    /// The Advisor tab's findings: id -> severity.
    std::map<std::string, Severity> findings() {
        parts::viewTabs(m_window)->setCurrentWidget(parts::advisorPane(m_window));
        std::map<std::string, Severity> shown;
        for (const Finding& finding : m_window.document().advice()->findings) {
            shown[finding.id] = finding.severity;
            CHECK(parts::advisorPane(m_window)->findChild<QWidget*>(QStringLiteral("finding:") + fromId(finding.id)));
        }
        return shown;
    }

    /// The text of the Advisor tab's card for finding @p id, as plain text; empty when no card shows it.
    QString cardText(const char* id) {
        parts::viewTabs(m_window)->setCurrentWidget(parts::advisorPane(m_window));
        const auto* card =
            parts::advisorPane(m_window)->findChild<QWidget*>(QStringLiteral("finding:") + QLatin1String(id));
        QString text;
        if (card) {
            for (const QLabel* label : card->findChildren<QLabel*>()) {
                QTextDocument plain;
                plain.setHtml(label->text());
                text += plain.toPlainText() + QLatin1Char('\n');
            }
        }
        return text;
    }

    /// The boxes the Advisor tab's decision path lights.
    const std::vector<DecisionBranch>& litBranches() {
        return parts::advisorPane(m_window)->decisionPath()->highlighted();
    }

    /// A permanent label of the status bar ("statusHotFactorLabel").
    QString statusBarText(const char* name) { return child<QLabel>(m_window, name)->text(); }

    /// Strategy tab: picks @p kind ("mod") in the Strategy list.
    void pickStrategy(const char* kind) {
        parts::parameterTabs(m_window)->setCurrentWidget(parts::strategyPane(m_window));
        auto* combo = child<QComboBox>(*parts::strategyPane(m_window), "strategyKindCombo");
        const int index = combo->findText(QLatin1String(kind));
        REQUIRE(index >= 0);
        combo->setCurrentIndex(index);
        settle();
    }

    void setShards(int shards) {
        child<QSpinBox>(*parts::strategyPane(m_window), "shardsSpinBox")->setValue(shards);
        settle();
    }

    /// Types @p text over the Separator field, as a user does.
    void typeSeparator(const char* text) {
        auto* edit = child<QLineEdit>(*parts::strategyPane(m_window), "separatorEdit");
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, QLatin1String(text));
        settle();
    }

    /// Picks the entry of a combo box of the pane @p pane whose text starts with @p text.
    void pick(QWidget& pane, const char* comboName, const char* text) {
        auto* combo = child<QComboBox>(pane, comboName);
        int index = -1;
        for (int i = 0; i < combo->count(); ++i) {
            if (combo->itemText(i).startsWith(QLatin1String(text))) {
                index = i;
            }
        }
        INFO(text);
        REQUIRE(index >= 0);
        combo->setCurrentIndex(index);
        settle();
    }

    /// Table tab, Global secondary indexes: selects @p gsi in the list, then in its Index strategy row picks @p kind
    /// ("random") and sets N to @p shards.
    void shardIndex(const char* gsi, const char* kind, int shards) {
        QWidget& pane = *parts::tablePane(m_window);
        parts::parameterTabs(m_window)->setCurrentWidget(&pane);
        auto* list = child<QListWidget>(pane, "gsiList");
        const QList<QListWidgetItem*> items = list->findItems(QLatin1String(gsi), Qt::MatchExactly);
        REQUIRE(items.size() == 1);
        list->setCurrentItem(items.front());
        pick(pane, "gsiStrategyKindCombo", kind);
        child<QSpinBox>(pane, "gsiShardsSpinBox")->setValue(shards);
        settle();
    }

    /// Simulation tab: Speed 1000x, Play, until the run ends. Returns the throttling CloudWatch would count.
    ThrottleMetrics playSimulation() {
        parts::viewTabs(m_window)->setCurrentWidget(parts::simulationPanel(m_window));
        auto* speed = child<QComboBox>(*parts::simulationPanel(m_window), "speedCombo");
        speed->setCurrentIndex(speed->findText(QStringLiteral("1000×")));
        auto* play = child<QPushButton>(*parts::simulationPanel(m_window), "playButton");
        REQUIRE(play->isEnabled());
        QTest::mouseClick(play, Qt::LeftButton);
        REQUIRE(QTest::qWaitFor([&] { return m_window.player().isFinished(); }, kLessonTimeoutMs));
        return m_window.player().metrics();
    }

    /// The Simulation tab's status line ("t = 900 s of 900 s · ... · first throttle at 600 s, ...").
    QString simulationStatus() { return child<QLabel>(*parts::simulationPanel(m_window), "simulationStatus")->text(); }

    /// Queries tab: the requests that read the hottest key back.
    qsizetype queryCount() {
        parts::viewTabs(m_window)->setCurrentWidget(parts::queriesPane(m_window));
        return parts::queriesPane(m_window)->queries().requests.size();
    }

    [[nodiscard]] bool evenSpreadNoteShown() {
        // Not hidden: the label may sit on a tab that is not the current one.
        return !child<QLabel>(m_window, "evenSpreadNoteLabel")->isHidden() &&
               !child<QLabel>(*parts::strategyPane(m_window), "sourceAssumptionLabel")->isHidden();
    }

    /// Writes of the heat map's busiest physical keys (its top ten) that start with @p prefix.
    std::uint64_t heatMapWrites(const std::string& prefix) {
        std::uint64_t writes = 0;
        for (const KeyShare& key : m_window.keys().analysis()->topKeys) {
            if (key.key.rfind(prefix, 0) == 0) {
                writes += key.count;
            }
        }
        return writes;
    }

private:
    static QString fromId(const std::string& id) { return QString::fromStdString(id); }
    MainWindow m_window;
};

inline bool has(const std::map<std::string, Severity>& findings, const char* id) {
    return findings.count(id) == 1;
}

/// Checks that @p text (a card, a status line, a tooltip) says @p phrase, as the guide quotes it.
inline void checkSays(const QString& text, const char* phrase) {
    INFO("looking for: " << phrase << "\nin: " << text.toStdString());
    CHECK(text.contains(QString::fromUtf8(phrase)));
}

} // namespace partiscope::test
