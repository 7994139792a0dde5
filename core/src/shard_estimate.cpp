#include "partiscope/shard_estimate.h"
#include "partiscope/number_format.h"

#include "partiscope/capacity_units.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"
#include "partiscope/scenario.h"

#include <cmath>

namespace partiscope {

std::optional<std::string> requestRateProblem(double perSecond) {
    if (std::isfinite(perSecond) && perSecond >= 0 && perSecond <= kMaxRequestsPerS) {
        return std::nullopt;
    }
    return "must be a number from 0 to " + groupedCount(static_cast<std::uint64_t>(kMaxRequestsPerS)) + ", got " +
           generalNumber(perSecond);
}

std::optional<std::string> itemKbProblem(double itemKb) {
    if (std::isfinite(itemKb) && itemKb > 0 && itemKb <= limits::kItemMaxKb) {
        return std::nullopt;
    }
    return "must be more than 0 and at most " + groupedNumber(limits::kItemMaxKb) +
           " KB (the DynamoDB item limit), got " + generalNumber(itemKb);
}

std::optional<ShardEstimate> estimateShards(double writesPerSecond, double itemKb, double headroom,
                                            std::string& error) {
    if (auto problem = requestRateProblem(writesPerSecond)) {
        error = "writes per second " + *problem;
        return std::nullopt;
    }
    if (auto problem = itemKbProblem(itemKb)) {
        error = "item size " + *problem;
        return std::nullopt;
    }
    if (!std::isfinite(headroom) || headroom < 0 || headroom > 100) {
        error = "headroom must be between 0 and 100 (0.5 = +50%)";
        return std::nullopt;
    }
    ShardEstimate estimate;
    const double unitsPerWrite = units::writeUnits(itemKb);
    estimate.wcuPerSecond = writesPerSecond * unitsPerWrite;
    const double exact = estimate.wcuPerSecond / limits::kPartitionMaxWcu;
    // Guard against 5000*1/1000 = 5.000000001 style rounding before taking the ceiling.
    auto ceilShards = [](double value) { return static_cast<std::uint32_t>(std::max(1.0, std::ceil(value - 1e-9))); };
    // Converting a double above UINT32_MAX to uint32_t is undefined: refuse such counts instead.
    if (std::ceil(exact * (1.0 + headroom) - 1e-9) > static_cast<double>(UINT32_MAX)) {
        error = "that needs more than " + std::to_string(UINT32_MAX) + " shards; check the writes per second";
        return std::nullopt;
    }
    estimate.minimumShards = ceilShards(exact);
    estimate.recommendedShards = ceilShards(exact * (1.0 + headroom));
    estimate.explanation = fixedPoint(writesPerSecond, 0) + " writes/s x " + fixedPoint(unitsPerWrite, 0) +
                           " WCU per write = " + fixedPoint(estimate.wcuPerSecond, 0) +
                           " WCU/s; one partition key takes at most " + fixedPoint(limits::kPartitionMaxWcu, 0) +
                           " WCU/s, so at least " + std::to_string(estimate.minimumShards) + " shard(s); with " +
                           fixedPoint(headroom * 100.0, 0) +
                           "% headroom: " + std::to_string(estimate.recommendedShards);
    return estimate;
}

} // namespace partiscope
