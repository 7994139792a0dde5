// DynamoDB item sizes by the rules of DG "Item sizes and formats", each worked out by hand below, and the errors
// readDynamoItem gives for items that are not DynamoDB JSON (API reference "AttributeValue" for the shapes).

#include "import/dynamodb_item_reader.h"

#include "partiscope/import/dynamodb_item.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace partiscope;
using import_detail::base64DecodedBytes;
using import_detail::numberSizeBytes;

namespace {

std::uint64_t sizeOf(const std::string& json) {
    ItemFacts facts;
    std::string error;
    INFO(json);
    REQUIRE(readDynamoItem(json, {}, facts, error));
    CHECK(error.empty());
    return facts.sizeBytes;
}

std::string errorOf(const std::string& json, const std::vector<std::string>& keys = {}) {
    ItemFacts facts;
    std::string error;
    INFO(json);
    CHECK_FALSE(readDynamoItem(json, keys, facts, error));
    return error;
}

std::uint64_t numberBytes(std::string_view text) {
    std::uint64_t bytes = 0;
    INFO(text);
    REQUIRE(numberSizeBytes(text, bytes));
    return bytes;
}

} // namespace

TEST_CASE("Number sizes count significant digits: two per byte, rounded up, plus one", "[import][item]") {
    CHECK(numberBytes("0") == 2);          // zero counts as one digit: ceil(1/2) + 1
    CHECK(numberBytes("100") == 2);        // "1": trailing zeros do not count
    CHECK(numberBytes("0.0150") == 2);     // "15": leading zeros, the point and the trailing zero do not count
    CHECK(numberBytes("-12345") == 4);     // 5 digits: ceil(5/2) + 1 = 4; the sign does not count
    CHECK(numberBytes("123456") == 4);     // 6 digits: 3 + 1
    CHECK(numberBytes("1234567") == 5);    // 7 digits: 4 + 1
    CHECK(numberBytes("00012.3400") == 3); // "1234": 2 + 1
    CHECK(numberBytes("1.5E+10") == 2);    // "15": the exponent does not count
    CHECK(numberBytes("1005") == 3);       // "1005": zeros between digits count, 2 + 1
    CHECK(numberBytes("0.000") == 2);      // zero again
    std::uint64_t bytes = 0;
    for (const std::string_view bad : {"", "-", "abc", "1e", "1.2.3", "1 ", "0x10", "1e+", ".", "--1"}) {
        INFO(bad);
        CHECK_FALSE(numberSizeBytes(bad, bytes));
    }
}

TEST_CASE("Binary sizes are the base64-decoded bytes", "[import][item]") {
    std::uint64_t bytes = 99;
    CHECK((base64DecodedBytes("", bytes) && bytes == 0));
    CHECK((base64DecodedBytes("AA==", bytes) && bytes == 1));
    CHECK((base64DecodedBytes("AAE=", bytes) && bytes == 2));
    CHECK((base64DecodedBytes("AAEC", bytes) && bytes == 3));
    CHECK((base64DecodedBytes("SGVsbG8gd29ybGQ=", bytes) && bytes == 11)); // "Hello world"
    for (const std::string_view bad : {"AAA", "A===", "AA=A", "AA*A", "AAAAA"}) {
        INFO(bad);
        CHECK_FALSE(base64DecodedBytes(bad, bytes));
    }
}

TEST_CASE("Item sizes of scalar attributes: attribute names plus values", "[import][item]") {
    // PK: 2 (name) + 6 ("USER#1") = 8; n: 1 + 2 ("0.0150": 2 significant digits) = 3; b: 1 + 3 ("AAEC" decodes to
    // 3 bytes) = 4; ok: 2 + 1 = 3; none: 4 + 1 = 5. Total 23.
    CHECK(sizeOf(R"({"PK": {"S": "USER#1"}, "n": {"N": "0.0150"}, "b": {"B": "AAEC"}, "ok": {"BOOL": true},
                     "none": {"NULL": true}})") == 23);
    // Strings count UTF-8 bytes after JSON unescaping: "héllo" is 6 bytes (é is 2), name 4: 10, escaped or not.
    CHECK(sizeOf(R"({"name": {"S": "héllo"}})") == 10);
    CHECK(sizeOf(R"({"name": {"S": "h\u00e9llo"}})") == 10);
    // An escaped quote is one byte: "a\"b" is 3 bytes, name 1: 4.
    CHECK(sizeOf(R"({"q": {"S": "a\"b"}})") == 4);
    CHECK(sizeOf("{}") == 0);
}

