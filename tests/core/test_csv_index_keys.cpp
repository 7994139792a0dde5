#include "partiscope/csv_index_keys.h"

#include <catch2/catch.hpp>

using namespace partiscope;

namespace {

IndexKeyReadOptions options(std::string table, std::string index, std::string countColumn = {}) {
    IndexKeyReadOptions o;
    o.tableKeyTemplate = std::move(table);
    o.indexKeyTemplate = std::move(index);
    o.countColumn = std::move(countColumn);
    return o;
}

} // namespace

TEST_CASE("index keys from CSV items: weights are shares of all items, so a sparse index sums below 1",
          "[csv][index-keys]") {
    // Eight items; two lack a status (empty field): they write nothing to the index.
    const std::string csv = "orderid,status,region\n"
                            "o1,PENDING,eu\n"
                            "o2,SHIPPED,eu\n"
                            "o3,PENDING,us\n"
                            "o4,,us\n"
                            "o5,PENDING,eu\n"
                            "\n"
                            "o6,DELIVERED,us\n"
                            "o7,,eu\n"
                            "o8,SHIPPED,us\n";
    const auto result = readCsvIndexKeys(csv, options("ORDER#{orderid}", "{status}"));
    REQUIRE(result.fatalError.empty());
    CHECK(result.items == 8);
    CHECK(result.itemsWithKey == 6);
    CHECK(result.counts.linesRead == 9);
    CHECK(result.counts.blank == 1);
    CHECK(result.counts.accepted == 8);
    CHECK(result.counts.rejected == 0);
    // 3/8, 2/8, 1/8: most items first; together 6/8.
    REQUIRE(result.keys.size() == 3);
    CHECK(result.keys[0] == WorkloadKey{"PENDING", 0.375, std::nullopt, SortKeyShape::Random, std::nullopt});
    CHECK(result.keys[1] == WorkloadKey{"SHIPPED", 0.25, std::nullopt, SortKeyShape::Random, std::nullopt});
    CHECK(result.keys[2] == WorkloadKey{"DELIVERED", 0.125, std::nullopt, SortKeyShape::Random, std::nullopt});

    SECTION("a template over two columns: an item lacking either one carries no key") {
        auto o = options("{orderid}", "{region}#{status}");
        o.sortKey = SortKeyShape::Monotonic;
        const auto two = readCsvIndexKeys(csv, o);
        REQUIRE(two.fatalError.empty());
        REQUIRE(two.keys.size() == 5);
        // eu#PENDING 2, then eu#SHIPPED, us#DELIVERED, us#PENDING, us#SHIPPED 1 each, ties by key.
        CHECK(two.keys[0] == WorkloadKey{"eu#PENDING", 0.25, std::nullopt, SortKeyShape::Monotonic, std::nullopt});
        CHECK(two.keys[1].key == "eu#SHIPPED");
        CHECK(two.keys[4].key == "us#SHIPPED");
        CHECK(two.keys[4].weight == 0.125);
        CHECK(two.itemsWithKey == 6);
    }
    SECTION("a literal index key: every item carries it (a dense index on one key)") {
        const auto literal = readCsvIndexKeys(csv, options("{orderid}", "ALL"));
        REQUIRE(literal.keys.size() == 1);
        CHECK(literal.keys[0].weight == 1.0);
    }
}

TEST_CASE("index keys from CSV items: the count column weights each row", "[csv][index-keys]") {
    const std::string csv = "id,status,writes\n"
                            "a,HOT,6\n"
                            "b,,3\n"
                            "c,COLD,1\n";
    const auto result = readCsvIndexKeys(csv, options("{id}", "{status}", "writes"));
    REQUIRE(result.fatalError.empty());
    CHECK(result.items == 10);
    CHECK(result.itemsWithKey == 7);
    REQUIRE(result.keys.size() == 2);
    CHECK(result.keys[0].key == "HOT");
    CHECK(result.keys[0].weight == 0.6);
    CHECK(result.keys[1].weight == 0.1);
}

TEST_CASE("index keys from CSV items: rows that are not items count nowhere, with their line", "[csv][index-keys]") {
    const std::string csv = "id,status\n"   // 1
                            "a,NEW\n"       // 2
                            ",NEW\n"        // 3: no table key
                            "b,NEW,extra\n" // 4: too many fields
                            "c," +
                            std::string(2049, 'x') +
                            "\n"       // 5: index key too long for DynamoDB
                            "d,OLD\n"; // 6
    const auto result = readCsvIndexKeys(csv, options("{id}", "{status}"));
    REQUIRE(result.fatalError.empty());
    CHECK(result.items == 2);
    CHECK(result.counts.rejected == 3);
    REQUIRE(result.errors.size() == 3);
    CHECK(result.errors[0] == InputIssue{3, "built table key: empty key (a partition key needs at least 1 byte)"});
    CHECK(result.errors[1] == InputIssue{4, "row has 3 field(s), the header has 2"});
    CHECK(result.errors[2].line == 5);
    CHECK(result.errors[2].message.rfind("built index key: key is 2,049 bytes", 0) == 0);
    REQUIRE(result.keys.size() == 2);
    CHECK(result.keys[0].weight == 0.5);
}

TEST_CASE("index keys from CSV items: bad templates and unknown columns are fatal", "[csv][index-keys]") {
    const std::string csv = "id,status\na,NEW\n";
    CHECK(readCsvIndexKeys(csv, options("{id}", "{state}")).fatalError ==
          "the index key template names column 'state', which is not in the CSV header");
    CHECK(readCsvIndexKeys(csv, options("{key}", "{status}")).fatalError ==
          "the table key template names column 'key', which is not in the CSV header");
    CHECK(readCsvIndexKeys(csv, options("{id}", "{status")).fatalError ==
          "index key template: unclosed '{' at position 1 of the key template");
    CHECK(readCsvIndexKeys(csv, options("", "{status}")).fatalError == "table key template: the key template is empty");
    CHECK(readCsvIndexKeys(csv, options("{id}", "{status}", "n")).fatalError ==
          "the count column 'n' is not in the CSV header");
    CHECK(readCsvIndexKeys("id,id\n", options("{id}", "{id}")).fatalError ==
          "CSV header (line 1) names column 'id' twice");
}

TEST_CASE("index keys from CSV items: read in blocks with progress, and a set cancel flag stops the read",
          "[csv][index-keys]") {
    // 1.5 MiB of rows: two 1 MiB blocks, so progress is reported twice and ends at the text's size.
    std::string csv = "id,status\n";
    for (int row = 0; csv.size() < 3 * (1u << 19); ++row) {
        csv += "item" + std::to_string(row) + (row % 4 == 0 ? ",\n" : ",OPEN\n");
    }
    IndexKeyReadOptions o = options("{id}", "{status}");
    std::vector<std::uint64_t> reports;
    o.progress = [&](std::uint64_t done) { reports.push_back(done); };
    const auto whole = readCsvIndexKeys(csv, o);
    REQUIRE(whole.fatalError.empty());
    CHECK(reports == std::vector<std::uint64_t>{1u << 20, csv.size()});
    // Rows 0, 4, 8, ... lack a status: a quarter of the items, rounded up.
    CHECK(whole.itemsWithKey == whole.items - (whole.items + 3) / 4);

    const std::atomic<bool> cancel{true};
    o.cancel = &cancel;
    const auto cancelled = readCsvIndexKeys(csv, o);
    CHECK(cancelled.fatalError == "cancelled");
    CHECK(cancelled.keys.empty());
}
