#include "cli.h"
#include "cli_run.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using partiscope::cli::runCli;
using namespace partiscope::cli::testing;

TEST_CASE("analyze --format json holds the documented contract fields") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "BOARD#global\t1000\nPLAYER#1\nPLAYER#2\n\nbad\t0\n");
    const auto r = run({"analyze", "--keys", keys, "--format", "json", "--buckets", "4"});
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["keys_total"] == 1002);
    CHECK(doc["keys_distinct"] == 3);
    CHECK(doc["physical_keys_distinct"] == 3);
    CHECK(doc["rejected"] == 1);
    CHECK(doc["lines_read"] == 5);
    CHECK(doc["lines_blank"] == 1);
    CHECK(doc["lines_accepted"] == 3);
    REQUIRE(doc["errors"].size() == 1);
    CHECK(doc["errors"][0]["line"] == 5);
    CHECK(doc["errors"][0]["message"].get<std::string>().find("count 0") != std::string::npos);
    REQUIRE(doc["buckets"].size() == 4);
    std::uint64_t sum = 0;
    for (const auto& b : doc["buckets"]) {
        sum += b.get<std::uint64_t>();
    }
    CHECK(sum == 1002);
    for (const char* field : {"max_over_mean", "cv", "gini", "entropy_norm", "chi2", "p_value", "empty_buckets"}) {
        CHECK(doc["stats"].contains(field));
    }
    REQUIRE(doc["top_keys"].size() == 3);
    CHECK(doc["top_keys"][0]["key"] == "BOARD#global");
    CHECK(doc["top_keys"][0]["count"] == 1000);
    CHECK(doc["top_keys"][0]["share"].get<double>() == Approx(1000.0 / 1002.0));
    CHECK(doc["model"]["note"].get<std::string>().find("undocumented") != std::string::npos);
}

TEST_CASE("analyze reports physical keys when a strategy is set") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "2014-07-09\t2000\n");
    const auto r = run({"analyze", "--keys", keys, "--format", "json", "--strategy", "random", "--shards", "200",
                        "--sep", ".", "--top", "3"});
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["keys_distinct"] == 1);
    CHECK(doc["physical_keys_distinct"].get<int>() > 150);
    CHECK(doc["physical_keys_distinct"].get<int>() <= 200);
    CHECK(doc["strategy"]["read_fanout"] == 200);
    CHECK(doc["strategy"]["point_read_computable"] == false);
    CHECK(doc["top_keys"][0]["key"].get<std::string>().rfind("2014-07-09.", 0) == 0);
    CHECK(doc["top_logical_keys"][0]["key"] == "2014-07-09");
    // Same seed, same answer; another seed, another spread.
    const auto again = run({"analyze", "--keys", keys, "--format", "json", "--strategy", "random", "--shards", "200",
                            "--sep", ".", "--top", "3"});
    CHECK(again.out == r.out);
    const auto other = run({"analyze", "--keys", keys, "--format", "json", "--strategy", "random", "--shards", "200",
                            "--sep", ".", "--top", "3", "--seed", "7"});
    CHECK(other.out != r.out);
}

TEST_CASE("analyze --items builds keys from a template and shards by a source column") {
    TempDir dir;
    const auto items = dir.write("items.csv", "board,playerId,score\n"
                                              "BOARD#global,12345,10\n"
                                              "BOARD#global,7,11\n"
                                              "BOARD#global,\"17\",12\n"
                                              "BOARD#global,x,13\n");
    const auto r = run({"analyze", "--items", items, "--pk", "{board}", "--strategy", "mod", "--shards", "10",
                        "--source", "playerId", "--format", "json"});
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["keys_total"] == 3);
    CHECK(doc["keys_distinct"] == 1);
    CHECK(doc["physical_keys_distinct"] == 2); // #5 and #7 (7 and 17 share a shard)
    CHECK(doc["rejected"] == 1);
    CHECK(doc["errors"][0]["line"] == 5);
    CHECK(doc["top_keys"][0]["key"] == "BOARD#global#7");
    CHECK(doc["top_keys"][0]["count"] == 2);
}

