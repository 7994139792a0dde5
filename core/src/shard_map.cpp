#include "partiscope/shard_strategy.h"

#include "partiscope/input_files.h"

#include <algorithm>
#include <bit>
#include <functional>
#include <utility>

namespace partiscope {

namespace {

constexpr ReadLimit kShardMapFileLimit{kMaxShardMapFileBytes, "a shard map"};
constexpr std::uint32_t kNoEntry = UINT32_MAX;

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}

/// Where @p name is in an open-addressing table of entry indices (@p slots, a power of two long, more than half
/// empty): the slot holding the index of the entry named @p name (@p nameOf gives an index's name), or the empty
/// slot where it would go. One probe sequence for inserting and finding; no node per name, as a hash set would
/// allocate (which took most of the time of a map of millions of entries).
template <typename Slots, typename NameOf>
auto& slotOf(Slots& slots, std::string_view name, NameOf nameOf) {
    const std::size_t mask = slots.size() - 1;
    for (std::size_t i = std::hash<std::string_view>{}(name)&mask;; i = (i + 1) & mask) {
        if (slots[i] == kNoEntry || nameOf(slots[i]) == name) {
            return slots[i];
        }
    }
}

/// A table for at most @p names names, at most half full.
std::vector<std::uint32_t> slotsFor(std::size_t names) {
    return std::vector<std::uint32_t>(std::bit_ceil(std::max<std::size_t>(16, 2 * names)), kNoEntry);
}

} // namespace

bool ShardMap::parse(std::string_view text, ShardMap& out, std::string& error, const std::string& fileName) {
    out = ShardMap();
    ShardMap parsed; // moved into out only when the whole text is valid: a refused file leaves out empty
    if (text.substr(0, 3) == "\xEF\xBB\xBF") {
        text.remove_prefix(3); // a byte-order mark, as editors on Windows write it
    }
    std::vector<std::pair<std::string_view, std::string_view>> fields; // views into text, copied once at the end
    // Sized for one entry per line: no table grows while the text is read.
    const std::size_t lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    std::vector<std::uint32_t> byLogical = slotsFor(lines);
    std::vector<std::uint32_t> byPhysical = slotsFor(lines);
    std::vector<std::string_view> physicalSeen;
    const auto logicalOf = [&fields](std::uint32_t i) { return fields[i].first; };
    const auto physicalOf = [&physicalSeen](std::uint32_t i) { return physicalSeen[i]; };
    std::size_t lineNo = 0;
    while (!text.empty()) {
        ++lineNo;
        const auto nl = text.find('\n');
        const std::string_view raw = text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
        const auto where = [&] {
            return fileName.empty() ? "shard map line " + std::to_string(lineNo) + ": "
                                    : fileName + ":" + std::to_string(lineNo) + ": ";
        };
        if (raw.find('\0') != std::string_view::npos) {
            error = where() + "a NUL byte (a shard map is text; is this a binary file?)";
            return false;
        }
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
        if (cut == std::string_view::npos) {
            error = where() + "expected LOGICAL,PHYSICAL (or a TAB between them)";
            return false;
        }
        if (line.find(separator, cut + 1) != std::string_view::npos) {
            error = where() + "expected two fields, LOGICAL" + (separator == ',' ? "," : "<TAB>") +
                    "PHYSICAL, found more (a shard name cannot contain the separator)";
            return false;
        }
        const std::string_view logical = trimmed(line.substr(0, cut));
        const std::string_view physical = trimmed(line.substr(cut + 1));
        if (logical.empty() || physical.empty()) {
            error = where() + "empty logical or physical shard name";
            return false;
        }
        std::uint32_t& logicalSlot = slotOf(byLogical, logical, logicalOf);
        if (logicalSlot != kNoEntry) {
            error = where() + "logical shard '" + std::string(logical) + "' is mapped twice";
            return false;
        }
        logicalSlot = static_cast<std::uint32_t>(fields.size());
        fields.emplace_back(logical, physical);
        if (std::uint32_t& physicalSlot = slotOf(byPhysical, physical, physicalOf); physicalSlot == kNoEntry) {
            physicalSlot = static_cast<std::uint32_t>(physicalSeen.size());
            physicalSeen.push_back(physical);
            parsed.m_longestPhysical = std::max(parsed.m_longestPhysical, physical.size());
        }
    }
    if (fields.empty()) {
        error = (fileName.empty() ? "" : fileName + ": ") + "shard map has no entries";
        return false;
    }
    parsed.m_entries.reserve(fields.size());
    for (const auto& [logical, physical] : fields) {
        parsed.m_entries.emplace_back(logical, physical);
    }
    parsed.m_physical.assign(physicalSeen.begin(), physicalSeen.end());
    parsed.m_byLogical = std::move(byLogical); // the same indices name the same entries, now held as strings
    out = std::move(parsed);
    return true;
}

bool ShardMap::load(const std::string& path, ShardMap& out, std::string& error, const std::atomic<bool>* cancel,
                    FileKinds kinds) {
    std::string text;
    if (!readWholeFile(path, text, error, kShardMapFileLimit, cancel, kinds)) {
        error = "shard map: " + error;
        return false;
    }
    return parse(text, out, error, path);
}

const std::string* ShardMap::physicalOf(std::string_view logical) const noexcept {
    if (m_byLogical.empty()) {
        return nullptr;
    }
    const std::uint32_t at =
        slotOf(m_byLogical, logical, [this](std::uint32_t i) { return std::string_view(m_entries[i].first); });
    return at == kNoEntry ? nullptr : &m_entries[at].second;
}

bool ShardMap::operator==(const ShardMap& other) const noexcept {
    return m_entries == other.m_entries; // the rest follows from them (the table's size from the text's lines)
}

} // namespace partiscope
