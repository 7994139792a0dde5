#include "describe_table.h"

#include "../scenario_rules.h"
#include "aws_json_object.h"

#include "partiscope/input_files.h"
#include "partiscope/number_format.h"

#include <algorithm>
#include <map>

namespace partiscope::import_detail {

namespace {

using AttributeTypes = std::map<std::string, AttributeType>;

AttributeTypes readAttributeDefinitions(const AwsObject& table) {
    AttributeTypes types;
    const Json& definitions = table.array("AttributeDefinitions");
    for (std::size_t i = 0; i < definitions.size(); ++i) {
        const AwsObject definition(definitions[i], table.pathOf("AttributeDefinitions") + "/" + std::to_string(i));
        const std::string name = definition.string("AttributeName");
        const std::string typeText = definition.string("AttributeType");
        AttributeType type{};
        if (!parseAttributeType(typeText, type)) {
            definition.fail("AttributeType", "expected S, N or B, got \"" + typeText + "\"");
        }
        types[name] = type;
    }
    return types;
}

/// A KeySchema array: one HASH element and at most one RANGE element, each typed by AttributeDefinitions.
KeySchema readKeySchema(const AwsObject& owner, const AttributeTypes& types) {
    const Json& elements = owner.array("KeySchema");
    std::optional<KeyAttribute> hash;
    std::optional<KeyAttribute> range;
    for (std::size_t i = 0; i < elements.size(); ++i) {
        const AwsObject element(elements[i], owner.pathOf("KeySchema") + "/" + std::to_string(i));
        const std::string name = element.string("AttributeName");
        const std::string keyType = element.string("KeyType");
        const auto type = types.find(name);
        if (type == types.end()) {
            element.fail("AttributeName", "'" + name + "' is not in /Table/AttributeDefinitions (its type is unknown)");
        }
        auto& slot = keyType == "HASH" ? hash : range;
        if (keyType != "HASH" && keyType != "RANGE") {
            element.fail("KeyType", "expected HASH or RANGE, got \"" + keyType + "\"");
        }
        if (slot) {
            element.fail("KeyType", "a second " + keyType + " key (a key schema has one of each at most)");
        }
        slot = KeyAttribute{name, type->second};
    }
    if (!hash) {
        owner.fail("KeySchema", "no HASH (partition key) element");
    }
    return KeySchema{*hash, range};
}

Projection readProjection(const AwsObject& index, std::vector<std::string>& nonKeyAttributes) {
    const AwsObject projection = index.object("Projection");
    const std::string type = projection.string("ProjectionType");
    if (type == "ALL") {
        return Projection::All;
    }
    if (type == "KEYS_ONLY") {
        return Projection::KeysOnly;
    }
    if (type != "INCLUDE") {
        projection.fail("ProjectionType", "expected ALL, KEYS_ONLY or INCLUDE, got \"" + type + "\"");
    }
    const Json& names = projection.array("NonKeyAttributes");
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (!names[i].is_string()) {
            throw AwsJsonError{projection.pathOf("NonKeyAttributes") + "/" + std::to_string(i),
                               std::string("expected a string, got ") + jsonTypeName(names[i])};
        }
        nonKeyAttributes.push_back(names[i].get<std::string>());
    }
    return Projection::Include;
}

/// OnDemandThroughput: -1 (or absent) means no maximum.
void readOnDemandMaximum(const AwsObject& owner, std::optional<double>& maxRead, std::optional<double>& maxWrite) {
    const auto throughput = owner.optionalObject("OnDemandThroughput");
    if (!throughput) {
        return;
    }
    const auto positive = [](std::optional<double> value) { return value && *value > 0 ? value : std::nullopt; };
    maxRead = positive(throughput->optionalNumber("MaxReadRequestUnits"));
    maxWrite = positive(throughput->optionalNumber("MaxWriteRequestUnits"));
}

/// WarmThroughput {ReadUnitsPerSecond, WriteUnitsPerSecond, Status}: describe-table reports it for every table and
/// GSI (a new on-demand table's 12,000 / 4,000, a provisioned table's capacity at least). Kept as reported; 0 or
/// absent is no figure.
WarmThroughput readWarmThroughput(const AwsObject& owner) {
    WarmThroughput warm;
    const auto object = owner.optionalObject("WarmThroughput");
    if (!object) {
        return warm;
    }
    const auto rate = [&](const char* name) -> std::optional<double> {
        const std::optional<double> value = object->optionalNumber(name);
        if (!value || *value <= 0) {
            return std::nullopt;
        }
        if (*value > scenario_rules::kMaxRequestUnits) {
            object->fail(name, "expected at most " +
                                   groupedCount(static_cast<std::uint64_t>(scenario_rules::kMaxRequestUnits)) +
                                   " units per second, got " + generalNumber(*value));
        }
        return value;
    };
    warm.readUnitsPerSecond = rate("ReadUnitsPerSecond");
    warm.writeUnitsPerSecond = rate("WriteUnitsPerSecond");
    return warm;
}

void readTable(const AwsObject& table, DescribedTable& out) {
    TableSpec& spec = out.table;
    spec.name = table.string("TableName");
    const AttributeTypes types = readAttributeDefinitions(table);
    spec.keySchema = readKeySchema(table, types);

    spec.mode = CapacityMode::Provisioned; // DescribeTable leaves BillingModeSummary out for provisioned tables
    if (const auto billing = table.optionalObject("BillingModeSummary")) {
        const std::string mode = billing->string("BillingMode");
        if (mode == "PAY_PER_REQUEST") {
            spec.mode = CapacityMode::OnDemand;
        } else if (mode != "PROVISIONED") {
            billing->fail("BillingMode", "expected PROVISIONED or PAY_PER_REQUEST, got \"" + mode + "\"");
        }
    }
    if (spec.mode == CapacityMode::Provisioned) {
        const AwsObject throughput = table.object("ProvisionedThroughput");
        spec.rcu = throughput.number("ReadCapacityUnits");
        spec.wcu = throughput.number("WriteCapacityUnits");
    }
    readOnDemandMaximum(table, spec.maxReadRequestUnits, spec.maxWriteRequestUnits);
    spec.warmThroughput = readWarmThroughput(table);
    if (const auto stream = table.optionalObject("StreamSpecification")) {
        if (stream->has("StreamEnabled") && !stream->required("StreamEnabled").is_boolean()) {
            stream->fail("StreamEnabled",
                         std::string("expected true or false, got ") + jsonTypeName(stream->required("StreamEnabled")));
        }
        spec.streams = stream->has("StreamEnabled") && stream->required("StreamEnabled").get<bool>();
    }

    if (table.has("GlobalSecondaryIndexes")) {
        const Json& gsis = table.array("GlobalSecondaryIndexes");
        for (std::size_t i = 0; i < gsis.size(); ++i) {
            const AwsObject index(gsis[i], table.pathOf("GlobalSecondaryIndexes") + "/" + std::to_string(i));
            GsiSpec gsi;
            gsi.name = index.string("IndexName");
            const KeySchema keys = readKeySchema(index, types);
            gsi.partitionKey = keys.partitionKey;
            gsi.sortKey = keys.sortKey;
            gsi.projection = readProjection(index, gsi.nonKeyAttributes);
            if (spec.mode == CapacityMode::Provisioned) {
                const AwsObject throughput = index.object("ProvisionedThroughput");
                gsi.rcu = throughput.number("ReadCapacityUnits");
                gsi.wcu = throughput.number("WriteCapacityUnits");
            }
            readOnDemandMaximum(index, gsi.maxReadRequestUnits, gsi.maxWriteRequestUnits);
            gsi.warmThroughput = readWarmThroughput(index);
            spec.gsis.push_back(std::move(gsi));
        }
    }
    if (spec.mode == CapacityMode::Provisioned) {
        // A live table provisioned above the default per-table quota shows that the account's quota was raised
        // (DynamoDB provisions no more than the quota to a table or any of its GSIs): state it, so the scenario holds.
        spec.accountMaxRcu = std::max(spec.accountMaxRcu, spec.rcu);
        spec.accountMaxWcu = std::max(spec.accountMaxWcu, spec.wcu);
        for (const GsiSpec& gsi : spec.gsis) {
            spec.accountMaxRcu = std::max(spec.accountMaxRcu, gsi.rcu);
            spec.accountMaxWcu = std::max(spec.accountMaxWcu, gsi.wcu);
        }
    }
    if (table.has("LocalSecondaryIndexes")) {
        const Json& lsis = table.array("LocalSecondaryIndexes");
        for (std::size_t i = 0; i < lsis.size(); ++i) {
            const AwsObject index(lsis[i], table.pathOf("LocalSecondaryIndexes") + "/" + std::to_string(i));
            LsiSpec lsi;
            lsi.name = index.string("IndexName");
            const KeySchema keys = readKeySchema(index, types);
            if (!keys.sortKey) {
                index.fail("KeySchema", "no RANGE (sort key) element: a local secondary index has one");
            }
            if (keys.partitionKey.name != spec.keySchema.partitionKey.name) {
                index.fail("KeySchema", "the HASH key '" + keys.partitionKey.name +
                                            "' is not the table's partition key '" + spec.keySchema.partitionKey.name +
                                            "'");
            }
            lsi.sortKey = *keys.sortKey;
            lsi.projection = readProjection(index, lsi.nonKeyAttributes);
            spec.lsis.push_back(std::move(lsi));
        }
    }
    out.itemCount = table.optionalCount("ItemCount");
    out.tableSizeBytes = table.optionalCount("TableSizeBytes");
}

} // namespace

bool readDescribeTable(std::string_view json, DescribedTable& out, std::string& error) {
    Json doc;
    if (!parseJsonStrictly(json, doc, error)) {
        return false;
    }
    try {
        DescribedTable read;
        const AwsObject root(doc, "");
        readTable(root.object("Table"), read);
        out = std::move(read);
        return true;
    } catch (const AwsJsonError& e) {
        error = (e.path.empty() ? "/" : e.path) + ": " + e.message;
        return false;
    }
}

} // namespace partiscope::import_detail
