#include "dynamodb_item_reader.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include <charconv>
#include <cstring>
#include <vector>

namespace partiscope {
namespace import_detail {

namespace {

namespace od = simdjson::ondemand;

std::string_view jsonTypeName(od::json_type type) {
    switch (type) {
    case od::json_type::array:
        return "an array";
    case od::json_type::object:
        return "an object";
    case od::json_type::number:
        return "a number";
    case od::json_type::string:
        return "a string";
    case od::json_type::boolean:
        return "a boolean";
    case od::json_type::null:
        return "null";
    }
    return "something else";
}

/// One step of the JSON path to the value being read: a member name or an array index.
struct PathStep {
    std::string_view name;
    std::size_t index = 0;
    bool isIndex = false;
};

void appendPointerToken(std::string& path, std::string_view token) {
    path += '/';
    for (const char c : token) {
        // RFC 6901: '~' and '/' inside a name are escaped so the path stays unambiguous.
        if (c == '~') {
            path += "~0";
        } else if (c == '/') {
            path += "~1";
        } else {
            path += c;
        }
    }
}

enum class Descriptor { S, N, B, Bool, Null, SS, NS, BS, L, M, Unknown };

Descriptor descriptorOf(std::string_view name) {
    switch (name.size()) {
    case 1:
        return name[0] == 'S'   ? Descriptor::S
               : name[0] == 'N' ? Descriptor::N
               : name[0] == 'B' ? Descriptor::B
               : name[0] == 'L' ? Descriptor::L
               : name[0] == 'M' ? Descriptor::M
                                : Descriptor::Unknown;
    case 2:
        return name == "SS"   ? Descriptor::SS
               : name == "NS" ? Descriptor::NS
               : name == "BS" ? Descriptor::BS
                              : Descriptor::Unknown;
    case 4:
        return name == "BOOL" ? Descriptor::Bool : name == "NULL" ? Descriptor::Null : Descriptor::Unknown;
    default:
        return Descriptor::Unknown;
    }
}

constexpr std::string_view kAttributeValueShape = "an attribute value object like {\"S\": \"...\"}";

} // namespace

struct DynamoItemReader::Parser {
    od::parser parser;
    std::vector<PathStep> path;
    ItemProblem* problem = nullptr;
    /// Set when simdjson reports an error of its own: the item is not valid JSON (or not where it stops), so the
    /// caller re-reads the text with nlohmann for a line and column.
    bool syntaxError = false;
    std::string_view simdjsonMessage;

    std::string pathText() const {
        std::string text;
        for (const auto& step : path) {
            if (step.isIndex) {
                text += '/';
                text += std::to_string(step.index);
            } else {
                appendPointerToken(text, step.name);
            }
        }
        return text;
    }

    bool fail(std::string message) {
        problem->path = pathText();
        problem->message = std::move(message);
        return false;
    }

    bool jsonFailed(simdjson::error_code code) {
        syntaxError = true;
        simdjsonMessage = simdjson::error_message(code);
        return false;
    }

    template <typename T>
    bool get(simdjson::simdjson_result<T>&& result, T& out) {
        if (const auto code = std::move(result).get(out); code != simdjson::SUCCESS) {
            return jsonFailed(code);
        }
        return true;
    }

    /// The value's JSON type, or false (a syntax error) when simdjson cannot tell.
    bool typeOf(od::value& value, od::json_type& type) { return get(value.type(), type); }

    /// Whether @p value has the JSON type @p wanted; if not, fails with "expected <expected>, got <its type>".
    bool expect(od::value& value, od::json_type wanted, std::string_view expected) {
        od::json_type type{};
        if (!typeOf(value, type)) {
            return false;
        }
        if (type != wanted) {
            return fail("expected " + std::string(expected) + ", got " + std::string(jsonTypeName(type)));
        }
        return true;
    }

    /// Calls @p each with every element of the array @p value, the element's index on the path.
    template <typename Each>
    bool forEachElement(od::value& value, std::string_view expected, Each&& each) {
        od::array array;
        if (!expect(value, od::json_type::array, expected) || !get(value.get_array(), array)) {
            return false;
        }
        std::size_t index = 0;
        for (auto element : array) {
            od::value item;
            if (!get(std::move(element), item)) {
                return false;
            }
            path.push_back({{}, index++, true});
            if (!each(item)) {
                return false;
            }
            path.pop_back();
        }
        return true;
    }

