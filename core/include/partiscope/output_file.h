#pragma once

#include <atomic>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

/// @brief Writing the files users name (every writer of the CLI and the app goes through here).
namespace partiscope {

/// @brief A file being written under a name a user gave, so that a failed or abandoned write leaves what was there.
///
/// open() follows a chain of symbolic links to the file it names (each relative target taken from the link's
/// folder; a dangling link's target is created), then decides by what that file is:
/// - a regular file, or none yet: a temporary file beside the target (unnamed until commit() where the file system
///   has O_TMPFILE, so even a killed process leaves nothing), renamed over it by commit(): readers see the old file
///   or the whole new one, never a part. A file replaced keeps its mode (and, where permitted, owner), a new one
///   gets 0666 less the umask;
/// - a character or block device, or a FIFO: opened (never created, never renamed over) and written through; a
///   FIFO whose reader goes away fails with EPIPE instead of raising SIGPIPE;
/// - a directory, a socket, a FIFO nobody opens for reading within half a second: refused.
/// Every write(2), the fsync and the close are checked. Not copyable; one thread at a time.
class OutputFile {
public:
    OutputFile() = default;
    /// @brief Abandons the write unless commit() succeeded: the temporary file is removed.
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    /// @brief Opens @p path for writing. False with error() set when it cannot be written at all. @p cancel, when
    /// given, stops a write blocked on a slow FIFO or device once it is true and a signal interrupts the write.
    bool open(const std::string& path, const std::atomic<bool>* cancel = nullptr);

    /// @brief Writes all of @p bytes (continuing short writes, retrying interrupted ones). False, with error() set,
    /// once a write has failed; every later write and commit() then fail too.
    bool write(std::string_view bytes);

    /// @brief Finishes the file: a regular file is flushed to disk (fsync), closed and renamed over the target; a
    /// device or FIFO is closed. False with error() when any step fails; a temporary file is then removed and the
    /// target is as it was.
    bool commit();

    /// @brief Gives up: the temporary file is removed, the target keeps its old content (what was written through
    /// to a device or FIFO stays written). Does nothing when nothing is open.
    void abandon() noexcept;

    [[nodiscard]] bool isOpen() const noexcept { return m_fd >= 0; }
    /// @brief True when a write or the commit failed (open() failing sets error() but not this).
    [[nodiscard]] bool failed() const noexcept { return m_failed; }
    /// @brief True for a device or FIFO: its content cannot be kept when a write fails.
    [[nodiscard]] bool writesThrough() const noexcept { return m_writesThrough; }
    /// @brief The file written in the end: for a regular file the path given with its symbolic links followed, for
    /// a device or FIFO the path given (the kernel follows the links, /dev/stdout's included).
    [[nodiscard]] const std::string& target() const noexcept { return m_target; }
    /// @brief "cannot write 'X': <reason>" (or "'X' is a directory"), X the path given to open(); empty before an
    /// error.
    [[nodiscard]] const std::string& error() const noexcept { return m_error; }
    /// @brief The reason alone ("No space left on device", "no process is reading the FIFO").
    [[nodiscard]] const std::string& reason() const noexcept { return m_reason; }
    /// @brief The errno behind error(), 0 before an error.
    [[nodiscard]] int errorNumber() const noexcept { return m_errno; }

private:
    bool fail(int osError, const std::string& reason = {});
    bool openThrough();
    bool openTemporary(bool replacing, unsigned mode, unsigned owner, unsigned group);
    int nameUnnamed();
    void closeQuietly() noexcept;

    std::string m_path;            ///< as given, for messages
    std::string m_target;          ///< the links followed: what is renamed over or written through
    std::string m_temporaryPrefix; ///< the temporary file's name beside m_target, without its random end
    std::string m_temporary;       ///< its name once it has one (unnamed until commit() where O_TMPFILE works)
    const std::atomic<bool>* m_cancel = nullptr;
    std::string m_error;
    std::string m_reason;
    int m_fd = -1;
    int m_errno = 0;
    bool m_writesThrough = false;
    bool m_failed = false;
};

/// @brief Writes @p bytes to @p path through an OutputFile in one go. False with @p error ("cannot write 'X': ...")
/// when anything failed; the target is then as it was (unless it is a device or FIFO).
bool writeFileSafely(const std::string& path, std::string_view bytes, std::string& error);

/// @brief Writes all of @p bytes to @p fd, continuing short writes and retrying those a signal interrupts (unless
/// @p cancel is true by then). Returns 0, or the errno of the write that failed.
int writeAllToFd(int fd, std::string_view bytes, const std::atomic<bool>* cancel = nullptr);

/// @brief A stream buffer that collects what is streamed into it in 64 KiB blocks and hands each block to
/// sendBlock(), so that stream writers reach the file or descriptor in large writes and a failed write makes the
/// stream go bad. A derived class's destructor calls drain(): the base's cannot reach the derived sendBlock().
class BlockOutputBuffer : public std::streambuf {
public:
    BlockOutputBuffer();
    BlockOutputBuffer(const BlockOutputBuffer&) = delete;
    BlockOutputBuffer& operator=(const BlockOutputBuffer&) = delete;

protected:
    int_type overflow(int_type ch) override;
    int sync() override;
    /// Hands on what is buffered; false once a write has failed.
    bool drain();
    /// Writes @p bytes (possibly empty: then it only says whether an earlier write failed); false when it failed.
    virtual bool sendBlock(std::string_view bytes) = 0;

private:
    std::vector<char> m_buffer;
};

/// @brief A stream buffer in front of an OutputFile, so stream writers (TickCsvWriter) write to it in large blocks.
/// The stream goes bad when a write fails; the file's error() says why. Flush (or destroy) it before commit().
class OutputFileBuffer final : public BlockOutputBuffer {
public:
    explicit OutputFileBuffer(OutputFile& file) : m_file(file) {}
    ~OutputFileBuffer() override { drain(); }
    OutputFileBuffer(const OutputFileBuffer&) = delete;
    OutputFileBuffer& operator=(const OutputFileBuffer&) = delete;

protected:
    bool sendBlock(std::string_view bytes) override;

private:
    OutputFile& m_file;
};

/// @brief A stream buffer on a file descriptor (standard output) that remembers why writing failed (errno), so a
/// command can say "No space left on device" instead of exiting 0 having written nothing: std::filebuf reports
/// only that a write failed. After a failure the rest is dropped; the caller reports the error once, at the end.
class FdOutputBuffer final : public BlockOutputBuffer {
public:
    explicit FdOutputBuffer(int fd) : m_fd(fd) {}
    ~FdOutputBuffer() override { drain(); }
    FdOutputBuffer(const FdOutputBuffer&) = delete;
    FdOutputBuffer& operator=(const FdOutputBuffer&) = delete;

    /// errno of the first failed write, 0 while every write succeeded.
    [[nodiscard]] int error() const noexcept { return m_error; }

protected:
    bool sendBlock(std::string_view bytes) override;

private:
    int m_fd;
    int m_error = 0;
};

} // namespace partiscope
