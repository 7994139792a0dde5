// The advisor's index findings (gsi-back-pressure, gsi-low-cardinality, sparse-index, lsi-collection-size), with
// figures computed by hand. Index partitions are where the model hash puts each key under range placement (the
// simulator's placement): on ByStatus's 5 partitions PENDING is on partition 4, SHIPPED and CANCELLED on 1,
// DELIVERED on 2; on 4 partitions PENDING is on 3, SHIPPED and CANCELLED on 1, DELIVERED on 2.
#include "finding_phrase_checks.h"
#include "partiscope/advisor.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <tuple>

using namespace partiscope;
// Every finding a test looks at is also checked to be written in phrases (finding_phrase_checks.h).
using testing::checkSays;
using testing::findPhrased;

namespace {

/// Lesson 9's orders table: 1,000 order ids on a table that has room for them (4,000 WCU on 5 partitions), and a
/// GSI ByStatus (partition key `status`) of 4,500 WCU / 1,500 RCU: 5 partitions of 900 WCU.
Scenario ordersTable(double writesPerS, std::vector<std::pair<std::string, double>> statuses) {
    Scenario s;
    s.name = "Orders";
    s.table.keySchema.partitionKey = {"orderId", AttributeType::S};
    s.table.rcu = 1000;
    s.table.wcu = 4000;
    GsiSpec gsi;
    gsi.name = "ByStatus";
    gsi.partitionKey = {"status", AttributeType::S};
    gsi.sortKey = KeyAttribute{"createdAt", AttributeType::S};
    gsi.rcu = 1500;
    gsi.wcu = 4500;
    s.table.gsis.push_back(gsi);
    s.workload.durationS = 120;
    s.workload.writesPerS = writesPerS;
    GeneratorSpec orders;
    orders.kind = GeneratorKind::Uniform;
    orders.count = 1000;
    orders.prefix = "ORDER#";
    s.workload.generator = orders;
    for (const auto& [status, share] : statuses) {
        s.workload.indexKeys["ByStatus"].push_back(
            {status, share, std::nullopt, SortKeyShape::Monotonic, std::nullopt});
    }
    AccessPattern pending;
    pending.name = "pending orders this month";
    pending.target = "ByStatus";
    pending.key = "PENDING";
    pending.sortKeyCondition = AccessPattern::SortKeyCondition{SortKeyOperator::BeginsWith, "2026-11", std::nullopt};
    pending.readsPerS = 50;
    pending.itemsPerQuery = 20;
    s.accessPatterns.push_back(pending);
    return s;
}

const std::vector<std::pair<std::string, double>> kStatuses = {
    {"PENDING", 0.5}, {"SHIPPED", 0.3}, {"DELIVERED", 0.15}, {"CANCELLED", 0.05}};

ScenarioAnalysis analysed(const Scenario& scenario) {
    std::string error;
    auto analysis = analyseScenario(scenario, error);
    INFO(error);
    REQUIRE(analysis);
    return std::move(*analysis);
}

/// The analysis with the simulation's picture of ByStatus replaced by @p index (and the table's back-pressure
/// counts by @p backPressure under @p reason), as the simulator reports a run.
std::vector<Finding> adviseWithIndex(ScenarioAnalysis analysis, const ThrottleMetrics& index, double backPressure,
                                     ThrottleLimit reason) {
    SimulationSnapshot& sim = *analysis.input.simulation;
    sim.indexes = {IndexSnapshot{"ByStatus", {}, {}, index, {}, {}}};
    sim.metrics.writeBackPressureThrottleEvents = backPressure;
    sim.throttlingReasons = {};
    sim.throttlingReasons[throttlingReasonIndex({ThrottleResource::Index, ThrottleOperation::Write, reason})] =
        backPressure;
    return adviseOn(analysis.input);
}

} // namespace

