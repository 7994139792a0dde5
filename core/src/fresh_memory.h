#pragma once

#include <cstddef>

namespace partiscope::detail {

/// Prepares [data, data + bytes), freshly allocated memory about to be filled: the first @p writeNow bytes
/// populated in one system call instead of a page fault per 4 KiB page. Advisory only (defined in
/// key_counter.cpp).
void prepareFreshMemory(void* data, std::size_t bytes, std::size_t writeNow);

} // namespace partiscope::detail
