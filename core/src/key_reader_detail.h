#pragma once

#include <string>

namespace partiscope::detail {

/// Adds one to keyTextParses(); every reader of key text calls it once per call.
void noteKeyTextParse() noexcept;

/// The fatal error of a key list whose accepted counts add up to more than 2^53-1.
std::string totalTooLargeMessage();

} // namespace partiscope::detail
