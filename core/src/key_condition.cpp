// Key conditions: attribute values checked, the key condition expression built, and a fan-out over shards planned.
#include "partiscope/key_condition.h"
#include "partiscope/number_format.h"

#include "partiscope/capacity_units.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"
#include "partiscope/key_validation.h"
#include "partiscope/reserved_words.h"

#include "key_condition_chars.h"

#include <algorithm>
#include <cctype>

namespace partiscope {

namespace {

using keycondition::isAsciiAlnum;
using keycondition::isAsciiAlpha;

constexpr std::size_t kMaxExpressionBytes = 4096;

bool isBase64(std::string_view text) {
    if (text.empty() || text.size() % 4 != 0) {
        return false;
    }
    std::size_t padding = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '=') {
            ++padding;
            if (i < text.size() - 2) {
                return false;
            }
        } else if (padding > 0 || !(isAsciiAlnum(c) || c == '+' || c == '/')) {
            return false;
        }
    }
    return padding <= 2;
}

std::string base64Decode(std::string_view text) {
    auto value = [](char c) -> int {
        if (c >= 'A' && c <= 'Z') {
            return c - 'A';
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 26;
        }
        if (c >= '0' && c <= '9') {
            return c - '0' + 52;
        }
        return c == '+' ? 62 : c == '/' ? 63 : -1;
    };
    std::string out;
    int bits = 0;
    unsigned buffer = 0;
    for (const char c : text) {
        const int v = value(c);
        if (v < 0) {
            break;
        }
        buffer = (buffer << 6) | static_cast<unsigned>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out += static_cast<char>((buffer >> bits) & 0xFF);
        }
    }
    return out;
}

struct Decimal {
    bool negative = false;
    std::string digits; ///< significant digits, no leading/trailing zeros; empty = zero
    long exponent = 0;  ///< value = 0.digits x 10^exponent
};

std::optional<Decimal> parseDecimal(std::string_view text) {
    Decimal d;
    std::size_t i = 0;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
        d.negative = text[i] == '-';
        ++i;
    }
    std::string mantissa;
    long pointPosition = -1;
    bool anyDigit = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c >= '0' && c <= '9') {
            mantissa += c;
            anyDigit = true;
        } else if (c == '.' && pointPosition < 0) {
            pointPosition = static_cast<long>(mantissa.size());
        } else {
            break;
        }
    }
    if (!anyDigit) {
        return std::nullopt;
    }
    long exponent = 0;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        bool expNegative = false;
        if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
            expNegative = text[i] == '-';
            ++i;
        }
        if (i >= text.size()) {
            return std::nullopt;
        }
        for (; i < text.size(); ++i) {
            if (text[i] < '0' || text[i] > '9') {
                return std::nullopt;
            }
            exponent = std::min(exponent * 10 + (text[i] - '0'), 100000L);
        }
        exponent = expNegative ? -exponent : exponent;
    }
    if (i != text.size()) {
        return std::nullopt;
    }
    const long integerDigits = pointPosition < 0 ? static_cast<long>(mantissa.size()) : pointPosition;
    const auto firstNonZero = mantissa.find_first_not_of('0');
    if (firstNonZero == std::string::npos) {
        d.negative = false;
        return d; // zero
    }
    const auto lastNonZero = mantissa.find_last_not_of('0');
    d.digits = mantissa.substr(firstNonZero, lastNonZero - firstNonZero + 1);
    d.exponent = integerDigits - static_cast<long>(firstNonZero) + exponent;
    return d;
}

int compareDecimals(const Decimal& a, const Decimal& b) {
    const int signA = a.digits.empty() ? 0 : (a.negative ? -1 : 1);
    const int signB = b.digits.empty() ? 0 : (b.negative ? -1 : 1);
    if (signA != signB) {
        return signA < signB ? -1 : 1;
    }
    if (signA == 0) {
        return 0;
    }
    int magnitude = 0;
    if (a.exponent != b.exponent) {
        magnitude = a.exponent < b.exponent ? -1 : 1;
    } else {
        const int c = a.digits.compare(b.digits);
        magnitude = c < 0 ? -1 : c > 0 ? 1 : 0;
    }
    return signA > 0 ? magnitude : -magnitude;
}

