#include "partiscope/scenario.h"

#include <catch2/catch.hpp>

#include <functional>

using namespace partiscope;

namespace {

Scenario lookupScenario() {
    Scenario s;
    s.name = "n";
    s.table.rcu = 100;
    s.table.wcu = 100;
    s.workload.durationS = 60;
    s.workload.keys.push_back(WorkloadKey{"k", 1, std::nullopt, SortKeyShape::Random, std::nullopt});
    s.strategy.kind = StrategyKind::Lookup;
    std::string error;
    REQUIRE(ShardMap::parse("a,p1\nb,p2\n", s.strategy.map, error));
    return s;
}

} // namespace

TEST_CASE("scenario operator== tells every field apart", "[scenario]") {
    const Scenario base = lookupScenario();
    CHECK(base == lookupScenario());
    const std::vector<std::pair<const char*, std::function<void(Scenario&)>>> edits = {
        {"name", [](Scenario& s) { s.name = "m"; }},
        {"table.mode", [](Scenario& s) { s.table.mode = CapacityMode::OnDemand; }},
        {"table.rcu", [](Scenario& s) { s.table.rcu = 101; }},
        {"table.wcu", [](Scenario& s) { s.table.wcu = 101; }},
        {"table.partitions", [](Scenario& s) { s.table.partitions = 1; }},
        {"table.lsis",
         [](Scenario& s) {
             s.table.lsis.push_back(LsiSpec{"LSI", KeyAttribute{"LSISK", AttributeType::S}, Projection::All, {}});
         }},
        {"table.streams", [](Scenario& s) { s.table.streams = true; }},
        {"version", [](Scenario& s) { s.version = 1; }},
        {"table.name", [](Scenario& s) { s.table.name = "Orders"; }},
        {"table.keySchema.partitionKey", [](Scenario& s) { s.table.keySchema.partitionKey.name = "customer"; }},
        {"table.keySchema.sortKey",
         [](Scenario& s) {
             s.table.keySchema.sortKey = KeyAttribute{"SK", AttributeType::N};
         }},
        {"table.sizeGb", [](Scenario& s) { s.table.sizeGb = 5; }},
        {"table.gsis", [](Scenario& s) { s.table.gsis.emplace_back(); }},
        {"table.maxReadRequestUnits", [](Scenario& s) { s.table.maxReadRequestUnits = 5; }},
        {"table.maxWriteRequestUnits", [](Scenario& s) { s.table.maxWriteRequestUnits = 5; }},
        {"table.accountMaxRcu", [](Scenario& s) { s.table.accountMaxRcu = 5; }},
        {"table.accountMaxWcu", [](Scenario& s) { s.table.accountMaxWcu = 5; }},
        {"workload.indexKeys", [](Scenario& s) { s.workload.indexKeys["G"] = {}; }},
        {"accessPatterns", [](Scenario& s) { s.accessPatterns.emplace_back(); }},
        // Ignored by a provisioned table, yet part of the document.
        {"table.previousPeakRcu", [](Scenario& s) { s.table.previousPeakRcu = 1; }},
        {"table.previousPeakWcu", [](Scenario& s) { s.table.previousPeakWcu = 1; }},
        {"capacity.burst", [](Scenario& s) { s.capacity.burst = false; }},
        {"capacity.burstStart", [](Scenario& s) { s.capacity.burstStart = BurstStart::Empty; }},
        {"capacity.adaptive", [](Scenario& s) { s.capacity.adaptive = AdaptiveMode::Off; }},
        {"capacity.adaptiveDelayS", [](Scenario& s) { s.capacity.adaptiveDelayS = 1; }},
        {"capacity.splitForHeat", [](Scenario& s) { s.capacity.splitForHeat = false; }},
        {"capacity.splitAfterS", [](Scenario& s) { s.capacity.splitAfterS = 1; }},
        {"workload.durationS", [](Scenario& s) { s.workload.durationS = 61; }},
        {"workload.itemKb", [](Scenario& s) { s.workload.itemKb = 2; }},
        {"workload.consistency", [](Scenario& s) { s.workload.consistency = Consistency::Strong; }},
        {"workload.writesPerS", [](Scenario& s) { s.workload.writesPerS = 1; }},
        {"workload.readsPerS", [](Scenario& s) { s.workload.readsPerS = 1; }},
        {"workload.profile",
         [](Scenario& s) {
             s.workload.profile.push_back(WorkloadStep{1, 2, std::nullopt});
         }},
        {"workload.keys[].key", [](Scenario& s) { s.workload.keys[0].key = "j"; }},
        {"workload.keys[].weight", [](Scenario& s) { s.workload.keys[0].weight = 2; }},
        {"workload.keys[].partition", [](Scenario& s) { s.workload.keys[0].partition = 0; }},
        {"workload.keys[].sortKey", [](Scenario& s) { s.workload.keys[0].sortKey = SortKeyShape::Single; }},
        {"workload.generator", [](Scenario& s) { s.workload.generator = GeneratorSpec(); }},
        {"workload.noise", [](Scenario& s) { s.workload.noise = NoiseModel::Poisson; }},
        {"workload.retries", [](Scenario& s) { s.workload.retries = RetryPolicy::Standard; }},
        {"workload.seed", [](Scenario& s) { s.workload.seed = 2; }},
        {"strategy.kind", [](Scenario& s) { s.strategy.kind = StrategyKind::Mod; }},
        {"strategy.shards", [](Scenario& s) { s.strategy.shards = 3; }},
        // Not written to JSON for a lookup strategy: a text comparison could not see it.
        {"strategy.suffixFunction", [](Scenario& s) { s.strategy.suffixFunction = SuffixFunction::Hash; }},
        {"strategy.lookupFunction", [](Scenario& s) { s.strategy.lookupFunction = LookupFunction::Hash; }},
        {"strategy.boundaries", [](Scenario& s) { s.strategy.boundaries = {"m"}; }},
        {"strategy.map", [](Scenario& s) { s.strategy.map = ShardMap(); }},
        {"strategy.separator", [](Scenario& s) { s.strategy.separator = "_"; }},
        {"strategy.seed", [](Scenario& s) { s.strategy.seed = 2; }},
    };
    for (const auto& [field, edit] : edits) {
        INFO(field);
        Scenario changed = base;
        edit(changed);
        CHECK_FALSE(changed == base);
        CHECK(changed != base);
    }
    SECTION("generator fields") {
        Scenario withGenerator = base;
        withGenerator.workload.generator = GeneratorSpec();
        const std::vector<std::pair<const char*, std::function<void(GeneratorSpec&)>>> generatorEdits = {
            {"kind", [](GeneratorSpec& g) { g.kind = GeneratorKind::Zipf; }},
            {"count", [](GeneratorSpec& g) { g.count = 7; }},
            {"s", [](GeneratorSpec& g) { g.s = 2; }},
            {"prefix", [](GeneratorSpec& g) { g.prefix = "P#"; }},
            {"hotKey", [](GeneratorSpec& g) { g.hotKey = "H"; }},
            {"hotShare", [](GeneratorSpec& g) { g.hotShare = 0.25; }},
            {"startDate", [](GeneratorSpec& g) { g.startDate = "2020-01-01"; }},
            {"sortKey", [](GeneratorSpec& g) { g.sortKey = SortKeyShape::Monotonic; }},
        };
        for (const auto& [field, edit] : generatorEdits) {
            INFO(field);
            Scenario changed = withGenerator;
            edit(*changed.workload.generator);
            CHECK_FALSE(changed == withGenerator);
        }
    }
}

