#pragma once

#include "partiscope/import/import.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace partiscope::import_detail {

/// Largest manifest file read (manifest-summary.json, manifest-files.json): one line of about 200 bytes per data
/// file, so 64 MiB lists some 300,000 data files.
inline constexpr std::uint64_t kMaxExportManifestBytes = std::uint64_t{64} << 20;

/// One data file an import reads, and what a manifest says it holds.
struct DataFileToRead {
    std::string path;
    std::optional<std::uint64_t> expectedItems; ///< manifest-files.json's itemCount
    std::string manifestFile;                   ///< where expectedItems was read (for messages)
    std::uint64_t manifestLine = 0;
    bool emptyAllowed = false; ///< a listed file of 0 items may be empty
};

/// A DynamoDB export to S3 as `aws s3 cp --recursive` copies it (DG "DynamoDB table export output format"):
/// manifest-summary.json, manifest-files.json (one JSON object per line) and data/<name>.json.gz.
struct ExportFolder {
    std::string summaryFile;
    std::uint64_t itemCount = 0; ///< manifest-summary.json's itemCount
    std::vector<DataFileToRead> dataFiles;
};

/// True when @p path is a folder or a file named manifest-summary.json or manifest-files.json (its export's).
bool isExportManifestPath(const std::string& path);

/// Reads the manifests of the export at @p path (its folder or one of its manifests) and finds every data
/// file listed, by its key's path below the folder (`.../data/<name>.json.gz` -> `<folder>/data/<name>.json.gz`).
/// Refuses an Ion export (outputFormat ION).
std::optional<ExportFolder> readExportFolder(const std::string& path, ImportProblem& problem);

} // namespace partiscope::import_detail
