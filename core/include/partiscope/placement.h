#pragma once

#include "partiscope/wide_int.h"
#include <bit>
#include <cstdint>

#include <string_view>

namespace partiscope {

/// @brief How a model hash becomes a bucket index.
enum class PlacementModel {
    Mod,   ///< teaching buckets: hash mod B
    Range, ///< partitions own contiguous, equal ranges of the 64-bit hash space (as DynamoDB does)
};

std::string_view placementModelName(PlacementModel model) noexcept;
bool parsePlacementModel(std::string_view name, PlacementModel& out) noexcept;

/// @brief Maps hashes to one of @p buckets buckets (1..65536) under a model.
class PartitionMap {
public:
    PartitionMap(PlacementModel model, std::uint32_t buckets) noexcept
        : m_model(model), m_buckets(buckets), m_powerOfTwo(std::has_single_bit(buckets)) {}

    [[nodiscard]] std::uint32_t bucketOfHash(std::uint64_t hash) const noexcept {
        if (m_model == PlacementModel::Mod) {
            // A power-of-two B (the usual choice) is a mask: the same bucket, without a 64-bit division per key.
            return static_cast<std::uint32_t>(m_powerOfTwo ? hash & (m_buckets - 1) : hash % m_buckets);
        }
        // floor(hash * B / 2^64): bucket i owns [i*2^64/B, (i+1)*2^64/B).
        return static_cast<std::uint32_t>((static_cast<Uint128>(hash) * m_buckets) >> 64);
    }
    [[nodiscard]] std::uint32_t bucketOfKey(std::string_view key) const noexcept;

    /// First hash value owned by bucket @p bucket under the range model.
    [[nodiscard]] std::uint64_t rangeStart(std::uint32_t bucket) const noexcept;

    [[nodiscard]] PlacementModel model() const noexcept { return m_model; }
    [[nodiscard]] std::uint32_t buckets() const noexcept { return m_buckets; }

private:
    PlacementModel m_model;
    std::uint32_t m_buckets;
    bool m_powerOfTwo;
};

} // namespace partiscope
