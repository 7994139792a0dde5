#pragma once

// Running partiscope-cli from the CLI tests: in-process (runCli) and as the real binary.

#include "cli.h"

#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace partiscope::cli::testing {

struct CliRun {
    int code = -1;
    std::string out;
    std::string err;
};

/// A temporary directory removed at scope exit.
struct TempDir {
    std::filesystem::path path;
    TempDir() {
        char name[] = "/tmp/partiscope-cli-test-XXXXXX";
        path = ::mkdtemp(name);
    }
    ~TempDir() { std::filesystem::remove_all(path); }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    std::string write(const std::string& name, const std::string& content) const {
        const auto file = path / name;
        std::ofstream(file, std::ios::binary) << content;
        return file.string();
    }
    /// A character device made here (we run as root, never touching /dev): @p minor 3 is like /dev/null, 7 like
    /// /dev/full (every write fails with ENOSPC). Empty when mknod is refused.
    std::string device(const std::string& name, unsigned minor) const {
        const auto node = path / name;
        return ::mknod(node.c_str(), S_IFCHR | 0666, makedev(1, minor)) == 0 ? node.string() : std::string();
    }
};

inline CliRun run(std::vector<std::string> args, int stdinFd = -1, const CliContext& context = {}) {
    std::ostringstream out;
    std::ostringstream err;
    CliRun result;
    result.code = runCli(args, stdinFd, out, err, context);
    result.out = out.str();
    result.err = err.str();
    return result;
}

inline std::string readWhole(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// Runs the real binary through the shell (exit codes, stdin, process boundaries). @p stdoutPath
/// replaces the captured standard output (e.g. a TempDir::device()); `out` is then empty.
inline CliRun runBinary(const std::string& shellArgs, const std::string& stdinText = "",
                        const std::string& stdoutPath = "") {
    TempDir dir;
    const std::string in = dir.write("stdin", stdinText);
    const std::string out = stdoutPath.empty() ? (dir.path / "out").string() : stdoutPath;
    const std::string err = (dir.path / "err").string();
    const std::string command =
        std::string(PARTISCOPE_CLI_PATH) + " " + shellArgs + " <" + in + " >" + out + " 2>" + err;
    const int status = std::system(command.c_str());
    CliRun result;
    result.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = stdoutPath.empty() ? readWhole(out) : std::string();
    result.err = readWhole(err);
    return result;
}

/// Starts @p args (the program first, as a path) with standard input from /dev/null, standard output to @p outPath
/// (opened for writing, not created) and standard error to @p errPath (created); returns its pid, or -1.
inline pid_t spawnProcess(std::vector<std::string> args, const std::string& outPath, const std::string& errPath) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outPath.c_str(), O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    std::vector<char*> argv;
    for (auto& arg : args) {
        argv.push_back(arg.data());
    }
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int failed = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    return failed == 0 ? pid : -1;
}

} // namespace partiscope::cli::testing
