// Items to scenario: counts and sizes per partition-key value, the GSIs' key shares, and the table's size.
#include "partiscope/import/item_tally.h"

#include "../scenario_rules.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/key_validation.h"
#include "partiscope/number_format.h"

#include <algorithm>
#include <unordered_map>

namespace partiscope {

namespace {

constexpr double kBytesPerKb = 1024.0;
constexpr double kBytesPerGb = limits::kKbPerGb * kBytesPerKb;
/// DynamoDB's item size limit (400 KB), in bytes: a bigger item cannot be in a table.
constexpr auto kItemMaxBytes = static_cast<std::uint64_t>(limits::kItemMaxKb * kBytesPerKb);

struct KeyCounts {
    std::uint64_t items = 0;
    std::uint64_t bytes = 0;
};

/// A GSI's key attributes as indexes into keyNames, and its partition-key values' item counts.
struct IndexTally {
    std::string name;
    std::size_t partitionKey = 0;
    std::optional<std::size_t> sortKey;
    std::unordered_map<std::string, std::uint64_t> counts;
};

/// Entries of @p counts as scenario keys, most items first, then by key text (so the output does not depend on
/// the hash map's order).
template <typename Map, typename Weight>
std::vector<WorkloadKey> sortedKeys(const Map& counts, Weight weightOf) {
    std::vector<const typename Map::value_type*> entries;
    entries.reserve(counts.size());
    for (const auto& entry : counts) {
        entries.push_back(&entry);
    }
    auto itemsOf = [](const auto* entry) {
        if constexpr (std::is_same_v<std::decay_t<decltype(entry->second)>, KeyCounts>) {
            return entry->second.items;
        } else {
            return entry->second;
        }
    };
    std::sort(entries.begin(), entries.end(), [&](const auto* a, const auto* b) {
        return itemsOf(a) != itemsOf(b) ? itemsOf(a) > itemsOf(b) : a->first < b->first;
    });
    std::vector<WorkloadKey> keys;
    keys.reserve(entries.size());
    for (const auto* entry : entries) {
        WorkloadKey key;
        key.key = entry->first;
        weightOf(*entry, key);
        keys.push_back(std::move(key));
    }
    return keys;
}

} // namespace

struct TableItemTally::State {
    TableSpec table;
    std::vector<std::string> keyNames;
    std::vector<AttributeType> keyTypes; ///< the type each of keyNames must have
    std::size_t sortKey = 0;             ///< index of the table's sort key in keyNames (when it has one)
    std::vector<IndexTally> indexes;
    std::unordered_map<std::string, KeyCounts> keys;
    std::uint64_t items = 0;
    std::uint64_t bytes = 0;

