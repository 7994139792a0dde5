#pragma once

namespace partiscope::ui {

/// Installs (once) the decision path's accessible interface: the question box and one child per branch, each
/// saying whether a finding points to it.
void installDecisionPathAccessibility();

} // namespace partiscope::ui
