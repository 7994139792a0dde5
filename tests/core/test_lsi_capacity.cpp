// Local secondary indexes in the capacity model: their writes consume the table's write capacity, and their entries
// fill the item collection. Every figure computed by hand from the rules quoted beside it (1 KB = 1,024 bytes,
// 1 GB = 1,024 x 1,024 KB).
//
// DG LSI.html "Write capacity units" (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/LSI.html
// #LSI.ThroughputConsiderations.Writes): "updating the local secondary indexes will consume provisioned write capacity
// units for the table. The total provisioned throughput cost for a write is the sum of write capacity units consumed
// by writing to the table and those consumed by updating the local secondary indexes"; a new item makes one write per
// index; the factors "assume that the size of each item in the index is less than or equal to the 1 KB item size".
// So an index write is sized by the index entry (1 WCU per started KB); the 100 bytes of overhead are storage.
//
// DG LSI.html "Storage considerations" and "Item collections" (same page, #LSI.StorageConsiderations,
// #LSI.ItemCollections; API ItemCollectionMetrics): an index entry takes its keys, its projected attributes and
// "100 bytes of overhead per index item"; an item collection is every item with one partition-key value "in a table
// and all of its local secondary indexes", at most 10 GB.
#include "partiscope/advisor.h"
#include "partiscope/cost_model.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"

#include "finding_phrase_checks.h"
#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

#include <string>

using namespace partiscope;
using testing::checkSays;
using testing::findPhrased;

namespace {

/// The issue's case: 600 WCU, 400 writes/s of 1 KB items for 600 s, one LSI projecting all. No burst capacity
/// saved and no retries, so what the table cannot serve in a second is throttled in that second.
Scenario lsiWrites(const std::string& table) {
    return parsedScenario(R"({"version": 2, "name": "lsi writes",
      "table": {)" + table +
                          R"(,
                "key_schema": {"partition_key": {"name": "PK", "type": "S"}, "sort_key": {"name": "SK", "type": "S"}},
                "lsis": [{"name": "ByDate", "sort_key": {"name": "date", "type": "S"}, "projection": "all"}]},
      "capacity": {"burst": false},
      "workload": {"duration_s": 600, "item_kb": 1, "writes_per_s": 400,
                   "generator": {"kind": "uniform", "count": 100}}})");
}

} // namespace

TEST_CASE("LSI write cost: the table's write plus one index write per LSI, sized by its entry", "[lsi]") {
    // Rule: DG LSI.html "Write capacity units" (URL at the top of this file).
    TableSpec table;
    WorkloadSpec workload;
    workload.itemKb = 1;
    CHECK(lsiWcuPerWrite(table, workload) == 0); // no LSI, no index write
    table.lsis.push_back(LsiSpec{"All", KeyAttribute{"a", AttributeType::S}, Projection::All, {}});
    CHECK(lsiWcuPerWrite(table, workload) == 1); // a 1 KB entry: 1 WCU, the 100 bytes of overhead not counted
    workload.itemKb = 1.5;
    CHECK(lsiEntryKb(table.lsis[0], workload) == 1.5);
    CHECK(lsiWcuPerWrite(table, workload) == 2); // an entry of 1.5 KB: 2 WCU
    // keys-only and include: the entry is at most 1 KB (and never more than the item).
    table.lsis.push_back(LsiSpec{"Keys", KeyAttribute{"b", AttributeType::S}, Projection::KeysOnly, {}});
    CHECK(lsiEntryKb(table.lsis[1], workload) == 1.0);
    CHECK(lsiWcuPerWrite(table, workload) == 2 + 1);
    workload.itemKb = 0.5;
    CHECK(lsiEntryKb(table.lsis[1], workload) == 0.5);
}

