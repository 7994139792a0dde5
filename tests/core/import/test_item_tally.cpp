// TableItemTally: items counted into a scenario, every number worked by hand (1 KB = 1024 bytes, 1 GB = 2^30 bytes).
#include "partiscope/import/item_tally.h"

#include <catch2/catch.hpp>

using namespace partiscope;

namespace {

/// Orders: PK/SK strings, a GSI ByStatus on `status` (no sort key), a GSI ByRegion on `region` + `SK`, an LSI on
/// `date`.
TableSpec ordersTable() {
    TableSpec t;
    t.name = "Orders";
    t.keySchema.partitionKey = {"PK", AttributeType::S};
    t.keySchema.sortKey = KeyAttribute{"SK", AttributeType::S};
    t.rcu = 10;
    t.wcu = 10;
    GsiSpec byStatus;
    byStatus.name = "ByStatus";
    byStatus.partitionKey = {"status", AttributeType::S};
    byStatus.rcu = 5;
    byStatus.wcu = 5;
    t.gsis.push_back(byStatus);
    GsiSpec byRegion = byStatus;
    byRegion.name = "ByRegion";
    byRegion.partitionKey = {"region", AttributeType::N};
    byRegion.sortKey = KeyAttribute{"SK", AttributeType::S};
    t.gsis.push_back(byRegion);
    LsiSpec byDate;
    byDate.name = "ByDate";
    byDate.sortKey = {"date", AttributeType::S};
    t.lsis.push_back(byDate);
    return t;
}

using Value = std::optional<TypedKeyValue>;

Value s(std::string text) {
    return TypedKeyValue{AttributeType::S, std::move(text)};
}
Value n(std::string text) {
    return TypedKeyValue{AttributeType::N, std::move(text)};
}

/// An item with keyNames() = PK, SK, status, region, date.
ItemFacts item(std::uint64_t bytes, Value pk, Value sk, Value status = {}, Value region = {}, Value date = {}) {
    return ItemFacts{bytes, {std::move(pk), std::move(sk), std::move(status), std::move(region), std::move(date)}};
}

void addAll(TableItemTally& tally, const std::vector<ItemFacts>& items) {
    for (const auto& facts : items) {
        std::string error;
        INFO(error);
        REQUIRE(tally.add(facts, error));
    }
}

std::string refusal(TableItemTally& tally, const ItemFacts& facts) {
    std::string error;
    const std::uint64_t before = tally.items();
    REQUIRE_FALSE(tally.add(facts, error));
    CHECK(tally.items() == before); // a refused item is not counted
    return error;
}

} // namespace

TEST_CASE("item tally: the attributes to read, each once, in a fixed order", "[import][tally]") {
    const TableItemTally tally(ordersTable());
    CHECK(tally.keyNames() == std::vector<std::string>{"PK", "SK", "status", "region", "date"});
}

TEST_CASE("item tally: counts, sizes and index shares, worked by hand", "[import][tally]") {
    TableItemTally tally(ordersTable());
    addAll(tally, {item(100, s("A"), s("1"), s("open"), n("7")),
                   item(300, s("A"), s("2"), s("closed"), n("7"), s("2026-11-30")), item(1024, s("B"), s("1")),
                   item(624, s("C"), s("1"), s("open"), n("8"))});
    CHECK(tally.items() == 4);
    CHECK(tally.distinctKeys() == 3);

    const Scenario sc = tally.toScenario("orders", ImportSource{"workbench", {"model.json"}, 0, WeightBasis::Stated});
    CHECK(sc.name == "orders");
    CHECK(sc.table.name == "Orders");
    CHECK(sc.table.gsis.size() == 2);
    // 100 + 300 + 1024 + 624 = 2048 bytes = 2^11 / 2^30 GB = 2^-19 GB; mean 512 bytes = 0.5 KB.
    CHECK(sc.table.sizeGb == 1.0 / 524288.0);
    CHECK(sc.workload.itemKb == 0.5);
    CHECK(sc.workload.writesPerS == 0);
    CHECK(sc.workload.durationS == kImportedDurationS);
    // A has 2 items (400 bytes); B and C one each, in key order.
    REQUIRE(sc.workload.keys.size() == 3);
    CHECK(sc.workload.keys[0].key == "A");
    CHECK(sc.workload.keys[0].weight == 2);
    CHECK(sc.workload.keys[0].sizeGb == 400.0 / 1073741824.0);
    CHECK(sc.workload.keys[1].key == "B");
    CHECK(sc.workload.keys[1].weight == 1);
    CHECK(sc.workload.keys[1].sizeGb == 1024.0 / 1073741824.0);
    CHECK(sc.workload.keys[2].key == "C");
    CHECK(sc.workload.keys[2].sizeGb == 624.0 / 1073741824.0);
    // ByStatus: open on 2 of the 4 items, closed on 1 (B has no status: sparse).
    const auto& byStatus = sc.workload.indexKeys.at("ByStatus");
    REQUIRE(byStatus.size() == 2);
    CHECK(byStatus[0].key == "open");
    CHECK(byStatus[0].weight == 0.5);
    CHECK(byStatus[1].key == "closed");
    CHECK(byStatus[1].weight == 0.25);
    // ByRegion: the region's number as text; 7 on 2 items, 8 on 1.
    const auto& byRegion = sc.workload.indexKeys.at("ByRegion");
    REQUIRE(byRegion.size() == 2);
    CHECK(byRegion[0].key == "7");
    CHECK(byRegion[0].weight == 0.5);
    CHECK(byRegion[1].key == "8");
    CHECK(byRegion[1].weight == 0.25);
    REQUIRE(sc.source);
    CHECK(sc.source->format == "workbench");
    CHECK(sc.source->files == std::vector<std::string>{"model.json"});
    CHECK(sc.source->items == 4);
    CHECK(sc.source->weights == WeightBasis::ItemCount);

    // The scenario is valid and survives a save.
    CHECK_FALSE(checkScenario(sc).has_value());
    Scenario reread;
    std::string error;
    REQUIRE(parseScenario(scenarioToJson(sc), reread, error));
    CHECK(reread == sc);
}

