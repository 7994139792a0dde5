#include "partiscope/table_description.h"

#include "partiscope/number_format.h"

#include <algorithm>
#include <cmath>

namespace partiscope {

namespace {

std::string percentText(double share) {
    return groupedNumber(share * 100) + " %";
}

/// @p what: "table" or "index", new when it has no previous peak.
std::string onDemandText(double previousPeakRcu, double previousPeakWcu, const char* what) {
    const std::string mode(enumName(kCapacityModeNames, CapacityMode::OnDemand));
    if (previousPeakRcu <= 0 && previousPeakWcu <= 0) {
        return mode + ", a new " + what;
    }
    return mode + ", previous peak " + groupedNumber(previousPeakRcu) + " RRU/s / " + groupedNumber(previousPeakWcu) +
           " WRU/s";
}

std::string provisionedText(double rcu, double wcu) {
    return std::string(enumName(kCapacityModeNames, CapacityMode::Provisioned)) + ", " + groupedNumber(rcu) +
           " RCU / " + groupedNumber(wcu) + " WCU";
}

/// "reads 5,000 RRU/s, writes not set" (@p readUnit " RRU"); empty when neither rate is set.
std::string readsAndWritesText(const std::optional<double>& reads, const std::optional<double>& writes,
                               const char* readUnit, const char* writeUnit) {
    if (!reads && !writes) {
        return {};
    }
    auto one = [](const std::optional<double>& value, const char* unit) {
        return value ? groupedNumber(*value) + unit + "/s" : std::string("not set");
    };
    return "reads " + one(reads, readUnit) + ", writes " + one(writes, writeUnit);
}

} // namespace

std::string keyAttributeText(const KeyAttribute& attribute) {
    return attribute.name + " (" + std::string(attributeTypeName(attribute.type)) + ")";
}

std::string dataSizeText(double sizeGb) {
    if (!(sizeGb > 0)) {
        return {};
    }
    TableSpec sizeOnly; // no capacity: only the size term of the formula
    sizeOnly.sizeGb = sizeGb;
    const std::uint32_t partitions = derivedPartitionCount(sizeOnly);
    return groupedNumber(sizeGb) + " GB -> at least " + countOf(partitions, "partition", "partitions");
}

std::string tablePartitionsText(const TableSpec& table) {
    if (table.partitions) {
        return groupedCount(*table.partitions) + " (pinned)";
    }
    const std::uint32_t derived = derivedPartitionCount(table);
    if (!(table.sizeGb > 0)) {
        return groupedCount(derived) + " (derived from the capacity)";
    }
    TableSpec capacityOnly = table;
    capacityOnly.sizeGb = 0;
    TableSpec sizeOnly;
    sizeOnly.sizeGb = table.sizeGb;
    return groupedCount(derived) + " (derived: the capacity needs " +
           groupedCount(derivedPartitionCount(capacityOnly)) + ", " + groupedNumber(table.sizeGb) + " GB needs " +
           groupedCount(derivedPartitionCount(sizeOnly)) + ")";
}

std::string warmThroughputText(const WarmThroughput& warm) {
    return readsAndWritesText(warm.readUnitsPerSecond, warm.writeUnitsPerSecond, "", "");
}

std::string tableCapacityText(const TableSpec& table) {
    std::string text = table.mode == CapacityMode::Provisioned
                           ? provisionedText(table.rcu, table.wcu)
                           : onDemandText(table.previousPeakRcu, table.previousPeakWcu, "table");
    if (const std::string warm = warmThroughputText(table.warmThroughput); !warm.empty()) {
        text += "; warm throughput " + warm;
    }
    return text;
}

std::string indexCapacityText(const GsiSpec& gsi, const TableSpec& table) {
    const std::string warm = warmThroughputText(gsi.warmThroughput);
    const std::string warmSuffix = warm.empty() ? std::string() : "; warm throughput " + warm;
    if (gsi.mode.value_or(table.mode) == CapacityMode::Provisioned) {
        return provisionedText(gsi.rcu, gsi.wcu) + warmSuffix;
    }
    std::string text = onDemandText(gsi.previousPeakRcu, gsi.previousPeakWcu, "index");
    if (const std::string maximum = maximumThroughputText(gsi.maxReadRequestUnits, gsi.maxWriteRequestUnits);
        !maximum.empty()) {
        text += "; maximum " + maximum;
    }
    return text + warmSuffix;
}

std::string maximumThroughputText(const std::optional<double>& maxReadRequestUnits,
                                  const std::optional<double>& maxWriteRequestUnits) {
    return readsAndWritesText(maxReadRequestUnits, maxWriteRequestUnits, " RRU", " WRU");
}

std::string projectionText(Projection projection, const std::vector<std::string>& nonKeyAttributes) {
    std::string text(enumName(kProjectionNames, projection));
    if (projection == Projection::Include) {
        text += ":";
        for (std::size_t i = 0; i < nonKeyAttributes.size(); ++i) {
            text += (i ? ", " : " ") + nonKeyAttributes[i];
        }
    }
    return text;
}

std::string indexKeySharesText(const std::vector<WorkloadKey>& keys, std::size_t maxListed) {
    if (keys.empty()) {
        return "none: no item writes to this index";
    }
    std::string text;
    double sum = 0;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const WorkloadKey& k = keys[i];
        sum += k.weight;
        if (i >= maxListed) {
            continue;
        }
        text += (i ? ", " : "") + k.key + " " + percentText(k.weight);
        if (k.sortKey != SortKeyShape::Random) {
            text += " (" + std::string(enumName(kSortKeyShapeNames, k.sortKey)) + " sort key)";
        }
        if (k.partition) {
            text += " (pinned to partition " + std::to_string(*k.partition) + ")";
        }
    }
    if (keys.size() > maxListed) {
        text += " and " + countOf(keys.size() - maxListed, "more key", "more keys");
    }
    // Shares are absolute: below 1 in all, the other items lack the index's key attribute (a sparse index).
    if (sum < 1 - 1e-9) {
        text += "; sparse: " + percentText(1 - sum) + " of items write nothing there";
    }
    return text;
}

