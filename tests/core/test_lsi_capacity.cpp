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
#include "partiscope/dynamodb_limits.h"
#include "partiscope/scenario.h"

#include <catch2/catch.hpp>

using namespace partiscope;

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
