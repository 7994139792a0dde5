// OutputFile against the files a user may name: regular files, device nodes, FIFOs, symbolic links (chains,
// dangling, relative, loops) and folders. Devices are made with mknod in a scratch folder, never taken from /dev.
#include "partiscope/output_file.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace partiscope;
namespace fs = std::filesystem;

namespace {

class Scratch {
public:
    Scratch() {
        char name[] = "/tmp/partiscope-output-XXXXXX";
        m_path = ::mkdtemp(name);
    }
    ~Scratch() {
        std::error_code ec;
        fs::remove_all(m_path, ec);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;

    [[nodiscard]] std::string path(const std::string& name) const { return (m_path / name).string(); }
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(path(name), std::ios::binary) << text;
        return path(name);
    }
    /// The names in the folder @p sub (temporary files included).
    [[nodiscard]] std::vector<std::string> names(const std::string& sub = "") const {
        std::vector<std::string> found;
        for (const auto& entry : fs::directory_iterator(m_path / sub)) {
            found.push_back(entry.path().filename().string());
        }
        std::sort(found.begin(), found.end());
        return found;
    }
    /// A character device like /dev/null (1, 3) or /dev/full (1, 7), made here; false when mknod is refused.
    bool device(const std::string& name, unsigned minor) const {
        return ::mknod(path(name).c_str(), S_IFCHR | 0666, makedev(1, minor)) == 0;
    }

private:
    fs::path m_path;
};

std::string contentOf(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

bool isCharDevice(const std::string& path) {
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0 && S_ISCHR(info.st_mode);
}

unsigned modeOf(const std::string& path) {
    struct stat info {};
    ::stat(path.c_str(), &info);
    return info.st_mode & 07777;
}

} // namespace

TEST_CASE("OutputFile: a new regular file gets 0666 less the umask and appears only on commit", "[output]") {
    Scratch dir;
    const std::string path = dir.path("new.json");
    const mode_t previous = ::umask(027);
    {
        OutputFile file;
        REQUIRE(file.open(path));
        CHECK_FALSE(file.writesThrough());
        REQUIRE(file.write("{\"a\": 1}\n"));
        CHECK_FALSE(fs::exists(path)); // a temporary file beside it (unnamed where possible) holds the bytes so far
        REQUIRE(file.commit());
    }
    ::umask(previous);
    CHECK(contentOf(path) == "{\"a\": 1}\n");
    CHECK(modeOf(path) == 0640);
    CHECK(dir.names() == std::vector<std::string>{"new.json"});
}

TEST_CASE("OutputFile: replacing keeps the old file's mode, an abandoned or failed write keeps its content",
          "[output]") {
    Scratch dir;
    const std::string path = dir.write("old.csv", "old content\n");
    ::chmod(path.c_str(), 0604);
    SECTION("committed") {
        std::string error;
        REQUIRE(writeFileSafely(path, "new content\n", error));
        CHECK(contentOf(path) == "new content\n");
        CHECK(modeOf(path) == 0604);
    }
    SECTION("abandoned") {
        OutputFile file;
        REQUIRE(file.open(path));
        REQUIRE(file.write("half a ne"));
        file.abandon();
        CHECK(contentOf(path) == "old content\n");
        CHECK_FALSE(file.commit()); // nothing is open any more
    }
    SECTION("destroyed without commit (an interrupted run)") {
        {
            OutputFile file;
            REQUIRE(file.open(path));
            REQUIRE(file.write("half a ne"));
        }
        CHECK(contentOf(path) == "old content\n");
    }
    CHECK(dir.names() == std::vector<std::string>{"old.csv"}); // no temporary file is left behind
}

TEST_CASE("OutputFile: a device node is written through and stays a device", "[output]") {
    Scratch dir;
    if (!dir.device("null", 3) || !dir.device("full", 7)) {
        WARN("mknod refused (not root): device nodes untested");
        return;
    }
    std::string error;
    CHECK(writeFileSafely(dir.path("null"), "discarded", error));
    CHECK(isCharDevice(dir.path("null")));

    OutputFile full;
    REQUIRE(full.open(dir.path("full")));
    CHECK(full.writesThrough());
    CHECK_FALSE(full.write("x"));
    CHECK(full.failed());
    CHECK(full.errorNumber() == ENOSPC);
    CHECK(full.error() == "cannot write '" + dir.path("full") + "': No space left on device");
    CHECK(full.reason() == "No space left on device");
    CHECK_FALSE(full.write("more")); // once failed, always failed
    CHECK_FALSE(full.commit());
    CHECK(isCharDevice(dir.path("full")));

    SECTION("the buffered stream goes bad and the file says why") {
        OutputFile file;
        REQUIRE(file.open(dir.path("full")));
        OutputFileBuffer buffer(file);
        std::ostream stream(&buffer);
        for (int i = 0; i < 100'000 && stream; ++i) {
            stream << "row " << i << "\n";
        }
        CHECK_FALSE(stream);
        CHECK(file.errorNumber() == ENOSPC);
    }
    SECTION("through a symbolic link: the link stays, the device stays") {
        fs::create_symlink("full", dir.path("report.md"));
        CHECK_FALSE(writeFileSafely(dir.path("report.md"), "report", error));
        CHECK(error == "cannot write '" + dir.path("report.md") + "': No space left on device");
        CHECK(fs::is_symlink(dir.path("report.md")));
        CHECK(isCharDevice(dir.path("full")));
    }
}

TEST_CASE("OutputFile: a FIFO is written to its reader, without one it is refused", "[output]") {
    Scratch dir;
    const std::string fifo = dir.path("pipe");
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    SECTION("with a reader") {
        std::string got;
        std::thread reader([&] { got = contentOf(fifo); });
        std::string error;
        CHECK(writeFileSafely(fifo, "through the pipe\n", error));
        reader.join();
        CHECK(got == "through the pipe\n");
        struct stat info {};
        REQUIRE(::lstat(fifo.c_str(), &info) == 0);
        CHECK(S_ISFIFO(info.st_mode));
    }
    SECTION("a reader that goes away: an error (EPIPE), not the end of the process") {
        std::thread reader([&] {
            const int fd = ::open(fifo.c_str(), O_RDONLY | O_CLOEXEC);
            char some[16];
            [[maybe_unused]] const auto got = ::read(fd, some, sizeof some);
            ::close(fd);
        });
        OutputFile file;
        REQUIRE(file.open(fifo));
        const std::string block(1 << 16, 'p');
        bool written = true;
        for (int i = 0; i < 1000 && written; ++i) {
            written = file.write(block);
        }
        reader.join();
        CHECK_FALSE(written);
        CHECK(file.errorNumber() == EPIPE);
        CHECK(file.reason() == "Broken pipe");
    }
    SECTION("without one") {
        OutputFile file;
        const auto start = std::chrono::steady_clock::now();
        CHECK_FALSE(file.open(fifo));
        CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5)); // never blocks for good
        CHECK(file.error() == "cannot write '" + fifo + "': no process is reading the FIFO");
        CHECK(file.errorNumber() == ENXIO);
    }
}

