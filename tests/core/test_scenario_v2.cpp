// Scenario JSON version 2: reading, writing, the upgrade of version 1 files, and the partition counts that size
// and an index's own capacity imply.
#include "partiscope/scenario.h"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace partiscope;

namespace {

std::string errorOf(const std::string& json) {
    Scenario scenario;
    std::string error;
    REQUIRE_FALSE(parseScenario(json, scenario, error));
    return error;
}

Scenario parsed(const std::string& json) {
    Scenario scenario;
    std::string error;
    INFO(json);
    REQUIRE(parseScenario(json, scenario, error));
    CHECK(error.empty());
    return scenario;
}

/// Every version 2 field set to something other than its default.
const std::string kFullVersion2 = R"({"version": 2, "name": "orders",
  "table": {"name": "Orders", "key_schema": {"partition_key": {"name": "customer", "type": "S"},
                                              "sort_key": {"name": "orderedAt", "type": "N"}},
            "mode": "on-demand", "partitions": 12, "size_gb": 95.5, "streams": true,
            "previous_peak_rcu": 100, "previous_peak_wcu": 50,
            "max_read_request_units": 20000, "max_write_request_units": 8000,
            "account_max_rcu": 80000, "account_max_wcu": 60000,
            "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"},
                      "sort_key": {"name": "createdAt", "type": "S"}, "projection": "include",
                      "non_key_attributes": ["total", "currency"], "item_kb": 0.5, "mode": "on-demand",
                      "partitions": 3, "previous_peak_rcu": 7, "previous_peak_wcu": 9,
                      "max_read_request_units": 100, "max_write_request_units": 200,
                      "strategy": {"kind": "random", "shards": 10, "sep": "_", "seed": 4}},
                     {"name": "ByCustomerEmail", "partition_key": {"name": "email", "type": "B"},
                      "projection": "keys-only"}],
            "lsis": [{"name": "ByTotal", "sort_key": {"name": "total", "type": "N"}, "projection": "keys-only"}]},
  "capacity": {"burst": false},
  "workload": {"duration_s": 60, "item_kb": 3, "writes_per_s": 100, "reads_per_s": 10,
               "keys": [{"key": "c1", "weight": 2}, {"key": "c2", "partition": 1, "sort_key": "monotonic"}],
               "index_keys": {"ByStatus": [{"key": "PENDING", "weight": 0.25, "sort_key": "monotonic", "partition": 2},
                                           {"key": "SHIPPED", "weight": 0.5}],
                              "ByCustomerEmail": []}},
  "strategy": {"kind": "calculated", "shards": 4, "fn": "hash"},
  "access_patterns": [{"name": "pending orders this month", "target": "ByStatus", "key": "PENDING",
                       "sort_key_condition": {"op": "begins_with", "value": "2026-11"},
                       "reads_per_s": 50, "items_per_query": 20},
                      {"name": "a customer's orders in a range", "key": "c1",
                       "sort_key_condition": {"op": "between", "value": "100", "value2": "200"},
                       "consistency": "strong", "reads_per_s": 5},
                      {"name": "big orders", "target": "ByTotal", "key": "c2",
                       "sort_key_condition": {"op": "ge", "value": "1000"}}]})";