TEST_CASE("analyze --format csv and text") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "a\nb\nc\n");
    const auto csv = run({"analyze", "--keys", keys, "--format", "csv", "--buckets", "3", "--model", "range"});
    REQUIRE(csv.code == 0);
    CHECK(csv.out.rfind("bucket,count,share,range_start\n0,", 0) == 0);
    CHECK(std::count(csv.out.begin(), csv.out.end(), '\n') == 4);
    CHECK(csv.err.find("undocumented") != std::string::npos);
    const auto text = run({"analyze", "--keys", keys});
    REQUIRE(text.code == 0);
    CHECK(text.out.find("undocumented") != std::string::npos);
    CHECK(text.out.find("3 accepted") != std::string::npos);
}

TEST_CASE("usage errors exit 2 with a one-line reason and the usage") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "a\n");
    const std::vector<std::vector<std::string>> bad = {
        {},
        {"frobnicate"},
        {"analyze"},
        {"analyze", "--keys", keys, "--items", keys},
        {"analyze", "--keys", keys, "--buckets", "0"},
        {"analyze", "--keys", keys, "--buckets", "65537"},
        {"analyze", "--keys", keys, "--buckets", "abc"},
        {"analyze", "--keys", keys, "--model", "ring"},
        {"analyze", "--keys", keys, "--format", "xml"},
        {"analyze", "--keys", keys, "--strategy", "random"},
        {"analyze", "--keys", keys, "--strategy", "range"},
        {"analyze", "--keys", keys, "--strategy", "range", "--boundaries", "b,a"},
        {"analyze", "--keys", keys, "--strategy", "lookup"},
        {"analyze", "--keys", keys, "--strategy", "calculated", "--shards", "4", "--fn", "isbn-check-digit"},
        {"analyze", "--keys", keys, "--bogus", "1"},
        {"analyze", "--keys", keys, "--buckets", "4", "--buckets", "5"},
        {"analyze", "--keys", keys, "--top"},
        {"analyze", "--keys", (dir.path / "missing.txt").string()},
        {"analyze", "--items", keys, "--pk", "{nope}"},
    };
    for (const auto& args : bad) {
        CAPTURE(args);
        const auto r = run(args);
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK(r.err.rfind("partiscope-cli: ", 0) == 0);
    }
    const auto missingColumn = run({"analyze", "--items", keys, "--pk", "{nope}"});
    CHECK(missingColumn.err.find("'nope'") != std::string::npos);
}

TEST_CASE("no valid key exits 3 but still prints the report") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "\n\nx\tabc\n");
    const auto r = run({"analyze", "--keys", keys, "--format", "json"});
    CHECK(r.code == 3);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["rejected"] == 1);
    CHECK(doc["lines_blank"] == 2);
    CHECK(r.err.find("no valid key") != std::string::npos);
    const auto empty = run({"analyze", "--keys", dir.write("empty.txt", ""), "--format", "json"});
    CHECK(empty.code == 3);
}

TEST_CASE("the binary reads standard input for '-' and keeps its exit codes") {
    const auto r = runBinary("analyze --keys - --format json --buckets 2", "k1\nk2\r\nk1\n");
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["keys_total"] == 3);
    CHECK(doc["keys_distinct"] == 2);
    CHECK(runBinary("analyze --keys - --format json", "").code == 3);
    const auto usage = runBinary("analyze --keys - --strategy nope");
    CHECK(usage.code == 2);
    CHECK(usage.err.find("usage:") != std::string::npos);
    CHECK(runBinary("--version").out.rfind("partiscope-cli ", 0) == 0);
    const auto items = runBinary("analyze --items - --pk '{a}+{b}' --format json", "a,b\n1,2\n1,2\n3,4\n");
    REQUIRE(items.code == 0);
    CHECK(nlohmann::json::parse(items.out)["top_keys"][0]["key"] == "1+2");
}

