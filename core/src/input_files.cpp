#include "partiscope/input_files.h"
#include "partiscope/json_depth.h"
#include "partiscope/os_error.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <set>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace partiscope {

namespace {

/// Reads of a pipe or device take this much at a time; a cancel is seen at least this often while one waits.
constexpr std::size_t kChunkBytes = std::size_t{1} << 16;
constexpr int kCancelCheckMs = 100;

std::string kindOf(mode_t mode) {
    if (S_ISFIFO(mode)) {
        return "a named pipe (FIFO)";
    }
    if (S_ISCHR(mode)) {
        return "a character device";
    }
    if (S_ISBLK(mode)) {
        return "a block device";
    }
    if (S_ISSOCK(mode)) {
        return "a socket";
    }
    return "an unknown kind of file";
}

bool isDirectory(const std::string& path) {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

/// One SAX pass that builds the document (through nlohmann's own DOM builder) and follows the JSON path,
/// stopping at the first object member given twice or at the first syntax error. Building in the same pass
/// matters: a million-key scenario parsed a second time just to build it cost as much as the check.
/// (nlohmann's parse callback would do too, but its parser rescans the parent array at every closing
/// brace: quadratic in a million-key scenario.)
class StrictDomBuilder {
public:
    using Json = nlohmann::ordered_json;

    StrictDomBuilder(Json& out, const std::atomic<bool>* cancel, std::uint64_t maxBytes)
        : m_dom(out, false), m_cancel(cancel), m_maxBytes(maxBytes) {}

    std::string duplicatePath;  ///< set when a member was given twice
    std::string overBudgetPath; ///< set where the document passed its memory budget
    std::string parseMessage;   ///< set on a syntax (or number) error
    std::size_t errorByte = 0;  ///< where the syntax error is
    bool syntaxError = false;
    bool cancelled = false; ///< stopped by the cancel flag

    bool null() { return m_dom.null() && elementDone(); }
    bool boolean(bool value) { return m_dom.boolean(value) && elementDone(); }
    bool number_integer(Json::number_integer_t value) { return m_dom.number_integer(value) && elementDone(); }
    bool number_unsigned(Json::number_unsigned_t value) { return m_dom.number_unsigned(value) && elementDone(); }
    bool number_float(Json::number_float_t value, const Json::string_t& text) {
        return m_dom.number_float(value, text) && elementDone();
    }
    bool string(Json::string_t& value) { return spend(heapBytesOf(value)) && m_dom.string(value) && elementDone(); }
    bool binary(Json::binary_t& value) { return spend(value.size()) && m_dom.binary(value) && elementDone(); }
    bool start_object(std::size_t size) { return spend(kContainerBytes) && open(false) && m_dom.start_object(size); }
    bool start_array(std::size_t size) { return spend(kContainerBytes) && open(true) && m_dom.start_array(size); }
    bool end_object() { return m_dom.end_object() && close(); }
    bool end_array() { return m_dom.end_array() && close(); }

    bool key(Json::string_t& name) {
        Frame& object = m_frames.back();
        object.key = name;
        if (!object.members.insert(name).second) {
            duplicatePath = pathOf(m_frames.size()) + "/" + name;
            return false;
        }
        return spend(kMemberBytes + heapBytesOf(name)) && m_dom.key(name);
    }

    bool parse_error(std::size_t position, const std::string&, const Json::exception& e) {
        syntaxError = dynamic_cast<const Json::parse_error*>(&e) != nullptr;
        errorByte = position;
        parseMessage = e.what();
        return false;
    }

private:
    struct Frame {
        bool isArray = false;
        std::string name; ///< this container's name in its parent ("" for the root)
        std::set<std::string> members;
        std::size_t index = 0; ///< arrays: index of the next element
        std::string key;       ///< objects: the member being read
    };

    // What the document costs in memory as nlohmann holds it, estimated: a value (16 bytes) each, an array's or
    // object's own block, an object member's name (a std::string) beside its value, a string's characters past
    // the 15 a std::string keeps inside itself. A vector's spare capacity is not counted.
    static constexpr std::uint64_t kValueBytes = 16;
    static constexpr std::uint64_t kContainerBytes = 24;
    static constexpr std::uint64_t kMemberBytes = 32;
    static std::uint64_t heapBytesOf(const std::string& text) { return text.size() > 15 ? text.size() + 1 : 0; }

    bool spend(std::uint64_t bytes) {
        m_bytes += bytes;
        if (m_bytes <= m_maxBytes) {
            return true;
        }
        overBudgetPath = pathOf(m_frames.size());
        if (!m_frames.empty()) {
            const Frame& here = m_frames.back();
            overBudgetPath += "/" + (here.isArray ? std::to_string(here.index) : here.key);
        }
        overBudgetPath += overBudgetPath.empty() ? "/" : "";
        return false;
    }

    bool open(bool isArray) {
        std::string name;
        if (!m_frames.empty()) {
            const Frame& parent = m_frames.back();
            name = parent.isArray ? std::to_string(parent.index) : parent.key;
        }
        m_frames.push_back({isArray, std::move(name), {}, 0, {}});
        return true;
    }

    bool close() {
        m_frames.pop_back();
        return elementDone();
    }

    bool elementDone() {
        if (!spend(kValueBytes)) {
            return false;
        }
        if (!m_frames.empty() && m_frames.back().isArray) {
            ++m_frames.back().index;
        }
        // A scenario of 256 MiB takes seconds to parse: Ctrl+C and SIGTERM are seen every 64Ki values.
        if (m_cancel && (++m_values & 0xFFFF) == 0 && m_cancel->load(std::memory_order_relaxed)) {
            cancelled = true;
            return false;
        }
        return true;
    }

    std::string pathOf(std::size_t depth) const {
        std::string path;
        for (std::size_t i = 1; i < depth; ++i) {
            path += "/" + m_frames[i].name;
        }
        return path;
    }

    nlohmann::detail::json_sax_dom_parser<Json> m_dom;
    std::vector<Frame> m_frames;
    const std::atomic<bool>* m_cancel;
    std::uint64_t m_values = 0;
    std::uint64_t m_bytes = 0;
    std::uint64_t m_maxBytes;
};

} // namespace

std::optional<std::string> notRegularProblem(const std::string& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0 || S_ISREG(info.st_mode) || S_ISDIR(info.st_mode)) {
        return std::nullopt;
    }
    return "'" + path + "' is " + kindOf(info.st_mode) + ", not a regular file";
}

