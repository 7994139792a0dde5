// The operation mix of a workload's writes (workload.operations): what each kind of write costs the table and each
// index, read and checked as a scenario field, and counted the same way by the simulator, the advisor, the design
// comparison and the bill. Every figure computed by hand from the rules quoted beside it (1 KB = 1,024 bytes).
//
// Table (DG "Working with items", capacity unit consumption for writes,
// https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/read-write-operations.html): PutItem, UpdateItem
// and DeleteItem consume 1 WCU per started KB; an update is sized by "the larger of the before and after images", a
// delete by the deleted item.
//
// Indexes (DG GSI.html "Provisioned throughput considerations", writes,
// https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/GSI.html#GSI.ThroughputConsiderations.Writes): a
// new item with the index key is 1 index write; an update that changes an indexed key attribute is 2 (a delete of
// the old entry and a put of the new); an update of projected attributes only is 1; an update of attributes the index
// neither keys nor projects is 0; a delete is 1. LSIs count the same way (DG LSI.html "Write capacity units") but
// consume the table's capacity.
#include "partiscope/advisor.h"
#include "partiscope/capacity_units.h"
#include "partiscope/cost_model.h"
#include "partiscope/design_comparison.h"
#include "partiscope/design_report.h"
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"
#include "partiscope/write_operations.h"

#include "advisor_index_load.h"
#include "finding_phrase_checks.h"
#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

#include <string>

using namespace partiscope;
using testing::checkSays;
using testing::findPhrased;