    bool stringOf(od::value& value, std::string_view what, std::string_view& out) {
        return expect(value, od::json_type::string, what) && get(value.get_string(), out);
    }

    bool numberText(od::value& value, std::uint64_t& size, std::string_view& text) {
        if (!stringOf(value, "a number written as a string like \"1.5\"", text)) {
            return false;
        }
        if (!numberSizeBytes(text, size)) {
            return fail("not a number: \"" + std::string(text) + "\"");
        }
        return true;
    }

    bool binaryText(od::value& value, std::uint64_t& size, std::string_view& text) {
        if (!stringOf(value, "base64 text", text)) {
            return false;
        }
        if (!base64DecodedBytes(text, size)) {
            return fail("not base64 text: \"" + std::string(text.substr(0, 40)) + (text.size() > 40 ? "...\"" : "\""));
        }
        return true;
    }

    /// SS, NS, BS: an array of strings; the set's size is the sum of its elements'.
    bool setValue(od::value& value, Descriptor kind, std::uint64_t& size) {
        return forEachElement(value, "an array of strings", [&](od::value& item) {
            std::string_view text;
            std::uint64_t bytes = 0;
            const bool ok = kind == Descriptor::NS   ? numberText(item, bytes, text)
                            : kind == Descriptor::BS ? binaryText(item, bytes, text)
                                                     : stringOf(item, "a string", text);
            size += kind == Descriptor::SS ? text.size() : bytes;
            return ok;
        });
    }

    /// L: 3 bytes + 1 per element + the elements.
    bool listValue(od::value& value, std::size_t level, std::uint64_t& size) {
        size += 3;
        return forEachElement(value, "an array of attribute values", [&](od::value& item) {
            size += 1;
            return attributeValue(item, level + 1, size, nullptr);
        });
    }

    /// M: 3 bytes + 1 per member + each member's name and value.
    bool mapValue(od::value& value, std::size_t level, std::uint64_t& size) {
        od::object object;
        if (!expect(value, od::json_type::object, "an object of attribute values") ||
            !get(value.get_object(), object)) {
            return false;
        }
        size += 3;
        for (auto field : object) {
            std::string_view name;
            od::value member;
            if (!get(field.unescaped_key(), name) || !get(field.value(), member)) {
                return false;
            }
            path.push_back({name, 0, false});
            if (!attributeValue(member, level + 1, size, nullptr)) {
                return false;
            }
            size += name.size() + 1;
            path.pop_back();
        }
        return true;
    }

    /// One attribute value object ({"S": "..."}): adds its size to @p size; when @p key is given (a key attribute),
    /// also its typed text, which only S, N and B have.
    bool attributeValue(od::value& value, std::size_t level, std::uint64_t& size, std::optional<TypedKeyValue>* key) {
        if (level > limits::kMaxAttributeNestingLevels) {
            return fail("nested deeper than " + std::to_string(limits::kMaxAttributeNestingLevels) +
                        " levels (DynamoDB's limit for nested attributes)");
        }
        od::object object;
        if (!expect(value, od::json_type::object, kAttributeValueShape) || !get(value.get_object(), object)) {
            return false;
        }
        std::size_t members = 0;
        for (auto field : object) {
            std::string_view name;
            od::value inner;
            if (!get(field.unescaped_key(), name) || !get(field.value(), inner)) {
                return false;
            }
            if (++members > 1) {
                return fail("an attribute value object holds one type descriptor, this one also has \"" +
                            std::string(name) + "\"");
            }
            const Descriptor kind = descriptorOf(name);
            if (kind == Descriptor::Unknown) {
                return fail("unknown type descriptor \"" + std::string(name) +
                            "\" (expected S, N, B, BOOL, NULL, SS, NS, BS, L or M)");
            }
            if (key != nullptr && kind != Descriptor::S && kind != Descriptor::N && kind != Descriptor::B) {
                return fail("a key attribute must be S, N or B, got " + std::string(name));
            }
            path.push_back({name, 0, false});
            if (!descriptorValue(inner, kind, level, size, key)) {
                return false;
            }
            path.pop_back();
        }
        if (members == 0) {
            return fail("expected " + std::string(kAttributeValueShape) + ", got an empty object");
        }
        return true;
    }

