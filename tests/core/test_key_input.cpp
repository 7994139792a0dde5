#include <catch2/catch.hpp>

#include "key_fixtures.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/key_input.h"
#include "partiscope/key_validation.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace partiscope;
using partiscope::test::TempFile;

namespace {

KeyReadOptions singleThread() {
    KeyReadOptions options;
    options.threads = 1;
    return options;
}

std::map<std::string, std::uint64_t> tallyMap(const KeyReadResult& result) {
    std::map<std::string, std::uint64_t> map;
    for (const auto& entry : result.tally.entries()) {
        map[std::string(result.tally.keyOf(entry))] += entry.count;
    }
    return map;
}

std::uint64_t countOf(const KeyReadResult& result, std::string_view key) {
    for (const auto& entry : result.tally.entries()) {
        if (result.tally.keyOf(entry) == key) {
            return entry.count;
        }
    }
    return 0;
}

void requireAccounting(const KeyReadResult& result) {
    INFO("lines " << result.counts.linesRead << " accepted " << result.counts.accepted << " rejected "
                  << result.counts.rejected << " blank " << result.counts.blank);
    REQUIRE(result.counts.linesRead == result.counts.accepted + result.counts.rejected + result.counts.blank);
}

std::vector<std::uint64_t> linesOf(const std::vector<InputIssue>& issues) {
    std::vector<std::uint64_t> lines;
    for (const auto& issue : issues) {
        lines.push_back(issue.line);
    }
    return lines;
}

/// A generated multi-megabyte key list whose expected result is known line by line.
struct GeneratedInput {
    std::string text;
    std::map<std::string, std::uint64_t> tally;
    std::vector<std::uint64_t> errorLines;
    std::vector<std::uint64_t> warningLines;
    std::uint64_t lines = 0;
    std::uint64_t blank = 0;
};

GeneratedInput generateInput(std::uint64_t lineCount) {
    GeneratedInput g;
    g.lines = lineCount;
    g.text.reserve(lineCount * 16);
    for (std::uint64_t i = 0; i < lineCount; ++i) {
        const std::uint64_t line = i + 1;
        if (i % 97 == 5) {
            ++g.blank;
        } else if (i % 101 == 7) {
            g.text += "bad" + std::to_string(i) + "\tx";
            g.errorLines.push_back(line);
        } else if (i % 103 == 11) {
            g.text += "k\xFF" + std::to_string(i);
            g.errorLines.push_back(line);
        } else if (i % 211 == 13) {
            const std::string key = " spaced" + std::to_string(i % 50);
            g.text += key;
            g.tally[key] += 1;
            g.warningLines.push_back(line);
        } else {
            const std::string key = "key" + std::to_string(i % 5000);
            std::uint64_t count = 1;
            if (i % 3 == 0) {
                count = i % 7 + 1;
                g.text += key + "\t" + std::to_string(count);
            } else {
                g.text += key;
            }
            if (i % 5 == 0) {
                g.text += "\r"; // some CRLF lines
            }
            g.tally[key] += count;
        }
        g.text += '\n';
    }
    return g;
}

void requireMatches(const KeyReadResult& result, const GeneratedInput& g, std::size_t maxIssues) {
    REQUIRE(result.fatalError.empty());
    requireAccounting(result);
    REQUIRE(result.counts.linesRead == g.lines);
    REQUIRE(result.counts.blank == g.blank);
    REQUIRE(result.counts.rejected == g.errorLines.size());
    REQUIRE(result.counts.warned == g.warningLines.size());
    std::vector<std::uint64_t> expectedErrors(
        g.errorLines.begin(),
        g.errorLines.begin() + static_cast<std::ptrdiff_t>(std::min(maxIssues, g.errorLines.size())));
    std::vector<std::uint64_t> expectedWarnings(
        g.warningLines.begin(),
        g.warningLines.begin() + static_cast<std::ptrdiff_t>(std::min(maxIssues, g.warningLines.size())));
    REQUIRE(linesOf(result.errors) == expectedErrors);
    REQUIRE(linesOf(result.warnings) == expectedWarnings);
    REQUIRE(tallyMap(result) == g.tally);
}

} // namespace

