#pragma once

#include "partiscope/key_input.h"
#include "partiscope/scenario.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace partiscope {

/// @brief Appends one key-list line, `key TAB count LF`, in the format readKeyList() reads.
///
/// The count is always written, so a key holding TAB reads back whole (the reader splits at the
/// last TAB), and so does a key with leading or trailing whitespace or a CR inside. The format has
/// no escape: a key holding LF cannot be written (it would read back as two lines). Readable keys
/// are the ones readKeyList() accepts: 1..2048 bytes of UTF-8 without NUL, no LF; counts are
/// 1..limits::kMaxKeyCount (2^53-1).
void appendKeyListLine(std::string& out, std::string_view key, std::uint64_t count);

/// @brief A key list of @p keys whose weights are whole counts (1..2^53-1), in order, one line
/// each (see appendKeyListLine()); at most the first @p limit keys.
std::string writeKeyList(const std::vector<WorkloadKey>& keys,
                         std::size_t limit = std::numeric_limits<std::size_t>::max());

/// @brief The keys of @p read's tally with their counts, in the tally's order (what the app's "Edit as text"
/// puts in the editor for a list read from a file).
std::string writeTalliedKeys(const KeyReadResult& read);

} // namespace partiscope