TEST_CASE("estimate proposes a shard count from write volume and item size") {
    const auto r = run({"estimate", "--writes-per-s", "5000", "--item-kb", "1", "--headroom", "0", "--format", "json"});
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["minimum_shards"] == 5);
    CHECK(doc["recommended_shards"] == 5);
    const auto grown = run({"estimate", "--writes-per-s", "5000", "--item-kb", "1.5", "--format", "json"});
    CHECK(nlohmann::json::parse(grown.out)["minimum_shards"] == 10);
    CHECK(nlohmann::json::parse(grown.out)["recommended_shards"] == 15);
    CHECK(run({"estimate", "--writes-per-s", "-1"}).code == 2);
    CHECK(run({"estimate"}).code == 2);
}

TEST_CASE("simulate prints the documented JSON and streams a tick CSV") {
    TempDir dir;
    const auto scenario = dir.write("s.json", R"({"version": 1, "name": "adaptive", "table": {"rcu": 400, "wcu": 400,
        "partitions": 4}, "capacity": {"adaptive": "off", "split_for_heat": false},
        "workload": {"duration_s": 700, "writes_per_s": 300,
          "keys": [{"key": "a", "weight": 50, "partition": 0}, {"key": "b", "weight": 50, "partition": 1},
                   {"key": "c", "weight": 50, "partition": 2}, {"key": "d", "weight": 150, "partition": 3}]}})");
    const std::string csv = (dir.path / "ticks.csv").string();
    const auto r = run({"simulate", "--scenario", scenario, "--format", "json", "--csv", csv});
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["partition_count"] == 4);
    CHECK(doc["partitions"][3]["first_throttle_s"] == 600);
    CHECK(doc["metrics"]["WriteThrottleEvents"].get<double>() == Approx(5000));
    std::ifstream in(csv);
    std::string line;
    int rows = 0;
    while (std::getline(in, line)) {
        ++rows;
    }
    CHECK(rows == 1 + 700 * 4);
    const auto text = run({"simulate", "--scenario", scenario});
    REQUIRE(text.code == 0);
    CHECK(text.out.find("WriteThrottleEvents 5000") != std::string::npos);
}

TEST_CASE("a bad scenario exits 2 naming the JSON path") {
    TempDir dir;
    const auto bad = dir.write("bad.json", R"({"version": 1, "table": {"rcu": "many", "wcu": 1}})");
    const auto r = run({"simulate", "--scenario", bad});
    CHECK(r.code == 2);
    CHECK(r.err.find("/table/rcu: expected a number, got a string") != std::string::npos);
    CHECK(run({"simulate"}).code == 2);
    CHECK(run({"simulate", "--scenario", (dir.path / "none.json").string()}).code == 2);
    CHECK(run({"simulate", "--scenario", bad, "--format", "yaml"}).code == 2);
}

// ---- advise, lessons, report -------------------------------------------------------------------

namespace {
std::string lesson(const std::string& file) {
    return std::string(PARTISCOPE_LESSONS_DIR) + "/" + file;
}
} // namespace