TEST_CASE("countProblem accepts 1..2^53-1 and explains everything else", "[key_input]") {
    std::uint64_t value = 0;
    REQUIRE_FALSE(countProblem("1", value));
    REQUIRE(value == 1);
    REQUIRE_FALSE(countProblem("007", value));
    REQUIRE(value == 7);
    REQUIRE_FALSE(countProblem("9007199254740991", value));
    REQUIRE(value == limits::kMaxKeyCount);

    value = 42;
    auto problem = countProblem("9007199254740992", value);
    REQUIRE(problem);
    REQUIRE_THAT(*problem, Catch::Contains("too large") && Catch::Contains("9,007,199,254,740,991"));
    REQUIRE(value == 42); // untouched on error

    problem = countProblem("0", value);
    REQUIRE(problem);
    REQUIRE(*problem == "count 0 is not allowed (counts start at 1)");

    problem = countProblem("", value);
    REQUIRE(problem);
    REQUIRE(*problem == "missing count after TAB");

    for (const char* bad : {"-1", "1e30", "abc", "1.5", "+3", " 3", "3 "}) {
        problem = countProblem(bad, value);
        INFO(bad);
        REQUIRE(problem);
        REQUIRE_THAT(*problem, Catch::Contains(std::string("'") + bad + "'") &&
                                   Catch::Contains("is not a positive whole number"));
    }
    // Long fields are shortened in the message.
    problem = countProblem(std::string(100, 'z'), value);
    REQUIRE(problem);
    REQUIRE_THAT(*problem, Catch::Contains("'" + std::string(40, 'z') + "...'"));
    // A huge all-digit count is "too large", not a wrapped small number.
    REQUIRE_THAT(*countProblem("1000000000000000000000000000000", value), Catch::Contains("too large"));
}

TEST_CASE("firstInvalidUtf8 finds the first bad byte", "[key_input][utf8]") {
    REQUIRE_FALSE(firstInvalidUtf8(""));
    REQUIRE_FALSE(firstInvalidUtf8("plain ascii, longer than eight bytes"));
    REQUIRE_FALSE(firstInvalidUtf8("caf\xC3\xA9"));         // U+00E9
    REQUIRE_FALSE(firstInvalidUtf8("\xE2\x82\xAC"));        // U+20AC
    REQUIRE_FALSE(firstInvalidUtf8("\xF0\x9F\x98\x80"));    // U+1F600
    REQUIRE_FALSE(firstInvalidUtf8("\xF4\x8F\xBF\xBF"));    // U+10FFFF, the last code point
    REQUIRE_FALSE(firstInvalidUtf8("\xED\x9F\xBF"));        // U+D7FF, just below the surrogates
    REQUIRE_FALSE(firstInvalidUtf8("12345678\xC3\xA9xyz")); // after the 8-byte ASCII fast path

    REQUIRE(firstInvalidUtf8("\xC0\xAF") == 0u);         // overlong '/'
    REQUIRE(firstInvalidUtf8("\xC1\xBF") == 0u);         // overlong
    REQUIRE(firstInvalidUtf8("ab\xE0\x80\xAF") == 2u);   // overlong 3-byte
    REQUIRE(firstInvalidUtf8("\xF0\x80\x80\xAF") == 0u); // overlong 4-byte
    REQUIRE(firstInvalidUtf8("x\xED\xA0\x80") == 1u);    // U+D800 surrogate
    REQUIRE(firstInvalidUtf8("\xED\xBF\xBF") == 0u);     // U+DFFF surrogate
    REQUIRE(firstInvalidUtf8("\xF4\x90\x80\x80") == 0u); // above U+10FFFF
    REQUIRE(firstInvalidUtf8("\xF5\x80\x80\x80") == 0u); // invalid lead
    REQUIRE(firstInvalidUtf8("abc\xE2\x82") == 3u);      // truncated at end
    REQUIRE(firstInvalidUtf8("abc\xE2\x82z") == 3u);     // truncated before ASCII
    REQUIRE(firstInvalidUtf8("\x80") == 0u);             // lone continuation
    REQUIRE(firstInvalidUtf8("12345678\xFF") == 8u);     // after the fast path
    REQUIRE(firstInvalidUtf8("\xC3\xA9\xC3") == 2u);
}

