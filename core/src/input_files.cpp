#include "partiscope/input_files.h"
#include "partiscope/json_depth.h"
#include "partiscope/os_error.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <set>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace partiscope {

namespace {

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

    explicit StrictDomBuilder(Json& out) : m_dom(out, false) {}

    std::string duplicatePath; ///< set when a member was given twice
    std::string parseMessage;  ///< set on a syntax (or number) error
    std::size_t errorByte = 0; ///< where the syntax error is
    bool syntaxError = false;

    bool null() { return m_dom.null() && elementDone(); }
    bool boolean(bool value) { return m_dom.boolean(value) && elementDone(); }
    bool number_integer(Json::number_integer_t value) { return m_dom.number_integer(value) && elementDone(); }
    bool number_unsigned(Json::number_unsigned_t value) { return m_dom.number_unsigned(value) && elementDone(); }
    bool number_float(Json::number_float_t value, const Json::string_t& text) {
        return m_dom.number_float(value, text) && elementDone();
    }
    bool string(Json::string_t& value) { return m_dom.string(value) && elementDone(); }
    bool binary(Json::binary_t& value) { return m_dom.binary(value) && elementDone(); }
    bool start_object(std::size_t size) { return open(false) && m_dom.start_object(size); }
    bool start_array(std::size_t size) { return open(true) && m_dom.start_array(size); }
    bool end_object() { return m_dom.end_object() && close(); }
    bool end_array() { return m_dom.end_array() && close(); }

    bool key(Json::string_t& name) {
        Frame& object = m_frames.back();
        object.key = name;
        if (!object.members.insert(name).second) {
            duplicatePath = pathOf(m_frames.size()) + "/" + name;
            return false;
        }
        return m_dom.key(name);
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
        if (!m_frames.empty() && m_frames.back().isArray) {
            ++m_frames.back().index;
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
};

} // namespace

int openForReading(const std::string& path, std::string& error) {
    if (isDirectory(path)) {
        error = "'" + path + "' is a directory";
        return -1;
    }
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        error = "cannot open '" + path + "': " + osErrorText(errno);
    }
    return fd;
}

std::ptrdiff_t readSome(int fd, char* into, std::size_t size, std::string& error) {
    for (;;) {
        const ssize_t got = ::read(fd, into, size);
        if (got >= 0) {
            return got;
        }
        if (errno != EINTR) {
            error = std::string("read error: ") + osErrorText(errno);
            return -1;
        }
    }
}

bool readAllFromFd(int fd, std::string& text, std::string& error) {
    text.clear();
    std::string chunk(1u << 16, '\0');
    for (;;) {
        const std::ptrdiff_t got = readSome(fd, chunk.data(), chunk.size(), error);
        if (got < 0) {
            return false;
        }
        if (got == 0) {
            return true;
        }
        text.append(chunk.data(), static_cast<std::size_t>(got)); // amortised: linear in the input
    }
}

bool readWholeFile(const std::string& path, std::string& text, std::string& error) {
    const int fd = openForReading(path, error);
    if (fd < 0) {
        return false;
    }
    const bool ok = readAllFromFd(fd, text, error);
    ::close(fd);
    if (!ok) {
        error = "'" + path + "': " + error;
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

bool parseJsonStrictly(std::string_view text, nlohmann::ordered_json& out, std::string& error) {
    using Json = nlohmann::ordered_json;
    // Before nlohmann builds (and later copies) the document recursively: deep nesting overflows the stack.
    if (auto tooDeep = jsonNestingProblem(text)) {
        error = std::move(*tooDeep);
        return false;
    }
    Json doc;
    StrictDomBuilder check(doc);
    if (Json::sax_parse(text.begin(), text.end(), &check)) {
        out = std::move(doc);
        return true;
    }
    if (!check.duplicatePath.empty()) {
        error = check.duplicatePath + ": given twice in the same object (each member may appear once)";
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