namespace {

using Kind = WriteOperationKind;

WriteOperation operation(Kind kind, double share, std::optional<double> before = std::nullopt,
                         std::optional<double> after = std::nullopt) {
    return WriteOperation{kind, share, before, after};
}

/// A one-partition table of 1,000 WCU and a one-partition GSI of @p gsiWcu WCU that every item writes to (10 index
/// key values of 10% each), 500 writes/s of 1 KB items for 10 s under @p operations. No burst, no adaptive capacity,
/// no splits, no retries: what a partition cannot serve in a second is throttled in that second.
Scenario mixScenario(const std::string& operations, int gsiWcu = 600, const std::string& projection = "all",
                     const std::string& mode = R"("mode": "provisioned", "rcu": 100, "wcu": 1000, "partitions": 1)") {
    std::string indexKeys;
    for (int i = 0; i < 10; ++i) {
        indexKeys += std::string(i ? ", " : "") + R"({"key": "S)" + std::to_string(i) + R"(", "weight": 0.1})";
    }
    const bool onDemand = mode.find("on-demand") != std::string::npos;
    const std::string gsiCapacity =
        onDemand ? std::string() : R"(, "rcu": 100, "wcu": )" + std::to_string(gsiWcu) + R"(, "partitions": 1)";
    return parsedScenario(R"({"version": 2, "name": "operation mix",
      "table": {)" + mode +
                          R"(,
        "key_schema": {"partition_key": {"name": "orderId", "type": "S"}},
        "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"}, "projection": ")" +
                          projection + "\"" + gsiCapacity + R"(}]},
      "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
      "workload": {"duration_s": 10, "item_kb": 1, "writes_per_s": 500,
                   "generator": {"kind": "uniform", "count": 100},
                   "index_keys": {"ByStatus": [)" +
                          indexKeys + R"(]}, "operations": )" + operations + "}}");
}

std::string parseError(const std::string& json) {
    Scenario scenario;
    std::string error;
    CHECK_FALSE(parseScenario(json, scenario, error));
    return error;
}

std::string withOperations(const std::string& operations, int version = 2) {
    return R"({"version": )" + std::to_string(version) + R"(, "table": {"rcu": 10, "wcu": 10},
      "workload": {"duration_s": 10, "writes_per_s": 5, "keys": [{"key": "a"}], "operations": )" +
           operations + "}}";
}

} // namespace

TEST_CASE("the table's write units: a put by its item, an update by the larger image, a delete by its item",
          "[operations]") {
    // Rule: DG read-write-operations.html (URL at the top of this file).
    CHECK(units::tableWriteUnits(Kind::Put, 0, 1, Consistency::Eventual) == 1);
    // An update growing an item from 1 KB to 2.5 KB: the after image, 2,560 bytes, 3 started KB.
    CHECK(units::tableWriteUnits(Kind::Update, 1, 2.5, Consistency::Eventual) == 3);
    CHECK(units::tableWriteUnits(Kind::UpdateIndexKey, 2.5, 1, Consistency::Eventual) == 3); // shrinking: the before
    CHECK(units::tableWriteUnits(Kind::Delete, 2.5, 0, Consistency::Eventual) == 3);
    CHECK(units::tableWriteUnits(Kind::Update, 1, 2.5, Consistency::Transactional) == 6); // twice in a transaction
}

TEST_CASE("index writes per operation: put 1, key change 2, other update 1 or 0 by projection, delete 1",
          "[operations]") {
    // Rule: DG GSI.html#GSI.ThroughputConsiderations.Writes (URL at the top of this file). `include` is taken to
    // project the changed attribute (our simplification, README).
    for (const Projection p : {Projection::All, Projection::KeysOnly, Projection::Include}) {
        CHECK(units::indexWrites(Kind::Put, p) == 1);
        CHECK(units::indexWrites(Kind::UpdateIndexKey, p) == 2);
        CHECK(units::indexWrites(Kind::Delete, p) == 1);
    }
    CHECK(units::indexWrites(Kind::Update, Projection::All) == 1);
    CHECK(units::indexWrites(Kind::Update, Projection::Include) == 1);
    CHECK(units::indexWrites(Kind::Update, Projection::KeysOnly) == 0);
    // Sized by their entries: the key change deletes a 2.5 KB entry (3 WCU) and puts a 1 KB one (1 WCU).
    CHECK(units::indexWriteUnits(Kind::UpdateIndexKey, Projection::All, 2.5, 1) == 4);
    CHECK(units::indexWriteUnits(Kind::Update, Projection::All, 1, 2.5) == 3);
    CHECK(units::indexWriteUnits(Kind::Update, Projection::KeysOnly, 1, 1) == 0);
    CHECK(units::indexWriteUnits(Kind::Delete, Projection::All, 2.5, 0) == 3);
}

TEST_CASE("a mix's cost per logical write is the share-weighted sum of its operations'", "[operations]") {
    // Rules: both pages at the top of this file.
    WorkloadSpec workload;
    workload.itemKb = 1;
    GsiSpec all = provisionedGsi("All", "status", 10, 10, 1);
    GsiSpec keysOnly = all;
    keysOnly.projection = Projection::KeysOnly;
    TableSpec table;
    table.lsis.push_back(LsiSpec{"ByDate", KeyAttribute{"date", AttributeType::S}, Projection::All, {}});

    SECTION("absent: a put of a new item, as before the mix existed") {
        CHECK(tableWcuPerWrite(workload) == 1);
        CHECK(gsiWcuPerWrite(all, workload) == 1);
        CHECK(gsiWcuPerWrite(keysOnly, workload) == 1);
        CHECK(lsiWcuPerWrite(table, workload) == 1);
        CHECK(tableKbAddedPerWrite(workload) == 1);
    }
    SECTION("50% puts and 50% deletes of 1 KB: 1 WCU and 1 index write each, and the data does not grow") {
        workload.operations = {operation(Kind::Put, 0.5), operation(Kind::Delete, 0.5)};
        CHECK(tableWcuPerWrite(workload) == 1);
        CHECK(gsiWcuPerWrite(all, workload) == 1);
        CHECK(lsiWcuPerWrite(table, workload) == 1);
        CHECK(tableKbAddedPerWrite(workload) == 0);
        CHECK(collectionKbAddedPerWrite(table, workload) == 0);
    }
    SECTION("every write changes the index key: 1 WCU on the table, 2 index writes of 1 KB") {
        workload.operations = {operation(Kind::UpdateIndexKey, 1)};
        CHECK(tableWcuPerWrite(workload) == 1);
        CHECK(gsiWcuPerWrite(all, workload) == 2);
        CHECK(gsiWcuPerWrite(keysOnly, workload) == 2);
        CHECK(lsiWcuPerWrite(table, workload) == 2); // the same count, on the table's capacity
        CHECK(tableKbAddedPerWrite(workload) == 0);
    }
    SECTION("an update growing the item from 1 KB to 2.5 KB: 3 WCU; 3 on an `all` index, 0 on a keys-only one") {
        workload.operations = {operation(Kind::Update, 1, 1.0, 2.5)};
        CHECK(tableWcuPerWrite(workload) == 3);
        CHECK(gsiWcuPerWrite(all, workload) == 3);
        CHECK(gsiWcuPerWrite(keysOnly, workload) == 0);
        CHECK(tableKbAddedPerWrite(workload) == 1.5);
        CHECK(gsiKbAddedPerWrite(keysOnly, workload) == 0); // a keys-only entry keeps its 1 KB
    }
    SECTION("orders: 40% created, 60% status changes: 1.6 index writes per base write") {
        workload.operations = {operation(Kind::Put, 0.4), operation(Kind::UpdateIndexKey, 0.6)};
        CHECK(tableWcuPerWrite(workload) == Approx(1.0));
        CHECK(gsiWcuPerWrite(all, workload) == Approx(0.4 * 1 + 0.6 * 2));
        CHECK(tableKbAddedPerWrite(workload) == Approx(0.4));
    }
}

TEST_CASE("workload.operations is read, checked with its JSON path, and written back equal", "[operations]") {
    const Scenario read = parsedScenario(withOperations(
        R"([{"kind": "put", "share": 0.25, "item_kb": 2}, {"kind": "update-index-key", "share": 0.25},
            {"kind": "update", "share": 0.25, "item_kb_before": 1, "item_kb": 2.5},
            {"kind": "delete", "share": 0.25, "item_kb_before": 3}])"));
    REQUIRE(read.workload.operations.size() == 4);
    CHECK(read.workload.operations[0] == operation(Kind::Put, 0.25, std::nullopt, 2.0));
    CHECK(read.workload.operations[2] == operation(Kind::Update, 0.25, 1.0, 2.5));
    CHECK(read.workload.operations[3] == operation(Kind::Delete, 0.25, 3.0));
    Scenario reread;
    std::string error;
    REQUIRE(parseScenario(scenarioToJson(read), reread, error));
    CHECK(reread == read);
    // Absent: not written, and read back absent.
    const Scenario plain = parsedScenario(withOperations(R"(null)"));
    CHECK(plain.workload.operations.empty());
    CHECK(scenarioToJson(plain).find("operations") == std::string::npos);

    CHECK(parseError(withOperations(R"([{"kind": "put", "share": 0.5}, {"kind": "delete", "share": 0.4}])")) ==
          "/workload/operations: the shares add up to 0.9; each is the share of the base-table writes of that kind, "
          "so together they are 1");
    CHECK(parseError(withOperations(R"([{"kind": "put", "share": 1, "item_kb_before": 1}])")) ==
          "/workload/operations/0/item_kb_before: a put writes a new item, so there is no item before it (a write "
          "that replaces an item is an update)");
    CHECK(
        parseError(withOperations(R"([{"kind": "put", "share": 0}, {"kind": "delete", "share": 1, "item_kb": 1}])")) ==
        "/workload/operations/1/item_kb: a delete leaves no item; give the deleted item's size as item_kb_before");
    CHECK(parseError(withOperations(R"([{"kind": "upsert", "share": 1}])")) ==
          "/workload/operations/0/kind: expected one of \"put\", \"update-index-key\", \"update\", \"delete\", got "
          "\"upsert\"");
    CHECK(parseError(withOperations(R"([{"kind": "put"}])")) ==
          "/workload/operations/0/share: missing (a number is required)");
    CHECK(parseError(withOperations(R"([{"kind": "put", "share": 1.5}])")) ==
          "/workload/operations/0/share: must be between 0 and 1, got 1.5");
    CHECK(parseError(withOperations(R"([])")).rfind("/workload/operations: needs at least one operation", 0) == 0);
    CHECK(parseError(withOperations(R"([{"kind": "put", "share": 1}])", 1)) ==
          "/workload/operations: a version 2 field (set \"version\": 2 to use it)");

    // checkScenario() judges an in-memory mix the same way, at the same path and in the same words.
    Scenario edited = read;
    edited.workload.operations[3].share = 0.15;
    auto problem = checkScenario(edited);
    REQUIRE(problem);
    CHECK(problem->path == "/workload/operations");
    CHECK(problem->message.rfind("the shares add up to 0.9;", 0) == 0);
    edited = read;
    edited.workload.operations[0].itemKbBefore = 1;
    problem = checkScenario(edited);
    REQUIRE(problem);
    CHECK(problem->path == "/workload/operations/0/item_kb_before");
}

TEST_CASE("every write changes the index key: a 600 WCU index is asked 1,000 WCU/s and pushes back",
          "[operations][gsi]") {
    // Rule: GSI.html (2 index writes per key change) and DG gsi-throttling.html (a base write succeeds only when every
    // index it writes can take it). 500 writes/s of 1 KB: the table is asked 500 WCU/s of its 1,000; ByStatus is asked
    // 500 x 2 = 1,000 WCU/s of its 600 (one partition, at its 1,000 WCU/s ceiling, not above it). 600 WCU/s take 300
    // base writes a second: 200 a second are refused by back-pressure, 2,000 in 10 s; the table serves the other 300.
    const Scenario scenario = mixScenario(R"([{"kind": "update-index-key", "share": 1}])");
    const SimulationSnapshot snap = runToEnd(scenario);
    REQUIRE(snap.indexes.size() == 1);
    CHECK(snap.indexes[0].metrics.consumedWriteCapacityUnits == Approx(600.0 * 10));
    CHECK(snap.metrics.writeBackPressureThrottleEvents == Approx(200.0 * 10));
    CHECK(snap.metrics.writeThrottleEvents == Approx(200.0 * 10));
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(300.0 * 10));
    CHECK(reason(snap, ThrottleResource::Index, ThrottleOperation::Write,
                 ThrottleLimit::ProvisionedThroughputExceeded) == Approx(200.0 * 10));