std::optional<std::string> valueProblem(const char* what, AttributeType type, const std::string& value,
                                        std::size_t maxBytes) {
    switch (type) {
    case AttributeType::S:
        if (value.empty()) {
            return std::string(what) + " is empty";
        }
        if (value.size() > maxBytes) {
            return std::string(what) + " is " + groupedCount(value.size()) + " bytes; DynamoDB allows at most " +
                   groupedCount(maxBytes);
        }
        if (const auto bad = firstInvalidUtf8(value)) {
            return std::string(what) + " is not valid UTF-8 (byte " + std::to_string(*bad + 1) + ")";
        }
        if (value.find('\0') != std::string::npos) {
            return std::string(what) + " contains a NUL byte";
        }
        return std::nullopt;
    case AttributeType::N: {
        std::string error;
        if (!isValidDynamoNumber(value, error)) {
            return std::string(what) + ": " + error;
        }
        return std::nullopt;
    }
    case AttributeType::B:
        if (!isBase64(value)) {
            return std::string(what) + " must be base64 (type B)";
        }
        if (base64Decode(value).size() > maxBytes) {
            return std::string(what) + " decodes to more than " + groupedCount(maxBytes) + " bytes";
        }
        return std::nullopt;
    }
    return std::nullopt;
}

bool validTableName(const std::string& name) {
    return name.size() >= limits::kTableNameMinChars && name.size() <= limits::kTableNameMaxChars &&
           std::all_of(name.begin(), name.end(),
                       [](char c) { return isAsciiAlnum(c) || c == '_' || c == '-' || c == '.'; });
}

} // namespace

bool parseAttributeType(std::string_view text, AttributeType& out) noexcept {
    if (text == "S") {
        out = AttributeType::S;
    } else if (text == "N") {
        out = AttributeType::N;
    } else if (text == "B") {
        out = AttributeType::B;
    } else {
        return false;
    }
    return true;
}

std::string_view attributeTypeName(AttributeType type) noexcept {
    return type == AttributeType::S ? "S" : type == AttributeType::N ? "N" : "B";
}

bool parseSortKeyOperator(std::string_view text, SortKeyOperator& out) noexcept {
    static constexpr std::pair<std::string_view, SortKeyOperator> kOperators[] = {
        {"eq", SortKeyOperator::Eq},
        {"lt", SortKeyOperator::Lt},
        {"le", SortKeyOperator::Le},
        {"gt", SortKeyOperator::Gt},
        {"ge", SortKeyOperator::Ge},
        {"between", SortKeyOperator::Between},
        {"begins_with", SortKeyOperator::BeginsWith}};
    for (const auto& [name, op] : kOperators) {
        if (name == text) {
            out = op;
            return true;
        }
    }
    return false;
}

std::string_view sortKeyOperatorName(SortKeyOperator op) noexcept {
    switch (op) {
    case SortKeyOperator::Eq:
        return "eq";
    case SortKeyOperator::Lt:
        return "lt";
    case SortKeyOperator::Le:
        return "le";
    case SortKeyOperator::Gt:
        return "gt";
    case SortKeyOperator::Ge:
        return "ge";
    case SortKeyOperator::Between:
        return "between";
    case SortKeyOperator::BeginsWith:
        return "begins_with";
    }
    return "eq";
}

