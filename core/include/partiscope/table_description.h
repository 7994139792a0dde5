#pragma once

#include "partiscope/scenario.h"

#include <cstddef>
#include <string>
#include <vector>

namespace partiscope {

// The words the reports (design report, simulate's text) use for the user's table: its keys, its size, its
// indexes and its access patterns. One place, so the CLI and the report describe a table the same way.

/// @brief One key attribute: "status (S)".
std::string keyAttributeText(const KeyAttribute& attribute);

/// @brief What the data size implies: "25 GB -> at least 3 partitions" (a partition holds about 10 GB); empty for
/// a size of 0 (not given).
std::string dataSizeText(double sizeGb);

/// @brief The table's partition count and where it comes from: "4 (pinned)", "2 (derived from the capacity)" or,
/// when a data size is given, "4 (derived: the capacity needs 4, 25 GB needs 3)".
std::string tablePartitionsText(const TableSpec& table);

/// @brief The table's capacity: "provisioned, 1,000 RCU / 500 WCU" or "on-demand, previous peak 1,000 RRU/s /
/// 500 WRU/s" ("on-demand, a new table" without a previous peak).
std::string tableCapacityText(const TableSpec& table);

/// @brief A GSI's capacity in the same words ("on-demand, a new index"); its on-demand maximum, when set, follows
/// ("; maximum reads not set, writes 2,000 WRU/s").
std::string indexCapacityText(const GsiSpec& gsi, const TableSpec& table);

/// @brief The on-demand maximum throughput of a table or index ("reads 5,000 RRU/s, writes not set"); empty when
/// neither is set.
std::string maximumThroughputText(const std::optional<double>& maxReadRequestUnits,
                                  const std::optional<double>& maxWriteRequestUnits);

/// @brief A warm throughput in units per second ("reads 30,000/s, writes 10,000/s", "reads not set, writes
/// 8,000/s"); empty when neither rate is set. The capacity texts above append it ("; warm throughput ...").
std::string warmThroughputText(const WarmThroughput& warm);

/// @brief "all", "keys-only" or "include: a, b".
std::string projectionText(Projection projection, const std::vector<std::string>& nonKeyAttributes);

/// @brief An index's keys with their shares of the base table's writes, at most @p maxListed of them, e.g.
/// "PENDING 50 %, SHIPPED 30 % (monotonic sort key); sparse: 20 % of items write nothing there"; "none: no item
/// writes to this index" for an empty list.
std::string indexKeySharesText(const std::vector<WorkloadKey>& keys, std::size_t maxListed);

/// @brief A sort-key condition on @p attribute: "date = 2026-11-30", "SK BETWEEN a AND b",
/// "begins_with(createdAt, 2026-11)".
std::string sortKeyConditionText(const std::string& attribute, const AccessPattern::SortKeyCondition& condition);

/// @brief The key schema an access pattern reads through: the table's, a GSI's own, or an LSI's (the table's
/// partition key and the LSI's sort key). The table's when @p target names no index.
KeySchema targetKeySchema(const TableSpec& table, const std::string& target);

/// @brief "table", "GSI ByStatus" or "LSI ByDate".
std::string targetText(const TableSpec& table, const std::string& target);

/// @brief True when the table says more than its capacity: a name, a key schema other than the default PK (S)
/// alone, a data size, an index, an on-demand maximum, a warm throughput or an account quota other than the default. (A
/// version 1 table without an LSI says nothing more; the reports then keep their version 1 look.)
bool tableIsDescribed(const TableSpec& table);

} // namespace partiscope
