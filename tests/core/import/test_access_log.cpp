// The access-log reader and import: formats, columns, timestamps, and every problem with its file and line.
#include "partiscope/import/access_log.h"
#include "partiscope/import/access_log_replay.h"
#include "partiscope/import/import.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace partiscope;

namespace {

struct Read {
    std::vector<AccessLogRecord> records;
    std::vector<std::string> keys; ///< the records' keys, copied (their views die with the callback)
    std::vector<std::string> indexes;
    std::optional<ImportProblem> problem;
};

/// Reads @p text fed in chunks of @p chunk bytes.
Read readLog(const std::string& text, std::size_t chunk = 7) {
    Read read;
    AccessLogReader reader("log.csv", [&](const AccessLogRecord& r) {
        read.records.push_back(r);
        read.keys.emplace_back(r.key);
        read.indexes.emplace_back(r.index);
        return true;
    });
    bool ok = true;
    for (std::size_t at = 0; ok && at < text.size(); at += chunk) {
        ok = reader.feed(std::string_view(text).substr(at, chunk));
    }
    if (ok) {
        reader.finish();
    }
    read.problem = reader.problem();
    return read;
}

struct TempFolder {
    std::filesystem::path path;
    TempFolder() {
        char name[] = "/tmp/partiscope-access-log-XXXXXX";
        path = ::mkdtemp(name);
    }
    ~TempFolder() { std::filesystem::remove_all(path); }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;
    std::string write(const std::string& name, const std::string& content) const {
        std::filesystem::create_directories((path / name).parent_path());
        std::ofstream(path / name, std::ios::binary) << content;
        return (path / name).string();
    }
};

} // namespace

TEST_CASE("access log: CSV with every column, in any chunking", "[access-log]") {
    const std::string text = "timestamp,key,operation,count,index\n"
                             "1714564800,USER#1,write,3,\n"
                             "1714564800.25,USER#2,read,1,byEmail\r\n"
                             "\n"
                             "1714564801,\"USER,3\",READ,,\n";
    for (const std::size_t chunk : {1, 3, 7, 1000}) {
        const Read read = readLog(text, chunk);
        REQUIRE_FALSE(read.problem);
        REQUIRE(read.records.size() == 3);
        CHECK(read.records[0].timestamp == 1714564800.0);
        CHECK(read.keys[0] == "USER#1");
        CHECK(read.records[0].operation == AccessOperation::Write);
        CHECK(read.records[0].amount == 3);
        CHECK(read.records[1].timestamp == 1714564800.25);
        CHECK(read.records[1].operation == AccessOperation::Read);
        CHECK(read.indexes[1] == "byEmail");
        CHECK(read.keys[2] == "USER,3");    // RFC 4180 quoting
        CHECK(read.records[2].amount == 1); // an empty count is 1
        CHECK(read.records[2].line == 5);
    }
}

TEST_CASE("access log: fields split at every offset of an 8-byte word", "[access-log]") {
    // The splitter looks at eight bytes at a time: commas and quotes in the first, last and a middle byte of a word,
    // a field of exactly eight bytes, an empty field and a carriage return at the end.
    const std::string text = "timestamp,key,operation,count,index\n"
                             "1714564800,ABCDEFGH,write,2,\n"
                             "1714564801,ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789,read,12345678,byUser\r\n"
                             "1714564802,K,read,,I\n"
                             "1714564803,ABCDEFGHIJKL\"MN,write,1,\n";
    for (const std::size_t chunk : {1, 5, 1000}) {
        const Read read = readLog(text, chunk);
        // The quote in the middle of the last key is not a quoted field: the RFC 4180 reader refuses it.
        REQUIRE(read.problem);
        CHECK(read.problem->line == 5);
        REQUIRE(read.records.size() == 3);
        CHECK(read.keys == std::vector<std::string>{"ABCDEFGH", "ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789", "K"});
        CHECK(read.records[0].amount == 2);
        CHECK(read.records[1].amount == 12345678);
        CHECK(read.indexes[1] == "byUser");
        CHECK(read.records[2].amount == 1);
        CHECK(read.indexes[2] == "I");
    }
}

TEST_CASE("access log: a quoted key may span lines", "[access-log]") {
    const Read read = readLog("timestamp,key\n1,\"A\nB\"\n2,C\n");
    REQUIRE_FALSE(read.problem);
    REQUIRE(read.keys == std::vector<std::string>{"A\nB", "C"});
    CHECK(read.records[1].line == 4);
}

