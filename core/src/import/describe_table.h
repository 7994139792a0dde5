#pragma once

#include "partiscope/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace partiscope::import_detail {

/// What `aws dynamodb describe-table` says about a table (API reference DescribeTable / TableDescription).
struct DescribedTable {
    TableSpec table; ///< name, key schema, billing mode and capacity, GSIs, LSIs, on-demand maximum, streams
    std::optional<std::uint64_t> itemCount;      ///< ItemCount (DynamoDB updates it about every six hours)
    std::optional<std::uint64_t> tableSizeBytes; ///< TableSizeBytes (same)
};

/// Reads the JSON of `aws dynamodb describe-table --table-name T`: {"Table": {TableName, KeySchema,
/// AttributeDefinitions, BillingModeSummary, ProvisionedThroughput, OnDemandThroughput, GlobalSecondaryIndexes,
/// LocalSecondaryIndexes, StreamSpecification, TableSizeBytes, ItemCount, ...}}. Other members are ignored. On error
/// returns false with @p error "LINE:COLUMN: JSON syntax error: ..." or "<json path>: <problem>"
/// (e.g. "/Table/KeySchema/0/KeyType: expected HASH or RANGE, got \"SORT\"").
bool readDescribeTable(std::string_view json, DescribedTable& out, std::string& error);

/// Largest `describe-table` output read (`--describe`): a table with 20 GSIs and 5 LSIs describes itself in a few
/// dozen KiB; 4 MiB leaves room for any other members AWS adds, not for /dev/zero.
inline constexpr std::uint64_t kMaxDescribeTableBytes = std::uint64_t{4} << 20;

} // namespace partiscope::import_detail
