#include "partiscope/ceiling_share.h"

#include <catch2/catch.hpp>

using namespace partiscope;

namespace {

/// A workload key of @p weight (the other fields as a document leaves them unset).
WorkloadKey keyOf(const char* key, double weight) {
    WorkloadKey workloadKey;
    workloadKey.key = key;
    workloadKey.weight = weight;
    return workloadKey;
}

Scenario writingScenario(double writesPerS, double itemKb, Consistency consistency) {
    Scenario scenario;
    scenario.workload.writesPerS = writesPerS;
    scenario.workload.readsPerS = 100; // reads beside writes: the map still measures writes
    scenario.workload.itemKb = itemKb;
    scenario.workload.consistency = consistency;
    scenario.workload.keys = {keyOf("a", 1.0)};
    return scenario;
}

DistributionAnalysis analysisOf(std::vector<std::uint64_t> buckets, std::uint64_t readFanOut = 1) {
    DistributionAnalysis analysis;
    analysis.buckets = std::move(buckets);
    analysis.readFanOut = readFanOut;
    return analysis;
}

} // namespace

TEST_CASE("Ceiling share: table writes at the profile's peak, ceil(item KB) WCU each", "[ceiling_share]") {
    Scenario scenario = writingScenario(500, 1.5, Consistency::Eventual);
    scenario.workload.profile = {WorkloadStep{60, 2000.0, std::nullopt}, WorkloadStep{120, 800.0, std::nullopt}};
    // Peak 2,000 writes/s (the step at 60 s) x ceil(1.5) = 2 WCU = 4,000 WCU/s over 1,000 counts: 4 WCU/s per count.
    const auto scale = ceilingScaleFor(scenario, "", analysisOf({600, 300, 100}));
    REQUIRE(scale);
    CHECK(scale->direction == CapacityDirection::Writes);
    CHECK(scale->ceiling == 1000.0);
    CHECK(scale->unitsPerCount == Approx(4.0));
    CHECK(scale->unitsOf(600) == Approx(2400.0));
    CHECK(scale->shareOf(600) == Approx(2.4)); // 2,400 / 1,000 WCU/s
    CHECK(scale->shareOf(300) == Approx(1.2));
    CHECK(scale->shareOf(100) == Approx(0.4));
    CHECK(scale->shareOf(0) == 0.0);
}

TEST_CASE("Ceiling share: a transactional write costs twice", "[ceiling_share]") {
    const Scenario scenario = writingScenario(1000, 1.0, Consistency::Transactional);
    // 1,000 writes/s x 1 KB x 2 = 2,000 WCU/s over 4 counts = 500 WCU/s per count; 3 counts = 1,500 = 150 %.
    const auto scale = ceilingScaleFor(scenario, "", analysisOf({1, 3}));
    REQUIRE(scale);
    CHECK(scale->unitsPerCount == Approx(500.0));
    CHECK(scale->shareOf(3) == Approx(1.5));
    CHECK(scale->shareOf(1) == Approx(0.5));
}

TEST_CASE("Ceiling share: a read-only document measures reads against 3,000 RCU, every shard queried",
          "[ceiling_share]") {
    Scenario scenario;
    scenario.workload.readsPerS = 6000;
    scenario.workload.itemKb = 5;
    scenario.workload.consistency = Consistency::Strong;
    scenario.workload.keys = {keyOf("a", 1.0)};
    const auto rates = keySpaceRates(scenario, "");
    REQUIRE(rates);
    CHECK(rates->direction == CapacityDirection::Reads);
    CHECK(rates->requestsPerS == 6000.0);
    CHECK(rates->unitsPerRequest == 2.0);    // ceil(5 / 4) x 1 (strong)
    CHECK(rates->unitsPerExtraQuery == 1.0); // a further shard's Query: at least the read factor
    // Sharded 4 ways: 2 + 3 x 1 = 5 RCU per logical read; 6,000 x 5 = 30,000 RCU/s over 1,000 counts = 30 per count.
    const auto sharded = ceilingScaleFor(scenario, "", analysisOf({250, 750}, 4));
    REQUIRE(sharded);
    CHECK(sharded->ceiling == 3000.0);
    CHECK(sharded->unitsPerCount == Approx(30.0));
    CHECK(sharded->shareOf(250) == Approx(2.5)); // 7,500 / 3,000 RCU/s
    // Unsharded: 6,000 x 2 / 1,000 = 12 RCU/s per count; 250 counts = 3,000 = exactly the ceiling.
    const auto single = ceilingScaleFor(scenario, "", analysisOf({250, 750}, 1));
    REQUIRE(single);
    CHECK(single->shareOf(250) == Approx(1.0));
}

TEST_CASE("Ceiling share: an index takes its keys' share of the base writes at its own item size", "[ceiling_share]") {
    Scenario scenario = writingScenario(1000, 1.0, Consistency::Transactional);
    GsiSpec gsi;
    gsi.name = "ByStatus";
    gsi.itemKb = 2.5;
    scenario.table.gsis.push_back(gsi);
    scenario.workload.indexKeys["ByStatus"] = {keyOf("PENDING", 0.3), keyOf("DONE", 0.2)};
    const auto rates = keySpaceRates(scenario, "ByStatus");
    REQUIRE(rates);
    CHECK(rates->requestsPerS == Approx(500.0)); // 1,000 x (0.3 + 0.2): a sparse index
    CHECK(rates->unitsPerRequest == 3.0);        // ceil(2.5), not doubled: the index write is not transactional
    // 500 x 3 = 1,500 WCU/s over 500,000 counts; a cell of 300,000 counts asks 900 WCU/s = 90 %.
    const auto scale = ceilingScaleOf(*rates, 500'000, 1);
    REQUIRE(scale);
    CHECK(scale->shareOf(300'000) == Approx(0.9));
}

TEST_CASE("Ceiling share: no scale without requests, counts or the key space", "[ceiling_share]") {
    Scenario idle;
    idle.workload.keys = {keyOf("a", 1.0)};
    CHECK_FALSE(keySpaceRates(idle, ""));
    const Scenario writing = writingScenario(1000, 1.0, Consistency::Eventual);
    CHECK_FALSE(keySpaceRates(writing, "NoSuchIndex"));
    CHECK_FALSE(ceilingScaleFor(writing, "", analysisOf({})));
    CHECK_FALSE(ceilingScaleFor(writing, "", analysisOf({0, 0})));

    Scenario readOnly;
    readOnly.workload.readsPerS = 100;
    GsiSpec gsi;
    gsi.name = "ByStatus";
    readOnly.table.gsis.push_back(gsi);
    readOnly.workload.indexKeys["ByStatus"] = {keyOf("PENDING", 1.0)};
    // The index's reads come from access patterns, not from its keys: no absolute scale for its key map.
    CHECK_FALSE(keySpaceRates(readOnly, "ByStatus"));
}

TEST_CASE("Ceiling share: the per-partition ceilings", "[ceiling_share]") {
    CHECK(partitionCeiling(CapacityDirection::Writes) == 1000.0);
    CHECK(partitionCeiling(CapacityDirection::Reads) == 3000.0);
}