TEST_CASE("partitionKeyProblem checks length, UTF-8 and NUL", "[key_input]") {
    REQUIRE(*partitionKeyProblem("") == "empty key (a partition key needs at least 1 byte)");
    REQUIRE_FALSE(partitionKeyProblem("x"));
    REQUIRE_FALSE(partitionKeyProblem(std::string(2048, 'k')));
    REQUIRE(*partitionKeyProblem(std::string(2049, 'k')) == "key is 2,049 bytes; DynamoDB allows at most 2,048");
    // The limit is in bytes, not characters: 1024 x U+00E9 is 2048 bytes, one more is too many.
    std::string accents;
    for (int i = 0; i < 1024; ++i) {
        accents += "\xC3\xA9";
    }
    REQUIRE_FALSE(partitionKeyProblem(accents));
    REQUIRE(*partitionKeyProblem(accents + "\xC3\xA9") == "key is 2,050 bytes; DynamoDB allows at most 2,048");
    REQUIRE(*partitionKeyProblem("ab\xC0\xAF") == "invalid UTF-8 at byte 3");
    REQUIRE(*partitionKeyProblem(std::string("a\0b", 3)) == "NUL byte at byte 2 (binary input?)");
}

TEST_CASE("readKeyList: empty input and blank lines", "[key_input]") {
    SECTION("empty input") {
        const auto result = readKeyList("", singleThread());
        REQUIRE(result.fatalError.empty());
        REQUIRE(result.counts.linesRead == 0);
        REQUIRE(result.counts.accepted == 0);
        REQUIRE(result.counts.rejected == 0);
        REQUIRE(result.counts.blank == 0);
        REQUIRE(result.tally.distinct() == 0);
        REQUIRE(result.tally.totalCount() == 0);
        REQUIRE(result.errors.empty());
        REQUIRE(result.warnings.empty());
    }
    SECTION("only blank lines, LF and CRLF") {
        const auto result = readKeyList("\n\n\r\n\n", singleThread());
        requireAccounting(result);
        REQUIRE(result.counts.linesRead == 4);
        REQUIRE(result.counts.blank == 4);
        REQUIRE(result.counts.accepted == 0);
        REQUIRE(result.tally.distinct() == 0);
        REQUIRE(result.errors.empty());
    }
    SECTION("a BOM alone is an empty input") {
        const auto result = readKeyList("\xEF\xBB\xBF", singleThread());
        REQUIRE(result.counts.linesRead == 0);
        REQUIRE(result.tally.distinct() == 0);
    }
    SECTION("blank lines between keys are counted, the last line may lack its newline") {
        const auto result = readKeyList("a\n\nb\n\n\nc", singleThread());
        requireAccounting(result);
        REQUIRE(result.counts.linesRead == 6);
        REQUIRE(result.counts.blank == 3);
        REQUIRE(result.counts.accepted == 3);
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"a", 1}, {"b", 1}, {"c", 1}});
    }
}

TEST_CASE("readKeyList: CRLF, BOM and verbatim keys", "[key_input]") {
    SECTION("CRLF line ends are not part of the key") {
        const auto result = readKeyList("a\r\nb\r\na\r\nb\t3\r\n", singleThread());
        requireAccounting(result);
        REQUIRE(result.counts.linesRead == 4);
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"a", 2}, {"b", 4}});
        REQUIRE(result.warnings.empty());
    }
    SECTION("a leading BOM is dropped, a BOM later on is kept as part of the key") {
        const auto result = readKeyList("\xEF\xBB\xBFkey1\nkey2\n\xEF\xBB\xBFkey1\n", singleThread());
        requireAccounting(result);
        REQUIRE(result.counts.accepted == 3);
        REQUIRE(countOf(result, "key1") == 1);
        REQUIRE(countOf(result, "key2") == 1);
        REQUIRE(countOf(result, "\xEF\xBB\xBFkey1") == 1);
    }
    SECTION("# is an ordinary character: no comments in key lists") {
        const auto result = readKeyList("BOARD#global\nBOARD#global\t2\n# not a comment\n", singleThread());
        requireAccounting(result);
        REQUIRE(result.counts.accepted == 3);
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"BOARD#global", 3}, {"# not a comment", 1}});
    }
    SECTION("leading and trailing whitespace is kept, with a warning") {
        const auto result = readKeyList(" a\nb \n\tc\t5\nd\n", singleThread());
        requireAccounting(result);
        REQUIRE(result.counts.accepted == 4);
        REQUIRE(result.counts.warned == 3);
        REQUIRE(result.errors.empty());
        REQUIRE(linesOf(result.warnings) == std::vector<std::uint64_t>{1, 2, 3});
        REQUIRE(result.warnings[0].message == "key has leading or trailing whitespace (kept verbatim)");
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{" a", 1}, {"b ", 1}, {"\tc", 5}, {"d", 1}});
    }
    SECTION("key<TAB>count sums per key; the count is after the LAST tab") {
        const auto result = readKeyList("a\t3\nb\na\t4\nx\ty\t2\nx\ty\n", singleThread());
        requireAccounting(result);
        REQUIRE(result.counts.accepted == 4);
        REQUIRE(result.counts.rejected == 1); // "x<TAB>y": 'y' is not a count
        REQUIRE(linesOf(result.errors) == std::vector<std::uint64_t>{5});
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"a", 7}, {"b", 1}, {"x\ty", 2}});
        REQUIRE(result.tally.totalCount() == 10);
    }
}

