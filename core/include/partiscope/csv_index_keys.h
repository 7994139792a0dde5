#pragma once

#include "partiscope/csv_items.h"
#include "partiscope/scenario.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace partiscope {

/// @brief How to derive one GSI's index keys (WorkloadSpec::indexKeys) from the items a CSV holds.
struct IndexKeyReadOptions {
    /// The table's partition-key template (as ItemReadOptions::keyTemplate): a row it cannot build a valid key for
    /// is not an item (the table import rejects it), so it counts neither way. Required.
    std::string tableKeyTemplate;
    /// The index's partition-key template over the same columns, e.g. `{status}` or `STATUS#{status}`. An item
    /// whose field is empty for any column this template uses lacks the index's key attribute: it writes nothing
    /// to the index (a sparse index). Required.
    std::string indexKeyTemplate;
    std::string countColumn;                     ///< optional; the writes each row stands for; empty = 1
    SortKeyShape sortKey = SortKeyShape::Random; ///< the shape every derived key gets
    std::size_t maxReportedIssues = 100;
    std::function<void(std::uint64_t bytesDone)> progress; ///< called from the reading thread, per block
    const std::atomic<bool>* cancel = nullptr;             ///< checked between blocks; fatalError "cancelled"
};

/// @brief One index's keys derived from items.
struct IndexKeyReadResult {
    /// Each index key value once, most items first (ties by key); weight = the share of all items that carry it,
    /// absolute: the weights sum to itemsWithKey / items, below 1 for a sparse index.
    std::vector<WorkloadKey> keys;
    std::uint64_t items = 0;        ///< items read, the count column applied: the shares' denominator
    std::uint64_t itemsWithKey = 0; ///< of them, those that carry the index key
    InputCounts counts;             ///< CSV records (header excluded): accepted are items, rejected are not
    std::vector<InputIssue> errors; ///< first maxReportedIssues rejected rows, physical line numbers
    std::string fatalError;         ///< a bad template, a column not in the header, a bad header
};

/// @brief Reads items from CSV text (a header row, then RFC 4180 records, as readCsvItems) and derives one
/// index's keys with @p options' index template. A row whose table key cannot be built, whose field count differs
/// from the header's, whose count is invalid, or whose built index key is not a valid partition-key value (DynamoDB
/// rejects such a write) is rejected and counted nowhere. Single-threaded.
IndexKeyReadResult readCsvIndexKeys(std::string_view text, const IndexKeyReadOptions& options);

} // namespace partiscope
