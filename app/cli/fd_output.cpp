#include "fd_output.h"

#include "partiscope/output_file.h"

#include <string_view>

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
    const std::string_view pending(pbase(), static_cast<std::size_t>(pptr() - pbase()));
    // After a failure the rest is dropped: the caller reports the error once, at the end.
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
    if (m_error == 0 && !pending.empty()) {
        m_error = writeAllToFd(m_fd, pending);
    }
    return m_error == 0;
}

} // namespace partiscope::cli
