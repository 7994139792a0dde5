// The splitter that cuts DynamoDB JSON files into items: scan output (`aws dynamodb scan --output json`, AWS CLI
// reference: a top-level object with Items, Count, ScannedCount, ...), S3 export lines ({"Item": ...}, DG "DynamoDB
// table export output format"), any chunk boundaries, line numbers and broken input.

#include "import/byte_source.h"
#include "import/dynamodb_item_reader.h"
#include "import/json_item_stream.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace partiscope::import_detail;
using Event = JsonItemStream::Event;

namespace {

/// Every event of @p text as one string each, e.g. "item Items/1 @3: {...}" (member, index, line, text).
std::vector<std::string> events(std::string_view text, std::size_t chunkBytes, std::size_t maxRead = SIZE_MAX) {
    auto source = memorySource(text, maxRead);
    JsonItemStream::Options options;
    options.chunkBytes = chunkBytes;
    options.capturedMembers = {"Count"};
    JsonItemStream stream(*source, options);
    std::vector<std::string> out;
    for (;;) {
        const Event event = stream.next();
        const std::string at = " @" + std::to_string(stream.eventLine());
        switch (event) {
        case Event::DocumentStart:
            out.push_back("start" + at);
            break;
        case Event::Item:
            REQUIRE(stream.itemCapacity() >= stream.text().size() + itemPaddingBytes());
            out.push_back("item " + stream.memberName() + "/" + std::to_string(stream.itemIndex()) + at + ": " +
                          std::string(stream.text()));
            break;
        case Event::Member:
            out.push_back("member " + stream.memberName() +
                          (stream.captured() ? "=" + std::string(stream.text()) : "") + at);
            break;
        case Event::DocumentEnd:
            out.push_back("end" + at);
            break;
        case Event::End:
            out.push_back("End");
            return out;
        case Event::Error:
            out.push_back("Error" + at + ": " + stream.error());
            return out;
        case Event::Cancelled:
            out.push_back("Cancelled");
            return out;
        }
    }
}

/// The events must not depend on where the reads and chunks cut the text.
std::vector<std::string> eventsAnyCut(std::string_view text) {
    const auto whole = events(text, 1 << 20);
    for (const std::size_t chunk : {1, 2, 3, 5, 7, 16, 64}) {
        for (const std::size_t maxRead : {std::size_t{1}, std::size_t{3}, SIZE_MAX}) {
            INFO("chunk " << chunk << ", reads of at most " << maxRead);
            CHECK(events(text, chunk, maxRead) == whole);
        }
    }
    return whole;
}

// The shape `aws dynamodb scan --output json` prints (4-space indent), two items.
constexpr std::string_view kScanPage = R"({
    "Items": [
        {
            "PK": {
                "S": "USER#1"
            }
        },
        {
            "PK": {
                "S": "USER#2"
            }
        }
    ],
    "Count": 2,
    "ScannedCount": 2,
    "ConsumedCapacity": null
}
)";

} // namespace

TEST_CASE("A scan page is split into its items, with the line each starts on", "[import][stream]") {
    const auto out = eventsAnyCut(kScanPage);
    const std::vector<std::string> expected = {
        "start @1",
        "item Items/0 @3: {\n            \"PK\": {\n                \"S\": \"USER#1\"\n            }\n        }",
        "item Items/1 @8: {\n            \"PK\": {\n                \"S\": \"USER#2\"\n            }\n        }",
        "member Count=2 @14",
        "member ScannedCount @15",
        "member ConsumedCapacity @16",
        "end @17",
        "End"};
    CHECK(out == expected);
}

TEST_CASE("Concatenated scan pages and export lines are read one object after another", "[import][stream]") {
    CHECK(eventsAnyCut(R"({"Items":[],"Count":0}{"Items":[{"a":{"N":"1"}}],"Count":1})") ==
          std::vector<std::string>{"start @1", "member Count=0 @1", "end @1", "start @1",
                                   R"(item Items/0 @1: {"a":{"N":"1"}})", "member Count=1 @1", "end @1", "End"});
    CHECK(eventsAnyCut("{\"Item\": {\"PK\": {\"S\": \"a\"}}}\n{\"Item\":{\"PK\":{\"S\":\"b\"}}}\n") ==
          std::vector<std::string>{"start @1", R"(item Item/0 @1: {"PK": {"S": "a"}})", "end @1", "start @2",
                                   R"(item Item/0 @2: {"PK":{"S":"b"}})", "end @2", "End"});
}