std::vector<std::filesystem::path> version1Resources() {
    std::vector<std::filesystem::path> files;
    for (const char* dir : {PARTISCOPE_LESSONS_DIR, PARTISCOPE_SCENARIOS_DIR}) {
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            if (entry.path().extension() == ".json") {
                files.push_back(entry.path());
            }
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

TEST_CASE("scenario v2: every field is read", "[scenario][v2]") {
    const Scenario s = parsed(kFullVersion2);
    CHECK(s.version == 2);
    CHECK(s.table.name == "Orders");
    CHECK(s.table.keySchema.partitionKey == KeyAttribute{"customer", AttributeType::S});
    CHECK(s.table.keySchema.sortKey == KeyAttribute{"orderedAt", AttributeType::N});
    CHECK(s.table.sizeGb == 95.5);
    CHECK(s.table.maxReadRequestUnits == 20000.0);
    CHECK(s.table.maxWriteRequestUnits == 8000.0);
    CHECK(s.table.accountMaxRcu == 80000);
    CHECK(s.table.accountMaxWcu == 60000);
    REQUIRE(s.table.gsis.size() == 2);
    const GsiSpec& status = s.table.gsis[0];
    CHECK(status.name == "ByStatus");
    CHECK(status.partitionKey.name == "status");
    CHECK(status.sortKey == KeyAttribute{"createdAt", AttributeType::S});
    CHECK(status.projection == Projection::Include);
    CHECK(status.nonKeyAttributes == std::vector<std::string>{"total", "currency"});
    CHECK(status.itemKb == 0.5);
    CHECK(status.mode == CapacityMode::OnDemand);
    CHECK(status.partitions == 3u);
    CHECK(status.previousPeakRcu == 7);
    CHECK(status.previousPeakWcu == 9);
    CHECK(status.maxReadRequestUnits == 100.0);
    CHECK(status.maxWriteRequestUnits == 200.0);
    CHECK(status.strategy.kind == StrategyKind::Random);
    CHECK(status.strategy.shards == 10);
    CHECK(status.strategy.separator == "_");
    CHECK(status.strategy.seed == 4);
    const GsiSpec& email = s.table.gsis[1];
    CHECK(email.partitionKey.type == AttributeType::B);
    CHECK_FALSE(email.sortKey);
    CHECK_FALSE(email.mode); // unset: the table's
    CHECK_FALSE(email.itemKb);
    CHECK(email.strategy == StrategyConfig());
    REQUIRE(s.table.lsis.size() == 1);
    CHECK(s.table.lsis[0] == LsiSpec{"ByTotal", KeyAttribute{"total", AttributeType::N}, Projection::KeysOnly, {}});
    REQUIRE(s.workload.indexKeys.size() == 2);
    const auto& statusKeys = s.workload.indexKeys.at("ByStatus");
    REQUIRE(statusKeys.size() == 2);
    CHECK(statusKeys[0] == WorkloadKey{"PENDING", 0.25, 2u, SortKeyShape::Monotonic, std::nullopt});
    CHECK(statusKeys[1] == WorkloadKey{"SHIPPED", 0.5, std::nullopt, SortKeyShape::Random, std::nullopt});
    CHECK(s.workload.indexKeys.at("ByCustomerEmail").empty());
    REQUIRE(s.accessPatterns.size() == 3);
    const AccessPattern& pending = s.accessPatterns[0];
    CHECK(pending.target == "ByStatus");
    CHECK(pending.key == "PENDING");
    REQUIRE(pending.sortKeyCondition);
    CHECK(pending.sortKeyCondition->op == SortKeyOperator::BeginsWith);
    CHECK(pending.sortKeyCondition->value == "2026-11");
    CHECK_FALSE(pending.sortKeyCondition->value2);
    CHECK(pending.consistency == Consistency::Eventual);
    CHECK(pending.readsPerS == 50);
    CHECK(pending.itemsPerQuery == 20);
    const AccessPattern& range = s.accessPatterns[1];
    CHECK(range.target.empty()); // "target" left out: the table
    CHECK(range.sortKeyCondition->value2 == std::string("200"));
    CHECK(range.consistency == Consistency::Strong);
    CHECK(range.itemsPerQuery == 1);
    CHECK(s.accessPatterns[2].readsPerS == 0);
}

TEST_CASE("scenario v2: the defaults of a minimal version 2 file", "[scenario][v2]") {
    const Scenario s = parsed(R"({"version": 2, "table": {"rcu": 10, "wcu": 10},
                                  "workload": {"duration_s": 10, "keys": [{"key": "k"}]}})");
    CHECK(s.table.name.empty());
    CHECK(s.table.keySchema == KeySchema{});
    CHECK(s.table.keySchema.partitionKey == KeyAttribute{"PK", AttributeType::S});
    CHECK(s.table.sizeGb == 0);
    CHECK(s.table.gsis.empty());
    CHECK(s.table.lsis.empty());
    CHECK_FALSE(s.table.maxReadRequestUnits);
    CHECK_FALSE(s.table.maxWriteRequestUnits);
    CHECK(s.table.accountMaxRcu == 40000);
    CHECK(s.table.accountMaxWcu == 40000);
    CHECK(s.workload.indexKeys.empty());
    CHECK(s.accessPatterns.empty());
    const Scenario target = parsed(R"({"version": 2, "table": {"rcu": 10, "wcu": 10},
        "workload": {"duration_s": 10, "keys": [{"key": "k"}]},
        "access_patterns": [{"name": "p", "target": "table", "key": "k"}]})");
    CHECK(target.accessPatterns[0].target.empty());
}