TEST_CASE("readKeyList: invalid keys are rejected with their line numbers", "[key_input]") {
    const std::string input = std::string("ok1\n") + "\xC0\xAF\n" + // 2: overlong
                              "sur\xED\xA0\x80\n" +                 // 3: surrogate
                              "trunc\xE2\x82\n" +                   // 4: truncated
                              std::string("nul\0byte", 8) + "\n" +  // 5: NUL
                              "ok2\n";
    const auto result = readKeyList(input, singleThread());
    requireAccounting(result);
    REQUIRE(result.counts.linesRead == 6);
    REQUIRE(result.counts.accepted == 2);
    REQUIRE(result.counts.rejected == 4);
    REQUIRE(result.errors.size() == 4);
    REQUIRE(result.errors[0].line == 2);
    REQUIRE(result.errors[0].message == "invalid UTF-8 at byte 1");
    REQUIRE(result.errors[1].line == 3);
    REQUIRE(result.errors[1].message == "invalid UTF-8 at byte 4");
    REQUIRE(result.errors[2].line == 4);
    REQUIRE(result.errors[2].message == "invalid UTF-8 at byte 6");
    REQUIRE(result.errors[3].line == 5);
    REQUIRE(result.errors[3].message == "NUL byte at byte 4 (binary input?)");
    REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"ok1", 1}, {"ok2", 1}});
}

TEST_CASE("readKeyList: bad counts are rejected with line number and message", "[key_input]") {
    const auto result = readKeyList("good\t2\nk\t0\nk\t-1\nk\t1e30\nk\tabc\nk\t\ngood\n", singleThread());
    requireAccounting(result);
    REQUIRE(result.counts.linesRead == 7);
    REQUIRE(result.counts.accepted == 2);
    REQUIRE(result.counts.rejected == 5);
    REQUIRE(linesOf(result.errors) == std::vector<std::uint64_t>{2, 3, 4, 5, 6});
    REQUIRE(result.errors[0].message == "count 0 is not allowed (counts start at 1)");
    REQUIRE_THAT(result.errors[1].message, Catch::Contains("'-1'") && Catch::Contains("not a positive whole number"));
    REQUIRE_THAT(result.errors[2].message, Catch::Contains("'1e30'") && Catch::Contains("not a positive whole number"));
    REQUIRE_THAT(result.errors[3].message, Catch::Contains("'abc'") && Catch::Contains("not a positive whole number"));
    REQUIRE(result.errors[4].message == "missing count after TAB");
    REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"good", 3}});
}

TEST_CASE("readKeyList: the 2048-byte limit", "[key_input]") {
    const std::string ok(2048, 'a');
    const std::string tooLong(2049, 'b');
    const auto result = readKeyList(ok + "\n" + tooLong + "\n" + ok + "\t2\n", singleThread());
    requireAccounting(result);
    REQUIRE(result.counts.accepted == 2);
    REQUIRE(result.counts.rejected == 1);
    REQUIRE(result.errors.size() == 1);
    REQUIRE(result.errors[0].line == 2);
    REQUIRE(result.errors[0].message == "key is 2,049 bytes; DynamoDB allows at most 2,048");
    REQUIRE(countOf(result, ok) == 3);
}

TEST_CASE("readKeyList: a 3 MB single line is rejected as too long", "[key_input]") {
    const std::string huge(3u << 20, 'x');
    const std::string input = "first\n" + huge + "\nlast\n";
    auto check = [](const KeyReadResult& result) {
        REQUIRE(result.fatalError.empty());
        requireAccounting(result);
        REQUIRE(result.counts.linesRead == 3);
        REQUIRE(result.counts.accepted == 2);
        REQUIRE(result.counts.rejected == 1);
        REQUIRE(result.errors.size() == 1);
        REQUIRE(result.errors[0].line == 2);
        REQUIRE(result.errors[0].message == "key is 3,145,728 bytes; DynamoDB allows at most 2,048");
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"first", 1}, {"last", 1}});
    };
    SECTION("from memory, one thread") {
        check(readKeyList(input, singleThread()));
    }
    SECTION("from memory, three threads, small blocks") {
        KeyReadOptions options;
        options.threads = 3;
        options.blockBytes = 64u << 10;
        check(readKeyList(input, options));
    }
    SECTION("from a file, blocks much smaller than the line") {
        TempFile file(input);
        KeyReadOptions options;
        options.threads = 2;
        options.blockBytes = 64u << 10;
        check(readKeyListFile(file.path(), options));
    }
}

