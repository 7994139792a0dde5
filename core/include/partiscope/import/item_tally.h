#pragma once

#include "partiscope/import/dynamodb_item.h"
#include "partiscope/scenario.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

/// @brief Counting a table's items into a scenario: shared by every importer that reads items (scan output, S3
/// exports, Workbench TableData), so that the same items give the same scenario whatever file they came in.
namespace partiscope {

/// @brief The duration of an imported scenario, in seconds: items say nothing about time, so an import gives the
/// shortest run that shows a throttle burst being spent (DynamoDB keeps up to 300 s of unused capacity).
inline constexpr std::uint64_t kImportedDurationS = 300;

class TableItemTally {
public:
    /// @p table names the key attributes: its key schema, its GSIs' keys and its LSIs' sort keys.
    explicit TableItemTally(TableSpec table);

    /// The attribute names each item must be read for, in the order ItemFacts::keys holds them.
    [[nodiscard]] const std::vector<std::string>& keyNames() const noexcept;

    /// Adds one item. Returns false with @p error ("missing the partition key attribute 'PK'", "'PK' is N, the key
    /// schema says S") when the item cannot be in the table.
    bool add(const ItemFacts& item, std::string& error);

    [[nodiscard]] std::uint64_t items() const noexcept;
    [[nodiscard]] std::uint64_t distinctKeys() const noexcept;

    /// The scenario: the table spec given, size_gb (the items' total size), workload item_kb (mean item size),
    /// each partition-key value with its item count as weight and its collection's size_gb, each GSI's partition-key
    /// values in index_keys with their share of the items (sparse where items lack the attribute), and `source`
    /// (@p source with its item count and weights = item-count). Rates are left at 0 and the duration at
    /// kImportedDurationS: items carry no traffic. With no item added the scenario has no keys (not a valid one).
    [[nodiscard]] Scenario toScenario(std::string name, ImportSource source) const;

private:
    struct State;
    std::shared_ptr<State> m_state;
};

} // namespace partiscope
