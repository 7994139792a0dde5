#pragma once

#include "partiscope/enum_names.h"
#include "partiscope/scenario.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// @brief Turning the files users already have (AWS's own formats and access logs) into a scenario. Every importer
/// streams its input (memory grows with the distinct keys, not the file), reports progress in input bytes, can be
/// cancelled, and either returns a whole scenario or imports nothing and says where the input is wrong.
namespace partiscope {

enum class ImportFormat { DynamoDbJson, Workbench, ContributorInsights, AccessLog };
inline constexpr std::array<EnumName<ImportFormat>, 4> kImportFormatNames{
    {{ImportFormat::DynamoDbJson, "dynamodb-json"},
     {ImportFormat::Workbench, "workbench"},
     {ImportFormat::ContributorInsights, "contributor-insights"},
     {ImportFormat::AccessLog, "access-log"}}};

struct ImportRequest {
    ImportFormat format = ImportFormat::DynamoDbJson;
    /// Input files; for dynamodb-json also scan pages (several files), S3 export data files (`.json.gz` read
    /// directly) or an export folder (the one holding manifest-summary.json).
    std::vector<std::string> paths;
    std::string describePath; ///< dynamodb-json: `aws dynamodb describe-table` output (key names, indexes, capacity)
    std::string partitionKeyName; ///< dynamodb-json without describePath (--pk-name)
    std::string sortKeyName;      ///< optional (--sk-name)
    std::string tableName;        ///< workbench: the table to import (default the first); else the TableName to use
    /// Where the scenario will be saved (may be empty): an access-log import references its trace relative to it.
    std::string scenarioPath;
};

/// @brief Called now and then with the input bytes consumed so far and the total (0 if unknown); return false to
/// cancel the import.
using ImportProgress = std::function<bool(std::uint64_t doneBytes, std::uint64_t totalBytes)>;

/// @brief Where an input is wrong: the file and either a line (text formats, JSON syntax) or a JSON path
/// (a value of the wrong type or a missing member), and what is wrong.
struct ImportProblem {
    std::string file;
    std::uint64_t line = 0; ///< 1-based; 0 = not known / not applicable
    std::string jsonPath;   ///< e.g. "/Items/3/PK" ; empty when not applicable
    std::string message;

    /// "FILE:LINE: /json/path: message", leaving out the parts that are not known.
    [[nodiscard]] std::string text() const;
    bool operator==(const ImportProblem&) const = default;
};

struct ImportOutcome {
    std::optional<Scenario> scenario; ///< set on success only
    std::optional<ImportProblem> problem;
    bool cancelled = false;
    /// What the user should know about the result, one sentence each (e.g. that weights count items, not traffic).
    std::vector<std::string> notes;
    std::uint64_t bytesRead = 0;
    std::uint64_t records = 0; ///< items, contributors or log lines read
};

/// @brief The importers, one per format (each in its own source file under core/src/import); importScenario()
/// picks one by @p request.format.
ImportOutcome importDynamoDbJson(const ImportRequest& request, const ImportProgress& progress);
ImportOutcome importWorkbench(const ImportRequest& request, const ImportProgress& progress);
ImportOutcome importContributorInsights(const ImportRequest& request, const ImportProgress& progress);
ImportOutcome importAccessLog(const ImportRequest& request, const ImportProgress& progress);

/// @brief What makes @p request impossible before a file is read: no input file; for dynamodb-json, no key names
/// (neither describePath nor partitionKeyName: DynamoDB JSON items do not say which attributes are the keys), both,
/// or a sort key name without a partition key name; key names for another format. nullopt when it can start.
std::optional<std::string> importRequestProblem(const ImportRequest& request);

/// @brief Runs the importer of @p request.format.
ImportOutcome importScenario(const ImportRequest& request, const ImportProgress& progress = {});

/// @brief The format a file most likely has, from its name and its first bytes (@p head, a few KB, already
/// gunzipped for `.gz` files): a `manifest-summary.json`, a scan page (`"Items"`), export lines (`{"Item":`), a
/// Workbench model (`"ModelName"` / `"DataModel"`), an insight rule report (`"Contributors"` / `"KeyLabels"`), a
/// CSV or JSON-lines access log. nullopt when none fits.
std::optional<ImportFormat> guessImportFormat(std::string_view fileName, std::string_view head);

/// @brief How much of a file guessImportFormatOfPath() reads.
inline constexpr std::size_t kImportGuessHeadBytes = 8192;

/// @brief guessImportFormat() of the file at @p path, reading its first kImportGuessHeadBytes (gunzipped when it is
/// gzipped); a folder is an S3 export (dynamodb-json). nullopt when no format fits, or, with @p error set, when the
/// file cannot be read.
std::optional<ImportFormat> guessImportFormatOfPath(const std::string& path, std::string& error);

} // namespace partiscope