    bool descriptorValue(od::value& inner, Descriptor kind, std::size_t level, std::uint64_t& size,
                         std::optional<TypedKeyValue>* key) {
        std::string_view text;
        std::uint64_t bytes = 0;
        switch (kind) {
        case Descriptor::S:
            if (!stringOf(inner, "a string", text)) {
                return false;
            }
            size += text.size();
            break;
        case Descriptor::N:
            if (!numberText(inner, bytes, text)) {
                return false;
            }
            size += bytes;
            break;
        case Descriptor::B:
            if (!binaryText(inner, bytes, text)) {
                return false;
            }
            size += bytes;
            break;
        case Descriptor::Bool:
        case Descriptor::Null:
            if (bool flag = false;
                !expect(inner, od::json_type::boolean, "true or false") || !get(inner.get_bool(), flag)) {
                return false;
            }
            size += 1;
            return true;
        case Descriptor::SS:
        case Descriptor::NS:
        case Descriptor::BS:
            return setValue(inner, kind, size);
        case Descriptor::L:
            return listValue(inner, level, size);
        case Descriptor::M:
            return mapValue(inner, level, size);
        case Descriptor::Unknown:
            return false;
        }
        if (key != nullptr) {
            const AttributeType keyType = kind == Descriptor::S   ? AttributeType::S
                                          : kind == Descriptor::N ? AttributeType::N
                                                                  : AttributeType::B;
            key->emplace(TypedKeyValue{keyType, std::string(text)});
        }
        return true;
    }

