#include "line_blocks.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using partiscope::detail::forEachLine;

namespace {

struct Line {
    std::string text;
    bool plain = false;
    bool operator==(const Line&) const = default;
};

std::vector<Line> linesOf(std::string_view text) {
    std::vector<Line> lines;
    forEachLine(text.data(), text.data() + text.size(), [&](const char* b, const char* e, bool plain) {
        lines.push_back({std::string(b, e), plain});
    });
    return lines;
}

/// The same split, byte by byte.
std::vector<Line> referenceLines(std::string_view text) {
    std::vector<Line> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t nl = text.find('\n', start);
        const std::size_t end = nl == std::string_view::npos ? text.size() : nl;
        Line line{std::string(text.substr(start, end - start)), true};
        for (const char c : line.text) {
            const auto b = static_cast<unsigned char>(c);
            if (b == '\t' || b == 0 || b >= 0x80) {
                line.plain = false;
            }
        }
        lines.push_back(line);
        start = nl == std::string_view::npos ? text.size() : nl + 1;
    }
    return lines;
}

} // namespace

TEST_CASE("lines are split 64 bytes at a time as a byte-by-byte split does") {
    CHECK(linesOf("").empty());
    CHECK(linesOf("\n") == std::vector<Line>{{"", true}});
    CHECK(linesOf("a\nb") == std::vector<Line>{{"a", true}, {"b", true}});
    CHECK(linesOf("a\tb\nc\n") == std::vector<Line>{{"a\tb", false}, {"c", true}});
    CHECK(linesOf(std::string("x\0y\n", 4)) == std::vector<Line>{{std::string("x\0y", 3), false}});
    CHECK(linesOf("caf\xC3\xA9\r\n") == std::vector<Line>{{"caf\xC3\xA9\r", false}});
    // A special byte in an earlier block of a long line, a newline as a block's last and first byte.
    const std::string longLine = "\t" + std::string(130, 'k');
    CHECK(linesOf(longLine + "\nz") == std::vector<Line>{{longLine, false}, {"z", true}});
    const std::string at63 = std::string(63, 'a') + "\n" + std::string(63, 'b') + "\n\n";
    CHECK(linesOf(at63) == referenceLines(at63));

    // Random texts over an alphabet rich in the classes, of every length around the block size.
    std::mt19937_64 random(17);
    const std::string alphabet = std::string("ab\n\n\t\r \x80\xFF", 10) + std::string(1, '\0');
    for (int round = 0; round < 3000; ++round) {
        const std::size_t length = random() % 300;
        std::string text;
        for (std::size_t i = 0; i < length; ++i) {
            // Mostly plain letters so that lines get long, across blocks.
            text += random() % 4 == 0 ? alphabet[random() % alphabet.size()] : static_cast<char>('c' + random() % 20);
        }
        CAPTURE(round, length);
        REQUIRE(linesOf(text) == referenceLines(text));
    }
}

TEST_CASE("a text ending inside a block is read no further than its end") {
    // The text sits at the end of its allocation: reading past it would be out of bounds (and caught by ASan).
    for (std::size_t length = 0; length < 140; ++length) {
        std::vector<char> storage(length);
        for (std::size_t i = 0; i < length; ++i) {
            storage[i] = i % 7 == 6 ? '\n' : 'k';
        }
        const std::string_view text(storage.data(), storage.size());
        CAPTURE(length);
        CHECK(linesOf(text) == referenceLines(text));
    }
}
