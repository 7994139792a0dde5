#pragma once

#include "partiscope/scenario.h"

#include <cstdint>

/// @brief DynamoDB's capacity units per request, the one place that knows them (DG
/// "read-write-capacity-mode" / "provisioned-capacity-mode"; read and write units are billed the same way on
/// demand): a write takes 1 WCU per started KB of the item, a strongly consistent read 1 RCU per started 4 KB,
/// an eventually consistent read half of that, a transactional read or write twice; a Query rounds the summed size of
/// the items it returns once, and costs at least one read's minimum.
namespace partiscope::units {

/// DynamoDB sizes are whole bytes: the bytes a size of @p itemKb KB names (1 KB = 1,024 bytes), up to the next byte,
/// taking a size within a millionth of a byte of a whole byte as that byte (so 1.0000000000001 KB is 1,024 bytes
/// and 1.001 KB is 1,026).
std::uint64_t itemBytes(double itemKb);

/// Write units of one item of @p itemKb: 1 per started KB; twice that in a transaction.
double writeUnits(double itemKb, bool transactional = false);
/// Write units of one write under @p consistency (Transactional doubles, the others do not).
double writeUnits(double itemKb, Consistency consistency);

/// @brief The table's write units of one write of @p kind (DG "read-write-operations.html", capacity unit
/// consumption for writes): a put of a new item is sized by the item it writes (@p afterKb), an update by the
/// larger of the item before (@p beforeKb) and after, a delete by the item it deletes (@p beforeKb). Twice that in a
/// transaction.
double tableWriteUnits(WriteOperationKind kind, double beforeKb, double afterKb, Consistency consistency);
/// @brief The writes one base write of @p kind makes in a secondary index that holds the item (DG GSI.html
/// "Provisioned throughput considerations", writes): a put 1, an update that changes the index's key 2 (a delete of
/// the old entry and a put of the new), an update of other attributes 1 when the index projects them and 0 when it
/// does not, a delete 1. `all` projects every attribute; `include` is taken to project the changed attribute (a
/// simplification: we do not know which attribute changes) and `keys-only` none.
int indexWrites(WriteOperationKind kind, Projection projection);
/// @brief The write units of those index writes, each sized by its entry: the old entry (@p entryBeforeKb) for the
/// delete of a key change and for a delete, the new (@p entryAfterKb) for a put and for the put of a key change, the
/// larger of the two for an update in place. Never doubled for a transactional base write.
double indexWriteUnits(WriteOperationKind kind, Projection projection, double entryBeforeKb, double entryAfterKb);

/// Read units per started 4 KB: 0.5 eventual, 1 strong, 2 transactional.
double readFactor(Consistency consistency);
/// Read units of a read of one item of @p itemKb.
double readUnits(double itemKb, Consistency consistency);
/// Read units of a Query whose returned items add up to @p returnedKb: rounded once, and at least one read's
/// minimum (a Query that returns nothing still consumes it).
double queryUnits(double returnedKb, Consistency consistency);

} // namespace partiscope::units