TEST_CASE("access log: JSON lines, ISO 8601 times and units", "[access-log]") {
    const Read read = readLog("{\"timestamp\": \"2024-05-01T12:00:00Z\", \"key\": \"K\", \"units\": 4}\n"
                              "{\"timestamp\": \"2024-05-01 14:00:00.5+02:00\", \"key\": \"K\", \"operation\": "
                              "\"read\", \"index\": null}\n"
                              "{\"timestamp\": 1714564801, \"key\": \"L\", \"index\": \"byEmail\", \"operation\": "
                              "\"read\"}\n");
    REQUIRE_FALSE(read.problem);
    REQUIRE(read.records.size() == 3);
    // 2024-05-01T12:00:00Z is 1,714,564,800 s after the epoch (date -u -d 2024-05-01T12:00:00Z +%s).
    CHECK(read.records[0].timestamp == 1714564800.0);
    CHECK(read.records[0].unitsGiven);
    CHECK(accessRequests(read.records[0], 2.0, 0.5) == 2.0);
    CHECK(read.records[1].timestamp == 1714564800.5);
    CHECK(read.indexes[1].empty());
    CHECK(read.indexes[2] == "byEmail");
}

TEST_CASE("access log: timestamps", "[access-log]") {
    double t = 0;
    std::string error;
    CHECK((parseAccessTimestamp("1970-01-01T00:00:00Z", t, error) && t == 0));
    CHECK((parseAccessTimestamp("2024-02-29T23:59:59-01:30", t, error) && t == 1709251199.0 + 5400));
    CHECK((parseAccessTimestamp("2024-05-01T12:00:00+0200", t, error) && t == 1714564800.0 - 7200));
    CHECK((parseAccessTimestamp(" 12.5 ", t, error) && t == 12.5));
    CHECK_FALSE(parseAccessTimestamp("2024-05-01T12:00:00", t, error));
    CHECK(error.find("time zone") != std::string::npos);
    CHECK_FALSE(parseAccessTimestamp("2023-02-29T00:00:00Z", t, error));
    CHECK_FALSE(parseAccessTimestamp("yesterday", t, error));
    CHECK_FALSE(parseAccessTimestamp("-5", t, error));
    // An ISO time before 1970 is refused like negative epoch seconds (found by fuzz_access_log: year 1012).
    CHECK_FALSE(parseAccessTimestamp("1012-05-01T12:00:00Z", t, error));
    CHECK(error == "a timestamp before 1970");
    CHECK_FALSE(parseAccessTimestamp("1970-01-01T00:30:00+01:00", t, error));
    CHECK(error == "a timestamp before 1970");
}

TEST_CASE("access log: problems name the file and line", "[access-log]") {
    struct Case {
        std::string text;
        std::uint64_t line;
        std::string words;
    };
    const std::vector<Case> cases{
        {"time,key\n1,A\n", 1, "missing column 'timestamp'"},
        {"timestamp,operation\n1,read\n", 1, "missing column 'key'"},
        {"timestamp,key,count,units\n", 1, "not both"},
        {"timestamp,key\n1,A\nsoon,B\n", 3, "timestamp"},
        {"timestamp,key,count\n1,A,-2\n", 2, "negative count"},
        {"timestamp,key,count\n1,A,many\n", 2, "count must be a number"},
        {"timestamp,key,operation\n1,A,delete\n", 2, "unknown operation \"delete\""},
        {"timestamp,key\n1,A,extra\n", 2, "3 fields"},
        {"timestamp,key\n1,\n", 2, "empty key"},
        {"timestamp,key\n1,\"A\n", 2, "not closed"},
        {"timestamp,key\n", 1, "no requests"},
        {"", 0, "empty"},
        {"{\"timestamp\": 1, \"key\": \"A\"}\n{\"timestamp\": 2}\n", 2, "missing member 'key'"},
        {"{\"timestamp\": 1, \"key\": \"A\", \"count\": -1}\n", 1, "negative count"},
        {"{\"timestamp\": 1, \"key\": \"A\"\n", 1, "not a JSON object"},
        {"{\"timestamp\": true, \"key\": \"A\"}\n", 1, "timestamp"},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const Read read = readLog(c.text);
        REQUIRE(read.problem);
        CHECK(read.problem->file == "log.csv");
        CHECK(read.problem->line == c.line);
        CHECK(read.problem->message.find(c.words) != std::string::npos);
    }
}

TEST_CASE("access log import: keys weighted by requests, mean rates over the span, the trace referenced",
          "[access-log]") {
    const TempFolder folder;
    // 3 s of log (seconds 0, 1 and 2): A written 4 + 2 times, B read 3 times, B read through units (1 RCU = 2 reads
    // at the default 1 KB eventually consistent item).
    const std::string log = folder.write("logs/traffic.csv", "timestamp,key,operation,units\n"
                                                             "100.5,A,write,4\n"
                                                             "101,B,read,1.5\n"
                                                             "101.2,A,write,2\n"
                                                             "102.9,B,read,\n");
    ImportRequest request;
    request.format = ImportFormat::AccessLog;
    request.paths = {log};
    request.scenarioPath = (folder.path / "scenarios" / "s.json").string();
    const ImportOutcome outcome = importAccessLog(request, {});
    REQUIRE_FALSE(outcome.problem);
    REQUIRE(outcome.scenario);
    const Scenario& s = *outcome.scenario;
    REQUIRE(s.workload.keys.size() == 2);
    CHECK(s.workload.keys[0].key == "A");
    CHECK(s.workload.keys[0].weight == 6);
    CHECK(s.workload.keys[1].key == "B");
    CHECK(s.workload.keys[1].weight == 5); // (1.5 + 1) RCU at 0.5 RCU a read
    CHECK(s.workload.durationS == 3);      // floor(102.9 - 100.5) + 1
    CHECK(s.workload.writesPerS == 2);
    CHECK(s.workload.readsPerS == Approx(5.0 / 3));
    CHECK(s.workload.trace == "../logs/traffic.csv");
    REQUIRE(s.source);
    CHECK(s.source->format == "access-log");
    CHECK(s.source->items == 4);
    CHECK(s.source->weights == WeightBasis::AccessLog);
    CHECK(outcome.records == 4);
    CHECK(resolveTracePath(request.scenarioPath, *s.workload.trace) == log);

    SECTION("without a scenario path the trace is absolute") {
        request.scenarioPath.clear();
        CHECK(importAccessLog(request, {}).scenario->workload.trace == log);
    }
    SECTION("cancelled imports nothing") {
        const ImportOutcome cancelled = importAccessLog(request, [](std::uint64_t, std::uint64_t) { return false; });
        CHECK(cancelled.cancelled);
        CHECK_FALSE(cancelled.scenario);
    }
}