TEST_CASE("advise --scenario: JSON findings with the five fields") {
    const auto r = run({"advise", "--scenario", lesson("01-celebrity-leaderboard.json"), "--format", "json"});
    REQUIRE(r.code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    REQUIRE(doc["findings"].is_array());
    std::vector<std::string> ids;
    for (const auto& f : doc["findings"]) {
        ids.push_back(f["id"]);
        for (const char* field : {"id", "severity", "title", "evidence", "recommendation"}) {
            CHECK(f.contains(field));
        }
    }
    CHECK(std::find(ids.begin(), ids.end(), "hot-key") != ids.end());
    CHECK(doc["findings"][0]["severity"] == "critical");
}

TEST_CASE("advise --scenario: text output names severity and id") {
    const auto r = run({"advise", "--scenario", lesson("06-adaptive-capacity-400wcu.json")});
    REQUIRE(r.code == 0);
    CHECK(r.out.find("[info] adaptive-absorbs-it:") != std::string::npos);
    CHECK(r.out.find("  evidence: ") != std::string::npos);
}

TEST_CASE("advise with analyze's input flags") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "2014-07-09\t10\n2014-07-10\t1000\n");
    const auto r = run({"advise", "--keys", keys, "--strategy", "calculated", "--shards", "200", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(r.out.find("\"degenerate-strategy\"") != std::string::npos);
    CHECK(r.out.find("\"time-bucket-key\"") != std::string::npos);

    const auto rated = run({"advise", "--keys", keys, "--writes-per-s", "5000"});
    REQUIRE(rated.code == 0);
    CHECK(rated.out.find("[critical] hot-key") != std::string::npos);
    CHECK(rated.out.find("shard-count") != std::string::npos);

    const auto csv = dir.write("orders.csv", "date,OrderId\n2014-07-09,1\n2014-07-09,2\n");
    const auto items =
        run({"advise", "--items", csv, "--pk", "{date}", "--source", "OrderId", "--strategy", "mod", "--shards", "2"});
    CHECK(items.code == 0);
}

TEST_CASE("advise: usage errors") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "a\n");
    CHECK(run({"advise"}).code == 2);
    CHECK(run({"advise", "--scenario", lesson("01-celebrity-leaderboard.json"), "--keys", keys}).code == 2);
    CHECK(run({"advise", "--scenario", lesson("01-celebrity-leaderboard.json"), "--format", "csv"}).code == 2);
    CHECK(run({"advise", "--keys", keys, "--item-kb", "4"}).code == 2);
    const auto missing = run({"advise", "--scenario", dir.path.string() + "/nope.json"});
    CHECK(missing.code == 2);
    CHECK(missing.err.find("nope.json") != std::string::npos);
    const auto empty = dir.write("empty.txt", "\n");
    CHECK(run({"advise", "--keys", empty}).code == 3);
}

TEST_CASE("lessons lists the ten built-in lessons with their guides") {
    const auto r = run({"lessons"});
    REQUIRE(r.code == 0);
    for (const char* name :
         {"01-celebrity-leaderboard", "02-todays-date-random-suffix", "03-calculated-suffix-orders",
          "04-invoice-121212", "05-isbn-lookup", "06-adaptive-capacity-400wcu", "07-status-gsi",
          "08-on-demand-doubling", "09-status-index-back-pressure", "10-auto-scaling-hot-partition"}) {
        CHECK(r.out.find(std::string(name) + ".json  " + name + ".md") != std::string::npos);
    }
    CHECK(r.out.find("Celebrity leaderboard") != std::string::npos);
    CHECK(r.out.find("Orders throttled by their status index") != std::string::npos);
    CHECK(run({"lessons", "--format", "json"}).code == 2);
}

TEST_CASE("lessons honours PARTISCOPE_LESSONS_DIR") {
    TempDir dir;
    std::filesystem::copy_file(lesson("07-status-gsi.json"), dir.path / "only.json");
    ::setenv("PARTISCOPE_LESSONS_DIR", dir.path.c_str(), 1);
    const auto r = run({"lessons"});
    ::unsetenv("PARTISCOPE_LESSONS_DIR");
    REQUIRE(r.code == 0);
    CHECK(r.out.find("only.json  only.md  Low-cardinality status index") != std::string::npos);
    CHECK(r.out.find("01-celebrity") == std::string::npos);
}

