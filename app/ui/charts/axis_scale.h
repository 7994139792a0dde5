#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace partiscope::ui {

/// A 1-2-5 step (times a power of ten, at least 1) giving about @p targetTicks intervals over [0, @p span].
double niceTickInterval(double span, int targetTicks);

/// The time axis of a run as the throttle timeline and the partition x time map both label it: one unit chosen
/// once from the run's length (seconds up to an hour, then minutes, hours, days) and ticks at whole 1-2-5 steps
/// of that unit, so the two views print the same numbers under the same seconds. Pure, tested without painting.
struct TimeAxisScale {
    QString unit = QStringLiteral("s"); ///< "s", "min", "h" or "days"
    std::uint64_t secondsPerUnit = 1;
    std::vector<std::uint64_t> ticksS; ///< tick positions in seconds, 0 first, none past the run's end

    /// The scale for a run of @p durationS seconds.
    [[nodiscard]] static TimeAxisScale forDuration(std::uint64_t durationS);
    /// @p atS in the unit, without it: "1,350", "12.5".
    [[nodiscard]] QString number(std::uint64_t atS) const;
    /// @p atS in the unit, with it: "1,350 s", "20 min".
    [[nodiscard]] QString label(std::uint64_t atS) const;
    /// The axis title: "simulated time (min)".
    [[nodiscard]] QString title() const;
};

} // namespace partiscope::ui
