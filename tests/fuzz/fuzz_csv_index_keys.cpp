// libFuzzer target for deriving a GSI's keys from CSV items (the Import dialog's "index keys from the items" and
// `partiscope-cli import --index-key`). The input is three lines - the table's key template, the index's key
// template, the count column (may be empty) - then the CSV text. Checks: a fatal error (a bad template, a column
// missing from the header) comes alone, with no keys; otherwise items carrying the index key are at most the
// items, each derived key is a non-empty partition-key value of at most 2048 bytes, listed once, most items
// first, and the weights add up to itemsWithKey / items; the records counted add up and the reported rejections
// are at most the rejected ones.
#include "fuzz_support.h"

#include "partiscope/csv_index_keys.h"
#include "partiscope/dynamodb_limits.h"

#include <cmath>
#include <cstdint>
#include <set>
#include <string>

using namespace partiscope;

namespace {

std::string_view takeLine(std::string_view& text) {
    const std::size_t nl = text.find('\n');
    const std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    return line;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    IndexKeyReadOptions options;
    options.tableKeyTemplate = takeLine(text);
    options.indexKeyTemplate = takeLine(text);
    options.countColumn = takeLine(text);
    options.maxReportedIssues = 3;
    const IndexKeyReadResult result = readCsvIndexKeys(text, options);
    if (!result.fatalError.empty()) {
        FUZZ_CHECK(result.keys.empty());
        return 0;
    }
    FUZZ_CHECK(result.itemsWithKey <= result.items);
    FUZZ_CHECK(result.errors.size() <= options.maxReportedIssues);
    FUZZ_CHECK(result.errors.size() <= result.counts.rejected);
    FUZZ_CHECK(result.counts.accepted + result.counts.rejected + result.counts.blank <= result.counts.linesRead);
    std::set<std::string> seen;
    double sum = 0;
    for (std::size_t i = 0; i < result.keys.size(); ++i) {
        const WorkloadKey& key = result.keys[i];
        FUZZ_CHECK(!key.key.empty() && key.key.size() <= limits::kPartitionKeyMaxBytes);
        FUZZ_CHECK(seen.insert(key.key).second);
        FUZZ_CHECK(key.weight > 0 && key.weight <= 1);
        FUZZ_CHECK(i == 0 || result.keys[i - 1].weight >= key.weight);
        sum += key.weight;
    }
    if (result.items > 0) {
        const double expected = static_cast<double>(result.itemsWithKey) / static_cast<double>(result.items);
        FUZZ_CHECK(std::abs(sum - expected) <= 1e-9 * static_cast<double>(result.keys.size() + 1));
    } else {
        FUZZ_CHECK(result.keys.empty());
    }
    return 0;
}
