#include <catch2/catch.hpp>

#include "partiscope/csv_items.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <unistd.h>
#include <vector>

using namespace partiscope;

namespace {

struct Record {
    std::vector<std::string> fields;
    std::uint64_t line = 0;
    std::string error;
    bool operator==(const Record& other) const {
        return fields == other.fields && line == other.line && error == other.error;
    }
};

std::ostream& operator<<(std::ostream& os, const Record& r) {
    os << "{line " << r.line << ", [";
    for (const auto& f : r.fields) {
        os << '"' << f << "\" ";
    }
    return os << "], error '" << r.error << "'}";
}

std::vector<Record> readRecords(std::string_view text, std::size_t chunk = 0) {
    std::vector<Record> records;
    CsvRecordReader reader([&](const std::vector<std::string>& fields, std::uint64_t line, const std::string& error) {
        records.push_back({fields, line, error});
    });
    if (chunk == 0) {
        reader.feed(text);
    } else {
        for (std::size_t i = 0; i < text.size(); i += chunk) {
            reader.feed(text.substr(i, chunk));
        }
    }
    reader.finish();
    return records;
}

std::map<std::string, std::uint64_t> tallyMap(const KeyReadResult& result) {
    std::map<std::string, std::uint64_t> map;
    for (const auto& entry : result.tally.entries()) {
        map[std::string(result.tally.keyOf(entry))] += entry.count;
    }
    return map;
}

void requireAccounting(const KeyReadResult& result) {
    REQUIRE(result.counts.linesRead == result.counts.accepted + result.counts.rejected + result.counts.blank);
}

ItemReadOptions itemOptions(std::string keyTemplate, std::string source = {}) {
    ItemReadOptions options;
    options.threads = 1;
    options.keyTemplate = std::move(keyTemplate);
    options.sourceColumn = std::move(source);
    return options;
}

std::string tallied(std::string_view key, std::string_view source) {
    std::string item(key);
    item += kSourceSeparator;
    item += source;
    return item;
}

} // namespace

TEST_CASE("KeyTemplate::parse", "[csv][template]") {
    KeyTemplate t;
    std::string error;

    SECTION("composite template of three columns") {
        REQUIRE(KeyTemplate::parse("{customerid}+{productid}+{countrycode}", t, error));
        REQUIRE(t.parts().size() == 5);
        REQUIRE(t.parts()[0].isColumn);
        REQUIRE(t.parts()[0].text == "customerid");
        REQUIRE_FALSE(t.parts()[1].isColumn);
        REQUIRE(t.parts()[1].text == "+");
        REQUIRE(t.parts()[2].text == "productid");
        REQUIRE(t.parts()[3].text == "+");
        REQUIRE(t.parts()[4].text == "countrycode");
        REQUIRE(t.columns() == std::vector<std::string>{"customerid", "productid", "countrycode"});
    }
    SECTION("a pure literal") {
        REQUIRE(KeyTemplate::parse("BOARD#global", t, error));
        REQUIRE(t.parts().size() == 1);
        REQUIRE_FALSE(t.parts()[0].isColumn);
        REQUIRE(t.parts()[0].text == "BOARD#global");
        REQUIRE(t.columns().empty());
    }
    SECTION("literal and column") {
        REQUIRE(KeyTemplate::parse("USER#{id}", t, error));
        REQUIRE(t.parts().size() == 2);
        REQUIRE(t.parts()[0].text == "USER#");
        REQUIRE(t.parts()[1].isColumn);
        REQUIRE(t.parts()[1].text == "id");
    }
    SECTION("{{ and }} are literal braces") {
        REQUIRE(KeyTemplate::parse("{{{x}}}", t, error));
        REQUIRE(t.parts().size() == 3);
        REQUIRE(t.parts()[0].text == "{");
        REQUIRE_FALSE(t.parts()[0].isColumn);
        REQUIRE(t.parts()[1].text == "x");
        REQUIRE(t.parts()[1].isColumn);
        REQUIRE(t.parts()[2].text == "}");
        REQUIRE_FALSE(t.parts()[2].isColumn);

        REQUIRE(KeyTemplate::parse("a{{b}}c", t, error));
        REQUIRE(t.parts().size() == 1);
        REQUIRE(t.parts()[0].text == "a{b}c");
    }
    SECTION("errors") {
        REQUIRE_FALSE(KeyTemplate::parse("", t, error));
        REQUIRE(error == "the key template is empty");
        REQUIRE_FALSE(KeyTemplate::parse("ab{col", t, error));
        REQUIRE(error == "unclosed '{' at position 3 of the key template");
        REQUIRE_FALSE(KeyTemplate::parse("ab}", t, error));
        REQUIRE(error == "unmatched '}' at position 3 of the key template (write '}}')");
        REQUIRE_FALSE(KeyTemplate::parse("x{}", t, error));
        REQUIRE(error == "empty column name '{}' at position 2 of the key template");
    }
}