TEST_CASE("LSI storage: an item takes its size plus, per LSI, its entry and 100 bytes in its collection", "[lsi]") {
    // Rule: DG LSI.html "Storage considerations" (URL at the top of this file).
    TableSpec table;
    WorkloadSpec workload;
    workload.itemKb = 1;
    CHECK(collectionKbPerItem(table, workload) == 1.0);
    table.lsis.push_back(LsiSpec{"All", KeyAttribute{"a", AttributeType::S}, Projection::All, {}});
    // 1,024 + 1,024 + 100 = 2,148 bytes.
    CHECK(collectionKbPerItem(table, workload) == Approx(2148.0 / 1024.0));
    table.lsis.push_back(LsiSpec{"Keys", KeyAttribute{"b", AttributeType::S}, Projection::KeysOnly, {}});
    workload.itemKb = 2;
    // 2,048 + (2,048 + 100) + (1,024 + 100) = 5,320 bytes.
    CHECK(collectionKbPerItem(table, workload) == Approx(5320.0 / 1024.0));
    CHECK(limits::kIndexEntryOverheadBytes == 100.0);
}

TEST_CASE("LSI writes consume the table's capacity: 600 WCU, 400 writes/s with an LSI throttles 60,000", "[lsi]") {
    // Rule: DG LSI.html "Write capacity units". Each write costs 1 WCU (1 KB item) + 1 WCU (1 KB entry in ByDate):
    // 400 writes/s ask 800 WCU/s of a table of 600 (one partition: ceil(600 / 1,000) = 1, below its 1,000 WCU
    // ceiling). 600 WCU/s serve 300 writes/s; 100 writes/s are throttled: 60,000 in 600 s. Before LSI writes were
    // counted: 400 WCU/s, nothing throttled.
    const Scenario scenario = lsiWrites(R"("rcu": 100, "wcu": 600)");
    const SimulationSnapshot snap = runToEnd(scenario);
    CHECK(snap.metrics.writeThrottleEvents == Approx(60000));
    CHECK(snap.metrics.writeProvisionedThroughputThrottleEvents == Approx(60000));
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(600.0 * 600));
    CHECK(reason(snap, ThrottleResource::Table, ThrottleOperation::Write,
                 ThrottleLimit::ProvisionedThroughputExceeded) == Approx(60000));

    // The advisor reads the same run: the table is short of write capacity, and its peak is 800 WCU/s.
    const ScenarioAnalysis analysis = analysedScenario(scenario);
    const Finding* f = findPhrased(analysis.findings, "table-capacity");
    REQUIRE(f);
    checkSays(f->evidence, "60,000 writes throttled while the table was asked for more than its 600 WCU/s: the "
                           "workload's peak is 800 WCU/s");
    checkSays(f->recommendation, "raise the table's WCU to at least 800");
}

