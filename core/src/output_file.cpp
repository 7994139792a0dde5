#include "partiscope/output_file.h"
#include "partiscope/input_files.h"
#include "partiscope/os_error.h"

#include <cerrno>
#include <climits>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <optional>
#include <poll.h>
#include <pthread.h>
#include <random>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace partiscope {

namespace {

/// As Linux's own limit on the links one path lookup follows (MAXSYMLINKS): a longer chain is taken for a loop.
constexpr int kMaxLinks = 40;
/// A FIFO's reader may be a process started just before us that has not opened it yet: so long we wait for it.
constexpr int kReaderWaitSteps = 50;
constexpr long kReaderWaitStepNs = 10'000'000;
/// Leaves room for the temporary name's dot and suffix within NAME_MAX (255).
constexpr std::size_t kMaxTemporaryBase = 200;

bool cancelled(const std::atomic<bool>* cancel) {
    return cancel && cancel->load(std::memory_order_relaxed);
}

/// The folder part of @p path with its trailing '/', or "" for a name in the current folder.
std::string folderOf(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? std::string() : path.substr(0, slash + 1);
}

/// Follows the symbolic links @p path names, one by one, to the first name that is not a link (or does not
/// exist: a dangling link's target). 0 and @p target, or the errno that stopped it.
int followLinks(const std::string& path, std::string& target, struct stat& info, bool& exists) {
    std::string current = path;
    for (int depth = 0; depth <= kMaxLinks; ++depth) {
        if (::lstat(current.c_str(), &info) != 0) {
            if (errno != ENOENT) {
                return errno;
            }
            target = current;
            exists = false;
            return 0;
        }
        if (!S_ISLNK(info.st_mode)) {
            target = current;
            exists = true;
            return 0;
        }
        std::string link(PATH_MAX, '\0');
        const ssize_t length = ::readlink(current.c_str(), link.data(), link.size());
        if (length < 0) {
            return errno;
        }
        if (static_cast<std::size_t>(length) >= link.size()) {
            return ENAMETOOLONG;
        }
        link.resize(static_cast<std::size_t>(length));
        // A relative target is relative to the folder holding the link, not to the current folder.
        current = !link.empty() && link.front() == '/' ? link : folderOf(current) + link;
    }
    return ELOOP;
}

std::string randomSuffix(std::random_device& random) {
    static constexpr char kChars[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    std::string suffix(8, 'x');
    for (char& c : suffix) {
        c = kChars[random() % (sizeof(kChars) - 1)];
    }
    return suffix;
}

/// Calls @p attempt with fresh names (@p prefix and a random end) until it returns anything but EEXIST: that
/// errno, or 0.
template <typename Attempt>
int withFreshName(const std::string& prefix, Attempt attempt) {
    std::random_device random;
    int problem = EEXIST;
    for (int tries = 0; tries < 100 && problem == EEXIST; ++tries) {
        problem = attempt(prefix + randomSuffix(random));
    }
    return problem;
}

/// While it lives, SIGPIPE is blocked in this thread and one raised meanwhile is taken back: a FIFO whose reader
/// went away makes write() fail with EPIPE, reported as any other error, instead of ending the process (the
/// desktop app with it).
class BrokenPipeAsError {
public:
    BrokenPipeAsError() {
        sigemptyset(&m_pipe);
        sigaddset(&m_pipe, SIGPIPE);
        sigset_t pending;
        sigpending(&pending);
        m_wasPending = sigismember(&pending, SIGPIPE) == 1;
        pthread_sigmask(SIG_BLOCK, &m_pipe, &m_previous);
    }
    ~BrokenPipeAsError() {
        if (!m_wasPending) {
            const timespec now{0, 0};
            while (sigtimedwait(&m_pipe, nullptr, &now) == SIGPIPE) {
            }
        }
        pthread_sigmask(SIG_SETMASK, &m_previous, nullptr);
    }
    BrokenPipeAsError(const BrokenPipeAsError&) = delete;
    BrokenPipeAsError& operator=(const BrokenPipeAsError&) = delete;

private:
    sigset_t m_pipe{};
    sigset_t m_previous{};
    bool m_wasPending = false;
};

} // namespace

int writeAllToFd(int fd, std::string_view bytes, const std::atomic<bool>* cancel) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t wrote = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (wrote > 0) {
            done += static_cast<std::size_t>(wrote);
            continue;
        }
        if (wrote < 0 && errno == EINTR) {
            if (cancelled(cancel)) {
                return EINTR;
            }
            continue;
        }
        if (wrote < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            // A descriptor someone else made non-blocking (a shared pipe): wait until it takes more.
            pollfd ready{fd, POLLOUT, 0};
            if (::poll(&ready, 1, -1) < 0 && errno == EINTR && cancelled(cancel)) {
                return EINTR;
            }
            continue;
        }
        return wrote < 0 ? errno : EIO; // write() of a non-empty block returning 0: nothing more will go
    }
    return 0;
}