TEST_CASE("gsi-back-pressure: PENDING asks 1,250 WCU/s of one ByStatus partition, the table is throttled") {
    // 2,500 writes/s x 50% x 1 KB = 1,250 WCU/s on partition 4; 250 above the ceiling: 20% of its writes refused.
    const auto findings = analysed(ordersTable(2500, kStatuses)).findings;
    const Finding* f = findPhrased(findings, "gsi-back-pressure");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical);
    CHECK(findings.front().severity == Severity::Critical);
    CHECK(f->title == "ByStatus throttles the table's writes: its key 'PENDING' needs 1,250 WCU/s");
    checkSays(f->evidence, "'PENDING' (ByStatus's partition key `status`) is on 50% of the base-table writes: 1,250 "
                           "WCU/s of index writes (1 KB each)");
    checkSays(f->evidence, "ByStatus's partition 4 is asked 1,250 WCU/s, against the 1,000 WCU/s one partition serves "
                           "and its allocation of 900 WCU/s (4,500 WCU / 5 partitions)");
    checkSays(f->evidence, "above the ceiling 20% of its writes are refused: about 250 base-table writes/s throttled "
                           "by back-pressure (IndexWriteKeyRangeThroughputExceeded)");
    // estimate: 1,250 writes/s of 1 KB -> minimum ceil(1.25) = 2, with 50% headroom ceil(1.875) = 2. But on 5
    // partitions PENDING#1 and #2 share partition 3 (1,250 WCU/s), and so do PENDING#1 … #3; with 4 shards the
    // busiest partition takes 937.5 WCU/s.
    checkSays(f->recommendation, "give its strategy 4 shards ('PENDING#1' … 'PENDING#4'; 1,250 WCU/s needs at least "
                                 "2 shards, 2 with 50% headroom, as shard-count computes; 4 is the fewest with which "
                                 "no partition of ByStatus is asked more than 1,000 WCU/s where the model's hash "
                                 "places the shards)");
    // The application lists PENDING through ByStatus: a sparse index would keep it.
    checkSays(f->recommendation, "A sparse index would not help: the access patterns read 'PENDING' through "
                                 "ByStatus, so it would keep every item with that value.");
    // The table on its own is fine: no finding about its keys or its capacity.
    for (const char* id : {"hot-key", "low-cardinality", "table-capacity", "partition-share", "sparse-index"}) {
        INFO(id);
        CHECK_FALSE(findPhrased(findings, id));
    }
}

TEST_CASE("gsi-back-pressure: the simulation's back-pressure counts and reasons") {
    ThrottleMetrics index;
    index.writeThrottleEvents = 225000; // 250 writes/s over 900 s
    index.writeKeyRangeThroughputThrottleEvents = 225000;
    const auto findings = adviseWithIndex(analysed(ordersTable(2500, kStatuses)), index, 225000,
                                          ThrottleLimit::KeyRangeThroughputExceeded);
    const Finding* f = findPhrased(findings, "gsi-back-pressure");
    REQUIRE(f);
    checkSays(f->evidence, "the simulation throttled 225,000 base-table writes by back-pressure "
                           "(IndexWriteKeyRangeThroughputExceeded 225,000) and 225,000 writes on ByStatus itself");
}

TEST_CASE("gsi-back-pressure: back-pressure the simulation gave no index reason for") {
    ThrottleMetrics index;
    index.writeThrottleEvents = 225000;
    index.writeKeyRangeThroughputThrottleEvents = 225000;
    ScenarioAnalysis analysis = analysed(ordersTable(2500, kStatuses));
    SimulationSnapshot& sim = *analysis.input.simulation;
    sim.indexes = {IndexSnapshot{"ByStatus", {}, {}, index, {}, {}}};
    sim.metrics.writeBackPressureThrottleEvents = 225000;
    sim.throttlingReasons = {};
    const auto findings = adviseOn(analysis.input);
    const Finding* f = findPhrased(findings, "gsi-back-pressure");
    REQUIRE(f);
    checkSays(f->evidence, "; the simulation throttled 225,000 base-table writes by back-pressure and 225,000 writes "
                           "on ByStatus itself");
}

