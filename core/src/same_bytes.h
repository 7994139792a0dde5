#pragma once

// Internal to core: the byte comparison of the key tallies' hot loops.

#include <cstdint>
#include <cstring>

namespace partiscope::detail {

/// memcmp(a, b, n) == 0, inlined for the common key lengths (8..32 bytes) with overlapping 8-byte
/// loads; a library call per probe costs more than the comparison itself.
inline bool sameBytes(const char* a, const char* b, std::size_t n) {
    if (n >= 8 && n <= 32) {
        auto load = [](const char* p) {
            std::uint64_t w;
            std::memcpy(&w, p, 8);
            return w;
        };
        std::uint64_t diff = (load(a) ^ load(b)) | (load(a + n - 8) ^ load(b + n - 8));
        if (n > 16) {
            diff |= (load(a + 8) ^ load(b + 8)) | (load(a + n - 16) ^ load(b + n - 16));
        }
        return diff == 0;
    }
    return std::memcmp(a, b, n) == 0;
}

} // namespace partiscope::detail
