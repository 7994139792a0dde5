// Reads of users' files bounded by their format's limit, named in the message; named pipes that never block the
// open; cancel flags that stop a read waiting on a pipe; and the formats' own checks of what they are given (NUL
// bytes, byte-order marks, CRLF, overflowing prices, giant separators).
#include "partiscope/cost_model.h"
#include "partiscope/input_files.h"
#include "partiscope/scenario.h"
#include "partiscope/shard_strategy.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

using namespace partiscope;

namespace {

struct Folder {
    std::filesystem::path path;
    Folder() {
        char name[] = "/tmp/partiscope-bounded-XXXXXX";
        path = ::mkdtemp(name);
    }
    ~Folder() { std::filesystem::remove_all(path); }
    Folder(const Folder&) = delete;
    Folder& operator=(const Folder&) = delete;
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(path / name, std::ios::binary) << text;
        return (path / name).string();
    }
};

constexpr ReadLimit kSmall{1024, "a test file"};

} // namespace

TEST_CASE("readWholeFile: a regular file over the limit is refused by its size, naming the limit", "[input]") {
    Folder folder;
    std::string text;
    std::string error;
    CHECK(readWholeFile(folder.write("ok.txt", std::string(1024, 'x')), text, error, kSmall));
    CHECK(text.size() == 1024);
    const auto big = folder.write("big.txt", std::string(1025, 'x'));
    CHECK_FALSE(readWholeFile(big, text, error, kSmall));
    CHECK(error == "'" + big + "' is larger than the 1 KiB a test file may hold");
    CHECK(text.empty());
    CHECK(byteLimitText(std::uint64_t{256} << 20) == "256 MiB");
    CHECK(byteLimitText(4096) == "4 KiB");
    CHECK(byteLimitText(1000) == "1000 bytes");
}

TEST_CASE("readWholeFile: a device is read up to the limit, a FIFO opens without a writer", "[input]") {
    Folder folder;
    std::string text;
    std::string error;
    const auto zero = (folder.path / "zero").string();
    REQUIRE(::mknod(zero.c_str(), S_IFCHR | 0644, makedev(1, 5)) == 0);
    CHECK_FALSE(readWholeFile(zero, text, error, {std::uint64_t{1} << 20, "a test file"}));
    CHECK(error == "'" + zero + "' is larger than the 1 MiB a test file may hold");
    CHECK_FALSE(readWholeFile(zero, text, error, kSmall, nullptr, FileKinds::RegularOnly));
    CHECK(error == "'" + zero + "' is a character device, not a regular file");
    CHECK(notRegularProblem(zero) == "'" + zero + "' is a character device, not a regular file");
    CHECK_FALSE(notRegularProblem(folder.path.string()));
    CHECK_FALSE(notRegularProblem(folder.write("f.txt", "x")));

    const auto fifo = (folder.path / "fifo").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    CHECK(notRegularProblem(fifo) == "'" + fifo + "' is a named pipe (FIFO), not a regular file");
    const auto started = std::chrono::steady_clock::now();
    CHECK(readWholeFile(fifo, text, error, kSmall)); // no writer: the end at once
    CHECK(text.empty());
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(2));

    // O_RDWR: a write end held open without waiting for a reader (Linux), so that the reader sees a writer.
    const int writeEnd = ::open(fifo.c_str(), O_RDWR | O_CLOEXEC);
    REQUIRE(writeEnd >= 0);
    SECTION("a writer that sends nothing: the cancel flag stops the wait") {
        std::atomic<bool> cancel{false};
        std::thread canceller([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel = true;
        });
        const auto waited = std::chrono::steady_clock::now();
        CHECK_FALSE(readWholeFile(fifo, text, error, kSmall, &cancel));
        CHECK(error == "'" + fifo + "': interrupted");
        CHECK(isInterruption(error));
        CHECK(std::chrono::steady_clock::now() - waited < std::chrono::milliseconds(550));
        canceller.join();
    }
    SECTION("a writer that sends more than the limit") {
        const std::string block(4096, 'x');
        REQUIRE(::write(writeEnd, block.data(), block.size()) == 4096);
        CHECK_FALSE(readWholeFile(fifo, text, error, kSmall));
        CHECK(error == "'" + fifo + "' is larger than the 1 KiB a test file may hold");
    }
    ::close(writeEnd);
}

