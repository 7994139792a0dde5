// A regular file's key list is read in ranges, each thread reading its own with pread() (file_line_ranges.h):
// where the ranges are cut, and that a file so read gives what its text gives.

#include <catch2/catch.hpp>

#include "file_line_ranges.h"
#include "key_fixtures.h"

#include "partiscope/key_input.h"

#include <algorithm>
#include <atomic>
#include <fcntl.h>
#include <random>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace partiscope;
using partiscope::test::TempFile;

namespace {

/// Lines of 0 to 30 bytes, some of 200 to 3,000 (longer than many ranges), some blank, some CRLF; @p finalNewline
/// decides whether the last line ends in '\n'.
std::string randomLines(std::mt19937_64& rng, std::size_t lines, bool finalNewline) {
    std::string text;
    for (std::size_t i = 0; i < lines; ++i) {
        const std::size_t length = rng() % 10 == 0 ? 200 + rng() % 2800 : rng() % 31;
        for (std::size_t b = 0; b < length; ++b) {
            text += static_cast<char>('a' + rng() % 26);
        }
        if (rng() % 7 == 0) {
            text += '\r';
        }
        if (i + 1 < lines || finalNewline) {
            text += '\n';
        }
    }
    return text;
}

/// Every range of @p cuts read, in order, checking that each holds whole lines.
std::string readAllRanges(const detail::FileRangeCuts& cuts, const std::string& content) {
    detail::FileLineRange range;
    std::string joined;
    for (std::uint64_t k = 0; k < cuts.rangeCount(); ++k) {
        std::string error;
        REQUIRE(range.read(cuts, k, error));
        REQUIRE(error.empty());
        const std::string_view text = range.text();
        const std::size_t at = cuts.dataBegin + joined.size();
        if (!text.empty()) {
            INFO("range " << k << " of " << cuts.rangeCount() << ", " << cuts.rangeBytes << " bytes each");
            CHECK((at == cuts.dataBegin || content[at - 1] == '\n'));           // starts a line
            CHECK((text.back() == '\n' || at + text.size() == content.size())); // ends one
        }
        joined += text;
    }
    return joined;
}

struct OpenFile {
    explicit OpenFile(const std::string& path) : fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC)) { REQUIRE(fd >= 0); }
    ~OpenFile() { ::close(fd); }
    OpenFile(const OpenFile&) = delete;
    OpenFile& operator=(const OpenFile&) = delete;
    int fd;
};

} // namespace

TEST_CASE("File line ranges: every line in exactly one range, whole, whatever the range size", "[key_input][fd]") {
    std::mt19937_64 rng(20261201);
    for (int round = 0; round < 30; ++round) {
        const std::string content = randomLines(rng, 1 + rng() % 60, round % 2 == 0);
        TempFile file(content);
        OpenFile open(file.path());
        for (const std::uint64_t rangeBytes : {1, 2, 3, 5, 8, 13, 64, 1000, 100000}) {
            for (const std::uint64_t begin : {std::uint64_t{0}, std::uint64_t{content.size() / 3}}) {
                detail::FileRangeCuts cuts;
                cuts.fd = open.fd;
                cuts.dataBegin = begin;
                cuts.dataEnd = content.size();
                cuts.rangeBytes = rangeBytes;
                INFO("round " << round << ", " << rangeBytes << "-byte ranges from byte " << begin);
                CHECK(readAllRanges(cuts, content) == content.substr(begin));
            }
        }
    }
}

TEST_CASE("File line ranges: a file that shrank ends where its data ends, and a read error is named",
          "[key_input][fd]") {
    const std::string content = "alpha\nbeta\ngamma\n";
    TempFile file(content);
    OpenFile open(file.path());
    detail::FileRangeCuts cuts;
    cuts.fd = open.fd;
    cuts.dataEnd = content.size() + 40; // the size it had when the reading began
    cuts.rangeBytes = 4;
    CHECK(readAllRanges(cuts, content) == content);

    cuts.fd = -1;
    detail::FileLineRange range;
    std::string error;
    CHECK_FALSE(range.read(cuts, 0, error));
    CHECK(error == "read error: Bad file descriptor");
}

