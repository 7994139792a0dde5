#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace partiscope::cli {

/// Exit codes of partiscope-cli (documented in the README).
inline constexpr int kExitOk = 0;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitNoKeys = 3;

/// @brief Runs `partiscope-cli` with @p args (without the program name). Input named `-` is read
/// from @p stdinFd. Kept free of globals so tests can call it in-process.
int runCli(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err);

} // namespace partiscope::cli
