#pragma once

// ISO 8601 timestamps as CloudWatch writes them ("2023-11-14T22:13:00Z", "2023-11-14T22:13:00.000Z",
// "2023-11-14T22:13:00+00:00"): the Contributor Insights report and get-metric-data both use them.

#include <cstdint>
#include <optional>
#include <string_view>

namespace partiscope {

/// Seconds since 1970-01-01T00:00:00Z (fractions dropped), or nullopt when @p text is not such a timestamp.
std::optional<std::int64_t> parseIso8601Seconds(std::string_view text);

} // namespace partiscope