    bool item(const char* data, std::size_t length, std::size_t capacity, std::span<const std::string> keyNames,
              ItemFacts& out) {
        path.clear();
        syntaxError = false;
        out.sizeBytes = 0;
        out.keys.assign(keyNames.size(), std::nullopt);
        od::document doc;
        if (!get(parser.iterate(data, length, capacity), doc)) {
            return false;
        }
        od::json_type type{};
        if (!get(doc.type(), type)) {
            return false;
        }
        if (type != od::json_type::object) {
            return fail("expected an item: a JSON object of attributes like {\"PK\": {\"S\": \"...\"}}, got " +
                        std::string(jsonTypeName(type)));
        }
        od::object object;
        if (!get(doc.get_object(), object)) {
            return false;
        }
        for (auto field : object) {
            std::string_view name;
            od::value value;
            if (!get(field.unescaped_key(), name) || !get(field.value(), value)) {
                return false;
            }
            std::optional<TypedKeyValue>* key = nullptr;
            for (std::size_t k = 0; k < keyNames.size(); ++k) {
                if (keyNames[k] == name) {
                    key = &out.keys[k];
                    break;
                }
            }
            path.push_back({name, 0, false});
            if (key != nullptr && key->has_value()) {
                return fail("given twice in the same item");
            }
            if (!attributeValue(value, 1, out.sizeBytes, key)) {
                return false;
            }
            // The same attribute may be asked for twice (a GSI keyed on the table's own key attribute).
            for (std::size_t k = 0; key != nullptr && k < keyNames.size(); ++k) {
                if (keyNames[k] == name && &out.keys[k] != key) {
                    out.keys[k] = *key;
                }
            }
            out.sizeBytes += name.size();
            path.pop_back();
        }
        // Something after the item's closing brace: simdjson still has a token to give.
        if (const auto rest = doc.current_location(); rest.error() == simdjson::SUCCESS) {
            syntaxError = true;
            simdjsonMessage = "text after the item";
            return false;
        }
        return true;
    }
};

namespace {

/// nlohmann's reading of a text simdjson refused, for a line and column an editor can go to.
void describeSyntaxError(std::string_view text, std::string_view simdjsonMessage, ItemProblem& problem) {
    nlohmann::ordered_json ignored;
    std::string error;
    problem.path.clear();
    if (parseJsonStrictly(text, ignored, error)) {
        problem.message = "invalid JSON (" + std::string(simdjsonMessage) + ")";
        return;
    }
    // "LINE:COLUMN: JSON syntax error: ..." or "<json path>: ..." or "invalid JSON (...)".
    std::uint64_t line = 0;
    std::uint64_t column = 0;
    const char* end = error.data() + error.size();
    auto [afterLine, lineError] = std::from_chars(error.data(), end, line);
    if (lineError == std::errc() && afterLine != end && *afterLine == ':') {
        auto [afterColumn, columnError] = std::from_chars(afterLine + 1, end, column);
        if (columnError == std::errc() && end - afterColumn >= 2 && afterColumn[0] == ':' && afterColumn[1] == ' ') {
            problem.line = line;
            problem.column = column;
            problem.message = std::string(afterColumn + 2, end);
            return;
        }
    }
    if (!error.empty() && error[0] == '/') {
        const auto colon = error.find(": ");
        problem.path = error.substr(0, colon);
        problem.message = colon == std::string::npos ? std::string() : error.substr(colon + 2);
        return;
    }
    problem.message = error;
}

} // namespace

std::string ItemProblem::text() const {
    if (line > 0) {
        return std::to_string(line) + ":" + std::to_string(column) + ": " + message;
    }
    return path.empty() ? message : path + ": " + message;
}

DynamoItemReader::DynamoItemReader() : m_parser(std::make_unique<Parser>()) {}
DynamoItemReader::~DynamoItemReader() = default;

bool DynamoItemReader::read(const char* data, std::size_t length, std::size_t capacity,
                            std::span<const std::string> keyNames, ItemFacts& out, ItemProblem& problem) {
    problem = {};
    m_parser->problem = &problem;
    if (m_parser->item(data, length, capacity, keyNames, out)) {
        return true;
    }
    const std::string_view text(data, length);
    if (m_parser->syntaxError) {
        describeSyntaxError(text, m_parser->simdjsonMessage, problem);
        return false;
    }
    // The parse is lazy: it can meet a bad attribute before a syntax error further on, or not, depending on the
    // bytes after the item (simdjson checks a document's balance up front only when the first byte after it is
    // '}', as in an export line). An item that is not JSON is reported by its syntax error, whatever follows it.
    if (!nlohmann::json::accept(text)) { // syntax only: a member given twice is the item's own problem
        describeSyntaxError(text, "", problem);
    }
    return false;
}

std::size_t itemPaddingBytes() noexcept {
    return simdjson::SIMDJSON_PADDING;
}

bool numberSizeBytes(std::string_view text, std::uint64_t& bytes) noexcept {
    std::size_t i = 0;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
        ++i;
    }
    // Significant digits: from the first non-zero digit to the last non-zero digit of the mantissa.
    std::size_t digits = 0;
    std::size_t significant = 0;
    std::size_t pendingZeros = 0;
    bool point = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '.' && !point) {
            point = true;
        } else if (c >= '0' && c <= '9') {
            ++digits;
            if (c == '0') {
                pendingZeros += significant > 0 ? 1 : 0;
            } else {
                significant += pendingZeros + 1;
                pendingZeros = 0;
            }
        } else {
            break;
        }
    }
    if (digits == 0) {
        return false;
    }
    if (i < text.size()) {
        if (text[i] != 'e' && text[i] != 'E') {
            return false;
        }
        ++i;
        if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
            ++i;
        }
        const std::size_t exponentStart = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            ++i;
        }
        if (i == exponentStart || i != text.size()) {
            return false;
        }
    }
    significant = std::max<std::size_t>(significant, 1); // zero is one digit
    bytes = (significant + 1) / 2 + 1;
    return true;
}

bool base64DecodedBytes(std::string_view text, std::uint64_t& bytes) noexcept {
    if (text.size() % 4 != 0) {
        return false;
    }
    std::size_t padding = 0;
    while (padding < 2 && padding < text.size() && text[text.size() - 1 - padding] == '=') {
        ++padding;
    }
    for (std::size_t i = 0; i + padding < text.size(); ++i) {
        const char c = text[i];
        const bool ok =
            (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/';
        if (!ok) {
            return false;
        }
    }
    bytes = text.size() / 4 * 3 - padding;
    return true;
}

} // namespace import_detail

bool readDynamoItem(std::string_view itemJson, std::span<const std::string> keyNames, ItemFacts& out,
                    std::string& error) {
    std::string padded(itemJson);
    padded.resize(itemJson.size() + import_detail::itemPaddingBytes(), ' ');
    import_detail::DynamoItemReader reader;
    import_detail::ItemProblem problem;
    if (!reader.read(padded.data(), itemJson.size(), padded.size(), keyNames, out, problem)) {
        error = problem.text();
        return false;
    }
    return true;
}

} // namespace partiscope