OutputFile::~OutputFile() {
    abandon();
}

bool OutputFile::fail(int osError, const std::string& reason) {
    m_errno = osError;
    m_reason = reason.empty() ? osErrorText(osError) : reason;
    m_error = reason.empty() ? writeProblem(m_path, osError) : "cannot write '" + m_path + "': " + reason;
    return false;
}

bool OutputFile::open(const std::string& path, const std::atomic<bool>* cancel) {
    abandon();
    m_path = path;
    m_target.clear();
    m_cancel = cancel;
    m_error.clear();
    m_reason.clear();
    m_errno = 0;
    m_writesThrough = false;
    m_failed = false;
    if (path.empty()) {
        return fail(ENOENT);
    }
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0) {
        if (S_ISDIR(info.st_mode)) {
            return fail(EISDIR);
        }
        if (S_ISSOCK(info.st_mode)) {
            return fail(ENXIO, "it is a socket");
        }
        if (!S_ISREG(info.st_mode)) {
            // Opened by the name given: the kernel follows the links, /proc's /dev/stdout → pipe:[…] included.
            m_target = path;
            return openThrough();
        }
    } else if (errno != ENOENT) {
        return fail(errno); // a link loop, a file used as a folder, a folder we may not enter
    }
    bool exists = false;
    if (const int problem = followLinks(path, m_target, info, exists)) {
        return fail(problem);
    }
    return openTemporary(exists, info.st_mode & 07777, info.st_uid, info.st_gid);
}

bool OutputFile::openThrough() {
    // O_NONBLOCK: opening a FIFO without a reader blocks forever; non-blocking it fails with ENXIO instead.
    // Never O_CREAT (it exists) nor O_TRUNC (a device has nothing to truncate; a FIFO's reader decides).
    for (int step = 0;; ++step) {
        m_fd = ::open(m_path.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
        if (m_fd >= 0) {
            break;
        }
        if (errno == EINTR && !cancelled(m_cancel)) {
            continue;
        }
        if (errno != ENXIO) {
            return fail(errno);
        }
        struct stat info {};
        const bool fifo = ::stat(m_path.c_str(), &info) == 0 && S_ISFIFO(info.st_mode);
        if (!fifo) {
            return fail(ENXIO);
        }
        if (step >= kReaderWaitSteps || cancelled(m_cancel)) {
            return fail(ENXIO, "no process is reading the FIFO");
        }
        const timespec pause{0, kReaderWaitStepNs};
        ::nanosleep(&pause, nullptr);
    }
    struct stat info {};
    if (::fstat(m_fd, &info) != 0 || S_ISREG(info.st_mode) || S_ISDIR(info.st_mode)) {
        closeQuietly();
        return fail(EBUSY, "it was replaced while being opened");
    }
    // Written blocking: a FIFO's reader sets the pace, and writeAllToFd() never spins.
    const int flags = ::fcntl(m_fd, F_GETFL);
    if (flags >= 0) {
        ::fcntl(m_fd, F_SETFL, flags & ~O_NONBLOCK);
    }
    m_writesThrough = true;
    return true;
}

bool OutputFile::openTemporary(bool replacing, unsigned mode, unsigned owner, unsigned group) {
    const std::string folder = folderOf(m_target);
    const std::string base = m_target.substr(folder.size());
    if (base.empty() || base == "." || base == "..") {
        // "out/" names a folder: one that is not there is missing rather than a folder.
        struct stat info {};
        return fail(::stat(m_target.c_str(), &info) == 0 ? EISDIR : ENOENT);
    }
    // In the target's own folder: the rename cannot cross file systems (EXDEV) and needs no copy.
    m_temporaryPrefix = folder + "." + base.substr(0, kMaxTemporaryBase) + ".partiscope-";
    // A new file: 0666 and the kernel applies the umask, as for any new document (reading the umask would mean
    // setting it, racing the app's other threads). A replacement starts private and gets the old mode below.
    const mode_t createMode = replacing ? 0600 : 0666;
#ifdef O_TMPFILE
    // Unnamed until commit(): a process killed outright (SIGKILL, a crash) leaves nothing behind, the kernel
    // reclaims it. Not every file system has it; a named file then.
    m_fd = ::open(folder.empty() ? "." : folder.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, createMode);
#endif
    if (m_fd < 0) {
        const int problem = withFreshName(m_temporaryPrefix, [&](const std::string& name) {
            m_fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY | O_CLOEXEC, createMode);
            if (m_fd < 0) {
                return errno;
            }
            m_temporary = name;
            return 0;
        });
        if (problem != 0) {
            return fail(problem);
        }
    }
    if (replacing) {
        // The owner first: chown clears set-id bits that the chmod then restores. Either may be refused
        // (another user's file); the content is written all the same.
        if (owner != ::geteuid() || group != ::getegid()) {
            [[maybe_unused]] const int ignored = ::fchown(m_fd, owner, group);
        }
        ::fchmod(m_fd, static_cast<mode_t>(mode));
    }
    return true;
}