std::string sortKeyConditionText(const std::string& attribute, const AccessPattern::SortKeyCondition& condition) {
    switch (condition.op) {
    case SortKeyOperator::Eq:
        return attribute + " = " + condition.value;
    case SortKeyOperator::Lt:
        return attribute + " < " + condition.value;
    case SortKeyOperator::Le:
        return attribute + " <= " + condition.value;
    case SortKeyOperator::Gt:
        return attribute + " > " + condition.value;
    case SortKeyOperator::Ge:
        return attribute + " >= " + condition.value;
    case SortKeyOperator::Between:
        return attribute + " BETWEEN " + condition.value + " AND " + condition.value2.value_or("?");
    case SortKeyOperator::BeginsWith:
        return "begins_with(" + attribute + ", " + condition.value + ")";
    }
    return attribute;
}

KeySchema targetKeySchema(const TableSpec& table, const std::string& target) {
    if (const GsiSpec* gsi = findGsi(table, target)) {
        return KeySchema{gsi->partitionKey, gsi->sortKey};
    }
    if (const LsiSpec* lsi = findLsi(table, target)) {
        return KeySchema{table.keySchema.partitionKey, lsi->sortKey};
    }
    return table.keySchema;
}

std::string targetText(const TableSpec& table, const std::string& target) {
    if (findGsi(table, target)) {
        return "GSI " + target;
    }
    if (findLsi(table, target)) {
        return "LSI " + target;
    }
    return target.empty() ? std::string("table") : target;
}

bool tableIsDescribed(const TableSpec& table) {
    return !table.name.empty() || table.keySchema != KeySchema{} || table.sizeGb > 0 || !table.gsis.empty() ||
           !table.lsis.empty() || table.maxReadRequestUnits || table.maxWriteRequestUnits ||
           table.warmThroughput.isSet() || table.accountMaxRcu != limits::kDefaultAccountMaxRcu ||
           table.accountMaxWcu != limits::kDefaultAccountMaxWcu;
}

} // namespace partiscope
