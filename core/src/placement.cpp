#include "partiscope/placement.h"

#include "partiscope/hashing.h"

namespace partiscope {

std::string_view placementModelName(PlacementModel model) noexcept {
    return model == PlacementModel::Mod ? "mod" : "range";
}

bool parsePlacementModel(std::string_view name, PlacementModel& out) noexcept {
    if (name == "mod") {
        out = PlacementModel::Mod;
        return true;
    }
    if (name == "range") {
        out = PlacementModel::Range;
        return true;
    }
    return false;
}

std::uint32_t PartitionMap::bucketOfKey(std::string_view key) const noexcept {
    return bucketOfHash(modelHash(key));
}

std::uint64_t PartitionMap::rangeStart(std::uint32_t bucket) const noexcept {
    // Smallest h with floor(h*B/2^64) >= bucket, i.e. ceil(bucket * 2^64 / B).
    const Uint128 numerator = static_cast<Uint128>(bucket) << 64;
    return static_cast<std::uint64_t>((numerator + m_buckets - 1) / m_buckets);
}

} // namespace partiscope
