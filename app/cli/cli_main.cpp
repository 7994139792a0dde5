#include "cli.h"

#include "partiscope/output_file.h"

#include <csignal>
#include <iostream>
#include <unistd.h>

namespace {

std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void onInterrupt(int) {
    g_interrupted.store(true);
}

} // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    // No SA_RESTART: a read from a terminal or pipe returns EINTR, so the readers see the flag.
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);

    partiscope::FdOutputBuffer stdoutBuffer(STDOUT_FILENO);
    std::ostream out(&stdoutBuffer);
    partiscope::cli::CliContext context;
    context.interrupted = &g_interrupted;
    context.progress = ::isatty(STDERR_FILENO) == 1;
    const std::vector<std::string> args(argv + 1, argv + argc);
    return partiscope::cli::runCli(args, STDIN_FILENO, out, std::cerr, context);
}