TEST_CASE("gsi-back-pressure: when the simulation modelled the index, it decides") {
    // A run in which the index did not throttle (say the hot key could split): no finding, whatever the load says.
    const auto findings = adviseWithIndex(analysed(ordersTable(2500, kStatuses)), ThrottleMetrics{}, 0,
                                          ThrottleLimit::KeyRangeThroughputExceeded);
    CHECK_FALSE(findPhrased(findings, "gsi-back-pressure"));
}

TEST_CASE("gsi-back-pressure: an index short of write capacity is told to raise it") {
    // 1,800 writes/s: PENDING 900 WCU/s, under the ceiling; ByStatus has 1,500 WCU for 1,800 WCU/s of index writes.
    // 3,000 RCU + 1,500 WCU: 3 partitions (PENDING 900 on 2, SHIPPED 540 on 0, DELIVERED + CANCELLED 360 on 1).
    Scenario s = ordersTable(1800, kStatuses);
    s.table.gsis[0].rcu = 3000;
    s.table.gsis[0].wcu = 1500;
    ThrottleMetrics index;
    index.writeThrottleEvents = 300 * 120;
    index.writeProvisionedThroughputThrottleEvents = 300 * 120;
    const auto findings = adviseWithIndex(analysed(s), index, 300 * 120, ThrottleLimit::ProvisionedThroughputExceeded);
    const Finding* f = findPhrased(findings, "gsi-back-pressure");
    REQUIRE(f);
    CHECK(f->evidence.find("above the ceiling") == std::string::npos);
    checkSays(f->evidence, "(IndexWriteProvisionedThroughputExceeded 36,000)");
    checkSays(f->recommendation, "Raise ByStatus's WCU to at least 1,800");
}

TEST_CASE("gsi-back-pressure: an on-demand index held back by its maximum throughput is told to raise it") {
    // On-demand, 1,800 writes/s: 1,800 WCU/s of index writes, PENDING 900 on one partition (under the ceiling).
    Scenario s = ordersTable(1800, kStatuses);
    s.table.mode = CapacityMode::OnDemand;
    s.table.gsis[0].maxWriteRequestUnits = 1500;
    ThrottleMetrics index;
    index.writeThrottleEvents = 300 * 120;
    index.writeMaxOnDemandThroughputThrottleEvents = 300 * 120;
    const auto findings = adviseWithIndex(analysed(s), index, 300 * 120, ThrottleLimit::MaxOnDemandThroughputExceeded);
    const Finding* f = findPhrased(findings, "gsi-back-pressure");
    REQUIRE(f);
    checkSays(f->evidence, "(IndexWriteMaxOnDemandThroughputExceeded 36,000)");
    checkSays(f->recommendation, "Raise ByStatus's maximum on-demand write throughput (max_write_request_units) "
                                 "above the 1,800 WCU/s its index writes need at peak");
}

TEST_CASE("gsi-back-pressure: the account quota, on-demand scaling and a partition's share each name their fix") {
    // 1,800 writes/s: 1,800 WCU/s of index writes, PENDING 900 WCU/s on one partition (under the ceiling), so the
    // fix follows the simulation's reason for the index's throttled writes.
    Scenario s = ordersTable(1800, kStatuses);
    ThrottleMetrics quota;
    quota.writeThrottleEvents = 36000;
    quota.writeAccountLimitThrottleEvents = 36000;
    ThrottleMetrics scaling;
    scaling.writeThrottleEvents = 36000;
    scaling.onDemandScalingThrottleEvents = 36000;
    ThrottleMetrics share; // ByStatus's 4,500 WCU cover the 1,800 WCU/s: one partition needed more than its 900
    share.writeThrottleEvents = 36000;
    share.writeProvisionedThroughputThrottleEvents = 36000;
    const std::vector<std::tuple<ThrottleMetrics, ThrottleLimit, std::string>> cases = {
        {quota, ThrottleLimit::AccountLimitExceeded,
         "ByStatus reached the per-table account quota: request a higher quota (Service Quotas), or write less to "
         "the index (a sparse index, a smaller projection)."},
        {scaling, ThrottleLimit::ProvisionedThroughputExceeded,
         "ByStatus's writes passed twice its previous peak: ramp the traffic up so it at most doubles within 30 "
         "minutes, or pre-warm the index: a warm throughput of 1,800 write units per second (its warm_throughput) "
         "serves its index writes at peak at once."}, // 1,800 writes/s of 1 KB, every item in the index
        {share, ThrottleLimit::ProvisionedThroughputExceeded,
         "A partition of ByStatus needs more than its share: let adaptive capacity absorb it, raise ByStatus's WCU, "
         "or shard its partition key."},
    };
    for (const auto& [index, reason, fix] : cases) {
        const auto findings = adviseWithIndex(analysed(s), index, 36000, reason);
        const Finding* f = findPhrased(findings, "gsi-back-pressure");
        REQUIRE(f);
        CHECK(f->recommendation == fix);
    }
}

