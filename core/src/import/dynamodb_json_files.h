#pragma once

#include "partiscope/import/dynamodb_item.h"
#include "partiscope/import/import.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace partiscope::import_detail {

/// Receives the items of a dynamodb-json import one by one.
class DynamoItemSink {
public:
    virtual ~DynamoItemSink() = default;
    /// The attributes to read from the next item (ItemFacts::keys follows this order); asked before every item.
    virtual const std::vector<std::string>& keyNames() = 0;
    /// False with @p error (e.g. "missing the partition key attribute 'PK'") when the item cannot be taken.
    virtual bool add(const ItemFacts& item, std::string& error) = 0;
};

/// What reading the files found besides the items (ImportOutcome fields and the notes about the input).
struct DynamoJsonReadResult {
    std::optional<ImportProblem> problem;
    bool cancelled = false;
    std::uint64_t items = 0;
    std::uint64_t bytesRead = 0; ///< input bytes (compressed bytes of .gz files)
    std::uint64_t dataFiles = 0;
    /// Scan pages whose ScannedCount exceeds Count (a --filter-expression left items out).
    std::uint64_t scannedButFiltered = 0;
    /// Scan pages whose Count differs from the items they hold: the AWS CLI's --max-items / --starting-token print
    /// the Count of the pages it requested, not of the items it printed (aws-cli 1.x), so this is said, not refused.
    std::uint64_t pagesWithOtherCount = 0;
    /// The last page read carries NextToken or LastEvaluatedKey: the scan stopped before the table's end.
    bool scanIncomplete = false;
};

/// Reads every input of a dynamodb-json import: scan output files (one or more pages, `aws dynamodb scan --output
/// json`), S3 export data files (JSON lines `{"Item": ...}`, gzipped or not) and export folders (the folder holding
/// manifest-summary.json and manifest-files.json; every data file listed is read, and the item counts of the
/// manifests are checked). Items go to @p sink; the first problem stops the reading.
DynamoJsonReadResult readDynamoJsonInputs(const std::vector<std::string>& paths, DynamoItemSink& sink,
                                          const ImportProgress& progress,
                                          std::size_t chunkBytes = std::size_t{2} << 20);

/// An ImportProblem for @p file from a JSON reader's error: "LINE:COLUMN: ..." gives the line, "/path: ..." the
/// JSON path.
ImportProblem jsonFileProblem(const std::string& file, const std::string& error);

} // namespace partiscope::import_detail
