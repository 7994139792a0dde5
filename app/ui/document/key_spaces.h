#pragma once

#include <partiscope/scenario.h>

#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace partiscope::ui {

// A key space is the table or one of its global secondary indexes: each has partitions, a strategy and keys of its
// own (DynamoDB partitions a GSI separately from its table). The heat map and the simulation show one of them, the
// target, named as AccessPattern::target names it: "" for the table, else the GSI's IndexName.

/// The GSI of @p scenario named @p name; null for "" (the table) or a name the table has no GSI of.
[[nodiscard]] const GsiSpec* findGsi(const Scenario& scenario, const std::string& name) noexcept;

/// "" (the table) followed by every GSI's name, in the scenario's order: what a Target selector lists.
[[nodiscard]] QStringList keySpaceTargets(const Scenario& scenario);

/// Position of @p target among keySpaceTargets() (0: the table; i: the (i-1)-th GSI, as the simulator counts its
/// indexes plus one); nullopt for a GSI the scenario does not have.
[[nodiscard]] std::optional<std::size_t> keySpaceIndex(const Scenario& scenario, const std::string& target) noexcept;

/// The partitions the key space starts with: pinned, or derived from its own capacity as the table's are.
[[nodiscard]] std::uint32_t keySpacePartitions(const Scenario& scenario, const std::string& target);

/// What a selector and a heading call @p target: "Table Orders" / "Table", or "Index ByStatus".
[[nodiscard]] QString keySpaceLabel(const Scenario& scenario, const std::string& target);

/// The heading above the heat map of @p target: which key space, which partition key, and for an index where its
/// keys and counts come from.
[[nodiscard]] QString keySpaceHeading(const Scenario& scenario, const std::string& target);

/// The keys of @p gsi as a workload of their own, for the heat map: workload.index_keys[name] with each key's
/// expected index writes over the run as its weight (its share of the base writes x the base writes: the shares are
/// absolute, so a sparse index's keys stay at their real counts), read with WorkloadCounts::Proportional. Null when
/// the scenario lists no index keys for it.
[[nodiscard]] std::shared_ptr<const Scenario> indexKeySource(const Scenario& parameters, const GsiSpec& gsi);

} // namespace partiscope::ui
