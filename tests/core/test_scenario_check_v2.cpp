// Version 2's rules: each one broken alone is found by checkScenario() at its JSON path, and the JSON reader
// finds the same problem in the saved file.
#include "partiscope/scenario.h"

#include <catch2/catch.hpp>

#include <functional>

using namespace partiscope;

namespace {

/// A valid provisioned scenario with every version 2 part: a composite key, a GSI, an LSI, index keys, patterns.
Scenario validVersion2() {
    Scenario s;
    s.name = "orders";
    s.table.name = "Orders";
    s.table.keySchema = KeySchema{{"customer", AttributeType::S}, KeyAttribute{"orderedAt", AttributeType::S}};
    s.table.rcu = 100;
    s.table.wcu = 100;
    GsiSpec status;
    status.name = "ByStatus";
    status.partitionKey = {"status", AttributeType::S};
    status.sortKey = KeyAttribute{"createdAt", AttributeType::S};
    status.rcu = 10;
    status.wcu = 10;
    s.table.gsis.push_back(status);
    s.table.lsis.push_back(LsiSpec{"ByTotal", {"total", AttributeType::N}, Projection::All, {}});
    s.workload.durationS = 60;
    s.workload.keys.push_back(WorkloadKey{"c1", 1, std::nullopt, SortKeyShape::Random, std::nullopt});
    s.workload.indexKeys["ByStatus"] = {WorkloadKey{"PENDING", 0.5, std::nullopt, SortKeyShape::Random, std::nullopt},
                                        WorkloadKey{"SHIPPED", 0.5, std::nullopt, SortKeyShape::Random, std::nullopt}};
    AccessPattern pending;
    pending.name = "pending";
    pending.target = "ByStatus";
    pending.key = "PENDING";
    pending.sortKeyCondition = AccessPattern::SortKeyCondition{SortKeyOperator::BeginsWith, "2026-11", std::nullopt};
    pending.readsPerS = 5;
    s.accessPatterns.push_back(pending);
    AccessPattern orders;
    orders.name = "orders of a customer";
    orders.key = "c1";
    orders.consistency = Consistency::Strong;
    s.accessPatterns.push_back(orders);
    return s;
}

GsiSpec namedGsi(const std::string& name) {
    GsiSpec g;
    g.name = name;
    g.partitionKey = {"a" + name, AttributeType::S};
    g.rcu = 1;
    g.wcu = 1;
    return g;
}

struct RuleBreak {
    const char* path;
    const char* message;
    std::function<void(Scenario&)> edit;
};

} // namespace

