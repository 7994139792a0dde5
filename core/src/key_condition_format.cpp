// Key-condition output: a fan-out plan written as CLI JSON, CLI commands, PartiQL or code, and the query formats.
#include "partiscope/key_condition.h"

#include "key_condition_chars.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace partiscope {

namespace {

using keycondition::isAsciiAlnum;
using keycondition::isAsciiAlpha;

using Json = nlohmann::ordered_json;

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