TEST_CASE("readKeyList: multi-block, multi-thread reading matches one thread", "[key_input][threads]") {
    const GeneratedInput g = generateInput(400'000); // about 3.4 MB
    REQUIRE(g.text.size() > (3u << 20));
    REQUIRE(g.errorLines.size() > 1000);

    KeyReadOptions one = singleThread();
    one.maxReportedIssues = 1u << 20;
    const auto reference = readKeyList(g.text, one);
    requireMatches(reference, g, one.maxReportedIssues);

    SECTION("three threads, 64 KiB blocks") {
        KeyReadOptions options = one;
        options.threads = 3;
        options.blockBytes = 64u << 10;
        requireMatches(readKeyList(g.text, options), g, options.maxReportedIssues);
    }
    SECTION("three threads, blocks large enough to be split across the threads") {
        KeyReadOptions options = one;
        options.threads = 3;
        options.blockBytes = (1u << 20) + 12345;
        requireMatches(readKeyList(g.text, options), g, options.maxReportedIssues);
    }
    SECTION("three threads from a file descriptor") {
        TempFile file(g.text);
        KeyReadOptions options = one;
        options.threads = 3;
        options.blockBytes = (1u << 20) + 777;
        requireMatches(readKeyListFile(file.path(), options), g, options.maxReportedIssues);
    }
    SECTION("default cap of 100 issues keeps the first 100 in line order") {
        KeyReadOptions options;
        options.threads = 3;
        options.blockBytes = (1u << 20) + 1;
        REQUIRE(options.maxReportedIssues == 100);
        const auto result = readKeyList(g.text, options);
        requireMatches(result, g, 100);
        REQUIRE(result.errors.size() == 100);
        REQUIRE(result.counts.rejected == g.errorLines.size());
    }
}

TEST_CASE("readKeyList: repeated keys keep their counts, lines and first-seen order", "[key_input][threads]") {
    // A skewed mix over 20,000 keys of lengths 1 to 70: far more than the reader's table of recent keys holds, so
    // keys evict each other from it, and its hot keys repeat within every range. Some lines carry counts, so a key's
    // count and its number of lines differ.
    struct Expected {
        std::uint64_t count = 0;
        std::uint32_t lines = 0;
    };
    std::map<std::string, Expected> expected;
    std::vector<std::string> firstSeen;
    std::string text;
    std::uint64_t state = 12345;
    for (int i = 0; i < 300'000; ++i) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        const std::uint64_t r = state >> 33;
        // A hot key 1 line in 4, one of 100 warm keys 1 in 4, the rest spread over 20,000.
        const std::uint64_t id = r % 4 == 0 ? 0 : r % 4 == 1 ? (r >> 2) % 100 : (r >> 2) % 20000;
        const std::string key = "k" + std::to_string(id) + std::string(id % 70, 'x');
        std::uint64_t count = 1;
        text += key;
        if (r % 7 == 0) {
            count = r % 5 + 2;
            text += "\t" + std::to_string(count);
        }
        text += '\n';
        auto [at, inserted] = expected.try_emplace(key);
        if (inserted) {
            firstSeen.push_back(key);
        }
        at->second.count += count;
        ++at->second.lines;
    }
    auto requireTally = [&](const KeyReadResult& result) {
        REQUIRE(result.fatalError.empty());
        REQUIRE(result.tally.distinct() == expected.size());
        for (const auto& entry : result.tally.entries()) {
            const std::string key(result.tally.keyOf(entry));
            INFO(key);
            REQUIRE(expected.count(key) == 1);
            REQUIRE(entry.count == expected[key].count);
            REQUIRE(entry.lines == expected[key].lines);
        }
    };
    SECTION("one thread: the keys in the order of their first line") {
        KeyReadOptions options = singleThread();
        options.blockBytes = 64u << 10;
        const auto result = readKeyList(text, options);
        requireTally(result);
        std::vector<std::string> order;
        for (const auto& entry : result.tally.entries()) {
            order.emplace_back(result.tally.keyOf(entry));
        }
        REQUIRE(order == firstSeen);
    }
    SECTION("three threads, blocks split across them") {
        KeyReadOptions options;
        options.threads = 3;
        options.blockBytes = (1u << 20) + 99;
        requireTally(readKeyList(text, options));
    }
}

TEST_CASE("readKeyList: the fast path for plain lines reads as the full check of every line does", "[key_input]") {
    // An acceptor that accepts everything sends every line through the full check; without one, plain lines
    // take the fast path. Lines of every kind, of lengths around the 64-byte blocks the lines are split in.
    std::mt19937_64 random(2026);
    const std::vector<std::string> pieces = {"k",  "key", " ", "\t", "\t3",  "\r",   "\xC3\xA9", "\xFF",
                                             "\v", "\f",  "#", "0",  "\x01", "\x7F", "a b",      std::string(1, '\0')};
    std::string text;
    for (int line = 0; line < 20000; ++line) {
        const int parts = static_cast<int>(random() % 6);
        for (int i = 0; i < parts; ++i) {
            text += random() % 3 == 0 ? pieces[random() % pieces.size()] : std::string(random() % 40, 'p');
        }
        if (random() % 50 == 0) {
            text += std::string(2040 + random() % 20, 'L'); // around the 2048-byte limit
        }
        text += '\n';
    }
    KeyReadOptions fast;
    fast.threads = 2;
    fast.blockBytes = 64u << 10;
    fast.maxReportedIssues = 1u << 20;
    KeyReadOptions checked = fast;
    checked.acceptor = [](std::string_view, std::string_view) -> std::optional<std::string> { return std::nullopt; };
    const KeyReadResult a = readKeyList(text, fast);
    const KeyReadResult b = readKeyList(text, checked);
    REQUIRE(a.fatalError.empty());
    CHECK(a.counts.linesRead == b.counts.linesRead);
    CHECK(a.counts.blank == b.counts.blank);
    CHECK(a.counts.accepted == b.counts.accepted);
    CHECK(a.counts.rejected == b.counts.rejected);
    CHECK(a.counts.warned == b.counts.warned);
    CHECK(tallyMap(a) == tallyMap(b));
    auto issues = [](const std::vector<InputIssue>& list) {
        std::vector<std::pair<std::uint64_t, std::string>> out;
        for (const InputIssue& issue : list) {
            out.emplace_back(issue.line, issue.message);
        }
        return out;
    };
    CHECK(issues(a.errors) == issues(b.errors));
    CHECK(issues(a.warnings) == issues(b.warnings));
    // The mix is one worth comparing: every outcome occurs.
    CHECK(a.counts.blank > 100);
    CHECK(a.counts.rejected > 100);
    CHECK(a.counts.warned > 100);
    CHECK(a.counts.accepted > 5000);
}

TEST_CASE("readKeyList: maxReportedIssues truncates errors and warnings but not the counts", "[key_input]") {
    std::string input;
    for (int i = 0; i < 10; ++i) {
        input += "bad\tx\n";
        input += " warn\n";
    }
    KeyReadOptions options = singleThread();
    options.maxReportedIssues = 3;
    const auto result = readKeyList(input, options);
    requireAccounting(result);
    REQUIRE(result.counts.rejected == 10);
    REQUIRE(result.counts.warned == 10);
    REQUIRE(linesOf(result.errors) == std::vector<std::uint64_t>{1, 3, 5});
    REQUIRE(linesOf(result.warnings) == std::vector<std::uint64_t>{2, 4, 6});

    options.maxReportedIssues = 0;
    const auto none = readKeyList(input, options);
    REQUIRE(none.errors.empty());
    REQUIRE(none.warnings.empty());
    REQUIRE(none.counts.rejected == 10);
}

TEST_CASE("readKeyListFd reads a 48 MB line from a pipe in linear time", "[key_input][fd]") {
    // A pipe hands over at most 64 KiB per read. The held-over part of a long line used to be
    // searched again for '\n' after every read: 48 MB took 8.5 s instead of 0.3 s.
    constexpr std::size_t kLineBytes = 48'000'000;
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    ssize_t tailWritten = 0;
    std::thread writer([&] {
        const std::string chunk(1u << 16, 'a');
        std::size_t done = 0;
        while (done < kLineBytes) {
            const auto wrote = ::write(fds[1], chunk.data(), std::min(chunk.size(), kLineBytes - done));
            if (wrote <= 0) {
                break;
            }
            done += static_cast<std::size_t>(wrote);
        }
        const std::string tail = "\nafter\n";
        tailWritten = ::write(fds[1], tail.data(), tail.size());
        ::close(fds[1]);
    });
    const auto started = std::chrono::steady_clock::now();
    const auto result = readKeyListFd(fds[0], singleThread());
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - started;
    writer.join();
    ::close(fds[0]);
    REQUIRE(tailWritten == 7);
    REQUIRE(result.fatalError.empty());
    CHECK(result.counts.linesRead == 2);
    CHECK(result.counts.rejected == 1);
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].line == 1);
    CHECK_THAT(result.errors[0].message, Catch::Contains("key is 48,000,000 bytes"));
    CHECK(countOf(result, "after") == 1);
    CHECK(took.count() < 5.0); // generous for sanitizer builds; before the fix 8.5 s in an optimised one
}

