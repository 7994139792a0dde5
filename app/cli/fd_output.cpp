#include "fd_output.h"

#include <cerrno>
#include <unistd.h>

namespace partiscope::cli {

FdOutputBuffer::FdOutputBuffer(int fd) : m_fd(fd), m_buffer(std::size_t{1} << 16) {
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
}

FdOutputBuffer::~FdOutputBuffer() {
    drain();
}

FdOutputBuffer::int_type FdOutputBuffer::overflow(int_type ch) {
    if (!drain()) {
        return traits_type::eof();
    }
    if (!traits_type::eq_int_type(ch, traits_type::eof())) {
        *pptr() = traits_type::to_char_type(ch);
        pbump(1);
    }
    return traits_type::not_eof(ch);
}

int FdOutputBuffer::sync() {
    return drain() ? 0 : -1;
}

bool FdOutputBuffer::drain() {
    const char* from = pbase();
    const char* const end = pptr();
    // After a failure the rest is dropped: the caller reports the error once, at the end.
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
    while (m_error == 0 && from < end) {
        const ssize_t wrote = ::write(m_fd, from, static_cast<std::size_t>(end - from));
        if (wrote < 0 && errno == EINTR) {
            continue;
        }
        if (wrote <= 0) {
            m_error = wrote < 0 ? errno : EIO;
            break;
        }
        from += wrote;
    }
    return m_error == 0;
}

} // namespace partiscope::cli
