#pragma once

// Internal to core's key readers: splits text into lines 64 bytes at a time, with SSE2 where the compiler has it.
// Each block gives two bit masks (newlines, and bytes a plain key cannot hold), so a line costs a few bit operations
// instead of a memchr call and a second pass over its bytes.

#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace partiscope::detail {

/// One 64-byte block's classes: bit i stands for byte i.
struct ByteClasses {
    std::uint64_t newlines = 0;
    /// TAB, NUL, or a byte of 0x80 and above: a line holding none is ASCII without TAB, which the key readers'
    /// fast path takes (a TAB starts a count; NUL and non-ASCII need the full check).
    std::uint64_t special = 0;
};

/// The classes of the 64 bytes at @p p (all readable).
inline ByteClasses classifyBlock(const char* p) {
    ByteClasses c;
#if defined(__SSE2__)
    const __m128i newline = _mm_set1_epi8('\n');
    const __m128i tab = _mm_set1_epi8('\t');
    const __m128i zero = _mm_setzero_si128();
    for (int part = 0; part < 4; ++part) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * part));
        const auto nl = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, newline)));
        const __m128i odd = _mm_or_si128(_mm_cmpeq_epi8(bytes, tab), _mm_cmpeq_epi8(bytes, zero));
        // movemask of the bytes themselves: their high bits, the bytes of 0x80 and above.
        const auto sp = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_or_si128(odd, bytes)));
        c.newlines |= static_cast<std::uint64_t>(nl) << (16 * part);
        c.special |= static_cast<std::uint64_t>(sp) << (16 * part);
    }
#else
    for (int i = 0; i < 64; ++i) {
        const auto b = static_cast<unsigned char>(p[i]);
        c.newlines |= static_cast<std::uint64_t>(b == '\n') << i;
        c.special |= static_cast<std::uint64_t>(b == '\t' || b == 0 || b >= 0x80) << i;
    }
#endif
    return c;
}

/// Calls @p onLine(lineBegin, lineEnd, plain) for every line of [begin, end), in order: lines end at '\n' (not
/// included), the last one may end at @p end without one (none follows a final '\n'). @p plain: the line holds no
/// TAB, NUL or byte of 0x80 and above. Reads nothing outside [begin, end).
template <typename OnLine>
void forEachLine(const char* begin, const char* end, OnLine&& onLine) {
    const char* lineBegin = begin;
    bool lineSpecial = false; // a special byte in the part of the current line before this block
    for (const char* block = begin; block < end; block += 64) {
        const auto size = static_cast<std::size_t>(end - block);
        ByteClasses c;
        if (size >= 64) {
            c = classifyBlock(block);
        } else {
            // The last, partial block: classified from a copy, padded with bytes of no class.
            char padded[64];
            std::memset(padded, 'x', sizeof padded);
            std::memcpy(padded, block, size);
            c = classifyBlock(padded);
        }
        std::uint64_t newlines = c.newlines;
        if (c.special == 0 && !lineSpecial) {
            // The common block, with no special byte: every line ending in it is plain.
            for (; newlines != 0; newlines &= newlines - 1) {
                const int at = __builtin_ctzll(newlines);
                onLine(lineBegin, block + at, true);
                lineBegin = block + at + 1;
            }
            continue;
        }
        // Bits at or after the current line's start in this block (where it starts, it started in an earlier one).
        std::uint64_t fromLine = ~std::uint64_t{0};
        while (newlines != 0) {
            const int at = __builtin_ctzll(newlines);
            const std::uint64_t beforeNewline = (std::uint64_t{1} << at) - 1;
            const bool special = lineSpecial || (c.special & fromLine & beforeNewline) != 0;
            onLine(lineBegin, block + at, !special);
            lineBegin = block + at + 1;
            lineSpecial = false;
            fromLine = at == 63 ? 0 : ~std::uint64_t{0} << (at + 1);
            newlines &= newlines - 1;
        }
        lineSpecial = lineSpecial || (c.special & fromLine) != 0;
    }
    if (lineBegin < end) {
        onLine(lineBegin, end, !lineSpecial);
    }
}

} // namespace partiscope::detail