    // The advisor counts the same 1,000 WCU/s: the index is short of capacity, not of partitions.
    const ScenarioAnalysis analysis = analysedScenario(scenario);
    const Finding* f = findPhrased(analysis.findings, "gsi-back-pressure");
    REQUIRE(f);
    checkSays(f->recommendation, "Raise ByStatus's WCU to at least 1,000");
    // The index load the advisor and the design comparison share: 500 base writes x 2 index writes.
    CHECK(advice::indexLoadOf(scenario, scenario.table.gsis[0], 500)->totalWcu == Approx(1000));

    // The report says what a write costs under the mix.
    CHECK(designReport(analysis, ReportFormat::Markdown)
              .find("| writes | 100% update-index-key: 1 WCU a write on the table, 2 on ByStatus |") !=
          std::string::npos);

    // All puts, as before the mix: 500 WCU/s asked of 600, nothing refused.
    const SimulationSnapshot puts = runToEnd(mixScenario(R"([{"kind": "put", "share": 1}])"));
    CHECK(puts.metrics.writeThrottleEvents == 0);
    CHECK(puts.indexes[0].metrics.consumedWriteCapacityUnits == Approx(500.0 * 10));
}

TEST_CASE("half puts, half deletes of 1 KB: 1 WCU each on the table and 1 index write each", "[operations][gsi]") {
    // Rules: read-write-operations.html (a delete is sized by the deleted item) and GSI.html (a delete is 1 index
    // write). 500 writes/s: 500 WCU/s on the table and 500 on ByStatus (600 WCU): nothing throttles.
    const SimulationSnapshot snap =
        runToEnd(mixScenario(R"([{"kind": "put", "share": 0.5}, {"kind": "delete", "share": 0.5}])"));
    CHECK(snap.metrics.writeThrottleEvents == 0);
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(500.0 * 10));
    CHECK(snap.indexes.at(0).metrics.consumedWriteCapacityUnits == Approx(500.0 * 10));
}