TEST_CASE("report writes HTML or Markdown by extension") {
    TempDir dir;
    const auto html = (dir.path / "review.html").string();
    const auto r = run({"report", "--scenario", lesson("04-invoice-121212.json"), "--out", html});
    REQUIRE(r.code == 0);
    std::ifstream in(html);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK(text.find("<h2 id=\"queries\">") != std::string::npos);

    const auto md = (dir.path / "review.md").string();
    REQUIRE(run({"report", "--scenario", lesson("04-invoice-121212.json"), "--out", md}).code == 0);
    std::ifstream mdIn(md);
    const std::string mdText((std::istreambuf_iterator<char>(mdIn)), std::istreambuf_iterator<char>());
    CHECK(mdText.find("## Advisor findings") != std::string::npos);

    CHECK(
        run({"report", "--scenario", lesson("04-invoice-121212.json"), "--out", (dir.path / "r.pdf").string()}).code ==
        2);
    CHECK(run({"report", "--scenario", lesson("04-invoice-121212.json")}).code == 2);
    CHECK(run({"report", "--scenario", lesson("04-invoice-121212.json"), "--out", "/nonexistent-dir/r.html"}).code ==
          2);
}

namespace {

/// Lesson 6 with the changes a first hour makes in the Table tab (burst empty, adaptive capacity off).
std::string lessonSixThrottling(const TempDir& dir) {
    std::ifstream in(lesson("06-adaptive-capacity-400wcu.json"));
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    text.replace(text.find(R"("burst_start": "full")"), 21, R"("burst_start": "empty")");
    text.replace(text.find(R"("adaptive": "instant")"), 21, R"("adaptive": "off")");
    return dir.write("lesson6-throttling.json", text);
}

} // namespace

TEST_CASE("advise and report name lesson 6's throttling cause and its fix") {
    TempDir dir;
    const std::string scenario = lessonSixThrottling(dir);
    const auto r = runBinary("advise --scenario " + scenario);
    REQUIRE(r.code == 0);
    CHECK(r.out.rfind("[critical] partition-share: A partition needs more than its share of the table, and adaptive "
                      "capacity is off\n",
                      0) == 0);
    CHECK(r.out.find("90,000 writes throttled on partition 3") != std::string::npos);
    CHECK(r.out.find("recommendation: Let adaptive capacity absorb it") != std::string::npos);

    const auto md = (dir.path / "review.md").string();
    REQUIRE(run({"report", "--scenario", scenario, "--out", md}).code == 0);
    std::ifstream mdIn(md);
    const std::string report((std::istreambuf_iterator<char>(mdIn)), std::istreambuf_iterator<char>());
    CHECK(report.find("partition-share") != std::string::npos);
    CHECK(report.find("90,000 writes throttled on partition 3") != std::string::npos);
}

TEST_CASE("the hot factor reads the same and is labelled by its cells in advise and report and analyze") {
    TempDir dir;
    const std::string scenario = lessonSixThrottling(dir);
    // Lesson 6: 150 of 300 writes/s on one of 4 partitions: 150 / 75 = 2.
    const auto advice = run({"advise", "--scenario", scenario});
    CHECK(advice.out.find("hot factor 2.00\u00d7 over 4 partitions") != std::string::npos);
    const auto html = (dir.path / "review.html").string();
    REQUIRE(run({"report", "--scenario", scenario, "--out", html}).code == 0);
    std::ifstream in(html);
    const std::string report((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(report.find("2.00\u00d7 over 4 partitions") != std::string::npos);
    // analyze hashes into teaching buckets and says so.
    const auto analyze = runBinary("analyze --keys - --buckets 8", "p0\t50\np1\t50\np2\t50\np3\t150\n");
    CHECK(analyze.out.find("\u00d7 over 8 buckets") != std::string::npos);
}

// ---- a new user's first hour (issue 11, items 6-9) ---------------------------------------------

TEST_CASE("'-' reads standard input for --scenario, --item and --map") {
    const std::string scenario = R"({"version": 1, "name": "from stdin", "table": {"rcu": 100, "wcu": 100},
        "workload": {"duration_s": 5, "writes_per_s": 10, "keys": [{"key": "a"}]}})";
    const auto simulated = runBinary("simulate --scenario - --format json", scenario);
    REQUIRE(simulated.code == 0);
    CHECK(nlohmann::json::parse(simulated.out)["name"] == "from stdin");
    CHECK(runBinary("advise --scenario -", scenario).code == 0);

    const auto item = runBinary("queries --table Orders --pk-name id --item - --format cli", R"({"id": {"S": "o-1"}})");
    REQUIRE(item.code == 0);
    CHECK(item.out.find("o-1") != std::string::npos);

    TempDir dir;
    const auto keys = dir.write("keys.txt", "0\n1\n1\n");
    const auto mapped =
        runBinary("analyze --keys " + keys + " --strategy lookup --map - --format json", "0,db0\n1,db1\n");
    REQUIRE(mapped.code == 0);
    CHECK(nlohmann::json::parse(mapped.out)["physical_keys_distinct"] == 2);

    const auto twice = run({"analyze", "--keys", "-", "--strategy", "lookup", "--map", "-"});
    CHECK(twice.code == 2);
    CHECK(twice.err.find("--keys and --map both read standard input") != std::string::npos);
}

