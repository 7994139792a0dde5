#pragma once

#include "partiscope/key_schema.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

/// @brief One item in DynamoDB JSON (`{"PK": {"S": "A"}, "n": {"N": "1.50"}, ...}`, the shape of scan output,
/// S3 exports and Workbench TableData): its size by DynamoDB's rules and the key values the importers need.
namespace partiscope {

/// @brief A scalar key value as DynamoDB JSON writes it: S and N as text, B as its base64 text.
struct TypedKeyValue {
    AttributeType type = AttributeType::S;
    std::string text;
    bool operator==(const TypedKeyValue&) const = default;
};

/// @brief What an import needs from one item.
struct ItemFacts {
    /// DynamoDB's item size (DG "Item sizes and formats"): per attribute the UTF-8 bytes of its name plus its value:
    /// S its UTF-8 bytes; N 1 byte per two significant digits (leading and trailing zeros trimmed) + 1; B its raw
    /// (base64-decoded) bytes; BOOL and NULL 1; SS/NS/BS the sum of their elements; L and M 3 bytes + 1 per element
    /// + the elements (a map's member names included).
    std::uint64_t sizeBytes = 0;
    /// The values of the attributes asked for, in the order asked; nullopt where the item lacks the attribute.
    std::vector<std::optional<TypedKeyValue>> keys;
};

/// @brief Reads one item from @p itemJson. A key attribute asked for must be S, N or B when present. On error
/// returns false with @p error as "<json path inside the item>: <problem>" (e.g. "/PK: expected an attribute value
/// object like {\"S\": ...}") or "LINE:COLUMN: JSON syntax error: ..." counted from the item's first byte.
bool readDynamoItem(std::string_view itemJson, std::span<const std::string> keyNames, ItemFacts& out,
                    std::string& error);

} // namespace partiscope
