// `partiscope-cli compare`: one file with candidates or several scenario files, text and JSON, price files, and the
// errors that name their file.
#include "cli_run.h"

#include "partiscope/simulator.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <atomic>
#include <string>
#include <vector>

using namespace partiscope::cli;
using namespace partiscope::cli::testing;

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::string lessonOne() {
    return std::string(PARTISCOPE_LESSONS_DIR) + "/01-celebrity-leaderboard.json";
}

/// Lesson 01 without its candidates, its name replaced (removed when @p name is empty) and its strategy set.
std::string lessonVariant(const std::string& name, const nlohmann::ordered_json& strategy) {
    auto doc = nlohmann::ordered_json::parse(readWhole(lessonOne()));
    doc.erase("candidates");
    if (name.empty()) {
        doc.erase("name");
    } else {
        doc["name"] = name;
    }
    doc["strategy"] = strategy;
    return doc.dump(2);
}

std::vector<std::string> namesOf(const nlohmann::ordered_json& doc) {
    std::vector<std::string> names;
    for (const auto& design : doc["designs"]) {
        names.push_back(design["name"].get<std::string>());
    }
    return names;
}

} // namespace

TEST_CASE("compare: usage, and --help shows the compare lines only", "[compare]") {
    const auto help = run({"compare", "--help"});
    REQUIRE(help.code == kExitOk);
    CHECK(contains(help.out, "partiscope-cli compare FILE... [--format text|json] [--prices FILE]"));
    CHECK_FALSE(contains(help.out, "partiscope-cli simulate"));
    CHECK(contains(run({"--help"}).out, "partiscope-cli compare "));
    const auto none = run({"compare"});
    CHECK(none.code == kExitUsage);
    CHECK(contains(none.err, "compare needs scenario FILEs"));
    const auto format = run({"compare", lessonOne(), "--format", "csv"});
    CHECK(format.code == kExitUsage);
    CHECK(contains(format.err, "--format must be text or json, got 'csv'"));
    CHECK(run({"compare", "-", "-"}).code == kExitUsage);
}

TEST_CASE("compare: one file with candidates prints the table with the best values and the favoured design",
          "[compare]") {
    const auto r = run({"compare", lessonOne()});
    INFO(r.err);
    REQUIRE(r.code == kExitOk);
    const auto noStrategy = r.out.find("\nno strategy ");
    const auto mod = r.out.find("\nmod 10 ");
    const auto random = r.out.find("\nrandom 200 ");
    REQUIRE(noStrategy != std::string::npos);
    CHECK(noStrategy < mod);
    CHECK(mod < random);
    CHECK(contains(r.out, "monthly cost (estimate)"));
    CHECK(contains(r.out, "* best in its column"));
    CHECK(contains(r.out, "Monthly costs are estimates at the list prices of "));
    CHECK(contains(r.out, "Favoured: mod 10: no request throttled"));
}

TEST_CASE("compare --format json: the designs in the order given with every key and all 16 throttling reasons",
          "[compare]") {
    const auto r = run({"compare", lessonOne(), "--format", "json"});
    INFO(r.err);
    REQUIRE(r.code == kExitOk);
    const auto doc = nlohmann::ordered_json::parse(r.out);
    CHECK(namesOf(doc) == std::vector<std::string>{"no strategy", "mod 10", "random 200"});
    std::vector<std::string> top;
    for (const auto& [key, value] : doc.items()) {
        top.push_back(key);
    }
    CHECK(top == std::vector<std::string>{"designs", "favoured", "reason"});
    const std::vector<std::string> keys{"name",
                                        "hot_factor",
                                        "throttled_requests",
                                        "throttling_reasons",
                                        "read_queries_per_logical_read",
                                        "monthly_cost",
                                        "findings",
                                        "peak_partition_utilisation",
                                        "min_rcu_per_logical_read",
                                        "write_units_per_logical_write"};
    const std::vector<std::string> costKeys{"total",    "reads",        "writes", "storage",
                                            "currency", "prices_as_of", "region", "estimate"};
    for (const auto& design : doc["designs"]) {
        std::vector<std::string> seen;
        for (const auto& [key, value] : design.items()) {
            seen.push_back(key);
        }
        CHECK(seen == keys);
        std::vector<std::string> reasons;
        for (const auto& [key, value] : design["throttling_reasons"].items()) {
            reasons.push_back(key);
        }
        REQUIRE(reasons.size() == partiscope::kThrottlingReasonCount);
        for (std::size_t i = 0; i < reasons.size(); ++i) {
            CHECK(reasons[i] == partiscope::throttlingReasonName(partiscope::throttlingReasonAt(i)));
        }
        std::vector<std::string> cost;
        for (const auto& [key, value] : design["monthly_cost"].items()) {
            cost.push_back(key);
        }
        CHECK(cost == costKeys);
        CHECK(design["monthly_cost"]["estimate"] == true);
    }
    CHECK(doc["designs"][0]["throttled_requests"].get<double>() > 0);
    CHECK(doc["designs"][1]["throttled_requests"].get<double>() == 0);
    CHECK(doc["designs"][2]["read_queries_per_logical_read"].get<double>() == 200);
    CHECK(doc["favoured"] == "mod 10");
}