TEST_CASE("CsvRecordReader: RFC 4180 records", "[csv][reader]") {
    SECTION("plain records and line numbers") {
        const auto records = readRecords("a,b,c\n1,2,3\n");
        REQUIRE(records == std::vector<Record>{{{"a", "b", "c"}, 1, ""}, {{"1", "2", "3"}, 2, ""}});
    }
    SECTION("quoting, doubled quotes, commas inside quotes, empty fields") {
        const auto records = readRecords("\"a,b\",\"say \"\"hi\"\"\",c\n,\"\",\n");
        REQUIRE(records == std::vector<Record>{{{"a,b", "say \"hi\"", "c"}, 1, ""}, {{"", "", ""}, 2, ""}});
    }
    SECTION("newlines inside quotes; later records keep their physical line numbers") {
        const auto records = readRecords("h1,h2\n\"line1\nline2\nline3\",x\nnext,y\nlast,z");
        REQUIRE(records == std::vector<Record>{{{"h1", "h2"}, 1, ""},
                                               {{"line1\nline2\nline3", "x"}, 2, ""},
                                               {{"next", "y"}, 5, ""},
                                               {{"last", "z"}, 6, ""}});
    }
    SECTION("CRLF record ends; CRLF inside quotes is data") {
        const auto records = readRecords("a,b\r\n\"x\r\ny\",z\r\nq,\"w\"\r\n");
        REQUIRE(records == std::vector<Record>{{{"a", "b"}, 1, ""}, {{"x\r\ny", "z"}, 2, ""}, {{"q", "w"}, 4, ""}});
    }
    SECTION("a lone CR is data") {
        const auto records = readRecords("a\rb,c\n");
        REQUIRE(records == std::vector<Record>{{{"a\rb", "c"}, 1, ""}});
    }
    SECTION("blank lines give empty records") {
        const auto records = readRecords("a\n\n\r\nb\n");
        REQUIRE(records == std::vector<Record>{{{"a"}, 1, ""}, {{}, 2, ""}, {{}, 3, ""}, {{"b"}, 4, ""}});
    }
    SECTION("unterminated quote is reported with the line it starts on") {
        const auto records = readRecords("a,b\n1,\"open\nstill open\n");
        REQUIRE(records.size() == 2);
        REQUIRE(records[1].line == 2);
        REQUIRE(records[1].error == "unterminated quoted field starting at line 2");
    }
    SECTION("a quote inside an unquoted field and text after a closing quote are errors") {
        const auto records = readRecords("ab\"c,d\n\"ab\"c,d\nok,1\n");
        REQUIRE(records.size() == 3);
        REQUIRE(records[0].line == 1);
        REQUIRE_THAT(records[0].error, Catch::StartsWith("quote inside an unquoted field (field 1)"));
        REQUIRE(records[1].line == 2);
        REQUIRE(records[1].error == "text after a closing quote (field 1)");
        REQUIRE(records[2] == Record{{"ok", "1"}, 3, ""});
    }
    SECTION("a leading BOM is dropped") {
        const auto records = readRecords("\xEF\xBB\xBFid,n\n1,2\n");
        REQUIRE(records == std::vector<Record>{{{"id", "n"}, 1, ""}, {{"1", "2"}, 2, ""}});
    }
}

