// The access-log tally read in two halves on two threads gives what one pass gives: keys in the same order, the same
// sums, span and index spaces, and the same first problem (file, line, message) when a line is bad.
#include "import/access_log_tally.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <thread>
#include <unistd.h>

using namespace partiscope;
using namespace partiscope::access_log;

namespace {

struct TallyRun {
    bool ok = false;
    bool inHalves = false;
    bool cancelled = false;
    std::optional<ImportProblem> problem;
    std::vector<std::string> indexes;
    std::vector<std::uint64_t> firstLines;
    std::vector<std::vector<std::string>> names;
    std::vector<std::vector<KeyTotals>> totals;
    double first = 0;
    double last = 0;
    std::uint64_t span = 0;
    std::uint64_t records = 0;
};

TallyRun tallyOf(const std::string& path, std::uint64_t twoThreadsFromBytes, const ImportProgress& progress = {}) {
    TallyRun run;
    AccessLogTally tally(path);
    ImportProblem problem;
    run.ok = tally.readFile(path, progress, problem, run.cancelled, twoThreadsFromBytes);
    run.inHalves = tally.readInHalves();
    if (!run.ok) {
        run.problem = problem;
        return run;
    }
    for (const AccessLogSpace& space : tally.spaces()) {
        run.indexes.push_back(space.index);
        run.firstLines.push_back(space.firstLine);
        run.names.push_back(space.keys.names());
        run.totals.push_back(space.totals);
    }
    run.first = tally.firstTimestamp();
    run.last = tally.lastTimestamp();
    run.span = tally.spanS();
    run.records = tally.records();
    return run;
}

void requireSame(const TallyRun& halves, const TallyRun& onePass) {
    REQUIRE(halves.ok == onePass.ok);
    if (!onePass.ok) {
        REQUIRE(halves.problem.has_value());
        CHECK(halves.problem->file == onePass.problem->file);
        CHECK(halves.problem->line == onePass.problem->line);
        CHECK(halves.problem->message == onePass.problem->message);
        return;
    }
    CHECK(halves.indexes == onePass.indexes);
    CHECK(halves.firstLines == onePass.firstLines);
    CHECK(halves.names == onePass.names);
    REQUIRE(halves.totals.size() == onePass.totals.size());
    for (std::size_t s = 0; s < onePass.totals.size(); ++s) {
        REQUIRE(halves.totals[s].size() == onePass.totals[s].size());
        for (std::size_t k = 0; k < onePass.totals[s].size(); ++k) {
            CHECK(halves.totals[s][k].writes == onePass.totals[s][k].writes);
            CHECK(halves.totals[s][k].writeUnits == onePass.totals[s][k].writeUnits);
            CHECK(halves.totals[s][k].reads == onePass.totals[s][k].reads);
            CHECK(halves.totals[s][k].readUnits == onePass.totals[s][k].readUnits);
        }
    }
    CHECK(halves.first == onePass.first);
    CHECK(halves.last == onePass.last);
    CHECK(halves.span == onePass.span);
    CHECK(halves.records == onePass.records);
}

struct LogFile {
    std::string path;
    explicit LogFile(const std::string& text) {
        path = (std::filesystem::temp_directory_path() /
                ("partiscope-halves-" + std::to_string(::getpid()) + "-" + std::to_string(next++) + ".csv"))
                   .string();
        std::ofstream(path, std::ios::binary) << text;
    }
    ~LogFile() { std::filesystem::remove(path); }
    LogFile(const LogFile&) = delete;
    LogFile& operator=(const LogFile&) = delete;
    static inline int next = 0;
};

constexpr std::int64_t kStart = 1714521600;
const std::string kHeader = "\xEF\xBB\xBF\n  \ntimestamp,key,operation,count,index\n";

/// Data line @p i of a log: a second after the line before (from @p start), keys K0..K(keys-1) in a fixed scramble,
/// one line in four a read (of index ByUser from data line @p indexFrom on, when that is above 0).
std::string dataLine(int i, int keys, std::int64_t start, int indexFrom, const std::string& count) {
    const bool read = i % 4 == 0;
    return std::to_string(start + i) + ",K" + std::to_string((i * 7919) % keys) + (read ? ",read," : ",write,") +
           (count.empty() ? std::to_string(1 + i % 3) : count) + "," +
           (read && indexFrom > 0 && i >= indexFrom ? "ByUser" : "") + "\n";
}

/// A log of @p lines data lines after a byte order mark, a blank line and the header. The lines from the middle
/// of the file on (where readFile() splits it) are @p backS seconds earlier.
std::string logText(int lines, int keys, int indexFrom = 0, const std::string& count = "", std::int64_t backS = 0) {
    std::string text = kHeader;
    for (int i = 0; i < lines; ++i) {
        text += dataLine(i, keys, kStart, indexFrom, count);
    }
    if (backS == 0) {
        return text;
    }
    const std::size_t split = text.find('\n', text.size() / 2) + 1;
    std::string shifted = kHeader;
    for (int i = 0; i < lines; ++i) {
        shifted += dataLine(i, keys, shifted.size() >= split ? kStart - backS : kStart, indexFrom, count);
    }
    return shifted;
}

const bool kTwoCores = std::thread::hardware_concurrency() >= 2;

} // namespace