TEST_CASE("Item sizes of sets: the sum of their elements", "[import][item]") {
    // tags: 4 + 1 + 2 = 7; ns: 2 + 2 ("100") + 4 ("12345") = 8; bs: 2 + 1 ("AA==") + 2 ("AAE=") = 5. Total 20.
    CHECK(sizeOf(R"({"tags": {"SS": ["a", "bc"]}, "ns": {"NS": ["100", "12345"]}, "bs": {"BS": ["AA==", "AAE="]}})") ==
          20);
}

TEST_CASE("Item sizes of lists and maps: 3 bytes, 1 per element, the elements and the member names", "[import][item]") {
    // l: 1 + (3 + ("ab" 2 + 1) + ("7" 2 + 1)) = 1 + 9 = 10.
    CHECK(sizeOf(R"({"l": {"L": [{"S": "ab"}, {"N": "7"}]}})") == 10);
    // m: 1 + (3 + ("k" 1 + "v" 1 + 1) + ("nested" 6 + empty map 3 + 1)) = 1 + 16 = 17.
    CHECK(sizeOf(R"({"m": {"M": {"k": {"S": "v"}, "nested": {"M": {}}}}})") == 17);
    // An empty list is 3 bytes: name 1 + 3 = 4.
    CHECK(sizeOf(R"({"e": {"L": []}})") == 4);
}

TEST_CASE("Key attributes come back typed, in the order asked, missing ones as nullopt", "[import][item]") {
    const std::vector<std::string> keys = {"PK", "SK", "GSI1PK", "bin"};
    ItemFacts facts;
    std::string error;
    REQUIRE(readDynamoItem(R"({"SK": {"N": "42"}, "PK": {"S": "A\"B"}, "bin": {"B": "AA=="}})", keys, facts, error));
    REQUIRE(facts.keys.size() == 4);
    CHECK(facts.keys[0] == TypedKeyValue{AttributeType::S, "A\"B"});
    CHECK(facts.keys[1] == TypedKeyValue{AttributeType::N, "42"});
    CHECK_FALSE(facts.keys[2].has_value());
    CHECK(facts.keys[3] == TypedKeyValue{AttributeType::B, "AA=="});
    // SK 2 + 2 ("42"), PK 2 + 3, bin 3 + 1: 13.
    CHECK(facts.sizeBytes == 13);

    // The same attribute asked for twice (a GSI keyed on the table's partition key) fills both places.
    const std::vector<std::string> twice = {"PK", "PK"};
    REQUIRE(readDynamoItem(R"({"PK": {"S": "x"}})", twice, facts, error));
    CHECK(facts.keys[0] == TypedKeyValue{AttributeType::S, "x"});
    CHECK(facts.keys[1] == TypedKeyValue{AttributeType::S, "x"});
}

TEST_CASE("Items that are not DynamoDB JSON are refused with the JSON path inside the item", "[import][item]") {
    CHECK(errorOf(R"({"PK": "x"})") == R"(/PK: expected an attribute value object like {"S": "..."}, got a string)");
    CHECK(errorOf(R"({"PK": {}})") ==
          R"(/PK: expected an attribute value object like {"S": "..."}, got an empty object)");
    CHECK(errorOf(R"({"PK": {"X": "a"}})") ==
          R"(/PK: unknown type descriptor "X" (expected S, N, B, BOOL, NULL, SS, NS, BS, L or M))");
    CHECK(errorOf(R"({"PK": {"S": 5}})") == "/PK/S: expected a string, got a number");
    CHECK(errorOf(R"({"n": {"N": 5}})") == R"(/n/N: expected a number written as a string like "1.5", got a number)");
    CHECK(errorOf(R"({"n": {"N": "abc"}})") == R"(/n/N: not a number: "abc")");
    CHECK(errorOf(R"({"b": {"B": "AAA"}})") == R"(/b/B: not base64 text: "AAA")");
    CHECK(errorOf(R"({"b": {"BOOL": "yes"}})") == "/b/BOOL: expected true or false, got a string");
    CHECK(errorOf(R"({"s": {"SS": "a"}})") == "/s/SS: expected an array of strings, got a string");
    CHECK(errorOf(R"({"s": {"NS": ["1", "x"]}})") == R"(/s/NS/1: not a number: "x")");
    CHECK(errorOf(R"({"l": {"L": {}}})") == "/l/L: expected an array of attribute values, got an object");
    CHECK(errorOf(R"({"m": {"M": []}})") == "/m/M: expected an object of attribute values, got an array");
    CHECK(errorOf(R"({"l": {"L": [{"S": "a"}, {"Q": 1}]}})") ==
          R"(/l/L/1: unknown type descriptor "Q" (expected S, N, B, BOOL, NULL, SS, NS, BS, L or M))");
    CHECK(errorOf(R"({"PK": {"S": "a", "N": "1"}})") ==
          R"(/PK: an attribute value object holds one type descriptor, this one also has "N")");
    // RFC 6901 escapes '/' and '~' inside names.
    CHECK(errorOf(R"({"a/b~c": {"S": 1}})") == "/a~1b~0c/S: expected a string, got a number");
    CHECK(errorOf("[1]") == R"(expected an item: a JSON object of attributes like {"PK": {"S": "..."}}, got an array)");
}

