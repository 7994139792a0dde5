// libFuzzer target for the plain key-list reader (readKeyList / readKeyListFd).
//
// Every input is read with one thread and checked against an independent, line-by-line model of
// the documented rules (BOM, CRLF, blank lines, `<TAB>count` after the last TAB, key validation,
// whitespace warnings, issue line numbers). The same bytes are then read with two threads and small
// blocks, and through a file descriptor, and must give identical results. For one input in 64 the
// bytes are also repeated to more than 1 MiB and read with three threads and 1 MiB blocks, which is
// the only way to reach the multi-block, multi-range code from inputs of at most -max_len bytes;
// every count must then scale by the number of copies; the amplified bytes are read from a file descriptor too,
// where each thread reads its own line ranges of the file. Every input is also cut into a few file line ranges,
// which must hold each line once, whole.

#include "file_line_ranges.h"
#include "fuzz_support.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/key_input.h"
#include "partiscope/key_validation.h"
#include "partiscope/wide_int.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <string_view>
#include <vector>

using namespace partiscope;

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

using Tally = std::map<std::string, std::uint64_t>;

/// What a correct reader must produce, computed line by line from the documented rules.
struct Model {
    InputCounts counts;
    Uint128 total = 0;
    Tally tally;
    std::vector<InputIssue> errors;   ///< all of them
    std::vector<InputIssue> warnings; ///< all of them
};

