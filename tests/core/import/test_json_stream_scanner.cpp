// The chunked JSON scanner behind the Workbench import: RFC 8259's grammar checked byte by byte with the line of the
// first error, and the values asked for handed over whole, wherever the chunks end.
#include "import/json_stream_scanner.h"

#include <catch2/catch.hpp>

#include <string>

using partiscope::import_detail::JsonPathStep;
using partiscope::import_detail::jsonPathText;
using partiscope::import_detail::JsonStreamScanner;

namespace {

struct Scan {
    bool ok = false;
    std::string error;
    std::string captured; ///< "path@line=text" per value of depth 2, in order
};

Scan scan(std::string_view text, std::size_t chunk) {
    Scan result;
    JsonStreamScanner scanner(
        [](const std::vector<JsonPathStep>& path, char) { return path.size() == 2; },
        [&](const std::vector<JsonPathStep>& path, std::string_view value, std::uint64_t line, std::string&) {
            result.captured += jsonPathText(path) + "@" + std::to_string(line) + "=" + std::string(value) + "\n";
            return true;
        });
    result.ok = true;
    for (std::size_t at = 0; result.ok && at < text.size(); at += chunk) {
        result.ok = scanner.feed(text.substr(at, chunk));
    }
    result.ok = result.ok && scanner.finish();
    result.error = scanner.error();
    return result;
}

std::string errorOf(std::string_view text) {
    const Scan whole = scan(text, text.size() + 1);
    CHECK_FALSE(whole.ok);
    // The same error wherever the chunks end.
    CHECK(scan(text, 1).error == whole.error);
    return whole.error;
}

} // namespace

TEST_CASE("json scanner: values asked for come whole, in any chunking", "[import][json scanner]") {
    const std::string text = "{\"a\": {\"s\": \"x\\\"y\\u00e9\", \"n\": -12.5e+3,\n \"t\": true, \"z\": null},\n"
                             " \"b\": [[1, 2], {\"k\": []}, \"v\", 0]}";
    const Scan whole = scan(text, text.size());
    REQUIRE(whole.ok);
    CHECK(whole.captured == "/a/s@1=\"x\\\"y\\u00e9\"\n/a/n@1=-12.5e+3\n/a/t@2=true\n/a/z@2=null\n"
                            "/b/0@3=[1, 2]\n/b/1@3={\"k\": []}\n/b/2@3=\"v\"\n/b/3@3=0\n");
    for (std::size_t chunk = 1; chunk < 8; ++chunk) {
        INFO(chunk);
        const Scan chunked = scan(text, chunk);
        CHECK(chunked.ok);
        CHECK(chunked.captured == whole.captured);
    }
}

TEST_CASE("json scanner: grammar errors at their line", "[import][json scanner]") {
    CHECK(errorOf("{\"a\": 01}") == "1: '01' is not a JSON value");
    CHECK(errorOf("{\"a\":\n 1.}") == "2: '1.' is not a JSON value");
    CHECK(errorOf("[-]") == "1: '-' is not a JSON value");
    CHECK(errorOf("[tru]") == "1: 'tru' is not a JSON value");
    CHECK(errorOf("[\"a\\x\"]") == "1: invalid escape '\\x' in a string");
    CHECK(errorOf("[\"\\u12g4\"]") == "1: \\u must be followed by 4 hexadecimal digits");
    CHECK(errorOf("[\"a\nb\"]") == "1: line break inside a string");
    CHECK(errorOf("{\"a\" 1}") == "1: unexpected '1'");
    CHECK(errorOf("{\"a\": 1,}") == "1: unexpected '}' after ','");
    CHECK(errorOf("[1,]") == "1: unexpected ']' after ','");
    CHECK(errorOf("{1: 2}") == "1: unexpected '1'");
    CHECK(errorOf("[1] 2") == "1: text after the end of the document");
    CHECK(errorOf("[1}") == "1: unexpected '}'");
    CHECK(errorOf("[1,\n\n[2") == "3: the document ends early: 2 brackets are not closed");
    CHECK(errorOf("  ") == "1: the document is empty");
    CHECK(errorOf("[\"abc") == "1: the document ends inside a string");
    CHECK(errorOf(std::string(300, '[')) == "1: nested more than 256 levels deep");
}