int openForReading(const std::string& path, std::string& error, FileKinds kinds) {
    if (isDirectory(path)) {
        error = "'" + path + "' is a directory";
        return -1;
    }
    // Checked before the open too: opening a device can have effects of its own (a tape rewinds).
    if (kinds == FileKinds::RegularOnly) {
        if (auto problem = notRegularProblem(path)) {
            error = std::move(*problem);
            return -1;
        }
    }
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, forever if none comes. Reads of a
    // regular file ignore the flag; readSome() waits for a pipe's data with poll().
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        error = "cannot open '" + path + "': " + osErrorText(errno);
        return -1;
    }
    struct stat info {};
    if (::fstat(fd, &info) == 0 &&
        (S_ISDIR(info.st_mode) || (kinds == FileKinds::RegularOnly && !S_ISREG(info.st_mode)))) {
        error = S_ISDIR(info.st_mode) ? "'" + path + "' is a directory"
                                      : "'" + path + "' is " + kindOf(info.st_mode) + ", not a regular file";
        ::close(fd);
        return -1;
    }
    return fd;
}

std::ptrdiff_t readSome(int fd, char* into, std::size_t size, std::string& error, const std::atomic<bool>* cancel) {
    // The flag is asked only while waiting: data that is there is read (a run that stops later says where).
    const auto stopped = [cancel, &error] {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            error = "interrupted";
            return true;
        }
        return false;
    };
    for (;;) {
        const ssize_t got = ::read(fd, into, size);
        if (got >= 0) {
            return got;
        }
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            // A pipe or device without data yet: wait for it, waking now and then to see the cancel flag (set by
            // another thread, which sends no signal).
            if (stopped()) {
                return -1;
            }
            pollfd ready{fd, POLLIN, 0};
            if (::poll(&ready, 1, cancel ? kCancelCheckMs : -1) < 0 && errno == EINTR && !cancel) {
                error = "interrupted"; // as for a read interrupted below
                return -1;
            }
            if (stopped()) {
                return -1;
            }
            continue; // data, the end or a timeout: the loop looks again
        }
        if (errno != EINTR) {
            error = std::string("read error: ") + osErrorText(errno);
            return -1;
        }
        if (!cancel) {
            // Only a pipe or a terminal is interrupted (a disk read is not), and only by a signal with a handler:
            // on the command line SIGINT or SIGTERM. Without a flag to ask, that signal is the request to stop.
            error = "interrupted";
            return -1;
        }
        if (stopped()) {
            return -1;
        }
    }
}

bool isInterruption(std::string_view error) noexcept {
    constexpr std::string_view kReason = "interrupted";
    return error == kReason ||
           (error.size() > kReason.size() + 2 && error.substr(error.size() - kReason.size() - 2) == ": interrupted");
}

