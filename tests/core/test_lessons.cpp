#include "finding_phrase_checks.h"
#include "partiscope/advisor.h"
#include "partiscope/csv_items.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <set>

using namespace partiscope;

namespace {

std::string lessonPath(const std::string& name) {
    return std::string(PARTISCOPE_LESSONS_DIR) + "/" + name;
}

// Every lesson's findings are also checked to be written in phrases (finding_phrase_checks.h).
std::set<std::string> idsOf(const std::vector<Finding>& findings) {
    testing::checkPhrased(findings);
    std::set<std::string> ids;
    for (const auto& f : findings) {
        ids.insert(f.id);
    }
    return ids;
}

std::set<std::string> adviseLesson(const std::string& file, const std::function<void(Scenario&)>& change = {}) {
    Scenario scenario;
    std::string error;
    const bool loaded = loadScenarioFile(lessonPath(file), scenario, error);
    INFO(file << ": " << error);
    REQUIRE(loaded);
    if (change) {
        change(scenario);
    }
    const auto analysis = analyseScenario(scenario, error);
    REQUIRE(analysis);
    return idsOf(analysis->findings);
}

StrategyConfig strategy(StrategyKind kind, std::uint32_t shards, std::string sep = "#") {
    StrategyConfig config;
    config.kind = kind;
    config.shards = shards;
    config.separator = std::move(sep);
    return config;
}

/// What each guide promises: the findings present and absent, as shipped and after the guide's change.
struct LessonPromise {
    std::string file;
    std::function<void(Scenario&)> change; ///< empty: the lesson as shipped
    std::vector<std::string> present;
    std::vector<std::string> absent;
};

} // namespace

TEST_CASE("every lesson has a valid scenario and a guide") {
    std::size_t lessons = 0;
    for (const auto& entry : std::filesystem::directory_iterator(PARTISCOPE_LESSONS_DIR)) {
        if (entry.path().extension() != ".json") {
            continue;
        }
        ++lessons;
        auto guide = entry.path();
        guide.replace_extension(".md");
        INFO(entry.path().string());
        CHECK(std::filesystem::exists(guide));
        Scenario scenario;
        std::string error;
        REQUIRE(loadScenarioFile(entry.path().string(), scenario, error));
        CHECK_FALSE(scenario.name.empty());
        const auto analysis = analyseScenario(scenario, error);
        REQUIRE(analysis);
        CHECK(analysis->input.simulation->nowS == scenario.workload.durationS);
    }
    CHECK(lessons == 10);
}

