// The design report's sections about the user's real table (version 2 scenarios): the table and its indexes, the
// access patterns, the throttling by key space; and a version 1 scenario's report kept as it was.
#include "partiscope/design_report.h"
#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

using namespace partiscope;

namespace {

/// An orders table of 4 partitions (ceil(100/3000 + 3000/1000) = 4; its 18 GB alone need ceil(18/10) = 2) with a
/// keys-only GSI of 100 WCU on one partition and an LSI projecting all; 500 writes/s over four keys (125/s each), each
/// write 2 WCU of the table's (1 KB item + 1 KB LSI entry, DG LSI.html "Write capacity units"): the table never
/// throttles on its own. No burst, adaptive capacity, splits, noise or
/// retries, so every number is exact:
/// - the GSI's writes: 40 % + 30 % of 500/s = 350 WCU/s (1 KB items) on 100 WCU: 250/s throttled, 100/s served;
///   back-pressure refuses the 250 base writes/s that would write there: 2,500 in 10 s, all under
///   IndexWriteProvisionedThroughputExceeded, counted in both key spaces' WriteThrottleEvents;
/// - the table consumes (500 - 250) x 2 x 10 = 5,000 WCU, the GSI 100 x 10 = 1,000 WCU;
/// - reads: "order by id" 10/s strong x 1 RCU + "orders of a day" 20/s eventual x ceil(3 x 1 KB / 4) x 0.5 = 20 RCU/s
///   on the table (200 in 10 s, below the 25 RCU of each partition even if both keys share one); "pending orders"
///   50/s eventual x 0.5 = 25 RCU/s on the GSI's 100 (250 in 10 s);
/// - each key's items hold 18 GB / 4 = 4.5 GB, with their LSI entries (1,024 + 1,024 + 100 bytes an item, DG LSI.html
///   "Item collections") 4.5 x 2,148 / 1,024 = 9.44 GB, below the LSI's 10 GB: no write fails in the 10 s.
constexpr const char* kOrdersScenario = R"({"version": 2, "name": "orders review",
 "table": {"name": "Orders",
   "key_schema": {"partition_key": {"name": "PK", "type": "S"}, "sort_key": {"name": "SK", "type": "S"}},
   "mode": "provisioned", "rcu": 100, "wcu": 3000, "size_gb": 18,
   "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"},
             "sort_key": {"name": "createdAt", "type": "S"}, "projection": "keys-only", "item_kb": 1,
             "rcu": 100, "wcu": 100, "partitions": 1}],
   "lsis": [{"name": "ByDate", "sort_key": {"name": "date", "type": "S"}, "projection": "all"}]},
 "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
 "workload": {"duration_s": 10, "writes_per_s": 500,
   "keys": [{"key": "a"}, {"key": "b"}, {"key": "c"}, {"key": "d"}],
   "index_keys": {"ByStatus": [{"key": "PENDING", "weight": 0.4},
                               {"key": "SHIPPED", "weight": 0.3, "sort_key": "monotonic"}]}},
 "access_patterns": [
   {"name": "order by id", "key": "a", "consistency": "strong", "reads_per_s": 10},
   {"name": "pending orders this month", "target": "ByStatus", "key": "PENDING",
    "sort_key_condition": {"op": "begins_with", "value": "2026-11"}, "reads_per_s": 50},
   {"name": "orders of a day", "target": "ByDate", "key": "b",
    "sort_key_condition": {"op": "between", "value": "2026-11-01", "value2": "2026-11-30"},
    "reads_per_s": 20, "items_per_query": 3}]})";

ScenarioAnalysis analysedLesson(const std::string& file) {
    Scenario scenario;
    std::string error;
    REQUIRE(loadScenarioFile(std::string(PARTISCOPE_LESSONS_DIR) + "/" + file, scenario, error));
    return analysedScenario(scenario);
}

/// The text of a Markdown section: from its heading to the next "## " heading.
std::string markdownSection(const std::string& md, const std::string& title) {
    const auto start = md.find("## " + title + "\n");
    if (start == std::string::npos) {
        return {};
    }
    const auto end = md.find("\n## ", start + 3);
    return md.substr(start, end == std::string::npos ? std::string::npos : end + 1 - start);
}

std::string withoutSection(std::string md, const std::string& title) {
    const std::string section = markdownSection(md, title);
    if (!section.empty()) {
        md.erase(md.find(section), section.size());
    }
    return md;
}