TEST_CASE("gsi findings for an index whose partition key has no name keep their wording") {
    Scenario s = ordersTable(2500, kStatuses);
    s.table.gsis[0].partitionKey.name.clear();
    const auto findings = adviseOn(analysed(s).input);
    const Finding* pressure = findPhrased(findings, "gsi-back-pressure");
    REQUIRE(pressure);
    checkSays(pressure->evidence, "'PENDING' (ByStatus's its partition key) is on 50% of the base-table writes");
    const Finding* few = findPhrased(findings, "gsi-low-cardinality");
    REQUIRE(few);
    checkSays(few->evidence, "ByStatus: 4 distinct values of its its partition key (after its strategy) on 5 "
                             "partitions: 2 partitions get no writes");
}

TEST_CASE("gsi-back-pressure and gsi-low-cardinality: gone once ByStatus's key is sharded 10 ways") {
    // PENDING#1 … #10 at 125 WCU/s each: 40 index key values, the busiest partition under its 900 WCU.
    Scenario s = ordersTable(2500, kStatuses);
    s.table.gsis[0].strategy.kind = StrategyKind::Random;
    s.table.gsis[0].strategy.shards = 10;
    const auto findings = analysed(s).findings;
    CHECK_FALSE(findPhrased(findings, "gsi-back-pressure"));
    CHECK_FALSE(findPhrased(findings, "gsi-low-cardinality"));
    CHECK_FALSE(findPhrased(findings, "sparse-index"));
}

TEST_CASE("gsi-back-pressure: shards that share a partition are enough in number but not spread") {
    // Two shards: PENDING#1 and PENDING#2 both land on partition 3 (625 + 625 WCU/s: where the model hash puts
    // them on 5 partitions).
    Scenario s = ordersTable(2500, kStatuses);
    s.table.gsis[0].strategy.kind = StrategyKind::Random;
    s.table.gsis[0].strategy.shards = 2;
    const auto findings = analysed(s).findings;
    const Finding* f = findPhrased(findings, "gsi-back-pressure");
    REQUIRE(f);
    checkSays(f->evidence, "over 2 shards 'PENDING#1' … 'PENDING#2'; ByStatus's partition 3 is asked 1,250 WCU/s");
    checkSays(f->recommendation, "gives 'PENDING' 2 shards, enough in number");
    checkSays(f->recommendation, "give it 4 shards ('PENDING#1' … 'PENDING#4') so they spread over its 5 partitions");
}

TEST_CASE("gsi-low-cardinality: four status values on ByStatus's four partitions, and the growth they allow") {
    // 1,600 writes/s; ByStatus 3,500 WCU / 1,000 RCU: ceil(1000/3000 + 3500/1000) = 4 partitions. PENDING 800 WCU/s
    // alone on partition 3, SHIPPED + CANCELLED 480 + 80 on 1, DELIVERED 240 on 2, partition 0 idle. The writes can
    // grow by 1000/800 before PENDING's partition reaches the ceiling: 2,000/s.
    Scenario s = ordersTable(1600, kStatuses);
    s.table.gsis[0].rcu = 1000;
    s.table.gsis[0].wcu = 3500;
    const auto findings = analysed(s).findings;
    const Finding* f = findPhrased(findings, "gsi-low-cardinality");
    REQUIRE(f);
    CHECK(f->severity == Severity::Warning);
    CHECK(f->title == "Only 4 key values for ByStatus's 4 partitions");
    checkSays(f->evidence, "ByStatus: 4 distinct values of its partition key `status` (after its strategy) on 4 "
                           "partitions: 1 partition gets no writes; its busiest partition 3 takes 800 WCU/s "
                           "('PENDING', 50% of the base-table writes)");
    checkSays(f->evidence, "the table's writes can grow to 2,000/s before that partition reaches the 1,000 WCU/s "
                           "ceiling and ByStatus throttles them (back-pressure)");
    CHECK_FALSE(findPhrased(findings, "gsi-back-pressure"));
}

