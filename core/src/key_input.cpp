#include "partiscope/key_input.h"
#include "partiscope/number_format.h"

#include "file_line_ranges.h"
#include "fresh_memory.h"
#include "key_reader_detail.h"
#include "parallel_line_reader.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <optional>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace partiscope {

std::optional<std::string> countProblem(std::string_view field, std::uint64_t& value) {
    auto quoted = [&] {
        std::string shown(field.substr(0, 40));
        return "'" + shown + (field.size() > 40 ? "...'" : "'");
    };
    if (field.empty()) {
        return std::string("missing count after TAB");
    }
    std::uint64_t v = 0;
    for (const char c : field) {
        if (c < '0' || c > '9') {
            return "count " + quoted() + " is not a positive whole number (text after the last TAB must be a count)";
        }
        if (v > (limits::kMaxKeyCount - static_cast<std::uint64_t>(c - '0')) / 10) {
            return "count " + quoted() + " is too large (at most " + groupedCount(limits::kMaxKeyCount) + ")";
        }
        v = v * 10 + static_cast<std::uint64_t>(c - '0');
    }
    if (v == 0) {
        return std::string("count 0 is not allowed (counts start at 1)");
    }
    value = v;
    return std::nullopt;
}

namespace {

using detail::ParallelLineReader;

std::atomic<std::uint64_t> g_keyTextParses{0};

/// KeyReadOptions::blockBytes, at least 64 KiB.
std::size_t blockBytesOf(const KeyReadOptions& options) {
    return std::max<std::size_t>(options.blockBytes, 1u << 16);
}

bool cancelled(const KeyReadOptions& options) {
    return options.cancel && options.cancel->load(std::memory_order_relaxed);
}

} // namespace

void detail::noteKeyTextParse() noexcept {
    g_keyTextParses.fetch_add(1, std::memory_order_relaxed);
}

std::string detail::totalTooLargeMessage() {
    return "the counts add up to more than " + groupedCount(limits::kMaxKeyCount) +
           " (2^53-1) here, the largest total Partiscope keeps exact";
}

std::uint64_t keyTextParses() noexcept {
    return g_keyTextParses.load(std::memory_order_relaxed);
}

KeyReadResult readKeyList(std::string_view text, const KeyReadOptions& options) {
    detail::noteKeyTextParse();
    ParallelLineReader reader(options);
    // Feed in blocks so progress and cancellation work for big pastes too.
    const std::size_t block = blockBytesOf(options);
    std::size_t done = 0;
    while (done < text.size()) {
        if (cancelled(options)) {
            KeyReadResult result;
            result.fatalError = "cancelled";
            return result;
        }
        std::size_t cut = std::min(text.size(), done + block);
        if (cut < text.size()) {
            const auto nl = text.find('\n', cut);
            cut = nl == std::string_view::npos ? text.size() : nl + 1;
        }
        reader.processBlock(text.substr(done, cut - done));
        done = cut;
        if (options.progress) {
            options.progress(done);
        }
    }
    return reader.finish();
}

namespace {

/// The ranges of @p fd when it is a regular file large enough to be worth reading on several threads, from its
/// current offset on; nullopt for pipes, terminals and small files (read in order by readKeyListFd()).
std::optional<detail::FileRangeCuts> fileRangesOf(int fd, const KeyReadOptions& options) {
    constexpr std::uint64_t kMinBytes = 1u << 20;
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        return std::nullopt;
    }
    const off_t offset = ::lseek(fd, 0, SEEK_CUR);
    if (offset < 0 || info.st_size < offset || static_cast<std::uint64_t>(info.st_size - offset) < kMinBytes) {
        return std::nullopt;
    }
    detail::FileRangeCuts cuts;
    cuts.fd = fd;
    cuts.dataBegin = static_cast<std::uint64_t>(offset);
    cuts.dataEnd = static_cast<std::uint64_t>(info.st_size);
    char start[detail::kUtf8Bom.size()];
    if (::pread(fd, start, sizeof start, offset) == static_cast<ssize_t>(sizeof start) &&
        std::string_view(start, sizeof start) == detail::kUtf8Bom) {
        cuts.dataBegin += detail::kUtf8Bom.size();
    }
    // As the stream path's steps: a range per thread of at most 1 MiB, smaller for a small block size (tests).
    const unsigned threads = detail::readerThreads(options);
    cuts.rangeBytes = std::clamp<std::uint64_t>(blockBytesOf(options) / threads, 1u << 12, 1u << 20);
    return cuts;
}

} // namespace