TEST_CASE("every lesson produces the findings its guide promises") {
    const std::vector<LessonPromise> promises = {
        {"01-celebrity-leaderboard.json", {}, {"hot-key", "shard-count"}, {"read-fanout-cost"}},
        {"01-celebrity-leaderboard.json",
         [](Scenario& s) { s.strategy = strategy(StrategyKind::Mod, 10); },
         {"read-fanout-cost", "shard-count"},
         {"hot-key"}},
        {"02-todays-date-random-suffix.json", {}, {"time-bucket-key", "hot-key", "shard-count"}, {}},
        {"02-todays-date-random-suffix.json",
         [](Scenario& s) { s.strategy = strategy(StrategyKind::Random, 200, "."); },
         {"time-bucket-key", "read-fanout-cost", "shard-count"},
         {"hot-key"}},
        {"03-calculated-suffix-orders.json",
         {},
         {"read-fanout-cost", "table-capacity"},
         {"hot-key", "degenerate-strategy"}},
        {"04-invoice-121212.json", {}, {"shard-count", "read-fanout-cost"}, {}},
        {"04-invoice-121212.json", [](Scenario& s) { s.strategy = StrategyConfig{}; }, {"hot-key", "shard-count"}, {}},
        {"05-isbn-lookup.json", {}, {"shard-count", "low-cardinality", "read-fanout-cost"}, {"hot-key"}},
        {"05-isbn-lookup.json", [](Scenario& s) { s.strategy = StrategyConfig{}; }, {"hot-key"}, {}},
        {"06-adaptive-capacity-400wcu.json", {}, {"adaptive-absorbs-it", "low-cardinality"}, {"hot-key"}},
        {"06-adaptive-capacity-400wcu.json",
         [](Scenario& s) { s.capacity.adaptive = AdaptiveMode::Off; },
         {"partition-share"},
         {"adaptive-absorbs-it", "table-capacity"}},
        {"07-status-gsi.json",
         {},
         {"gsi-low-cardinality"},
         {"gsi-back-pressure", "hot-key", "low-cardinality", "table-capacity", "partition-share"}},
        {"07-status-gsi.json",
         [](Scenario& s) { s.table.gsis.at(0).strategy = strategy(StrategyKind::Random, 10); },
         {},
         {"gsi-low-cardinality", "gsi-back-pressure"}},
        {"08-on-demand-doubling.json", {}, {"on-demand-peak"}, {"hot-key", "low-cardinality"}},
        {"08-on-demand-doubling.json", [](Scenario& s) { s.table.previousPeakWcu = 4000; }, {}, {"on-demand-peak"}},
        // The guide's other change: the warm throughput its on-demand-peak finding names.
        {"08-on-demand-doubling.json",
         [](Scenario& s) { s.table.warmThroughput.writeUnitsPerSecond = 8000; },
         {},
         {"on-demand-peak"}},
        {"09-status-index-back-pressure.json",
         {},
         {"gsi-back-pressure", "gsi-low-cardinality"},
         {"hot-key", "low-cardinality", "table-capacity", "partition-share", "sparse-index"}},
        {"09-status-index-back-pressure.json",
         [](Scenario& s) { s.table.gsis.at(0).strategy = strategy(StrategyKind::Random, 10); },
         {},
         {"gsi-back-pressure", "gsi-low-cardinality", "hot-key", "table-capacity", "partition-share"}},
        {"10-auto-scaling-hot-partition.json",
         {},
         {"hot-key", "shard-count", "auto-scaling-hot-partition"},
         {"table-capacity", "partition-share"}},
        {"10-auto-scaling-hot-partition.json",
         [](Scenario& s) { s.strategy = strategy(StrategyKind::Random, 2); },
         {},
         {"hot-key", "auto-scaling-hot-partition"}},
    };
    for (const auto& promise : promises) {
        const auto ids = adviseLesson(promise.file, promise.change);
        std::string got;
        for (const auto& id : ids) {
            got += id + " ";
        }
        INFO(promise.file << (promise.change ? " (after the guide's change)" : "") << ": " << got);
        for (const auto& id : promise.present) {
            CHECK(ids.count(id) == 1);
        }
        for (const auto& id : promise.absent) {
            CHECK(ids.count(id) == 0);
        }
    }
}

TEST_CASE("lesson 3: the UTF-8 product suffix degenerates on the lesson's order ids, the hash does not") {
    for (const auto fn : {SuffixFunction::Utf8Product, SuffixFunction::Hash}) {
        StrategyConfig config = strategy(StrategyKind::Calculated, 200, ".");
        config.suffixFunction = fn;
        ShardStrategy shardStrategy;
        std::string error;
        REQUIRE(ShardStrategy::create(config, shardStrategy, error));
        ItemReadOptions options;
        options.keyTemplate = "{date}";
        options.sourceColumn = "OrderId";
        options.acceptor = acceptorFor(shardStrategy);
        const auto input = readCsvItemsFile(lessonPath("03-calculated-suffix-orders.csv"), options);
        REQUIRE(input.counts.accepted == 2000);
        WorkloadRates rates;
        rates.peakWritesPerS = 2000;
        const auto ids = idsOf(adviseOn(analyseKeysForAdvice(input, shardStrategy, AnalysisOptions{}, rates)));
        CHECK(ids.count("degenerate-strategy") == (fn == SuffixFunction::Utf8Product ? 1u : 0u));
        CHECK(ids.count("hot-key") == (fn == SuffixFunction::Utf8Product ? 1u : 0u));
    }
}