TEST_CASE("an update from 1 KB to 2.5 KB costs 3 WCU, and a keys-only index is not written", "[operations][gsi]") {
    // Rules: read-write-operations.html (the larger image: 2.5 KB, 3 WCU) and GSI.html (an update of attributes the
    // index neither keys nor projects: 0 index writes). 500 writes/s x 3 WCU = 1,500 WCU/s asked of the table's 1,000
    // on two partitions of 500 each (the 100 keys asking more than 500 of each): 1,000 served, 1/3 of the writes
    // throttled (500 / 3 a second). ByStatus (keys-only, 1 WCU would do) consumes nothing and never pushes back.
    const Scenario scenario =
        mixScenario(R"([{"kind": "update", "share": 1, "item_kb_before": 1, "item_kb": 2.5}])", 1, "keys-only",
                    R"("mode": "provisioned", "rcu": 100, "wcu": 1000, "partitions": 2)");
    const SimulationSnapshot snap = runToEnd(scenario);
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(1000.0 * 10));
    CHECK(snap.metrics.writeThrottleEvents == Approx(500.0 / 3 * 10));
    CHECK(snap.metrics.writeBackPressureThrottleEvents == 0);
    CHECK(snap.indexes.at(0).metrics.consumedWriteCapacityUnits == 0);
    // The advisor's peak is the same 1,500 WCU/s.
    const ScenarioAnalysis analysis = analysedScenario(scenario);
    const Finding* f = findPhrased(analysis.findings, "table-capacity");
    REQUIRE(f);
    checkSays(f->evidence, "the workload's peak is 1,500 WCU/s");
    // An index the mix never writes has no write distribution to warn about.
    CHECK_FALSE(findPhrased(analysis.findings, "gsi-low-cardinality"));
}