TEST_CASE("sparse-index: a hot status nobody queries is left out of a sparse index") {
    // DELIVERED carries 60% of 2,000 writes/s: 1,200 WCU/s alone on partition 2. The only access pattern reads
    // PENDING (15%: 300 WCU/s on partition 4).
    const Scenario s = ordersTable(2000, {{"DELIVERED", 0.6}, {"SHIPPED", 0.25}, {"PENDING", 0.15}});
    const auto findings = analysed(s).findings;
    const Finding* f = findPhrased(findings, "sparse-index");
    REQUIRE(f);
    CHECK(f->severity == Severity::Warning);
    CHECK(f->title == "A sparse ByStatus would leave out its hot key 'DELIVERED'");
    checkSays(f->evidence, "'DELIVERED' carries 60% of ByStatus's writes (60% of the base-table writes, 1,200 WCU/s), "
                           "but the access patterns on ByStatus read only 'PENDING'; if only items with that value "
                           "carried the attribute, ByStatus would take 15% of the base-table writes (300 WCU/s) and "
                           "its busiest partition 300 WCU/s, under the 1,000 WCU/s ceiling");
    checkSays(f->recommendation, "Make ByStatus sparse");
    REQUIRE(findPhrased(findings, "gsi-back-pressure"));
    checkSays(findPhrased(findings, "gsi-back-pressure")->evidence, "'DELIVERED'");
    checkSays(findPhrased(findings, "gsi-back-pressure")->recommendation,
              "or make ByStatus sparse: no access pattern reads 'DELIVERED' through it (see sparse-index).");
}

TEST_CASE("sparse-index: two values the application reads") {
    // As above, and an access pattern reads SHIPPED too (25%: 500 WCU/s on partition 1): a sparse ByStatus would
    // take 15% + 25% = 40% of the writes (800 WCU/s), its busiest partition SHIPPED's 500 WCU/s.
    Scenario s = ordersTable(2000, {{"DELIVERED", 0.6}, {"SHIPPED", 0.25}, {"PENDING", 0.15}});
    AccessPattern shipped = s.accessPatterns.front();
    shipped.name = "shipped orders this month";
    shipped.key = "SHIPPED";
    s.accessPatterns.push_back(shipped);
    const auto findings = analysed(s).findings;
    const Finding* f = findPhrased(findings, "sparse-index");
    REQUIRE(f);
    checkSays(f->evidence, "but the access patterns on ByStatus read only 'PENDING', 'SHIPPED'; if only items with "
                           "those values carried the attribute, ByStatus would take 40% of the base-table writes (800 "
                           "WCU/s) and its busiest partition 500 WCU/s, under the 1,000 WCU/s ceiling");
    CHECK(f->recommendation == "Make ByStatus sparse: key it on an attribute the application writes only while an "
                               "item has a value it queries ('PENDING', 'SHIPPED') and removes otherwise; items "
                               "without it write nothing to the index.");
}

TEST_CASE("sparse-index: not when the application reads the hot key, nor without access patterns on the index") {
    // Lesson 9: PENDING is both hot and read: a sparse index would still hold it.
    CHECK_FALSE(findPhrased(analysed(ordersTable(2500, kStatuses)).findings, "sparse-index"));
    Scenario s = ordersTable(2000, {{"DELIVERED", 0.6}, {"SHIPPED", 0.25}, {"PENDING", 0.15}});
    s.accessPatterns.clear();
    CHECK_FALSE(findPhrased(analysed(s).findings, "sparse-index"));
}

