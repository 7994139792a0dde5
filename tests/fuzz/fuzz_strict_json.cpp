// libFuzzer target for the strict JSON parse every whole JSON file goes through (`queries --item FILE`, the scenario
// and describe-table readers): a member given twice, nesting deeper than 256 levels and syntax errors are refused.
// Checks: a refused text has a message (a position, a JSON path or the nesting limit); an accepted document has no
// member twice and reads back equal from its own dump (so nothing was silently dropped).
#include "fuzz_support.h"

#include "partiscope/input_files.h"

#include <cstdint>
#include <set>
#include <string>

using namespace partiscope;

namespace {

bool membersOnce(const nlohmann::ordered_json& value, std::size_t depth) {
    if (depth > 300) {
        return false;
    }
    if (value.is_object()) {
        std::set<std::string> seen;
        for (const auto& [name, member] : value.items()) {
            if (!seen.insert(name).second || !membersOnce(member, depth + 1)) {
                return false;
            }
        }
    } else if (value.is_array()) {
        for (const auto& element : value) {
            if (!membersOnce(element, depth + 1)) {
                return false;
            }
        }
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    nlohmann::ordered_json doc;
    std::string error;
    if (!parseJsonStrictly(text, doc, error)) {
        FUZZ_CHECK(!error.empty());
        return 0;
    }
    FUZZ_CHECK(membersOnce(doc, 0));
    nlohmann::ordered_json back;
    FUZZ_CHECK(parseJsonStrictly(doc.dump(), back, error));
    FUZZ_CHECK(back == doc);
    return 0;
}