TEST_CASE("CsvRecordReader: any chunking gives the same records", "[csv][reader]") {
    const std::string text = "\xEF\xBB\xBF"
                             "id,name,note\r\n"
                             "1,\"Smith, J\",\"multi\r\nline \"\"quoted\"\"\"\r\n"
                             "\r\n"
                             "2,plain,\"x\"\n"
                             "3,a\rb,\"\"\n"
                             "4,bad\"quote,z\n"
                             "5,\"unterminated\nat end";
    const auto whole = readRecords(text);
    REQUIRE(whole.size() == 7);
    REQUIRE(whole[0] == Record{{"id", "name", "note"}, 1, ""});
    REQUIRE(whole[1] == Record{{"1", "Smith, J", "multi\r\nline \"quoted\""}, 2, ""});
    REQUIRE(whole[2] == Record{{}, 4, ""});
    REQUIRE(whole[3] == Record{{"2", "plain", "x"}, 5, ""});
    REQUIRE(whole[4] == Record{{"3", "a\rb", ""}, 6, ""});
    REQUIRE(whole[5].line == 7);
    REQUIRE_FALSE(whole[5].error.empty());
    REQUIRE(whole[6].line == 8);
    REQUIRE(whole[6].error == "unterminated quoted field starting at line 8");
    for (std::size_t chunk : {1, 2, 3, 5, 7, 64}) {
        INFO("chunk " << chunk);
        REQUIRE(readRecords(text, chunk) == whole);
    }
    SECTION("a short input that starts like a BOM but is not one") {
        const std::string notBom = "\xEF\xBB"
                                   "x,y\n";
        const auto records = readRecords(notBom);
        REQUIRE(records.size() == 1);
        REQUIRE(records[0].fields[0] == "\xEF\xBB"
                                        "x");
        REQUIRE(readRecords(notBom, 1) == records);
    }
}

TEST_CASE("readCsvItems: templates build keys", "[csv][items]") {
    const std::string csv = "customerid,productid,countrycode,qty\n"
                            "c1,p1,US,3\n"
                            "c1,p2,US,1\n"
                            "c1,p1,US,9\n"
                            "\n"
                            "c2,p1,DE,2\n";
    SECTION("composite key customerid+productid+countrycode") {
        const auto result = readCsvItems(csv, itemOptions("{customerid}+{productid}+{countrycode}"));
        REQUIRE(result.fatalError.empty());
        requireAccounting(result);
        REQUIRE(result.counts.linesRead == 5); // data records, the header excluded
        REQUIRE(result.counts.blank == 1);
        REQUIRE(result.counts.accepted == 4);
        REQUIRE(result.counts.rejected == 0);
        REQUIRE(tallyMap(result) ==
                std::map<std::string, std::uint64_t>{{"c1+p1+US", 2}, {"c1+p2+US", 1}, {"c2+p1+DE", 1}});
    }
    SECTION("a literal template puts every row on one key") {
        const auto result = readCsvItems(csv, itemOptions("BOARD#global"));
        REQUIRE(result.fatalError.empty());
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"BOARD#global", 4}});
    }
    SECTION("columns may be used twice and mixed with literals") {
        const auto result = readCsvItems(csv, itemOptions("{{{countrycode}}}#{customerid}#{countrycode}"));
        REQUIRE(result.fatalError.empty());
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"{US}#c1#US", 3}, {"{DE}#c2#DE", 1}});
    }
}