TEST_CASE("every run that throttles has a finding naming the cause, from the simulator's reasons") {
    // The lessons as shipped and as a first hour changes them: burst, adaptive capacity, capacity, mode.
    const std::vector<std::pair<std::string, std::function<void(Scenario&)>>> changes = {
        {"as shipped", {}},
        {"burst empty, adaptive off",
         [](Scenario& s) {
             s.capacity.burstStart = BurstStart::Empty;
             s.capacity.adaptive = AdaptiveMode::Off;
         }},
        {"adaptive delayed", [](Scenario& s) { s.capacity.adaptive = AdaptiveMode::Delayed; }},
        {"half the write capacity", [](Scenario& s) { s.table.wcu = std::max(1.0, s.table.wcu / 2); }},
        {"one WCU", [](Scenario& s) { s.table.wcu = 1; }},
        {"no burst, reads at 3x the writes",
         [](Scenario& s) {
             s.capacity.burst = false;
             s.workload.readsPerS = 3 * s.workload.writesPerS;
         }},
    };
    std::size_t throttlingRuns = 0;
    for (const auto& entry : std::filesystem::directory_iterator(PARTISCOPE_LESSONS_DIR)) {
        if (entry.path().extension() != ".json") {
            continue;
        }
        for (const auto& [label, change] : changes) {
            Scenario scenario;
            std::string error;
            REQUIRE(loadScenarioFile(entry.path().string(), scenario, error));
            if (change) {
                change(scenario);
            }
            const auto analysis = analyseScenario(scenario, error);
            INFO(entry.path().filename().string() << ", " << label << ": " << error);
            REQUIRE(analysis);
            const auto ids = idsOf(analysis->findings);
            const auto& m = analysis->input.simulation->metrics;
            const double keyRange = m.writeKeyRangeThroughputThrottleEvents + m.readKeyRangeThroughputThrottleEvents;
            const double table = m.writeTableCapacityThrottleEvents + m.readTableCapacityThrottleEvents;
            const double share =
                m.writeProvisionedThroughputThrottleEvents + m.readProvisionedThroughputThrottleEvents - table;
            INFO("key range " << keyRange << ", table " << table << ", share " << share << ", on-demand "
                              << m.onDemandScalingThrottleEvents);
            if (keyRange >= 1) {
                CHECK(ids.count("hot-key") == 1);
            }
            if (m.writeBackPressureThrottleEvents >= 1) {
                CHECK(ids.count("gsi-back-pressure") == 1);
            }
            CHECK((table >= 1) == (ids.count("table-capacity") == 1));
            CHECK((share >= 1) == (ids.count("partition-share") == 1));
            CHECK((m.onDemandScalingThrottleEvents >= 1) == (ids.count("on-demand-peak") == 1));
            if (m.throttledRequests >= 1) {
                ++throttlingRuns;
                CHECK(ids.count("hot-key") + ids.count("table-capacity") + ids.count("partition-share") +
                          ids.count("on-demand-peak") + ids.count("gsi-back-pressure") >=
                      1);
            }
        }
    }
    CHECK(throttlingRuns >= 10); // the check above ran on many throttling runs, not on none
}

namespace {

const Finding* findingOf(const std::vector<Finding>& findings, const std::string& id) {
    testing::checkPhrased(findings);
    const auto it = std::find_if(findings.begin(), findings.end(), [&](const Finding& f) { return f.id == id; });
    return it == findings.end() ? nullptr : &*it;
}

std::vector<Finding> lessonFindings(const std::string& file) {
    Scenario scenario;
    std::string error;
    REQUIRE(loadScenarioFile(lessonPath(file), scenario, error));
    const auto analysis = analyseScenario(scenario, error);
    REQUIRE(analysis);
    return analysis->findings;
}

} // namespace