TEST_CASE("version 2 rules: each one broken alone is found at its path, in memory and in the saved file",
          "[scenario][v2]") {
    const Scenario valid = validVersion2();
    REQUIRE_FALSE(checkScenario(valid));
    const std::vector<RuleBreak> breaks = {
        {"/table/name",
         "must be 3 to 255 characters of A-Z, a-z, 0-9, '_', '-' and '.' (DynamoDB's naming rules), got "
         "\"Or\"",
         [](Scenario& s) { s.table.name = "Or"; }},
        {"/table/name", nullptr, [](Scenario& s) { s.table.name = "Orders table"; }},
        {"/table/name", nullptr, [](Scenario& s) { s.table.name = std::string(256, 'a'); }},
        {"/table/size_gb", "must be between 0 and 1e+07, got 1.1e+07", [](Scenario& s) { s.table.sizeGb = 1.1e7; }},
        {"/table/max_read_request_units", "must be between 1 and 1e+08, got 0.5",
         [](Scenario& s) { s.table.maxReadRequestUnits = 0.5; }},
        {"/table/max_write_request_units", nullptr, [](Scenario& s) { s.table.maxWriteRequestUnits = 0; }},
        {"/table/account_max_rcu", nullptr, [](Scenario& s) { s.table.accountMaxRcu = 0; }},
        {"/table/account_max_wcu", nullptr, [](Scenario& s) { s.table.accountMaxWcu = 0.9; }},
        {"/table/gsis/0/rcu", "must be between 0 and 1e+07, got -1", [](Scenario& s) { s.table.gsis[0].rcu = -1; }},
        {"/table/gsis/0/partitions", nullptr, [](Scenario& s) { s.table.gsis[0].partitions = 0; }},
        {"/table/gsis/0/item_kb", nullptr, [](Scenario& s) { s.table.gsis[0].itemKb = 0; }},
        {"/table/gsis/0/max_write_request_units", nullptr,
         [](Scenario& s) { s.table.gsis[0].maxWriteRequestUnits = 0; }},
        // Capacity first: an index's capacity is part of scenarioProblem(), after the table's.
        {"/table/gsis/0/wcu", "must be at least 1 on a provisioned index (DynamoDB's minimum)",
         [](Scenario& s) { s.table.gsis[0].wcu = 0.5; }},
        {"/table/gsis/0/rcu",
         "must be at least 1 on a provisioned index that an access pattern reads (DynamoDB's minimum; 0 is accepted "
         "only for an index nothing reads)",
         [](Scenario& s) { s.table.gsis[0].rcu = 0; }},
        {"/workload/index_keys/ByStatus/1/partition",
         "partition 1 does not exist: key 'SHIPPED' is pinned to it, but index \"ByStatus\" has 1 partition (derived "
         "from its capacity)",
         [](Scenario& s) { s.workload.indexKeys["ByStatus"][1].partition = 1; }},
        {"/table/key_schema/partition_key/name",
         "must be 1 to 255 bytes of UTF-8 (a key attribute's name), got 0 bytes",
         [](Scenario& s) { s.table.keySchema.partitionKey.name.clear(); }},
        {"/table/key_schema/sort_key/name", nullptr,
         [](Scenario& s) { s.table.keySchema.sortKey->name = std::string(256, 's'); }},
        {"/table/gsis/0/partition_key/name", nullptr, [](Scenario& s) { s.table.gsis[0].partitionKey.name.clear(); }},
        {"/table/gsis/0/sort_key/name", nullptr,
         [](Scenario& s) { s.table.gsis[0].sortKey->name = std::string(256, 's'); }},
        {"/table/lsis/0/sort_key/name", nullptr, [](Scenario& s) { s.table.lsis[0].sortKey.name.clear(); }},
        {"/table/gsis/0/partition_key/type",
         "attribute \"customer\" is N here but S at /table/key_schema/partition_key (an attribute has one type in "
         "every key)",
         [](Scenario& s) {
             s.table.gsis[0].partitionKey = {"customer", AttributeType::N};
         }},
        {"/table/gsis", "at most 20 global secondary indexes per table (DynamoDB's quota), got 21",
         [](Scenario& s) {
             for (int i = 0; i < 20; ++i) {
                 s.table.gsis.push_back(namedGsi("G" + std::to_string(100 + i)));
             }
         }},
        {"/table/lsis", "at most 5 local secondary indexes per table (DynamoDB's quota), got 6",
         [](Scenario& s) {
             for (int i = 0; i < 5; ++i) {
                 s.table.lsis.push_back(LsiSpec{"L" + std::to_string(100 + i), {"x", AttributeType::S}, {}, {}});
             }
         }},
        {"/table/lsis", "a local secondary index needs a table with a sort key (/table/key_schema/sort_key)",
         [](Scenario& s) { s.table.keySchema.sortKey.reset(); }},
        {"/table/gsis/0/name", nullptr, [](Scenario& s) { s.table.gsis[0].name = "By Status"; }},
        {"/table/lsis/0/name", nullptr, [](Scenario& s) { s.table.lsis[0].name = "BT"; }},
        {"/table/gsis/0/name", "\"table\" names the base table in access patterns; choose another index name",
         [](Scenario& s) {
             s.table.gsis[0].name = "table";
             s.workload.indexKeys.clear();
             s.accessPatterns.pop_back();
             s.accessPatterns[0].target.clear();
             s.accessPatterns[0].sortKeyCondition.reset();
         }},
        {"/table/lsis/0/name",
         "index name \"ByStatus\" is already used by /table/gsis/0 (GSIs and LSIs share one "
         "namespace)",
         [](Scenario& s) { s.table.lsis[0].name = "ByStatus"; }},
        {"/table/gsis/1/name", nullptr, [](Scenario& s) { s.table.gsis.push_back(namedGsi("ByStatus")); }},
        {"/table/gsis/0/mode", "must be the table's mode (\"provisioned\"): DynamoDB bills an index like its table",
         [](Scenario& s) { s.table.gsis[0].mode = CapacityMode::OnDemand; }},
        {"/table/gsis/0/mode", nullptr,
         [](Scenario& s) {
             s.table.gsis[0].mode = CapacityMode::OnDemand;
             s.table.gsis[0].wcu = 0; // not the capacity rule: the mode is what is wrong
         }},
        {"/table/gsis/0/non_key_attributes", "only a projection of \"include\" lists non-key attributes",
         [](Scenario& s) { s.table.gsis[0].nonKeyAttributes = {"total"}; }},
        {"/table/lsis/0/non_key_attributes/0", nullptr,
         [](Scenario& s) {
             s.table.lsis[0].projection = Projection::Include;
             s.table.lsis[0].nonKeyAttributes = {""};
         }},
        {"/table/gsis/0/strategy/shards", nullptr,
         [](Scenario& s) { s.table.gsis[0].strategy.kind = StrategyKind::Mod; }},
        {"/workload/index_keys/ByDate",
         "no global secondary index named \"ByDate\" in /table/gsis (an LSI is keyed by the table's keys)",
         [](Scenario& s) { s.workload.indexKeys["ByDate"] = {}; }},
        {"/workload/index_keys/ByStatus/0/weight", "must be between 0 and 1e+12, got -0.5",
         [](Scenario& s) { s.workload.indexKeys["ByStatus"][0].weight = -0.5; }},
        {"/workload/index_keys/ByStatus/0/key", nullptr,
         [](Scenario& s) { s.workload.indexKeys["ByStatus"][0].key.clear(); }},
        {"/workload/index_keys/ByStatus",
         "the weights add up to 1.25; each is the share of base-table writes whose item carries that key, so together "
         "they are at most 1",
         [](Scenario& s) { s.workload.indexKeys["ByStatus"][1].weight = 0.75; }},
        {"/workload/index_keys/ByStatus/2/partition", nullptr,
         [](Scenario& s) {
             s.workload.indexKeys["ByStatus"][0].weight = 0;
             s.workload.indexKeys["ByStatus"].push_back(
                 WorkloadKey{"PENDING", 0, 0u, SortKeyShape::Random, std::nullopt});
         }},
        {"/access_patterns/0/name", "must not be empty (an access pattern is picked by its name)",
         [](Scenario& s) { s.accessPatterns[0].name.clear(); }},
        {"/access_patterns/1/name", "\"pending\" is already the name of /access_patterns/0",
         [](Scenario& s) { s.accessPatterns[1].name = "pending"; }},
        {"/access_patterns/0/target", "no index named \"ByDate\" (\"table\", or the name of a GSI or an LSI)",
         [](Scenario& s) { s.accessPatterns[0].target = "ByDate"; }},
        {"/access_patterns/0/key", nullptr, [](Scenario& s) { s.accessPatterns[0].key.clear(); }},
        {"/access_patterns/0/consistency", "GSI reads are eventually consistent only",
         [](Scenario& s) { s.accessPatterns[0].consistency = Consistency::Strong; }},
        {"/access_patterns/1/consistency",
         "a Query reads \"eventual\" or \"strong\" (transactional reads are not queries)",
         [](Scenario& s) { s.accessPatterns[1].consistency = Consistency::Transactional; }},
        {"/access_patterns/0/sort_key_condition/value2", "\"between\" needs value2 (the upper bound)",
         [](Scenario& s) { s.accessPatterns[0].sortKeyCondition->op = SortKeyOperator::Between; }},
        {"/access_patterns/0/sort_key_condition/value", nullptr,
         [](Scenario& s) { s.accessPatterns[0].sortKeyCondition->value.clear(); }},
        {"/access_patterns/0/sort_key_condition/value2", nullptr,
         [](Scenario& s) { s.accessPatterns[0].sortKeyCondition->value2 = std::string(1025, 'z'); }},
        {"/access_patterns/0/sort_key_condition", "index \"ByStatus\" has no sort key to compare",
         [](Scenario& s) { s.table.gsis[0].sortKey.reset(); }},
        {"/access_patterns/1/sort_key_condition", "the table has no sort key to compare",
         [](Scenario& s) {
             s.table.keySchema.sortKey.reset();
             s.table.lsis.clear();
             s.accessPatterns[1].sortKeyCondition =
                 AccessPattern::SortKeyCondition{SortKeyOperator::Eq, "x", std::nullopt};
         }},
        {"/access_patterns/1/reads_per_s", nullptr, [](Scenario& s) { s.accessPatterns[1].readsPerS = -1; }},
        {"/access_patterns/1/items_per_query", "must be between 1 and 1e+06, got 0.5",
         [](Scenario& s) { s.accessPatterns[1].itemsPerQuery = 0.5; }},
    };
    for (const auto& rule : breaks) {
        INFO(rule.path);
        Scenario broken = valid;
        rule.edit(broken);
        const auto problem = checkScenario(broken);
        REQUIRE(problem);
        CHECK(problem->path == rule.path);
        if (rule.message) {
            CHECK(problem->message == rule.message);
        }
        Scenario reread;
        std::string error;
        const std::string saved = scenarioToJson(broken);
        INFO(saved);
        REQUIRE_FALSE(parseScenario(saved, reread, error));
        CHECK(error == problem->path + ": " + problem->message);
    }
}

