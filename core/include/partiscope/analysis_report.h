#pragma once

#include "partiscope/analysis.h"

#include <string>

namespace partiscope {

/// @brief The `analyze --format json` document (contract documented in the README).
std::string analysisToJson(const DistributionAnalysis& analysis);
/// @brief Human-readable summary with a bar per bucket (buckets merged into at most 64 rows).
std::string analysisToText(const DistributionAnalysis& analysis);
/// @brief One row per bucket: `bucket,count,share,range_start` (range_start only for the range model).
std::string analysisToCsv(const DistributionAnalysis& analysis);

} // namespace partiscope