TEST_CASE("checkScenario finds in memory what the JSON reader finds, at the same path", "[scenario]") {
    Scenario valid = lookupScenario();
    valid.strategy = StrategyConfig();
    REQUIRE_FALSE(checkScenario(valid));
    const std::vector<std::pair<const char*, std::function<void(Scenario&)>>> breaks = {
        {"/table/rcu", [](Scenario& s) { s.table.rcu = -1; }},
        {"/table/partitions", [](Scenario& s) { s.table.partitions = kMaxPartitions + 1; }},
        {"/capacity/split_after_s", [](Scenario& s) { s.capacity.splitAfterS = 0.5; }},
        {"/workload/duration_s", [](Scenario& s) { s.workload.durationS = 0; }},
        {"/workload/item_kb", [](Scenario& s) { s.workload.itemKb = 0; }},
        {"/workload/profile/1/at_s",
         [](Scenario& s) {
             s.workload.profile = {WorkloadStep{5, 1, std::nullopt}, WorkloadStep{5, 2, std::nullopt}};
         }},
        {"/workload/keys/0/weight", [](Scenario& s) { s.workload.keys[0].weight = -2; }},
        {"/workload/keys/0/key", [](Scenario& s) { s.workload.keys[0].key.clear(); }},
        {"/workload/keys/0/partition", [](Scenario& s) { s.workload.keys[0].partition = 7; }},
        {"/workload/keys/1/partition",
         [](Scenario& s) {
             s.workload.keys.push_back(WorkloadKey{"k", 1, 0, SortKeyShape::Random, std::nullopt});
         }},
        {"/workload/generator/start_date",
         [](Scenario& s) {
             s.workload.generator = GeneratorSpec();
             s.workload.generator->startDate = "2014-02-30";
         }},
        {"/strategy/shards", [](Scenario& s) { s.strategy.kind = StrategyKind::Mod; }},
        {"/strategy/sep",
         [](Scenario& s) {
             s.strategy.kind = StrategyKind::Mod;
             s.strategy.shards = 4;
             s.strategy.separator = std::string("a\0b", 3);
         }},
        {"/table/wcu", [](Scenario& s) { s.table.wcu = 0; }},
    };
    for (const auto& [path, edit] : breaks) {
        INFO(path);
        Scenario broken = valid;
        edit(broken);
        const auto problem = checkScenario(broken);
        REQUIRE(problem);
        CHECK(problem->path == path);
        Scenario reread;
        std::string error;
        REQUIRE_FALSE(parseScenario(scenarioToJson(broken), reread, error));
        CHECK(error == problem->path + ": " + problem->message);
    }
}
