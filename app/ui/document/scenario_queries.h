#pragma once

#include <partiscope/key_condition.h>
#include <partiscope/scenario.h>
#include <partiscope/shard_strategy.h>

#include <QString>
#include <QStringList>

#include <string>

namespace partiscope::ui {

/// The DynamoDB table name for a scenario's queries (core's scenarioTableName()): the table's name, else the
/// scenario's name with every character DynamoDB does not allow in table names turned into '-', or "Table" when
/// that leaves fewer than 3 characters.
QString tableNameFor(const Scenario& scenario);

/// What the generated queries of a key picked in the app read: the scenario's table and its partition key
/// attribute (core's tableReadTarget()).
QueryTarget queryTargetFor(const Scenario& scenario);

/// The per-shard requests that read one logical key back, in one format.
struct GeneratedQueries {
    QString error;            ///< non-empty: nothing was generated, and this says why
    QString text;             ///< the whole plan: exactly formatPlan()'s output
    QStringList requests;     ///< each request alone in the same format (what "copy one" copies)
    QStringList physicalKeys; ///< the key each request reads, in the same order
    QString summary;          ///< "10 queries, at least 5 RCU (eventually consistent)"
};

/// Plans the fan-out of @p logicalKey under @p strategy (planFanOut) and formats it (formatPlan).
GeneratedQueries generateQueries(const QueryTarget& target, const StrategyConfig& strategy,
                                 const std::string& logicalKey, QueryFormat format);

/// An access pattern's requests (core's planAccessPattern()) in one format: what `partiscope-cli queries --scenario
/// FILE --pattern NAME --format F` prints.
GeneratedQueries generatePatternQueries(const Scenario& scenario, const AccessPattern& pattern, QueryFormat format);

/// The scenario's workload as a key list for the analysis: one "key TAB count" line per workload key, the
/// count being the key's expected requests over the whole run (core's forEachProportionalKeyCount()).
QString scenarioKeyText(const Scenario& scenario);

/// What the key editor shows for a document: keys the user typed (an explicit list whose weights are all whole
/// counts) as they were typed, "key TAB count"; anything else (a generator, fractional weights) as scenarioKeyText.
/// The same lines as core's forEachKeyListCount(); keyListFromWorkload() gives their reading without the text.
QString editorKeyText(const Scenario& scenario);

} // namespace partiscope::ui
