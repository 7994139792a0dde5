// The monthly cost of a design, computed by hand from the shipped us-east-1 prices (FACTS "Prices"): on-demand
// $0.625 per million WRU and $0.125 per million RRU, provisioned $0.00065 per WCU-hour and $0.00013 per RCU-hour,
// storage $0.25 per GB-month with 25 GB free, 730 hours a month.
#include "partiscope/cost_model.h"

#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

#include <string>

using namespace partiscope;

namespace {

/// An on-demand orders table of 40 GB with a GSI projecting all attributes that every item carries (two statuses of
/// half the items each): 100 writes/s and 50 eventually consistent reads/s of 1 KB items for one hour, and 20 Queries/s
/// of 10 items each on the index. Nothing throttles (far below 4,000 WRU / 12,000 RRU).
Scenario onDemandOrders() {
    return parsedScenario(R"({"version": 2, "name": "on-demand orders",
      "table": {"mode": "on-demand", "size_gb": 40,
                "key_schema": {"partition_key": {"name": "customer", "type": "S"}},
                "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"},
                          "projection": "all"}]},
      "workload": {"duration_s": 3600, "item_kb": 1, "writes_per_s": 100, "reads_per_s": 50,
                   "keys": [{"key": "c1"}, {"key": "c2"}],
                   "index_keys": {"ByStatus": [{"key": "PENDING", "weight": 0.5}, {"key": "SHIPPED", "weight": 0.5}]}},
      "access_patterns": [{"name": "pending orders", "target": "ByStatus", "key": "PENDING", "reads_per_s": 20,
                           "items_per_query": 10}]})");
}

/// A provisioned table of 1000 RCU / 500 WCU and 10 GB of 4 KB items with a keys-only GSI of 200 RCU / 100 WCU that
/// 60% of the items write to; it is barely used (10 writes/s): provisioned capacity is billed whether used or not.
Scenario provisionedOrders() {
    return parsedScenario(R"({"version": 2, "name": "provisioned orders",
      "table": {"rcu": 1000, "wcu": 500, "size_gb": 10,
                "key_schema": {"partition_key": {"name": "customer", "type": "S"}},
                "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"},
                          "projection": "keys-only", "rcu": 200, "wcu": 100}]},
      "workload": {"duration_s": 60, "item_kb": 4, "writes_per_s": 10, "keys": [{"key": "c1"}],
                   "index_keys": {"ByStatus": [{"key": "PENDING", "weight": 0.6}]}}})");
}

/// A table-only design of @p sizeGb and a snapshot of one simulated hour in which it served @p wru and @p rru.
std::pair<Scenario, SimulationSnapshot> onDemandTable(double sizeGb, double wru, double rru) {
    Scenario scenario;
    scenario.table.mode = CapacityMode::OnDemand;
    scenario.table.sizeGb = sizeGb;
    SimulationSnapshot snapshot;
    snapshot.nowS = 3600;
    snapshot.durationS = 3600;
    snapshot.metrics.consumedWriteCapacityUnits = wru;
    snapshot.metrics.consumedReadCapacityUnits = rru;
    return {scenario, snapshot};
}

} // namespace

TEST_CASE("on-demand table with a GSI: request units served, scaled to a month", "[cost]") {
    const Scenario scenario = onDemandOrders();
    const SimulationSnapshot snapshot = runToEnd(scenario);
    REQUIRE(snapshot.nowS == 3600);
    const MonthlyCost bill = monthlyCost(scenario, snapshot, defaultPriceTable());
    REQUIRE(bill.keySpaces.size() == 2);
    const KeySpaceCost& table = bill.keySpaces[0];
    const KeySpaceCost& index = bill.keySpaces[1];
    CHECK(table.name.empty());
    CHECK(index.name == "ByStatus");
    CHECK(table.mode == CapacityMode::OnDemand);
    CHECK(index.mode == CapacityMode::OnDemand);
    // Table writes: 100/s x 1 WRU (1 KB) = 100 WRU/s; a month is 100 x 3600 x 730 = 262,800,000 WRU
    // -> 262.8 x $0.625 = $164.25.
    CHECK(table.writeUnits == Approx(262'800'000.0));
    CHECK(table.writes == Approx(164.25));
    // Index writes: every item carries a status (0.5 + 0.5), 1 KB projected: the same 100 WRU/s -> $164.25.
    CHECK(index.writeUnits == Approx(262'800'000.0));
    CHECK(index.writes == Approx(164.25));
    // Table reads: 50/s eventually consistent of 1 KB = 0.5 RRU each = 25 RRU/s -> 25 x 3600 x 730 = 65,700,000 RRU
    // -> 65.7 x $0.125 = $8.2125.
    CHECK(table.readUnits == Approx(65'700'000.0));
    CHECK(table.reads == Approx(8.2125));
    // Index reads: 20 Queries/s of 10 x 1 KB = 10 KB -> ceil(10 / 4) = 3 units, halved (a GSI read is eventually
    // consistent) = 1.5 RRU each = 30 RRU/s -> 78,840,000 RRU -> $9.855.
    CHECK(index.readUnits == Approx(78'840'000.0));
    CHECK(index.reads == Approx(9.855));
    // Storage: 40 GB in the table, 40 x 1 (every item) x 1 KB / 1 KB = 40 GB in the index: 80 GB, 25 free
    // -> 55 x $0.25 = $13.75 (each key space's own 40 GB x $0.25 = $10 before the allowance).
    CHECK(table.storageGb == Approx(40.0));
    CHECK(index.storageGb == Approx(40.0));
    CHECK(table.storage == Approx(10.0));
    CHECK(bill.storage == Approx(13.75));
    CHECK(bill.writes == Approx(328.5));
    CHECK(bill.reads == Approx(18.0675));
    // 328.5 + 18.0675 + 13.75
    CHECK(bill.total == Approx(360.3175));
    CHECK(bill.currency == "USD");
    CHECK(bill.pricesAsOf == "2024-11-01");
    CHECK(bill.region == "us-east-1");
}