TEST_CASE("simulate --csv - streams the ticks to standard output, the report to standard error") {
    TempDir dir;
    const auto scenario = dir.write("s.json", R"({"version": 1, "name": "csv", "table": {"rcu": 100, "wcu": 100,
        "partitions": 2}, "workload": {"duration_s": 3, "writes_per_s": 10, "keys": [{"key": "a"}]}})");
    const auto r = runBinary("simulate --scenario " + scenario + " --csv -");
    REQUIRE(r.code == 0);
    CHECK(r.out.rfind("t,partition,write_demand_wcu,", 0) == 0);
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 1 + 3 * 2);
    CHECK(r.err.find("WriteThrottleEvents") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists("-"));
}

TEST_CASE("every command's --help prints its usage and exits 0") {
    for (const std::string command : {"analyze", "simulate", "queries", "estimate", "advise", "report", "lessons"}) {
        CAPTURE(command);
        const auto r = run({command, "--help"});
        CHECK(r.code == 0);
        CHECK(r.err.empty());
        CHECK(r.out.find("  partiscope-cli " + command) != std::string::npos);
        CHECK(r.out.find("  partiscope-cli report") ==
              (command == "report" ? r.out.find("  partiscope-cli report") : std::string::npos));
    }
    const auto late = run({"analyze", "--keys", "x.txt", "--help"});
    CHECK(late.code == 0);
    CHECK(late.out.find("--buckets N") != std::string::npos);
    CHECK(runBinary("estimate -h").code == 0);
}

TEST_CASE("advise with no valid key prints the report, then exits 3") {
    TempDir dir;
    const auto empty = dir.write("empty.txt", "\n\nx\t0\n");
    const auto r = run({"advise", "--keys", empty, "--format", "json"});
    CHECK(r.code == 3);
    CHECK(nlohmann::json::parse(r.out)["findings"].is_array());
    CHECK(r.err.find("no valid key was read (3 lines, 1 rejected, 2 blank)") != std::string::npos);
}

TEST_CASE("strategy flags the chosen strategy ignores are errors naming the flag and the strategy") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "1\n2\n");
    const auto map = dir.write("map.csv", "0,a\n");
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"--shards", "4"}, "--shards does not apply to --strategy none (it takes no strategy options)"},
        {{"--strategy", "mod", "--shards", "4", "--map", map},
         "--map does not apply to --strategy mod (it uses --shards, --sep)"},
        {{"--strategy", "mod", "--shards", "4", "--seed", "3"}, "--seed does not apply to --strategy mod"},
        {{"--strategy", "range", "--boundaries", "5", "--shards", "3"}, "--shards does not apply to --strategy range"},
        {{"--strategy", "random", "--shards", "3", "--boundaries", "5"},
         "--boundaries does not apply to --strategy random"},
        {{"--sep", "."}, "--sep does not apply to --strategy none"},
    };
    for (const auto& [flags, message] : cases) {
        std::vector<std::string> args = {"analyze", "--keys", keys};
        args.insert(args.end(), flags.begin(), flags.end());
        CAPTURE(args);
        const auto r = run(args);
        CHECK(r.code == 2);
        CHECK(r.err.find(message) != std::string::npos);
    }
}