TEST_CASE("LSI writes on an on-demand table: each write bills 2 WRU, twice the bill without the LSI", "[lsi][cost]") {
    // Rule: DG LSI.html "Write capacity units"; on-demand bills the request units consumed (README "Cost
    // estimates"). 400 writes/s x 2 WRU = 800 WRU/s, far below the 4,000 WRU a new on-demand table serves:
    // 480,000 WRU in 600 s. A month: 800 x 3,600 x 730 = 2,102,400,000 WRU x $0.625 per million = $1,314
    // (shipped us-east-1 prices); without the LSI $657.
    const Scenario scenario = lsiWrites(R"("mode": "on-demand")");
    const SimulationSnapshot snap = runToEnd(scenario);
    CHECK(snap.metrics.writeThrottleEvents == 0);
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(480000));
    const MonthlyCost bill = monthlyCost(scenario, snap, defaultPriceTable());
    CHECK(bill.keySpaces.at(0).writeUnits == Approx(2'102'400'000.0));
    CHECK(bill.writes == Approx(1314.0));
}

TEST_CASE("LSI storage is billed with the table", "[lsi][cost]") {
    // Rule: DG LSI.html "Storage considerations": "Your AWS account is charged for storage of the item in the base
    // table and also for storage of attributes in any local secondary indexes". 100 GB of 1 KB items with one LSI
    // projecting all: 100 x 2,148 / 1,024 = 209.765625 GB stored.
    Scenario scenario = lsiWrites(R"("mode": "on-demand", "size_gb": 100)");
    const SimulationSnapshot snap = runToEnd(scenario);
    const MonthlyCost bill = monthlyCost(scenario, snap, defaultPriceTable());
    CHECK(bill.keySpaces.at(0).storageGb == Approx(209.765625));
}

TEST_CASE("the item collection fills with the items and their LSI entries: simulator and advisor agree", "[lsi]") {
    // Rule: DG LSI.html "Item collections" / API ItemCollectionMetrics: the collection counts the table's items and
    // every LSI entry. Items of 974 bytes (item_kb 0.951171875) with one LSI projecting all: each write adds 974 +
    // 974 + 100 = 2,048 bytes = 2 KB to its collection, and costs 1 + 1 = 2 WCU.
    // Key "a" states 2.3779296875 GB of items (5 x 974 / 2,048): with their entries its collection holds 5 GB.
    // 5 GB more is 5,242,880 KB = 2,621,440 writes; at 250 writes/s tick 10,485 brings it to 10,486 x 250 =
    // 2,621,500: 60 writes fail there, then all 250 a second for ticks 10,486..10,999 (514 x 250 = 128,500).
    // Counting the items alone, the collection would start at 2.38 GB and take 22,000 s to fill: nothing would fail.
    Scenario scenario = parsedScenario(R"({"version": 2, "name": "collections",
      "table": {"rcu": 100, "wcu": 600,
                "key_schema": {"partition_key": {"name": "PK", "type": "S"}, "sort_key": {"name": "SK", "type": "S"}},
                "lsis": [{"name": "ByDate", "sort_key": {"name": "date", "type": "S"}}]},
      "workload": {"duration_s": 11000, "item_kb": 0.951171875, "writes_per_s": 250,
                   "keys": [{"key": "a", "size_gb": 2.3779296875}]}})");
    const SimulationSnapshot snap = runToEnd(scenario);
    CHECK(snap.itemCollectionLimitFailedWrites == Approx(60 + 514 * 250));
    CHECK(snap.metrics.writeThrottleEvents == 0);
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(10486.0 * 250 * 2));

    // The advisor starts from the same 5 GB (the key's own size_gb, not a share of the table's 0 GB): its 2,750,000
    // writes over the run add 2,750,000 x 2 KB = 5.25 GB (5,500,000 / 1,048,576 = 5.245...): 10.2 GB, 102% (3 digits).
    const ScenarioAnalysis analysis = analysedScenario(scenario);
    const Finding* f = findPhrased(analysis.findings, "lsi-collection-size");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical);
    checkSays(f->evidence, "'a' holds 2.38 GB (its size_gb); with its entries in the local secondary indexes (the "
                           "projected attributes and 100 bytes each) an item of 0.95 KB takes 2 KB: 5 GB per "
                           "collection; its 2,750,000 writes of 2 KB over the 11,000 s run add 5.25 GB if each adds an "
                           "item: 10.2 GB, 102% of the 10 GB");
    checkSays(f->evidence, "the simulation failed 128,560 writes");
    // ceil(10.245 / 8) = 2 shards.
    checkSays(f->recommendation, "shard 'a' 2 ways so each shard's collection stays under 8 GB");
}

TEST_CASE("a collection stated above 10 GB fails each second's writes, not the data it holds", "[lsi]") {
    // 9.99 GB of 1 KB items with one LSI projecting all is 9.99 x 2,148 / 1,024 = 20.96 GB of collection: over
    // 10 GB from the start, so every write fails: 100 a second for 200 s (the first second's are still served).
    Scenario scenario = parsedScenario(R"({"version": 2, "name": "full",
      "table": {"rcu": 100, "wcu": 200,
                "key_schema": {"partition_key": {"name": "PK", "type": "S"}, "sort_key": {"name": "SK", "type": "S"}},
                "lsis": [{"name": "ByDate", "sort_key": {"name": "date", "type": "S"}}]},
      "workload": {"duration_s": 200, "writes_per_s": 100, "keys": [{"key": "a", "size_gb": 9.99}]}})");
    const SimulationSnapshot snap = runToEnd(scenario);
    CHECK(snap.itemCollectionLimitFailedWrites == Approx(200.0 * 100));
    CHECK(snap.metrics.consumedWriteCapacityUnits == Approx(100.0 * 2));
}
