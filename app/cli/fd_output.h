#pragma once

#include <streambuf>
#include <vector>

namespace partiscope::cli {

/// @brief An output buffer on a file descriptor that remembers why writing failed (errno), so the CLI
/// can say "No space left on device" instead of exiting 0 having written nothing. std::filebuf reports
/// only that a write failed.
class FdOutputBuffer final : public std::streambuf {
public:
    explicit FdOutputBuffer(int fd);
    ~FdOutputBuffer() override;
    FdOutputBuffer(const FdOutputBuffer&) = delete;
    FdOutputBuffer& operator=(const FdOutputBuffer&) = delete;

    /// errno of the first failed write, 0 while every write succeeded.
    [[nodiscard]] int error() const noexcept { return m_error; }

protected:
    int_type overflow(int_type ch) override;
    int sync() override;

private:
    bool drain();

    int m_fd;
    int m_error = 0;
    std::vector<char> m_buffer;
};

} // namespace partiscope::cli
