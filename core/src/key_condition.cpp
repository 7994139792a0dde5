#include "partiscope/key_condition.h"
#include "partiscope/number_format.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"
#include "partiscope/key_validation.h"
#include "partiscope/reserved_words.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace partiscope {

namespace {

using Json = nlohmann::ordered_json;

constexpr std::size_t kMaxExpressionBytes = 4096;

// ASCII-only classification: std::isalnum depends on the locale, and DynamoDB's rules do not.
bool isAsciiAlpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isAsciiAlnum(char c) {
    return isAsciiAlpha(c) || (c >= '0' && c <= '9');
}

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

Json attributeValueJson(const AttributeValue& value) {
    return Json{{std::string(attributeTypeName(value.type)), value.value}};
}

Json requestJson(const QueryRequest& r) {
    Json j;
    j["TableName"] = r.tableName;
    if (!r.indexName.empty()) {
        j["IndexName"] = r.indexName;
    }
    j["KeyConditionExpression"] = r.keyConditionExpression;
    if (!r.attributeNames.empty()) {
        Json names = Json::object();
        for (const auto& [placeholder, name] : r.attributeNames) {
            names[placeholder] = name;
        }
        j["ExpressionAttributeNames"] = names;
    }
    Json values = Json::object();
    for (const auto& [placeholder, value] : r.attributeValues) {
        values[placeholder] = attributeValueJson(value);
    }
    j["ExpressionAttributeValues"] = values;
    if (r.consistentRead) {
        j["ConsistentRead"] = true;
    }
    return j;
}

std::string dumpJson(const Json& j, int indent, bool asciiOnly) {
    return j.dump(indent, ' ', asciiOnly, Json::error_handler_t::strict);
}

std::string partiqlIdentifier(std::string_view name) {
    std::string out = "\"";
    for (const char c : name) {
        out += c;
        if (c == '"') {
            out += '"';
        }
    }
    return out + "\"";
}

std::string partiqlLiteral(const AttributeValue& value) {
    if (value.type == AttributeType::N) {
        return value.value;
    }
    std::string out = "'";
    for (const char c : value.value) {
        out += c;
        if (c == '\'') {
            out += '\'';
        }
    }
    return out + "'";
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

bool isValidDynamoNumber(std::string_view text, std::string& error) {
    const auto d = parseDecimal(text);
    if (!d) {
        error = "'" + std::string(text.substr(0, 60)) + "' is not a number";
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
    if (!t.index.empty() && t.consistentRead) {
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
    const bool strong = target.consistentRead && target.index.empty();
    plan.minimumReadUnits = static_cast<double>(plan.requests.size()) * (strong ? 1.0 : 0.5);
    plan.consistency = strong ? "strongly consistent" : "eventually consistent";
    out = std::move(plan);
    return std::nullopt;
}

bool parseQueryFormat(std::string_view text, QueryFormat& out) noexcept {
    static constexpr std::pair<std::string_view, QueryFormat> kFormats[] = {{"cli-json", QueryFormat::CliJson},
                                                                            {"cli", QueryFormat::Cli},
                                                                            {"partiql", QueryFormat::PartiQL},
                                                                            {"python", QueryFormat::Python},
                                                                            {"javascript", QueryFormat::JavaScript}};
    for (const auto& [name, format] : kFormats) {
        if (name == text) {
            out = format;
            return true;
        }
    }
    return false;
}

std::string shellQuote(std::string_view text) {
    // Inside single quotes a POSIX shell takes every byte literally except the quote itself,
    // which is written as '\'' (close, escaped quote, reopen).
    std::string out = "'";
    for (const char c : text) {
        if (c == '\'') {
            out += "'\\''";
        } else {
            out += c;
        }
    }
    return out + "'";
}

std::string requestToCliJson(const QueryRequest& request) {
    return dumpJson(requestJson(request), 2, false) + "\n";
}

std::optional<std::string> formatPlan(const FanOutPlan& plan, QueryFormat format, std::string& text) {
    text.clear();
    Json all = Json::array();
    for (const auto& r : plan.requests) {
        all.push_back(requestJson(r));
    }
    const std::string summary = std::to_string(plan.requests.size()) +
                                (plan.requests.size() == 1 ? " query" : " queries") + ", at least " +
                                nlohmann::json(plan.minimumReadUnits).dump() + " RCU (" + plan.consistency + ")";
    switch (format) {
    case QueryFormat::CliJson:
        text = dumpJson(all, 2, false) + "\n";
        return std::nullopt;
    case QueryFormat::Cli:
        for (const auto& r : plan.requests) {
            // A name may start with '-' (DynamoDB allows it); the `--option=value` form keeps the
            // CLI's argument parser from reading it as an option.
            const auto nameArgument = [](const char* option, const std::string& name) {
                return std::string(" ") + option + (name.front() == '-' ? "=" : " ") + shellQuote(name);
            };
            text += "aws dynamodb query" + nameArgument("--table-name", r.tableName);
            if (!r.indexName.empty()) {
                text += nameArgument("--index-name", r.indexName);
            }
            text += " --key-condition-expression " + shellQuote(r.keyConditionExpression);
            const Json j = requestJson(r);
            if (j.contains("ExpressionAttributeNames")) {
                text +=
                    " --expression-attribute-names " + shellQuote(dumpJson(j["ExpressionAttributeNames"], -1, false));
            }
            text += " --expression-attribute-values " + shellQuote(dumpJson(j["ExpressionAttributeValues"], -1, false));
            if (r.consistentRead) {
                text += " --consistent-read";
            }
            text += "\n";
        }
        return std::nullopt;
    case QueryFormat::PartiQL:
        for (const auto& r : plan.requests) {
            std::string from = partiqlIdentifier(r.tableName);
            if (!r.indexName.empty()) {
                from += "." + partiqlIdentifier(r.indexName);
            }
            std::string where;
            // Rebuild the condition with literal values: PartiQL has no placeholders in this form.
            const auto valueOf = [&](const std::string& placeholder) -> const AttributeValue* {
                for (const auto& [p, v] : r.attributeValues) {
                    if (p == placeholder) {
                        return &v;
                    }
                }
                return nullptr;
            };
            for (const auto& [placeholder, value] : r.attributeValues) {
                if (value.type == AttributeType::B) {
                    return std::string("partiql output does not support binary (B) keys; use cli-json");
                }
                (void)placeholder;
            }
            std::string expression = r.keyConditionExpression;
            // Names: replace placeholders, then quote every identifier PartiQL-style.
            const auto nameOf = [&](const std::string& token) {
                for (const auto& [p, n] : r.attributeNames) {
                    if (p == token) {
                        return n;
                    }
                }
                return token;
            };
            // The expression has a fixed shape: NAME = :pk [AND NAME op :sk | NAME BETWEEN :sk AND :sk2 |
            // begins_with(NAME, :sk)], so rebuild it from its tokens.
            std::string out;
            std::size_t i = 0;
            while (i < expression.size()) {
                const char c = expression[i];
                if (c == '#' || c == ':') {
                    std::size_t j = i + 1;
                    while (j < expression.size() && (isAsciiAlnum(expression[j]) || expression[j] == '_')) {
                        ++j;
                    }
                    const std::string token = expression.substr(i, j - i);
                    out += c == '#' ? partiqlIdentifier(nameOf(token)) : partiqlLiteral(*valueOf(token));
                    i = j;
                } else if (isAsciiAlpha(c)) {
                    std::size_t j = i;
                    while (j < expression.size() && (isAsciiAlnum(expression[j]) || expression[j] == '_')) {
                        ++j;
                    }
                    const std::string word = expression.substr(i, j - i);
                    const bool keyword = word == "AND" || word == "BETWEEN" ||
                                         (word == "begins_with" && j < expression.size() && expression[j] == '(');
                    out += keyword ? word : partiqlIdentifier(word);
                    i = j;
                } else {
                    out += c;
                    ++i;
                }
            }
            where = out;
            text += "SELECT * FROM " + from + " WHERE " + where + "\n";
        }
        return std::nullopt;
    case QueryFormat::Python: {
        // The requests travel as one JSON string literal (ASCII-only, so it is also a valid Python
        // literal): no key byte can break out of it.
        const std::string literal = dumpJson(Json(dumpJson(all, -1, true)), -1, true);
        text = "# Partiscope scatter-gather read: " + summary +
               ".\n"
               "import json\n"
               "from concurrent.futures import ThreadPoolExecutor\n"
               "\n"
               "import boto3\n"
               "\n"
               "SHARD_REQUESTS = json.loads(" +
               literal +
               ")\n"
               "\n"
               "\n"
               "def query_all_shards(client=None):\n"
               "    \"\"\"Queries every shard concurrently, follows pagination, returns all items merged.\"\"\"\n"
               "    client = client or boto3.client(\"dynamodb\")\n"
               "\n"
               "    def query_shard(request):\n"
               "        items = []\n"
               "        kwargs = dict(request)\n"
               "        while True:\n"
               "            page = client.query(**kwargs)\n"
               "            items.extend(page.get(\"Items\", []))\n"
               "            last_key = page.get(\"LastEvaluatedKey\")\n"
               "            if not last_key:\n"
               "                return items\n"
               "            kwargs[\"ExclusiveStartKey\"] = last_key\n"
               "\n"
               "    with ThreadPoolExecutor(max_workers=min(16, len(SHARD_REQUESTS))) as pool:\n"
               "        per_shard = list(pool.map(query_shard, SHARD_REQUESTS))\n"
               "    return [item for items in per_shard for item in items]\n";
        return std::nullopt;
    }
    case QueryFormat::JavaScript: {
        const std::string literal = dumpJson(Json(dumpJson(all, -1, true)), -1, true);
        text = "// Partiscope scatter-gather read: " + summary +
               ".\n"
               "import { DynamoDBClient, QueryCommand } from \"@aws-sdk/client-dynamodb\";\n"
               "\n"
               "const SHARD_REQUESTS = JSON.parse(" +
               literal +
               ");\n"
               "\n"
               "/** Queries every shard concurrently, follows pagination, returns all items merged. */\n"
               "export async function queryAllShards(client = new DynamoDBClient({})) {\n"
               "  const perShard = await Promise.all(\n"
               "    SHARD_REQUESTS.map(async (request) => {\n"
               "      const items = [];\n"
               "      let ExclusiveStartKey;\n"
               "      do {\n"
               "        const page = await client.send(new QueryCommand({ ...request, ExclusiveStartKey }));\n"
               "        items.push(...(page.Items ?? []));\n"
               "        ExclusiveStartKey = page.LastEvaluatedKey;\n"
               "      } while (ExclusiveStartKey);\n"
               "      return items;\n"
               "    }),\n"
               "  );\n"
               "  return perShard.flat();\n"
               "}\n";
        return std::nullopt;
    }
    }
    return std::nullopt;
}

} // namespace partiscope
