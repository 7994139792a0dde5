#include "large_input_bench.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace {

struct ChildRun {
    bool started = false;
    bool finished = false; ///< exited by itself before the timeout
    int exitCode = -1;
    double wallSeconds = 0;
    long peakRssKiB = 0; ///< ru_maxrss of the child alone
    std::string output;  ///< its standard output
};

/// Runs @p argv with stdin from /dev/null, stdout into a temporary file (read back) and stderr inherited, with
/// @p extraEnvironment ("NAME=value") added; kills it after @p timeoutSeconds.
ChildRun runChild(const std::vector<std::string>& argv, const std::vector<std::string>& extraEnvironment,
                  int timeoutSeconds) {
    ChildRun run;
    char outPath[] = "/tmp/partiscope-bench-out-XXXXXX";
    const int outFd = ::mkstemp(outPath);
    if (outFd < 0) {
        return run;
    }
    std::vector<std::string> environment;
    for (char** e = environ; *e; ++e) {
        environment.emplace_back(*e);
    }
    environment.insert(environment.end(), extraEnvironment.begin(), extraEnvironment.end());
    std::vector<char*> envp;
    for (auto& e : environment) {
        envp.push_back(e.data());
    }
    envp.push_back(nullptr);
    std::vector<std::string> args = argv;
    std::vector<char*> argp;
    for (auto& a : args) {
        argp.push_back(a.data());
    }
    argp.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, outFd, STDOUT_FILENO);
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = ::posix_spawn(&pid, argp[0], &actions, nullptr, argp.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    ::close(outFd);
    if (spawned != 0) {
        std::fprintf(stderr, "cannot start %s: %s\n", argp[0], std::strerror(spawned));
        ::unlink(outPath);
        return run;
    }
    run.started = true;
    const auto deadline = start + std::chrono::seconds(timeoutSeconds);
    int status = 0;
    rusage usage{};
    for (;;) {
        const pid_t done = ::wait4(pid, &status, WNOHANG, &usage);
        if (done == pid) {
            run.finished = true;
            break;
        }
        if (done < 0 && errno != EINTR) {
            break;
        }
        if (std::chrono::steady_clock::now() > deadline) {
            ::kill(pid, SIGKILL);
            ::wait4(pid, &status, 0, &usage);
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    run.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.peakRssKiB = usage.ru_maxrss;
    run.exitCode = run.finished && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    std::ifstream in(outPath);
    std::ostringstream text;
    text << in.rdbuf();
    run.output = text.str();
    ::unlink(outPath);
    return run;
}

/// "name value" lines of --report-first-analysis.
std::map<std::string, std::string> reportFields(const std::string& output) {
    std::map<std::string, std::string> fields;
    std::istringstream in(output);
    std::string name;
    std::string value;
    while (in >> name >> value) {
        fields[name] = value;
    }
    return fields;
}

std::string lastLine(const std::string& text) {
    std::string line;
    std::istringstream in(text);
    for (std::string next; std::getline(in, next);) {
        if (!next.empty()) {
            line = next;
        }
    }
    return line;
}

const char* verdict(bool met) {
    return met ? "PASS" : "MISS";
}

} // namespace

bool measureLargeInput(const LargeInputOptions& options) {
    // The data set is bench_analyze's (generated once and cached), so both benchmarks time the same file.
    const ChildRun generated =
        runChild({PARTISCOPE_BENCH_ANALYZE_PATH, "--generate-only", "--lines", std::to_string(options.lines)}, {},
                 options.timeoutSeconds);
    const std::string path = lastLine(generated.output);
    if (!generated.finished || generated.exitCode != 0 || path.empty()) {
        std::fprintf(stderr, "large input: bench_analyze --generate-only failed\n");
        return false;
    }
    std::printf("large input: %s (%llu lines)\n", path.c_str(), static_cast<unsigned long long>(options.lines));
    std::fflush(stdout);

    const ChildRun cli =
        runChild({PARTISCOPE_CLI_PATH, "analyze", "--keys", path, "--format", "json"}, {}, options.timeoutSeconds);
    // One window run reports both stages: the analysis on screen (what the targets are about) and, after it, the
    // document adopting the keys and preparing their simulation (the rest of what the import costs). The window
    // reads its own peak RSS (VmHWM) at each moment; the CLI's is wait4()'s, which also counts what this process
    // held when it forked (measured first, while this process is small: about 40 MiB).
    const ChildRun gui = runChild({PARTISCOPE_GUI_PATH, "--keys", path, "--report-document-ready"},
                                  {"QT_QPA_PLATFORM=offscreen"}, options.timeoutSeconds);
    const auto report = reportFields(gui.output);
    const bool cliOk = cli.finished && cli.exitCode == 0;
    const bool guiOk = gui.finished && gui.exitCode == 0 && report.count("first-analysis-ms") &&
                       report.count("max-ui-stall-ms") && report.count("lines-read") && report.count("peak-rss-kib") &&
                       report.count("process-ms") && report.count("document-ready-ms") &&
                       report.at("lines-read") == std::to_string(options.lines);
    if (!cliOk) {
        std::printf("  partiscope-cli analyze did not finish cleanly (exit %d after %.1f s)\n", cli.exitCode,
                    cli.wallSeconds);
    }
    if (!guiOk) {
        std::printf("  partiscope --keys did not show the file's analysis (exit %d after %.1f s%s)\n", gui.exitCode,
                    gui.wallSeconds, gui.finished ? "" : ", killed at the timeout");
    }
    std::printf("%-52s %10s %12s %14s\n", "large input", "wall s", "peak RSS MiB", "max stall ms");
    std::printf("%-52s %10.2f %12.1f %14s\n", "partiscope-cli analyze --keys F", cli.wallSeconds,
                static_cast<double>(cli.peakRssKiB) / 1024.0, "-");
    auto field = [&](const char* name) { return report.count(name) ? std::stod(report.at(name)) : 0.0; };
    std::printf("%-52s %10.2f %12.1f %14.1f\n", "partiscope --keys F: until the analysis is on screen",
                field("process-ms") / 1000.0, field("peak-rss-kib") / 1024.0, field("max-ui-stall-ms"));
    std::printf("%-52s %10.2f %12.1f %14.1f\n", "  ... until the document plays the keys",
                field("document-ready-ms") / 1000.0, field("peak-rss-kib-until-ready") / 1024.0,
                field("max-ui-stall-ms-until-ready"));
    if (!cliOk || !guiOk) {
        std::printf("large input targets: MISS (a run did not complete)\n");
        return false;
    }
    // The window's time counts from its process's start, as the CLI's wall time does.
    const double timeRatio = field("process-ms") / 1000.0 / cli.wallSeconds;
    const double rssRatio = field("peak-rss-kib") / static_cast<double>(cli.peakRssKiB);
    const double stallMs = field("max-ui-stall-ms-until-ready");
    const bool timeMet = timeRatio <= 3.0;
    const bool rssMet = rssRatio <= 2.0;
    const bool stallMet = stallMs <= 50.0;
    std::printf("  window/CLI time %.2fx (target <= 3x) %s\n", timeRatio, verdict(timeMet));
    std::printf("  window/CLI peak RSS %.2fx (target <= 2x) %s\n", rssRatio, verdict(rssMet));
    std::printf("  longest UI-thread stall, until the document plays the keys, %.1f ms (target <= 50 ms) %s\n", stallMs,
                verdict(stallMet));
    return timeMet && rssMet && stallMet;
}
