#pragma once

#include "partiscope/analysis.h"
#include "partiscope/scenario.h"
#include "partiscope/throttle_timeline.h"

#include <cstdint>
#include <optional>
#include <string>

namespace partiscope {

/// @brief What one key space asks of its partitions per request at a document's peak rates: the request rate and
/// the capacity units each request costs. The arithmetic behind the heat maps' absolute colour scale.
///
/// The direction is the timeline's (timelineDirectionFor): writes, unless the document only reads. The table's
/// writes cost ceil(item KB) WCU (doubled when transactional), its reads ceil(item KB / 4) RCU times the read
/// factor (eventual 0.5, strong 1, transactional 2), and every further shard a sharded key is read from costs one
/// more Query of at least the read factor (the simulator's and the advisor's rules). A global secondary index takes
/// the base-table writes whose item carries one of its keys (the sum of its index_keys weights) at ceil(index
/// item KB) WCU each; its reads come from access patterns, not from its keys, so a read-only document has no
/// absolute scale for an index.
struct KeySpaceRates {
    CapacityDirection direction = CapacityDirection::Writes;
    double requestsPerS = 0;       ///< peak writes (or reads) per second into the whole key space
    double unitsPerRequest = 0;    ///< WCU per write, or RCU per read of an unsharded key
    double unitsPerExtraQuery = 0; ///< reads: the RCU of each further shard's Query; 0 for writes
};

/// @brief The rates of key space @p keySpace ("" the table, or a GSI's name) of @p scenario at its peak rates (the
/// largest of the base rate and every profile step). nullopt when the key space does not exist or takes no
/// request in its direction (no rate, or an index without index keys).
std::optional<KeySpaceRates> keySpaceRates(const Scenario& scenario, const std::string& keySpace);

/// @brief How a count of a bucket heat map becomes a share of the per-partition ceiling.
///
/// A map shows requests per cell out of a total; the cell's share of the key space's requests times the key
/// space's peak requests per second times the units each costs is the capacity the cell asks per second:
///     units(cell) = count / totalCount x requestsPerS x (unitsPerRequest + (readFanOut - 1) x unitsPerExtraQuery)
///     share(cell) = units(cell) / ceiling
/// (a read of a key sharded N ways queries all N shards; the map counts each shard's 1/N of the key's requests,
/// so the N queries' units land on the cells in proportion to the counts). With mod placement (teaching buckets)
/// each bucket stands for one partition.
struct CeilingScale {
    CapacityDirection direction = CapacityDirection::Writes;
    double unitsPerCount = 0; ///< capacity units per second one count stands for
    double ceiling = 0;       ///< the per-partition ceiling of the direction, units per second

    /// Capacity units per second asked of a cell holding @p count.
    [[nodiscard]] double unitsOf(std::uint64_t count) const noexcept {
        return static_cast<double>(count) * unitsPerCount;
    }
    /// The cell's share of the per-partition ceiling: 1 is 100 %; above 1 the partition throttles.
    [[nodiscard]] double shareOf(std::uint64_t count) const noexcept {
        return ceiling > 0 ? unitsOf(count) / ceiling : 0.0;
    }
    bool operator==(const CeilingScale&) const = default;
};

/// @brief The scale of a heat map of @p totalCount counts in all, made with a strategy of @p readFanOut shards per
/// key, of a key space with @p rates. nullopt without counts.
std::optional<CeilingScale> ceilingScaleOf(const KeySpaceRates& rates, std::uint64_t totalCount,
                                           std::uint64_t readFanOut);

/// @brief The scale of @p analysis's bucket counts (its sum of buckets, its readFanOut) as a heat map of key space
/// @p keySpace of @p scenario: keySpaceRates() then ceilingScaleOf(). nullopt when either is.
std::optional<CeilingScale> ceilingScaleFor(const Scenario& scenario, const std::string& keySpace,
                                            const DistributionAnalysis& analysis);

} // namespace partiscope