TEST_CASE("readAllFromFd: standard input redirected from a large file is refused by its size", "[input]") {
    Folder folder;
    const auto big = folder.write("big.txt", std::string(2048, 'x'));
    const int fd = ::open(big.c_str(), O_RDONLY);
    REQUIRE(fd >= 0);
    std::string text;
    std::string error;
    CHECK_FALSE(readAllFromFd(fd, text, error, kSmall));
    CHECK(error == "more than the 1 KiB a test file may hold");
    ::close(fd);
}

TEST_CASE("shard maps: a BOM and CRLF are read, a NUL byte is refused with its line", "[input][strategy]") {
    ShardMap map;
    std::string error;
    REQUIRE(ShardMap::parse("\xEF\xBB\xBF# logical,physical\r\n0,db0\r\n1\tdb1\r\n", map, error, "m.csv"));
    REQUIRE(map.entries().size() == 2);
    CHECK(*map.physicalOf("0") == "db0");
    CHECK(*map.physicalOf("1") == "db1");
    CHECK(map.physicalOf("2") == nullptr);
    CHECK(map.longestPhysicalBytes() == 3);
    CHECK_FALSE(ShardMap::parse(std::string("0,a\n1,b\0\n", 9), map, error, "m.csv"));
    CHECK(error == "m.csv:2: a NUL byte (a shard map is text; is this a binary file?)");
    CHECK(map.entries().empty());
}

TEST_CASE("shard maps: 3,000,000 entries are read and looked up in seconds", "[input][strategy]") {
    std::string text;
    for (std::uint32_t i = 0; i < 3'000'000; ++i) {
        text += std::to_string(i) + ",db" + std::to_string(i % 7) + "\n";
    }
    const auto started = std::chrono::steady_clock::now();
    StrategyConfig config;
    config.kind = StrategyKind::Lookup;
    config.lookupFunction = LookupFunction::Hash;
    std::string error;
    REQUIRE(ShardMap::parse(text, config.map, error));
    ShardStrategy strategy;
    REQUIRE(ShardStrategy::create(config, strategy, error)); // checks every logical shard 0..V-1 is mapped
    for (int i = 0; i < 100'000; ++i) {
        CHECK_FALSE(strategy.itemProblem("k" + std::to_string(i), std::to_string(i)));
    }
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(20));
    CHECK(*config.map.physicalOf("2999999") == "db" + std::to_string(2999999 % 7));
}

TEST_CASE("separators: longer than a sharded key may be is refused before any key is built", "[input][strategy]") {
    CHECK_FALSE(separatorProblem(std::string(2046, '#')));
    CHECK(separatorProblem(std::string(2047, '#')) ==
          "must be at most 2,046 bytes (a sharded key, key + separator + suffix, is at most 2,048 bytes), got 2,047");
    Scenario scenario;
    std::string error;
    const std::string json = R"({"version": 2, "table": {"rcu": 1, "wcu": 1},
        "strategy": {"kind": "mod", "shards": 2, "sep": ")" +
                             std::string(5000, 'x') +
                             R"("}, "workload": {"duration_s": 60, "writes_per_s": 1, "keys": [{"key": "a"}]}})";
    CHECK_FALSE(parseScenario(json, scenario, error));
    INFO(error);
    CHECK(error.rfind("/strategy/sep: must be at most 2,046 bytes", 0) == 0);
}

TEST_CASE("price files: a price a bill could overflow on and a NUL byte are refused with their line", "[input]") {
    const std::string good(defaultPriceTableText());
    PriceTable prices;
    std::string error;
    REQUIRE(parsePriceTable(good, "p", prices, error));
    auto replaced = [&](const std::string& from, const std::string& to) {
        std::string text = good;
        const auto at = text.find(from);
        REQUIRE(at != std::string::npos);
        return text.replace(at, from.size(), to);
    };
    for (const std::string value : {"1e300", "1000001", "1e400"}) {
        INFO(value);
        CHECK_FALSE(parsePriceTable(replaced("= 0.00065", "= " + value), "p", prices, error));
        CHECK(error.find(": expected a number") != std::string::npos);
    }
    CHECK(parsePriceTable(replaced("= 0.00065", "= 1000000"), "p", prices, error));
    CHECK_FALSE(parsePriceTable(replaced("USD", std::string("U\0SD", 4)), "p", prices, error));
    CHECK(error.find(": a NUL byte (a price file is text; is this a binary file?)") != std::string::npos);
}