TEST_CASE("scenario v2: a full scenario round-trips exactly", "[scenario][v2]") {
    const Scenario first = parsed(kFullVersion2);
    const std::string saved = scenarioToJson(first);
    INFO(saved);
    CHECK(saved.rfind("{\n  \"version\": 2,", 0) == 0);
    const Scenario second = parsed(saved);
    CHECK(second == first);
    CHECK(scenarioToJson(second) == saved);
}

TEST_CASE("scenario v2: a provisioned table's previous peaks and value2 of a non-BETWEEN condition survive a save",
          "[scenario][v2]") {
    Scenario s = parsed(R"({"version": 2, "table": {"rcu": 10, "wcu": 10, "previous_peak_rcu": 3,
        "key_schema": {"partition_key": {"name": "PK"}, "sort_key": {"name": "SK"}}},
        "workload": {"duration_s": 10, "keys": [{"key": "k"}]},
        "access_patterns": [{"name": "p", "key": "k", "sort_key_condition": {"op": "eq", "value": "a", "value2": "z"}}]})");
    CHECK(s.table.previousPeakRcu == 3);
    CHECK(s.accessPatterns[0].sortKeyCondition->value2 == std::string("z"));
    CHECK(parsed(scenarioToJson(s)) == s);
}

TEST_CASE("scenario v2: each version 1 file in resources upgrades and equals its version 2 re-save", "[scenario][v2]") {
    const auto files = version1Resources();
    REQUIRE(files.size() >= 9); // eight lessons and the default scenario
    for (const auto& file : files) {
        INFO(file.string());
        Scenario v1;
        std::string error;
        REQUIRE(loadScenarioFile(file.string(), v1, error));
        CHECK(v1.version == Scenario::kCurrentVersion);
        const std::string saved = scenarioToJson(v1);
        CHECK(saved.find("\"version\": 2") != std::string::npos);
        CHECK(saved.find("\"lsi\"") == std::string::npos);
        const Scenario v2 = parsed(saved);
        CHECK(v2 == v1);
        CHECK(scenarioToJson(v2) == saved);
    }
}

TEST_CASE("scenario v2: version 1's lsi flag becomes a sort key and an LSI, and re-saves as version 2",
          "[scenario][v2]") {
    const Scenario v1 = parsed(R"({"version": 1, "table": {"rcu": 10, "wcu": 10, "lsi": true},
                                   "workload": {"duration_s": 10, "keys": [{"key": "k"}]}})");
    CHECK(v1.table.keySchema.sortKey == KeyAttribute{"SK", AttributeType::S});
    REQUIRE(v1.table.lsis.size() == 1);
    CHECK(v1.table.lsis[0].name == "LSI");
    CHECK(v1.table.lsis[0].sortKey.name == "LSISK");
    CHECK(parsed(scenarioToJson(v1)) == v1);
}

TEST_CASE("scenario v2: each version keeps to its own fields", "[scenario][v2]") {
    const std::string workload = R"("workload": {"duration_s": 10, "keys": [{"key": "k"}]})";
    for (const char* field :
         {R"("name": "Orders")", R"("size_gb": 5)", R"("gsis": [])", R"("lsis": [])",
          R"("key_schema": {"partition_key": {"name": "PK"}})", R"("max_read_request_units": 5)",
          R"("max_write_request_units": 5)", R"("account_max_rcu": 5)", R"("account_max_wcu": 5)"}) {
        const std::string json =
            std::string(R"({"version": 1, "table": {"rcu": 1, "wcu": 1, )") + field + "}, " + workload + "}";
        const std::string name = std::string(field).substr(1, std::string(field).find('"', 1) - 1);
        CHECK(errorOf(json) == "/table/" + name + ": a version 2 field (set \"version\": 2 to use it)");
    }
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1}, "workload": {"duration_s": 10,
                      "keys": [{"key": "k"}], "index_keys": {}}})") ==
          "/workload/index_keys: a version 2 field (set \"version\": 2 to use it)");
    CHECK(errorOf(R"({"version": 1, "table": {"rcu": 1, "wcu": 1}, )" + workload + R"(, "access_patterns": []})") ==
          "/access_patterns: a version 2 field (set \"version\": 2 to use it)");
    CHECK(errorOf(R"({"version": 2, "table": {"rcu": 1, "wcu": 1, "lsi": true}, )" + workload + "}") ==
          "/table/lsi: a version 1 field: version 2 gives the sort key in \"key_schema\" and each LSI in \"lsis\"");
    CHECK(errorOf(R"({"version": 3})") == "/version: unsupported version 3 (this build reads versions 1 and 2)");
    CHECK(errorOf(R"({"version": "2"})") == "/version: unsupported version \"2\" (this build reads versions 1 and 2)");
    CHECK(errorOf(R"({"table": {}})") == "/version: missing (1 or 2; this build writes version 2)");
    CHECK(parsed(R"({"version": 2.0, "table": {"rcu": 1, "wcu": 1}, )" + workload + "}").version == 2);
}

