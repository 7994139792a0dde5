#include "panes/simulation_panel.h"

#include "charts/chart_adapter.h"
#include "charts/timeline_curves.h"
#include "jobs/simulation_player.h"
#include "util/analysis_summary_text.h"
#include "views/key_space_selector.h"
#include "views/partition_time_heatmap.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QToolTip>
#include <QVBoxLayout>

namespace partiscope::ui {

namespace {

QKeySequence playShortcut() {
    return QKeySequence(Qt::CTRL | Qt::Key_Space);
}

QString statusText(const ThrottleTimeline& timeline) {
    QString text = QStringLiteral("t = ") + countText(timeline.nowS()) +
                   QCoreApplication::translate("partiscope::ui::SimulationPanel", " s of ") +
                   durationText(timeline.durationS()) + QStringLiteral(" · ") +
                   countOfText(timeline.partitions().size(), QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "partition"),
                               QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "partitions"));
    if (const auto first = timeline.firstThrottleS()) {
        text +=
            QCoreApplication::translate("partiscope::ui::SimulationPanel", " · first throttle at ") +
            countText(*first) + QStringLiteral(" s, ") +
            countOfText(timeline.throttleOnsets().size(), QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "throttle onset"),
                        QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "throttle onsets"));
    } else if (timeline.nowS() >= timeline.durationS()) {
        text += QCoreApplication::translate("partiscope::ui::SimulationPanel", " · no throttling in the whole run");
    } else {
        text += QCoreApplication::translate("partiscope::ui::SimulationPanel", " · no throttling so far");
    }
    if (!timeline.splits().empty()) {
        text += QStringLiteral(" · ") + countOfText(timeline.splits().size(),
                                                    QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "split event"),
                                                    QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "split events"));
    }
    return text;
}

} // namespace

SimulationPanel::SimulationPanel(SimulationPlayer* player, QWidget* parent) : QWidget(parent), m_player(player) {
    auto* layout = new QVBoxLayout(this);
    auto* controls = new QHBoxLayout();
    m_play = new QPushButton(tr("Play"), this);
    m_play->setObjectName(QStringLiteral("playButton"));
    m_play->setShortcut(playShortcut());
    m_step = new QPushButton(tr("Step"), this);
    m_step->setToolTip(tr("Pause and simulate one more second"));
    m_step->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_reset = new QPushButton(tr("Reset"), this);
    m_reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Home));
    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("speedCombo"));
    for (const int speed : {1, 10, 100, 1000}) {
        m_speed->addItem(QString::number(speed) + QStringLiteral("×"), speed);
    }
    m_speed->setCurrentIndex(2);
    m_speed->setToolTip(tr("Simulated seconds per second"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("simulationStatus"));
    // Wrapped on a line of its own: a growing status line must not raise the window's minimum width.
    m_status->setWordWrap(true);
    controls->addWidget(m_play);
    controls->addWidget(m_step);
    controls->addWidget(m_reset);
    controls->addWidget(new QLabel(tr("Speed"), this));
    controls->addWidget(m_speed);
    controls->addStretch(1);
    // On the controls' row: a row of its own would take the chart's height (its axis labels elide in
    // presentation mode at 1280 x 800).
    m_target = new KeySpaceSelector(this);
    m_target->setObjectName(QStringLiteral("simulationTargetSelector"));
    controls->addWidget(m_target);
    layout->addLayout(controls);
    layout->addWidget(m_status);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    m_chart = new ThrottleTimelineChart(splitter);
    m_heatmap = new PartitionTimeHeatmap(splitter);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({480, 320}); // the chart needs the height for its legend and axes
    layout->addWidget(splitter, 1);
    // The map's time runs under the chart's: the same second at the same x, so the cursors line up.
    // Queued: the chart signals from inside its layout, before its view has placed the scene.
    connect(m_chart, &ThrottleTimelineChart::plotAreaChanged, this, &SimulationPanel::alignTimeAxes,
            Qt::QueuedConnection);

    if (!m_player) {
        m_target->hide(); // a render draws the timeline it is given
        for (QWidget* widget : {static_cast<QWidget*>(m_play), static_cast<QWidget*>(m_step),
                                static_cast<QWidget*>(m_reset), static_cast<QWidget*>(m_speed)}) {
            widget->hide();
        }
        return;
    }
    m_player->setSpeed(m_speed->currentData().toDouble());
    connect(m_play, &QPushButton::clicked, this, [this] {
        if (m_player->isPlaying()) {
            m_player->pause();
        } else {
            m_player->play();
        }
    });
    connect(m_step, &QPushButton::clicked, m_player, &SimulationPlayer::step);
    connect(m_reset, &QPushButton::clicked, m_player, &SimulationPlayer::reset);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this] { m_player->setSpeed(m_speed->currentData().toDouble()); });
    connect(m_player, &SimulationPlayer::playingChanged, this, &SimulationPanel::updateControls);
    connect(m_player, &SimulationPlayer::frameApplied, this, [this] { showTimeline(m_player->timeline(m_keySpace)); });
    connect(m_player, &SimulationPlayer::resetFinished, this, [this] { showTimeline(m_player->timeline(m_keySpace)); });
    showTimeline(m_player->timeline());
}

