#pragma once

#include <cstdint>
#include <string_view>

#define XXH_INLINE_ALL
#include <xxhash.h>

namespace partiscope {

/// @brief The model hash used for every placement: XXH3-64 with seed 0 over the key's UTF-8 bytes.
///
/// DynamoDB's real partitioning hash is internal and undocumented; any well-mixed hash is a fair
/// model of "contiguous ranges of hash space", which is all the documentation promises.
inline std::uint64_t modelHash(std::string_view key) noexcept {
    return XXH3_64bits(key.data(), key.size());
}

/// @brief A seeded variant for decisions that must not correlate with placement (random suffixes,
/// the `hash` suffix function).
inline std::uint64_t seededHash(std::string_view key, std::uint64_t seed) noexcept {
    return XXH3_64bits_withSeed(key.data(), key.size(), seed);
}

inline constexpr std::string_view kModelHashName = "xxh3-64";
inline constexpr std::string_view kModelNote =
    "model only: placement uses XXH3-64; DynamoDB's real partition hash is undocumented";

} // namespace partiscope