TEST_CASE("scenario v2: reading errors name the JSON path", "[scenario][v2]") {
    auto withTable = [](const std::string& tableFields) {
        return R"({"version": 2, "table": {"rcu": 10, "wcu": 10, )" + tableFields +
               R"(}, "workload": {"duration_s": 10, "keys": [{"key": "k"}]}})";
    };
    auto gsi = [&](const std::string& fields) {
        return withTable(R"("gsis": [{"name": "ByStatus", "partition_key": {"name": "status"}, "rcu": 1, "wcu": 1)" +
                         fields + "}]");
    };
    CHECK(errorOf(gsi(R"(, "sort_key": {"name": "s", "type": "X"})")) ==
          R"(/table/gsis/0/sort_key/type: expected one of "S", "N", "B", got "X")");
    CHECK(errorOf(withTable(R"("gsis": [{"name": "G", "partition_key": {"name": "status", "type": "X"}}])")) ==
          R"(/table/gsis/0/partition_key/type: expected one of "S", "N", "B", got "X")");
    CHECK(errorOf(withTable(R"("gsis": [{"name": "G", "rcu": 1, "wcu": 1}])")) ==
          R"(/table/gsis/0/partition_key: missing (an object {"name", "type"} is required))");
    CHECK(errorOf(withTable(R"("gsis": [{"name": "G", "partition_key": {"name": "s"}, "wcu": 1}])")) ==
          "/table/gsis/0/rcu: missing (a number is required)");
    CHECK(errorOf(gsi(R"(, "projection": "some")")) ==
          R"(/table/gsis/0/projection: expected one of "all", "keys-only", "include", got "some")");
    CHECK(errorOf(gsi(R"(, "item_kb": 401)")) == "/table/gsis/0/item_kb: must be between 0.001 and 400, got 401");
    CHECK(errorOf(gsi(R"(, "strategy": {"kind": "mod"})")).rfind("/table/gsis/0/strategy/shards: ", 0) == 0);
    CHECK(errorOf(gsi(R"(, "strategy": {"kind": "random", "shards": 0})")) ==
          "/table/gsis/0/strategy/shards: must be a whole number from 1 to 1,000,000, got 0");
    CHECK(errorOf(gsi(R"(, "colour": "red")")).rfind("/table/gsis/0/colour: unknown field", 0) == 0);
    CHECK(errorOf(gsi(R"(, "rcu": 2)")) == "/table/gsis/0/rcu: given twice in the same object (each member may "
                                           "appear once)");
    CHECK(errorOf(withTable(R"("lsis": [{"name": "L"}])")) ==
          R"(/table/lsis/0/sort_key: missing (an object {"name", "type"} is required))");
    CHECK(errorOf(withTable(R"("key_schema": {"sort_key": {"name": "SK"}})")) ==
          R"(/table/key_schema/partition_key: missing (an object {"name", "type"} is required))");
    CHECK(errorOf(withTable(R"("size_gb": -1)")) == "/table/size_gb: must be between 0 and 1e+07, got -1");
    CHECK(errorOf(withTable(R"("account_max_rcu": 0)")) ==
          "/table/account_max_rcu: must be between 1 and 1e+08, got 0");
    CHECK(errorOf(R"({"version": 2, "table": {"rcu": 10, "wcu": 10}, "workload": {"duration_s": 10,
                      "keys": [{"key": "k"}], "index_keys": {"G": [{"key": ""}]}}})") ==
          "/workload/index_keys/G/0/key: empty key (a partition key needs at least 1 byte)");
    CHECK(errorOf(R"({"version": 2, "table": {"rcu": 10, "wcu": 10}, "workload": {"duration_s": 10,
                      "keys": [{"key": "k"}], "index_keys": []}})") ==
          R"(/workload/index_keys: expected an object {"<GSI name>": [keys]}, got an array)");
    auto pattern = [](const std::string& fields) {
        return R"({"version": 2, "table": {"rcu": 10, "wcu": 10}, "workload": {"duration_s": 10,
                   "keys": [{"key": "k"}]}, "access_patterns": [{"name": "p", "key": "k")" +
               fields + "}]}";
    };
    CHECK(errorOf(pattern(R"(, "sort_key_condition": {"op": "like", "value": "a"})")) ==
          R"(/access_patterns/0/sort_key_condition/op: expected one of "eq", "lt", "le", "gt", "ge", "between", )"
          R"("begins_with", got "like")");
    CHECK(errorOf(pattern(R"(, "items_per_query": 0)")) ==
          "/access_patterns/0/items_per_query: must be between 1 and 1e+06, got 0");
    CHECK(errorOf(pattern(R"(, "reads_per_s": -1)")) == "/access_patterns/0/reads_per_s: must be between 0 and 1e+08, "
                                                        "got -1");
    CHECK(errorOf(R"({"version": 2, "table": {"rcu": 10, "wcu": 10}, "workload": {"duration_s": 10,
                      "keys": [{"key": "k"}]}, "access_patterns": [{"key": "k"}]})") ==
          "/access_patterns/0/name: missing (a string is required)");
}