TEST_CASE("access log halves: two threads count what one pass counts", "[access-log]") {
    // The index is first read in the second half: its first line is the file's, not the second reader's.
    const LogFile log(logText(2000, 300, 1500));
    const TallyRun halves = tallyOf(log.path, 0);
    const TallyRun onePass = tallyOf(log.path, UINT64_MAX);
    CHECK(halves.inHalves == kTwoCores);
    CHECK_FALSE(onePass.inHalves);
    requireSame(halves, onePass);
    REQUIRE(onePass.indexes == std::vector<std::string>{"", "ByUser"});
    // Line 1 the byte order mark, 2 blank, 3 the header: data line i is file line 4 + i; the first read of the index
    // is data line 1500 (1500 % 4 == 0).
    CHECK(onePass.firstLines[1] == 1504);
    CHECK(onePass.records == 2000);
}

TEST_CASE("access log halves: fractional amounts are summed in file order", "[access-log]") {
    // Sums of 0.1 depend on their order: the second half is read again after the first, not merged.
    const LogFile log(logText(2000, 50, 0, "0.1"));
    const TallyRun halves = tallyOf(log.path, 0);
    CHECK_FALSE(halves.inHalves);
    requireSame(halves, tallyOf(log.path, UINT64_MAX));
}

TEST_CASE("access log halves: the first problem in file order wins, at its line", "[access-log]") {
    const std::string good = logText(2000, 300);
    // @p text with data line @p dataLine (0-based; file line 4 + dataLine) replaced.
    auto replaced = [](std::string text, int dataLine, const std::string& replacement) {
        std::size_t at = 0;
        for (int i = 0; i < 3 + dataLine; ++i) {
            at = text.find('\n', at) + 1;
        }
        const std::size_t end = text.find('\n', at);
        return text.replace(at, end - at, replacement);
    };
    auto withLine = [&](int dataLine, const std::string& replacement) { return replaced(good, dataLine, replacement); };
    SECTION("a bad timestamp in the second half") {
        const LogFile log(withLine(1700, "yesterday,K1,write,1,"));
        const TallyRun onePass = tallyOf(log.path, UINT64_MAX);
        REQUIRE(onePass.problem);
        CHECK(onePass.problem->line == 1704);
        requireSame(tallyOf(log.path, 0), onePass);
    }
    SECTION("bad lines in both halves") {
        const LogFile log(replaced(withLine(1700, "1714523300,,write,1,"), 300, "1714521900,K1,write,-1,"));
        const TallyRun onePass = tallyOf(log.path, UINT64_MAX);
        REQUIRE(onePass.problem);
        CHECK(onePass.problem->line == 304);
        requireSame(tallyOf(log.path, 0), onePass);
    }
    SECTION("a line going back 300 s in the second half") {
        const LogFile log(withLine(1200, "1714522500,K1,write,1,"));
        const TallyRun onePass = tallyOf(log.path, UINT64_MAX);
        REQUIRE(onePass.problem);
        CHECK(onePass.problem->line == 1204);
        requireSame(tallyOf(log.path, 0), onePass);
    }
    SECTION("the whole second half earlier than the first by more than the tolerance") {
        // Each half is in order by itself: only the first half's latest time shows the second half's first line
        // is out of order.
        const LogFile log(logText(2000, 300, 0, "", 100));
        const TallyRun onePass = tallyOf(log.path, UINT64_MAX);
        REQUIRE(onePass.problem);
        CHECK(onePass.problem->message.find("out of time order") == 0);
        requireSame(tallyOf(log.path, 0), onePass);
    }
    SECTION("a write naming an index in the second half") {
        const LogFile log(withLine(1999, "1714523599,K1,write,1,ByUser"));
        requireSame(tallyOf(log.path, 0), tallyOf(log.path, UINT64_MAX));
    }
}

TEST_CASE("access log halves: a quoted field across the middle", "[access-log]") {
    // A quoted key of 2,000 lines around the middle of the file: the second reader starts inside it, so its tally is
    // not taken.
    std::string text = logText(500, 40);
    text += std::to_string(kStart + 500) + ",\"multi";
    for (int i = 0; i < 2000; ++i) {
        text += "\nline " + std::to_string(i);
    }
    text += "\",write,1,\n";
    for (int i = 501; i < 600; ++i) {
        text += dataLine(i, 40, kStart, 0, "");
    }
    const LogFile log(text);
    const TallyRun onePass = tallyOf(log.path, UINT64_MAX);
    const TallyRun halves = tallyOf(log.path, 0);
    CHECK_FALSE(halves.inHalves);
    requireSame(halves, onePass);
    REQUIRE(onePass.ok);
    CHECK(onePass.records == 600);
    CHECK(onePass.names[0].size() == 41);
}

TEST_CASE("access log halves: cancelled from the progress callback", "[access-log]") {
    const LogFile log(logText(5000, 100));
    const TallyRun run = tallyOf(log.path, 0, [](std::uint64_t, std::uint64_t) { return false; });
    CHECK_FALSE(run.ok);
    CHECK(run.cancelled);
    CHECK_FALSE(run.inHalves);
}