int OutputFile::nameUnnamed() {
    const std::string self = "/proc/self/fd/" + std::to_string(m_fd);
    return withFreshName(m_temporaryPrefix, [&](const std::string& name) {
        if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) != 0) {
            const int problem = errno;
            // Without /proc: linking the descriptor itself (allowed to root).
            if (problem == EEXIST || ::linkat(m_fd, "", AT_FDCWD, name.c_str(), AT_EMPTY_PATH) != 0) {
                return problem;
            }
        }
        m_temporary = name;
        return 0;
    });
}

bool OutputFile::write(std::string_view bytes) {
    if (m_failed) {
        return false;
    }
    if (m_fd < 0) {
        m_failed = true;
        return m_error.empty() ? fail(EBADF) : false;
    }
    std::optional<BrokenPipeAsError> pipeGuard;
    if (m_writesThrough) {
        pipeGuard.emplace();
    }
    if (const int problem = writeAllToFd(m_fd, bytes, m_cancel)) {
        m_failed = true;
        return fail(problem);
    }
    return true;
}

bool OutputFile::commit() {
    if (m_failed || m_fd < 0) {
        if (m_error.empty()) {
            fail(EBADF);
        }
        m_failed = true;
        abandon();
        return false;
    }
    int problem = 0;
    // Before the rename, or a crash could leave the new name on blocks never written. (A FIFO or a device
    // cannot be synced, nor needs it.)
    if (!m_writesThrough && ::fsync(m_fd) != 0 && errno != EINVAL) {
        problem = errno;
    }
    // An unnamed temporary file gets a name to rename: linked while its descriptor is open.
    if (problem == 0 && !m_writesThrough && m_temporary.empty()) {
        problem = nameUnnamed();
    }
    const int fd = m_fd;
    m_fd = -1;
    // A failed close is a lost write (NFS, quotas); EINTR still closed it on Linux and lost nothing.
    if (::close(fd) != 0 && errno != EINTR && problem == 0) {
        problem = errno;
    }
    if (problem == 0 && !m_writesThrough && ::rename(m_temporary.c_str(), m_target.c_str()) != 0) {
        problem = errno;
    }
    if (problem != 0) {
        m_failed = true;
        abandon();
        return fail(problem);
    }
    m_temporary.clear();
    return true;
}

void OutputFile::closeQuietly() noexcept {
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
}

void OutputFile::abandon() noexcept {
    closeQuietly();
    if (!m_temporary.empty()) {
        ::unlink(m_temporary.c_str());
        m_temporary.clear();
    }
}

bool writeFileSafely(const std::string& path, std::string_view bytes, std::string& error) {
    OutputFile file;
    if (!file.open(path) || !file.write(bytes) || !file.commit()) {
        error = file.error();
        return false;
    }
    return true;
}

BlockOutputBuffer::BlockOutputBuffer() : m_buffer(std::size_t{1} << 16) {
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
}

BlockOutputBuffer::int_type BlockOutputBuffer::overflow(int_type ch) {
    if (!drain()) {
        return traits_type::eof();
    }
    if (!traits_type::eq_int_type(ch, traits_type::eof())) {
        *pptr() = traits_type::to_char_type(ch);
        pbump(1);
    }
    return traits_type::not_eof(ch);
}

int BlockOutputBuffer::sync() {
    return drain() ? 0 : -1;
}

bool BlockOutputBuffer::drain() {
    const std::string_view pending(pbase(), static_cast<std::size_t>(pptr() - pbase()));
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
    return sendBlock(pending);
}

bool OutputFileBuffer::sendBlock(std::string_view bytes) {
    return bytes.empty() ? !m_file.failed() : m_file.write(bytes);
}

bool FdOutputBuffer::sendBlock(std::string_view bytes) {
    if (m_error == 0 && !bytes.empty()) {
        m_error = writeAllToFd(m_fd, bytes);
    }
    return m_error == 0;
}

} // namespace partiscope
