#include "charts/axis_scale.h"

#include "util/analysis_summary_text.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace partiscope::ui {

namespace {

constexpr std::uint64_t kMinute = 60;
constexpr std::uint64_t kHour = 60 * kMinute;
constexpr std::uint64_t kDay = 24 * kHour;
// At most this many intervals along the time axis (1-2-5 steps give 3.6 to 8 of them): 1,800 s in steps of 500,
// two hours in steps of 20 min.
constexpr int kTimeTicks = 8;

} // namespace

double niceTickInterval(double span, int targetTicks) {
    if (span <= 0 || targetTicks <= 0) {
        return 1;
    }
    const double raw = span / targetTicks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double step : {1.0, 2.0, 5.0, 10.0}) {
        if (raw <= step * magnitude) {
            return std::max(1.0, step * magnitude);
        }
    }
    return std::max(1.0, 10.0 * magnitude);
}

TimeAxisScale TimeAxisScale::forDuration(std::uint64_t durationS) {
    TimeAxisScale scale;
    // The largest unit in which the run is still a handful of them: 45 min reads better as 2,700 s than as 45
    // min with ticks at 10-minute steps, but a 31-day run in seconds is 2,678,400.
    if (durationS > 4 * kDay) {
        scale.unit = QStringLiteral("days");
        scale.secondsPerUnit = kDay;
    } else if (durationS > 6 * kHour) {
        scale.unit = QStringLiteral("h");
        scale.secondsPerUnit = kHour;
    } else if (durationS > kHour) {
        scale.unit = QStringLiteral("min");
        scale.secondsPerUnit = kMinute;
    }
    const double spanInUnits = static_cast<double>(durationS) / static_cast<double>(scale.secondsPerUnit);
    const auto step = static_cast<std::uint64_t>(niceTickInterval(spanInUnits, kTimeTicks)) * scale.secondsPerUnit;
    for (std::uint64_t at = 0; at <= durationS; at += step) {
        scale.ticksS.push_back(at);
    }
    return scale;
}

QString TimeAxisScale::number(std::uint64_t atS) const {
    if (atS % secondsPerUnit == 0) {
        return countText(atS / secondsPerUnit);
    }
    const double value = static_cast<double>(atS) / static_cast<double>(secondsPerUnit);
    return QLocale().toString(value, 'f', 1);
}

QString TimeAxisScale::label(std::uint64_t atS) const {
    return number(atS) + QLatin1Char(' ') + unit;
}

QString TimeAxisScale::title() const {
    return QCoreApplication::translate("partiscope::ui::AxisScale", "simulated time (") + unit + QLatin1Char(')');
}

} // namespace partiscope::ui
