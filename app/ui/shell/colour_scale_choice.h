#pragma once

#include "views/heat_scale.h"

#include <optional>

namespace partiscope::ui {

/// View > Colour scale: the user's own choice (remembered across runs) and the absolute scale as the default while
/// compare mode or presentation mode is on. Entering either mode switches to the absolute scale; a choice made
/// during a mode holds until both modes are off, and from then on the user's choice (the last one made) applies.
class ColourScaleChoice {
public:
    /// The user picked @p scale: it applies now and is what the settings remember.
    void choose(HeatScale scale) noexcept {
        m_chosen = scale;
        if (inMode()) {
            m_inMode = scale;
        }
    }
    /// The scale the user chose last (what the settings remember).
    [[nodiscard]] HeatScale chosen() const noexcept { return m_chosen; }
    /// Compare mode or presentation mode switched: entering one makes the absolute scale current.
    void setModes(bool compare, bool presentation) noexcept {
        const bool entering = (compare && !m_compare) || (presentation && !m_presentation);
        m_compare = compare;
        m_presentation = presentation;
        if (!inMode()) {
            m_inMode.reset();
        } else if (entering) {
            m_inMode = HeatScale::CeilingShare;
        }
    }
    /// The scale the heat maps show now.
    [[nodiscard]] HeatScale current() const noexcept { return m_inMode.value_or(m_chosen); }

private:
    [[nodiscard]] bool inMode() const noexcept { return m_compare || m_presentation; }

    HeatScale m_chosen = HeatScale::Relative;
    std::optional<HeatScale> m_inMode; ///< while a mode is on: the absolute scale, or what was chosen during it
    bool m_compare = false;
    bool m_presentation = false;
};

} // namespace partiscope::ui