TEST_CASE("readKeyListFd reads from a pipe", "[key_input][fd]") {
    std::string input = "\xEF\xBB\xBF";
    for (int i = 0; i < 40'000; ++i) {
        input += "pipe-key-" + std::to_string(i % 1000) + (i % 10 == 0 ? "\t2" : "") + "\n";
    }
    input += "bad\t0\nno-newline-at-end";
    REQUIRE(input.size() > 200'000); // more than a pipe buffer

    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    std::thread writer([&] {
        // Uneven writes, starting with single bytes that split the BOM.
        std::size_t done = 0;
        std::size_t step = 1;
        while (done < input.size()) {
            const std::size_t n = std::min(step, input.size() - done);
            const auto wrote = ::write(fds[1], input.data() + done, n);
            if (wrote <= 0) {
                break;
            }
            done += static_cast<std::size_t>(wrote);
            step = step < 8 ? step + 1 : 4093;
        }
        ::close(fds[1]);
    });
    KeyReadOptions options;
    options.threads = 2;
    std::uint64_t lastProgress = 0;
    options.progress = [&](std::uint64_t bytes) { lastProgress = bytes; };
    const auto fromPipe = readKeyListFd(fds[0], options);
    writer.join();
    ::close(fds[0]);

    const auto fromMemory = readKeyList(input, singleThread());
    REQUIRE(fromPipe.fatalError.empty());
    requireAccounting(fromPipe);
    REQUIRE(fromPipe.counts.linesRead == 40'002);
    REQUIRE(fromPipe.counts.accepted == 40'001);
    REQUIRE(fromPipe.counts.rejected == 1);
    REQUIRE(linesOf(fromPipe.errors) == std::vector<std::uint64_t>{40'001});
    REQUIRE(countOf(fromPipe, "pipe-key-0") == 80); // 40 lines, each with count 2
    REQUIRE(countOf(fromPipe, "pipe-key-1") == 40);
    REQUIRE(countOf(fromPipe, "no-newline-at-end") == 1);
    REQUIRE(tallyMap(fromPipe) == tallyMap(fromMemory));
    REQUIRE(linesOf(fromPipe.errors) == linesOf(fromMemory.errors));
    REQUIRE(lastProgress > 0);
    REQUIRE(lastProgress <= input.size());
}

TEST_CASE("readKeyListFile reads a file, a missing file is a fatal error", "[key_input][fd]") {
    SECTION("temp file") {
        TempFile file("\xEF\xBB\xBF"
                      "alpha\r\nbeta\t4\r\n\r\nalpha\n");
        const auto result = readKeyListFile(file.path(), singleThread());
        REQUIRE(result.fatalError.empty());
        requireAccounting(result);
        REQUIRE(result.counts.linesRead == 4);
        REQUIRE(result.counts.blank == 1);
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"alpha", 2}, {"beta", 4}});
    }
    SECTION("nonexistent path") {
        const std::string path = "/nonexistent/partiscope/keys.txt";
        const auto result = readKeyListFile(path, singleThread());
        REQUIRE_THAT(result.fatalError, Catch::Contains("cannot open") && Catch::Contains(path));
        REQUIRE(result.tally.distinct() == 0);
        REQUIRE(result.counts.linesRead == 0);
    }
    SECTION("reading a directory is an I/O error") {
        const auto result = readKeyListFile("/tmp", singleThread());
        REQUIRE(result.fatalError == "'/tmp' is a directory");
    }
}

TEST_CASE("readKeyList: the acceptor hook rejects lines", "[key_input]") {
    KeyReadOptions options;
    options.threads = 1;
    std::atomic<int> calls{0};
    options.acceptor = [&](std::string_view key, std::string_view source) -> std::optional<std::string> {
        ++calls;
        REQUIRE(key == source); // key lists: the source is the key itself
        if (key.substr(0, 3) == "bad") {
            return "not allowed: " + std::string(key);
        }
        return std::nullopt;
    };
    const auto result = readKeyList("good1\nbad1\n\ngood2\t5\nbad2\t3\nbad3\t0\n", options);
    requireAccounting(result);
    // "bad3<TAB>0" fails its count before the acceptor sees it.
    REQUIRE(calls == 4);
    REQUIRE(result.counts.accepted == 2);
    REQUIRE(result.counts.rejected == 3);
    REQUIRE(linesOf(result.errors) == std::vector<std::uint64_t>{2, 5, 6});
    REQUIRE(result.errors[0].message == "not allowed: bad1");
    REQUIRE(result.errors[1].message == "not allowed: bad2");
    REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"good1", 1}, {"good2", 5}});
}