namespace {

/// A table with an LSI projecting all: HOT has 5 of 20 weights (25%), items of 2 KB at 1,024 writes/s for 6,144 s.
Scenario lsiTable(double sizeGb) {
    Scenario s;
    s.name = "Collections";
    s.table.keySchema.partitionKey = {"PK", AttributeType::S};
    s.table.keySchema.sortKey = KeyAttribute{"SK", AttributeType::S};
    s.table.lsis.push_back(LsiSpec{"ByDate", KeyAttribute{"date", AttributeType::S}, Projection::All, {}});
    s.table.rcu = 1000;
    s.table.wcu = 5000;
    s.table.sizeGb = sizeGb;
    s.workload.durationS = 6144;
    s.workload.itemKb = 2;
    s.workload.writesPerS = 1024;
    s.workload.keys.push_back({"HOT", 5, std::nullopt, SortKeyShape::Random, std::nullopt});
    for (int i = 0; i < 15; ++i) {
        s.workload.keys.push_back({"KEY#" + std::to_string(i), 1, std::nullopt, SortKeyShape::Random, std::nullopt});
    }
    return s;
}

} // namespace

// The collection counts the items and their LSI entries, each entry with 100 bytes of overhead (DG LSI.html "Storage
// considerations" and "Item collections", https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/LSI.html
// #LSI.ItemCollections; API ItemCollectionMetrics): a 2 KB item with ByDate projecting all takes 2,048 + 2,048 + 100
// = 4,196 bytes = 4.09765625 KB, 2.048828125 times the item.
TEST_CASE("lsi-collection-size: a key's share of the data plus its writes nears 10 GB") {
    // HOT: 25% of 6 GB = 1.5 GB of items, 3.0732421875 GB with their entries; 25% x 1,024 x 6,144 = 1,572,864 writes
    // x 4.09765625 KB = 6.146484375 GB more: 9.2197265625 GB, 92.2% of 10 GB. Shards to stay under 8 GB:
    // ceil(9.22 / 8) = 2.
    const auto findings = analysed(lsiTable(6)).findings;
    const Finding* f = findPhrased(findings, "lsi-collection-size");
    REQUIRE(f);
    CHECK(f->severity == Severity::Warning);
    checkSays(f->evidence, "'HOT' holds 25% of the table's 6 GB; with its entries in the local secondary indexes (the "
                           "projected attributes and 100 bytes each) an item of 2 KB takes 4.1 KB: 3.07 GB per "
                           "collection; its 1,572,864 writes of 4.1 KB over the 6,144 s run add 6.15 GB if each adds "
                           "an item: 9.22 GB, 92.2% of the 10 GB one partition-key value may hold on a table with a "
                           "local secondary index (ByDate)");
    checkSays(f->recommendation, "Replace ByDate with a global secondary index");
    checkSays(f->recommendation, "shard 'HOT' 2 ways so each shard's collection stays under 8 GB");
}

TEST_CASE("lsi-collection-size: a sharded key's collections") {
    // Two random shards: HOT#1 and HOT#2 each hold 25% / 2 of 24 GB = 3 GB of items, 6.146484375 GB with their
    // entries; 1,024 x 6,144 x 12.5% = 786,432 writes x 4.09765625 KB = 3.0732421875 GB more: 9.22 GB, 92.2% of
    // 10 GB. Shards to stay under 8 GB: ceil(9.2197 x 2 / 8) = 3.
    Scenario s = lsiTable(24);
    s.strategy.kind = StrategyKind::Random;
    s.strategy.shards = 2;
    const auto findings = analysed(s).findings;
    const Finding* f = findPhrased(findings, "lsi-collection-size");
    REQUIRE(f);
    checkSays(f->evidence, "'HOT' holds 25% of the table's 24 GB, spread over 2 shards ('HOT#");
    checkSays(f->evidence, ": 6.15 GB per collection; its 786,432 writes of 4.1 KB over the 6,144 s run add 3.07 GB if "
                           "each adds an item: 9.22 GB, 92.2% of the 10 GB");
    checkSays(f->recommendation, "shard 'HOT' 3 ways so each shard's collection stays under 8 GB");
}