TEST_CASE("bad values that used to pass: empty boundaries, 3-field map lines, nonsense rates") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "1\n2\n");
    const auto empty = run({"analyze", "--keys", keys, "--strategy", "range", "--boundaries", "a,,c"});
    CHECK(empty.code == 2);
    CHECK(empty.err.find("--boundaries must not hold an empty boundary (boundary 2 of 3 is empty)") !=
          std::string::npos);
    CHECK(run({"analyze", "--keys", keys, "--strategy", "range", "--boundaries", ""}).code == 2);

    const auto map = dir.write("map.csv", "# isbn\n0,db0\n1,db1,db2\n");
    const auto threeFields = run({"analyze", "--keys", keys, "--strategy", "lookup", "--map", map});
    CHECK(threeFields.code == 2);
    CHECK(threeFields.err.find(map + ":3: expected two fields") != std::string::npos);

    const std::string rateError = "--writes-per-s must be a number from 0 to 100,000,000, got 1e+19";
    const auto advise = run({"advise", "--keys", keys, "--writes-per-s", "1e19"});
    CHECK(advise.code == 2);
    CHECK(advise.err.find(rateError) != std::string::npos);
    const auto estimate = run({"estimate", "--writes-per-s", "1e19"});
    CHECK(estimate.code == 2);
    CHECK(estimate.err.find(rateError) != std::string::npos);
    CHECK(run({"advise", "--keys", keys, "--reads-per-s", "-1"}).err.find("--reads-per-s must be a number from 0") !=
          std::string::npos);

    const auto shards = run({"analyze", "--keys", keys, "--strategy", "mod", "--shards", "1000001"});
    CHECK(shards.err.find("--shards must be a whole number from 1 to 1,000,000, got '1000001'") != std::string::npos);
}

TEST_CASE("summed counts past 2^53-1 name the file and line where the sum passes the limit") {
    TempDir dir;
    const auto keys = dir.write("keys.txt", "a\t4503599627370496\n\nb\t4503599627370496\nc\n");
    const auto r = run({"analyze", "--keys", keys});
    CHECK(r.code == 2);
    CHECK(r.err == "partiscope-cli: " + keys +
                       ":3: the counts add up to more than 9,007,199,254,740,991 (2^53-1) here, the largest total "
                       "Partiscope keeps exact\n");
    const auto piped = runBinary("analyze --keys -", "a\t9007199254740991\nb\n");
    CHECK(piped.err.find("standard input:2: the counts add up") != std::string::npos);
}

