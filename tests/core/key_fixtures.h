#pragma once

#include "partiscope/key_input.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <unistd.h>
#include <utility>

/// Key lists for the core tests, read by the product's reader.
namespace partiscope::test {

/// @p text read as a key list on one thread (deterministic issue order); the test fails on a fatal error.
inline KeyReadResult readKeys(std::string_view text, KeyAcceptor acceptor = {}) {
    KeyReadOptions options;
    options.threads = 1;
    options.acceptor = std::move(acceptor);
    auto result = readKeyList(text, options);
    REQUIRE(result.fatalError.empty());
    return result;
}

/// Two reads of the same lines counted them alike.
inline void requireSameCounts(const InputCounts& a, const InputCounts& b) {
    CHECK(a.linesRead == b.linesRead);
    CHECK(a.blank == b.blank);
    CHECK(a.accepted == b.accepted);
    CHECK(a.rejected == b.rejected);
    CHECK(a.warned == b.warned);
}

/// A temporary file holding @p content, removed when the test ends.
class TempFile {
public:
    explicit TempFile(std::string_view content) {
        char name[] = "/tmp/partiscope-key-input-XXXXXX";
        const int fd = ::mkstemp(name);
        REQUIRE(fd >= 0);
        m_path = name;
        std::size_t done = 0;
        while (done < content.size()) {
            const auto wrote = ::write(fd, content.data() + done, content.size() - done);
            REQUIRE(wrote > 0);
            done += static_cast<std::size_t>(wrote);
        }
        ::close(fd);
    }
    ~TempFile() { std::remove(m_path.c_str()); }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    [[nodiscard]] const std::string& path() const { return m_path; }

private:
    std::string m_path;
};

} // namespace partiscope::test