TEST_CASE("on-demand: a month's cost does not depend on how long the steady run was simulated", "[cost]") {
    Scenario scenario = onDemandOrders();
    scenario.workload.durationS = 600;
    const MonthlyCost shortRun = monthlyCost(scenario, runToEnd(scenario), defaultPriceTable());
    // The same rates as the one-hour run above, so the same month: $360.3175.
    CHECK(shortRun.total == Approx(360.3175));
}

TEST_CASE("on-demand: throttled requests are not billed, transactional writes cost double", "[cost]") {
    // 10 transactional writes/s of 1.5 KB: ceil(1.5) = 2 KB x 2 (transactional) = 4 WRU each = 40 WRU/s;
    // a month: 40 x 3600 x 730 = 105,120,000 WRU -> 105.12 x $0.625 = $65.70.
    Scenario scenario = parsedScenario(R"({"version": 2, "table": {"mode": "on-demand"},
      "workload": {"duration_s": 60, "item_kb": 1.5, "consistency": "transactional", "writes_per_s": 10,
                   "keys": [{"key": "a"}]}})");
    const MonthlyCost bill = monthlyCost(scenario, runToEnd(scenario), defaultPriceTable());
    CHECK(bill.writes == Approx(65.70));
    CHECK(bill.reads == 0);

    // One key asked 1,500 WRU/s: its partition serves 1,000 (the per-partition ceiling) and throttles the rest.
    // Billed: the 1,000 WRU/s served -> 1000 x 3600 x 730 / 1e6 x $0.625 = $1,642.50.
    scenario.workload.itemKb = 1;
    scenario.workload.consistency = Consistency::Eventual;
    scenario.workload.writesPerS = 1500;
    scenario.capacity.splitForHeat = false;
    const SimulationSnapshot snapshot = runToEnd(scenario);
    REQUIRE(snapshot.metrics.writeThrottleEvents > 0);
    CHECK(monthlyCost(scenario, snapshot, defaultPriceTable()).writes == Approx(1642.50));
}

