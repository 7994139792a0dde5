#pragma once

#include <ostream>
#include <string>

namespace partiscope::cli {

/// Progress of a long command on a terminal: one line on standard error, rewritten in place ("\r"), erased when the
/// work ends so that the command's own output starts on a clean line. Shown only when @p enabled (a terminal).
class ProgressLine {
public:
    ProgressLine(std::ostream& err, bool enabled) : m_err(err), m_enabled(enabled) {}
    [[nodiscard]] bool enabled() const noexcept { return m_enabled; }
    /// Shows "partiscope-cli: <text>; Ctrl+C stops".
    void show(const std::string& text) {
        if (m_enabled) {
            m_shown = true;
            m_err << "\rpartiscope-cli: " << text << "; Ctrl+C stops" << std::flush;
        }
    }
    void clear() {
        if (m_shown) {
            m_err << "\r\x1b[K" << std::flush; // erase the progress line
        }
    }

private:
    std::ostream& m_err;
    bool m_enabled;
    bool m_shown = false;
};

} // namespace partiscope::cli