    /// The position of @p attribute in keyNames, added on first sight (a name has one type in a table).
    std::size_t slotOf(const KeyAttribute& attribute) {
        const auto found = std::find(keyNames.begin(), keyNames.end(), attribute.name);
        if (found != keyNames.end()) {
            return static_cast<std::size_t>(found - keyNames.begin());
        }
        keyNames.push_back(attribute.name);
        keyTypes.push_back(attribute.type);
        return keyNames.size() - 1;
    }
};

TableItemTally::TableItemTally(TableSpec table) : m_state(std::make_shared<State>()) {
    State& s = *m_state;
    s.table = std::move(table);
    s.slotOf(s.table.keySchema.partitionKey); // slot 0
    if (s.table.keySchema.sortKey) {
        s.sortKey = s.slotOf(*s.table.keySchema.sortKey);
    }
    for (const GsiSpec& gsi : s.table.gsis) {
        IndexTally index;
        index.name = gsi.name;
        index.partitionKey = s.slotOf(gsi.partitionKey);
        if (gsi.sortKey) {
            index.sortKey = s.slotOf(*gsi.sortKey);
        }
        s.indexes.push_back(std::move(index));
    }
    for (const LsiSpec& lsi : s.table.lsis) {
        s.slotOf(lsi.sortKey);
    }
}

const std::vector<std::string>& TableItemTally::keyNames() const noexcept {
    return m_state->keyNames;
}

std::uint64_t TableItemTally::items() const noexcept {
    return m_state->items;
}

std::uint64_t TableItemTally::distinctKeys() const noexcept {
    return m_state->keys.size();
}

bool TableItemTally::add(const ItemFacts& item, std::string& error) {
    State& s = *m_state;
    if (item.keys.size() != s.keyNames.size()) {
        error = "read " + std::to_string(item.keys.size()) + " key attributes, expected " +
                std::to_string(s.keyNames.size());
        return false;
    }
    if (item.sizeBytes > kItemMaxBytes) {
        error = "the item is " + groupedCount(item.sizeBytes) + " bytes, over DynamoDB's 400 KB item limit (" +
                groupedCount(kItemMaxBytes) + " bytes)";
        return false;
    }
    for (std::size_t i = 0; i < item.keys.size(); ++i) {
        if (item.keys[i] && item.keys[i]->type != s.keyTypes[i]) {
            error = "'" + s.keyNames[i] + "' is " + std::string(attributeTypeName(item.keys[i]->type)) +
                    ", the key schema says " + std::string(attributeTypeName(s.keyTypes[i]));
            return false;
        }
    }
    const auto& partitionKey = item.keys[0];
    if (!partitionKey) {
        error = "missing the partition key attribute '" + s.keyNames[0] + "'";
        return false;
    }
    if (s.table.keySchema.sortKey && !item.keys[s.sortKey]) {
        error = "missing the sort key attribute '" + s.keyNames[s.sortKey] + "'";
        return false;
    }
    if (auto problem = partitionKeyProblem(partitionKey->text)) {
        error = "'" + s.keyNames[0] + "': " + *problem;
        return false;
    }
    // Check every index value before counting anything, so that a refused item leaves the tally as it was.
    for (const IndexTally& index : s.indexes) {
        const auto& value = item.keys[index.partitionKey];
        if (value) {
            if (auto problem = partitionKeyProblem(value->text)) {
                error = "'" + s.keyNames[index.partitionKey] + "' (key of index " + index.name + "): " + *problem;
                return false;
            }
            if (index.counts.size() >= kMaxKeys && !index.counts.count(value->text)) {
                error = "index " + index.name + " has more than " + groupedCount(kMaxKeys) +
                        " distinct partition-key values (a scenario's limit)";
                return false;
            }
        }
    }
    if (s.keys.size() >= kMaxKeys && !s.keys.count(partitionKey->text)) {
        error =
            "the table has more than " + groupedCount(kMaxKeys) + " distinct partition-key values (a scenario's limit)";
        return false;
    }
    KeyCounts& counts = s.keys[partitionKey->text];
    ++counts.items;
    counts.bytes += item.sizeBytes;
    ++s.items;
    s.bytes += item.sizeBytes;
    for (IndexTally& index : s.indexes) {
        const auto& value = item.keys[index.partitionKey];
        // An item is in a GSI only when it has all the index's key attributes (sparse index).
        if (value && (!index.sortKey || item.keys[*index.sortKey])) {
            ++index.counts[value->text];
        }
    }
    return true;
}

Scenario TableItemTally::toScenario(std::string name, ImportSource source) const {
    const State& s = *m_state;
    Scenario scenario;
    scenario.name = std::move(name);
    scenario.table = s.table;
    scenario.table.sizeGb = static_cast<double>(s.bytes) / kBytesPerGb;
    WorkloadSpec& w = scenario.workload;
    w.durationS = kImportedDurationS;
    if (s.items > 0) {
        const double meanKb = static_cast<double>(s.bytes) / static_cast<double>(s.items) / kBytesPerKb;
        w.itemKb = std::clamp(meanKb, scenario_rules::kMinItemKb, limits::kItemMaxKb);
    }
    w.keys = sortedKeys(s.keys, [](const auto& entry, WorkloadKey& key) {
        key.weight = static_cast<double>(entry.second.items);
        key.sizeGb = static_cast<double>(entry.second.bytes) / kBytesPerGb;
    });
    for (const IndexTally& index : s.indexes) {
        if (index.counts.empty()) {
            continue;
        }
        const double all = static_cast<double>(s.items);
        w.indexKeys[index.name] = sortedKeys(index.counts, [all](const auto& entry, WorkloadKey& key) {
            key.weight = static_cast<double>(entry.second) / all;
        });
    }
    source.items = s.items;
    source.weights = WeightBasis::ItemCount;
    scenario.source = std::move(source);
    return scenario;
}

} // namespace partiscope