std::string byteLimitText(std::uint64_t bytes) {
    constexpr std::uint64_t kKiB = 1024;
    if (bytes >= kKiB * kKiB && bytes % (kKiB * kKiB) == 0) {
        return std::to_string(bytes / (kKiB * kKiB)) + " MiB";
    }
    if (bytes >= kKiB && bytes % kKiB == 0) {
        return std::to_string(bytes / kKiB) + " KiB";
    }
    return std::to_string(bytes) + " bytes";
}

bool readAllFromFd(int fd, std::string& text, std::string& error, const ReadLimit& limit,
                   const std::atomic<bool>* cancel) {
    text.clear();
    auto tooLarge = [&] {
        error = "more than the " + byteLimitText(limit.maxBytes) + " " + std::string(limit.what) + " may hold";
        text.clear();
        text.shrink_to_fit();
        return false;
    };
    struct stat info {};
    if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode)) {
        const off_t at = std::max<off_t>(::lseek(fd, 0, SEEK_CUR), 0);
        const auto left = static_cast<std::uint64_t>(info.st_size > at ? info.st_size - at : 0);
        if (left > limit.maxBytes) {
            return tooLarge();
        }
        text.reserve(static_cast<std::size_t>(left));
    }
    std::string chunk(kChunkBytes, '\0');
    for (;;) {
        const std::ptrdiff_t got = readSome(fd, chunk.data(), chunk.size(), error, cancel);
        if (got < 0) {
            return false;
        }
        if (got == 0) {
            return true;
        }
        if (text.size() + static_cast<std::size_t>(got) > limit.maxBytes) {
            return tooLarge(); // a device or a pipe that never ends: stopped at the limit, not at the memory's
        }
        text.append(chunk.data(), static_cast<std::size_t>(got)); // amortised: linear in the input
    }
}

bool readWholeFile(const std::string& path, std::string& text, std::string& error, const ReadLimit& limit,
                   const std::atomic<bool>* cancel, FileKinds kinds) {
    const int fd = openForReading(path, error, kinds);
    if (fd < 0) {
        return false;
    }
    const bool ok = readAllFromFd(fd, text, error, limit, cancel);
    ::close(fd);
    if (!ok) {
        error = error.rfind("more than the ", 0) == 0 ? "'" + path + "' is larger than" + error.substr(9)
                                                      : "'" + path + "': " + error;
    }
    return ok;
}

std::string writeProblem(const std::string& path, int osError) {
    if (isDirectory(path)) {
        return "'" + path + "' is a directory";
    }
    return "cannot write '" + path + "': " + osErrorText(osError);
}

std::string inFile(const std::string& file, const std::string& error) {
    const auto digits = error.find_first_not_of("0123456789:");
    const bool located = !error.empty() && error[0] >= '0' && error[0] <= '9' && digits != std::string::npos &&
                         digits > 0 && error[digits - 1] == ':';
    return file + (located ? ":" : ": ") + error;
}

bool parseJsonStrictly(std::string_view text, nlohmann::ordered_json& out, std::string& error,
                       const std::atomic<bool>* cancel, std::uint64_t maxDocumentBytes) {
    using Json = nlohmann::ordered_json;
    // Before nlohmann builds (and later copies) the document recursively: deep nesting overflows the stack.
    if (auto tooDeep = jsonNestingProblem(text)) {
        error = std::move(*tooDeep);
        return false;
    }
    Json doc;
    StrictDomBuilder check(doc, cancel, maxDocumentBytes);
    if (Json::sax_parse(text.begin(), text.end(), &check)) {
        out = std::move(doc);
        return true;
    }
    if (check.cancelled) {
        error = "interrupted";
        return false;
    }
    if (!check.duplicatePath.empty()) {
        error = check.duplicatePath + ": given twice in the same object (each member may appear once)";
        return false;
    }
    if (!check.overBudgetPath.empty()) {
        error = check.overBudgetPath + ": the document holds more values than fit the " +
                std::to_string(maxDocumentBytes >> 20) + " MiB Partiscope reads one JSON document into (about " +
                std::to_string((maxDocumentBytes / 16) / 1'000'000) + " million numbers, fewer objects and strings)";
        return false;
    }
    std::string what = check.parseMessage;
    if (!check.syntaxError) {
        // e.g. a number literal too large for a double: no position is known.
        if (const auto bracket = what.find("] "); bracket != std::string::npos) {
            what = what.substr(bracket + 2);
        }
        error = "invalid JSON (" + what + ")";
        return false;
    }
    // The byte offset as line:column, which is what an editor shows.
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i + 1 < check.errorByte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    if (const auto at = what.find("syntax error"); at != std::string::npos) {
        what = what.substr(at + std::strlen("syntax error"));
        if (what.rfind(" ", 0) == 0) {
            what.erase(0, 1);
        }
    }
    error = std::to_string(line) + ":" + std::to_string(column) + ": JSON syntax error: " + what;
    return false;
}

} // namespace partiscope
