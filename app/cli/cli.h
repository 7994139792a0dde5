#pragma once

#include <atomic>
#include <ostream>
#include <string>
#include <vector>

namespace partiscope::cli {

/// Exit codes of partiscope-cli (documented in the README).
inline constexpr int kExitOk = 0;
inline constexpr int kExitUsage = 2;
inline constexpr int kExitNoKeys = 3;
inline constexpr int kExitOutputFailed = 4;  ///< standard output or an output file could not be written
inline constexpr int kExitInterrupted = 130; ///< stopped by SIGINT or SIGTERM (128 + SIGINT, as shells show it)

/// @brief What runCli may know about the process around it (cli_main fills it in; tests choose).
struct CliContext {
    const std::atomic<bool>* interrupted = nullptr; ///< becomes true on SIGINT/SIGTERM: long work stops cleanly
    bool progress = false;                          ///< report progress of long runs on err (a terminal)
};

/// @brief Runs `partiscope-cli` with @p args (without the program name). Input named `-` is read
/// from @p stdinFd. Kept free of globals so tests can call it in-process. When @p out fails (see
/// FdOutputBuffer for the reason), the error is reported on @p err and the exit code is
/// kExitOutputFailed.
int runCli(const std::vector<std::string>& args, int stdinFd, std::ostream& out, std::ostream& err,
           const CliContext& context = {});

} // namespace partiscope::cli
