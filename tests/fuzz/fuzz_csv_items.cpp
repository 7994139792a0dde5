// libFuzzer target for the CSV item reader (CsvRecordReader, readCsvItems / readCsvItemsFd).
//
// Input layout: the first line is the key template, optionally followed by a TAB and a source column
// name; the rest is the CSV (header row first). A template that does not parse must make the reader
// fail; the fixed template `{a}#{b}` is then used instead. Checks:
//  - linesRead == accepted + rejected + blank, the tally total equals `accepted`, every tallied key is
//    a valid partition key, and (for one input in 8) reading through a file descriptor gives the
//    same result;
//  - CsvRecordReader gives the same records (fields, line, error) whether the bytes are fed in one
//    chunk, in two chunks split at an input-dependent position, at the BOM edges, or byte by byte.

#include "fuzz_support.h"
#include "partiscope/csv_items.h"
#include "partiscope/hashing.h"
#include "partiscope/key_validation.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>
#include <vector>

using namespace partiscope;

namespace {

struct Record {
    std::vector<std::string> fields;
    std::uint64_t line = 0;
    std::string error;
    bool operator==(const Record&) const = default;
};

/// Feeds @p csv in the given chunks (split positions, ascending) and returns the records.
std::vector<Record> records(std::string_view csv, const std::vector<std::size_t>& splits) {
    std::vector<Record> out;
    CsvRecordReader reader([&](const std::vector<std::string>& fields, std::uint64_t line, const std::string& error) {
        out.push_back({fields, line, error});
    });
    std::size_t done = 0;
    for (const std::size_t split : splits) {
        reader.feed(csv.substr(done, split - done));
        done = split;
    }
    reader.feed(csv.substr(done));
    reader.finish();
    return out;
}

void checkRecords(std::string_view csv) {
    const auto whole = records(csv, {});
    std::uint64_t lastLine = 0;
    for (const auto& record : whole) {
        FUZZ_CHECK(record.line >= 1 && record.line >= lastLine);
        lastLine = record.line;
    }
    const std::size_t n = csv.size();
    std::vector<std::size_t> splits = {0, std::min<std::size_t>(1, n), std::min<std::size_t>(2, n), n > 0 ? n - 1 : 0,
                                       n};
    if (n > 0) {
        splits.push_back(static_cast<std::size_t>(XXH3_64bits(csv.data(), n) % (n + 1)));
    }
    for (const std::size_t split : splits) {
        if (records(csv, {split}) != whole) {
            std::fprintf(stderr, "records differ when split at byte %zu of %zu\n", split, n);
            FUZZ_CHECK(false);
        }
    }
    if (n <= 4096) {
        std::vector<std::size_t> everyByte;
        for (std::size_t i = 1; i < n; ++i) {
            everyByte.push_back(i);
        }
        FUZZ_CHECK(records(csv, everyByte) == whole);
    }
}

KeyReadResult readViaFd(std::string_view text, const ItemReadOptions& options) {
    return readViaMemoryFd(text, [&options](int fd) { return readCsvItemsFd(fd, options); });
}

std::map<std::string, std::uint64_t> checkedTally(const KeyReadResult& r) {
    std::map<std::string, std::uint64_t> map;
    for (const auto& entry : r.tally.entries()) {
        const std::string_view tallied = r.tally.keyOf(entry);
        FUZZ_CHECK(entry.hash == modelHash(tallied));
        FUZZ_CHECK(!partitionKeyProblem(splitTalliedItem(tallied).key));
        FUZZ_CHECK(map.emplace(std::string(tallied), entry.count).second);
    }
    return map;
}

/// @p viaFdToo: also read through a file descriptor (costly: the reader allocates a 1 MiB buffer).
void checkItems(std::string_view csv, const ItemReadOptions& options, bool viaFdToo) {
    const KeyReadResult r = readCsvItems(csv, options);
    if (!r.fatalError.empty()) {
        FUZZ_CHECK(r.tally.distinct() == 0 && r.counts.linesRead == 0);
        return;
    }
    const InputCounts& c = r.counts;
    FUZZ_CHECK(c.linesRead == c.accepted + c.rejected + c.blank);
    FUZZ_CHECK(c.warned <= c.accepted);
    FUZZ_CHECK(r.tally.totalCount() == c.accepted);
    FUZZ_CHECK(r.errors.size() == std::min<std::uint64_t>(c.rejected, options.maxReportedIssues));
    FUZZ_CHECK(r.warnings.size() == std::min<std::uint64_t>(c.warned, options.maxReportedIssues));
    const auto tally = checkedTally(r);

    if (!viaFdToo) {
        return;
    }
    const KeyReadResult viaFd = readViaFd(csv, options);
    FUZZ_CHECK(viaFd.fatalError.empty());
    const InputCounts& f = viaFd.counts;
    FUZZ_CHECK(f.linesRead == c.linesRead && f.blank == c.blank && f.accepted == c.accepted &&
               f.rejected == c.rejected && f.warned == c.warned);
    FUZZ_CHECK(r.errors == viaFd.errors);
    FUZZ_CHECK(r.warnings == viaFd.warnings);
    FUZZ_CHECK(checkedTally(viaFd) == tally);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const auto nl = input.find('\n');
    std::string_view first = input.substr(0, nl);
    const std::string_view csv = nl == std::string_view::npos ? std::string_view() : input.substr(nl + 1);
    if (!first.empty() && first.back() == '\r') {
        first.remove_suffix(1);
    }

    ItemReadOptions options;
    options.maxReportedIssues = 5;
    const auto tab = first.find('\t');
    options.keyTemplate = std::string(first.substr(0, tab));
    if (tab != std::string_view::npos) {
        options.sourceColumn = std::string(first.substr(tab + 1));
    }
    KeyTemplate parsed;
    std::string error;
    if (!KeyTemplate::parse(options.keyTemplate, parsed, error)) {
        FUZZ_CHECK(!readCsvItems(csv, options).fatalError.empty());
        options.keyTemplate = "{a}#{b}";
        options.sourceColumn.clear();
    }
    checkItems(csv, options, XXH3_64bits(data, size) % 8 == 0);
    checkRecords(csv);
    return 0;
}