bool isAsciiSpace(char c) {
    return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

Model model(std::string_view text) {
    Model m;
    if (text.substr(0, 3) == kBom) {
        text.remove_prefix(3);
    }
    std::uint64_t lineNo = 0;
    while (!text.empty()) {
        const auto nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
        ++lineNo;
        ++m.counts.linesRead;
        if (!line.empty() && line.back() == '\r') {
            line.remove_suffix(1);
        }
        // Blanks only (starting with a space or TAB) read as a blank line, as an editor shows it.
        if (line.empty() || ((line.front() == ' ' || line.front() == '\t') &&
                             line.find_first_not_of(" \t\v\f") == std::string_view::npos)) {
            ++m.counts.blank;
            continue;
        }
        std::string_view key = line;
        std::uint64_t count = 1;
        const auto tab = line.rfind('\t');
        if (tab != std::string_view::npos) {
            key = line.substr(0, tab);
            if (auto problem = countProblem(line.substr(tab + 1), count)) {
                ++m.counts.rejected;
                m.errors.push_back({lineNo, *problem});
                continue;
            }
        }
        if (auto problem = partitionKeyProblem(key)) {
            ++m.counts.rejected;
            m.errors.push_back({lineNo, *problem});
            continue;
        }
        if (isAsciiSpace(key.front()) || isAsciiSpace(key.back())) {
            ++m.counts.warned;
            m.warnings.push_back({lineNo, "key has leading or trailing whitespace (kept verbatim)"});
        }
        ++m.counts.accepted;
        m.total += count;
        m.tally[std::string(key)] += count;
    }
    return m;
}

bool sameCounts(const InputCounts& a, const InputCounts& b) {
    return a.linesRead == b.linesRead && a.blank == b.blank && a.accepted == b.accepted && a.rejected == b.rejected &&
           a.warned == b.warned;
}

std::vector<InputIssue> firstN(const std::vector<InputIssue>& issues, std::size_t n) {
    return {issues.begin(), issues.begin() + static_cast<std::ptrdiff_t>(std::min(n, issues.size()))};
}

/// Checks the tally's own invariants and returns it as a map.
Tally checkedTally(const KeyReadResult& r) {
    Tally map;
    Uint128 sum = 0;
    for (const auto& entry : r.tally.entries()) {
        const std::string_view key = r.tally.keyOf(entry);
        FUZZ_CHECK(entry.length == key.size());
        FUZZ_CHECK(!partitionKeyProblem(key));
        FUZZ_CHECK(entry.hash == modelHash(key));
        FUZZ_CHECK(entry.count >= 1);
        FUZZ_CHECK(map.emplace(std::string(key), entry.count).second); // each key once
        sum += entry.count;
    }
    FUZZ_CHECK(r.tally.distinct() == r.tally.entries().size());
    FUZZ_CHECK(sum == r.tally.totalCount());
    FUZZ_CHECK(r.counts.linesRead == r.counts.accepted + r.counts.rejected + r.counts.blank);
    FUZZ_CHECK(r.counts.warned <= r.counts.accepted);
    return map;
}

/// The result must be exactly what the model says (issue lists capped at @p maxIssues).
void checkAgainstModel(const KeyReadResult& r, const Model& m, std::size_t maxIssues) {
    if (m.total > limits::kMaxKeyCount) {
        FUZZ_CHECK(!r.fatalError.empty());
        return;
    }
    FUZZ_CHECK(r.fatalError.empty());
    FUZZ_CHECK(sameCounts(r.counts, m.counts));
    FUZZ_CHECK(checkedTally(r) == m.tally);
    FUZZ_CHECK(r.tally.totalCount() == static_cast<std::uint64_t>(m.total));
    FUZZ_CHECK(r.errors == firstN(m.errors, maxIssues));
    FUZZ_CHECK(r.warnings == firstN(m.warnings, maxIssues));
}

/// Reads @p text through an in-memory file descriptor.
KeyReadResult readViaFd(std::string_view text, const KeyReadOptions& options) {
    return readViaMemoryFd(text, [&options](int fd) { return readKeyListFd(fd, options); });
}

/// @p r, the read of @p copies copies of an input whose own read is @p single, must be @p single scaled.
void checkAmplifiedResult(const KeyReadResult& r, const Model& single, std::uint64_t copies,
                          const KeyReadOptions& options) {
    if (single.total * copies > limits::kMaxKeyCount) {
        FUZZ_CHECK(!r.fatalError.empty());
        return;
    }
    FUZZ_CHECK(r.fatalError.empty());
    const InputCounts& c = single.counts;
    const InputCounts expected{c.linesRead * copies, c.blank * copies, c.accepted * copies, c.rejected * copies,
                               c.warned * copies};
    FUZZ_CHECK(sameCounts(r.counts, expected));
    Tally scaled = single.tally;
    for (auto& [key, count] : scaled) {
        count *= copies;
    }
    FUZZ_CHECK(checkedTally(r) == scaled);
    auto repeated = [&](const std::vector<InputIssue>& issues) {
        std::vector<InputIssue> all;
        for (std::uint64_t i = 0; i < copies && all.size() < options.maxReportedIssues; ++i) {
            for (const auto& issue : issues) {
                all.push_back({issue.line + i * c.linesRead, issue.message});
            }
        }
        return firstN(all, options.maxReportedIssues);
    };
    FUZZ_CHECK(r.errors == repeated(single.errors));
    FUZZ_CHECK(r.warnings == repeated(single.warnings));
}

/// The input repeated to more than 1 MiB (BOM only at the very start, every copy ending in '\n'),
/// read with three threads and 1 MiB blocks: several blocks, each split into ranges and steps.
void checkAmplified(std::string_view input, const Model& single) {
    std::string_view body = input;
    if (body.substr(0, 3) == kBom) {
        body.remove_prefix(3);
    }
    if (body.empty() || single.counts.linesRead == 0) {
        return;
    }
    std::string copy(body);
    if (copy.back() != '\n') {
        copy += '\n'; // a missing final newline and an added one give the same lines
    }
    const std::size_t target = (1u << 20) + (100u << 10);
    const std::uint64_t copies = (target + copy.size() - 1) / copy.size();
    if (copies * single.counts.linesRead > 150'000) {
        return; // too slow for a fuzzing iteration
    }
    std::string text(input.substr(0, input.size() - body.size())); // the BOM, if any
    text.reserve(text.size() + copies * copy.size());
    for (std::uint64_t i = 0; i < copies; ++i) {
        text += copy;
    }

    KeyReadOptions options;
    options.threads = 3;
    options.blockBytes = 1u << 20;
    checkAmplifiedResult(readKeyList(text, options), single, copies, options);
    checkAmplifiedResult(readViaFd(text, options), single, copies, options); // a file: read in ranges
}

/// Cuts @p input, in a file, into ranges of a sixteenth and a third of its size: in order they must give back the
/// input, and each must start and end on a line boundary.
void checkFileRanges(std::string_view input) {
    if (input.empty()) {
        return;
    }
    readViaMemoryFd(input, [&](int fd) {
        for (const std::size_t parts : {16u, 3u}) {
            detail::FileRangeCuts cuts;
            cuts.fd = fd;
            cuts.dataEnd = input.size();
            cuts.rangeBytes = std::max<std::size_t>(1, input.size() / parts);
            detail::FileLineRange range;
            std::string joined;
            for (std::uint64_t k = 0; k < cuts.rangeCount(); ++k) {
                std::string error;
                FUZZ_CHECK(range.read(cuts, k, error));
                const std::string_view text = range.text();
                FUZZ_CHECK(text.empty() || joined.empty() || joined.back() == '\n');
                FUZZ_CHECK(text.empty() || text.back() == '\n' || joined.size() + text.size() == input.size());
                joined += text;
            }
            FUZZ_CHECK(joined == input);
        }
        return 0;
    });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const Model m = model(input);

    KeyReadOptions one;
    one.threads = 1;
    one.maxReportedIssues = 5; // small, so truncation is exercised too
    const KeyReadResult single = readKeyList(input, one);
    checkAgainstModel(single, m, one.maxReportedIssues);

    KeyReadOptions two = one;
    two.threads = 2;
    two.blockBytes = 1; // rounded up to the 64 KiB minimum
    checkAgainstModel(readKeyList(input, two), m, two.maxReportedIssues);
    checkAgainstModel(readViaFd(input, two), m, two.maxReportedIssues);

    if (m.total <= limits::kMaxKeyCount && XXH3_64bits(data, size) % 64 == 0) {
        checkAmplified(input, m);
    }
    checkFileRanges(input);
    return 0;
}
