#pragma once

namespace partiscope::ui {

/// Installs (once) the timeline chart's accessible interface: a chart whose value is its summaryText().
void installTimelineChartAccessibility();

} // namespace partiscope::ui
