#include "panes/advisor_pane.h"
#include "util/core_text.h"

#include "panes/decision_path_accessible.h"
#include "util/analysis_summary_text.h"
#include "util/finding_text.h"
#include "util/qt_strings.h"
#include "views/insight_rankings_view.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace partiscope::ui {

namespace {

QStyle::StandardPixmap severityIcon(Severity severity) {
    switch (severity) {
    case Severity::Critical:
        return QStyle::SP_MessageBoxCritical;
    case Severity::Warning:
        return QStyle::SP_MessageBoxWarning;
    case Severity::Info:
        break;
    }
    return QStyle::SP_MessageBoxInformation;
}

QWidget* makeFindingCard(const Finding& finding, QWidget* parent) {
    auto* card = new QFrame(parent);
    card->setObjectName(QStringLiteral("finding:") + fromStd(finding.id));
    card->setFrameShape(QFrame::StyledPanel);
    const QColor colour = severityColour(finding.severity);
    // A coloured left edge: the severity is visible while scanning the list, not only in the icon.
    // Matched by object name, not a type selector: the labels inside are QFrames too. An attribute selector
    // because the id's ':' would end a #name selector.
    card->setStyleSheet(QStringLiteral("QFrame[objectName=\"%1\"] { border: 1px solid palette(mid); "
                                       "border-left: 5px solid %2; border-radius: 3px; }")
                            .arg(card->objectName(), colour.name()));

    auto* layout = new QHBoxLayout(card);
    auto* icon = new QLabel(card);
    const int iconSize = card->style()->pixelMetric(QStyle::PM_SmallIconSize) * 2;
    icon->setPixmap(card->style()->standardIcon(severityIcon(finding.severity)).pixmap(iconSize, iconSize));
    icon->setAlignment(Qt::AlignTop);
    layout->addWidget(icon, 0, Qt::AlignTop);

    const LocalizedFinding shown = localizedFinding(finding);
    auto* text = new QLabel(card);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    text->setText(QCoreApplication::translate("partiscope::ui::AdvisorPane",
                                              "<b style='color:%1'>[%2]</b> <b>%3</b> <code>%4</code><br>"
                                              "<b>Evidence:</b> %5<br><b>Recommendation:</b> %6")
                      .arg(colour.name(), severityText(finding.severity), shown.title.toHtmlEscaped(),
                           fromStd(finding.id).toHtmlEscaped(), shown.evidence.toHtmlEscaped(),
                           shown.recommendation.toHtmlEscaped()));
    layout->addWidget(text, 1);
    return card;
}

} // namespace

QColor severityColour(Severity severity) {
    switch (severity) {
    case Severity::Critical:
        return QColor(0xD5, 0x5E, 0x00);
    case Severity::Warning:
        return QColor(0xE6, 0x9F, 0x00);
    case Severity::Info:
        break;
    }
    return QColor(0x00, 0x72, 0xB2);
}

DecisionPathView::DecisionPathView(QWidget* parent) : QWidget(parent) {
    installDecisionPathAccessibility();
    setMinimumSize(360, 130);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void DecisionPathView::setHighlighted(std::vector<DecisionBranch> branches) {
    m_highlighted = std::move(branches);
    setToolTip(m_highlighted.empty() ? tr("No finding points to a change: nothing is highlighted")
                                     : tr("Highlighted: the branches the findings point to"));
    update();
}

QSize DecisionPathView::sizeHint() const {
    return {520, 150};
}

void DecisionPathView::paintEvent(QPaintEvent* /*event*/) {
    const DecisionPathGeometry geometry = DecisionPathGeometry::fit(rect());
    if (geometry.isEmpty()) {
        return;
    }
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QColor accent = severityColour(Severity::Critical);
    const QColor muted = pal.color(QPalette::PlaceholderText);

    auto isOn = [this](DecisionBranch branch) {
        return std::find(m_highlighted.begin(), m_highlighted.end(), branch) != m_highlighted.end();
    };

    // Plain connectors first, highlighted ones last: they share the trunk, and the highlight must stay on top.
    for (const bool highlightedPass : {false, true}) {
        for (const DecisionBranch branch : kDecisionBranches) {
            if (isOn(branch) != highlightedPass) {
                continue;
            }
            const auto points = geometry.connector(branch);
            painter.setPen(QPen(highlightedPass ? accent : muted, highlightedPass ? 3 : 1));
            painter.drawPolyline(points.data(), static_cast<int>(points.size()));
        }
    }

    painter.setPen(QPen(pal.color(QPalette::WindowText), 1));
    painter.setBrush(pal.color(QPalette::Base));
    painter.drawRoundedRect(geometry.question, 6, 6);
    painter.drawText(geometry.question.adjusted(4, 2, -4, -2), Qt::AlignCenter | Qt::TextWordWrap,
                     decisionPathQuestion());

    for (const DecisionBranch branch : kDecisionBranches) {
        const QRect box = geometry.branchRect(branch);
        const bool on = isOn(branch);
        painter.setPen(QPen(on ? accent : muted, on ? 3 : 1));
        painter.setBrush(on ? QColor(accent.red(), accent.green(), accent.blue(), 40) : pal.color(QPalette::Base));
        painter.drawRoundedRect(box, 6, 6);
        QFont font = painter.font();
        font.setBold(on);
        painter.setFont(font);
        painter.setPen(on ? pal.color(QPalette::WindowText) : muted);
        painter.drawText(box.adjusted(4, 2, -4, -2), Qt::AlignCenter | Qt::TextWordWrap, decisionBranchLabel(branch));
    }
}

AdvisorPane::AdvisorPane(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    m_status = new QLabel(tr("Analysing the scenario…"), this);
    m_status->setObjectName(QStringLiteral("advisorStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* cardsHost = new QWidget(scroll);
    m_cards = new QVBoxLayout(cardsHost);
    m_cards->addStretch(1);
    scroll->setWidget(cardsHost);
    layout->addWidget(scroll, 1);

    auto* heading = new QLabel(tr("<b>Decision path</b> (highlighted: what the findings point to)"), this);
    layout->addWidget(heading);
    m_decisionPath = new DecisionPathView(this);
    m_decisionPath->setObjectName(QStringLiteral("decisionPath"));
    layout->addWidget(m_decisionPath);
    m_insights = new InsightRankingsView(this);
    m_insights->setObjectName(QStringLiteral("insightRankings"));
    layout->addWidget(m_insights);
}

void AdvisorPane::setInsights(const std::vector<InsightRanking>& rankings) {
    m_insights->setRankings(rankings);
}

void AdvisorPane::clearCards() {
    // The last item is the stretch that keeps the cards at the top.
    while (m_cards->count() > 1) {
        QLayoutItem* item = m_cards->takeAt(0);
        delete item->widget();
        delete item;
    }
    m_shownIds.clear();
}

void AdvisorPane::setFindings(const std::vector<Finding>& findings) {
    clearCards();
    for (const Finding& finding : findings) {
        m_cards->insertWidget(m_cards->count() - 1, makeFindingCard(finding, m_cards->parentWidget()));
        m_shownIds.append(fromStd(finding.id));
    }
    m_status->setText(findings.empty()
                          ? tr("No findings: the keys and the capacity look fine.")
                          : countOfText(findings.size(), QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "finding"),
                                        QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "findings")) +
                                tr(", most severe first."));
    m_decisionPath->setHighlighted(highlightedBranches(findings));
}

void AdvisorPane::setProblem(const QString& message) {
    clearCards();
    m_status->setText(tr("Cannot analyse the scenario: ") + message);
    m_decisionPath->setHighlighted({});
}

} // namespace partiscope::ui
