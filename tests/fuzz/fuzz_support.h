#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <sys/mman.h>
#include <unistd.h>

/// A property the fuzzer found broken: print it and abort, so libFuzzer keeps the input as a crash.
#define FUZZ_CHECK(cond)                                                                                               \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            std::fprintf(stderr, "FUZZ_CHECK failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__);                        \
            std::abort();                                                                                              \
        }                                                                                                              \
    } while (0)

/// Feeds @p text to @p readFd (a reader taking a file descriptor) through an in-memory file, so the
/// descriptor path is fuzzed with the same inputs as the in-memory one.
template <typename ReadFd>
auto readViaMemoryFd(std::string_view text, ReadFd readFd) {
    const int fd = ::memfd_create("partiscope-fuzz", MFD_CLOEXEC);
    FUZZ_CHECK(fd >= 0);
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        FUZZ_CHECK(n > 0);
        done += static_cast<std::size_t>(n);
    }
    FUZZ_CHECK(::lseek(fd, 0, SEEK_SET) == 0);
    auto result = readFd(fd);
    ::close(fd);
    return result;
}
