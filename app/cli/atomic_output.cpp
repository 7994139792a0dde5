#include "atomic_output.h"

#include "flag_set.h"

#include "partiscope/input_files.h"

#include <cerrno>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace partiscope::cli {

namespace {

/// Writes all of @p text to @p fd; errno of the failure, 0 on success.
int writeAll(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t wrote = ::write(fd, text.data() + done, text.size() - done);
        if (wrote < 0 && errno == EINTR) {
            continue;
        }
        if (wrote <= 0) {
            return wrote < 0 ? errno : EIO;
        }
        done += static_cast<std::size_t>(wrote);
    }
    return 0;
}

} // namespace

void writeFileAtomically(const std::string& path, const std::string& text) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
        if (std::filesystem::is_directory(status)) {
            throw InputError{writeProblem(path, EISDIR)};
        }
        const int fd = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
        if (fd < 0) {
            throw InputError{writeProblem(path, errno)};
        }
        const int failure = writeAll(fd, text);
        ::close(fd);
        if (failure != 0) {
            throw OutputError{writeProblem(path, failure)};
        }
        return;
    }
    const std::filesystem::path target(path);
    const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    std::string temporary = (dir / ("." + target.filename().string() + ".partiscope-XXXXXX")).string();
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0) {
        throw InputError{writeProblem(path, errno)};
    }
    int failure = writeAll(fd, text);
    if (failure == 0 && ::fsync(fd) != 0) {
        failure = errno;
    }
    // mkstemp creates 0600; a scenario is an ordinary document (0666 less the umask, as other writers make it).
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);
    if (::close(fd) != 0 && failure == 0) {
        failure = errno;
    }
    if (failure == 0 && ::rename(temporary.c_str(), path.c_str()) != 0) {
        failure = errno;
    }
    if (failure != 0) {
        ::unlink(temporary.c_str());
        throw OutputError{writeProblem(path, failure)};
    }
}

} // namespace partiscope::cli
