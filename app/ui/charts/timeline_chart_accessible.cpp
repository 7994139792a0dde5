#include "charts/timeline_chart_accessible.h"

#include "charts/chart_adapter.h"

#include <QAccessibleWidget>
#include <QCoreApplication>

namespace partiscope::ui {

namespace {

// The chart's lines are pixels inside a QChartView that a screen reader cannot read: the value says what they show.
class TimelineChartAccessible : public QAccessibleWidget {
public:
    explicit TimelineChartAccessible(ThrottleTimelineChart* chart)
        : QAccessibleWidget(chart, QAccessible::Chart), m_chart(chart) {}

    QString text(QAccessible::Text text) const override {
        switch (text) {
        case QAccessible::Name:
            if (const QString name = m_chart->accessibleName(); !name.isEmpty()) {
                return name;
            }
            return QCoreApplication::translate("ThrottleTimelineChart", "Throttle timeline");
        case QAccessible::Value:
            return m_chart->summaryText();
        default:
            return QAccessibleWidget::text(text);
        }
    }

private:
    ThrottleTimelineChart* m_chart;
};

QAccessibleInterface* timelineChartFactory(const QString& className, QObject* object) {
    if (className == QLatin1String(ThrottleTimelineChart::staticMetaObject.className())) {
        return new TimelineChartAccessible(static_cast<ThrottleTimelineChart*>(object));
    }
    return nullptr;
}

} // namespace

void installTimelineChartAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(&timelineChartFactory);
        return true;
    }();
    (void)installed;
}

} // namespace partiscope::ui
