#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace partiscope {

/// @brief A key attribute's scalar type, as DynamoDB's AttributeDefinitions name it.
enum class AttributeType { S, N, B };
/// @brief A KeyConditionExpression's comparison on the sort key (`=`, `<`, `<=`, `>`, `>=`, BETWEEN, begins_with).
enum class SortKeyOperator { Eq, Lt, Le, Gt, Ge, Between, BeginsWith };

bool parseAttributeType(std::string_view text, AttributeType& out) noexcept;
/// Names as scenario files and CLI flags write them: eq, lt, le, gt, ge, between, begins_with.
bool parseSortKeyOperator(std::string_view text, SortKeyOperator& out) noexcept;
std::string_view attributeTypeName(AttributeType type) noexcept;
std::string_view sortKeyOperatorName(SortKeyOperator op) noexcept;

/// @brief One key attribute: its name in the items and its type.
struct KeyAttribute {
    std::string name;
    AttributeType type = AttributeType::S;

    bool operator==(const KeyAttribute&) const = default;
};

/// @brief A table's or an index's primary key: a partition key and, for a composite key, a sort key.
struct KeySchema {
    KeyAttribute partitionKey{"PK", AttributeType::S};
    std::optional<KeyAttribute> sortKey;

    bool operator==(const KeySchema&) const = default;
};

} // namespace partiscope