KeyReadResult readKeyListFd(int fd, const KeyReadOptions& options) {
    detail::noteKeyTextParse(); // readKeyListFile() comes here too: a file counts once
    ParallelLineReader reader(options);
    if (const auto cuts = fileRangesOf(fd, options)) {
        if (!reader.processFile(*cuts, options.progress, options.cancel)) {
            KeyReadResult result;
            result.fatalError = "cancelled";
            return result;
        }
        // As a stream read would: the descriptor ends up past what was read.
        ::lseek(fd, static_cast<off_t>(cuts->dataEnd), SEEK_SET);
        return reader.finish();
    }
    const std::size_t block = blockBytesOf(options);
    std::string buffer;
    buffer.reserve(block);
    detail::prepareFreshMemory(buffer.data(), block, block);
    buffer.resize(block);
    std::size_t carry = 0; // bytes of an incomplete last line kept at the buffer start
    std::uint64_t bytesDone = 0;
    for (;;) {
        if (cancelled(options)) {
            KeyReadResult result;
            result.fatalError = "cancelled";
            return result;
        }
        if (carry > kMaxKeyLineBytes) {
            // /dev/zero or a binary file has no line ends: refused at the limit, not when memory runs out.
            KeyReadResult result;
            result.fatalError = kKeyLineTooLong;
            return result;
        }
        if (buffer.size() - carry < block / 2) {
            // A single line longer than the block: grow instead of splitting it.
            buffer.resize(buffer.size() * 2);
        }
        KeyReadResult failed;
        const std::ptrdiff_t got =
            readSome(fd, buffer.data() + carry, buffer.size() - carry, failed.fatalError, options.cancel);
        if (got < 0) {
            if (cancelled(options)) {
                failed.fatalError = "cancelled";
            }
            return failed;
        }
        if (got == 0) {
            reader.processBlock(std::string_view(buffer.data(), carry));
            break;
        }
        bytesDone += static_cast<std::uint64_t>(got);
        const std::size_t filled = carry + static_cast<std::size_t>(got);
        const std::string_view data(buffer.data(), filled);
        // The carried bytes hold no '\n': search only what this read added. Searching the whole
        // buffer again made a long line from a pipe (64 KiB per read) quadratic.
        auto lastNewline = data.substr(carry).rfind('\n');
        if (lastNewline != std::string_view::npos) {
            lastNewline += carry;
        }
        if (lastNewline == std::string_view::npos) {
            carry = filled;
            continue;
        }
        reader.processBlock(data.substr(0, lastNewline + 1));
        carry = filled - (lastNewline + 1);
        std::memmove(buffer.data(), buffer.data() + lastNewline + 1, carry);
        if (options.progress) {
            options.progress(bytesDone);
        }
    }
    return reader.finish();
}

KeyReadResult readKeysFromPath(const std::string& path, const std::function<KeyReadResult(int fd)>& readFd) {
    if (path == "-") {
        return readFd(STDIN_FILENO);
    }
    KeyReadResult result;
    const int fd = openForReading(path, result.fatalError);
    if (fd < 0) {
        return result;
    }
    result = readFd(fd);
    ::close(fd);
    if (result.fatalLine == 0 && result.fatalError == kKeyLineTooLong) {
        result.fatalError = "'" + path + "': " + result.fatalError; // the other fatal errors name the file already
    }
    return result;
}

KeyReadResult readKeyListFile(const std::string& path, const KeyReadOptions& options) {
    return readKeysFromPath(path, [&options](int fd) { return readKeyListFd(fd, options); });
}

} // namespace partiscope
