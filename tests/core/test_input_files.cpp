#include "partiscope/input_files.h"
#include "partiscope/number_format.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace partiscope;

TEST_CASE("parseJsonStrictly: a member given twice names its JSON path", "[json]") {
    nlohmann::ordered_json doc;
    std::string error;
    CHECK(parseJsonStrictly(R"({"a": [1, {"b": 2}], "c": {"d": 1}})", doc, error));
    CHECK(doc["a"][1]["b"] == 2);
    CHECK_FALSE(parseJsonStrictly(R"({"a": [1, [], {"b": 2, "b": 3}]})", doc, error));
    CHECK(error == "/a/2/b: given twice in the same object (each member may appear once)");
    // The same name in two objects is fine.
    CHECK(parseJsonStrictly(R"([{"k": 1}, {"k": 2}])", doc, error));
    CHECK_FALSE(parseJsonStrictly("{\"a\": 1,\n \"b\" 2}", doc, error));
    CHECK(error.rfind("2:6: JSON syntax error: while parsing object separator - unexpected number literal", 0) == 0);
    CHECK(error.find("json.exception") == std::string::npos);
}

TEST_CASE("parseJsonStrictly: a document past its memory budget is refused where it passes it", "[json]") {
    nlohmann::ordered_json doc;
    std::string error;
    constexpr std::uint64_t kBudget = std::uint64_t{1} << 20;
    // Bare numbers cost 16 bytes each as nlohmann holds them, the array 24 and its own value 16: an array of 65,533
    // fits in 1 MiB; the 65,535th number (index 65,534) passes it.
    std::string numbers = "[0";
    for (int i = 1; i < 65533; ++i) {
        numbers += ",0";
    }
    CHECK(parseJsonStrictly(numbers + "]", doc, error, nullptr, kBudget));
    CHECK_FALSE(parseJsonStrictly(numbers + ",0,0]", doc, error, nullptr, kBudget));
    CHECK(error == "/65534: the document holds more values than fit the 1 MiB Partiscope reads one JSON document "
                   "into (about 0 million numbers, fewer objects and strings)");
    // Object members and long strings cost their names and characters: the path names the member reached.
    std::string members = R"({"keys": [)";
    for (int i = 0; i < 20000; ++i) {
        members += std::string(i ? "," : "") + R"({"key": "a-key-longer-than-fifteen-bytes"})";
    }
    CHECK_FALSE(parseJsonStrictly(members + "]}", doc, error, nullptr, kBudget));
    CHECK(error.rfind("/keys/", 0) == 0);
    // The default budget takes the largest scenario Partiscope reads: kMaxKeys keys with every member set.
    CHECK(kMaxJsonDocumentBytes == std::uint64_t{1} << 30);
}

TEST_CASE("input files: directories and OS errors are named", "[json]") {
    std::string text;
    std::string error;
    CHECK_FALSE(readWholeFile("/tmp", text, error, {1 << 20, "a test file"}));
    CHECK(error == "'/tmp' is a directory");
    CHECK_FALSE(readWholeFile("/nonexistent/x.json", text, error, {1 << 20, "a test file"}));
    CHECK(error == "cannot open '/nonexistent/x.json': No such file or directory");
    if (::geteuid() != 0) { // root reads anything
        char name[] = "/tmp/partiscope-unreadable-XXXXXX";
        const int fd = ::mkstemp(name);
        REQUIRE(fd >= 0);
        ::close(fd);
        ::chmod(name, 0);
        CHECK_FALSE(readWholeFile(name, text, error, {1 << 20, "a test file"}));
        CHECK(error == "cannot open '" + std::string(name) + "': Permission denied");
        ::unlink(name);
    }
    CHECK(writeProblem("/tmp", EISDIR) == "'/tmp' is a directory");
    CHECK(writeProblem("/proc/x", EACCES) == "cannot write '/proc/x': Permission denied");
    CHECK(inFile("s.json", "3:5: JSON syntax error: x") == "s.json:3:5: JSON syntax error: x");
    CHECK(inFile("s.json", "/table/rcu: expected a number") == "s.json: /table/rcu: expected a number");
    CHECK(groupedCount(0) == "0");
    CHECK(groupedCount(999) == "999");
    CHECK(groupedCount(2050) == "2,050");
    CHECK(groupedCount(9007199254740991ull) == "9,007,199,254,740,991");
}