TEST_CASE("OutputFile: symbolic links are followed to their target, which is replaced in its own folder", "[output]") {
    Scratch dir;
    fs::create_directories(dir.path("a"));
    fs::create_directories(dir.path("b"));
    const std::string real = dir.write("b/real.json", "old");
    ::chmod(real.c_str(), 0600);
    std::string error;
    SECTION("one link, relative to the link's folder") {
        fs::create_symlink("../b/real.json", dir.path("a/link.json"));
        OutputFile file;
        REQUIRE(file.open(dir.path("a/link.json")));
        CHECK(file.target() == dir.path("a/../b/real.json"));
        REQUIRE(file.write("new"));
        CHECK(dir.names("a") == std::vector<std::string>{"link.json"}); // the temporary file is beside the target
        REQUIRE(file.commit());
        CHECK(fs::is_symlink(dir.path("a/link.json")));
        CHECK(fs::read_symlink(dir.path("a/link.json")) == "../b/real.json");
        CHECK(contentOf(real) == "new");
        CHECK(modeOf(real) == 0600);
    }
    SECTION("a chain of links, absolute and relative") {
        fs::create_symlink(dir.path("b/second"), dir.path("a/first"));
        fs::create_symlink("real.json", dir.path("b/second"));
        REQUIRE(writeFileSafely(dir.path("a/first"), "chained", error));
        CHECK(fs::is_symlink(dir.path("a/first")));
        CHECK(fs::is_symlink(dir.path("b/second")));
        CHECK(contentOf(real) == "chained");
    }
    SECTION("a dangling link creates its target") {
        fs::create_symlink("../b/missing.json", dir.path("a/dangling.json"));
        REQUIRE(writeFileSafely(dir.path("a/dangling.json"), "created", error));
        CHECK(fs::is_symlink(dir.path("a/dangling.json")));
        CHECK(contentOf(dir.path("b/missing.json")) == "created");
    }
    SECTION("a link and a path without a folder part (relative to the current folder)") {
        const fs::path before = fs::current_path();
        fs::current_path(dir.path("b"));
        fs::create_symlink("real.json", "here.json");
        const bool written = writeFileSafely("here.json", "local", error);
        const bool plain = writeFileSafely("plain.json", "plain", error);
        fs::current_path(before);
        CHECK(written);
        CHECK(plain);
        CHECK(fs::is_symlink(dir.path("b/here.json")));
        CHECK(contentOf(real) == "local");
        CHECK(contentOf(dir.path("b/plain.json")) == "plain");
    }
    SECTION("a loop of links is refused") {
        fs::create_symlink("two", dir.path("a/one"));
        fs::create_symlink("one", dir.path("a/two"));
        CHECK_FALSE(writeFileSafely(dir.path("a/one"), "x", error));
        CHECK(error == "cannot write '" + dir.path("a/one") + "': Too many levels of symbolic links");
        CHECK(fs::is_symlink(dir.path("a/one")));
    }
    SECTION("a dangling link into a missing folder names the path given") {
        fs::create_symlink("../nowhere/x.json", dir.path("a/lost.json"));
        CHECK_FALSE(writeFileSafely(dir.path("a/lost.json"), "x", error));
        CHECK(error == "cannot write '" + dir.path("a/lost.json") + "': No such file or directory");
    }
}