/// The Markdown report as the golden files keep it: the charts' data images (drawn by functions tested on their own)
/// and the advisor's findings (the advisor's own tests) cut out.
std::string comparable(std::string md) {
    // A plain scan, not std::regex: libstdc++'s regex recurses once per character and overflows the stack on a
    // chart's base64 under AddressSanitizer.
    const std::string prefix = "(data:image/svg+xml;base64,";
    for (auto at = md.find(prefix); at != std::string::npos; at = md.find(prefix, at + prefix.size() + 4)) {
        const auto end = md.find(')', at);
        if (end == std::string::npos) {
            break;
        }
        md.replace(at + prefix.size(), end - at - prefix.size(), "...");
    }
    return withoutSection(md, "Advisor findings");
}

std::string golden(const std::string& name) {
    std::ifstream in(std::string(PARTISCOPE_GOLDEN_DIR) + "/" + name, std::ios::binary);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

TEST_CASE("the report of a version 2 table: name, keys, size, capacity and partitions") {
    const std::string md = designReport(analysedScenario(parsedScenario(kOrdersScenario)), ReportFormat::Markdown);
    const std::string table = markdownSection(md, "Table and indexes");
    INFO(table);
    CHECK(table.find("| table name | Orders |") != std::string::npos);
    CHECK(table.find("| partition key | PK (S) |") != std::string::npos);
    CHECK(table.find("| sort key | SK (S) |") != std::string::npos);
    CHECK(table.find("| data size | 18 GB -\\> at least 2 partitions (a partition holds about 10 GB) |") !=
          std::string::npos);
    CHECK(table.find("| capacity | provisioned, 100 RCU / 3,000 WCU |") != std::string::npos);
    CHECK(table.find("| partitions | 4 (derived: the capacity needs 4, 18 GB needs 2) |") != std::string::npos);
    CHECK(table.find("DynamoDB's real partition hash is undocumented") != std::string::npos);
    // A provisioned table with the default quota and no on-demand maximum: neither row.
    CHECK(table.find("account quota") == std::string::npos);
    CHECK(table.find("on-demand maximum") == std::string::npos);
}

TEST_CASE("the report lists the GSIs with their index keys and sparseness, and the LSIs") {
    const std::string md = designReport(analysedScenario(parsedScenario(kOrdersScenario)), ReportFormat::Markdown);
    const std::string table = markdownSection(md, "Table and indexes");
    INFO(table);
    CHECK(table.find("| index | partition key | sort key | projection | item KB | capacity | partitions | strategy |\n"
                     "|---|---|---|---|---|---|---|---|\n"
                     "| ByStatus | status (S) | createdAt (S) | keys-only | 1 | provisioned, 100 RCU / 100 WCU | "
                     "1 (pinned) | none: the partition key is the logical key itself; one query per read |") !=
          std::string::npos);
    // 0.4 + 0.3 of the items carry a status: the other 30 % write nothing to the index.
    CHECK(table.find("| ByStatus | PENDING 40 %, SHIPPED 30 % (monotonic sort key); sparse: 30 % of items write "
                     "nothing there |") != std::string::npos);
    CHECK(table.find("| index | partition key | sort key | projection |\n|---|---|---|---|\n"
                     "| ByDate | PK (S) | date (S) | all |") != std::string::npos);
}

TEST_CASE("the report lists each access pattern with its target, key, condition, consistency and rate") {
    const std::string md = designReport(analysedScenario(parsedScenario(kOrdersScenario)), ReportFormat::Markdown);
    const std::string patterns = markdownSection(md, "Access patterns");
    INFO(patterns);
    CHECK(patterns.find("| pattern | target | key | sort-key condition | consistency | reads/s | items per query | "
                        "requests per read |") != std::string::npos);
    CHECK(patterns.find("| order by id | table | PK = a | none | strong | 10 | 1 | 1 (at least 1 RCU) |") !=
          std::string::npos);
    CHECK(patterns.find("| pending orders this month | GSI ByStatus | status = PENDING | "
                        "begins\\_with(createdAt, 2026-11) | eventual | 50 | 1 | 1 (at least 0.5 RCU) |") !=
          std::string::npos);
    CHECK(patterns.find("| orders of a day | LSI ByDate | PK = b | date BETWEEN 2026-11-01 AND 2026-11-30 | "
                        "eventual | 20 | 3 | 1 (at least 0.5 RCU) |") != std::string::npos);
}

TEST_CASE("an access pattern on a sharded index key reads every shard: its requests per read") {
    // The GSI's key sharded over 4 random suffixes: a logical read is 4 Queries of at least 0.5 RCU (eventual).
    Scenario scenario = parsedScenario(kOrdersScenario);
    scenario.table.gsis[0].strategy.kind = StrategyKind::Random;
    scenario.table.gsis[0].strategy.shards = 4;
    const std::string md = designReport(analysedScenario(scenario), ReportFormat::Markdown);
    CHECK(markdownSection(md, "Access patterns").find("| eventual | 50 | 1 | 4 (at least 2 RCU) |") !=
          std::string::npos);
}

TEST_CASE("the report gives each key space's throttles and consumption and the reasons that occurred") {
    const std::string md = designReport(analysedScenario(parsedScenario(kOrdersScenario)), ReportFormat::Markdown);
    const std::string spaces = markdownSection(md, "Throttling by key space");
    INFO(spaces);
    CHECK(spaces.find("| table | 4 -\\> 4 | 2,500 | 0 | 5,000 | 200 |") != std::string::npos);
    CHECK(spaces.find("| GSI ByStatus | 1 -\\> 1 | 2,500 | 0 | 1,000 | 250 |") != std::string::npos);
    CHECK(spaces.find("| IndexWriteProvisionedThroughputExceeded | 2,500 requests |") != std::string::npos);
    // Only the reasons that occurred: one.
    CHECK(spaces.find("ThroughputExceeded") == spaces.rfind("ThroughputExceeded"));
    CHECK(spaces.find("| base writes refused by GSI back-pressure | 2,500 (in the table's WriteThrottleEvents") !=
          std::string::npos);
    CHECK(spaces.find("| writes failed at the 10 GB item-collection limit (LSI) | 0 |") != std::string::npos);
    CHECK(spaces.find("DynamoDB's real partition hash is undocumented") != std::string::npos);
}

TEST_CASE("the HTML report carries the same sections, in order, as tables") {
    const std::string html = designReport(analysedScenario(parsedScenario(kOrdersScenario)), ReportFormat::Html);
    const char* ids[] = {"scenario",          "table",      "access-patterns", "distribution", "heat-map",
                         "throttle-timeline", "key-spaces", "findings",        "read-cost",    "queries"};
    std::size_t at = 0;
    for (const char* id : ids) {
        const auto found = html.find(std::string("<h2 id=\"") + id + "\">", at);
        INFO(id);
        REQUIRE(found != std::string::npos);
        at = found;
    }
    CHECK(html.find("<h3>Global secondary indexes</h3>") != std::string::npos);
    CHECK(html.find("<tr><td>GSI ByStatus</td><td>1 -&gt; 1</td><td>2,500</td><td>0</td><td>1,000</td><td>250</td>"
                    "</tr>") != std::string::npos);
    CHECK(html.find("<tr><th>IndexWriteProvisionedThroughputExceeded</th><td>2,500 requests</td></tr>") !=
          std::string::npos);
}

TEST_CASE("the report escapes attribute names, keys and pattern names in HTML and Markdown") {
    Scenario scenario = parsedScenario(kOrdersScenario);
    scenario.table.gsis[0].partitionKey.name = "a<b";
    scenario.table.lsis[0].sortKey.name = "d&t";
    scenario.workload.indexKeys["ByStatus"][0].key = "<i>PENDING</i>";
    scenario.accessPatterns[1].name = "<script>alert(1)</script>";
    scenario.accessPatterns[1].key = "<i>PENDING</i>";
    scenario.accessPatterns[1].sortKeyCondition->value = "\"2026'";
    const auto analysis = analysedScenario(scenario);
    const std::string html = designReport(analysis, ReportFormat::Html);
    CHECK(html.find("a<b") == std::string::npos);
    CHECK(html.find("<i>") == std::string::npos);
    CHECK(html.find("<script") == std::string::npos);
    CHECK(html.find("<td>a&lt;b (S)</td>") != std::string::npos);
    CHECK(html.find("<td>date (S)</td>") == std::string::npos);
    CHECK(html.find("<td>d&amp;t (S)</td>") != std::string::npos);
    CHECK(html.find("<td>a&lt;b = &lt;i&gt;PENDING&lt;/i&gt;</td>") != std::string::npos);
    CHECK(html.find("begins_with(createdAt, &quot;2026&#39;)") != std::string::npos);
    CHECK(html.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
    const std::string md = designReport(analysis, ReportFormat::Markdown);
    CHECK(md.find("| ByStatus | a\\<b (S) |") != std::string::npos);
    CHECK(md.find("| ByStatus | \\<i\\>PENDING\\</i\\> 40 %") != std::string::npos);
    CHECK(md.find("\\<script\\>alert(1)\\</script\\>") != std::string::npos);
}

TEST_CASE("an on-demand table shows its maximum and its account quota") {
    Scenario scenario = parsedScenario(kOrdersScenario);
    scenario.table.mode = CapacityMode::OnDemand;
    scenario.table.rcu = 0;
    scenario.table.wcu = 0;
    scenario.table.gsis[0].rcu = 0;
    scenario.table.gsis[0].wcu = 0;
    scenario.table.previousPeakWcu = 3000;
    scenario.table.maxWriteRequestUnits = 2000;
    scenario.table.accountMaxRcu = 50000;
    scenario.table.gsis[0].maxWriteRequestUnits = 500;
    const std::string md = designReport(analysedScenario(scenario), ReportFormat::Markdown);
    const std::string table = markdownSection(md, "Table and indexes");
    INFO(table);
    CHECK(table.find("| capacity | on-demand, previous peak 0 RRU/s / 3,000 WRU/s |") != std::string::npos);
    // max(12000, 0) RCU and max(4000, 2 x 3000) WCU: ceil(12000/3000 + 6000/1000) = 10.
    CHECK(table.find("| partitions | 10 (derived: the capacity needs 10, 18 GB needs 2) |") != std::string::npos);
    CHECK(table.find("| on-demand maximum | reads not set, writes 2,000 WRU/s |") != std::string::npos);
    CHECK(table.find("| account quota | 50,000 RRU/s and 40,000 WRU/s per table |") != std::string::npos);
    CHECK(table.find("| ByStatus | status (S) | createdAt (S) | keys-only | 1 | on-demand, a new index; maximum reads "
                     "not set, writes 500 WRU/s |") != std::string::npos);
}

TEST_CASE("a version 1 scenario that never throttles keeps its report, byte for byte") {
    // The golden file is the report main wrote before the version 2 sections existed.
    const std::string md = designReport(analysedLesson("06-adaptive-capacity-400wcu.json"), ReportFormat::Markdown);
    CHECK(comparable(md) == golden("lesson06-report.md"));
    const std::string html = designReport(analysedLesson("06-adaptive-capacity-400wcu.json"), ReportFormat::Html);
    for (const char* id : {"table", "access-patterns", "key-spaces"}) {
        CHECK(html.find(std::string("<h2 id=\"") + id + "\">") == std::string::npos);
    }
}

TEST_CASE("a version 1 scenario that throttles gains only the throttling by key space") {
    const std::string md = designReport(analysedLesson("04-invoice-121212.json"), ReportFormat::Markdown);
    CHECK(comparable(withoutSection(md, "Throttling by key space")) == golden("lesson04-report.md"));
    const std::string spaces = markdownSection(md, "Throttling by key space");
    INFO(spaces);
    // The lesson's 306,000 throttled writes, all above a partition's ceiling (the hot invoice's shards).
    CHECK(spaces.find("| table | 7 -\\> 11 | 306,000 | 0 |") != std::string::npos);
    CHECK(spaces.find("| TableWriteKeyRangeThroughputExceeded | 306,000 requests |") != std::string::npos);
    CHECK(spaces.find("back-pressure") == std::string::npos);
    CHECK(spaces.find("item-collection") == std::string::npos);
    CHECK(md.find("## Table and indexes") == std::string::npos);
    CHECK(md.find("## Access patterns") == std::string::npos);
}

TEST_CASE("the report counts the writes failed at an LSI's 10 GB item-collection limit") {
    // test_simulator_size's worked example: one key whose collection holds 9.99 GB (items of 9.99 x 974 / 2,048 GB
    // with their LSI entries) takes 100 writes/s of 974-byte items, 2 KB each in the collection; 57.12 writes fail
    // at tick 52, then all 100 a second for ticks 53..199: 14,757.12 failed writes, none throttled.
    Scenario scenario = parsedScenario(R"({"version": 1, "table": {"rcu": 100, "wcu": 200, "lsi": true},
        "workload": {"duration_s": 200, "item_kb": 0.951171875, "writes_per_s": 100, "retries": "standard",
                     "keys": [{"key": "a"}]}})");
    scenario.table.sizeGb = 9.99 * 974 / 2048;
    const std::string md = designReport(analysedScenario(scenario), ReportFormat::Markdown);
    const std::string table = markdownSection(md, "Table and indexes");
    CHECK(table.find("| data size | 4.75 GB -\\> at least 1 partition (a partition holds about 10 GB) |") !=
          std::string::npos);
    CHECK(table.find("| LSI | PK (S) | LSISK (S) | all |") != std::string::npos); // the version 1 LSI, upgraded
    const std::string spaces = markdownSection(md, "Throttling by key space");
    INFO(spaces);
    CHECK(spaces.find("| writes failed at the 10 GB item-collection limit (LSI) | 14,757 |") != std::string::npos);
    CHECK(spaces.find("No request was throttled.") != std::string::npos);
}