TEST_CASE("item tally: an item lacking an index's sort key is not in that index", "[import][tally]") {
    TableItemTally tally(ordersTable());
    ItemFacts facts = item(10, s("A"), s("1"), {}, n("7"));
    addAll(tally, {facts});
    const Scenario sc = tally.toScenario("t", {});
    // Every item has SK (the table's sort key), so ByRegion holds it; ByStatus holds nothing and is left out.
    CHECK(sc.workload.indexKeys.count("ByStatus") == 0);
    REQUIRE(sc.workload.indexKeys.at("ByRegion").size() == 1);
    CHECK(sc.workload.indexKeys.at("ByRegion")[0].weight == 1.0);
}

TEST_CASE("item tally: ties are ordered by key text, whatever the input order", "[import][tally]") {
    TableSpec table;
    table.keySchema.partitionKey = {"id", AttributeType::N};
    table.wcu = 1;
    TableItemTally forward(table);
    TableItemTally backward(table);
    const std::vector<std::string> ids{"10", "9", "2", "9"};
    for (auto it = ids.begin(); it != ids.end(); ++it) {
        addAll(forward, {ItemFacts{1, {n(*it)}}});
    }
    for (auto it = ids.rbegin(); it != ids.rend(); ++it) {
        addAll(backward, {ItemFacts{1, {n(*it)}}});
    }
    const auto keys = forward.toScenario("t", {}).workload.keys;
    REQUIRE(keys.size() == 3);
    CHECK(keys[0].key == "9");
    CHECK(keys[1].key == "10"); // text order, not numeric
    CHECK(keys[2].key == "2");
    CHECK(keys == backward.toScenario("t", {}).workload.keys);
    // A 1-byte mean item is below the scenario's smallest item size (0.001 KB): it is raised to that.
    CHECK(forward.toScenario("t", {}).workload.itemKb == 0.001);
}

TEST_CASE("item tally: items that cannot be in the table are refused with the reason", "[import][tally]") {
    TableItemTally tally(ordersTable());
    CHECK(refusal(tally, item(10, {}, s("1"))) == "missing the partition key attribute 'PK'");
    CHECK(refusal(tally, item(10, s("A"), {})) == "missing the sort key attribute 'SK'");
    CHECK(refusal(tally, item(10, n("1"), s("1"))) == "'PK' is N, the key schema says S");
    CHECK(refusal(tally, item(10, s("A"), s("1"), {}, s("north"))) == "'region' is S, the key schema says N");
    // An LSI's sort key is only read to check its type.
    CHECK(refusal(tally, item(10, s("A"), s("1"), {}, {}, n("20261130"))) == "'date' is N, the key schema says S");
    CHECK(refusal(tally, item(10, s(""), s("1"))) == "'PK': empty key (a partition key needs at least 1 byte)");
    CHECK(refusal(tally, item(10, s("A"), s("1"), s(""))) ==
          "'status' (key of index ByStatus): empty key (a partition key needs at least 1 byte)");
    CHECK(refusal(tally, item(409601, s("A"), s("1"))) ==
          "the item is 409,601 bytes, over DynamoDB's 400 KB item limit (409,600 bytes)");
    CHECK(refusal(tally, ItemFacts{10, {s("A")}}) == "read 1 key attributes, expected 5");
    // An item of exactly 400 KB fits.
    addAll(tally, {item(409600, s("A"), s("1"))});
    CHECK(tally.distinctKeys() == 1);
}

TEST_CASE("item tally: more distinct keys than a scenario holds are refused", "[import][tally]") {
    TableSpec table;
    table.keySchema.partitionKey = {"id", AttributeType::N};
    table.wcu = 1;
    TableItemTally tally(table);
    std::string error;
    for (std::size_t i = 0; i < kMaxKeys; ++i) {
        if (!tally.add(ItemFacts{1, {n(std::to_string(i))}}, error)) {
            FAIL(error);
        }
    }
    // Another item of a known key is still counted; a new key is one too many.
    CHECK(tally.add(ItemFacts{1, {n("0")}}, error));
    CHECK_FALSE(tally.add(ItemFacts{1, {n("x")}}, error));
    CHECK(error == "the table has more than 2,000,000 distinct partition-key values (a scenario's limit)");
    CHECK(tally.distinctKeys() == kMaxKeys);
}