TEST_CASE("OutputFile: folders, missing folders and files used as folders are refused", "[output]") {
    Scratch dir;
    fs::create_directories(dir.path("folder"));
    fs::create_symlink("folder", dir.path("to-folder"));
    const std::string file = dir.write("file.txt", "keep");
    std::string error;
    CHECK_FALSE(writeFileSafely(dir.path("folder"), "x", error));
    CHECK(error == "'" + dir.path("folder") + "' is a directory");
    CHECK_FALSE(writeFileSafely(dir.path("to-folder"), "x", error));
    CHECK(error == "'" + dir.path("to-folder") + "' is a directory");
    CHECK(fs::is_symlink(dir.path("to-folder")));
    CHECK_FALSE(writeFileSafely(dir.path("none/x.json"), "x", error));
    CHECK(error == "cannot write '" + dir.path("none/x.json") + "': No such file or directory");
    CHECK_FALSE(writeFileSafely(file + "/x.json", "x", error));
    CHECK(error == "cannot write '" + file + "/x.json': Not a directory");
    CHECK_FALSE(writeFileSafely(dir.path("none/"), "x", error));
    CHECK(error == "cannot write '" + dir.path("none/") + "': No such file or directory");
    CHECK_FALSE(writeFileSafely(dir.path("folder/"), "x", error));
    CHECK(error == "'" + dir.path("folder/") + "' is a directory");
    CHECK_FALSE(writeFileSafely("", "x", error));
    CHECK(contentOf(file) == "keep");
    CHECK(dir.names() == std::vector<std::string>{"file.txt", "folder", "to-folder"});
}

TEST_CASE("writeAllToFd: every byte of a large block reaches a pipe", "[output]") {
    int ends[2];
    REQUIRE(::pipe(ends) == 0);
    const std::string block(1 << 20, 'k');
    std::string got;
    std::thread reader([&] {
        char chunk[4096];
        ssize_t n = 0;
        while ((n = ::read(ends[0], chunk, sizeof chunk)) > 0) {
            got.append(chunk, static_cast<std::size_t>(n));
        }
    });
    CHECK(writeAllToFd(ends[1], block) == 0);
    ::close(ends[1]);
    reader.join();
    ::close(ends[0]);
    CHECK(got == block);
}