TEST_CASE("readKeyList: totals above 2^53-1 are a fatal error", "[key_input]") {
    SECTION("exactly 2^53-1 is fine") {
        const auto result = readKeyList("a\t9007199254740990\nb\t1\n", singleThread());
        REQUIRE(result.fatalError.empty());
        REQUIRE(result.tally.totalCount() == limits::kMaxKeyCount);
    }
    SECTION("one more is not") {
        const auto result = readKeyList("a\t9007199254740991\nb\t1\n", singleThread());
        REQUIRE_THAT(result.fatalError, Catch::Contains("9,007,199,254,740,991") && Catch::Contains("2^53-1"));
        REQUIRE(result.fatalLine == 2);
    }
    SECTION("the line where the sum passes the limit, whatever the thread count") {
        // 2^52 + 2^52 + ... : the sum passes 2^53-1 on the 2nd counted line (line 3, after a blank one).
        std::string input = "a\t4503599627370496\n\nb\t4503599627370496\n";
        for (int i = 0; i < 200'000; ++i) {
            input += "k" + std::to_string(i) + "\t1\n";
        }
        for (unsigned threads : {1u, 3u}) {
            KeyReadOptions options;
            options.threads = threads;
            options.blockBytes = 1u << 16;
            const auto result = readKeyList(input, options);
            CAPTURE(threads);
            REQUIRE_THAT(result.fatalError, Catch::Contains("the counts add up to more than"));
            REQUIRE(result.fatalLine == 3);
        }
        // Past the first MiB: ranges on several threads, the overflowing line deep in the input.
        std::string big;
        while (big.size() < (3u << 20)) {
            big += "key" + std::to_string(big.size()) + "\n";
        }
        const auto lines = static_cast<std::uint64_t>(std::count(big.begin(), big.end(), '\n'));
        big += "x\t9007199254740991\n";
        KeyReadOptions options;
        options.threads = 3;
        const auto result = readKeyList(big, options);
        REQUIRE(result.fatalLine == lines + 1);
    }
    SECTION("same key many times, across threads") {
        std::string input;
        const std::string line = "hot\t9007199254740991\n";
        while (input.size() < (3u << 20)) {
            input += line;
        }
        KeyReadOptions options;
        options.threads = 3;
        options.blockBytes = (1u << 20) + 3;
        const auto result = readKeyList(input, options);
        REQUIRE_THAT(result.fatalError, Catch::Contains("2^53-1"));
    }
}

TEST_CASE("readKeyList: cancellation and progress", "[key_input]") {
    const std::string input = "a\nb\nc\n";
    SECTION("progress reaches the input size") {
        KeyReadOptions options = singleThread();
        std::uint64_t last = 0;
        options.progress = [&](std::uint64_t bytes) { last = bytes; };
        const auto result = readKeyList(input, options);
        REQUIRE(result.counts.accepted == 3);
        REQUIRE(last == input.size());
    }
    SECTION("a set cancel flag stops the read") {
        std::atomic<bool> cancel{true};
        KeyReadOptions options = singleThread();
        options.cancel = &cancel;
        REQUIRE(readKeyList(input, options).fatalError == "cancelled");
        TempFile file(input);
        REQUIRE(readKeyListFile(file.path(), options).fatalError == "cancelled");
    }
}