TEST_CASE("access log import: bad input imports nothing and says where", "[access-log]") {
    const TempFolder folder;
    ImportRequest request;
    request.format = ImportFormat::AccessLog;
    request.paths = {folder.write("late.csv", "timestamp,key\n10,A\n12,A\n10.5,B\n")};
    ImportOutcome outcome = importAccessLog(request, {});
    CHECK_FALSE(outcome.scenario);
    REQUIRE(outcome.problem);
    CHECK(outcome.problem->line == 4);
    CHECK(outcome.problem->message.find("out of time order") != std::string::npos);

    request.paths = {folder.write("within.csv", "timestamp,key\n10,A\n12,A\n11.2,B\n")};
    CHECK(importAccessLog(request, {}).scenario); // 0.8 s out of order: within the tolerance

    request.paths = {folder.write("indexwrite.csv", "timestamp,key,index\n10,A,byEmail\n")};
    outcome = importAccessLog(request, {});
    REQUIRE(outcome.problem);
    CHECK(outcome.problem->message.find("writes go to the table") != std::string::npos);

    request.paths = {(folder.path / "missing.csv").string()};
    outcome = importAccessLog(request, {});
    REQUIRE(outcome.problem);
    CHECK(outcome.problem->message.find("cannot open") != std::string::npos);

    request.paths = {folder.write("truncated.jsonl", "{\"timestamp\": 1, \"key\": \"A\"}\n{\"timestamp\": 2, \"ke")};
    outcome = importAccessLog(request, {});
    REQUIRE(outcome.problem);
    CHECK(outcome.problem->line == 2);
}

TEST_CASE("scenario: workload.trace is read, written, checked and refused by version 1", "[access-log]") {
    const std::string body = R"("table": {"mode": "on-demand"},
        "workload": {"duration_s": 10, "writes_per_s": 1, "keys": [{"key": "A", "weight": 1}], "trace": )";
    Scenario s;
    std::string error;
    REQUIRE(parseScenario(R"({"version": 2, )" + body + R"("logs/t.csv"}})", s, error));
    CHECK(s.workload.trace == "logs/t.csv");
    Scenario again;
    REQUIRE(parseScenario(scenarioToJson(s), again, error));
    CHECK(again == s);
    CHECK_FALSE(parseScenario(R"({"version": 2, )" + body + R"(""}})", s, error));
    CHECK(error.rfind("/workload/trace: must name an access log", 0) == 0);
    CHECK_FALSE(parseScenario(R"({"version": 2, )" + body + R"(3}})", s, error));
    CHECK(error == "/workload/trace: expected a string, got a number");
    CHECK_FALSE(parseScenario(R"({"version": 1, )" + body + R"("t.csv"}})", s, error));
    CHECK(error.rfind("/workload/trace: a version 2 field", 0) == 0);
    Scenario unnamed = again;
    unnamed.workload.trace = "";
    const auto problem = checkScenario(unnamed);
    REQUIRE(problem);
    CHECK(problem->path == "/workload/trace");
}

TEST_CASE("access log import: keys told apart past 16 bytes, and by length", "[access-log]") {
    const TempFolder folder;
    std::string log = "timestamp,key\n";
    const std::vector<std::string> keys{"CUSTOMER#0000000000001", "CUSTOMER#0000000000002", "AB", "AB ", "A"};
    for (int round = 0; round < 3; ++round) {
        for (const std::string& key : keys) {
            log += "100," + key + "\n";
        }
    }
    ImportRequest request;
    request.format = ImportFormat::AccessLog;
    request.paths = {folder.write("long.csv", log)};
    const ImportOutcome outcome = importAccessLog(request, {});
    REQUIRE(outcome.scenario);
    REQUIRE(outcome.scenario->workload.keys.size() == keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        CHECK(outcome.scenario->workload.keys[i].key == keys[i]);
        CHECK(outcome.scenario->workload.keys[i].weight == 3);
    }
}