bool isValidDynamoNumber(std::string_view text, std::string& error) {
    const auto d = parseDecimal(text);
    if (!d) {
        // Built in a fresh string and moved: GCC 12 at -O3 flags assigning to `error` directly with a false
        // -Wrestrict (PR 105329).
        std::string message(1, '\'');
        message.append(text.substr(0, 60));
        message.append("' is not a number");
        error = std::move(message);
        return false;
    }
    if (d->digits.size() > 38) {
        error = "more than 38 significant digits";
        return false;
    }
    if (!d->digits.empty()) {
        const long adjusted = d->exponent - 1; // value = d.ddd x 10^adjusted
        if (adjusted > 125) {
            error = "number too large (DynamoDB allows up to 9.99...E+125)";
            return false;
        }
        if (adjusted < -130) {
            error = "number too small (DynamoDB allows down to 1E-130)";
            return false;
        }
    }
    return true;
}

int compareDynamoNumbers(std::string_view a, std::string_view b) {
    const auto x = parseDecimal(a);
    const auto y = parseDecimal(b);
    if (!x || !y) {
        return 0;
    }
    return compareDecimals(*x, *y);
}

bool KeyConditionBuilder::needsNamePlaceholder(std::string_view name) noexcept {
    if (name.empty() || !isAsciiAlpha(name.front())) {
        return true;
    }
    for (const char c : name) {
        if (!isAsciiAlnum(c) && c != '_') {
            return true;
        }
    }
    return isReservedWord(name);
}

std::optional<std::string> KeyConditionBuilder::targetProblem(const QueryTarget& t) {
    const std::string nameRule = " must be " + std::to_string(limits::kTableNameMinChars) + "-" +
                                 std::to_string(limits::kTableNameMaxChars) +
                                 " characters of a-z, A-Z, 0-9, '_', '-', '.'";
    if (!validTableName(t.table)) {
        return "table name '" + t.table + "'" + nameRule;
    }
    if (!t.index.empty() && !validTableName(t.index)) {
        return "index name '" + t.index + "'" + nameRule;
    }
    if (!t.index.empty() && !t.localIndex && t.consistentRead) {
        return "a global secondary index only supports eventually consistent reads";
    }
    auto nameProblem = [](const char* what, const std::string& name) -> std::optional<std::string> {
        if (name.empty() || name.size() > limits::kKeyAttributeNameMaxBytes || firstInvalidUtf8(name) ||
            name.find('\0') != std::string::npos) {
            return std::string(what) + " must be 1-" + std::to_string(limits::kKeyAttributeNameMaxBytes) +
                   " bytes of UTF-8";
        }
        return std::nullopt;
    };
    if (auto p = nameProblem("the partition key name", t.partitionKeyName)) {
        return p;
    }
    if (!t.sortKey) {
        return std::nullopt;
    }
    const auto& sk = *t.sortKey;
    if (auto p = nameProblem("the sort key name", sk.name)) {
        return p;
    }
    if (sk.name == t.partitionKeyName) {
        return std::string("the partition and sort key names must differ");
    }
    if (sk.op == SortKeyOperator::BeginsWith && sk.type == AttributeType::N) {
        return std::string("begins_with only works on S or B sort keys, not N");
    }
    if (auto p = valueProblem("the sort key value", sk.type, sk.value, limits::kSortKeyMaxBytes)) {
        return p;
    }
    if (sk.op == SortKeyOperator::Between) {
        if (!sk.value2) {
            return std::string("between needs a second value (--sk-value2)");
        }
        if (auto p = valueProblem("the second sort key value", sk.type, *sk.value2, limits::kSortKeyMaxBytes)) {
            return p;
        }
        const int order = sk.type == AttributeType::N   ? compareDynamoNumbers(sk.value, *sk.value2)
                          : sk.type == AttributeType::B ? base64Decode(sk.value).compare(base64Decode(*sk.value2))
                                                        : sk.value.compare(*sk.value2);
        if (order > 0) {
            return "between bounds are reversed: " + sk.value + " > " + *sk.value2;
        }
    } else if (sk.value2) {
        return std::string("a second sort key value only applies to between");
    }
    return std::nullopt;
}

