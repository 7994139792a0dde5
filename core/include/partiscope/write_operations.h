#pragma once

#include "partiscope/scenario.h"

#include <vector>

/// @brief What a workload's operation mix (WorkloadSpec::operations) costs per logical base-table write, and the data
/// it adds: the share-weighted sum of each operation's cost under capacity_units.h's per-operation rules. The
/// simulator, the advisor, the design comparison and the cost figures all count a write through these functions.
namespace partiscope {

/// @brief @p workload's operations with their sizes filled in (unset: item_kb; a put has no item before, a delete
/// none after, both 0), or one put of item_kb with share 1 when it lists none.
std::vector<WriteOperation> writeMix(const WorkloadSpec& workload);
/// @brief The same for @p operations, sizes unset taken as @p itemKb.
std::vector<WriteOperation> writeMix(const std::vector<WriteOperation>& operations, double itemKb);

/// @brief Write units one logical write consumes of the table's own capacity: Σ share × tableWriteUnits() at the
/// workload's consistency. The table's LSI writes are lsiWcuPerWrite()'s.
double tableWcuPerWrite(const WorkloadSpec& workload);
/// @brief The same for @p operations (empty: puts) with sizes unset taken as @p itemKb.
double tableWcuPerWrite(const std::vector<WriteOperation>& operations, double itemKb, Consistency consistency);

/// @brief The size of @p gsi's entry for an item of @p imageKb: its item_kb when stated, else the item for
/// projection `all` and 1 KB (the smallest write) for `keys-only` and `include`. 0 for no item.
double gsiEntryKb(const GsiSpec& gsi, double imageKb);
/// @brief The size of @p lsi's entry for an item of @p imageKb (the 100 bytes of overhead apart): the item for `all`,
/// at most 1 KB for `keys-only` and `include`, never more than the item. 0 for no item.
double lsiEntryKb(const LsiSpec& lsi, double imageKb);

/// @brief Write units @p gsi is asked per base write whose item carries its key: Σ share × indexWriteUnits() of the
/// index's entries before and after (a put of 1 KB items to an `all` index: 1; updates of the key: 2).
double gsiWcuPerWrite(const GsiSpec& gsi, const WorkloadSpec& workload);

/// @brief KB one logical write adds to the table's data, net: a put adds its item, an update the difference of its
/// images, a delete takes its item away. Never below 0 (a shrinking table keeps its partitions; we do not model
/// data that goes away).
double tableKbAddedPerWrite(const WorkloadSpec& workload);
/// @brief The same for @p gsi's entries, per base write whose item carries its key.
double gsiKbAddedPerWrite(const GsiSpec& gsi, const WorkloadSpec& workload);
/// @brief The same for an item collection: the items with their LSI entries and their 100 bytes of overhead each.
double collectionKbAddedPerWrite(const TableSpec& table, const WorkloadSpec& workload);

} // namespace partiscope
