#pragma once

// A JSON file read whole into simdjson's padded buffer, in chunks, reporting progress after each chunk. For the
// CloudWatch outputs, which AWS keeps small (a rule report holds at most 100 contributors, MaxContributorCount;
// metric data is one number per period), so reading them whole does not grow with a table's traffic.

#include "partiscope/import/import.h"

#include <simdjson.h>

#include <cstdint>
#include <string>

namespace partiscope {

enum class JsonFileRead { Read, Failed, Cancelled };

/// Largest CloudWatch output read (a Contributor Insights report, `--observed` metric data): 31 days of one-minute
/// points of a few metrics take about 10 MiB.
inline constexpr std::uint64_t kMaxCloudWatchJsonBytes = std::uint64_t{64} << 20;

/// Reads @p path into @p out. @p doneBytes is advanced by the bytes read and given to @p progress with
/// @p totalBytes after each chunk. On failure @p error says why (the file cannot be opened or read, or is larger
/// than kMaxCloudWatchJsonBytes). A named pipe or a device is read as it comes, up to the same limit.
JsonFileRead readJsonFile(const std::string& path, simdjson::padded_string& out, std::uint64_t& doneBytes,
                          std::uint64_t totalBytes, const ImportProgress& progress, std::string& error);

/// The size of @p path in bytes, 0 when it cannot be read (the read reports that).
std::uint64_t fileSizeOf(const std::string& path);

/// A JSON value's type in words, for "expected a string, got an array".
const char* jsonTypeName(const simdjson::dom::element& value);

} // namespace partiscope