std::optional<std::string> KeyConditionBuilder::build(const QueryTarget& t, const std::string& partitionKeyValue,
                                                      QueryRequest& out) {
    if (auto p = targetProblem(t)) {
        return p;
    }
    if (auto p = valueProblem("the partition key value", t.partitionKeyType, partitionKeyValue,
                              limits::kPartitionKeyMaxBytes)) {
        return p;
    }
    QueryRequest r;
    r.tableName = t.table;
    r.indexName = t.index;
    r.consistentRead = t.consistentRead;
    r.partitionKeyValue = partitionKeyValue;
    auto nameRef = [&](const std::string& name, const char* placeholder) {
        if (!needsNamePlaceholder(name)) {
            return name;
        }
        r.attributeNames.emplace_back(placeholder, name);
        return std::string(placeholder);
    };
    std::string expression = nameRef(t.partitionKeyName, "#pk") + " = :pk";
    r.attributeValues.push_back({":pk", {t.partitionKeyType, partitionKeyValue}});
    if (t.sortKey) {
        const auto& sk = *t.sortKey;
        const std::string name = nameRef(sk.name, "#sk");
        r.attributeValues.push_back({":sk", {sk.type, sk.value}});
        switch (sk.op) {
        case SortKeyOperator::Eq:
            expression += " AND " + name + " = :sk";
            break;
        case SortKeyOperator::Lt:
            expression += " AND " + name + " < :sk";
            break;
        case SortKeyOperator::Le:
            expression += " AND " + name + " <= :sk";
            break;
        case SortKeyOperator::Gt:
            expression += " AND " + name + " > :sk";
            break;
        case SortKeyOperator::Ge:
            expression += " AND " + name + " >= :sk";
            break;
        case SortKeyOperator::Between:
            expression += " AND " + name + " BETWEEN :sk AND :sk2";
            r.attributeValues.push_back({":sk2", {sk.type, *sk.value2}});
            break;
        case SortKeyOperator::BeginsWith:
            expression += " AND begins_with(" + name + ", :sk)";
            break;
        }
    }
    if (expression.size() > kMaxExpressionBytes) {
        return std::string("the key condition expression is longer than 4 KB");
    }
    r.keyConditionExpression = std::move(expression);
    out = std::move(r);
    return std::nullopt;
}

std::optional<std::string> planFanOut(const QueryTarget& target, const ShardStrategy& strategy,
                                      const std::string& logicalKey, const std::optional<std::string>& pointSource,
                                      FanOutPlan& out) {
    if (auto p = KeyConditionBuilder::targetProblem(target)) {
        return p;
    }
    if (strategy.kind() != StrategyKind::None && target.partitionKeyType != AttributeType::S) {
        return std::string("a sharded partition key is a string (logical key + separator + suffix): use --pk-type S");
    }
    std::vector<std::string> keys;
    FanOutPlan plan;
    if (pointSource) {
        if (auto problem = strategy.itemProblem(logicalKey, *pointSource)) {
            return "the item cannot be placed: " + *problem;
        }
        auto key = strategy.pointReadKey(logicalKey, *pointSource);
        if (!key) {
            return "the " + std::string(strategyKindName(strategy.kind())) +
                   " strategy cannot compute an item's shard (suffixes are random): read every shard instead";
        }
        keys.push_back(std::move(*key));
        plan.pointRead = true;
    } else {
        keys = strategy.fanOutKeys(logicalKey);
    }
    for (const auto& key : keys) {
        QueryRequest request;
        if (auto problem = KeyConditionBuilder::build(target, key, request)) {
            return problem;
        }
        plan.requests.push_back(std::move(request));
    }
    // A Query rounds the returned size up to 4 KB once, and costs at least one read unit even
    // when it returns nothing: N shards cost at least N units (half when eventually consistent).
    const bool strong = target.consistentRead && (target.index.empty() || target.localIndex);
    plan.minimumReadUnits = static_cast<double>(plan.requests.size()) *
                            units::queryUnits(0, strong ? Consistency::Strong : Consistency::Eventual);
    plan.consistency = strong ? "strongly consistent" : "eventually consistent";
    out = std::move(plan);
    return std::nullopt;
}

} // namespace partiscope