TEST_CASE("on demand, a key change bills the index twice the WRU of a put", "[operations][cost]") {
    // Rules: GSI.html (2 index writes) and on-demand billing of the units consumed (README "Cost estimates"). 500
    // writes/s: the table 500 WRU/s, ByStatus 1,000 WRU/s; a month of 730 h: 1,000 x 3,600 x 730 = 2,628,000,000
    // WRU on the index.
    const Scenario scenario =
        mixScenario(R"([{"kind": "update-index-key", "share": 1}])", 0, "all", R"("mode": "on-demand")");
    const SimulationSnapshot snap = runToEnd(scenario);
    CHECK(snap.metrics.writeThrottleEvents == 0);
    CHECK(snap.indexes.at(0).metrics.consumedWriteCapacityUnits == Approx(1000.0 * 10));
    const MonthlyCost bill = monthlyCost(scenario, snap, defaultPriceTable());
    REQUIRE(bill.keySpaces.size() == 2);
    CHECK(bill.keySpaces[0].writeUnits == Approx(500.0 * 3600 * 730));
    CHECK(bill.keySpaces[1].writeUnits == Approx(1000.0 * 3600 * 730));
}

TEST_CASE("an LSI's item collection does not grow under half puts and half deletes", "[operations][lsi]") {
    // Rules: read-write-operations.html, DG LSI.html "Item collections". Items of 974 bytes with one LSI projecting
    // all take 2 KB in their collection (test_lsi_capacity.cpp): all puts fill key a's 5 GB to 10 GB in 10,486 s; half
    // puts and half deletes add 0.5 x 2 - 0.5 x 2 = 0 KB a write, so nothing fails in 11,000 s. Each write costs
    // 1 WCU on the table and 1 for the LSI either way.
    const Scenario scenario = parsedScenario(R"({"version": 2, "name": "collections",
      "table": {"rcu": 100, "wcu": 600,
                "key_schema": {"partition_key": {"name": "PK", "type": "S"}, "sort_key": {"name": "SK", "type": "S"}},
                "lsis": [{"name": "ByDate", "sort_key": {"name": "date", "type": "S"}}]},
      "workload": {"duration_s": 11000, "item_kb": 0.951171875, "writes_per_s": 250,
                   "keys": [{"key": "a", "size_gb": 2.3779296875}],
                   "operations": [{"kind": "put", "share": 0.5}, {"kind": "delete", "share": 0.5}]}})");
    const SimulationSnapshot snap = runToEnd(scenario);
    CHECK(snap.itemCollectionLimitFailedWrites == 0);
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(11000.0 * 250 * 2));
}
