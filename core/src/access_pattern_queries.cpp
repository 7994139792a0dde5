// Access patterns turned into per-shard Query requests: the pattern's target resolved against the table (index,
// key names and types, strategy, consistency), then the key condition builder and the fan-out plan.
#include "partiscope/access_pattern_queries.h"

#include "partiscope/design_report.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace partiscope {

namespace {

std::string quoted(std::string_view text) {
    // Appended piece by piece: GCC 12 at -O3 flags "'" + std::string(...) with a false -Wrestrict.
    std::string out;
    out.reserve(text.size() + 2);
    out += '\'';
    out += text;
    out += '\'';
    return out;
}

/// Read units are multiples of 0.5: "5", "2.5".
std::string readUnitsText(double units) {
    std::ostringstream out;
    out << units;
    return out.str();
}

std::string patternNames(const Scenario& scenario) {
    if (scenario.accessPatterns.empty()) {
        return "it has none";
    }
    std::string names;
    for (const auto& pattern : scenario.accessPatterns) {
        names += (names.empty() ? "" : ", ") + quoted(pattern.name);
    }
    return "it has " + names;
}

std::string indexNames(const Scenario& scenario) {
    std::string names;
    for (const auto& gsi : scenario.table.gsis) {
        names += (names.empty() ? "GSI " : ", GSI ") + gsi.name;
    }
    for (const auto& lsi : scenario.table.lsis) {
        names += (names.empty() ? "LSI " : ", LSI ") + lsi.name;
    }
    return names.empty() ? "the table has no index" : "the table has " + names;
}

/// A shell comment line of @p text: a line break or other control character in a name or a key must not end the
/// comment (the next line would be a command).
std::string commentLine(std::string_view text) {
    std::string line = "# ";
    for (const char c : text) {
        line += static_cast<unsigned char>(c) < 0x20 || c == 0x7F ? ' ' : c;
    }
    return line + "\n";
}

/// "the table", "GSI ByStatus", "LSI ByDate".
std::string targetLabel(const AccessPatternTarget& target) {
    return target.kind == "table" ? std::string("the table") : target.kind + " " + target.query.index;
}

} // namespace

std::string scenarioTableName(const Scenario& scenario) {
    return scenario.table.name.empty() ? reportTableName(scenario) : scenario.table.name;
}

const AccessPattern* findAccessPattern(const Scenario& scenario, std::string_view name) {
    const auto& patterns = scenario.accessPatterns;
    const auto found =
        std::find_if(patterns.begin(), patterns.end(), [&](const AccessPattern& p) { return p.name == name; });
    return found == patterns.end() ? nullptr : &*found;
}

AccessPatternTarget tableReadTarget(const Scenario& scenario) {
    AccessPatternTarget target;
    target.kind = "table";
    target.query.table = scenarioTableName(scenario);
    target.query.partitionKeyName = scenario.table.keySchema.partitionKey.name;
    target.query.partitionKeyType = scenario.table.keySchema.partitionKey.type;
    // A transactional read of one key is still served by the table's strongly consistent path.
    target.query.consistentRead = scenario.workload.consistency != Consistency::Eventual;
    target.strategy = scenario.strategy;
    return target;
}

std::optional<std::string> resolveAccessPattern(const Scenario& scenario, const AccessPattern& pattern,
                                                AccessPatternTarget& out) {
    const std::string where = "access pattern " + quoted(pattern.name) + ": ";
    AccessPatternTarget target;
    target.query.table = scenarioTableName(scenario);
    KeyAttribute partitionKey = scenario.table.keySchema.partitionKey;
    std::optional<KeyAttribute> sortKey = scenario.table.keySchema.sortKey;
    target.strategy = scenario.strategy;
    target.kind = "table";
    if (!pattern.target.empty()) {
        const auto& gsis = scenario.table.gsis;
        const auto& lsis = scenario.table.lsis;
        const auto gsi =
            std::find_if(gsis.begin(), gsis.end(), [&](const GsiSpec& g) { return g.name == pattern.target; });
        const auto lsi =
            std::find_if(lsis.begin(), lsis.end(), [&](const LsiSpec& l) { return l.name == pattern.target; });
        if (gsi != gsis.end()) {
            target.kind = "GSI";
            partitionKey = gsi->partitionKey;
            sortKey = gsi->sortKey;
            target.strategy = gsi->strategy; // the index key is sharded by the index's own strategy
        } else if (lsi != lsis.end()) {
            target.kind = "LSI"; // the table's partition key (and so its strategy), another sort key
            target.query.localIndex = true;
            sortKey = lsi->sortKey;
        } else {
            return where + "its target " + quoted(pattern.target) + " is no index of the table (" +
                   indexNames(scenario) + ")";
        }
        target.query.index = pattern.target;
    }
    target.query.partitionKeyName = partitionKey.name;
    target.query.partitionKeyType = partitionKey.type;
    // Query reads eventually or strongly consistently (API Query, ConsistentRead); a GSI only eventually.
    if (pattern.consistency == Consistency::Transactional) {
        return where + "a Query cannot be transactional (use eventual or strong)";
    }
    if (pattern.consistency == Consistency::Strong && target.kind == "GSI") {
        return where + "GSI " + target.query.index + " is read eventually consistently only (DynamoDB does not " +
               "support strongly consistent reads of a global secondary index)";
    }
    target.query.consistentRead = pattern.consistency == Consistency::Strong;
    if (pattern.sortKeyCondition) {
        if (!sortKey) {
            return where + "it has a sort-key condition, but " + targetLabel(target) + " has no sort key";
        }
        SortKeyCondition condition;
        condition.name = sortKey->name;
        condition.type = sortKey->type;
        condition.op = pattern.sortKeyCondition->op;
        condition.value = pattern.sortKeyCondition->value;
        condition.value2 = pattern.sortKeyCondition->value2;
        target.query.sortKey = std::move(condition);
    }
    if (target.strategy.kind != StrategyKind::None && partitionKey.type != AttributeType::S) {
        return where + "the partition key " + quoted(partitionKey.name) + " of " + targetLabel(target) + " is " +
               std::string(attributeTypeName(partitionKey.type)) +
               ", but a sharded key is a string (key + separator + suffix)";
    }
    out = std::move(target);
    return std::nullopt;
}