TEST_CASE("readCsvItems: bad rows are rejected with physical line numbers", "[csv][items]") {
    const std::string csv = "a,b,c\n"               // 1 header
                            "1,2,3\n"               // 2
                            "\"multi\nline\",2,3\n" // 3-4
                            "1,2\n"                 // 5 missing column
                            "1,2,3,4\n"             // 6 extra column
                            "\n"                    // 7 blank
                            ",2,3\n"                // 8 empty built key
                            "x\"y,2,3\n"            // 9 stray quote
                            "7,8,9\n"               // 10
                            "9,\"open,3\nmore\n";   // 11-12 unterminated
    const auto result = readCsvItems(csv, itemOptions("{a}"));
    REQUIRE(result.fatalError.empty());
    requireAccounting(result);
    REQUIRE(result.counts.linesRead == 9);
    REQUIRE(result.counts.blank == 1);
    REQUIRE(result.counts.accepted == 3);
    REQUIRE(result.counts.rejected == 5);
    REQUIRE(result.errors.size() == 5);
    REQUIRE(result.errors[0].line == 5);
    REQUIRE(result.errors[0].message == "row has 2 field(s), the header has 3");
    REQUIRE(result.errors[1].line == 6);
    REQUIRE(result.errors[1].message == "row has 4 field(s), the header has 3");
    REQUIRE(result.errors[2].line == 8);
    REQUIRE(result.errors[2].message == "built key: empty key (a partition key needs at least 1 byte)");
    REQUIRE(result.errors[3].line == 9);
    REQUIRE_THAT(result.errors[3].message, Catch::StartsWith("quote inside an unquoted field"));
    REQUIRE(result.errors[4].line == 11);
    REQUIRE(result.errors[4].message == "unterminated quoted field starting at line 11");
    REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"1", 1}, {"multi\nline", 1}, {"7", 1}});
}

TEST_CASE("readCsvItems: header problems are fatal", "[csv][items]") {
    const std::string csv = "customerid,productid\nc1,p1\n";
    SECTION("a template column missing from the header names it and lists the header") {
        const auto result = readCsvItems(csv, itemOptions("{customerid}+{countrycode}"));
        REQUIRE(result.fatalError ==
                "--pk names column 'countrycode', which is not in the CSV header (columns: customerid, productid)");
        REQUIRE(result.tally.distinct() == 0);
    }
    SECTION("a missing --source column") {
        const auto result = readCsvItems(csv, itemOptions("{customerid}", "playerId"));
        REQUIRE(result.fatalError ==
                "--source names column 'playerId', which is not in the CSV header (columns: customerid, productid)");
    }
    SECTION("a bad template") {
        const auto result = readCsvItems(csv, itemOptions("{customerid"));
        REQUIRE(result.fatalError == "--pk: unclosed '{' at position 1 of the key template");
    }
    SECTION("a header naming a column twice") {
        const auto result = readCsvItems("x,y,x\n1,2,3\n", itemOptions("{y}"));
        REQUIRE(result.fatalError == "CSV header (line 1) names column 'x' twice");
    }
    SECTION("blank lines before the header are skipped") {
        const auto result = readCsvItems("\n\ncustomerid,productid\nc1,p1\n", itemOptions("{productid}"));
        REQUIRE(result.fatalError.empty());
        REQUIRE(result.counts.linesRead == 1);
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"p1", 1}});
    }
}

TEST_CASE("readCsvItems: the source column is tallied with the key", "[csv][items]") {
    const std::string csv = "playerId,score\n12345,10\n7,20\n12345,30\n";
    const auto result = readCsvItems(csv, itemOptions("BOARD#global", "playerId"));
    REQUIRE(result.fatalError.empty());
    REQUIRE(result.counts.accepted == 3);
    REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{tallied("BOARD#global", "12345"), 2},
                                                                     {tallied("BOARD#global", "7"), 1}});
    for (const auto& entry : result.tally.entries()) {
        const auto item = splitTalliedItem(result.tally.keyOf(entry));
        REQUIRE(item.key == "BOARD#global");
        REQUIRE((item.source == "12345" || item.source == "7"));
    }
    // Without a NUL the source is the key itself.
    const auto plain = splitTalliedItem("just-a-key");
    REQUIRE(plain.key == "just-a-key");
    REQUIRE(plain.source == "just-a-key");
}