TEST_CASE("Key attributes must be S, N or B and given once", "[import][item]") {
    CHECK(errorOf(R"({"PK": {"M": {}}})", {"PK"}) == "/PK: a key attribute must be S, N or B, got M");
    CHECK(errorOf(R"({"PK": {"BOOL": true}})", {"PK"}) == "/PK: a key attribute must be S, N or B, got BOOL");
    CHECK(errorOf(R"({"PK": {"S": "a"}, "PK": {"S": "b"}})", {"PK"}) == "/PK: given twice in the same item");
    // Not a key: its type is free.
    CHECK(sizeOf(R"({"PK": {"M": {}}})") == 5);
}

TEST_CASE("Nesting deeper than DynamoDB's 32 levels is refused", "[import][item]") {
    auto nested = [](int levels) {
        std::string json = R"({"a": )";
        for (int i = 0; i < levels; ++i) {
            json += R"({"L": [)";
        }
        json += R"({"S": "x"})";
        for (int i = 0; i < levels; ++i) {
            json += "]}";
        }
        return json + "}";
    };
    // 31 lists around a string: the string is at level 32. Size: name 1 + 31 lists of (3 + 1) + 1 ("x") = 126.
    CHECK(sizeOf(nested(31)) == 126);
    const std::string error = errorOf(nested(32));
    CHECK(error.find("nested deeper than 32 levels (DynamoDB's limit for nested attributes)") != std::string::npos);
    CHECK(error.rfind("/a/L/0/L/0/", 0) == 0);
}

TEST_CASE("JSON syntax errors give a line and column counted from the item's start", "[import][item]") {
    CHECK(errorOf(R"({"PK": {"S": "a"})") ==
          "1:18: JSON syntax error: while parsing object - unexpected end of input; expected '}'");
    CHECK(errorOf("{\n  \"PK\": {\"S\": \"a\",}\n}") ==
          "2:19: JSON syntax error: while parsing object key - unexpected '}'; expected string literal");
    CHECK(errorOf(R"({"PK": {"S": "a"}} x)") ==
          "1:20: JSON syntax error: while parsing value - invalid literal; last read: '\"a\"}} x'; expected end of "
          "input");
}

TEST_CASE("An item that is not JSON gets its syntax error whatever bytes follow it in the file", "[import][item]") {
    // Found by fuzzing: a bad type descriptor (/SK) before a syntax error. simdjson checks the whole item's balance
    // only when the byte after it is '}' (an export line), so the lazy parse met the descriptor first after
    // spaces but the syntax error after '}'. The syntax error wins in both.
    const std::string item = R"({"PK":{"S":"A"},"SK":{"":{"PK":{):"-12.5e3"}}})";
    const std::vector<std::string> keys = {"PK", "SK"};
    const std::string expected =
        "1:33: JSON syntax error: while parsing object key - invalid literal; last read: '\"PK\":{)'; expected string "
        "literal";
    for (const char after : {' ', '}', ',', '\n', ']'}) {
        CAPTURE(after);
        std::string buffer = item + after;
        buffer.resize(item.size() + import_detail::itemPaddingBytes(), ' ');
        import_detail::DynamoItemReader reader;
        ItemFacts facts;
        import_detail::ItemProblem problem;
        CHECK_FALSE(reader.read(buffer.data(), item.size(), buffer.size(), keys, facts, problem));
        CHECK(problem.text() == expected);
    }
    CHECK(errorOf(item) == expected);
    // A valid JSON item keeps its DynamoDB JSON problem, with the path.
    CHECK(errorOf(R"({"PK":{"S":"A"},"SK":{"":"x"}})").rfind("/SK: unknown type descriptor", 0) == 0);
}
