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
