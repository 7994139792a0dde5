#pragma once

#include "partiscope/import/dynamodb_item.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>

namespace partiscope::import_detail {

/// Where and why an item cannot be read: a JSON path inside the item (type errors) or a line and column counted
/// from the item's first byte (JSON syntax errors), and the problem in words.
struct ItemProblem {
    std::string path;         ///< e.g. "/PK" or "/tags/L/2/S"; empty for the item itself or a syntax error
    std::uint64_t line = 0;   ///< 1-based inside the item; 0 when the problem is not a syntax error
    std::uint64_t column = 0; ///< 1-based
    std::string message;

    /// "LINE:COLUMN: message", "/path: message" or the message alone (the item itself).
    [[nodiscard]] std::string text() const;
};

/// Reads items one after another with one simdjson parser (its buffers grow to the largest item and are reused):
/// the importers call read() for every item of a file, in place inside their read buffer.
class DynamoItemReader {
public:
    DynamoItemReader();
    ~DynamoItemReader();
    DynamoItemReader(const DynamoItemReader&) = delete;
    DynamoItemReader& operator=(const DynamoItemReader&) = delete;

    /// The item is data[0, length); data[length, capacity) must be readable, with capacity >= length +
    /// SIMDJSON_PADDING (simdjson reads past the end in wide loads). Fills @p out (ItemFacts::keys in the order of
    /// @p keyNames) or returns false with @p problem.
    bool read(const char* data, std::size_t length, std::size_t capacity, std::span<const std::string> keyNames,
              ItemFacts& out, ItemProblem& problem);

private:
    struct Parser;
    std::unique_ptr<Parser> m_parser;
};

/// The bytes simdjson may read past an item's end (SIMDJSON_PADDING), for buffers sized without simdjson.h.
std::size_t itemPaddingBytes() noexcept;

/// DynamoDB's size of a number attribute (DG "Item sizes and formats"): 1 byte per two significant digits, rounded
/// up, plus 1; leading and trailing zeros do not count, zero counts as one digit. False when @p text is not a number
/// (optional sign, digits with an optional decimal point, optional exponent).
bool numberSizeBytes(std::string_view text, std::uint64_t& bytes) noexcept;

/// The decoded length of standard base64 text (with its '=' padding); false when @p text is not base64.
bool base64DecodedBytes(std::string_view text, std::uint64_t& bytes) noexcept;

} // namespace partiscope::import_detail
