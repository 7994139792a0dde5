#pragma once

#include <QString>

#include <string_view>

namespace partiscope::ui {

/// Core hands out UTF-8 std::string(_view)s; this is the one conversion the UI uses for them.
inline QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace partiscope::ui
