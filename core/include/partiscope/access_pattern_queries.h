#pragma once

#include "partiscope/key_condition.h"
#include "partiscope/scenario.h"
#include "partiscope/shard_strategy.h"

#include <optional>
#include <string>
#include <string_view>

namespace partiscope {

/// @brief The TableName of a scenario's generated requests: TableSpec::name when set, else the name derived from
/// the scenario's name (reportTableName()).
std::string scenarioTableName(const Scenario& scenario);

/// @brief What an access pattern reads, resolved against the scenario's table: the request target and the strategy
/// that shards the target's partition key.
struct AccessPatternTarget {
    /// TableName; IndexName for a GSI or an LSI; the target's real key attribute names and types (the table's key
    /// schema; a GSI's own partition and sort key; an LSI: the table's partition key and the LSI's sort key); the
    /// pattern's sort-key condition on the target's sort key; ConsistentRead for a strong read of the table or an LSI.
    QueryTarget query;
    /// A GSI's own strategy; the table's for the table and an LSI (an LSI shares the table's partition key).
    StrategyConfig strategy;
    std::string kind; ///< "table", "GSI" or "LSI"
};

/// @brief The access pattern called @p name, or null.
const AccessPattern* findAccessPattern(const Scenario& scenario, std::string_view name);

/// @brief The request target of the table itself for a logical key chosen elsewhere (no access pattern): the
/// table's name and partition key, the workload's consistency, the table's strategy.
AccessPatternTarget tableReadTarget(const Scenario& scenario);

/// @brief Resolves @p pattern against @p scenario's table. Errors (one line, naming the pattern): a target that is
/// no GSI or LSI of the table, a strong or transactional read a Query cannot make, a sort-key condition on a target
/// without a sort key, a sharded partition key that is not a string.
std::optional<std::string> resolveAccessPattern(const Scenario& scenario, const AccessPattern& pattern,
                                                AccessPatternTarget& out);

/// @brief Every per-shard Query request of @p pattern: its key fanned out over the target's strategy (planFanOut),
/// with the target's names, index, sort-key condition and consistency. Errors as resolveAccessPattern(), and the
/// key condition builder's (an empty key, a value of the wrong type, reversed BETWEEN bounds, ...).
std::optional<std::string> planAccessPattern(const Scenario& scenario, const AccessPattern& pattern, FanOutPlan& out);

/// @brief planAccessPattern() for the pattern called @p name; an unknown name is an error that lists the
/// scenario's patterns.
std::optional<std::string> planAccessPattern(const Scenario& scenario, std::string_view name, FanOutPlan& out);

/// @brief One line that says what @p pattern reads, e.g. "GSI ByStatus, status = PENDING, createdAt begins_with
/// 2026-11, eventually consistent, 50 reads/s" (the CLI's list, the headings of queries.txt, the app).
std::string describeAccessPattern(const Scenario& scenario, const AccessPattern& pattern);

/// @brief The requests of every access pattern as `aws dynamodb query` commands (QueryFormat::Cli), each pattern
/// under the shell comments `# <name>: <description>` and `# <n> queries, at least <r> RCU (...)`, patterns
/// separated by a blank line; a pattern that cannot be planned shows `# cannot generate: <reason>` instead of its
/// commands. A scenario without access patterns gives one comment line saying so.
std::string accessPatternsText(const Scenario& scenario);

} // namespace partiscope