namespace {

/// A key list of @p lines lines with everything the reader treats apart: a byte-order mark, counts, CRLF, blank
/// lines, invalid UTF-8, a count that is not one, edge whitespace, a 200 KiB line (longer than the ranges), and
/// no '\n' at the end.
std::string mixedKeyList(std::size_t lines) {
    std::string text = "\xEF\xBB\xBF";
    for (std::size_t i = 0; i < lines; ++i) {
        if (i == lines / 2) {
            text += std::string(200u << 10, 'x');
        } else if (i % 89 == 3) {
            // blank
        } else if (i % 97 == 5) {
            text += "bad\xFF" + std::to_string(i);
        } else if (i % 101 == 7) {
            text += "count\tnone";
        } else if (i % 103 == 9) {
            text += " edge" + std::to_string(i % 13);
        } else {
            text += "KEY#" + std::to_string((i * 7919) % (i % 3 == 0 ? 50 : 20000));
            if (i % 5 == 0) {
                text += "\t" + std::to_string(i % 9 + 1);
            }
            if (i % 11 == 0) {
                text += '\r';
            }
        }
        if (i + 1 < lines) {
            text += '\n';
        }
    }
    return text;
}

/// The same result, key for key in the same order, issue for issue.
void requireSameResult(const KeyReadResult& read, const KeyReadResult& expected) {
    REQUIRE(read.fatalError == expected.fatalError);
    test::requireSameCounts(read.counts, expected.counts);
    REQUIRE(read.tally.distinct() == expected.tally.distinct());
    for (std::size_t i = 0; i < read.tally.distinct(); ++i) {
        const TalliedKey& got = read.tally.entries()[i];
        const TalliedKey& want = expected.tally.entries()[i];
        REQUIRE(read.tally.keyOf(got) == expected.tally.keyOf(want));
        REQUIRE(got.count == want.count);
        REQUIRE(got.lines == want.lines);
    }
    REQUIRE(read.errors.size() == expected.errors.size());
    for (std::size_t i = 0; i < read.errors.size(); ++i) {
        CHECK(read.errors[i].line == expected.errors[i].line);
        CHECK(read.errors[i].message == expected.errors[i].message);
    }
    REQUIRE(read.warnings.size() == expected.warnings.size());
    for (std::size_t i = 0; i < read.warnings.size(); ++i) {
        CHECK(read.warnings[i].line == expected.warnings[i].line);
    }
}

} // namespace

TEST_CASE("readKeyListFile: hundreds of small ranges on more threads than cores give the same result every time",
          "[key_input][fd][threads]") {
    // The threads take ranges as they become free and hand the ranges' slots on to each other: whatever the timing,
    // the counts, the keys' order and the issues must come out the same. The text read in 16 KiB blocks is parsed
    // on the calling thread alone (a block under 1 MiB), with the same four hash partitions.
    const std::string text = mixedKeyList(160'000);
    TempFile file(text);
    KeyReadOptions options;
    options.threads = 4;
    options.blockBytes = 16u << 10; // file ranges of 4 KiB: about 900 of them
    options.maxReportedIssues = 1u << 20;
    const KeyReadResult expected = readKeyList(text, options);
    REQUIRE(expected.counts.rejected > 1000);
    REQUIRE(expected.counts.warned > 1000);
    for (int read = 0; read < 20; ++read) {
        INFO("read " << read);
        requireSameResult(readKeyListFile(file.path(), options), expected);
    }
}

TEST_CASE("readKeyListFile: a large file read by every thread gives what its text gives", "[key_input][fd][threads]") {
    const std::string text = mixedKeyList(160'000);
    REQUIRE(text.size() > (1u << 20)); // large enough for the file path
    TempFile file(text);
    for (const unsigned threads : {1u, 2u, 3u}) {
        for (const std::size_t blockBytes : {std::size_t{64} << 10, std::size_t{4} << 20}) {
            KeyReadOptions options;
            options.threads = threads;
            options.blockBytes = blockBytes;
            options.maxReportedIssues = 1u << 20;
            INFO(threads << " thread(s), " << blockBytes << "-byte blocks");
            const KeyReadResult expected = readKeyList(text, options);
            REQUIRE(expected.counts.rejected > 1000);
            requireSameResult(readKeyListFile(file.path(), options), expected);
        }
    }

    SECTION("from the descriptor's offset on, which ends up at the end") {
        const std::size_t offset = text.find('\n', text.size() / 3) + 1;
        OpenFile open(file.path());
        REQUIRE(::lseek(open.fd, static_cast<off_t>(offset), SEEK_SET) == static_cast<off_t>(offset));
        KeyReadOptions options;
        options.threads = 2;
        options.blockBytes = 64u << 10;
        requireSameResult(readKeyListFd(open.fd, options), readKeyList(text.substr(offset), options));
        CHECK(::lseek(open.fd, 0, SEEK_CUR) == static_cast<off_t>(text.size()));
    }
    SECTION("progress rises to the file size on the calling thread; cancelling stops the read") {
        KeyReadOptions options;
        options.threads = 2;
        options.blockBytes = 64u << 10;
        std::vector<std::uint64_t> reported;
        const auto caller = std::this_thread::get_id();
        bool onCaller = true;
        options.progress = [&](std::uint64_t bytes) {
            reported.push_back(bytes);
            onCaller = onCaller && std::this_thread::get_id() == caller;
        };
        REQUIRE(readKeyListFile(file.path(), options).fatalError.empty());
        CHECK(onCaller);
        REQUIRE(reported.size() > 10);
        CHECK(std::is_sorted(reported.begin(), reported.end()));
        CHECK(reported.back() == text.size());

        std::atomic<bool> cancel{false};
        options.cancel = &cancel;
        std::size_t calls = 0;
        options.progress = [&](std::uint64_t) {
            if (++calls == 3) {
                cancel = true;
            }
        };
        CHECK(readKeyListFile(file.path(), options).fatalError == "cancelled");
        CHECK(calls == 3); // stopped after the step it was cancelled in
    }
}