TEST_CASE("readCsvItems: acceptor, warnings and file input", "[csv][items]") {
    SECTION("the acceptor gets the built key and the source value") {
        ItemReadOptions options = itemOptions("P#{id}", "id");
        options.acceptor = [](std::string_view key, std::string_view source) -> std::optional<std::string> {
            if (source == "13") {
                return "unlucky " + std::string(key);
            }
            return std::nullopt;
        };
        const auto result = readCsvItems("id\n12\n13\n14\n", options);
        REQUIRE(result.counts.accepted == 2);
        REQUIRE(result.counts.rejected == 1);
        REQUIRE(result.errors.size() == 1);
        REQUIRE(result.errors[0].line == 3);
        REQUIRE(result.errors[0].message == "unlucky P#13");
    }
    SECTION("whitespace around the built key is kept with a warning") {
        const auto result = readCsvItems("k\n\" padded\"\nok\n", itemOptions("{k}"));
        REQUIRE(result.counts.accepted == 2);
        REQUIRE(result.counts.warned == 1);
        REQUIRE(result.warnings.size() == 1);
        REQUIRE(result.warnings[0].line == 2);
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{" padded", 1}, {"ok", 1}});
    }
    SECTION("from a file and a missing file") {
        char name[] = "/tmp/partiscope-csv-XXXXXX";
        const int fd = ::mkstemp(name);
        REQUIRE(fd >= 0);
        const std::string csv = "\xEF\xBB\xBF"
                                "a,b\r\nx,1\r\ny,2\r\nx,3\r\n";
        REQUIRE(::write(fd, csv.data(), csv.size()) == static_cast<ssize_t>(csv.size()));
        ::close(fd);
        const auto result = readCsvItemsFile(name, itemOptions("{a}"));
        std::remove(name);
        REQUIRE(result.fatalError.empty());
        REQUIRE(result.counts.linesRead == 3);
        REQUIRE(tallyMap(result) == std::map<std::string, std::uint64_t>{{"x", 2}, {"y", 1}});

        const auto missing = readCsvItemsFile("/nonexistent/items.csv", itemOptions("{a}"));
        REQUIRE_THAT(missing.fatalError, Catch::Contains("cannot open") && Catch::Contains("/nonexistent/items.csv"));
    }
}

TEST_CASE("CSV items: a count column weights each row, bad counts name their line", "[csv]") {
    ItemReadOptions options;
    options.keyTemplate = "{status}";
    options.countColumn = "n";
    const KeyReadResult result = readCsvItems("status,n\nopen,3\nshut,2\nopen,0\nopen,4\n", options);
    REQUIRE(result.fatalError.empty());
    CHECK(result.tally.totalCount() == 9);
    CHECK(result.counts.accepted == 3);
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].line == 4);
    CHECK(result.errors[0].message.find("count column 'n'") != std::string::npos);

    options.countColumn = "missing";
    CHECK(readCsvItems("status,n\nopen,3\n", options).fatalError.find("'missing'") != std::string::npos);
}

TEST_CASE("CSV items: counts whose sum passes 2^53-1 name the line where it does", "[csv]") {
    ItemReadOptions options;
    options.keyTemplate = "{status}";
    options.countColumn = "n";
    const KeyReadResult result =
        readCsvItems("status,n\nopen,4503599627370496\nshut,1\nopen,4503599627370496\nopen,1\n", options);
    CHECK(
        result.fatalError ==
        "the counts add up to more than 9,007,199,254,740,991 (2^53-1) here, the largest total Partiscope keeps exact");
    CHECK(result.fatalLine == 4);
}

TEST_CASE("readCsvItems: an in-memory file reports progress by block and can be cancelled", "[csv][items]") {
    std::string csv = "status,n\n";
    while (csv.size() < (3u << 20)) { // three blocks and a bit
        csv += "open,1\nshut,2\n";
    }
    ItemReadOptions options = itemOptions("{status}");
    std::vector<std::uint64_t> progress;
    options.progress = [&progress](std::uint64_t done) { progress.push_back(done); };
    const auto whole = readCsvItems(csv, options);
    REQUIRE(whole.fatalError.empty());
    CHECK(whole.tally.distinct() == 2);
    REQUIRE(progress.size() == 4);
    CHECK(progress.front() == (1u << 20));
    CHECK(progress.back() == csv.size());

    std::atomic<bool> cancel{false};
    options.cancel = &cancel;
    options.progress = [&cancel](std::uint64_t) { cancel = true; }; // cancelled after the first block
    const auto cancelled = readCsvItems(csv, options);
    CHECK(cancelled.fatalError == "cancelled");
    CHECK(cancelled.tally.distinct() == 0);
}