std::optional<std::string> planAccessPattern(const Scenario& scenario, const AccessPattern& pattern, FanOutPlan& out) {
    AccessPatternTarget target;
    if (auto problem = resolveAccessPattern(scenario, pattern, target)) {
        return problem;
    }
    const std::string where = "access pattern " + quoted(pattern.name) + ": ";
    if (pattern.key.empty()) {
        return where + "its key is empty"; // sharded, it would still make non-empty physical keys ("#1", ...)
    }
    ShardStrategy strategy;
    std::string error;
    if (!ShardStrategy::create(target.strategy, strategy, error)) {
        return where + "the strategy of " + targetLabel(target) + ": " + error;
    }
    if (auto problem = planFanOut(target.query, strategy, pattern.key, std::nullopt, out)) {
        return where + *problem;
    }
    return std::nullopt;
}

std::optional<std::string> planAccessPattern(const Scenario& scenario, std::string_view name, FanOutPlan& out) {
    const AccessPattern* pattern = findAccessPattern(scenario, name);
    if (!pattern) {
        return "no access pattern is called " + quoted(name) + " (" + patternNames(scenario) + ")";
    }
    return planAccessPattern(scenario, *pattern, out);
}

std::string describeAccessPattern(const Scenario& scenario, const AccessPattern& pattern) {
    AccessPatternTarget target;
    std::string text;
    if (resolveAccessPattern(scenario, pattern, target)) {
        // Described as written, so that the user can see what to fix.
        text = pattern.target.empty() ? "table" : "index " + pattern.target;
        text += ", key " + quoted(pattern.key);
    } else {
        text = target.kind == "table" ? std::string("table") : target.kind + " " + target.query.index;
        text += ", " + target.query.partitionKeyName + " = " + quoted(pattern.key);
        if (target.query.sortKey) {
            const auto& sk = *target.query.sortKey;
            text += ", " + sk.name + " " + std::string(sortKeyOperatorName(sk.op)) + " " + quoted(sk.value);
            if (sk.value2) {
                text += " and " + quoted(*sk.value2);
            }
        }
    }
    text += pattern.consistency == Consistency::Eventual ? ", eventually consistent"
            : pattern.consistency == Consistency::Strong ? ", strongly consistent"
                                                         : ", transactional";
    if (pattern.readsPerS > 0) {
        text += ", " + readUnitsText(pattern.readsPerS) + " reads/s";
    }
    return text;
}

std::string accessPatternsText(const Scenario& scenario) {
    if (scenario.accessPatterns.empty()) {
        return "# The scenario has no access patterns (\"access_patterns\" in the scenario file).\n";
    }
    std::string text;
    for (const auto& pattern : scenario.accessPatterns) {
        if (!text.empty()) {
            text += "\n";
        }
        text += commentLine(pattern.name + ": " + describeAccessPattern(scenario, pattern));
        FanOutPlan plan;
        std::string commands;
        std::optional<std::string> problem = planAccessPattern(scenario, pattern, plan);
        if (!problem) {
            problem = formatPlan(plan, QueryFormat::Cli, commands);
        }
        if (problem) {
            text += commentLine("cannot generate: " + *problem);
            continue;
        }
        const auto count = plan.requests.size();
        text += "# " + std::to_string(count) + (count == 1 ? " query" : " queries") + ", at least " +
                readUnitsText(plan.minimumReadUnits) + " RCU (" + plan.consistency + ")\n";
        text += commands;
    }
    return text;
}

} // namespace partiscope
