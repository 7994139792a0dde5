#include "partiscope/shard_strategy.h"

#include "partiscope/input_files.h"

#include <unordered_set>
#include <utility>

namespace partiscope {

namespace {
std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}
} // namespace

bool ShardMap::parse(std::string_view text, ShardMap& out, std::string& error, const std::string& fileName) {
    out = ShardMap();
    ShardMap parsed; // moved into out only when the whole text is valid: a refused file leaves out empty
    std::unordered_set<std::string> seenLogical;
    std::unordered_set<std::string> seenPhysical;
    std::size_t lineNo = 0;
    while (!text.empty()) {
        ++lineNo;
        const auto nl = text.find('\n');
        const std::string_view raw = text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
        const std::string_view line = trimmed(raw);
        if (line.empty() || line.front() == '#') {
            continue;
        }
        char separator = '\t';
        auto cut = line.find('\t');
        if (cut == std::string_view::npos) {
            separator = ',';
            cut = line.find(',');
        }
        const auto where = fileName.empty() ? "shard map line " + std::to_string(lineNo) + ": "
                                            : fileName + ":" + std::to_string(lineNo) + ": ";
        if (cut == std::string_view::npos) {
            error = where + "expected LOGICAL,PHYSICAL (or a TAB between them)";
            return false;
        }
        if (line.find(separator, cut + 1) != std::string_view::npos) {
            error = where + "expected two fields, LOGICAL" + (separator == ',' ? "," : "<TAB>") +
                    "PHYSICAL, found more (a shard name cannot contain the separator)";
            return false;
        }
        const std::string logical(trimmed(line.substr(0, cut)));
        const std::string physical(trimmed(line.substr(cut + 1)));
        if (logical.empty() || physical.empty()) {
            error = where + "empty logical or physical shard name";
            return false;
        }
        if (!seenLogical.insert(logical).second) {
            error = where + "logical shard '" + logical + "' is mapped twice";
            return false;
        }
        if (seenPhysical.insert(physical).second) {
            parsed.m_physical.push_back(physical);
        }
        parsed.m_entries.emplace_back(logical, physical);
    }
    if (parsed.m_entries.empty()) {
        error = (fileName.empty() ? "" : fileName + ": ") + "shard map has no entries";
        return false;
    }
    out = std::move(parsed);
    return true;
}

bool ShardMap::load(const std::string& path, ShardMap& out, std::string& error) {
    std::string text;
    if (!readWholeFile(path, text, error)) {
        error = "shard map: " + error;
        return false;
    }
    return parse(text, out, error, path);
}

const std::string* ShardMap::physicalOf(std::string_view logical) const noexcept {
    // Maps are small (tens to thousands of entries); a linear scan keeps the value type trivial.
    for (const auto& [from, to] : m_entries) {
        if (from == logical) {
            return &to;
        }
    }
    return nullptr;
}

} // namespace partiscope