TEST_CASE("provisioned table with a GSI: capacity-hours, used or not", "[cost]") {
    const Scenario scenario = provisionedOrders();
    const MonthlyCost bill = monthlyCost(scenario, runToEnd(scenario), defaultPriceTable());
    REQUIRE(bill.keySpaces.size() == 2);
    const KeySpaceCost& table = bill.keySpaces[0];
    const KeySpaceCost& index = bill.keySpaces[1];
    CHECK(table.mode == CapacityMode::Provisioned);
    CHECK(index.mode == CapacityMode::Provisioned);
    // Table: 1000 RCU x 730 h = 730,000 RCU-hours x $0.00013 = $94.90; 500 WCU x 730 = 365,000 x $0.00065 = $237.25.
    CHECK(table.readUnits == Approx(730'000.0));
    CHECK(table.reads == Approx(94.90));
    CHECK(table.writeUnits == Approx(365'000.0));
    CHECK(table.writes == Approx(237.25));
    // GSI: 200 RCU x 730 x $0.00013 = $18.98; 100 WCU x 730 x $0.00065 = $47.45.
    CHECK(index.reads == Approx(18.98));
    CHECK(index.writes == Approx(47.45));
    // (1000 x 0.00013 + 500 x 0.00065 + 200 x 0.00013 + 100 x 0.00065) x 730 = (0.13 + 0.325 + 0.026 + 0.065) x 730
    // = 0.546 x 730 = $398.58.
    CHECK(bill.reads == Approx(113.88));
    CHECK(bill.writes == Approx(284.70));
    // Storage: 10 GB + the index's 10 x 0.6 (items carrying PENDING) x 1 KB / 4 KB (keys-only: the smallest write over
    // the table's item) = 1.5 GB; 11.5 GB is under the 25 GB free.
    CHECK(table.storageGb == Approx(10.0));
    CHECK(index.storageGb == Approx(1.5));
    CHECK(index.storage == Approx(0.375));
    CHECK(bill.storage == 0);
    CHECK(bill.total == Approx(398.58));
}

TEST_CASE("storage: the first 25 GB of the whole bill are free", "[cost]") {
    const PriceTable& prices = defaultPriceTable();
    {
        const auto [scenario, snapshot] = onDemandTable(20, 0, 0);
        const MonthlyCost bill = monthlyCost(scenario, snapshot, prices);
        CHECK(bill.keySpaces.at(0).storage == Approx(5.0)); // 20 x $0.25 before the allowance
        CHECK(bill.storage == 0);
        CHECK(bill.total == 0);
    }
    {
        const auto [scenario, snapshot] = onDemandTable(25, 0, 0);
        CHECK(monthlyCost(scenario, snapshot, prices).storage == 0);
    }
    {
        // 125 GB: (125 - 25) x $0.25 = $25.
        const auto [scenario, snapshot] = onDemandTable(125, 0, 0);
        const MonthlyCost bill = monthlyCost(scenario, snapshot, prices);
        CHECK(bill.keySpaces.at(0).storage == Approx(31.25));
        CHECK(bill.storage == Approx(25.0));
        CHECK(bill.total == Approx(25.0));
    }
}

TEST_CASE("a GSI without index keys holds no data and writes nothing", "[cost]") {
    Scenario scenario = provisionedOrders();
    scenario.workload.indexKeys.clear();
    const SimulationSnapshot snapshot = runToEnd(scenario);
    // The simulator writes nothing to an index no item carries the key of; the estimate stores nothing there.
    REQUIRE(snapshot.indexes.at(0).metrics.consumedWriteCapacityUnits == 0);
    CHECK(monthlyCost(scenario, snapshot, defaultPriceTable()).keySpaces.at(1).storageGb == 0);
    // Index keys whose weights add up past 1 count as every item (at most the table's 10 GB x 1 KB / 4 KB).
    scenario.workload.indexKeys["ByStatus"] = {WorkloadKey{"A", 0.8, {}, SortKeyShape::Random, {}},
                                               WorkloadKey{"B", 0.7, {}, SortKeyShape::Random, {}}};
    CHECK(monthlyCost(scenario, snapshot, defaultPriceTable()).keySpaces.at(1).storageGb == Approx(2.5));
}

TEST_CASE("a custom price file changes every figure it prices", "[cost]") {
    PriceTable prices;
    std::string error;
    REQUIRE(parsePriceTable("region = eu-west-1\ncurrency = EUR\nas_of = 2026-01-15\nsource = a test\n"
                            "on_demand_write_per_million = 1\non_demand_read_per_million = 0.2\n"
                            "provisioned_wcu_hour = 0.001\nprovisioned_rcu_hour = 0.0002\n"
                            "storage_gb_month = 0.5\nstorage_free_gb = 10\nhours_per_month = 720\n",
                            "custom.prices", prices, error));
    // On-demand hour of 360,000 WRU (100/s) and 180,000 RRU (50/s), 30 GB.
    const auto [scenario, snapshot] = onDemandTable(30, 360'000, 180'000);
    const MonthlyCost bill = monthlyCost(scenario, snapshot, prices);
    // Writes: 100 x 3600 x 720 = 259,200,000 WRU x $1 / 1e6 = 259.2.
    CHECK(bill.writes == Approx(259.2));
    // Reads: 50 x 3600 x 720 = 129,600,000 RRU x 0.2 / 1e6 = 25.92.
    CHECK(bill.reads == Approx(25.92));
    // Storage: (30 - 10) x 0.5 = 10.
    CHECK(bill.storage == Approx(10.0));
    CHECK(bill.total == Approx(295.12));
    CHECK(bill.currency == "EUR");
    CHECK(bill.pricesAsOf == "2026-01-15");
    CHECK(bill.region == "eu-west-1");

    // Provisioned at these prices: (1000 x 0.0002 + 500 x 0.001) x 720 = (0.2 + 0.5) x 720 = 504.
    Scenario provisioned = scenario;
    provisioned.table.mode = CapacityMode::Provisioned;
    provisioned.table.rcu = 1000;
    provisioned.table.wcu = 500;
    CHECK(monthlyCost(provisioned, snapshot, prices).total == Approx(504.0 + 10.0));
}

TEST_CASE("a snapshot of no simulated time bills no on-demand requests", "[cost]") {
    auto [scenario, snapshot] = onDemandTable(0, 1000, 1000);
    snapshot.nowS = 0;
    const MonthlyCost bill = monthlyCost(scenario, snapshot, defaultPriceTable());
    CHECK(bill.total == 0);
}