TEST_CASE("compare: several files, each its own design, in the order given, an unnamed one by its file name",
          "[compare]") {
    TempDir dir;
    const auto sharded = dir.write("sharded.json", lessonVariant("sharded", {{"kind", "mod"}, {"shards", 10}}));
    const auto plain = dir.write("plain.json", lessonVariant("", {{"kind", "none"}}));
    const auto r = run({"compare", sharded, plain, "--format", "json"});
    INFO(r.err);
    REQUIRE(r.code == kExitOk);
    const auto doc = nlohmann::ordered_json::parse(r.out);
    CHECK(namesOf(doc) == std::vector<std::string>{"sharded", "plain.json"});
    CHECK(doc["favoured"] == "sharded");
    // A file with candidates among others contributes all of them, where it stands.
    const auto mixed = run({"compare", plain, lessonOne(), "--format", "json"});
    REQUIRE(mixed.code == kExitOk);
    CHECK(namesOf(nlohmann::ordered_json::parse(mixed.out)) ==
          std::vector<std::string>{"plain.json", "no strategy", "mod 10", "random 200"});
}

TEST_CASE("compare: a bad price file is refused with its line, a missing or bad scenario file by its name",
          "[compare]") {
    TempDir dir;
    const auto prices = dir.write("prices.txt", "# prices\nregion = us-east-1\nwcu_hours = 1\n");
    const auto bad = run({"compare", lessonOne(), "--prices", prices});
    CHECK(bad.code == kExitUsage);
    CHECK(contains(bad.err, prices + ":3: "));
    CHECK(bad.out.empty());

    const auto missing = run({"compare", lessonOne(), dir.path.string() + "/nowhere.json"});
    CHECK(missing.code == kExitUsage);
    CHECK(contains(missing.err, "nowhere.json"));
    CHECK(missing.out.empty());

    const auto broken = dir.write("broken.json", R"({"version": 2, "table": {"rcu": "many"}})");
    const auto parse = run({"compare", lessonOne(), broken});
    CHECK(parse.code == kExitUsage);
    CHECK(contains(parse.err, broken + ": /"));
}

TEST_CASE("compare stops when interrupted and prints nothing", "[compare]") {
    std::atomic<bool> stop{true};
    CliContext context;
    context.interrupted = &stop;
    const auto r = run({"compare", lessonOne()}, -1, context);
    CHECK(r.code == kExitInterrupted);
    CHECK(contains(r.err, "interrupted (compare after 0 of 3 designs)"));
    CHECK(r.out.empty());
}

TEST_CASE("report: a document with candidates compares them, priced with --prices", "[compare][report]") {
    TempDir dir;
    const auto html = (dir.path / "review.html").string();
    const auto r = run({"report", "--scenario", lessonOne(), "--out", html});
    REQUIRE(r.code == kExitOk);
    const std::string text = readWhole(html);
    CHECK(contains(text, "<h2 id=\"candidates\">Candidate designs</h2>"));
    CHECK(contains(text, "The findings favour mod 10"));
    CHECK(contains(text, "list prices of 2024-11-01"));

    // Another price file changes the costs the report shows (provisioned: 6,000 RCU and 4,000 WCU for 730 h at
    // 0.001 and 0.002 = 4,380 + 5,840 = 10,220.00).
    const auto prices =
        dir.write("prices.txt", "region = eu-test-1\ncurrency = EUR\nas_of = 2026-01-01\nsource = test\n"
                                "on_demand_write_per_million = 1\non_demand_read_per_million = 1\n"
                                "provisioned_wcu_hour = 0.002\nprovisioned_rcu_hour = 0.001\nstorage_gb_month = 1\n"
                                "storage_free_gb = 0\nhours_per_month = 730\n");
    REQUIRE(run({"report", "--scenario", lessonOne(), "--out", html, "--prices", prices}).code == kExitOk);
    const std::string priced = readWhole(html);
    CHECK(contains(priced, "10,220.00 EUR"));
    CHECK(contains(priced, "eu-test-1 list prices of 2026-01-01"));

    // A bad price file: its line, and no report written over the old one.
    dir.write("prices.txt", "region = x\nwcu_hour = 1\n");
    const auto bad = run({"report", "--scenario", lessonOne(), "--out", html, "--prices", prices});
    CHECK(bad.code == kExitUsage);
    CHECK(contains(bad.err, "prices.txt:2: unknown name 'wcu_hour'"));
    CHECK(readWhole(html) == priced);
}
