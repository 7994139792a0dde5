#pragma once
// bench_analyze's process helpers: running work in a forked child (so the benchmark process stays small)
// and timing a command with its peak RSS and CPU time from wait4().

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <type_traits>
#include <unistd.h>
#include <vector>

namespace bench {

inline bool writeAll(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return false;
        }
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

// ---------------------------------------------------------------------------------------------
// Work with large buffers runs in a forked child, so this process stays small (see runCommand)
// ---------------------------------------------------------------------------------------------

/// Runs @p fn (`std::optional<T>(std::string& error)`) in a forked child and returns its result.
template <typename T, typename Fn>
std::optional<T> runInChild(Fn fn, std::string& error) {
    static_assert(std::is_trivially_copyable_v<T>);
    struct Message {
        bool ok = false;
        T value{};
        char error[1024] = {};
    };
    int fds[2];
    if (::pipe(fds) != 0) {
        error = std::string("pipe: ") + std::strerror(errno);
        return std::nullopt;
    }
    std::fflush(stdout);
    std::fflush(stderr);
    const pid_t pid = ::fork();
    if (pid < 0) {
        error = std::string("fork: ") + std::strerror(errno);
        ::close(fds[0]);
        ::close(fds[1]);
        return std::nullopt;
    }
    if (pid == 0) {
        ::close(fds[0]);
        Message message;
        std::string childError;
        if (const std::optional<T> result = fn(childError)) {
            message.ok = true;
            message.value = *result;
        }
        std::snprintf(message.error, sizeof message.error, "%s", childError.c_str());
        const bool sent = writeAll(fds[1], reinterpret_cast<const char*>(&message), sizeof message);
        ::_exit(sent ? 0 : 1);
    }
    ::close(fds[1]);
    Message message;
    std::size_t got = 0;
    while (got < sizeof message) {
        const ssize_t n = ::read(fds[0], reinterpret_cast<char*>(&message) + got, sizeof message - got);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            break;
        }
        got += static_cast<std::size_t>(n);
    }
    ::close(fds[0]);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (got != sizeof message || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        error = "worker process failed";
        return std::nullopt;
    }
    if (!message.ok) {
        error = message.error;
        return std::nullopt;
    }
    return message.value;
}

// ---------------------------------------------------------------------------------------------
// Running and timing commands
// ---------------------------------------------------------------------------------------------

struct Measurement {
    double seconds = 0;
    long maxRssKb = 0; ///< wait4(): the child and every descendant it waited for
    double cpuSeconds = 0;
};

/// Runs @p argv (PATH lookup) with stdin from /dev/null and stdout to @p stdoutPath; stderr is
/// inherited. Returns nullopt (and sets @p error) when it cannot be started or does not exit with 0.
///
/// fork() + exec, not posix_spawn(): posix_spawn shares this process's memory until the exec (vfork
/// semantics), and the kernel then carries this process's peak RSS over into the child's ru_maxrss.
/// After fork() the child starts from this process's *current* RSS, which is kept small (the large
/// buffers of generation and warm-up live in short-lived children, see runInChild).
inline std::optional<Measurement> runCommand(const std::vector<std::string>& argv, const std::string& stdoutPath,
                                             std::string& error) {
    std::vector<char*> args;
    for (const auto& arg : argv) {
        args.push_back(const_cast<char*>(arg.c_str()));
    }
    args.push_back(nullptr);
    int execFailed[2];
    if (::pipe2(execFailed, O_CLOEXEC) != 0) {
        error = std::string("pipe: ") + std::strerror(errno);
        return std::nullopt;
    }
    std::fflush(stdout);
    std::fflush(stderr);

    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = ::fork();
    if (pid < 0) {
        error = std::string("fork: ") + std::strerror(errno);
        ::close(execFailed[0]);
        ::close(execFailed[1]);
        return std::nullopt;
    }
    if (pid == 0) {
        const int in = ::open("/dev/null", O_RDONLY);
        const int out = ::open(stdoutPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (in >= 0 && out >= 0 && ::dup2(in, STDIN_FILENO) >= 0 && ::dup2(out, STDOUT_FILENO) >= 0) {
            ::execvp(args[0], args.data());
        }
        const int code = errno;
        (void)!::write(execFailed[1], &code, sizeof code);
        ::_exit(127);
    }
    ::close(execFailed[1]);
    int execErrno = 0;
    const bool startFailed = ::read(execFailed[0], &execErrno, sizeof execErrno) == sizeof execErrno;
    ::close(execFailed[0]);
    int status = 0;
    rusage usage{};
    pid_t waited = 0;
    do {
        waited = ::wait4(pid, &status, 0, &usage);
    } while (waited < 0 && errno == EINTR);
    const auto stop = std::chrono::steady_clock::now();
    if (waited != pid) {
        error = "wait4 failed for " + argv[0] + ": " + std::strerror(errno);
        return std::nullopt;
    }
    if (startFailed) {
        error = "cannot start " + argv[0] + ": " + std::strerror(execErrno);
        return std::nullopt;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::string cmd;
        for (const auto& arg : argv) {
            cmd += (cmd.empty() ? "" : " ") + arg;
        }
        error = "'" + cmd + "' " +
                (WIFEXITED(status) ? "exited with status " + std::to_string(WEXITSTATUS(status))
                                   : "was killed by signal " + std::to_string(WTERMSIG(status)));
        return std::nullopt;
    }
    Measurement m;
    m.seconds = std::chrono::duration<double>(stop - start).count();
    m.maxRssKb = usage.ru_maxrss;
    m.cpuSeconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                   static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    return m;
}

} // namespace bench