TEST_CASE("version 2 rules: what DynamoDB allows passes", "[scenario][v2]") {
    Scenario s = validVersion2();
    SECTION("an empty table name: derived from the scenario's name") {
        s.table.name.clear();
        CHECK_FALSE(checkScenario(s));
    }
    SECTION("names of 3 and 255 characters of every allowed kind") {
        s.table.name = "a._";
        s.table.gsis[0].name = std::string(254, 'Z') + "-";
        s.workload.indexKeys = {{s.table.gsis[0].name, {}}};
        s.accessPatterns[0].target = s.table.gsis[0].name;
        CHECK_FALSE(checkScenario(s));
    }
    SECTION("a sparse index: weights summing below 1, or to 1 up to rounding") {
        s.workload.indexKeys["ByStatus"][1].weight = 0.1;
        CHECK_FALSE(checkScenario(s));
        s.workload.indexKeys["ByStatus"] = {WorkloadKey{"a", 0.1, std::nullopt, SortKeyShape::Random, std::nullopt},
                                            WorkloadKey{"b", 0.2, std::nullopt, SortKeyShape::Random, std::nullopt},
                                            WorkloadKey{"c", 0.7, std::nullopt, SortKeyShape::Random, std::nullopt}};
        CHECK_FALSE(checkScenario(s)); // 0.1 + 0.2 + 0.7 is 1.0000000000000002 in doubles
    }
    SECTION("an index nothing reads may have 0 RCU, as the table with a write-only workload") {
        s.accessPatterns[0].readsPerS = 0;
        s.table.gsis[0].rcu = 0;
        CHECK_FALSE(checkScenario(s));
    }
    SECTION("strong reads of the table and of an LSI") {
        s.accessPatterns[0].target = "ByTotal";
        s.accessPatterns[0].consistency = Consistency::Strong;
        CHECK_FALSE(checkScenario(s));
    }
    SECTION("an on-demand table's GSI, mode unset or the same") {
        s.table.mode = CapacityMode::OnDemand;
        CHECK_FALSE(checkScenario(s));
        s.table.gsis[0].mode = CapacityMode::OnDemand;
        s.table.gsis[0].rcu = 0;
        s.table.gsis[0].wcu = 0;
        CHECK_FALSE(checkScenario(s));
    }
    SECTION("20 GSIs and 5 LSIs") {
        for (int i = 0; i < 19; ++i) {
            s.table.gsis.push_back(namedGsi("G" + std::to_string(100 + i)));
        }
        for (int i = 0; i < 4; ++i) {
            s.table.lsis.push_back(LsiSpec{"L" + std::to_string(100 + i), {"x", AttributeType::S}, {}, {}});
        }
        CHECK_FALSE(checkScenario(s));
    }
}

TEST_CASE("version 2 rules: an index's partitions count towards the partition-seconds limit", "[scenario][v2]") {
    Scenario s = validVersion2();
    s.table.partitions = 10000;
    s.workload.durationS = 2'500'000; // 10,000 x 2.5e6 = 2.5e10: within 5e10 for the table alone
    CHECK_FALSE(scenarioProblem(s));
    s.table.gsis[0].partitions = 10001; // 20,001 partitions: above
    const auto problem = scenarioProblem(s);
    REQUIRE(problem);
    CHECK(problem->path == "/workload/duration_s");
    CHECK(problem->message.find("20,001 partitions of the table and its indexes") != std::string::npos);
}
