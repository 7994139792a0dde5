#include "partiscope/ceiling_share.h"

#include "advisor_rules.h"

#include "partiscope/advisor.h"
#include "partiscope/write_operations.h"

#include <algorithm>
#include <numeric>

namespace partiscope {

std::optional<KeySpaceRates> keySpaceRates(const Scenario& scenario, const std::string& keySpace) {
    const WorkloadRates peak = peakWorkloadRates(scenario);
    KeySpaceRates rates;
    rates.direction = timelineDirectionFor(scenario);
    if (!keySpace.empty()) {
        const auto gsi = std::find_if(scenario.table.gsis.begin(), scenario.table.gsis.end(),
                                      [&](const GsiSpec& g) { return g.name == keySpace; });
        const auto keys = scenario.workload.indexKeys.find(keySpace);
        if (gsi == scenario.table.gsis.end() || keys == scenario.workload.indexKeys.end() ||
            rates.direction != CapacityDirection::Writes) {
            return std::nullopt;
        }
        // index_keys weights are absolute shares of the base-table writes: their sum is the part that writes here.
        const double share = std::accumulate(keys->second.begin(), keys->second.end(), 0.0,
                                             [](double sum, const WorkloadKey& key) { return sum + key.weight; });
        // An index write is never transactional itself; the operation mix says how many each base write makes.
        rates.requestsPerS = peak.peakWritesPerS * share;
        rates.unitsPerRequest = gsiWcuPerWrite(*gsi, scenario.workload);
    } else if (rates.direction == CapacityDirection::Writes) {
        rates.requestsPerS = peak.peakWritesPerS;
        rates.unitsPerRequest = advice::wcuPerWrite(peak);
    } else {
        rates.requestsPerS = peak.peakReadsPerS;
        rates.unitsPerRequest = advice::rcuPerRead(peak);
        rates.unitsPerExtraQuery = advice::readFactor(peak.consistency);
    }
    if (!(rates.requestsPerS > 0)) {
        return std::nullopt;
    }
    return rates;
}

std::optional<CeilingScale> ceilingScaleOf(const KeySpaceRates& rates, std::uint64_t totalCount,
                                           std::uint64_t readFanOut) {
    if (totalCount == 0) {
        return std::nullopt;
    }
    const double extraQueries = static_cast<double>(std::max<std::uint64_t>(readFanOut, 1) - 1);
    const double unitsPerRequest = rates.unitsPerRequest + extraQueries * rates.unitsPerExtraQuery;
    CeilingScale scale;
    scale.direction = rates.direction;
    scale.unitsPerCount = rates.requestsPerS * unitsPerRequest / static_cast<double>(totalCount);
    scale.ceiling = partitionCeiling(rates.direction);
    return scale;
}

std::optional<CeilingScale> ceilingScaleFor(const Scenario& scenario, const std::string& keySpace,
                                            const DistributionAnalysis& analysis) {
    const auto rates = keySpaceRates(scenario, keySpace);
    if (!rates) {
        return std::nullopt;
    }
    const std::uint64_t total = std::accumulate(analysis.buckets.begin(), analysis.buckets.end(), std::uint64_t{0});
    return ceilingScaleOf(*rates, total, analysis.readFanOut);
}

} // namespace partiscope
