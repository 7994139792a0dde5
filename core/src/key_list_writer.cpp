#include "partiscope/key_list_writer.h"

#include <charconv>

namespace partiscope {

void appendKeyListLine(std::string& out, std::string_view key, std::uint64_t count) {
    char digits[20];
    const auto end = std::to_chars(std::begin(digits), std::end(digits), count).ptr;
    out.append(key);
    out.push_back('\t');
    out.append(digits, end);
    out.push_back('\n');
}

std::string writeKeyList(const std::vector<WorkloadKey>& keys, std::size_t limit) {
    std::string text;
    for (std::size_t i = 0; i < keys.size() && i < limit; ++i) {
        appendKeyListLine(text, keys[i].key, static_cast<std::uint64_t>(keys[i].weight));
    }
    return text;
}

std::string writeTalliedKeys(const KeyReadResult& read) {
    std::string out;
    for (const TalliedKey& entry : read.tally.entries()) {
        appendKeyListLine(out, read.tally.keyOf(entry), entry.count);
    }
    return out;
}

} // namespace partiscope
