#pragma once

// Internal to core: the key comparison and the count sum of the key tallies' hot loops (the counters' table and
// the key reader's recent keys).

#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace partiscope::detail {

/// memcmp(a, b, n) == 0, inlined for the common key lengths (8..32 bytes) with overlapping loads; a library call
/// per probe costs more than the comparison itself.
inline bool sameBytes(const char* a, const char* b, std::size_t n) {
#if defined(__SSE2__)
    if (n >= 16 && n <= 32) {
        // Two overlapping 16-byte compares: half the instructions of four 8-byte ones.
        auto load = [](const char* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); };
        const __m128i same =
            _mm_and_si128(_mm_cmpeq_epi8(load(a), load(b)), _mm_cmpeq_epi8(load(a + n - 16), load(b + n - 16)));
        return _mm_movemask_epi8(same) == 0xFFFF;
    }
#endif
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

/// @p total + @p more, saturating rather than wrapping (callers reject totals above 2^53 anyway).
inline std::uint64_t addCount(std::uint64_t total, std::uint64_t more) {
    return total > UINT64_MAX - more ? UINT64_MAX : total + more;
}

} // namespace partiscope::detail