TEST_CASE("Braces, brackets, quotes and backslashes inside strings do not end an item", "[import][stream]") {
    const std::string item = R"({"s":{"S":"a}]\"[{\\"},"t":{"S":"\\\\\"}"}})";
    const auto out = eventsAnyCut("{\"Items\": [" + item + ", {}]}");
    REQUIRE(out.size() == 5);
    CHECK(out[1] == "item Items/0 @1: " + item);
    CHECK(out[2] == "item Items/1 @1: {}");
}

TEST_CASE("Empty input, whitespace and a byte order mark are no objects at all", "[import][stream]") {
    CHECK(eventsAnyCut("") == std::vector<std::string>{"End"});
    CHECK(eventsAnyCut(" \n\t\r\n") == std::vector<std::string>{"End"});
    CHECK(eventsAnyCut("\xEF\xBB\xBF{}") == std::vector<std::string>{"start @1", "end @1", "End"});
}

TEST_CASE("Broken structure around the items is an error on its line", "[import][stream]") {
    CHECK(eventsAnyCut("{\"Items\": [\n{\"a\": {\"S\": \"x\"}}\n")[2] ==
          "Error @3: the file ends inside a JSON object (truncated file?)");
    CHECK(eventsAnyCut("{\"Items\": [{\"a\": {\"S\": \"x")[1] ==
          "Error @1: the file ends inside a JSON object (truncated file?)");
    CHECK(eventsAnyCut("\n\nx")[0] == "Error @3: expected a JSON object (a scan page or an export line), got 'x'");
    CHECK(eventsAnyCut("[1]")[0] == "Error @1: expected a JSON object (a scan page or an export line), got '['");
    CHECK(eventsAnyCut("{\"Items\": [{} {}]}")[2] == "Error @1: expected ',' or ']' between items, got '{'");
    CHECK(eventsAnyCut("{\"Items\": [,]}")[1] == "Error @1: expected an item, got ','");
    CHECK(eventsAnyCut("{\"Items\": [{},]}")[2] == "Error @1: expected an item, got ']'");
    CHECK(eventsAnyCut("{\"Count\" 1}")[1] == "Error @1: expected ':' after a member name, got '1'");
    CHECK(eventsAnyCut("{\"Count\": 1 \"x\": 2}")[2] == "Error @1: expected ',' or '}' after a member, got '\"'");
    CHECK(eventsAnyCut("{\"Count\": 1,}")[2] == "Error @1: expected a member name in quotes, got '}'");
    CHECK(eventsAnyCut("{\"Count\": }")[1] == "Error @1: expected a value, got '}'");
    CHECK(eventsAnyCut("{}\x01")[2] ==
          "Error @1: expected a JSON object (a scan page or an export line), got byte 0x01");
}

TEST_CASE("Items longer than the limit stop the stream, the buffer does not grow without end", "[import][stream]") {
    const std::string big = "{\"Items\": [{\"a\": {\"S\": \"" + std::string(5000, 'x') + "\"}}]}";
    auto source = memorySource(big);
    JsonItemStream::Options options;
    options.chunkBytes = 256;
    options.maxItemBytes = 1024;
    JsonItemStream stream(*source, options);
    CHECK(stream.next() == Event::DocumentStart);
    CHECK(stream.next() == Event::Error);
    CHECK(stream.error() == "a value longer than 0 MB (a DynamoDB item is at most 400 KB): not DynamoDB JSON");
}

TEST_CASE("The chunk callback sees the bytes read and can cancel", "[import][stream]") {
    const std::string text(kScanPage);
    auto source = memorySource(text);
    JsonItemStream::Options options;
    options.chunkBytes = 16;
    std::vector<std::uint64_t> seen;
    JsonItemStream stream(*source, options, [&](std::uint64_t consumed) {
        seen.push_back(consumed);
        return consumed < 40;
    });
    Event event = Event::End;
    while ((event = stream.next()) == Event::DocumentStart || event == Event::Item) {
    }
    CHECK(event == Event::Cancelled);
    CHECK(stream.next() == Event::Cancelled);
    CHECK(seen.back() >= 40);
    CHECK(seen.back() < 60);
}
