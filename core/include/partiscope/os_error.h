#pragma once

#include <string>

namespace partiscope {

/// @brief The system's reason for errno @p error in English ("No such file or directory"), whatever the process
/// locale: std::strerror and std::error_code::message() follow LC_MESSAGES, which the desktop app adopts from the
/// user, and core's messages are English sentences that tests and scripts read.
std::string osErrorText(int error);

} // namespace partiscope