TEST_CASE("lsi-collection-size: not below 80 %, nor without an LSI") {
    // 25% of 0 GB = 0, + 6.15 GB = 61%.
    CHECK_FALSE(findPhrased(analysed(lsiTable(0)).findings, "lsi-collection-size"));
    Scenario noLsi = lsiTable(6);
    noLsi.table.lsis.clear();
    CHECK_FALSE(findPhrased(analysed(noLsi).findings, "lsi-collection-size"));
}

TEST_CASE("lsi-collection-size: critical once the simulation failed writes at the limit") {
    ScenarioAnalysis analysis = analysed(lsiTable(6));
    analysis.input.simulation->itemCollectionLimitFailedWrites = 1200;
    const auto findings = adviseOn(analysis.input);
    const Finding* f = findPhrased(findings, "lsi-collection-size");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical);
    checkSays(f->evidence, "the simulation failed 1,200 writes that would have passed it "
                           "(ItemCollectionSizeLimitExceededException)");
}

TEST_CASE("lsi-collection-size: the writes over the run follow the workload's profile") {
    // 512 writes/s until 3,072 s, then 1,536: the same 6,291,456 writes as 1,024/s throughout.
    Scenario s = lsiTable(6);
    s.workload.writesPerS = 512;
    s.workload.profile.push_back({3072, 1536.0, std::nullopt});
    const auto analysis = analysed(s); // outlives the finding it points to
    const Finding* f = findPhrased(analysis.findings, "lsi-collection-size");
    REQUIRE(f);
    checkSays(f->evidence, "its 1,572,864 writes of 4.1 KB over the 6,144 s run add 6.15 GB");
}

TEST_CASE("lsi-collection-size: a key's own size_gb is where its collection starts") {
    // Rule as above. The table holds 0 GB, but HOT states 1.5 GB of items: 3.0732421875 GB with their entries, as the
    // simulator starts its collection; + 6.146484375 GB written: 9.22 GB. Before, the advisor took HOT's share of
    // the table's 0 GB and saw nothing.
    Scenario s = lsiTable(0);
    s.workload.keys[0].sizeGb = 1.5;
    const auto analysis = analysed(s);
    const Finding* f = findPhrased(analysis.findings, "lsi-collection-size");
    REQUIRE(f);
    checkSays(f->evidence, "'HOT' holds 1.5 GB (its size_gb); with its entries");
    checkSays(f->evidence,
              ": 3.07 GB per collection; its 1,572,864 writes of 4.1 KB over the 6,144 s run add 6.15 GB if "
              "each adds an item: 9.22 GB, 92.2% of the 10 GB");
}

TEST_CASE("lsi-collection-size: the heaviest collection is the one that ends largest, stated sizes included") {
    // KEY#0 takes 1 of 20 weights (5%): 1,024 x 6,144 x 5% = 314,572.8 writes x 4.09765625 KB = 1.23 GB; with 8 GB
    // of stated items (16.39 GB of collection) it ends at 17.62 GB, far past HOT's 6.15 GB.
    Scenario s = lsiTable(0);
    s.workload.keys[1].sizeGb = 8;
    const auto analysis = analysed(s);
    const Finding* f = findPhrased(analysis.findings, "lsi-collection-size");
    REQUIRE(f);
    checkSays(f->title, "'KEY#0'");
    checkSays(f->evidence, "'KEY#0' holds 8 GB (its size_gb)");
}

TEST_CASE("gsiItemKb: the index's item_kb, else the table's item for projection all, else 1 KB") {
    WorkloadSpec workload;
    workload.itemKb = 3.5;
    GsiSpec gsi;
    CHECK(gsiItemKb(gsi, workload) == 3.5);
    gsi.projection = Projection::KeysOnly;
    CHECK(gsiItemKb(gsi, workload) == 1.0);
    gsi.projection = Projection::Include;
    CHECK(gsiItemKb(gsi, workload) == 1.0);
    gsi.itemKb = 2.2;
    CHECK(gsiItemKb(gsi, workload) == 2.2);
}