TEST_CASE("messages name directories, OS errors, JSON positions and the bad option") {
    TempDir dir;
    const std::string folder = dir.path.string();
    const auto analyze = run({"analyze", "--keys", folder});
    CHECK(analyze.err == "partiscope-cli: '" + folder + "' is a directory\n");
    CHECK(run({"simulate", "--scenario", folder}).err == "partiscope-cli: '" + folder + "' is a directory\n");
    const auto missing = run({"simulate", "--scenario", folder + "/none.json"});
    CHECK(missing.err == "partiscope-cli: cannot open '" + folder + "/none.json': No such file or directory\n");
    const auto outDir = dir.path / "out.html";
    std::filesystem::create_directory(outDir);
    const auto report = run({"report", "--scenario", lesson("04-invoice-121212.json"), "--out", outDir.string()});
    CHECK(report.code == 2);
    CHECK(report.err == "partiscope-cli: '" + outDir.string() + "' is a directory\n");
    const auto noDir =
        run({"report", "--scenario", lesson("04-invoice-121212.json"), "--out", "/nonexistent-dir/r.md"});
    CHECK(noDir.err == "partiscope-cli: cannot write '/nonexistent-dir/r.md': No such file or directory\n");
    const auto csv = run({"simulate", "--scenario", lesson("06-adaptive-capacity-400wcu.json"), "--csv", folder});
    CHECK(csv.err == "partiscope-cli: '" + folder + "' is a directory\n");

    const auto syntax = dir.write("item.json", "{\n  \"id\": \"a\",\n}");
    const auto item = run({"queries", "--table", "Orders", "--pk-name", "id", "--item", syntax});
    CHECK(item.code == 2);
    CHECK(item.err.rfind("partiscope-cli: " + syntax + ":3:1: JSON syntax error: ", 0) == 0);
    CHECK(item.err.find("json.exception") == std::string::npos);
    const auto twice = dir.write("twice.json", R"({"id": "a", "id": "b"})");
    CHECK(run({"queries", "--table", "Orders", "--pk-name", "id", "--item", twice}).err ==
          "partiscope-cli: " + twice + ": /id: given twice in the same object (each member may appear once)\n");

    const auto scenario = dir.write("s.json", R"({"version": 1, "table": {"rcu": 1, "wcu": 1},
        "workload": {"duration_s": 5, "keys": [{"key": "a"}]}, "strategy": {"kind": "mod"}})");
    CHECK(run({"simulate", "--scenario", scenario}).err ==
          "partiscope-cli: " + scenario +
              ": /strategy/shards: must be a whole number from 1 to 1,000,000 for the mod strategy, got 0\n");

    const auto op = run({"queries", "--table", "Orders", "--pk-name", "id", "--logical-key", "a", "--sk-name", "sk",
                         "--sk-op", "like", "--sk-value", "x"});
    CHECK(op.code == 2);
    CHECK(op.err.find("--sk-op must be eq, lt, le, gt, ge, between or begins_with, got 'like'") != std::string::npos);

    const auto longKey = dir.write("long.txt", std::string(2050, 'k') + "\n");
    const auto tooLong = run({"analyze", "--keys", longKey, "--format", "json"});
    CHECK(tooLong.out.find("key is 2,050 bytes; DynamoDB allows at most 2,048") != std::string::npos);
}

TEST_CASE("an empty or junk PARTISCOPE_LESSONS_DIR is reported, not ignored") {
    TempDir dir;
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"", "PARTISCOPE_LESSONS_DIR is set but empty"},
        {dir.path.string() + "/nope", "PARTISCOPE_LESSONS_DIR='" + dir.path.string() + "/nope': no such folder"},
        {dir.path.string(), "PARTISCOPE_LESSONS_DIR='" + dir.path.string() + "' holds no lesson (no *.json file)"},
    };
    for (const auto& [value, message] : cases) {
        ::setenv("PARTISCOPE_LESSONS_DIR", value.c_str(), 1);
        const auto r = run({"lessons"});
        ::unsetenv("PARTISCOPE_LESSONS_DIR");
        CAPTURE(value);
        CHECK(r.code == 2);
        CHECK(r.err.find(message) != std::string::npos);
    }
}

TEST_CASE("an installed partiscope-cli finds its lessons in <bindir>/../share/partiscope/lessons") {
    TempDir prefix;
    std::filesystem::create_directories(prefix.path / "bin");
    std::filesystem::create_directories(prefix.path / "share/partiscope/lessons");
    std::filesystem::copy_file(PARTISCOPE_CLI_PATH, prefix.path / "bin/partiscope-cli");
    std::filesystem::copy_file(lesson("07-status-gsi.json"),
                               prefix.path / "share/partiscope/lessons/07-status-gsi.json");
    const std::string out = (prefix.path / "out").string();
    const std::string command =
        "env -u PARTISCOPE_LESSONS_DIR " + (prefix.path / "bin/partiscope-cli").string() + " lessons >" + out;
    const int status = std::system(command.c_str());
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    std::ifstream in(out);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text.find((prefix.path / "share/partiscope/lessons").string()) != std::string::npos);
    CHECK(text.find("07-status-gsi.json") != std::string::npos);
    CHECK(text.find("01-celebrity") == std::string::npos);
}