TEST_CASE("lesson 3: table-capacity counts the reads' fan-out: 100 reads/s over 200 shards ask for 10,000 RCU/s") {
    const auto findings = lessonFindings("03-calculated-suffix-orders.json");
    const Finding* f = findingOf(findings, "table-capacity");
    REQUIRE(f);
    INFO(f->evidence);
    // Was "the workload's peak is 50 RCU/s": below the 3,000 RCU it claimed the table was short of.
    CHECK(f->evidence.find("more than its 3,000 RCU/s: the workload's peak is 10,000 RCU/s") != std::string::npos);
    CHECK(f->evidence.find("each logical read is 200 Queries, one per shard") != std::string::npos);
    CHECK(f->recommendation.find("RCU to at least 10,000") != std::string::npos);
    CHECK(f->recommendation.find("read one shard") != std::string::npos);
}

TEST_CASE("lesson 5: low-cardinality says '1 partition gets no writes'") {
    const auto findings = lessonFindings("05-isbn-lookup.json"); // kept: f points into it
    const Finding* f = findingOf(findings, "low-cardinality");
    REQUIRE(f);
    INFO(f->evidence);
    CHECK(f->evidence.find("4 partitions: 1 partition gets no writes") != std::string::npos);
}

TEST_CASE("lesson 9: gsi-back-pressure names ByStatus and PENDING with the guide's figures, gone after sharding") {
    const auto findings = lessonFindings("09-status-index-back-pressure.json");
    REQUIRE_FALSE(findings.empty());
    CHECK(findings.front().id == "gsi-back-pressure");
    const Finding* f = findingOf(findings, "gsi-back-pressure");
    REQUIRE(f);
    INFO(f->evidence);
    // The operation mix (DG GSI.html#GSI.ThroughputConsiderations.Writes): 40% puts (1 index write), 60% status
    // changes (2: a delete and a put), so 1.6 index writes of 1 KB per base write. 1,500 writes/s x 50% x 1.6 =
    // 1,200 WCU/s on one index partition; ByStatus: 4,500 WCU / ceil(1500/3000 + 4500/1000) = 5 partitions.
    CHECK(f->title == "ByStatus throttles the table's writes: its key 'PENDING' needs 1,200 WCU/s");
    CHECK(f->evidence.find("'PENDING' (ByStatus's partition key `status`) is on 50% of the base-table writes: 1,200 "
                           "WCU/s of index writes (1 KB each)") != std::string::npos);
    CHECK(f->evidence.find("ByStatus's partition 4 is asked 1,200 WCU/s, against the 1,000 WCU/s one partition "
                           "serves and its allocation of 900 WCU/s (4,500 WCU / 5 partitions)") != std::string::npos);
    // 200 of 1,200 WCU/s refused (1/6 = 16.7%): 200 / 1.6 = 125 base writes a second.
    CHECK(f->evidence.find("above the ceiling 16.7% of its writes are refused: about 125 base-table writes/s "
                           "throttled by back-pressure") != std::string::npos);
    // 125 writes/s refused from the first second (the ceiling is not lifted by burst, and createdAt's monotonic
    // sort key keeps PENDING's collection from splitting): 112,500 in 900 s.
    CHECK(f->evidence.find("the simulation throttled 112,500 base-table writes by back-pressure "
                           "(IndexWriteKeyRangeThroughputExceeded 112,500) and 112,500 writes on ByStatus itself") !=
          std::string::npos);
    CHECK(f->recommendation.find("Shard ByStatus's partition key") != std::string::npos);
    const Finding* few = findingOf(findings, "gsi-low-cardinality");
    REQUIRE(few);
    CHECK(few->evidence.find("4 distinct values of its partition key `status` (after its strategy) on 5 partitions: "
                             "2 partitions get no writes") != std::string::npos);

    Scenario sharded;
    std::string error;
    REQUIRE(loadScenarioFile(lessonPath("09-status-index-back-pressure.json"), sharded, error));
    sharded.table.gsis.at(0).strategy = strategy(StrategyKind::Random, 10);
    const auto after = analyseScenario(sharded, error);
    REQUIRE(after);
    CHECK_FALSE(findingOf(after->findings, "gsi-back-pressure"));
    CHECK(after->input.simulation->metrics.writeThrottleEvents < 1);
}