void SimulationPanel::showKeySpace(std::size_t keySpace, const QString& label) {
    m_keySpace = keySpace;
    m_keySpaceLabel = label;
    if (m_player) {
        // Every key space's history is kept from second 0, so the whole run so far appears at once.
        showTimeline(m_player->timeline(keySpace));
    }
}

void SimulationPanel::setObserved(ObservedMetrics observed, const QString& fileName) {
    m_observed = std::move(observed);
    m_observedFile = fileName;
    if (m_player) {
        m_player->setMetricSampleEveryS(metricSampleEveryS(*m_observed));
        if (m_player->hasScenario()) {
            m_player->reset();
        }
        showTimeline(m_player->timeline(m_keySpace));
    }
    setToolTip(tr("CloudWatch data: ") + m_observedFile);
}

void SimulationPanel::clearObserved() {
    m_observed.reset();
    m_observedFile.clear();
    setToolTip(QString());
    if (m_player) {
        m_player->setMetricSampleEveryS(0);
        showTimeline(m_player->timeline(m_keySpace));
    }
}

std::vector<MetricComparison> SimulationPanel::observedComparison() const {
    if (!m_observed || !m_player) {
        return {};
    }
    return compareObserved(*m_observed, m_player->metricSamples());
}

void SimulationPanel::showTimeline(const ThrottleTimeline& timeline) {
    // Behind another tab of a shown window nobody sees the chart: its curves (the frame's largest cost) wait for
    // showEvent(). A window never shown (tests, --render) keeps drawing, as before.
    m_chartBehind = m_player && window()->isVisible() && !isVisible();
    if (!m_chartBehind) {
        const QString unit =
            timeline.direction() == CapacityDirection::Writes ? QStringLiteral("WCU") : QStringLiteral("RCU");
        TimelineCurves curves = timelineCurves(timeline, kTopPartitions, m_chart->plotColumns());
        // CloudWatch's metrics are the table's: they go over the table's timeline only.
        if (m_observed && m_player && &timeline == &m_player->timeline(0) && m_keySpace == 0) {
            const std::vector<MetricComparison> comparisons = observedComparison();
            if (const MetricComparison* shown = timelineComparison(comparisons, timeline.direction())) {
                addObservedCurves(curves, *shown, m_chart->plotColumns());
            }
        }
        m_chart->setCurves(curves, unit);
        alignTimeAxes();
    }
    // The player's timeline only goes on while its run generation stays: the map then paints just the new
    // columns. It paints nothing at all while hidden, and catches up when painted again.
    const bool players = m_player && &timeline == &m_player->timeline(m_keySpace);
    m_heatmap->setTimeline(&timeline, players ? std::optional<std::uint64_t>(m_player->runGeneration()) : std::nullopt);
    // Time went back (a reset, or a changed document started over): a tooltip about a cell of the old run
    // describes what is no longer drawn, however the run was restarted.
    if (timeline.nowS() < m_shownNowS && QToolTip::isVisible()) {
        QToolTip::hideText();
    }
    m_shownNowS = timeline.nowS();
    QString status = statusText(timeline);
    if (!m_keySpaceLabel.isEmpty()) {
        status = m_keySpaceLabel + QStringLiteral(" · ") + status;
    }
    if (m_player && m_player->isResetting() && &timeline == &m_player->timeline(m_keySpace)) {
        // A million-key scenario takes seconds to set up again; the controls work meanwhile (ticks wait).
        status += tr(" · setting up the run again…");
    }
    m_status->setText(status);
    updateControls();
}

void SimulationPanel::alignTimeAxes() {
    if (!isAncestorOf(m_chart) || !isAncestorOf(m_heatmap)) {
        return; // the offscreen render shows them apart, each in a frame of its own
    }
    const QRect plot = m_chart->plotAreaRect();
    const int offset = m_chart->mapTo(this, QPoint(0, 0)).x() - m_heatmap->mapTo(this, QPoint(0, 0)).x();
    // xForTime(duration) is one past the map's right edge, as the plot's right edge is the run's end.
    m_heatmap->setTimeSpan(plot.left() + offset, plot.right() + offset);
}

void SimulationPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    alignTimeAxes();
}

void SimulationPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_chartBehind && m_player) {
        showTimeline(m_player->timeline(m_keySpace));
    }
}

void SimulationPanel::updateControls() {
    if (!m_player) {
        return;
    }
    m_play->setText(m_player->isPlaying() ? tr("Pause") : tr("Play"));
    // QAbstractButton::setText() replaces the shortcut with the text's mnemonic (none here), so set it again.
    m_play->setShortcut(playShortcut());
    m_play->setEnabled(m_player->hasScenario() && !m_player->isFinished());
    m_step->setEnabled(m_player->hasScenario() && !m_player->isFinished());
}

} // namespace partiscope::ui