TEST_CASE("derived partition counts: capacity, data size and an index's own capacity, hand-computed",
          "[scenario][v2]") {
    TableSpec table;
    table.rcu = 1000;
    table.wcu = 500;
    // ceil(1000/3000 + 500/1000) = ceil(0.83) = 1; ceil(95/10) = 10.
    table.sizeGb = 95;
    CHECK(derivedPartitionCount(table) == 10);
    table.sizeGb = 25; // ceil(2.5) = 3
    CHECK(derivedPartitionCount(table) == 3);
    table.sizeGb = 0; // capacity alone: 1
    CHECK(derivedPartitionCount(table) == 1);
    table.sizeGb = 10; // exactly one partition's worth
    CHECK(derivedPartitionCount(table) == 1);
    table.sizeGb = 10.5;
    CHECK(derivedPartitionCount(table) == 2);
    table.rcu = 5000;
    table.wcu = 2000; // ceil(5000/3000 + 2000/1000) = ceil(3.67) = 4, above ceil(1.05) = 2
    CHECK(derivedPartitionCount(table) == 4);

    GsiSpec gsi;
    gsi.rcu = 1000;
    gsi.wcu = 1000; // ceil(0.33 + 1) = 2, whatever the table's size
    table.sizeGb = 500;
    CHECK(derivedPartitionCount(gsi, table) == 2);
    gsi.wcu = 2500; // ceil(0.33 + 2.5) = 3
    CHECK(derivedPartitionCount(gsi, table) == 3);
    gsi.rcu = 0;
    gsi.wcu = 1;
    CHECK(derivedPartitionCount(gsi, table) == 1);

    table.mode = CapacityMode::OnDemand;
    gsi.rcu = 0;
    gsi.wcu = 0;
    // New on-demand index: 12000 RCU / 4000 WCU warm: ceil(4 + 4) = 8.
    CHECK(derivedPartitionCount(gsi, table) == 8);
    gsi.previousPeakWcu = 3000; // max(4000, 6000) WCU: ceil(4 + 6) = 10
    CHECK(derivedPartitionCount(gsi, table) == 10);
    gsi.previousPeakRcu = 9000; // max(12000, 18000) RCU: ceil(6 + 6) = 12
    CHECK(derivedPartitionCount(gsi, table) == 12);
}

TEST_CASE("derived partition counts: a data-sized table is read from JSON", "[scenario][v2]") {
    const Scenario s = parsed(R"({"version": 2, "table": {"rcu": 1000, "wcu": 500, "size_gb": 95},
        "workload": {"duration_s": 10, "keys": [{"key": "k", "partition": 9}]}})");
    CHECK(derivedPartitionCount(s.table) == 10);
    CHECK(errorOf(R"({"version": 2, "table": {"rcu": 1000, "wcu": 500, "size_gb": 95},
        "workload": {"duration_s": 10, "keys": [{"key": "k", "partition": 10}]}})")
              .rfind("/workload/keys/0/partition: partition 10 does not exist: key 'k' is pinned to it, but the table "
                     "has 10 partitions",
                     0) == 0);
    // A pinned count below what the size implies is allowed: the pin is what the user says the table has.
    CHECK(parsed(R"({"version": 2, "table": {"rcu": 1000, "wcu": 500, "size_gb": 95, "partitions": 2},
        "workload": {"duration_s": 10, "keys": [{"key": "k"}]}})")
              .table.partitions == 2u);
}
